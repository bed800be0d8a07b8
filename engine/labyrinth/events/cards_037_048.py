"""Events of cards 37-48 (compiled), by card number; conventions as in cards_001_012.py."""
from engine.core.jit import njit
from engine.core.rng import roll_d6
from engine.labyrinth.data import (
    CARD_OPS,
    COUNTRY_INDEX,
    CTYPE,
    N_CARDS,
    N_COUNTRIES,
    SCHENGEN,
    SHIA_MIX,
    UNITED_STATES,
)
from engine.labyrinth.events.cards_025_036 import BLOCKED, any_disrupt, take_random_card
from engine.labyrinth.events.common import any_ir, as_country, ask, ask_posture, place_aid, settable_posture
from engine.labyrinth.layout import (
    A_CARD0,
    A_NO,
    A_YES,
    ADVERSARY,
    ALIGN,
    ALLY,
    CARDS_IN_PHASE,
    EXTRA_CARD,
    GOOD,
    GOV,
    HARD,
    LAPSE,
    LOC,
    LOC_DISCARD,
    LOC_HAND_J,
    MARKED,
    POOR,
    RC,
    RNG,
    ST_J_PHASE,
    STEP,
    TRIGGER,
)
from engine.labyrinth.rules.board import (
    available_cells,
    cells,
    change_prestige,
    get,
    gwot_penalty,
    place_cell,
    plots,
    put,
    set_governance,
    us_posture,
)
from engine.labyrinth.rules.cards import random_card
from engine.labyrinth.rules.sequence import spend_second_card
from engine.labyrinth.rules.tables import roll_posture
from engine.labyrinth.rules.us_ops import disrupt_at, disrupt_ok

IRAQ, SYRIA, LIBYA = COUNTRY_INDEX["iraq"], COUNTRY_INDEX["syria"], COUNTRY_INDEX["libya"]
PAKISTAN = COUNTRY_INDEX["pakistan"]
LIBYAN_DEAL, LIBYAN_WMD, NATO, ITJIHAD, FATA, US_ELECTION = 38, 39, 41, 47, 80, 120
NATO_OUT = 1  # #41's step asked after a Deploy from its country (option nato_deploys_out)


# ------------------------------------------------------------------ #37 Iraqi WMD (MARK: us_ops.rc_by_event)
@njit(cache=True)
def c037_ok(s):
    return us_posture(s) == HARD and get(s, IRAQ, ALIGN) == ADVERSARY


@njit(cache=True)
def c037(s, side):
    """Only its marker: Regime Change in Iraq whatever its governance, once (us_ops.rc_target_ok)."""


# ------------------------------------------------------------------ #38 Libyan Deal (MARK: blocks #39)
@njit(cache=True)
def c038_ok(s):
    return get(s, LIBYA, GOV) == POOR and (get(s, IRAQ, ALIGN) == ALLY or get(s, SYRIA, ALIGN) == ALLY)


@njit(cache=True)
def c038(s, side):
    put(s, LIBYA, ALIGN, ALLY)
    change_prestige(s, 1)
    s[MARKED + LIBYAN_WMD] = 0  # 6.2.8
    ask(s, side, 38, 0)


@njit(cache=True)
def c038_choice_ok(s, step, a):
    """Two different Schengen countries, one at a time (the step holds a bit per country already set)."""
    c = as_country(a)
    return c >= 0 and SCHENGEN[c] and not step & (1 << c)


@njit(cache=True)
def c038_answer(s, side, step, a):
    c = as_country(a)
    if step == 0:
        ask(s, side, 38, 1 << c)  # the second country, after this one's posture
    ask_posture(s, side, 38, c)


# ------------------------------------------------------------------ #39 Libyan WMD (MARK: us_ops.rc_by_event)
@njit(cache=True)
def c039_ok(s):
    return get(s, LIBYA, ALIGN) == ADVERSARY and us_posture(s) == HARD and s[MARKED + LIBYAN_DEAL] == 0


@njit(cache=True)
def c039(s, side):
    """Only its marker: Regime Change in Libya whatever its governance, once (us_ops.rc_target_ok)."""


# ------------------------------------------------------------------ #40 Mass Turnout
@njit(cache=True)
def c040_ok(s):
    for c in range(N_COUNTRIES):
        if get(s, c, RC) != 0:
            return True
    return False


@njit(cache=True)
def c040(s, side):
    ask(s, side, 40, 0)


@njit(cache=True)
def c040_choice_ok(s, step, a):
    c = as_country(a)
    return c >= 0 and get(s, c, RC) != 0


@njit(cache=True)
def c040_answer(s, side, step, a):
    """One level better; Good removes RC, Aid and Besieged Regime (board.set_governance)."""
    c = as_country(a)
    if get(s, c, GOV) > GOOD:
        set_governance(s, c, get(s, c, GOV) - 1)


# ------------------------------------------------------------------ #41 NATO (MARK: board.troops, us_ops.withdraw)
@njit(cache=True)
def c041_ok(s):
    return gwot_penalty(s) == 0 and c040_ok(s)


@njit(cache=True)
def c041(s, side):
    """The one NATO marker goes to the Regime Change country chosen (from wherever it was)."""
    s[MARKED + NATO] = 0
    ask(s, side, 41, 0)


@njit(cache=True)
def c041_choice_ok(s, step, a):
    """The country; at step NATO_OUT (after a Deploy from NATO's country, option nato_deploys_out, L52): yes/no."""
    if step == NATO_OUT:
        return a == A_YES or a == A_NO
    return c040_choice_ok(s, step, a)


@njit(cache=True)
def c041_answer(s, side, step, a):
    if step == NATO_OUT:
        if a == A_YES:
            s[MARKED + NATO] = 0
        return
    c = as_country(a)
    place_aid(s, c)
    s[MARKED + NATO] = c + 1


# ------------------------------------------------------------------ #42 Pakistani Offensive
@njit(cache=True)
def c042_ok(s):
    return get(s, PAKISTAN, ALIGN) == ALLY and s[MARKED + FATA] != 0


@njit(cache=True)
def c042(s, side):
    s[MARKED + FATA] = 0


# ------------------------------------------------------------------ #43 Patriot Act (MARK: board.adjacent)
@njit(cache=True)
def c043(s, side):
    """Only its marker: the United States is adjacent to Canada only (travel, Special Forces); enables
    #6/#7 Sanctions."""


# ------------------------------------------------------------------ #44 Renditions (MARK: blocks #61; Leak flips it)
@njit(cache=True)
def c044_ok(s):
    return s[MARKED + 44] != BLOCKED and us_posture(s) == HARD


@njit(cache=True)
def c044(s, side):
    """A Disrupt as if with enough Ops if any is possible (L37), and the Jihadist loses a random card."""
    take_random_card(s, LOC_DISCARD)
    if any_disrupt(s):
        ask(s, side, 44, 0)


@njit(cache=True)
def c044_choice_ok(s, step, a):
    c = as_country(a)
    return c >= 0 and disrupt_ok(s, c, 3)


@njit(cache=True)
def c044_answer(s, side, step, a):
    disrupt_at(s, as_country(a), 3)


# ------------------------------------------------------------------ #45 Safer Now
@njit(cache=True)
def c045_ok(s):
    if any_ir(s):
        return False
    for c in range(N_COUNTRIES):
        if get(s, c, GOV) == GOOD and (cells(s, c) > 0 or plots(s, c) > 0):
            return False
    return True


@njit(cache=True)
def c045(s, side):
    roll_posture(s, UNITED_STATES)
    change_prestige(s, 3)
    ask(s, side, 45, 0)


@njit(cache=True)
def c045_choice_ok(s, step, a):
    c = as_country(a)
    return c >= 0 and settable_posture(c)


@njit(cache=True)
def c045_answer(s, side, step, a):
    ask_posture(s, side, 45, as_country(a))


# ------------------------------------------------------------------ #46 Sistani
@njit(cache=True)
def c046_target(s, c):
    return CTYPE[c] == SHIA_MIX and get(s, c, RC) != 0 and cells(s, c) > 0


@njit(cache=True)
def c046_ok(s):
    for c in range(N_COUNTRIES):
        if c046_target(s, c):
            return True
    return False


@njit(cache=True)
def c046(s, side):
    ask(s, side, 46, 0)


@njit(cache=True)
def c046_choice_ok(s, step, a):
    c = as_country(a)
    return c >= 0 and c046_target(s, c)


@njit(cache=True)
def c046_answer(s, side, step, a):
    c = as_country(a)
    if get(s, c, GOV) > GOOD:
        set_governance(s, c, get(s, c, GOV) - 1)


# ------------------------------------------------------------------ #47 The door of Itjihad was closed (LAPSING)
@njit(cache=True)
def c047(s, side):
    """Only its Lapsing effect: the Jihadist's cards this turn are drawn at random from its hand
    (step.py deals the card into the FR_CARD frame; #48 and #53 draw their second card so, L51)."""


# ------------------------------------------------------------------ #48 Adam Gadahn; the second card of #48, #53
@njit(cache=True)
def first_jihadist_card(s):
    """The card in play is the first card of a Jihadist action phase (not the US's #18 additional card)."""
    return s[STEP] == ST_J_PHASE and s[CARDS_IN_PHASE] == 0 and s[EXTRA_CARD] == 0


@njit(cache=True)
def ask_second_card(s, side, card):
    """The Jihadist names the phase's second card from its hand (drawn at random under #47, L38); False when
    it has none."""
    if s[LAPSE + ITJIHAD] != 0:
        second = random_card(s, LOC_HAND_J)
        if second != 0:
            ask(s, side, card, second)  # a step that names its card: one legal answer
        return second != 0
    for c in range(1, N_CARDS + 1):
        if s[LOC + c] == LOC_HAND_J:
            ask(s, side, card, 0)
            return True
    return False


@njit(cache=True)
def second_card_ok(s, step, a):
    c = a - A_CARD0 + 1
    return 1 <= c <= N_CARDS and s[LOC + c] == LOC_HAND_J and (step == 0 or c == step)


@njit(cache=True)
def use_second_card(s, a):
    """Spend the chosen second card for its Ops only: an opponent's event on it does not happen (L51), but
    US Election's always does (6.3.1), after the event. Returns its Ops."""
    c = a - A_CARD0 + 1
    spend_second_card(s, c)
    if c == US_ELECTION:
        s[TRIGGER + 1] = c
    return CARD_OPS[c]


@njit(cache=True)
def c048_ok(s):
    return first_jihadist_card(s) and available_cells(s) > 0


@njit(cache=True)
def c048(s, side):
    ask_second_card(s, side, 48)


@njit(cache=True)
def c048_answer(s, side, step, a):
    """A Recruit in the United States with the second card's Ops: each die succeeds on 1-2, Funding limits
    the cells (4.7.4)."""
    for _ in range(use_second_card(s, a)):
        if roll_d6(s, RNG) <= 2 and available_cells(s) > 0:
            place_cell(s, UNITED_STATES)
