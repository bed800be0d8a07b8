"""The Special Activity an Operation takes: Train takes TRANSPORT (8.8.2); Garrison, Sweep and Assault
AIR STRIKE, else (Embargoed or no target) REPRISAL, else TRANSPORT (8.8.3).
"""
from engine.core.jit import njit
from engine.cuba_libre.data import CITY, EC, GOVT, M26, N_SPACES, POP, PROVINCE, SPACE_TYPE, TRANSPORT_TROOPS
from engine.cuba_libre.layout import (
    A_DONE,
    A_PIECE0,
    A_SA0,
    A_SPACE0,
    ALLIANCE,
    DR_A,
    DR_BASE,
    DR_U,
    M26_A,
    M26_BASE,
    M26_U,
    OP,
    OP_SA,
    OP_SWEEP,
    OP_TRAIN,
    POLICE,
    RM_AIR_STRIKE,
    SA_AIR_STRIKE,
    SA_REPRISAL,
    SA_TRANSPORT,
    SUPPORT,
    SYN_A,
    SYN_U,
    TROOPS,
)
from engine.cuba_libre.nonplayer import guidelines as G
from engine.cuba_libre.nonplayer import tables
from engine.cuba_libre.nonplayer import trace as T
from engine.cuba_libre.nonplayer.govt.common import surplus
from engine.cuba_libre.nonplayer.govt.momentum import guantanamo_strike, guantanamo_targets
from engine.cuba_libre.nonplayer.guidelines import no_score
from engine.cuba_libre.rules import effects as fx
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules import special as sa_rules
from engine.cuba_libre.rules.board import controller, faction_pieces, get

EMBARGOED = 2


@njit(cache=True)
def transport_origin_score(s, sp):
    """TRANSPORT: the Government-Controlled City with the most Troops beyond those its Control needs."""
    if SPACE_TYPE[sp] != CITY or controller(s, sp) != GOVT or not sa_rules.space_ok(s, GOVT, SA_TRANSPORT, sp):
        return -1
    k = min(get(s, sp, TROOPS), surplus(s, sp))
    return k if k > 0 else -1


@njit(cache=True)
def transport_dest_score(s, sp, k):
    """(1) a Province with Police and no Troops; (2) more Active Guerrillas than Troops; (3) a space
    another faction Controls and loses when k Troops arrive."""
    if SPACE_TYPE[sp] == PROVINCE and get(s, sp, POLICE) > 0 and get(s, sp, TROOPS) == 0:
        return 3
    if get(s, sp, M26_A) + get(s, sp, DR_A) + get(s, sp, SYN_A) > get(s, sp, TROOPS):
        return 2
    c = controller(s, sp)
    if SPACE_TYPE[sp] != EC and c >= 0 and c != GOVT:
        total = 0
        for f in range(4):
            total += faction_pieces(s, sp, f)
        if faction_pieces(s, sp, c) <= total + k - faction_pieces(s, sp, c):
            return 1
    return -1


@njit(cache=True)
def transport_plan(s, rng):
    """(origin, destination) of the Transport, or (-1, -1)."""
    score = no_score()
    for sp in range(N_SPACES):
        score[sp] = transport_origin_score(s, sp)
    o = tables.best(rng, score)
    if o < 0:
        return -1, -1
    k = min(TRANSPORT_TROOPS, score[o])
    dest = no_score()
    for sp in range(N_SPACES):
        if sp != o:
            dest[sp] = transport_dest_score(s, sp, k)
    return o, tables.best(rng, dest)


@njit(cache=True)
def transport_dest(s, o, rng, trace):
    k = min(TRANSPORT_TROOPS, max(transport_origin_score(s, o), 1))
    score = no_score()
    for sp in range(N_SPACES):
        if sp != o:
            score[sp] = transport_dest_score(s, sp, k)
    a = G.choose(rng, score, trace, T.GOVT_TRANSPORT_TO)
    if a >= 0:
        return a
    score[o] = -1
    for sp in range(N_SPACES):
        if sp != o:
            score[sp] = 0
    return G.choose(rng, score, trace, T.GOVT_TRANSPORT_TO)


@njit(cache=True)
def air_strike_score(s, sp):
    """AIR STRIKE: a 26July Base (5), a DR Base (4), a 26July Guerrilla (3), a DR Guerrilla where a cube is
    (2), the last 26July (or DR) Guerrilla of a space (1); Provinces before ECs (x2, +1)."""
    if not sa_rules.space_ok(s, GOVT, SA_AIR_STRIKE, sp):
        return -1
    best = -1
    if ops.target_ok(s, GOVT, sp, M26_BASE, RM_AIR_STRIKE):
        best = 5
    elif ops.target_ok(s, GOVT, sp, DR_BASE, RM_AIR_STRIKE):
        best = 4
    elif get(s, sp, M26_A) > 0 and ops.guerrillas(s, sp, M26) > 1:
        best = 3
    elif get(s, sp, DR_A) > 0 and pc.cubes(s, sp) > 0:
        best = 2
    elif get(s, sp, M26_A) + get(s, sp, DR_A) > 0:
        best = 1
    if best < 0:
        return -1
    return 2 * best + (1 if SPACE_TYPE[sp] == PROVINCE else 0)


@njit(cache=True)
def reprisal_score(s, sp):
    """REPRISAL: the highest-Pop space with Government Control and Opposition."""
    if not sa_rules.space_ok(s, GOVT, SA_REPRISAL, sp) or get(s, sp, SUPPORT) >= 0:
        return -1
    return POP[sp]


@njit(cache=True)
def any_score(s, which):
    for sp in range(N_SPACES):
        if (which == 0 and air_strike_score(s, sp) >= 0) or (which == 1 and reprisal_score(s, sp) >= 0):
            return True
    return False


@njit(cache=True)
def sa_step(s, op, rng, trace, legal, n):
    """Train: Transport. The others: Air Strike, else (Embargoed or no target) Reprisal, else Transport."""
    if s[OP + OP_SA] >= 0:
        T.note(trace, T.OP_DONE, 0)
        return A_DONE
    if G.has(legal, n, A_SA0 + SA_AIR_STRIKE) and guantanamo_strike(s):  # 8.8.1 Guantanamo Bay
        T.note(trace, T.GOVT_GUANTANAMO, 0)
        return A_SA0 + SA_AIR_STRIKE
    if op == OP_SWEEP and fx.masferrer_sweep_assault(s):  # 8.8.1 Masferrer: the SA is the free Assault
        T.note(trace, T.GOVT_MASFERRER_KEEP, 0)
        return A_DONE
    if op != OP_TRAIN:
        if s[ALLIANCE] != EMBARGOED and G.has(legal, n, A_SA0 + SA_AIR_STRIKE) and any_score(s, 0):
            T.note(trace, T.GOVT_AIR_STRIKE, 0)
            return A_SA0 + SA_AIR_STRIKE
        if G.has(legal, n, A_SA0 + SA_REPRISAL) and any_score(s, 1):
            T.note(trace, T.GOVT_REPRISAL, 0)
            return A_SA0 + SA_REPRISAL
    o, d = transport_plan(s, rng)
    if o >= 0 and d >= 0 and G.has(legal, n, A_SA0 + SA_TRANSPORT):
        T.note(trace, T.GOVT_TRANSPORT, 0)
        return A_SA0 + SA_TRANSPORT
    T.note(trace, T.NO_SA, 0)
    return A_DONE


@njit(cache=True)
def sa_space(s, sa, rng, trace):
    score = no_score()
    for sp in range(N_SPACES):
        if sa == SA_AIR_STRIKE:
            score[sp] = air_strike_score(s, sp)
            if score[sp] >= 0 and fx.guantanamo_air_strike(s) and guantanamo_targets(s, sp) >= 2:
                score[sp] += 100  # 8.8.1 Guantanamo Bay: where the Air Strike removes 2 pieces
        elif sa == SA_REPRISAL:
            score[sp] = reprisal_score(s, sp)
        else:
            score[sp] = transport_origin_score(s, sp)
    return G.choose(rng, score, trace, T.GOVT_SA_SPACE)


@njit(cache=True)
def relocate_col(legal, n):
    """Reprisal relocates a 26July, else DR, else Syndicate Guerrilla, Underground first."""
    for col in (M26_U, M26_A, DR_U, DR_A, SYN_U, SYN_A):
        if G.has(legal, n, A_PIECE0 + col):
            return A_PIECE0 + col
    return legal[0]


@njit(cache=True)
def relocate_dest(s, o, rng, trace, legal, n):
    """Into a Neutral or Opposition space if possible."""
    score = no_score()
    for sp in range(N_SPACES):
        if G.has(legal, n, A_SPACE0 + sp):
            score[sp] = 1 if SPACE_TYPE[sp] != EC and get(s, sp, SUPPORT) <= 0 else 0
    return G.choose(rng, score, trace, T.GOVT_RELOCATE_TO)
