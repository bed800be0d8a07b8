"""Event cards #13-#24, by card number: each built side as compiled functions (dispatch.py routes to them).

Names as in cards_01_12.py: `cNN_x(s, f)` acts at once; an asking side has `cNN_x_ok` (spaces),
`cNN_x_choice_ok` (effects), `cNN_x(s, step, x)` (apply; the next step, -1: done), and where needed
`cNN_x_at_once` and `cNN_x_resume` (5.5). Capability and Momentum sides (#13, #18, #22) only place their
marker (rules/events.choose_event), #18 also keeping its executing faction Eligible. Our card summaries:
data/cards.csv; rulings R60-R66 (RULINGS.md).
"""
import numpy as np

from engine.core.frames import push
from engine.core.jit import njit
from engine.cuba_libre.data import (
    ADJ,
    CARD_ORDER,
    CITY,
    M26,
    N_FACTIONS,
    N_SPACES,
    PROVINCE,
    SPACE_INDEX,
    SPACE_TYPE,
    SYN,
)
from engine.cuba_libre.events.free_op import INSURGENTS, OPERATED, can_march, grant_op, resume_at
from engine.cuba_libre.events.spaces import ACTIVE_OPPOSITION, all_guerrillas, populated, set_level
from engine.cuba_libre.events.steps import P_FACTION, P_MODE, P_SPACE, pack, pick, pick_ok, spread, unpack
from engine.cuba_libre.events.tracks import (
    ELIGIBLE_NEXT,
    HAVANA,
    INELIGIBLE_NEXT,
    PINAR_DEL_RIO,
    aid_to_government,
    gain_aid,
)
from engine.cuba_libre.layout import (
    CAS_CLOSED,
    DR_BASE,
    DR_U,
    FR_EVENT,
    GBASE,
    GR_REACHED,
    GRANT,
    M26_A,
    M26_BASE,
    M26_U,
    NEXT_ELIG,
    OP_MARCH,
    OP_RALLY,
    OPF_LIMITED,
    POLICE,
    SYN_U,
    TROOPS,
)
from engine.cuba_libre.rules import grants as gr
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules.board import (
    add,
    available_bases,
    available_police,
    available_troops,
    base_col,
    can_place_base,
    casinos,
    faction_pieces,
    gain_resources,
    get,
)
from engine.cuba_libre.rules.special import cash_available

SIERRA_MAESTRA = SPACE_INDEX["sierra_maestra"]


# ------------------------------------------------------------------ #14 Operation Fisherman
@njit(cache=True)
def c14_u(s, f):
    """Unshaded: a 26July Base (stacking, Available) and a 26July Guerrilla in Pinar del Río."""
    if can_place_base(s, PINAR_DEL_RIO, M26):
        pc.place_base(s, PINAR_DEL_RIO, M26)
    pc.place_guerrillas(s, PINAR_DEL_RIO, M26, 1)


@njit(cache=True)
def c14_s(s, f):
    """Shaded: Pinar del Río 2 levels toward Active Support."""
    pc.shift(s, PINAR_DEL_RIO, 1)
    pc.shift(s, PINAR_DEL_RIO, 1)


# ------------------------------------------------------------------ #15 Come Comrades!
# Unshaded: 3 26July Guerrillas in any spaces (ECs too), one at a time.
@njit(cache=True)
def c15_u_ok(s, step, sp):
    return step % 8 == P_SPACE and pc.available_guerrillas(s, M26) > 0


@njit(cache=True)
def c15_u(s, step, sp):
    return spread(s, step, sp, M26, 3)


@njit(cache=True)
def c15_s(s, f):
    """Shaded: Government + Aid (at most 10), then Aid +5."""
    aid_to_government(s, 10)
    gain_aid(s, 5)


# ------------------------------------------------------------------ #16 Larrazábal
# Unshaded: a 26July Base in a City/Province with a 26July piece (stacking 1.4.2).
@njit(cache=True)
def c16_u_ok(s, step, sp):
    return (step % 8 == P_SPACE and populated(sp) and faction_pieces(s, sp, M26) > 0
            and can_place_base(s, sp, M26) and available_bases(s, M26) > 0)


@njit(cache=True)
def c16_u(s, step, sp):
    pc.place_base(s, sp, M26)
    return -1


# Shaded: remove 1 26July Base; 26July -3.
@njit(cache=True)
def c16_s_ok(s, step, sp):
    return get(s, sp, M26_BASE) > 0


@njit(cache=True)
def c16_s(s, step, sp):
    pc.remove(s, sp, M26_BASE)
    gain_resources(s, M26, -3)
    return -1


# ------------------------------------------------------------------ #17 Alberto Bayo
# Unshaded (5.5): 26July or DR (k) free Rallies in EVERY space with its Base, each treated as Neutral.
@njit(cache=True)
def c17_u_choice_ok(s, step, k):
    if k >= 2:
        return False
    f = INSURGENTS[k]
    for sp in range(N_SPACES):
        if get(s, sp, base_col(f)) > 0 and populated(sp) and ops.rally_options(s, f, sp) != 0:
            return True
    return False


@njit(cache=True)
def c17_u(s, step, k):
    f = INSURGENTS[k]
    bases = 0
    for sp in range(N_SPACES):
        if get(s, sp, base_col(f)) > 0:
            bases |= 1 << sp
    grant_op(s, f, OP_RALLY, 0, 34, gr.RS_SPACES | gr.RS_EVERY | gr.RS_NEUTRAL, bases, 0)
    return -1


@njit(cache=True)
def c17_s(s, f):
    """Shaded: every 26July Guerrilla Active; 26July Ineligible for the next card."""
    for sp in range(N_SPACES):
        for _ in range(get(s, sp, M26_U)):
            pc.flip(s, sp, M26_U, M26_A)
    s[NEXT_ELIG + M26] = INELIGIBLE_NEXT


# ------------------------------------------------------------------ #18 Pact of Caracas (Capability)
@njit(cache=True)
def c18(s, f):
    """Besides its Capability marker, the executing faction stays Eligible (2.3.7)."""
    s[NEXT_ELIG + f] = ELIGIBLE_NEXT


# ------------------------------------------------------------------ #19 Sierra Maestra Manifesto
# In the card's faction order, each faction places up to 2 of its Available non-Casino pieces in 1 space
# where it has a piece, deciding its own part (R62); the executing faction stays Eligible. n = 4 x
# position in the order + pieces placed; the space, then each piece kind (MANIFESTO_KINDS) or STOP. Each
# faction's part is its own FR_EVENT frame.
MANIFESTO_KINDS = np.array([(TROOPS, POLICE, GBASE), (M26_U, M26_BASE, -1), (DR_U, DR_BASE, -1), (SYN_U, -1, -1)],
                           dtype=np.int64)
STOP = 3
CS_MANIFESTO = 38


@njit(cache=True)
def manifesto_fits(s, f, sp, col):
    if col < 0:
        return False
    if col == base_col(f):
        return available_bases(s, f) > 0 and can_place_base(s, sp, f)
    if col == TROOPS:
        return available_troops(s) > 0
    if col == POLICE:
        return available_police(s) > 0
    return pc.available_guerrillas(s, f) > 0


@njit(cache=True)
def manifesto_can(s, f, sp):
    for k in range(3):
        if manifesto_fits(s, f, sp, MANIFESTO_KINDS[f, k]):
            return True
    return False


@njit(cache=True)
def c19_ok(s, step, sp):
    f = CARD_ORDER[19, step // 128 // 4]
    own = faction_pieces(s, sp, f) + (get(s, sp, CAS_CLOSED) if f == SYN else 0)
    return step % 8 == P_SPACE and own > 0 and manifesto_can(s, f, sp)


@njit(cache=True)
def c19_choice_ok(s, step, k):
    phase, sp, n = unpack(step)
    f = CARD_ORDER[19, n // 4]
    return phase == P_MODE and (k == STOP or (k < 3 and manifesto_fits(s, f, sp, MANIFESTO_KINDS[f, k])))


@njit(cache=True)
def c19_next(s, pos):
    """Ask the next faction in the card's order that has a space to place in (its own frame)."""
    for p in range(pos, N_FACTIONS):
        step = pack(P_SPACE, 0, 4 * p)
        for sp in range(N_SPACES):
            if c19_ok(s, step, sp):
                push(s, FR_EVENT, CARD_ORDER[19, p], CS_MANIFESTO, step)
                return


@njit(cache=True)
def c19_at_once(s, f):
    s[NEXT_ELIG + f] = ELIGIBLE_NEXT
    c19_next(s, 0)


@njit(cache=True)
def c19(s, step, x):
    phase, sp, n = unpack(step)
    if phase == P_SPACE:
        return pack(P_MODE, x, n)
    pos, f = n // 4, CARD_ORDER[19, n // 4]
    if x != STOP:
        col = MANIFESTO_KINDS[f, x]
        if col == base_col(f):
            pc.place_base(s, sp, f)
        elif col == TROOPS or col == POLICE:
            add(s, sp, col, 1)
        else:
            pc.place_guerrillas(s, sp, f, 1)
        if n % 4 == 0 and manifesto_can(s, f, sp):
            return pack(P_MODE, sp, n + 1)
    c19_next(s, pos + 1)
    return -1


# ------------------------------------------------------------------ #20 The Twelve
# Unshaded (5.5): a faction that can March (k) free Marches, then free Rallies in one space the March's
# Guerrillas entered (3.3.2 note; c20_u_resume).
@njit(cache=True)
def c20_u_choice_ok(s, step, k):
    return k < 3 and can_march(s, INSURGENTS[k])


@njit(cache=True)
def c20_u(s, step, k):
    f = INSURGENTS[k]
    resume_at(s, 40, OPERATED + f)
    grant_op(s, f, OP_MARCH, 0, 40, 0, 0, 0)
    return -1


@njit(cache=True)
def c20_u_resume(s, f, step):
    reached = s[GRANT + GR_REACHED]
    for sp in range(N_SPACES):
        if (reached >> sp) & 1 and ops.rally_space_ok(s, step - OPERATED, sp):
            grant_op(s, step - OPERATED, OP_RALLY, OPF_LIMITED, 40, gr.RS_SPACES, reached, 0)
            return


# Shaded: in a space with the most Guerrillas (all factions), remove half of them rounded up, the
# executing faction choosing which (R64); n = removals still to make.
@njit(cache=True)
def c20_s_ok(s, step, sp):
    if step % 8 != P_SPACE:
        return False
    most = 0
    for o in range(N_SPACES):
        most = max(most, all_guerrillas(s, o))
    return most > 0 and all_guerrillas(s, sp) == most


@njit(cache=True)
def c20_s_choice_ok(s, step, k):
    return step % 8 != P_SPACE and pick_ok(s, step, k)


@njit(cache=True)
def c20_s(s, step, x):
    phase, sp, n = unpack(step)
    if phase == P_SPACE:
        sp, n = x, (all_guerrillas(s, x) + 1) // 2
    while n > 0:
        col, ask = pick(s, sp, n, phase, x)
        if col < 0:
            return ask
        pc.remove(s, sp, col)
        n -= 1
        phase = P_SPACE  # the next Guerrilla: nothing chosen yet
    return -1


# ------------------------------------------------------------------ #21 Fangio
# Unshaded: 1 City 1 level toward Active Opposition, 2 if a 26July piece is there.
@njit(cache=True)
def c21_u_ok(s, step, sp):
    return SPACE_TYPE[sp] == CITY


@njit(cache=True)
def c21_u(s, step, sp):
    pc.shift(s, sp, -1)
    if get(s, sp, M26_U) + get(s, sp, M26_A) + get(s, sp, M26_BASE) > 0:
        pc.shift(s, sp, -1)
    return -1


# Shaded: 2 different Casino spaces; in each, open a closed Casino or place 1 Available Cash under a piece
# of a faction the executing faction chooses (R63). P_MODE 0 open, 1 Cash (when both are possible);
# P_FACTION k = the faction whose piece takes the Cash. n = the first space's bit.
@njit(cache=True)
def fangio_cash_ok(s, sp):
    if cash_available(s) <= 0:
        return False
    for f in range(N_FACTIONS):
        if pc.holders(s, sp, f) > 0:
            return True
    return False


@njit(cache=True)
def c21_s_ok(s, step, sp):
    return (step % 8 == P_SPACE and casinos(s, sp) > 0 and not (step // 128 >> sp) & 1
            and (get(s, sp, CAS_CLOSED) > 0 or fangio_cash_ok(s, sp)))


@njit(cache=True)
def c21_s_choice_ok(s, step, k):
    phase, sp, _ = unpack(step)
    if phase == P_MODE:
        return k < 2
    return phase == P_FACTION and pc.holders(s, sp, k) > 0


@njit(cache=True)
def c21_s(s, step, x):
    phase, sp, n = unpack(step)
    if phase == P_SPACE:
        sp = x
        can_open = get(s, sp, CAS_CLOSED) > 0
        if can_open and fangio_cash_ok(s, sp):
            return pack(P_MODE, sp, n)
        x = 0 if can_open else 1
    if phase == P_FACTION:
        pc.give_cash(s, sp, x, 1)
    elif x == 0:
        pc.open_casino(s, sp)
    else:
        only = -1
        for f in range(N_FACTIONS):
            if pc.holders(s, sp, f) > 0:
                if only >= 0:
                    return pack(P_FACTION, sp, n)
                only = f
        pc.give_cash(s, sp, only, 1)
    return pack(P_SPACE, 0, 1 << sp) if n == 0 else -1


# ------------------------------------------------------------------ #23 Radio Rebelde
# Unshaded: 2 different Provinces each 1 level toward Active Opposition. Step 0 takes the first; step
# 1 + sp takes the second, sp being the first.
@njit(cache=True)
def c23_u_ok(s, step, sp):
    return SPACE_TYPE[sp] == PROVINCE and sp != step - 1


@njit(cache=True)
def c23_u(s, step, sp):
    pc.shift(s, sp, -1)
    return 1 + sp if step == 0 else -1


# Shaded: remove 1 26July Base from a Province.
@njit(cache=True)
def c23_s_ok(s, step, sp):
    return SPACE_TYPE[sp] == PROVINCE and get(s, sp, M26_BASE) > 0


@njit(cache=True)
def c23_s(s, step, sp):
    pc.remove(s, sp, M26_BASE)
    return -1


# ------------------------------------------------------------------ #24 Vilma Espín
# Unshaded: Sierra Maestra or a City/Province next to it to Active Opposition.
@njit(cache=True)
def c24_u_ok(s, step, sp):
    return sp == SIERRA_MAESTRA or (populated(sp) and ADJ[sp, SIERRA_MAESTRA])


@njit(cache=True)
def c24_u(s, step, sp):
    set_level(s, sp, ACTIVE_OPPOSITION)
    return -1


# Shaded: remove all 26July pieces from 1 City other than Havana.
@njit(cache=True)
def c24_s_ok(s, step, sp):
    return SPACE_TYPE[sp] == CITY and sp != HAVANA and get(s, sp, M26_U) + get(s, sp, M26_A) + get(s, sp, M26_BASE) > 0


@njit(cache=True)
def c24_s(s, step, sp):
    for col in (M26_U, M26_A, M26_BASE):
        pc.remove_all(s, sp, col)
    return -1
