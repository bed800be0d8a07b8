"""Chapter 4: the Special Activities, compiled.

4.1: an SA accompanies an Op in at least one space and may come before, during or after it: the
faction may choose it at any point of FR_OP. 4.1.1 gives which Ops each SA accompanies and where it
may act; Ambush, Kidnap and Assassinate act in a space selected (or then selected) for their Op.
"""
from engine.core.frames import push
from engine.core.jit import njit
from engine.core.members import contains
from engine.core.rng import roll_d6
from engine.cuba_libre.data import (
    CITY,
    DEGREE,
    DR,
    EC,
    GOVT,
    M26,
    MAX_RESOURCES,
    N_CASH,
    N_SPACES,
    NEIGHBORS,
    POP,
    PROVINCE,
    SPACE_TYPE,
    SYN,
)
from engine.cuba_libre.layout import (
    AID,
    ALLIANCE,
    BR_BASE,
    BR_CUBES,
    BR_GUERRILLAS,
    CAS_OPEN,
    CH_BRIBE,
    CH_KIDNAP,
    CH_REROLL_KIDNAP,
    CX_MODE,
    CX_N,
    CX_SP,
    DR_A,
    DR_BASE,
    DR_U,
    FR_CHOICE,
    FR_PIECES,
    FR_SPACE,
    GBASE,
    M26_A,
    M26_BASE,
    M26_U,
    OP,
    OP_ASSAULT,
    OP_ATTACK,
    OP_CONSTRUCT,
    OP_COUNT,
    OP_GARRISON,
    OP_MARCH,
    OP_RALLY,
    OP_SA_SPACES,
    OP_SWEEP,
    OP_TERROR,
    POLICE,
    PU_BRIBE,
    PU_RELOCATE,
    RES,
    RM_AIR_STRIKE,
    RM_ASSASSINATE,
    RNG,
    SA_AIR_STRIKE,
    SA_AMBUSH,
    SA_ASSASSINATE,
    SA_BRIBE,
    SA_INFILTRATE,
    SA_KIDNAP,
    SA_MUSCLE,
    SA_PROFIT,
    SA_REPRISAL,
    SA_SUBVERT,
    SA_TRANSPORT,
    SP_MUSCLE_FROM,
    SP_TRANSPORT_TO,
    SUPPORT,
    SYN_A,
    SYN_U,
    TERROR,
    TROOPS,
)
from engine.cuba_libre.rules import effects as fx
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules.board import add, cash_in_space, controller, gain_resources, get
from engine.cuba_libre.rules.propaganda import markers_on_map

EMBARGOED = 2
GUERRILLA_COLS = (M26_U, M26_A, DR_U, DR_A, SYN_U, SYN_A)
HOLDER_COLS = (TROOPS, POLICE, M26_U, M26_A, DR_U, DR_A, SYN_U, SYN_A)
ENEMY_BASES = (GBASE, M26_BASE, DR_BASE)  # the Bases a Syndicate Bribe may remove (4.5.4)
BRIBE_COST = 3


@njit(cache=True)
def accompanies(op, sa):
    """4.1.1: the Ops each SA may accompany."""
    if sa == SA_TRANSPORT or sa == SA_BRIBE:
        return True
    if sa == SA_AIR_STRIKE or sa == SA_REPRISAL:
        return op == OP_GARRISON or op == OP_SWEEP or op == OP_ASSAULT
    if sa == SA_INFILTRATE or sa == SA_SUBVERT:
        return op == OP_RALLY or op == OP_MARCH
    if sa == SA_AMBUSH:
        return op == OP_ATTACK
    if sa == SA_KIDNAP or sa == SA_ASSASSINATE:  # (#43 Mafia Offensive: the Syndicate's Assassinate too)
        return op == OP_TERROR
    return op == OP_RALLY or op == OP_MARCH or op == OP_CONSTRUCT  # Profit, Muscle


@njit(cache=True)
def cash_available(s):
    n = N_CASH
    for sp in range(N_SPACES):
        n -= cash_in_space(s, sp)
    return n


@njit(cache=True)
def any_holder(s, sp):
    n = 0
    for col in HOLDER_COLS:
        n += get(s, sp, col)
    return n > 0


# ------------------------------------------------------------------------------ Terror-space SAs
@njit(cache=True)
def terror_space_ok(s, f, sp, funded):
    """4.3.3 / 4.4.3: the space is selected for this Terror, or may be selected now (paid from
    Resources on hand plus `funded`, what the SA itself brings in first)."""
    if ops.is_selected(s, sp):
        return True
    if not ops.space_fits(s, f, OP_TERROR, sp):
        return False
    return s[RES + f] + funded >= ops.space_cost(s, OP_TERROR, sp)


@njit(cache=True)
def kidnap_target_ok(s, sp, t):
    """4.3.3: the Government in a City or EC, the Syndicate where a Casino is open; a Kidnap that must
    pay for its own Terror needs a target without Cash there that has Resources to take."""
    if t == GOVT and SPACE_TYPE[sp] == PROVINCE and not (sp == fx.SIERRA_MAESTRA and fx.guantanamo_kidnap(s)):
        return False  # (#2 Guantanamo Bay: Sierra Maestra counts as a City)
    if t == SYN and get(s, sp, CAS_OPEN) == 0:
        return False
    funded = 1 if pc.faction_cash(s, sp, t) == 0 and s[RES + t] > 0 else 0
    return terror_space_ok(s, M26, sp, funded)


@njit(cache=True)
def kidnap(s, sp, t):
    """4.3.3: Ransom (1 Cash marker of the target to a 26July Guerrilla) or a die of Resources; then
    close 1 open Casino there; then the space is (if not yet) selected for Terror."""
    if pc.faction_cash(s, sp, t) > 0:
        a, b = pc.holder_cols(t)
        pc.add_cash(s, sp, a if pc.cash_under(s, sp, a) > 0 else b, -1)
        pc.give_cash(s, sp, M26, 1)
        kidnap_close(s, sp)
        return
    roll = roll_d6(s, RNG)
    if fx.raul_reroll(s) and roll < min(6, s[RES + t]):  # #22 Raul: a reroll that could take more
        ops.ask_reroll(s, CH_REROLL_KIDNAP, sp, roll, t)
        return
    kidnap_roll(s, sp, t, roll)


@njit(cache=True)
def kidnap_roll(s, sp, t, roll):
    """4.3.3: the die's worth of Resources from the target to 26July (#22 Raul shaded: what 26July
    gains also goes twice to Aid), then the rest of the Kidnap."""
    n = min(roll, s[RES + t])
    gain_resources(s, t, -n)
    before = s[RES + M26]
    gain_resources(s, M26, n)
    if fx.raul_kidnap_aid(s):
        s[AID] = min(MAX_RESOURCES, s[AID] + 2 * (s[RES + M26] - before))
    kidnap_close(s, sp)


@njit(cache=True)
def kidnap_close(s, sp):
    """4.3.3: close 1 open Casino there; then the space is (if not yet) selected for Terror."""
    if get(s, sp, CAS_OPEN) > 0:
        pc.remove(s, sp, CAS_OPEN)
    if not ops.is_selected(s, sp):
        ops.select(s, M26, OP_TERROR, sp)


# ------------------------------------------------------------------------------ where (4.1.1)
@njit(cache=True)
def space_ok(s, f, sa, sp):
    """May SA `sa` of faction f act in sp (its first space)?"""
    t = SPACE_TYPE[sp]
    if sa == SA_TRANSPORT:  # 4.2.1: from a City or a space with a Government Base
        return (t == CITY or get(s, sp, GBASE) > 0) and get(s, sp, TROOPS) > 0
    if sa == SA_AIR_STRIKE:  # 4.2.2: a Province or EC, not when Embargoed (#2 Guantanamo Bay shaded: even then)
        allowed = s[ALLIANCE] != EMBARGOED or fx.guantanamo_air_strike(s)
        return t != CITY and allowed and ops.has_target(s, GOVT, sp, RM_AIR_STRIKE)
    if sa == SA_REPRISAL:  # 4.2.3
        return controller(s, sp) == GOVT
    if sa == SA_INFILTRATE:  # 4.3.1: no Support, with or adjacent to an Underground 26July Guerrilla
        if get(s, sp, SUPPORT) > 0 or pc.cubes(s, sp) == 0:
            return False
        if get(s, sp, M26_U) > 0:
            return True
        for k in range(DEGREE[sp]):
            if get(s, NEIGHBORS[sp, k], M26_U) > 0:
                return True
        return False
    if sa == SA_AMBUSH:  # 4.3.2 / 4.4.2: a new Attack space with an Underground Guerrilla
        u, _ = pc.guerrilla_cols(f)
        return get(s, sp, u) > 0 and ops.space_ok(s, f, OP_ATTACK, sp)
    if sa == SA_KIDNAP:  # 4.3.3
        if ops.guerrillas(s, sp, M26) <= get(s, sp, POLICE):
            return False
        return kidnap_target_ok(s, sp, GOVT) or kidnap_target_ok(s, sp, SYN)
    if sa == SA_SUBVERT:  # 4.4.1 (#18 Pact of Caracas: not where it would remove Opposition)
        return t == PROVINCE and controller(s, sp) == DR and not (fx.pact_of_caracas(s) and get(s, sp, SUPPORT) < 0)
    if sa == SA_ASSASSINATE:  # 4.4.3 (#43 Mafia Offensive: the Syndicate too, regardless of Police)
        outnumber = f == SYN or ops.guerrillas(s, sp, f) > get(s, sp, POLICE)
        return outnumber and ops.has_target(s, f, sp, RM_ASSASSINATE) and terror_space_ok(s, f, sp, 0)
    if sa == SA_PROFIT:  # 4.5.1 (its two modes choose their own spaces)
        return profit_cash_ok(s, sp) or profit_cashin_ok(s, sp)
    if sa == SA_MUSCLE:  # 4.5.3: 1 open-Casino space or EC, cubes to bring from elsewhere
        if get(s, sp, CAS_OPEN) == 0 and t != EC:
            return False
        return muscle_origin_ok(s, sp, -1)
    # SA_BRIBE 4.5.4
    if s[RES + SYN] < BRIBE_COST:
        return False
    return pc.cubes(s, sp) > 0 or bribe_guerrillas(s, sp) > 0 or bribe_base_ok(s, sp)


@njit(cache=True)
def possible(s, f, sa):
    for sp in range(N_SPACES):
        if space_ok(s, f, sa, sp):
            return True
    return False


@njit(cache=True)
def begin(s, f, sa, sp):
    """Execute SA `sa` in its chosen space, pushing the decisions it needs."""
    s[OP + OP_SA_SPACES] |= 1 << sp
    if sa == SA_TRANSPORT:
        push(s, FR_SPACE, f, sp, SP_TRANSPORT_TO)
    elif sa == SA_AIR_STRIKE:
        ops.start_removal(s, GOVT, sp, RM_AIR_STRIKE, 2 if fx.guantanamo_air_strike(s) else 1)
    elif sa == SA_REPRISAL:
        reprisal(s, sp)
    elif sa == SA_INFILTRATE:
        infiltrate(s, sp)
    elif sa == SA_AMBUSH:
        ops.mark_selected(s, sp)
        ops.pay(s, f, ops.space_cost(s, OP_ATTACK, sp))
        ops.attack(s, f, sp, True)
    elif sa == SA_KIDNAP:
        g, y = kidnap_target_ok(s, sp, GOVT), kidnap_target_ok(s, sp, SYN)
        if g and y:
            push(s, FR_CHOICE, f, CH_KIDNAP, sp)
        else:
            kidnap(s, sp, GOVT if g else SYN)
    elif sa == SA_SUBVERT:  # 4.4.1: + Pop to DR Resources, set to Neutral
        gain_resources(s, DR, POP[sp])
        add(s, sp, SUPPORT, -get(s, sp, SUPPORT))
    elif sa == SA_ASSASSINATE:
        if not ops.is_selected(s, sp):
            ops.select(s, f, OP_TERROR, sp)
        ops.start_removal(s, f, sp, RM_ASSASSINATE, 1)
    elif sa == SA_MUSCLE:
        s[OP + OP_COUNT] = 0
        push(s, FR_SPACE, f, sp, SP_MUSCLE_FROM)
    else:  # SA_BRIBE (Profit's spaces come through its own steps)
        gain_resources(s, SYN, -BRIBE_COST)
        modes = (pc.cubes(s, sp) > 0) + 2 * (bribe_guerrillas(s, sp) > 0) + 4 * bribe_base_ok(s, sp)
        if modes == 1 or modes == 2 or modes == 4:
            start_bribe(s, sp, 0 if modes == 1 else (1 if modes == 2 else 2))
        else:
            push(s, FR_CHOICE, f, CH_BRIBE, sp)


# ------------------------------------------------------------------------------ Government
@njit(cache=True)
def reprisal(s, sp):
    """4.2.3: a Terror marker, Opposition 1 level toward Neutral, and 1 Guerrilla relocated next door."""
    if markers_on_map(s) < ops.N_MARKERS:
        add(s, sp, TERROR, 1)
    if get(s, sp, SUPPORT) < 0:
        add(s, sp, SUPPORT, 1)
    for col in GUERRILLA_COLS:
        if get(s, sp, col) > 0:
            s[OP + CX_SP] = sp
            push(s, FR_PIECES, GOVT, PU_RELOCATE, 0)
            return


# ------------------------------------------------------------------------------ 26July
@njit(cache=True)
def infiltrate(s, sp):
    """4.3.1: replace 1 cube (Police first) with a 26July Guerrilla (just remove if none is Available);
    Commandeer: the cube's Cash goes to a 26July Guerrilla there."""
    col = POLICE if get(s, sp, POLICE) > 0 else TROOPS
    freed = pc.remove(s, sp, col)
    pc.place_guerrillas(s, sp, M26, 1)
    if freed > 0:
        pc.give_cash(s, sp, M26, freed)


# ------------------------------------------------------------------------------ Syndicate
@njit(cache=True)
def profit_cash_ok(s, sp):
    """4.5.1 first mode: an open-Casino space with a piece to hold an Available Cash marker."""
    return (get(s, sp, CAS_OPEN) > 0 and (s[OP + OP_SA_SPACES] >> sp) & 1 == 0 and any_holder(s, sp)
            and cash_available(s) > 0)


@njit(cache=True)
def profit_cashin_ok(s, sp):
    """4.5.1 second mode: an open Casino to close or Syndicate Cash to remove."""
    return get(s, sp, CAS_OPEN) > 0 or pc.faction_cash(s, sp, SYN) > 0


@njit(cache=True)
def profit_cashin(s, sp, k):
    """+3 Resources per Casino closed (k = 0) or Syndicate Cash marker removed (k = 1)."""
    if k == 0:
        pc.remove(s, sp, CAS_OPEN)  # closes it
    else:
        a, b = pc.holder_cols(SYN)
        pc.add_cash(s, sp, a if pc.cash_under(s, sp, a) > 0 else b, -1)
    gain_resources(s, SYN, 3)
    s[OP + OP_COUNT] += 1


@njit(cache=True)
def muscle_col(d):
    """4.5.3: Police to a City, Troops to a Province or EC."""
    return POLICE if SPACE_TYPE[d] == CITY else TROOPS


@njit(cache=True)
def muscle_origin_ok(s, d, o):
    """An origin with a cube to relocate to d (o = -1: any origin)."""
    col = muscle_col(d)
    for sp in range(N_SPACES):
        if sp != d and (o < 0 or sp == o) and get(s, sp, col) > 0:
            return True
    return False


@njit(cache=True)
def bribe_guerrillas(s, sp):
    n = 0
    for col in GUERRILLA_COLS:
        n += get(s, sp, col)
    return n


@njit(cache=True)
def bribe_base_ok(s, sp):
    for col in ENEMY_BASES:
        if get(s, sp, col) > 0:
            return True
    return False


@njit(cache=True)
def start_bribe(s, sp, mode):
    s[OP + CX_SP] = sp
    s[OP + CX_MODE] = mode
    s[OP + CX_N] = 1 if mode == BR_BASE else 2
    push(s, FR_PIECES, SYN, PU_BRIBE, 0)


@njit(cache=True)
def bribe_piece_ok(s, col, flip):
    """4.5.4: cubes, or Guerrillas removed or flipped, or 1 enemy Base (ignoring Bases last, U8)."""
    sp = s[OP + CX_SP]
    mode = s[OP + CX_MODE]
    if get(s, sp, col) == 0:
        return False
    if mode == BR_CUBES:
        return not flip and (col == TROOPS or col == POLICE)
    if mode == BR_GUERRILLAS:
        return contains(GUERRILLA_COLS, col)
    return not flip and contains(ENEMY_BASES, col)


@njit(cache=True)
def bribe_piece(s, col, flip):
    """Bribe one piece; returns (whether the Bribe is complete, Cash markers freed for Smuggle)."""
    sp = s[OP + CX_SP]
    s[OP + CX_N] -= 1
    freed = 0
    if flip:
        pc.flip(s, sp, col, col + 1 if col == M26_U or col == DR_U or col == SYN_U else col - 1)
    else:
        freed = pc.remove(s, sp, col)
    if s[OP + CX_N] == 0:
        return True, freed
    for c in range(13):
        if bribe_piece_ok(s, c, False) or bribe_piece_ok(s, c, True):
            return False, freed
    return True, freed
