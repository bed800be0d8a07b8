"""Event cards #1-#12, by card number: each built side as compiled functions (dispatch.py routes to them).

Per side (`cNN_u` unshaded, `cNN_s` shaded, `cNN` a single Event): a side acting at once is `cNN_x(s, f)`;
a side that asks has `cNN_x_ok(s, step, sp)` (the spaces step `step` may take), `cNN_x_choice_ok(s, step, k)`
(the effects A_CHOICE0 + k it may take), `cNN_x(s, step, x)` (apply one; returns the next step, -1: done),
and where needed `cNN_x_at_once(s, f)` (what it does before its first question) and `cNN_x_resume(s, f,
step)` (5.5: what follows the free Op it granted). Capability and Momentum sides (#1s, #2, #4s, #5s, #6s,
#10s) only place their marker (rules/events.choose_event). Our card summaries: data/cards.csv.
"""
from engine.core.frames import push
from engine.core.jit import njit
from engine.core.rng import roll_d6
from engine.cuba_libre.data import ADJ, CITY, DR, EC, GOVT, M26, MOUNTAIN, N_SPACES, PROVINCE, SPACE_TYPE, SYN, TERRAIN
from engine.cuba_libre.events.free_op import (
    CHOSEN_SPACE,
    INSURGENTS,
    OPERATED,
    ambush_in,
    ambush_possible,
    can_march,
    grant_op,
    op_in,
    present,
    resume_at,
)
from engine.cuba_libre.events.spaces import ACTIVE_SUPPORT, PASSIVE_OPPOSITION, all_guerrillas, populated, set_level
from engine.cuba_libre.events.steps import P_FACTION, P_MODE, P_SPACE, pack, pick, pick_ok, unpack
from engine.cuba_libre.events.tracks import aid_to_government, gain_aid
from engine.cuba_libre.layout import (
    ALLIANCE,
    CAS_CLOSED,
    DR_A,
    DR_BASE,
    DR_U,
    FR_EVENT,
    FR_REDEPLOY_POLICE,
    FR_REDEPLOY_TROOPS,
    GR_REACHED,
    GRANT,
    OP_ASSAULT,
    OP_MARCH,
    OP_SWEEP,
    OPF_LIMITED,
    OPT_MAP_ONE_FACTION,
    OPTIONS,
    POLICE,
    RNG,
    SUPPORT,
    TROOPS,
)
from engine.cuba_libre.rules import grants as gr
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules import propaganda as prop
from engine.cuba_libre.rules.board import add, available_police, controller, gain_resources, get, on_map


# ------------------------------------------------------------------ #1 Armored Cars, unshaded (5.5)
# 26July or DR (the executing faction picks, k) free Marches into ONE destination (a LimOp's March, 2.3.5),
# then free Ambushes there, even with no Underground Guerrilla (the card; 5.1.1).
@njit(cache=True)
def c01_u_choice_ok(s, step, k):
    return k < 2 and can_march(s, INSURGENTS[k])


@njit(cache=True)
def c01_u(s, step, k):
    f = INSURGENTS[k]
    resume_at(s, 2, OPERATED + f)
    grant_op(s, f, OP_MARCH, OPF_LIMITED, 2, 0, 0, 0)
    return -1


@njit(cache=True)
def c01_u_resume(s, f, step):
    """The Ambush in the March's destination, by the faction that marched (step OPERATED + it)."""
    reached = s[GRANT + GR_REACHED]
    for d in range(N_SPACES):
        if (reached >> d) & 1:
            if ambush_possible(s, step - OPERATED, d, False):
                ambush_in(s, step - OPERATED, d, 2, 0)
            return


# ------------------------------------------------------------------ #3 Eulogio Cantillo (5.5)
# Unshaded: a space with Troops and Guerrillas of some faction (5.1 example: the executing faction picks
# both); that faction free Marches ALL its Guerrillas out into adjacent spaces (it picks where), then the
# moved Guerrillas flip Underground (grants.closing). Step CHOSEN_SPACE + sp: which faction, when several.
@njit(cache=True)
def c03_u_ok(s, step, sp):
    return step == 0 and get(s, sp, TROOPS) > 0 and present(s, sp) != 0


@njit(cache=True)
def c03_u_choice_ok(s, step, k):
    return k < 3 and step >= CHOSEN_SPACE and (present(s, step - CHOSEN_SPACE) >> k) & 1 == 1


@njit(cache=True)
def c03_u(s, step, x):
    if step < CHOSEN_SPACE:
        bits = present(s, x)
        if bits & (bits - 1):  # several factions have Guerrillas there: ask which
            return CHOSEN_SPACE + x
        k, sp = (0 if bits & 1 else 1 if bits & 2 else 2), x
    else:
        k, sp = x, step - CHOSEN_SPACE
    grant_op(s, INSURGENTS[k], OP_MARCH, 0, 6, gr.RS_ALL_OUT | gr.RS_FLIP_MOVED, 0, 1 << sp)
    return -1


# Shaded: in a non-EC space with Troops, a free Sweep with no cubes moving in, then a free Assault there.
@njit(cache=True)
def c03_s_ok(s, step, sp):
    return SPACE_TYPE[sp] != EC and get(s, sp, TROOPS) > 0


@njit(cache=True)
def c03_s(s, step, sp):
    resume_at(s, 7, CHOSEN_SPACE + sp)
    op_in(s, GOVT, OP_SWEEP, sp, 7, gr.RS_IN_PLACE)
    return -1


@njit(cache=True)
def c03_s_resume(s, f, step):
    sp = step - CHOSEN_SPACE
    if ops.assault_ok(s, sp):
        op_in(s, GOVT, OP_ASSAULT, sp, 7, 0)


# ------------------------------------------------------------------ #4 S.I.M., unshaded
# A City/Province at Support with no Police becomes Neutral.
@njit(cache=True)
def c04_u_ok(s, step, sp):
    return populated(sp) and get(s, sp, SUPPORT) > 0 and get(s, sp, POLICE) == 0


@njit(cache=True)
def c04_u(s, step, sp):
    set_level(s, sp, 0)
    return -1


# ------------------------------------------------------------------ #5 Rolando Masferrer, unshaded
# A Province with Troops, then a Province adjacent to it (step 1 + the first), both to Passive Opposition.
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


# ------------------------------------------------------------------ #6 Sánchez Mosquera, unshaded
# Every Troops cube leaves 1 Mountain space.
@njit(cache=True)
def c06_u_ok(s, step, sp):
    return TERRAIN[sp] == MOUNTAIN and get(s, sp, TROOPS) > 0


@njit(cache=True)
def c06_u(s, step, sp):
    pc.remove_all(s, sp, TROOPS)
    return -1


# ------------------------------------------------------------------ #7 Election
# Unshaded (and #8 unshaded): 1 Guerrilla in each City, of a faction the executing faction chooses per
# City (R60). n = bit per City served; the City first, so that it picks which Cities get the last
# Available Guerrillas (5.1.1).
@njit(cache=True)
def any_guerrilla_available(s):
    return pc.available_guerrillas(s, M26) + pc.available_guerrillas(s, DR) + pc.available_guerrillas(s, SYN) > 0


@njit(cache=True)
def c07_u_ok(s, step, sp):
    return (step % 8 == P_SPACE and SPACE_TYPE[sp] == CITY and not (step // 128 >> sp) & 1
            and any_guerrilla_available(s))


@njit(cache=True)
def c07_u_choice_ok(s, step, k):
    return step % 8 != P_SPACE and k < 3 and pc.available_guerrillas(s, 1 + k) > 0


@njit(cache=True)
def c07_u(s, step, x):
    phase, sp, n = unpack(step)
    if phase == P_SPACE:
        return pack(P_FACTION, x, n)
    pc.place_guerrillas(s, sp, 1 + x, 1)
    return pack(P_SPACE, 0, n | (1 << sp))


# Shaded: 1 City to Neutral, then Aid +10.
@njit(cache=True)
def c07_s_ok(s, step, sp):
    return SPACE_TYPE[sp] == CITY


@njit(cache=True)
def c07_s(s, step, sp):
    set_level(s, sp, 0)
    gain_aid(s, 10)
    return -1


# ------------------------------------------------------------------ #8 General Strike
@njit(cache=True)
def c08_u_at_once(s, f):
    """Unshaded: every City 1 level toward Neutral; then its Guerrillas as #7 unshaded (c07_u)."""
    for sp in range(N_SPACES):
        if SPACE_TYPE[sp] == CITY:
            pc.shift(s, sp, 0)


# Shaded: 1 City to Active Support, all Guerrillas there Active; then open 1 closed Casino anywhere
# (step 128).
@njit(cache=True)
def c08_s_ok(s, step, sp):
    if step == 0:
        return SPACE_TYPE[sp] == CITY
    return step % 8 == P_SPACE and get(s, sp, CAS_CLOSED) > 0


@njit(cache=True)
def c08_s(s, step, sp):
    if step == 0:
        set_level(s, sp, ACTIVE_SUPPORT)
        for f in INSURGENTS:
            u, _ = pc.guerrilla_cols(f)
            pc.activate(s, sp, f, get(s, sp, u))
        return pack(P_SPACE, 0, 1)
    pc.open_casino(s, sp)
    return -1


# ------------------------------------------------------------------ #9 Coup
@njit(cache=True)
def c09_u(s, f):
    """Unshaded: every Government-Controlled City/Province 1 level toward Neutral; US Alliance 1 box
    toward Firm (Aid unchanged)."""
    for sp in range(N_SPACES):
        if controller(s, sp) == GOVT:
            pc.shift(s, sp, 0)
    s[ALLIANCE] = max(0, s[ALLIANCE] - 1)


@njit(cache=True)
def c09_s(s, f):
    """Shaded (5.5): in each City with cubes, every DR Guerrilla goes Active and the Government free
    Assaults there, targeting DR pieces only; then US Alliance 1 box toward Embargoed (c09_s_resume)."""
    cities = 0
    assault = False
    for sp in range(N_SPACES):
        if SPACE_TYPE[sp] == CITY and pc.cubes(s, sp) > 0:
            cities |= 1 << sp
            for _ in range(get(s, sp, DR_U)):
                pc.flip(s, sp, DR_U, DR_A)
            assault |= ops.assault_capacity(s, sp) > 0 and get(s, sp, DR_A) + get(s, sp, DR_BASE) > 0
    resume_at(s, 19, 1)
    if assault:
        grant_op(s, GOVT, OP_ASSAULT, 0, 19, gr.RS_SPACES | gr.RS_EVERY | gr.RS_DR_ONLY, cities, 0)


@njit(cache=True)
def c09_s_resume(s, f, step):
    s[ALLIANCE] = min(2, s[ALLIANCE] + 1)


# ------------------------------------------------------------------ #10 MAP, unshaded
# A cube (its kind by P_MODE: 0 Troops, 1 Police, when both are there) is replaced by 2 Underground
# Guerrillas, each of a faction the executing faction chooses (R61; option map_guerrillas_one_faction:
# both of the first one's faction). n = 0, then 1 + the first one's choice.
@njit(cache=True)
def c10_u_ok(s, step, sp):
    return step % 8 == P_SPACE and pc.cubes(s, sp) > 0


@njit(cache=True)
def c10_u_choice_ok(s, step, k):
    phase, _, n = unpack(step)
    if phase == P_SPACE:
        return False
    if phase == P_MODE:  # Troops or Police, both there
        return k < 2
    if n > 0 and s[OPTIONS + OPT_MAP_ONE_FACTION] and k != n - 1:
        return False
    return k < 3 and pc.available_guerrillas(s, 1 + k) > 0


@njit(cache=True)
def c10_u(s, step, x):
    phase, sp, n = unpack(step)
    if phase == P_FACTION:
        pc.place_guerrillas(s, sp, 1 + x, 1)
        return pack(P_FACTION, sp, 1 + x) if n == 0 else -1
    if phase == P_MODE:
        col = TROOPS if x == 0 else POLICE
    else:
        sp = x
        if get(s, sp, TROOPS) > 0 and get(s, sp, POLICE) > 0:
            return pack(P_MODE, sp, 0)
        col = TROOPS if get(s, sp, TROOPS) > 0 else POLICE
    pc.remove(s, sp, col)  # 1.4.1: replaced by unavailable pieces, it is simply removed
    return pack(P_FACTION, sp, 0)


# ------------------------------------------------------------------ #11 Batista Flees (5.5)
@njit(cache=True)
def c11_at_once(s, f):
    """Government -10; a die of Troops removed (the executing faction picks them, FR_EVENT steps = Troops
    left to remove); US Alliance 1 box up; Aid +10; then a Redeploy as in 6.4 (c11_resume steps 1, 2)."""
    gain_resources(s, GOVT, -10)
    n = roll_d6(s, RNG)
    s[ALLIANCE] = max(0, s[ALLIANCE] - 1)
    gain_aid(s, 10)
    resume_at(s, 22, 1)
    if on_map(s, TROOPS) > 0:
        push(s, FR_EVENT, f, 22, n)


@njit(cache=True)
def c11_ok(s, step, sp):
    return get(s, sp, TROOPS) > 0


@njit(cache=True)
def c11(s, step, sp):
    pc.remove(s, sp, TROOPS)
    return step - 1 if step > 1 and on_map(s, TROOPS) > 0 else -1


@njit(cache=True)
def c11_resume(s, f, step):
    """6.4: Troops first (step 1), then Police (step 2), each cube at most once (as prop.run)."""
    prop.clear_redeployed(s)
    if step == 1:
        resume_at(s, 22, 2)
    col = TROOPS if step == 1 else POLICE
    if prop.any_movable(s, col):
        push(s, FR_REDEPLOY_TROOPS if step == 1 else FR_REDEPLOY_POLICE, GOVT, 0, 0)


# ------------------------------------------------------------------ #12 BRAC
# Unshaded: remove any 2 Guerrillas (any factions and spaces); n = removed so far.
@njit(cache=True)
def c12_u_ok(s, step, sp):
    return step % 8 == P_SPACE and all_guerrillas(s, sp) > 0


@njit(cache=True)
def c12_u_choice_ok(s, step, k):
    return step % 8 != P_SPACE and pick_ok(s, step, k)


@njit(cache=True)
def c12_u(s, step, x):
    phase, sp, n = unpack(step)
    if phase == P_SPACE:
        sp = x
    col, ask = pick(s, sp, n, phase, x)
    if col < 0:
        return ask
    pc.remove(s, sp, col)
    return pack(P_SPACE, 0, 1) if n == 0 else -1


# Shaded: 1 Police in any space, then Government + Aid (at most 6).
@njit(cache=True)
def c12_s_ok(s, step, sp):
    return available_police(s) > 0


@njit(cache=True)
def c12_s(s, step, sp):
    add(s, sp, POLICE, 1)
    aid_to_government(s, 6)
    return -1
