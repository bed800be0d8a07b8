"""Exhaustive US plans for one card, through the engine, and their value expected over the dice.

The plans are walked and valued in compiled code (engine/labyrinth/us_plans.py says what a plan is and how it is
valued: the US evaluation at the next choice of a card, averaged over the next d6 rolls, the bot answering in
between); here they become Leaf objects for the optimiser's agent, hints and the search's whole turns.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass

import numpy as np

from engine.core.chance import forced_words
from engine.labyrinth import us_plans
from engine.labyrinth.game import GAME

MAX_PLANS = 4096  # plans of one position the buffers hold (a whole hand had at most 905 on 200 seeded positions)


@dataclass
class Leaf:
    """One plan: `path` the decisions from the root (the bot's in between included), `us` the US's among them and
    `frames` the frame kind each answers; its value at the horizon and the die outcomes that took."""

    root: np.ndarray
    path: list[int]
    us: list[int]
    frames: list[int]
    value: float = 0.0
    samples: int = 0

    def before(self) -> np.ndarray:
        """The state before the plan's last decision."""
        t = self.root.copy()
        for a in self.path[:-1]:
            GAME.apply_action(t, a)
        return t


def plan_frame(s: np.ndarray) -> bool:
    """The US decides one of its card play's own decisions here (us_plans.PLAN_FRAMES)."""
    return bool(us_plans.plan_frame(s))


def outcomes(dice: int) -> np.ndarray:
    """RNG words for every result of the next `dice` d6 rolls (6**dice rows, equally likely); 0: none (the plans
    are not valued)."""
    rows = [forced_words(r) for r in itertools.product(range(1, 7), repeat=dice)] if dice else []
    return np.array(rows, dtype=np.int64).reshape(len(rows), 4)


def enumerate_plans(s: np.ndarray, dice: int = 0) -> list[Leaf]:
    """Every plan from s (a plan frame), in legal-action order, depth first; valued over `dice` d6 rolls (0: not)."""
    assert plan_frame(s)
    paths = np.empty((MAX_PLANS, us_plans.MAX_PATH), dtype=np.int64)
    kinds = np.empty_like(paths)
    lens = np.zeros(MAX_PLANS, dtype=np.int64)
    values, samples = np.zeros(MAX_PLANS), np.zeros(MAX_PLANS, dtype=np.int64)
    n = us_plans.walk(s, outcomes(dice), paths, kinds, lens, values, samples)
    if n == us_plans.OVERFLOW:
        raise RuntimeError(f"more than {MAX_PLANS} US plans from one position")
    leaves = []
    for k in range(n):
        path, kind = paths[k, : lens[k]].tolist(), kinds[k, : lens[k]].tolist()
        us = [a for a, f in zip(path, kind) if f != us_plans.BOT]
        frames = [f for f in kind if f != us_plans.BOT]
        leaves.append(Leaf(s, path, us, frames, float(values[k]), int(samples[k])))
    return leaves


def best(s: np.ndarray, dice: int = 1) -> tuple[Leaf | None, list[Leaf]]:
    """Every plan from s valued; the best (the first in enumeration order among equals) and all of them."""
    leaves = enumerate_plans(s, dice)
    top_leaf = None
    for leaf in leaves:
        if top_leaf is None or leaf.value > top_leaf.value:
            top_leaf = leaf
    return top_leaf, leaves
