"""Chapter 9 solitaire rule changes the engine carries out (compiled): 9.3.2 random plot markers and the
9.4.3 Radicalization steps (FR_RADICAL). Where the bot acts is its own choice (engine/labyrinth/nonplayer);
the engine only offers the countries each step allows and applies the answer.

FR_RADICAL: p1 = the Ops still to spend, p2 = the step (RAD_*), with RAD_ORIGIN x origin while a cell
travels. Steps 1-3 (cell, travel, plot) take one Op each at most once, in order, each skipped when it
cannot be done; every Op left then worsens a Good or Fair Muslim country (RULINGS L64).
"""
from engine.core.frames import pop, set_top, top
from engine.core.jit import njit
from engine.labyrinth.data import MUSLIM, N_COUNTRIES
from engine.labyrinth.layout import (
    AVAIL,
    FAIR,
    FR_RADICAL,
    FUNDING,
    GOOD,
    GOV,
    IR,
    PLOT0,
    RAD_CELL,
    RAD_ERODE,
    RAD_ORIGIN,
    RAD_PLOT,
    RAD_TRAVEL,
    SLEEPERS,
    STACK_N,
    WMD,
)
from engine.labyrinth.rules.board import (
    add,
    cell_pieces,
    cells,
    cells_on_track,
    get,
    place_cell,
    remove_cell,
    worsen_toward_poor,
)
from engine.labyrinth.rules.plots import abu_sayyaf_plot, random_marker
from engine.labyrinth.rules.tables import initial_test


@njit(cache=True)
def place_random_plot(s, c):
    k = random_marker(s)
    if k > 0:
        s[AVAIL + k] -= 1
        add(s, c, PLOT0 + k - 1, 1)
        abu_sayyaf_plot(s, c)


@njit(cache=True)
def rad_ok(s, step, c):
    """The countries a Radicalization step may pick (9.4.3)."""
    if step == RAD_CELL:
        return True  # 9.5: any country (tested if unmarked)
    if step == RAD_TRAVEL:
        return cell_pieces(s, c) > 0  # #54: Sadr never travels
    if step >= RAD_ORIGIN:
        return True  # the destination of an automatic Travel (W-TR from its 2nd box)
    if step == RAD_PLOT:
        return get(s, c, GOV) != IR and cells(s, c) > 0
    return MUSLIM[c] and (get(s, c, GOV) == GOOD or get(s, c, GOV) == FAIR)


@njit(cache=True)
def _step_possible(s, step):
    if step == RAD_CELL and cells_on_track(s) == 0:
        return False
    if step == RAD_PLOT:
        n = 0
        for k in range(1, WMD + 1):
            n += s[AVAIL + k]
        if s[FUNDING] >= 9 or n == 0:
            return False
    for c in range(N_COUNTRIES):
        if rad_ok(s, step, c):
            return True
    return False


@njit(cache=True)
def rad_settle(s):
    """Skip the Radicalization steps that cannot be done; drop the frame when its Ops are spent or nothing
    is left to do (9.4.3: an Op no step can use is lost)."""
    while s[STACK_N] > 0 and top(s, 0) == FR_RADICAL:
        ops, step = top(s, 2), top(s, 3)
        if step >= RAD_ORIGIN:
            return  # a travelling cell waits for its destination
        if ops > 0 and _step_possible(s, step):
            return
        if ops == 0 or step == RAD_ERODE:
            pop(s)
        else:
            set_top(s, 3, step + 1)


@njit(cache=True)
def rad_answer(s, c):
    """Carry out one Radicalization step in country c (9.4.3, all automatic)."""
    ops, step = top(s, 2), top(s, 3)
    if step == RAD_TRAVEL:
        set_top(s, 3, RAD_ORIGIN * (c + 1))  # the origin is kept in the step word until the destination
        return
    if step >= RAD_ORIGIN:
        o = step // RAD_ORIGIN - 1
        initial_test(s, c)
        remove_cell(s, o, True)  # 9.3.1: an active cell first; it arrives a sleeper (4.6.4)
        add(s, c, SLEEPERS, 1)
        set_top(s, 3, RAD_PLOT)
    elif step == RAD_CELL:
        initial_test(s, c)
        place_cell(s, c)
        set_top(s, 3, RAD_TRAVEL)
    elif step == RAD_PLOT:
        place_random_plot(s, c)
        set_top(s, 3, RAD_ERODE)
    else:
        worsen_toward_poor(s, c)
    set_top(s, 2, ops - 1)
