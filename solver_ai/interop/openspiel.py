"""Every registered game as an OpenSpiel Python game (`pip install -e ".[openspiel]"`).

`load(game_id, seed=.., scenario=..)` registers the game with pyspiel on first use and returns
`pyspiel.load_game("python_solver_ai_<id>", params)`. Everything is read from the game protocol
(engine/core/protocol.py): no game is named here.

Chance: the engine rolls its dice inside `apply_action` from RNG words kept in the state, so the game
is SAMPLED_STOCHASTIC with no chance nodes; the `seed` parameter fixes those words (same seed, same
actions -> same game).

Hidden information: the observation string is a digest of the player's canonical view
(solver_ai/interop/views.py); the perfect-recall information state string is a digest chain of the player's
views and own actions after every step. The tensors are laid out by the game's state layout (`game.layout`):
the observation tensor is every state word the player can see (a word it cannot see, by the game's
`hidden_words`, is 0) in three exact float32 parts, the sign times 24 bits of the magnitude each, lowest
first (bit-set words exceed float32's 24-bit mantissa; small words are their first part alone), then one
flag per word, 1 where it is hidden; the information-state tensor adds the 128 bits of the digest chain, so
that it tells apart what the chain does. The public observer (make_py_observer with private_info NONE,
without perfect recall) hides every word hidden from any player, the same tensor and string for all.
"""
from __future__ import annotations

import hashlib

import numpy as np
import pyspiel
from open_spiel.python.algorithms import mcts

import engine
from engine.core.rng import seed_words
from solver_ai.interop.views import canonical_view, public, visible

PREFIX = "python_solver_ai_"
PART_BITS, PARTS = 24, 3  # float32 holds integers up to 2**24 exactly; 3 parts cover an int64
RECALL_BITS = 128  # the digest chain (blake2b, 16 bytes) in the information-state tensor
ROLLOUT_STREAM = 3000  # seed_words stream of the rollouts (agents use 1000 + seat, our search its own)
_ENGINES: dict[str, object] = {}  # short name -> engine game object (shared by all states, never copied)


def short_name(game_id: str) -> str:
    return PREFIX + game_id.replace("-", "_")


def _digest(*parts: bytes) -> bytes:
    return hashlib.blake2b(b"".join(parts), digest_size=16).digest()


def register(game_id: str) -> str:
    """Register game_id with pyspiel (once); returns its OpenSpiel short name."""
    name = short_name(game_id)
    if name in _ENGINES:
        return name
    game = engine.load(game_id)
    tensors = game.hidden_words(game.new_state(game.default_scenario), 0) is not None  # the capability they need
    game_type = pyspiel.GameType(
        short_name=name,
        long_name=f"solver_ai {game_id}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,  # 1 to each winner, 0 otherwise (a shared win is possible)
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.n_players,
        min_num_players=game.n_players,
        provides_information_state_string=True,
        provides_information_state_tensor=tensors,
        provides_observation_string=True,
        provides_observation_tensor=tensors,
        parameter_specification={"seed": 0, "scenario": game.default_scenario},
    )
    info = pyspiel.GameInfo(
        num_distinct_actions=game.n_actions,
        max_chance_outcomes=0,
        num_players=game.n_players,
        min_utility=0.0,
        max_utility=1.0,
        utility_sum=None,
        max_game_length=game.max_decisions,
    )
    _ENGINES[name] = game

    class Game(EngineGame):
        def __init__(self, params=None):
            super().__init__(game_type, info, params or {})

    pyspiel.register_game(game_type, Game)
    return name


def load(game_id: str, **params) -> pyspiel.Game:
    """The OpenSpiel game for game_id; params: seed (int), scenario (str)."""
    return pyspiel.load_game(register(game_id), params)


def register_all() -> list[str]:
    """Register every game engine.games() lists (loads, so compiles, each one)."""
    return [register(g) for g in engine.games()]


class EngineGame(pyspiel.Game):
    """An engine game behind pyspiel.Game; `engine` is the game object (engine/core/protocol.py)."""

    def __init__(self, game_type, info, params):
        super().__init__(game_type, info, params)
        self.engine = _ENGINES[game_type.short_name]
        p = self.get_parameters()
        self.seed = int(p["seed"])
        self.scenario = str(p["scenario"])

    def new_initial_state(self):
        return EngineState(self, self.engine.new_state(self.scenario, seed=self.seed))

    def state_from(self, s: np.ndarray) -> "EngineState":
        """A state for an engine array (a copy); information states start recalling from here."""
        return EngineState(self, s.copy())

    def make_py_observer(self, iig_obs_type=None, params=None):
        if params:
            raise ValueError(f"observer parameters are not supported (got {params})")
        recall = iig_obs_type is not None and iig_obs_type.perfect_recall
        private = pyspiel.PrivateInfoType.SINGLE_PLAYER if iig_obs_type is None else iig_obs_type.private_info
        tensors = self.get_type().provides_observation_tensor
        if private == pyspiel.PrivateInfoType.NONE and not recall and tensors:
            return Observer(self.engine, False, True, public=True)
        if private != pyspiel.PrivateInfoType.SINGLE_PLAYER:
            # the states keep a recall chain per player, none of the public view alone
            raise ValueError("observations: a player's (with or without perfect recall), or the public one "
                             "without perfect recall")
        return Observer(self.engine, recall, tensors)


class EngineState(pyspiel.State):
    """One engine state array plus, per player, the digest chain of what it has seen (perfect recall)."""

    def __init__(self, game, s: np.ndarray, recall: list[bytes] | None = None):
        super().__init__(game)
        self.engine = _ENGINES[game.get_type().short_name]  # get_game() may hand back pyspiel's wrapper
        self.s = s
        self.recall = recall if recall is not None else [self._view_digest(p) for p in range(self.engine.n_players)]

    def _view_digest(self, player: int) -> bytes:
        return _digest(canonical_view(self.engine, self.s, player).tobytes())

    # ------------------------------------------------------------------ pyspiel.State
    def current_player(self):
        p = self.engine.current_player(self.s)
        return pyspiel.PlayerId.TERMINAL if p < 0 else p

    def _legal_actions(self, player):
        return sorted(int(a) for a in self.engine.legal_actions(self.s))  # OpenSpiel wants them ascending

    def _apply_action(self, action):
        actor = self.engine.current_player(self.s)
        self.engine.step(self.s, int(action))
        # the actor knows its own action even where the result hides it (e.g. a face-down card)
        own = int(action).to_bytes(4, "little")
        self.recall = [_digest(self.recall[p], own if p == actor else b"", self._view_digest(p))
                       for p in range(len(self.recall))]

    def _action_to_string(self, player, action):
        return self.engine.describe_action(self.s, int(action))

    def is_terminal(self):
        return self.engine.is_terminal(self.s)

    def returns(self):
        return [float(x) for x in self.engine.returns(self.s)]

    def rewards(self):
        return self.returns() if self.is_terminal() else [0.0] * len(self.recall)

    def resample_from_infostate(self, player_id, probability_sampler):
        """A state `player_id` cannot tell from this one (ISMCTS): determinize with fresh generator words.
        The other players' recall becomes a function of `player_id`'s, as their views are unknown to it."""
        words = [int(probability_sampler() * 2**32) for _ in range(4)]
        words[0] |= 1  # the generator's words must not all be zero
        t = self.s.copy()
        self.engine.determinize(t, player_id, np.array(words, dtype=np.int64))
        mine = self.recall[player_id]
        recall = [mine if p == player_id else _digest(mine, p.to_bytes(2, "little")) for p in range(len(self.recall))]
        return EngineState(self.get_game(), t, recall)

    def __deepcopy__(self, memo):
        # pyspiel's clone() deep-copies a Python state; the engine object must stay shared
        return EngineState(self.get_game(), self.s.copy(), list(self.recall))

    def __str__(self):
        return self.engine.describe_pending(self.s) if not self.is_terminal() else "game over"


class Observer:
    """pyspiel's PyObserver. The tensor: the words of the state the player can see (views.visible) in
    PARTS parts, one hidden flag per word, and with perfect recall the bits of the digest chain; `dict`
    names the first parts by the game's state layout, and "high" (the other parts), "hidden", "recall".
    The string: a digest of the canonical view, or with perfect recall the chain."""

    def __init__(self, game, recall: bool, tensors: bool = True, public: bool = False):
        self.game = game
        self.recall = recall
        self.public = public  # what every player sees (views.public), the same whichever player asks
        self.tensors = tensors  # False: the game does not flag its hidden words, so no tensor at all
        n = game.layout.size if tensors else 0
        self.tensor = np.zeros((PARTS + 1) * n + (RECALL_BITS if recall and tensors else 0), np.float32)
        self.parts = self.tensor[:PARTS * n].reshape(PARTS, n)
        self.hidden, self.bits = self.tensor[PARTS * n:(PARTS + 1) * n], self.tensor[(PARTS + 1) * n:]
        self.dict = {}
        if tensors:
            self.dict = {name: self.parts[0, off:off + int(np.prod(shape))].reshape(shape)
                         for name, off, shape in game.layout.describe()}
            self.dict["high"] = self.parts[1:]
            self.dict["hidden"] = self.hidden
            if recall:
                self.dict["recall"] = self.bits

    def set_from(self, state: EngineState, player: int):
        if not self.tensors:
            return
        values, hidden = public(self.game, state.s) if self.public else visible(self.game, state.s, player)
        magnitude, sign = np.abs(values), np.sign(values)
        for k in range(PARTS):
            self.parts[k] = sign * ((magnitude >> (k * PART_BITS)) & ((1 << PART_BITS) - 1))
        self.hidden[:] = hidden
        if self.recall:
            self.bits[:] = np.unpackbits(np.frombuffer(state.recall[player], dtype=np.uint8))

    def string_from(self, state: EngineState, player: int) -> str:
        if self.public:
            return f"public view {_digest(public(self.game, state.s)[0].tobytes()).hex()}"
        who = self.game.player_ids[player]
        if self.recall:
            return f"{who} recall {state.recall[player].hex()}"
        view = _digest(canonical_view(self.game, state.s, player).tobytes()).hex()
        to_move = "" if state.is_terminal() or state.current_player() != player else f" | {str(state)}"
        return f"{who} view {view}{to_move}"


class CompiledRollouts(mcts.Evaluator):
    """OpenSpiel's RandomRolloutEvaluator with the random playout run by the engine's compiled
    `random_game` (a Python playout through pyspiel costs ~150 us a decision, hundreds per game)."""

    def __init__(self, game: EngineGame, seed: int = 0, stream: int = ROLLOUT_STREAM):
        self.engine = game.engine
        self.rng = np.array(seed_words(seed, stream), dtype=np.int64)

    def evaluate(self, state: EngineState):
        t = state.s.copy()
        self.engine.random_game(t, self.rng)
        return np.array(self.engine.returns(t), dtype=float)

    def prior(self, state: EngineState):
        legal = state.legal_actions()
        return [(a, 1.0 / len(legal)) for a in legal]


def resampler(seed: int):
    """A callback for ISMCTSBot.set_resampler: resample_from_infostate with a seeded sampler. ISMCTSBot's own
    sampler seeds itself from the system, so without this callback a seeded bot does not replay its game."""
    sampler = pyspiel.UniformProbabilitySampler(seed, 0.0, 1.0)
    return lambda state, player: state.resample_from_infostate(player, sampler)
