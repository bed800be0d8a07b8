"""8.8.4 Sweep, what it can do: which spaces step 1 selects (only where the cubes there and the Troops
step 2 may move in Activate an Underground 26July or DR Guerrilla), and what the whole procedure would
Activate with the Resources at hand (8.8.1 Rolando Masferrer judges its condition on that).
"""
import numpy as np

from engine.core.jit import njit
from engine.cuba_libre.data import FOREST, GOVT, N_SPACES, SPACE_INDEX, TERRAIN
from engine.cuba_libre.layout import DR_U, M26_A, M26_BASE, M26_U, OP_SWEEP, POLICE, SP_SWEEP_FROM, SUPPORT, TROOPS
from engine.cuba_libre.nonplayer.govt.common import op_space_ok, others, paid_spaces, spare_troops
from engine.cuba_libre.nonplayer.guidelines import no_score
from engine.cuba_libre.rules import effects as fx
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules.board import controller, faction_pieces, get

HAVANA = SPACE_INDEX["havana"]


@njit(cache=True)
def underground_26_dr(s, sp):
    return get(s, sp, M26_U) + get(s, sp, DR_U)


@njit(cache=True)
def activations(sp, cubes):
    """3.2.3: 1 Guerrilla per cube, in Forest 1 per 2 cubes."""
    return cubes // 2 if TERRAIN[sp] == FOREST else cubes


@njit(cache=True)
def sweep_need(s, d):
    """Troops d needs to Activate every Underground Guerrilla (3.2.3, Forest: 1 per 2 cubes) and to gain
    Control."""
    u = ops.underground_total(s, d)
    need = (2 * u if TERRAIN[d] == FOREST else u) - pc.cubes(s, d)
    if controller(s, d) != GOVT:
        need = max(need, others(s, d) - faction_pieces(s, d, GOVT) + 1)
    return max(need, 0)


@njit(cache=True)
def movable_in(s, o):
    """Cubes o can give a Sweep (step 2): its spare Troops (#4 S.I.M.: and Police, never its last)."""
    n = spare_troops(s, o)
    if fx.sim_police_as_troops(s) and get(s, o, POLICE) > 1:
        n += get(s, o, POLICE) - 1
    return n


@njit(cache=True)
def sweep_reach(s, sp):
    """Cubes a Sweep in sp can have: those there and those step 2 may move in from adjacent spaces."""
    n = pc.cubes(s, sp)
    for o in range(N_SPACES):
        if ops.origin_ok(s, GOVT, SP_SWEEP_FROM, sp, o):
            n += movable_in(s, o)
    return n


@njit(cache=True)
def sweep_score(s, sp):
    """Step 1, "Sweep to Activate Underground 26July or DR Guerrillas": only where the Sweep can Activate
    one; Support first (6), then Havana (4), else (2); +1 where cubes already are (8.8.1 S.I.M.: where
    none are)."""
    if not op_space_ok(s, OP_SWEEP, sp) or underground_26_dr(s, sp) == 0:
        return -1
    if activations(sp, sweep_reach(s, sp)) == 0:  # no cube there and none can come: nothing to Activate
        return -1
    base = 6 if get(s, sp, SUPPORT) > 0 else (4 if sp == HAVANA else 2)
    if fx.sim_police_as_troops(s):  # 8.8.1 S.I.M.: first where no cubes are
        return base + (1 if pc.cubes(s, sp) == 0 else 0)
    return base + (1 if pc.cubes(s, sp) > 0 else 0)


@njit(cache=True)
def sweep_possible(s):
    for sp in range(N_SPACES):
        if sweep_score(s, sp) >= 0:
            return True
    return False


@njit(cache=True)
def move_in(s, sp, spare, need):
    """Step 2 into sp: up to `need` cubes taken from the adjacent spaces with the most to spare (spare is
    what each space still has after the spaces swept before); the cubes moved."""
    moved = 0
    while moved < need:
        best, k = 0, -1
        for o in range(N_SPACES):
            if spare[o] > best and ops.origin_ok(s, GOVT, SP_SWEEP_FROM, sp, o):
                best, k = spare[o], o
        if k < 0:
            break
        n = min(best, need - moved)
        spare[k] -= n
        moved += n
    return moved


@njit(cache=True)
def sweep_plan(s):
    """What the 8.8.4 procedure would do with the Resources at hand: its spaces in step 1's order (ties
    to the space that Activates more), the Troops step 2 moves in, the Activations (26July first).
    Returns (Guerrillas Activated, True if the free Assault of 8.8.1 Masferrer could then remove a
    26July Base in one of those spaces: every 26July Guerrilla Active and removals to spare for it)."""
    spare = np.zeros(N_SPACES, dtype=np.int64)
    for o in range(N_SPACES):
        spare[o] = movable_in(s, o)
    score = no_score()
    for sp in range(N_SPACES):
        score[sp] = sweep_score(s, sp)
    total, base = 0, False
    for _ in range(paid_spaces(s, OP_SWEEP)):
        best, best_act, k, k_moved = -1, -1, -1, 0
        for sp in range(N_SPACES):
            if score[sp] < 0 or score[sp] < best:
                continue
            trial = spare.copy()
            moved = move_in(s, sp, trial, sweep_need(s, sp))
            act = min(ops.underground_total(s, sp), activations(sp, pc.cubes(s, sp) + moved))
            if score[sp] > best or act > best_act:
                best, best_act, k, k_moved = score[sp], act, sp, moved
        if k < 0:
            break
        move_in(s, k, spare, k_moved)
        score[k] = -1
        total += best_act
        m26 = get(s, k, M26_U) + get(s, k, M26_A)
        cap = ops.capacity_with(s, k, get(s, k, TROOPS) + k_moved, get(s, k, POLICE))
        if get(s, k, M26_BASE) > 0 and best_act >= get(s, k, M26_U) and cap > m26:
            base = True
    return total, base
