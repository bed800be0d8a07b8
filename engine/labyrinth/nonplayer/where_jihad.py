"""9.4.2 Where? for Jihad: W-MJ (Major Jihad) and W-MN (Minor Jihad, and governance or alignment shifts by
event). Scores: higher first; -1 not a candidate."""
import numpy as np

from engine.core.jit import njit
from engine.labyrinth.data import MUSLIM, N_COUNTRIES, PAKISTAN
from engine.labyrinth.layout import AID, BESIEGED, DICE, FAIR, GOOD, GOV, IR, POOR
from engine.labyrinth.nonplayer import trace as T
from engine.labyrinth.nonplayer.chance import best
from engine.labyrinth.rules.board import cells, get, resources
from engine.labyrinth.rules.jihadist_ops import jihad_ok, major_jihad_ok


@njit(cache=True)
def major_could_succeed(s, c, ops):
    """9.4.1: Major Jihad is possible (8.4.2) and could end in Islamist Rule with ops dice: the dice must
    bring governance to Poor and leave two successes (one with a Besieged Regime)."""
    if not major_jihad_ok(s, c):
        return False
    g = get(s, c, GOV)
    if g != GOOD and g != FAIR and g != POOR:
        return False
    to_poor = POOR - g
    need = to_poor + (1 if get(s, c, BESIEGED) != 0 else 2)
    return need <= min(ops, cells(s, c))


@njit(cache=True)
def major_scores(s, ops):
    """W-MJ: Pakistan first, then most resources."""
    score = np.full(N_COUNTRIES, -1, dtype=np.int64)
    for c in range(N_COUNTRIES):
        if major_could_succeed(s, c, ops):
            score[c] = (1000 if c == PAKISTAN else 0) + resources(s, c)
    return score


@njit(cache=True)
def minor_key(s, c, band_poor):
    """W-MN order: Good, then Fair (then Poor when band_poor); in each, Pakistan, Aid, Besieged Regime, most
    resources. -1 for a country outside the bands."""
    g = get(s, c, GOV)
    if g == GOOD:
        band = 3
    elif g == FAIR:
        band = 2
    elif g == POOR and band_poor:
        band = 1
    else:
        return -1
    return (band * 10000 + (1000 if c == PAKISTAN else 0) + (100 if get(s, c, AID) > 0 else 0)
            + (10 if get(s, c, BESIEGED) != 0 else 0) + resources(s, c))


@njit(cache=True)
def minor_scores(s):
    """W-MN for the Ops chain's Minor Jihad (9.4.1 line 2: Good and Fair countries, L69): countries with a
    cell not yet given a die (the concentration rule fills one country before the next)."""
    score = np.full(N_COUNTRIES, -1, dtype=np.int64)
    for c in range(N_COUNTRIES):
        if s[DICE + c] == 0 and jihad_ok(s, c, 0):
            score[c] = minor_key(s, c, False)
    return score


@njit(cache=True)
def shift_scores(s, ok):
    """W-MN for an event's governance or alignment shift: the Good, Fair and Poor bands among ok."""
    score = np.full(N_COUNTRIES, -1, dtype=np.int64)
    for c in range(N_COUNTRIES):
        if ok[c] and MUSLIM[c] and get(s, c, GOV) != IR:
            score[c] = minor_key(s, c, True)
    return score


@njit(cache=True)
def major_country(s, ops, g, trace):
    c = best(major_scores(s, ops), g, trace)
    if c >= 0:
        T.note(trace, T.MJ_COUNTRY, c)
    return c


@njit(cache=True)
def minor_die(s, g, trace):
    """The country of the next Minor Jihad die: the one being filled while it has a free cell
    (concentration), else the best by W-MN; -1 when none (the Ops left go to Radicalization)."""
    for c in range(N_COUNTRIES):
        if s[DICE + c] > 0 and jihad_ok(s, c, s[DICE + c]):
            T.note(trace, T.CONTINUE, c)
            return c
    c = best(minor_scores(s), g, trace)
    if c >= 0:
        T.note(trace, T.MN_COUNTRY, c)
    else:
        T.note(trace, T.MN_DONE, 0)
    return c
