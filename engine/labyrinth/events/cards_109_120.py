"""Events of cards 109-120 (compiled), by card number; conventions as in cards_001_012.py. Unassociated:
`side` is the player of the event; US-only removals are applied by play.fire (6.2.9)."""
from engine.core.jit import njit
from engine.labyrinth.data import COUNTRY_INDEX, N_COUNTRIES, US
from engine.labyrinth.events.common import any_ir, as_country, ask, draw, place_aid, place_cells, remove_cells
from engine.labyrinth.layout import (
    ADVERSARY,
    ALIGN,
    ALLY,
    AVAIL,
    BESIEGED,
    GOOD,
    GOV,
    IR,
    MARKED,
    PLOT2,
    PRESTIGE,
    RC,
    TROOPS,
)
from engine.labyrinth.rules.board import add, cells, change_funding, change_prestige, get, put, shift_toward_ally
from engine.labyrinth.rules.tables import initial_test, roll_prestige

ZARQAWI_COUNTRIES = (COUNTRY_INDEX["iraq"], COUNTRY_INDEX["syria"], COUNTRY_INDEX["lebanon"], COUNTRY_INDEX["jordan"])
SUDAN, YEMEN = COUNTRY_INDEX["sudan"], COUNTRY_INDEX["yemen"]
AL_ANBAR, FATA = 58, 80


# ------------------------------------------------------------------ #109 Tora Bora
@njit(cache=True)
def c109_target(s, c):
    return get(s, c, RC) != 0 and cells(s, c) >= 2


@njit(cache=True)
def c109_ok(s):
    for c in range(N_COUNTRIES):
        if c109_target(s, c):
            return True
    return False


@njit(cache=True)
def c109(s, side):
    """Prestige roll and the player's card first; then the two cells (the player's choice of country)."""
    roll_prestige(s)
    draw(s, side, 1)
    ask(s, side, 109, 0)


@njit(cache=True)
def c109_choice_ok(s, step, a):
    c = as_country(a)
    return c >= 0 and c109_target(s, c)


@njit(cache=True)
def c109_answer(s, side, step, a):
    remove_cells(s, side, 109, as_country(a), 2, True)


# ------------------------------------------------------------------ #110 Zarqawi
@njit(cache=True)
def c110_target(s, c):
    for x in ZARQAWI_COUNTRIES:
        if c == x:
            return get(s, c, TROOPS) > 0
    return False


@njit(cache=True)
def c110_ok(s):
    for c in ZARQAWI_COUNTRIES:
        if get(s, c, TROOPS) > 0:
            return True
    return False


@njit(cache=True)
def c110(s, side):
    if side == US:
        change_prestige(s, 3)
    else:
        ask(s, side, 110, 0)


@njit(cache=True)
def c110_choice_ok(s, step, a):
    c = as_country(a)
    return c >= 0 and c110_target(s, c)


@njit(cache=True)
def c110_answer(s, side, step, a):
    """Three cells and a plot-2 marker if one is available."""
    c = as_country(a)
    place_cells(s, c, 3)
    if s[AVAIL + 2] > 0:
        s[AVAIL + 2] -= 1
        add(s, c, PLOT2, 1)


# ------------------------------------------------------------------ #111 Zawahiri, #112 Bin Ladin
@njit(cache=True)
def c111_ok(s, side):
    """The US event needs no Islamist Rule, no FATA and no Al-Anbar; the Jihadist event is always playable."""
    return side != US or not (any_ir(s) or s[MARKED + FATA] != 0 or s[MARKED + AL_ANBAR] != 0)


@njit(cache=True)
def c111(s, side):
    if side == US:
        change_funding(s, -2)
    else:
        change_prestige(s, -3 if any_ir(s) else -1)


@njit(cache=True)
def c112(s, side):
    if side == US:
        change_funding(s, -4)
        change_prestige(s, 1)
    else:
        change_prestige(s, -4 if any_ir(s) else -2)


# ------------------------------------------------------------------ #113 Darfur
@njit(cache=True)
def c113(s, side):
    """Prestige 7+: Aid and a shift toward Ally; otherwise a Besieged Regime and a shift toward Adversary."""
    initial_test(s, SUDAN)
    if s[PRESTIGE] >= 7:
        place_aid(s, SUDAN)
        shift_toward_ally(s, SUDAN)
    else:
        g = get(s, SUDAN, GOV)
        if g != GOOD and g != IR:
            put(s, SUDAN, BESIEGED, 1)
        if get(s, SUDAN, ALIGN) < ADVERSARY:
            put(s, SUDAN, ALIGN, get(s, SUDAN, ALIGN) + 1)


# ------------------------------------------------------------------ #114 GTMO (LAPSING: no Recruit, legal.py)
@njit(cache=True)
def c114(s, side):
    roll_prestige(s)


# ------------------------------------------------------------------ #119 Saleh
@njit(cache=True)
def c119(s, side):
    """US: unless Islamist Rule, Yemen Ally with 1 Aid; Jihadist: toward Adversary and a Besieged Regime."""
    initial_test(s, YEMEN)
    g = get(s, YEMEN, GOV)
    if side == US:
        if g != IR:
            put(s, YEMEN, ALIGN, ALLY)
            place_aid(s, YEMEN)
        return
    if get(s, YEMEN, ALIGN) < ADVERSARY:
        put(s, YEMEN, ALIGN, get(s, YEMEN, ALIGN) + 1)
    if g != GOOD and g != IR:
        put(s, YEMEN, BESIEGED, 1)
