"""Brute force for the proof (issue 6 item 6): every legal plan of one Op, enumerated through the engine.

A plan runs from choosing the Op to its close (the OP_ID word back to -1: FR_FINISH has run; a
Laundering offer, the card flow and the next faction come after, and `stop_after_op` keeps the engine
from running on into them). Special Activities other than the one of the pair and voluntary removals (1.4.1) are left out,
as the models leave them out. The value of a position is the best over its legal decisions; where a decision
rolls a die (selecting an Attack space) it is the average over the six rolls, forced through the
engine (dice.force_roll) — the expectimax value, which lets later choices depend on earlier rolls.
Identical positions reached by different orders are valued once; a decision that leads back to a
position on the current path (a Sweep origin chosen, then no Troops moved) is skipped.
"""
from __future__ import annotations

import numpy as np

from engine.core.frames import top
from engine.core.rng import N_WORDS
from engine.cuba_libre import layout as L
from engine.cuba_libre.game import GAME
from solver_ai.optimise.cuba_libre import evaluate as ev
from solver_ai.optimise.cuba_libre.apply import stop_after_op
from solver_ai.optimise.cuba_libre.dice import force_roll

EXCLUDED = set(range(L.A_SA0, L.A_SA0 + L.N_SAS)) | {L.A_VOLUNTARY}


class TooBig(Exception):
    """More positions than the cap: the enumeration would not be exhaustive."""


def best_score(s: np.ndarray, f: int, op: int, w: ev.Weights = ev.DEFAULT, cap: int = 200_000,
               sa: int = -1) -> tuple[float, int]:
    """(best evaluation over every plan of `op`, with or without Special Activity `sa` (-1: none), its
    expectation over the dice; number of distinct end positions)."""
    excluded = EXCLUDED - {L.A_SA0 + sa}
    start = s.copy()
    GAME.apply_action(start, L.A_OP0 + op)
    stop_after_op(start)
    memo: dict[bytes, float] = {}
    ends: set[bytes] = set()

    def value(x: np.ndarray) -> float:
        key = _key(x)
        if key in memo:
            return memo[key]
        if len(memo) > cap:
            raise TooBig(f"more than {cap} positions")
        memo[key] = float("-inf")  # on the path: a decision that comes back here adds nothing
        if x[L.OP + L.OP_ID] == -1:
            ends.add(key)
            v = float(ev.evaluate(x, f, w))
        else:
            v = max(_after(x, int(a)) for a in GAME.legal_actions(x) if int(a) not in excluded)
        memo[key] = v
        return v

    def _after(x: np.ndarray, a: int) -> float:
        rolls = (x[L.OP + L.OP_ID] == L.OP_ATTACK and int(top(x, 0)) == L.FR_OP and a < L.A_DONE)
        total = 0.0
        for r in range(1, 7) if rolls else (0,):
            y = x.copy()
            if rolls:
                force_roll(y, r)
            GAME.apply_action(y, a)
            total += value(y)
        return total / 6 if rolls else total

    return value(start), len(ends)


def _key(x: np.ndarray) -> bytes:
    y = x.copy()
    y[L.DECISIONS] = 0  # the same position reached in fewer decisions is the same position
    y[L.RNG : L.RNG + N_WORDS] = 0  # dice are forced where they matter
    return y.tobytes()
