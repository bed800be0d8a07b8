"""8.5.1-8.5.4: the Syndicate's Operations, Rally, March, Construct and Terror, a space (or piece) at a
time.
"""
from engine.core.jit import njit
from engine.cuba_libre.data import ADJ, EC, GOVT, M26, N_SPACES, POP, SPACE_TYPE, SYN
from engine.cuba_libre.layout import (
    A_CHOICE0,
    A_SPACE0,
    CAS_CLOSED,
    CAS_OPEN,
    CX_SP2,
    N_PIECE_COLS,
    OP,
    OP_BUILT,
    OP_CONSTRUCT,
    OP_MARCH,
    OP_N_SELECTED,
    OP_ORIGINS,
    OP_PAID,
    OP_RALLY,
    OP_SELECTED,
    OP_TERROR,
    OPT_NP_CONSTRUCT_ENGLISH,
    OPT_NP_TERROR_SHIFT,
    OPTIONS,
    RES,
    SUPPORT,
    SYN_A,
)
from engine.cuba_libre.nonplayer import guidelines as G
from engine.cuba_libre.nonplayer import trace as T
from engine.cuba_libre.nonplayer.guidelines import no_score
from engine.cuba_libre.nonplayer.sequence import is_player, next_propaganda_is_final, player_at_victory
from engine.cuba_libre.nonplayer.syndicate.common import guerrillas, op_space_ok
from engine.cuba_libre.rules import movement as mv
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules import pieces as pc
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
            and mv.march_movable(s, SYN, o) > 0 and (s[OP + OP_ORIGINS] >> o) & 1 == 0)


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
        return G.choose_or_done(rng, score, trace, T.SYN_MARCH_EC_FROM)
    for o in range(N_SPACES):
        if G.has(legal, n, A_SPACE0 + o) and cash_origin_ok(s, d, o):
            score[o] = 1
    return G.choose_or_done(rng, score, trace, T.SYN_MARCH_CASH_FROM)


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
