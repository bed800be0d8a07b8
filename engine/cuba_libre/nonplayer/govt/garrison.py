"""8.8.3 Garrison: cubes to every EC to equal the Guerrillas there, then to Cities lacking Control,
Police or Troops, each from the space with the most of its type (never a space's last Police).
"""
from engine.core.jit import njit
from engine.cuba_libre.data import CITY, EC, GOVT, M26, N_SPACES, SPACE_TYPE
from engine.cuba_libre.layout import (
    A_DONE,
    A_SPACE0,
    DR_A,
    DR_U,
    M26_A,
    M26_BASE,
    M26_U,
    OP_GARRISON,
    POLICE,
    SYN_A,
    SYN_U,
    TROOPS,
)
from engine.cuba_libre.nonplayer import guidelines as G
from engine.cuba_libre.nonplayer import trace as T
from engine.cuba_libre.nonplayer.govt.common import others
from engine.cuba_libre.nonplayer.guidelines import no_score
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules.board import controller, faction_pieces, get


@njit(cache=True)
def insurgent_guerrillas(s, sp):
    n = 0
    for col in (M26_U, M26_A, DR_U, DR_A, SYN_U, SYN_A):
        n += get(s, sp, col)
    return n


@njit(cache=True)
def garrison_condition(s):
    """In some EC 26July Guerrillas are Underground or outnumber the cubes."""
    for sp in range(N_SPACES):
        if SPACE_TYPE[sp] == EC and (get(s, sp, M26_U) > 0 or get(s, sp, M26_U) + get(s, sp, M26_A) > pc.cubes(s, sp)):
            return True
    return False


@njit(cache=True)
def garrison_need(s, sp):
    """Cubes sp wants: in an EC as many as the Guerrillas there (R98); a City lacking Control, Police or
    Troops what it lacks."""
    if SPACE_TYPE[sp] == EC:
        return max(insurgent_guerrillas(s, sp) - pc.cubes(s, sp), 0)
    if SPACE_TYPE[sp] != CITY:
        return 0
    if controller(s, sp) != GOVT:
        return max(others(s, sp) - faction_pieces(s, sp, GOVT) + 1, 1)
    return 1 if get(s, sp, POLICE) == 0 or get(s, sp, TROOPS) == 0 else 0


@njit(cache=True)
def garrison_col(s, sp):
    """Police, then Troops; a City lacking only Troops gets Troops."""
    if SPACE_TYPE[sp] == CITY and controller(s, sp) == GOVT and get(s, sp, POLICE) > 0:
        return TROOPS
    return POLICE


@njit(cache=True)
def cube_source_ok(s, o, col):
    """8.8.3: never the last Police of a space; cubes that arrived by this Op stay."""
    n = get(s, o, col) - s[ops.MOVED + 2 * o + (0 if col == TROOPS else 1)]
    return n > 0 and (col == TROOPS or get(s, o, POLICE) > 1)


@njit(cache=True)
def garrison_step(s, rng, trace):
    score = no_score()
    for sp in range(N_SPACES):
        if ops.space_ok(s, GOVT, OP_GARRISON, sp) and garrison_need(s, sp) > 0:
            score[sp] = 2 if SPACE_TYPE[sp] == EC else 1
    return G.choose(rng, score, trace, T.GOVT_GARRISON_TO)


@njit(cache=True)
def cube_origin(s, d, col, rng, trace, legal, n):
    """A cube of col from the space with the most of them (never its last Police); A_DONE if none."""
    score = no_score()
    for o in range(N_SPACES):
        if G.has(legal, n, A_SPACE0 + o) and cube_source_ok(s, o, col):
            score[o] = get(s, o, col)
    return G.choose_or_done(rng, score, trace, T.GOVT_CUBES_FROM)


@njit(cache=True)
def garrison_origin(s, d, rng, trace, legal, n):
    if garrison_need(s, d) == 0:
        T.note(trace, T.OP_DONE, 0)
        return A_DONE
    col = garrison_col(s, d)
    a = cube_origin(s, d, col, rng, trace, legal, n)
    if a == A_DONE and col == POLICE:
        return cube_origin(s, d, TROOPS, rng, trace, legal, n)
    return a


@njit(cache=True)
def garrison_assault_space(s, rng, trace, legal, n):
    """SP_GARRISON_ASSAULT, step 3: the EC where the free Assault removes the most 26July pieces."""
    score = no_score()
    for sp in range(N_SPACES):
        if G.has(legal, n, A_SPACE0 + sp):
            score[sp] = ops.guerrillas(s, sp, M26) + get(s, sp, M26_BASE)
    return G.choose(rng, score, trace, T.GOVT_GARRISON_ASSAULT)
