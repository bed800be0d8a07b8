"""The `optimiser` agent: where a whole turn is planned (the game's optimiser `plan_point`), it plays the
optimiser's best turn (`best_turn`: in Cuba Libre one CP-SAT model per modelled Operation, the better
Event side and Pass, solver_ai/optimise/cuba_libre; in Labyrinth every US plan of the hand enumerated, an event's
own choices included, solver_ai/optimise/labyrinth; `optimiser:phase=k` values its k best plans at the choice of a
card over the whole US action phase, the second card's best plan after each outcome). Every other decision (in
Cuba Libre the Propaganda Round, the steps inside Events, Cash deposits, an Operation it does not model) is
answered by the game's rulebook bot where the game has one (a bot that does not play this seat answers as it says,
e.g. Labyrinth's chapter 9 bot at random for the US), so that a comparison with that bot measures what the
optimised turns are worth; at random (seeded) where it has none.
"""
from __future__ import annotations

import inspect

import numpy as np

from engine.core.protocol import UserError
from engine.core.rng import seed_words
from solver_ai.agents.base import register
from solver_ai.agents.random_agent import AGENT_STREAM
from solver_ai.games import need


@register("optimiser")
class OptimiserAgent:
    name = "optimiser"

    def __init__(self, game, seed: int, seat: int, time_limit: float = 1.0, phase: int = 0):
        self.game = game
        self.optimiser = need(game, "optimiser", "optimiser model")
        model = {"phase": phase} if phase else {}  # Labyrinth: the best `phase` plans valued over the action phase
        if phase and "phase" not in inspect.signature(self.optimiser.builder).parameters:
            raise UserError(f"optimiser: {game.game_id}'s optimiser has no option phase")
        self.builder = self.optimiser.builder(time_limit=time_limit, average_dice=False, **model)
        self.bot = game.rulebook_bot()
        self.trace = self.bot.new_trace() if self.bot is not None else None
        self.rng = np.array(seed_words(seed, AGENT_STREAM + seat), dtype=np.int64)
        self.driver = None  # answers the decisions of the turn being played
        self.reasons: list[str] = []

    def choose(self, s: np.ndarray) -> int:
        if self.driver is not None and self.driver.active(s):
            return self.driver.next(s)
        self.driver = None
        if self.optimiser.plan_point(s):
            plan = self.optimiser.best_turn(self.game, self.builder, s, self.game.current_player(s))
            if plan is not None:
                self.reasons = plan.explanation
                if plan.driver is None:  # a single decision (Pass)
                    return plan.actions[0]
                self.driver = plan.driver
                return self.driver.next(s)
        if self.bot is None:
            self.reasons = []
            return int(self.game.random_action(s, self.rng))
        a = int(self.bot.action(s, self.trace))
        self.reasons = ["outside the optimiser's models, as the rulebook bot:", *self.bot.explain(self.trace)]
        return a

    def explain(self, s: np.ndarray) -> list[str]:
        return list(self.reasons)
