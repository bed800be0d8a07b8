"""Plain Event sides of cards 29-47 (pieces, markers and tracks).  Card sides: 29u 29s 30s 31u 32u 32s 33s 34u 35 36u 36s 38u 38s 42u 46s 47u.

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
