"""Invariants that hold after every step of every game (compiled): pieces conserved against the force
pool, tracks in range, stacking, nothing where the rules forbid it. `violation` returns 0 or the code
of the first broken invariant; MESSAGES says what each code means."""
from engine.core.jit import njit
from engine.cuba_libre.data import (
    EC,
    MAX_RESOURCES,
    N_CASH,
    N_FACTIONS,
    N_SPACES,
    N_TERROR_MARKERS,
    POOL_POLICE,
    POOL_TROOPS,
    SPACE_TYPE,
)
from engine.cuba_libre.layout import (
    AID,
    ALLIANCE,
    CASH0,
    CASH_HOLDERS,
    ELIG,
    MAX_FRAMES,
    N_CASH_HOLDERS,
    N_COLS,
    N_PIECE_COLS,
    PH_OVER,
    PHASE,
    RES,
    SABOTAGE,
    STACK_N,
    SUPPORT,
    TERROR,
)
from engine.cuba_libre.rules.board import (
    available_bases,
    available_guerrillas,
    casino_limit,
    casinos,
    count_on_map,
    get,
    non_casino_bases,
    on_map,
)

MESSAGES = {
    1: "a negative piece or marker count in a space",
    2: "more Troops or Police on the map than the force pool (1.2.1)",
    3: "more Guerrillas of a faction on the map than its force pool (1.2.1)",
    4: "more Bases or Casinos of a faction on the map than its force pool (1.2.1)",
    5: "a Base or Casino in an EC (1.4.2)",
    6: "more than 2 non-Casino Bases or 2 Casinos in a space (1.4.2; 3 in Havana after #46 Sinatra)",
    7: "Support or Opposition in an EC, or a level outside -2..2 (1.6)",
    8: "Terror in an EC or Sabotage outside an EC, or more than one Sabotage marker (3.3.4)",
    9: "more than 20 Terror/Sabotage markers on the map (3.3.4)",
    10: "Cash held by a kind of piece that is not in the space, or more than 4 Cash (4.5.2)",
    11: "Resources or Aid outside 0-49 (1.8)",
    12: "US Alliance or Eligibility out of range (6.3.1, 2.3.1)",
    13: "no decision pending in a game that is not over, or a decision stack overflow",
    14: "the piece totals kept with the state differ from the pieces on the map",
}


@njit(cache=True)
def violation(s):
    markers = 0
    cash = 0
    for sp in range(N_SPACES):
        for c in range(N_COLS):
            if c != SUPPORT and get(s, sp, c) < 0:
                return 1
        if SPACE_TYPE[sp] == EC:
            if non_casino_bases(s, sp) + casinos(s, sp) > 0:
                return 5
            if get(s, sp, SUPPORT) != 0:
                return 7
            if get(s, sp, TERROR) > 0 or get(s, sp, SABOTAGE) > 1:
                return 8
        else:
            if non_casino_bases(s, sp) > 2 or casinos(s, sp) > casino_limit(s, sp):  # #46 Sinatra: see casino_limit
                return 6
            if get(s, sp, SABOTAGE) > 0:
                return 8
        if get(s, sp, SUPPORT) < -2 or get(s, sp, SUPPORT) > 2:
            return 7
        markers += get(s, sp, TERROR) + get(s, sp, SABOTAGE)
        for k in range(N_CASH_HOLDERS):
            n = get(s, sp, CASH0 + k)
            cash += n
            if n > 0 and get(s, sp, CASH_HOLDERS[k]) == 0:
                return 10
    if on_map(s, 0) > POOL_TROOPS or on_map(s, 1) > POOL_POLICE:
        return 2
    for f in range(N_FACTIONS):
        if f > 0 and available_guerrillas(s, f) < 0:
            return 3
        if available_bases(s, f) < 0:
            return 4
    if markers > N_TERROR_MARKERS:
        return 9
    if cash > N_CASH:
        return 10
    for f in range(N_FACTIONS):
        if s[RES + f] < 0 or s[RES + f] > MAX_RESOURCES:
            return 11
        if s[ELIG + f] < 0 or s[ELIG + f] > 1:
            return 12
    if s[AID] < 0 or s[AID] > MAX_RESOURCES:
        return 11
    if s[ALLIANCE] < 0 or s[ALLIANCE] > 2:
        return 12
    if (s[PHASE] != PH_OVER and s[STACK_N] == 0) or s[STACK_N] > MAX_FRAMES:
        return 13
    for col in range(N_PIECE_COLS):
        if on_map(s, col) != count_on_map(s, col):
            return 14
    return 0
