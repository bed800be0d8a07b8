"""8.8 flowchart: Momentum (8.8.1) -> Train? -> Garrison? -> Sweep? -> Assault? -> Pass, and the
answer to each decision frame of the Government's turn and Propaganda Round.
"""
from engine.core.frames import frame_field, top
from engine.core.jit import njit
from engine.core.layout import STACK_N_FROM_END
from engine.cuba_libre.data import GOVT, N_SPACES
from engine.cuba_libre.layout import (
    A_DONE,
    A_OP0,
    A_PASS,
    A_PIECE0,
    CH_TRAIN,
    CX_GROUP,
    CX_MODE,
    CX_SP,
    CX_SP2,
    FR_ACT,
    FR_CASH,
    FR_CHOICE,
    FR_CIVIC,
    FR_OP,
    FR_PIECES,
    FR_REDEPLOY_DEST,
    FR_REDEPLOY_POLICE,
    FR_REDEPLOY_TROOPS,
    FR_SPACE,
    OP,
    OP_ASSAULT,
    OP_GARRISON,
    OP_ID,
    OP_SA,
    OP_SWEEP,
    OP_TRAIN,
    OPF_AFTER,
    POLICE,
    PU_ACTIVATE,
    PU_MOVE,
    PU_RELOCATE,
    PU_REMOVE,
    PU_TRAIN,
    PU_TRAIN_BASE,
    SP_ASSAULT_FROM,
    SP_GARRISON_ASSAULT,
    SP_GARRISON_FROM,
    SP_RELOCATE_TO,
    SP_SA,
    SP_SWEEP_ASSAULT,
    SP_SWEEP_FROM,
    SP_TRAIN_BASE,
    SP_TRAIN_CIVIC,
    SP_TRANSPORT_TO,
    TROOPS,
)
from engine.cuba_libre.nonplayer import guidelines as G
from engine.cuba_libre.nonplayer import trace as T
from engine.cuba_libre.nonplayer.govt.assault import (
    assault_condition,
    assault_score,
    removal_target,
    sweep_assault_space,
)
from engine.cuba_libre.nonplayer.govt.civic import civic_space
from engine.cuba_libre.nonplayer.govt.common import spare_troops, surplus
from engine.cuba_libre.nonplayer.govt.garrison import (
    cube_source_ok,
    garrison_assault_space,
    garrison_col,
    garrison_condition,
    garrison_origin,
    garrison_step,
)
from engine.cuba_libre.nonplayer.govt.momentum import assault_need, assault_origin, momentum_op, sim_col, sim_empty
from engine.cuba_libre.nonplayer.govt.redeploy import redeploy_dest, redeploy_origin
from engine.cuba_libre.nonplayer.govt.special import relocate_col, relocate_dest, sa_space, sa_step, transport_dest
from engine.cuba_libre.nonplayer.govt.sweep import activate_col, assault_strong, sweep_origin
from engine.cuba_libre.nonplayer.govt.sweep_plan import sweep_need, sweep_possible, sweep_score
from engine.cuba_libre.nonplayer.govt.train import (
    train_base_space,
    train_close,
    train_condition,
    train_piece,
    train_possible,
    train_step,
)
from engine.cuba_libre.nonplayer.guidelines import no_score
from engine.cuba_libre.nonplayer.sequence import opening
from engine.cuba_libre.rules import movement as mv
from engine.cuba_libre.rules.board import controller


@njit(cache=True)
def below_top(s, field):
    """Field of the frame under the top one (-1 if none): the origin step a move belongs to."""
    n = s[s.shape[0] - STACK_N_FROM_END]
    return frame_field(s, n - 2, field) if n >= 2 else -1


@njit(cache=True)
def move_piece(s, legal, n, trace):
    """PU_MOVE. Transport: up to 3 Troops beyond those the origin's Control needs. Garrison and Sweep:
    one cube per trip (the origin is chosen again for the next): Garrison Police then Troops, never a
    space's last Police; Sweep Troops while the destination needs them and the origin keeps Control."""
    o, d = s[OP + CX_SP], s[OP + CX_SP2]
    col = -1
    if s[OP + CX_MODE] & mv.MOVE_MARKS == 0:  # Transport (4.2.1)
        if controller(s, o) != GOVT or surplus(s, o) > 0:
            col = TROOPS
    elif s[OP + CX_GROUP] == 0:
        if s[OP + OP_ID] == OP_GARRISON:
            first = garrison_col(s, d)
            for c in (first, TROOPS if first == POLICE else POLICE):
                if col < 0 and G.has(legal, n, A_PIECE0 + c) and cube_source_ok(s, o, c):
                    col = c
        elif below_top(s, 0) == FR_SPACE and below_top(s, 3) == SP_ASSAULT_FROM:  # #1 Armored Cars
            if assault_need(s, d) > 0 and spare_troops(s, o) > 0:
                col = TROOPS
        elif sweep_need(s, d) > 0 and (controller(s, o) != GOVT or surplus(s, o) > 0):
            col = sim_col(s, d) if sim_empty(s, d) else TROOPS
    if col >= 0 and G.has(legal, n, A_PIECE0 + col):
        T.note(trace, T.GOVT_CUBE, col)
        return A_PIECE0 + col
    T.note(trace, T.OP_DONE, 0)
    return A_DONE


@njit(cache=True, inline="always")
def act(s, rng, trace, legal, n):
    """FR_ACT: 8.1 (Event, Pass) then the 8.8 flowchart."""
    a = opening(s, GOVT, trace, legal, n)
    if a >= 0:
        return a
    return choose_op(s, rng, trace, legal, n)


@njit(cache=True, inline="always")
def choose_op(s, rng, trace, legal, n):
    """The 8.8 flowchart's Operation among the legal ones (A_PASS where none applies); it also picks a
    free Op's Operation where an Event lets the faction choose it (8.4.4, policy.which_operation)."""
    a = momentum_op(s, legal, n, trace)
    if a >= 0:
        return a
    if G.has(legal, n, A_OP0 + OP_TRAIN) and train_condition(s) and train_possible(s):
        T.note(trace, T.GOVT_TRAIN, 0)
        return A_OP0 + OP_TRAIN
    if G.has(legal, n, A_OP0 + OP_GARRISON) and garrison_condition(s):
        T.note(trace, T.GOVT_GARRISON, 0)
        return A_OP0 + OP_GARRISON
    if G.has(legal, n, A_OP0 + OP_SWEEP) and not assault_strong(s) and sweep_possible(s):
        T.note(trace, T.GOVT_SWEEP, 0)
        return A_OP0 + OP_SWEEP
    if G.has(legal, n, A_OP0 + OP_ASSAULT) and assault_condition(s):
        T.note(trace, T.GOVT_ASSAULT, 0)
        return A_OP0 + OP_ASSAULT
    T.note(trace, T.GOVT_PASS, 0)
    return A_PASS


@njit(cache=True, inline="always")
def op_step(s, rng, trace, legal, n):
    """FR_OP: the Op's spaces by its procedure, then "Then SA" (8.8.2-8.8.5): after Train's, Garrison's
    and Sweep's closing steps (their Base or Civic Action, Assault, Activations), offered then (OPF_AFTER,
    4.1); with Assault at once."""
    op = s[OP + OP_ID]
    if top(s, 3) & OPF_AFTER:
        return sa_step(s, op, rng, trace, legal, n)
    a = -1
    if s[OP + OP_SA] < 0:
        if op == OP_TRAIN:
            a = train_step(s, rng, trace)
        elif op == OP_GARRISON:
            a = garrison_step(s, rng, trace)
        elif op == OP_SWEEP or op == OP_ASSAULT:  # step 1's priorities, 8.8.4 / 8.8.5
            score = no_score()
            for sp in range(N_SPACES):
                score[sp] = sweep_score(s, sp) if op == OP_SWEEP else assault_score(s, sp)
            a = G.choose(rng, score, trace, T.GOVT_SWEEP_SPACE if op == OP_SWEEP else T.GOVT_ASSAULT_SPACE)
    if a >= 0:
        return a
    if op != OP_ASSAULT and G.has(legal, n, A_DONE):
        T.note(trace, T.OP_DONE, 0)
        return A_DONE
    return sa_step(s, op, rng, trace, legal, n)


@njit(cache=True, inline="always")
def decide(s, rng, trace, legal, n):
    """The Non-player Government's answer to the top frame; -1 where no 8.8 / 8.1.2 priority decides."""
    kind = top(s, 0)
    if kind == FR_ACT:
        return act(s, rng, trace, legal, n)
    if kind == FR_OP:
        return op_step(s, rng, trace, legal, n)
    if kind == FR_CIVIC:
        return civic_space(s, rng, trace, legal, n, False, T.GOVT_CIVIC)
    if kind == FR_REDEPLOY_TROOPS or kind == FR_REDEPLOY_POLICE:
        return redeploy_origin(s, kind, rng, trace, legal, n)
    if kind == FR_REDEPLOY_DEST:
        return redeploy_dest(s, top(s, 2), top(s, 3), rng, trace, legal, n)
    if kind == FR_SPACE:
        ctx, purpose = top(s, 2), top(s, 3)
        if purpose == SP_GARRISON_FROM:
            return garrison_origin(s, ctx, rng, trace, legal, n)
        if purpose == SP_SWEEP_FROM:
            return sweep_origin(s, ctx, rng, trace, legal, n)
        if purpose == SP_ASSAULT_FROM:
            return assault_origin(s, ctx, rng, trace, legal, n)
        if purpose == SP_SWEEP_ASSAULT:
            return sweep_assault_space(s, rng, trace, legal, n)
        if purpose == SP_SA:
            return sa_space(s, ctx, rng, trace)
        if purpose == SP_TRANSPORT_TO:
            return transport_dest(s, ctx, rng, trace)
        if purpose == SP_RELOCATE_TO:
            return relocate_dest(s, ctx, rng, trace, legal, n)
        if purpose == SP_TRAIN_BASE:
            return train_base_space(s, rng, trace, legal, n)
        if purpose == SP_TRAIN_CIVIC:
            return civic_space(s, rng, trace, legal, n, True, T.GOVT_CIVIC)
        if purpose == SP_GARRISON_ASSAULT:
            return garrison_assault_space(s, rng, trace, legal, n)
        return -1
    if kind == FR_CHOICE:
        if top(s, 2) == CH_TRAIN:
            return train_close(s, legal, n, trace)
        return -1
    if kind == FR_PIECES:
        purpose = top(s, 2)
        if purpose == PU_TRAIN:
            return train_piece(s, legal, n)
        if purpose == PU_MOVE:
            return move_piece(s, legal, n, trace)
        if purpose == PU_REMOVE:
            return removal_target(s, legal, n, trace)
        if purpose == PU_ACTIVATE:
            return activate_col(legal, n)
        if purpose == PU_TRAIN_BASE:
            return A_PIECE0 + G.own_removal_col(s, GOVT, s[OP + CX_SP])
        if purpose == PU_RELOCATE:
            return relocate_col(legal, n)
        return -1
    if kind == FR_CASH:
        return G.cash_deposit(s, GOVT, top(s, 2), legal, n, trace)
    return -1
