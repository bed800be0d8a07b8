"""Chapter 6: the Propaganda Round, every phase in order (6.1-6.5).

`run` executes the automatic steps from the current PROP_STEP and stops where a faction must decide
(it pushes a frame and returns True) or where the game ends (returns True with PHASE = PH_OVER).
It returns False when the round is over and the next card is due.
"""
import numpy as np

from engine.core.frames import push
from engine.core.jit import njit
from engine.cuba_libre.data import (
    CARD_SIDES,
    CITY,
    DR,
    EC,
    ECON,
    GOVT,
    M26,
    MOMENTUM,
    N_CARDS,
    N_FACTIONS,
    N_SPACES,
    N_TERROR_MARKERS,
    POP,
    PROVINCE,
    SPACE_TYPE,
    SYN,
)
from engine.cuba_libre.layout import (
    AID,
    ALLIANCE,
    CAS_CLOSED,
    CAS_OPEN,
    CASH0,
    CASH_HOLDER_FACTION,
    DR_A,
    DR_BASE,
    DR_U,
    EFFECTS,
    ELIG,
    END_FINAL,
    END_REASON,
    END_VICTORY_PHASE,
    FR_AGITATE,
    FR_CASH,
    FR_CIVIC,
    FR_EXPAT,
    FR_REDEPLOY_POLICE,
    FR_REDEPLOY_TROOPS,
    GBASE,
    M26_A,
    M26_U,
    N_CASH_HOLDERS,
    OPT_AGITATION_COST,
    OPT_CIVIC_COST,
    OPTIONS,
    PH_OVER,
    PHASE,
    POLICE,
    PROP_PLAYED,
    PROP_STEP,
    PS_AGITATION,
    PS_ALLIANCE,
    PS_CASH,
    PS_CIVIC,
    PS_EARNINGS,
    PS_EXPAT,
    PS_GAME_END,
    PS_REDEPLOY_POLICE,
    PS_REDEPLOY_TROOPS,
    PS_RESET,
    PS_VICTORY,
    REDEPLOYED,
    RES,
    SABOTAGE,
    STACK_N,
    SUPPORT,
    SYN_A,
    SYN_U,
    TERROR,
    TROOPS,
    WINNER,
)
from engine.cuba_libre.rules.board import (
    add,
    available_bases,
    base_col,
    can_place_base,
    controller,
    gain_resources,
    get,
    on_map,
    total_support,
)
from engine.cuba_libre.rules.effects import santo_blocks_skim
from engine.cuba_libre.rules.pieces import move
from engine.cuba_libre.rules.victory import best_of, victory_phase_candidates

CASH_DEPOSIT_ORDER = (M26, DR, GOVT, SYN)  # 6.2.4
CASH_RESOURCES = 6  # 6.2.4
SKIM = 2  # 6.2.3
ALLIANCE_THRESHOLD = 18  # 6.3.1: Total Support 18 or less shifts the Alliance down
AID_DROP = 10  # 6.3.1
EMBARGOED = 2
EXPAT_NOT_CONTROLLED_BY_OTHERS = True  # 6.3.4 [3P] scope (RULINGS.md R5)


# ---------------------------------------------------------------- 6.1 Victory Phase
@njit(cache=True)
def end_game(s, winner, reason):
    s[WINNER] = winner
    s[END_REASON] = reason
    s[PHASE] = PH_OVER
    while s[STACK_N] > 0:
        s[STACK_N] -= 1


@njit(cache=True)
def victory_phase(s):
    """6.1: if any faction that may win here meets its condition (7.2), the game ends (7.1)."""
    cand = victory_phase_candidates(s)
    w = best_of(s, cand)
    if w >= 0:
        end_game(s, w, END_VICTORY_PHASE)
        return True
    return False


@njit(cache=True)
def final_victory(s):
    """7.3: after the final Propaganda (2.4.1), the highest victory margin wins, ties as 7.1."""
    end_game(s, best_of(s, np.ones(N_FACTIONS, dtype=np.bool_)), END_FINAL)


# ---------------------------------------------------------------- 6.2 Resources Phase
@njit(cache=True)
def markers_on_map(s):
    n = 0
    for sp in range(N_SPACES):
        n += get(s, sp, TERROR) + get(s, sp, SABOTAGE)
    return n


@njit(cache=True)
def sabotage_ecs(s):
    """6.2.1 first: Sabotage each EC where 26July + DR Guerrillas outnumber cubes (while markers last)."""
    for sp in range(N_SPACES):
        if SPACE_TYPE[sp] != EC or get(s, sp, SABOTAGE) == 1:
            continue
        guerrillas = get(s, sp, M26_U) + get(s, sp, M26_A) + get(s, sp, DR_U) + get(s, sp, DR_A)
        cubes = get(s, sp, TROOPS) + get(s, sp, POLICE)
        if guerrillas > cubes and markers_on_map(s) < N_TERROR_MARKERS:
            add(s, sp, SABOTAGE, 1)


@njit(cache=True)
def government_earnings(s):
    """6.2.1: Econ of un-sabotaged ECs plus Aid."""
    econ = 0
    for sp in range(N_SPACES):
        if SPACE_TYPE[sp] == EC and get(s, sp, SABOTAGE) == 0:
            econ += ECON[sp]
    gain_resources(s, GOVT, econ + s[AID])


@njit(cache=True)
def insurgent_earnings(s):
    """6.2.2: 26July +1 per Base; DR +1 per space with a DR piece; Syndicate +Pop of Cities and +Econ of
    un-sabotaged ECs where its Guerrillas outnumber Police, +2 per open Casino."""
    dr_spaces = 0
    syn = 2 * on_map(s, CAS_OPEN)
    for sp in range(N_SPACES):
        if get(s, sp, DR_U) + get(s, sp, DR_A) + get(s, sp, DR_BASE) > 0:
            dr_spaces += 1
        if get(s, sp, SYN_U) + get(s, sp, SYN_A) > get(s, sp, POLICE):
            if SPACE_TYPE[sp] == CITY:
                syn += POP[sp]
            elif SPACE_TYPE[sp] == EC and get(s, sp, SABOTAGE) == 0:
                syn += ECON[sp]
    gain_resources(s, M26, on_map(s, base_col(M26)))
    gain_resources(s, DR, dr_spaces)
    gain_resources(s, SYN, syn)


@njit(cache=True)
def skim(s):
    """6.2.3: per space with open Casinos, the Syndicate gives 2 Resources to its controller (if not the
    Syndicate); with less than 2 it gives what it has (RULINGS.md R3). #48 Santo Trafficante Jr (shaded):
    no Skim where an Underground Syndicate Guerrilla is."""
    for sp in range(N_SPACES):
        if get(s, sp, CAS_OPEN) == 0 or (get(s, sp, SYN_U) > 0 and santo_blocks_skim(s)):
            continue
        c = controller(s, sp)
        if c < 0 or c == SYN:
            continue
        paid = min(SKIM, s[RES + SYN])
        gain_resources(s, SYN, -paid)
        gain_resources(s, c, paid)


@njit(cache=True)
def cash_choices(s, f, sp):
    """6.2.4 options other than +6 Resources for a Cash marker of faction f in space sp:
    bit 1 = place a Base (open Casino), bit 2 = open a closed Casino (Syndicate)."""
    bits = 0
    if available_bases(s, f) > 0 and can_place_base(s, sp, f):
        bits |= 1
    if f == SYN and get(s, sp, CAS_CLOSED) > 0:
        bits |= 2
    return bits


@njit(cache=True)
def cash_deposits(s):
    """6.2.4: in the order 26July, DR, Government, Syndicate each faction turns in all its Cash; each
    marker gives a Base in its space or +6 Resources. Asks only where there is a choice."""
    for f in CASH_DEPOSIT_ORDER:
        for sp in range(N_SPACES):
            for k in range(N_CASH_HOLDERS):
                if CASH_HOLDER_FACTION[k] != f:
                    continue
                while get(s, sp, CASH0 + k) > 0:
                    if cash_choices(s, f, sp) != 0:
                        push(s, FR_CASH, f, sp, k)
                        return True
                    add(s, sp, CASH0 + k, -1)
                    gain_resources(s, f, CASH_RESOURCES)
    return False


@njit(cache=True)
def deposit(s, f, sp, k, choice):
    """Resolve one Cash marker (6.2.4): 0 = +6 Resources, 1 = place a Base / open Casino, 2 = open a closed Casino."""
    add(s, sp, CASH0 + k, -1)
    if choice == 0:
        gain_resources(s, f, CASH_RESOURCES)
    elif choice == 1:
        add(s, sp, base_col(f), 1)
    else:
        add(s, sp, CAS_CLOSED, -1)
        add(s, sp, CAS_OPEN, 1)


# ---------------------------------------------------------------- 6.3 Support Phase
@njit(cache=True)
def us_alliance(s):
    """6.3.1: Total Support 18 or less: the Alliance shifts down one box (if it can) and Aid drops by 10."""
    if total_support(s) <= ALLIANCE_THRESHOLD:
        if s[ALLIANCE] < EMBARGOED:
            s[ALLIANCE] += 1
        s[AID] = max(0, s[AID] - AID_DROP)


# 6.3.2 Civic Action (Government) and 6.3.3 Agitation (26July) are the same purchase in opposite
# directions: in a space the faction Controls, each step removes a Terror marker or, with none left,
# shifts one level toward its side (RULINGS.md R9, R10).
@njit(cache=True)
def support_cost(s, f):
    return s[OPTIONS + (OPT_CIVIC_COST if f == GOVT else OPT_AGITATION_COST)]


@njit(cache=True)
def support_space_ok(s, f, sp):
    """A City/Province that f Controls (Civic Action also needs Troops and Police there) with Terror
    to remove or room to shift toward f's side."""
    if SPACE_TYPE[sp] == EC or controller(s, sp) != f:
        return False
    if f == GOVT and (get(s, sp, TROOPS) == 0 or get(s, sp, POLICE) == 0):
        return False
    end = 2 if f == GOVT else -2
    return get(s, sp, TERROR) > 0 or get(s, sp, SUPPORT) != end


@njit(cache=True)
def support_possible(s, f):
    if s[RES + f] < support_cost(s, f):
        return False
    for sp in range(N_SPACES):
        if support_space_ok(s, f, sp):
            return True
    return False


@njit(cache=True)
def support_step(s, f, sp):
    gain_resources(s, f, -support_cost(s, f))
    if get(s, sp, TERROR) > 0:
        add(s, sp, TERROR, -1)
    else:
        add(s, sp, SUPPORT, 1 if f == GOVT else -1)


@njit(cache=True)
def expat_space_ok(s, sp):
    """6.3.4 Expat Backing: a free DR Rally in 1 space where DR may Rally (3.3.1: a City/Province at
    Neutral or Passive Support/Opposition) and that no other faction Controls (RULINGS.md R5)."""
    if SPACE_TYPE[sp] == EC:
        return False
    lvl = get(s, sp, SUPPORT)
    if lvl == 2 or lvl == -2:
        return False
    c = controller(s, sp)
    return not (EXPAT_NOT_CONTROLLED_BY_OTHERS and c >= 0 and c != DR)


@njit(cache=True)
def expat_backing_possible(s):
    for sp in range(N_SPACES):
        if expat_space_ok(s, sp):
            return True
    return False


# ---------------------------------------------------------------- 6.4 Redeploy Phase
@njit(cache=True)
def troops_must_leave(s, sp):
    """6.4: Troops in ECs and in Provinces without a Government Base must leave."""
    return SPACE_TYPE[sp] == EC or (SPACE_TYPE[sp] == PROVINCE and get(s, sp, GBASE) == 0)


@njit(cache=True)
def troop_destination_ok(s, sp):
    """6.4: Troops go to Government-Controlled Cities, or Provinces with a Government Base (RULINGS.md R6)."""
    if controller(s, sp) != GOVT:
        return False
    return SPACE_TYPE[sp] == CITY or get(s, sp, GBASE) > 0


@njit(cache=True)
def police_destination_ok(s, sp):
    """6.4: Police go to any EC or any Government-Controlled space."""
    return SPACE_TYPE[sp] == EC or controller(s, sp) == GOVT


@njit(cache=True)
def destination_ok(s, col, origin, dest):
    if dest == origin:
        return False
    if col == TROOPS:
        return troop_destination_ok(s, dest)
    return police_destination_ok(s, dest)


@njit(cache=True)
def has_destination(s, col, origin):
    for d in range(N_SPACES):
        if destination_ok(s, col, origin, d):
            return True
    return False


@njit(cache=True)
def movable(s, col, sp):
    """Cubes of this kind in sp that may still Redeploy: each cube moves at most once."""
    n = get(s, sp, col) - s[REDEPLOYED + sp]
    if n <= 0:
        return False
    return has_destination(s, col, sp)


@njit(cache=True)
def troops_stranded(s):
    """Troops that must leave and can (the Government may not stop Redeploying while any remain)."""
    for sp in range(N_SPACES):
        if troops_must_leave(s, sp) and movable(s, TROOPS, sp):
            return True
    return False


@njit(cache=True)
def any_movable(s, col):
    for sp in range(N_SPACES):
        if movable(s, col, sp):
            return True
    return False


@njit(cache=True)
def redeploy(s, col, origin, dest):
    """One cube moves; its Cash follows the 4.5.2 rules (only #11 Batista Flees Redeploys with Cash on
    the map: in the Round, Cash Deposits come first, 6.2.4)."""
    move(s, col, origin, dest, False)
    s[REDEPLOYED + dest] += 1


@njit(cache=True)
def clear_redeployed(s):
    for sp in range(N_SPACES):
        s[REDEPLOYED + sp] = 0


# ---------------------------------------------------------------- 6.5 Reset Phase
@njit(cache=True)
def reset(s):
    """6.5: all factions Eligible; Terror and Sabotage removed; Momentum discarded; Guerrillas
    Underground; closed Casinos open."""
    for f in range(N_FACTIONS):
        s[ELIG + f] = 1
    for sp in range(N_SPACES):
        add(s, sp, TERROR, -get(s, sp, TERROR))
        add(s, sp, SABOTAGE, -get(s, sp, SABOTAGE))
        for u, a in ((M26_U, M26_A), (DR_U, DR_A), (SYN_U, SYN_A)):
            add(s, sp, u, get(s, sp, a))
            add(s, sp, a, -get(s, sp, a))
        add(s, sp, CAS_OPEN, get(s, sp, CAS_CLOSED))
        add(s, sp, CAS_CLOSED, -get(s, sp, CAS_CLOSED))
    for c in range(1, N_CARDS + 1):
        side = s[EFFECTS + c]
        if side > 0 and CARD_SIDES[c, side - 1] == MOMENTUM:
            s[EFFECTS + c] = 0


# ---------------------------------------------------------------- the round
@njit(cache=True)
def is_final(s):
    return s[PROP_PLAYED] == 4


@njit(cache=True)
def run(s):
    """Run the round from PROP_STEP. True: a decision is pending or the game is over. False: round done."""
    while True:
        step = s[PROP_STEP]
        if step == PS_VICTORY:
            if victory_phase(s):
                return True
        elif step == PS_EARNINGS:
            sabotage_ecs(s)
            government_earnings(s)
            insurgent_earnings(s)
            skim(s)
        elif step == PS_CASH:
            if cash_deposits(s):
                return True
        elif step == PS_ALLIANCE:
            us_alliance(s)
        elif step == PS_CIVIC:
            if support_possible(s, GOVT):
                push(s, FR_CIVIC, GOVT, 0, 0)
                s[PROP_STEP] += 1
                return True
        elif step == PS_AGITATION:
            if support_possible(s, M26):
                push(s, FR_AGITATE, M26, 0, 0)
                s[PROP_STEP] += 1
                return True
        elif step == PS_EXPAT:
            if expat_backing_possible(s):
                push(s, FR_EXPAT, DR, 0, 0)
                s[PROP_STEP] += 1
                return True
        elif step == PS_GAME_END:
            # 6.3.5 / 2.4.1: the final round ends here, without Redeploy or Reset.
            if is_final(s):
                final_victory(s)
                return True
        elif step == PS_REDEPLOY_TROOPS or step == PS_REDEPLOY_POLICE:
            # 6.4: Troops first, then Police; each cube moves at most once (RULINGS.md R6).
            troops = step == PS_REDEPLOY_TROOPS
            clear_redeployed(s)
            s[PROP_STEP] += 1
            if any_movable(s, TROOPS if troops else POLICE):
                push(s, FR_REDEPLOY_TROOPS if troops else FR_REDEPLOY_POLICE, GOVT, 0, 0)
                return True
            continue
        elif step == PS_RESET:
            reset(s)
            return False
        else:  # PS_DONE: an extra Propaganda card without a Round (6.0)
            return False
        s[PROP_STEP] += 1
