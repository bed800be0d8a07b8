"""8.8.5 Assault: spaces removing the most Bases, then Cash, then Guerrillas; in each Bases, pieces
with Cash, 26July, DR, Syndicate.
"""
from engine.core.jit import njit
from engine.cuba_libre.data import DR, GOVT, M26, N_SPACES
from engine.cuba_libre.layout import (
    A_DONE,
    A_PIECE0,
    A_SPACE0,
    CX_SP,
    DR_A,
    DR_BASE,
    DR_U,
    M26_A,
    M26_BASE,
    M26_U,
    OP,
    OP_ASSAULT,
    SYN_A,
)
from engine.cuba_libre.nonplayer import guidelines as G
from engine.cuba_libre.nonplayer import trace as T
from engine.cuba_libre.nonplayer.govt.common import op_space_ok, others, top_total
from engine.cuba_libre.nonplayer.govt.momentum import momentum_capacity
from engine.cuba_libre.nonplayer.guidelines import no_score
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules.board import controller, faction_pieces, get


@njit(cache=True)
def assault_value(s, sp):
    """Bases, Cash, Guerrillas an Assault there removes: (26July/DR Bases, Cash, 26July/DR Guerrillas)."""
    return assault_removes(s, sp, ops.assault_capacity(s, sp))


@njit(cache=True)
def assault_removes(s, sp, cap):
    """assault_value with cap pieces to remove in the step 2 order (removal_target): Bases as soon as
    none of their faction's Guerrillas is left (3.2.4), then 26July's Active Guerrillas, then DR's;
    Syndicate pieces come last, so they never shield a 26July or DR Base."""
    left, bases, g = cap, 0, 0
    for u, a, b in ((M26_U, M26_A, M26_BASE), (DR_U, DR_A, DR_BASE)):  # Bases unshielded already
        if get(s, sp, u) + get(s, sp, a) == 0:
            k = min(left, get(s, sp, b))
            bases, left = bases + k, left - k
    for u, a, b in ((M26_U, M26_A, M26_BASE), (DR_U, DR_A, DR_BASE)):
        k = min(left, get(s, sp, a))
        g, left = g + k, left - k
        if get(s, sp, u) == 0 and get(s, sp, a) > 0 and k == get(s, sp, a):  # its last Guerrilla gone
            k = min(left, get(s, sp, b))
            bases, left = bases + k, left - k
    cash = 0
    for col in (M26_A, DR_A, SYN_A):
        cash += pc.cash_under(s, sp, col) if get(s, sp, col) > 0 else 0
    return bases, cash, g


@njit(cache=True)
def assault_priority(s, sp):
    """Step 1: the most 26July or DR Bases, then Cash, then the most Guerrillas."""
    b, c, g = assault_removes(s, sp, momentum_capacity(s, sp))
    return 10000 * b + 100 * min(c, 9) + g


@njit(cache=True)
def assault_score(s, sp):
    return assault_priority(s, sp) if op_space_ok(s, OP_ASSAULT, sp) else -1


@njit(cache=True)
def assault_condition(s):
    """Assault would add Government Control, remove a Base, or remove at least 3 26July/DR Guerrillas in
    the spaces it can select (the best 2-4 the Resources pay for)."""
    score = no_score()
    for sp in range(N_SPACES):
        if ops.space_ok(s, GOVT, OP_ASSAULT, sp):
            b, c, g = assault_value(s, sp)
            if b > 0 or (controller(s, sp) != GOVT and faction_pieces(s, sp, GOVT) > others(s, sp) - g - b):
                return True
            score[sp] = g
    return top_total(s, score, OP_ASSAULT) >= 3


@njit(cache=True)
def removal_target(s, legal, n, trace):
    """PU_REMOVE by the Government (Assault, Air Strike): Bases, then pieces with Cash, then 26July, DR,
    Syndicate (8.8.5); Underground is never a target; Air Strike by its list (8.8.3)."""
    sp = s[OP + CX_SP]
    best, best_col = -1, -1
    for col in range(13):
        if not G.has(legal, n, A_PIECE0 + col):
            continue
        g = pc.faction_of(col)
        sc = 30 if g == M26 else (20 if g == DR else 10)
        if pc.is_base(col):
            sc += 100
        if pc.HOLDER[col] >= 0 and pc.cash_under(s, sp, col) > 0:
            sc += 50
        if sc > best:
            best, best_col = sc, col
    if best_col < 0:
        T.note(trace, T.OP_DONE, 0)
        return A_DONE
    T.note(trace, T.GOVT_TARGET, best_col)
    return A_PIECE0 + best_col


@njit(cache=True)
def sweep_assault_space(s, rng, trace, legal, n):
    """8.8.1 Rolando Masferrer: the free Assault in the Sweep's best Assault space (8.8.5 priorities)."""
    score = no_score()
    for sp in range(N_SPACES):
        if G.has(legal, n, A_SPACE0 + sp):
            score[sp] = assault_priority(s, sp)
    return G.choose_or_done(rng, score, trace, T.GOVT_MASFERRER_ASSAULT)
