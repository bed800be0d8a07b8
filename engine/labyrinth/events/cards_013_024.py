"""Events of cards 13-24 (compiled), by card number; conventions as in cards_001_012.py."""
from engine.core.frames import push
from engine.core.jit import njit
from engine.core.rng import roll_d6
from engine.labyrinth.data import COUNTRY_INDEX, MUSLIM, N_COUNTRIES, US
from engine.labyrinth.events.common import (
    any_ir,
    as_country,
    ask,
    ask_posture,
    draw,
    place_aid,
    remove_cells,
    settable_posture,
    take_cells,
)
from engine.labyrinth.layout import (
    ACTIVES,
    ADVERSARY,
    ALIGN,
    ALLY,
    EVENT_OP,
    EXTRA_CARD,
    FAIR,
    FR_USE,
    GOOD,
    GOV,
    IR,
    LOC,
    LOC_DISCARD,
    LOC_HAND_J,
    MARKED,
    NEUTRAL,
    POOR,
    RNG,
)
from engine.labyrinth.rules.board import cells, change_funding, change_prestige, get, plots, put, set_governance, troops
from engine.labyrinth.rules.cards import shuffle_stack
from engine.labyrinth.rules.us_ops import alert

IRAQ, SYRIA = COUNTRY_INDEX["iraq"], COUNTRY_INDEX["syria"]
SOMALIA, SUDAN = COUNTRY_INDEX["somalia"], COUNTRY_INDEX["sudan"]
BENELUX, TURKEY, JORDAN = COUNTRY_INDEX["benelux"], COUNTRY_INDEX["turkey"], COUNTRY_INDEX["jordan"]
RUSSIA, CENTRAL_ASIA = COUNTRY_INDEX["russia"], COUNTRY_INDEX["central-asia"]
ISRAEL, LEBANON = COUNTRY_INDEX["israel"], COUNTRY_INDEX["lebanon"]
INTEL_COMMUNITY, AL_ANBAR = 18, 58
WMD_CARDS = (65, 69, 71)  # HEU, Kazakh Strain, Loose Nuke


# ------------------------------------------------------------------ #13 Anbar Awakening (MARK: blocks #58)
@njit(cache=True)
def c013_target(s, c):
    return (c == IRAQ or c == SYRIA) and troops(s, c) > 0


@njit(cache=True)
def c013_ok(s):
    return c013_target(s, IRAQ) or c013_target(s, SYRIA)


@njit(cache=True)
def c013(s, side):
    change_prestige(s, 1)
    s[MARKED + AL_ANBAR] = 0  # 6.2.8
    ask(s, side, 13, 0)


@njit(cache=True)
def c013_choice_ok(s, step, a):
    c = as_country(a)
    return c >= 0 and c013_target(s, c)


@njit(cache=True)
def c013_answer(s, side, step, a):
    place_aid(s, as_country(a))


# ------------------------------------------------------------------ #14 Covert Action
@njit(cache=True)
def c014_target(s, c):
    return MUSLIM[c] and get(s, c, ALIGN) == ADVERSARY


@njit(cache=True)
def c014_ok(s):
    for c in range(N_COUNTRIES):
        if c014_target(s, c):
            return True
    return False


@njit(cache=True)
def c014(s, side):
    ask(s, side, 14, 0)


@njit(cache=True)
def c014_choice_ok(s, step, a):
    c = as_country(a)
    return c >= 0 and c014_target(s, c)


@njit(cache=True)
def c014_answer(s, side, step, a):
    if roll_d6(s, RNG) >= 4:
        put(s, as_country(a), ALIGN, NEUTRAL)


# ------------------------------------------------------------------ #15 Ethiopia Strikes
@njit(cache=True)
def c015_target(s, c):
    return (c == SOMALIA or c == SUDAN) and get(s, c, GOV) == IR


@njit(cache=True)
def c015_ok(s):
    return c015_target(s, SOMALIA) or c015_target(s, SUDAN)


@njit(cache=True)
def c015(s, side):
    ask(s, side, 15, 0)


@njit(cache=True)
def c015_choice_ok(s, step, a):
    c = as_country(a)
    return c >= 0 and c015_target(s, c)


@njit(cache=True)
def c015_answer(s, side, step, a):
    c = as_country(a)
    put(s, c, GOV, POOR)
    put(s, c, ALIGN, NEUTRAL)


# ------------------------------------------------------------------ #16 Euro-Islam
@njit(cache=True)
def c016(s, side):
    if not any_ir(s):
        change_funding(s, -1)
    ask_posture(s, side, 16, BENELUX)


# ------------------------------------------------------------------ #17 FSB
@njit(cache=True)
def c017(s, side):
    """The US sees the Jihadist hand: its WMD cards are discarded; with none, one cell may go from Russia or
    Central Asia. The solitaire bot's stack is shuffled afterwards (9.2)."""
    shuffle_stack(s)
    found = False
    for card in WMD_CARDS:
        if s[LOC + card] == LOC_HAND_J:
            s[LOC + card] = LOC_DISCARD
            found = True
    if found:
        return
    if cells(s, RUSSIA) > 0 and cells(s, CENTRAL_ASIA) > 0:
        ask(s, side, 17, 0)
    elif cells(s, RUSSIA) > 0:
        remove_cells(s, side, 17, RUSSIA, 1, True)
    elif cells(s, CENTRAL_ASIA) > 0:
        remove_cells(s, side, 17, CENTRAL_ASIA, 1, True)


@njit(cache=True)
def c017_choice_ok(s, step, a):
    c = as_country(a)
    return c == RUSSIA or c == CENTRAL_ASIA


@njit(cache=True)
def c017_answer(s, side, step, a):
    remove_cells(s, side, 17, as_country(a), 1, True)


# ------------------------------------------------------------------ #18 Intel Community (extra_card: step.advance)
@njit(cache=True)
def c018(s, side):
    """The US looks at the Jihadist hand (L53: no rule reads it), carries out one operation of value 1 (an Ops-only
    use of this card, event_op: rules/sequence.card_ops), then may play one additional card at once, in the
    current action phase whoever's it is (extra_card: step.advance, L53)."""
    s[EXTRA_CARD] = 1
    s[EVENT_OP] = INTEL_COMMUNITY
    push(s, FR_USE, US, 1, 0)


# ------------------------------------------------------------------ #19 Kemalist Republic
@njit(cache=True)
def c019(s, side):
    set_governance(s, TURKEY, FAIR)
    put(s, TURKEY, ALIGN, ALLY)


# ------------------------------------------------------------------ #20 King Abdullah
@njit(cache=True)
def c020(s, side):
    set_governance(s, JORDAN, FAIR)
    put(s, JORDAN, ALIGN, ALLY)
    change_prestige(s, 1)
    change_funding(s, -1)


# ------------------------------------------------------------------ #21 Let's Roll!
@njit(cache=True)
def c021_target(s, c):
    return plots(s, c) > 0 and ((MUSLIM[c] and get(s, c, ALIGN) == ALLY) or get(s, c, GOV) == GOOD)


@njit(cache=True)
def c021_ok(s):
    for c in range(N_COUNTRIES):
        if c021_target(s, c):
            return True
    return False


@njit(cache=True)
def c021(s, side):
    ask(s, side, 21, 0)


@njit(cache=True)
def c021_choice_ok(s, step, a):
    c = as_country(a)
    if step == 0:
        return c >= 0 and c021_target(s, c)
    return c >= 0 and settable_posture(c)


@njit(cache=True)
def c021_answer(s, side, step, a):
    """Step 0: the plot, removed as by an Alert (7.5.3; the US picks blind, L10), then a card; step 1: the
    country whose posture the US sets."""
    c = as_country(a)
    if step == 0:
        alert(s, c)
        ask(s, side, 21, 1)
        draw(s, US, 1)
    else:
        ask_posture(s, side, 21, c)


# ------------------------------------------------------------------ #22 Mossad & Shin Bet
@njit(cache=True)
def c022_ok(s):
    return cells(s, ISRAEL) + cells(s, JORDAN) + cells(s, LEBANON) > 0


@njit(cache=True)
def c022(s, side):
    for c in (ISRAEL, JORDAN, LEBANON):
        take_cells(s, c, cells(s, c), get(s, c, ACTIVES), True)


# ------------------------------------------------------------------ #23, #24, #25 Predator
@njit(cache=True)
def c023_target(s, c):
    return MUSLIM[c] and cells(s, c) > 0


@njit(cache=True)
def c023_ok(s):
    for c in range(N_COUNTRIES):
        if c023_target(s, c):
            return True
    return False


@njit(cache=True)
def c023(s, side, card):
    ask(s, side, card, 0)


@njit(cache=True)
def c023_choice_ok(s, step, a):
    c = as_country(a)
    return c >= 0 and c023_target(s, c)


@njit(cache=True)
def c023_answer(s, side, card, step, a):
    remove_cells(s, side, card, as_country(a), 1, True)
