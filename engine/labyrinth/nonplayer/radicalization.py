"""9.4.3 Radicalization: the bot's answer to each FR_RADICAL step (the engine offers only what the step
allows, rules/solitaire.py): a random country (9.5) for the cell, the plot and the governance steps; the
travel by W-TR from its 2nd To box."""
import numpy as np

from engine.core.jit import njit
from engine.labyrinth.data import CARD_OPS, N_COUNTRIES
from engine.labyrinth.layout import A_COUNTRY0, CARD, RAD_CELL, RAD_ORIGIN, RAD_PLOT, RAD_TRAVEL
from engine.labyrinth.nonplayer import trace as T
from engine.labyrinth.nonplayer.chance import decision_rng, derive_rng, random_among
from engine.labyrinth.nonplayer.where_travel import TRAVEL_SALT, destination, last_cell_in_place, origin
from engine.labyrinth.rules.solitaire import rad_ok

RAD_SALT = TRAVEL_SALT + 100  # the automatic travel's dice, shared by its origin and destination decisions


@njit(cache=True)
def travel_destination(s, trace):
    g = derive_rng(s, RAD_SALT)
    none = np.zeros(1, dtype=np.int64)
    return destination(s, 2, none, none, 0, g, trace)


@njit(cache=True)
def radical_step(s, step, trace):
    """The country of this Radicalization step."""
    if step == RAD_TRAVEL:
        d = travel_destination(s, trace)
        o = origin(s, d, CARD_OPS[s[CARD]], False, derive_rng(s, RAD_SALT + 1), trace)
        T.note(trace, T.RAD_TRAVEL, o)
        return A_COUNTRY0 + o
    if step >= RAD_ORIGIN:
        o = step // RAD_ORIGIN - 1
        d = travel_destination(s, trace)
        if last_cell_in_place(s, o):
            T.note(trace, T.TR_IN_PLACE, o)
            d = o
        T.note(trace, T.RAD_TRAVEL, d)
        return A_COUNTRY0 + d
    ok = np.zeros(N_COUNTRIES, dtype=np.bool_)
    for c in range(N_COUNTRIES):
        ok[c] = rad_ok(s, step, c)
    c = random_among(ok, decision_rng(s))
    T.note(trace, T.RAD_CELL if step == RAD_CELL else (T.RAD_PLOT if step == RAD_PLOT else T.RAD_ERODE), c)
    return A_COUNTRY0 + c
