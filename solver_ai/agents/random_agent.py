"""The uniform random agent: a legal action chosen uniformly, with its own seeded generator
(so that the game's dice and the agent's choices are independent streams)."""
from __future__ import annotations

import numpy as np

from engine.core.rng import seed_words
from solver_ai.agents.base import register

AGENT_STREAM = 1000  # seed_words stream offset for agents: seat k uses AGENT_STREAM + k


@register("random")
class RandomAgent:
    name = "random"
    compiled = "random"  # the compiled loop draws its choices from `rng` as choose would (solver_ai.play.compiled_loop)

    def __init__(self, game, seed: int, seat: int):
        self.game = game
        self.rng = np.array(seed_words(seed, AGENT_STREAM + seat), dtype=np.int64)

    def choose(self, s: np.ndarray) -> int:
        return int(self.game.random_action(s, self.rng))

    def explain(self, s: np.ndarray) -> list[str]:
        return []
