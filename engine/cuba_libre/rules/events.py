"""Chapter 5: executing an Event (5.1), dual use (5.2), Capabilities (5.3) and Momentum (5.4) markers.
The card sides themselves live in engine/cuba_libre/events/."""
from numba import njit

from engine.cuba_libre.data import CAPABILITY, CARD_SIDES, MOMENTUM
from engine.cuba_libre.events import dispatch
from engine.cuba_libre.layout import (
    EFFECTS,
    FA_EVENT,
)
from engine.cuba_libre.rules.operations import clear_op
from engine.cuba_libre.rules.sequence import current_card, execute


@njit(cache=True)
def side_built(card, side):
    return dispatch.BUILT[2 * card + side]


@njit(cache=True)
def choose_event(s, f, side):
    """2.3.4 / 5.2: the Eligible faction executes one side of the card in play; a Capability (5.3) or
    Momentum (5.4) side leaves its marker in effect (EFFECTS: 1 unshaded, 2 shaded)."""
    execute(s, f, FA_EVENT)
    clear_op(s)
    card = current_card(s)
    if CARD_SIDES[card, side] == CAPABILITY or CARD_SIDES[card, side] == MOMENTUM:
        s[EFFECTS + card] = side + 1
    dispatch.start(s, f, 2 * card + side)
