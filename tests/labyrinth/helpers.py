"""Positions for rules tests, and dice rigging: the RNG words are chosen so that the next d6 rolls are the
ones a rulebook example names."""
from __future__ import annotations

import numpy as np

from engine.core.rng import roll_d6, seed_words
from engine.labyrinth import data as D
from engine.labyrinth import layout as L
from engine.labyrinth.game import GAME
from engine.labyrinth.rules import board


def position(countries: dict | None = None, **fields) -> np.ndarray:
    """A state from a position document (all other cards in the draw pile). Unless told otherwise the
    Jihadist holds card 97 and is to play it, so that nothing (plot resolution, the deal) runs on its own."""
    fields.setdefault("cards", {"jihadist_hand": [97]})
    doc = {"game": "labyrinth", "countries": countries or {}, **fields}
    return GAME.from_json(doc)


def rig(s: np.ndarray, dice: list[int]) -> None:
    """Make the next d6 rolls of the game be `dice`."""
    for seed in range(1_000_000):
        w = np.array(seed_words(seed, 4242), dtype=np.int64)
        t = w.copy()
        if all(roll_d6(t, 0) == d for d in dice):
            s[L.RNG : L.RNG + 4] = w
            return
    raise AssertionError(f"no seed rolls {dice}")


def c(name: str) -> int:
    return D.COUNTRY_INDEX[name]


def get(s, name, col):
    return int(board.get(s, c(name), col))


def cells(s, name) -> int:
    return int(board.cells(s, c(name)))


def legal(s) -> list[int]:
    return [int(a) for a in GAME.legal_actions(s)]


def play(s, *actions) -> None:
    for a in actions:
        GAME.step(s, a)


def card_action(card: int) -> int:
    return L.A_CARD0 + card - 1


def country_action(name: str) -> int:
    return L.A_COUNTRY0 + c(name)


def op_action(op: int) -> int:
    return L.A_OP0 + op


def us_event(card: int, countries: dict | None = None, hand: tuple[int, ...] = (99,), **fields) -> np.ndarray:
    """The US plays card's event in its action phase (holding `hand` besides; the Jihadist holds 97)."""
    fields.setdefault("cards", {"us_hand": [card, *hand], "jihadist_hand": [97]})
    s = position(countries, phase="us", **fields)
    assert L.A_EVENT in legal_after(s, card_action(card)), f"card {card}'s event is not playable here"
    play(s, card_action(card), L.A_EVENT)
    return s


def legal_after(s: np.ndarray, *actions: int) -> list[int]:
    """The legal actions after `actions` played on a copy of s."""
    t = s.copy()
    play(t, *actions)
    return legal(t)


def event_refused(card: int, countries: dict | None = None, **fields) -> bool:
    """The US may not play card's event here (6.2.6): not offered, and the query says nobody may."""
    fields.setdefault("cards", {"us_hand": [card, 99], "jihadist_hand": [97]})
    s = position(countries, phase="us", **fields)
    return L.A_EVENT not in legal_after(s, card_action(card)) and GAME.event_playable(s, card) == []


def j_event(card: int, countries: dict | None = None, hand: tuple[int, ...] = (97,), **fields) -> np.ndarray:
    """The Jihadist plays card's event in its action phase (holding `hand` besides; the US holds 99)."""
    fields.setdefault("cards", {"jihadist_hand": [card, *hand], "us_hand": [99]})
    s = position(countries, **fields)
    assert L.A_EVENT in legal_after(s, card_action(card)), f"card {card}'s event is not playable here"
    play(s, card_action(card), L.A_EVENT)
    return s


def j_event_refused(card: int, countries: dict | None = None, **fields) -> bool:
    """The Jihadist may not play card's event here (6.2.6)."""
    fields.setdefault("cards", {"jihadist_hand": [card, 97], "us_hand": [99]})
    s = position(countries, **fields)
    return L.A_EVENT not in legal_after(s, card_action(card)) and GAME.event_playable(s, card) == []
