"""Positions for rules tests and their actions by name; dice are fixed with the game's chance control
(GAME.with_dice)."""
from __future__ import annotations

import numpy as np

from engine.twilight import data as D
from engine.twilight import layout as L
from engine.twilight.game import GAME
from engine.twilight.rules import board
from engine.twilight.rules.solitaire_decks import top_cards

US, USSR = D.US, D.USSR


def position(influence: dict | None = None, **fields) -> np.ndarray:
    """A state from a position document: influence as {"country name": (us, ussr)}; the phasing side (the
    USSR unless told) chooses a card in action round 1 unless told otherwise."""
    inf = {D.country_id(name): {"us": us, "ussr": ussr} for name, (us, ussr) in (influence or {}).items()}
    return GAME.from_json({"game": "twilight", "influence": inf, **fields})


def c(name: str) -> int:
    return D.COUNTRY_INDEX[name]


def inf(s, name) -> tuple[int, int]:
    return int(board.inf(s, US, c(name))), int(board.inf(s, USSR, c(name)))


def card(n: int) -> int:
    return L.A_CARD0 + n - 1


def country(name: str) -> int:
    return L.A_COUNTRY0 + c(name)


def use(u: int) -> int:
    return L.A_USE0 + u


INFLUENCE, REALIGN, COUP, SPACE, EVENT = (use(L.USE_INFLUENCE), use(L.USE_REALIGN), use(L.USE_COUP),
                                          use(L.USE_SPACE), use(L.USE_EVENT))


def legal(s) -> list[int]:
    return [int(a) for a in GAME.legal_actions(s)]


def play(s, *actions, dice: list[int] | None = None) -> None:
    """Step through the actions; `dice` are the results of the next rolls, fixed before the last action."""
    for i, a in enumerate(actions):
        if dice and i == len(actions) - 1:
            GAME.with_dice(s, dice)
        GAME.step(s, a)


def kind(s) -> str:
    return GAME.pending(s).kind


def hand(s, side) -> list[int]:
    return [n for n in range(1, D.N_CARDS + 1) if s[L.LOC + n] == L.LOC_HAND + side]


def stack(s, side, top_first) -> None:
    """Side's solitaire deck in the order `top_first` (top card first)."""
    for i, c in enumerate(top_first):
        s[L.DECK_KEY + c] = len(top_first) - i
    assert list(top_cards(s, side, len(top_first))) == top_first
