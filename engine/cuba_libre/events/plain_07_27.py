"""Plain Event sides of cards 7-27 (pieces, markers and tracks).  Card sides: 7u 8u 8s 10u 12u 14u 15u 16u 19 20s 21s 25u 27u 27s.

Group protocol (engine/cuba_libre/events/dispatch.py routes a side cs = 2 x card + side to its group):
AT_ONCE / BY_SPACE / BY_CHOICE list the built (card, side) pairs; at_once(s, f, cs) acts without a
choice; space_ok / choice_ok say which answers step `step` of cs accepts; apply(s, cs, step, x) applies
one and returns the next step (-1: done).

A step packs a phase, a space and a counter: step = phase + 8 x space + 128 x n (`pack`), so step 0 is
a side's first space choice. Phases: P_SPACE a space (A_SPACE0 + sp); P_FACTION a faction (A_CHOICE0 + k:
for a Guerrilla k = 0 26July, 1 DR, 2 Syndicate; for #21's Cash k is the faction itself); P_MODE one of
a side's modes; P_KIND + f an Underground (k 0) or Active (k 1) Guerrilla of faction f. A step takes
either spaces or choices, never both (dispatch passes apply the bare index). Which piece a removal takes
is asked only where there is a real choice (as #26 shaded does); placements always ask the faction.
Our card summaries: data/cards.csv; rulings R60-R66 (RULINGS.md).
"""
import networkx as nx
import numpy as np
from numba import njit

from engine.core.frames import push
from engine.cuba_libre.data import (
    CARD_ORDER,
    CITY,
    DR,
    FACTION_NAMES,
    M26,
    N_FACTIONS,
    N_SPACES,
    SPACE_IDS,
    SPACE_INDEX,
    SPACE_TYPE,
    SYN,
    map_graph,
)
from engine.cuba_libre.events.spaces import populated, set_level
from engine.cuba_libre.events.tracks import HAVANA, PINAR_DEL_RIO
from engine.cuba_libre.layout import (
    CAS_CLOSED,
    DR_A,
    DR_BASE,
    DR_U,
    FR_EVENT,
    GBASE,
    M26_BASE,
    M26_U,
    NEXT_ELIG,
    OPT_MAP_ONE_FACTION,
    OPTIONS,
    PIECE_NAMES,
    POLICE,
    SYN_U,
    TROOPS,
)
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
    guerrilla_cols,
)
from engine.cuba_libre.rules.special import cash_available

AT_ONCE = ((14, 0), (19, 0))
BY_SPACE = ((7, 0), (8, 0), (8, 1), (10, 0), (12, 0), (15, 0), (16, 0), (20, 1), (21, 1), (25, 0), (27, 0), (27, 1))
BY_CHOICE = ()

P_SPACE, P_FACTION, P_MODE, P_KIND = 0, 1, 2, 3
ELIGIBLE_NEXT = 1  # layout next_elig
ACTIVE_SUPPORT = 2
CAMAGUEY_PROVINCE, ORIENTE = SPACE_INDEX["camaguey_province"], SPACE_INDEX["oriente"]
# #27 shaded: adjacency steps from each space to Havana (Havana 0).
_steps = nx.single_source_shortest_path_length(map_graph(), "havana")
HAVANA_STEPS = np.array([_steps[sid] for sid in SPACE_IDS], dtype=np.int64)
# #19: the non-Casino pieces each faction may place, by choice k (-1: none); choice STOP ends its part.
MANIFESTO_KINDS = np.array([(TROOPS, POLICE, GBASE), (M26_U, M26_BASE, -1), (DR_U, DR_BASE, -1), (SYN_U, -1, -1)],
                           dtype=np.int64)
STOP = 3
DR_PIECES = np.array([DR_U, DR_A, DR_BASE], dtype=np.int64)

CS_ELECTION, CS_STRIKE, CS_STRIKE_S, CS_MAP, CS_BRAC = 14, 16, 17, 20, 24
CS_FISHERMAN, CS_COMRADES, CS_LARRAZABAL, CS_MANIFESTO = 28, 30, 32, 38
CS_TWELVE_S, CS_FANGIO_S, CS_ESCAPADE, CS_ECHEVERRIA, CS_ECHEVERRIA_S = 41, 43, 50, 54, 55


@njit(cache=True)
def pack(phase, sp, n):
    return phase + 8 * sp + 128 * n


@njit(cache=True)
def unpack(step):
    return step % 8, (step // 8) % 16, step // 128


@njit(cache=True)
def guerrillas(s, sp, f):
    u, a = guerrilla_cols(f)
    return get(s, sp, u) + get(s, sp, a)


@njit(cache=True)
def all_guerrillas(s, sp):
    return guerrillas(s, sp, M26) + guerrillas(s, sp, DR) + guerrillas(s, sp, SYN)


@njit(cache=True)
def any_guerrilla_available(s):
    return pc.available_guerrillas(s, M26) + pc.available_guerrillas(s, DR) + pc.available_guerrillas(s, SYN) > 0


@njit(cache=True)
def pick(s, sp, n, phase, k):
    """Which Guerrilla to remove at sp: (column, -1) once decided, else (-1, the step that asks).
    Phase P_SPACE: nothing chosen yet; P_FACTION: faction 1 + k chosen; P_KIND + f: kind k of f chosen."""
    if phase >= P_KIND:
        u, a = guerrilla_cols(phase - P_KIND)
        return (u if k == 0 else a), -1
    f = 1 + k
    if phase != P_FACTION:
        f = -1
        for g in (M26, DR, SYN):
            if guerrillas(s, sp, g) > 0:
                if f >= 0:
                    return -1, pack(P_FACTION, sp, n)
                f = g
    u, a = guerrilla_cols(f)
    if get(s, sp, u) > 0 and get(s, sp, a) > 0:
        return -1, pack(P_KIND + f, sp, n)
    return (u if get(s, sp, u) > 0 else a), -1


@njit(cache=True)
def pick_ok(s, step, k):
    """The choices of a pick step: a faction with a Guerrilla there, or either kind (both are there)."""
    phase, sp, _ = unpack(step)
    if phase == P_FACTION:
        return k < 3 and guerrillas(s, sp, 1 + k) > 0
    return phase >= P_KIND and k < 2


# #7 Election, unshaded (and #8 unshaded): 1 Guerrilla in each City, of a faction the executing faction
# chooses per City (R60). n = bit per City served; the City first, so that it picks which Cities get
# the last Available Guerrillas (5.1.1).
@njit(cache=True)
def c07_u_ok(s, step, sp):
    return SPACE_TYPE[sp] == CITY and not (step // 128 >> sp) & 1 and any_guerrilla_available(s)


@njit(cache=True)
def c07_u(s, step, x):
    phase, sp, n = unpack(step)
    if phase == P_SPACE:
        return pack(P_FACTION, x, n)
    pc.place_guerrillas(s, sp, 1 + x, 1)
    return pack(P_SPACE, 0, n | (1 << sp))


@njit(cache=True)
def c08_u_at_once(s):
    """#8 General Strike, unshaded: every City 1 level toward Neutral; then its Guerrillas as #7 unshaded."""
    for sp in range(N_SPACES):
        if SPACE_TYPE[sp] == CITY:
            pc.shift(s, sp, 0)


# #8 General Strike, shaded: 1 City to Active Support, all Guerrillas there Active; then open 1 closed
# Casino anywhere (step 128).
@njit(cache=True)
def c08_s_ok(s, step, sp):
    if step == 0:
        return SPACE_TYPE[sp] == CITY
    return get(s, sp, CAS_CLOSED) > 0


@njit(cache=True)
def c08_s(s, step, sp):
    if step == 0:
        set_level(s, sp, ACTIVE_SUPPORT)
        for f in (M26, DR, SYN):
            u, _ = guerrilla_cols(f)
            pc.activate(s, sp, f, get(s, sp, u))
        return pack(P_SPACE, 0, 1)
    pc.open_casino(s, sp)
    return -1


# #10 MAP, unshaded: a cube (its kind by P_MODE: 0 Troops, 1 Police, when both are there) is replaced by
# 2 Underground Guerrillas, each of a faction the executing faction chooses (R61; option
# map_guerrillas_one_faction: both of the first one's faction). n = 0, then 1 + the first one's choice.
@njit(cache=True)
def c10_u_ok(s, step, sp):
    return pc.cubes(s, sp) > 0


@njit(cache=True)
def c10_u_choice_ok(s, step, k):
    phase, _, n = unpack(step)
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


# #12 BRAC, unshaded: remove any 2 Guerrillas (any factions and spaces); n = removed so far.
@njit(cache=True)
def c12_u_ok(s, step, sp):
    return all_guerrillas(s, sp) > 0


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


@njit(cache=True)
def c14_u(s):
    """#14 Operation Fisherman, unshaded: a 26July Base (stacking, Available) and a 26July Guerrilla in Pinar del Río."""
    if can_place_base(s, PINAR_DEL_RIO, M26):
        pc.place_base(s, PINAR_DEL_RIO, M26)
    pc.place_guerrillas(s, PINAR_DEL_RIO, M26, 1)


# #15 Come Comrades!, unshaded (3 26July Guerrillas) and #27 Echeverría, unshaded (2 DR Guerrillas): in
# any spaces (ECs too), one at a time; n = placed so far.
@njit(cache=True)
def spread_ok(s, f):
    return pc.available_guerrillas(s, f) > 0


@njit(cache=True)
def spread(s, step, sp, f, total):
    pc.place_guerrillas(s, sp, f, 1)
    n = step // 128 + 1
    return pack(P_SPACE, 0, n) if n < total else -1


# #16 Larrazábal, unshaded: a 26July Base in a City/Province with a 26July piece (stacking 1.4.2).
@njit(cache=True)
def c16_u_ok(s, step, sp):
    return (populated(sp) and faction_pieces(s, sp, M26) > 0 and can_place_base(s, sp, M26)
            and available_bases(s, M26) > 0)


@njit(cache=True)
def c16_u(s, step, sp):
    pc.place_base(s, sp, M26)
    return -1


# #19 Sierra Maestra Manifesto (single Event): in the card's faction order, each faction places up to 2
# of its Available non-Casino pieces in 1 space where it has a piece, deciding its own part (R62); the
# executing faction stays Eligible. n = 4 x position in the order + pieces placed; the space, then each
# piece kind (MANIFESTO_KINDS) or STOP. Each faction's part is its own FR_EVENT frame.
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


# #20 The Twelve, shaded: in a space with the most Guerrillas (all factions), remove half of them rounded
# up, the executing faction choosing which (R64); n = removals still to make.
@njit(cache=True)
def c20_s_ok(s, step, sp):
    most = 0
    for o in range(N_SPACES):
        most = max(most, all_guerrillas(s, o))
    return most > 0 and all_guerrillas(s, sp) == most


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


# #21 Fangio, shaded: 2 different Casino spaces; in each, open a closed Casino or place 1 Available Cash
# under a piece of a faction the executing faction chooses (R63). P_MODE 0 open, 1 Cash (when both are
# possible); P_FACTION k = the faction whose piece takes the Cash. n = the first space's bit.
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
    return (casinos(s, sp) > 0 and not (step // 128 >> sp) & 1
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


# #25 Escapade, unshaded: a DR Guerrilla and a DR Base (stacking, Available) in Camagüey Province or Oriente.
@njit(cache=True)
def c25_u_ok(s, step, sp):
    if sp != CAMAGUEY_PROVINCE and sp != ORIENTE:
        return False
    return pc.available_guerrillas(s, DR) > 0 or (available_bases(s, DR) > 0 and can_place_base(s, sp, DR))


@njit(cache=True)
def c25_u(s, step, sp):
    pc.place_guerrillas(s, sp, DR, 1)
    if can_place_base(s, sp, DR):
        pc.place_base(s, sp, DR)
    return -1


@njit(cache=True)
def c27_u_at_once(s):
    """#27 Echeverría, unshaded: Havana to Neutral; DR Eligible for the next card; then 2 DR Guerrillas."""
    set_level(s, HAVANA, 0)
    s[NEXT_ELIG + DR] = ELIGIBLE_NEXT


# #27 Echeverría, shaded: DR -3 (at once); remove the 2 DR pieces closest to Havana in adjacency steps,
# one at a time, ties the executing faction's choice (R65). P_MODE k: DR_PIECES[k], when the space has
# more than one kind. n = removed so far.
@njit(cache=True)
def dr_pieces(s, sp):
    return get(s, sp, DR_U) + get(s, sp, DR_A) + get(s, sp, DR_BASE)


@njit(cache=True)
def c27_s_ok(s, step, sp):
    if dr_pieces(s, sp) == 0:
        return False
    for o in range(N_SPACES):
        if dr_pieces(s, o) > 0 and HAVANA_STEPS[o] < HAVANA_STEPS[sp]:
            return False
    return True


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


# ------------------------------------------------------------------ the group protocol
@njit(cache=True)
def at_once(s, f, cs):
    if cs == CS_STRIKE:
        c08_u_at_once(s)
    elif cs == CS_FISHERMAN:
        c14_u(s)
    elif cs == CS_MANIFESTO:
        s[NEXT_ELIG + f] = ELIGIBLE_NEXT
        c19_next(s, 0)
    elif cs == CS_ECHEVERRIA:
        c27_u_at_once(s)
    elif cs == CS_ECHEVERRIA_S:
        gain_resources(s, DR, -3)


@njit(cache=True)
def space_ok(s, cs, step, sp):
    if step % 8 != P_SPACE:
        return False
    if cs == CS_ELECTION or cs == CS_STRIKE:
        return c07_u_ok(s, step, sp)
    if cs == CS_STRIKE_S:
        return c08_s_ok(s, step, sp)
    if cs == CS_MAP:
        return c10_u_ok(s, step, sp)
    if cs == CS_BRAC:
        return c12_u_ok(s, step, sp)
    if cs == CS_COMRADES:
        return spread_ok(s, M26)
    if cs == CS_LARRAZABAL:
        return c16_u_ok(s, step, sp)
    if cs == CS_MANIFESTO:
        return c19_ok(s, step, sp)
    if cs == CS_TWELVE_S:
        return c20_s_ok(s, step, sp)
    if cs == CS_FANGIO_S:
        return c21_s_ok(s, step, sp)
    if cs == CS_ESCAPADE:
        return c25_u_ok(s, step, sp)
    if cs == CS_ECHEVERRIA:
        return spread_ok(s, DR)
    if cs == CS_ECHEVERRIA_S:
        return c27_s_ok(s, step, sp)
    return False


@njit(cache=True)
def choice_ok(s, cs, step, k):
    phase, sp, _ = unpack(step)
    if phase == P_SPACE:
        return False
    if cs == CS_ELECTION or cs == CS_STRIKE:
        return k < 3 and pc.available_guerrillas(s, 1 + k) > 0
    if cs == CS_MAP:
        return c10_u_choice_ok(s, step, k)
    if cs == CS_BRAC or cs == CS_TWELVE_S:
        return pick_ok(s, step, k)
    if cs == CS_MANIFESTO:
        return c19_choice_ok(s, step, k)
    if cs == CS_FANGIO_S:
        return c21_s_choice_ok(s, step, k)
    if cs == CS_ECHEVERRIA_S:
        return k < 3 and get(s, sp, DR_PIECES[k]) > 0
    return False


@njit(cache=True)
def apply(s, cs, step, x):
    if cs == CS_ELECTION or cs == CS_STRIKE:
        return c07_u(s, step, x)
    if cs == CS_STRIKE_S:
        return c08_s(s, step, x)
    if cs == CS_MAP:
        return c10_u(s, step, x)
    if cs == CS_BRAC:
        return c12_u(s, step, x)
    if cs == CS_COMRADES:
        return spread(s, step, x, M26, 3)
    if cs == CS_LARRAZABAL:
        return c16_u(s, step, x)
    if cs == CS_MANIFESTO:
        return c19(s, step, x)
    if cs == CS_TWELVE_S:
        return c20_s(s, step, x)
    if cs == CS_FANGIO_S:
        return c21_s(s, step, x)
    if cs == CS_ESCAPADE:
        return c25_u(s, step, x)
    if cs == CS_ECHEVERRIA:
        return spread(s, step, x, DR, 2)
    return c27_s(s, step, x)  # #27 shaded


# ------------------------------------------------------------------ text (describe.py)
def choice_name(cs: int, step: int, k: int) -> str:
    """What choice k of step `step` of side cs does."""
    phase, n = int(step % 8), int(step // 128)
    if phase >= P_KIND:
        return ("an Underground ", "an Active ")[k] + f"{FACTION_NAMES[phase - P_KIND]} Guerrilla"
    if phase == P_FACTION:
        if cs == CS_FANGIO_S:
            return f"the Cash under a {FACTION_NAMES[k]} piece"
        verb = "remove" if cs in (CS_BRAC, CS_TWELVE_S) else "place"
        return f"{verb} a {FACTION_NAMES[1 + k]} Guerrilla"
    if cs == CS_MAP:
        return ("replace a Troops cube", "replace a Police cube")[k]
    if cs == CS_FANGIO_S:
        return ("open a closed Casino", "place a Cash marker")[k]
    if cs == CS_ECHEVERRIA_S:
        return f"remove a {PIECE_NAMES[DR_PIECES[k]]}"
    if k == STOP:
        return "place no more pieces"
    return f"place a {PIECE_NAMES[MANIFESTO_KINDS[CARD_ORDER[19, n // 4], k]]}"
