"""apply_action and the flow of the game between decisions (compiled).

apply_action answers the top frame, then `advance` runs every automatic step (instant victory 2.1,
the end of a card, the action phases 5.2.2, plot resolution 8.5.6, the end of the turn 5.2.5-5.2.9)
until the next decision or the end of the game.
"""
from engine.core.frames import pop, push, set_top, top
from engine.core.jit import njit
from engine.labyrinth.data import ASSOC_NONE, CARD_ASSOC, CARD_OPS, JIHADIST, SCHENGEN, US
from engine.labyrinth.events.cards_037_048 import NATO_OUT
from engine.labyrinth.events.dispatch import answer as event_answer
from engine.labyrinth.events.dispatch import precondition
from engine.labyrinth.events.play import US_ELECTION, due_after_ops, fire, fire_due, trigger_side, triggers
from engine.labyrinth.layout import (
    A_CARD0,
    A_COUNTRY0,
    A_DISCARD,
    A_DONE,
    A_EVENT,
    A_KEEP,
    A_NUM0,
    A_OP0,
    A_PLOT0,
    A_RADICAL,
    A_YES,
    CADRE,
    CARD,
    CARDS_IN_PHASE,
    CARDS_PLAYED,
    DECISIONS,
    DICE,
    END_J_WMD_US,
    EVENT_OP,
    EXTRA_CARD,
    FR_CARD,
    FR_COUNTRY,
    FR_DEST,
    FR_DICE,
    FR_DISRUPT_MIX,
    FR_EVENT,
    FR_ORDER,
    FR_PLOT_MARKER,
    FR_RADICAL,
    FR_RECRUIT_PLACE,
    FR_RESERVES,
    FR_RESOLVE,
    FR_SCHENGEN,
    FR_SECOND_CARD,
    FR_SETUP_CELL,
    FR_SETUP_REROLL,
    FR_SOURCE,
    FR_TRAVEL_DEST,
    FR_TROOPS,
    FR_USE,
    FR_WMD_REROLL,
    LAPSE,
    LOC,
    LOC_DISCARD,
    LOC_HAND_J,
    OP,
    OP_ALERT,
    OP_DEPLOY,
    OP_DISRUPT,
    OP_JIHAD,
    OP_PLOT,
    OP_REASSESS,
    OP_RECRUIT,
    OP_REGIME_CHANGE,
    OP_RESERVES,
    OP_TRAVEL,
    OP_VALUE,
    OP_WITHDRAW,
    OP_WOI,
    PENDING_BOT_OPS,
    PENDING_OP,
    PH_OVER,
    PH_PLAY,
    PH_SETUP,
    PHASE,
    RAD_CELL,
    RES_COUNTRY,
    RES_PLOT,
    RES_STAGE,
    RESERVES,
    ST_END_TURN,
    ST_J_PHASE,
    ST_PLOTS,
    ST_US_PHASE,
    STACK_N,
    STEP,
    TRAVEL,
    TRAVEL_N,
    TRAVEL_UNMARKED,
    US_KEPT,
    WMD,
)
from engine.labyrinth.legal import op_possible, reserves_apply
from engine.labyrinth.rules.board import any_cadre, cells, has_posture_box, jihadist_hand_size, put, solo, us_hand_size
from engine.labyrinth.rules.cards import deal, hand_count, only_card, random_card
from engine.labyrinth.rules.jihadist_ops import (
    jihad_in,
    recruit_pending,
    recruit_place,
    roll_jihad,
    roll_recruit,
    roll_travel,
)
from engine.labyrinth.rules.plots import (
    RS_REROLL,
    RS_SCHENGEN,
    RS_START,
    countries_with_plots,
    first_country_with_plots,
    place_marker,
    place_successes,
    resolve_finish,
    resolve_start,
    reveal_next,
    roll_plot,
)
from engine.labyrinth.rules.sequence import (
    add_reserves,
    card_ops,
    effective_ops,
    end_of_turn,
    finish_card,
    spend_second_card,
    start_card,
    start_phase,
)
from engine.labyrinth.rules.setup_steps import setup_cell, test_chosen
from engine.labyrinth.rules.solitaire import rad_answer, rad_settle
from engine.labyrinth.rules.tables import initial_test, is_unmarked, roll_posture
from engine.labyrinth.rules.us_ops import (
    alert,
    disrupt,
    disrupt_at,
    move_troops,
    nato_may_deploy_out,
    reassess,
    regime_change,
    war_of_ideas,
    withdraw,
)
from engine.labyrinth.rules.victory import check_instant, end_game

ITJIHAD, NATO, FATWA = 47, 41, 97


@njit(cache=True)
def begin_op(s, side, op, spend):
    """6.3: carry out op with the card in play (Reserves added if spent, 6.3.3)."""
    s[OP] = op
    s[OP_VALUE] = effective_ops(s, side, spend)
    if op == OP_RESERVES:
        add_reserves(s, side)
    elif op == OP_REASSESS:
        push(s, FR_SECOND_CARD, US, 0, 0)
    elif op == OP_DEPLOY:
        push(s, FR_SOURCE, US, -1, 0)
    elif op == OP_RECRUIT or op == OP_TRAVEL or op == OP_JIHAD or op == OP_PLOT:
        push(s, FR_DICE, JIHADIST, s[OP_VALUE], 0)
    else:
        push(s, FR_COUNTRY, side, 0, 0)
    s[EVENT_OP] = 0  # #18's value 1 is taken; Ops played after its event use the card again (6.3.2)


@njit(cache=True)
def start_ops(s, side, op, spend, event_done):
    """6.3.2: an opponent event this Ops play triggers and that is playable now: the player chooses whether it
    or the Ops come first (FR_ORDER); otherwise it is due after the Ops (it may have become playable).
    event_done: the card's own event already happened on this play (an Ops-only use, FR_USE p1 = 1), so US
    Election does not trigger again (6.3.1: once; the bot's event before its Ops, 9.4.1)."""
    card = s[CARD]
    bot = solo(s) and side == JIHADIST and card != US_ELECTION  # 9.4.1: the bot never triggers US events
    if not bot and not event_done and triggers(s, side, card, op):
        if precondition(s, card, trigger_side(card, side)):
            push(s, FR_ORDER, side, op, 1 if spend else 0)
            return
        due_after_ops(s, 0, card)
    begin_op(s, side, op, spend)


@njit(cache=True)
def ops_after_event(s, side):
    """6.3.2, event first: the Ops follow if they still can be carried out (else the card is spent)."""
    x = s[PENDING_OP] - 1
    s[PENDING_OP] = 0
    op = x % 16
    spend = x // 16 == 1
    v = min(3, card_ops(s) + (s[RESERVES + side] if spend else 0))
    if op_possible(s, side, op, v):
        begin_op(s, side, op, spend)


@njit(cache=True)
def country_chosen(s, c):
    op = s[OP]
    v = s[OP_VALUE]
    if op == OP_WOI:
        war_of_ideas(s, c, v)
    elif op == OP_DISRUPT:
        disrupt_at(s, c, v)
    elif op == OP_ALERT:
        initial_test(s, c)  # 4.9.4: any operation's unmarked target is tested
        alert(s, c)
    elif op == OP_REGIME_CHANGE:
        push(s, FR_SOURCE, US, c, 0)
    elif op == OP_WITHDRAW:
        push(s, FR_DEST, US, c, 0)
    else:  # 8.4.2 Major Jihad: every die of the card in the one country, one cell per die (tested first, 4.9.4)
        initial_test(s, c)
        jihad_in(s, c, min(v, cells(s, c)), True)


@njit(cache=True)
def roll_dice(s):
    """8.1.2: all dice of the card together, once every die is assigned."""
    op = s[OP]
    if op == OP_RECRUIT:
        if roll_recruit(s):
            push(s, FR_RECRUIT_PLACE, JIHADIST, 0, 0)
    elif op == OP_TRAVEL:
        roll_travel(s)
    elif op == OP_JIHAD:
        roll_jihad(s, False)
    else:
        roll_plot(s)
        c = place_successes(s, s[OP_VALUE])
        if c >= 0:
            push(s, FR_PLOT_MARKER, JIHADIST, c, 0)


@njit(cache=True)
def dice_assigned(s, later):
    """8.1.2: every die is assigned: roll them. `later` dice (the dice frame's p2) make a second Recruit
    once this one is over (#53 Madrassas with option madrassas_two_recruits, L51)."""
    if later > 0:
        push(s, FR_DICE, JIHADIST, later, 0)  # under whatever the roll asks (FR_RECRUIT_PLACE)
    roll_dice(s)


@njit(cache=True)
def _answer(s, a):
    kind = top(s, 0)
    side = top(s, 1)
    p1 = top(s, 2)
    p2 = top(s, 3)
    op = s[OP]
    if kind == FR_CARD:
        if a == A_DISCARD:  # 5.2.4
            card = only_card(s, US)
            s[LOC + card] = LOC_DISCARD
            s[CARDS_IN_PHASE] += 1
            s[CARDS_PLAYED] += 1
            pop(s)
            if card == US_ELECTION:  # 6.3.1: its event happens even when discarded
                fire(s, card, US)
        elif a == A_KEEP:  # 5.2.4
            s[US_KEPT] = 1
            pop(s)
        elif a == A_DONE:
            if p2 == 1:  # #18 Intel Community: the US declines the additional card
                s[EXTRA_CARD] = 0
            else:  # a Jihadist without cards ends its phase (4.8.4)
                s[CARDS_IN_PHASE] = 2
            pop(s)
        elif a < A_CARD0:  # 4.8.4: the Jihadist removes a cadre and still plays a card
            put(s, a, CADRE, 0)
        else:
            pop(s)
            if p2 == 1:
                s[EXTRA_CARD] = 2
            start_card(s, side, a - A_CARD0 + 1)
            push(s, FR_USE, side, 0, 0)
    elif kind == FR_USE:
        pop(s)
        if a == A_DONE:  # L50: nothing the card can do: it is spent
            return
        if a == A_RADICAL:  # 9.4.3: the card's Ops
            push(s, FR_RADICAL, side, CARD_OPS[s[CARD]], RAD_CELL)
        elif a == A_EVENT:
            if solo(s) and side == JIHADIST and CARD_ASSOC[s[CARD]] == ASSOC_NONE and s[CARD] != FATWA:
                s[PENDING_OP] = PENDING_BOT_OPS  # 9.4.1: the bot's unassociated event first, then its Ops
            fire(s, s[CARD], side)
        elif reserves_apply(s, side, a - A_OP0):
            push(s, FR_RESERVES, side, a - A_OP0, p1)
        else:
            start_ops(s, side, a - A_OP0, False, p1 == 1)
    elif kind == FR_RESERVES:
        pop(s)
        start_ops(s, side, p1, a == A_YES, p2 == 1)
    elif kind == FR_ORDER:
        pop(s)
        if a == A_EVENT:
            s[PENDING_OP] = 1 + p1 + 16 * p2
            fire(s, s[CARD], trigger_side(s[CARD], side))
        else:
            due_after_ops(s, 0, s[CARD])
            begin_op(s, side, p1, p2 == 1)
    elif kind == FR_EVENT:
        pop(s)
        event_answer(s, p1, side, p2, a)
    elif kind == FR_COUNTRY:
        pop(s)
        country_chosen(s, a)
    elif kind == FR_SOURCE:
        pop(s)
        if op == OP_REGIME_CHANGE:
            push(s, FR_TROOPS, US, a, p1)
        else:
            push(s, FR_DEST, US, a, 0)
    elif kind == FR_DEST:
        pop(s)
        push(s, FR_TROOPS, US, p1, a)
    elif kind == FR_TROOPS:
        pop(s)
        n = a - A_NUM0
        if op == OP_REGIME_CHANGE:
            regime_change(s, p2, p1, n)
        elif op == OP_WITHDRAW:
            withdraw(s, p1, p2, n)
        else:
            move_troops(s, p1, p2, n)
            if nato_may_deploy_out(s, p1):
                push(s, FR_EVENT, US, NATO, NATO_OUT)
    elif kind == FR_DISRUPT_MIX:
        pop(s)
        disrupt(s, p1, a - A_NUM0)
    elif kind == FR_SECOND_CARD:
        pop(s)
        spend_second_card(s, a - A_CARD0 + 1)
        if triggers(s, US, a - A_CARD0 + 1, OP_REASSESS):
            due_after_ops(s, 1, a - A_CARD0 + 1)
        reassess(s)
    elif kind == FR_DICE:
        if a == A_DONE:
            pop(s)
            if p1 > 0 and solo(s):  # 9.4.1: Ops the bot cannot use go to Radicalization, after the roll
                push(s, FR_RADICAL, JIHADIST, p1, RAD_CELL)
            dice_assigned(s, p2)
        elif op == OP_TRAVEL:
            set_top(s, 2, p1 - 1)
            push(s, FR_TRAVEL_DEST, JIHADIST, a, 0)
        else:
            initial_test(s, a)
            s[DICE + a] += 1
            set_top(s, 2, p1 - 1)
            if p1 == 1:
                pop(s)
                dice_assigned(s, p2)
    elif kind == FR_TRAVEL_DEST:
        pop(s)
        i = s[TRAVEL_N]
        s[TRAVEL + 2 * i] = p1
        s[TRAVEL + 2 * i + 1] = a
        s[TRAVEL_N] = i + 1
        s[TRAVEL_UNMARKED + i] = 1 if is_unmarked(s, a) else 0
        initial_test(s, a)  # 4.9.4, 8.3.2: an unmarked destination is tested before the roll
        if top(s, 2) == 0:
            pop(s)
            roll_dice(s)
    elif kind == FR_RECRUIT_PLACE:
        recruit_place(s, a)
        if not recruit_pending(s):
            pop(s)
    elif kind == FR_PLOT_MARKER:
        pop(s)
        place_marker(s, p1, a - A_PLOT0 + 1)
        c = place_successes(s, s[OP_VALUE])
        if c >= 0:
            push(s, FR_PLOT_MARKER, JIHADIST, c, 0)
    elif kind == FR_RESOLVE:
        pop(s)
        reveal_next(s, a)
    elif kind == FR_WMD_REROLL:
        pop(s)
        if a == A_YES:
            roll_posture(s, p1)
    elif kind == FR_SCHENGEN:
        roll_posture(s, a)
        if p2 < 0:
            set_top(s, 3, a)
        else:
            pop(s)
    elif kind == FR_RADICAL:
        rad_answer(s, a - A_COUNTRY0)
    elif kind == FR_SETUP_CELL:
        chosen = setup_cell(s, a, p2)
        if p1 == 1:
            pop(s)
            test_chosen(s, chosen)
        else:
            set_top(s, 2, p1 - 1)
            set_top(s, 3, chosen)
    elif kind == FR_SETUP_REROLL:
        pop(s)
        if a != A_DONE:
            roll_posture(s, a)


@njit(cache=True)
def resolve_plots(s):
    """8.5.6 at the end of a US action phase: every plot on the map, country by country in the order the
    Jihadist chooses. Returns True when a decision is pending or the game is over."""
    while True:
        if s[RES_PLOT] == 0:
            n = countries_with_plots(s)
            if n == 0:
                return False
            if n > 1:
                push(s, FR_RESOLVE, JIHADIST, 0, 0)
                return True
            reveal_next(s, first_country_with_plots(s))
        c = s[RES_COUNTRY]
        stage = s[RES_STAGE]
        if stage == RS_START:
            if resolve_start(s):
                end_game(s, JIHADIST, END_J_WMD_US)
                return True
            s[RES_STAGE] = RS_REROLL
            if s[RES_PLOT] == WMD and has_posture_box(c):  # 2-player: the Jihadist may re-roll once
                push(s, FR_WMD_REROLL, JIHADIST, c, 0)
                return True
        elif stage == RS_REROLL:
            s[RES_STAGE] = RS_SCHENGEN
            if SCHENGEN[c]:
                push(s, FR_SCHENGEN, JIHADIST, c, -1)
                return True
        else:
            resolve_finish(s)
            if check_instant(s, JIHADIST):
                return True


@njit(cache=True)
def start_play(s):
    """3.2 steps 9-10: deal both hands (5.2.8) and start with the Jihadist action phase."""
    deal(s, jihadist_hand_size(s), us_hand_size(s))
    s[PHASE] = PH_PLAY
    start_phase(s, ST_J_PHASE)


@njit(cache=True)
def is_over(s):
    return s[PHASE] == PH_OVER


@njit(cache=True)
def advance(s):
    """Run automatic steps until a decision is pending or the game is over."""
    while s[PHASE] != PH_OVER and s[STACK_N] == 0:
        if s[PHASE] == PH_SETUP:
            start_play(s)
            continue
        step = s[STEP]
        if check_instant(s, US if step == ST_US_PHASE else JIHADIST):
            return
        if s[CARD] != 0:
            # 6.3.2: what is left of the card: its Ops after an event played first, events due after the Ops
            player = US if step == ST_US_PHASE or s[EXTRA_CARD] == 2 else JIHADIST
            if s[PENDING_OP] == PENDING_BOT_OPS:
                s[PENDING_OP] = 0
                push(s, FR_USE, JIHADIST, 1, 0)  # 9.4.1: Ops only, by the Ops chain
                return
            if s[PENDING_OP] != 0:
                ops_after_event(s, player)
            elif not fire_due(s, player):
                finish_card(s)
        elif s[EXTRA_CARD] == 1:  # #18 Intel Community: the US may now play one additional card, in any phase
            if hand_count(s, US) > 0:
                push(s, FR_CARD, US, 0, 1)
                return
            s[EXTRA_CARD] = 0
        elif step == ST_J_PHASE:
            # 5.2.2; 4.8.4: even without cards the Jihadist may remove cadres in its phase
            if s[CARDS_IN_PHASE] < 2 and (hand_count(s, JIHADIST) > 0 or s[CARDS_IN_PHASE] == 0 and any_cadre(s)):
                # #47 The door of Itjihad was closed (LAPSING): the card is drawn at random from the hand
                push(s, FR_CARD, JIHADIST, random_card(s, LOC_HAND_J) if s[LAPSE + ITJIHAD] != 0 else 0, 0)
                return
            start_phase(s, ST_US_PHASE)
        elif step == ST_US_PHASE:
            if s[CARDS_IN_PHASE] < 2 and s[US_KEPT] == 0 and hand_count(s, US) > 0:
                push(s, FR_CARD, US, 0, 0)
                return
            s[STEP] = ST_PLOTS
        elif step == ST_PLOTS:
            if resolve_plots(s):
                return
            if hand_count(s, JIHADIST) == 0 and (hand_count(s, US) == 0 or s[US_KEPT] != 0):  # 5.2.1, 5.2.4
                s[STEP] = ST_END_TURN
            else:
                start_phase(s, ST_J_PHASE)
        else:
            end_of_turn(s)


@njit(cache=True)
def apply_action(s, a):
    """Apply a legal action (checked by the caller) and run the game on to the next decision."""
    _answer(s, a)
    s[DECISIONS] += 1
    rad_settle(s)
    advance(s)


