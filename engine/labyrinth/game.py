"""The Labyrinth game object: the engine protocol of ARCHITECTURE.md section 2 over the compiled rules."""
from __future__ import annotations

from typing import Any

import numpy as np

from engine.core.protocol import TERMINAL, IllegalAction, NotImplementedYet, UserError
from engine.labyrinth import data as D
from engine.labyrinth import layout as L
from engine.labyrinth.describe import describe_action, describe_pending
from engine.labyrinth.frames import top
from engine.labyrinth.hidden import determinize as _determinize
from engine.labyrinth.legal import legal_actions as _legal_actions
from engine.labyrinth.legal import offered_actions
from engine.labyrinth.playout import random_action as _random_action
from engine.labyrinth.position import from_json as _from_json
from engine.labyrinth.position import read_setup
from engine.labyrinth.position import to_json as _to_json
from engine.labyrinth.rules.victory import margin
from engine.labyrinth.setup import SETUP_STEPS, load_scenario, start_setup_step
from engine.labyrinth.step import advance
from engine.labyrinth.step import apply_action as _apply_action


class Labyrinth:
    game_id = "labyrinth"
    n_players = D.N_SIDES
    player_names = D.SIDE_NAMES
    player_ids = D.SIDE_IDS
    n_actions = L.N_ACTIONS
    default_scenario = "lets-roll"

    # ------------------------------------------------------------------ setup
    def scenario_doc(self, scenario: str) -> dict:
        doc = load_scenario(scenario)
        if "base" in doc:
            base = self.scenario_doc(doc["base"])
            pos = {**base["position"], **doc.get("position", {})}
            countries = {**base["position"].get("countries", {}), **doc.get("position", {}).get("countries", {})}
            pos["countries"] = countries
            return {**base, **{k: v for k, v in doc.items() if k != "position"}, "position": pos}
        return doc

    def new_state(self, scenario: str = "lets-roll", seed: int = 0, options: dict | None = None) -> np.ndarray:
        """3.2 setup: the scenario's markers and pieces, its removed cards out, the rest shuffled, the
        Jihadist setup step (if any), then the deal (5.2.8) and the first Jihadist action phase."""
        sc = self.scenario_doc(scenario)
        pos = dict(sc["position"])
        pos["options"] = {**sc.get("options", {}), **(options or {})}
        s = read_setup(pos, seed)
        step = sc.get("setup_step", "none")
        if step not in SETUP_STEPS:
            raise UserError(f"scenario {scenario}: unknown setup_step {step!r}")
        start_setup_step(s, step)
        advance(s)
        return s

    # ------------------------------------------------------------------ protocol
    def current_player(self, s: np.ndarray) -> int:
        return TERMINAL if s[L.PHASE] == L.PH_OVER else int(top(s, 1))

    def legal_actions(self, s: np.ndarray) -> np.ndarray:
        return _legal_actions(s)

    def apply_action(self, s: np.ndarray, a: int) -> None:
        _apply_action(s, a)

    def step(self, s: np.ndarray, a: int) -> None:
        """apply_action with the checks a caller from Python needs: one clear error, state untouched."""
        self.check_action(s, a)
        _apply_action(s, a)

    def check_action(self, s: np.ndarray, a: int) -> None:
        if self.is_terminal(s):
            raise IllegalAction("the game is over")
        legal = _legal_actions(s)
        if a in legal:
            return
        if a in offered_actions(s):
            card = int(s[L.CARD])
            raise NotImplementedYet(
                f"not implemented yet: the event of {D.card_label(card)} (6.2; card events arrive with their own issue); "
                "play the card for operations instead")
        options = "; ".join(f"{x} = {describe_action(s, int(x))}" for x in legal)
        raise IllegalAction(f"action {a} is not legal now ({describe_pending(s)}); legal: {options}")

    def random_action(self, s: np.ndarray, rng: np.ndarray) -> int:
        """A uniformly random legal action drawn with the caller's generator words (compiled)."""
        return int(_random_action(s, rng))

    def is_terminal(self, s: np.ndarray) -> bool:
        return bool(s[L.PHASE] == L.PH_OVER)

    def returns(self, s: np.ndarray) -> np.ndarray:
        r = np.zeros(D.N_SIDES)
        if s[L.WINNER] >= 0:
            r[int(s[L.WINNER])] = 1.0
        return r

    def margins(self, s: np.ndarray) -> np.ndarray:
        """2.3: Good resources minus twice the IR resources for the US, its negative for the Jihadist."""
        m = int(margin(s))
        return np.array([m, -m])

    def determinize(self, s: np.ndarray, player: int, rng_words: np.ndarray) -> None:
        _determinize(s, player, rng_words)

    def to_json(self, s: np.ndarray) -> dict[str, Any]:
        return _to_json(s)

    def from_json(self, doc: dict[str, Any]) -> np.ndarray:
        return _from_json(doc)

    # ------------------------------------------------------------------ text
    def describe_pending(self, s: np.ndarray) -> str:
        return describe_pending(s)

    def describe_action(self, s: np.ndarray, a: int) -> str:
        return describe_action(s, a)

    def result(self, s: np.ndarray) -> dict[str, Any]:
        """The end of the game for people and programs: winner, how, margins."""
        m = self.margins(s)
        w = int(s[L.WINNER])
        return {
            "winner": D.SIDE_IDS[w] if w >= 0 else None,
            "end": L.END_NAMES[int(s[L.END_REASON])],
            "margins": {D.SIDE_IDS[i]: int(m[i]) for i in range(D.N_SIDES)},
            "turn": int(s[L.TURN]),
            "cards_played": int(s[L.CARDS_PLAYED]),
            "opponent_events_not_executed": int(s[L.EVENTS_SKIPPED]),
            "decisions": int(s[L.DECISIONS]),
        }

    def parse_faction(self, name: str) -> int:
        key = name.lower().replace(" ", "")
        if key not in D.SIDE_IDS:
            raise UserError(f"unknown side {name!r}; sides are {', '.join(D.SIDE_IDS)}")
        return D.SIDE_IDS.index(key)


GAME = Labyrinth()
