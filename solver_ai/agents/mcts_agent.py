"""The `mcts` agent: information-set MCTS (solver_ai/search/mcts.py) at every decision with a choice.

Options: iters (iteration budget per decision, default 1000; 0 to use seconds), seconds (wall-clock
budget per decision), c (UCB1 exploration), horizon (playout cut-off in cards, 0 = to the end),
max_nodes (tree size), turns: "micro" searches the micro-decisions only; "optimiser" (Cuba Libre) makes
the search choose, when its faction picks Pass / Event / Operation, among whole turns: the optimiser's
top plans, Pass and each legal Event side (whose own decisions are then searched), and then plays the
chosen plan through.
"""
from __future__ import annotations

import numpy as np

from engine.core.frames import top
from engine.core.protocol import UserError
from solver_ai.agents.base import register
from solver_ai.search.mcts import SEARCH_STREAM, ISMCTS

TURN_MODES = ("micro", "optimiser")
TOP_PLANS = 3


@register("mcts")
class MCTSAgent:
    name = "mcts"

    def __init__(self, game, seed: int, seat: int, iters: int = 1000, seconds: float = 0.0, c: float = 0.7,
                 horizon: int = 4, max_nodes: int = 200_000, turns: str = "micro"):
        if turns not in TURN_MODES:
            raise UserError(f"mcts: turns is one of {', '.join(TURN_MODES)} (got {turns!r})")
        if turns == "optimiser" and game.game_id != "cuba-libre":
            raise UserError("mcts: turns=optimiser needs the Cuba Libre optimiser")
        self.game = game
        self.search = ISMCTS(game, seed, iters=iters, seconds=seconds, c=c, horizon=horizon,
                             max_nodes=max_nodes, stream=SEARCH_STREAM + seat)
        self.turns = turns
        self.builder = None
        self.driver = None  # answers the rest of a chosen optimiser plan
        self.last = None
        self.labels: list[str] = []

    def choose(self, s: np.ndarray) -> int:
        if self.driver is not None and self.driver.active(s):
            return self.driver.next(s)
        self.driver = None
        if self.turns == "optimiser" and self._choosing_turn(s):
            return self._choose_turn(s)
        self.labels = []
        self.last = self.search.search(s)
        return self.last.action

    def _choosing_turn(self, s: np.ndarray) -> bool:
        from engine.cuba_libre import layout as L

        return int(top(s, 0)) == L.FR_ACT and len(self.game.legal_actions(s)) > 1

    def _choose_turn(self, s: np.ndarray) -> int:
        from engine.cuba_libre import layout as L
        from solver_ai.optimise.base import best_plans

        if self.builder is None:
            from solver_ai.optimise.cuba_libre.builder import CubaLibreBuilder

            self.builder = CubaLibreBuilder(average_dice=False)
        legal = set(self.game.legal_actions(s).tolist())
        plans = best_plans(self.builder, s, int(top(s, 1)), TOP_PLANS)
        paths = [p.actions for p in plans]
        self.labels = [p.label for p in plans]
        for a, label in ((L.A_PASS, "Pass"), (L.A_EVENT_UNSHADED, "Event (unshaded)"), (L.A_EVENT_SHADED, "Event (shaded)")):
            if a in legal:
                paths.append([a])
                self.labels.append(label)
        self.last = r = self.search.search(s, paths)
        best = max(range(len(paths)), key=lambda i: (r.turns[i].visits if r.turns[i] else -1, -i))
        if best < len(plans) and plans[best].driver is not None:
            self.driver = plans[best].driver
            return self.driver.next(s)
        return paths[best][0]

    def explain(self, s: np.ndarray) -> list[str]:
        if self.last is None or not self.last.candidates:
            return []
        r = self.last
        lines = [f"ISMCTS: {r.iterations} iterations, {r.nodes} nodes, {r.seconds * 1000:.0f} ms"]
        if self.labels:
            for label, k in zip(self.labels, r.turns):
                if k is not None:
                    lines.append(f"turn {label}: {k.visits} visits, estimated win chance {k.value:.2f}")
            return lines
        for k in r.candidates[:3]:
            lines.append(f"{self.game.describe_action(s, k.action)}: {k.visits} visits, "
                         f"estimated win chance {k.value:.2f}")
        return lines
