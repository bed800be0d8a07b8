"""Brute force for the proof: every legal plan of one Op, enumerated through the engine.

A plan runs from choosing the Op to its close (the OP_ID word back to -1: FR_FINISH has run; a
Laundering offer, the card flow and the next faction come after, and `stop_after_op` keeps the engine
from running on into them). Special Activities other than the one of the pair and voluntary removals (1.4.1) are left out,
as the models leave them out; an SA of sa_first.ACTS_FIRST acts first, before any Op space, as its model
has it (the plan space of those pairs: that SA, then the Op). The value of a position is the best over its
legal decisions; where a decision rolls a die (an Attack space, a Kidnap) it is the average over the six
rolls, forced through the engine (dice.outcomes) — the expectimax value, which lets later choices
depend on earlier rolls.
Identical positions reached by different orders are valued once; a decision that leads back to a
position on the current path (a Sweep origin chosen, then no Troops moved) is skipped.
"""
from __future__ import annotations

import numpy as np

from engine.core.frames import top
from engine.cuba_libre import layout as L
from engine.cuba_libre.game import GAME
from solver_ai.optimise.cuba_libre import evaluate as ev
from solver_ai.optimise.cuba_libre.apply import position_key, stop_after_op
from solver_ai.optimise.cuba_libre.dice import outcomes
from solver_ai.optimise.cuba_libre.sa_first import ACTS_FIRST

EXCLUDED = set(range(L.A_SA0, L.A_SA0 + L.N_SAS)) | {L.A_VOLUNTARY}


class TooBig(Exception):
    """More positions than the cap: the enumeration would not be exhaustive."""


def best_score(s: np.ndarray, f: int, op: int, w: ev.Weights = ev.DEFAULT, cap: int = 200_000,
               sa: int = -1) -> tuple[float, int]:
    """(best evaluation over every plan of `op`, with or without Special Activity `sa` (-1: none), its
    expectation over the dice; number of distinct end positions)."""
    excluded = EXCLUDED - {L.A_SA0 + sa}
    first = sa in ACTS_FIRST
    start = s.copy()
    GAME.apply_action(start, L.A_OP0 + op)
    stop_after_op(start)
    memo: dict[bytes, float] = {}
    ends: set[bytes] = set()

    def value(x: np.ndarray) -> float:
        key = position_key(x)
        if key in memo:
            return memo[key]
        if len(memo) > cap:
            raise TooBig(f"more than {cap} positions")
        memo[key] = float("-inf")  # on the path: a decision that comes back here adds nothing
        if x[L.OP + L.OP_ID] == -1:
            ends.add(key)
            v = float(ev.evaluate(x, f, w))
        else:
            v = max((_after(x, a) for a in _actions(x)), default=float("-inf"))
        memo[key] = v
        return v

    def _after(x: np.ndarray, a: int) -> float:
        ys = outcomes(x, a)
        return sum(value(y) for y in ys) / len(ys)

    def _actions(x: np.ndarray) -> list[int]:
        acts = [int(a) for a in GAME.legal_actions(x) if int(a) not in excluded]
        if first and int(top(x, 0)) == L.FR_OP and x[L.OP + L.OP_SA] < 0:
            return [a for a in acts if a == L.A_SA0 + sa]  # sa_first.py: the SA before any Op space
        return acts

    return value(start), len(ends)
