"""8.8 Non-player Government: Train? -> Garrison? -> Sweep? -> Assault? -> Pass, in at most 4 spaces
(Firm), 3 (Reluctant) or 2 (Embargoed); Train takes Transport, the others Air Strike, else Reprisal,
else Transport; Civic Action (8.8.6) and Redeploy (8.8.7) in the Propaganda Round.

As in the other modules each function answers one decision from the state alone. The 8.8.1 Momentum
priorities come first: Armored Cars and Sanchez Mosquera Assault, Rolando Masferrer Sweeps with its free
Assault, S.I.M. changes where Sweep goes and what moves in, Guantanamo Bay adds a 2-piece Air Strike.
"""
import numpy as np
from numba import njit

from engine.core.frames import frame_field, top
from engine.core.layout import STACK_N_FROM_END
from engine.cuba_libre.data import (
    CITY,
    DR,
    EC,
    FOREST,
    GOVT,
    M26,
    MOUNTAIN,
    N_SPACES,
    POP,
    PROVINCE,
    SPACE_INDEX,
    SPACE_TYPE,
    TERRAIN,
)
from engine.cuba_libre.layout import (
    A_CHOICE0,
    A_DONE,
    A_OP0,
    A_PASS,
    A_PIECE0,
    A_SA0,
    A_SPACE0,
    ALLIANCE,
    CH_TRAIN,
    CX_GROUP,
    CX_MODE,
    CX_N,
    CX_SP,
    CX_SP2,
    DR_A,
    DR_BASE,
    DR_U,
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
    GBASE,
    M26_A,
    M26_BASE,
    M26_U,
    OP,
    OP_ASSAULT,
    OP_GARRISON,
    OP_ID,
    OP_N_SELECTED,
    OP_SA,
    OP_SWEEP,
    OP_TRAIN,
    POLICE,
    PU_ACTIVATE,
    PU_MOVE,
    PU_RELOCATE,
    PU_REMOVE,
    PU_TRAIN,
    PU_TRAIN_BASE,
    RES,
    RM_AIR_STRIKE,
    SP_ASSAULT_FROM,
    SA_AIR_STRIKE,
    SA_REPRISAL,
    SA_TRANSPORT,
    SP_GARRISON_ASSAULT,
    SP_GARRISON_FROM,
    SP_RELOCATE_TO,
    SP_SA,
    SP_SWEEP_ASSAULT,
    SP_SWEEP_FROM,
    SP_TRAIN_BASE,
    SP_TRAIN_CIVIC,
    SP_TRANSPORT_TO,
    SUPPORT,
    CAS_CLOSED,
    SYN_A,
    SYN_U,
    TERROR,
    TROOPS,
)
from engine.cuba_libre.nonplayer import guidelines as G
from engine.cuba_libre.nonplayer import march as M
from engine.cuba_libre.nonplayer import tables
from engine.cuba_libre.nonplayer import trace as T
from engine.cuba_libre.nonplayer.sequence import opening
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules import effects as fx
from engine.cuba_libre.rules import special as sa_rules
from engine.cuba_libre.rules.board import (
    available_bases,
    available_police,
    available_troops,
    can_place_base,
    controller,
    faction_pieces,
    get,
)
from engine.cuba_libre.rules.propaganda import destination_ok, is_final, support_cost, support_space_ok, troops_must_leave

HAVANA = SPACE_INDEX["havana"]
KEEP_RESOURCES = 9  # 8.8.2, 8.8.6: Civic Action never below 9 Resources (but in the final Round)
EMBARGOED = 2


@njit(cache=True)
def no_score():
    return np.full(N_SPACES, -1, dtype=np.int64)


@njit(cache=True)
def max_spaces(s):
    """8.8: at most 4 spaces when the US Alliance is Firm, 3 Reluctant, 2 Embargoed."""
    return 4 - s[ALLIANCE]


@njit(cache=True)
def room(s):
    return s[OP + OP_N_SELECTED] < max_spaces(s)


@njit(cache=True)
def op_space_ok(s, op, sp):
    return room(s) and ops.space_ok(s, GOVT, op, sp)


@njit(cache=True)
def others(s, sp):
    return M.others(s, sp, GOVT)


@njit(cache=True)
def surplus(s, sp):
    """Government pieces beyond those that keep its Control there (all of them without Control)."""
    g = faction_pieces(s, sp, GOVT)
    return g - others(s, sp) - 1 if controller(s, sp) == GOVT else g


@njit(cache=True)
def insurgent_guerrillas(s, sp):
    n = 0
    for col in (M26_U, M26_A, DR_U, DR_A, SYN_U, SYN_A):
        n += get(s, sp, col)
    return n


# ------------------------------------------------------------------------------ 8.8.2 Train, Transport
@njit(cache=True)
def train_lack(s, sp):
    """What a City or Government-Base space lacks: 3 Control, 2 Police, 1 Troops, 0 nothing (-1: not one)."""
    if not ops.train_places(sp, s):
        return -1
    if controller(s, sp) != GOVT:
        return 3
    if get(s, sp, POLICE) == 0:
        return 2
    return 1 if get(s, sp, TROOPS) == 0 else 0


@njit(cache=True)
def train_condition(s):
    for sp in range(N_SPACES):
        if train_lack(s, sp) > 0:
            return True
    return False


@njit(cache=True)
def base_province_ok(s, sp):
    """Step 2: a Province with 2+ cubes, no Government Base and room for one (8.1.2: 1 per Province)."""
    return (SPACE_TYPE[sp] == PROVINCE and pc.cubes(s, sp) >= 2 and get(s, sp, GBASE) == 0
            and available_bases(s, GOVT) > 0 and can_place_base(s, sp, GOVT))


@njit(cache=True)
def train_step(s, rng, trace):
    score = no_score()
    if available_troops(s) + available_police(s) >= 4:
        for sp in range(N_SPACES):
            if op_space_ok(s, OP_TRAIN, sp):
                score[sp] = train_lack(s, sp)
        a = G.choose(rng, score, trace, T.GOVT_TRAIN_CUBES)
        if a >= 0:
            return a
    for sp in range(N_SPACES):
        if ops.is_selected(s, sp) and base_province_ok(s, sp):
            return -1  # step 2's Province is already a Train space
    for sp in range(N_SPACES):
        if op_space_ok(s, OP_TRAIN, sp) and base_province_ok(s, sp):
            score[sp] = 1
    return G.choose(rng, score, trace, T.GOVT_TRAIN_BASE)


@njit(cache=True)
def train_possible(s):
    """Some step of the Train procedure has a space ("if Train is impossible" -> Garrison)."""
    cubes = available_troops(s) + available_police(s) >= 4
    for sp in range(N_SPACES):
        if op_space_ok(s, OP_TRAIN, sp) and ((cubes and train_lack(s, sp) >= 0) or base_province_ok(s, sp)):
            return True
    return False


@njit(cache=True)
def train_piece(s, legal, n):
    """PU_TRAIN: 8.1.2 Police and Troops in equal numbers, Police first."""
    first = (4 - s[OP + CX_N]) % 2 == 0
    for col in ((POLICE, TROOPS) if first else (TROOPS, POLICE)):
        if G.has(legal, n, A_PIECE0 + col):
            return A_PIECE0 + col
    return A_DONE


@njit(cache=True)
def civic_ok(s, sp):
    final = is_final(s)
    return support_space_ok(s, GOVT, sp) and (final or s[RES + GOVT] - support_cost(s, GOVT) >= KEEP_RESOURCES)


@njit(cache=True)
def civic_score(s, sp):
    """The largest shift first: Pop, where no Terror must be removed first."""
    return 10 * POP[sp] - get(s, sp, TERROR) if get(s, sp, SUPPORT) < 2 or get(s, sp, TERROR) > 0 else -1


@njit(cache=True)
def train_close(s, legal, n, trace):
    """CH_TRAIN: the Base (step 2) in a selected Province; if none, Civic Action above 9 Resources."""
    for sp in range(N_SPACES):
        if ops.is_selected(s, sp) and SPACE_TYPE[sp] == PROVINCE and G.has(legal, n, A_CHOICE0 + 0):
            if pc.cubes(s, sp) >= 2 and get(s, sp, GBASE) == 0 and available_bases(s, GOVT) > 0 and can_place_base(s, sp, GOVT):
                T.note(trace, T.GOVT_TRAIN_BASE_PLACE, sp)
                return A_CHOICE0 + 0
    if G.has(legal, n, A_CHOICE0 + 1):
        for sp in range(N_SPACES):
            if ops.is_selected(s, sp) and civic_ok(s, sp) and civic_score(s, sp) >= 0:
                T.note(trace, T.GOVT_TRAIN_CIVIC, 0)
                return A_CHOICE0 + 1
    T.note(trace, T.OP_DONE, 0)
    return A_DONE


@njit(cache=True)
def civic_space(s, rng, trace, legal, n, selected_only, code):
    score = no_score()
    for sp in range(N_SPACES):
        if G.has(legal, n, A_SPACE0 + sp) and civic_ok(s, sp) and (not selected_only or ops.is_selected(s, sp)):
            score[sp] = civic_score(s, sp)
    a = G.choose(rng, score, trace, code)
    if a >= 0:
        return a
    T.note(trace, T.OP_DONE, 0)
    return A_DONE


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
    k = min(3, score[o])
    dest = no_score()
    for sp in range(N_SPACES):
        if sp != o:
            dest[sp] = transport_dest_score(s, sp, k)
    return o, tables.best(rng, dest)


# ------------------------------------------------------------------------------ 8.8.3 Garrison
@njit(cache=True)
def garrison_condition(s):
    """In some EC 26July Guerrillas are Underground or outnumber the cubes."""
    for sp in range(N_SPACES):
        if SPACE_TYPE[sp] == EC and (get(s, sp, M26_U) > 0 or get(s, sp, M26_U) + get(s, sp, M26_A) > pc.cubes(s, sp)):
            return True
    return False


@njit(cache=True)
def garrison_need(s, sp):
    """Cubes sp wants: in an EC as many as the Guerrillas there (R98); a City lacking Control, Police or
    Troops what it lacks."""
    if SPACE_TYPE[sp] == EC:
        return max(insurgent_guerrillas(s, sp) - pc.cubes(s, sp), 0)
    if SPACE_TYPE[sp] != CITY:
        return 0
    if controller(s, sp) != GOVT:
        return max(others(s, sp) - faction_pieces(s, sp, GOVT) + 1, 1)
    return 1 if get(s, sp, POLICE) == 0 or get(s, sp, TROOPS) == 0 else 0


@njit(cache=True)
def garrison_col(s, sp):
    """Police, then Troops; a City lacking only Troops gets Troops."""
    if SPACE_TYPE[sp] == CITY and controller(s, sp) == GOVT and get(s, sp, POLICE) > 0:
        return TROOPS
    return POLICE


@njit(cache=True)
def cube_source_ok(s, o, col):
    """8.8.3: never the last Police of a space; cubes that arrived by this Op stay."""
    n = get(s, o, col) - s[ops.MOVED + 2 * o + (0 if col == TROOPS else 1)]
    return n > 0 and (col == TROOPS or get(s, o, POLICE) > 1)


@njit(cache=True)
def garrison_step(s, rng, trace):
    score = no_score()
    for sp in range(N_SPACES):
        if ops.space_ok(s, GOVT, OP_GARRISON, sp) and garrison_need(s, sp) > 0:
            score[sp] = 2 if SPACE_TYPE[sp] == EC else 1
    return G.choose(rng, score, trace, T.GOVT_GARRISON_TO)


@njit(cache=True)
def cube_origin(s, d, col, rng, trace, legal, n):
    """A cube of col from the space with the most of them (never its last Police); A_DONE if none."""
    score = no_score()
    for o in range(N_SPACES):
        if G.has(legal, n, A_SPACE0 + o) and cube_source_ok(s, o, col):
            score[o] = get(s, o, col)
    return G.choose_or_done(rng, score, trace, T.GOVT_CUBES_FROM)


@njit(cache=True)
def garrison_origin(s, d, rng, trace, legal, n):
    if garrison_need(s, d) == 0:
        T.note(trace, T.OP_DONE, 0)
        return A_DONE
    col = garrison_col(s, d)
    a = cube_origin(s, d, col, rng, trace, legal, n)
    if a == A_DONE and col == POLICE:
        return cube_origin(s, d, TROOPS, rng, trace, legal, n)
    return a


@njit(cache=True)
def move_piece(s, legal, n, trace):
    """PU_MOVE. Transport: up to 3 Troops beyond those the origin's Control needs. Garrison and Sweep:
    one cube per trip (the origin is chosen again for the next): Garrison Police then Troops, never a
    space's last Police; Sweep Troops while the destination needs them and the origin keeps Control."""
    o, d = s[OP + CX_SP], s[OP + CX_SP2]
    col = -1
    if s[OP + CX_MODE] & ops.MOVE_MARKS == 0:  # Transport (4.2.1)
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


# ------------------------------------------------------------------------------ 8.8.4 Sweep, 8.8.5 Assault
@njit(cache=True)
def underground_26_dr(s, sp):
    return get(s, sp, M26_U) + get(s, sp, DR_U)


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
def sweep_score(s, sp):
    """Step 1: Underground 26July or DR Guerrillas: Support first (6), then Havana (4), else (2); +1 where
    cubes already are (8.8.1 S.I.M.: where none are)."""
    if not op_space_ok(s, OP_SWEEP, sp) or underground_26_dr(s, sp) == 0:
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
def sweep_origin(s, d, rng, trace, legal, n):
    """SP_SWEEP_FROM: Troops (not moved in by this Op) from an adjacent space that keeps its Control, the one
    with the most Troops (8.8.1 S.I.M., into an empty space: Police and Troops alternately, Police first)."""
    score = no_score()
    col = sim_col(s, d) if sim_empty(s, d) else TROOPS
    if sweep_need(s, d) > 0:
        for o in range(N_SPACES):
            if (G.has(legal, n, A_SPACE0 + o) and cube_source_ok(s, o, col)
                    and (controller(s, o) != GOVT or surplus(s, o) > 0)):
                score[o] = get(s, o, col)
    return G.choose_or_done(rng, score, trace, T.GOVT_CUBES_FROM)


@njit(cache=True)
def assault_value(s, sp):
    """Bases, Cash, Guerrillas an Assault there removes: (26July/DR Bases, Cash, 26July/DR Guerrillas)."""
    return assault_removes(s, sp, ops.assault_capacity(s, sp))


@njit(cache=True)
def assault_removes(s, sp, cap):
    """assault_value with cap pieces to remove (3.2.4: Bases last, 26July's first)."""
    act = get(s, sp, M26_A) + get(s, sp, DR_A)
    g = min(cap, act)
    bases = 0
    left = cap - act - get(s, sp, SYN_A)
    for f, u, a, b in ((M26, M26_U, M26_A, M26_BASE), (DR, DR_U, DR_A, DR_BASE)):
        if get(s, sp, b) > 0 and get(s, sp, u) == 0 and left > 0:
            bases += min(get(s, sp, b), left)
            left -= min(get(s, sp, b), left)
    cash = 0
    for col in (M26_A, DR_A, SYN_A):
        cash += pc.cash_under(s, sp, col) if get(s, sp, col) > 0 else 0
    return bases, cash, g


@njit(cache=True)
def assault_score(s, sp):
    if not op_space_ok(s, OP_ASSAULT, sp):
        return -1
    b, c, g = assault_removes(s, sp, momentum_capacity(s, sp))
    return 10000 * b + 100 * min(c, 9) + g


@njit(cache=True)
def assault_strong(s):
    """Assault alone could remove a Base or more than 3 26July/DR Guerrillas (in its 2-4 spaces)."""
    score = no_score()
    for sp in range(N_SPACES):
        if ops.space_ok(s, GOVT, OP_ASSAULT, sp):
            b, c, g = assault_value(s, sp)
            if b > 0:
                return True
            score[sp] = g
    total = 0
    for _ in range(max_spaces(s)):
        best, k = -1, -1
        for sp in range(N_SPACES):
            if score[sp] > best:
                best, k = score[sp], sp
        if k < 0:
            break
        total += best
        score[k] = -1
    return total > 3


@njit(cache=True)
def assault_condition(s):
    """Assault would add Government Control, remove a Base, or remove at least 3 26July/DR Guerrillas."""
    total = 0
    for sp in range(N_SPACES):
        if ops.space_ok(s, GOVT, OP_ASSAULT, sp):
            b, c, g = assault_value(s, sp)
            total += g
            if b > 0 or (controller(s, sp) != GOVT and faction_pieces(s, sp, GOVT) > others(s, sp) - g - b):
                return True
    return total >= 3


# ------------------------------------------------------------------------------ 8.8.1 Momentum
@njit(cache=True)
def spare_troops(s, o):
    """Troops o may give up without losing Government Control (8.8.4 step 2), not those moved in."""
    return max(min(get(s, o, TROOPS) - s[ops.MOVED + 2 * o], surplus(s, o)), 0)


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
    return top_total(s, score) >= 4


@njit(cache=True)
def top_total(s, score):
    """The sum of the max_spaces best scores."""
    total = 0
    for _ in range(max_spaces(s)):
        k = np.argmax(score)
        if score[k] <= 0:
            break
        total += score[k]
        score[k] = -1
    return total


@njit(cache=True)
def sweep_reach(s, sp):
    """Cubes a Sweep in sp can have: those there and the adjacent spare Troops (#4 S.I.M.: Police too)."""
    n = pc.cubes(s, sp)
    for o in range(N_SPACES):
        if ops.origin_ok(s, GOVT, SP_SWEEP_FROM, sp, o):
            n += spare_troops(s, o) + (get(s, o, POLICE) - 1 if fx.sim_police_as_troops(s) and get(s, o, POLICE) > 1 else 0)
    return n


@njit(cache=True)
def masferrer_sweep(s):
    """8.8.1 Rolando Masferrer: the Sweep can Activate 4+ Guerrillas, or its free Assault can then remove a
    26July Base (3.2.3: 1 per cube, Forest 1 per 2)."""
    score = no_score()
    for sp in range(N_SPACES):
        if ops.space_ok(s, GOVT, OP_SWEEP, sp):
            cubes = sweep_reach(s, sp)
            score[sp] = min(ops.underground_total(s, sp), cubes // 2 if TERRAIN[sp] == FOREST else cubes)
            if get(s, sp, M26_BASE) > 0 and score[sp] >= get(s, sp, M26_U):
                left = get(s, sp, M26_U)
                get_all = left + get(s, sp, M26_A) + get(s, sp, DR_A) + get(s, sp, DR_U) + get(s, sp, SYN_A) + get(s, sp, SYN_U)
                if ops.capacity_with(s, sp, get(s, sp, TROOPS) + cubes - pc.cubes(s, sp), get(s, sp, POLICE)) > get_all:
                    return True
    return top_total(s, score) >= 4


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
def below_top(s, field):
    """Field of the frame under the top one (-1 if none): the origin step a move belongs to."""
    n = s[s.shape[0] - STACK_N_FROM_END]
    return frame_field(s, n - 2, field) if n >= 2 else -1


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


@njit(cache=True)
def removal_target(s, legal, n, trace):
    """PU_REMOVE by the Government (Assault, Air Strike): Bases, then pieces with Cash, then 26July, DR,
    Syndicate (8.8.5); Underground is never a target; Air Strike by its list (8.8.3)."""
    sp = s[OP + CX_SP]
    best, best_col = -1, -1
    for col in range(13):
        if not G.has(legal, n, A_PIECE0 + col):
            continue
        g = pc.faction_of(col)
        sc = 30 if g == M26 else (20 if g == DR else 10)
        if pc.is_base(col):
            sc += 100
        if pc.HOLDER[col] >= 0 and pc.cash_under(s, sp, col) > 0:
            sc += 50
        if sc > best:
            best, best_col = sc, col
    if best_col < 0:
        T.note(trace, T.OP_DONE, 0)
        return A_DONE
    T.note(trace, T.GOVT_TARGET, best_col)
    return A_PIECE0 + best_col


@njit(cache=True)
def activate_col(legal, n):
    """PU_ACTIVATE: 26July, then DR, then Syndicate Guerrillas (8.8.4)."""
    for col in (M26_U, DR_U, SYN_U):
        if G.has(legal, n, A_PIECE0 + col):
            return A_PIECE0 + col
    return legal[0]


# ------------------------------------------------------------------------------ Air Strike, Reprisal
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
def transport_dest(s, o, rng, trace):
    k = min(3, max(transport_origin_score(s, o), 1))
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


@njit(cache=True)
def sweep_assault_space(s, rng, trace, legal, n):
    """8.8.1 Rolando Masferrer: the free Assault in the Sweep's best Assault space (8.8.5 priorities)."""
    score = no_score()
    for sp in range(N_SPACES):
        if G.has(legal, n, A_SPACE0 + sp):
            b, c, g = assault_removes(s, sp, momentum_capacity(s, sp))
            score[sp] = 10000 * b + 100 * min(c, 9) + g
    return G.choose_or_done(rng, score, trace, T.GOVT_MASFERRER_ASSAULT)


# ------------------------------------------------------------------------------ 8.8.7 Redeploy
@njit(cache=True)
def redeploy_police_need(s, sp):
    """Police a space wants: ECs as many as the 26July Guerrillas; Cities and Base spaces 1."""
    if SPACE_TYPE[sp] == EC:
        return max(ops.guerrillas(s, sp, M26) - get(s, sp, POLICE), 0)
    if redeploy_province_need(s, sp) > 0:
        return redeploy_province_need(s, sp)
    if (SPACE_TYPE[sp] == CITY or get(s, sp, GBASE) > 0) and get(s, sp, POLICE) == 0:
        return 1
    return 0


@njit(cache=True)
def redeploy_province_need(s, sp):
    """8.8.7 step 1: a Province whose Troops Redeployed out (6.4: no Government Base, so none stay; R112:
    one the Government still holds with Police): the Police its Control needs, counting the closed
    Casinos that open at the Reset (6.5)."""
    if SPACE_TYPE[sp] != PROVINCE or get(s, sp, GBASE) > 0 or get(s, sp, TROOPS) > 0 or get(s, sp, POLICE) == 0:
        return 0
    return max(others(s, sp) + get(s, sp, CAS_CLOSED) - faction_pieces(s, sp, GOVT) + 1, 0)


@njit(cache=True)
def redeploy_tier(s, sp):
    """8.8.7 step 1's order: ECs (3), then Provinces whose Troops left (2), then Cities and Base spaces (1)."""
    if redeploy_police_need(s, sp) == 0:
        return 0
    if SPACE_TYPE[sp] == EC:
        return 3
    return 2 if redeploy_province_need(s, sp) > 0 else 1


@njit(cache=True)
def redeploy_origin(s, kind, rng, trace, legal, n):
    """Troops: those that must leave, from the most; Police: from the space with the most Police, never
    its last or its Control, while a space that may receive Police wants them."""
    score = no_score()
    col = TROOPS if kind == FR_REDEPLOY_TROOPS else POLICE
    want = False  # some space wants Police and may receive them (6.4: ECs, Government-Controlled spaces)
    for sp in range(N_SPACES):
        want = want or (redeploy_police_need(s, sp) > 0 and destination_ok(s, POLICE, -1, sp))
    for sp in range(N_SPACES):
        if G.has(legal, n, A_SPACE0 + sp):
            if col == TROOPS and troops_must_leave(s, sp):
                score[sp] = get(s, sp, TROOPS)
            elif col == POLICE and want and get(s, sp, POLICE) > 1 and redeploy_police_need(s, sp) == 0 and (
                    controller(s, sp) != GOVT or surplus(s, sp) > 0):
                score[sp] = get(s, sp, POLICE)
    a = G.choose(rng, score, trace, T.GOVT_REDEPLOY_FROM)
    if a >= 0:
        return a
    if G.has(legal, n, A_DONE):
        T.note(trace, T.OP_DONE, 0)
        return A_DONE
    return -1


@njit(cache=True)
def redeploy_dest(s, origin, col, rng, trace, legal, n):
    """Police where wanted; Troops as evenly as possible (to the fewest Troops)."""
    score = no_score()
    for sp in range(N_SPACES):
        if G.has(legal, n, A_SPACE0 + sp) and destination_ok(s, col, origin, sp):
            if col == POLICE:
                score[sp] = 100 * redeploy_tier(s, sp) + redeploy_police_need(s, sp)
            else:
                score[sp] = 100 - get(s, sp, TROOPS)
    province = col == POLICE and score.max() // 100 == 2  # the best are Provinces whose Troops left
    return G.choose(rng, score, trace, T.GOVT_REDEPLOY_PROVINCE if province else T.GOVT_REDEPLOY_TO)


# ------------------------------------------------------------------------------ the flowchart
@njit(cache=True)
def act(s, rng, trace, legal, n):
    """FR_ACT: 8.1 (Event, Pass) then the 8.8 flowchart."""
    a = opening(s, GOVT, trace, legal, n)
    if a >= 0:
        return a
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


@njit(cache=True)
def op_step(s, rng, trace, legal, n):
    op = s[OP + OP_ID]
    a = -1
    if s[OP + OP_SA] < 0:
        if op == OP_TRAIN:
            a = train_step(s, rng, trace)
        elif op == OP_GARRISON:
            a = garrison_step(s, rng, trace)
        elif op == OP_SWEEP:
            score = no_score()
            for sp in range(N_SPACES):
                score[sp] = sweep_score(s, sp)
            a = G.choose(rng, score, trace, T.GOVT_SWEEP_SPACE)
        elif op == OP_ASSAULT:
            score = no_score()
            for sp in range(N_SPACES):
                score[sp] = assault_score(s, sp)
            a = G.choose(rng, score, trace, T.GOVT_ASSAULT_SPACE)
    if a >= 0:
        return a
    return sa_step(s, op, rng, trace, legal, n)


@njit(cache=True)
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
            score = no_score()
            for sp in range(N_SPACES):
                if G.has(legal, n, A_SPACE0 + sp) and SPACE_TYPE[sp] == PROVINCE:
                    score[sp] = 1
            return G.choose(rng, score, trace, T.GOVT_TRAIN_BASE_PLACE)
        if purpose == SP_TRAIN_CIVIC:
            return civic_space(s, rng, trace, legal, n, True, T.GOVT_CIVIC)
        if purpose == SP_GARRISON_ASSAULT:
            score = no_score()
            for sp in range(N_SPACES):
                if G.has(legal, n, A_SPACE0 + sp):
                    score[sp] = ops.guerrillas(s, sp, M26) + get(s, sp, M26_BASE)
            return G.choose(rng, score, trace, T.GOVT_GARRISON_ASSAULT)
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
