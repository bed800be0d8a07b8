"""What the Event tests share (tests/cuba_libre/test_events*.py): a position with an Event card in play and
its side being executed, the markers of Capabilities and Momentum, the names of answers."""
from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L
from engine.cuba_libre.game import GAME

from .helpers import CHOICE, at, doc, frame, kind, legal, piece, play, set_roll, state

U, S = L.A_EVENT_UNSHADED, L.A_EVENT_SHADED
OP = L.A_OP0
DONE = L.A_DONE
GOVT, M26, DR, SYN = D.FACTION_IDS
# Effects naming the faction of a Guerrilla placed or removed, or its kind.
CHOOSE_M26, CHOOSE_DR, CHOOSE_SYN = CHOICE(0), CHOICE(1), CHOICE(2)
UNDERGROUND, ACTIVE = CHOICE(0), CHOICE(1)
CITIES = {at("havana"), at("camaguey_city"), at("santiago_de_cuba")}
# The Capability and Momentum cards: positions testing a marker use other cards, so a marker's card can be
# in the played pile.
EFFECT_CARDS = (1, 2, 4, 5, 6, 10, 13, 18, 22, 28, 30, 43, 48)
# Positions where a marker changes an Operation (#1, #22, #43) and the describe test reads its name.
ARMORED = {"havana": {"govt": {"troops": 3}}, "oriente": {"26july": {"active": 2}}}
ATTACK = {"matanzas": {"26july": {"underground": 2}, "govt": {"troops": 2}}}
MAFIA = {"havana": {"syndicate": {"underground": 1}, "govt": {"police": 2}, "26july": {"underground": 1}}}


def ev(card, side, spaces=None, resources=None, roll=None, **kw):
    """The card in play with its 1st Eligible executing `side` (U or S); `roll`: the next die."""
    s = state(current=card, spaces=spaces or {}, resources=resources or {}, **kw)
    if roll is not None:
        set_roll(s, roll)
    return play(s, side)


def first(card):
    return D.FACTION_IDS[D.CARD_ORDER[card, 0]]


def level(s, sid):
    return piece(s, sid, L.SUPPORT)


def asking(s):
    """Is an Event decision pending?"""
    return kind(s) == L.FR_EVENT


def no_event_decision(s):
    return kind(s) != L.FR_EVENT


def guerrillas(s, sid):
    return sum(piece(s, sid, c) for c in (L.M26_U, L.M26_A, L.DR_U, L.DR_A, L.SYN_U, L.SYN_A))


def second_eligible(s, faction):
    """The card is offered to its 2nd Eligible: the Event (and its free Op) is over, nothing Laundered."""
    assert frame(s)[:3] == (L.FR_ACT, faction, 2)


def describe_all(s):
    """Every answer of the pending Event decision has a readable line (describe.py)."""
    assert "5.1 #" in GAME.describe_pending(s)
    for a in legal(s):
        assert GAME.describe_action(s, a).startswith("5.1 #")


def marker(s, card):
    return int(s[L.EFFECTS + card])


def fx_doc(current, caps=(), mom=(), played=None, **kw):
    d = doc(current=current, played=list(played if played is not None else [*caps, *mom]), **kw)
    d["capabilities"], d["momentum"] = list(caps), list(mom)
    return d


def card_where(f, position=0):
    """A card (not a Capability or Momentum card) on which faction f is at `position` of the faction order."""
    fi = D.FACTION_IDS.index(f)
    return next(c for c in range(1, 49) if D.CARD_ORDER[c, position] == fi and c not in EFFECT_CARDS)


def op_fx(f, spaces, resources=None, caps=(), mom=(), **kw):
    """f is the 1st Eligible; the markers of `caps` / `mom` are in effect (their cards played)."""
    return GAME.from_json(fx_doc(card_where(f), caps, mom, spaces=spaces, resources=resources or {}, **kw))
