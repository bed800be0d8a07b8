"""Brute force for the proof (issue 6 item 6): every legal plan of one Op, enumerated through the engine.

A plan runs from choosing the Op to its close (the OP_ID word back to -1: FR_FINISH has run; a
Laundering offer, the card flow and the next faction come after, and `stop_after_op` keeps the engine
from running on into them). Special Activities and voluntary removals
(1.4.1) are left out, as the models leave them out. Identical states reached by different orders are
expanded once.
"""
from __future__ import annotations

import numpy as np

from engine.cuba_libre import layout as L
from engine.cuba_libre.game import GAME
from solver_ai.optimise.cuba_libre import evaluate as ev
from solver_ai.optimise.cuba_libre.apply import stop_after_op

EXCLUDED = set(range(L.A_SA0, L.A_SA0 + L.N_SAS)) | {L.A_VOLUNTARY}


class TooBig(Exception):
    """More states than the cap: the enumeration would not be exhaustive."""


def best_score(s: np.ndarray, f: int, op: int, w: ev.Weights = ev.DEFAULT, cap: int = 200_000) -> tuple[int, int]:
    """(best evaluation over every plan of `op`, number of distinct end states)."""
    start = s.copy()
    GAME.apply_action(start, L.A_OP0 + op)
    stop_after_op(start)
    seen: set[bytes] = set()
    ends: dict[bytes, int] = {}
    stack = [start]
    while stack:
        x = stack.pop()
        if x[L.OP + L.OP_ID] == -1:
            key = _key(x)
            if key not in ends:
                ends[key] = ev.evaluate(x, f, w)
            continue
        for a in GAME.legal_actions(x):
            if int(a) in EXCLUDED:
                continue
            y = x.copy()
            GAME.apply_action(y, int(a))
            key = _key(y)
            if key in seen:
                continue
            seen.add(key)
            if len(seen) > cap:
                raise TooBig(f"more than {cap} states")
            stack.append(y)
    return max(ends.values()), len(ends)


def _key(x: np.ndarray) -> bytes:
    y = x.copy()
    y[L.DECISIONS] = 0  # the same position reached in fewer decisions is the same position
    return y.tobytes()
