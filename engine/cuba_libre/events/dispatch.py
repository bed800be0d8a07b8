"""Which Event card sides are built, and the dispatch from a card side to its functions (compiled).

A card side is `cs = 2 x card + side` (side 0 unshaded, 1 shaded; a single Event is side 0). A side
either acts at once or asks its executing faction for spaces / one of a few effects through FR_EVENT
frames. The sides of the first batch live in tracks.py (at once) and spaces.py (by choice) and are
routed here; every later group is a module with the same protocol (see capabilities.py), routed by
OWNER. Every side is built (tests/cuba_libre/test_events.py).
"""
import numpy as np
from numba import njit

from engine.core.frames import pop, push, top
from engine.cuba_libre.data import N_CARDS, N_SPACES
from engine.cuba_libre.events import capabilities, free_ops, plain_07_27, plain_29_47
from engine.cuba_libre.events import spaces as sp_ev
from engine.cuba_libre.events import tracks as tr
from engine.cuba_libre.layout import A_CHOICE0, A_DONE, A_SPACE0, A_VOLUNTARY, FR_EVENT
from engine.cuba_libre.rules import turn

# The step before a side acts: 1.4.1, a faction executing an Event may first take its own pieces off the
# map (A_VOLUNTARY, as in its Ops), then goes on (A_DONE). Asked only where that can enable a placement.
OWN_FIRST = -1

# (card, side) of every side of the first batch, by kind.
AT_ONCE = ((9, 0), (17, 1), (39, 0), (39, 1), (14, 1), (15, 1), (34, 1), (37, 0), (37, 1), (40, 0), (40, 1), (45, 0), (45, 1), (46, 0), (47, 1), (48, 0))
BY_SPACE = ((4, 0), (5, 0), (6, 0), (26, 1), (42, 1), (7, 1), (12, 1), (16, 1), (21, 0), (23, 0), (23, 1), (24, 0), (24, 1), (25, 1), (28, 1), (31, 1))
BY_CHOICE = ((33, 0), (41, 0), (44, 1))

# The groups: OWNER[cs] is the group that built side cs (-1: not built).
G_FIRST, G_CAPABILITIES, G_FREE_OPS, G_PLAIN_07_27, G_PLAIN_29_47 = 0, 1, 2, 3, 4
_GROUPS = (
    (G_FIRST, AT_ONCE, BY_SPACE + BY_CHOICE),
    (G_CAPABILITIES, capabilities.AT_ONCE, capabilities.BY_SPACE + capabilities.BY_CHOICE),
    (G_FREE_OPS, free_ops.AT_ONCE, free_ops.BY_SPACE + free_ops.BY_CHOICE),
    (G_PLAIN_07_27, plain_07_27.AT_ONCE, plain_07_27.BY_SPACE + plain_07_27.BY_CHOICE),
    (G_PLAIN_29_47, plain_29_47.AT_ONCE, plain_29_47.BY_SPACE + plain_29_47.BY_CHOICE),
)
OWNER = np.full(2 * (N_CARDS + 1), -1, dtype=np.int64)
BUILT_AT_ONCE = np.zeros(2 * (N_CARDS + 1), dtype=np.bool_)
for _g, _at_once, _asking in _GROUPS:
    for _c, _side in _at_once + _asking:
        if OWNER[2 * _c + _side] >= 0:
            raise ValueError(f"card {_c} side {_side} is built twice")
        OWNER[2 * _c + _side] = _g
    for _c, _side in _at_once:
        BUILT_AT_ONCE[2 * _c + _side] = True
BUILT = OWNER >= 0


@njit(cache=True)
def at_once(s, f, cs):
    g = OWNER[cs]
    if g == G_CAPABILITIES:
        capabilities.at_once(s, f, cs)
    elif g == G_FREE_OPS:
        free_ops.at_once(s, f, cs)
    elif g == G_PLAIN_07_27:
        plain_07_27.at_once(s, f, cs)
    elif g == G_PLAIN_29_47:
        plain_29_47.at_once(s, f, cs)
    elif cs == 18:  # #9 unshaded
        tr.c09_u(s, f)
    elif cs == 35:  # #17 shaded
        tr.c17_s(s, f)
    elif cs == 78:  # #39 unshaded
        tr.c39_u(s, f)
    elif cs == 79:  # #39 shaded
        tr.c39_s(s, f)
    elif cs == 29:  # #14 shaded
        tr.c14_s(s, f)
    elif cs == 31:  # #15 shaded
        tr.c15_s(s, f)
    elif cs == 69:  # #34 shaded
        tr.c34_s(s, f)
    elif cs == 74:  # #37 unshaded
        tr.c37_u(s, f)
    elif cs == 75:  # #37 shaded
        tr.c37_s(s, f)
    elif cs == 80:  # #40 unshaded
        tr.c40_u(s, f)
    elif cs == 81:  # #40 shaded
        tr.c40_s(s, f)
    elif cs == 90:  # #45 unshaded
        tr.c45_u(s, f)
    elif cs == 91:  # #45 shaded
        tr.c45_s(s, f)
    elif cs == 92:  # #46 unshaded
        tr.c46_u(s, f)
    elif cs == 95:  # #47 shaded
        tr.c47_s(s, f)
    elif cs == 96:  # #48 unshaded
        tr.c48_u(s, f)


@njit(cache=True)
def space_ok(s, cs, step, sp):
    """May step `step` of side cs take space sp?"""
    g = OWNER[cs]
    if g == G_CAPABILITIES:
        return capabilities.space_ok(s, cs, step, sp)
    if g == G_FREE_OPS:
        return free_ops.space_ok(s, cs, step, sp)
    if g == G_PLAIN_07_27:
        return plain_07_27.space_ok(s, cs, step, sp)
    if g == G_PLAIN_29_47:
        return plain_29_47.space_ok(s, cs, step, sp)
    if cs == 8:  # #4 unshaded
        return sp_ev.c04_u_ok(s, step, sp)
    if cs == 10:  # #5 unshaded
        return sp_ev.c05_u_ok(s, step, sp)
    if cs == 53:  # #26 shaded
        return sp_ev.c26_s_ok(s, step, sp)
    if cs == 85:  # #42 shaded
        return sp_ev.c42_s_ok(s, step, sp)
    if cs == 12:  # #6 unshaded
        return sp_ev.c06_u_ok(s, step, sp)
    if cs == 15:  # #7 shaded
        return sp_ev.c07_s_ok(s, step, sp)
    if cs == 25:  # #12 shaded
        return sp_ev.c12_s_ok(s, step, sp)
    if cs == 33:  # #16 shaded
        return sp_ev.c16_s_ok(s, step, sp)
    if cs == 42:  # #21 unshaded
        return sp_ev.c21_u_ok(s, step, sp)
    if cs == 46:  # #23 unshaded
        return sp_ev.c23_u_ok(s, step, sp)
    if cs == 47:  # #23 shaded
        return sp_ev.c23_s_ok(s, step, sp)
    if cs == 48:  # #24 unshaded
        return sp_ev.c24_u_ok(s, step, sp)
    if cs == 49:  # #24 shaded
        return sp_ev.c24_s_ok(s, step, sp)
    if cs == 51:  # #25 shaded
        return sp_ev.c25_s_ok(s, step, sp)
    if cs == 57:  # #28 shaded
        return sp_ev.c28_s_ok(s, step, sp)
    if cs == 63:  # #31 shaded
        return sp_ev.c31_s_ok(s, step, sp)
    if cs == 82:  # #41 unshaded
        return sp_ev.c41_u_ok(s, step, sp)
    return False


@njit(cache=True)
def choice_ok(s, cs, step, k):
    """May step `step` of side cs take effect k (A_CHOICE0 + k)?"""
    g = OWNER[cs]
    if g == G_CAPABILITIES:
        return capabilities.choice_ok(s, cs, step, k)
    if g == G_FREE_OPS:
        return free_ops.choice_ok(s, cs, step, k)
    if g == G_PLAIN_07_27:
        return plain_07_27.choice_ok(s, cs, step, k)
    if g == G_PLAIN_29_47:
        return plain_29_47.choice_ok(s, cs, step, k)
    if cs == 66 or cs == 89:  # #33 unshaded: DR or 26July gains; #44 shaded: 26July or DR pays
        return step == 0 and k < 2
    if cs == 53:  # #26 shaded: which kind of DR Guerrilla, once the chosen space has both
        return step >= 100 and k < 2
    if cs == 82:  # #41 unshaded: close an open Casino (if any) or Aid -8
        if step != 0:
            return False
        if k == 0:
            for sp in range(N_SPACES):
                if sp_ev.c41_u_ok(s, 1, sp):
                    return True
            return False
        return k == 1
    return False


@njit(cache=True)
def apply(s, cs, step, x):
    """Apply step `step` of side cs with space or effect x; returns the next step (-1: done)."""
    g = OWNER[cs]
    if g == G_CAPABILITIES:
        return capabilities.apply(s, cs, step, x)
    if g == G_FREE_OPS:
        return free_ops.apply(s, cs, step, x)
    if g == G_PLAIN_07_27:
        return plain_07_27.apply(s, cs, step, x)
    if g == G_PLAIN_29_47:
        return plain_29_47.apply(s, cs, step, x)
    if cs == 8:  # #4 unshaded
        return sp_ev.c04_u(s, step, x)
    if cs == 10:  # #5 unshaded
        return sp_ev.c05_u(s, step, x)
    if cs == 53:  # #26 shaded
        return sp_ev.c26_s(s, step, x)
    if cs == 85:  # #42 shaded
        return sp_ev.c42_s(s, step, x)
    if cs == 89:  # #44 shaded
        return sp_ev.c44_s(s, step, x)
    if cs == 12:  # #6 unshaded
        return sp_ev.c06_u(s, step, x)
    if cs == 15:  # #7 shaded
        return sp_ev.c07_s(s, step, x)
    if cs == 25:  # #12 shaded
        return sp_ev.c12_s(s, step, x)
    if cs == 33:  # #16 shaded
        return sp_ev.c16_s(s, step, x)
    if cs == 42:  # #21 unshaded
        return sp_ev.c21_u(s, step, x)
    if cs == 46:  # #23 unshaded
        return sp_ev.c23_u(s, step, x)
    if cs == 47:  # #23 shaded
        return sp_ev.c23_s(s, step, x)
    if cs == 48:  # #24 unshaded
        return sp_ev.c24_u(s, step, x)
    if cs == 49:  # #24 shaded
        return sp_ev.c24_s(s, step, x)
    if cs == 51:  # #25 shaded
        return sp_ev.c25_s(s, step, x)
    if cs == 57:  # #28 shaded
        return sp_ev.c28_s(s, step, x)
    if cs == 63:  # #31 shaded
        return sp_ev.c31_s(s, step, x)
    if cs == 66:  # #33 unshaded
        return sp_ev.c33_u(s, step, x)
    return sp_ev.c41_u(s, step, x)  # #41 unshaded


@njit(cache=True)
def answerable(s, cs, step):
    for sp in range(N_SPACES):
        if space_ok(s, cs, step, sp):
            return True
    for k in range(4):
        if choice_ok(s, cs, step, k):
            return True
    return False


@njit(cache=True)
def ask(s, f, cs, step):
    """Push the next decision of side cs, if the step has any answer (5.1.1: else as much as possible)."""
    if step >= 0 and answerable(s, cs, step):
        push(s, FR_EVENT, f, cs, step)


@njit(cache=True)
def start(s, f, cs):
    at_once(s, f, cs)
    if not BUILT_AT_ONCE[cs]:
        ask(s, f, cs, 0)


@njit(cache=True)
def begin(s, f, cs):
    """f executes side cs: first the 1.4.1 step where it can help (OWN_FIRST), else at once."""
    if turn.voluntary_useful(s, f):
        push(s, FR_EVENT, f, cs, OWN_FIRST)
    else:
        start(s, f, cs)


@njit(cache=True)
def resume(s, f, cs, step):
    """5.5: side cs, executed by f, goes on at `step` once the free Op it granted is over (FR_RESUME)."""
    if OWNER[cs] == G_FREE_OPS:
        free_ops.resume(s, f, cs, step)


@njit(cache=True)
def collect(s, out, cs, step):
    n = 0
    if step == OWN_FIRST:
        if turn.voluntary_useful(s, top(s, 1)):
            out[n] = A_VOLUNTARY
            n += 1
        out[n] = A_DONE
        return n + 1
    for sp in range(N_SPACES):
        if space_ok(s, cs, step, sp):
            out[n] = A_SPACE0 + sp
            n += 1
    for k in range(4):
        if choice_ok(s, cs, step, k):
            out[n] = A_CHOICE0 + k
            n += 1
    return n


@njit(cache=True)
def answer(s, f, cs, step, a):
    if step == OWN_FIRST:
        if a == A_VOLUNTARY:
            turn.start_voluntary(s, f)  # then this step again
        else:
            pop(s)
            start(s, f, cs)
        return
    pop(s)
    x = a - A_CHOICE0 if a >= A_CHOICE0 else a - A_SPACE0
    ask(s, f, cs, apply(s, cs, step, x))

