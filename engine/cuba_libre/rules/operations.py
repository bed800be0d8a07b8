"""Chapter 3: the Operations, compiled. Each is a run of small decisions (layout FR_OP and below).

A space is resolved when it is selected (3.1: the acting faction orders its spaces), except where the
rulebook says "then" for all spaces: Train's Base / Civic Action step, Garrison's and Sweep's
activation, and Garrison's Assault run in FR_FINISH once the faction is done selecting.
"""
from engine.core.frames import push
from engine.core.jit import njit
from engine.core.rng import roll_d6
from engine.cuba_libre.data import (
    ADJ,
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
    SPACE_TYPE,
    SYN,
    TERRAIN,
)
from engine.cuba_libre.layout import (
    ALLIANCE,
    CAS_CLOSED,
    CAS_OPEN,
    CH_CONSTRUCT,
    CH_RALLY,
    CH_REROLL_ATTACK,
    CX_HIT,
    CX_MODE,
    CX_N,
    CX_SP,
    DR_A,
    DR_U,
    FR_CHOICE,
    FR_PIECES,
    FR_SPACE,
    GBASE,
    M26_A,
    M26_U,
    MOVED,
    N_OP_WORDS,
    OP,
    OP_ASSAULT,
    OP_ATTACK,
    OP_BUILT,
    OP_CONSTRUCT,
    OP_FLAGS,
    OP_GARRISON,
    OP_ID,
    OP_MARCH,
    OP_N_SELECTED,
    OP_ORIGINS,
    OP_PAID,
    OP_RALLY,
    OP_SA,
    OP_SELECTED,
    OP_SWEEP,
    OP_TERROR,
    OP_TRAIN,
    OPF_FREE,
    OPF_LIMITED,
    OPT_CARACAS_NO_RAISING,
    OPT_CASINO_TROOPS_ONLY,
    OPT_DR_RALLY_BASE_MULT,
    OPTIONS,
    POLICE,
    PU_ACTIVATE,
    PU_REMOVE,
    PU_TRAIN,
    RES,
    RM_AIR_STRIKE,
    RM_ASSASSINATE,
    RM_ASSAULT,
    RM_ATTACK,
    RNG,
    SABOTAGE,
    SP_ASSAULT_FROM,
    SP_GARRISON_FROM,
    SP_MARCH_FROM,
    SP_SWEEP_FROM,
    SUPPORT,
    SYN_A,
    SYN_U,
    TERROR,
    TROOPS,
)
from engine.cuba_libre.rules import effects as fx
from engine.cuba_libre.rules import grants
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules.board import (
    add,
    available_bases,
    available_police,
    available_troops,
    base_col,
    can_place_base,
    casinos,
    controller,
    gain_resources,
    get,
    guerrilla_cols,
)
from engine.cuba_libre.rules.movement import MOVE_GROUP, MOVE_MARKS, march_origin_ok, start_move
from engine.cuba_libre.rules.propaganda import markers_on_map

N_MARKERS = 20  # 3.3.4: Terror and Sabotage markers together


# ------------------------------------------------------------------------------ costs (3.1)
@njit(cache=True)
def coin_cost(s):
    """3.2: 2, 3 or 4 Resources by US Alliance (Firm, Reluctant, Embargoed)."""
    return 2 + s[ALLIANCE]


@njit(cache=True)
def space_cost(s, op, sp):
    """Resources to select one space (3.1); nothing in a free Op (3.1.2)."""
    if s[OP + OP_FLAGS] & OPF_FREE:
        return 0
    return base_cost(s, op, sp)


@njit(cache=True)
def base_cost(s, op, sp):
    """3.1: the price of one space; Garrison pays once when chosen (3.2.2)."""
    if op == OP_TRAIN or op == OP_SWEEP or op == OP_ASSAULT:
        return coin_cost(s)
    if op == OP_GARRISON:
        return 0
    if op == OP_CONSTRUCT:
        return 5
    if (op == OP_MARCH or op == OP_TERROR) and SPACE_TYPE[sp] == EC:
        return 0
    return 1


@njit(cache=True)
def pay(s, f, n):
    gain_resources(s, f, -n)
    s[OP + OP_PAID] += n


@njit(cache=True)
def is_selected(s, sp):
    return (s[OP + OP_SELECTED] >> sp) & 1 == 1


@njit(cache=True)
def clear_op(s):
    """No Operation in progress: every OP_* word is 0 (OP_ID and OP_SA -1) and nothing has moved."""
    for i in range(N_OP_WORDS):
        s[OP + i] = 0
    s[OP + OP_ID] = -1
    s[OP + OP_SA] = -1
    pc.clear_moved(s)
    grants.clear(s)


@njit(cache=True)
def mark_selected(s, sp):
    s[OP + OP_SELECTED] |= 1 << sp
    s[OP + OP_N_SELECTED] += 1


# ------------------------------------------------------------------------------ targets (1.4.1)
@njit(cache=True)
def guerrillas(s, sp, f):
    u, a = guerrilla_cols(f)
    return get(s, sp, u) + get(s, sp, a)


@njit(cache=True)
def enemy_pieces(s, sp, f):
    """Pieces f's Attack could hit (#18 Pact of Caracas: not its partner's)."""
    n = 0
    for col in range(13):
        tf = pc.faction_of(col)
        if tf != f and not fx.caracas_spares(s, f, tf):
            n += get(s, sp, col)
    return n


@njit(cache=True)
def casino_shielded(s, sp):
    """3.3.3 [UNCERTAIN U4]: Government cubes keep Attack from closing a Casino (option: Troops only)."""
    if s[OPTIONS + OPT_CASINO_TROOPS_ONLY]:
        return get(s, sp, TROOPS) > 0
    return pc.cubes(s, sp) > 0


@njit(cache=True)
def target_ok(s, actor, sp, col, mode):
    """May `actor` remove (or close, 1.4.5) a piece of `col` here by removal `mode`?"""
    if get(s, sp, col) == 0 or col == CAS_CLOSED:
        return False
    tf = pc.faction_of(col)
    if tf == actor or fx.caracas_spares(s, actor, tf) or grants.own_syndicate_piece(s, sp, col):  # #18 Pact of Caracas; #43
        return False
    if grants.target_limited(s):  # 5.1.1: an Event-granted Op with the card's own targets
        if not grants.target_allowed(s, sp, col):
            return False
        if grants.has(s, grants.RS_GOVT_BASES_FIRST):
            return True
    if mode == RM_ASSASSINATE:  # 4.4.3: any enemy piece, even a protected Base
        return True
    if mode == RM_ASSAULT or mode == RM_AIR_STRIKE:  # 3.2.4, 4.2.2: Active Guerrillas, then Bases
        if col == M26_A or col == DR_A or col == SYN_A:
            return True
        return pc.is_base(col) and guerrillas(s, sp, tf) == 0
    # RM_ATTACK 3.3.3: any cube or Guerrilla; Bases last; Casinos shielded by Government cubes.
    if not pc.is_base(col):
        return True
    if tf == GOVT:
        return pc.cubes(s, sp) == 0
    if guerrillas(s, sp, tf) > 0:
        return False
    return not (col == CAS_OPEN and casino_shielded(s, sp))


@njit(cache=True)
def has_target(s, actor, sp, mode):
    for col in range(13):
        if target_ok(s, actor, sp, col, mode):
            return True
    return False


@njit(cache=True)
def start_removal(s, actor, sp, mode, n):
    """Remove up to n enemy pieces in sp, the actor choosing which (FR_PIECES PU_REMOVE)."""
    if n <= 0 or not has_target(s, actor, sp, mode):
        return
    s[OP + CX_SP] = sp
    s[OP + CX_N] = n
    s[OP + CX_MODE] = mode
    s[OP + CX_HIT] = 0
    push(s, FR_PIECES, actor, PU_REMOVE, 0)


@njit(cache=True)
def removal_done_ok(s, actor):
    """1.4.1: a targeted faction loses pieces to the maximum extent; at least one faction is targeted."""
    sp = s[OP + CX_SP]
    mode = s[OP + CX_MODE]
    hit = s[OP + CX_HIT]
    if hit == 0:
        return False
    for col in range(13):
        if target_ok(s, actor, sp, col, mode) and (hit >> pc.faction_of(col)) & 1:
            return False
    return True


@njit(cache=True)
def remove_target(s, actor, col):
    """Remove one targeted piece; Cash freed goes to the remover where a rule says so (4.5.2)."""
    sp = s[OP + CX_SP]
    mode = s[OP + CX_MODE]
    s[OP + CX_HIT] |= 1 << pc.faction_of(col)
    s[OP + CX_N] -= 1
    freed = pc.remove(s, sp, col)
    if freed > 0 and mode != RM_AIR_STRIKE:
        # 3.2.4 Capture, 3.3.3 Captured Goods, 4.4.3 Commandeer: Cash goes to the remover's piece there.
        pc.give_cash(s, sp, actor, freed)
    return s[OP + CX_N] == 0 or not has_target(s, actor, sp, mode)


# ------------------------------------------------------------------------------ activation
@njit(cache=True)
def underground_total(s, sp):
    return get(s, sp, M26_U) + get(s, sp, DR_U) + get(s, sp, SYN_U)


@njit(cache=True)
def start_activation(s, sp, n):
    """Activate n Underground Guerrillas of the Government's choice (3.2.2-3.2.3). True if a decision is pushed."""
    total = underground_total(s, sp)
    if n <= 0 or total == 0:
        return False
    kinds = int(get(s, sp, M26_U) > 0) + int(get(s, sp, DR_U) > 0) + int(get(s, sp, SYN_U) > 0)  # ints: same sum uncompiled
    if n >= total or kinds == 1:
        for f in (M26, DR, SYN):
            n -= pc.activate(s, sp, f, n)
        return False
    s[OP + CX_SP] = sp
    s[OP + CX_N] = n
    push(s, FR_PIECES, GOVT, PU_ACTIVATE, 0)
    return True


@njit(cache=True)
def sweep_activations(s, sp):
    """3.2.3: 1 per cube, 1 per 2 cubes in Forest."""
    n = pc.cubes(s, sp)
    return n // 2 if TERRAIN[sp] == FOREST else n


# ------------------------------------------------------------------------------ 3.3.1 Rally
@njit(cache=True)
def rally_level_ok(f, lvl):
    if f == M26:
        return lvl <= 0  # Neutral or Opposition
    if f == DR:
        return -2 < lvl < 2  # not Active Support / Active Opposition
    return True


@njit(cache=True)
def rally_limit(s, f, sp):
    """3.3.1: with Bases, 26July places up to 2 x Bases + 2 x Pop; DR up to m x Bases + Pop (U3)."""
    b = get(s, sp, base_col(f))
    if f == M26:
        return 2 * b + 2 * POP[sp]
    return s[OPTIONS + OPT_DR_RALLY_BASE_MULT] * b + POP[sp]


@njit(cache=True)
def rally_options(s, f, sp):
    """Bits of A_CHOICE0 + k that Rally allows here: 0 place 1, 1 Base for 2, 2 flip Underground, 3 place with Bases."""
    u, a = guerrilla_cols(f)
    avail = pc.available_guerrillas(s, f)
    bits = 0
    if avail > 0:
        bits |= 1
    # #43 Mafia Offensive (R59): a Syndicate Guerrilla there counts as one of its own.
    own = get(s, sp, u) + get(s, sp, a) + grants.borrowed(s, sp)
    if f != SYN and own >= 2 and available_bases(s, f) > 0 and can_place_base(s, sp, f):
        bits |= 2
    has_base = get(s, sp, CAS_OPEN) > 0 if f == SYN else get(s, sp, base_col(f)) > 0
    if has_base and (get(s, sp, a) > 0 or grants.borrowed_active(s, sp)):
        bits |= 4
    if has_base and f != SYN and avail > 0 and rally_limit(s, f, sp) > 1:
        bits |= 8
    return bits


@njit(cache=True)
def rally_space_ok(s, f, sp):
    level_ok = rally_level_ok(f, get(s, sp, SUPPORT)) or grants.support_ignored(s)
    return SPACE_TYPE[sp] != EC and level_ok and rally_options(s, f, sp) != 0


# ------------------------------------------------------------------------------ 3.3.3 / 3.3.4
@njit(cache=True)
def attack(s, f, sp, ambush):
    """3.3.3 Attack in sp (4.3.2 / 4.4.2 Ambush: 1 Underground Guerrilla Activates, automatic success)."""
    u, a = guerrilla_cols(f)
    if ambush:
        if get(s, sp, u) > 0 and grants.ambush_flips(s):  # 5.1.1: an Event's Ambush may need no Underground one
            pc.flip(s, sp, u, a)
        attack_roll(s, f, sp, 1)
        return
    pc.activate(s, sp, f, get(s, sp, u))
    if grants.borrowed_underground(s, sp):  # #43: the Syndicate Guerrilla counting as own Activates too
        pc.flip(s, sp, SYN_U, SYN_A)
    roll = roll_d6(s, RNG)
    if f == M26 and fx.raul_reroll(s) and roll != 1:  # #22 Raul: 26July may reroll (a 1 cannot improve)
        ask_reroll(s, CH_REROLL_ATTACK, sp, roll, 0)
        return
    attack_roll(s, f, sp, roll)


@njit(cache=True)
def ask_reroll(s, what, sp, roll, target):
    """#22 Raul: 26July keeps or rerolls the die (kept in CX_N; a Kidnap's target in CX_MODE)."""
    s[OP + CX_N] = roll
    s[OP + CX_MODE] = target
    push(s, FR_CHOICE, M26, what, sp)


@njit(cache=True)
def attack_roll(s, f, sp, roll):
    """3.3.3: the die decides: success if it is at most f's Guerrillas there (#43: with the Syndicate
    Guerrilla counting as own); a 1 also brings Captured Goods (1 Guerrilla placed)."""
    if roll <= guerrillas(s, sp, f) + grants.borrowed(s, sp):
        if roll == 1:  # Captured Goods
            pc.place_guerrillas(s, sp, f, 1)
        start_removal(s, f, sp, RM_ATTACK, 2)


@njit(cache=True)
def terror_alters_opposition(s, f, sp):
    """Would f's Terror change Opposition on the map (#18 Pact of Caracas, R42)? 26July shifts Passive
    Opposition to Active, barred only with option caracas_bars_raising_opposition (the Greek 8.7.1 NP
    26July Terrors there while the Pact is in effect); the others shift any Opposition toward Neutral."""
    lvl = get(s, sp, SUPPORT)
    if SPACE_TYPE[sp] == EC or lvl >= 0:
        return False
    if f == M26:
        return lvl == -1 and s[OPTIONS + OPT_CARACAS_NO_RAISING] == 1
    return True


@njit(cache=True)
def terror(s, f, sp):
    """3.3.4: Activate 1 Underground Guerrilla; Terror and a shift (26July: toward Active Opposition)
    in a City/Province, Sabotage in an EC; no marker once all 20 are out (the shift still happens)."""
    u, a = guerrilla_cols(f)
    if get(s, sp, u) > 0:
        pc.flip(s, sp, u, a)
    else:  # #43: the Underground Syndicate Guerrilla counting as own
        pc.flip(s, sp, SYN_U, SYN_A)
    room = markers_on_map(s) < N_MARKERS
    if SPACE_TYPE[sp] == EC:
        if get(s, sp, SABOTAGE) == 0 and room:
            add(s, sp, SABOTAGE, 1)
        return
    if room:
        add(s, sp, TERROR, 1)
    pc.shift(s, sp, -1 if f == M26 else 0)


# ------------------------------------------------------------------------------ 3.3.5 Construct
@njit(cache=True)
def construct_options(s, sp):
    """Bits: 0 place a closed Casino (stacking, Available), 1 open a closed Casino."""
    bits = 0
    if casinos(s, sp) < 2 and available_bases(s, SYN) > 0:
        bits |= 1
    if get(s, sp, CAS_CLOSED) > 0:
        bits |= 2
    return bits


@njit(cache=True)
def construct(s, sp, k):
    """3.3.5: place a new closed Casino (k 0, noted in OP_BUILT) or open a closed one (k 1)."""
    if k == 0:
        add(s, sp, CAS_CLOSED, 1)
        s[OP + OP_BUILT] |= 1 << sp
    else:
        add(s, sp, CAS_CLOSED, -1)
        add(s, sp, CAS_OPEN, 1)


# ------------------------------------------------------------------------------ 3.2 COIN
@njit(cache=True)
def train_places(sp, s):
    """3.2.1: cubes are placed in Cities and in Provinces with a Government Base."""
    return SPACE_TYPE[sp] == CITY or get(s, sp, GBASE) > 0


@njit(cache=True)
def assault_capacity(s, sp):
    """3.2.4: 1 per Troops (Mountain: 1 per 2 Troops) plus, in a City or EC, 1 per Police.
    #4 S.I.M.: Police count as Troops; #6 Sanchez Mosquera: a Mountain counts as a City."""
    return capacity_with(s, sp, get(s, sp, TROOPS), get(s, sp, POLICE))


@njit(cache=True)
def capacity_with(s, sp, t, p):
    """assault_capacity of sp were t Troops and p Police there (#1 Armored Cars: Troops moving in)."""
    if fx.sim_police_as_troops(s):
        t += p
        p = 0
    mountain = TERRAIN[sp] == MOUNTAIN and not fx.mosquera_mountain_as_city(s)
    n = t // 2 if mountain else t
    if SPACE_TYPE[sp] != PROVINCE or (TERRAIN[sp] == MOUNTAIN and not mountain):
        n += p
    return n


@njit(cache=True)
def assault_ok(s, sp):
    """3.2.4: a target and something to remove it with (#1 Armored Cars: Troops that may move in)."""
    if not has_target(s, GOVT, sp, RM_ASSAULT):
        return False
    if assault_capacity(s, sp) > 0:
        return True
    if fx.armored_cars(s):
        for o in range(N_SPACES):
            if origin_ok(s, GOVT, SP_ASSAULT_FROM, sp, o):
                return True
    return False


@njit(cache=True)
def begin_assault(s, sp):
    """Resolve an Assault in sp (3.2.4); #1 Armored Cars: first the Government may move Troops in
    from any other spaces (SP_ASSAULT_FROM; its A_DONE resolves the Assault, turn.answer_space)."""
    if fx.armored_cars(s):
        for o in range(N_SPACES):
            if origin_ok(s, GOVT, SP_ASSAULT_FROM, sp, o):
                choose_origins(s, GOVT, sp, SP_ASSAULT_FROM)
                return
    start_removal(s, GOVT, sp, RM_ASSAULT, assault_capacity(s, sp))


# ------------------------------------------------------------------------------ selection
@njit(cache=True)
def space_ok(s, f, op, sp):
    """May f select sp for its Op now? (3.1: once per Op, paid in full; 2.3.5: a LimOp has 1 space)."""
    if is_selected(s, sp):
        return False
    if s[OP + OP_FLAGS] & OPF_LIMITED and s[OP + OP_N_SELECTED] >= 1:
        return False
    if s[RES + f] < space_cost(s, op, sp):
        return False
    return grants.space_allowed(s, sp) and space_fits(s, f, op, sp)


@njit(cache=True)
def space_fits(s, f, op, sp):
    """Where each Operation may be executed (3.2.1-3.3.5), cost aside."""
    t = SPACE_TYPE[sp]
    if op == OP_TRAIN or op == OP_SWEEP:
        return t != EC
    if op == OP_GARRISON:
        return t != PROVINCE
    if op == OP_ASSAULT:
        return assault_ok(s, sp)
    if op == OP_RALLY:
        return rally_space_ok(s, f, sp)
    if op == OP_MARCH:
        for o in range(N_SPACES):
            if march_origin_ok(s, f, sp, o):
                return True
        return False
    if op == OP_ATTACK:
        own = grants.borrowed(s, sp)  # #43: a Syndicate Guerrilla counting as own is no enemy
        return guerrillas(s, sp, f) + own > 0 and enemy_pieces(s, sp, f) - own > 0
    if op == OP_TERROR:
        u, _ = guerrilla_cols(f)
        return (get(s, sp, u) > 0 or grants.borrowed_underground(s, sp)) and not (
            fx.pact_of_caracas(s) and terror_alters_opposition(s, f, sp))
    # OP_CONSTRUCT
    c = controller(s, sp)
    return t != EC and (c == SYN or c == GOVT) and construct_options(s, sp) != 0


@njit(cache=True)
def select(s, f, op, sp):
    """Select sp for the Op: pay (3.1) and resolve it, pushing the decisions it needs."""
    mark_selected(s, sp)
    pay(s, f, space_cost(s, op, sp))
    if op == OP_TRAIN:
        if train_places(sp, s) and available_troops(s) + available_police(s) > 0:
            s[OP + CX_SP] = sp
            s[OP + CX_N] = 4
            push(s, FR_PIECES, f, PU_TRAIN, 0)
    elif op == OP_GARRISON:
        choose_origins(s, f, sp, SP_GARRISON_FROM)
    elif op == OP_SWEEP:
        if grants.sweep_moves_in(s):
            choose_origins(s, f, sp, SP_SWEEP_FROM)
    elif op == OP_ASSAULT:
        begin_assault(s, sp)
    elif op == OP_RALLY:
        push(s, FR_CHOICE, f, CH_RALLY, sp)
    elif op == OP_MARCH:
        choose_origins(s, f, sp, SP_MARCH_FROM)
    elif op == OP_ATTACK:
        attack(s, f, sp, False)
    elif op == OP_TERROR:
        terror(s, f, sp)
    else:
        bits = construct_options(s, sp)
        if bits == 3:
            push(s, FR_CHOICE, f, CH_CONSTRUCT, sp)
        else:
            construct(s, sp, 0 if bits == 1 else 1)


@njit(cache=True)
def any_space(s, f, op):
    for sp in range(N_SPACES):
        if space_ok(s, f, op, sp):
            return True
    return False


@njit(cache=True)
def choose_origins(s, f, d, purpose):
    """Push the origin step of the movements into d, every origin open (OP_ORIGINS)."""
    s[OP + OP_ORIGINS] = 0
    push(s, FR_SPACE, f, d, purpose)


@njit(cache=True)
def close_origin(s):
    """The movement's origin is closed for its destination: 3.3.2 one March group per origin, or a
    trip that moved nothing (choosing that origin again would give the same position again)."""
    s[OP + OP_ORIGINS] |= 1 << s[OP + CX_SP]


@njit(cache=True)
def origin_ok(s, f, purpose, d, o):
    """Origins of the movement steps of Garrison (any space), Sweep (adjacent Troops) and March."""
    if o == d or (s[OP + OP_ORIGINS] >> o) & 1:
        return False
    if purpose == SP_MARCH_FROM:
        return march_origin_ok(s, f, d, o)
    troops = get(s, o, TROOPS) - s[MOVED + o * 2]
    police = get(s, o, POLICE) - s[MOVED + o * 2 + 1]
    if purpose == SP_SWEEP_FROM:  # adjacent Troops (#4 S.I.M.: and Police)
        return ADJ[o, d] and troops + (police if fx.sim_police_as_troops(s) else 0) > 0
    if purpose == SP_ASSAULT_FROM:  # #1 Armored Cars: Troops from any space (#4 S.I.M.: and Police)
        return troops + (police if fx.sim_police_as_troops(s) else 0) > 0
    return troops + police > 0


@njit(cache=True)
def start_origin_move(s, f, purpose, d, o):
    if purpose == SP_MARCH_FROM:
        u, a = guerrilla_cols(f)
        start_move(s, f, o, d, (1 << u) | (1 << a) | MOVE_MARKS | MOVE_GROUP, 99)
        close_origin(s)  # 3.3.2: one group per origin and destination
    elif purpose == SP_SWEEP_FROM or purpose == SP_ASSAULT_FROM:
        police = (1 << POLICE) if fx.sim_police_as_troops(s) else 0  # #4 S.I.M.: Police act as Troops
        start_move(s, f, o, d, (1 << TROOPS) | police | MOVE_MARKS, 99)
    else:
        start_move(s, f, o, d, (1 << TROOPS) | (1 << POLICE) | MOVE_MARKS, 99)
