"""apply_action and the flow of the game between decisions (compiled).

apply_action answers the top frame, then `advance` runs every automatic step (the end of a play, the next
action round, the headline's resolution, the end of the turn, final scoring) until the next decision or
the end of the game.
"""
from engine.core.frames import pop, push, set_top, top
from engine.core.jit import njit
from engine.twilight.data import CARD_SCORING, CARD_WAR, CHINA, US, USSR
from engine.twilight.events.dispatch import answer
from engine.twilight.events.prims import cmc_offer
from engine.twilight.layout import (
    A_CARD0,
    A_COUNTRY0,
    A_DONE,
    A_EVENT_FIRST,
    A_USE0,
    BONUS,
    BONUS_SEA,
    CARD,
    CARDS_PLAYED,
    DECISIONS,
    EFFECT,
    EVENT_AFTER,
    EVENT_USED,
    FR_CARD,
    FR_CLAIM,
    FR_COUP,
    FR_EAGLE,
    FR_EVENT,
    FR_HEADLINE,
    FR_INFLUENCE,
    FR_ORDER,
    FR_PAIR,
    FR_REALIGN,
    FR_SETUP,
    FR_USE,
    HEADLINE,
    LOC,
    LOC_DISCARD,
    LOC_PLAY,
    OPS_LEFT,
    PH_OVER,
    PHASE,
    PLAYS,
    ST_ARS,
    ST_DRAFT,
    ST_END,
    ST_HEADLINE,
    ST_SETUP,
    ST_TURN,
    STACK_N,
    STEP,
    USE,
    USE_COUP,
    USE_EVENT,
    USE_INFLUENCE,
    USE_REALIGN,
    USE_SPACE,
)
from engine.twilight.legal import any_target
from engine.twilight.rules.board import add_inf, add_vp, check_vp
from engine.twilight.rules.cards import MISSILE_ENVY, opponent_event, ops_value
from engine.twilight.rules.effects import E_FLOWER_POWER, E_FORMOSAN, trapped, vietnam_bonus
from engine.twilight.rules.events import go_on, resolve_event
from engine.twilight.rules.ops import coup, place, realign
from engine.twilight.rules.sequence import (
    cards_dealt,
    end_ars,
    end_turn,
    finish_play,
    next_action_round,
    resolve_headlines,
    start_turn,
    trap_discard,
    we_will_bury_you,
)
from engine.twilight.rules.solitaire import solitaire
from engine.twilight.rules.solitaire_draft import claim, draft_next, pick_for_pair
from engine.twilight.rules.solitaire_offer import after_choice, offered
from engine.twilight.rules.space import attempt_space


@njit(cache=True)
def is_over(s):
    return s[PHASE] == PH_OVER


@njit(cache=True)
def ops_frame(use):
    if use == USE_INFLUENCE:
        return FR_INFLUENCE
    if use == USE_REALIGN:
        return FR_REALIGN
    return FR_COUP


@njit(cache=True)
def is_ops_frame(kind):
    return kind == FR_INFLUENCE or kind == FR_REALIGN or kind == FR_COUP


@njit(cache=True)
def settle_ops(s):
    """An Ops frame that an event resolved first left without a target (or Ops) ends (6.0)."""
    if is_ops_frame(top(s, 0)) and (s[OPS_LEFT] <= 0 or not any_target(s, top(s, 1), top(s, 0))):
        pop(s)


@njit(cache=True)
def choose_card(s, side, c):
    """4.5D: the card of the AR is in play; its Ops (the China Card's +1 for Asia, 9.2) are ready to spend."""
    s[PLAYS + side] += 1
    s[CARDS_PLAYED] += 1
    s[CARD] = c
    if c != CHINA:
        s[LOC + c] = LOC_PLAY
    s[OPS_LEFT] = ops_value(s, side, c)
    s[BONUS] = 0
    if c == CHINA:
        s[OPS_LEFT] += 1
        s[BONUS] = 1
        if side == US:
            s[EFFECT + E_FORMOSAN] = 0  # #35 ends when the US plays the China Card
    s[BONUS_SEA] = vietnam_bonus(s, side, c)
    s[OPS_LEFT] += s[BONUS_SEA]
    push(s, FR_USE, side, 0, 0)


@njit(cache=True, inline="always")
def choose_use(s, side, use):
    """5.1: an event, the Space Race (no event, 6.4.5), or Ops; Ops with the opponent's card trigger its
    event, before or after as the phasing player chooses (5.2)."""
    c = s[CARD]
    s[USE] = use
    if CARD_WAR[c] and side == US and use != USE_SPACE and s[EFFECT + E_FLOWER_POWER]:
        add_vp(s, USSR, 2)  # #59 Flower Power: a US war card played for Ops or as an event
        check_vp(s)
        if s[PHASE] == PH_OVER:
            return
    if use == USE_EVENT:
        s[EVENT_USED] = resolve_event(s, c, side)
    elif use == USE_SPACE:
        s[BONUS] = 0
        s[BONUS_SEA] = 0
        attempt_space(s, side)
    elif opponent_event(c, side):
        push(s, FR_ORDER, side, 0, 0)
    else:
        push(s, ops_frame(use), side, 0, 0)
    if use == USE_COUP:
        cmc_offer(s, side)  # #40: a chance to cancel the crisis first


@njit(cache=True)
def after_target(s, side):
    """The Ops frame ends when no Op is left or no target can take one (6.0)."""
    if s[OPS_LEFT] <= 0 or not any_target(s, side, top(s, 0)):
        pop(s)


@njit(cache=True)
def apply_action(s, a):
    """Answer the top frame with action a (one of the legal actions), then run on."""
    kind = top(s, 0)
    side = top(s, 1)
    s[DECISIONS] += 1
    c = a - A_COUNTRY0
    if kind == FR_SETUP:
        add_inf(s, side, c, 1)
        left = top(s, 2) - 1
        if left == 0:
            pop(s)
        else:
            set_top(s, 2, left)
    elif kind == FR_HEADLINE:
        pop(s)
        card = a - A_CARD0 + 1
        if solitaire(s):
            after_choice(s, side, card, offered(s, side, True), True)
        s[HEADLINE + side] = card
        s[CARDS_PLAYED] += 1
        s[LOC + card] = LOC_PLAY
    elif kind == FR_CARD and a == A_DONE:
        pop(s)  # solo B.15 F3 (4): the AI forgoes the AR; its cards stay as they lie
        s[PLAYS + side] += 1
        we_will_bury_you(s, 0, -1)
    elif kind == FR_CARD:
        pop(s)
        card = a - A_CARD0 + 1
        if solitaire(s):
            after_choice(s, side, card, offered(s, side, False), False)
        we_will_bury_you(s, card, -1)
        if s[PHASE] != PH_OVER:
            if trapped(s, side) and not CARD_SCORING[card]:
                trap_discard(s, side, card)
            else:
                choose_card(s, side, card)
    elif kind == FR_USE:
        pop(s)
        if s[CARD] == MISSILE_ENVY and s[EFFECT + MISSILE_ENVY] == side + 1:
            s[EFFECT + MISSILE_ENVY] = 0  # the owed play, for Ops (legal.event_offered)
        we_will_bury_you(s, s[CARD], a - A_USE0)
        if s[PHASE] != PH_OVER:
            choose_use(s, side, a - A_USE0)
    elif kind == FR_ORDER:
        pop(s)
        push(s, ops_frame(s[USE]), side, 0, 0)  # under the event's choices, if it asks any
        if a == A_EVENT_FIRST:
            s[EVENT_USED] = resolve_event(s, s[CARD], side)
        else:
            s[EVENT_AFTER] = 1
        settle_ops(s)  # the event may have taken every target away
    elif kind == FR_EVENT:
        answer(s, a)
        go_on(s)
        settle_ops(s)
    elif (kind == FR_INFLUENCE or kind == FR_REALIGN) and a == A_DONE:
        pop(s)  # 6.0: the Ops left are lost (RULINGS.md T6)
    elif kind == FR_INFLUENCE:
        place(s, side, c)
        after_target(s, side)
    elif kind == FR_REALIGN:
        realign(s, side, c)
        after_target(s, side)
    elif kind == FR_COUP:
        pop(s)
        coup(s, side, c)
    elif kind == FR_EAGLE:
        pop(s)
        if a != A_DONE:
            s[LOC + a - A_CARD0 + 1] = LOC_DISCARD
    elif kind == FR_PAIR:
        card = a - A_CARD0 + 1
        if pick_for_pair(s, top(s, 2), card):
            pop(s)
        else:
            set_top(s, 2, card)
    elif kind == FR_CLAIM:
        pop(s)
        claim(s, a - A_CARD0 + 1)
    advance(s)


@njit(cache=True)  # also called from Python (game.from_json): compiled apart
def advance(s):
    """Run the automatic steps until a decision is pending or the game is over."""
    while s[PHASE] != PH_OVER and s[STACK_N] == 0:
        if s[CARD] != 0:
            finish_play(s)
        elif s[STEP] == ST_SETUP:
            s[STEP] = ST_TURN
        elif s[STEP] == ST_TURN:
            start_turn(s)
        elif s[STEP] == ST_DRAFT:
            if draft_next(s):
                cards_dealt(s)
        elif s[STEP] == ST_HEADLINE:
            resolve_headlines(s)
        elif s[STEP] == ST_ARS:
            if not next_action_round(s):
                end_ars(s)
        elif s[STEP] == ST_END:
            end_turn(s)
