"""The Cuba Libre game object: the engine protocol of ARCHITECTURE.md section 2 over the compiled rules."""
from __future__ import annotations

# Read by solver_ai.compiling while this module is still importing (on a cold cache, its imports compile).
GAME_ID = "cuba-libre"
COMPILE_SECONDS = 212  # CPU seconds of `solver-ai warmup cuba-libre` on an empty Numba cache (engine, Non-players, search, picture)

import functools
import json
from typing import Any

import numpy as np

from engine.core import scenarios
from engine.core.frames import top
from engine.core.game import CompiledGame, Kernels, frame_kinds
from engine.core.protocol import RulebookBot, SearchKernels
from engine.core.rng import seed_words
from engine.cuba_libre import data as D
from engine.cuba_libre import describe
from engine.cuba_libre import layout as L
from engine.cuba_libre.hidden import determinize
from engine.cuba_libre.hidden_words import hidden_words
from engine.cuba_libre.legal import actions
from engine.cuba_libre.nonplayer.solitaire import solitaire_result
from engine.cuba_libre.playout import MAX_DECISIONS, agents_game, fuzz_game, random_action, random_game
from engine.cuba_libre.position import from_json as _from_json
from engine.cuba_libre.position import read_setup
from engine.cuba_libre.position import to_json as _to_json
from engine.cuba_libre.rules.events import event_effective
from engine.cuba_libre.rules.victory import margins as _margins
from engine.cuba_libre.rules.victory import ranking as _ranking
from engine.cuba_libre.setup import SHORT_SET_ASIDE, build_deck
from engine.cuba_libre.step import apply_action, begin

END_REASONS = {L.END_NONE: "", L.END_VICTORY_PHASE: "Victory Phase (6.1)", L.END_FINAL: "final Propaganda (7.3)"}


class CubaLibre(CompiledGame):
    game_id = GAME_ID
    n_players = D.N_FACTIONS
    player_names = D.FACTION_NAMES
    player_ids = D.FACTION_IDS
    n_actions = L.N_ACTIONS
    max_decisions = MAX_DECISIONS
    default_scenario = "standard"
    compile_seconds = COMPILE_SECONDS
    phase_offset, ph_over = L.PHASE, L.PH_OVER
    rng_offset = L.RNG
    layout = L.LAYOUT
    frames = frame_kinds(L)
    scenario_dir = "cuba_libre"
    kernels = Kernels(actions, apply_action, determinize, random_action, random_game, fuzz_game, agents_game)

    # ------------------------------------------------------------------ setup
    @functools.lru_cache(maxsize=64)  # noqa: B019 - one GAME object lives for the process
    def _setup(self, scenario: str, options_json: str) -> np.ndarray:
        """The validated deployment of a scenario with options, before its deck (read once, then copied)."""
        options = json.loads(options_json)
        sc = self.scenario_doc(scenario)
        pos = dict(sc["position"])
        pos["options"] = {**sc.get("options", {}), **options}
        pos["players"] = options.get("players", pos.get("players", list(D.FACTION_IDS)))
        pos["options"].pop("players", None)
        return read_setup(pos, 0)

    def scenario_doc(self, scenario: str) -> dict:
        return scenarios.scenario_doc("cuba_libre", "Cuba Libre", scenario)

    def new_state(self, scenario: str = "standard", seed: int = 0, options: dict | None = None) -> np.ndarray:
        """2.1 setup: the scenario's deployment, the deck built by 9.2 with the seeded RNG, play started (2.2)."""
        s = self._setup(scenario, json.dumps(options or {}, sort_keys=True)).copy()
        s[L.RNG : L.RNG + 4] = seed_words(seed)
        s[L.DECK_LEN] = build_deck(s, SHORT_SET_ASIDE if s[L.OPTIONS + L.OPT_SHORT] else 0)
        s[L.PILE_LEN] = s[L.DECK_LEN] // 4
        begin(s)
        return s

    # ------------------------------------------------------------------ protocol
    def returns(self, s: np.ndarray) -> np.ndarray:
        """1.0 for the winning faction (and, with the No Non-Player option, its player's other faction)."""
        r = np.zeros(D.N_FACTIONS)
        w = int(s[L.WINNER])
        if w >= 0:
            seats = s[L.SEAT : L.SEAT + D.N_FACTIONS]
            for f in range(D.N_FACTIONS):
                if f == w or (s[L.OPTIONS + L.OPT_NO_NP] and seats[f] == seats[w]):
                    r[f] = 1.0
        return r

    def margins(self, s: np.ndarray) -> np.ndarray:
        return _margins(s)

    def ranking(self, s: np.ndarray) -> list[int]:
        return [int(f) for f in _ranking(s)]

    def to_json(self, s: np.ndarray) -> dict[str, Any]:
        return _to_json(s)

    def from_json(self, doc: dict[str, Any]) -> np.ndarray:
        return _from_json(doc)

    # ------------------------------------------------------------------ capabilities
    def hidden_words(self, s: np.ndarray, player: int) -> np.ndarray:
        return hidden_words(s, player)

    def rulebook_bot(self) -> RulebookBot:
        """The chapter 8 Non-players (engine/cuba_libre/nonplayer); a seat they play is a Non-player (1.5)."""
        from engine.cuba_libre.nonplayer import policy, trace

        return RulebookBot(policy.np_action, trace.new_trace, trace.explain, policy.playout, marks_seat=True,
                           agents_game=policy.agents_game)

    def search_kernels(self) -> SearchKernels:
        from engine.cuba_libre import search

        return SearchKernels(search.iterate, search.seed, search.N_PLAYERS, rounds=True, bot_policy=True)

    def turn_start(self, s: np.ndarray) -> bool:
        """2.3.3-2.3.4: an Eligible faction chooses Pass, Event or Operation with the card in play."""
        return int(top(s, 0)) == L.FR_ACT

    def cards_played(self, s: np.ndarray) -> int:
        """The position of the card in play in the deck: the cards (Propaganda included) before it."""
        return int(s[L.POS])

    # ------------------------------------------------------------------ text
    def event_effective(self, s: np.ndarray, side: int) -> bool:
        """Would the faction choosing in this FR_ACT decision change anything by executing `side`
        (0 unshaded, 1 shaded) of the card in play (5.1.1; the NP bots skip ineffective Events, 8.1)?"""
        if top(s, 0) != L.FR_ACT:
            raise ValueError("event_effective: no faction is choosing an Op or an Event now")
        return bool(event_effective(s, top(s, 1), side))

    def describe_pending(self, s: np.ndarray) -> str:
        return "game over" if self.is_terminal(s) else describe.pending(s)

    def describe_action(self, s: np.ndarray, a: int) -> str:
        """One line for the action in this position, citing its rule."""
        return describe.action(s, a)

    def result(self, s: np.ndarray) -> dict[str, Any]:
        """The end of the game for people and programs: winner, how, margins and placings (7.1-7.3)."""
        m = self.margins(s)
        w = int(s[L.WINNER])
        out = {
            "winner": D.FACTION_IDS[w] if w >= 0 else None,
            "end": END_REASONS[int(s[L.END_REASON])],
            "margins": {D.FACTION_IDS[f]: int(m[f]) for f in range(D.N_FACTIONS)},
            "ranking": [D.FACTION_IDS[f] for f in self.ranking(s)],
            "cards_played": int(s[L.POS]) + 1,
            "decisions": int(s[L.DECISIONS]),
        }
        solo = solitaire_result(s, m, w)
        if solo is not None:
            out["solitaire"] = solo  # 8.9
        return out

    def parse_faction(self, name: str) -> int:
        aliases = {"government": "govt", "m26": "26july", "directorio": "dr", "syn": "syndicate"}
        return self.parse_player(name, D.FACTION_IDS, "faction", aliases)


GAME = CubaLibre()
