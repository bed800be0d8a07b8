"""B.10.1's Part C own-play tests (shared/spec/twilight_solo.md, our design), compiled: the `C` conditions, the
`W` war chance, the codes as the options set them, the claim value cv of B.4, and the B.10.1 decision as an
event choice inside a play can take it (no nested simulation of a `V` card's value, RULINGS.md TS29)."""
import numpy as np

from engine.core.jit import njit
from engine.twilight.data import (
    ASIA,
    BATTLEGROUND,
    CARD_OPS,
    CARD_SCORING,
    CARD_SIDE,
    COUNTRY_INDEX,
    MIDDLE_EAST,
    N_CARDS,
    N_COUNTRIES,
    N_REGIONS,
    NEIGHBOURS,
    REGION,
    SCORING_REGION,
    STABILITY,
    US,
    USSR,
)
from engine.twilight.events.cards_101_110 import cambridge_adapted
from engine.twilight.events.dispatch import possible
from engine.twilight.layout import (
    DEFCON,
    EFFECT,
    LOC,
    LOC_HAND,
    MILOPS,
    OPT_DESTALINIZATION,
    OPT_WAR_THRESHOLD,
    OPTIONS,
    PLAYS,
    SPACE,
    TURN,
)
from engine.twilight.nonplayer.appendix import CODE_C, CODE_E, CODE_O, CODE_V, CODE_W, HARM, OWN_CODE
from engine.twilight.nonplayer.coup import floor
from engine.twilight.nonplayer.values import real_option, score_r, unit, vp_for
from engine.twilight.rules.board import controls, inf
from engine.twilight.rules.cards import ar_allowance, hand_count
from engine.twilight.rules.scoring import standing
from engine.twilight.rules.solitaire import solitaire

TAIWAN, UK = COUNTRY_INDEX["Taiwan"], COUNTRY_INDEX["UK"]
WAR_TARGETS = np.full((N_CARDS + 1, 2), -1, dtype=np.int64)
WAR_TARGETS[11, 0] = COUNTRY_INDEX["South Korea"]
WAR_TARGETS[13, 0] = COUNTRY_INDEX["Israel"]
WAR_TARGETS[24] = (COUNTRY_INDEX["India"], COUNTRY_INDEX["Pakistan"])
WAR_TARGETS[102] = (COUNTRY_INDEX["Iran"], COUNTRY_INDEX["Iraq"])
BRUSH_WAR = 36
DESTALINIZATION = 33
E_FLOWER_POWER = 59


@njit(cache=True)
def plays_left(s, side):
    """Side's plays this turn after those made (the current AR's card already counted once chosen)."""
    return ar_allowance(s, side) - s[PLAYS + side]


@njit(cache=True)
def war_chance(s, me, c):
    """Part C `W`: the success chance at the best target: 4-6 (Brush War 3-6) less 1 per neighbour the
    defender controls."""
    best = 0.0
    for x in range(N_COUNTRIES):
        if c == BRUSH_WAR:
            if STABILITY[x] > 2 or inf(s, 1 - me, x) == 0:
                continue
        elif x != WAR_TARGETS[c, 0] and x != WAR_TARGETS[c, 1]:
            continue
        need = (3 if c == BRUSH_WAR else 4)
        for k in range(NEIGHBOURS.shape[1]):
            m = NEIGHBOURS[x, k]
            if m >= 0 and controls(s, 1 - me, m):
                need += 1
        best = max(best, max(0, 7 - need) / 6.0)
    return best


@njit(cache=True)
def regions_led(s, side):
    n = 0
    for r in range(N_REGIONS):
        level, _ = standing(s, side, r)
        if level >= 2:
            n += 1
    return n


@njit(cache=True)
def deck_events(s, side, owner):
    n = 0
    for x in range(1, N_CARDS + 1):
        if s[LOC + x] == LOC_HAND + side and CARD_SIDE[x] == owner:
            n += 1
    return n


@njit(cache=True)
def condition(s, me, c, aggr, ev_value):
    """Part C `C: ...` for card c (ev_value: the event's value, for the VP conditions)."""
    d = s[DEFCON]
    f = floor(s, aggr)
    h = 1 - me
    if c == 4 or c == 50 or c == 89:
        return d - 1 >= f
    if c == 18:
        return s[SPACE + me] < 8
    if c == 20:
        return d >= f + 1
    if c == 25 or c == 51:
        return plays_left(s, me) >= 2  # "ARs >= 3" counting this one
    if c == 31 or c == 109:
        return plays_left(s, h) >= 3
    if c == 34:
        return d == 5 or d == 2
    if c == 35:
        return controls(s, US, TAIWAN)
    if c == 39:
        return s[MILOPS + me] > s[MILOPS + h] and s[MILOPS + me] >= d
    if c == 43:
        return d == 2
    if c == 45:
        return d >= 3 and regions_led(s, me) >= regions_led(s, h)
    if c == 46:
        return plays_left(s, me) <= 1 and d - s[MILOPS + me] >= 2
    if c == 57:
        return d <= 4
    if c == 61 or c == 78:
        return ev_value >= 3 * unit(s, aggr)
    if c == 84:
        return ev_value >= unit(s, aggr)
    if c == 73:
        for x in range(N_COUNTRIES):
            if BATTLEGROUND[x] and (REGION[x] == ASIA or REGION[x] == MIDDLE_EAST) and controls(s, USSR, x):
                return True
        return False
    if c == 77:
        return deck_events(s, me, USSR) >= 2
    if c == 92:
        return hand_count(s, h) >= 3
    if c == 94:
        return plays_left(s, USSR) >= 2
    if c == 97:
        return s[EFFECT + E_FLOWER_POWER] != 0
    if c == 100:
        return d == 2 and vp_for(s, me) - 6 > 0
    if c == 104:  # the solitaire's adaptation (no region card, or `cambridge_five` NO_EFFECT: nothing to gain)
        return s[TURN] < 8 and (not solitaire(s) or cambridge_adapted(s))
    if c == 105:
        return controls(s, US, UK)
    return possible(s, c, me)


@njit(cache=True)
def own_code(s, c):
    """Part C's own-play code; #33 De-Stalinization by `destalinization`."""
    return CODE_V if c == DESTALINIZATION and s[OPTIONS + OPT_DESTALINIZATION] == 1 else OWN_CODE[c]


@njit(cache=True)
def nested_wanted(s, me, c, aggr):
    """B.10.1 for an own or neutral card met inside an event's choice (Grain Sales, Star Wars): `E`, a `C`
    condition (a VP condition counts as unmet), a `W` war at the threshold; a `V` card's event counts as
    wanted, its value needing a simulation the choice is already inside (RULINGS.md TS29)."""
    if CARD_SIDE[c] == 1 - me or CARD_SCORING[c] or not possible(s, c, me):
        return False
    code = own_code(s, c)
    if code == CODE_E or code == CODE_V:
        return True
    if code == CODE_C:
        return condition(s, me, c, aggr, 0.0)
    if code == CODE_W:
        return war_chance(s, me, c) >= real_option(s, OPT_WAR_THRESHOLD)
    return False


@njit(cache=True)
def claim_value(s, me, c):
    """B.4 cv = printed Ops + e: +1 an own event not coded O, -1 / -2 a human event of harm 0-1 / 2+; a
    scoring card by the region's count now."""
    if CARD_SCORING[c]:
        return 10 if score_r(s, me, SCORING_REGION[c]) > 0 else -10
    e = 0
    if CARD_SIDE[c] == me and OWN_CODE[c] != CODE_O:
        e = 1
    elif CARD_SIDE[c] == 1 - me:
        e = -1 if HARM[c] <= 1 else -2
    return CARD_OPS[c] + e
