"""8.7.3 Non-player 26July March: step 1 into a Government-Controlled space from every adjacent Opposition
space and EC, step 2 "closer to Havana" from one space (march.py), each at most once; "El Che" swaps them.

The bot is stateless: which step chose a March's first space is re-derived from the state (R92, R117).
"""

from engine.core.jit import njit
from engine.cuba_libre.data import ADJ, EC, GOVT, M26, N_SPACES, SPACE_TYPE
from engine.cuba_libre.layout import (
    A_DONE,
    A_SPACE0,
    CX_SP,
    M26_A,
    M26_U,
    MOVED,
    OP,
    OP_MARCH,
    OP_N_SELECTED,
    OP_ORIGINS,
    OP_PAID,
    OP_SELECTED,
    OPT_NP_EL_CHE_NO_SUPPORT,
    OPTIONS,
    SUPPORT,
)
from engine.cuba_libre.nonplayer import guidelines as G
from engine.cuba_libre.nonplayer import march as M
from engine.cuba_libre.nonplayer import trace as T
from engine.cuba_libre.nonplayer.guidelines import no_score
from engine.cuba_libre.rules import effects as fx
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules.board import add, faction_pieces, gain_resources, get


@njit(cache=True)
def feeder(s, o):
    """Step 1 origins: spaces with Opposition and ECs, with a Guerrilla that may leave."""
    return (SPACE_TYPE[o] == EC or get(s, o, SUPPORT) < 0) and M.leavers(s, M26, o) > 0


@njit(cache=True)
def govt_before(s, d):
    """Was d Government-Controlled before this March (its arrivals counted out)?"""
    gp = faction_pieces(s, d, GOVT)
    arrived = s[MOVED + 2 * d] + s[MOVED + 2 * d + 1]
    return SPACE_TYPE[d] != EC and gp > M.others(s, d, GOVT) - arrived


@njit(cache=True)
def control_dest_ok(s, d):
    """Step 1: a Government-Controlled space with an adjacent Opposition space or EC to March from."""
    if not govt_before(s, d) or not ops.space_ok(s, M26, OP_MARCH, d):
        return False
    for o in range(N_SPACES):
        if ADJ[o, d] and feeder(s, o):
            return True
    return False


@njit(cache=True)
def el_che_no_support_first(s):
    """8.7.3 "El Che" read by option np_el_che_no_support_first: step 1 stays first and prefers a
    space without Support (R117)."""
    return fx.el_che(s) and s[OPTIONS + OPT_NP_EL_CHE_NO_SUPPORT] != 0


@njit(cache=True)
def el_che_swaps(s):
    """8.7.3 "El Che" in effect: "reverse the above instruction" swaps steps 1 and 2 (R117)."""
    return fx.el_che(s) and not el_che_no_support_first(s)


@njit(cache=True)
def march_start(s):
    """The state as this March began, seen after its first space's origins: the space unselected and
    paid back, the Guerrillas that entered it back in the one origin they came from."""
    c = s.copy()
    d = M.first_selected(c)
    c[OP + OP_SELECTED] = 0
    c[OP + OP_N_SELECTED] = 0
    gain_resources(c, M26, c[OP + OP_PAID])
    c[OP + OP_PAID] = 0
    u, a = c[MOVED + 2 * d], c[MOVED + 2 * d + 1]
    for o in range(N_SPACES):
        if (c[OP + OP_ORIGINS] >> o) & 1:
            add(c, d, M26_U, -u)
            add(c, o, M26_U, u)
            add(c, d, M26_A, -a)
            add(c, o, M26_A, a)
    c[MOVED + 2 * d] = 0
    c[MOVED + 2 * d + 1] = 0
    c[OP + OP_ORIGINS] = 0
    return c


@njit(cache=True)
def control_step_possible(s):
    for d in range(N_SPACES):
        if control_dest_ok(s, d):
            return True
    return False


@njit(cache=True)
def first_by_closer(s):
    """Did the "closer to Havana" step choose this March's first space? A stateless bot re-derives it
    (R92, R117): that step moves from 1 origin, and it came first (El Che) and was possible, or the
    Government-Control step was not."""
    used = s[OP + OP_ORIGINS]
    if used & (used - 1) != 0:
        return False
    start = march_start(s)
    if el_che_swaps(s):
        return M.closer_possible(start, M26)
    return not control_step_possible(start)


@njit(cache=True)
def by_closer(s):
    """Is the March space whose origins are being chosen the "closer to Havana" step's?"""
    if s[OP + OP_N_SELECTED] == 1:
        return first_by_closer(s)
    return not el_che_swaps(s)


@njit(cache=True)
def march_condition(s):
    return control_step_possible(s) or M.closer_possible(s, M26)


@njit(cache=True)
def control_step(s, rng, trace):
    """Step 1: into 1 Government-Controlled space, one with Support first."""
    prefer_support = not el_che_no_support_first(s)
    score = no_score()
    for d in range(N_SPACES):
        if control_dest_ok(s, d):
            score[d] = 2 if (get(s, d, SUPPORT) > 0) == prefer_support else 1
    return G.choose(rng, score, trace, T.M26_MARCH_GOVT)


@njit(cache=True)
def closer_step(s, rng, trace):
    return M.closer_step(s, M26, rng, trace, T.M26_MARCH_HAVANA)


@njit(cache=True)
def march_step(s, rng, trace):
    """Step 1 then step 2, each at most once; with El Che step 2 first (R117)."""
    k = s[OP + OP_N_SELECTED]
    swap = el_che_swaps(s)
    if k == 0:
        if swap:
            T.note(trace, T.M26_EL_CHE, 0)
        a = closer_step(s, rng, trace) if swap else control_step(s, rng, trace)
        if a >= 0:
            return a
        return control_step(s, rng, trace) if swap else closer_step(s, rng, trace)
    if k == 1 and first_by_closer(s) == swap:  # the first step chose it: the other one follows
        return control_step(s, rng, trace) if swap else closer_step(s, rng, trace)
    return -1


@njit(cache=True)
def march_origin(s, d, rng, trace, legal, n):
    """SP_MARCH_FROM: step 1 from every adjacent Opposition space and EC; step 2 from 1 space, the one
    with the most Guerrillas that may move, farther from Havana than d."""
    if by_closer(s):
        return G.or_done(M.closer_origin(s, M26, d, rng, trace, legal, n, T.M26_MARCH_FROM), trace)
    score = no_score()
    for o in range(N_SPACES):
        if G.has(legal, n, A_SPACE0 + o) and feeder(s, o):
            score[o] = 1
    return G.choose_or_done(rng, score, trace, T.M26_MARCH_FROM)


@njit(cache=True)
def march_piece(s, legal, n, trace):
    if M.leavers(s, M26, s[OP + CX_SP]) == 0:
        T.note(trace, T.MARCH_STOP, 0)
        return A_DONE
    return G.march_piece(s, M26, legal, n, -1, False, trace)
