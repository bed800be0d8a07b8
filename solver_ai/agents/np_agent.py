"""The `np` agent: the rulebook Non-player of Cuba Libre's chapter 8 (engine/cuba_libre/nonplayer).

A faction played by `np` is a Non-player in the game (play_game passes the other seats as the
`players` option, 1.5), so the chapter 8 rules of the engine apply to it (full Ops instead of LimOps,
no Laundering, 8.9). Each choice is the compiled `np_action`; `explain` gives the branches it took.
"""
from __future__ import annotations

import numpy as np

from engine.core.protocol import UserError
from solver_ai.agents.base import register


@register("np")
class NPBot:
    name = "np"
    non_player = True  # the seat is a Non-player faction (1.5, chapter 8)

    def __init__(self, game, seed: int, seat: int):
        if game.game_id != "cuba-libre":
            raise UserError("the np agent plays Cuba Libre's Non-player factions (chapter 8) only")
        # Imported here: registering the agent must not load (or compile) the Cuba Libre engine.
        from engine.cuba_libre.nonplayer import policy, trace

        self.game = game
        self.policy = policy
        self.trace_mod = trace
        self.trace = trace.new_trace()
        self.reasons: list[str] = []

    def choose(self, s: np.ndarray) -> int:
        a = int(self.policy.np_action(s, self.trace))
        self.reasons = self.trace_mod.explain(self.trace)
        return a

    def explain(self, s: np.ndarray) -> list[str]:
        return list(self.reasons)
