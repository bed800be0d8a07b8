"""Events of cards 49-60 (compiled), by card number; conventions as in cards_001_012.py."""
from engine.core.frames import push
from engine.core.jit import njit
from engine.labyrinth.data import ASSOC_US, CARD_ASSOC, CARD_OPS, COUNTRY_INDEX, JIHADIST, N_CARDS, N_COUNTRIES, US
from engine.labyrinth.events.cards_037_048 import ask_second_card, first_jihadist_card, use_second_card
from engine.labyrinth.events.common import as_country, ask, place_cells
from engine.labyrinth.layout import (
    A_CARD0,
    A_COUNTRY0,
    CADRE,
    EVENT_OP,
    FR_DICE,
    GOOD,
    GOV,
    LOC,
    LOC_DISCARD,
    LOC_HAND_US,
    MARKED,
    OP,
    OP_RECRUIT,
    OP_VALUE,
    OPT_MADRASSAS_TWO,
    OPTIONS,
    POSTURE,
    RC,
    SOFT,
    UNTESTED,
)
from engine.labyrinth.rules.board import cells, change_prestige, get, put, troops
from engine.labyrinth.rules.cards import random_card
from engine.labyrinth.rules.jihadist_ops import MADRASSAS, recruit_ok
from engine.labyrinth.rules.tables import initial_test

SOMALIA, IRAQ, IRAN = COUNTRY_INDEX["somalia"], COUNTRY_INDEX["iraq"], COUNTRY_INDEX["iran"]
CHINA, CENTRAL_ASIA = COUNTRY_INDEX["china"], COUNTRY_INDEX["central-asia"]
PHILIPPINES, PAKISTAN = COUNTRY_INDEX["philippines"], COUNTRY_INDEX["pakistan"]
MORO_TALKS, ANBAR_AWAKENING, SADDAM_CAPTURED, BENAZIR_BHUTTO = 4, 13, 27, 33


@njit(cache=True)
def rc_cells(s):
    """A Regime Change country contains a cell (#52, #56, #76)."""
    for c in range(N_COUNTRIES):
        if get(s, c, RC) != 0 and cells(s, c) > 0:
            return True
    return False


# ------------------------------------------------------------------ #49 Al-Ittihad al-Islami
@njit(cache=True)
def c049(s, side):
    place_cells(s, SOMALIA, 1)


# ------------------------------------------------------------------ #50 Ansar al-Islam
@njit(cache=True)
def c050_ok(s):
    """Iraq worse than Good (an untested Iraq has no governance yet: not playable)."""
    g = get(s, IRAQ, GOV)
    return g != UNTESTED and g != GOOD


@njit(cache=True)
def c050(s, side):
    ask(s, side, 50, 0)


@njit(cache=True)
def c050_choice_ok(s, step, a):
    return a == A_COUNTRY0 + IRAQ or a == A_COUNTRY0 + IRAN


@njit(cache=True)
def c050_answer(s, side, step, a):
    place_cells(s, as_country(a), 1)  # 6.2.4: none if the Funding track is empty, the card still removed


# ------------------------------------------------------------------ #51 FREs
@njit(cache=True)
def c051_ok(s):
    return troops(s, IRAQ) > 0


@njit(cache=True)
def c051(s, side):
    place_cells(s, IRAQ, 2 if s[MARKED + SADDAM_CAPTURED] != 0 else 4)


# ------------------------------------------------------------------ #52 IEDs
@njit(cache=True)
def c052(s, side):
    card = random_card(s, LOC_HAND_US)
    if card != 0:
        s[LOC + card] = LOC_DISCARD


# ------------------------------------------------------------------ #53 Madrassas (event_op: jihadist_ops.recruit_ok)
@njit(cache=True)
def c053_ok(s):
    return first_jihadist_card(s)


@njit(cache=True)
def c053(s, side):
    if not ask_second_card(s, side, 53):
        madrassas_recruit(s, 0)


@njit(cache=True)
def c053_answer(s, side, step, a):
    madrassas_recruit(s, use_second_card(s, a))


@njit(cache=True)
def madrassas_recruit(s, later):
    """Recruit with this card's Ops and the `later` Ops of the second card, Funding ignored, also in any Poor or
    Islamist Rule country (event_op: jihadist_ops.recruit_ok, recruit_cells); the dice are assigned as in an
    operation (8.1.2), without the GTMO ban (an event, not the Recruit operation). One Recruit of all the dice,
    or with option madrassas_two_recruits one of 1 die, then one of the later dice (step.dice_assigned, L51)."""
    s[EVENT_OP] = MADRASSAS
    s[OP] = OP_RECRUIT
    two = s[OPTIONS + OPT_MADRASSAS_TWO] != 0
    s[OP_VALUE] = 1 if two else 1 + later
    for c in range(N_COUNTRIES):
        if recruit_ok(s, c):
            push(s, FR_DICE, JIHADIST, s[OP_VALUE], later if two else 0)
            return


# ------------------------------------------------------------------ #54 Moqtada al-Sadr (MARK: board.sadr)
@njit(cache=True)
def c054_ok(s):
    return troops(s, IRAQ) > 0


@njit(cache=True)
def c054(s, side):
    """Its marker (marked[54]) is one more active cell in Iraq: a cadre there goes, as when a cell arrives (4.8.4)."""
    put(s, IRAQ, CADRE, 0)


# ------------------------------------------------------------------ #55 Uyghur Jihad
@njit(cache=True)
def c055(s, side):
    initial_test(s, CHINA)
    place_cells(s, CHINA if get(s, CHINA, POSTURE) == SOFT else CENTRAL_ASIA, 1)


# ------------------------------------------------------------------ #56 Vieira de Mello Slain (MARK: blocks #30)
@njit(cache=True)
def c056(s, side):
    change_prestige(s, -1)


# ------------------------------------------------------------------ #57 Abu Sayyaf (MARK: Deploy, plots.py)
@njit(cache=True)
def c057_ok(s):
    return s[MARKED + MORO_TALKS] == 0


@njit(cache=True)
def c057(s, side):
    place_cells(s, PHILIPPINES, 1)


# ------------------------------------------------------------------ #58 Al-Anbar (MARK: us_ops.disrupt_count)
@njit(cache=True)
def c058_ok(s):
    return s[MARKED + ANBAR_AWAKENING] == 0


@njit(cache=True)
def c058(s, side):
    place_cells(s, IRAQ, 1)


# ------------------------------------------------------------------ #59 Amerithrax
@njit(cache=True)
def c059_best(s):
    """The highest Ops value among the US-associated cards in the US hand, 0 if none."""
    best = 0
    for card in range(1, N_CARDS + 1):
        if s[LOC + card] == LOC_HAND_US and CARD_ASSOC[card] == ASSOC_US:
            best = max(best, CARD_OPS[card])
    return best


@njit(cache=True)
def c059(s, side):
    """The US discards one of them (its choice among equals)."""
    if c059_best(s) > 0:
        ask(s, US, 59, 0)


@njit(cache=True)
def c059_choice_ok(s, step, a):
    card = a - A_CARD0 + 1
    return (1 <= card <= N_CARDS and s[LOC + card] == LOC_HAND_US and CARD_ASSOC[card] == ASSOC_US
            and CARD_OPS[card] == c059_best(s))


@njit(cache=True)
def c059_answer(s, side, step, a):
    s[LOC + a - A_CARD0 + 1] = LOC_DISCARD


# ------------------------------------------------------------------ #60 Bhutto Shot (MARK: blocks #33)
@njit(cache=True)
def c060_ok(s):
    return cells(s, PAKISTAN) > 0


@njit(cache=True)
def c060(s, side):
    s[MARKED + BENAZIR_BHUTTO] = 0  # 6.2.8
