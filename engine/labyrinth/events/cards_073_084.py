"""Events of cards 73-84 (compiled), by card number; conventions as in cards_001_012.py (card 85, Leak,
shares card 84's functions)."""
from engine.core.jit import njit
from engine.core.rng import roll_d6
from engine.labyrinth.data import ADJ, COUNTRY_INDEX, JIHADIST, MUSLIM, N_COUNTRIES, SCHENGEN, UNITED_STATES
from engine.labyrinth.events.cards_025_036 import BLOCKED
from engine.labyrinth.events.common import as_country, ask, draw, place_cells
from engine.labyrinth.layout import (
    A_CARD0,
    ADVERSARY,
    AID,
    ALIGN,
    ALLY,
    BESIEGED,
    CADRE,
    GOV,
    HARD,
    IR,
    LOC,
    LOC_DISCARD,
    LOC_HAND_US,
    MARKED,
    NEUTRAL,
    POSTURE,
    RC,
    RNG,
    SLEEPERS,
    SOFT,
)
from engine.labyrinth.rules.board import (
    add,
    cell_pieces,
    cells,
    cells_on_map,
    change_prestige,
    get,
    put,
    remove_cell,
    troops,
    us_posture,
)
from engine.labyrinth.rules.jihadist_ops import recruit_number
from engine.labyrinth.rules.tables import initial_test, roll_posture, roll_prestige

SOMALIA, YEMEN = COUNTRY_INDEX["somalia"], COUNTRY_INDEX["yemen"]
GERMANY, FRANCE = COUNTRY_INDEX["germany"], COUNTRY_INDEX["france"]
SAUDI_ARABIA, PAKISTAN = COUNTRY_INDEX["saudi-arabia"], COUNTRY_INDEX["pakistan"]
LEAKABLE = (31, 34, 44)  # Wiretapping, Enhanced Measures, Renditions
AXIS_CARDS = (103, 104, 105, 106)  # Hizballah, Iran, Iran, Jaysh al-Mahdi
SECOND = 1 << 10  # the second cell's steps (#74, #79)


@njit(cache=True)
def any_ally(s):
    for c in range(N_COUNTRIES):
        if MUSLIM[c] and get(s, c, ALIGN) == ALLY:
            return True
    return False


# ------------------------------------------------------------------ #73 Pirates (MARK: sequence.diplomacy)
@njit(cache=True)
def c073_ok(s):
    return get(s, SOMALIA, GOV) == IR or get(s, YEMEN, GOV) == IR


@njit(cache=True)
def c073(s, side):
    """Only its marker: no end-of-turn Funding decrease while Somalia or Yemen is under Islamist Rule."""


# ------------------------------------------------------------------ #74 Schengen Visas, #79 Clean Operatives
@njit(cache=True)
def move_two(s, side, card):
    """Two cells move one after the other, each arriving as a sleeper without a roll (L41). Steps: origin
    (0, SECOND), then destination (1 + origin, SECOND + 1 + origin). None moves when the only cell on the map
    is the Sadr marker (#54: it never travels)."""
    if cells_on_map(s) > 0:
        ask(s, side, card, 0)


@njit(cache=True)
def move_choice_ok(s, card, step, a):
    c = as_country(a)
    if c < 0:
        return False
    if step % SECOND == 0:
        return cell_pieces(s, c) > 0  # #54: the Sadr marker never travels
    return card == 79 or SCHENGEN[c]


@njit(cache=True)
def move_answer(s, side, card, step, a):
    c = as_country(a)
    if step % SECOND == 0:
        ask(s, side, card, step + 1 + c)
        return
    remove_cell(s, step % SECOND - 1, True)  # an active cell travels first (4.6.4)
    initial_test(s, c)
    add(s, c, SLEEPERS, 1)
    put(s, c, CADRE, 0)
    if step < SECOND:
        ask(s, side, card, SECOND)


# ------------------------------------------------------------------ #75 Schroeder & Chirac
@njit(cache=True)
def c075_ok(s):
    return us_posture(s) == HARD


@njit(cache=True)
def c075(s, side):
    put(s, GERMANY, POSTURE, SOFT)
    put(s, FRANCE, POSTURE, SOFT)
    change_prestige(s, -1)


# ------------------------------------------------------------------ #76 Abu Ghurayb
@njit(cache=True)
def c076(s, side):
    draw(s, JIHADIST, 2)
    change_prestige(s, -2)
    if any_ally(s):
        ask(s, side, 76, 0)


@njit(cache=True)
def to_neutral_ok(s, a):
    c = as_country(a)
    return c >= 0 and MUSLIM[c] and get(s, c, ALIGN) == ALLY


@njit(cache=True)
def to_neutral(s, a):
    put(s, as_country(a), ALIGN, NEUTRAL)


# ------------------------------------------------------------------ #77 Al Jazeera
@njit(cache=True)
def c077_target(s, c):
    return (c == SAUDI_ARABIA or ADJ[c, SAUDI_ARABIA] and MUSLIM[c]) and troops(s, c) > 0


@njit(cache=True)
def c077_ok(s):
    for c in range(N_COUNTRIES):
        if c077_target(s, c):
            return True
    return False


@njit(cache=True)
def c077(s, side):
    ask(s, side, 77, 0)


@njit(cache=True)
def c077_choice_ok(s, step, a):
    c = as_country(a)
    return c >= 0 and c077_target(s, c)


@njit(cache=True)
def c077_answer(s, side, step, a):
    c = as_country(a)
    if get(s, c, ALIGN) < ADVERSARY:
        put(s, c, ALIGN, get(s, c, ALIGN) + 1)


# ------------------------------------------------------------------ #78 Axis of Evil
@njit(cache=True)
def c078(s, side):
    for card in AXIS_CARDS:
        if s[LOC + card] == LOC_HAND_US:
            s[LOC + card] = LOC_DISCARD
    put(s, UNITED_STATES, POSTURE, HARD)
    roll_prestige(s)


# ------------------------------------------------------------------ #80 FATA (MARK: us_ops.disrupt_ok)
@njit(cache=True)
def c080(s, side):
    initial_test(s, PAKISTAN)
    place_cells(s, PAKISTAN, 1)


# ------------------------------------------------------------------ #81 Foreign Fighters
@njit(cache=True)
def c081_ok(s):
    for c in range(N_COUNTRIES):
        if get(s, c, RC) != 0:
            return True
    return False


@njit(cache=True)
def c081(s, side):
    ask(s, side, 81, 0)


@njit(cache=True)
def c081_choice_ok(s, step, a):
    c = as_country(a)
    return c >= 0 and get(s, c, RC) != 0


@njit(cache=True)
def c081_answer(s, side, step, a):
    c = as_country(a)
    place_cells(s, c, 5)
    if get(s, c, AID) > 0:
        add(s, c, AID, -1)
    else:
        put(s, c, BESIEGED, 1)


# ------------------------------------------------------------------ #82 Jihadist Videos
@njit(cache=True)
def c082(s, side):
    ask(s, side, 82, 0)


@njit(cache=True)
def c082_choice_ok(s, step, a):
    """Three different countries without cells, one at a time (a bit per country chosen); the Jihadist may
    stop early only when none is left."""
    c = as_country(a)
    return c >= 0 and cells(s, c) == 0 and not step & (1 << c)


@njit(cache=True)
def c082_answer(s, side, step, a):
    """Tested, one Recruit roll ignoring Funding (a cell from the track on success), a cadre if still empty."""
    c = as_country(a)
    initial_test(s, c)
    if roll_d6(s, RNG) <= recruit_number(s, c):
        place_cells(s, c, 1)
    if cells(s, c) == 0:
        put(s, c, CADRE, 1)
    step |= 1 << c
    n = 0
    for x in range(N_COUNTRIES):
        if step & (1 << x):
            n += 1
    if n < 3:
        for x in range(N_COUNTRIES):
            if cells(s, x) == 0 and not step & (1 << x):
                ask(s, side, 82, step)
                return


# ------------------------------------------------------------------ #83 Kashmir
@njit(cache=True)
def c083_ok(s):
    return s[MARKED + 36] == 0


@njit(cache=True)
def c083(s, side):
    initial_test(s, PAKISTAN)
    if get(s, PAKISTAN, ALIGN) < ADVERSARY:
        put(s, PAKISTAN, ALIGN, get(s, PAKISTAN, ALIGN) + 1)
    place_cells(s, PAKISTAN, 1)


# ------------------------------------------------------------------ #84, #85 Leak
@njit(cache=True)
def c084_ok(s):
    for card in LEAKABLE:
        if s[MARKED + card] == 1:
            return True
    return False


@njit(cache=True)
def c084(s, side, card):
    """Step 0: the marker flipped; then US posture and Prestige rolls; step 1: an Ally to Neutral."""
    ask(s, side, card, 0)


@njit(cache=True)
def c084_choice_ok(s, step, a):
    if step == 0:
        card = a - A_CARD0 + 1
        return (card == 31 or card == 34 or card == 44) and s[MARKED + card] == 1
    return to_neutral_ok(s, a)


@njit(cache=True)
def c084_answer(s, side, card, step, a):
    """6.2.8: the flipped event's effect ends and it can no longer be played (MARKED = BLOCKED)."""
    if step == 0:
        s[MARKED + a - A_CARD0 + 1] = BLOCKED
        roll_posture(s, UNITED_STATES)
        roll_prestige(s)
        if any_ally(s):
            ask(s, side, card, 1)
    else:
        to_neutral(s, a)
