"""B.10 the AI's card decision: its own or a neutral event (Part C codes), a human event on its card (the
Space Race valve, B.15's safety), Ops by B.11, the idle Space Race (shared/spec/twilight_solo.md, our
design), compiled: the answers to FR_USE and FR_ORDER."""

from engine.core.jit import njit
from engine.core.members import has
from engine.twilight.data import BATTLEGROUND, CARD_SCORING, CARD_SIDE, CHINA, N_COUNTRIES, NEUTRAL, STABILITY
from engine.twilight.layout import (
    A_EVENT_FIRST,
    A_OPS_FIRST,
    A_USE0,
    ALWAYS_OPS_FIRST,
    BONUS,
    BONUS_SEA,
    CARD,
    DEFCON,
    EVENT_FIRST_EXCEPT_OF,
    OPS_LEFT,
    OPT_AI_EVENT_ORDER,
    OPT_IDLE_SPACE,
    OPT_VALVE_HARM,
    OPT_WAR_THRESHOLD,
    OPTIONS,
    USE,
    USE_COUP,
    USE_EVENT,
    USE_INFLUENCE,
    USE_REALIGN,
    USE_SPACE,
)
from engine.twilight.nonplayer import trace as T
from engine.twilight.nonplayer.appendix import CODE_C, CODE_E, CODE_O, CODE_V, CODE_W, OPS_FIRST, RISK, RISK_D1
from engine.twilight.nonplayer.events import simulate
from engine.twilight.nonplayer.operations import KIND_COUP, KIND_PLACE, KIND_REALIGN, NONE, best_of_three
from engine.twilight.nonplayer.own_play import condition, own_code, war_chance
from engine.twilight.nonplayer.placement import focus_ok
from engine.twilight.nonplayer.safety import harm, unsafe
from engine.twilight.nonplayer.values import real_option
from engine.twilight.rules.board import controls, inf
from engine.twilight.rules.solitaire_decks import UN_INTERVENTION


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
    repairing; Ops first for the cards Part C flags OF, and for a coup at DEFCON 2 (B.15 never suicide,
    RULINGS.md TS31: the event first could leave only battleground targets, and the coup must be made)."""
    if s[USE] == USE_COUP and s[DEFCON] == 2:
        T.note(trace, T.ORDER_COUP_DEFCON2, 0)
        return A_OPS_FIRST
    order = s[OPTIONS + OPT_AI_EVENT_ORDER]
    if order == ALWAYS_OPS_FIRST or (order == EVENT_FIRST_EXCEPT_OF and OPS_FIRST[s[CARD]]):
        T.note(trace, T.ORDER_OPS_FIRST, 0)
        return A_OPS_FIRST
    T.note(trace, T.ORDER_EVENT_FIRST, 0)
    return A_EVENT_FIRST
