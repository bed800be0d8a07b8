"""The `optimiser` agent (issue 6 item 5): at each choice of Pass / Event / Operation it solves one CP-SAT
model per modelled Operation (solver_ai/optimise) and plays the best plan, or passes when passing
evaluates higher. Decisions outside its models (the Propaganda Round, Cash deposits, Laundering, an
Operation it does not model) are answered by a seeded uniform choice, like the random agent.

Events are not built in the engine yet; `event_plan` is the hook: once they are, it returns the Event as
a plan scored by its evaluated result, and `choose` takes it when that beats the best plan (and Pass).
"""
from __future__ import annotations

import numpy as np

from engine.core.protocol import UserError
from engine.core.rng import seed_words
from engine.cuba_libre import layout as L
from solver_ai.agents.base import register
from solver_ai.agents.random_agent import AGENT_STREAM
from solver_ai.optimise.base import Plan, best_plans


@register("optimiser")
class OptimiserAgent:
    name = "optimiser"

    def __init__(self, game, seed: int, seat: int, time_limit: float = 1.0):
        if game.game_id != "cuba-libre":
            raise UserError("the optimiser agent models Cuba Libre only (Labyrinth has no model builder yet)")
        # Imported here: registering the agent must not load (or compile) the Cuba Libre engine.
        from solver_ai.optimise.cuba_libre.builder import CubaLibreBuilder

        self.game = game
        self.rng = np.array(seed_words(seed, AGENT_STREAM + seat), dtype=np.int64)
        self.builder = CubaLibreBuilder(time_limit=time_limit, average_dice=False)
        self.driver = None  # answers the decisions of the plan being played
        self.reasons: list[str] = []

    def choose(self, s: np.ndarray) -> int:
        if self.driver is not None and self.driver.active(s):
            return self.driver.next(s)
        self.driver = None
        kind, f = self._top(s)
        if kind in (L.FR_ACT, L.FR_LAUNDER_OP):
            plan = self._best(s, f)
            if plan is not None:
                self.reasons = plan.explanation
                if plan.driver is None:  # a single decision (Pass)
                    return plan.actions[0]
                self.driver = plan.driver
                return self.driver.next(s)
        self.reasons = []
        return int(self.game.random_action(s, self.rng))

    @staticmethod
    def _top(s: np.ndarray) -> tuple[int, int]:
        o = L.STACK + (int(s[L.STACK_N]) - 1) * L.FRAME_WIDTH
        return int(s[o]), int(s[o + 1])

    def _best(self, s: np.ndarray, f: int) -> Plan | None:
        """The best of: the modelled plans, the Event, Pass; None when nothing is modelled (FR_LAUNDER_OP
        with no modelled Op)."""
        plans = best_plans(self.builder, s, f, k=1)
        best = plans[0] if plans else None
        event = self.event_plan(s, f)
        if event is not None and (best is None or event.score > best.score):
            best = event
        pass_score = self.builder.pass_score(s, f)
        if pass_score is not None and (best is None or pass_score >= best.score):
            return Plan("Pass", [L.A_PASS], float(pass_score), True, 0.0, ["2.3.3 Pass scores higher"])
        return best

    def event_plan(self, s: np.ndarray, f: int) -> Plan | None:
        """The Event of the card in play as a plan (its evaluated result as the score, a driver for its
        decisions); None while the engine does not build Events."""
        return None

    def explain(self, s: np.ndarray) -> list[str]:
        return list(self.reasons)
