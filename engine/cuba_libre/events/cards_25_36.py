"""Event cards #25-#36, by card number: each built side as compiled functions (dispatch.py routes to them).

Names as in cards_01_12.py: `cNN_x(s, f)` acts at once; an asking side has `cNN_x_ok` (spaces),
`cNN_x_choice_ok` (effects), `cNN_x(s, step, x)` (apply; the next step, -1: done), and where needed
`cNN_x_at_once`. From #29 on, steps are packed with steps.step_of; such a side returns its next step even
where it has no answer (the side then ends) or a single one (taken at once: dispatch.SETTLES). Choices
naming a faction use its index (k = 0 Government ... 3 Syndicate); a piece of faction e and kind k (0
Troops / Underground, 1 Police / Active, 2 Base / open Casino) is column 3e + k. Capability sides (#28u, #30u) only place their
marker (rules/events.choose_event). Our card summaries: data/cards.csv; rulings R60-R70 (RULINGS.md).
"""
import networkx as nx
import numpy as np

from engine.core.frames import push
from engine.core.jit import njit
from engine.core.rng import roll_d6
from engine.cuba_libre.data import (
    ADJ,
    CITY,
    DR,
    GOVT,
    M26,
    MOUNTAIN,
    N_FACTIONS,
    N_SPACES,
    SPACE_IDS,
    SPACE_INDEX,
    SPACE_TYPE,
    SYN,
    TERRAIN,
    map_graph,
)
from engine.cuba_libre.events.free_op import CHOSEN_SPACE, ambush_in, ambush_possible, grant_op, op_in
from engine.cuba_libre.events.spaces import (
    ACTIVE_SUPPORT,
    new_guerrilla,
    one_of_two,
    pieces_of,
    populated,
    replace_all,
    set_level,
    troops_or_guerrillas,
)
from engine.cuba_libre.events.steps import (
    P_MODE,
    P_SPACE,
    a_of,
    b_of,
    pack,
    phase_of,
    sp_of,
    spread,
    step_of,
    unpack,
)
from engine.cuba_libre.events.tracks import ELIGIBLE_NEXT, HAVANA, aid_to_government, gain_aid
from engine.cuba_libre.layout import (
    CAS_OPEN,
    DR_A,
    DR_BASE,
    DR_U,
    FR_EVENT,
    M26_BASE,
    M26_U,
    NEXT_ELIG,
    OP_MARCH,
    OP_RALLY,
    OPF_LIMITED,
    OPT_DEFECTIONS_ANY,
    OPTIONS,
    POLICE,
    RNG,
    SYN_A,
    SYN_U,
    TROOPS,
)
from engine.cuba_libre.rules import grants as gr
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules.board import (
    available_bases,
    available_guerrillas,
    base_col,
    can_place_base,
    controller,
    gain_resources,
    get,
)

CAMAGUEY_PROVINCE, ORIENTE = SPACE_INDEX["camaguey_province"], SPACE_INDEX["oriente"]
LAS_VILLAS = SPACE_INDEX["las_villas"]
# #27 shaded: adjacency steps from each space to Havana (Havana 0).
_steps = nx.single_source_shortest_path_length(map_graph(), "havana")
HAVANA_STEPS = np.array([_steps[sid] for sid in SPACE_IDS], dtype=np.int64)
DR_PIECES = np.array([DR_U, DR_A, DR_BASE], dtype=np.int64)
CS_DEFECTIONS = 70


# ------------------------------------------------------------------ #25 Escapade
# Unshaded: a DR Guerrilla and a DR Base (stacking, Available) in Camagüey Province or Oriente.
@njit(cache=True)
def c25_u_ok(s, step, sp):
    if step % 8 != P_SPACE or (sp != CAMAGUEY_PROVINCE and sp != ORIENTE):
        return False
    return pc.available_guerrillas(s, DR) > 0 or (available_bases(s, DR) > 0 and can_place_base(s, sp, DR))


@njit(cache=True)
def c25_u(s, step, sp):
    pc.place_guerrillas(s, sp, DR, 1)
    if can_place_base(s, sp, DR):
        pc.place_base(s, sp, DR)
    return -1


# Shaded: remove 1 DR Base.
@njit(cache=True)
def c25_s_ok(s, step, sp):
    return get(s, sp, DR_BASE) > 0


@njit(cache=True)
def c25_s(s, step, sp):
    pc.remove(s, sp, DR_BASE)
    return -1


# ------------------------------------------------------------------ #26 Rodríguez Loeches
# Unshaded (5.5): DR places a Guerrilla in any space (it decides what follows), then in that space
# (step CHOSEN_SPACE + sp) 0 a free March into it, 1 a free Rally there or 2 a free Ambush there.
@njit(cache=True)
def c26_u_at_once(s, f):
    push(s, FR_EVENT, DR, 52, 0)


@njit(cache=True)
def c26_u_ok(s, step, sp):
    return step == 0


@njit(cache=True)
def c26_u_choice_ok(s, step, k):
    if step < CHOSEN_SPACE:
        return False
    sp = step - CHOSEN_SPACE
    if k == 0:
        return ops.space_fits(s, DR, OP_MARCH, sp)
    if k == 1:
        return ops.rally_space_ok(s, DR, sp)
    return k == 2 and ambush_possible(s, DR, sp, True)


@njit(cache=True)
def c26_u(s, step, x):
    if step < CHOSEN_SPACE:
        pc.place_guerrillas(s, x, DR, 1)
        return CHOSEN_SPACE + x
    sp = step - CHOSEN_SPACE
    if x == 0:
        grant_op(s, DR, OP_MARCH, OPF_LIMITED, 52, gr.RS_SPACES, 1 << sp, 0)
    elif x == 1:
        op_in(s, DR, OP_RALLY, sp, 52, 0)
    else:
        ambush_in(s, DR, sp, 52, 0)
    return -1


# Shaded: remove 1 DR Guerrilla (step 100 + space: which kind, when both are there: choice 0
# Underground, 1 Active); DR -5.
@njit(cache=True)
def c26_s_ok(s, step, sp):
    return step == 0 and get(s, sp, DR_U) + get(s, sp, DR_A) > 0


@njit(cache=True)
def c26_s_choice_ok(s, step, k):
    return step >= 100 and k < 2


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


# ------------------------------------------------------------------ #27 Echeverría
@njit(cache=True)
def c27_u_at_once(s, f):
    """Unshaded: Havana to Neutral; DR Eligible for the next card; then 2 DR Guerrillas in any spaces
    (ECs too), one at a time (as #15 unshaded; n = placed so far)."""
    set_level(s, HAVANA, 0)
    s[NEXT_ELIG + DR] = ELIGIBLE_NEXT


@njit(cache=True)
def c27_u_ok(s, step, sp):
    return step % 8 == P_SPACE and pc.available_guerrillas(s, DR) > 0


@njit(cache=True)
def c27_u(s, step, sp):
    return spread(s, step, sp, DR, 2)


# Shaded: DR -3 (at once); remove the 2 DR pieces closest to Havana in adjacency steps, one at a time,
# ties the executing faction's choice (R65). P_MODE k: DR_PIECES[k], when the space has more than one
# kind. n = removed so far.
@njit(cache=True)
def c27_s_at_once(s, f):
    gain_resources(s, DR, -3)


@njit(cache=True)
def dr_pieces(s, sp):
    return get(s, sp, DR_U) + get(s, sp, DR_A) + get(s, sp, DR_BASE)


@njit(cache=True)
def c27_s_ok(s, step, sp):
    if step % 8 != P_SPACE or dr_pieces(s, sp) == 0:
        return False
    for o in range(N_SPACES):
        if dr_pieces(s, o) > 0 and HAVANA_STEPS[o] < HAVANA_STEPS[sp]:
            return False
    return True


@njit(cache=True)
def c27_s_choice_ok(s, step, k):
    phase, sp, _ = unpack(step)
    return phase != P_SPACE and k < 3 and get(s, sp, DR_PIECES[k]) > 0


@njit(cache=True)
def c27_s(s, step, x):
    phase, sp, n = unpack(step)
    if phase == P_MODE:
        col = DR_PIECES[x]
    else:
        sp, col, kinds = x, -1, 0
        for c in DR_PIECES:
            if get(s, x, c) > 0:
                col, kinds = c, kinds + 1
        if kinds > 1:
            return pack(P_MODE, sp, n)
    pc.remove(s, sp, col)
    return pack(P_SPACE, 0, 1) if n == 0 else -1


# ------------------------------------------------------------------ #28 Morgan, shaded
# A City/Province with a DR Guerrilla to Active Support.
@njit(cache=True)
def c28_s_ok(s, step, sp):
    return populated(sp) and get(s, sp, DR_U) + get(s, sp, DR_A) > 0


@njit(cache=True)
def c28_s(s, step, sp):
    set_level(s, sp, ACTIVE_SUPPORT)
    return -1


# ------------------------------------------------------------------ #29 Fauré Chomón
# Unshaded: DR (k 0) or 26July (k 1) places 1 Base and 2 Guerrillas in Las Villas.
@njit(cache=True)
def c29_u_choice_ok(s, step, k):
    return k < 2


@njit(cache=True)
def c29_u(s, step, k):
    f = DR if k == 0 else M26
    pc.place(s, LAS_VILLAS, base_col(f))
    pc.place_guerrillas(s, LAS_VILLAS, f, 2)
    return -1


# Shaded: 1 DR piece removed, or replaced by the same type of 26July piece. Phase 1: the DR piece
# (column DR_U + k); phase 2 (a = its column): 0 remove, 1 replace.
@njit(cache=True)
def c29_s_ok(s, step, sp):
    return phase_of(step) == 0 and pieces_of(s, sp, DR) > 0


@njit(cache=True)
def c29_s_choice_ok(s, step, k):
    ph, sp = phase_of(step), sp_of(step)
    if ph == 1:
        return k < 3 and get(s, sp, DR_U + k) > 0
    if ph == 2:
        return k == 0 or (k == 1 and pc.available(s, M26_BASE if a_of(step) == DR_BASE else M26_U) > 0)
    return False


@njit(cache=True)
def c29_s(s, step, x):
    ph, sp = phase_of(step), sp_of(step)
    if ph == 0:
        return step_of(1, x, 0, 0)
    if ph == 1:
        return step_of(2, sp, DR_U + x, 0)
    col = a_of(step)
    if x == 0:
        pc.remove(s, sp, col)
    else:
        pc.replace(s, sp, col, M26_BASE if col == DR_BASE else M26_U)
    return -1



# ------------------------------------------------------------------ #30 The Guerrilla Life, shaded
# Every DR Guerrilla Underground (at once), then 1 DR Guerrilla in a City.
@njit(cache=True)
def c30_s_at_once(s, f):
    for sp in range(N_SPACES):
        for _ in range(get(s, sp, DR_A)):
            pc.flip(s, sp, DR_A, DR_U)


@njit(cache=True)
def c30_s_ok(s, step, sp):
    return SPACE_TYPE[sp] == CITY and available_guerrillas(s, DR) > 0


@njit(cache=True)
def c30_s(s, step, sp):
    pc.place_guerrillas(s, sp, DR, 1)
    return -1


# ------------------------------------------------------------------ #31 Escopeteros
# Unshaded: a non-Casino Base of any faction and 1 Guerrilla of any faction in a Mountain space (stacking,
# Available). Phase 1: whose Base (not the Syndicate's); phase 2: whose Guerrilla.
@njit(cache=True)
def c31_u_ok(s, step, sp):
    return phase_of(step) == 0 and TERRAIN[sp] == MOUNTAIN


@njit(cache=True)
def c31_u_choice_ok(s, step, k):
    ph, sp = phase_of(step), sp_of(step)
    if ph == 1:
        return k < SYN and available_bases(s, k) > 0 and can_place_base(s, sp, k)
    return ph == 2 and k > GOVT and available_guerrillas(s, k) > 0


@njit(cache=True)
def c31_u(s, step, x):
    ph, sp = phase_of(step), sp_of(step)
    if ph == 0:
        for k in range(SYN):  # a Base only where some faction can place one
            if c31_u_choice_ok(s, step_of(1, x, 0, 0), k):
                return step_of(1, x, 0, 0)
        return step_of(2, x, 0, 0)
    if ph == 1:
        pc.place(s, sp, base_col(x))
        return step_of(2, sp, 0, 0)
    pc.place_guerrillas(s, sp, x, 1)
    return -1



# Shaded: 1 Mountain space 1 level toward Active Support.
@njit(cache=True)
def c31_s_ok(s, step, sp):
    return TERRAIN[sp] == MOUNTAIN


@njit(cache=True)
def c31_s(s, step, sp):
    pc.shift(s, sp, 1)
    return -1


# ------------------------------------------------------------------ #32 Resistencia Cívica
# Unshaded: every DR piece in 1 City with DR pieces becomes 26July's (8.1 example: without one the Event
# has no effect).
@njit(cache=True)
def c32_u_ok(s, step, sp):
    return SPACE_TYPE[sp] == CITY and pieces_of(s, sp, DR) > 0


@njit(cache=True)
def c32_u(s, step, sp):
    replace_all(s, sp, DR, M26)
    return -1


# Shaded: every 26July piece in 1 City becomes DR's.
@njit(cache=True)
def c32_s_ok(s, step, sp):
    return SPACE_TYPE[sp] == CITY and pieces_of(s, sp, M26) > 0


@njit(cache=True)
def c32_s(s, step, sp):
    replace_all(s, sp, M26, DR)
    return -1


# ------------------------------------------------------------------ #33 Carlos Prío
# Unshaded: choice 0 DR +5, choice 1 26July +5.
@njit(cache=True)
def c33_u_choice_ok(s, step, k):
    return step == 0 and k < 2


@njit(cache=True)
def c33_u(s, step, k):
    gain_resources(s, DR if k == 0 else M26, 5)
    return -1


# Shaded: a DR Base (stacking, Available) and Neutral in 1 City or Province not under Government Control;
# ECs excluded (our summary: uncertain; an EC takes neither a Base nor a level).
@njit(cache=True)
def c33_s_ok(s, step, sp):
    return populated(sp) and controller(s, sp) != GOVT


@njit(cache=True)
def c33_s(s, step, sp):
    pc.place(s, sp, DR_BASE)
    set_level(s, sp, 0)
    return -1


# ------------------------------------------------------------------ #34 US Speaking Tour
# Unshaded: the chosen Insurgent (k) + a die of Resources, the other two +2.
@njit(cache=True)
def c34_u_choice_ok(s, step, k):
    return k > GOVT


@njit(cache=True)
def c34_u(s, step, k):
    for g in (M26, DR, SYN):
        gain_resources(s, g, roll_d6(s, RNG) if g == k else 2)
    return -1


@njit(cache=True)
def c34_s(s, f):
    """Shaded: Government + Aid (at most 8), then Aid +8."""
    aid_to_government(s, 8)
    gain_aid(s, 8)


# ------------------------------------------------------------------ #35 Defections
# In a space with its own pieces, the executing faction f replaces 2 Guerrillas and/or cubes of one enemy
# (our summary, uncertain: one enemy faction; RULINGS R70, option defections_any_enemies) by its own
# Underground Guerrillas, the Government by Troops or Police of its choice. Field a = f + 4 x enemy, b =
# pieces replaced so far; phase 1: the enemy; phase 2: its piece (for the Government, k = 2 x the piece's
# kind + the cube it becomes).
@njit(cache=True)
def defections_target(s, sp, f, e):
    return e != f and troops_or_guerrillas(s, sp, e) > 0


@njit(cache=True)
def c35_ok(s, step, sp):
    f = a_of(step) & 3
    if phase_of(step) != 0 or pieces_of(s, sp, f) == 0:
        return False
    for e in range(N_FACTIONS):
        if defections_target(s, sp, f, e):
            return True
    return False


@njit(cache=True)
def c35_choice_ok(s, step, k):
    ph, sp = phase_of(step), sp_of(step)
    f, e = a_of(step) & 3, a_of(step) >> 2
    if ph == 1:
        return defections_target(s, sp, f, k)
    if ph != 2:
        return False
    if f != GOVT:
        return k < 2 and get(s, sp, 3 * e + k) > 0
    return get(s, sp, 3 * e + (k >> 1)) > 0 and one_of_two(pc.available(s, TROOPS), pc.available(s, POLICE), k & 1)


@njit(cache=True)
def c35_at_once(s, f):
    """The executing faction rides in the step (field a) of its own frame."""
    for sp in range(N_SPACES):
        if c35_ok(s, step_of(0, 0, f, 0), sp):
            push(s, FR_EVENT, f, CS_DEFECTIONS, step_of(0, 0, f, 0))
            return


@njit(cache=True)
def c35(s, step, x):
    ph, sp, f, n = phase_of(step), sp_of(step), a_of(step) & 3, b_of(step)
    if ph == 0:
        return step_of(1, x, f, 0)
    if ph == 1:
        return step_of(2, sp, f + 4 * x, n)
    e = a_of(step) >> 2
    if f == GOVT:
        pc.replace(s, sp, 3 * e + (x >> 1), TROOPS + (x & 1))
    else:
        pc.replace(s, sp, 3 * e + x, new_guerrilla(f))
    if n == 1:
        return -1
    if s[OPTIONS + OPT_DEFECTIONS_ANY]:  # R70 option: the second piece may be another enemy's
        return step_of(1, sp, f, 1)
    return step_of(2, sp, a_of(step), 1)



# ------------------------------------------------------------------ #36 Eloy Gutiérrez Menoyo
# Unshaded: 1 piece neither DR nor a Casino, in Las Villas or next to it, by 2 DR Guerrillas. Phase 1:
# whose piece; phase 2 (a = whose): which kind.
@njit(cache=True)
def menoyo_piece(col):
    return col <= M26_BASE or col == SYN_U or col == SYN_A


@njit(cache=True)
def c36_u_ok(s, step, sp):
    if phase_of(step) != 0 or not (sp == LAS_VILLAS or ADJ[sp, LAS_VILLAS]):
        return False
    for col in range(CAS_OPEN):
        if menoyo_piece(col) and get(s, sp, col) > 0:
            return True
    return False


@njit(cache=True)
def c36_u_choice_ok(s, step, k):
    ph, sp = phase_of(step), sp_of(step)
    if ph == 1:
        return k != DR and get(s, sp, 3 * k) + get(s, sp, 3 * k + 1) + (get(s, sp, 3 * k + 2) if k != SYN else 0) > 0
    return ph == 2 and k < 3 and menoyo_piece(3 * a_of(step) + k) and get(s, sp, 3 * a_of(step) + k) > 0


@njit(cache=True)
def c36_u(s, step, x):
    ph, sp = phase_of(step), sp_of(step)
    if ph == 0:
        return step_of(1, x, 0, 0)
    if ph == 1:
        return step_of(2, sp, x, 0)
    pc.remove(s, sp, 3 * a_of(step) + x)
    pc.place_guerrillas(s, sp, DR, 2)
    return -1



# Shaded: 1 DR Guerrilla by a 26July or Syndicate Guerrilla; phase 1: k = 2 x (0 Underground, 1 Active)
# + (0 by 26July, 1 by the Syndicate).
@njit(cache=True)
def c36_s_ok(s, step, sp):
    return phase_of(step) == 0 and troops_or_guerrillas(s, sp, DR) > 0


@njit(cache=True)
def c36_s_choice_ok(s, step, k):
    return phase_of(step) == 1 and get(s, sp_of(step), DR_U + (k >> 1)) > 0 and one_of_two(
        available_guerrillas(s, M26), available_guerrillas(s, SYN), k & 1)


@njit(cache=True)
def c36_s(s, step, x):
    if phase_of(step) == 0:
        return step_of(1, x, 0, 0)
    pc.replace(s, sp_of(step), DR_U + (x >> 1), new_guerrilla(SYN if x & 1 else M26))
    return -1

