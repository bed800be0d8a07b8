"""9.4.2 W-PL: where the bot plots (Plot operations and plots placed by events).

Tiers in order (a tier whose condition fails is skipped): P1 the United States; P2 (Prestige above Low) the
Philippines under Abu Sayyaf with cells >= troops, then countries with troops; P3 (no GWOT penalty) countries
with the US posture; P4 countries with Aid; P5 (Funding below 9) non-Muslim countries, then Muslim countries
and Iran. Inside a tier: Plot operations Poor > Fair > Good (the lwotai reading Fair > Good > Poor is option
bot_plot_order, L61); plots by event Good > Fair > Poor; then at random (9.5).
"""
import numpy as np

from engine.core.jit import njit
from engine.labyrinth.data import COUNTRY_INDEX, IRAN, MUSLIM, N_COUNTRIES, UNITED_STATES
from engine.labyrinth.layout import (
    AID,
    BOT_PLOT_ORDER,
    DICE,
    FAIR,
    FUNDING,
    GOOD,
    GOV,
    OPT_BOT,
    OPTIONS,
    POOR,
    POSTURE,
    PRESTIGE,
)
from engine.labyrinth.nonplayer import trace as T
from engine.labyrinth.nonplayer.chance import best
from engine.labyrinth.rules.board import cells, get, gwot_penalty, is_marked, troops, us_posture
from engine.labyrinth.rules.plots import plot_ok

PHILIPPINES = COUNTRY_INDEX["philippines"]
ABU_SAYYAF = 57
N_TIERS = 7


@njit(cache=True)
def tier(s, c):
    """The first W-PL tier (1-7) that holds c, 0 when none does."""
    if c == UNITED_STATES:
        return 1
    if s[PRESTIGE] >= 4:  # above Low [EXT]
        if c == PHILIPPINES and is_marked(s, ABU_SAYYAF) and cells(s, c) >= troops(s, c):
            return 2
        if troops(s, c) > 0:
            return 3
    if gwot_penalty(s) == 0 and get(s, c, POSTURE) != 0 and get(s, c, POSTURE) == us_posture(s):
        return 4
    if get(s, c, AID) > 0:
        return 5
    if s[FUNDING] < 9:
        return 7 if MUSLIM[c] or c == IRAN else 6
    return 0


@njit(cache=True)
def band(s, c, by_event):
    """The governance preference inside a tier: 2 best, 0 worst (non-Muslim countries and Iran hold their
    fixed governance in GOV)."""
    g = get(s, c, GOV)
    if by_event:
        return 2 if g == GOOD else (1 if g == FAIR else 0)
    if s[OPTIONS + OPT_BOT] & BOT_PLOT_ORDER:
        return 2 if g == FAIR else (1 if g == GOOD else 0)
    return 2 if g == POOR else (1 if g == FAIR else 0)


@njit(cache=True)
def plot_scores(s, by_event, ok):
    """Scores by tier then governance band; for operations only countries with a free cell and no die yet
    (the concentration rule fills one country before the next)."""
    score = np.full(N_COUNTRIES, -1, dtype=np.int64)
    for c in range(N_COUNTRIES):
        t = tier(s, c)
        if t == 0:
            continue
        if by_event:
            if not ok[c]:
                continue
        elif s[DICE + c] != 0 or not plot_ok(s, c, 0):
            continue
        score[c] = (N_TIERS + 1 - t) * 10 + band(s, c, by_event)
    return score


@njit(cache=True)
def plot_die(s, g, trace):
    """The country of the next Plot die: the one being filled while it has a free cell, else the best by
    W-PL; -1 when none (the Ops left go to Radicalization)."""
    for c in range(N_COUNTRIES):
        if s[DICE + c] > 0 and plot_ok(s, c, s[DICE + c]):
            T.note(trace, T.CONTINUE, c)
            return c
    c = best(plot_scores(s, False, np.zeros(N_COUNTRIES, dtype=np.bool_)), g, trace)
    if c >= 0:
        T.note(trace, T.PL_TIER, tier(s, c))
        T.note(trace, T.PL_COUNTRY, c)
    else:
        T.note(trace, T.PL_DONE, 0)
    return c


@njit(cache=True)
def event_plot_country(s, ok, g, trace):
    """9.4.2 event-driven plot: W-PL with the event order among the countries ok; -1 when none."""
    c = best(plot_scores(s, True, ok), g, trace)
    if c >= 0:
        T.note(trace, T.EVENT_PLOT, c)
    return c
