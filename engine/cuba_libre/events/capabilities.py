"""Capabilities (5.3) and Momentum (5.4): the sides that leave a marker in effect. The marker itself is set by rules/events.choose_event; the rules it changes consult it where they are executed (rules/effects.py).  Card sides (card, side): 1s 2u 2s 4s 5s 6s 10s 13 18 22u 22s 28u 30u 43s 48s.

Every side here acts at once: executing it only places its marker (5.3: in the Capabilities box for
the rest of the game; 5.4: beside the Government until the next Reset, 6.5), except #18 Pact of
Caracas, whose executing faction also stays Eligible for the next card.

Group protocol (engine/cuba_libre/events/dispatch.py routes a side cs = 2 x card + side to its group):
AT_ONCE / BY_SPACE / BY_CHOICE list the built (card, side) pairs; at_once(s, f, cs) acts without a
choice; space_ok / choice_ok say which answers step `step` of cs accepts; apply(s, cs, step, x) applies
one and returns the next step (-1: done).
"""
from numba import njit

from engine.cuba_libre.layout import NEXT_ELIG

# Side kinds by our card data (data/cards.csv): Momentum 1s 2s 4s 5s 6s 10s 22s; Capability the rest.
AT_ONCE = ((1, 1), (2, 0), (2, 1), (4, 1), (5, 1), (6, 1), (10, 1), (13, 0), (18, 0), (22, 0), (22, 1),
           (28, 0), (30, 0), (43, 1), (48, 1))
BY_SPACE = ()
BY_CHOICE = ()

ELIGIBLE_NEXT = 1  # NEXT_ELIG: Eligible for the next card (2.3.7 "unless the Event says otherwise")


@njit(cache=True)
def at_once(s, f, cs):
    if cs == 36:  # #18 Pact of Caracas: the executing faction stays Eligible
        s[NEXT_ELIG + f] = ELIGIBLE_NEXT


@njit(cache=True)
def space_ok(s, cs, step, sp):
    return False


@njit(cache=True)
def choice_ok(s, cs, step, k):
    return False


@njit(cache=True)
def apply(s, cs, step, x):
    return -1
