"""The `mcts` agent: information-set MCTS (solver_ai/search/mcts.py) at every decision with a choice.

Options: iters (iteration budget per decision, default 1000; 0 to use seconds), seconds (wall-clock
budget per decision), c (UCB1 exploration), horizon (playout cut-off in cards, 0 = to the end),
max_nodes (tree size).
"""
from __future__ import annotations

import numpy as np

from solver_ai.agents.base import register
from solver_ai.search.mcts import SEARCH_STREAM, ISMCTS


@register("mcts")
class MCTSAgent:
    name = "mcts"

    def __init__(self, game, seed: int, seat: int, iters: int = 1000, seconds: float = 0.0, c: float = 0.7,
                 horizon: int = 4, max_nodes: int = 200_000):
        self.game = game
        self.search = ISMCTS(game, seed, iters=iters, seconds=seconds, c=c, horizon=horizon,
                             max_nodes=max_nodes, stream=SEARCH_STREAM + seat)
        self.last = None

    def choose(self, s: np.ndarray) -> int:
        self.last = self.search.search(s)
        return self.last.action

    def explain(self, s: np.ndarray) -> list[str]:
        if self.last is None or not self.last.candidates:
            return []
        r = self.last
        lines = [f"ISMCTS: {r.iterations} iterations, {r.nodes} nodes, {r.seconds * 1000:.0f} ms"]
        for k in r.candidates[:3]:
            lines.append(f"{self.game.describe_action(s, k.action)}: {k.visits} visits, "
                         f"estimated win chance {k.value:.2f}")
        return lines
