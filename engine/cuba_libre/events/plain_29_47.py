"""Plain Event sides of cards 29-47 (pieces, markers and tracks).  Card sides: 29u 29s 30s 31u 32u 32s 33s 34u 35 36u 36s 38u 38s 42u 46s 47u.

Group protocol (engine/cuba_libre/events/dispatch.py routes a side cs = 2 x card + side to its group):
AT_ONCE / BY_SPACE / BY_CHOICE list the built (card, side) pairs; at_once(s, f, cs) acts without a
choice; space_ok / choice_ok say which answers step `step` of cs accepts; apply(s, cs, step, x) applies
one and returns the next step (-1: done).

A step packs a phase and up to three small fields (`step_of`); the first step of every side is 0.
Choices naming a faction use its index (k = 0 Government ... 3 Syndicate); a piece of faction e and kind
k (0 Troops / Underground, 1 Police / Active, 2 Base / open Casino) is column 3e + k. A later step with
exactly one answer is taken at once (nothing to decide); a step with none is skipped (5.1.1: as much as
possible). Our summaries of the cards: data/cards.csv.
"""
from numba import njit

from engine.core.frames import push
from engine.core.rng import roll_d6
from engine.cuba_libre.data import ADJ, CITY, DR, GOVT, M26, MOUNTAIN, N_FACTIONS, N_SPACES, SPACE_INDEX, SPACE_TYPE, SYN, TERRAIN
from engine.cuba_libre.events.spaces import populated, set_level
from engine.cuba_libre.events.tracks import HAVANA, INELIGIBLE_NEXT
from engine.cuba_libre.layout import (
    CAS_CLOSED,
    CAS_OPEN,
    CASH0,
    DR_A,
    DR_BASE,
    DR_U,
    FR_EVENT,
    M26_BASE,
    M26_U,
    N_CASH_HOLDERS,
    NEXT_ELIG,
    OPT_DEFECTIONS_ANY,
    OPTIONS,
    POLICE,
    RNG,
    SYN_A,
    SYN_U,
    TROOPS,
)
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules.board import (
    add,
    available_bases,
    available_guerrillas,
    base_col,
    bases_on_map,
    can_place_base,
    cash_in_space,
    casinos,
    controller,
    gain_resources,
    get,
    guerrilla_cols,
)
from engine.cuba_libre.rules.special import cash_available

AT_ONCE = ((35, 0), (38, 1), (46, 1))
BY_SPACE = ((29, 1), (30, 1), (31, 0), (32, 0), (32, 1), (33, 1), (36, 0), (36, 1), (38, 0), (42, 0), (47, 0))
BY_CHOICE = ((29, 0), (34, 0))

C29U, C29S, C30S, C31U, C32U, C32S, C33S, C34U = 58, 59, 61, 62, 64, 65, 67, 68
C35, C36U, C36S, C38U, C38S, C42U, C46S, C47U = 70, 72, 73, 76, 77, 84, 93, 94
LAS_VILLAS = SPACE_INDEX["las_villas"]
N_CHOICES = 4


# ------------------------------------------------------------------ steps and pieces
@njit(cache=True)
def step_of(phase, sp, a, b):
    return phase | sp << 4 | a << 8 | b << 12


@njit(cache=True)
def phase_of(step):
    return step & 15


@njit(cache=True)
def sp_of(step):
    return (step >> 4) & 15


@njit(cache=True)
def a_of(step):
    return (step >> 8) & 15


@njit(cache=True)
def b_of(step):
    return step >> 12


@njit(cache=True)
def pieces_of(s, sp, f):
    """Every piece of f in a space (Casinos open or closed)."""
    n = get(s, sp, 3 * f) + get(s, sp, 3 * f + 1) + get(s, sp, 3 * f + 2)
    return n + get(s, sp, CAS_CLOSED) if f == SYN else n


@njit(cache=True)
def troops_or_guerrillas(s, sp, f):
    """Cubes of the Government, Guerrillas of an Insurgent (columns 3f and 3f + 1)."""
    return get(s, sp, 3 * f) + get(s, sp, 3 * f + 1)


@njit(cache=True)
def new_guerrilla(f):
    """The column of a newly placed Guerrilla (1.4.3: always Underground)."""
    return guerrilla_cols(f)[0]


@njit(cache=True)
def one_of_two(avail0, avail1, w):
    """Offer replacement w (0 or 1) if Available; with neither Available only w = 0, which just removes (1.4.1)."""
    if w == 0:
        return avail0 > 0 or avail1 <= 0
    return avail1 > 0


@njit(cache=True)
def replace_all(s, sp, f_out, f_in):
    """#32: every piece of f_out in the space by the same type of f_in's (Guerrillas Underground, Base for
    Base); what is not Available is just removed (1.4.1), f_out's Cash with no holder left leaves (R20)."""
    u, a = guerrilla_cols(f_out)
    for col in (u, a):
        for _ in range(get(s, sp, col)):
            pc.replace(s, sp, col, new_guerrilla(f_in))
    for _ in range(get(s, sp, base_col(f_out))):
        pc.replace(s, sp, base_col(f_out), base_col(f_in))


# ------------------------------------------------------------------ answers
@njit(cache=True)
def answers(s, cs, step):
    """(how many answers step accepts, the last of them)."""
    n, last = 0, -1
    for sp in range(N_SPACES):
        if space_ok(s, cs, step, sp):
            n, last = n + 1, sp
    for k in range(N_CHOICES):
        if choice_ok(s, cs, step, k):
            n, last = n + 1, k
    return n, last


@njit(cache=True)
def then(s, cs, step):
    """step if it has an answer, else -1 (5.1.1: what cannot be done is skipped)."""
    return step if answers(s, cs, step)[0] > 0 else -1


# ------------------------------------------------------------------ sides acting at once
@njit(cache=True)
def c46_s(s):
    """#46 Sinatra, shaded: an open Casino in Havana even beyond the 2-Casino limit (the card overrides
    1.4.2, invariants.py allows it), then a Cash marker under a Police cube there (4.5.2: the Government
    holds it) if a Police cube is there and a marker is Available."""
    if available_bases(s, SYN) > 0:
        add(s, HAVANA, CAS_OPEN, 1)
    if get(s, HAVANA, POLICE) > 0 and cash_available(s) > 0:
        pc.add_cash(s, HAVANA, POLICE, 1)


@njit(cache=True)
def open_all_casinos(s):
    """#38 shaded, last sentence: every Casino on the map becomes open (1.4.4)."""
    for sp in range(N_SPACES):
        n = get(s, sp, CAS_CLOSED)
        add(s, sp, CAS_CLOSED, -n)
        add(s, sp, CAS_OPEN, n)


@njit(cache=True)
def at_once(s, f, cs):
    if cs == C46S:
        c46_s(s)
    elif cs == C30S:  # #30 The Guerrilla Life, shaded: first every DR Guerrilla Underground
        for sp in range(N_SPACES):
            for _ in range(get(s, sp, DR_A)):
                pc.flip(s, sp, DR_A, DR_U)
    elif cs == C47U:  # #47 Pact of Miami, unshaded: the Government is Ineligible for the next card (2.3.7)
        s[NEXT_ELIG + GOVT] = INELIGIBLE_NEXT
    elif cs == C35:  # #35 Defections: the executing faction rides in the step (field a)
        if then(s, cs, step_of(0, 0, f, 0)) >= 0:
            push(s, FR_EVENT, f, cs, step_of(0, 0, f, 0))
    elif cs == C38S:  # #38 Meyer Lansky, shaded: the Syndicate decides the relocations
        if answers(s, cs, 0)[0] > 1:
            push(s, FR_EVENT, SYN, cs, 0)
        else:
            open_all_casinos(s)


# ------------------------------------------------------------------ which answers a step accepts
@njit(cache=True)
def defections_target(s, sp, f, e):
    return e != f and troops_or_guerrillas(s, sp, e) > 0


@njit(cache=True)
def lansky_destination(s, o, d):
    """#38 shaded: a City or Province other than the origin with fewer than 2 Casinos (1.4.2)."""
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
def menoyo_piece(col):
    """#36 unshaded: a piece neither DR nor a Casino."""
    return col <= M26_BASE or col == SYN_U or col == SYN_A


@njit(cache=True)
def space_ok(s, cs, step, sp):
    ph = phase_of(step)
    if cs == C29S:  # 1 DR piece anywhere
        return ph == 0 and pieces_of(s, sp, DR) > 0
    if cs == C30S:  # then 1 DR Guerrilla in a City
        return SPACE_TYPE[sp] == CITY and available_guerrillas(s, DR) > 0
    if cs == C31U:  # 1 Mountain space
        return ph == 0 and TERRAIN[sp] == MOUNTAIN
    if cs == C32U:  # 1 City with DR pieces (8.1 example: without one the Event has no effect)
        return SPACE_TYPE[sp] == CITY and pieces_of(s, sp, DR) > 0
    if cs == C32S:
        return SPACE_TYPE[sp] == CITY and pieces_of(s, sp, M26) > 0
    if cs == C33S:  # 1 City or Province not under Government Control
        return populated(sp) and controller(s, sp) != GOVT
    if cs == C35:  # own pieces and an enemy's Guerrillas or cubes
        f = a_of(step) & 3
        if ph != 0 or pieces_of(s, sp, f) == 0:
            return False
        for e in range(N_FACTIONS):
            if defections_target(s, sp, f, e):
                return True
        return False
    if cs == C36U:  # Las Villas or next to it, with a piece neither DR nor a Casino
        if ph != 0 or not (sp == LAS_VILLAS or ADJ[sp, LAS_VILLAS]):
            return False
        for col in range(CAS_OPEN):
            if menoyo_piece(col) and get(s, sp, col) > 0:
                return True
        return False
    if cs == C36S:  # a DR Guerrilla
        return ph == 0 and troops_or_guerrillas(s, sp, DR) > 0
    if cs == C38U:  # a space with Cash
        return ph == 0 and cash_in_space(s, sp) > 0
    if cs == C38S:  # phase 1: the origin; phase 2: the destination
        if ph == 1:
            return lansky_origin(s, sp)
        return ph == 2 and lansky_destination(s, sp_of(step), sp)
    if cs == C42U:  # 1 City
        return ph == 0 and SPACE_TYPE[sp] == CITY
    if cs == C47U:  # a Guerrilla (phase 0, once per Guerrilla removed)
        if ph != 0:
            return False
        for e in (M26, DR, SYN):
            if troops_or_guerrillas(s, sp, e) > 0:
                return True
        return False
    return False


@njit(cache=True)
def choice_ok(s, cs, step, k):
    ph, sp = phase_of(step), sp_of(step)
    if cs == C29U:  # 0 DR, 1 26July
        return k < 2
    if cs == C29S:  # phase 1: the DR piece (col DR_U + k); phase 2: 0 remove, 1 replace by 26July's
        if ph == 1:
            return k < 3 and get(s, sp, DR_U + k) > 0
        if ph == 2:
            return k == 0 or (k == 1 and pc.available(s, M26_BASE if a_of(step) == DR_BASE else M26_U) > 0)
        return False
    if cs == C31U:  # phase 1: whose Base (not the Syndicate's); phase 2: whose Guerrilla
        if ph == 1:
            return k < SYN and available_bases(s, k) > 0 and can_place_base(s, sp, k)
        return ph == 2 and k > GOVT and available_guerrillas(s, k) > 0
    if cs == C34U:  # the Insurgent that rolls
        return k > GOVT
    if cs == C35:  # phase 1: the enemy; phase 2: its piece (and, for the Government, the cube it becomes)
        f, e = a_of(step) & 3, a_of(step) >> 2
        if ph == 1:
            return defections_target(s, sp, f, k)
        if ph != 2:
            return False
        if f != GOVT:
            return k < 2 and get(s, sp, 3 * e + k) > 0
        return get(s, sp, 3 * e + (k >> 1)) > 0 and one_of_two(pc.available(s, TROOPS), pc.available(s, POLICE), k & 1)
    if cs == C36U:  # phase 1: whose piece; phase 2: which kind
        if ph == 1:
            return k != DR and get(s, sp, 3 * k) + get(s, sp, 3 * k + 1) + (get(s, sp, 3 * k + 2) if k != SYN else 0) > 0
        return ph == 2 and k < 3 and menoyo_piece(3 * a_of(step) + k) and get(s, sp, 3 * a_of(step) + k) > 0
    if cs == C36S:  # k = 2 x (0 Underground, 1 Active) + (0 by 26July, 1 by the Syndicate)
        return ph == 1 and get(s, sp, DR_U + (k >> 1)) > 0 and one_of_two(
            available_guerrillas(s, M26), available_guerrillas(s, SYN), k & 1)
    if cs == C38U:  # the faction to hold the next Cash marker (in faction order: each split once)
        i = a_of(step)
        least = (b_of(step) >> (2 * (i - 1))) & 3 if i > 0 else 0
        return ph == 1 and k >= least and pc.holders(s, sp, k) > 0
    if cs == C38S:  # phase 0: 0 relocate a Casino, 1 stop
        if ph != 0:
            return False
        if k == 1:
            return True
        if k != 0 or a_of(step) >= bases_on_map(s, SYN):
            return False
        for o in range(N_SPACES):
            if lansky_origin(s, o):
                return True
        return False
    if cs == C42U:  # whose Guerrilla
        return ph == 1 and k > GOVT and available_guerrillas(s, k) > 0
    if cs == C47U:  # phase 1: whose Guerrilla; phase 2: 0 Underground, 1 Active
        if ph == 1:
            return k > GOVT and troops_or_guerrillas(s, sp, k) > 0
        return ph == 2 and k < 2 and get(s, sp, 3 * b_of(step) + k) > 0
    return False


# ------------------------------------------------------------------ applying an answer
@njit(cache=True)
def act(s, cs, step, x):
    ph, sp = phase_of(step), sp_of(step)
    if cs == C29U:
        # #29 Fauré Chomón, unshaded: DR or 26July places 1 Base and 2 Guerrillas in Las Villas.
        f = DR if x == 0 else M26
        pc.place(s, LAS_VILLAS, base_col(f))
        pc.place_guerrillas(s, LAS_VILLAS, f, 2)
        return -1
    if cs == C29S:
        # #29 Fauré Chomón, shaded: 1 DR piece removed, or replaced by the same type of 26July piece.
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
    if cs == C30S:  # #30 The Guerrilla Life, shaded (after the flip): 1 DR Guerrilla in a City
        pc.place_guerrillas(s, x, DR, 1)
        return -1
    if cs == C31U:
        # #31 Escopeteros, unshaded: a non-Casino Base of any faction and 1 Guerrilla of any faction in a
        # Mountain space (stacking, Available).
        if ph == 0:
            nxt = then(s, cs, step_of(1, x, 0, 0))
            return nxt if nxt >= 0 else then(s, cs, step_of(2, x, 0, 0))
        if ph == 1:
            pc.place(s, sp, base_col(x))
            return then(s, cs, step_of(2, sp, 0, 0))
        pc.place_guerrillas(s, sp, x, 1)
        return -1
    if cs == C32U:  # #32 Resistencia Cívica, unshaded: every DR piece in the City becomes 26July's
        replace_all(s, x, DR, M26)
        return -1
    if cs == C32S:  # shaded: every 26July piece in the City becomes DR's
        replace_all(s, x, M26, DR)
        return -1
    if cs == C33S:
        # #33 Carlos Prío, shaded: a DR Base (stacking, Available) and Neutral; ECs excluded (our summary:
        # uncertain; an EC takes neither a Base nor a level).
        pc.place(s, x, DR_BASE)
        set_level(s, x, 0)
        return -1
    if cs == C34U:
        # #34 US Speaking Tour, unshaded: the chosen Insurgent + a die of Resources, the other two +2.
        for g in (M26, DR, SYN):
            gain_resources(s, g, roll_d6(s, RNG) if g == x else 2)
        return -1
    if cs == C35:
        return defections(s, step, x)
    if cs == C36U:
        # #36 Eloy Gutiérrez Menoyo, unshaded: 1 piece neither DR nor a Casino by 2 DR Guerrillas.
        if ph == 0:
            return step_of(1, x, 0, 0)
        if ph == 1:
            return step_of(2, sp, x, 0)
        pc.remove(s, sp, 3 * a_of(step) + x)
        pc.place_guerrillas(s, sp, DR, 2)
        return -1
    if cs == C36S:
        # shaded: 1 DR Guerrilla by a 26July or Syndicate Guerrilla.
        if ph == 0:
            return step_of(1, x, 0, 0)
        pc.replace(s, sp, DR_U + (x >> 1), new_guerrilla(SYN if x & 1 else M26))
        return -1
    if cs == C38U:
        return lansky_cash(s, step, x)
    if cs == C38S:
        return lansky_casinos(s, step, x)
    if cs == C42U:
        # #42 Llano, unshaded: a 26July Base (stacking, Available) and 1 Guerrilla of any faction in a City.
        if ph == 0:
            pc.place(s, x, M26_BASE)
            return then(s, cs, step_of(1, x, 0, 0))
        pc.place_guerrillas(s, sp, x, 1)
        return -1
    # #47 Pact of Miami, unshaded: remove any 2 Guerrillas (a = removed so far, b = whose).
    if ph == 0:
        return step_of(1, x, a_of(step), 0)
    if ph == 1:
        return step_of(2, sp, a_of(step), x)
    pc.remove(s, sp, 3 * b_of(step) + x)
    return then(s, cs, step_of(0, 0, 1, 0)) if a_of(step) == 0 else -1


@njit(cache=True)
def defections(s, step, x):
    """#35 Defections: in a space with its own pieces, the executing faction f replaces 2 Guerrillas and/or
    cubes of one enemy (our summary, uncertain: one enemy faction; RULINGS R70, option
    defections_any_enemies) by its own Underground Guerrillas, the Government by Troops or Police of its
    choice (field a = f + 4 x enemy, b = pieces replaced so far)."""
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
        return then(s, C35, step_of(1, sp, f, 1))
    return then(s, C35, step_of(2, sp, a_of(step), 1))


@njit(cache=True)
def lansky_cash(s, step, x):
    """#38 Meyer Lansky, unshaded: the Cash markers of 1 space go to any Guerrillas or cubes there, any
    factions' (4.5.2: the faction of the holding piece owns it). One faction is chosen per marker, in
    faction order (a = markers chosen, b = 2 bits per marker); the markers move once all are chosen.
    Which kind of the faction's pieces holds them is the holder's business (R31): give_cash decides."""
    ph, sp = phase_of(step), sp_of(step)
    if ph == 0:
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


@njit(cache=True)
def lansky_casinos(s, step, x):
    """#38 Meyer Lansky, shaded: the Syndicate may relocate any of its Casinos to any Cities/Provinces
    (stacking 1.4.2), then every Casino is open. At most one relocation per Casino on the map (a = done so
    far): moving one Casino twice is the same as moving it once, so every outcome stays reachable."""
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


@njit(cache=True)
def apply(s, cs, step, x):
    """Apply x, then take every following step that has exactly one answer; returns the next step (-1: done)."""
    nxt = act(s, cs, step, x)
    while nxt >= 0:
        n, only = answers(s, cs, nxt)
        if n != 1:
            break
        nxt = act(s, cs, nxt, only)
    return nxt


# ------------------------------------------------------------------ names (Python, for describe.py)
def choice_name(s, cs: int, step: int, k: int) -> str:
    """What effect k means at this step of side cs."""
    from engine.cuba_libre.data import FACTION_NAMES as F
    from engine.cuba_libre.layout import PIECE_NAMES as P

    ph, e = phase_of(step), a_of(step)
    if cs == C29U:
        return f"{F[DR if k == 0 else M26]} places 1 Base and 2 Guerrillas in Las Villas"
    if cs == C29S:
        return f"the {P[DR_U + k]}" if ph == 1 else ("remove it", "replace it with the same type of 26July piece")[k]
    if cs == C31U or cs == C42U:
        return f"place a {F[k]} " + ("Base" if cs == C31U and ph == 1 else "Guerrilla")
    if cs == C34U:
        return f"{F[k]} gains a die of Resources, the other Insurgents 2 each"
    if cs == C35:
        if ph == 1:
            return f"replace {F[k]} pieces"
        if e & 3 != GOVT:
            return f"replace the {P[3 * (e >> 2) + k]}"
        out = P[3 * (e >> 2) + (k >> 1)]
        if pc.available(s, TROOPS) + pc.available(s, POLICE) == 0:
            return f"remove the {out} (no Troops or Police Available)"
        return f"replace the {out} with {P[TROOPS + (k & 1)]}"
    if cs == C36U:
        return f"replace a {F[k]} piece" if ph == 1 else f"replace the {P[3 * e + k]} with 2 DR Guerrillas"
    if cs == C36S:
        out = P[DR_U + (k >> 1)]
        if available_guerrillas(s, M26) + available_guerrillas(s, SYN) == 0:
            return f"remove the {out} (no 26July or Syndicate Guerrilla Available)"
        return f"replace the {out} with a {F[SYN if k & 1 else M26]} Guerrilla"
    if cs == C38U:
        return f"the next Cash marker to {F[k]}"
    if cs == C38S:
        return ("relocate a Casino", "stop relocating: every Casino opens")[k]
    return f"remove the {P[3 * b_of(step) + k]}" if ph == 2 else f"remove a {F[k]} Guerrilla"  # C47U


def space_answer(cs: int, step: int, name: str) -> str:
    """What choosing the space called `name` means at this step of side cs."""
    if cs == C38S:
        return f"relocate a Casino from {name}" if phase_of(step) == 1 else f"relocate the Casino to {name}"
    return name
