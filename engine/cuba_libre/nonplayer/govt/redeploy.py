"""8.8.7 Redeploy: Police to ECs, to Provinces whose Troops leave, then to Cities and Base spaces
without Police, each from the space with the most; Troops as evenly as possible.
"""
from engine.core.jit import njit
from engine.cuba_libre.data import CITY, EC, GOVT, M26, N_SPACES, PROVINCE, SPACE_TYPE
from engine.cuba_libre.layout import A_DONE, A_SPACE0, CAS_CLOSED, FR_REDEPLOY_TROOPS, GBASE, POLICE, TROOPS
from engine.cuba_libre.nonplayer import guidelines as G
from engine.cuba_libre.nonplayer import trace as T
from engine.cuba_libre.nonplayer.govt.common import others, surplus
from engine.cuba_libre.nonplayer.guidelines import no_score
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules.board import controller, faction_pieces, get
from engine.cuba_libre.rules.propaganda import destination_ok, troops_must_leave


@njit(cache=True)
def redeploy_police_need(s, sp):
    """Police a space wants: ECs as many as the 26July Guerrillas; Cities and Base spaces 1."""
    if SPACE_TYPE[sp] == EC:
        return max(ops.guerrillas(s, sp, M26) - get(s, sp, POLICE), 0)
    if redeploy_province_need(s, sp) > 0:
        return redeploy_province_need(s, sp)
    if (SPACE_TYPE[sp] == CITY or get(s, sp, GBASE) > 0) and get(s, sp, POLICE) == 0:
        return 1
    return 0


@njit(cache=True)
def redeploy_province_need(s, sp):
    """8.8.7 step 1: a Province whose Troops Redeployed out (6.4: no Government Base, so none stay; R112:
    one the Government still holds with Police): the Police its Control needs, counting the closed
    Casinos that open at the Reset (6.5)."""
    if SPACE_TYPE[sp] != PROVINCE or get(s, sp, GBASE) > 0 or get(s, sp, TROOPS) > 0 or get(s, sp, POLICE) == 0:
        return 0
    return max(others(s, sp) + get(s, sp, CAS_CLOSED) - faction_pieces(s, sp, GOVT) + 1, 0)


@njit(cache=True)
def redeploy_tier(s, sp):
    """8.8.7 step 1's order: ECs (3), then Provinces whose Troops left (2), then Cities and Base spaces (1)."""
    if redeploy_police_need(s, sp) == 0:
        return 0
    if SPACE_TYPE[sp] == EC:
        return 3
    return 2 if redeploy_province_need(s, sp) > 0 else 1


@njit(cache=True)
def redeploy_origin(s, kind, rng, trace, legal, n):
    """Troops: those that must leave, from the most; Police: from the space with the most Police, never
    its last or its Control, while a space that may receive Police wants them."""
    score = no_score()
    col = TROOPS if kind == FR_REDEPLOY_TROOPS else POLICE
    want = False  # some space wants Police and may receive them (6.4: ECs, Government-Controlled spaces)
    for sp in range(N_SPACES):
        want = want or (redeploy_police_need(s, sp) > 0 and destination_ok(s, POLICE, -1, sp))
    for sp in range(N_SPACES):
        if G.has(legal, n, A_SPACE0 + sp):
            if col == TROOPS and troops_must_leave(s, sp):
                score[sp] = get(s, sp, TROOPS)
            elif col == POLICE and want and get(s, sp, POLICE) > 1 and redeploy_police_need(s, sp) == 0 and (
                    controller(s, sp) != GOVT or surplus(s, sp) > 0):
                score[sp] = get(s, sp, POLICE)
    a = G.choose(rng, score, trace, T.GOVT_REDEPLOY_FROM)
    if a >= 0:
        return a
    if G.has(legal, n, A_DONE):
        T.note(trace, T.OP_DONE, 0)
        return A_DONE
    return -1


@njit(cache=True)
def redeploy_dest(s, origin, col, rng, trace, legal, n):
    """Police where wanted; Troops as evenly as possible (to the fewest Troops)."""
    score = no_score()
    for sp in range(N_SPACES):
        if G.has(legal, n, A_SPACE0 + sp) and destination_ok(s, col, origin, sp):
            if col == POLICE:
                score[sp] = 100 * redeploy_tier(s, sp) + redeploy_police_need(s, sp)
            else:
                score[sp] = 100 - get(s, sp, TROOPS)
    province = col == POLICE and score.max() // 100 == 2  # the best are Provinces whose Troops left
    return G.choose(rng, score, trace, T.GOVT_REDEPLOY_PROVINCE if province else T.GOVT_REDEPLOY_TO)
