"""Positions for the solitaire AI's tests (solo part E conventions): the AI to play in a given action round
with the region cards, scoring round, DEFCON and decks given; its decisions by name."""
from __future__ import annotations

import numpy as np

from engine.twilight import layout as L
from engine.twilight.game import GAME
from tests.twilight.helpers import position

BOT = GAME.rulebook_bot()


def ai_position(influence: dict, ai: str = "ussr", deck=(), human_deck=(), region=(0, 0), scoring: bool = False,
                defcon: int = 5, turn: int = 2, ar: int = 2, **fields) -> np.ndarray:
    """The AI (`ai`) chooses its card of action round `ar`; its deck is `deck`, top card first; P and S are
    scoring card numbers (0 none); `scoring` makes it a scoring round of P's region still to be scored; `cards`
    adds other piles (discard, deck)."""
    human = "us" if ai == "ussr" else "ussr"
    options = {"solitaire": True, "human_side": human, **fields.pop("options", {})}
    s = position(influence, options=options, defcon=defcon, turn=turn, action_round=ar, phasing=ai,
                 cards={f"{ai}_hand": list(deck), f"{human}_hand": list(human_deck), **fields.pop("cards", {})},
                 **fields)
    s[L.REGION_CARD], s[L.REGION_CARD + 1] = region
    s[L.SD_SCORING] = s[L.SD_PENDING] = int(scoring)
    for i, c in enumerate(deck):
        s[L.DECK_KEY + c] = 100 - i
    return s


def decide(s) -> tuple[int, list[str]]:
    """The AI's answer to the pending decision and its reasons (the state is not changed)."""
    trace = BOT.new_trace()
    a = int(BOT.action(s, trace))
    return a, BOT.explain(trace)


def ai_play(s, limit: int = 12) -> list[str]:
    """Apply the AI's answers while the side to move does not change: the decisions, described."""
    side = GAME.current_player(s)
    out = []
    for _ in range(limit):
        if GAME.is_terminal(s) or GAME.current_player(s) != side:
            break
        a, _ = decide(s)
        out.append(GAME.describe_action(s, a))
        GAME.step(s, a)
    return out


def first_play(s) -> list[str]:
    """The AI's decisions of the card in play (until the card is done)."""
    out = []
    side = GAME.current_player(s)
    while not GAME.is_terminal(s) and GAME.current_player(s) == side:
        a, _ = decide(s)
        out.append(GAME.describe_action(s, a))
        GAME.step(s, a)
        if s[L.CARD] == 0:
            break
    return out
