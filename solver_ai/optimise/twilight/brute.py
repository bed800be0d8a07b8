"""Brute force for the proof: every legal placement of the Ops left, enumerated through the engine.

From FR_INFLUENCE every legal answer is tried (GAME.legal_actions: eligibility, the cost of each point as
control stands before it, the China Card's bonus, RPR-1, whether the Ops may stop); a placement ends when
the engine closes the frame. Positions reached by different orders are valued once (the placement changes
only the influence rows and the Ops words). The value is the best evaluation over the ends.
"""
from __future__ import annotations

import numpy as np

from engine.core.frames import top
from engine.twilight import layout as L
from engine.twilight.data import N_COUNTRIES
from engine.twilight.game import GAME
from engine.twilight.value import WIN_VALUE
from solver_ai.optimise.twilight import evaluate as ev
from solver_ai.optimise.twilight.play import stop_after_play


def best_placement(s: np.ndarray, f: int, weights: tuple[int, ...] | None = None) -> tuple[int, int]:
    """(the best evaluation over every legal placement from s at FR_INFLUENCE, number of distinct ends)."""
    assert int(top(s, 0)) == L.FR_INFLUENCE
    w = ev.region_weights(s, f) if weights is None else weights
    start = s.copy()
    stop_after_play(start)
    memo: dict[bytes, int] = {}
    ends = [0]
    row = slice(L.INF + f * N_COUNTRIES, L.INF + (f + 1) * N_COUNTRIES)

    def value(x: np.ndarray) -> int:
        key = bytes([int(top(x, 0))]) + x[row].tobytes() + x[L.OPS_LEFT: L.BONUS_SEA + 1].tobytes()
        if key in memo:
            return memo[key]
        if int(top(x, 0)) != L.FR_INFLUENCE:
            ends[0] += 1
            v = ev.evaluate(x, f, w)
        else:
            v = -WIN_VALUE * 10
            for a in GAME.legal_actions(x):
                y = x.copy()
                GAME.apply_action(y, int(a))
                v = max(v, value(y))
        memo[key] = v
        return v

    return value(start), ends[0]
