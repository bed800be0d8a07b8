"""Event sides decided by choosing spaces (or one of two effects). For each side: `cNN_x_ok(s, step, sp)`
says which spaces the step may take, `cNN_x(s, step, sp)` applies it and returns the next step (-1: done)."""
from numba import njit

from engine.core.rng import roll_d6
from engine.cuba_libre.data import (
    ADJ,
    CITY,
    DR,
    EC,
    M26,
    MOUNTAIN,
    PROVINCE,
    SPACE_INDEX,
    SPACE_TYPE,
    SYN,
    TERRAIN,
)
from engine.cuba_libre.events.tracks import HAVANA, aid_to_government, gain_aid
from engine.cuba_libre.layout import (
    AID,
    CAS_OPEN,
    DR_A,
    DR_BASE,
    DR_U,
    M26_A,
    M26_BASE,
    M26_U,
    POLICE,
    RES,
    RNG,
    SUPPORT,
    TROOPS,
)
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules.board import (
    add,
    available_police,
    can_place_base,
    gain_resources,
    get,
)

SIERRA_MAESTRA = SPACE_INDEX["sierra_maestra"]
ACTIVE_SUPPORT, PASSIVE_OPPOSITION, ACTIVE_OPPOSITION = 2, -1, -2


@njit(cache=True)
def set_level(s, sp, lvl):
    add(s, sp, SUPPORT, lvl - get(s, sp, SUPPORT))


@njit(cache=True)
def populated(sp):
    return SPACE_TYPE[sp] != EC


# #4 S.I.M., unshaded: a City/Province at Support with no Police becomes Neutral.
@njit(cache=True)
def c04_u_ok(s, step, sp):
    return populated(sp) and get(s, sp, SUPPORT) > 0 and get(s, sp, POLICE) == 0


@njit(cache=True)
def c04_u(s, step, sp):
    set_level(s, sp, 0)
    return -1


# #6 Sánchez Mosquera, unshaded: every Troops cube leaves 1 Mountain space.
@njit(cache=True)
def c06_u_ok(s, step, sp):
    return TERRAIN[sp] == MOUNTAIN and get(s, sp, TROOPS) > 0


@njit(cache=True)
def c06_u(s, step, sp):
    pc.remove_all(s, sp, TROOPS)
    return -1


# #7 Election, shaded: 1 City to Neutral, then Aid +10.
@njit(cache=True)
def c07_s_ok(s, step, sp):
    return SPACE_TYPE[sp] == CITY


@njit(cache=True)
def c07_s(s, step, sp):
    set_level(s, sp, 0)
    gain_aid(s, 10)
    return -1


# #12 BRAC, shaded: 1 Police in any space, then Government + Aid (at most 6).
@njit(cache=True)
def c12_s_ok(s, step, sp):
    return available_police(s) > 0


@njit(cache=True)
def c12_s(s, step, sp):
    add(s, sp, POLICE, 1)
    aid_to_government(s, 6)
    return -1


# #16 Larrazábal, shaded: remove 1 26July Base; 26July -3.
@njit(cache=True)
def c16_s_ok(s, step, sp):
    return get(s, sp, M26_BASE) > 0


@njit(cache=True)
def c16_s(s, step, sp):
    pc.remove(s, sp, M26_BASE)
    gain_resources(s, M26, -3)
    return -1


# #21 Fangio, unshaded: 1 City 1 level toward Active Opposition, 2 if a 26July piece is there.
@njit(cache=True)
def c21_u_ok(s, step, sp):
    return SPACE_TYPE[sp] == CITY


@njit(cache=True)
def c21_u(s, step, sp):
    pc.shift(s, sp, -1)
    if get(s, sp, M26_U) + get(s, sp, M26_A) + get(s, sp, M26_BASE) > 0:
        pc.shift(s, sp, -1)
    return -1


# #23 Radio Rebelde, unshaded: 2 different Provinces each 1 level toward Active Opposition.
# Step 0 takes the first; step 1 + sp takes the second, sp being the first.
@njit(cache=True)
def c23_u_ok(s, step, sp):
    return SPACE_TYPE[sp] == PROVINCE and sp != step - 1


@njit(cache=True)
def c23_u(s, step, sp):
    pc.shift(s, sp, -1)
    return 1 + sp if step == 0 else -1


# #23 Radio Rebelde, shaded: remove 1 26July Base from a Province.
@njit(cache=True)
def c23_s_ok(s, step, sp):
    return SPACE_TYPE[sp] == PROVINCE and get(s, sp, M26_BASE) > 0


@njit(cache=True)
def c23_s(s, step, sp):
    pc.remove(s, sp, M26_BASE)
    return -1


# #24 Vilma Espín, unshaded: Sierra Maestra or a City/Province next to it to Active Opposition.
@njit(cache=True)
def c24_u_ok(s, step, sp):
    return sp == SIERRA_MAESTRA or (populated(sp) and ADJ[sp, SIERRA_MAESTRA])


@njit(cache=True)
def c24_u(s, step, sp):
    set_level(s, sp, ACTIVE_OPPOSITION)
    return -1


# #24 Vilma Espín, shaded: remove all 26July pieces from 1 City other than Havana.
@njit(cache=True)
def c24_s_ok(s, step, sp):
    return SPACE_TYPE[sp] == CITY and sp != HAVANA and get(s, sp, M26_U) + get(s, sp, M26_A) + get(s, sp, M26_BASE) > 0


@njit(cache=True)
def c24_s(s, step, sp):
    for col in (M26_U, M26_A, M26_BASE):
        pc.remove_all(s, sp, col)
    return -1


# #25 Escapade, shaded: remove 1 DR Base.
@njit(cache=True)
def c25_s_ok(s, step, sp):
    return get(s, sp, DR_BASE) > 0


@njit(cache=True)
def c25_s(s, step, sp):
    pc.remove(s, sp, DR_BASE)
    return -1


# #28 Morgan, shaded: a City/Province with a DR Guerrilla to Active Support.
@njit(cache=True)
def c28_s_ok(s, step, sp):
    return populated(sp) and get(s, sp, DR_U) + get(s, sp, DR_A) > 0


@njit(cache=True)
def c28_s(s, step, sp):
    set_level(s, sp, ACTIVE_SUPPORT)
    return -1


# #31 Escopeteros, shaded: 1 Mountain space 1 level toward Active Support.
@njit(cache=True)
def c31_s_ok(s, step, sp):
    return TERRAIN[sp] == MOUNTAIN


@njit(cache=True)
def c31_s(s, step, sp):
    pc.shift(s, sp, 1)
    return -1


# #33 Carlos Prío, unshaded: choice 0 DR +5, choice 1 26July +5.
@njit(cache=True)
def c33_u(s, step, k):
    gain_resources(s, DR if k == 0 else M26, 5)
    return -1


# #41 Fat Butcher, unshaded: choice 0 close 1 open Casino (then its space, step 1), choice 1 Aid -8.
@njit(cache=True)
def c41_u_ok(s, step, sp):
    return step == 1 and get(s, sp, CAS_OPEN) > 0


@njit(cache=True)
def c41_u(s, step, x):
    if step == 1:
        pc.remove(s, x, CAS_OPEN)  # closes it (1.4.5)
        return -1
    if x == 0:
        return 1
    s[AID] = max(0, s[AID] - 8)
    return -1


# #5 Rolando Masferrer, unshaded: a Province with Troops, then a Province adjacent to it (step 1 + the
# first), both to Passive Opposition.
@njit(cache=True)
def c05_u_ok(s, step, sp):
    if SPACE_TYPE[sp] != PROVINCE:
        return False
    if step == 0:
        return get(s, sp, TROOPS) > 0
    return sp != step - 1 and ADJ[sp, step - 1]


@njit(cache=True)
def c05_u(s, step, sp):
    set_level(s, sp, PASSIVE_OPPOSITION)
    return 1 + sp if step == 0 else -1


# #26 Rodríguez Loeches, shaded: remove 1 DR Guerrilla (step 100 + space: which kind, when both are
# there: choice 0 Underground, 1 Active); DR -5.
@njit(cache=True)
def c26_s_ok(s, step, sp):
    return step == 0 and get(s, sp, DR_U) + get(s, sp, DR_A) > 0


@njit(cache=True)
def c26_s(s, step, x):
    if step == 0:
        if get(s, x, DR_U) > 0 and get(s, x, DR_A) > 0:
            return 100 + x  # both kinds there: ask which
        sp, col = x, (DR_U if get(s, x, DR_U) > 0 else DR_A)
    else:
        sp, col = step - 100, (DR_U if x == 0 else DR_A)
    pc.remove(s, sp, col)
    gain_resources(s, DR, -5)
    return -1


# #42 Llano, shaded: a City at Opposition goes Neutral; then an open Casino there (stacking, Available).
@njit(cache=True)
def c42_s_ok(s, step, sp):
    return SPACE_TYPE[sp] == CITY


@njit(cache=True)
def c42_s(s, step, sp):
    if get(s, sp, SUPPORT) < 0:
        set_level(s, sp, 0)
    if can_place_base(s, sp, SYN):
        pc.place_base(s, sp, SYN)
    return -1


# #44 Rebel Air Force, shaded: choice 0 26July, 1 DR gives a die of Resources (what it has) to the Syndicate.
@njit(cache=True)
def c44_s(s, step, k):
    g = M26 if k == 0 else DR
    n = min(roll_d6(s, RNG), s[RES + g])
    gain_resources(s, g, -n)
    gain_resources(s, SYN, n)
    return -1
