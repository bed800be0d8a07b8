"""Playing an event (6.2) and the opponent's event a card played for Ops triggers (6.3.2), compiled."""
from engine.core.jit import njit
from engine.labyrinth.data import (
    ASSOC_NONE,
    CARD_ASSOC,
    CARD_LAPSING,
    CARD_MARK,
    CARD_REMOVED_BY,
    REMOVE_ALWAYS,
    REMOVE_US_EVENT,
    US,
)
from engine.labyrinth.events.dispatch import precondition, run
from engine.labyrinth.layout import (
    CARD,
    EVENT_FATE,
    FIRST_PLOT,
    LAPSE,
    LOC,
    LOC_LAPSING,
    LOC_PLAY,
    LOC_REMOVED,
    MARKED,
    OP_PLOT,
    TRIGGER,
    TRIGGER_BY,
)
from engine.labyrinth.rules.sequence import opponent_event

US_ELECTION = 120


@njit(cache=True)
def event_side(card, player):
    """6.2.5, 6.3.2: an associated event is carried out by its side, an unassociated one by its player."""
    a = CARD_ASSOC[card]
    return player if a == ASSOC_NONE else a


@njit(cache=True)
def playable(s, card, side):
    """6.2.5-6.2.6: side may play the card's event now: its own or unassociated, precondition met."""
    a = CARD_ASSOC[card]
    if a != ASSOC_NONE and a != side:
        return False
    return precondition(s, card, side)


@njit(cache=True)
def fire(s, card, side):
    """The event happens, carried out by side: 6.2.7 its MARK marker or LAPSING effect, 6.2.9 its card
    removed (US-only removals: only as the US event), then its effect. 6.2.4: these hold even if nothing
    else of the event can happen. The card in play gets its place when it is finished (EVENT_FATE)."""
    if CARD_MARK[card]:
        s[MARKED + card] = 1
    fate = 0
    r = CARD_REMOVED_BY[card]
    if r == REMOVE_ALWAYS or (r == REMOVE_US_EVENT and side == US):
        fate = LOC_REMOVED
    elif CARD_LAPSING[card]:
        fate = LOC_LAPSING
        s[LAPSE + card] = 1
    if fate != 0:
        if card == s[CARD] and s[LOC + card] == LOC_PLAY:
            s[EVENT_FATE] = fate
        else:
            s[LOC + card] = fate
    run(s, card, side)


@njit(cache=True)
def triggers(s, side, card, op):
    """6.3.2: an Ops play of the opponent's event triggers it, except the turn's first Plot card (8.5.3);
    6.3.1: US Election always does."""
    if card == US_ELECTION:
        return True
    return opponent_event(side, card) and not (op == OP_PLOT and s[FIRST_PLOT] == 0)


@njit(cache=True)
def trigger_side(card, player):
    """Who carries out an event an Ops play triggers: its side (6.3.2); US Election, the player (6.3.1)."""
    return player if card == US_ELECTION else 1 - player


@njit(cache=True)
def due_after_ops(s, i, card):
    """6.3.2: the event of `card` occurs after the Ops (slot 0: the card in play; 1: the Reassessment's second
    card), if it is then still playable."""
    s[TRIGGER + i] = card


@njit(cache=True)
def fire_due(s, player):
    """Fire the next event due after the Ops, if still playable (6.3.2). False when none was due."""
    for i in range(2):
        w = s[TRIGGER + i]
        if w != 0:
            s[TRIGGER + i] = 0
            card = w % TRIGGER_BY
            side = w // TRIGGER_BY - 1 if w >= TRIGGER_BY else trigger_side(card, player)
            if precondition(s, card, side):
                fire(s, card, side)
            return True
    return False
