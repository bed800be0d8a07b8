"""Events of cards 86-96 (compiled), by card number; conventions as in cards_001_012.py (card 85, Leak,
is with 84)."""
from engine.core.jit import njit
from engine.labyrinth.data import (
    ASSOC_JIHADIST,
    CARD_ASSOC,
    COUNTRY_INDEX,
    CTYPE,
    JIHADIST,
    MUSLIM,
    N_COUNTRIES,
    SHIA_MIX,
    UNITED_STATES,
)
from engine.labyrinth.events.cards_049_060 import rc_cells
from engine.labyrinth.events.common import any_ir, as_country, ask, place_cells, remove_cells
from engine.labyrinth.layout import (
    A_PLOT0,
    ADVERSARY,
    ALIGN,
    AVAIL,
    BESIEGED,
    FUNDING,
    GOOD,
    GOV,
    IR,
    LOC,
    LOC_DISCARD,
    LOC_HAND_US,
    MARKED,
    PLOT0,
    POOR,
    POSTURE,
    PRESTIGE,
    RECENT_IMPROVED,
    SOFT,
    TRIGGER,
    TRIGGER_BY,
    UNTESTED,
    WMD,
)
from engine.labyrinth.rules.board import (
    add,
    cells,
    change_funding,
    change_prestige,
    get,
    put,
    recent,
    worsen_toward_poor,
)
from engine.labyrinth.rules.cards import random_card
from engine.labyrinth.rules.plots import abu_sayyaf_plot
from engine.labyrinth.rules.tables import initial_test

IRAQ, AFGHANISTAN = COUNTRY_INDEX["iraq"], COUNTRY_INDEX["afghanistan"]
PAKISTAN, SAUDI_ARABIA = COUNTRY_INDEX["pakistan"], COUNTRY_INDEX["saudi-arabia"]
SADDAM_CAPTURED = 27
PLOT_STEP = 1 << 6  # #87-#89: steps PLOT_STEP x (markers left) + country


# ------------------------------------------------------------------ #86 Lebanon War
@njit(cache=True)
def c086(s, side):
    card = random_card(s, LOC_HAND_US)
    if card != 0:
        s[LOC + card] = LOC_DISCARD
    change_prestige(s, -1)
    ask(s, side, 86, 0)


@njit(cache=True)
def c086_choice_ok(s, step, a):
    c = as_country(a)
    return c >= 0 and CTYPE[c] == SHIA_MIX


@njit(cache=True)
def c086_answer(s, side, step, a):
    place_cells(s, as_country(a), 1)


# ------------------------------------------------------------------ #87, #88, #89 Martyrdom Operation
@njit(cache=True)
def c087_target(s, c):
    return cells(s, c) > 0 and get(s, c, GOV) != IR


@njit(cache=True)
def c087_ok(s):
    for c in range(N_COUNTRIES):
        if c087_target(s, c):
            return True
    return False


@njit(cache=True)
def c087(s, side, card):
    ask(s, side, card, 0)


@njit(cache=True)
def any_plot_available(s):
    for k in range(1, WMD + 1):
        if s[AVAIL + k] > 0:
            return True
    return False


@njit(cache=True)
def c087_choice_ok(s, step, a):
    """Step 0: the country; then the markers, any available kind (WMD too)."""
    if step == 0:
        c = as_country(a)
        return c >= 0 and c087_target(s, c)
    k = a - A_PLOT0 + 1
    return 1 <= k <= WMD and s[AVAIL + k] > 0


@njit(cache=True)
def c087_answer(s, side, card, step, a):
    """A cell removed (L40: the last leaves a cadre), then two available plot markers placed there, chosen
    one at a time (fewer if fewer are available)."""
    if step == 0:
        c = as_country(a)
        if any_plot_available(s):
            ask(s, side, card, 2 * PLOT_STEP + c)
        remove_cells(s, side, card, c, 1, True)
        return
    c = step % PLOT_STEP
    k = a - A_PLOT0 + 1
    s[AVAIL + k] -= 1
    add(s, c, PLOT0 + k - 1, 1)
    abu_sayyaf_plot(s, c)
    if step // PLOT_STEP == 2 and any_plot_available(s):
        ask(s, side, card, PLOT_STEP + c)


# ------------------------------------------------------------------ #91 Regional al-Qaeda
@njit(cache=True)
def c091_target(s, c):
    return MUSLIM[c] and get(s, c, GOV) == UNTESTED


@njit(cache=True)
def c091_ok(s):
    n = 0
    for c in range(N_COUNTRIES):
        if c091_target(s, c):
            n += 1
    return n >= 2


@njit(cache=True)
def c091(s, side):
    ask(s, side, 91, 0)


@njit(cache=True)
def c091_choice_ok(s, step, a):
    c = as_country(a)
    return c >= 0 and c091_target(s, c)


@njit(cache=True)
def c091_answer(s, side, step, a):
    """Two countries one after the other (the first, tested on arrival, is no longer unmarked)."""
    place_cells(s, as_country(a), 2 if any_ir(s) else 1)
    if step == 0:
        for c in range(N_COUNTRIES):
            if c091_target(s, c):
                ask(s, side, 91, 1)
                return


# ------------------------------------------------------------------ #92 Saddam
@njit(cache=True)
def c092_ok(s):
    return get(s, IRAQ, GOV) == POOR and get(s, IRAQ, ALIGN) == ADVERSARY and s[MARKED + SADDAM_CAPTURED] == 0


@njit(cache=True)
def c092(s, side):
    s[FUNDING] = 9


# ------------------------------------------------------------------ #93 Taliban
@njit(cache=True)
def c093(s, side):
    initial_test(s, AFGHANISTAN)
    g = get(s, AFGHANISTAN, GOV)
    if g != GOOD and g != IR:  # 4.8.3: no Besieged Regime in a Good or Islamist Rule country
        put(s, AFGHANISTAN, BESIEGED, 1)
    place_cells(s, AFGHANISTAN, 1)
    place_cells(s, PAKISTAN, 1)
    change_prestige(s, -3 if get(s, AFGHANISTAN, GOV) == IR or get(s, PAKISTAN, GOV) == IR else -1)


# ------------------------------------------------------------------ #95 Wahhabism
@njit(cache=True)
def c095(s, side):
    """An untested Saudi Arabia is tested first (L39)."""
    initial_test(s, SAUDI_ARABIA)
    g = get(s, SAUDI_ARABIA, GOV)
    if g == IR:
        s[FUNDING] = 9
    else:
        change_funding(s, g)


# ------------------------------------------------------------------ #94 The door of Itjihad was closed
@njit(cache=True)
def c094_target(s, c):
    return MUSLIM[c] and recent(s, RECENT_IMPROVED, c)


@njit(cache=True)
def c094_ok(s):
    """A Muslim country tested or improved to Fair or Good in this or the previous action phase."""
    for c in range(N_COUNTRIES):
        if c094_target(s, c):
            return True
    return False


@njit(cache=True)
def c094(s, side):
    ask(s, side, 94, 0)


@njit(cache=True)
def c094_choice_ok(s, step, a):
    c = as_country(a)
    return c >= 0 and c094_target(s, c)


@njit(cache=True)
def c094_answer(s, side, step, a):
    worsen_toward_poor(s, as_country(a))


# ------------------------------------------------------------------ #90 Quagmire
@njit(cache=True)
def c090_ok(s):
    return s[PRESTIGE] <= 6 and rc_cells(s)


@njit(cache=True)
def c090(s, side):
    """Two random US cards discarded; their playable Jihadist events happen for the Jihadist once this
    card's play is over (play.fire_due, L47); US posture Soft."""
    put(s, UNITED_STATES, POSTURE, SOFT)
    for _ in range(2):
        card = random_card(s, LOC_HAND_US)
        if card == 0:
            return
        s[LOC + card] = LOC_DISCARD
        if CARD_ASSOC[card] != ASSOC_JIHADIST:
            continue
        for i in range(2):
            if s[TRIGGER + i] == 0:
                s[TRIGGER + i] = card + TRIGGER_BY * (JIHADIST + 1)
                break
