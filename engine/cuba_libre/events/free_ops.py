"""Sides that grant free Operations or Special Activities (5.5, 3.1.2), with the limits the card sets.  Card sides: 1u 3u 3s 9s 11 17u 20u 26u 41s 43u 44u.

Group protocol (engine/cuba_libre/events/dispatch.py routes a side cs = 2 x card + side to its group):
AT_ONCE / BY_SPACE / BY_CHOICE list the built (card, side) pairs; at_once(s, f, cs) acts without a
choice; space_ok / choice_ok say which answers step `step` of cs accepts; apply(s, cs, step, x) applies
one and returns the next step (-1: done). This group adds `resume(s, f, cs, step)`: the FR_RESUME
continuation that step.advance runs once a granted Op is over.

How a side grants an Op (5.5): it pushes FR_RESUME (executing faction, cs, the step after the Op) when
something follows, then starts the free Op for the faction the card names, through the normal frames:
`grant_op` (FR_OP: that faction chooses the spaces, turn.begin_op) or `op_in` / `ambush_in` (the space
the card names: FR_FINISH + ops.select, as turn.expat_rally). rules/grants.py holds the card's limits
(only these spaces, all Guerrillas out, in every space, DR targets only, Government Bases first ...),
which the Op code asks; a granted Op has OP_ROLE 0 (never Laundered, 2.3.6), pays nothing (OPF_FREE)
and leaves its faction's Eligibility alone (3.1.2). The executing faction is kept in GR_EXEC.
Steps encode memory: 100 + space (a space chosen, a choice next), 10 + faction (who operated).
"""
from numba import njit

from engine.core.frames import push
from engine.core.rng import roll_d6
from engine.cuba_libre.data import CITY, DR, EC, GOVT, M26, N_SPACES, SPACE_TYPE, SYN
from engine.cuba_libre.events.tracks import gain_aid
from engine.cuba_libre.layout import (
    ALLIANCE,
    CAS_CLOSED,
    DR_A,
    DR_BASE,
    DR_U,
    FACTION_OPS,
    FR_EVENT,
    FR_REDEPLOY_POLICE,
    FR_REDEPLOY_TROOPS,
    FR_RESUME,
    GBASE,
    GR_EXEC,
    GR_REACHED,
    GR_RULE,
    GRANT,
    M26_A,
    M26_U,
    OP,
    OP_ASSAULT,
    OP_ATTACK,
    OP_MARCH,
    OP_RALLY,
    OP_SA,
    OP_SA_SPACES,
    OP_SWEEP,
    OPF_FREE,
    OPF_LIMITED,
    POLICE,
    RNG,
    SA_AMBUSH,
    TROOPS,
)
from engine.cuba_libre.rules import grants as gr
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules import propaganda as prop
from engine.cuba_libre.rules import turn
from engine.cuba_libre.rules.board import base_col, gain_resources, get, on_map

AT_ONCE = ((9, 1), (11, 0), (26, 0), (41, 1))
BY_SPACE = ((3, 0), (3, 1), (44, 0))
BY_CHOICE = ((1, 0), (17, 0), (20, 0), (43, 0))

INSURGENTS = (M26, DR, SYN)  # FR_EVENT choices k = 0, 1, 2 where a card lets "a Faction" act
CHOSEN_SPACE = 100  # step CHOSEN_SPACE + sp: a space was chosen, a choice about it comes next
OPERATED = 10  # step OPERATED + f: faction f made the granted Op


# ------------------------------------------------------------------------------ the 5.5 mechanism
@njit(cache=True)
def resume_at(s, cs, step):
    """After the Op about to start, side cs goes on at `step` (FR_RESUME, run by step.advance)."""
    push(s, FR_RESUME, s[GRANT + GR_EXEC], cs, step)


@njit(cache=True)
def grant_op(s, f, op, flags, cs, rule, spaces, frm):
    """5.5: f makes a free Op, choosing its spaces (FR_OP) within the card's limits (grants.py)."""
    turn.begin_op(s, f, op, 0, flags | OPF_FREE)
    gr.grant(s, cs, rule, spaces, frm)


@njit(cache=True)
def op_in(s, f, op, sp, cs, rule):
    """5.5: f makes a free Op in the one space the card names."""
    turn.start_free_in(s, f, op)
    gr.grant(s, cs, rule, 1 << sp, 0)
    ops.select(s, f, op, sp)


@njit(cache=True)
def ambush_in(s, f, sp, cs, rule):
    """5.5 with 4.3.2 / 4.4.2: f Ambushes in sp as the Event grants it: an Attack there that succeeds
    without a die, 1 Underground Guerrilla Activating (5.1.1: none needed where the card says so)."""
    turn.start_free_in(s, f, OP_ATTACK)
    gr.grant(s, cs, rule, 1 << sp, 0)
    s[OP + OP_SA] = SA_AMBUSH
    s[OP + OP_SA_SPACES] |= 1 << sp
    ops.mark_selected(s, sp)
    ops.attack(s, f, sp, True)


@njit(cache=True)
def ambush_possible(s, f, sp, underground):
    """4.3.2: an Attack space (an own Guerrilla, an enemy piece), with an Underground one if required."""
    u, _ = pc.guerrilla_cols(f)
    return ops.space_fits(s, f, OP_ATTACK, sp) and (get(s, sp, u) > 0 or not underground)


@njit(cache=True)
def first_space(bits):
    for sp in range(N_SPACES):
        if (bits >> sp) & 1:
            return sp
    return -1


@njit(cache=True)
def present(s, sp):
    """Bit k: INSURGENTS[k] has Guerrillas in sp."""
    bits = 0
    for k in range(3):
        if ops.guerrillas(s, sp, INSURGENTS[k]) > 0:
            bits |= 1 << k
    return bits


@njit(cache=True)
def can_march(s, f):
    return turn.op_possible(s, f, OP_MARCH, True)


# ------------------------------------------------------------------------------ #1 Armored Cars, unshaded
# 26July or DR (the executing faction picks) free Marches into ONE destination (a LimOp's March, 2.3.5),
# then free Ambushes there, even with no Underground Guerrilla (the card; 5.1.1).
@njit(cache=True)
def c01_u(s, f):
    grant_op(s, f, OP_MARCH, OPF_LIMITED, 2, 0, 0, 0)


@njit(cache=True)
def c01_u_ambush(s, f):
    d = first_space(s[GRANT + GR_REACHED])
    if d >= 0 and ambush_possible(s, f, d, False):
        ambush_in(s, f, d, 2, 0)


# ------------------------------------------------------------------------------ #3 Eulogio Cantillo
@njit(cache=True)
def c03_u_ok(s, sp):
    """A space with Troops and Guerrillas of some faction (5.1 example: the executing faction picks both)."""
    return get(s, sp, TROOPS) > 0 and present(s, sp) != 0


@njit(cache=True)
def c03_u(s, f, sp):
    """That faction free Marches ALL its Guerrillas out of sp into adjacent spaces (it picks where), then
    the moved Guerrillas flip Underground (grants.closing)."""
    grant_op(s, f, OP_MARCH, 0, 6, gr.RS_ALL_OUT | gr.RS_FLIP_MOVED, 0, 1 << sp)


@njit(cache=True)
def c03_s_ok(s, sp):
    return SPACE_TYPE[sp] != EC and get(s, sp, TROOPS) > 0


# ------------------------------------------------------------------------------ #9 Coup, shaded
@njit(cache=True)
def coup_city(s, sp):
    return SPACE_TYPE[sp] == CITY and pc.cubes(s, sp) > 0


@njit(cache=True)
def c09_s(s, f):
    """In each City with cubes, every DR Guerrilla goes Active and the Government free Assaults there,
    targeting DR pieces only; then US Alliance 1 box toward Embargoed (resume step 1)."""
    cities = 0
    assault = False
    for sp in range(N_SPACES):
        if coup_city(s, sp):
            cities |= 1 << sp
            for _ in range(get(s, sp, DR_U)):
                pc.flip(s, sp, DR_U, DR_A)
            assault |= ops.assault_capacity(s, sp) > 0 and get(s, sp, DR_A) + get(s, sp, DR_BASE) > 0
    resume_at(s, 19, 1)
    if assault:
        grant_op(s, GOVT, OP_ASSAULT, 0, 19, gr.RS_SPACES | gr.RS_EVERY | gr.RS_DR_ONLY, cities, 0)


# ------------------------------------------------------------------------------ #11 Batista Flees
@njit(cache=True)
def c11(s, f):
    """Government -10; a die of Troops removed (the executing faction picks them, FR_EVENT steps = Troops
    left to remove); US Alliance 1 box up; Aid +10; then a Redeploy as in 6.4 (resume steps 1, 2)."""
    gain_resources(s, GOVT, -10)
    n = roll_d6(s, RNG)
    s[ALLIANCE] = max(0, s[ALLIANCE] - 1)
    gain_aid(s, 10)
    resume_at(s, 22, 1)
    if on_map(s, TROOPS) > 0:
        push(s, FR_EVENT, f, 22, n)


@njit(cache=True)
def c11_remove(s, step, sp):
    pc.remove(s, sp, TROOPS)
    return step - 1 if step > 1 and on_map(s, TROOPS) > 0 else -1


@njit(cache=True)
def c11_redeploy(s, step):
    """6.4: Troops first, then Police, each cube at most once (as prop.run)."""
    prop.clear_redeployed(s)
    if step == 1:
        resume_at(s, 22, 2)
    col = TROOPS if step == 1 else POLICE
    if prop.any_movable(s, col):
        push(s, FR_REDEPLOY_TROOPS if step == 1 else FR_REDEPLOY_POLICE, GOVT, 0, 0)


# ------------------------------------------------------------------------------ #17 Alberto Bayo, unshaded
@njit(cache=True)
def bayo_spaces(s, f):
    bits = 0
    for sp in range(N_SPACES):
        if get(s, sp, base_col(f)) > 0:
            bits |= 1 << sp
    return bits


@njit(cache=True)
def c17_u_ok(s, f):
    for sp in range(N_SPACES):
        if get(s, sp, base_col(f)) > 0 and SPACE_TYPE[sp] != EC and ops.rally_options(s, f, sp) != 0:
            return True
    return False


@njit(cache=True)
def c17_u(s, f):
    """26July or DR free Rallies in EVERY space with its Base, each treated as Neutral."""
    grant_op(s, f, OP_RALLY, 0, 34, gr.RS_SPACES | gr.RS_EVERY | gr.RS_NEUTRAL, bayo_spaces(s, f), 0)


# ------------------------------------------------------------------------------ #20 The Twelve, unshaded
@njit(cache=True)
def c20_u_rally(s, f):
    """Then a free Rally in one space the March's Guerrillas entered (3.3.2 note)."""
    reached = s[GRANT + GR_REACHED]
    for sp in range(N_SPACES):
        if (reached >> sp) & 1 and ops.rally_space_ok(s, f, sp):
            grant_op(s, f, OP_RALLY, OPF_LIMITED, 40, gr.RS_SPACES, reached, 0)
            return


# ------------------------------------------------------------------------------ #26 Rodríguez Loeches, unshaded
@njit(cache=True)
def c26_u_ok(s, sp, k):
    """In the space of the new DR Guerrilla: 0 a free March into it, 1 a free Rally, 2 a free Ambush."""
    if k == 0:
        return ops.space_fits(s, DR, OP_MARCH, sp)
    if k == 1:
        return ops.rally_space_ok(s, DR, sp)
    return k == 2 and ambush_possible(s, DR, sp, True)


@njit(cache=True)
def c26_u(s, sp, k):
    if k == 0:
        grant_op(s, DR, OP_MARCH, OPF_LIMITED, 52, gr.RS_SPACES, 1 << sp, 0)
    elif k == 1:
        op_in(s, DR, OP_RALLY, sp, 52, 0)
    else:
        ambush_in(s, DR, sp, 52, 0)


# ------------------------------------------------------------------------------ #41 Fat Butcher, shaded
# The Syndicate free Ambushes with 1 of its Underground Guerrillas (5.1.1 names this card: an SA of
# another faction), then the executing faction opens 1 closed Casino (resume step 1, then step 2).
@njit(cache=True)
def c41_s(s, f):
    resume_at(s, 83, 1)
    for sp in range(N_SPACES):
        if ambush_possible(s, SYN, sp, True):
            push(s, FR_EVENT, SYN, 83, 0)
            return


# ------------------------------------------------------------------------------ #43 Mafia Offensive, unshaded
# The executing faction picks 26July or DR (step 0); that faction picks its free LimOp (step 10 + f,
# k = its k-th Operation), in which 1 Syndicate Guerrilla in the space counts as its own (R59: Attack and
# Terror; grants.borrowed).
@njit(cache=True)
def c43_u_ok(s, f, op):
    """Is op possible as a free LimOp of f with a Syndicate Guerrilla counting as its own?"""
    keep = s[GRANT + GR_RULE]
    s[GRANT + GR_RULE] = gr.RS_SYN_OWN  # asked as if granted, then restored: a question, no change
    ok = turn.op_possible(s, f, op, True)
    s[GRANT + GR_RULE] = keep
    return ok


@njit(cache=True)
def c43_u_any(s, f):
    for op in FACTION_OPS[f]:
        if c43_u_ok(s, f, op):
            return True
    return False


# ------------------------------------------------------------------------------ #44 Rebel Air Force, unshaded
# Step 0: a space with Government pieces and a 26July or DR Guerrilla; step 100 + sp: which Guerrilla,
# k = 0 / 1 an Underground / Active 26July one, 2 / 3 DR (asked only when there is a choice).
AMBUSHERS = (M26_U, M26_A, DR_U, DR_A)


@njit(cache=True)
def c44_u_ok(s, sp, k):
    return get(s, sp, AMBUSHERS[k]) > 0


@njit(cache=True)
def c44_u(s, sp, k):
    """Its faction free Ambushes there: up to 2 Government pieces only, Government Bases first."""
    f = M26 if k < 2 else DR
    rule = gr.RS_GOVT_BASES_FIRST | (gr.RS_AMBUSH_ACTIVE if k % 2 == 1 else 0)
    ambush_in(s, f, sp, 88, rule)


@njit(cache=True)
def govt_pieces(s, sp):
    return pc.cubes(s, sp) + get(s, sp, GBASE)


# ------------------------------------------------------------------------------ the group protocol
@njit(cache=True)
def at_once(s, f, cs):
    s[GRANT + GR_EXEC] = f
    if cs == 19:
        c09_s(s, f)
    elif cs == 22:
        c11(s, f)
    elif cs == 52:  # #26 unshaded: DR places its Guerrilla (and decides what follows)
        push(s, FR_EVENT, DR, 52, 0)
    elif cs == 83:
        c41_s(s, f)


@njit(cache=True)
def space_ok(s, cs, step, sp):
    if cs == 6:
        return step == 0 and c03_u_ok(s, sp)
    if cs == 7:
        return c03_s_ok(s, sp)
    if cs == 22:
        return get(s, sp, TROOPS) > 0
    if cs == 52:
        return step == 0
    if cs == 83:
        if step == 0:
            return ambush_possible(s, SYN, sp, True)
        return get(s, sp, CAS_CLOSED) > 0
    if cs == 88:
        return step == 0 and govt_pieces(s, sp) > 0 and (present(s, sp) & 3) != 0
    return False


@njit(cache=True)
def choice_ok(s, cs, step, k):
    if k >= 3 and cs != 88 and cs != 86:
        return False
    if cs == 2:  # #1: 26July or DR
        return k < 2 and can_march(s, INSURGENTS[k])
    if cs == 6:  # #3: the faction whose Guerrillas leave the chosen space
        return step >= CHOSEN_SPACE and (present(s, step - CHOSEN_SPACE) >> k) & 1 == 1
    if cs == 34:  # #17: 26July or DR
        return k < 2 and c17_u_ok(s, INSURGENTS[k])
    if cs == 40:  # #20: a faction that can March
        return can_march(s, INSURGENTS[k])
    if cs == 52:
        return step >= CHOSEN_SPACE and c26_u_ok(s, step - CHOSEN_SPACE, k)
    if cs == 86:  # #43: 26July or DR, then one of its Operations
        if step == 0:
            return k < 2 and c43_u_any(s, INSURGENTS[k])
        return c43_u_ok(s, step - OPERATED, FACTION_OPS[step - OPERATED][k])
    if cs == 88:
        return step >= CHOSEN_SPACE and c44_u_ok(s, step - CHOSEN_SPACE, k)
    return False


@njit(cache=True)
def only_choice(s, cs, step):
    """The one choice step `step` of cs allows, -1 when there are several (or none)."""
    n = 0
    last = -1
    for k in range(4):
        if choice_ok(s, cs, step, k):
            n += 1
            last = k
    return last if n == 1 else -1


@njit(cache=True)
def apply(s, cs, step, x):
    if cs == 2:
        f = INSURGENTS[x]
        resume_at(s, 2, OPERATED + f)
        c01_u(s, f)
    elif cs == 6:
        if step < CHOSEN_SPACE:  # a space: ask for the faction only if several have Guerrillas there
            k = only_choice(s, 6, CHOSEN_SPACE + x)
            if k < 0:
                return CHOSEN_SPACE + x
            c03_u(s, INSURGENTS[k], x)
        else:
            c03_u(s, INSURGENTS[x], step - CHOSEN_SPACE)
    elif cs == 7:  # #3 shaded: a free Sweep there with no cubes moving in, then a free Assault there
        resume_at(s, 7, CHOSEN_SPACE + x)
        op_in(s, GOVT, OP_SWEEP, x, 7, gr.RS_IN_PLACE)
    elif cs == 22:
        return c11_remove(s, step, x)
    elif cs == 34:
        c17_u(s, INSURGENTS[x])
    elif cs == 40:
        f = INSURGENTS[x]
        resume_at(s, 40, OPERATED + f)
        grant_op(s, f, OP_MARCH, 0, 40, 0, 0, 0)
    elif cs == 52:
        if step < CHOSEN_SPACE:
            pc.place_guerrillas(s, x, DR, 1)
            return CHOSEN_SPACE + x
        c26_u(s, step - CHOSEN_SPACE, x)
    elif cs == 86:
        if step == 0:  # the chosen faction picks its LimOp
            push(s, FR_EVENT, INSURGENTS[x], 86, OPERATED + INSURGENTS[x])
        else:
            f = step - OPERATED
            grant_op(s, f, FACTION_OPS[f][x], OPF_LIMITED, 86, gr.RS_SYN_OWN, 0, 0)
    elif cs == 83:
        if step == 0:
            ambush_in(s, SYN, x, 83, 0)
        else:
            ops.construct(s, x, 1)  # the closed Casino opens (1.4.4)
    elif cs == 88:
        if step < CHOSEN_SPACE:
            k = only_choice(s, 88, CHOSEN_SPACE + x)
            if k < 0:
                return CHOSEN_SPACE + x
            c44_u(s, x, k)
        else:
            c44_u(s, step - CHOSEN_SPACE, x)
    return -1


@njit(cache=True)
def resume(s, f, cs, step):
    """FR_RESUME: side cs goes on at `step` once the free Op it granted is over."""
    s[GRANT + GR_EXEC] = f
    if cs == 2:
        c01_u_ambush(s, step - OPERATED)
    elif cs == 7:
        sp = step - CHOSEN_SPACE
        if ops.assault_ok(s, sp):
            op_in(s, GOVT, OP_ASSAULT, sp, 7, 0)
    elif cs == 19:
        s[ALLIANCE] = min(2, s[ALLIANCE] + 1)
    elif cs == 22:
        c11_redeploy(s, step)
    elif cs == 40:
        c20_u_rally(s, step - OPERATED)
    elif cs == 83:
        for sp in range(N_SPACES):
            if get(s, sp, CAS_CLOSED) > 0:
                push(s, FR_EVENT, f, 83, 1)
                return
