"""OpenSpiel's own search as a reference opponent (needs the `openspiel` extra): `openspiel-ismcts` is
its ISMCTSBot, `openspiel-mcts` its MCTSBot (which searches the true state, hidden cards and dice
included: an upper reference, not a fair player), both over the adapter solver_ai/interop/openspiel.py.

Options: sims (simulations per decision), c (UCT exploration). The leaf value is one random playout to
the end of the game, run by the engine's compiled `random_game` (openspiel.CompiledRollouts), so that the
comparison with our `mcts:horizon=0` is search against search, not Python playouts against compiled ones.
"""
from __future__ import annotations

import numpy as np

from engine.core.protocol import Missing, UserError
from engine.core.rng import seed_words
from solver_ai.agents.base import register

OPENSPIEL_STREAM = 4000  # seed_words stream of OpenSpiel's own generator: seat k uses 4000 + k


class OpenSpielAgent:
    def __init__(self, game, seed: int, seat: int, sims: int, c: float, make_bot):
        if sims < 1 or c < 0:
            raise UserError(f"{self.name}: sims must be >= 1 and c >= 0")
        try:
            from solver_ai.interop import openspiel as osp
        except ImportError as e:
            raise Missing(f'{self.name} needs OpenSpiel: pip install -e ".[openspiel]" ({e})') from None
        self.os_game = osp.load(game.game_id)
        words = np.array(seed_words(seed, OPENSPIEL_STREAM + seat), dtype=np.int64) & 0xFFFFFFFF
        evaluator = osp.CompiledRollouts(self.os_game, seed, osp.ROLLOUT_STREAM + seat)
        self.bot = make_bot(self.os_game, evaluator, sims, c, np.random.RandomState(words.astype(np.uint32)))

    def choose(self, s: np.ndarray) -> int:
        return int(self.bot.step(self.os_game.state_from(s)))

    def explain(self, s: np.ndarray) -> list[str]:
        return []


@register("openspiel-ismcts")
class OpenSpielISMCTS(OpenSpielAgent):
    name = "openspiel-ismcts"

    def __init__(self, game, seed: int, seat: int, sims: int = 1000, c: float = 0.7):
        def make(g, evaluator, sims, c, rs):
            from open_spiel.python.algorithms import ismcts

            # opponents' information sets differ between sampled worlds, and so may their legal actions
            return ismcts.ISMCTSBot(g, evaluator, uct_c=c, max_simulations=sims, random_state=rs,
                                    allow_inconsistent_action_sets=True)

        super().__init__(game, seed, seat, sims, c, make)


@register("openspiel-mcts")
class OpenSpielMCTS(OpenSpielAgent):
    name = "openspiel-mcts"

    def __init__(self, game, seed: int, seat: int, sims: int = 1000, c: float = 0.7):
        def make(g, evaluator, sims, c, rs):
            from open_spiel.python.algorithms import mcts

            return mcts.MCTSBot(g, uct_c=c, max_simulations=sims, evaluator=evaluator, solve=False, random_state=rs)

        super().__init__(game, seed, seat, sims, c, make)
