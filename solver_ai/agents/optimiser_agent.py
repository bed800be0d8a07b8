"""The `optimiser` agent (issue 6 item 5): at each choice of Pass / Event / Operation it solves one CP-SAT
model per modelled Operation (solver_ai/optimise) and plays the best plan, or passes when passing
evaluates higher. Decisions outside its models (the Propaganda Round, Cash deposits, Laundering, an
Operation it does not model) are answered by a seeded uniform choice, like the random agent.

Events (issue 6 item 5): each legal Event side is played out on a copy, its decisions answered by the
chapter 8 Non-player (8.4.3 / 8.4.4: to the maximum), and scored by the same evaluation right after it;
the agent takes the Event when that beats the best plan (and Pass), then plays its decisions the same
way. Like the plans (average_dice=False), this reads the dice of the state it is given.
"""
from __future__ import annotations

import numpy as np

from engine.core.frames import top
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
        kind, f = int(top(s, 0)), int(top(s, 1))
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
        """The better legal Event side of the card in play as a plan (scored by its evaluated result,
        a driver for its decisions), or None where no Event is offered."""
        from solver_ai.search.turns import NPTurnDriver, played_out

        best = None
        legal = set(self.game.legal_actions(s).tolist())
        for a in (L.A_EVENT_UNSHADED, L.A_EVENT_SHADED):
            if a not in legal:
                continue
            t = played_out(s, f, a)
            score = self.builder.evaluate(t, f)
            if best is None or score > best.score:
                best = Plan(self.game.describe_action(s, a), [a], float(score), True, 0.0,
                            [f"the Event scores {score:g} after it (its steps as the chapter 8 Non-player)"],
                            NPTurnDriver(s, f, first=a))
        return best

    def explain(self, s: np.ndarray) -> list[str]:
        return list(self.reasons)
