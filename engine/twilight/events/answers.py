"""The answers to an event's choice (E.3), compiled: `answers(s, out)` writes the actions that answer the
top FR_EVENT frame. One loop per card over its own `eNNN_ok`, rather than one loop calling a dispatch: the
card's test is then called directly (a call through the dispatch's branches cost 5 times more, measured on
#7, when every decision of an event tests the ~200 actions). The loops are written by gen_dispatch.py."""
import numpy as np

from engine.core.frames import top
from engine.core.jit import njit
from engine.twilight.data import N_CARDS

# <imports>
from engine.twilight.events import cards_001_020 as k001
from engine.twilight.events import cards_021_040 as k021
from engine.twilight.events import cards_041_060 as k041
from engine.twilight.events import cards_061_080 as k061
from engine.twilight.events import cards_081_100 as k081
from engine.twilight.events import cards_101_110 as k101

# </imports>
from engine.twilight.events.event_ops import OPS_USE, ops_ok
from engine.twilight.layout import A_CARD0, A_DONE, A_USE0, N_ACTIONS

# The events whose steps are answered with a card (5.3 discards, picks from the discard pile or a hand): the
# only ones whose answers are looked for among the card actions.
TAKES_CARDS = np.zeros(N_CARDS + 1, dtype=np.int64)
TAKES_CARDS[[10, 32, 43, 49, 77, 85, 95, 98, 108]] = 1


@njit(cache=True)
def may_answer(c, a):
    """Action a is of a kind card c's steps take (a country, a choice, done; a card for TAKES_CARDS)."""
    return a < A_CARD0 or a >= A_DONE or (TAKES_CARDS[c] == 1 and a < A_USE0)


@njit(cache=True, inline="always")
def answers(s, out):
    """The answers to the top FR_EVENT frame, written to out; their number."""
    c, side, step = top(s, 2), top(s, 1), top(s, 3)
    n = 0
    if step >= OPS_USE:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and ops_ok(s, c, side, step, a):
                out[n] = a
                n += 1
        return n
    # <scan>
    if c == 7:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k001.e007_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 10:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k001.e010_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 14:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k001.e014_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 16:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k001.e016_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 19:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k001.e019_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 20:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k001.e020_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 22:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k021.e022_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 23:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k021.e023_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 24:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k021.e024_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 28:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k021.e028_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 29:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k021.e029_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 30:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k021.e030_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 32:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k021.e032_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 33:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k021.e033_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 36:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k021.e036_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 40:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k021.e040_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 43:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k041.e043_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 45:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k041.e045_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 46:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k041.e046_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 47:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k041.e047_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 49:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k041.e049_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 53:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k041.e053_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 56:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k041.e056_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 63:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k061.e063_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 66:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k061.e066_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 67:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k061.e067_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 70:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k061.e070_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 74:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k061.e074_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 75:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k061.e075_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 76:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k061.e076_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 77:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k061.e077_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 85:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k081.e085_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 87:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k081.e087_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 88:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k081.e088_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 94:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k081.e094_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 95:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k081.e095_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 98:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k081.e098_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 99:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k081.e099_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 100:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k081.e100_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 102:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k101.e102_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 104:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k101.e104_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 105:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k101.e105_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 106:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k101.e106_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 107:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k101.e107_ok(s, side, step, a):
                out[n] = a
                n += 1
    elif c == 108:
        for a in range(N_ACTIONS):
            if may_answer(c, a) and k101.e108_ok(s, side, step, a):
                out[n] = a
                n += 1
    # </scan>
    return n
