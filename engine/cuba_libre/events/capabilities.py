"""Capabilities (5.3) and Momentum (5.4): the sides that leave a marker in effect. The marker itself is set by rules/events.choose_event; the rules it changes consult it where they are executed (rules/effects.py).  Card sides (card, side): 1s 2u 2s 4s 5s 6s 10s 13 18 22u 22s 28u 30u 43s 48s.

Group protocol (engine/cuba_libre/events/dispatch.py routes a side cs = 2 x card + side to its group):
AT_ONCE / BY_SPACE / BY_CHOICE list the built (card, side) pairs; at_once(s, f, cs) acts without a
choice; space_ok / choice_ok say which answers step `step` of cs accepts; apply(s, cs, step, x) applies
one and returns the next step (-1: done).
"""
from numba import njit

AT_ONCE = ()
BY_SPACE = ()
BY_CHOICE = ()


@njit(cache=True)
def at_once(s, f, cs):
    return


@njit(cache=True)
def space_ok(s, cs, step, sp):
    return False


@njit(cache=True)
def choice_ok(s, cs, step, k):
    return False


@njit(cache=True)
def apply(s, cs, step, x):
    return -1
