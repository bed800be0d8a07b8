"""Invariants that hold after every step of every game (spec I.3), compiled. `violation` returns 0 or the
code of the first broken invariant; MESSAGES says what each code means."""
from engine.core.jit import njit
from engine.twilight.data import CARD_OPTIONAL, CHINA, N_BOXES, N_CARDS, N_COUNTRIES, N_SIDES
from engine.twilight.layout import (
    CARD,
    CHINA_HOLDER,
    CHINA_UP,
    DECK,
    DECK_N,
    DEFCON,
    HEADLINE,
    INF,
    LOC,
    LOC_CHINA,
    LOC_DECK,
    LOC_PLAY,
    LOC_UNUSED,
    MILOPS,
    OPT_OPTIONAL_CARDS,
    OPTIONS,
    PH_OVER,
    PHASE,
    PLAYS,
    SPACE,
    SPACE_FIRST,
    STACK_N,
    TURN,
    VP,
)
from engine.twilight.rules.cards import ar_allowance, hand_count

MESSAGES = {
    1: "negative influence (2.1.7)",
    2: "a track out of range: DEFCON 1-5 (1 only once over), VP -20..20 while playing, Military Ops >= 0, "
       "Space Race 0-8, turn 1-11 (2.3, 8, 10.2)",
    3: "not exactly one China Card, held by one side (9.1)",
    4: "card accounting: a card in no legal place, the deck order and the locations disagree, or the cards "
       "in the game are not 110 (103 without the optional cards) (4.7)",
    5: "a card in play that is not being played or headlined (4.7)",
    6: "a hand over the hand size plus held cards (4.5B, 4.6: at most 9 + 1)",
    7: "more ARs taken than the side's allowance (4.5D)",
    8: "Space Race first arrivals inconsistent with the markers (6.4.4)",
    9: "no decision pending in a game that is not over",
}


@njit(cache=True)
def _cards(s):
    """4.7: deck + hands + discard + removed + in play + China = the cards in the game."""
    in_deck = 0
    in_game = 0
    for c in range(1, N_CARDS + 1):
        loc = s[LOC + c]
        if loc < 0 or loc > LOC_UNUSED or (loc == LOC_CHINA) != (c == CHINA):
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
