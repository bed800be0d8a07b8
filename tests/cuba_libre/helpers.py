"""A small position builder for the Cuba Libre rule tests (chapters 2, 6, 7).

`doc(...)` writes a position document (engine/cuba_libre/position.py) with a complete, legal deck
(9.2: every pile holds exactly one Propaganda card), `state(...)` turns it into an engine state.
The readers below give plain Python values for assertions.
"""
from __future__ import annotations

import numpy as np
import pytest

from engine.core.frames import top
from engine.core.protocol import IllegalAction
from engine.core.rng import roll_d6, seed_words
from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L
from engine.cuba_libre.game import GAME

P1, P2, P3, P4 = "P1", "P2", "P3", "P4"
PROPS = (P1, P2, P3, P4)
FACTIONS = D.FACTION_IDS  # ("govt", "26july", "dr", "syndicate")


def _is_prop(card) -> bool:
    return isinstance(card, str)


def pile_len(short: bool = False) -> int:
    return 11 if short else 13


def played_run(n: int, short: bool = False, avoid=()) -> list:
    """n played cards: Event cards, with P1, P2, ... at the last position of each complete pile (9.2)."""
    pl = pile_len(short)
    events = iter(c for c in range(1, 49) if c not in avoid)
    return [PROPS[i // pl] if i % pl == pl - 1 else next(events) for i in range(n)]


def cards(current, upcoming=(), played=(), short: bool = False) -> dict:
    """The `cards` entry: played pile, card in play, then `upcoming` (the first is the next card),
    and the rest of the deck filled so that each pile holds exactly one Propaganda card.
    `played` is a list of cards, or a number n for `played_run(n)` (avoiding the cards named here)."""
    pl = pile_len(short)
    if isinstance(played, int):
        played = played_run(played, short, avoid=[current, *upcoming])
    prefix = list(played) + [current] + list(upcoming)
    events = [c for c in range(1, 49) if c not in prefix]
    aside = events[-8:] if short else []
    events = [c for c in events if c not in aside]
    props = [p for p in PROPS if p not in prefix]
    deck = list(prefix)
    for pile in range(4):
        hi = (pile + 1) * pl
        has_prop = any(_is_prop(x) for x in deck[pile * pl : hi])
        while len(deck) < hi:
            if not has_prop and len(deck) == hi - 1:
                deck.append(props.pop(0))
                has_prop = True
            else:
                deck.append(events.pop(0))
    n = len(played)
    out = {"played": list(played), "current": current, "next": deck[n + 1] if n + 1 < len(deck) else None,
           "deck": deck[n + 2 :]}
    if short:
        out["set_aside"] = aside
    return out


def propaganda_cards(number: int, upcoming=()) -> dict:
    """Propaganda card P<number> in play, at the end of its pile, after a run of Event cards."""
    n = number * 13 - 1
    return cards(PROPS[number - 1], upcoming=upcoming, played=n)


def doc(spaces=None, resources=None, aid=0, alliance="firm", eligible=None, cards_entry=None,
        players=None, options=None, card_in_play=None, current=1, upcoming=(), played=()) -> dict:
    d = {
        "spaces": spaces or {},
        "resources": {f: 0 for f in FACTIONS} | (resources or {}),
        "aid": aid,
        "us_alliance": alliance,
        "eligible": list(FACTIONS) if eligible is None else list(eligible),
        "cards": cards_entry if cards_entry is not None else cards(current, upcoming, played),
    }
    if players is not None:
        d["players"] = players
    if options is not None:
        d["options"] = options
    if card_in_play is not None:
        d["card_in_play"] = card_in_play
    return d


def state(**kw) -> np.ndarray:
    return GAME.from_json(doc(**kw))


def prop_state(number: int = 1, upcoming=(), **kw) -> np.ndarray:
    """A state whose card in play is Propaganda card P<number>: its Round has started (6.0)."""
    return state(cards_entry=propaganda_cards(number, upcoming), **kw)


def final_now_state(**kw) -> np.ndarray:
    """P4 played right after P3 (6.0): an extra, final Propaganda card ends the game at once (7.3)."""
    return state(cards_entry=cards(P4, played=39), **kw)


# ------------------------------------------------------------------ readers
def sp(sid: str) -> int:
    return D.SPACE_INDEX[sid]


def at(sid: str) -> int:
    """The action choosing a space."""
    return L.A_SPACE0 + D.SPACE_INDEX[sid]


def piece(s, sid: str, col: int) -> int:
    return int(L.LAYOUT.view(s, "spaces")[sp(sid), col])


def res(s) -> dict:
    return {f: int(s[L.RES + i]) for i, f in enumerate(FACTIONS)}


def eligible(s) -> list:
    return [f for i, f in enumerate(FACTIONS) if s[L.ELIG + i]]


def scalar(s, name: str) -> int:
    return int(L.LAYOUT.view(s, name)[0])


def frame(s) -> tuple:
    """(kind, faction id, p1, p2) of the pending decision."""
    return int(top(s, 0)), FACTIONS[int(top(s, 1))], int(top(s, 2)), int(top(s, 3))


def kind(s) -> int:
    return int(top(s, 0))


def who(s) -> str:
    return FACTIONS[GAME.current_player(s)]


def legal(s) -> set:
    return {int(a) for a in GAME.legal_actions(s)}


def offered(s) -> set:
    """GAME.offered_actions: the legal actions plus any whose rule is not built (none is left)."""
    return {int(a) for a in GAME.offered_actions(s)}


def current_card(s) -> int:
    return int(s[L.DECK + s[L.POS]])


def play(s, *actions) -> np.ndarray:
    for a in actions:
        GAME.step(s, a)
    return s


def pass_all(s) -> np.ndarray:
    """Every Eligible faction Passes until the card in play changes (2.3.3)."""
    pos = s[L.POS]
    while s[L.POS] == pos and kind(s) == L.FR_ACT:
        GAME.step(s, L.A_PASS)
    return s


def decline(s, kinds=(L.FR_CIVIC, L.FR_AGITATE, L.FR_EXPAT, L.FR_REDEPLOY_TROOPS, L.FR_REDEPLOY_POLICE)) -> np.ndarray:
    """Answer 'done' to each pending Propaganda decision of the given kinds (stops at any other)."""
    while not GAME.is_terminal(s) and kind(s) in kinds:
        GAME.step(s, L.A_DONE)
    return s


def margins(s) -> dict:
    return {f: int(m) for f, m in zip(FACTIONS, GAME.margins(s))}


# ------------------------------------------------------------------ Operations and Special Activities
# The first card (by number) on which each faction is 1st Eligible.
FIRST = {f: next(c for c in range(1, 49) if D.CARD_ORDER[c, 0] == i) for i, f in enumerate(D.FACTION_IDS)}


def P(col):
    """The action choosing a piece of column `col`."""
    return L.A_PIECE0 + col


def FLIP(col):
    return L.A_FLIP0 + col


def CHOICE(k):
    return L.A_CHOICE0 + k


def SA(sa):
    return L.A_SA0 + sa


def op_state(f, spaces, resources=None, **kw):
    """A position where faction f is the 1st Eligible on the card in play."""
    return state(current=FIRST[f], spaces=spaces, resources=resources or {}, **kw)


def cash(s, sid, col):
    """Cash markers held by pieces of column `col` in a space."""
    return piece(s, sid, L.CASH0 + L.CASH_HOLDERS.index(col))


def set_roll(s, value):
    """Make the next d6 rolled by the engine show `value` (the state's RNG words from a suitable seed)."""
    for seed in range(1000):
        w = np.array(seed_words(seed), dtype=np.int64)
        if roll_d6(w.copy(), 0) == value:
            s[L.RNG : L.RNG + 4] = w
            return
    raise AssertionError("no seed")


def illegal(s, a):
    """a is not offered, and the engine refuses it."""
    assert a not in legal(s)
    with pytest.raises(IllegalAction):
        GAME.step(s, a)


def next_actor(s):
    """After the Op closed: the next Eligible faction is asked (FR_ACT)."""
    assert kind(s) == L.FR_ACT
    return frame(s)[1]


def reachable(s, goal, stop, depth=4):
    """Is a position satisfying `goal` reachable by legal decisions before `stop` holds (or depth runs out)?"""
    if goal(s):
        return True
    if depth == 0 or stop(s) or GAME.is_terminal(s):
        return False
    for a in sorted(legal(s)):
        t = s.copy()
        GAME.step(t, a)
        if reachable(t, goal, stop, depth - 1):
            return True
    return False
