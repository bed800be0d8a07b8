"""8.8.1 Momentum: the priorities applied before the flowchart.

Armored Cars and Sanchez Mosquera Assault, Armored Cars moving Troops in regardless of adjacency;
Rolando Masferrer Sweeps with its free Assault; S.I.M. changes where Sweep goes and what moves in;
Guantanamo Bay adds a 2-piece Air Strike.
"""
from engine.core.jit import njit
from engine.cuba_libre.data import GOVT, MOUNTAIN, N_SPACES, TERRAIN
from engine.cuba_libre.layout import (
    A_OP0,
    A_SPACE0,
    DR_A,
    DR_BASE,
    DR_U,
    M26_A,
    M26_BASE,
    M26_U,
    OP_ASSAULT,
    OP_SWEEP,
    POLICE,
    RM_AIR_STRIKE,
    SA_AIR_STRIKE,
    SYN_A,
    TROOPS,
)
from engine.cuba_libre.nonplayer import guidelines as G
from engine.cuba_libre.nonplayer import trace as T
from engine.cuba_libre.nonplayer.govt.common import spare_troops, top_total
from engine.cuba_libre.nonplayer.govt.sweep_plan import sweep_plan
from engine.cuba_libre.nonplayer.guidelines import no_score
from engine.cuba_libre.rules import effects as fx
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules import special as sa_rules
from engine.cuba_libre.rules.board import get


@njit(cache=True)
def momentum_capacity(s, sp):
    """What an Assault in sp can remove; #1 Armored Cars: with the spare Troops of every other space moved in."""
    t = get(s, sp, TROOPS)
    if fx.armored_cars(s):
        for o in range(N_SPACES):
            if o != sp:
                t += spare_troops(s, o)
    return ops.capacity_with(s, sp, t, get(s, sp, POLICE))


@njit(cache=True)
def m26_base_removable(s, sp, cap):
    """A 26July Base falls to cap removals in sp: no Underground 26July Guerrilla, the Active Guerrillas first."""
    return (get(s, sp, M26_BASE) > 0 and get(s, sp, M26_U) == 0
            and cap > get(s, sp, M26_A) + get(s, sp, DR_A) + get(s, sp, SYN_A))


@njit(cache=True)
def momentum_assault(s, mountains):
    """8.8.1 Armored Cars / Sanchez Mosquera: an Assault (in Mountains only) can remove a 26July Base or
    4+ Guerrillas in its best spaces (8.8 at most 2-4)."""
    score = no_score()
    for sp in range(N_SPACES):
        if ops.space_ok(s, GOVT, OP_ASSAULT, sp) and (not mountains or TERRAIN[sp] == MOUNTAIN):
            cap = momentum_capacity(s, sp)
            if m26_base_removable(s, sp, cap):
                return True
            score[sp] = min(cap, get(s, sp, M26_A) + get(s, sp, DR_A) + get(s, sp, SYN_A))
    return top_total(s, score, OP_ASSAULT) >= 4


@njit(cache=True)
def masferrer_sweep(s):
    """8.8.1 Rolando Masferrer: the Sweep, as 8.8.4 would execute it with the Resources at hand, Activates
    4+ Guerrillas, or its free Assault can then remove a 26July Base."""
    activated, base = sweep_plan(s)
    return base or activated >= 4


@njit(cache=True)
def momentum_op(s, legal, n, trace):
    """8.8.1: the Momentum priorities, applied before the flowchart; -1 if none applies."""
    if G.has(legal, n, A_OP0 + OP_ASSAULT):
        if fx.armored_cars(s) and momentum_assault(s, False):
            T.note(trace, T.GOVT_ARMORED_CARS, 0)
            return A_OP0 + OP_ASSAULT
        if fx.mosquera_mountain_as_city(s) and momentum_assault(s, True):
            T.note(trace, T.GOVT_MOSQUERA, 0)
            return A_OP0 + OP_ASSAULT
    if G.has(legal, n, A_OP0 + OP_SWEEP) and fx.masferrer_sweep_assault(s) and masferrer_sweep(s):
        T.note(trace, T.GOVT_MASFERRER, 0)
        return A_OP0 + OP_SWEEP
    return -1


@njit(cache=True)
def assault_need(s, d):
    """#1 Armored Cars: removals the Troops in d still lack for every Active Guerrilla and Base there."""
    want = get(s, d, M26_A) + get(s, d, DR_A) + get(s, d, SYN_A)
    for u, b in ((M26_U, M26_BASE), (DR_U, DR_BASE)):
        if get(s, d, u) == 0:
            want += get(s, d, b)
    return max(want - ops.assault_capacity(s, d), 0)


@njit(cache=True)
def assault_origin(s, d, rng, trace, legal, n):
    """SP_ASSAULT_FROM (#1 Armored Cars): Troops, by the Sweep priorities (8.8.4 step 2), from the space
    with the most spare Troops, while the Assault in d lacks removals."""
    score = no_score()
    if assault_need(s, d) > 0:
        for o in range(N_SPACES):
            if G.has(legal, n, A_SPACE0 + o) and spare_troops(s, o) > 0:
                score[o] = spare_troops(s, o)
    return G.choose_or_done(rng, score, trace, T.GOVT_CUBES_FROM)


@njit(cache=True)
def sim_empty(s, d):
    """#4 S.I.M.: d had no cubes before this Sweep (every cube there moved in)."""
    return fx.sim_police_as_troops(s) and pc.cubes(s, d) == s[ops.MOVED + 2 * d] + s[ops.MOVED + 2 * d + 1]


@njit(cache=True)
def sim_col(s, d):
    """8.8.1 S.I.M.: into an empty space half Police (rounded up), half Troops: Police while no more Police
    than Troops moved in."""
    return POLICE if get(s, d, POLICE) <= get(s, d, TROOPS) else TROOPS


@njit(cache=True)
def guantanamo_targets(s, sp):
    """#2 Guantanamo Bay shaded: the pieces an Air Strike in sp may remove (Active Guerrillas, Bases last)."""
    if not sa_rules.space_ok(s, GOVT, SA_AIR_STRIKE, sp):
        return 0
    n = 0
    for col in (M26_A, DR_A, SYN_A, M26_BASE, DR_BASE):
        if ops.target_ok(s, GOVT, sp, col, RM_AIR_STRIKE):
            n += get(s, sp, col)
    return n


@njit(cache=True)
def guantanamo_strike(s):
    """8.8.1 Guantanamo Bay: an Air Strike can be added that removes 2 pieces."""
    if not fx.guantanamo_air_strike(s):
        return False
    for sp in range(N_SPACES):
        if guantanamo_targets(s, sp) >= 2:
            return True
    return False
