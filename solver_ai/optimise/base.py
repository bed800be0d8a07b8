"""The game-independent side of the single-turn optimiser.

A game plugs in a `ModelBuilder`: it lists the Operation/Special-Activity pairs it can model in a
position, builds and solves one CP-SAT model per pair, and turns a solution back into the engine's own
decisions. `best_plans` runs every pair and keeps the top K. The engine stays the single authority on
legality: `Plan.actions` are replayed through `GAME.step`, which raises on an illegal action.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, NamedTuple, Protocol

import numpy as np

# CP-SAT settings for the small single-turn models: one worker (deterministic, one core) and a time
# limit so that a pathological position cannot stall a game.
NUM_WORKERS = 1
TIME_LIMIT_S = 1.0


@dataclass
class Plan:
    """One turn: the decisions that carry it out and the evaluation of the position after it."""

    label: str  # "Rally", "Terror", ...
    actions: list[int]  # engine actions from choosing the Op to closing it (with dice: for this state's RNG)
    score: float  # evaluation after the turn (model objective; with dice, its expectation)
    optimal: bool  # CP-SAT proved optimality (False: time limit hit, best found)
    solve_ms: float
    explanation: list[str] = field(default_factory=list)
    # Answers the plan's decisions from the position (`next(s)`, while `active(s)`): a plan with dice
    # cannot be a fixed list, since what it removes depends on the roll.
    driver: object | None = None


@dataclass
class Turn:
    kind: str  # "plan" (the optimiser's), "bot" (the rulebook Non-player's), "pass" or "event"
    label: str
    path: list[int]  # the decisions from the position (forced ones included), for the search to seed
    score: float | None  # the optimiser's evaluation after the turn (None: not an optimiser plan)
    explanation: list[str] = field(default_factory=list)
    driver: object | None = None  # answers the rest of the turn once chosen (None: the path's first step)
    rulebook: bool = False  # the game's rulebook bot would play this turn (the search's anchor where there is one)


class ModelBuilder(Protocol):
    """What a game provides to the optimiser."""

    def pairs(self, s: np.ndarray, faction: int) -> list[tuple[int, int]]:
        """The (op, sa) pairs legal now that this builder models; sa -1 for none."""

    def solve(self, s: np.ndarray, faction: int, op: int, sa: int, k: int) -> list[Plan]:
        """Up to k best distinct plans for this pair, best first (empty when none is feasible)."""

    def evaluate(self, s: np.ndarray, faction: int) -> float:
        """The evaluation the models maximise, computed on an engine state."""


def best_plans(builder: ModelBuilder, s: np.ndarray, faction: int, k: int = 3) -> list[Plan]:
    """4: one model per legal Op/SA pair; the top k plans over all pairs, best first (ties: pair order)."""
    plans: list[Plan] = []
    for op, sa in builder.pairs(s, faction):
        plans.extend(builder.solve(s, faction, op, sa, k))
    plans.sort(key=lambda p: -p.score)  # stable: equal scores keep the pair order
    return plans[:k]


class Optimiser(NamedTuple):
    """What a game's optimiser package gives the agents, hints and search (solver_ai.games `optimiser`)."""

    builder: Callable[..., ModelBuilder]  # builder(time_limit=, average_dice=): the game's model builder
    plan_point: Callable  # plan_point(s) -> bool: a whole turn is planned here
    best_turn: Callable  # best_turn(game, builder, s, player) -> Plan | None: the optimiser's own turn
    whole_turns: Callable  # whole_turns(game, s, player, builder, n) -> candidate turns for the search
