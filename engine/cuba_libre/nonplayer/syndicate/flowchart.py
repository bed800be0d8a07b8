"""8.5: the Syndicate's flowchart and the dispatch of each decision (the top frame) to its box."""
from engine.core.frames import top
from engine.core.jit import njit
from engine.cuba_libre.data import N_SPACES, SYN
from engine.cuba_libre.layout import (
    A_CHOICE0,
    A_OP0,
    A_PASS,
    CH_BRIBE,
    CH_CONSTRUCT,
    CH_PROFIT,
    CH_RALLY,
    CX_MODE,
    FR_ACT,
    FR_CASH,
    FR_CHOICE,
    FR_OP,
    FR_PIECES,
    FR_SPACE,
    OP,
    OP_CONSTRUCT,
    OP_ID,
    OP_MARCH,
    OP_RALLY,
    OP_SA,
    OP_TERROR,
    PU_BRIBE,
    PU_CASH,
    PU_MOVE,
    PU_REMOVE,
    RM_ASSASSINATE,
    SP_MARCH_FROM,
    SP_MUSCLE_FROM,
    SP_PROFIT_CASH,
    SP_SA,
)
from engine.cuba_libre.nonplayer import guidelines as G
from engine.cuba_libre.nonplayer import trace as T
from engine.cuba_libre.nonplayer.sequence import opening
from engine.cuba_libre.nonplayer.syndicate.ops import (
    construct_mode,
    construct_possible,
    construct_step,
    construct_wanted,
    march_cash_ok,
    march_ec_ok,
    march_origin,
    march_piece,
    march_step,
    rally_mode,
    rally_place_ok,
    rally_step,
    terror_possible,
    terror_step,
)
from engine.cuba_libre.nonplayer.syndicate.special import (
    bribe_mode,
    bribe_target,
    mafia_target,
    muscle_origin,
    profit_space,
    sa_space,
    sa_step,
)


# ------------------------------------------------------------------------------ the flowchart
@njit(cache=True)
def rally_condition(s):
    for sp in range(N_SPACES):
        if rally_place_ok(s, sp):
            return True
    return False


@njit(cache=True)
def march_condition(s):
    for d in range(N_SPACES):
        if march_ec_ok(s, d) or march_cash_ok(s, d):
            return True
    return False


@njit(cache=True, inline="always")
def act(s, rng, trace, legal, n):
    """FR_ACT: 8.1 (Event, Pass) then the 8.5 flowchart."""
    a = opening(s, SYN, trace, legal, n)
    if a >= 0:
        return a
    return choose_op(s, rng, trace, legal, n)


@njit(cache=True, inline="always")
def choose_op(s, rng, trace, legal, n):
    """The 8.5 flowchart's Operation among the legal ones (A_PASS where none applies); it also picks a
    free Op's Operation where an Event lets the faction choose it (8.4.4, policy.which_operation)."""
    if G.has(legal, n, A_OP0 + OP_RALLY) and rally_condition(s):
        T.note(trace, T.SYN_RALLY, 0)
        return A_OP0 + OP_RALLY
    if G.has(legal, n, A_OP0 + OP_MARCH) and march_condition(s):
        T.note(trace, T.SYN_MARCH, 0)
        return A_OP0 + OP_MARCH
    if G.has(legal, n, A_OP0 + OP_CONSTRUCT) and construct_wanted(s) and construct_possible(s):
        T.note(trace, T.SYN_CONSTRUCT, 0)
        return A_OP0 + OP_CONSTRUCT
    if G.has(legal, n, A_OP0 + OP_TERROR) and terror_possible(s):
        T.note(trace, T.SYN_TERROR, 0)
        return A_OP0 + OP_TERROR
    T.note(trace, T.SYN_PASS, 0)
    return A_PASS


@njit(cache=True, inline="always")
def op_step(s, rng, trace, legal, n):
    """FR_OP: the next space of the Op's procedure, else its Special Activity, else done."""
    op = s[OP + OP_ID]
    a = -1
    if s[OP + OP_SA] < 0:  # the spaces come before the SA (8.5.1-8.5.4 "then SA")
        if op == OP_RALLY:
            a = rally_step(s, rng, trace)
        elif op == OP_MARCH:
            a = march_step(s, rng, trace)
        elif op == OP_CONSTRUCT:
            a = construct_step(s, rng, trace)
        elif op == OP_TERROR:
            a = terror_step(s, rng, trace)
    if a >= 0:
        return a
    return sa_step(s, op, rng, trace, legal, n)


@njit(cache=True, inline="always")
def decide(s, rng, trace, legal, n):
    """The Non-player Syndicate's answer to the top frame; -1 where no 8.5 / 8.1.2 priority decides."""
    kind = top(s, 0)
    if kind == FR_ACT:
        return act(s, rng, trace, legal, n)
    if kind == FR_OP:
        return op_step(s, rng, trace, legal, n)
    if kind == FR_SPACE:
        ctx, purpose = top(s, 2), top(s, 3)
        if purpose == SP_MARCH_FROM:
            return march_origin(s, ctx, rng, trace, legal, n)
        if purpose == SP_SA:
            return sa_space(s, ctx, rng, trace)
        if purpose == SP_PROFIT_CASH:
            return profit_space(s, rng, trace, legal, n)
        if purpose == SP_MUSCLE_FROM:
            return muscle_origin(s, ctx, rng, trace, legal, n)
        return -1
    if kind == FR_CHOICE:
        what, sp = top(s, 2), top(s, 3)
        if what == CH_RALLY:
            return rally_mode(s, sp)
        if what == CH_CONSTRUCT:
            T.note(trace, T.SYN_CONSTRUCT_MODE, sp)
            return construct_mode(s, sp)
        if what == CH_PROFIT:
            return A_CHOICE0 + 0  # NP Profit only places Cash (8.5.5)
        if what == CH_BRIBE:
            return bribe_mode(s, sp)
        return -1
    if kind == FR_PIECES:
        purpose = top(s, 2)
        if purpose == PU_MOVE:
            return march_piece(s, legal, n, trace)
        if purpose == PU_CASH:
            return G.cash_holder(s, SYN, legal, n, trace)
        if purpose == PU_BRIBE:
            return bribe_target(s, legal, n, trace)
        if purpose == PU_REMOVE and s[OP + CX_MODE] == RM_ASSASSINATE:
            return mafia_target(s, legal, n, trace)
        return -1
    if kind == FR_CASH:
        return G.cash_deposit(s, SYN, top(s, 2), legal, n, trace)
    return -1
