"""Chapter 1: pieces, availability, stacking, Support/Opposition totals, Control (compiled helpers)."""
from engine.core.frames import STATE
from engine.core.jit import njit
from engine.cuba_libre.data import (
    CITY,
    DR,
    EC,
    GOVT,
    M26,
    MAX_RESOURCES,
    N_FACTIONS,
    N_SPACES,
    POOL_BASES,
    POOL_GUERRILLAS,
    POOL_POLICE,
    POOL_TROOPS,
    POP,
    SPACE_INDEX,
    SPACE_TYPE,
    SYN,
)
from engine.cuba_libre.layout import (
    CAS_CLOSED,
    CAS_OPEN,
    CASH0,
    DECK,
    DR_A,
    DR_BASE,
    DR_U,
    GBASE,
    M26_A,
    M26_BASE,
    M26_U,
    N_CASH_HOLDERS,
    N_COLS,
    N_PIECE_COLS,
    POLICE,
    POS,
    RES,
    SP,
    SUPPORT,
    SYN_A,
    SYN_U,
    TOTALS,
    TROOPS,
)

HAVANA = SPACE_INDEX["havana"]
SINATRA = 46  # the card whose shaded side may put a third Casino in Havana


@njit(cache=True)
def at(sp, col):
    """Offset of column `col` of space `sp`."""
    return SP + sp * N_COLS + col


@njit(cache=True)
def get(s, sp, col):
    return s[SP + sp * N_COLS + col]


@njit(f"void({STATE}, int64, int64, int64)", cache=True)  # one copy, not one per constant column (frames.STATE)
def add(s, sp, col, n):
    """The one way compiled code changes a space: piece totals stay in step (TOTALS)."""
    s[SP + sp * N_COLS + col] += n
    if col < N_PIECE_COLS:
        s[TOTALS + col] += n


@njit(cache=True)
def on_map(s, col):
    """Pieces of one column on the whole map."""
    return s[TOTALS + col]


@njit(cache=True)
def count_on_map(s, col):
    """on_map counted space by space (to set and check TOTALS)."""
    n = 0
    for sp in range(N_SPACES):
        n += s[SP + sp * N_COLS + col]
    return n


@njit(cache=True)
def recount(s):
    for col in range(N_PIECE_COLS):
        s[TOTALS + col] = count_on_map(s, col)


@njit(cache=True)
def guerrilla_cols(f):
    """(Underground, Active) columns of an Insurgent faction's Guerrillas."""
    if f == M26:
        return M26_U, M26_A
    if f == DR:
        return DR_U, DR_A
    return SYN_U, SYN_A


@njit(cache=True)
def base_col(f):
    if f == GOVT:
        return GBASE
    if f == M26:
        return M26_BASE
    if f == DR:
        return DR_BASE
    return CAS_OPEN


@njit(cache=True)
def bases_on_map(s, f):
    """Bases of a faction on the map (for the Syndicate: open and closed Casinos)."""
    if f == SYN:
        return on_map(s, CAS_OPEN) + on_map(s, CAS_CLOSED)
    return on_map(s, base_col(f))


@njit(cache=True)
def available_bases(s, f):
    """1.4.1: pieces not on the map are Available."""
    return POOL_BASES[f] - bases_on_map(s, f)


@njit(cache=True)
def available_guerrillas(s, f):
    u, a = guerrilla_cols(f)
    return POOL_GUERRILLAS[f] - on_map(s, u) - on_map(s, a)


@njit(cache=True)
def available_troops(s):
    return POOL_TROOPS - on_map(s, TROOPS)


@njit(cache=True)
def available_police(s):
    return POOL_POLICE - on_map(s, POLICE)


@njit(cache=True)
def faction_pieces(s, sp, f):
    """Pieces of faction f in a space, as counted for Control (1.7): open Casinos only, no Cash."""
    if f == GOVT:
        return get(s, sp, TROOPS) + get(s, sp, POLICE) + get(s, sp, GBASE)
    if f == M26:
        return get(s, sp, M26_U) + get(s, sp, M26_A) + get(s, sp, M26_BASE)
    if f == DR:
        return get(s, sp, DR_U) + get(s, sp, DR_A) + get(s, sp, DR_BASE)
    return get(s, sp, SYN_U) + get(s, sp, SYN_A) + get(s, sp, CAS_OPEN)


@njit(cache=True)
def controller(s, sp):
    """1.7 Control: the faction whose pieces outnumber all others combined there; -1 if none or an EC."""
    if SPACE_TYPE[sp] == EC:
        return -1
    total = 0
    for f in range(N_FACTIONS):
        total += faction_pieces(s, sp, f)
    for f in range(N_FACTIONS):
        n = faction_pieces(s, sp, f)
        if n > total - n:
            return f
    return -1


@njit(cache=True)
def non_casino_bases(s, sp):
    return get(s, sp, GBASE) + get(s, sp, M26_BASE) + get(s, sp, DR_BASE)


@njit(cache=True)
def casinos(s, sp):
    return get(s, sp, CAS_OPEN) + get(s, sp, CAS_CLOSED)


@njit(cache=True)
def casino_limit(s, sp):
    """1.4.2: 2 Casinos per City/Province. #46 Sinatra (shaded) places one in Havana even beyond that, so
    Havana may hold 3 once the card has been played or is in play (checks: invariants, positions)."""
    if sp == HAVANA:
        for p in range(s[POS] + 1):
            if s[DECK + p] == SINATRA:
                return 3
    return 2


@njit(cache=True)
def can_place_base(s, sp, f):
    """1.4.2 Stacking: at most 2 non-Casino Bases plus 2 Casinos per City/Province, none in an EC."""
    if SPACE_TYPE[sp] == EC:
        return False
    if f == SYN:
        return casinos(s, sp) < 2
    return non_casino_bases(s, sp) < 2


@njit(cache=True)
def total_support(s):
    """1.6.3: Pop at Passive Support + 2 x Pop at Active Support."""
    n = 0
    for sp in range(N_SPACES):
        lvl = get(s, sp, SUPPORT)
        if lvl > 0:
            n += lvl * POP[sp]
    return n


@njit(cache=True)
def total_opposition(s):
    """1.6.3: Pop at Passive Opposition + 2 x Pop at Active Opposition."""
    n = 0
    for sp in range(N_SPACES):
        lvl = get(s, sp, SUPPORT)
        if lvl < 0:
            n -= lvl * POP[sp]
    return n


@njit(cache=True)
def dr_pop_plus_bases(s):
    """1.6.3: Pop of DR-Controlled spaces + DR Bases on the map."""
    n = bases_on_map(s, DR)
    for sp in range(N_SPACES):
        if controller(s, sp) == DR:
            n += POP[sp]
    return n


@njit(cache=True)
def all_cities_active_support(s):
    for sp in range(N_SPACES):
        if SPACE_TYPE[sp] == CITY and get(s, sp, SUPPORT) != 2:
            return False
    return True


@njit(cache=True)
def gain_resources(s, f, n):
    """1.8: Resources stay within 0-49 (excess lost)."""
    v = s[RES + f] + n
    if v > MAX_RESOURCES:
        v = MAX_RESOURCES
    if v < 0:
        v = 0
    s[RES + f] = v


@njit(cache=True)
def cash_in_space(s, sp):
    n = 0
    for k in range(N_CASH_HOLDERS):
        n += get(s, sp, CASH0 + k)
    return n
