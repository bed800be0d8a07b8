"""6.2 realignment and 6.3 coup targets by expected value, each target's dice enumerated through the engine.

A coup takes one target and one d6 (6.3.2), a realignment roll one target and two d6 whose difference alone
decides it (6.2.3): at most some 30 legal targets times 6 (11 differences), so every target is tried exactly,
its dice forced through the engine (game.with_dice) and the position after it evaluated. Enumeration is exact
and takes a few milliseconds here; a CP-SAT model would have to restate the coup and realignment modifiers
(events, adjacency, DEFCON, Yuri and Samantha...) that the engine already applies. Several realignment rolls
are chosen one at a time, each by its own expected value, as the rolls come (the driver asks at each roll).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from engine.core.frames import top
from engine.twilight import layout as L
from engine.twilight.data import N_COUNTRIES
from solver_ai.optimise.twilight import evaluate as ev
from solver_ai.optimise.twilight.play import stop_after_play

DIFFS = tuple((max(1, 1 + d), max(1, 1 + d) - d, 6 - abs(d)) for d in range(-5, 6))  # (roller, opponent, ways of 36)


@dataclass
class Target:
    country: int
    expected: float  # the expected evaluation after it (milli-VP)
    success: int  # the rolls (of 6 for a coup, of 36 for a roll) that move influence in side's favour


def after_use(game, s: np.ndarray, use: int) -> tuple[np.ndarray | None, list[int]]:
    """A copy of s (at FR_USE) once `use` is chosen, Ops before the opponent's event (5.2.2), FR_STOP under the
    stack, and the actions that took it there; None if that leaves no Ops frame. The plans start from there:
    choosing the use may itself score (#59 Flower Power: a US war card for Ops gives the USSR 2 VP)."""
    t = s.copy()
    stop_after_play(t)
    path = [L.A_USE0 + use]
    game.step(t, path[0])
    if int(top(t, 0)) == L.FR_ORDER:
        path.append(L.A_OPS_FIRST)
        game.step(t, L.A_OPS_FIRST)
    return (t if int(top(t, 0)) in (L.FR_INFLUENCE, L.FR_COUP, L.FR_REALIGN) else None), path


def _moved(before: np.ndarray, after: np.ndarray, f: int, c: int) -> bool:
    i_f, i_o = L.INF + f * N_COUNTRIES + c, L.INF + (1 - f) * N_COUNTRIES + c
    return after[i_o] < before[i_o] or after[i_f] > before[i_f]


def coup_targets(game, t: np.ndarray, f: int, w: tuple[int, ...]) -> list[Target]:
    """6.3 at FR_COUP: every legal target with its expected evaluation over the six rolls, best first."""
    out = []
    value = ev.Local(t, f, w)
    for a in game.legal_actions(t):
        total, wins = 0, 0
        for r in range(1, 7):
            y = t.copy()
            game.with_dice(y, [r])
            game.apply_action(y, int(a))
            total += value(y, int(a) - L.A_COUNTRY0)
            wins += _moved(t, y, f, int(a) - L.A_COUNTRY0)
        out.append(Target(int(a) - L.A_COUNTRY0, total / 6, wins))
    out.sort(key=lambda x: -x.expected)  # stable: ties keep the country order
    return out


def realign_targets(game, t: np.ndarray, f: int, w: tuple[int, ...]) -> list[Target]:
    """6.2 at FR_REALIGN: every legal target of the next roll with its expected evaluation, best first."""
    out = []
    value = ev.Local(t, f, w)
    for a in game.legal_actions(t):
        if int(a) == L.A_DONE:
            continue
        total, wins = 0, 0
        for mine, theirs, ways in DIFFS:
            y = t.copy()
            game.with_dice(y, [mine, theirs])
            game.apply_action(y, int(a))
            total += ways * value(y, int(a) - L.A_COUNTRY0)
            wins += ways * _moved(t, y, f, int(a) - L.A_COUNTRY0)
        out.append(Target(int(a) - L.A_COUNTRY0, total / 36, wins))
    out.sort(key=lambda x: -x.expected)
    return out


class RealignChooser:
    """Each realignment roll: the target of the best expected evaluation, or stop (where 6.0 / RULINGS.md T6
    lets realignment stop) when no roll is expected to gain."""

    def __init__(self, game, f: int, w: tuple[int, ...]):
        self.game, self.f, self.w = game, f, w

    def __call__(self, s: np.ndarray) -> int:
        t = s.copy()
        stop_after_play(t)
        best = realign_targets(self.game, t, self.f, self.w)
        if L.A_DONE in self.game.legal_actions(s) and (not best or best[0].expected <= ev.evaluate(t, self.f, self.w)):
            return L.A_DONE
        return L.A_COUNTRY0 + best[0].country
