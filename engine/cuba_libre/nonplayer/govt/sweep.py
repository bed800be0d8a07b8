"""8.8.4 Sweep: Activate Underground 26July or DR Guerrillas (Support first, then Havana, where cubes
already are: step 1's spaces are in `sweep_plan`), moving in the Troops that Activate them all and gain
Control; only where Assault alone could not remove a Base or more than 3 Guerrillas.
"""
from engine.core.jit import njit
from engine.cuba_libre.data import GOVT, N_SPACES
from engine.cuba_libre.layout import A_PIECE0, A_SPACE0, DR_U, M26_U, OP_ASSAULT, SYN_U, TROOPS
from engine.cuba_libre.nonplayer import guidelines as G
from engine.cuba_libre.nonplayer import trace as T
from engine.cuba_libre.nonplayer.govt.assault import assault_value
from engine.cuba_libre.nonplayer.govt.common import surplus, top_total
from engine.cuba_libre.nonplayer.govt.garrison import cube_source_ok
from engine.cuba_libre.nonplayer.govt.momentum import sim_col, sim_empty
from engine.cuba_libre.nonplayer.govt.sweep_plan import sweep_need
from engine.cuba_libre.nonplayer.guidelines import no_score
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules.board import controller, get


@njit(cache=True)
def sweep_origin(s, d, rng, trace, legal, n):
    """SP_SWEEP_FROM: Troops (not moved in by this Op) from an adjacent space that keeps its Control, the one
    with the most Troops (8.8.1 S.I.M., into an empty space: Police and Troops alternately, Police first)."""
    score = no_score()
    col = sim_col(s, d) if sim_empty(s, d) else TROOPS
    if sweep_need(s, d) > 0:
        for o in range(N_SPACES):
            if (G.has(legal, n, A_SPACE0 + o) and cube_source_ok(s, o, col)
                    and (controller(s, o) != GOVT or surplus(s, o) > 0)):
                score[o] = get(s, o, col)
    return G.choose_or_done(rng, score, trace, T.GOVT_CUBES_FROM)


@njit(cache=True)
def activate_col(legal, n):
    """PU_ACTIVATE: 26July, then DR, then Syndicate Guerrillas (8.8.4)."""
    for col in (M26_U, DR_U, SYN_U):
        if G.has(legal, n, A_PIECE0 + col):
            return A_PIECE0 + col
    return legal[0]


@njit(cache=True)
def assault_strong(s):
    """Assault alone could remove a Base or more than 3 26July/DR Guerrillas (in its 2-4 spaces)."""
    score = no_score()
    for sp in range(N_SPACES):
        if ops.space_ok(s, GOVT, OP_ASSAULT, sp):
            b, c, g = assault_value(s, sp)
            if b > 0:
                return True
            score[sp] = g
    return top_total(s, score, OP_ASSAULT) > 3
