"""Event cards #37-#48, by card number: each built side as compiled functions (dispatch.py routes to them).

Names as in cards_01_12.py: `cNN_x(s, f)` acts at once; an asking side has `cNN_x_ok` (spaces),
`cNN_x_choice_ok` (effects), `cNN_x(s, step, x)` (apply; the next step, -1: done), and where needed
`cNN_x_at_once` and `cNN_x_resume` (5.5). Steps of #38, #42 and #47 are packed with steps.step_of as in
cards_25_36.py, a step with a single answer taken at once (dispatch.SETTLES). Capability sides (#43s, #48s) only
place their marker (rules/events.choose_event). Our card summaries: data/cards.csv.
"""
from engine.core.frames import push
from engine.core.jit import njit
from engine.core.rng import roll_d6
from engine.cuba_libre.data import CITY, DR, GOVT, M26, N_SPACES, SPACE_TYPE, SYN
from engine.cuba_libre.events.free_op import (
    CHOSEN_SPACE,
    INSURGENTS,
    OPERATED,
    ambush_in,
    ambush_possible,
    grant_op,
    present,
    resume_at,
)
from engine.cuba_libre.events.spaces import populated, set_level, troops_or_guerrillas
from engine.cuba_libre.events.steps import a_of, b_of, phase_of, sp_of, step_of
from engine.cuba_libre.events.tracks import HAVANA, INELIGIBLE_NEXT, gain_aid
from engine.cuba_libre.layout import (
    AID,
    ALLIANCE,
    CAS_CLOSED,
    CAS_OPEN,
    CASH0,
    DR_A,
    DR_U,
    FACTION_OPS,
    FR_EVENT,
    GBASE,
    GR_RULE,
    GRANT,
    M26_A,
    M26_BASE,
    M26_U,
    N_CASH_HOLDERS,
    NEXT_ELIG,
    OPF_LIMITED,
    POLICE,
    RES,
    RNG,
    SUPPORT,
    SYN_A,
    SYN_U,
)
from engine.cuba_libre.rules import grants as gr
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules import turn
from engine.cuba_libre.rules.board import (
    add,
    available_bases,
    available_guerrillas,
    bases_on_map,
    can_place_base,
    cash_in_space,
    casinos,
    gain_resources,
    get,
)
from engine.cuba_libre.rules.special import cash_available

CS_LANSKY_S = 77


# ------------------------------------------------------------------ #37 Herbert Matthews
@njit(cache=True)
def c37_u(s, f):
    """Unshaded: 26July +5 Resources, Aid -6."""
    gain_resources(s, M26, 5)
    gain_aid(s, -6)


@njit(cache=True)
def c37_s(s, f):
    """Shaded: Aid +10, DR +3, Syndicate +5."""
    gain_aid(s, 10)
    gain_resources(s, DR, 3)
    gain_resources(s, SYN, 5)


# ------------------------------------------------------------------ #38 Meyer Lansky
# Unshaded: the Cash markers of 1 space go to any Guerrillas or cubes there, any factions' (4.5.2: the
# faction of the holding piece owns it). One faction is chosen per marker, in faction order (a = markers
# chosen, b = 2 bits per marker); the markers move once all are chosen. Which kind of the faction's
# pieces holds them is the holder's business (R31): give_cash decides.
@njit(cache=True)
def c38_u_ok(s, step, sp):
    return phase_of(step) == 0 and cash_in_space(s, sp) > 0


@njit(cache=True)
def c38_u_choice_ok(s, step, k):
    i = a_of(step)
    least = (b_of(step) >> (2 * (i - 1))) & 3 if i > 0 else 0
    return phase_of(step) == 1 and k >= least and pc.holders(s, sp_of(step), k) > 0


@njit(cache=True)
def c38_u(s, step, x):
    sp = sp_of(step)
    if phase_of(step) == 0:
        return step_of(1, x, 0, 0)
    i, chosen = a_of(step), b_of(step) | x << (2 * a_of(step))
    if i + 1 < cash_in_space(s, sp):
        return step_of(1, sp, i + 1, chosen)
    n = cash_in_space(s, sp)
    for k in range(N_CASH_HOLDERS):
        add(s, sp, CASH0 + k, -get(s, sp, CASH0 + k))
    for j in range(n):
        pc.give_cash(s, sp, (chosen >> (2 * j)) & 3, 1)
    return -1



# Shaded: the Syndicate may relocate any of its Casinos to any Cities/Provinces (stacking 1.4.2), then every
# Casino is open. At most one relocation per Casino on the map (a = done so far): moving one Casino twice
# is the same as moving it once, so every outcome stays reachable. Phase 0: 0 relocate a Casino, 1 stop;
# phase 1: the origin; phase 2: the destination.
@njit(cache=True)
def open_all_casinos(s):
    for sp in range(N_SPACES):
        n = get(s, sp, CAS_CLOSED)
        add(s, sp, CAS_CLOSED, -n)
        add(s, sp, CAS_OPEN, n)


@njit(cache=True)
def lansky_destination(s, o, d):
    """A City or Province other than the origin with fewer than 2 Casinos (1.4.2)."""
    return d != o and populated(d) and casinos(s, d) < 2


@njit(cache=True)
def lansky_origin(s, o):
    if casinos(s, o) == 0:
        return False
    for d in range(N_SPACES):
        if lansky_destination(s, o, d):
            return True
    return False


@njit(cache=True)
def c38_s_ok(s, step, sp):
    if phase_of(step) == 1:
        return lansky_origin(s, sp)
    return phase_of(step) == 2 and lansky_destination(s, sp_of(step), sp)


@njit(cache=True)
def c38_s_choice_ok(s, step, k):
    if phase_of(step) != 0:
        return False
    if k == 1:
        return True
    if k != 0 or a_of(step) >= bases_on_map(s, SYN):
        return False
    for o in range(N_SPACES):
        if lansky_origin(s, o):
            return True
    return False


@njit(cache=True)
def c38_s_at_once(s, f):
    """The Syndicate decides the relocations, if there is anything to decide."""
    if c38_s_choice_ok(s, 0, 0):  # relocating is possible (stopping always is)
        push(s, FR_EVENT, SYN, CS_LANSKY_S, 0)
    else:
        open_all_casinos(s)


@njit(cache=True)
def c38_s(s, step, x):
    ph, m = phase_of(step), a_of(step)
    if ph == 0:
        if x == 0:
            return step_of(1, 0, m, 0)
        open_all_casinos(s)
        return -1
    if ph == 1:
        return step_of(2, x, m, 0)
    o = sp_of(step)
    col = CAS_CLOSED if get(s, o, CAS_CLOSED) > 0 else CAS_OPEN  # all open at the end: the kind is immaterial
    add(s, o, col, -1)
    add(s, x, col, 1)
    return step_of(0, 0, m + 1, 0)



# ------------------------------------------------------------------ #39 Turismo
@njit(cache=True)
def c39_u(s, f):
    """Unshaded: each space with a Casino (open or closed; uncertain, see RULINGS.md R33) loses 1 level of
    Support (Neutral and Opposition unchanged)."""
    for sp in range(N_SPACES):
        if get(s, sp, CAS_OPEN) + get(s, sp, CAS_CLOSED) > 0 and get(s, sp, SUPPORT) > 0:
            pc.shift(s, sp, 0)


@njit(cache=True)
def c39_s(s, f):
    """Shaded: N spaces with an open Casino and Police: Government and Syndicate +3N each."""
    n = 0
    for sp in range(N_SPACES):
        if get(s, sp, CAS_OPEN) > 0 and get(s, sp, POLICE) > 0:
            n += 1
    gain_resources(s, GOVT, 3 * n)
    gain_resources(s, SYN, 3 * n)


# ------------------------------------------------------------------ #40 Ambassador Smith
@njit(cache=True)
def c40_u(s, f):
    """Unshaded: US Alliance 1 box toward Embargoed (Aid unchanged)."""
    s[ALLIANCE] = min(2, s[ALLIANCE] + 1)


@njit(cache=True)
def c40_s(s, f):
    """Shaded: US Alliance 1 box toward Firm, Aid +9, then Syndicate + Aid/2 (at most 9)."""
    s[ALLIANCE] = max(0, s[ALLIANCE] - 1)
    gain_aid(s, 9)
    gain_resources(s, SYN, min(9, s[AID] // 2))


# ------------------------------------------------------------------ #41 Fat Butcher
# Unshaded: choice 0 close 1 open Casino (then its space, step 1), choice 1 Aid -8.
@njit(cache=True)
def c41_u_ok(s, step, sp):
    return step == 1 and get(s, sp, CAS_OPEN) > 0


@njit(cache=True)
def c41_u_choice_ok(s, step, k):
    if step != 0:
        return False
    if k == 0:
        for sp in range(N_SPACES):
            if c41_u_ok(s, 1, sp):
                return True
        return False
    return k == 1


@njit(cache=True)
def c41_u(s, step, x):
    if step == 1:
        pc.remove(s, x, CAS_OPEN)  # closes it (1.4.5)
        return -1
    if x == 0:
        return 1
    s[AID] = max(0, s[AID] - 8)
    return -1


# Shaded (5.5): the Syndicate free Ambushes with 1 of its Underground Guerrillas (5.1.1 names this card: an
# SA of another faction), then the executing faction opens 1 closed Casino (c41_s_resume, then step 1).
@njit(cache=True)
def c41_s_at_once(s, f):
    resume_at(s, 83, 1)
    for sp in range(N_SPACES):
        if ambush_possible(s, SYN, sp, True):
            push(s, FR_EVENT, SYN, 83, 0)
            return


@njit(cache=True)
def c41_s_ok(s, step, sp):
    if step == 0:
        return ambush_possible(s, SYN, sp, True)
    return get(s, sp, CAS_CLOSED) > 0


@njit(cache=True)
def c41_s(s, step, sp):
    if step == 0:
        ambush_in(s, SYN, sp, 83, 0)
    else:
        ops.construct(s, sp, 1)  # the closed Casino opens (1.4.4)
    return -1


@njit(cache=True)
def c41_s_resume(s, f, step):
    for sp in range(N_SPACES):
        if get(s, sp, CAS_CLOSED) > 0:
            push(s, FR_EVENT, f, 83, 1)
            return


# ------------------------------------------------------------------ #42 Llano
# Unshaded: a 26July Base (stacking, Available) and 1 Guerrilla of any faction (phase 1: whose) in a City.
@njit(cache=True)
def c42_u_ok(s, step, sp):
    return phase_of(step) == 0 and SPACE_TYPE[sp] == CITY


@njit(cache=True)
def c42_u_choice_ok(s, step, k):
    return phase_of(step) == 1 and k > GOVT and available_guerrillas(s, k) > 0


@njit(cache=True)
def c42_u(s, step, x):
    if phase_of(step) == 0:
        pc.place(s, x, M26_BASE)
        return step_of(1, x, 0, 0)
    pc.place_guerrillas(s, sp_of(step), x, 1)
    return -1



# Shaded: a City at Opposition goes Neutral; then an open Casino there (stacking, Available).
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


# ------------------------------------------------------------------ #43 Mafia Offensive, unshaded (5.5)
# The executing faction picks 26July or DR (step 0); that faction picks its free LimOp (step OPERATED + f,
# k = its k-th Operation), in which 1 Syndicate Guerrilla in the space counts as its own (R59: Attack and
# Terror; grants.borrowed).
@njit(cache=True)
def mafia_op_ok(s, f, op):
    """Is op possible as a free LimOp of f with a Syndicate Guerrilla counting as its own?"""
    keep = s[GRANT + GR_RULE]
    s[GRANT + GR_RULE] = gr.RS_SYN_OWN  # asked as if granted, then restored: a question, no change
    ok = turn.op_possible(s, f, op, True)
    s[GRANT + GR_RULE] = keep
    return ok


@njit(cache=True)
def c43_u_choice_ok(s, step, k):
    if step != 0:
        return mafia_op_ok(s, step - OPERATED, FACTION_OPS[step - OPERATED][k])
    if k >= 2:
        return False
    for op in FACTION_OPS[INSURGENTS[k]]:
        if mafia_op_ok(s, INSURGENTS[k], op):
            return True
    return False


@njit(cache=True)
def c43_u(s, step, k):
    if step == 0:  # the chosen faction picks its LimOp
        push(s, FR_EVENT, INSURGENTS[k], 86, OPERATED + INSURGENTS[k])
    else:
        f = step - OPERATED
        grant_op(s, f, FACTION_OPS[f][k], OPF_LIMITED, 86, gr.RS_SYN_OWN, 0, 0)
    return -1


# ------------------------------------------------------------------ #44 Rebel Air Force
# Unshaded (5.5): step 0 a space with Government pieces and a 26July or DR Guerrilla; step CHOSEN_SPACE +
# sp: which Guerrilla, k = 0 / 1 an Underground / Active 26July one, 2 / 3 DR (asked only when there is a
# choice). Its faction free Ambushes there: up to 2 Government pieces only, Government Bases first.
AMBUSHERS = (M26_U, M26_A, DR_U, DR_A)


@njit(cache=True)
def c44_u_ok(s, step, sp):
    return step == 0 and pc.cubes(s, sp) + get(s, sp, GBASE) > 0 and (present(s, sp) & 3) != 0


@njit(cache=True)
def c44_u_choice_ok(s, step, k):
    return step >= CHOSEN_SPACE and get(s, step - CHOSEN_SPACE, AMBUSHERS[k]) > 0


@njit(cache=True)
def c44_u(s, step, x):
    if step < CHOSEN_SPACE:
        k, kinds = -1, 0
        for j in range(4):
            if get(s, x, AMBUSHERS[j]) > 0:
                k, kinds = j, kinds + 1
        if kinds > 1:  # both kinds or both factions there: ask which
            return CHOSEN_SPACE + x
        sp = x
    else:
        k, sp = x, step - CHOSEN_SPACE
    rule = gr.RS_GOVT_BASES_FIRST | (gr.RS_AMBUSH_ACTIVE if k % 2 == 1 else 0)
    ambush_in(s, M26 if k < 2 else DR, sp, 88, rule)
    return -1


# Shaded: 26July (k 0) or DR (k 1) gives a die of Resources (what it has) to the Syndicate.
@njit(cache=True)
def c44_s_choice_ok(s, step, k):
    return step == 0 and k < 2


@njit(cache=True)
def c44_s(s, step, k):
    g = M26 if k == 0 else DR
    n = min(roll_d6(s, RNG), s[RES + g])
    gain_resources(s, g, -n)
    gain_resources(s, SYN, n)
    return -1


# ------------------------------------------------------------------ #45 Anastasia
@njit(cache=True)
def c45_u(s, f):
    """Unshaded: close every open Casino in Havana; Syndicate -5."""
    pc.remove_all(s, HAVANA, CAS_OPEN)
    gain_resources(s, SYN, -5)


@njit(cache=True)
def c45_s(s, f):
    """Shaded: Syndicate +10."""
    gain_resources(s, SYN, 10)


# ------------------------------------------------------------------ #46 Sinatra
@njit(cache=True)
def c46_u(s, f):
    """Unshaded: Syndicate -6."""
    gain_resources(s, SYN, -6)


@njit(cache=True)
def c46_s(s, f):
    """Shaded: an open Casino in Havana even beyond the 2-Casino limit (the card overrides 1.4.2,
    invariants.py allows it), then a Cash marker under a Police cube there (4.5.2: the Government holds it)
    if a Police cube is there and a marker is Available."""
    if available_bases(s, SYN) > 0:
        add(s, HAVANA, CAS_OPEN, 1)
    if get(s, HAVANA, POLICE) > 0 and cash_available(s) > 0:
        pc.add_cash(s, HAVANA, POLICE, 1)


# ------------------------------------------------------------------ #47 Pact of Miami
# Unshaded: the Government is Ineligible for the next card (2.3.7, at once); remove any 2 Guerrillas
# (a = removed so far, b = whose): phase 0 a space with a Guerrilla, 1 whose Guerrilla, 2 Underground (k 0)
# or Active (k 1).
@njit(cache=True)
def c47_u_at_once(s, f):
    s[NEXT_ELIG + GOVT] = INELIGIBLE_NEXT


@njit(cache=True)
def c47_u_ok(s, step, sp):
    if phase_of(step) != 0:
        return False
    for e in INSURGENTS:
        if troops_or_guerrillas(s, sp, e) > 0:
            return True
    return False


@njit(cache=True)
def c47_u_choice_ok(s, step, k):
    ph, sp = phase_of(step), sp_of(step)
    if ph == 1:
        return k > GOVT and troops_or_guerrillas(s, sp, k) > 0
    return ph == 2 and k < 2 and get(s, sp, 3 * b_of(step) + k) > 0


@njit(cache=True)
def c47_u(s, step, x):
    ph, sp = phase_of(step), sp_of(step)
    if ph == 0:
        return step_of(1, x, a_of(step), 0)
    if ph == 1:
        return step_of(2, sp, a_of(step), x)
    pc.remove(s, sp, 3 * b_of(step) + x)
    return step_of(0, 0, 1, 0) if a_of(step) == 0 else -1



@njit(cache=True)
def c47_s(s, f):
    """Shaded: 26July and DR -3 each, both Ineligible for the next card."""
    gain_resources(s, M26, -3)
    gain_resources(s, DR, -3)
    s[NEXT_ELIG + M26] = INELIGIBLE_NEXT
    s[NEXT_ELIG + DR] = INELIGIBLE_NEXT


# ------------------------------------------------------------------ #48 Santo Trafficante Jr, unshaded
@njit(cache=True)
def c48_u(s, f):
    """Syndicate -10; every Syndicate Guerrilla Active."""
    gain_resources(s, SYN, -10)
    for sp in range(N_SPACES):
        for _ in range(get(s, sp, SYN_U)):
            pc.flip(s, sp, SYN_U, SYN_A)
