"""Events of cards 25-36 (compiled), by card number; conventions as in cards_001_012.py (card 25,
Predator, shares card 23's functions)."""
from engine.core.jit import njit
from engine.core.rng import roll_d6
from engine.labyrinth.data import COUNTRY_INDEX, N_COUNTRIES, SCHENGEN, US
from engine.labyrinth.events.common import (
    as_country,
    ask,
    draw,
    ir_adjacent_to_israel,
    place_aid,
    remove_plot,
    take_cells,
)
from engine.labyrinth.layout import (
    A_DONE,
    ALIGN,
    ALLY,
    BESIEGED,
    CADRE,
    GOOD,
    GOV,
    MARKED,
    NEUTRAL,
    PLOT0,
    POSTURE,
    RC,
    RNG,
    TROOPS,
    WMD,
)
from engine.labyrinth.rules.board import (
    cells,
    change_funding,
    change_prestige,
    get,
    gwot_penalty,
    put,
    set_governance,
    troops_on_track,
    us_posture,
)
from engine.labyrinth.rules.tables import posture_result
from engine.labyrinth.rules.us_ops import woi_modifier, woi_outcome

IRAQ = COUNTRY_INDEX["iraq"]
UNITED_KINGDOM, CANADA = COUNTRY_INDEX["united-kingdom"], COUNTRY_INDEX["canada"]
UNITED_STATES = COUNTRY_INDEX["united-states"]
ABBAS, VIEIRA_DE_MELLO = 11, 56
BLOCKED = 2  # MARKED value of a marker Leak flipped (#84, #85): the event is blocked


# ------------------------------------------------------------------ #26 Quartet
@njit(cache=True)
def c026_ok(s):
    return s[MARKED + ABBAS] != 0 and troops_on_track(s) >= 5 and not ir_adjacent_to_israel(s)


@njit(cache=True)
def c026(s, side):
    change_prestige(s, 2)
    change_funding(s, -3)


# ------------------------------------------------------------------ #27 Saddam Captured (MARK: #51, #92)
@njit(cache=True)
def c027_ok(s):
    return get(s, IRAQ, TROOPS) > 0


@njit(cache=True)
def c027(s, side):
    place_aid(s, IRAQ)
    change_prestige(s, 1)


# ------------------------------------------------------------------ #28 Sharia
@njit(cache=True)
def c028_target(s, c):
    return get(s, c, BESIEGED) != 0


@njit(cache=True)
def c028_ok(s):
    for c in range(N_COUNTRIES):
        if c028_target(s, c):
            return True
    return False


@njit(cache=True)
def c028(s, side):
    ask(s, side, 28, 0)


@njit(cache=True)
def c028_choice_ok(s, step, a):
    c = as_country(a)
    return c >= 0 and c028_target(s, c)


@njit(cache=True)
def c028_answer(s, side, step, a):
    put(s, as_country(a), BESIEGED, 0)


# ------------------------------------------------------------------ #29 Tony Blair
@njit(cache=True)
def c029(s, side):
    """The UK takes the US posture; then up to three different Schengen countries, one at a time (the step
    holds a bit per country already rolled), each roll as a non-Muslim War of Ideas (7.2.3)."""
    put(s, UNITED_KINGDOM, POSTURE, us_posture(s))
    ask(s, side, 29, 0)


@njit(cache=True)
def c029_choice_ok(s, step, a):
    if a == A_DONE:
        return True
    c = as_country(a)
    return c >= 0 and SCHENGEN[c] and not step & (1 << c)


@njit(cache=True)
def c029_answer(s, side, step, a):
    if a == A_DONE:
        return
    c = as_country(a)
    p = posture_result(roll_d6(s, RNG))
    put(s, c, POSTURE, p)
    if p == us_posture(s):
        change_prestige(s, 1)
    step |= 1 << c
    n = 0
    for x in range(N_COUNTRIES):
        if step & (1 << x):
            n += 1
    if n < 3:
        ask(s, side, 29, step)


# ------------------------------------------------------------------ #30 UN Nation Building
@njit(cache=True)
def c030_ok(s):
    if s[MARKED + VIEIRA_DE_MELLO] != 0:
        return False
    for c in range(N_COUNTRIES):
        if get(s, c, RC) != 0:
            return True
    return False


@njit(cache=True)
def c030(s, side):
    ask(s, side, 30, 0)


@njit(cache=True)
def c030_choice_ok(s, step, a):
    c = as_country(a)
    return c >= 0 and get(s, c, RC) != 0


@njit(cache=True)
def c030_answer(s, side, step, a):
    """6.2.2: Aid, then a War of Ideas roll without the GWOT penalty, whatever the troops and cells there
    (the roll itself as 7.2.1: an Ally improves, a Neutral becomes an Ally, a 4 places Aid)."""
    c = as_country(a)
    place_aid(s, c)
    out = woi_outcome(roll_d6(s, RNG) + woi_modifier(s, c) + gwot_penalty(s))
    if out == 2:
        if get(s, c, ALIGN) == NEUTRAL:
            put(s, c, ALIGN, ALLY)
        elif get(s, c, ALIGN) == ALLY and get(s, c, GOV) > GOOD:
            set_governance(s, c, get(s, c, GOV) - 1)
    elif out == 1:
        place_aid(s, c)


# ------------------------------------------------------------------ #31 Wiretapping (MARK: Leak flips it)
@njit(cache=True)
def c031_has(s, c):
    return cells(s, c) > 0 or get(s, c, CADRE) != 0 or get(s, c, PLOT0) + get(s, c, PLOT0 + 1) + get(s, c, PLOT0 + 2) + get(s, c, PLOT0 + 3) > 0


@njit(cache=True)
def c031_ok(s):
    if s[MARKED + 31] == BLOCKED:
        return False
    return c031_has(s, UNITED_STATES) or c031_has(s, UNITED_KINGDOM) or c031_has(s, CANADA)


@njit(cache=True)
def c031(s, side):
    """Cells and cadres go without leaving a cadre; plots as after an Alert (L31)."""
    for c in (UNITED_STATES, UNITED_KINGDOM, CANADA):
        take_cells(s, c, cells(s, c), 0, False)
        put(s, c, CADRE, 0)
        for k in range(1, WMD + 1):
            while get(s, c, PLOT0 + k - 1) > 0:
                remove_plot(s, c, k)
    draw(s, US, 1)
