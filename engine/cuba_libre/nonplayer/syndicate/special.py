"""8.5.5: the Syndicate's Special Activity (Profit, else Muscle, else Bribe; after Terror Bribe), and
#43 Mafia Offensive's Assassinate in a Terror space.
"""
from engine.core.jit import njit
from engine.cuba_libre.data import DR, EC, GOVT, M26, N_SPACES, SPACE_TYPE, SYN
from engine.cuba_libre.layout import (
    A_CHOICE0,
    A_DONE,
    A_PIECE0,
    A_SA0,
    A_SPACE0,
    BR_BASE,
    BR_CUBES,
    BR_GUERRILLAS,
    CAS_CLOSED,
    CAS_OPEN,
    CX_MODE,
    CX_SP,
    DR_A,
    DR_BASE,
    DR_U,
    GBASE,
    M26_A,
    M26_BASE,
    M26_U,
    N_PIECE_COLS,
    OP,
    OP_SA,
    OP_TERROR,
    POLICE,
    RM_ASSASSINATE,
    SA_ASSASSINATE,
    SA_BRIBE,
    SA_MUSCLE,
    SA_PROFIT,
    TROOPS,
)
from engine.cuba_libre.nonplayer import guidelines as G
from engine.cuba_libre.nonplayer import tables
from engine.cuba_libre.nonplayer import trace as T
from engine.cuba_libre.nonplayer.guidelines import no_score
from engine.cuba_libre.nonplayer.sequence import is_player
from engine.cuba_libre.nonplayer.syndicate.common import guerrillas
from engine.cuba_libre.rules import effects as fx
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules import special as sa_rules
from engine.cuba_libre.rules.board import casinos, controller, get


# ------------------------------------------------------------------------------ 8.5.5 Special Activities
@njit(cache=True)
def profit_ok(s, sp):
    """PROFIT: an open-Casino space not yet used, with a Syndicate Guerrilla, while Cash is Available."""
    return sa_rules.profit_cash_ok(s, sp) and guerrillas(s, sp) > 0


@njit(cache=True)
def other_pieces(s, sp):
    n = 0
    for col in range(N_PIECE_COLS):
        if pc.faction_of(col) != SYN:
            n += get(s, sp, col)
    return n


@njit(cache=True)
def profit_space(s, rng, trace, legal, n):
    """SP_PROFIT_CASH: first where the Syndicate holds no Cash, then where no other faction has pieces."""
    score = no_score()
    for sp in range(N_SPACES):
        if G.has(legal, n, A_SPACE0 + sp) and profit_ok(s, sp):
            score[sp] = 2 if pc.faction_cash(s, sp, SYN) == 0 else (1 if other_pieces(s, sp) == 0 else 0)
    return G.choose_or_done(rng, score, trace, T.SYN_PROFIT_SPACE)


@njit(cache=True)
def muscle_score(s, sp):
    """MUSCLE: an open Casino under 26July Control (2), else DR Control (1), with cubes to bring in."""
    if get(s, sp, CAS_OPEN) == 0 or not sa_rules.space_ok(s, SYN, SA_MUSCLE, sp):
        return -1
    c = controller(s, sp)
    return 2 if c == M26 else (1 if c == DR else -1)


@njit(cache=True)
def muscle_origin(s, d, rng, trace, legal, n):
    """SP_MUSCLE_FROM: the cube (Police to a City, Troops elsewhere) from the space with the most of them."""
    col = sa_rules.muscle_col(d)
    score = no_score()
    for o in range(N_SPACES):
        if G.has(legal, n, A_SPACE0 + o):
            score[o] = get(s, o, col)
    a = G.choose(rng, score, trace, T.SYN_MUSCLE_FROM)
    if a >= 0:
        return a
    return A_DONE


@njit(cache=True)
def smuggle_faction(s, sp):
    """BRIBE step 1: a faction whose Cash here a Bribe frees (all its holders removed: up to 2 cubes or
    2 Guerrillas) while a Syndicate Guerrilla is there to take it (Smuggle, 4.5.4) and no other Non-player
    takes it first (8.1.2); -1 if none."""
    if guerrillas(s, sp) == 0:
        return -1
    for g in (GOVT, M26, DR):
        if pc.faction_cash(s, sp, g) > 0 and pc.holders(s, sp, g) <= 2:
            h = pc.np_cash_taker(s, sp, g)
            if h < 0 or h == SYN:
                return g
    return -1


@njit(cache=True)
def insurgent_targets(s, sp, f):
    """26July or DR pieces a Bribe may remove here (Guerrillas, Base)."""
    if f == M26:
        return get(s, sp, M26_U) + get(s, sp, M26_A) + get(s, sp, M26_BASE)
    return get(s, sp, DR_U) + get(s, sp, DR_A) + get(s, sp, DR_BASE)


@njit(cache=True)
def bribe_score(s, sp):
    """BRIBE: 1 Smuggle (30); 2 26July, then DR pieces where a Casino is open (21/20); 3 the same where any
    Syndicate piece is, ECs last (11/10, ECs 6/5); -1 where nothing qualifies."""
    if not sa_rules.space_ok(s, SYN, SA_BRIBE, sp):
        return -1
    if smuggle_faction(s, sp) >= 0:
        return 30
    m26 = insurgent_targets(s, sp, M26)
    if m26 + insurgent_targets(s, sp, DR) == 0:
        return -1
    first = 1 if m26 > 0 else 0
    if get(s, sp, CAS_OPEN) > 0:
        return 20 + first
    if guerrillas(s, sp) + casinos(s, sp) > 0:
        return (5 if SPACE_TYPE[sp] == EC else 10) + first
    return -1


@njit(cache=True)
def bribe_space(s, rng, trace):
    score = no_score()
    for sp in range(N_SPACES):
        score[sp] = bribe_score(s, sp)
    sp = tables.best(rng, score)
    if sp >= 0:
        if score[sp] == 30:
            T.note(trace, T.SYN_BRIBE_SMUGGLE, sp)
        elif score[sp] >= 20:
            T.note(trace, T.SYN_BRIBE_CASINO, sp)
        else:
            T.note(trace, T.SYN_BRIBE_SYNDICATE, sp)
    return sp


@njit(cache=True)
def bribe_mode(s, sp):
    """CH_BRIBE: Smuggle the cubes or Guerrillas holding the Cash; else 26July first, Bases first."""
    g = smuggle_faction(s, sp)
    if g == GOVT:
        return A_CHOICE0 + BR_CUBES
    if g >= 0:
        return A_CHOICE0 + BR_GUERRILLAS
    if get(s, sp, M26_BASE) > 0:
        return A_CHOICE0 + BR_BASE
    if get(s, sp, M26_U) + get(s, sp, M26_A) > 0:
        return A_CHOICE0 + BR_GUERRILLAS
    if get(s, sp, DR_BASE) > 0:
        return A_CHOICE0 + BR_BASE
    return A_CHOICE0 + BR_GUERRILLAS


@njit(cache=True)
def bribe_target(s, legal, n, trace):
    """PU_BRIBE: the holders of the Cash (Smuggle), else 26July then DR, Bases first, Underground
    first (8.1.2); never a Syndicate piece, never a flip. A_DONE once no such piece is left."""
    sp = s[OP + CX_SP]
    mode = s[OP + CX_MODE]
    g = smuggle_faction(s, sp)
    if mode == BR_CUBES:
        order = (POLICE, TROOPS, -1, -1)
        if pc.cash_under(s, sp, TROOPS) > 0 and pc.cash_under(s, sp, POLICE) == 0:
            order = (TROOPS, POLICE, -1, -1)
    elif mode == BR_BASE:
        order = (M26_BASE, DR_BASE, GBASE, -1)
    elif g == M26:
        order = (M26_U, M26_A, -1, -1)
    elif g == DR:
        order = (DR_U, DR_A, -1, -1)
    else:
        order = (M26_U, M26_A, DR_U, DR_A)
    for col in order:
        if col >= 0 and G.has(legal, n, A_PIECE0 + col):
            T.note(trace, T.SYN_BRIBE_TARGET, col)
            return A_PIECE0 + col
    T.note(trace, T.OP_DONE, 0)
    return A_DONE


@njit(cache=True)
def sa_step(s, op, rng, trace, legal, n):
    """The Special Activity after the Op's spaces: Profit, else Muscle, else Bribe (after Terror: Bribe)."""
    if s[OP + OP_SA] < 0:
        if op != OP_TERROR:
            if G.has(legal, n, A_SA0 + SA_PROFIT):
                for sp in range(N_SPACES):
                    if profit_ok(s, sp):
                        T.note(trace, T.SYN_PROFIT, 0)
                        return A_SA0 + SA_PROFIT
            if G.has(legal, n, A_SA0 + SA_MUSCLE):
                for sp in range(N_SPACES):
                    if muscle_score(s, sp) >= 0:
                        T.note(trace, T.SYN_MUSCLE, 0)
                        return A_SA0 + SA_MUSCLE
        if op == OP_TERROR and fx.mafia_offensive(s) and G.has(legal, n, A_SA0 + SA_ASSASSINATE) and mafia_possible(s):
            T.note(trace, T.SYN_MAFIA_ASSASSINATE, 0)  # 8.5.5 step 4: instead of Bribing
            return A_SA0 + SA_ASSASSINATE
        if G.has(legal, n, A_SA0 + SA_BRIBE):
            for sp in range(N_SPACES):
                if bribe_score(s, sp) >= 0:
                    T.note(trace, T.SYN_BRIBE, 0)
                    return A_SA0 + SA_BRIBE
        T.note(trace, T.NO_SA, 0)
    else:
        T.note(trace, T.OP_DONE, 0)
    return A_DONE


@njit(cache=True)
def sa_space(s, sa, rng, trace):
    """SP_SA: Muscle's destination, Bribe's space (Profit picks its spaces in SP_PROFIT_CASH)."""
    if sa == SA_MUSCLE:
        score = no_score()
        for sp in range(N_SPACES):
            score[sp] = muscle_score(s, sp)
        a = G.choose(rng, score, trace, T.SYN_MUSCLE_SPACE)
        if a >= 0:
            return a
        return -1
    if sa == SA_ASSASSINATE:
        score = no_score()
        for sp in range(N_SPACES):
            score[sp] = mafia_space_score(s, sp)
        a = G.choose(rng, score, trace, T.SYN_MAFIA_SPACE)
        return a
    sp = bribe_space(s, rng, trace)
    return A_SPACE0 + sp if sp >= 0 else -1


# ------------------------------------------------------------------------------ "Mafia Offensive" (#43 shaded)
@njit(cache=True)
def mafia_target_score(s, sp, col):
    """8.1.2 targets: a player's pieces before a Non-player's, Bases and Casinos first, Police before
    Troops, Underground before Active; -1 not an Assassinate target (4.4.3)."""
    if not ops.target_ok(s, SYN, sp, col, RM_ASSASSINATE):
        return -1
    g = pc.faction_of(col)
    sc = 100 if is_player(s, g) else 0
    if pc.is_base(col) or col == CAS_OPEN or col == CAS_CLOSED:
        sc += 10
    elif col == POLICE or col == M26_U or col == DR_U:
        sc += 2
    elif col == TROOPS or pc.HOLDER[col] >= 0:
        sc += 1
    return sc


@njit(cache=True)
def mafia_space_score(s, sp):
    """A Terror space where the Syndicate may Assassinate: its best target (-1: none)."""
    if not ops.is_selected(s, sp) or not sa_rules.space_ok(s, SYN, SA_ASSASSINATE, sp):
        return -1
    best = -1
    for col in range(13):
        if get(s, sp, col) > 0:
            best = max(best, mafia_target_score(s, sp, col))
    return best


@njit(cache=True)
def mafia_possible(s):
    for sp in range(N_SPACES):
        if mafia_space_score(s, sp) >= 0:
            return True
    return False


@njit(cache=True)
def mafia_target(s, legal, n, trace):
    """PU_REMOVE of the Syndicate's Assassinate: the best 8.1.2 target."""
    sp = s[OP + CX_SP]
    best, best_col = -1, -1
    for col in range(13):
        if G.has(legal, n, A_PIECE0 + col):
            sc = mafia_target_score(s, sp, col)
            if sc > best:
                best, best_col = sc, col
    if best_col < 0:
        return -1
    T.note(trace, T.SYN_MAFIA_TARGET, best_col)
    return A_PIECE0 + best_col
