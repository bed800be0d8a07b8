"""9.4.2 W-TR: where the bot's cells travel to (To boxes T1-T5) and from (From boxes F1-F4).

One destination per To box, in order: T1 a non-IR Besieged Regime, else Regime Change, else Aid country
(one T1 destination, L71); T2 a Poor country where two more cells would make Major Jihad possible (and it is
not possible yet; not where Jihad is forbidden: Pakistan under #33 Benazir Bhutto); T3 a Good or Fair Muslim
country with a cell next door; T4 an unmarked non-Muslim country (US Hard) or a Soft one (US Soft), not the US;
T5 one random country (9.5) for every Op left. Ties: Pakistan, then most resources when all are Muslim, then
random.

The bot's choices are re-derived at every decision from the board and the travels already declared
(TRAVEL pairs): the k-th declared destination is matched to the first To box still open that held it when
declared (a destination tested on declaration, 4.9.4, counts as the unmarked country it was), and the next travel
takes the next open box (a destination that fitted no box is the T5 one). The dice of a Travel
come from the travel's number (chance.derive_rng), so its origin and its destination see the same draw.
"""
import numpy as np

from engine.core.jit import njit
from engine.labyrinth.data import IRAN, MUSLIM, N_COUNTRIES, PAKISTAN, UNITED_STATES
from engine.labyrinth.layout import (
    ACTIVES,
    AID,
    BESIEGED,
    BOT_RC_ORIGIN,
    BOT_TRAVEL_DESTINATIONS,
    BOT_TRAVEL_ORIGINS,
    FAIR,
    GOOD,
    GOV,
    HARD,
    IR,
    LAPSE,
    OPT_BOT,
    OPTIONS,
    POOR,
    POSTURE,
    RC,
    SOFT,
    TRAVEL,
    TRAVEL_N,
    TRAVEL_UNMARKED,
)
from engine.labyrinth.nonplayer import trace as T
from engine.labyrinth.nonplayer.chance import best, derive_rng, random_among
from engine.labyrinth.rules.board import (
    adjacent,
    cell_pieces,
    cells,
    get,
    has_posture_box,
    major_excess,
    resources,
    troops,
    us_posture,
)
from engine.labyrinth.rules.jihadist_ops import BIOMETRICS, jihad_ok, leaving

TRAVEL_SALT = 1 << 40  # + the travel's number: the dice of one travel, shared by its two decisions
N_BOXES = 4


@njit(cache=True)
def lwotai_boxes(s):
    """`bot_travel_destinations` lwotai (L83): T1 pools its three kinds, T2 also takes countries where Major
    Jihad is already possible (Benazir Bhutto ignored), T5 draws a destination per Op, and under Biometrics a
    Travel skips the countries with no cell next door instead of going to Radicalization."""
    return s[OPTIONS + OPT_BOT] & BOT_TRAVEL_DESTINATIONS != 0


@njit(cache=True)
def in_box(s, box, c):
    """c is a candidate of To box `box` (1-4)."""
    if box == 1 and lwotai_boxes(s):
        return get(s, c, GOV) != IR and (get(s, c, BESIEGED) != 0 or get(s, c, RC) != 0 or get(s, c, AID) > 0)
    if box == 2 and lwotai_boxes(s):
        return get(s, c, GOV) == POOR and troops(s, c) + major_excess(s) <= cells(s, c) + 2
    if box == 1:
        if get(s, c, GOV) == IR:
            return False
        if get(s, c, BESIEGED) != 0:
            return True
        if any_of(s, 1, 0):  # a Besieged Regime exists: T1 takes only those
            return False
        if get(s, c, RC) != 0:
            return True
        if any_of(s, 1, 1):
            return False
        return get(s, c, AID) > 0
    if box == 2:  # "Major Jihad becomes possible": only where Jihad may be done at all (8.4, #33 Benazir Bhutto)
        need = troops(s, c) + major_excess(s)
        return get(s, c, GOV) == POOR and jihad_ok(s, c, 0) and cells(s, c) < need <= cells(s, c) + 2
    if box == 3:
        if not MUSLIM[c] or (get(s, c, GOV) != GOOD and get(s, c, GOV) != FAIR):
            return False
        for n in range(N_COUNTRIES):
            if n != c and adjacent(s, c, n) and cell_pieces(s, n) > 0:  # #54: Sadr never travels
                return True
        return False
    return t4_with(s, c, get(s, c, POSTURE))


@njit(cache=True)
def t4_with(s, c, posture):
    """T4: c, with this posture, is an unmarked (US Hard) or Soft (US Soft) non-Muslim country, not the US."""
    if c == UNITED_STATES or MUSLIM[c] or c == IRAN or not has_posture_box(c):
        return False
    return posture == 0 if us_posture(s) == HARD else posture == SOFT


@njit(cache=True)
def any_of(s, box, kind):
    """T1's sub-types: kind 0 a non-IR Besieged Regime exists, kind 1 a non-IR Regime Change exists."""
    for c in range(N_COUNTRIES):
        if get(s, c, GOV) != IR and (get(s, c, BESIEGED) != 0 if kind == 0 else get(s, c, RC) != 0):
            return True
    return False


@njit(cache=True)
def reachable(s, c, first_box):
    """c may be a destination: always, but with lwotai's Biometrics (a Travel operation, not Radicalization's,
    which starts at T2) only next to a cell."""
    if first_box != 1 or not lwotai_boxes(s) or s[LAPSE + BIOMETRICS] == 0:
        return True
    return has_adjacent_cell(s, c)


@njit(cache=True)
def box_pick(s, box, first_box, g, trace):
    """The destination from To box `box`: Pakistan, then (all Muslim) most resources, then random."""
    all_muslim = True
    for c in range(N_COUNTRIES):
        if in_box(s, box, c) and reachable(s, c, first_box) and not MUSLIM[c]:
            all_muslim = False
    score = np.full(N_COUNTRIES, -1, dtype=np.int64)
    for c in range(N_COUNTRIES):
        if in_box(s, box, c) and reachable(s, c, first_box):
            score[c] = (1000 if c == PAKISTAN else 0) + (resources(s, c) if all_muslim else 0)
    return best(score, g, trace)


@njit(cache=True)
def was_in_box(s, box, c, unmarked):
    """c was a candidate of To box `box` when it was declared: a destination then unmarked has been tested
    since (4.9.4), so its box is read from the unmarked country it was: only T4, with the US Hard."""
    if not unmarked:
        return in_box(s, box, c)
    return box == 4 and t4_with(s, c, 0)


@njit(cache=True)
def destination(s, first_box, declared, unmarked, n_declared, g, trace):
    """The next destination after the n_declared ones already chosen for this card (unmarked[j]: the j-th
    was unmarked when declared)."""
    served = np.zeros(N_BOXES + 1, dtype=np.bool_)
    t5 = -1
    for j in range(n_declared):
        d = declared[j]
        matched = False
        for box in range(first_box, N_BOXES + 1):
            if not served[box] and was_in_box(s, box, d, unmarked[j]):
                served[box] = True
                matched = True
                break
        if not matched and not lwotai_boxes(s):  # lwotai: a new draw for every Op
            t5 = d
    for box in range(first_box, N_BOXES + 1):
        if not served[box]:
            c = box_pick(s, box, first_box, g, trace)
            if c >= 0:
                T.note(trace, T.TR_BOX, box)
                T.note(trace, T.TR_DEST, c)
                return c
    if t5 < 0:  # T5: one random destination for every Op left (9.5)
        ok = np.ones(N_COUNTRIES, dtype=np.bool_)
        for c in range(N_COUNTRIES):
            ok[c] = reachable(s, c, first_box)
        t5 = random_among(ok, g)
        if t5 < 0:
            return -1
    T.note(trace, T.TR_BOX, 5)
    T.note(trace, T.TR_DEST, t5)
    return t5


@njit(cache=True)
def declared_destinations(s):
    """The card's declared destinations and whether each was unmarked when declared."""
    out = np.zeros(4, dtype=np.int64)
    unmarked = np.zeros(4, dtype=np.int64)
    for i in range(s[TRAVEL_N]):
        out[i] = s[TRAVEL + 2 * i + 1]
        unmarked[i] = s[TRAVEL_UNMARKED + i]
    return out, unmarked


@njit(cache=True)
def next_destination(s, first_box, trace):
    """The destination of the travel being declared now (the TRAVEL_N-th of the card)."""
    g = derive_rng(s, TRAVEL_SALT + s[TRAVEL_N])
    declared, unmarked = declared_destinations(s)
    return destination(s, first_box, declared, unmarked, s[TRAVEL_N], g, trace)


@njit(cache=True)
def plan_destinations(s, n, first_box):
    """The n destinations the bot would choose for a card (for the Biometrics check at the card's start)."""
    out = np.zeros(max(n, 1), dtype=np.int64)
    scratch = np.zeros(1 + 2 * T.MAX_NOTES, dtype=np.int64)
    for i in range(n):
        g = derive_rng(s, TRAVEL_SALT + i)
        out[i] = destination(s, first_box, out, np.zeros(len(out), dtype=np.int64), i, g, scratch)
    return out


@njit(cache=True)
def has_adjacent_cell(s, d):
    for c in range(N_COUNTRIES):
        if c != d and adjacent(s, c, d) and cell_pieces(s, c) > 0:
            return True
    return False


@njit(cache=True)
def biometrics_blocked(s, n):
    """9.4.2 Biometrics: the first planned destination with no cell adjacent to it, or -1 (L65; lwotai's
    destinations skip such countries instead, L83)."""
    if s[LAPSE + BIOMETRICS] == 0 or lwotai_boxes(s):
        return -1
    d = plan_destinations(s, n, 1)
    for i in range(n):
        if not has_adjacent_cell(s, d[i]):
            return d[i]
    return -1


@njit(cache=True)
def origin_box(s, c, d, ops):
    """The From box (1-4) of origin c for destination d, 0 when c has no cell left to send. F1 and F2 count
    the cells in the country: the origins are all chosen before any cell travels (L82; `bot_travel_origins`
    lwotai: the cells not yet travelling)."""
    left = cell_pieces(s, c) - leaving(s, c)  # #54: Sadr never travels, but is one of the cells there
    if left <= 0:
        return 0
    n = left if s[OPTIONS + OPT_BOT] & BOT_TRAVEL_ORIGINS else cells(s, c)
    if get(s, c, GOV) == IR and n > ops:
        return 1
    rc_more = n > troops(s, c) if s[OPTIONS + OPT_BOT] & BOT_RC_ORIGIN else n > 5
    if get(s, c, RC) != 0 and rc_more:
        return 2
    if c != d and adjacent(s, c, d):
        return 3
    return 4


@njit(cache=True)
def origin(s, d, ops, adjacent_only, g, trace):
    """The origin for destination d: the best From box; in it first one with an active cell not yet travelling
    (9.3.1), then an origin already used on this card (L72), then random. adjacent_only: Biometrics."""
    score = np.full(N_COUNTRIES, -1, dtype=np.int64)
    for c in range(N_COUNTRIES):
        box = origin_box(s, c, d, ops)
        if box == 0 or adjacent_only and c != d and not adjacent(s, c, d):
            continue
        score[c] = (N_BOXES + 1 - box) * 100 + (10 if get(s, c, ACTIVES) > leaving(s, c) else 0) + \
            (1 if leaving(s, c) > 0 else 0)
    c = best(score, g, trace)
    if c >= 0:
        T.note(trace, T.TR_ORIGIN, c)
    return c


@njit(cache=True)
def last_cell_in_place(s, o):
    """W-TR last cell rule: the last cell of an IR or Regime Change origin travels in place."""
    return (get(s, o, GOV) == IR or get(s, o, RC) != 0) and cells(s, o) - leaving(s, o) == 1
