"""Events of cards 25-36 (compiled), by card number; conventions as in cards_001_012.py (card 25,
Predator, shares card 23's functions)."""
from engine.core.jit import njit
from engine.core.rng import roll_d6
from engine.labyrinth.data import ADJ, CARD_OPS, COUNTRY_INDEX, MUSLIM, N_CARDS, N_COUNTRIES, RESOURCES, SCHENGEN, US
from engine.labyrinth.events.common import (
    any_ir,
    as_country,
    ask,
    ask_posture,
    draw,
    ir_adjacent_to_israel,
    place_aid,
    remove_plot,
    take_cells,
)
from engine.labyrinth.layout import (
    A_CARD0,
    A_DONE,
    ADVERSARY,
    ALIGN,
    ALLY,
    BESIEGED,
    CADRE,
    FAIR,
    GOOD,
    GOV,
    HARD,
    IR,
    LOC,
    LOC_DISCARD,
    LOC_HAND_J,
    LOC_HAND_US,
    MARKED,
    MARKED_BLOCKED,
    NEUTRAL,
    PLOT0,
    POOR,
    POSTURE,
    RC,
    RNG,
    SOFT,
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
    troops,
    troops_on_track,
    us_posture,
)
from engine.labyrinth.rules.cards import random_card
from engine.labyrinth.rules.tables import initial_test, posture_result
from engine.labyrinth.rules.us_ops import disrupt_at, disrupt_ok, woi_modifier, woi_outcome

IRAQ, PAKISTAN, TURKEY = COUNTRY_INDEX["iraq"], COUNTRY_INDEX["pakistan"], COUNTRY_INDEX["turkey"]
FRANCE, INDIA = COUNTRY_INDEX["france"], COUNTRY_INDEX["india"]
UNITED_KINGDOM, CANADA = COUNTRY_INDEX["united-kingdom"], COUNTRY_INDEX["canada"]
UNITED_STATES = COUNTRY_INDEX["united-states"]
ABBAS, VIEIRA_DE_MELLO, BHUTTO_SHOT = 11, 56, 60
BLOCKED = MARKED_BLOCKED  # a marker Leak flipped (#84, #85): the event is blocked


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
    return troops(s, IRAQ) > 0


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


# ------------------------------------------------------------------ #32 Back Channel
@njit(cache=True)
def c032_match(s, c):
    """An Adversary whose printed resources equal the Ops of another card in the US hand (not this one)."""
    if not MUSLIM[c] or get(s, c, ALIGN) != ADVERSARY:
        return False
    for card in range(1, N_CARDS + 1):
        if card != 32 and s[LOC + card] == LOC_HAND_US and CARD_OPS[card] == RESOURCES[c]:
            return True
    return False


@njit(cache=True)
def c032_ok(s):
    if us_posture(s) != SOFT:
        return False
    for c in range(N_COUNTRIES):
        if c032_match(s, c):
            return True
    return False


@njit(cache=True)
def c032(s, side):
    ask(s, side, 32, 0)


@njit(cache=True)
def c032_choice_ok(s, step, a):
    """Step 0: the Adversary, or not (the discard is optional); step 1 + c: the card to discard for c."""
    if step == 0:
        c = as_country(a)
        return a == A_DONE or (c >= 0 and c032_match(s, c))
    card = a - A_CARD0 + 1
    return 1 <= card <= N_CARDS and card != 32 and s[LOC + card] == LOC_HAND_US and CARD_OPS[card] == RESOURCES[step - 1]


@njit(cache=True)
def c032_answer(s, side, step, a):
    if step == 0:
        if a != A_DONE:
            ask(s, side, 32, 1 + as_country(a))
        return
    c = step - 1
    s[LOC + a - A_CARD0 + 1] = LOC_DISCARD  # 6.3.3: a discard, no Reserves added
    put(s, c, ALIGN, NEUTRAL)
    place_aid(s, c)


# ------------------------------------------------------------------ #33 Benazir Bhutto (MARK: no Jihad in Pakistan)
@njit(cache=True)
def c033_ok(s):
    if s[MARKED + BHUTTO_SHOT] != 0 or get(s, PAKISTAN, GOV) == IR:
        return False
    for c in range(N_COUNTRIES):
        if ADJ[c, PAKISTAN] and MUSLIM[c] and get(s, c, GOV) == IR:
            return False
    return True


@njit(cache=True)
def c033(s, side):
    if get(s, PAKISTAN, GOV) == POOR:
        set_governance(s, PAKISTAN, FAIR)


# ------------------------------------------------------------------ #34 Enhanced Measures (MARK: Leak flips it)
@njit(cache=True)
def any_disrupt(s):
    for c in range(N_COUNTRIES):
        if disrupt_ok(s, c, 3):
            return True
    return False


@njit(cache=True)
def c034_ok(s):
    return s[MARKED + 34] != BLOCKED and us_posture(s) == HARD and any_disrupt(s)


@njit(cache=True)
def take_random_card(s, to_loc):
    """A random card of the Jihadist hand goes to to_loc (its owner cannot choose it)."""
    card = random_card(s, LOC_HAND_J)
    if card != 0:
        s[LOC + card] = to_loc


@njit(cache=True)
def c034(s, side):
    take_random_card(s, LOC_HAND_US)
    ask(s, side, 34, 0)


@njit(cache=True)
def c034_choice_ok(s, step, a):
    """A Disrupt target as with a 3-value card ("as if with enough Ops")."""
    c = as_country(a)
    return c >= 0 and disrupt_ok(s, c, 3)


@njit(cache=True)
def c034_answer(s, side, step, a):
    disrupt_at(s, as_country(a), 3)


# ------------------------------------------------------------------ #35 Hijab
@njit(cache=True)
def c035_ok(s):
    return not any_ir(s)


@njit(cache=True)
def c035(s, side):
    initial_test(s, TURKEY)
    g = get(s, TURKEY, GOV)
    if g > GOOD:
        set_governance(s, TURKEY, g - 1)
    change_funding(s, -2)
    ask_posture(s, side, 35, FRANCE)


# ------------------------------------------------------------------ #36 Indo-Pakistani Talks (MARK: blocks #70, #83)
@njit(cache=True)
def c036_ok(s):
    g = get(s, PAKISTAN, GOV)
    return g == GOOD or g == FAIR


@njit(cache=True)
def c036(s, side):
    """The marker leaves when a plot is resolved in India (plots.resolve_start)."""
    put(s, PAKISTAN, ALIGN, ALLY)
    ask_posture(s, side, 36, INDIA)
