"""The March pieces the Non-player DR (8.6.3) and 26July (8.7.3) share: who may leave an origin, and the
step "from 1 space with the most Guerrillas that can still move, to a space closer to Havana"."""
import networkx as nx
import numpy as np

from engine.core.jit import njit
from engine.cuba_libre.data import DR, N_SPACES, SPACE_IDS, map_graph
from engine.cuba_libre.layout import A_SPACE0, OP, OP_MARCH, OP_ORIGINS, OP_SELECTED
from engine.cuba_libre.nonplayer import guidelines as G
from engine.cuba_libre.nonplayer import tables
from engine.cuba_libre.rules import movement as mv
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules.board import controller, faction_pieces

_g = map_graph()
DIST_HAVANA = np.array([nx.shortest_path_length(_g, sid, "havana") for sid in SPACE_IDS], dtype=np.int64)


@njit(cache=True)
def others(s, sp, f):
    """Pieces of the factions other than f, as counted for Control (1.7)."""
    n = 0
    for g in range(4):
        if g != f:
            n += faction_pieces(s, sp, g)
    return n


@njit(cache=True)
def leavers(s, f, o):
    """Guerrillas of f that may March out of o: never its last Guerrilla there (8.6.3, 8.7.3), and for
    the DR never its DR Control (8.6.3)."""
    n = min(mv.march_movable(s, f, o), ops.guerrillas(s, o, f) - 1)
    if f == DR and controller(s, o) == DR:
        n = min(n, faction_pieces(s, o, DR) - others(s, o, DR) - 1)
    return max(n, 0)


@njit(cache=True)
def closer(s, f, o, d):
    """d is closer to Havana than o and f's Guerrillas may March from o to d (8.6.3 "Morgan": the DR
    starts the March up to 2 spaces away)."""
    return mv.march_near(s, f, o, d) and DIST_HAVANA[d] < DIST_HAVANA[o]


@njit(cache=True)
def closer_origin_score(s, f, o):
    """The closer-to-Havana step's origins: the Guerrillas that may leave, with a closer space next door."""
    n = leavers(s, f, o)
    if n == 0:
        return -1
    for d in range(N_SPACES):
        if closer(s, f, o, d) and ops.space_ok(s, f, OP_MARCH, d):
            return n
    return -1


@njit(cache=True)
def closer_possible(s, f):
    for o in range(N_SPACES):
        if closer_origin_score(s, f, o) >= 0:
            return True
    return False


@njit(cache=True)
def first_selected(s):
    for sp in range(N_SPACES):
        if (s[OP + OP_SELECTED] >> sp) & 1:
            return sp
    return -1


@njit(cache=True)
def closer_step(s, f, rng, trace, code):
    """The destination: next to the origin with the most Guerrillas that may move, closer to Havana."""
    score = np.full(N_SPACES, -1, dtype=np.int64)
    for o in range(N_SPACES):
        score[o] = closer_origin_score(s, f, o)
    o = tables.best(rng, score)
    if o < 0:
        return -1
    dest = np.full(N_SPACES, -1, dtype=np.int64)
    for d in range(N_SPACES):
        if closer(s, f, o, d) and ops.space_ok(s, f, OP_MARCH, d):
            dest[d] = 1
    return G.choose(rng, dest, trace, code)


@njit(cache=True)
def closer_origin(s, f, d, rng, trace, legal, n, code):
    """SP_MARCH_FROM of that step: 1 origin, the one with the most Guerrillas that may move (-1: done)."""
    score = np.full(N_SPACES, -1, dtype=np.int64)
    if s[OP + OP_ORIGINS] == 0:
        for o in range(N_SPACES):
            if G.has(legal, n, A_SPACE0 + o) and closer(s, f, o, d) and leavers(s, f, o) > 0:
                score[o] = leavers(s, f, o)
    return G.choose(rng, score, trace, code)
