"""Chapter 7: victory conditions (7.2), margins (7.3), winner and ties (7.1), player groupings (1.5)."""
import numpy as np

from engine.core.jit import njit
from engine.cuba_libre.data import DR, GOVT, M26, N_FACTIONS, SYN
from engine.cuba_libre.layout import CAS_OPEN, OPT_NO_NP, OPTIONS, RES, SEAT
from engine.cuba_libre.rules.board import (
    all_cities_active_support,
    bases_on_map,
    dr_pop_plus_bases,
    on_map,
    total_opposition,
    total_support,
)

# 7.1 ties (RULINGS.md R7): a Non-player before a player, then Syndicate, DR, 26July; Government loses all ties.
TIE_PRIORITY = (0, 1, 2, 3)  # by faction GOVT, M26, DR, SYN: higher wins a tie


@njit(cache=True)
def margins(s):
    """7.3 victory margins: how far past (positive) or short of each faction's threshold."""
    m = np.zeros(N_FACTIONS, dtype=np.int64)
    m[GOVT] = total_support(s) - 18
    m[M26] = total_opposition(s) + bases_on_map(s, M26) - 15
    m[DR] = dr_pop_plus_bases(s) - 9
    m[SYN] = min(on_map(s, CAS_OPEN) - 7, s[RES + SYN] - 30)
    return m


@njit(cache=True)
def meets_condition(s, f):
    """7.2, as printed on the board: every comparison is strict."""
    if f == GOVT:
        return total_support(s) > 18 and all_cities_active_support(s)
    if f == SYN:
        return on_map(s, CAS_OPEN) > 7 and s[RES + SYN] > 30
    return margins(s)[f] > 0


@njit(cache=True)
def _tie_key(s, f):
    """Higher wins a tie: a Non-player beats a player, then the 7.1 faction order."""
    np_bonus = 10 if s[SEAT + f] < 0 else 0
    return np_bonus + TIE_PRIORITY[f]


@njit(cache=True)
def n_players(s):
    n = 0
    for f in range(N_FACTIONS):
        if s[SEAT + f] >= 0:
            n = max(n, s[SEAT + f] + 1)
    return n


@njit(cache=True)
def victory_phase_candidates(s):
    """6.1 / 7.1: factions that may win at this Victory Phase.

    No Non-Player option (1.5): a player's factions win only if all of them meet their conditions.
    Solitaire (8.9): the single player's faction never wins in a Victory Phase; Non-players can.
    """
    ok = np.zeros(N_FACTIONS, dtype=np.bool_)
    for f in range(N_FACTIONS):
        ok[f] = meets_condition(s, f)
    non_players = 0
    for f in range(N_FACTIONS):
        if s[SEAT + f] < 0:
            non_players += 1
    seats = n_players(s)
    if s[OPTIONS + OPT_NO_NP] == 1:
        for p in range(seats):
            all_met = True
            for f in range(N_FACTIONS):
                if s[SEAT + f] == p and not ok[f]:
                    all_met = False
            if not all_met:
                for f in range(N_FACTIONS):
                    if s[SEAT + f] == p:
                        ok[f] = False
    elif seats == 1 and non_players > 0:
        for f in range(N_FACTIONS):
            if s[SEAT + f] == 0:
                ok[f] = False
    return ok


@njit(cache=True)
def scores(s):
    """The margin each faction is ranked by: its own, or with the No Non-Player option (1.5, 7.3)
    the lowest margin among the factions of its player."""
    m = margins(s)
    out = m.copy()
    if s[OPTIONS + OPT_NO_NP] == 1:
        for f in range(N_FACTIONS):
            p = s[SEAT + f]
            if p >= 0:
                for g in range(N_FACTIONS):
                    if s[SEAT + g] == p and m[g] < out[f]:
                        out[f] = m[g]
    return out


@njit(cache=True)
def best_of(s, eligible):
    """7.1: the eligible faction with the highest score; ties by _tie_key. -1 if none eligible."""
    sc = scores(s)
    best = -1
    for f in range(N_FACTIONS):
        if not eligible[f]:
            continue
        if best < 0 or sc[f] > sc[best] or (sc[f] == sc[best] and _tie_key(s, f) > _tie_key(s, best)):
            best = f
    return best


@njit(cache=True)
def ranking(s):
    """Factions from first to last place by score, ties broken as 7.1."""
    order = np.arange(N_FACTIONS)
    sc = scores(s)
    for i in range(N_FACTIONS):  # insertion sort: 4 items
        j = i
        while j > 0:
            a, b = order[j - 1], order[j]
            if sc[b] > sc[a] or (sc[b] == sc[a] and _tie_key(s, b) > _tie_key(s, a)):
                order[j - 1], order[j] = b, a
                j -= 1
            else:
                break
    return order
