"""OpenSpiel's own search as a reference opponent (needs the `openspiel` extra): `openspiel-ismcts` is
its ISMCTSBot, `openspiel-mcts` its MCTSBot (which searches the true state, hidden cards and dice
included: an upper reference, not a fair player), both over the adapter solver_ai/interop/openspiel.py.

Options: sims (simulations per decision, default 1000), c (UCT exploration); `openspiel-ismcts` also takes
seconds (a wall-clock budget per decision instead of sims, as `mcts:seconds=S`: equal-time comparisons
need no measured speed ratio). The leaf value is one random playout to
the end of the game, run by the engine's compiled `random_game` (openspiel.CompiledRollouts), so that the
comparison with our `mcts:horizon=0` is search against search, not Python playouts against compiled ones.
"""
from __future__ import annotations

import time

import numpy as np

from engine.core.protocol import Missing, UserError
from engine.core.rng import seed_words
from solver_ai.agents.base import register, search_budget

OPENSPIEL_STREAM = 4000  # seed_words stream of OpenSpiel's own generator: seat k uses 4000 + k
DEFAULT_SIMS = 1000
MIN_SIMS = 2  # the first simulation only expands the root: ISMCTSBot needs a second to have a visited action


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

    def __init__(self, game, seed: int, seat: int, sims: int | None = None, seconds: float = 0.0, c: float = 0.7):
        sims, seconds = search_budget(self.name, "sims", sims, seconds, DEFAULT_SIMS)

        def make(g, evaluator, sims, c, rs):
            from solver_ai.interop import openspiel as osp  # OpenSpielAgent has checked that it imports

            # opponents' information sets differ between sampled worlds, and so may their legal actions
            bot = _timed_ismcts_bot()(g, evaluator, uct_c=c, max_simulations=sims, random_state=rs,
                                      allow_inconsistent_action_sets=True, seconds=seconds)
            bot.set_resampler(osp.resampler(int(rs.randint(2**31))))  # the sampled worlds follow the seed too
            return bot

        super().__init__(game, seed, seat, max(sims, 1), c, make)

    @property
    def simulations(self) -> int:
        """Simulations run by the last search."""
        return self.bot.simulations


def _timed_ismcts_bot():
    """OpenSpiel's ISMCTSBot with a wall-clock budget: `seconds` > 0 runs simulations until that much time
    has passed (at least MIN_SIMS), else its own `max_simulations`. (Imported late: OpenSpiel is optional.)"""
    from open_spiel.python.algorithms import ismcts

    class TimedISMCTSBot(ismcts.ISMCTSBot):
        def __init__(self, *args, seconds: float = 0.0, **kwargs):
            super().__init__(*args, **kwargs)
            self.seconds = seconds
            self.simulations = 0

        def sample_root_state(self, state):  # once per simulation, in either budget
            self.simulations += 1
            return super().sample_root_state(state)

        def run_search(self, state):
            self.simulations = 0
            if self.seconds <= 0:
                return super().run_search(state)
            # ISMCTSBot.run_search runs a fixed count of simulations in one loop; this is that loop with
            # a deadline (OpenSpiel 2.0's code otherwise, so that the two budgets search alike)
            self.reset()
            legal_actions = state.legal_actions()
            if len(legal_actions) == 1:
                return [(legal_actions[0], 1.0)]
            self._root_node = self.create_new_node(state)
            deadline = time.process_time() + self.seconds  # CPU time, as the mcts agent's budget
            while self.simulations < MIN_SIMS or time.process_time() < deadline:
                self.run_simulation(self.sample_root_state(state))
            node = self.filter_illegals(self._root_node, state.legal_actions()) \
                if self._allow_inconsistent_action_sets else self._root_node
            return self.get_final_policy(state, node)

    return TimedISMCTSBot


@register("openspiel-mcts")
class OpenSpielMCTS(OpenSpielAgent):
    name = "openspiel-mcts"

    def __init__(self, game, seed: int, seat: int, sims: int = 1000, c: float = 0.7):
        def make(g, evaluator, sims, c, rs):
            from open_spiel.python.algorithms import mcts

            return mcts.MCTSBot(g, uct_c=c, max_simulations=sims, evaluator=evaluator, solve=False, random_state=rs)

        super().__init__(game, seed, seat, sims, c, make)
