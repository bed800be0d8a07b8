"""A user's agent for `solver-ai play --agents examples.agents.first_legal:FirstLegal` (docs/agents.md):
the lowest-numbered legal action, or with `last=true` the highest."""
import numpy as np


class FirstLegal:
    def __init__(self, game, seed: int, seat: int, last: bool = False):
        self.game, self.last = game, last

    def choose(self, s: np.ndarray) -> int:
        legal = self.game.legal_actions(s)
        return int(legal[-1] if self.last else legal[0])

    def explain(self, s: np.ndarray) -> list[str]:
        return [f"the {'last' if self.last else 'first'} of {len(self.game.legal_actions(s))} legal actions"]
