"""A faction's Operation as decisions: choosing it (2.3.4), its spaces, its Special Activity, the
steps inside each, the closing steps, and Laundering (2.3.6). `collect` lists the answers to the
pending frame, `answer` applies one, `finish` runs the closing continuation (FR_FINISH).
"""
from numba import njit

from engine.core.frames import pop, push, set_top, top
from engine.core.rng import roll_d6
from engine.cuba_libre.data import ADJ, DR, EC, GOVT, M26, N_SPACES, SPACE_TYPE, SYN
from engine.cuba_libre.layout import (
    A_CARRY0,
    A_CHOICE0,
    A_DONE,
    A_FLIP0,
    A_OP0,
    A_PIECE0,
    A_SA0,
    A_SPACE0,
    A_VOLUNTARY,
    CAS_OPEN,
    CH_CONSTRUCT,
    CH_KIDNAP,
    CH_PROFIT,
    CH_PROFIT_CASHIN,
    CH_RALLY,
    CH_REROLL_ATTACK,
    CH_REROLL_KIDNAP,
    CH_TRAIN,
    CX_GROUP,
    CX_HIT,
    CX_MODE,
    CX_N,
    CX_SP,
    CX_SP2,
    FA_OP,
    FA_OP_SA,
    FACTION_OPS,
    FACTION_SAS,
    FIRST_ACTION,
    FR_CHOICE,
    FR_FINISH,
    FR_LAUNDER_OP,
    FR_OP,
    FR_PIECES,
    FR_SPACE,
    LAUNDERED,
    M26_A,
    M26_U,
    OP,
    OP_CONSTRUCT,
    OP_COUNT,
    OP_FACTION,
    OP_FLAGS,
    OP_GARRISON,
    OP_ID,
    OP_N_SELECTED,
    OP_PAID,
    OP_RALLY,
    OP_ROLE,
    OP_SA,
    OP_SA_SPACES,
    OP_SWEEP,
    OP_TERROR,
    OP_TRAIN,
    OPF_FREE,
    OPF_LIMITED,
    POLICE,
    PU_ACTIVATE,
    PU_BRIBE,
    PU_CASH,
    PU_MOVE,
    PU_RALLY_BASE,
    PU_RALLY_PLACE,
    PU_RELOCATE,
    PU_REMOVE,
    PU_TRAIN,
    PU_TRAIN_BASE,
    PU_VOLUNTARY,
    RES,
    RM_ASSAULT,
    RNG,
    SA_ASSASSINATE,
    SA_FREE_ASSAULT,
    SA_KIDNAP,
    SEAT,
    SA_PROFIT,
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
    SP_VOLUNTARY,
    SYN_A,
    SYN_U,
    TROOPS,
)
from engine.cuba_libre.rules import effects as fx
from engine.cuba_libre.rules import grants
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules import special as sa_rules
from engine.cuba_libre.rules.board import (
    add,
    available_bases,
    available_police,
    available_troops,
    base_col,
    bases_on_map,
    can_place_base,
    get,
    guerrilla_cols,
)
from engine.cuba_libre.rules.propaganda import (
    support_cost,
    support_space_ok,
    support_step,
)
from engine.cuba_libre.rules.sequence import execute


# ------------------------------------------------------------------------------ starting an Op
@njit(cache=True)
def op_possible(s, f, op, free):
    """Can f execute `op` in at least one space (4.1) now? (Construct is never free, 3.3.5.)"""
    if op == OP_CONSTRUCT and free:
        return False
    if op == OP_GARRISON:
        return free or s[RES + f] >= ops.coin_cost(s)
    for sp in range(N_SPACES):
        if (free or s[RES + f] >= ops.base_cost(s, op, sp)) and ops.space_fits(s, f, op, sp):
            return True
    # 4.1: 26July may Kidnap first to pay for the Terror that follows.
    return op == OP_TERROR and f == M26 and sa_rules.possible(s, f, SA_KIDNAP)


@njit(cache=True)
def begin_op(s, f, op, role, flags):
    ops.clear_op(s)
    s[OP + OP_ID] = op
    s[OP + OP_FACTION] = f
    s[OP + OP_FLAGS] = flags
    s[OP + OP_ROLE] = role
    if op == OP_GARRISON:  # 3.2.2: paid once, in total
        ops.pay(s, f, 0 if flags & OPF_FREE else ops.coin_cost(s))
    push(s, FR_OP, f, op, flags)


@njit(cache=True)
def choose_op(s, f, op):
    """2.3.4: the Eligible faction executes an Op (a LimOp when its frame says so)."""
    limited = top(s, 3)
    role = execute(s, f, FA_OP)
    begin_op(s, f, op, role, OPF_LIMITED if limited else 0)


@njit(cache=True)
def voluntary_useful(s, f):
    """1.4.1: a faction may take its own pieces off the map during its Op. Offered while some kind of
    its pieces has none Available, the only case where that can enable anything (RULINGS.md R21)."""
    if f == GOVT:
        return available_troops(s) == 0 or available_police(s) == 0 or available_bases(s, f) == 0
    return pc.available_guerrillas(s, f) == 0 or available_bases(s, f) == 0 or caracas_cancel_possible(s, f)


@njit(cache=True)
def start_voluntary(s, f):
    """1.4.1: f picks the space of the own piece it takes off the map."""
    push(s, FR_SPACE, f, -1, SP_VOLUNTARY)


@njit(cache=True)
def caracas_cancel_possible(s, f):
    """#18 Pact of Caracas: 26July or DR cancels it by removing 2 of its own Bases at once."""
    return fx.pact_of_caracas(s) and (f == M26 or f == DR) and bases_on_map(s, f) >= 2


@njit(cache=True)
def own_piece(s, f, sp):
    for col in range(13):
        if pc.faction_of(col) == f and get(s, sp, col) > 0:
            return True
    return False


# ------------------------------------------------------------------------------ closing (FR_FINISH)
@njit(cache=True)
def train_base_ok(s, sp):
    return (ops.is_selected(s, sp) and pc.cubes(s, sp) >= 2 and available_bases(s, GOVT) > 0
            and can_place_base(s, sp, GOVT))


@njit(cache=True)
def train_civic_ok(s, sp):
    return ops.is_selected(s, sp) and s[RES + GOVT] >= support_cost(s, GOVT) and support_space_ok(s, GOVT, sp)


@njit(cache=True)
def any_space_where(s, what):
    for sp in range(N_SPACES):
        if (what == 0 and train_base_ok(s, sp)) or (what == 1 and train_civic_ok(s, sp)) or (
            what == 2 and garrison_assault_ok(s, sp)
        ):
            return True
    return False


@njit(cache=True)
def garrison_assault_ok(s, sp):
    """3.2.2: a free Assault in 1 EC (a LimOp's in its destination)."""
    if SPACE_TYPE[sp] != EC or not ops.assault_ok(s, sp):
        return False
    return not (s[OP + OP_FLAGS] & OPF_LIMITED) or ops.is_selected(s, sp)


@njit(cache=True)
def finish(s):
    """Run the closing steps of the Op in FR_FINISH until one needs a decision, then close the Op."""
    f, op, p = top(s, 1), top(s, 2), top(s, 3)
    if op == OP_SWEEP or op == OP_GARRISON:
        while p < N_SPACES:
            sp = p
            p += 1
            set_top(s, 3, p)
            if op == OP_SWEEP and ops.is_selected(s, sp):
                n = ops.sweep_activations(s, sp)
            elif op == OP_GARRISON and SPACE_TYPE[sp] == EC:
                n = pc.cubes(s, sp)  # 3.2.2: in every EC, 1 per cube
            else:
                continue
            if ops.start_activation(s, sp, n):
                return
        if op == OP_GARRISON and p == N_SPACES:
            set_top(s, 3, p + 1)
            if any_space_where(s, 2):
                push(s, FR_SPACE, f, -1, SP_GARRISON_ASSAULT)
                return
        if op == OP_SWEEP and p == N_SPACES:
            set_top(s, 3, p + 1)
            if sweep_assault_offered(s, f):
                push(s, FR_SPACE, f, -1, SP_SWEEP_ASSAULT)
                return
    elif op == OP_TRAIN and p == 0:
        set_top(s, 3, 1)
        if any_space_where(s, 0) or any_space_where(s, 1):
            push(s, FR_CHOICE, f, CH_TRAIN, -1)
            return
    elif op == OP_RALLY and f == M26 and fx.guerrilla_life(s):
        for sp in range(N_SPACES):  # #30 The Guerrilla Life: every Rally space ends all Underground
            if ops.is_selected(s, sp):
                for _ in range(get(s, sp, M26_A)):
                    pc.flip(s, sp, M26_A, M26_U)
    pop(s)
    close_op(s, f)


@njit(cache=True)
def sa_allowed(s, f):
    """4.1: an Op may add one Special Activity, a LimOp none (2.3.5; #10 MAP: the Government's may)."""
    if s[OP + OP_SA] >= 0:
        return False
    return not (s[OP + OP_FLAGS] & OPF_LIMITED) or (f == GOVT and fx.map_limop_sa(s))


@njit(cache=True)
def sweep_assault_offered(s, f):
    """#5 Rolando Masferrer: after its Activation a Sweep may take a free Assault in 1 space as its SA (R40)."""
    if not fx.masferrer_sweep_assault(s) or not sa_allowed(s, f):
        return False
    for sp in range(N_SPACES):
        if ops.assault_ok(s, sp):
            return True
    return False


@njit(cache=True)
def record_sa(s, sa):
    s[OP + OP_SA] = sa
    if s[OP + OP_ROLE] == 1:
        s[FIRST_ACTION] = FA_OP_SA  # 2.3.4


@njit(cache=True)
def launder_ok(s, f):
    """2.3.6: after an Op paid with Resources and without an SA, by the 1st or 2nd Eligible, once per
    card, when a free LimOp is possible (the Cash comes from f or from another faction, next_launderer).
    8.1 No Laundering: never for a Non-player."""
    if s[SEAT + f] < 0 or s[OP + OP_ROLE] == 0 or s[OP + OP_PAID] == 0 or s[OP + OP_SA] >= 0 or s[LAUNDERED + f]:
        return False
    for op in FACTION_OPS[f]:
        if op_possible(s, f, op, True):
            return True
    return False


@njit(cache=True)
def holds_cash(s, g):
    for sp in range(N_SPACES):
        if pc.faction_cash(s, sp, g) > 0:
            return True
    return False


@njit(cache=True)
def next_launderer(s, f, after):
    """2.3.6: the acting faction f may remove its own Cash; alternatively another faction may remove one of
    its own. Each holder is asked in turn (f first, then the others in faction order) after `after`
    (-1: from the start); -1 when nobody is left."""
    started = after < 0
    for k in range(5):
        g = f if k == 0 else k - 1
        if k > 0 and g == f:
            continue
        if started and holds_cash(s, g):
            return g
        if g == after:
            started = True
    return -1


@njit(cache=True)
def offer_laundering(s, f, after):
    g = next_launderer(s, f, after)
    if g >= 0:
        push(s, FR_SPACE, g, f, SP_LAUNDER)


@njit(cache=True)
def close_op(s, f):
    offer = launder_ok(s, f)
    grants.closing(s, f)
    ops.clear_op(s)
    if offer:
        offer_laundering(s, f, -1)


# ------------------------------------------------------------------------------ legal answers
@njit(cache=True)
def emit(out, n, a):
    out[n] = a
    return n + 1


@njit(cache=True)
def collect(s, out, kind, f):
    """Write the answers to an Op frame (FR_OP and below) into out; return how many."""
    n = 0
    if kind == FR_OP:
        op = top(s, 2)
        spaces = 0
        for sp in range(N_SPACES):
            if ops.space_ok(s, f, op, sp):
                n = emit(out, n, A_SPACE0 + sp)
                spaces += 1
        sas = 0
        if sa_allowed(s, f) and grants.sa_allowed(s):
            for sa in FACTION_SAS[f]:
                if sa_rules.accompanies(op, sa) and sa_rules.possible(s, f, sa):
                    n = emit(out, n, A_SA0 + sa)
                    sas += 1
            # #43 Mafia Offensive: the Syndicate may Assassinate as DR does.
            if f == SYN and fx.mafia_offensive(s) and op == OP_TERROR and sa_rules.possible(s, f, SA_ASSASSINATE):
                n = emit(out, n, A_SA0 + SA_ASSASSINATE)
                sas += 1
        if voluntary_useful(s, f):
            n = emit(out, n, A_VOLUNTARY)
        # 4.1: an Op acts in at least one space; it may end empty only if nothing is left to select
        # (a voluntary removal took the last: no SA may, accompany.py), never while a Kidnap could
        # still pay for its Terror.
        if (s[OP + OP_N_SELECTED] > 0 or op == OP_GARRISON or (spaces == 0 and sas == 0)) and (
                spaces == 0 or not granted_must_go_on(s, f)):
            n = emit(out, n, A_DONE)
    elif kind == FR_SPACE:
        n = collect_space(s, out, f, top(s, 2), top(s, 3))
    elif kind == FR_CHOICE:
        n = collect_choice(s, out, f, top(s, 2), top(s, 3))
    elif kind == FR_PIECES:
        n = collect_pieces(s, out, f, top(s, 2))
    elif kind == FR_LAUNDER_OP:
        for op in FACTION_OPS[f]:
            if op_possible(s, f, op, True):
                n = emit(out, n, A_OP0 + op)
    return n


@njit(cache=True)
def granted_must_go_on(s, f):
    """5.1.1: an Event's Op "in every space" (RS_EVERY) or moving "all" Guerrillas out (RS_ALL_OUT) may
    not stop while it can select a space and, for the March, Guerrillas are left to move."""
    if grants.has(s, grants.RS_EVERY):
        return True
    if grants.has(s, grants.RS_ALL_OUT):
        for o in range(N_SPACES):
            if grants.origin_allowed(s, o) and ops.march_movable(s, f, o) > 0:
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
def choice_bits(s, f, what, sp):
    """Bit k set: A_CHOICE0 + k is allowed (FR_CHOICE kinds CH_*)."""
    if what == CH_RALLY:
        return ops.rally_options(s, f, sp)
    if what == CH_TRAIN:
        return any_space_where(s, 0) + 2 * any_space_where(s, 1)
    if what == CH_CONSTRUCT:
        return ops.construct_options(s, sp)
    if what == CH_KIDNAP:
        return sa_rules.kidnap_target_ok(s, sp, GOVT) + 2 * sa_rules.kidnap_target_ok(s, sp, SYN)
    if what == CH_PROFIT:
        a = b = 0
        for x in range(N_SPACES):
            a |= sa_rules.profit_cash_ok(s, x)
            b |= sa_rules.profit_cashin_ok(s, x)
        return a + 2 * b
    if what == CH_PROFIT_CASHIN:
        return (get(s, sp, CAS_OPEN) > 0) + 2 * (pc.faction_cash(s, sp, SYN) > 0)
    if what == CH_REROLL_ATTACK or what == CH_REROLL_KIDNAP:
        return 3  # #22 Raul: keep the die or reroll it
    # CH_BRIBE
    return (pc.cubes(s, sp) > 0) + 2 * (sa_rules.bribe_guerrillas(s, sp) > 0) + 4 * sa_rules.bribe_base_ok(s, sp)


@njit(cache=True)
def collect_choice(s, out, f, what, sp):
    n = 0
    bits = choice_bits(s, f, what, sp)
    for k in range(4):
        if (bits >> k) & 1:
            n = emit(out, n, A_CHOICE0 + k)
    if what == CH_TRAIN:
        n = emit(out, n, A_DONE)
    return n


@njit(cache=True)
def piece_ok(s, f, purpose, col):
    """May the pending piece step (FR_PIECES) take a piece of `col`?"""
    sp = s[OP + CX_SP]
    if purpose == PU_TRAIN:
        return (col == TROOPS and available_troops(s) > 0) or (col == POLICE and available_police(s) > 0)
    if purpose == PU_MOVE:
        return (s[OP + CX_MODE] >> col) & 1 == 1 and ops.movable(s, col) > 0
    if purpose == PU_REMOVE:
        return ops.target_ok(s, f, sp, col, s[OP + CX_MODE])
    if get(s, sp, col) == 0:
        return False
    if purpose == PU_ACTIVATE:
        return col == 3 or col == 6 or col == 9  # Underground Guerrillas
    if purpose == PU_TRAIN_BASE:
        return col == TROOPS or col == POLICE
    if purpose == PU_RALLY_BASE:
        u, a = guerrilla_cols(f)
        return col == u or col == a or ((col == SYN_U or col == SYN_A) and f != SYN and s[OP + CX_HIT] > 0)
    if purpose == PU_RALLY_PLACE:
        u, _ = guerrilla_cols(f)
        return False if col != u else pc.available_guerrillas(s, f) > 0
    if purpose == PU_RELOCATE:
        return pc.HOLDER[col] >= 2  # a Guerrilla
    if purpose == PU_CASH:
        return pc.HOLDER[col] >= 0  # a Guerrilla or cube
    if purpose == PU_BRIBE:
        return sa_rules.bribe_piece_ok(s, col, False)
    return pc.faction_of(col) == f  # PU_VOLUNTARY


@njit(cache=True)
def collect_pieces(s, out, f, purpose):
    n = 0
    sp = s[OP + CX_SP]
    if purpose == PU_RALLY_PLACE:
        u, _ = guerrilla_cols(f)
        if s[OP + CX_N] > 0 and pc.available_guerrillas(s, f) > 0:
            n = emit(out, n, A_PIECE0 + u)
        return emit(out, n, A_DONE)
    for col in range(13):
        if piece_ok(s, f, purpose, col):
            n = emit(out, n, A_PIECE0 + col)
    if purpose == PU_MOVE:
        mover = pc.faction_of(first_col(s[OP + CX_MODE]))
        if pc.faction_cash(s, sp, mover) > 0:
            for col in range(13):
                if piece_ok(s, f, purpose, col) and pc.HOLDER[col] >= 0:
                    n = emit(out, n, A_CARRY0 + col)
    if purpose == PU_BRIBE:
        for col in range(13):
            if sa_rules.bribe_piece_ok(s, col, True):
                n = emit(out, n, A_FLIP0 + col)
    if purpose == PU_TRAIN or purpose == PU_MOVE or purpose == PU_BRIBE or (
        purpose == PU_REMOVE and ops.removal_done_ok(s, f)) or (purpose == PU_CASH and s[OP + CX_GROUP] == 1):
        n = emit(out, n, A_DONE)
    return n


@njit(cache=True)
def first_col(mask):
    for col in range(13):
        if (mask >> col) & 1:
            return col
    return 0


# ------------------------------------------------------------------------------ answers
@njit(cache=True)
def answer(s, kind, f, a):
    if kind == FR_OP:
        answer_op(s, f, a)
    elif kind == FR_SPACE:
        answer_space(s, f, top(s, 2), top(s, 3), a)
    elif kind == FR_CHOICE:
        answer_choice(s, f, top(s, 2), top(s, 3), a - A_CHOICE0)
    elif kind == FR_PIECES:
        answer_pieces(s, f, top(s, 2), a)
    elif kind == FR_LAUNDER_OP:
        pop(s)
        begin_op(s, f, a - A_OP0, 0, OPF_LIMITED | OPF_FREE)


@njit(cache=True)
def answer_op(s, f, a):
    op = top(s, 2)
    if a == A_DONE:
        pop(s)
        push(s, FR_FINISH, f, op, 0)
    elif a == A_VOLUNTARY:
        start_voluntary(s, f)
    elif a >= A_SA0:
        sa = a - A_SA0
        record_sa(s, sa)
        if sa == SA_PROFIT:
            bits = choice_bits(s, f, CH_PROFIT, -1)
            push(s, FR_CHOICE, f, CH_PROFIT, -1)
            if bits != 3:  # one mode only: answered at once (answer_choice pops the choice, not FR_OP)
                answer_choice(s, f, CH_PROFIT, -1, bits - 1)
        else:
            push(s, FR_SPACE, f, sa, SP_SA)
    else:
        ops.select(s, f, op, a - A_SPACE0)


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
        ops.start_move(s, f, ctx, sp, 1 << TROOPS, 3)
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


@njit(cache=True)
def next_base_piece(s, f, purpose):
    """3.2.1 / 3.3.1: the pieces a new Base replaces at CX_SP (piece_ok's kinds), CX_N still to take:
    the faction chooses while it has more than one kind there; the Base goes in once they are off."""
    sp = s[OP + CX_SP]
    while s[OP + CX_N] > 0:
        kinds, only = 0, -1
        for col in range(13):
            if piece_ok(s, f, purpose, col):
                kinds += 1
                only = col
        if kinds > 1:
            push(s, FR_PIECES, f, purpose, 0)
            return
        take_base_piece(s, f, purpose, only)
    pc.place_base(s, sp, f)


@njit(cache=True)
def take_base_piece(s, f, purpose, col):
    """One of the pieces the Base replaces off the map; #43 (R59): the Syndicate Guerrilla counting as
    own (CX_HIT: still to use) goes to the Syndicate's Available, and only one does."""
    pc.remove_own(s, s[OP + CX_SP], col)
    s[OP + CX_N] -= 1
    if pc.faction_of(col) != f:
        s[OP + CX_HIT] = 0


@njit(cache=True)
def answer_choice(s, f, what, sp, k):
    if what != CH_PROFIT_CASHIN:
        pop(s)
    if what == CH_RALLY:
        u, a = guerrilla_cols(f)
        if k == 0:
            pc.place_guerrillas(s, sp, f, 1)
        elif k == 1:  # 1 Base for 2 of its Guerrillas there
            s[OP + CX_SP] = sp
            s[OP + CX_N] = 2
            s[OP + CX_HIT] = grants.borrowed(s, sp)
            next_base_piece(s, f, PU_RALLY_BASE)
        elif k == 2:  # flip all Underground
            for _ in range(get(s, sp, a)):
                pc.flip(s, sp, a, u)
            if grants.borrowed_active(s, sp):  # #43 (R59): with its own, the one counting as own
                pc.flip(s, sp, SYN_A, SYN_U)
        else:
            s[OP + CX_SP] = sp
            s[OP + CX_N] = ops.rally_limit(s, f, sp)
            push(s, FR_PIECES, f, PU_RALLY_PLACE, 0)
    elif what == CH_TRAIN:
        if k == 0:
            push(s, FR_SPACE, f, -1, SP_TRAIN_BASE)
        elif k == 1:
            push(s, FR_SPACE, f, -1, SP_TRAIN_CIVIC)
    elif what == CH_CONSTRUCT:
        ops.construct(s, sp, k)
    elif what == CH_KIDNAP:
        sa_rules.kidnap(s, sp, GOVT if k == 0 else SYN)
    elif what == CH_PROFIT:
        if k == 0:
            push(s, FR_SPACE, f, 0, SP_PROFIT_CASH)
        else:
            s[OP + OP_COUNT] = 0
            push(s, FR_SPACE, f, 0, SP_PROFIT_CASHIN)
    elif what == CH_PROFIT_CASHIN:
        pop(s)
        sa_rules.profit_cashin(s, sp, k)
    elif what == CH_REROLL_ATTACK:
        ops.attack_roll(s, f, sp, s[OP + CX_N] if k == 0 else roll_d6(s, RNG))
    elif what == CH_REROLL_KIDNAP:
        sa_rules.kidnap_roll(s, sp, s[OP + CX_MODE], s[OP + CX_N] if k == 0 else roll_d6(s, RNG))
    else:
        sa_rules.start_bribe(s, sp, k)


@njit(cache=True)
def answer_pieces(s, f, purpose, a):
    sp = s[OP + CX_SP]
    if a == A_DONE:
        pop(s)
        if purpose == PU_MOVE:
            if s[OP + CX_GROUP] == 0:
                ops.close_origin(s)
            end_move(s, f)
        return
    carry = a >= A_CARRY0
    flip = A_FLIP0 <= a < A_CARRY0
    col = a - (A_CARRY0 if carry else (A_FLIP0 if flip else A_PIECE0))
    if purpose == PU_TRAIN:
        add(s, sp, col, 1)
        s[OP + CX_N] -= 1
        if s[OP + CX_N] == 0 or available_troops(s) + available_police(s) == 0:
            pop(s)
    elif purpose == PU_MOVE:
        if ops.move_one(s, col, carry):
            pop(s)
            end_move(s, f)
    elif purpose == PU_REMOVE:
        if ops.remove_target(s, f, col):
            pop(s)
    elif purpose == PU_ACTIVATE:
        pc.flip(s, sp, col, col + 1)
        s[OP + CX_N] -= 1
        if s[OP + CX_N] == 0 or ops.underground_total(s, sp) == 0:
            pop(s)
    elif purpose == PU_TRAIN_BASE or purpose == PU_RALLY_BASE:
        pop(s)
        take_base_piece(s, f, purpose, col)
        next_base_piece(s, f, purpose)
    elif purpose == PU_RALLY_PLACE:
        pc.place_guerrillas(s, sp, f, 1)
        s[OP + CX_N] -= 1
        if s[OP + CX_N] == 0 or pc.available_guerrillas(s, f) == 0:
            pop(s)
    elif purpose == PU_RELOCATE:
        pop(s)
        s[OP + CX_MODE] = col
        push(s, FR_SPACE, f, sp, SP_RELOCATE_TO)
    elif purpose == PU_CASH:
        pop(s)
        pc.add_cash(s, sp, col, s[OP + CX_HIT])
    elif purpose == PU_BRIBE:
        done, freed = sa_rules.bribe_piece(s, col, flip)
        if done:
            pop(s)
        if freed > 0 and sa_rules.any_holder(s, sp):
            start_cash(s, SYN, sp, freed, 1)  # 4.5.4 Smuggle: the Syndicate may place it with any piece there
    else:  # PU_VOLUNTARY
        pop(s)
        pc.remove_own(s, sp, col)
        if (f == M26 or f == DR) and col == base_col(f) and fx.pact_of_caracas(s) and bases_on_map(s, f) > 0:
            push(s, FR_SPACE, f, -1, SP_CARACAS_BASE)  # #18: a 2nd Base at once would cancel the Pact


@njit(cache=True)
def start_cash(s, f, sp, n, optional):
    """f puts n Cash markers under a Guerrilla or cube of its choice in sp (4.5.1 Profit, 4.5.4 Smuggle)."""
    s[OP + CX_SP] = sp
    s[OP + CX_HIT] = n
    s[OP + CX_GROUP] = optional
    push(s, FR_PIECES, f, PU_CASH, 0)


@njit(cache=True)
def end_move(s, f):
    if s[OP + CX_MODE] & ops.MOVE_GROUP:
        if f == M26 and fx.el_che(s) and ops.march_first_group(s):  # #13 El Che
            ops.march_group_underground(s, f, s[OP + CX_SP2])
        else:
            ops.march_group_arrives(s, f, s[OP + CX_SP2])


# ------------------------------------------------------------------------------ free Ops in one space
@njit(cache=True)
def start_free_in(s, f, op):
    """3.1.2: f starts a free Op whose one space is already decided (no FR_OP: 6.3.4 Expat Backing, an
    Event's Op in the space it names); FR_FINISH closes it (clears its words) once its decisions are made."""
    ops.clear_op(s)
    s[OP + OP_ID] = op
    s[OP + OP_FACTION] = f
    s[OP + OP_FLAGS] = OPF_LIMITED | OPF_FREE
    push(s, FR_FINISH, f, op, 0)


@njit(cache=True)
def expat_rally(s, sp):
    """6.3.4: a free DR Rally in one space (3.3.1), with the Base options."""
    start_free_in(s, DR, OP_RALLY)
    ops.select(s, DR, OP_RALLY, sp)
