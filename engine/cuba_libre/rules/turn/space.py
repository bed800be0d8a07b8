"""FR_SPACE: the spaces asked for inside an Op (SP_*: origins of moves, the closing steps' spaces,
the Special Activity's, Laundering's, a voluntary removal's).
"""
from engine.core.frames import pop, push
from engine.core.jit import njit
from engine.core.legal import emit
from engine.cuba_libre.data import ADJ, GOVT, N_SPACES, TRANSPORT_TROOPS
from engine.cuba_libre.layout import (
    A_DONE,
    A_SPACE0,
    CAS_OPEN,
    CH_PROFIT_CASHIN,
    CX_MODE,
    CX_N,
    CX_SP,
    FR_CHOICE,
    FR_LAUNDER_OP,
    FR_PIECES,
    FR_SPACE,
    LAUNDERED,
    OP,
    OP_COUNT,
    OP_SA_SPACES,
    PU_TRAIN_BASE,
    PU_VOLUNTARY,
    RM_ASSAULT,
    SA_FREE_ASSAULT,
    SP_ASSAULT_FROM,
    SP_CARACAS_BASE,
    SP_GARRISON_ASSAULT,
    SP_GARRISON_FROM,
    SP_LAUNDER,
    SP_MARCH_FROM,
    SP_MUSCLE_FROM,
    SP_PROFIT_CASH,
    SP_PROFIT_CASHIN,
    SP_RELOCATE_TO,
    SP_SA,
    SP_SWEEP_ASSAULT,
    SP_SWEEP_FROM,
    SP_TRAIN_BASE,
    SP_TRAIN_CIVIC,
    SP_TRANSPORT_TO,
    TROOPS,
)
from engine.cuba_libre.rules import effects as fx
from engine.cuba_libre.rules import movement as mv
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules import special as sa_rules
from engine.cuba_libre.rules.board import base_col, get
from engine.cuba_libre.rules.propaganda import support_step
from engine.cuba_libre.rules.turn.choice import choice_bits
from engine.cuba_libre.rules.turn.closing import garrison_assault_ok, train_base_ok, train_civic_ok
from engine.cuba_libre.rules.turn.launder import offer_laundering
from engine.cuba_libre.rules.turn.pieces import next_base_piece, start_cash
from engine.cuba_libre.rules.turn.start import record_sa


@njit(cache=True)
def own_piece(s, f, sp):
    for col in range(13):
        if pc.faction_of(col) == f and get(s, sp, col) > 0:
            return True
    return False


@njit(cache=True)
def space_choice_ok(s, f, ctx, purpose, sp):
    if purpose == SP_GARRISON_FROM or purpose == SP_SWEEP_FROM or purpose == SP_MARCH_FROM or purpose == SP_ASSAULT_FROM:
        return ops.origin_ok(s, f, purpose, ctx, sp)
    if purpose == SP_SWEEP_ASSAULT:
        return ops.assault_ok(s, sp)
    if purpose == SP_CARACAS_BASE:
        return get(s, sp, base_col(f)) > 0
    if purpose == SP_TRAIN_BASE:
        return train_base_ok(s, sp)
    if purpose == SP_TRAIN_CIVIC:
        return (ctx < 0 or ctx == sp) and train_civic_ok(s, sp)
    if purpose == SP_GARRISON_ASSAULT:
        return garrison_assault_ok(s, sp)
    if purpose == SP_SA:
        return sa_rules.space_ok(s, f, ctx, sp)
    if purpose == SP_TRANSPORT_TO:
        return sp != ctx
    if purpose == SP_RELOCATE_TO:
        return ADJ[ctx, sp]
    if purpose == SP_MUSCLE_FROM:
        return sa_rules.muscle_origin_ok(s, ctx, sp)
    if purpose == SP_PROFIT_CASH:
        return sa_rules.profit_cash_ok(s, sp)
    if purpose == SP_PROFIT_CASHIN:
        return sa_rules.profit_cashin_ok(s, sp)
    if purpose == SP_LAUNDER:  # f is the faction that would give its Cash
        return pc.faction_cash(s, sp, f) > 0
    return own_piece(s, f, sp)  # SP_VOLUNTARY


@njit(cache=True)
def space_done_ok(s, ctx, purpose):
    if purpose == SP_MUSCLE_FROM or purpose == SP_PROFIT_CASHIN:
        return s[OP + OP_COUNT] >= 1
    if purpose == SP_PROFIT_CASH:
        return ctx >= 1
    if purpose == SP_TRAIN_CIVIC:
        return ctx >= 0
    return (purpose == SP_GARRISON_FROM or purpose == SP_SWEEP_FROM or purpose == SP_MARCH_FROM
            or purpose == SP_GARRISON_ASSAULT or purpose == SP_LAUNDER or purpose == SP_ASSAULT_FROM
            or purpose == SP_SWEEP_ASSAULT or purpose == SP_CARACAS_BASE)


@njit(cache=True)
def collect_space(s, out, f, ctx, purpose):
    n = 0
    for sp in range(N_SPACES):
        if space_choice_ok(s, f, ctx, purpose, sp):
            n = emit(out, n, A_SPACE0 + sp)
    if space_done_ok(s, ctx, purpose):
        n = emit(out, n, A_DONE)
    return n


@njit(cache=True)
def answer_space(s, f, ctx, purpose, a):
    sp = a - A_SPACE0
    if purpose == SP_GARRISON_FROM or purpose == SP_SWEEP_FROM or purpose == SP_MARCH_FROM or purpose == SP_ASSAULT_FROM:
        if a != A_DONE:
            ops.start_origin_move(s, f, purpose, ctx, sp)
            return
        pop(s)
        if purpose == SP_ASSAULT_FROM:  # #1 Armored Cars: the Troops are in, the Assault resolves (3.2.4)
            ops.start_removal(s, GOVT, ctx, RM_ASSAULT, ops.assault_capacity(s, ctx))
        return
    if purpose == SP_MUSCLE_FROM:
        if a == A_DONE:
            pop(s)
            return
        pc.move(s, sa_rules.muscle_col(ctx), sp, ctx, False)
        s[OP + OP_COUNT] += 1
        if s[OP + OP_COUNT] == 2 or not sa_rules.muscle_origin_ok(s, ctx, -1):
            pop(s)
        return
    if purpose == SP_PROFIT_CASHIN:
        if a == A_DONE:
            pop(s)
        elif choice_bits(s, f, CH_PROFIT_CASHIN, sp) == 3:
            push(s, FR_CHOICE, f, CH_PROFIT_CASHIN, sp)
        else:
            sa_rules.profit_cashin(s, sp, 0 if get(s, sp, CAS_OPEN) > 0 else 1)
        return
    pop(s)
    if a == A_DONE:
        if purpose == SP_LAUNDER:
            offer_laundering(s, ctx, f)  # the next holder of Cash may offer its own
        return
    if purpose == SP_TRAIN_BASE:
        s[OP + CX_SP] = sp
        s[OP + CX_N] = 2
        next_base_piece(s, f, PU_TRAIN_BASE)
    elif purpose == SP_TRAIN_CIVIC:
        support_step(s, GOVT, sp)
        if train_civic_ok(s, sp):
            push(s, FR_SPACE, f, sp, SP_TRAIN_CIVIC)
    elif purpose == SP_GARRISON_ASSAULT:
        ops.begin_assault(s, sp)
    elif purpose == SP_SWEEP_ASSAULT:  # #5 Masferrer: the Sweep's SA is a free Assault here
        record_sa(s, SA_FREE_ASSAULT)
        ops.begin_assault(s, sp)
    elif purpose == SP_CARACAS_BASE:  # #18: the 2nd own Base removed at once cancels the Pact
        pc.remove_own(s, sp, base_col(f))
        fx.cancel_pact_of_caracas(s)
    elif purpose == SP_SA:
        sa_rules.begin(s, f, ctx, sp)
    elif purpose == SP_TRANSPORT_TO:
        mv.start_move(s, f, ctx, sp, 1 << TROOPS, TRANSPORT_TROOPS)
    elif purpose == SP_RELOCATE_TO:
        pc.move(s, s[OP + CX_MODE], ctx, sp, False)
    elif purpose == SP_PROFIT_CASH:
        s[OP + OP_SA_SPACES] |= 1 << sp
        if ctx == 0:
            push(s, FR_SPACE, f, 1, SP_PROFIT_CASH)
        start_cash(s, f, sp, 1, 0)
    elif purpose == SP_LAUNDER:  # f removes its Cash; faction ctx takes the free LimOp
        a_col, b_col = pc.holder_cols(f)
        pc.add_cash(s, sp, a_col if pc.cash_under(s, sp, a_col) > 0 else b_col, -1)
        s[LAUNDERED + ctx] = 1
        push(s, FR_LAUNDER_OP, ctx, 0, 0)
    else:  # SP_VOLUNTARY
        s[OP + CX_SP] = sp
        push(s, FR_PIECES, f, PU_VOLUNTARY, 0)
