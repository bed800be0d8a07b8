"""Chapters 5-6: the turn, action phases, card play and the end of the turn (compiled)."""
from engine.core.jit import njit
from engine.labyrinth.data import CARD_ASSOC, CARD_OPS, COUNTRY_INDEX, JIHADIST, N_CARDS, N_COUNTRIES, US
from engine.labyrinth.layout import (
    CARD,
    CARDS_IN_PHASE,
    CARDS_PLAYED,
    DECKS,
    DICE,
    EVENT_FATE,
    EVENT_OP,
    EXTRA_CARD,
    FIRST_PLOT,
    GOV,
    HARD,
    IR,
    LAPSE,
    LOC,
    LOC_DISCARD,
    LOC_FIRST_PLOT,
    LOC_LAPSING,
    LOC_PLAY,
    MARKED,
    OP,
    OP_PLOT,
    OP_VALUE,
    RC,
    RC_GREEN,
    RC_TAN,
    RECENT,
    RECENT_DISRUPTED,
    RECENT_IMPROVED,
    RECENT_PREVIOUS,
    RESERVES,
    RESHUFFLES,
    ST_J_PHASE,
    ST_US_PHASE,
    STEP,
    TURN,
    US_KEPT,
)
from engine.labyrinth.rules.board import (
    any_islamist_rule,
    change_funding,
    change_prestige,
    get,
    jihadist_hand_size,
    put,
    solo,
    us_hand_size,
    us_posture,
    world_posture,
)
from engine.labyrinth.rules.cards import deal, hand_loc
from engine.labyrinth.rules.victory import adjudicate

PIRATES = 73
INTEL_COMMUNITY = 18
SOMALIA, YEMEN = COUNTRY_INDEX["somalia"], COUNTRY_INDEX["yemen"]


@njit(cache=True)
def phasing_side(s):
    return JIHADIST if s[STEP] == ST_J_PHASE else US


@njit(cache=True)
def opponent_event(side, card):
    """6.3.2: a card played for Ops whose event belongs to the opponent triggers that event."""
    a = CARD_ASSOC[card]
    return (side == US and a == JIHADIST) or (side == JIHADIST and a == US)


@njit(cache=True)
def start_card(s, side, card):
    s[LOC + card] = LOC_PLAY
    s[CARD] = card


@njit(cache=True)
def card_ops(s):
    """The Ops value the card in play gives its operation: printed, or 1 for #18 Intel Community's."""
    return 1 if s[EVENT_OP] == INTEL_COMMUNITY else CARD_OPS[s[CARD]]


@njit(cache=True)
def effective_ops(s, side, spend):
    """6.3.3: the card's value plus all Reserves if spent (the Reserves go to 0), at most 3."""
    v = card_ops(s)
    if spend:
        v = min(3, v + s[RESERVES + side])
        s[RESERVES + side] = 0
    return v


@njit(cache=True)
def add_reserves(s, side):
    """6.3.3: a 1- or 2-value card adds its value to Reserves, at most 2."""
    s[RESERVES + side] = min(2, s[RESERVES + side] + card_ops(s))


@njit(cache=True)
def reassessment_ok(s):
    """7.6.2: the first card of the phase, worth 3, with a second 3-value card in the US hand (not the additional
    card of #18 Intel Community: one card)."""
    if s[CARDS_IN_PHASE] != 0 or CARD_OPS[s[CARD]] != 3 or s[EXTRA_CARD] != 0:
        return False
    for c in range(1, N_CARDS + 1):
        if s[LOC + c] == hand_loc(US) and CARD_OPS[c] == 3:
            return True
    return False


@njit(cache=True)
def finish_card(s):
    """5.2.2: the played card goes to the discard pile, except the turn's first Plot card (2-player game), which
    goes to the 1st Plot box (its US event ignored, 8.5.3), and a card whose event happened and is REMOVE or
    LAPSING (EVENT_FATE, 6.2.7, 6.2.9)."""
    card = s[CARD]
    if s[OP] == OP_PLOT and s[FIRST_PLOT] == 0 and not solo(s):  # 9.4.1: no 1st Plot box in solitaire
        s[FIRST_PLOT] = card
        s[LOC + card] = LOC_FIRST_PLOT
    elif s[EVENT_FATE] != 0:
        s[LOC + card] = s[EVENT_FATE]
    else:
        s[LOC + card] = LOC_DISCARD
    s[EVENT_FATE] = 0
    if s[EXTRA_CARD] == 2:  # #18 Intel Community's additional card is not one of the phase's two
        s[EXTRA_CARD] = 0
    else:
        s[CARDS_IN_PHASE] += 1
    s[CARDS_PLAYED] += 1
    s[CARD] = 0
    s[EVENT_OP] = 0
    s[OP] = -1
    s[OP_VALUE] = 0
    for c in range(N_COUNTRIES):
        s[DICE + c] = 0


@njit(cache=True)
def spend_second_card(s, card):
    """The phase's second card spent by the first: 7.6.2 Reassessment's (its Jihadist event triggers after the
    Ops, 6.3.2: step.py), #48 Adam Gadahn's and #53 Madrassas' (their Ops used by the event)."""
    s[LOC + card] = LOC_DISCARD
    s[CARDS_IN_PHASE] += 1
    s[CARDS_PLAYED] += 1


@njit(cache=True)
def start_phase(s, step):
    """A new action phase: its RECENT notes start empty, the last phase's become the previous ones."""
    s[STEP] = step
    s[CARDS_IN_PHASE] = 0
    for kind in (RECENT_DISRUPTED, RECENT_IMPROVED):
        s[RECENT + kind + RECENT_PREVIOUS] = s[RECENT + kind]
        s[RECENT + kind] = 0
    if step == ST_US_PHASE:
        s[US_KEPT] = 0


@njit(cache=True)
def diplomacy(s):
    """5.2.5: Funding -1; Prestige -1 if any country is under Islamist Rule; Prestige +1 if the World
    posture is 3 on the US posture's side. Each change clamped at once. #73 Pirates (MARK): no Funding
    decrease while Somalia or Yemen is under Islamist Rule."""
    if not (s[MARKED + PIRATES] != 0 and (get(s, SOMALIA, GOV) == IR or get(s, YEMEN, GOV) == IR)):
        change_funding(s, -1)
    if any_islamist_rule(s):
        change_prestige(s, -1)
    w = world_posture(s)
    if (w == 3 and us_posture(s) == HARD) or (w == -3 and us_posture(s) != HARD):
        change_prestige(s, 1)


@njit(cache=True)
def end_of_turn(s):
    """5.2.5-5.2.9: Diplomacy, Lapsing and 1st Plot cards to the discards, Reserves to 0, the deal, green
    Regime Change markers flip to tan. The game may end at the deal (5.3.1, 2.3)."""
    diplomacy(s)
    for c in range(1, N_CARDS + 1):
        if s[LOC + c] == LOC_LAPSING or s[LOC + c] == LOC_FIRST_PLOT:
            s[LOC + c] = LOC_DISCARD
        s[LAPSE + c] = 0
    s[FIRST_PLOT] = 0
    s[RESERVES] = 0
    s[RESERVES + 1] = 0
    if not deal(s, jihadist_hand_size(s), us_hand_size(s)) and s[RESHUFFLES] >= s[DECKS]:
        adjudicate(s)
        return
    for c in range(N_COUNTRIES):
        if get(s, c, RC) == RC_GREEN:
            put(s, c, RC, RC_TAN)
    s[TURN] += 1
    start_phase(s, ST_J_PHASE)
