"""9.4.2 Where? for the bot's operations: the answer to each die (FR_DICE), the Major Jihad country
(FR_COUNTRY), a travelling cell's destination (FR_TRAVEL_DEST) and a scarce recruited cell (FR_RECRUIT_PLACE).
A die no Where? list can place ends the assignment (A_DONE): the engine sends the Ops left to Radicalization."""
from engine.core.jit import njit
from engine.core.members import has
from engine.labyrinth.data import N_COUNTRIES
from engine.labyrinth.layout import (
    A_COUNTRY0,
    A_DONE,
    DICE,
    LAPSE,
    OP,
    OP_JIHAD,
    OP_PLOT,
    OP_RECRUIT,
    OP_VALUE,
    TRAVEL_N,
)
from engine.labyrinth.nonplayer import trace as T
from engine.labyrinth.nonplayer.chance import decision_rng, derive_rng
from engine.labyrinth.nonplayer.where_jihad import major_country, minor_die
from engine.labyrinth.nonplayer.where_plot import plot_die
from engine.labyrinth.nonplayer.where_recruit import recruit_die, recruit_scores
from engine.labyrinth.nonplayer.where_travel import TRAVEL_SALT, last_cell_in_place, next_destination, origin
from engine.labyrinth.rules.jihadist_ops import BIOMETRICS, travel_dest_ok


@njit(cache=True)
def dice_answer(s, trace, legal, n):
    """The country of the next die of the operation in progress, or A_DONE."""
    op = s[OP]
    g = decision_rng(s)
    if op == OP_JIHAD:
        c = minor_die(s, g, trace)
    elif op == OP_PLOT:
        c = plot_die(s, g, trace)
    elif op == OP_RECRUIT:
        c = recruit_die(s, g, trace)
    else:
        d = next_destination(s, 1, trace)
        c = -1
        if d >= 0:  # none: lwotai's Biometrics left no destination (L83)
            c = origin(s, d, s[OP_VALUE], s[LAPSE + BIOMETRICS] != 0,
                       derive_rng(s, TRAVEL_SALT + 50 + s[TRAVEL_N]), trace)
        if c >= 0 and not travel_dest_ok(s, c, d) and not last_cell_in_place(s, c):
            c = -1
        if c < 0:
            T.note(trace, T.TR_DONE, 0)
    if c >= 0 and has(legal, n, A_COUNTRY0 + c):
        return A_COUNTRY0 + c
    return A_DONE


@njit(cache=True)
def travel_destination_answer(s, o, trace):
    """The destination the bot chose for the cell leaving o (the last cell rule may keep it in place)."""
    if last_cell_in_place(s, o):
        T.note(trace, T.TR_IN_PLACE, o)
        return A_COUNTRY0 + o
    d = next_destination(s, 1, trace)
    if not travel_dest_ok(s, o, d):
        return A_COUNTRY0 + o
    return A_COUNTRY0 + d


@njit(cache=True)
def major_answer(s, trace, legal, n):
    c = major_country(s, s[OP_VALUE], decision_rng(s), trace)
    if c >= 0 and has(legal, n, A_COUNTRY0 + c):
        return A_COUNTRY0 + c
    return -1


@njit(cache=True)
def recruit_place_answer(s, trace, legal, n):
    """8.2.1 more successes than available cells: the country first by W-RC among those with successes."""
    score = recruit_scores(s, s[OP_VALUE])
    top = -2
    a = legal[0]
    for i in range(n):
        c = legal[i] - A_COUNTRY0
        if 0 <= c < N_COUNTRIES and s[DICE + c] > 0 and score[c] > top:
            top = score[c]
            a = legal[i]
    T.note(trace, T.RECRUIT_PLACE, a - A_COUNTRY0)
    return a
