"""Scenario setup steps with Jihadist decisions (scenario sheets, spec S.3-S.4), compiled.

Anaconda: one cell into each of three different non-US countries, then the unmarked ones are tested.
Mission Accomplished?: every Schengen country rolls its posture; in a 2-player game the Jihadist may
re-roll one of them.
"""
from engine.core.jit import njit
from engine.labyrinth.data import N_COUNTRIES, SCHENGEN, UNITED_STATES
from engine.labyrinth.rules.board import cells_on_track, place_cell
from engine.labyrinth.rules.tables import initial_test, roll_posture


@njit(cache=True)
def setup_cell_ok(s, c, chosen):
    return c != UNITED_STATES and not chosen & (1 << c) and cells_on_track(s) > 0


@njit(cache=True)
def setup_cell(s, c, chosen):
    """Place the cell; after the last one test the chosen countries (in map order). Returns the new mask."""
    place_cell(s, c)
    return chosen | (1 << c)


@njit(cache=True)
def test_chosen(s, chosen):
    for c in range(N_COUNTRIES):
        if chosen & (1 << c):
            initial_test(s, c)


@njit(cache=True)
def setup_reroll_ok(c):
    return SCHENGEN[c]


@njit(cache=True)
def roll_schengen(s):
    for c in range(N_COUNTRIES):
        if SCHENGEN[c]:
            roll_posture(s, c)
