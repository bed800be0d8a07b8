"""The closing steps of an Op (FR_FINISH): Sweep's and Garrison's Activations, Garrison's free
Assault (3.2.2), Masferrer's free Assault, Train's Base or Civic Action (3.2.1), the Special Activity
after them (4.1), then Laundering.
"""
import numpy as np

from engine.core.frames import pop, push, set_top, top
from engine.core.jit import njit
from engine.cuba_libre.data import EC, GOVT, M26, N_SPACES, SPACE_TYPE
from engine.cuba_libre.layout import (
    CH_TRAIN,
    FR_CHOICE,
    FR_OP,
    FR_SPACE,
    M26_A,
    M26_U,
    N_SAS,
    OP,
    OP_FLAGS,
    OP_GARRISON,
    OP_N_SELECTED,
    OP_RALLY,
    OP_SWEEP,
    OP_TRAIN,
    OPF_AFTER,
    OPF_LIMITED,
    RES,
    SP_GARRISON_ASSAULT,
    SP_SWEEP_ASSAULT,
)
from engine.cuba_libre.rules import effects as fx
from engine.cuba_libre.rules import grants
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules.board import available_bases, can_place_base, get
from engine.cuba_libre.rules.propaganda import support_cost, support_space_ok
from engine.cuba_libre.rules.turn.launder import launder_ok, offer_laundering
from engine.cuba_libre.rules.turn.start import emit_sas, sa_allowed

P_SA_AFTER = N_SPACES + 2  # FR_FINISH progress: the closing steps are over and the SA after them was offered


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
    """Run the closing steps of the Op in FR_FINISH until one needs a decision, offer its Special
    Activity once more after them (sa_after_offered), then close the Op."""
    f, op, p = top(s, 1), top(s, 2), top(s, 3)
    if p != P_SA_AFTER:
        if closing_step(s, f, op, p):
            return
        if sa_after_offered(s, f, op):
            set_top(s, 3, P_SA_AFTER)
            push(s, FR_OP, f, op, OPF_AFTER)
            return
    pop(s)
    close_op(s, f)


@njit(cache=True)
def closing_step(s, f, op, p):
    """Carry out the closing steps from progress p; True when one pushed a decision."""
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
                return True
        if op == OP_GARRISON and p == N_SPACES:
            set_top(s, 3, p + 1)
            if any_space_where(s, 2):
                push(s, FR_SPACE, f, -1, SP_GARRISON_ASSAULT)
                return True
        if op == OP_SWEEP and p == N_SPACES:
            set_top(s, 3, p + 1)
            if sweep_assault_offered(s, f):
                push(s, FR_SPACE, f, -1, SP_SWEEP_ASSAULT)
                return True
    elif op == OP_TRAIN and p == 0:
        set_top(s, 3, 1)
        if any_space_where(s, 0) or any_space_where(s, 1):
            push(s, FR_CHOICE, f, CH_TRAIN, -1)
            return True
    elif op == OP_RALLY and f == M26 and fx.guerrilla_life(s):
        for sp in range(N_SPACES):  # #30 The Guerrilla Life: every Rally space ends all Underground
            if ops.is_selected(s, sp):
                for _ in range(get(s, sp, M26_A)):
                    pc.flip(s, sp, M26_A, M26_U)
    return False


@njit(cache=True)
def sa_after_offered(s, f, op):
    """4.1: an SA may come "before, during or after" its Op. Sweep's and Garrison's Activations and Train's
    Base or Civic Action come once the faction is done selecting, so the SA not yet taken is offered again
    after them (an Air Strike on a Guerrilla the Sweep Activated); only for an Op with a space (R118) but
    Garrison, which may have none (R24)."""
    if not (op == OP_SWEEP or op == OP_GARRISON or op == OP_TRAIN):
        return False
    if s[OP + OP_N_SELECTED] == 0 and op != OP_GARRISON:
        return False
    return emit_sas(s, np.empty(N_SAS, np.int32), 0, f, op) > 0  # the legal buffers' type: one compile


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
def close_op(s, f):
    offer = launder_ok(s, f)
    grants.closing(s, f)
    ops.clear_op(s)
    if offer:
        offer_laundering(s, f, -1)
