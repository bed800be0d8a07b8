"""The Twilight Struggle game object: the engine protocol of ARCHITECTURE.md section 2 over the compiled
rules (shared/spec/twilight.md)."""
from __future__ import annotations

# Read by solver_ai.compiling while this module is still importing (on a cold cache, its imports compile).
GAME_ID = "twilight"
COMPILE_SECONDS = 146  # CPU seconds of `solver-ai warmup twilight` on an empty Numba cache (engine, AI, search, picture)

import functools
from typing import Any

import numpy as np

from engine.core import scenarios
from engine.core.frames import top
from engine.core.game import CompiledGame, Kernels, frame_kinds
from engine.core.protocol import RulebookBot, SearchKernels
from engine.twilight import data as D
from engine.twilight import layout as L
from engine.twilight.describe import describe_action, describe_pending
from engine.twilight.hidden import determinize
from engine.twilight.hidden_words import hidden_words
from engine.twilight.legal import actions
from engine.twilight.playout import MAX_DECISIONS, agents_game, fuzz_game, random_action, random_game
from engine.twilight.position import from_json as _from_json
from engine.twilight.position import option_words
from engine.twilight.position import to_json as _to_json
from engine.twilight.setup import new_game
from engine.twilight.step import advance, apply_action


@functools.lru_cache(maxsize=16)
def _scenario_options(scenario: str) -> dict:
    """A scenario's options (read once: the benchmark starts thousands of games)."""
    return dict(scenarios.scenario_doc("twilight", "Twilight Struggle", scenario).get("options", {}))


class Twilight(CompiledGame):
    game_id = GAME_ID
    n_players = D.N_SIDES
    player_names = D.SIDE_NAMES
    player_ids = D.SIDE_IDS
    n_actions = L.N_ACTIONS
    max_decisions = MAX_DECISIONS
    default_scenario = "standard"
    compile_seconds = COMPILE_SECONDS
    phase_offset, ph_over = L.PHASE, L.PH_OVER
    rng_offset = L.RNG
    layout = L.LAYOUT
    frames = frame_kinds(L)
    scenario_dir = "twilight"
    kernels = Kernels(actions, apply_action, determinize, random_action, random_game, fuzz_game, agents_game)

    # ------------------------------------------------------------------ setup
    def new_state(self, scenario: str = "standard", seed: int = 0, options: dict | None = None) -> np.ndarray:
        """3: the scenario's options, the fixed setup, the shuffled Early War deck dealt; the first decision
        is the USSR's first setup point (3.2)."""
        return new_game(tuple(option_words({**_scenario_options(scenario), **(options or {})})), seed)

    # ------------------------------------------------------------------ protocol
    def returns(self, s: np.ndarray) -> np.ndarray:
        """1 for the winner, 0 for the loser; a draw (10.3.2: VP 0 after final scoring) 0.5 each."""
        w = int(s[L.WINNER])
        if w < 0:
            return np.full(D.N_SIDES, 0.5 if self.is_terminal(s) else 0.0)
        r = np.zeros(D.N_SIDES)
        r[w] = 1.0
        return r

    def margins(self, s: np.ndarray) -> np.ndarray:
        """10.2: the VP track, US positive."""
        v = int(s[L.VP])
        return np.array([v, -v])

    def to_json(self, s: np.ndarray) -> dict[str, Any]:
        return _to_json(s)

    def from_json(self, doc: dict[str, Any]) -> np.ndarray:
        s = _from_json(doc)
        advance(s)
        return s

    # ------------------------------------------------------------------ capabilities
    def hidden_words(self, s: np.ndarray, player: int) -> np.ndarray:
        return hidden_words(s, player)

    def rulebook_bot(self) -> RulebookBot:
        """The solitaire's AI player (shared/spec/twilight_solo.md part B, engine/twilight/nonplayer); it
        answers any seat, and both sides outside the solitaire."""
        from engine.twilight.nonplayer import policy, trace

        return RulebookBot(policy.np_action, trace.new_trace, trace.explain, policy.playout, marks_seat=False,
                           agents_game=policy.agents_game)

    def search_kernels(self) -> SearchKernels:
        from engine.twilight import search

        return SearchKernels(search.iterate, search.seed, search.N_PLAYERS, rounds=False, bot_policy=True)

    def turn_start(self, s: np.ndarray) -> bool:
        """4.5C-D: the player chooses its headline or the card of its action round."""
        return int(top(s, 0)) in (L.FR_HEADLINE, L.FR_CARD)

    def cards_played(self, s: np.ndarray) -> int:
        """Cards headlined or played in action rounds so far in the whole game."""
        return int(s[L.CARDS_PLAYED])

    # ------------------------------------------------------------------ text
    def unbuilt_rule(self, s: np.ndarray, a: int) -> str:
        """Only card events (5.1, 7) are offered before their rules are built."""
        return (f"the event of {D.card_label(int(s[L.CARD]))} (5.1; this event is not built yet); "
                "play the card for Ops or the Space Race instead")

    def describe_pending(self, s: np.ndarray) -> str:
        return describe_pending(s)

    def describe_action(self, s: np.ndarray, a: int) -> str:
        return describe_action(s, a)

    def result(self, s: np.ndarray) -> dict[str, Any]:
        """The end of the game for people and programs: winner (None for a draw), how, VP."""
        w = int(s[L.WINNER])
        return {
            "winner": D.SIDE_IDS[w] if w >= 0 else None,
            "end": L.END_NAMES[int(s[L.END_REASON])],
            "vp": int(s[L.VP]),
            "margins": {D.SIDE_IDS[i]: int(m) for i, m in enumerate(self.margins(s))},
            "turn": int(min(s[L.TURN], 10)),
            "defcon": int(s[L.DEFCON]),
            "cards_played": int(s[L.CARDS_PLAYED]),
            "decisions": int(s[L.DECISIONS]),
        }

    def parse_faction(self, name: str) -> int:
        return self.parse_player(name, D.SIDE_IDS, "side", {"soviet": "ussr", "soviets": "ussr", "usa": "us"})


GAME = Twilight()
