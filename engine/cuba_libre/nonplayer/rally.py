"""The Rally procedure the Non-player DR (8.6.2) and 26July (8.7.2) share, in Cities and Provinces where
the faction may Rally (3.3.1), step by step:
  0 flip its Guerrillas where all are Active, with its Base, whatever cubes are there (R91);
  1 replace 2 Guerrillas with a Base where it has 3 or more and room;
  2 place Guerrillas where it has Bases (the 3.3.1 number);
  3 place 1 Guerrilla where it has other Guerrillas;
  4 place 1 Guerrilla in 1 random City or Province.
Condition: 6 or more Guerrillas Available or a Rally can place a Base, and some step has a space.
"""
import numpy as np

from engine.core.jit import njit
from engine.cuba_libre.data import N_SPACES
from engine.cuba_libre.layout import (
    A_CHOICE0,
    A_DONE,
    A_PIECE0,
    CX_SP,
    OP,
    OP_RALLY,
    OP_SELECTED,
    PU_RALLY_BASE,
    PU_RALLY_PLACE,
)
from engine.cuba_libre.nonplayer import guidelines as G
from engine.cuba_libre.nonplayer import trace as T
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules.board import base_col, get, guerrilla_cols

SIX = 6  # 8.6.2 / 8.7.2: Rally with at least 6 Available Guerrillas
N_STEPS = 5


@njit(cache=True)
def flip_space(s, f, sp):
    """Step 0's space: the faction's Guerrillas all Active and its Base, "and any cubes": whatever cubes are
    there, none needed (R91)."""
    u, a = guerrilla_cols(f)
    return get(s, sp, u) == 0 and get(s, sp, a) > 0 and get(s, sp, base_col(f)) > 0


@njit(cache=True)
def step_ok(s, f, sp, k):
    """Does step k of the procedure select sp now?"""
    if not ops.space_ok(s, f, OP_RALLY, sp):
        return False
    u, a = guerrilla_cols(f)
    bits = ops.rally_options(s, f, sp)
    bases = get(s, sp, base_col(f))
    if k == 0:
        return flip_space(s, f, sp)
    if k == 1:
        return get(s, sp, u) + get(s, sp, a) >= 3 and bits & 2 != 0
    if k == 2:
        return bases > 0 and bits & 9 != 0
    if k == 3:
        return get(s, sp, u) + get(s, sp, a) > 0 and bits & 1 != 0
    return bits & 1 != 0


@njit(cache=True)
def random_step_done(s, f):
    """Step 4 leaves its space with exactly 1 Underground Guerrilla and no Base (R92)."""
    u, a = guerrilla_cols(f)
    for sp in range(N_SPACES):
        if ((s[OP + OP_SELECTED] >> sp) & 1 and get(s, sp, u) == 1 and get(s, sp, a) == 0
                and get(s, sp, base_col(f)) == 0):
            return True
    return False


@njit(cache=True)
def condition(s, f):
    base = False
    step = False
    for sp in range(N_SPACES):
        base = base or (ops.space_ok(s, f, OP_RALLY, sp) and ops.rally_options(s, f, sp) & 2 != 0)
        for k in range(N_STEPS):
            step = step or step_ok(s, f, sp, k)
    return step and (pc.available_guerrillas(s, f) >= SIX or base)


@njit(cache=True)
def step(s, f, rng, trace, code0):
    """The next Rally space: the first step with a space (noted as code0 + step)."""
    for k in range(N_STEPS):
        if k == N_STEPS - 1 and random_step_done(s, f):
            return -1
        score = np.full(N_SPACES, -1, dtype=np.int64)
        for sp in range(N_SPACES):
            if step_ok(s, f, sp, k):
                score[sp] = 1
        a = G.choose(rng, score, trace, code0 + k)
        if a >= 0:
            return a
    return -1


@njit(cache=True)
def mode(s, f, sp):
    """CH_RALLY: the mode of the step that selected the space (recognised as in step_ok)."""
    u, a = guerrilla_cols(f)
    bits = ops.rally_options(s, f, sp)
    bases = get(s, sp, base_col(f))
    if flip_space(s, f, sp) and bits & 4:
        return A_CHOICE0 + 2
    if get(s, sp, u) + get(s, sp, a) >= 3 and bits & 2:
        return A_CHOICE0 + 1
    if bases > 0 and bits & 8:
        return A_CHOICE0 + 3
    return A_CHOICE0 + 0


@njit(cache=True)
def piece(s, f, purpose, legal, n, trace):
    """The Rally's piece steps: the 2 Guerrillas a Base replaces (8.1.2: Active before Underground), and
    placing with Bases to the maximum extent (8.1.1); -1 for any other purpose."""
    if purpose == PU_RALLY_BASE:
        col = G.own_removal_col(s, f, s[OP + CX_SP])
        T.note(trace, T.RALLY_BASE_PIECE, col)
        return A_PIECE0 + col
    if purpose == PU_RALLY_PLACE:
        u, _ = guerrilla_cols(f)
        T.note(trace, T.RALLY_PLACE_ALL, 0)
        return A_PIECE0 + u if G.has(legal, n, A_PIECE0 + u) else A_DONE
    return -1
