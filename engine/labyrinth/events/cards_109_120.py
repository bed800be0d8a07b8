"""Events of cards 109-120 (compiled), by card number; conventions as in cards_001_012.py. Unassociated:
`side` is the player of the event; US-only removals are applied by play.fire (6.2.9)."""
from engine.core.jit import njit
from engine.labyrinth.data import ADJ, COUNTRY_INDEX, IRAN, JIHADIST, MUSLIM, N_CARDS, N_COUNTRIES, UNITED_STATES, US
from engine.labyrinth.events.cards_085_096 import any_plot_available
from engine.labyrinth.events.common import (
    any_ir,
    as_country,
    ask,
    draw,
    place_aid,
    place_cells,
    remove_cells,
    remove_plot,
)
from engine.labyrinth.layout import (
    A_CARD0,
    A_PLOT0,
    ADVERSARY,
    ALIGN,
    ALLY,
    AVAIL,
    BESIEGED,
    GOOD,
    GOV,
    HARD,
    IR,
    LOC,
    LOC_DISCARD,
    LOC_FIRST_PLOT,
    LOC_LAPSING,
    MARKED,
    PLOT0,
    PLOT2,
    POSTURE,
    PRESTIGE,
    RC,
    WMD,
)
from engine.labyrinth.rules.board import (
    add,
    cells,
    change_funding,
    change_prestige,
    get,
    gwot_penalty,
    plots,
    put,
    shift_toward_ally,
    troops,
)
from engine.labyrinth.rules.cards import hand_loc, put_on_top
from engine.labyrinth.rules.plots import abu_sayyaf_plot
from engine.labyrinth.rules.tables import initial_test, roll_posture, roll_prestige

ZARQAWI_COUNTRIES = (COUNTRY_INDEX["iraq"], COUNTRY_INDEX["syria"], COUNTRY_INDEX["lebanon"], COUNTRY_INDEX["jordan"])
SUDAN, YEMEN, INDONESIA = COUNTRY_INDEX["sudan"], COUNTRY_INDEX["yemen"], COUNTRY_INDEX["indonesia-malaysia"]
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
            return troops(s, c) > 0
    return False


@njit(cache=True)
def c110_ok(s):
    for c in ZARQAWI_COUNTRIES:
        if troops(s, c) > 0:
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


# ------------------------------------------------------------------ #115 Hambali
@njit(cache=True)
def c115_target(s, c):
    """Indonesia/Malaysia or a neighbour, with a cell, an Ally (Muslim) or Hard (non-Muslim)."""
    if not (c == INDONESIA or ADJ[c, INDONESIA]) or cells(s, c) == 0:
        return False
    if MUSLIM[c]:
        return get(s, c, ALIGN) == ALLY
    return get(s, c, POSTURE) == HARD


@njit(cache=True)
def c115_ok(s):
    for c in range(N_COUNTRIES):
        if c115_target(s, c):
            return True
    return False


@njit(cache=True)
def c115(s, side):
    ask(s, side, 115, 0)


@njit(cache=True)
def c115_choice_ok(s, step, a):
    """Step 0: the country; Jihadist step 1 + c: the available plot marker placed there."""
    if step == 0:
        c = as_country(a)
        return c >= 0 and c115_target(s, c)
    return plot_marker_ok(s, a)


@njit(cache=True)
def c115_answer(s, side, step, a):
    """US: that cell goes (the US picks which kind), the US draws 2 (the card is removed: play.fire).
    Jihadist: an available plot marker there."""
    if step != 0:
        place_plot(s, step - 1, a - A_PLOT0 + 1)
        return
    c = as_country(a)
    if side == US:
        remove_cells(s, side, 115, c, 1, True)
        draw(s, US, 2)
    elif any_plot_available(s):
        ask(s, side, 115, 1 + c)


@njit(cache=True)
def plot_marker_ok(s, a):
    k = a - A_PLOT0 + 1
    return 1 <= k <= WMD and s[AVAIL + k] > 0


@njit(cache=True)
def place_plot(s, c, k):
    """An available plot marker of kind k placed in c by an event."""
    s[AVAIL + k] -= 1
    add(s, c, PLOT0 + k - 1, 1)
    abu_sayyaf_plot(s, c)


# ------------------------------------------------------------------ #116 KSM
@njit(cache=True)
def c116_us_target(s, c):
    return plots(s, c) > 0 and (not MUSLIM[c] or get(s, c, ALIGN) == ALLY)


@njit(cache=True)
def c116_j_target(s, c):
    return get(s, c, GOV) != IR and cells(s, c) > 0


@njit(cache=True)
def c116_ok(s, side):
    """The US event needs a plot in an Ally or a non-Muslim country (Iran counts as neither); the Jihadist's
    needs a place for a plot marker, else it has no effect (always playable)."""
    if side != US:
        return True
    for c in range(N_COUNTRIES):
        if c116_us_target(s, c) and c != IRAN:
            return True
    return False


@njit(cache=True)
def c116(s, side):
    if side == US:
        for c in range(N_COUNTRIES):
            if c != IRAN and c116_us_target(s, c):
                for k in range(1, WMD + 1):
                    while get(s, c, PLOT0 + k - 1) > 0:
                        remove_plot(s, c, k)
        draw(s, US, 2)
        return
    if not any_plot_available(s):
        return
    for c in range(N_COUNTRIES):
        if c116_j_target(s, c):
            ask(s, side, 116, 0)
            return


@njit(cache=True)
def c116_choice_ok(s, step, a):
    if step == 0:
        c = as_country(a)
        return c >= 0 and c116_j_target(s, c)
    return plot_marker_ok(s, a)


@njit(cache=True)
def c116_answer(s, side, step, a):
    if step == 0:
        ask(s, side, 116, 1 + as_country(a))
    else:
        place_plot(s, step - 1, a - A_PLOT0 + 1)


# ------------------------------------------------------------------ #117, #118 Oil Price Spike (LAPSING: board.resources)
@njit(cache=True)
def c117_card_ok(s, card):
    loc = s[LOC + card]
    return card != 117 and card != 118 and (loc == LOC_DISCARD or loc == LOC_LAPSING or loc == LOC_FIRST_PLOT)


@njit(cache=True)
def c117(s, side, card):
    """The player takes a card from the discards or a box (its effect goes on, 4.7.7); +1 oil resources for
    the turn are its Lapsing effect."""
    for c in range(1, N_CARDS + 1):
        if c117_card_ok(s, c):
            ask(s, side, card, 0)
            return


@njit(cache=True)
def c117_choice_ok(s, step, a):
    card = a - A_CARD0 + 1
    return 1 <= card <= N_CARDS and c117_card_ok(s, card)


@njit(cache=True)
def c117_answer(s, side, step, a):
    s[LOC + a - A_CARD0 + 1] = hand_loc(side)
    if side == JIHADIST:
        put_on_top(s, a - A_CARD0 + 1)  # 9.2: on top of the solitaire bot's stack


# ------------------------------------------------------------------ #120 US Election (6.3.1)
@njit(cache=True)
def c120(s, side):
    """US posture roll (+1, 4.9.3), then Prestige +1 with no GWOT penalty, else -1. It happens whenever the
    card is played or discarded (play.triggers, step.py)."""
    roll_posture(s, UNITED_STATES)
    change_prestige(s, 1 if gwot_penalty(s) == 0 else -1)
