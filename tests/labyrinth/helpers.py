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
