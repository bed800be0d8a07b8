"""The US card play as whole turns: the optimiser agent's choice (`best_turn`), the candidates for the search and
hints (`whole_turns`), and the driver that plays a chosen plan's decisions.

Exhaustive, not CP-SAT: a Labyrinth card carries out one operation in one place (chapter 7), so a card allows a
few dozen plans and a hand a few hundred (docs/labyrinth_optimiser.md has the counts on 200 seeded positions);
plans.py enumerates them all through the engine and values each by its expectation over the dice (in compiled
code, engine/labyrinth/us_plans.py).
"""
from __future__ import annotations

import numpy as np

from engine.core.frames import top
from engine.core.protocol import UserError
from engine.labyrinth import data as D
from engine.labyrinth.game import GAME
from solver_ai.optimise.base import Plan, Turn
from solver_ai.optimise.labyrinth import evaluate as ev
from solver_ai.optimise.labyrinth.plans import Leaf, best, plan_frame


class Driver:
    """Answers the US decisions of a plan, in order, while the next one is pending (the same kind of decision:
    a Jihadist other than the bot may have answered its event otherwise) and legal."""

    def __init__(self, us: list[int], frames: list[int]):
        self.todo = list(zip(frames, us))

    def active(self, s: np.ndarray) -> bool:
        return (bool(self.todo) and plan_frame(s) and int(top(s, 0)) == self.todo[0][0]
                and self.todo[0][1] in GAME.legal_actions(s))

    def next(self, s: np.ndarray) -> int:
        return self.todo.pop(0)[1]


class LabyrinthBuilder:
    """The optimiser's settings: `dice` d6 rolls averaged exactly per plan (1: 6 outcomes; average_dice: 2, 36);
    `phase`: at the choice of a card, its best `phase` plans valued over the whole action phase (plans.best)."""

    def __init__(self, time_limit: float | None = None, average_dice: bool = False, phase: int = 0):
        if phase < 0:
            raise UserError(f"optimiser: phase is a number of plans, 0 or more (got {phase})")
        self.dice = 2 if average_dice else 1
        self.phase = phase

    def evaluate(self, s: np.ndarray, faction: int) -> float:
        v = round(ev.evaluate(s), 3)
        return v if faction == D.US else -v


def plan_point(s: np.ndarray) -> bool:
    """The optimiser plans here: a US decision its plans cover (its card play's, an event's own choices) with more
    than one answer."""
    return plan_frame(s) and len(GAME.legal_actions(s)) > 1


def label(s: np.ndarray, leaf: Leaf) -> str:
    """The plan's US decisions in words."""
    t = s.copy()
    words = []
    for a in leaf.path:
        if int(top(t, 1)) == D.US:
            words.append(GAME.describe_action(t, a))
        GAME.apply_action(t, a)
    return "; ".join(words)


def explain(s: np.ndarray, leaf: Leaf, n_plans: int, rank: int) -> list[str]:
    """Why: its rank among the plans weighed, the evaluation before and after, the parts that moved."""
    after = leaf.before()
    GAME.apply_action(after, leaf.path[-1])
    t0, t1 = ev.terms(s), ev.terms(after)
    moved = ", ".join(f"{k} {t0[k]}->{t1[k]}" for k in t0 if t0[k] != t1[k])
    how = "exact" if leaf.samples == 1 else f"averaged over {leaf.samples} die outcomes"
    if leaf.phase:
        how += ", with the best plan of the phase's second card after each (5.2.2)"
    place = "best" if rank == 1 else f"number {rank}"
    return [f"{place} of {n_plans} plans by the US evaluation: {leaf.value:.2f} ({how}), now {ev.evaluate(s):.2f}",
            f"one outcome: {moved}" if moved else "one outcome: no evaluated part changes"]


def _plan(s: np.ndarray, leaf: Leaf, n: int, rank: int = 1) -> Plan:
    return Plan(label(s, leaf), list(leaf.path), round(leaf.value, 3), True, 0.0, explain(s, leaf, n, rank),
                Driver(leaf.us, leaf.frames))


def best_turn(game, builder: LabyrinthBuilder, s: np.ndarray, player: int) -> Plan | None:
    top_leaf, leaves = best(s, builder.dice, builder.phase)
    return None if top_leaf is None else _plan(s, top_leaf, len(leaves))


def whole_turns(game, s: np.ndarray, player: int, builder: LabyrinthBuilder, n: int) -> list[Turn]:
    """The optimiser's n best plans at a plan point (each a whole card play); anywhere else each legal answer."""
    if not plan_frame(s):
        return [Turn("event", game.describe_action(s, int(a)), [int(a)], None, []) for a in game.legal_actions(s)]
    _, leaves = best(s, builder.dice)
    ranked = sorted(leaves, key=lambda x: -x.value)[:n]  # stable: equal values keep the enumeration order
    return [Turn("plan", p.label, p.actions, p.score, p.explanation, p.driver)
            for p in (_plan(s, leaf, len(leaves), k + 1) for k, leaf in enumerate(ranked))]
