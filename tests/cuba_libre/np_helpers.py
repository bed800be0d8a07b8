"""Positions and drivers for the chapter 8 Non-player tests.

`syn_state` puts the Non-player Syndicate 2nd Eligible on a card after the 1st Eligible's Operation:
no Event is possible (2.3.4), so the flowchart alone decides, and as a Non-player its Op is not limited
(8.1). `np_turn` lets the policy answer until the faction's turn is over and returns the branches taken.
"""
from __future__ import annotations

from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L
from engine.cuba_libre.game import GAME
from engine.cuba_libre.nonplayer import trace as T
from engine.cuba_libre.nonplayer.policy import np_action

from .helpers import sp, state

GOVT, M26, DR, SYN = D.FACTION_IDS
NP_SYN = [GOVT, M26, DR]  # the players: the Syndicate is the Non-player
# A card on which the Syndicate is 2nd in the faction order, and the faction before it.
SYN_SECOND = next(c for c in range(1, 49) if D.CARD_ORDER[c, 1] == D.SYN)
SYN_SECOND_FIRST = D.FACTION_IDS[int(D.CARD_ORDER[SYN_SECOND, 0])]


def syn_state(spaces, resources=None, players=None, **kw):
    r = {SYN: 0} | (resources or {})
    return state(current=SYN_SECOND, spaces=spaces, resources=r, players=NP_SYN if players is None else players,
                 card_in_play={"executed": [SYN_SECOND_FIRST], "first_action": "op"}, **kw)


NP_DR = [GOVT, M26, SYN]  # the players: the Directorio is the Non-player
DR_SECOND = next(c for c in range(1, 49) if D.CARD_ORDER[c, 1] == D.DR)
DR_SECOND_FIRST = D.FACTION_IDS[int(D.CARD_ORDER[DR_SECOND, 0])]


def dr_state(spaces, resources=None, players=None, **kw):
    """The Non-player Directorio 2nd Eligible after the 1st Eligible's Op."""
    r = {DR: 0} | (resources or {})
    return state(current=DR_SECOND, spaces=spaces, resources=r, players=NP_DR if players is None else players,
                 card_in_play={"executed": [DR_SECOND_FIRST], "first_action": "op"}, **kw)


NP_M26 = [GOVT, DR, SYN]  # the players: 26July is the Non-player
M26_SECOND = next(c for c in range(1, 49) if D.CARD_ORDER[c, 1] == D.M26)
M26_SECOND_FIRST = D.FACTION_IDS[int(D.CARD_ORDER[M26_SECOND, 0])]


def m26_state(spaces, resources=None, players=None, **kw):
    """The Non-player 26July 2nd Eligible after the 1st Eligible's Op."""
    r = {M26: 0} | (resources or {})
    return state(current=M26_SECOND, spaces=spaces, resources=r, players=NP_M26 if players is None else players,
                 card_in_play={"executed": [M26_SECOND_FIRST], "first_action": "op"}, **kw)


NP_GOVT = [M26, DR, SYN]  # the players: the Government is the Non-player
GOVT_SECOND = next(c for c in range(1, 49) if D.CARD_ORDER[c, 1] == D.GOVT)
GOVT_SECOND_FIRST = D.FACTION_IDS[int(D.CARD_ORDER[GOVT_SECOND, 0])]


def govt_state(spaces, resources=None, players=None, **kw):
    """The Non-player Government 2nd Eligible after the 1st Eligible's Op."""
    r = {GOVT: 0} | (resources or {})
    return state(current=GOVT_SECOND, spaces=spaces, resources=r, players=NP_GOVT if players is None else players,
                 card_in_play={"executed": [GOVT_SECOND_FIRST], "first_action": "op"}, **kw)


def decide(s):
    """(action, [(code, arg), ...]) of the Non-player to move; the state is left as it was."""
    tr = T.new_trace()
    before = s.copy()
    a = int(np_action(s, tr))
    assert (before == s).all(), "np_action must not change the state"
    return a, [(int(tr[1 + 2 * i]), int(tr[2 + 2 * i])) for i in range(int(tr[0]))]


def np_turn(s, faction=D.SYN, limit=200):
    """Let the Non-player answer while `faction` is to move on the card in play; returns the branches."""
    notes = []
    pos = s[L.POS]
    for _ in range(limit):
        if GAME.is_terminal(s) or GAME.current_player(s) != faction or s[L.POS] != pos:
            return notes
        a, n = decide(s)
        assert a in {int(x) for x in GAME.legal_actions(s)}
        notes += n
        GAME.step(s, a)
    raise AssertionError("the Non-player did not finish its turn")


def codes(notes):
    return [c for c, _ in notes]


def noted(notes, code, space=None):
    return any(c == code and (space is None or a == sp(space)) for c, a in notes)


SECOND = {SYN: (SYN_SECOND, SYN_SECOND_FIRST, NP_SYN), DR: (DR_SECOND, DR_SECOND_FIRST, NP_DR),
          M26: (M26_SECOND, M26_SECOND_FIRST, NP_M26), GOVT: (GOVT_SECOND, GOVT_SECOND_FIRST, NP_GOVT)}


def fx_state(faction, spaces, resources=None, caps=(), mom=(), players=None, options=None):
    """The Non-player `faction` 2nd Eligible after the 1st Eligible's Op (as syn_state ...), with the
    Capabilities `caps` and Momentum `mom` in effect (their cards in the played pile, 5.3 / 5.4)."""
    from .helpers import cards, doc

    faction = faction if isinstance(faction, str) else D.FACTION_IDS[faction]
    card, first, np_players = SECOND[faction]
    played = [c for c in (*caps, *mom) if c not in (card, first)]
    d = doc(spaces=spaces, resources={faction: 0} | (resources or {}), players=np_players if players is None else players,
            cards_entry=cards(card, played=played), card_in_play={"executed": [first], "first_action": "op"},
            options=options)
    if caps:
        d["capabilities"] = list(caps)
    if mom:
        d["momentum"] = list(mom)
    return GAME.from_json(d)
