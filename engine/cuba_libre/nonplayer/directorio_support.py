"""The Directorio Non-player outside its 8.6 flowchart: Expat Backing's free Rally in the Support Phase (6.3.4,
8.6.2) and 8.6.5 Caracas, the removal of 2 DR Bases that cancels the Pact at the start of an Op or Event."""
from engine.core.jit import njit
from engine.cuba_libre.data import DR, M26, N_SPACES, POP
from engine.cuba_libre.layout import A_CHOICE0, A_DONE, A_SPACE0, A_VOLUNTARY, DR_BASE
from engine.cuba_libre.nonplayer import guidelines as G
from engine.cuba_libre.nonplayer import march as M
from engine.cuba_libre.nonplayer import trace as T
from engine.cuba_libre.nonplayer.guidelines import no_score
from engine.cuba_libre.nonplayer.sequence import player_at_victory
from engine.cuba_libre.rules import effects as fx
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules.board import bases_on_map, controller, faction_pieces, get


# ------------------------------------------------------------------------------ Expat Backing (6.3.4)
@njit(cache=True)
def expat_placed(s, sp):
    """Guerrillas a free Rally can place there: Pop + Bases with a DR Base (R22), else 1."""
    avail = pc.available_guerrillas(s, DR)
    bits = ops.rally_options(s, DR, sp)
    k = ops.rally_limit(s, DR, sp) if bits & 8 else (1 if bits & 1 else 0)
    return min(k, avail)


@njit(cache=True)
def expat_space(s, rng, trace, legal, n):
    """8.6.2 Expat Backing: DR Control of the greatest Pop, else a Base, else Guerrillas at random."""
    score = no_score()
    for sp in range(N_SPACES):
        if G.has(legal, n, A_SPACE0 + sp) and controller(s, sp) != DR:
            if faction_pieces(s, sp, DR) + expat_placed(s, sp) > M.others(s, sp, DR):
                score[sp] = POP[sp]
    a = G.choose(rng, score, trace, T.DR_EXPAT_CONTROL)
    if a >= 0:
        return a
    for sp in range(N_SPACES):
        if G.has(legal, n, A_SPACE0 + sp) and ops.rally_options(s, DR, sp) & 2:
            score[sp] = 1
    a = G.choose(rng, score, trace, T.DR_EXPAT_BASE)
    if a >= 0:
        return a
    for sp in range(N_SPACES):
        if G.has(legal, n, A_SPACE0 + sp) and expat_placed(s, sp) > 0:
            score[sp] = 1
    a = G.choose(rng, score, trace, T.DR_EXPAT_RANDOM)
    if a >= 0:
        return a
    T.note(trace, T.DR_EXPAT_NONE, 0)
    return A_DONE


@njit(cache=True)
def expat_mode(s, sp):
    bits = ops.rally_options(s, DR, sp)
    if controller(s, sp) != DR and faction_pieces(s, sp, DR) + expat_placed(s, sp) > M.others(s, sp, DR):
        return A_CHOICE0 + (3 if bits & 8 else 0)
    if bits & 2:
        return A_CHOICE0 + 1
    return A_CHOICE0 + (3 if bits & 8 else 0)


# ------------------------------------------------------------------------------ 8.6.5 Caracas
@njit(cache=True)
def caracas_pending(s):
    """8.6.5: the Pact of Caracas is in effect and 26July is a player meeting its victory condition (7.2)."""
    return fx.pact_of_caracas(s) and player_at_victory(s, M26)


@njit(cache=True)
def caracas_due(s):
    """8.6.5 ... and the DR has 2+ Bases on the map: it removes 2 of them, cancelling the Pact."""
    return caracas_pending(s) and bases_on_map(s, DR) >= 2


@njit(cache=True)
def caracas_step(s, trace, legal, n):
    """8.6.5 Caracas, at the first decision of an Op or of an Event (R111): the own-piece removal that
    cancels the Pact; -1 when not due."""
    if caracas_due(s) and G.has(legal, n, A_VOLUNTARY):
        T.note(trace, T.DR_CARACAS, 0)
        return A_VOLUNTARY
    return -1


@njit(cache=True)
def caracas_base_space(s, rng, trace, legal, n):
    """SP_VOLUNTARY / SP_CARACAS_BASE: a DR Base from a random space (8.2)."""
    score = no_score()
    for sp in range(N_SPACES):
        if G.has(legal, n, A_SPACE0 + sp) and get(s, sp, DR_BASE) > 0:
            score[sp] = 1
    return G.choose(rng, score, trace, T.DR_CARACAS_BASE)
