"""FR_OP: an Op's spaces, its Special Activity, a voluntary removal, and Done; after the closing steps
of Sweep, Garrison and Train, its Special Activity once more (4.1)."""
from engine.core.frames import pop, push, top
from engine.core.jit import njit
from engine.core.legal import emit
from engine.cuba_libre.data import N_SPACES
from engine.cuba_libre.layout import (
    A_DONE,
    A_SA0,
    A_SPACE0,
    A_VOLUNTARY,
    CH_PROFIT,
    FR_CHOICE,
    FR_FINISH,
    FR_SPACE,
    OP,
    OP_GARRISON,
    OP_N_SELECTED,
    OPF_AFTER,
    SA_PROFIT,
    SP_SA,
)
from engine.cuba_libre.rules import grants
from engine.cuba_libre.rules import movement as mv
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules.turn.choice import answer_choice, choice_bits
from engine.cuba_libre.rules.turn.start import emit_sas, record_sa, start_voluntary, voluntary_useful


@njit(cache=True)
def collect_op(s, out, f):
    """FR_OP: the Op's spaces, its Special Activities, a voluntary removal, and Done; after the Op's
    closing steps (OPF_AFTER) only the Special Activity and Done (4.1: "before, during or after")."""
    op = top(s, 2)
    if top(s, 3) & OPF_AFTER:
        return emit(out, emit_sas(s, out, 0, f, op), A_DONE)
    n = 0
    spaces = 0
    for sp in range(N_SPACES):
        if ops.space_ok(s, f, op, sp):
            n = emit(out, n, A_SPACE0 + sp)
            spaces += 1
    m = emit_sas(s, out, n, f, op)
    sas = m - n
    n = m
    if voluntary_useful(s, f):
        n = emit(out, n, A_VOLUNTARY)
    # 4.1: an Op acts in at least one space; it may end empty only if nothing is left to select
    # (a voluntary removal took the last: no SA may, accompany.py), never while a Kidnap could
    # still pay for its Terror.
    if (s[OP + OP_N_SELECTED] > 0 or op == OP_GARRISON or (spaces == 0 and sas == 0)) and (
            spaces == 0 or not granted_must_go_on(s, f)):
        n = emit(out, n, A_DONE)
    return n


@njit(cache=True)
def granted_must_go_on(s, f):
    """5.1.1: an Event's Op "in every space" (RS_EVERY) or moving "all" Guerrillas out (RS_ALL_OUT) may
    not stop while it can select a space and, for the March, Guerrillas are left to move."""
    if grants.has(s, grants.RS_EVERY):
        return True
    if grants.has(s, grants.RS_ALL_OUT):
        for o in range(N_SPACES):
            if grants.origin_allowed(s, o) and mv.march_movable(s, f, o) > 0:
                return True
    return False


@njit(cache=True)
def answer_op(s, f, a):
    op = top(s, 2)
    after = top(s, 3) & OPF_AFTER
    if a == A_DONE or (after and a >= A_SA0):
        pop(s)  # after the closing steps FR_FINISH is below: it closes the Op once the SA is done
    if a == A_DONE:
        if not after:
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
