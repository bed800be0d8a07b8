"""9.4.2 W-RC: where the bot recruits.

Eligible: a cell or a cadre (8.2.2). Priorities: R1 a Regime Change country with troops >= cells + 5; R2 an
Islamist Rule country with cells < 2 x the card's Ops; R3 a country neither IR nor RC, the best success number
first. In each: a Besieged Regime, then most cells + troops, then (all candidates Muslim) most resources, then
random. RC countries short of the margin and IR countries with many cells are not recruited in.

The dice of a card are assigned before they are rolled (8.1.2), so "one die at a time" cannot re-read the board
between dice: every die goes to the first country (no cap by cells, a cadre is enough), and dice beyond the
available cells (two per die when Attractive) are left to Radicalization (L70).

#53 Madrassas' Recruit (the second card's dice included) is not placed by W-RC: 9.4.2 rolls the Global table
(9.5) and takes the nearest eligible country, every die of the Recruit there; its dice are capped by the cells on
the Funding track, which the event may place (Funding ignored), not by the available cells.
"""
import numpy as np

from engine.core.jit import njit
from engine.labyrinth.data import MUSLIM, N_COUNTRIES
from engine.labyrinth.layout import BESIEGED, BOT_MADRASSAS, DICE, EVENT_OP, GOV, IR, OP_VALUE, OPT_BOT, OPTIONS, RC
from engine.labyrinth.nonplayer import trace as T
from engine.labyrinth.nonplayer.chance import best, global_roll, nearest
from engine.labyrinth.rules.board import available_cells, cells, get, ideology, resources, troops
from engine.labyrinth.rules.jihadist_ops import MADRASSAS, recruit_cells, recruit_number, recruit_ok


@njit(cache=True)
def recruit_tier(s, c, ops):
    """3 for R1, 2 for R2, 1 + the success number x 0 for R3 (ranked by recruit_scores), 0 not a target."""
    if get(s, c, RC) != 0:
        return 3 if troops(s, c) >= cells(s, c) + 5 else 0
    if get(s, c, GOV) == IR:
        return 2 if cells(s, c) < 2 * ops else 0
    return 1


@njit(cache=True)
def recruit_scores(s, ops):
    """W-RC's order as a score: tier, success number, Besieged Regime, cells and troops; then most resources
    when the countries still tied are all Muslim ("ha csak muszlim ország van ilyen")."""
    score = np.full(N_COUNTRIES, -1, dtype=np.int64)
    for c in range(N_COUNTRIES):
        if not recruit_ok(s, c):
            continue
        t = recruit_tier(s, c, ops)
        if t == 0:
            continue
        number = recruit_number(s, c) if t == 1 else 0
        score[c] = (t * 10 + number) * 100000 + (10000 if get(s, c, BESIEGED) != 0 else 0) + \
            (cells(s, c) + troops(s, c)) * 100
    top = score.max()
    for c in range(N_COUNTRIES):
        if top >= 0 and score[c] == top and not MUSLIM[c]:
            return score
    for c in range(N_COUNTRIES):
        if top >= 0 and score[c] == top:
            score[c] += resources(s, c)
    return score


@njit(cache=True)
def dice_budget(s):
    """Dice that can still place a cell: the cells this Recruit may place (the available ones, 4.7.4; Madrassas:
    the whole Funding track, jihadist_ops.recruit_cells; `bot_madrassas` lwotai: the available ones), two per
    success when Attractive."""
    a = recruit_cells(s) if not madrassas_lwotai(s) else available_cells(s)
    return (a + 1) // 2 if ideology(s) >= 2 else a


@njit(cache=True)
def recruit_die(s, g, trace):
    """The country of the next Recruit die; -1 when no country is eligible or no available cell is left for
    another die (the Ops left go to Radicalization)."""
    used = 0
    for c in range(N_COUNTRIES):
        used += s[DICE + c]
    if used >= dice_budget(s):
        T.note(trace, T.RC_DONE, 0)
        return -1
    for c in range(N_COUNTRIES):
        if s[DICE + c] > 0:
            T.note(trace, T.CONTINUE, c)
            return c
    if s[EVENT_OP] == MADRASSAS and not madrassas_lwotai(s):
        return madrassas_country(s, g, trace)
    c = best(recruit_scores(s, s[OP_VALUE]), g, trace)
    if c >= 0:
        T.note(trace, T.RC_COUNTRY, c)
    else:
        T.note(trace, T.RC_DONE, 0)
    return c


@njit(cache=True)
def madrassas_lwotai(s):
    """`bot_madrassas` lwotai (L79): Madrassas' Recruit placed as any Recruit, by W-RC."""
    return s[EVENT_OP] == MADRASSAS and s[OPTIONS + OPT_BOT] & BOT_MADRASSAS != 0


@njit(cache=True)
def madrassas_country(s, g, trace):
    """9.4.2 Madrassas: the Global table's country (9.5), else the nearest eligible one; -1 when none is."""
    ok = np.zeros(N_COUNTRIES, dtype=np.bool_)
    for c in range(N_COUNTRIES):
        ok[c] = recruit_ok(s, c)
    c = nearest(s, global_roll(g), ok, g)
    T.note(trace, T.GLOBAL_TABLE if c >= 0 else T.RC_DONE, max(c, 0))
    return c


@njit(cache=True)
def recruit_any(s, ops):
    """Some country is a W-RC target (else Recruit goes to Radicalization)."""
    score = recruit_scores(s, ops)
    for c in range(N_COUNTRIES):
        if score[c] >= 0:
            return True
    return False
