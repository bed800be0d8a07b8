"""The Labyrinth game object: the engine protocol of ARCHITECTURE.md section 2 over the compiled rules."""
from __future__ import annotations

# Read by solver_ai.compiling while this module is still importing (on a cold cache, its imports compile).
GAME_ID = "labyrinth"
COMPILE_SECONDS = 128  # CPU seconds of `solver-ai warmup labyrinth` on an empty Numba cache (engine, bot, search, picture)

from typing import Any

import numpy as np

from engine.core import scenarios
from engine.core.frames import top
from engine.core.game import CompiledGame, Kernels, frame_kinds
from engine.core.protocol import RulebookBot, SearchKernels, UserError
from engine.labyrinth import data as D
from engine.labyrinth import layout as L
from engine.labyrinth.describe import describe_action, describe_pending
from engine.labyrinth.events.play import playable
from engine.labyrinth.hidden import determinize
from engine.labyrinth.hidden_words import hidden_words
from engine.labyrinth.legal import actions
from engine.labyrinth.playout import MAX_DECISIONS, agents_game, fuzz_game, random_action, random_game
from engine.labyrinth.position import from_json as _from_json
from engine.labyrinth.position import read_setup
from engine.labyrinth.position import to_json as _to_json
from engine.labyrinth.rules.victory import SOLO_GOOD_NEEDED, count_governance, good_resources, ir_resources, margin
from engine.labyrinth.setup import SETUP_STEPS, start_setup_step
from engine.labyrinth.step import advance, apply_action


class Labyrinth(CompiledGame):
    game_id = GAME_ID
    n_players = D.N_SIDES
    player_names = D.SIDE_NAMES
    player_ids = D.SIDE_IDS
    n_actions = L.N_ACTIONS
    max_decisions = MAX_DECISIONS
    default_scenario = "lets-roll"
    compile_seconds = COMPILE_SECONDS
    phase_offset, ph_over = L.PHASE, L.PH_OVER
    rng_offset = L.RNG
    layout = L.LAYOUT
    frames = frame_kinds(L)
    scenario_dir = "labyrinth"
    kernels = Kernels(actions, apply_action, determinize, random_action, random_game, fuzz_game, agents_game)

    # ------------------------------------------------------------------ setup
    def scenario_doc(self, scenario: str) -> dict:
        return scenarios.scenario_doc("labyrinth", "Labyrinth", scenario)

    def new_state(self, scenario: str = "lets-roll", seed: int = 0, options: dict | None = None) -> np.ndarray:
        """3.2 setup: the scenario's markers and pieces, its removed cards out, the rest shuffled, the
        Jihadist setup step (if any), then the deal (5.2.8) and the first Jihadist action phase."""
        sc = self.scenario_doc(scenario)
        pos = dict(sc["position"])
        pos["options"] = {**sc.get("options", {}), **(options or {})}
        players = pos["options"].pop("players", None)
        if players is not None:  # 9.0: a game whose Jihadist is not a player is the solitaire game
            if not isinstance(players, list) or any(p not in D.SIDE_IDS for p in players):
                raise UserError(f"options.players: a list of sides among {', '.join(D.SIDE_IDS)}, got {players!r}")
            pos["options"]["solitaire"] = "jihadist" not in players
        s = read_setup(pos, seed)
        step = sc.get("setup_step", "none")
        if step not in SETUP_STEPS:
            raise UserError(f"scenario {scenario}: unknown setup_step {step!r}")
        start_setup_step(s, step)
        advance(s)
        return s

    # ------------------------------------------------------------------ protocol
    def returns(self, s: np.ndarray) -> np.ndarray:
        r = np.zeros(D.N_SIDES)
        if s[L.WINNER] >= 0:
            r[int(s[L.WINNER])] = 1.0
        return r

    def margins(self, s: np.ndarray) -> np.ndarray:
        """2.3: Good resources minus twice the IR resources for the US, its negative for the Jihadist."""
        m = int(margin(s))
        return np.array([m, -m])

    def to_json(self, s: np.ndarray) -> dict[str, Any]:
        return _to_json(s)

    def from_json(self, doc: dict[str, Any]) -> np.ndarray:
        return _from_json(doc)

    # ------------------------------------------------------------------ capabilities
    def hidden_words(self, s: np.ndarray, player: int) -> np.ndarray:
        return hidden_words(s, player)

    def rulebook_bot(self) -> RulebookBot:
        """The chapter 9 solitaire Jihadist (engine/labyrinth/nonplayer); a seat it plays is not a player, so a
        game with it in the Jihadist seat is the solitaire game (9.1-9.4)."""
        from engine.labyrinth.nonplayer import policy, trace

        return RulebookBot(policy.np_action, trace.new_trace, trace.explain, policy.playout, marks_seat=True,
                           agents_game=policy.agents_game, rule_seats=1 << D.JIHADIST)

    def search_kernels(self) -> SearchKernels:
        from engine.labyrinth import search

        return SearchKernels(search.iterate, search.seed, search.N_PLAYERS, rounds=False, bot_policy=True,
                             greedy_policy=True)

    def turn_start(self, s: np.ndarray) -> bool:
        """5.2.2: the player in its action phase chooses the card to play."""
        return int(top(s, 0)) == L.FR_CARD

    def cards_played(self, s: np.ndarray) -> int:
        """Cards used or discarded so far in the whole game."""
        return int(s[L.CARDS_PLAYED])

    # ------------------------------------------------------------------ text
    def event_playable(self, s: np.ndarray, card: int) -> list[int]:
        """6.2.5-6.2.6: the sides that may play card's event now (association, precondition, not blocked)."""
        return [side for side in range(D.N_SIDES) if playable(s, card, side)]

    def describe_pending(self, s: np.ndarray) -> str:
        return describe_pending(s)

    def describe_action(self, s: np.ndarray, a: int) -> str:
        return describe_action(s, a)

    def measure(self, s: np.ndarray) -> str:
        """The victory condition reached (chapter 2) and the count behind it, in words."""
        reason, good, ir = int(s[L.END_REASON]), int(good_resources(s)), int(ir_resources(s, False))
        if reason == L.END_US_GOOD_RESOURCES:
            return f"Good resources {good} (12 win, 2.1)"
        if reason == L.END_US_FAIR_GOOD:
            return f"{int(count_governance(s, L.GOOD, L.FAIR))} Muslim countries Fair or Good (15 win, 2.1)"
        if reason == L.END_US_NO_CELLS:
            return "0 cells on the map (2.1)"
        solo = bool(s[L.OPTIONS + L.OPT_SOLO])
        if reason == L.END_J_CALIPHATE and solo:
            return f"Islamist Rule resources {ir} (6 win; 9.1 solitaire: no adjacency needed)"
        if reason == L.END_J_CALIPHATE:
            return f"Islamist Rule resources {ir} with two adjacent Islamist Rule countries (6 win, 2.1)"
        if reason == L.END_J_COLLAPSE:
            return (f"Prestige {int(s[L.PRESTIGE])} and {int(count_governance(s, L.POOR, L.IR))} Muslim countries "
                    "Poor or Islamist Rule (15 win, 2.1)")
        if reason == L.END_J_WMD_US:
            return "a WMD plot resolved in the United States (2.1)"
        m = int(margin(s))
        test = (f"Good resources {good} against Islamist Rule resources {(good - m) // 2} doubled, {good - m} "
                f"(green Regime Change counting as Islamist Rule; the US needs more"
                + (f" and 9.1 solitaire: at least {SOLO_GOOD_NEEDED[int(s[L.DECKS])]} Good resources" if solo else "")
                + f"): US margin {m:+d}")
        return f"{test} (2.3)" if reason == L.END_ADJUDICATION else f"not over; the 2.3 test now: {test}"

    def result(self, s: np.ndarray) -> dict[str, Any]:
        """The end of the game for people and programs: winner, how and by how much (`measure`), the 2.3
        adjudication margins."""
        m = self.margins(s)
        w = int(s[L.WINNER])
        return {
            "winner": D.SIDE_IDS[w] if w >= 0 else None,
            "end": L.END_NAMES[int(s[L.END_REASON])],
            "measure": self.measure(s),
            "margins": {D.SIDE_IDS[i]: int(m[i]) for i in range(D.N_SIDES)},
            "turn": int(s[L.TURN]),
            "cards_played": int(s[L.CARDS_PLAYED]),
            "decisions": int(s[L.DECISIONS]),
        }

    def parse_faction(self, name: str) -> int:
        return self.parse_player(name, D.SIDE_IDS, "side", {})


GAME = Labyrinth()
