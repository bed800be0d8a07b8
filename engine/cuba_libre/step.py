"""apply_action and the card flow between decisions (compiled).

apply_action answers the top frame, then `advance` runs every automatic step (card flow 2.3.7-2.3.8,
the Propaganda Round of chapter 6) until the next decision or the end of the game.
"""
from engine.core.frames import pop, push, top
from engine.core.jit import njit
from engine.cuba_libre.events import dispatch
from engine.cuba_libre.layout import (
    A_CASH_BASE,
    A_CASH_RESOURCES,
    A_DONE,
    A_EVENT_UNSHADED,
    A_OP0,
    A_PASS,
    A_SPACE0,
    DECISIONS,
    DECK,
    FR_ACT,
    FR_AGITATE,
    FR_CASH,
    FR_CIVIC,
    FR_EVENT,
    FR_EXPAT,
    FR_FINISH,
    FR_REDEPLOY_DEST,
    FR_REDEPLOY_POLICE,
    FR_REDEPLOY_TROOPS,
    FR_RESUME,
    N_OPS,
    PH_CARD,
    PH_OVER,
    PH_PROPAGANDA,
    PHASE,
    POLICE,
    POS,
    PROP_PLAYED,
    PROP_STEP,
    PS_DONE,
    PS_VICTORY,
    STACK_N,
    TROOPS,
)
from engine.cuba_libre.rules import propaganda as prop
from engine.cuba_libre.rules import turn
from engine.cuba_libre.rules.events import choose_event
from engine.cuba_libre.rules.operations import clear_op
from engine.cuba_libre.rules.sequence import (
    adjust_eligibility,
    current_card,
    is_propaganda,
    offer_next,
    pass_turn,
    start_card,
)


@njit(cache=True)
def enter_card(s):
    """2.3.8 / 2.4: play the card at POS: an Event card starts its faction order; a Propaganda card
    starts a Round, except right after another Propaganda card (6.0), where only a final card matters."""
    card = current_card(s)
    if not is_propaganda(card):
        s[PHASE] = PH_CARD
        start_card(s)
        return
    s[PROP_PLAYED] += 1
    s[PHASE] = PH_PROPAGANDA
    s[PROP_STEP] = PS_VICTORY
    if s[POS] > 0 and is_propaganda(s[DECK + s[POS] - 1]):
        if prop.is_final(s):
            prop.final_victory(s)
        else:
            s[PROP_STEP] = PS_DONE


@njit(cache=True)
def is_over(s):
    return s[PHASE] == PH_OVER


@njit(cache=True)
def advance(s):
    """Run automatic steps until a decision is pending or the game is over."""
    while s[PHASE] != PH_OVER:
        if s[STACK_N] > 0:
            if top(s, 0) == FR_FINISH:
                turn.finish(s)
            elif top(s, 0) == FR_RESUME:  # 5.5: the free Op is over, its Event goes on
                f, cs, step = top(s, 1), top(s, 2), top(s, 3)
                pop(s)
                dispatch.resume(s, f, cs, step)
            else:
                return
            continue
        if s[PHASE] == PH_CARD:
            if offer_next(s):
                clear_op(s)  # nobody is in an Op while an Eligible faction chooses
                return
            adjust_eligibility(s)  # 2.3.7
        elif prop.run(s):
            return
        s[POS] += 1
        enter_card(s)


@njit(cache=True)
def _answer(s, a):
    kind = top(s, 0)
    f = top(s, 1)
    if kind == FR_ACT:
        if a == A_PASS:
            pass_turn(s, f)
        elif A_OP0 <= a < A_OP0 + N_OPS:
            turn.choose_op(s, f, a - A_OP0)
        else:
            choose_event(s, f, 0 if a == A_EVENT_UNSHADED else 1)
    elif kind == FR_CASH:
        sp = top(s, 2)
        k = top(s, 3)
        pop(s)
        prop.deposit(s, f, sp, k, 0 if a == A_CASH_RESOURCES else (1 if a == A_CASH_BASE else 2))
    elif kind == FR_CIVIC or kind == FR_AGITATE:
        if a == A_DONE:
            pop(s)
        else:
            prop.support_step(s, f, a - A_SPACE0)
            if not prop.support_possible(s, f):
                pop(s)
    elif kind == FR_EXPAT:
        pop(s)
        if a != A_DONE:
            turn.expat_rally(s, a - A_SPACE0)
    elif kind == FR_REDEPLOY_TROOPS or kind == FR_REDEPLOY_POLICE:
        if a == A_DONE:
            pop(s)
        else:
            push(s, FR_REDEPLOY_DEST, f, a - A_SPACE0, TROOPS if kind == FR_REDEPLOY_TROOPS else POLICE)
    elif kind == FR_REDEPLOY_DEST:
        col = top(s, 3)
        prop.redeploy(s, col, top(s, 2), a - A_SPACE0)
        pop(s)
        if not prop.any_movable(s, col):
            pop(s)
    elif kind == FR_EVENT:
        dispatch.answer(s, f, top(s, 2), top(s, 3), a)
    else:
        turn.answer(s, kind, f, a)


@njit(cache=True)
def apply_action(s, a):
    """Apply a legal action (checked by the caller) and run the game on to the next decision."""
    _answer(s, a)
    s[DECISIONS] += 1
    advance(s)


@njit(cache=True)
def begin(s):
    """Start play (2.2) from a freshly set-up state whose deck is in place."""
    enter_card(s)
    advance(s)
