"""Events of cards 1-12 (compiled), a few small functions per card, by card number.

Per card N: cNNN_ok(s) its precondition (6.2.6), cNNN(s, side) what happens at once (it may ask through
common.ask), and for a card that asks, cNNN_choice_ok(s, step, a) / cNNN_answer(s, side, step, a).
Our card summaries: data/cards.csv; lasting effects act where docs/labyrinth_cards.md says.
"""
from engine.core.jit import njit
from engine.core.rng import randbelow
from engine.labyrinth.data import COUNTRY_INDEX, MUSLIM, N_COUNTRIES
from engine.labyrinth.events.common import any_ir, as_country, ask, ir_adjacent_to_israel, remove_cells
from engine.labyrinth.layout import (
    A_COUNTRY0,
    ALIGN,
    ALLY,
    BACKLASH,
    CTR_CENTRAL_ASIA,
    CTR_RUSSIA,
    MARKED,
    NEUTRAL,
    PLOT0,
    RNG,
    SOFT,
    WMD,
)
from engine.labyrinth.rules.board import (
    adjacent,
    cells,
    change_funding,
    change_prestige,
    get,
    plots,
    troops,
    troops_on_track,
    us_posture,
)
from engine.labyrinth.rules.tables import initial_test

CENTRAL_ASIA = COUNTRY_INDEX["central-asia"]
PHILIPPINES = COUNTRY_INDEX["philippines"]
EGYPT = COUNTRY_INDEX["egypt"]
ABU_SAYYAF, PATRIOT_ACT = 57, 43


# ------------------------------------------------------------------ #1 Backlash
@njit(cache=True)
def c001_target(s, c):
    return MUSLIM[c] and plots(s, c) > 0


@njit(cache=True)
def c001_ok(s):
    for c in range(N_COUNTRIES):
        if c001_target(s, c):
            return True
    return False


@njit(cache=True)
def c001(s, side):
    ask(s, side, 1, 0)


@njit(cache=True)
def c001_choice_ok(s, step, a):
    c = as_country(a)
    return c >= 0 and c001_target(s, c)


@njit(cache=True)
def c001_answer(s, side, step, a):
    """The US names the country; it cannot tell face-down plots apart, so the plot designated there is
    drawn at random (as Alert, L10). Its resolution inverts the Funding gain (plots.plot_funding)."""
    c = a - A_COUNTRY0
    i = randbelow(s, RNG, plots(s, c))
    for k in range(1, WMD + 1):
        n = get(s, c, PLOT0 + k - 1)
        if i < n:
            s[BACKLASH] = c + 1
            s[BACKLASH + 1] = k
            return
        i -= n


# ------------------------------------------------------------------ #2 Biometrics (LAPSING: 8.3 travel)
@njit(cache=True)
def c002(s, side):
    """Only its Lapsing effect, which Travel reads (jihadist_ops.travel_dest_ok, roll_travel)."""


# ------------------------------------------------------------------ #3 CTR (MARK: HEU, Kazakh Strain, Loose Nuke)
@njit(cache=True)
def c003_ok(s):
    return us_posture(s) == SOFT


@njit(cache=True)
def c003(s, side):
    a = get(s, CENTRAL_ASIA, ALIGN)
    s[MARKED + 3] = CTR_RUSSIA | (CTR_CENTRAL_ASIA if a == ALLY or a == NEUTRAL else 0)


# ------------------------------------------------------------------ #4 Moro Talks (MARK: blocks #57)
@njit(cache=True)
def c004(s, side):
    initial_test(s, PHILIPPINES)
    change_funding(s, -1)
    s[MARKED + ABU_SAYYAF] = 0  # 6.2.8: a blocked MARK event's effect ends


# ------------------------------------------------------------------ #5 NEST (MARK: hidden.py)
@njit(cache=True)
def c005(s, side):
    """Only its marker: plots in the United States are face up (hidden.shuffle_plots leaves them)."""


# ------------------------------------------------------------------ #6, #7 Sanctions
@njit(cache=True)
def c006_ok(s):
    return s[MARKED + PATRIOT_ACT] != 0


@njit(cache=True)
def c006(s, side):
    change_funding(s, -2)


# ------------------------------------------------------------------ #8, #9, #10 Special Forces
@njit(cache=True)
def c008_target(s, c):
    if cells(s, c) == 0:
        return False
    if troops(s, c) > 0:
        return True
    for n in range(N_COUNTRIES):
        if adjacent(s, c, n) and troops(s, n) > 0:
            return True
    return False


@njit(cache=True)
def c008_ok(s):
    for c in range(N_COUNTRIES):
        if c008_target(s, c):
            return True
    return False


@njit(cache=True)
def c008(s, side, card):
    ask(s, side, card, 0)


@njit(cache=True)
def c008_choice_ok(s, step, a):
    c = as_country(a)
    return c >= 0 and c008_target(s, c)


@njit(cache=True)
def c008_answer(s, side, card, step, a):
    remove_cells(s, side, card, a - A_COUNTRY0, 1, True)


# ------------------------------------------------------------------ #11 Abbas (MARK: enables #26; plots.py)
@njit(cache=True)
def c011(s, side):
    """The marker is placed in any case (6.2.4); the track changes need no Overstretch (4.7.3: 5+ troops on
    the track) and no Islamist Rule country next to Israel."""
    if troops_on_track(s) >= 5 and not ir_adjacent_to_israel(s):
        change_prestige(s, 1)
        change_funding(s, -2)


# ------------------------------------------------------------------ #12 Al-Azhar
@njit(cache=True)
def c012(s, side):
    initial_test(s, EGYPT)
    change_funding(s, -2 if any_ir(s) else -4)
