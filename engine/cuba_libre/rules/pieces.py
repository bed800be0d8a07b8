"""1.4 and 4.5.2: placing, removing, flipping and moving pieces, and the Cash markers they hold.

Cash is stored per space as a count under each kind of piece that can hold it (layout CASH_*). The
holder may pass Cash between its own pieces in a space at any time (4.5.2), so which Underground or
Active piece holds it is kept only as far as the rules need it: `settle_cash` moves Cash off a kind with
no piece left onto another own piece there, a Non-player's else onto another Non-player's piece (8.1.2), and
frees it when none can take it (RULINGS.md R20).
"""
from engine.core.jit import njit
from engine.cuba_libre.data import DR, GOVT, M26, N_SPACES, POOL_GUERRILLAS, SYN
from engine.cuba_libre.layout import (
    CAS_CLOSED,
    CAS_OPEN,
    CASH0,
    DR_BASE,
    GBASE,
    M26_BASE,
    MOVED,
    POLICE,
    SEAT,
    SUPPORT,
    TROOPS,
)
from engine.cuba_libre.rules.board import (
    add,
    available_bases,
    available_police,
    available_troops,
    base_col,
    can_place_base,
    get,
    guerrilla_cols,
    on_map,
)

NP_CASH_ORDER = (GOVT, SYN, DR, M26)  # 8.1.2: the Non-players that take Cash about to be lost, in order

# Holder index (into CASH_HOLDERS) of each piece column; -1 where a piece cannot hold Cash.
HOLDER = (0, 1, -1, 2, 3, -1, 4, 5, -1, 6, 7, -1, -1)


@njit(cache=True)
def faction_of(col):
    """The faction owning a piece column (columns come in threes, Casinos last)."""
    f = col // 3
    return 3 if f > 3 else f


@njit(cache=True)
def holder_cols(f):
    """The two kinds of piece of a faction that can hold Cash, in the order Cash settles on them."""
    if f == GOVT:
        return TROOPS, POLICE
    return guerrilla_cols(f)


@njit(cache=True)
def cash_under(s, sp, col):
    h = HOLDER[col]
    if h < 0:
        return 0
    return get(s, sp, CASH0 + h)


@njit(cache=True)
def add_cash(s, sp, col, n):
    add(s, sp, CASH0 + HOLDER[col], n)


@njit(cache=True)
def faction_cash(s, sp, f):
    a, b = holder_cols(f)
    return cash_under(s, sp, a) + cash_under(s, sp, b)


@njit(cache=True)
def holders(s, sp, f):
    """Guerrillas or cubes of f in a space: the pieces that can hold its Cash."""
    a, b = holder_cols(f)
    return get(s, sp, a) + get(s, sp, b)


@njit(cache=True)
def settle_cash(s, sp, f):
    """4.5.2: Cash under a kind of piece with none left there passes to another own piece in the
    space; with no own piece left, a Non-player's passes to another Non-player's piece there (8.1.2,
    np_cash_taker); otherwise it leaves the map. Returns the markers freed."""
    a, b = holder_cols(f)
    freed = 0
    for col, other in ((a, b), (b, a)):
        c = cash_under(s, sp, col)
        if c > 0 and get(s, sp, col) == 0:
            add_cash(s, sp, col, -c)
            if get(s, sp, other) > 0:
                add_cash(s, sp, other, c)
            else:
                freed += c
    if freed > 0:
        g = np_cash_taker(s, sp, f)
        if g >= 0:
            give_cash(s, sp, g, freed)
            return 0
    return freed


@njit(cache=True)
def np_cash_taker(s, sp, f):
    """8.1.2 (R20): the Non-player whose piece in the space takes a Non-player f's Cash about to be lost
    (Government, Syndicate, DR, 26July first), before a Capture or Smuggle could; -1 if none."""
    if s[SEAT + f] >= 0:
        return -1
    for g in NP_CASH_ORDER:
        if g != f and s[SEAT + g] < 0 and holders(s, sp, g) > 0:
            return g
    return -1


@njit(cache=True)
def cash_goes_to(s, sp, col, taker):
    """Would removing one `col` piece here bring its Cash to `taker` (Capture, Commandeer): the piece holds
    Cash and is its faction's last holder there, and no other Non-player takes the Cash first (8.1.2)?"""
    g = faction_of(col)
    if HOLDER[col] < 0 or cash_under(s, sp, col) == 0 or holders(s, sp, g) != 1:
        return False
    h = np_cash_taker(s, sp, g)
    return h < 0 or h == taker


@njit(cache=True)
def give_cash(s, sp, f, n):
    """Put n Cash markers under f's pieces in a space (Underground / Troops first); False if f has none."""
    a, b = holder_cols(f)
    if get(s, sp, a) > 0:
        add_cash(s, sp, a, n)
        return True
    if get(s, sp, b) > 0:
        add_cash(s, sp, b, n)
        return True
    return False


@njit(cache=True)
def remove(s, sp, col):
    """Remove one piece (1.4.1); an open Casino is closed instead (1.4.5). Returns the Cash freed
    (held by the removed piece's faction and with no other own piece to pass to)."""
    if col == CAS_OPEN:
        add(s, sp, CAS_OPEN, -1)
        add(s, sp, CAS_CLOSED, 1)
        return 0
    add(s, sp, col, -1)
    if HOLDER[col] < 0:
        return 0
    return settle_cash(s, sp, faction_of(col))


@njit(cache=True)
def open_casino(s, sp):
    """1.4.4: turn one closed Casino there open."""
    add(s, sp, CAS_CLOSED, -1)
    add(s, sp, CAS_OPEN, 1)


@njit(cache=True)
def remove_all(s, sp, col):
    """Remove every piece of col in a space (open Casinos are closed, 1.4.5)."""
    for _ in range(get(s, sp, col)):
        remove(s, sp, col)


@njit(cache=True)
def remove_own(s, sp, col):
    """1.4.1 / 1.4.5 EXCEPTION: a faction taking its own piece off the map (Casinos too). Freed Cash leaves."""
    add(s, sp, col, -1)
    if HOLDER[col] >= 0:
        settle_cash(s, sp, faction_of(col))


@njit(cache=True)
def flip(s, sp, col, to_col):
    """Flip one Guerrilla between Underground and Active (1.4.3); its Cash goes with it only if needed."""
    add(s, sp, col, -1)
    add(s, sp, to_col, 1)
    settle_cash(s, sp, faction_of(col))


@njit(cache=True)
def activate(s, sp, f, n):
    """Activate up to n Underground Guerrillas of f (1.4.3); returns how many flipped."""
    u, a = guerrilla_cols(f)
    k = min(n, get(s, sp, u))
    for _ in range(k):
        flip(s, sp, u, a)
    return k


@njit(cache=True)
def available_guerrillas(s, f):
    u, a = guerrilla_cols(f)
    return POOL_GUERRILLAS[f] - on_map(s, u) - on_map(s, a)


@njit(cache=True)
def place_guerrillas(s, sp, f, n):
    """Place up to n Available Guerrillas, always Underground (1.4.3); returns how many (1.4.1)."""
    k = min(n, available_guerrillas(s, f))
    u, _ = guerrilla_cols(f)
    add(s, sp, u, k)
    return k


@njit(cache=True)
def place_base(s, sp, f):
    """Place an Available Base (the Syndicate: an open Casino, 1.4.4); False if none is Available."""
    if available_bases(s, f) <= 0:
        return False
    add(s, sp, base_col(f), 1)
    return True


@njit(cache=True)
def available(s, col):
    """1.4.1: pieces of a column's kind off the map (a Guerrilla either side up; a Casino open or closed)."""
    if col == TROOPS:
        return available_troops(s)
    if col == POLICE:
        return available_police(s)
    if is_base(col):
        return available_bases(s, faction_of(col))
    return available_guerrillas(s, faction_of(col))


@njit(cache=True)
def place(s, sp, col):
    """Place one Available piece of column col (1.4.1); a Base or Casino only where stacking allows
    (1.4.2). New Guerrillas are Underground (1.4.3): pass the Underground column. False if none placed."""
    if available(s, col) <= 0 or (is_base(col) and not can_place_base(s, sp, faction_of(col))):
        return False
    add(s, sp, col, 1)
    return True


@njit(cache=True)
def replace(s, sp, col_out, col_in):
    """Replace one piece with another (any faction's): the piece is removed (an open Casino is closed,
    1.4.5) and col_in placed if Available and stacking allows, otherwise the piece is simply removed
    (1.4.1). Returns the Cash freed (R20)."""
    freed = remove(s, sp, col_out)
    place(s, sp, col_in)
    return freed


@njit(cache=True)
def move(s, col, o, d, carry):
    """Move one piece from o to d, carrying one of its faction's Cash markers there if `carry`.
    A faction moving its last holder piece out of a space takes all its Cash along (4.5.2)."""
    f = faction_of(col)
    add(s, o, col, -1)
    add(s, d, col, 1)
    if HOLDER[col] < 0:
        return
    if carry:
        a, b = holder_cols(f)
        add_cash(s, o, col if cash_under(s, o, col) > 0 else (b if col == a else a), -1)
        add_cash(s, d, col, 1)
    if holders(s, o, f) == 0:
        c = faction_cash(s, o, f)
        if c > 0:
            a, b = holder_cols(f)
            add_cash(s, o, a, -cash_under(s, o, a))
            add_cash(s, o, b, -cash_under(s, o, b))
            add_cash(s, d, col, c)
    else:
        settle_cash(s, o, f)


@njit(cache=True)
def moved(s, sp, slot):
    return s[MOVED + sp * 2 + slot]


@njit(cache=True)
def clear_moved(s):
    for i in range(N_SPACES * 2):
        s[MOVED + i] = 0


@njit(cache=True)
def shift(s, sp, toward):
    """Shift Support/Opposition one level (1.6): toward +1 (Support), -1 (Opposition) or 0 (Neutral)."""
    lvl = get(s, sp, SUPPORT)
    if toward == 0:
        if lvl > 0:
            add(s, sp, SUPPORT, -1)
        elif lvl < 0:
            add(s, sp, SUPPORT, 1)
    elif toward > 0 and lvl < 2:
        add(s, sp, SUPPORT, 1)
    elif toward < 0 and lvl > -2:
        add(s, sp, SUPPORT, -1)


@njit(cache=True)
def cubes(s, sp):
    return get(s, sp, TROOPS) + get(s, sp, POLICE)


@njit(cache=True)
def is_base(col):
    return col == GBASE or col == M26_BASE or col == DR_BASE or col == CAS_OPEN or col == CAS_CLOSED
