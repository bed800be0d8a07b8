"""The Event card sides: which are built, how each starts, and the one dispatch from a side to its functions.

A card side is `cs = 2 x card + side` (side 0 unshaded, 1 shaded; a single Event is side 0); its compiled
functions live with its card in cards_01_12.py ... cards_37_48.py. A side either acts at once (AT_ONCE: it
is then done, or pushes its own FR_EVENT or FR_RESUME frames) or, after its at-once part if any, asks its
executing faction step 0 (ASKS): spaces (A_SPACE0 + sp) and effects (A_CHOICE0 + k) through FR_EVENT
frames, one step at a time (5.1.1: a step with no answer ends it). Every side is built (test_events.py).

The dispatch is one table, `side`: a row per side in card-number order naming the card's function for
each of its parts. It is written as branches rather than an array of functions: Numba cannot index a
tuple of different jitted functions at run time; its first-class function types (experimental in Numba
0.68) need each function compiled to one fixed signature and passed in as an argument, and call through
a pointer with no inlining: 20 million calls over 40 functions took 2.4 s that way against 0.7 s through
branches (and Numba does not cache a function taking a function argument). LLVM turns a chain of
`cs == N` tests on one integer into a jump table, so a row costs what a lookup would.
"""
import numpy as np

from engine.core.frames import pop, push, top
from engine.core.jit import njit
from engine.cuba_libre.data import N_CARDS, N_SPACES
from engine.cuba_libre.events import cards_01_12 as k01
from engine.cuba_libre.events import cards_13_24 as k13
from engine.cuba_libre.events import cards_25_36 as k25
from engine.cuba_libre.events import cards_37_48 as k37
from engine.cuba_libre.events.steps import N_CHOICES
from engine.cuba_libre.layout import A_CHOICE0, A_DONE, A_SPACE0, A_VOLUNTARY, FR_EVENT, GR_EXEC, GRANT
from engine.cuba_libre.rules import turn

# The step before a side acts: 1.4.1, a faction executing an Event may first take its own pieces off the
# map (A_VOLUNTARY, as in its Ops), then goes on (A_DONE). Asked only where that can enable a placement.
OWN_FIRST = -1

# (card, side) of every side, by card number. Capability and Momentum sides act at once: their marker is
# set by rules/events.choose_event.
AT_ONCE = ((1, 1), (2, 0), (2, 1), (4, 1), (5, 1), (6, 1), (9, 0), (9, 1), (10, 1), (11, 0), (13, 0), (14, 0),
           (14, 1), (15, 1), (17, 1), (18, 0), (19, 0), (22, 0), (22, 1), (26, 0), (28, 0), (30, 0), (34, 1),
           (35, 0), (37, 0), (37, 1), (38, 1), (39, 0), (39, 1), (40, 0), (40, 1), (41, 1), (43, 1), (45, 0),
           (45, 1), (46, 0), (46, 1), (47, 1), (48, 0), (48, 1))
ASKS = ((1, 0), (3, 0), (3, 1), (4, 0), (5, 0), (6, 0), (7, 0), (7, 1), (8, 0), (8, 1), (10, 0), (12, 0), (12, 1),
        (15, 0), (16, 0), (16, 1), (17, 0), (20, 0), (20, 1), (21, 0), (21, 1), (23, 0), (23, 1), (24, 0),
        (24, 1), (25, 0), (25, 1), (26, 1), (27, 0), (27, 1), (28, 1), (29, 0), (29, 1), (30, 1), (31, 0),
        (31, 1), (32, 0), (32, 1), (33, 0), (33, 1), (34, 0), (36, 0), (36, 1), (38, 0), (41, 0), (42, 0),
        (42, 1), (43, 0), (44, 0), (44, 1), (47, 0))
# 5.5: the sides granting a free Op (free_op.py), whose executing faction is kept in GR_EXEC.
GRANTS_OP = ((1, 0), (3, 0), (3, 1), (9, 1), (11, 0), (17, 0), (20, 0), (26, 0), (41, 1), (43, 0), (44, 0))


def _flags(sides):
    flags = np.zeros(2 * (N_CARDS + 1), dtype=np.bool_)
    for card, side in sides:
        if flags[2 * card + side]:
            raise ValueError(f"card {card} side {side} is listed twice")
        flags[2 * card + side] = True
    return flags


BUILT_AT_ONCE = _flags(AT_ONCE)
BUILT = _flags(AT_ONCE + ASKS)
GRANTS = _flags(GRANTS_OP)
# The sides whose steps are packed by steps.step_of: a next step with exactly one answer is taken at once.
SETTLES = _flags(((29, 0), (29, 1), (30, 1), (31, 0), (32, 0), (32, 1), (33, 1), (34, 0), (35, 0), (36, 0),
                  (36, 1), (38, 0), (38, 1), (42, 0), (46, 1), (47, 0)))
# The parts of a side (`side`): its at-once part, its two answer filters, applying an answer, and what
# follows the free Op it granted (5.5).
NOW, SPACE, CHOICE, APPLY, RESUME = 0, 1, 2, 3, 4


# ------------------------------------------------------------------ the table
@njit(cache=True)
def side(s, f, cs, part, step, x):
    """Part `part` of side cs: one row a side, by card number, naming the card's function for each part
    it has (x: the space or effect answered; f: the executing faction). A yes/no part returns 1 or 0, APPLY
    the next step; a part the side does not have does nothing (returns 0)."""
    if cs == 2:  # #1 Armored Cars, unshaded
        if part == CHOICE:
            return k01.c01_u_choice_ok(s, step, x)
        if part == APPLY:
            return k01.c01_u(s, step, x)
        if part == RESUME:
            k01.c01_u_resume(s, f, step)
    elif cs == 6:  # #3 Eulogio Cantillo, unshaded
        if part == SPACE:
            return k01.c03_u_ok(s, step, x)
        if part == CHOICE:
            return k01.c03_u_choice_ok(s, step, x)
        if part == APPLY:
            return k01.c03_u(s, step, x)
    elif cs == 7:  # #3 Eulogio Cantillo, shaded
        if part == SPACE:
            return k01.c03_s_ok(s, step, x)
        if part == APPLY:
            return k01.c03_s(s, step, x)
        if part == RESUME:
            k01.c03_s_resume(s, f, step)
    elif cs == 8:  # #4 S.I.M., unshaded
        if part == SPACE:
            return k01.c04_u_ok(s, step, x)
        if part == APPLY:
            return k01.c04_u(s, step, x)
    elif cs == 10:  # #5 Rolando Masferrer, unshaded
        if part == SPACE:
            return k01.c05_u_ok(s, step, x)
        if part == APPLY:
            return k01.c05_u(s, step, x)
    elif cs == 12:  # #6 Sánchez Mosquera, unshaded
        if part == SPACE:
            return k01.c06_u_ok(s, step, x)
        if part == APPLY:
            return k01.c06_u(s, step, x)
    elif cs == 14:  # #7 Election, unshaded
        if part == SPACE:
            return k01.c07_u_ok(s, step, x)
        if part == CHOICE:
            return k01.c07_u_choice_ok(s, step, x)
        if part == APPLY:
            return k01.c07_u(s, step, x)
    elif cs == 15:  # #7 Election, shaded
        if part == SPACE:
            return k01.c07_s_ok(s, step, x)
        if part == APPLY:
            return k01.c07_s(s, step, x)
    elif cs == 16:  # #8 General Strike, unshaded
        if part == NOW:
            k01.c08_u_at_once(s, f)
        if part == SPACE:
            return k01.c07_u_ok(s, step, x)
        if part == CHOICE:
            return k01.c07_u_choice_ok(s, step, x)
        if part == APPLY:
            return k01.c07_u(s, step, x)
    elif cs == 17:  # #8 General Strike, shaded
        if part == SPACE:
            return k01.c08_s_ok(s, step, x)
        if part == APPLY:
            return k01.c08_s(s, step, x)
    elif cs == 18:  # #9 Coup, unshaded
        if part == NOW:
            k01.c09_u(s, f)
    elif cs == 19:  # #9 Coup, shaded
        if part == NOW:
            k01.c09_s(s, f)
        if part == RESUME:
            k01.c09_s_resume(s, f, step)
    elif cs == 20:  # #10 MAP, unshaded
        if part == SPACE:
            return k01.c10_u_ok(s, step, x)
        if part == CHOICE:
            return k01.c10_u_choice_ok(s, step, x)
        if part == APPLY:
            return k01.c10_u(s, step, x)
    elif cs == 22:  # #11 Batista Flees
        if part == NOW:
            k01.c11_at_once(s, f)
        if part == SPACE:
            return k01.c11_ok(s, step, x)
        if part == APPLY:
            return k01.c11(s, step, x)
        if part == RESUME:
            k01.c11_resume(s, f, step)
    elif cs == 24:  # #12 BRAC, unshaded
        if part == SPACE:
            return k01.c12_u_ok(s, step, x)
        if part == CHOICE:
            return k01.c12_u_choice_ok(s, step, x)
        if part == APPLY:
            return k01.c12_u(s, step, x)
    elif cs == 25:  # #12 BRAC, shaded
        if part == SPACE:
            return k01.c12_s_ok(s, step, x)
        if part == APPLY:
            return k01.c12_s(s, step, x)
    elif cs == 28:  # #14 Operation Fisherman, unshaded
        if part == NOW:
            k13.c14_u(s, f)
    elif cs == 29:  # #14 Operation Fisherman, shaded
        if part == NOW:
            k13.c14_s(s, f)
    elif cs == 30:  # #15 Come Comrades!, unshaded
        if part == SPACE:
            return k13.c15_u_ok(s, step, x)
        if part == APPLY:
            return k13.c15_u(s, step, x)
    elif cs == 31:  # #15 Come Comrades!, shaded
        if part == NOW:
            k13.c15_s(s, f)
    elif cs == 32:  # #16 Larrazábal, unshaded
        if part == SPACE:
            return k13.c16_u_ok(s, step, x)
        if part == APPLY:
            return k13.c16_u(s, step, x)
    elif cs == 33:  # #16 Larrazábal, shaded
        if part == SPACE:
            return k13.c16_s_ok(s, step, x)
        if part == APPLY:
            return k13.c16_s(s, step, x)
    elif cs == 34:  # #17 Alberto Bayo, unshaded
        if part == CHOICE:
            return k13.c17_u_choice_ok(s, step, x)
        if part == APPLY:
            return k13.c17_u(s, step, x)
    elif cs == 35:  # #17 Alberto Bayo, shaded
        if part == NOW:
            k13.c17_s(s, f)
    elif cs == 36:  # #18 Pact of Caracas
        if part == NOW:
            k13.c18(s, f)
    elif cs == 38:  # #19 Sierra Maestra Manifesto
        if part == NOW:
            k13.c19_at_once(s, f)
        if part == SPACE:
            return k13.c19_ok(s, step, x)
        if part == CHOICE:
            return k13.c19_choice_ok(s, step, x)
        if part == APPLY:
            return k13.c19(s, step, x)
    elif cs == 40:  # #20 The Twelve, unshaded
        if part == CHOICE:
            return k13.c20_u_choice_ok(s, step, x)
        if part == APPLY:
            return k13.c20_u(s, step, x)
        if part == RESUME:
            k13.c20_u_resume(s, f, step)
    elif cs == 41:  # #20 The Twelve, shaded
        if part == SPACE:
            return k13.c20_s_ok(s, step, x)
        if part == CHOICE:
            return k13.c20_s_choice_ok(s, step, x)
        if part == APPLY:
            return k13.c20_s(s, step, x)
    elif cs == 42:  # #21 Fangio, unshaded
        if part == SPACE:
            return k13.c21_u_ok(s, step, x)
        if part == APPLY:
            return k13.c21_u(s, step, x)
    elif cs == 43:  # #21 Fangio, shaded
        if part == SPACE:
            return k13.c21_s_ok(s, step, x)
        if part == CHOICE:
            return k13.c21_s_choice_ok(s, step, x)
        if part == APPLY:
            return k13.c21_s(s, step, x)
    elif cs == 46:  # #23 Radio Rebelde, unshaded
        if part == SPACE:
            return k13.c23_u_ok(s, step, x)
        if part == APPLY:
            return k13.c23_u(s, step, x)
    elif cs == 47:  # #23 Radio Rebelde, shaded
        if part == SPACE:
            return k13.c23_s_ok(s, step, x)
        if part == APPLY:
            return k13.c23_s(s, step, x)
    elif cs == 48:  # #24 Vilma Espín, unshaded
        if part == SPACE:
            return k13.c24_u_ok(s, step, x)
        if part == APPLY:
            return k13.c24_u(s, step, x)
    elif cs == 49:  # #24 Vilma Espín, shaded
        if part == SPACE:
            return k13.c24_s_ok(s, step, x)
        if part == APPLY:
            return k13.c24_s(s, step, x)
    elif cs == 50:  # #25 Escapade, unshaded
        if part == SPACE:
            return k25.c25_u_ok(s, step, x)
        if part == APPLY:
            return k25.c25_u(s, step, x)
    elif cs == 51:  # #25 Escapade, shaded
        if part == SPACE:
            return k25.c25_s_ok(s, step, x)
        if part == APPLY:
            return k25.c25_s(s, step, x)
    elif cs == 52:  # #26 Rodríguez Loeches, unshaded
        if part == NOW:
            k25.c26_u_at_once(s, f)
        if part == SPACE:
            return k25.c26_u_ok(s, step, x)
        if part == CHOICE:
            return k25.c26_u_choice_ok(s, step, x)
        if part == APPLY:
            return k25.c26_u(s, step, x)
    elif cs == 53:  # #26 Rodríguez Loeches, shaded
        if part == SPACE:
            return k25.c26_s_ok(s, step, x)
        if part == CHOICE:
            return k25.c26_s_choice_ok(s, step, x)
        if part == APPLY:
            return k25.c26_s(s, step, x)
    elif cs == 54:  # #27 Echeverría, unshaded
        if part == NOW:
            k25.c27_u_at_once(s, f)
        if part == SPACE:
            return k25.c27_u_ok(s, step, x)
        if part == APPLY:
            return k25.c27_u(s, step, x)
    elif cs == 55:  # #27 Echeverría, shaded
        if part == NOW:
            k25.c27_s_at_once(s, f)
        if part == SPACE:
            return k25.c27_s_ok(s, step, x)
        if part == CHOICE:
            return k25.c27_s_choice_ok(s, step, x)
        if part == APPLY:
            return k25.c27_s(s, step, x)
    elif cs == 57:  # #28 Morgan, shaded
        if part == SPACE:
            return k25.c28_s_ok(s, step, x)
        if part == APPLY:
            return k25.c28_s(s, step, x)
    elif cs == 58:  # #29 Fauré Chomón, unshaded
        if part == CHOICE:
            return k25.c29_u_choice_ok(s, step, x)
        if part == APPLY:
            return k25.c29_u(s, step, x)
    elif cs == 59:  # #29 Fauré Chomón, shaded
        if part == SPACE:
            return k25.c29_s_ok(s, step, x)
        if part == CHOICE:
            return k25.c29_s_choice_ok(s, step, x)
        if part == APPLY:
            return k25.c29_s(s, step, x)
    elif cs == 61:  # #30 The Guerrilla Life, shaded
        if part == NOW:
            k25.c30_s_at_once(s, f)
        if part == SPACE:
            return k25.c30_s_ok(s, step, x)
        if part == APPLY:
            return k25.c30_s(s, step, x)
    elif cs == 62:  # #31 Escopeteros, unshaded
        if part == SPACE:
            return k25.c31_u_ok(s, step, x)
        if part == CHOICE:
            return k25.c31_u_choice_ok(s, step, x)
        if part == APPLY:
            return k25.c31_u(s, step, x)
    elif cs == 63:  # #31 Escopeteros, shaded
        if part == SPACE:
            return k25.c31_s_ok(s, step, x)
        if part == APPLY:
            return k25.c31_s(s, step, x)
    elif cs == 64:  # #32 Resistencia Cívica, unshaded
        if part == SPACE:
            return k25.c32_u_ok(s, step, x)
        if part == APPLY:
            return k25.c32_u(s, step, x)
    elif cs == 65:  # #32 Resistencia Cívica, shaded
        if part == SPACE:
            return k25.c32_s_ok(s, step, x)
        if part == APPLY:
            return k25.c32_s(s, step, x)
    elif cs == 66:  # #33 Carlos Prío, unshaded
        if part == CHOICE:
            return k25.c33_u_choice_ok(s, step, x)
        if part == APPLY:
            return k25.c33_u(s, step, x)
    elif cs == 67:  # #33 Carlos Prío, shaded
        if part == SPACE:
            return k25.c33_s_ok(s, step, x)
        if part == APPLY:
            return k25.c33_s(s, step, x)
    elif cs == 68:  # #34 US Speaking Tour, unshaded
        if part == CHOICE:
            return k25.c34_u_choice_ok(s, step, x)
        if part == APPLY:
            return k25.c34_u(s, step, x)
    elif cs == 69:  # #34 US Speaking Tour, shaded
        if part == NOW:
            k25.c34_s(s, f)
    elif cs == 70:  # #35 Defections
        if part == NOW:
            k25.c35_at_once(s, f)
        if part == SPACE:
            return k25.c35_ok(s, step, x)
        if part == CHOICE:
            return k25.c35_choice_ok(s, step, x)
        if part == APPLY:
            return k25.c35(s, step, x)
    elif cs == 72:  # #36 Eloy Gutiérrez Menoyo, unshaded
        if part == SPACE:
            return k25.c36_u_ok(s, step, x)
        if part == CHOICE:
            return k25.c36_u_choice_ok(s, step, x)
        if part == APPLY:
            return k25.c36_u(s, step, x)
    elif cs == 73:  # #36 Eloy Gutiérrez Menoyo, shaded
        if part == SPACE:
            return k25.c36_s_ok(s, step, x)
        if part == CHOICE:
            return k25.c36_s_choice_ok(s, step, x)
        if part == APPLY:
            return k25.c36_s(s, step, x)
    elif cs == 74:  # #37 Herbert Matthews, unshaded
        if part == NOW:
            k37.c37_u(s, f)
    elif cs == 75:  # #37 Herbert Matthews, shaded
        if part == NOW:
            k37.c37_s(s, f)
    elif cs == 76:  # #38 Meyer Lansky, unshaded
        if part == SPACE:
            return k37.c38_u_ok(s, step, x)
        if part == CHOICE:
            return k37.c38_u_choice_ok(s, step, x)
        if part == APPLY:
            return k37.c38_u(s, step, x)
    elif cs == 77:  # #38 Meyer Lansky, shaded
        if part == NOW:
            k37.c38_s_at_once(s, f)
        if part == SPACE:
            return k37.c38_s_ok(s, step, x)
        if part == CHOICE:
            return k37.c38_s_choice_ok(s, step, x)
        if part == APPLY:
            return k37.c38_s(s, step, x)
    elif cs == 78:  # #39 Turismo, unshaded
        if part == NOW:
            k37.c39_u(s, f)
    elif cs == 79:  # #39 Turismo, shaded
        if part == NOW:
            k37.c39_s(s, f)
    elif cs == 80:  # #40 Ambassador Smith, unshaded
        if part == NOW:
            k37.c40_u(s, f)
    elif cs == 81:  # #40 Ambassador Smith, shaded
        if part == NOW:
            k37.c40_s(s, f)
    elif cs == 82:  # #41 Fat Butcher, unshaded
        if part == SPACE:
            return k37.c41_u_ok(s, step, x)
        if part == CHOICE:
            return k37.c41_u_choice_ok(s, step, x)
        if part == APPLY:
            return k37.c41_u(s, step, x)
    elif cs == 83:  # #41 Fat Butcher, shaded
        if part == NOW:
            k37.c41_s_at_once(s, f)
        if part == SPACE:
            return k37.c41_s_ok(s, step, x)
        if part == APPLY:
            return k37.c41_s(s, step, x)
        if part == RESUME:
            k37.c41_s_resume(s, f, step)
    elif cs == 84:  # #42 Llano, unshaded
        if part == SPACE:
            return k37.c42_u_ok(s, step, x)
        if part == CHOICE:
            return k37.c42_u_choice_ok(s, step, x)
        if part == APPLY:
            return k37.c42_u(s, step, x)
    elif cs == 85:  # #42 Llano, shaded
        if part == SPACE:
            return k37.c42_s_ok(s, step, x)
        if part == APPLY:
            return k37.c42_s(s, step, x)
    elif cs == 86:  # #43 Mafia Offensive, unshaded
        if part == CHOICE:
            return k37.c43_u_choice_ok(s, step, x)
        if part == APPLY:
            return k37.c43_u(s, step, x)
    elif cs == 88:  # #44 Rebel Air Force, unshaded
        if part == SPACE:
            return k37.c44_u_ok(s, step, x)
        if part == CHOICE:
            return k37.c44_u_choice_ok(s, step, x)
        if part == APPLY:
            return k37.c44_u(s, step, x)
    elif cs == 89:  # #44 Rebel Air Force, shaded
        if part == CHOICE:
            return k37.c44_s_choice_ok(s, step, x)
        if part == APPLY:
            return k37.c44_s(s, step, x)
    elif cs == 90:  # #45 Anastasia, unshaded
        if part == NOW:
            k37.c45_u(s, f)
    elif cs == 91:  # #45 Anastasia, shaded
        if part == NOW:
            k37.c45_s(s, f)
    elif cs == 92:  # #46 Sinatra, unshaded
        if part == NOW:
            k37.c46_u(s, f)
    elif cs == 93:  # #46 Sinatra, shaded
        if part == NOW:
            k37.c46_s(s, f)
    elif cs == 94:  # #47 Pact of Miami, unshaded
        if part == NOW:
            k37.c47_u_at_once(s, f)
        if part == SPACE:
            return k37.c47_u_ok(s, step, x)
        if part == CHOICE:
            return k37.c47_u_choice_ok(s, step, x)
        if part == APPLY:
            return k37.c47_u(s, step, x)
    elif cs == 95:  # #47 Pact of Miami, shaded
        if part == NOW:
            k37.c47_s(s, f)
    elif cs == 96:  # #48 Santo Trafficante Jr, unshaded
        if part == NOW:
            k37.c48_u(s, f)
    return 0


@njit(cache=True, inline="always")
def at_once(s, f, cs):
    """What side cs does before its first question (all of it for an AT_ONCE side)."""
    if GRANTS[cs]:
        s[GRANT + GR_EXEC] = f
    side(s, f, cs, NOW, 0, 0)


@njit(cache=True)
def space_ok(s, cs, step, sp):
    """May step `step` of side cs take space sp?"""
    return side(s, -1, cs, SPACE, step, sp) != 0


@njit(cache=True, inline="always")
def choice_ok(s, cs, step, k):
    """May step `step` of side cs take effect k (A_CHOICE0 + k)?"""
    return side(s, -1, cs, CHOICE, step, k) != 0


@njit(cache=True, inline="always")
def apply(s, cs, step, x):
    """Apply step `step` of side cs with space or effect x; returns the next step (-1: done). A SETTLES
    side goes on through every next step that has exactly one answer."""
    nxt = side(s, -1, cs, APPLY, step, x)
    while SETTLES[cs] and nxt >= 0:
        n, only = answers(s, cs, nxt)
        if n != 1:
            break
        nxt = side(s, -1, cs, APPLY, nxt, only)
    return nxt


@njit(cache=True, inline="always")
def resume(s, f, cs, step):
    """5.5: side cs, executed by f, goes on at `step` once the free Op it granted is over (FR_RESUME)."""
    if GRANTS[cs]:
        s[GRANT + GR_EXEC] = f
        side(s, f, cs, RESUME, step, 0)


# ------------------------------------------------------------------ asking, answering
@njit(cache=True)
def answers(s, cs, step):
    """(how many answers step `step` of side cs accepts, the last of them)."""
    n, last = 0, -1
    for sp in range(N_SPACES):
        if space_ok(s, cs, step, sp):
            n, last = n + 1, sp
    for k in range(N_CHOICES):
        if choice_ok(s, cs, step, k):
            n, last = n + 1, k
    return n, last


@njit(cache=True)
def ask(s, f, cs, step):
    """Push the next decision of side cs, if the step has any answer (5.1.1: else as much as possible)."""
    if step >= 0 and answers(s, cs, step)[0] > 0:
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
    for k in range(N_CHOICES):
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
