"""7 Events, compiled: `resolve_event` is the one entry every event play, headline and triggered opponent
event goes through; the cards' functions are in engine/twilight/events/ (dispatch.py names them).
"""
from engine.core.jit import njit
from engine.twilight.data import CARD_STARRED
from engine.twilight.events.dispatch import now, possible, settle
from engine.twilight.layout import EV_NEXT, LOC, LOC_DISCARD, LOC_REMOVED, PH_OVER, PHASE
from engine.twilight.rules.cards import event_side


@njit(cache=True)
def resolve_event(s, c, player):
    """resolve_once, then what it sets off (go_on)."""
    used = resolve_once(s, c, player)
    go_on(s)
    return used


@njit(cache=True)
def go_on(s):
    """After an event occurred or one of its steps was answered: an event it set off occurs first (run_next),
    then the steps waiting under it that have no answer end (settle), which may set off another (#67 Grain
    Sales: the USSR event of the card the US took, after its Ops)."""
    while True:
        run_next(s)
        settle(s)
        if s[EV_NEXT] == 0 or s[PHASE] == PH_OVER:
            return


@njit(cache=True, inline="always")
def run_next(s):
    """E.5: the event of a card another event sets off (#5 Five Year Plan's US card, #85 Star Wars' pick)
    occurs now, for its event player; the card stays where the setting-off event put it (a starred card
    whose event occurred leaves the game)."""
    while s[EV_NEXT] != 0 and s[PHASE] != PH_OVER:
        c = s[EV_NEXT]
        player = s[EV_NEXT + 1]
        s[EV_NEXT] = 0
        if resolve_once(s, c, player) and CARD_STARRED[c] and s[LOC + c] == LOC_DISCARD:
            s[LOC + c] = LOC_REMOVED


@njit(cache=True)
def resolve_once(s, c, player):
    """The event of card c played (or triggered) by `player`, resolved by its event player (0.2, 5.2.1);
    True if it took place (2.2.4: a starred card then leaves the game), False if it cannot occur or is
    prohibited (5.2.3-5.2.4): the card then goes to the discard pile. Its choices are FR_EVENT frames left
    on the stack, answered before the play goes on."""
    side = event_side(c, player)
    if not possible(s, c, side):
        return False
    now(s, c, side)
    settle(s)
    return True
