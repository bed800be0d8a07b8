"""8.8.2 Train: 4 cubes in each City and Government-Base space lacking Control, Police or Troops,
then a Base in 1 Province, else Civic Action (the Transport that follows is in `special`).
"""
from engine.core.jit import njit
from engine.cuba_libre.data import GOVT, N_SPACES, PROVINCE, SPACE_TYPE
from engine.cuba_libre.layout import A_CHOICE0, A_DONE, A_PIECE0, A_SPACE0, CX_N, GBASE, OP, OP_TRAIN, POLICE, TROOPS
from engine.cuba_libre.nonplayer import guidelines as G
from engine.cuba_libre.nonplayer import trace as T
from engine.cuba_libre.nonplayer.govt.civic import civic_ok, civic_score
from engine.cuba_libre.nonplayer.govt.common import op_space_ok
from engine.cuba_libre.nonplayer.guidelines import no_score
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules.board import (
    available_bases,
    available_police,
    available_troops,
    can_place_base,
    controller,
    get,
)


@njit(cache=True)
def train_lack(s, sp):
    """What a City or Government-Base space lacks: 3 Control, 2 Police, 1 Troops, 0 nothing (-1: not one)."""
    if not ops.train_places(sp, s):
        return -1
    if controller(s, sp) != GOVT:
        return 3
    if get(s, sp, POLICE) == 0:
        return 2
    return 1 if get(s, sp, TROOPS) == 0 else 0


@njit(cache=True)
def train_condition(s):
    for sp in range(N_SPACES):
        if train_lack(s, sp) > 0:
            return True
    return False


@njit(cache=True)
def base_province_ok(s, sp):
    """Step 2: a Province with 2+ cubes, no Government Base and room for one (8.1.2: 1 per Province)."""
    return (SPACE_TYPE[sp] == PROVINCE and pc.cubes(s, sp) >= 2 and get(s, sp, GBASE) == 0
            and available_bases(s, GOVT) > 0 and can_place_base(s, sp, GOVT))


@njit(cache=True)
def train_step(s, rng, trace):
    score = no_score()
    if available_troops(s) + available_police(s) >= 4:
        for sp in range(N_SPACES):
            if op_space_ok(s, OP_TRAIN, sp):
                score[sp] = train_lack(s, sp)
        a = G.choose(rng, score, trace, T.GOVT_TRAIN_CUBES)
        if a >= 0:
            return a
    for sp in range(N_SPACES):
        if ops.is_selected(s, sp) and base_province_ok(s, sp):
            return -1  # step 2's Province is already a Train space
    for sp in range(N_SPACES):
        if op_space_ok(s, OP_TRAIN, sp) and base_province_ok(s, sp):
            score[sp] = 1
    return G.choose(rng, score, trace, T.GOVT_TRAIN_BASE)


@njit(cache=True)
def train_possible(s):
    """Some step of the Train procedure has a space ("if Train is impossible" -> Garrison)."""
    cubes = available_troops(s) + available_police(s) >= 4
    for sp in range(N_SPACES):
        if op_space_ok(s, OP_TRAIN, sp) and ((cubes and train_lack(s, sp) >= 0) or base_province_ok(s, sp)):
            return True
    return False


@njit(cache=True)
def train_piece(s, legal, n):
    """PU_TRAIN: 8.1.2 Police and Troops in equal numbers, Police first."""
    first = (4 - s[OP + CX_N]) % 2 == 0
    for col in ((POLICE, TROOPS) if first else (TROOPS, POLICE)):
        if G.has(legal, n, A_PIECE0 + col):
            return A_PIECE0 + col
    return A_DONE


@njit(cache=True)
def train_close(s, legal, n, trace):
    """CH_TRAIN: the Base (step 2) in a selected Province; if none, Civic Action above 9 Resources."""
    for sp in range(N_SPACES):
        if ops.is_selected(s, sp) and G.has(legal, n, A_CHOICE0 + 0) and base_province_ok(s, sp):
            T.note(trace, T.GOVT_TRAIN_BASE_PLACE, sp)
            return A_CHOICE0 + 0
    if G.has(legal, n, A_CHOICE0 + 1):
        for sp in range(N_SPACES):
            if ops.is_selected(s, sp) and civic_ok(s, sp) and civic_score(s, sp) >= 0:
                T.note(trace, T.GOVT_TRAIN_CIVIC, 0)
                return A_CHOICE0 + 1
    T.note(trace, T.OP_DONE, 0)
    return A_DONE


@njit(cache=True)
def train_base_space(s, rng, trace, legal, n):
    """SP_TRAIN_BASE: step 2's Province."""
    score = no_score()
    for sp in range(N_SPACES):
        if G.has(legal, n, A_SPACE0 + sp) and SPACE_TYPE[sp] == PROVINCE:
            score[sp] = 1
    return G.choose(rng, score, trace, T.GOVT_TRAIN_BASE_PLACE)
