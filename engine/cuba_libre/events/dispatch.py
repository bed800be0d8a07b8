"""The Event card sides: which are built, how each starts, and the one dispatch from a side to its functions.

A card side is `cs = 2 x card + side` (side 0 unshaded, 1 shaded; a single Event is side 0). Its compiled
functions live with its card, by card number: cards_01_12.py, cards_13_24.py, cards_25_36.py,
cards_37_48.py. A side either acts at once (AT_ONCE: it is then done, or pushes its own FR_EVENT or
FR_RESUME frames) or, after its at-once part if any, asks its executing faction step 0 (ASKS): spaces
(A_SPACE0 + sp) and effects (A_CHOICE0 + k) through FR_EVENT frames, one step at a time (5.1.1: a step
with no answer is skipped). Every side is built (tests/cuba_libre/test_events.py).

The dispatch is one table in card-number order: each of at_once, space_ok, choice_ok, apply and resume
has one flat branch per side that has that part, calling the card's function. Branches, not an array of
functions: Numba cannot index a tuple of different functions at run time, and its first-class function
types call through a pointer (no inlining) with every function compiled to one fixed signature; LLVM turns
a chain of `cs == N` tests on one integer into a jump table, so the branches cost what a table lookup would.
"""
import numpy as np
from numba import njit

from engine.core.frames import pop, push, top
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


# ------------------------------------------------------------------ the table
@njit(cache=True)
def at_once(s, f, cs):
    """What side cs does before its first question (all of it for an AT_ONCE side)."""
    if GRANTS[cs]:
        s[GRANT + GR_EXEC] = f
    if cs == 16:  # #8 General Strike, unshaded
        k01.c08_u_at_once(s, f)
    elif cs == 18:  # #9 Coup, unshaded
        k01.c09_u(s, f)
    elif cs == 19:  # #9 Coup, shaded
        k01.c09_s(s, f)
    elif cs == 22:  # #11 Batista Flees
        k01.c11_at_once(s, f)
    elif cs == 28:  # #14 Operation Fisherman, unshaded
        k13.c14_u(s, f)
    elif cs == 29:  # #14 Operation Fisherman, shaded
        k13.c14_s(s, f)
    elif cs == 31:  # #15 Come Comrades!, shaded
        k13.c15_s(s, f)
    elif cs == 35:  # #17 Alberto Bayo, shaded
        k13.c17_s(s, f)
    elif cs == 36:  # #18 Pact of Caracas
        k13.c18(s, f)
    elif cs == 38:  # #19 Sierra Maestra Manifesto
        k13.c19_at_once(s, f)
    elif cs == 52:  # #26 Rodríguez Loeches, unshaded
        k25.c26_u_at_once(s, f)
    elif cs == 54:  # #27 Echeverría, unshaded
        k25.c27_u_at_once(s, f)
    elif cs == 55:  # #27 Echeverría, shaded
        k25.c27_s_at_once(s, f)
    elif cs == 61:  # #30 The Guerrilla Life, shaded
        k25.c30_s_at_once(s, f)
    elif cs == 69:  # #34 US Speaking Tour, shaded
        k25.c34_s(s, f)
    elif cs == 70:  # #35 Defections
        k25.c35_at_once(s, f)
    elif cs == 74:  # #37 Herbert Matthews, unshaded
        k37.c37_u(s, f)
    elif cs == 75:  # #37 Herbert Matthews, shaded
        k37.c37_s(s, f)
    elif cs == 77:  # #38 Meyer Lansky, shaded
        k37.c38_s_at_once(s, f)
    elif cs == 78:  # #39 Turismo, unshaded
        k37.c39_u(s, f)
    elif cs == 79:  # #39 Turismo, shaded
        k37.c39_s(s, f)
    elif cs == 80:  # #40 Ambassador Smith, unshaded
        k37.c40_u(s, f)
    elif cs == 81:  # #40 Ambassador Smith, shaded
        k37.c40_s(s, f)
    elif cs == 83:  # #41 Fat Butcher, shaded
        k37.c41_s_at_once(s, f)
    elif cs == 90:  # #45 Anastasia, unshaded
        k37.c45_u(s, f)
    elif cs == 91:  # #45 Anastasia, shaded
        k37.c45_s(s, f)
    elif cs == 92:  # #46 Sinatra, unshaded
        k37.c46_u(s, f)
    elif cs == 93:  # #46 Sinatra, shaded
        k37.c46_s(s, f)
    elif cs == 94:  # #47 Pact of Miami, unshaded
        k37.c47_u_at_once(s, f)
    elif cs == 95:  # #47 Pact of Miami, shaded
        k37.c47_s(s, f)
    elif cs == 96:  # #48 Santo Trafficante Jr, unshaded
        k37.c48_u(s, f)


@njit(cache=True)
def space_ok(s, cs, step, sp):
    """May step `step` of side cs take space sp?"""
    if cs == 6:  # #3 Eulogio Cantillo, unshaded
        return k01.c03_u_ok(s, step, sp)
    if cs == 7:  # #3 Eulogio Cantillo, shaded
        return k01.c03_s_ok(s, step, sp)
    if cs == 8:  # #4 S.I.M., unshaded
        return k01.c04_u_ok(s, step, sp)
    if cs == 10:  # #5 Rolando Masferrer, unshaded
        return k01.c05_u_ok(s, step, sp)
    if cs == 12:  # #6 Sánchez Mosquera, unshaded
        return k01.c06_u_ok(s, step, sp)
    if cs == 14:  # #7 Election, unshaded
        return k01.c07_u_ok(s, step, sp)
    if cs == 15:  # #7 Election, shaded
        return k01.c07_s_ok(s, step, sp)
    if cs == 16:  # #8 General Strike, unshaded
        return k01.c07_u_ok(s, step, sp)
    if cs == 17:  # #8 General Strike, shaded
        return k01.c08_s_ok(s, step, sp)
    if cs == 20:  # #10 MAP, unshaded
        return k01.c10_u_ok(s, step, sp)
    if cs == 22:  # #11 Batista Flees
        return k01.c11_ok(s, step, sp)
    if cs == 24:  # #12 BRAC, unshaded
        return k01.c12_u_ok(s, step, sp)
    if cs == 25:  # #12 BRAC, shaded
        return k01.c12_s_ok(s, step, sp)
    if cs == 30:  # #15 Come Comrades!, unshaded
        return k13.c15_u_ok(s, step, sp)
    if cs == 32:  # #16 Larrazábal, unshaded
        return k13.c16_u_ok(s, step, sp)
    if cs == 33:  # #16 Larrazábal, shaded
        return k13.c16_s_ok(s, step, sp)
    if cs == 38:  # #19 Sierra Maestra Manifesto
        return k13.c19_ok(s, step, sp)
    if cs == 41:  # #20 The Twelve, shaded
        return k13.c20_s_ok(s, step, sp)
    if cs == 42:  # #21 Fangio, unshaded
        return k13.c21_u_ok(s, step, sp)
    if cs == 43:  # #21 Fangio, shaded
        return k13.c21_s_ok(s, step, sp)
    if cs == 46:  # #23 Radio Rebelde, unshaded
        return k13.c23_u_ok(s, step, sp)
    if cs == 47:  # #23 Radio Rebelde, shaded
        return k13.c23_s_ok(s, step, sp)
    if cs == 48:  # #24 Vilma Espín, unshaded
        return k13.c24_u_ok(s, step, sp)
    if cs == 49:  # #24 Vilma Espín, shaded
        return k13.c24_s_ok(s, step, sp)
    if cs == 50:  # #25 Escapade, unshaded
        return k25.c25_u_ok(s, step, sp)
    if cs == 51:  # #25 Escapade, shaded
        return k25.c25_s_ok(s, step, sp)
    if cs == 52:  # #26 Rodríguez Loeches, unshaded
        return k25.c26_u_ok(s, step, sp)
    if cs == 53:  # #26 Rodríguez Loeches, shaded
        return k25.c26_s_ok(s, step, sp)
    if cs == 54:  # #27 Echeverría, unshaded
        return k25.c27_u_ok(s, step, sp)
    if cs == 55:  # #27 Echeverría, shaded
        return k25.c27_s_ok(s, step, sp)
    if cs == 57:  # #28 Morgan, shaded
        return k25.c28_s_ok(s, step, sp)
    if cs == 59:  # #29 Fauré Chomón, shaded
        return k25.c29_s_ok(s, step, sp)
    if cs == 61:  # #30 The Guerrilla Life, shaded
        return k25.c30_s_ok(s, step, sp)
    if cs == 62:  # #31 Escopeteros, unshaded
        return k25.c31_u_ok(s, step, sp)
    if cs == 63:  # #31 Escopeteros, shaded
        return k25.c31_s_ok(s, step, sp)
    if cs == 64:  # #32 Resistencia Cívica, unshaded
        return k25.c32_u_ok(s, step, sp)
    if cs == 65:  # #32 Resistencia Cívica, shaded
        return k25.c32_s_ok(s, step, sp)
    if cs == 67:  # #33 Carlos Prío, shaded
        return k25.c33_s_ok(s, step, sp)
    if cs == 70:  # #35 Defections
        return k25.c35_ok(s, step, sp)
    if cs == 72:  # #36 Eloy Gutiérrez Menoyo, unshaded
        return k25.c36_u_ok(s, step, sp)
    if cs == 73:  # #36 Eloy Gutiérrez Menoyo, shaded
        return k25.c36_s_ok(s, step, sp)
    if cs == 76:  # #38 Meyer Lansky, unshaded
        return k37.c38_u_ok(s, step, sp)
    if cs == 77:  # #38 Meyer Lansky, shaded
        return k37.c38_s_ok(s, step, sp)
    if cs == 82:  # #41 Fat Butcher, unshaded
        return k37.c41_u_ok(s, step, sp)
    if cs == 83:  # #41 Fat Butcher, shaded
        return k37.c41_s_ok(s, step, sp)
    if cs == 84:  # #42 Llano, unshaded
        return k37.c42_u_ok(s, step, sp)
    if cs == 85:  # #42 Llano, shaded
        return k37.c42_s_ok(s, step, sp)
    if cs == 88:  # #44 Rebel Air Force, unshaded
        return k37.c44_u_ok(s, step, sp)
    if cs == 94:  # #47 Pact of Miami, unshaded
        return k37.c47_u_ok(s, step, sp)
    return False


@njit(cache=True)
def choice_ok(s, cs, step, k):
    """May step `step` of side cs take effect k (A_CHOICE0 + k)?"""
    if cs == 2:  # #1 Armored Cars, unshaded
        return k01.c01_u_choice_ok(s, step, k)
    if cs == 6:  # #3 Eulogio Cantillo, unshaded
        return k01.c03_u_choice_ok(s, step, k)
    if cs == 14:  # #7 Election, unshaded
        return k01.c07_u_choice_ok(s, step, k)
    if cs == 16:  # #8 General Strike, unshaded
        return k01.c07_u_choice_ok(s, step, k)
    if cs == 20:  # #10 MAP, unshaded
        return k01.c10_u_choice_ok(s, step, k)
    if cs == 24:  # #12 BRAC, unshaded
        return k01.c12_u_choice_ok(s, step, k)
    if cs == 34:  # #17 Alberto Bayo, unshaded
        return k13.c17_u_choice_ok(s, step, k)
    if cs == 38:  # #19 Sierra Maestra Manifesto
        return k13.c19_choice_ok(s, step, k)
    if cs == 40:  # #20 The Twelve, unshaded
        return k13.c20_u_choice_ok(s, step, k)
    if cs == 41:  # #20 The Twelve, shaded
        return k13.c20_s_choice_ok(s, step, k)
    if cs == 43:  # #21 Fangio, shaded
        return k13.c21_s_choice_ok(s, step, k)
    if cs == 52:  # #26 Rodríguez Loeches, unshaded
        return k25.c26_u_choice_ok(s, step, k)
    if cs == 53:  # #26 Rodríguez Loeches, shaded
        return k25.c26_s_choice_ok(s, step, k)
    if cs == 55:  # #27 Echeverría, shaded
        return k25.c27_s_choice_ok(s, step, k)
    if cs == 58:  # #29 Fauré Chomón, unshaded
        return k25.c29_u_choice_ok(s, step, k)
    if cs == 59:  # #29 Fauré Chomón, shaded
        return k25.c29_s_choice_ok(s, step, k)
    if cs == 62:  # #31 Escopeteros, unshaded
        return k25.c31_u_choice_ok(s, step, k)
    if cs == 66:  # #33 Carlos Prío, unshaded
        return k25.c33_u_choice_ok(s, step, k)
    if cs == 68:  # #34 US Speaking Tour, unshaded
        return k25.c34_u_choice_ok(s, step, k)
    if cs == 70:  # #35 Defections
        return k25.c35_choice_ok(s, step, k)
    if cs == 72:  # #36 Eloy Gutiérrez Menoyo, unshaded
        return k25.c36_u_choice_ok(s, step, k)
    if cs == 73:  # #36 Eloy Gutiérrez Menoyo, shaded
        return k25.c36_s_choice_ok(s, step, k)
    if cs == 76:  # #38 Meyer Lansky, unshaded
        return k37.c38_u_choice_ok(s, step, k)
    if cs == 77:  # #38 Meyer Lansky, shaded
        return k37.c38_s_choice_ok(s, step, k)
    if cs == 82:  # #41 Fat Butcher, unshaded
        return k37.c41_u_choice_ok(s, step, k)
    if cs == 84:  # #42 Llano, unshaded
        return k37.c42_u_choice_ok(s, step, k)
    if cs == 86:  # #43 Mafia Offensive, unshaded
        return k37.c43_u_choice_ok(s, step, k)
    if cs == 88:  # #44 Rebel Air Force, unshaded
        return k37.c44_u_choice_ok(s, step, k)
    if cs == 89:  # #44 Rebel Air Force, shaded
        return k37.c44_s_choice_ok(s, step, k)
    if cs == 94:  # #47 Pact of Miami, unshaded
        return k37.c47_u_choice_ok(s, step, k)
    return False


@njit(cache=True)
def apply(s, cs, step, x):
    """Apply step `step` of side cs with space or effect x; returns the next step (-1: done)."""
    if cs == 2:  # #1 Armored Cars, unshaded
        return k01.c01_u(s, step, x)
    if cs == 6:  # #3 Eulogio Cantillo, unshaded
        return k01.c03_u(s, step, x)
    if cs == 7:  # #3 Eulogio Cantillo, shaded
        return k01.c03_s(s, step, x)
    if cs == 8:  # #4 S.I.M., unshaded
        return k01.c04_u(s, step, x)
    if cs == 10:  # #5 Rolando Masferrer, unshaded
        return k01.c05_u(s, step, x)
    if cs == 12:  # #6 Sánchez Mosquera, unshaded
        return k01.c06_u(s, step, x)
    if cs == 14:  # #7 Election, unshaded
        return k01.c07_u(s, step, x)
    if cs == 15:  # #7 Election, shaded
        return k01.c07_s(s, step, x)
    if cs == 16:  # #8 General Strike, unshaded
        return k01.c07_u(s, step, x)
    if cs == 17:  # #8 General Strike, shaded
        return k01.c08_s(s, step, x)
    if cs == 20:  # #10 MAP, unshaded
        return k01.c10_u(s, step, x)
    if cs == 22:  # #11 Batista Flees
        return k01.c11(s, step, x)
    if cs == 24:  # #12 BRAC, unshaded
        return k01.c12_u(s, step, x)
    if cs == 25:  # #12 BRAC, shaded
        return k01.c12_s(s, step, x)
    if cs == 30:  # #15 Come Comrades!, unshaded
        return k13.c15_u(s, step, x)
    if cs == 32:  # #16 Larrazábal, unshaded
        return k13.c16_u(s, step, x)
    if cs == 33:  # #16 Larrazábal, shaded
        return k13.c16_s(s, step, x)
    if cs == 34:  # #17 Alberto Bayo, unshaded
        return k13.c17_u(s, step, x)
    if cs == 38:  # #19 Sierra Maestra Manifesto
        return k13.c19(s, step, x)
    if cs == 40:  # #20 The Twelve, unshaded
        return k13.c20_u(s, step, x)
    if cs == 41:  # #20 The Twelve, shaded
        return k13.c20_s(s, step, x)
    if cs == 42:  # #21 Fangio, unshaded
        return k13.c21_u(s, step, x)
    if cs == 43:  # #21 Fangio, shaded
        return k13.c21_s(s, step, x)
    if cs == 46:  # #23 Radio Rebelde, unshaded
        return k13.c23_u(s, step, x)
    if cs == 47:  # #23 Radio Rebelde, shaded
        return k13.c23_s(s, step, x)
    if cs == 48:  # #24 Vilma Espín, unshaded
        return k13.c24_u(s, step, x)
    if cs == 49:  # #24 Vilma Espín, shaded
        return k13.c24_s(s, step, x)
    if cs == 50:  # #25 Escapade, unshaded
        return k25.c25_u(s, step, x)
    if cs == 51:  # #25 Escapade, shaded
        return k25.c25_s(s, step, x)
    if cs == 52:  # #26 Rodríguez Loeches, unshaded
        return k25.c26_u(s, step, x)
    if cs == 53:  # #26 Rodríguez Loeches, shaded
        return k25.c26_s(s, step, x)
    if cs == 54:  # #27 Echeverría, unshaded
        return k25.c27_u(s, step, x)
    if cs == 55:  # #27 Echeverría, shaded
        return k25.c27_s(s, step, x)
    if cs == 57:  # #28 Morgan, shaded
        return k25.c28_s(s, step, x)
    if cs == 58:  # #29 Fauré Chomón, unshaded
        return k25.c29_u(s, step, x)
    if cs == 59:  # #29 Fauré Chomón, shaded
        return k25.c29_s(s, step, x)
    if cs == 61:  # #30 The Guerrilla Life, shaded
        return k25.c30_s(s, step, x)
    if cs == 62:  # #31 Escopeteros, unshaded
        return k25.c31_u(s, step, x)
    if cs == 63:  # #31 Escopeteros, shaded
        return k25.c31_s(s, step, x)
    if cs == 64:  # #32 Resistencia Cívica, unshaded
        return k25.c32_u(s, step, x)
    if cs == 65:  # #32 Resistencia Cívica, shaded
        return k25.c32_s(s, step, x)
    if cs == 66:  # #33 Carlos Prío, unshaded
        return k25.c33_u(s, step, x)
    if cs == 67:  # #33 Carlos Prío, shaded
        return k25.c33_s(s, step, x)
    if cs == 68:  # #34 US Speaking Tour, unshaded
        return k25.c34_u(s, step, x)
    if cs == 70:  # #35 Defections
        return k25.c35(s, step, x)
    if cs == 72:  # #36 Eloy Gutiérrez Menoyo, unshaded
        return k25.c36_u(s, step, x)
    if cs == 73:  # #36 Eloy Gutiérrez Menoyo, shaded
        return k25.c36_s(s, step, x)
    if cs == 76:  # #38 Meyer Lansky, unshaded
        return k37.c38_u(s, step, x)
    if cs == 77:  # #38 Meyer Lansky, shaded
        return k37.c38_s(s, step, x)
    if cs == 82:  # #41 Fat Butcher, unshaded
        return k37.c41_u(s, step, x)
    if cs == 83:  # #41 Fat Butcher, shaded
        return k37.c41_s(s, step, x)
    if cs == 84:  # #42 Llano, unshaded
        return k37.c42_u(s, step, x)
    if cs == 85:  # #42 Llano, shaded
        return k37.c42_s(s, step, x)
    if cs == 86:  # #43 Mafia Offensive, unshaded
        return k37.c43_u(s, step, x)
    if cs == 88:  # #44 Rebel Air Force, unshaded
        return k37.c44_u(s, step, x)
    if cs == 89:  # #44 Rebel Air Force, shaded
        return k37.c44_s(s, step, x)
    if cs == 94:  # #47 Pact of Miami, unshaded
        return k37.c47_u(s, step, x)
    return -1


@njit(cache=True)
def resume(s, f, cs, step):
    """5.5: side cs, executed by f, goes on at `step` once the free Op it granted is over (FR_RESUME)."""
    if not GRANTS[cs]:
        return
    s[GRANT + GR_EXEC] = f
    if cs == 2:  # #1 Armored Cars, unshaded
        k01.c01_u_resume(s, f, step)
    elif cs == 7:  # #3 Eulogio Cantillo, shaded
        k01.c03_s_resume(s, f, step)
    elif cs == 19:  # #9 Coup, shaded
        k01.c09_s_resume(s, f, step)
    elif cs == 22:  # #11 Batista Flees
        k01.c11_resume(s, f, step)
    elif cs == 40:  # #20 The Twelve, unshaded
        k13.c20_u_resume(s, f, step)
    elif cs == 83:  # #41 Fat Butcher, shaded
        k37.c41_s_resume(s, f, step)


# ------------------------------------------------------------------ asking, answering
@njit(cache=True)
def answerable(s, cs, step):
    for sp in range(N_SPACES):
        if space_ok(s, cs, step, sp):
            return True
    for k in range(N_CHOICES):
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
