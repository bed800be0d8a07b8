"""Chapter 5: executing an Event (5.1), dual use (5.2), Capabilities (5.3) and Momentum (5.4) markers.
The card sides themselves live in engine/cuba_libre/events/."""
from engine.core.jit import njit
from engine.cuba_libre.data import CAPABILITY, CARD_SIDES, MOMENTUM, N_CARDS
from engine.cuba_libre.events import dispatch
from engine.cuba_libre.layout import (
    EFFECTS,
    ELIG,
    FA_EVENT,
    N_FACTIONS,
    NEXT_ELIG,
    SP,
    STACK_N,
)
from engine.cuba_libre.rules.operations import clear_op
from engine.cuba_libre.rules.sequence import current_card, execute


@njit(cache=True)
def choose_event(s, f, side):
    """2.3.4 / 5.2: the Eligible faction executes one side of the card in play; a Capability (5.3) or
    Momentum (5.4) side leaves its marker in effect (EFFECTS: 1 unshaded, 2 shaded)."""
    execute(s, f, FA_EVENT)
    clear_op(s)
    card = current_card(s)
    if CARD_SIDES[card, side] == CAPABILITY or CARD_SIDES[card, side] == MOMENTUM:
        s[EFFECTS + card] = side + 1
    dispatch.begin(s, f, 2 * card + side)


@njit(cache=True)
def board_differs(s, t):
    """Pieces, markers, Resources, Aid, US Alliance (SP up to ELIG), lasting effects and next-card
    Eligibility: what an Event can change, leaving out the bookkeeping of who acted."""
    for i in range(SP, ELIG):
        if s[i] != t[i]:
            return True
    for i in range(N_CARDS + 1):
        if s[EFFECTS + i] != t[EFFECTS + i]:
            return True
    for i in range(N_FACTIONS):
        if s[NEXT_ELIG + i] != t[NEXT_ELIG + i]:
            return True
    return False


@njit(cache=True)
def event_effective(s, f, side):
    """5.1.1 / 8.1: would f executing `side` of the card in play have any effect now? A Capability or
    Momentum always does (its marker); any other built side does when, on a copy of the state, its
    at-once part changes the board or it asks a decision that has an answer (every asked step has one,
    dispatch.ask)."""
    card = current_card(s)
    if CARD_SIDES[card, side] == CAPABILITY or CARD_SIDES[card, side] == MOMENTUM:
        return True
    t = s.copy()
    depth = t[STACK_N]
    dispatch.start(t, f, 2 * card + side)
    return t[STACK_N] > depth or board_differs(s, t)
