"""8.5 Non-player Syndicate: Rally? -> March? -> Construct? -> Terror -> Pass; after Rally, March or
Construct the Special Activity Profit, else Muscle, else Bribe; after Terror always Bribe (with "Mafia
Offensive" Assassinate in a Terror space instead, where possible).

Each function answers one decision (the top frame) from the state alone: the flowchart's condition is
tested at FR_ACT; inside the Op the next space is the first procedure step that still has a candidate
among the legal answers (steps already done no longer qualify: their spaces are selected or changed);
once no step has a space, the Special Activity follows. Ties go to tables.best (8.2 / 8.3).
"""
import numpy as np

from engine.core.frames import top
from engine.core.jit import njit
from engine.cuba_libre.data import ADJ, DR, EC, GOVT, M26, N_SPACES, POP, SPACE_TYPE, SYN
from engine.cuba_libre.layout import (
    A_CHOICE0,
    A_DONE,
    A_OP0,
    A_PASS,
    A_PIECE0,
    A_SA0,
    A_SPACE0,
    BR_BASE,
    BR_CUBES,
    BR_GUERRILLAS,
    CAS_CLOSED,
    CAS_OPEN,
    CH_BRIBE,
    CH_CONSTRUCT,
    CH_PROFIT,
    CH_RALLY,
    CX_MODE,
    CX_SP,
    CX_SP2,
    DR_A,
    DR_BASE,
    DR_U,
    FR_ACT,
    FR_CASH,
    FR_CHOICE,
    FR_OP,
    FR_PIECES,
    FR_SPACE,
    GBASE,
    M26_A,
    M26_BASE,
    M26_U,
    N_PIECE_COLS,
    OP,
    OP_BUILT,
    OP_CONSTRUCT,
    OP_ID,
    OP_MARCH,
    OP_N_SELECTED,
    OP_ORIGINS,
    OP_PAID,
    OP_RALLY,
    OP_SA,
    OP_SELECTED,
    OP_TERROR,
    OPT_NP_CONSTRUCT_ENGLISH,
    OPT_NP_TERROR_SHIFT,
    OPTIONS,
    POLICE,
    PU_BRIBE,
    PU_CASH,
    PU_MOVE,
    PU_REMOVE,
    RES,
    RM_ASSASSINATE,
    SA_ASSASSINATE,
    SA_BRIBE,
    SA_MUSCLE,
    SA_PROFIT,
    SP_MARCH_FROM,
    SP_MUSCLE_FROM,
    SP_PROFIT_CASH,
    SP_SA,
    SUPPORT,
    SYN_A,
    SYN_U,
    TROOPS,
)
from engine.cuba_libre.nonplayer import guidelines as G
from engine.cuba_libre.nonplayer import tables
from engine.cuba_libre.nonplayer import trace as T
from engine.cuba_libre.nonplayer.sequence import is_player, next_propaganda_is_final, opening, player_at_victory
from engine.cuba_libre.rules import effects as fx
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules import special as sa_rules
from engine.cuba_libre.rules.board import (
    available_bases,
    bases_on_map,
    cash_in_space,
    casinos,
    controller,
    get,
    on_map,
    total_opposition,
)

CONSTRUCT_TWO_ABOVE = 35  # 8.5.3: Construct in 2 spaces with more than 35 Resources


@njit(cache=True)
def guerrillas(s, sp):
    return get(s, sp, SYN_U) + get(s, sp, SYN_A)


@njit(cache=True)
def no_score():
    return np.full(N_SPACES, -1, dtype=np.int64)


@njit(cache=True)
def op_space_ok(s, op, sp):
    return ops.space_ok(s, SYN, op, sp)


# ------------------------------------------------------------------------------ 8.5.1 Rally
@njit(cache=True)
def rally_place_ok(s, sp):
    """Step 1 (and the condition): a Rally can add a Guerrilla where a Casino has no Syndicate Guerrilla."""
    return (casinos(s, sp) >= 1 and guerrillas(s, sp) == 0 and op_space_ok(s, OP_RALLY, sp)
            and ops.rally_options(s, SYN, sp) & 1 != 0)


@njit(cache=True)
def rally_flip_ok(s, sp):
    """Step 2: an open Casino, a cube and Active Syndicate Guerrillas: Rally flips them Underground."""
    return (get(s, sp, CAS_OPEN) > 0 and pc.cubes(s, sp) > 0 and get(s, sp, SYN_A) > 0
            and op_space_ok(s, OP_RALLY, sp) and ops.rally_options(s, SYN, sp) & 4 != 0)


@njit(cache=True)
def rally_step(s, rng, trace):
    score = no_score()
    for sp in range(N_SPACES):
        if rally_place_ok(s, sp):
            score[sp] = 1
    a = G.choose(rng, score, trace, T.SYN_RALLY_PLACE)
    if a >= 0:
        return a
    for sp in range(N_SPACES):
        if rally_flip_ok(s, sp):
            score[sp] = 1
    a = G.choose(rng, score, trace, T.SYN_RALLY_FLIP)
    if a >= 0:
        return a
    return -1


@njit(cache=True)
def rally_mode(s, sp):
    """CH_RALLY in a selected space: place 1 where it has no Guerrilla (step 1), else flip (step 2)."""
    bits = ops.rally_options(s, SYN, sp)
    if guerrillas(s, sp) > 0 and bits & 4:
        return A_CHOICE0 + 2
    return A_CHOICE0 + 0


# ------------------------------------------------------------------------------ 8.5.2 March
@njit(cache=True)
def empty_space(s, sp):
    for col in range(N_PIECE_COLS):
        if get(s, sp, col) > 0:
            return False
    return True


@njit(cache=True)
def march_ec_ok(s, d):
    """Step 1: an EC empty of all pieces that a Syndicate Guerrilla can reach."""
    return SPACE_TYPE[d] == EC and empty_space(s, d) and op_space_ok(s, OP_MARCH, d)


@njit(cache=True)
def cash_origin_ok(s, d, o):
    """Step 2 origin: Guerrillas holding Syndicate Cash, no closed Casino there, not yet used for d."""
    return (ADJ[o, d] and pc.faction_cash(s, o, SYN) > 0 and get(s, o, CAS_CLOSED) == 0
            and ops.march_movable(s, SYN, o) > 0 and (s[OP + OP_ORIGINS] >> o) & 1 == 0)


@njit(cache=True)
def march_cash_ok(s, d):
    """Step 2 (the next Propaganda is the final one): a space with a closed Casino that Guerrillas with
    Cash from a space without one can reach (their Cash Deposit will open it, 6.2.4, 8.1.2)."""
    if not next_propaganda_is_final(s) or get(s, d, CAS_CLOSED) == 0 or not op_space_ok(s, OP_MARCH, d):
        return False
    for o in range(N_SPACES):
        if cash_origin_ok(s, d, o):
            return True
    return False


@njit(cache=True)
def march_step(s, rng, trace):
    score = no_score()
    for d in range(N_SPACES):
        if march_ec_ok(s, d):
            score[d] = 1
    a = G.choose(rng, score, trace, T.SYN_MARCH_EC)
    if a >= 0:
        return a
    for d in range(N_SPACES):
        if march_cash_ok(s, d):
            score[d] = 1
    a = G.choose(rng, score, trace, T.SYN_MARCH_CASH)
    if a >= 0:
        return a
    return -1


@njit(cache=True)
def march_origin(s, d, rng, trace, legal, n):
    """SP_MARCH_FROM: into an EC 1 Guerrilla from the space with the most Syndicate Guerrillas, then one
    without an open Casino; into a closed-Casino space every group holding Cash."""
    score = no_score()
    if SPACE_TYPE[d] == EC:
        if s[OP + OP_ORIGINS] == 0:
            for o in range(N_SPACES):
                if G.has(legal, n, A_SPACE0 + o):
                    score[o] = 2 * guerrillas(s, o) + (1 if get(s, o, CAS_OPEN) == 0 else 0)
        a = G.choose(rng, score, trace, T.SYN_MARCH_EC_FROM)
        if a >= 0:
            return a
    else:
        for o in range(N_SPACES):
            if G.has(legal, n, A_SPACE0 + o) and cash_origin_ok(s, d, o):
                score[o] = 1
        a = G.choose(rng, score, trace, T.SYN_MARCH_CASH_FROM)
        if a >= 0:
            return a
    T.note(trace, T.OP_DONE, 0)
    return A_DONE


@njit(cache=True)
def march_piece(s, legal, n, trace):
    """PU_MOVE: 1 Guerrilla into the EC (step 1); into a closed-Casino space only Guerrillas with Cash."""
    if SPACE_TYPE[s[OP + CX_SP2]] == EC:
        return G.march_piece(s, SYN, legal, n, 1, False, trace)
    return G.march_piece(s, SYN, legal, n, -1, True, trace)


# ------------------------------------------------------------------------------ 8.5.3 Construct
@njit(cache=True)
def cash_on_map(s):
    n = 0
    for sp in range(N_SPACES):
        n += cash_in_space(s, sp)
    return n


@njit(cache=True)
def construct_wanted(s):
    """The condition's count: Available Casinos plus closed Casinos on the map exceed the Cash on the map."""
    return available_bases(s, SYN) + on_map(s, CAS_CLOSED) > cash_on_map(s)


@njit(cache=True)
def construct_open_ok(s, sp):
    """Step 2 (next Propaganda final): a closed Casino to open in a Govt- or Syndicate-Controlled space."""
    return next_propaganda_is_final(s) and get(s, sp, CAS_CLOSED) > 0 and op_space_ok(s, OP_CONSTRUCT, sp)


@njit(cache=True)
def placing_allowed(s):
    """Step 3: the Greek places new Casinos only when no Government- or Syndicate-Controlled space has a
    closed Casino, judged as the Construct began (its own new closed Casinos do not count; a space it
    opened one in had one: Controlled, 3.3.5); the 2018 English always, after step 2 (option
    np_construct_english, R81)."""
    if s[OPTIONS + OPT_NP_CONSTRUCT_ENGLISH]:
        return True
    for sp in range(N_SPACES):
        closed = get(s, sp, CAS_CLOSED)
        if ops.is_selected(s, sp):
            if (s[OP + OP_BUILT] >> sp) & 1 == 0:
                return False
            closed -= 1
        c = controller(s, sp)
        if SPACE_TYPE[sp] != EC and (c == GOVT or c == SYN) and closed > 0:
            return False
    return True


@njit(cache=True)
def construct_place_ok(s, sp):
    return placing_allowed(s) and op_space_ok(s, OP_CONSTRUCT, sp) and ops.construct_options(s, sp) & 1 != 0


@njit(cache=True)
def construct_spaces(s):
    """Step 1: 2 spaces if the Syndicate had more than 35 Resources when it began, else 1."""
    return 2 if s[RES + SYN] + s[OP + OP_PAID] > CONSTRUCT_TWO_ABOVE else 1


@njit(cache=True)
def construct_step(s, rng, trace):
    if s[OP + OP_N_SELECTED] >= construct_spaces(s):
        return -1
    score = no_score()
    for sp in range(N_SPACES):
        if construct_open_ok(s, sp):
            score[sp] = 2 if pc.faction_cash(s, sp, SYN) == 0 else 1
    a = G.choose(rng, score, trace, T.SYN_CONSTRUCT_OPEN)
    if a >= 0:
        return a
    for sp in range(N_SPACES):
        if construct_place_ok(s, sp):
            score[sp] = 2 if casinos(s, sp) > 0 else 1
    a = G.choose(rng, score, trace, T.SYN_CONSTRUCT_PLACE)
    if a >= 0:
        return a
    return -1


@njit(cache=True)
def construct_possible(s):
    for sp in range(N_SPACES):
        if construct_open_ok(s, sp) or construct_place_ok(s, sp):
            return True
    return False


@njit(cache=True)
def construct_mode(s, sp):
    """CH_CONSTRUCT: open the closed Casino when the next Propaganda is final (step 2), else place one."""
    return A_CHOICE0 + (1 if next_propaganda_is_final(s) else 0)


# ------------------------------------------------------------------------------ 8.5.4 Terror
@njit(cache=True)
def terror_random_ok(s, sp):
    """Step 3's candidates: any space the Terror may select (the Greek); with np_terror_shift a City or
    Province with Support or Opposition (the 2018 English, R85)."""
    if not op_space_ok(s, OP_TERROR, sp):
        return False
    return s[OPTIONS + OPT_NP_TERROR_SHIFT] == 0 or (SPACE_TYPE[sp] != EC and get(s, sp, SUPPORT) != 0)


@njit(cache=True)
def terror_possible(s):
    for sp in range(N_SPACES):
        if terror_random_ok(s, sp):
            return True
    return False


@njit(cache=True)
def first_was_opposition_step(s):
    """After 1 Terror space, was it step 1's (so that step 2 may follow)? Step 2 follows step 1 only
    when the Government is a player at victory, so the first space was step 1's or step 2's; Terror moves
    it 1 level toward Neutral: below Neutral now it had Opposition; at Neutral it had Opposition if
    26July met its condition with that Pop back (R86)."""
    x = -1
    for sp in range(N_SPACES):
        if (s[OP + OP_SELECTED] >> sp) & 1:
            x = sp
    lvl = get(s, x, SUPPORT)
    if lvl < 0:
        return True
    return lvl == 0 and total_opposition(s) + POP[x] + bases_on_map(s, M26) - 15 > 0


@njit(cache=True)
def terror_step(s, rng, trace):
    k = s[OP + OP_N_SELECTED]
    score = no_score()
    if k == 0 and player_at_victory(s, M26):
        for sp in range(N_SPACES):
            if op_space_ok(s, OP_TERROR, sp) and get(s, sp, SUPPORT) < 0:
                score[sp] = 1
        a = G.choose(rng, score, trace, T.SYN_TERROR_OPPOSITION)
        if a >= 0:
            return a
    if player_at_victory(s, GOVT) and (k == 0 or (k == 1 and is_player(s, M26) and first_was_opposition_step(s))):
        for sp in range(N_SPACES):
            if op_space_ok(s, OP_TERROR, sp) and get(s, sp, SUPPORT) > 0:
                score[sp] = 1
        a = G.choose(rng, score, trace, T.SYN_TERROR_SUPPORT)
        if a >= 0:
            return a
    if k == 0:
        for sp in range(N_SPACES):
            if terror_random_ok(s, sp):
                score[sp] = 1
        a = G.choose(rng, score, trace, T.SYN_TERROR_RANDOM)
        if a >= 0:
            return a
    return -1


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


# ------------------------------------------------------------------------------ the flowchart
@njit(cache=True)
def rally_condition(s):
    for sp in range(N_SPACES):
        if rally_place_ok(s, sp):
            return True
    return False


@njit(cache=True)
def march_condition(s):
    for d in range(N_SPACES):
        if march_ec_ok(s, d) or march_cash_ok(s, d):
            return True
    return False


@njit(cache=True)
def act(s, rng, trace, legal, n):
    """FR_ACT: 8.1 (Event, Pass) then the 8.5 flowchart."""
    a = opening(s, SYN, trace, legal, n)
    if a >= 0:
        return a
    return choose_op(s, rng, trace, legal, n)


@njit(cache=True)
def choose_op(s, rng, trace, legal, n):
    """The 8.5 flowchart's Operation among the legal ones (A_PASS where none applies); it also picks a
    free Op's Operation where an Event lets the faction choose it (8.4.4, policy.which_operation)."""
    if G.has(legal, n, A_OP0 + OP_RALLY) and rally_condition(s):
        T.note(trace, T.SYN_RALLY, 0)
        return A_OP0 + OP_RALLY
    if G.has(legal, n, A_OP0 + OP_MARCH) and march_condition(s):
        T.note(trace, T.SYN_MARCH, 0)
        return A_OP0 + OP_MARCH
    if G.has(legal, n, A_OP0 + OP_CONSTRUCT) and construct_wanted(s) and construct_possible(s):
        T.note(trace, T.SYN_CONSTRUCT, 0)
        return A_OP0 + OP_CONSTRUCT
    if G.has(legal, n, A_OP0 + OP_TERROR) and terror_possible(s):
        T.note(trace, T.SYN_TERROR, 0)
        return A_OP0 + OP_TERROR
    T.note(trace, T.SYN_PASS, 0)
    return A_PASS


@njit(cache=True)
def op_step(s, rng, trace, legal, n):
    """FR_OP: the next space of the Op's procedure, else its Special Activity, else done."""
    op = s[OP + OP_ID]
    a = -1
    if s[OP + OP_SA] < 0:  # the spaces come before the SA (8.5.1-8.5.4 "then SA")
        if op == OP_RALLY:
            a = rally_step(s, rng, trace)
        elif op == OP_MARCH:
            a = march_step(s, rng, trace)
        elif op == OP_CONSTRUCT:
            a = construct_step(s, rng, trace)
        elif op == OP_TERROR:
            a = terror_step(s, rng, trace)
    if a >= 0:
        return a
    return sa_step(s, op, rng, trace, legal, n)


@njit(cache=True)
def decide(s, rng, trace, legal, n):
    """The Non-player Syndicate's answer to the top frame; -1 where no 8.5 / 8.1.2 priority decides."""
    kind = top(s, 0)
    if kind == FR_ACT:
        return act(s, rng, trace, legal, n)
    if kind == FR_OP:
        return op_step(s, rng, trace, legal, n)
    if kind == FR_SPACE:
        ctx, purpose = top(s, 2), top(s, 3)
        if purpose == SP_MARCH_FROM:
            return march_origin(s, ctx, rng, trace, legal, n)
        if purpose == SP_SA:
            return sa_space(s, ctx, rng, trace)
        if purpose == SP_PROFIT_CASH:
            return profit_space(s, rng, trace, legal, n)
        if purpose == SP_MUSCLE_FROM:
            return muscle_origin(s, ctx, rng, trace, legal, n)
        return -1
    if kind == FR_CHOICE:
        what, sp = top(s, 2), top(s, 3)
        if what == CH_RALLY:
            return rally_mode(s, sp)
        if what == CH_CONSTRUCT:
            T.note(trace, T.SYN_CONSTRUCT_MODE, sp)
            return construct_mode(s, sp)
        if what == CH_PROFIT:
            return A_CHOICE0 + 0  # NP Profit only places Cash (8.5.5)
        if what == CH_BRIBE:
            return bribe_mode(s, sp)
        return -1
    if kind == FR_PIECES:
        purpose = top(s, 2)
        if purpose == PU_MOVE:
            return march_piece(s, legal, n, trace)
        if purpose == PU_CASH:
            return G.cash_holder(s, SYN, legal, n, trace)
        if purpose == PU_BRIBE:
            return bribe_target(s, legal, n, trace)
        if purpose == PU_REMOVE and s[OP + CX_MODE] == RM_ASSASSINATE:
            return mafia_target(s, legal, n, trace)
        return -1
    if kind == FR_CASH:
        return G.cash_deposit(s, SYN, top(s, 2), legal, n, trace)
    return -1
