"""B.11.2 the coup and B.11.3 realignment (shared/spec/twilight_solo.md, our design), compiled: exact
expectations over the dice. `targets[c]` marks the legal targets (RPR-1 included); t is the bot's scratch
copy of the state, changed and put back."""
import numpy as np

from engine.core.jit import njit
from engine.twilight.data import BATTLEGROUND, N_COUNTRIES, STABILITY
from engine.twilight.layout import (
    DEFCON,
    INF,
    MILOPS,
    OPT_AI_CANCEL_CMC,
    OPT_BG_COUP_PENALTY,
    OPT_DEFCON_FLOOR,
    OPT_MILOPS_MU,
    OPTIONS,
)
from engine.twilight.nonplayer.values import country_term, k_att, objective, pick_best, real_option, unit
from engine.twilight.rules.board import adjacent_control
from engine.twilight.rules.effects import cmc_restricted, coup_degrades, coup_modifier, realign_penalty


@njit(cache=True)
def term_at(t, me, r, aggr, c, x, y):
    """The mode objective (normal mode: only c's V term, V being a sum over countries) with (x, y) = (my,
    the opponent's) influence in c; t is put back."""
    om, oo = INF + me * N_COUNTRIES + c, INF + (1 - me) * N_COUNTRIES + c
    x0, y0 = t[om], t[oo]
    t[om], t[oo] = x, y
    v = objective(t, me, r, aggr) if aggr else country_term(t, me, c, r)
    t[om], t[oo] = x0, y0
    return v


@njit(cache=True)
def floor(s, aggr):
    """B.15 F1: the mode's DEFCON floor (D defcon_floor_normal / _aggressive)."""
    return s[OPTIONS + OPT_DEFCON_FLOOR + (1 if aggr else 0)]


@njit(cache=True)
def defcon_after(t, me, c):
    return t[DEFCON] - (1 if coup_degrades(t, me, BATTLEGROUND[c]) else 0)


@njit(cache=True)
def coups_forbidden(t, me):
    """B.15 F6: Cuban Missile Crisis restricts me and D ai_cancel_cmc is off."""
    return cmc_restricted(t, me) and not t[OPTIONS + OPT_AI_CANCEL_CMC]


@njit(cache=True)
def coup_allowed(t, me, c, aggr, later_drop):
    """B.15 F1/F4: a DEFCON-degrading coup only if DEFCON after it is at least the mode's floor and, with an
    Ops-first human event still to come (`later_drop` its fall), at least 2 after both. F6: none while Cuban
    Missile Crisis restricts me (unless D ai_cancel_cmc)."""
    if coups_forbidden(t, me):
        return False
    d = defcon_after(t, me, c)
    if d == t[DEFCON]:
        return True
    return d >= floor(t, aggr) and d - later_drop >= 2


@njit(cache=True)
def military_value(t, me, c, k, plays_after):
    """B.11.2 step 3: MV = mu * min(k, max(0, DEFCON after - Military Ops so far)); mu 1.0 with at most one
    more AI play this turn, else 0.5."""
    mu = real_option(t, OPT_MILOPS_MU + (1 if plays_after <= 1 else 0))  # D milops_mu early / late
    return mu * min(k, max(0, defcon_after(t, me, c) - t[MILOPS + me]))


@njit(cache=True)
def coup_ev(t, me, r, aggr, c, k):
    """B.11.2 step 2: the mean over the d6 of the objective after the coup, minus now."""
    x, y = t[INF + me * N_COUNTRIES + c], t[INF + (1 - me) * N_COUNTRIES + c]
    now = term_at(t, me, r, aggr, c, x, y)
    total = 0.0
    for d in range(1, 7):
        res = d + k + coup_modifier(t, me, c) - 2 * STABILITY[c]
        if res > 0:
            removed = min(res, y)
            total += term_at(t, me, r, aggr, c, x + res - removed, y - removed) - now
    return total / 6.0


@njit(cache=True)
def best_coup(t, me, r, aggr, targets, k, plays_after, mv_on, later_drop, rng):
    """B.11.2: (value, country) of the best allowed coup with k Ops, -1 if none; ties K_att, then seeded."""
    vals = np.zeros(N_COUNTRIES)
    keys = np.zeros(N_COUNTRIES, dtype=np.int64)
    ids = np.zeros(N_COUNTRIES, dtype=np.int64)
    n = 0
    u = unit(t, aggr)
    for c in range(N_COUNTRIES):
        if targets[c] == 0 or not coup_allowed(t, me, c, aggr, later_drop):
            continue
        v = coup_ev(t, me, r, aggr, c, k)
        if mv_on:
            v += u * military_value(t, me, c, k, plays_after)
        if BATTLEGROUND[c]:  # D bg_coup_penalty normal / aggressive (delta)
            v -= u * real_option(t, OPT_BG_COUP_PENALTY + (1 if aggr else 0))
        vals[n], keys[n], ids[n] = v, k_att(t, me, c, r), c
        n += 1
    i, _ = pick_best(vals, keys, n, rng)
    if i < 0:
        return -1e18, -1
    return vals[i], ids[i]


@njit(cache=True)
def realign_dp(t, me, r, aggr, c, j):
    """B.11.3 step 2: RV_j at c's influence now, relative to now: the best of stopping and the mean over the
    36 roll pairs of RV_{j-1}, both sides' modifiers recomputed at each (x, y) (6.2.2)."""
    x0, y0 = t[INF + me * N_COUNTRIES + c], t[INF + (1 - me) * N_COUNTRIES + c]
    base = term_at(t, me, r, aggr, c, x0, y0)
    obj = np.zeros((x0 + 1, y0 + 1))
    for x in range(x0 + 1):
        for y in range(y0 + 1):
            obj[x, y] = term_at(t, me, r, aggr, c, x, y) - base
    adj_me = adjacent_control(t, me, c) - realign_penalty(t, me)
    adj_opp = adjacent_control(t, 1 - me, c) - realign_penalty(t, 1 - me)
    rv = obj.copy()
    for _ in range(j):
        nxt = obj.copy()
        for x in range(x0 + 1):
            for y in range(1, y0 + 1):
                mine = adj_me + (1 if x > y else 0)
                theirs = adj_opp + (1 if y > x else 0)
                total = 0.0
                for a in range(1, 7):
                    for b in range(1, 7):
                        diff = a + mine - b - theirs
                        if diff > 0:
                            total += rv[x, max(y - diff, 0)]
                        elif diff < 0:
                            total += rv[max(x + diff, 0), y]
                        else:
                            total += rv[x, y]
                nxt[x, y] = max(obj[x, y], total / 36.0)
        rv = nxt
    return rv[x0, y0]


@njit(cache=True)
def best_realign(t, me, r, aggr, targets, j, rng):
    """B.11.3 steps 3-4: (value, country) of the best target for the next of j rolls; -1 if none."""
    vals = np.zeros(N_COUNTRIES)
    keys = np.zeros(N_COUNTRIES, dtype=np.int64)
    ids = np.zeros(N_COUNTRIES, dtype=np.int64)
    n = 0
    for c in range(N_COUNTRIES):
        if targets[c] == 0 or t[INF + (1 - me) * N_COUNTRIES + c] == 0:
            continue
        vals[n], keys[n], ids[n] = realign_dp(t, me, r, aggr, c, j), k_att(t, me, c, r), c
        n += 1
    i, _ = pick_best(vals, keys, n, rng)
    if i < 0:
        return -1e18, -1
    return vals[i], ids[i]
