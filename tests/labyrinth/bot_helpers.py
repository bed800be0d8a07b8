"""Positions of the solitaire game for the chapter 9 bot tests, and the bot's answer with its reasons."""
from __future__ import annotations

import numpy as np

from engine.core.frames import top
from engine.labyrinth import layout as L
from engine.labyrinth.nonplayer import trace as T
from engine.labyrinth.nonplayer.policy import np_action
from tests.labyrinth.helpers import card_action, op_action, play, position


def solo(countries: dict, hand: list[int], options: dict | None = None, **fields) -> np.ndarray:
    """The bot (Jihadist) to play one of `hand` in a solitaire game; the US holds #96."""
    fields.setdefault("prestige", 7)
    fields.setdefault("funding", 5)
    countries = {"united-states": {"us_posture": "hard"}, **countries}
    fields.setdefault("cards", {"jihadist_hand": hand, "us_hand": [96]})
    return position(countries, options={"solitaire": True, **(options or {})}, **fields)


def bot(s: np.ndarray) -> tuple[int, list[str]]:
    tr = T.new_trace()
    a = int(np_action(s, tr))
    return a, T.explain(tr)


def at_dice(countries: dict, card: int, op: int, options: dict | None = None, **fields) -> np.ndarray:
    """The bot's first die of operation `op` with `card`."""
    s = solo(countries, [card], options, **fields)
    play(s, card_action(card), op_action(op))
    assert kind(s) == L.FR_DICE
    return s


def kind(s: np.ndarray) -> int:
    return int(top(s, 0))
