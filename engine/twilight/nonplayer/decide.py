"""B.10 the AI's card decision: its own or a neutral event (Part C codes), a human event on its card (the
Space Race valve, B.15's safety), Ops by B.11, the idle Space Race (shared/spec/twilight_solo.md, our
design), compiled: the answers to FR_USE and FR_ORDER."""
import numpy as np

from engine.core.jit import njit
from engine.twilight.data import (
    ASIA,
    BATTLEGROUND,
    CARD_SCORING,
    CARD_SIDE,
    CHINA,
    COUNTRY_INDEX,
    MIDDLE_EAST,
    N_CARDS,
    N_COUNTRIES,
    N_REGIONS,
    NEIGHBOURS,
    NEUTRAL,
    REGION,
    STABILITY,
    US,
    USSR,
)
from engine.twilight.events.dispatch import possible
from engine.twilight.layout import (
    A_EVENT_FIRST,
    A_OPS_FIRST,
    A_USE0,
    ALWAYS_OPS_FIRST,
    BONUS,
    BONUS_SEA,
    CARD,
    DEFCON,
    EFFECT,
    EVENT_FIRST_EXCEPT_OF,
    LOC,
    LOC_HAND,
    MILOPS,
    OPS_LEFT,
    OPT_AI_EVENT_ORDER,
    OPT_DESTALINIZATION,
    OPT_IDLE_SPACE,
    OPT_VALVE_HARM,
    OPT_WAR_THRESHOLD,
    OPTIONS,
    PLAYS,
    SPACE,
    TURN,
    USE_COUP,
    USE_EVENT,
    USE_INFLUENCE,
    USE_REALIGN,
    USE_SPACE,
)
from engine.twilight.nonplayer import trace as T
from engine.twilight.nonplayer.appendix import (
    CODE_C,
    CODE_E,
    CODE_O,
    CODE_V,
    CODE_W,
    OPS_FIRST,
    OWN_CODE,
    RISK,
    RISK_D1,
)
from engine.twilight.nonplayer.coup import floor
from engine.twilight.nonplayer.events import simulate
from engine.twilight.nonplayer.operations import KIND_COUP, KIND_PLACE, KIND_REALIGN, NONE, best_of_three
from engine.twilight.nonplayer.placement import focus_ok
from engine.twilight.nonplayer.safety import harm, unsafe
from engine.twilight.nonplayer.values import real_option, unit, vp_for
from engine.twilight.rules.board import controls, inf
from engine.twilight.rules.cards import ar_allowance
from engine.twilight.rules.scoring import standing
from engine.twilight.rules.solitaire_decks import UN_INTERVENTION

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
def has(legal, n, a):
    for i in range(n):
        if legal[i] == a:
            return True
    return False


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
def deck_size(s, side):
    n = 0
    for x in range(1, N_CARDS + 1):
        if s[LOC + x] == LOC_HAND + side:
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
        return ev_value >= 3 * unit(aggr)
    if c == 84:
        return ev_value >= unit(aggr)
    if c == 73:
        for x in range(N_COUNTRIES):
            if BATTLEGROUND[x] and (REGION[x] == ASIA or REGION[x] == MIDDLE_EAST) and controls(s, USSR, x):
                return True
        return False
    if c == 77:
        return deck_events(s, me, USSR) >= 2
    if c == 92:
        return deck_size(s, h) >= 3
    if c == 94:
        return plays_left(s, USSR) >= 2
    if c == 97:
        return s[EFFECT + E_FLOWER_POWER] != 0
    if c == 100:
        return d == 2 and vp_for(s, me) - 6 > 0
    if c == 104:
        return s[TURN] < 8
    if c == 105:
        return controls(s, US, UK)
    return possible(s, c, me)


@njit(cache=True)
def own_code(s, c):
    """Part C's own-play code; #33 De-Stalinization by `destalinization`."""
    return CODE_V if c == DESTALINIZATION and s[OPTIONS + OPT_DESTALINIZATION] == 1 else OWN_CODE[c]


@njit(cache=True)
def needs_value(s, c, aggr):
    code = own_code(s, c)
    return code == CODE_V or (aggr and code != CODE_O) or (code == CODE_C and (c == 61 or c == 78 or c == 84))


@njit(cache=True)
def own_event_wanted(s, me, c, aggr, ev_value, ops_value):
    """B.10.1: the normal-mode test of Part C's code; aggressive mode also needs the event to be worth the
    Ops on the aggressive objective."""
    code = own_code(s, c)
    if code == CODE_E:
        ok = True
    elif code == CODE_C:
        ok = condition(s, me, c, aggr, ev_value)
    elif code == CODE_W:
        ok = war_chance(s, me, c) >= real_option(s, OPT_WAR_THRESHOLD)
    elif code == CODE_V:
        ok = ev_value >= ops_value
    else:
        ok = False
    if aggr and ok:
        ok = ev_value >= ops_value
    return ok


@njit(cache=True)
def exposed(s, me):
    """B.10.3: an own battleground in focus that a 3-Ops coup rolling 4 would break (B.11.1 L1)."""
    for c in range(N_COUNTRIES):
        surplus = inf(s, me, c) - inf(s, 1 - me, c) - STABILITY[c]
        if BATTLEGROUND[c] and controls(s, me, c) and focus_ok(s, c) and 7 - 2 * STABILITY[c] - surplus > 0:
            return True
    return False


@njit(cache=True)
def use_of(kind):
    if kind == KIND_PLACE:
        return USE_INFLUENCE
    if kind == KIND_COUP:
        return USE_COUP
    return USE_REALIGN


@njit(cache=True)
def ops_choice(s, t, me, r, aggr, legal, n, later_drop, rng):
    """B.11.4 over the Ops uses offered: (kind, value)."""
    allowed = 0
    if has(legal, n, A_USE0 + USE_INFLUENCE):
        allowed |= 1 << KIND_PLACE
    if has(legal, n, A_USE0 + USE_REALIGN):
        allowed |= 1 << KIND_REALIGN
    if has(legal, n, A_USE0 + USE_COUP):
        allowed |= 1 << KIND_COUP
    bonus = s[BONUS] + s[BONUS_SEA]
    k = s[OPS_LEFT] - bonus
    return best_of_three(t, me, r, aggr, 0, k, bonus, s[BONUS] > 0, allowed, later_drop, rng)


@njit(cache=True, inline="always")
def answer_use(s, t, me, r, aggr, legal, n, rng, trace):
    """FR_USE: B.8 AI-8 / B.10 for the card in play."""
    c = s[CARD]
    space = has(legal, n, A_USE0 + USE_SPACE)
    event = has(legal, n, A_USE0 + USE_EVENT)
    T.note(trace, T.MODE_AGGRESSIVE if aggr else T.MODE_NORMAL, 0)
    if CARD_SCORING[c] and event:
        return A_USE0 + USE_EVENT
    if c == UN_INTERVENTION and event:  # B.10.4: with the card chosen for it (AI-6; the human's H4)
        T.note(trace, T.UN_EVENT, 0)
        return A_USE0 + USE_EVENT
    later_drop = 0
    human = CARD_SIDE[c] == 1 - me
    if human:
        h = harm(s, me, c)
        if unsafe(s, me, c):
            if space:
                T.note(trace, T.UNSAFE_SPACE, 0)
                return A_USE0 + USE_SPACE
            T.note(trace, T.UNSAFE, 0)
        if h >= s[OPTIONS + OPT_VALVE_HARM + (1 if aggr else 0)] and space:
            T.note(trace, T.VALVE, h)
            return A_USE0 + USE_SPACE
        T.note(trace, T.HUMAN_EVENT_OPS, h)
        if OPS_FIRST[c] and RISK[c] == RISK_D1:
            later_drop = 1
    kind, ops_value = ops_choice(s, t, me, r, aggr, legal, n, later_drop, rng)
    if event and c != CHINA and (CARD_SIDE[c] == me or CARD_SIDE[c] == NEUTRAL):
        ev_value = simulate(s, me, r, aggr, A_USE0 + USE_EVENT, rng) if needs_value(s, c, aggr) else 0.0
        if own_event_wanted(s, me, c, aggr, ev_value, ops_value if kind >= 0 else NONE):
            T.note(trace, T.OWN_EVENT, 0)
            return A_USE0 + USE_EVENT
        T.note(trace, T.OWN_AGGR_OPS if aggr and own_code(s, c) != CODE_O else T.OWN_OPS, 0)
    idle = s[OPTIONS + OPT_IDLE_SPACE] == 1
    if idle and space and c != CHINA and not aggr and (kind < 0 or ops_value <= 0) and not exposed(s, me):
        T.note(trace, T.IDLE_SPACE, 0)
        return A_USE0 + USE_SPACE
    if kind < 0:
        return A_USE0 + USE_SPACE if space else legal[0]
    if c == UN_INTERVENTION:
        T.note(trace, T.UN_OPS, 0)
    if ops_value <= 1e-9 and kind == KIND_PLACE:
        T.note(trace, T.USE_SPEND, 0)
    else:
        T.note(trace, T.USE_PLACE + kind_note(kind), int(min(max(ops_value, -1e6), 1e6) * 100))
    return A_USE0 + use_of(kind)


@njit(cache=True)
def kind_note(kind):
    """T.USE_PLACE / USE_COUP / USE_REALIGN offsets."""
    if kind == KIND_PLACE:
        return 0
    return 1 if kind == KIND_COUP else 2


@njit(cache=True)
def answer_order(s, me, trace):
    """FR_ORDER (B.10.2 `ai_event_order` EVENT_FIRST_EXCEPT_OF): the human event first, the AI's Ops
    repairing; Ops first for the cards Part C flags OF."""
    order = s[OPTIONS + OPT_AI_EVENT_ORDER]
    if order == ALWAYS_OPS_FIRST or (order == EVENT_FIRST_EXCEPT_OF and OPS_FIRST[s[CARD]]):
        T.note(trace, T.ORDER_OPS_FIRST, 0)
        return A_OPS_FIRST
    T.note(trace, T.ORDER_EVENT_FIRST, 0)
    return A_EVENT_FIRST
