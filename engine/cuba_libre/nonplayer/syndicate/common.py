"""What the Syndicate's boxes share: its Guerrillas in a space, and whether an Op may select a space."""
from engine.core.jit import njit
from engine.cuba_libre.data import SYN
from engine.cuba_libre.layout import SYN_A, SYN_U
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules.board import get


@njit(cache=True)
def guerrillas(s, sp):
    return get(s, sp, SYN_U) + get(s, sp, SYN_A)


@njit(cache=True)
def op_space_ok(s, op, sp):
    return ops.space_ok(s, SYN, op, sp)
