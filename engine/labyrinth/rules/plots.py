"""8.5 Plots: placing plot markers and resolving them at the end of every US action phase (compiled).

Resolution (8.5.6) runs as a small machine over RES_COUNTRY / RES_PLOT / RES_STAGE because two of its
steps wait for Jihadist decisions: the WMD posture re-roll and the two extra Schengen posture rolls.
"""
from engine.core.jit import njit
from engine.core.rng import randbelow
from engine.labyrinth.data import COUNTRY_INDEX, ISRAEL, MUSLIM, N_COUNTRIES, SCHENGEN, UNITED_STATES
from engine.labyrinth.layout import (
    AID,
    AVAIL,
    BACKLASH,
    DICE,
    FUNDING,
    GOOD,
    GOV,
    IR,
    MARKED,
    PLOT0,
    PRESTIGE,
    RES_COUNTRY,
    RES_PLOT,
    RES_STAGE,
    RNG,
    WMD,
)
from engine.labyrinth.rules.board import (
    activate,
    add,
    cells,
    change_funding,
    change_prestige,
    get,
    has_posture_box,
    ideology,
    is_non_muslim,
    plots,
    put,
    solo,
    troops,
    wmd_used,
    worsen_toward_poor,
)
from engine.labyrinth.rules.jihadist_ops import count_successes, success_number
from engine.labyrinth.rules.tables import roll_posture, roll_prestige

# Stages of one plot's resolution.
RS_START, RS_REROLL, RS_SCHENGEN, RS_FINISH = 0, 1, 2, 3
ABBAS, INDO_PAKISTANI_TALKS, ABU_SAYYAF = 11, 36, 57
INDIA, PHILIPPINES = COUNTRY_INDEX["india"], COUNTRY_INDEX["philippines"]


# ------------------------------------------------------------------ 8.5.1-8.5.2 Plot operation
@njit(cache=True)
def plot_ok(s, c, dice_here):
    """8.5.1: any country not under Islamist Rule (Iran and the US included), one cell per die."""
    return get(s, c, GOV) != IR and cells(s, c) > dice_here


@njit(cache=True)
def marker_options(s, v):
    """8.5.2: bit k-1 set when plot kind k may be placed: a numbered plot <= the card's value, or a WMD."""
    bits = 0
    for k in range(1, 4):
        if k <= v and s[AVAIL + k] > 0:
            bits |= 1 << (k - 1)
    if s[AVAIL + WMD] > 0:
        bits |= 1 << (WMD - 1)
    return bits


@njit(cache=True)
def place_marker(s, c, kind):
    s[AVAIL + kind] -= 1
    add(s, c, PLOT0 + kind - 1, 1)
    s[DICE + c] -= 1
    abu_sayyaf_plot(s, c)


@njit(cache=True)
def abu_sayyaf_plot(s, c):
    """#57 Abu Sayyaf (MARK): a plot placed in the Philippines while cells there >= troops: Prestige -1."""
    if c == PHILIPPINES and s[MARKED + ABU_SAYYAF] != 0 and cells(s, c) >= troops(s, c):
        change_prestige(s, -1)


@njit(cache=True)
def roll_plot(s):
    """8.5.1-8.5.2: the cells used become active; DICE[c] becomes the successes (markers still to place)."""
    for c in range(N_COUNTRIES):
        n = s[DICE + c]
        if n > 0:
            activate(s, c, n)
            s[DICE + c] = count_successes(s, c, n, success_number(s, c))
            if ideology(s) >= 1:  # 9.7 Coherent: two plots per success
                s[DICE + c] *= 2


@njit(cache=True)
def place_successes(s, v):
    """Place markers for pending successes, country by country in map order, while the choice is forced.
    Returns the country where the Jihadist must choose a marker, or -1 when done (markers that ran out
    are lost: the markers in existence limit the plots, 8.5.2)."""
    for c in range(N_COUNTRIES):
        while s[DICE + c] > 0 and solo(s):  # 9.3.2: a random available marker, the card's value no cap
            k = random_marker(s)
            if k == 0:
                s[DICE + c] = 0
            else:
                place_marker(s, c, k)
        while s[DICE + c] > 0:
            bits = marker_options(s, v)
            if bits == 0:
                for x in range(N_COUNTRIES):
                    s[DICE + x] = 0
                return -1
            if bits & (bits - 1):
                return c
            kind = 1
            while not bits & (1 << (kind - 1)):
                kind += 1
            place_marker(s, c, kind)
    return -1


@njit(cache=True)
def random_marker(s):
    """9.3.2: a plot marker drawn at random from Available Plots (each marker equally likely, WMD
    included); 0 when none is available."""
    n = 0
    for k in range(1, WMD + 1):
        n += s[AVAIL + k]
    if n == 0:
        return 0
    r = randbelow(s, RNG, n)
    for k in range(1, WMD + 1):
        if r < s[AVAIL + k]:
            return k
        r -= s[AVAIL + k]
    return 0


# ------------------------------------------------------------------ 8.5.6 resolution
@njit(cache=True)
def countries_with_plots(s):
    n = 0
    for c in range(N_COUNTRIES):
        if plots(s, c) > 0:
            n += 1
    return n


@njit(cache=True)
def first_country_with_plots(s):
    for c in range(N_COUNTRIES):
        if plots(s, c) > 0:
            return c
    return -1


@njit(cache=True)
def reveal_next(s, c):
    """Take the next plot of c off the map to resolve it: numbered plots in rising order, then WMD
    (RULINGS L7: the order inside a country is fixed)."""
    for k in range(1, WMD + 1):
        if get(s, c, PLOT0 + k - 1) > 0:
            add(s, c, PLOT0 + k - 1, -1)
            s[RES_COUNTRY] = c
            s[RES_PLOT] = k
            s[RES_STAGE] = RS_START
            return


@njit(cache=True)
def plot_funding(s, c, kind):
    """8.5.6 step 2: Muslim or Iran +1 (+2 if Good); the US Funding 9; other non-Muslim +value (doubled if
    Good), a WMD there Funding 9. #1 Backlash designated this plot: -1 (-2 if Good), a WMD Funding 1."""
    good = get(s, c, GOV) == GOOD
    if s[BACKLASH] == c + 1 and s[BACKLASH + 1] == kind:  # #1 Backlash: the designated plot's gain inverted
        s[BACKLASH] = 0
        s[BACKLASH + 1] = 0
        if kind == WMD:
            s[FUNDING] = 1
        else:
            change_funding(s, -2 if good else -1)
    elif not is_non_muslim(c):
        change_funding(s, 2 if good else 1)
    elif c == UNITED_STATES or kind == WMD:
        s[FUNDING] = 9
    else:
        change_funding(s, 2 * kind if good else kind)


@njit(cache=True)
def resolve_start(s):
    """Steps 1-3 up to the posture roll of the plot's country. Returns True if the Jihadist won (step 1)."""
    c = s[RES_COUNTRY]
    kind = s[RES_PLOT]
    if c == UNITED_STATES and kind == WMD:
        return True
    if c == ISRAEL:
        s[MARKED + ABBAS] = 0  # #11 Abbas: its marker goes when a plot is resolved in Israel
    elif c == INDIA:
        s[MARKED + INDO_PAKISTANI_TALKS] = 0  # #36: likewise in India
    plot_funding(s, c, kind)
    if c == UNITED_STATES or has_posture_box(c):
        roll_posture(s, c)
    return False


@njit(cache=True)
def resolve_finish(s):
    """Steps 4-6: Prestige (troops there: -1, WMD: to 1; the US: a Prestige roll), governance dice in a
    Muslim country (each success removes an Aid and worsens governance, never to IR), the marker back to
    Available Plots or, a WMD, out of the game (9.3.3)."""
    c = s[RES_COUNTRY]
    kind = s[RES_PLOT]
    if troops(s, c) > 0:
        if kind == WMD:
            s[PRESTIGE] = 1
        else:
            change_prestige(s, -1)
    if c == UNITED_STATES:
        roll_prestige(s)
    if MUSLIM[c]:
        k = count_successes(s, c, 3 if kind == WMD else kind, success_number(s, c))
        put(s, c, AID, max(0, get(s, c, AID) - k))
        for _ in range(k):
            worsen_toward_poor(s, c)
    if kind != WMD:
        s[AVAIL + kind] += 1
    else:
        wmd_used(s)
    s[RES_PLOT] = 0
    s[RES_STAGE] = RS_START


@njit(cache=True)
def schengen_ok(c, plot_country, first):
    """8.5.6 step 3: another Schengen country (not the plot's, not the first pick)."""
    return SCHENGEN[c] and c != plot_country and c != first
