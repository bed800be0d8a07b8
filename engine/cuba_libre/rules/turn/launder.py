"""2.3.6 Laundering: after an Op paid with Resources and without an SA, a faction's Cash buys a
free LimOp (SP_LAUNDER asks each holder in turn, FR_LAUNDER_OP the LimOp).
"""
from engine.core.frames import pop, push
from engine.core.jit import njit
from engine.core.legal import emit
from engine.cuba_libre.data import N_SPACES
from engine.cuba_libre.layout import (
    A_OP0,
    FACTION_OPS,
    FR_SPACE,
    LAUNDERED,
    OP,
    OP_PAID,
    OP_ROLE,
    OP_SA,
    OPF_FREE,
    OPF_LIMITED,
    SEAT,
    SP_LAUNDER,
)
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules.turn.start import begin_op, op_possible


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
def collect_launder_op(s, out, f):
    """FR_LAUNDER_OP (2.3.6): the free LimOps f can execute."""
    n = 0
    for op in FACTION_OPS[f]:
        if op_possible(s, f, op, True):
            n = emit(out, n, A_OP0 + op)
    return n


@njit(cache=True)
def answer_launder_op(s, f, a):
    pop(s)
    begin_op(s, f, a - A_OP0, 0, OPF_LIMITED | OPF_FREE)
