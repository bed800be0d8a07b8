"""Exhaustive US plans for one card, through the engine, and their value expected over the dice.

The plans are walked and valued in compiled code (engine/labyrinth/us_plans.py says what a plan is and how it is
valued: the US evaluation at the next choice of a card, averaged over the next d6 rolls, the bot answering in
between); here they become Leaf objects for the optimiser's agent, hints and the search's whole turns.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from engine.core.chance import outcome_words
from engine.labyrinth import layout as L
from engine.labyrinth import us_plans
from engine.labyrinth.game import GAME
from engine.labyrinth.value import us_value

RNG = slice(L.RNG, L.RNG + 4)
MAX_PLANS = 4096  # plans of one position the buffers hold (a whole hand had at most 950 on 200 seeded positions)


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
    phase: bool = False  # valued over the rest of the action phase (phase_value), not to the next card

    def before(self) -> np.ndarray:
        """The state before the plan's last decision."""
        t = self.root.copy()
        for a in self.path[:-1]:
            GAME.apply_action(t, a)
        return t


def plan_frame(s: np.ndarray) -> bool:
    """The US decides here one of the decisions its plans cover (us_plans.PLAN_FRAMES)."""
    return bool(us_plans.plan_frame(s))


def enumerate_plans(s: np.ndarray, dice: int = 0) -> list[Leaf]:
    """Every plan from s (a plan frame), in legal-action order, depth first; valued over `dice` d6 rolls (0: not)."""
    assert plan_frame(s)
    paths = np.empty((MAX_PLANS, us_plans.MAX_PATH), dtype=np.int64)
    kinds = np.empty_like(paths)
    lens = np.zeros(MAX_PLANS, dtype=np.int64)
    values, samples = np.zeros(MAX_PLANS), np.zeros(MAX_PLANS, dtype=np.int64)
    n = us_plans.walk(s, outcome_words(dice), paths, kinds, lens, values, samples)
    if n == us_plans.OVERFLOW:
        raise RuntimeError(f"more than {MAX_PLANS} US plans from one position")
    root, leaves = s.copy(), []
    for k in range(n):
        path, kind = paths[k, : lens[k]].tolist(), kinds[k, : lens[k]].tolist()
        us = [a for a, f in zip(path, kind) if f != us_plans.BOT]
        frames = [f for f in kind if f != us_plans.BOT]
        leaves.append(Leaf(root, path, us, frames, float(values[k]), int(samples[k])))
    return leaves


def best(s: np.ndarray, dice: int = 1, phase: int = 0) -> tuple[Leaf | None, list[Leaf]]:
    """Every plan from s valued; the best (the first in enumeration order among equals) and all of them. With
    phase = k > 0 at the choice of a card, the k best plans are valued again over the rest of the US action phase
    (phase_value) and the best of those is chosen."""
    leaves = enumerate_plans(s, dice)
    chosen = leaves
    if phase and GAME.turn_start(s):
        chosen = sorted(leaves, key=lambda x: -x.value)[:phase]  # stable: equals keep the enumeration order
        for leaf in chosen:
            leaf.value, leaf.phase = phase_value(leaf, dice), True
    return max(chosen, key=lambda x: x.value, default=None), leaves  # max keeps the first among equals


def phase_value(leaf: Leaf, dice: int) -> float:
    """5.2.2: the US plays two cards an action phase, and its unblocked plots resolve after them (5.2.3). The plan's
    value when the card after it is the US's own: per outcome of its dice, the best plan of that second card (whose
    horizon is past the phase's end); else its one-card value."""
    trace = np.zeros(us_plans.TRACE_LEN, dtype=np.int64)
    before = leaf.before()
    values = []
    for w in outcome_words(dice)[: leaf.samples]:  # one outcome when the plan draws no chance
        y = before.copy()
        y[RNG] = w
        GAME.apply_action(y, leaf.path[-1])
        us_plans.to_horizon(y, trace)
        second = best(y, dice)[0] if plan_frame(y) and GAME.turn_start(y) else None
        values.append(second.value if second is not None else float(us_value(y)))
    return float(np.mean(values))
