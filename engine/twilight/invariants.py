"""Invariants that hold after every step of every game (spec I.3), compiled. `violation` returns 0 or the
code of the first broken invariant; MESSAGES says what each code means."""
import numpy as np

from engine.core.jit import njit
from engine.twilight.data import (
    CARD_OPTIONAL,
    CARD_SCORING,
    CHINA,
    N_BOXES,
    N_CARDS,
    N_COUNTRIES,
    N_SIDES,
    SE_ASIA_SCORING,
)
from engine.twilight.layout import (
    CARD,
    CHINA_HOLDER,
    CHINA_UP,
    DECK,
    DECK_N,
    DEFCON,
    DRAFT,
    DRAFT_CLAIMED,
    DRAFT_M,
    EFFECT,
    HEADLINE,
    INF,
    LOC,
    LOC_CHINA,
    LOC_DECK,
    LOC_DRAFT,
    LOC_EFFECT,
    LOC_PLAY,
    LOC_REMOVED,
    LOC_SCORING,
    LOC_UNUSED,
    MILOPS,
    OPT_OPTIONAL_CARDS,
    OPT_SOLITAIRE,
    OPTIONS,
    PH_OVER,
    PHASE,
    PLAYS,
    REGION_CARD,
    SD,
    SD_DISC,
    SD_DISC_N,
    SD_N,
    SPACE,
    SPACE_FIRST,
    ST_DRAFT,
    ST_END,
    STACK_N,
    STEP,
    TURN,
    VP,
)
from engine.twilight.rules.cards import ar_allowance, hand_count
from engine.twilight.rules.solitaire import left_at_turn_end

SHUTTLE_DIPLOMACY = 73

MESSAGES = {
    1: "negative influence (2.1.7)",
    2: "a track out of range: DEFCON 1-5 (1 only once over), VP -20..20 while playing, Military Ops >= 0, "
       "Space Race 0-8, turn 1-11 (2.3, 8, 10.2)",
    3: "not exactly one China Card, held by one side (9.1)",
    4: "card accounting: a card in no legal place (in effect: only a waiting #73), the deck order and the "
       "locations disagree, or the cards in the game are not 110 (103 without the optional cards) (4.7)",
    5: "a card in play that is not being played or headlined (4.7)",
    6: "a hand over the hand size plus held cards (4.5B, 4.6: at most 9 + 1)",
    7: "more ARs taken than the side's allowance (4.5D)",
    8: "Space Race first arrivals inconsistent with the markers (6.4.4)",
    9: "no decision pending in a game that is not over",
    10: "solitaire Scoring Card deck: a scoring card outside it (in a hand, a pile or the draw deck; Southeast "
        "Asia may have left once scored), or SD, the region cards and DISC disagree with the cards' places, or "
        "a Secondary without a Primary (solo A.4.1, A.4.5, B.1); outside the solitaire, no card in it",
    11: "solitaire: the cards left face down in SD at the end of a turn's ARs are not as A.4.7 counts them",
    12: "solitaire draft: a face-up card outside the draft, or the draft's list disagrees with the face-up cards "
        "(solo B.4)",
}


@njit(cache=True)
def _cards(s):
    """4.7: deck + hands + discard + removed + in play + in effect (only #73 Shuttle Diplomacy while it waits,
    7.3) + China = the cards in the game."""
    in_deck = 0
    in_game = 0
    for c in range(1, N_CARDS + 1):
        loc = s[LOC + c]
        if loc < 0 or loc > LOC_DRAFT or (loc == LOC_CHINA) != (c == CHINA):
            return 4
        if loc == LOC_EFFECT and (c != SHUTTLE_DIPLOMACY or s[EFFECT + c] == 0):
            return 4
        if loc == LOC_UNUSED:
            if not CARD_OPTIONAL[c] or s[OPTIONS + OPT_OPTIONAL_CARDS]:
                return 4
        else:
            in_game += 1
        if loc == LOC_DECK:
            in_deck += 1
        if loc == LOC_PLAY and c != s[CARD] and c != s[HEADLINE] and c != s[HEADLINE + 1]:
            return 5
    if in_deck != s[DECK_N] or in_game != (110 if s[OPTIONS + OPT_OPTIONAL_CARDS] else 103):
        return 4
    for i in range(s[DECK_N]):
        if s[LOC + s[DECK + i]] != LOC_DECK:
            return 4
    return 0


@njit(cache=True)
def _scoring_deck(s):
    """Solo A.4.1, A.4.7: every scoring card is in the SD system once (or Southeast Asia has left), listed
    exactly once in SD, the region cards or DISC; at the end of a turn's ARs A.4.7's count is left."""
    solo = s[OPTIONS + OPT_SOLITAIRE] == 1
    listed = np.zeros(N_CARDS + 1, dtype=np.int64)
    n = s[SD_N]
    if n < 0 or n > 7 or s[SD_DISC_N] < 0 or s[SD_DISC_N] > 7:
        return 10
    for i in range(n):
        listed[s[SD + i]] += 1
    for i in range(s[SD_DISC_N]):
        listed[s[SD_DISC + i]] += 1
    for i in range(2):
        listed[s[REGION_CARD + i]] += 1
    if s[REGION_CARD + 1] != 0 and s[REGION_CARD] == 0:
        return 10
    for c in range(1, N_CARDS + 1):
        in_sd = s[LOC + c] == LOC_SCORING
        if listed[c] != (1 if in_sd else 0) or (in_sd and not (solo and CARD_SCORING[c])):
            return 10
        if solo and CARD_SCORING[c] and not in_sd and not (c == SE_ASIA_SCORING and s[LOC + c] == LOC_REMOVED):
            return 10
    left = left_at_turn_end(s) if solo else -1  # -1: no count to check (`secondary_promotion`)
    if s[STEP] == ST_END and s[PHASE] != PH_OVER and left >= 0 and n != left:
        return 11
    return 0


@njit(cache=True)
def _draft(s):
    """Solo B.4: the face-up cards are exactly the unclaimed cards of draft[0:2m], and only while drafting."""
    face_up = 0
    for c in range(1, N_CARDS + 1):
        if s[LOC + c] == LOC_DRAFT:
            face_up += 1
            if s[STEP] != ST_DRAFT:
                return 12
    listed = 0
    for i in range(2 * s[DRAFT_CLAIMED], 2 * s[DRAFT_M]):
        if s[LOC + s[DRAFT + i]] != LOC_DRAFT:
            return 12
        listed += 1
    return 0 if listed == face_up else 12


@njit(cache=True)
def violation(s):
    over = s[PHASE] == PH_OVER
    for i in range(N_SIDES * N_COUNTRIES):
        if s[INF + i] < 0:
            return 1
    if s[DEFCON] < 1 or s[DEFCON] > 5 or (s[DEFCON] == 1 and not over) or s[TURN] < 1 or s[TURN] > 11:
        return 2
    if not over and (s[VP] < -20 or s[VP] > 20):
        return 2
    for side in range(N_SIDES):
        if s[MILOPS + side] < 0 or s[SPACE + side] < 0 or s[SPACE + side] > N_BOXES:
            return 2
    if s[CHINA_HOLDER] < 0 or s[CHINA_HOLDER] > 1 or s[CHINA_UP] < 0 or s[CHINA_UP] > 1:
        return 3
    code = _cards(s)
    if code:
        return code
    code = _scoring_deck(s)
    if code:
        return code
    code = _draft(s)
    if code:
        return code
    for side in range(N_SIDES):
        if hand_count(s, side) > 10:
            return 6
        if s[PLAYS + side] > ar_allowance(s, side):
            return 7
    for box in range(1, N_BOXES + 1):
        first = s[SPACE_FIRST + box]
        reached = (s[SPACE] >= box) + (s[SPACE + 1] >= box)
        if (first < 0) != (reached == 0) or (first >= 0 and s[SPACE + first] < box):
            return 8
    if not over and s[STACK_N] == 0:
        return 9
    return 0
