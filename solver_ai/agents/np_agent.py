"""The `np` agent: the game's literal rulebook non-player (engine.core.protocol.RulebookBot), e.g. Cuba
Libre's chapter 8 Non-players.

Where the bot `marks_seat` (Cuba Libre), a seat played by `np` is a non-player in the game: play_game
passes the other seats as the `players` option (1.5), so the rules for non-players apply to it (in
Cuba Libre full Ops instead of LimOps, no Laundering, 8.9). Each choice is the bot's compiled action;
`explain` gives the branches it took. The bot's choice depends on the state alone (it draws from dice
derived from the state), so the compiled loop of whole games, asking it the same questions, gets the
same answers.
"""
from __future__ import annotations

import numpy as np

from engine.core.protocol import Missing
from solver_ai.agents.base import register


@register("np")
class NPBot:
    name = "np"
    compiled = "bot"  # the game's compiled loop asks the same bot (solver_ai.play.compiled_loop)

    def __init__(self, game, seed: int, seat: int):
        bot = game.rulebook_bot()
        if bot is None:
            raise Missing(f"{game.game_id} has no rulebook bot yet")
        self.bot = bot
        self.non_player = bot.marks_seat
        self.trace = bot.new_trace()
        self.reasons: list[str] = []

    def choose(self, s: np.ndarray) -> int:
        a = int(self.bot.action(s, self.trace))
        self.reasons = self.bot.explain(self.trace)
        return a

    def explain(self, s: np.ndarray) -> list[str]:
        return list(self.reasons)
