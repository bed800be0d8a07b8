"""B.11.1 the placement plan and the leftover points L1-L3 (shared/spec/twilight_solo.md, our design),
compiled. `targets[c]` marks the countries a point may go to now (the rules' legal targets, RPR-1 included);
`t` is the bot's scratch copy of the state: evaluations change it and put it back."""
import numpy as np

from engine.core.jit import njit
from engine.core.members import has
from engine.core.rng import randbelow
from engine.twilight.data import BATTLEGROUND, N_COUNTRIES, STABILITY
from engine.twilight.layout import OPT_PLACEMENT_SOLVER, OPT_PLAN_MAX_MOVES, OPTIONS, SOLVER_EXACT
from engine.twilight.nonplayer.values import EPS, country_term, k_place, objective, pick_best, seeded
from engine.twilight.rules.board import add_inf, controls, inf
from engine.twilight.rules.solitaire import solitaire
from engine.twilight.rules.solitaire_regions import in_focus

PLAN_MAX_MOVES = 5  # D plan_max_moves at most (the option, 1-5)
LEX_KEYS = 3  # plan_key orders ties by the first 3 countries' K_place (an int64 holds no more)


@njit(cache=True)
def moves_of(t, me, c):
    """B.11.1 step 2: the CONTROL move (points, cost) and, where the human controls c, the BREAK move."""
    ia, ih, st = inf(t, me, c), inf(t, 1 - me, c), STABILITY[c]
    pc = ih + st - ia
    if controls(t, 1 - me, c):
        pb = ih - st - ia + 1
        return pc, 2 * pb + (pc - pb), pb, 2 * pb
    return pc, pc, 0, 0


@njit(cache=True)
def plan_delta(t, me, r, aggr, cs, pts, m, base):
    """The mode objective after adding pts[i] points in cs[i] (i < m), minus `base`; t is put back. Normal
    mode sums the countries' V terms (V is a sum over countries)."""
    if not aggr:
        d = 0.0
        for i in range(m):
            before = country_term(t, me, cs[i], r)
            add_inf(t, me, cs[i], pts[i])
            d += country_term(t, me, cs[i], r) - before
            add_inf(t, me, cs[i], -pts[i])
        return d
    for i in range(m):
        add_inf(t, me, cs[i], pts[i])
    v = objective(t, me, r, aggr) - base
    for i in range(m):
        add_inf(t, me, cs[i], -pts[i])
    return v


@njit(cache=True)
def plan_key(t, me, r, cs, pts, m, cost):
    """B.11.1 step 3 ties after the value: lower cost, more countries controlled after, more battlegrounds,
    then the countries' K_place in order (best first), as one integer."""
    ctrl = 0
    bgs = 0
    ks = np.zeros(max(m, LEX_KEYS), dtype=np.int64)
    for i in range(m):
        add_inf(t, me, cs[i], pts[i])
        if controls(t, me, cs[i]):
            ctrl += 1
        add_inf(t, me, cs[i], -pts[i])
        bgs += BATTLEGROUND[cs[i]]
        ks[i] = k_place(t, me, cs[i], r)
    ks = -np.sort(-ks)
    lex = 0
    for i in range(LEX_KEYS):
        lex = lex * 2048 + ks[i]
    return ((((40 - cost) * 10 + ctrl) * 10) + bgs) * (1 << 33) + lex


@njit(cache=True)
def consider(t, me, r, aggr, cs, ps, m, cost, base, best, rng):
    """Compare one plan with the best so far (best = [value, key, first country, cost, plans tied]); equal
    plans are drawn among by a seeded reservoir (B.9.3)."""
    v = plan_delta(t, me, r, aggr, cs, ps, m, base)
    key = plan_key(t, me, r, cs, ps, m, cost)
    if v < best[0] - EPS or (abs(v - best[0]) <= EPS and key < best[1]):
        return
    if abs(v - best[0]) <= EPS and key == best[1]:
        best[4] += 1
        if not seeded(rng) or randbelow(rng, 0, int(best[4])) != 0:
            return
    else:
        best[4] = 1
    best[0], best[1], best[2], best[3] = v, key, first_by_key(t, me, r, cs, m), cost


@njit(cache=True)
def best_plan(t, me, r, aggr, targets, k, rng):
    """B.11.1 steps 2-3: the best plan of up to D plan_max_moves moves on different countries costing at most
    k: (value, the plan's first country by K_place or -1 for the empty plan, cost). The plans are met depth
    first, each move's index above the one before (the order the seeded ties draw in).
    Step 5's `ai_placement_solver` EXACT, the best of every allocation of the k points (RULINGS.md TS35): the
    objective reads only who controls each country, so an allocation is worth what its CONTROL and BREAK
    moves are worth and any other point only adds cost (the first tie-break); plans without the move limit
    (at most k moves, each costing a point or more) are therefore every allocation that can be best."""
    mc = np.zeros(2 * N_COUNTRIES, dtype=np.int64)
    mp = np.zeros(2 * N_COUNTRIES, dtype=np.int64)
    mk = np.zeros(2 * N_COUNTRIES, dtype=np.int64)
    nm = 0
    for c in range(N_COUNTRIES):
        if targets[c] == 0 or controls(t, me, c):
            continue
        pc, cost, pb, bcost = moves_of(t, me, c)
        if cost <= k:
            mc[nm], mp[nm], mk[nm] = c, pc, cost
            nm += 1
        if pb > 0 and bcost <= k:
            mc[nm], mp[nm], mk[nm] = c, pb, bcost
            nm += 1
    base = objective(t, me, r, aggr)
    most = min(max(t[OPTIONS + OPT_PLAN_MAX_MOVES], 1), PLAN_MAX_MOVES)
    if t[OPTIONS + OPT_PLACEMENT_SOLVER] == SOLVER_EXACT:
        most = max(k, 1)
    cs = np.zeros(most, dtype=np.int64)
    ps = np.zeros(most, dtype=np.int64)
    best = np.zeros(5)
    best[1] = plan_key(t, me, r, cs, ps, 0, 0)  # the empty plan: value 0, cost 0
    best[2] = -1
    best[4] = 1
    idx = np.zeros(most, dtype=np.int64)
    spent = np.zeros(most + 1, dtype=np.int64)  # spent[d]: the cost of the first d moves
    d = 0
    idx[0] = -1
    while d >= 0:
        idx[d] += 1
        i = idx[d]
        if i >= nm:
            d -= 1
            continue
        if spent[d] + mk[i] > k or has(cs, d, mc[i]):  # a country already in the plan
            continue
        cs[d], ps[d] = mc[i], mp[i]
        spent[d + 1] = spent[d] + mk[i]
        consider(t, me, r, aggr, cs, ps, d + 1, spent[d + 1], base, best, rng)
        if d + 1 < most:
            d += 1
            idx[d] = i
    return best[0], int(best[2]), int(best[3])


@njit(cache=True)
def first_by_key(t, me, r, cs, m):
    best = cs[0]
    for i in range(1, m):
        if k_place(t, me, cs[i], r) > k_place(t, me, best, r):
            best = cs[i]
    return best


@njit(cache=True)
def focus_ok(t, c):
    """In focus, or anywhere outside the solitaire (no region cards)."""
    return not solitaire(t) or in_focus(t, c)


@njit(cache=True)
def leftover(t, me, r, targets, rng):
    """B.11.1 step 4: (country, rule 1-3) for one leftover point: L1 protect the most exposed own
    battleground in focus; L2 the in-focus country needing the fewest points to control; L3 K_place."""
    vals = np.zeros(N_COUNTRIES)
    keys = np.zeros(N_COUNTRIES, dtype=np.int64)
    ids = np.zeros(N_COUNTRIES, dtype=np.int64)
    for rule in range(1, 4):
        n = 0
        for c in range(N_COUNTRIES):
            if targets[c] == 0:
                continue
            ia, ih, st = inf(t, me, c), inf(t, 1 - me, c), STABILITY[c]
            if rule == 1:
                if not (BATTLEGROUND[c] and controls(t, me, c) and focus_ok(t, c)):
                    continue
                exposure = 7 - 2 * st - (ia - ih - st)
                if exposure <= 0:
                    continue
                vals[n] = exposure
            elif rule == 2:
                if controls(t, me, c) or not focus_ok(t, c):
                    continue
                vals[n] = -(ih + st - ia)
            else:
                vals[n] = 0.0
            keys[n] = k_place(t, me, c, r)
            ids[n] = c
            n += 1
        i, _ = pick_best(vals, keys, n, rng)
        if i >= 0:
            return ids[i], rule
    return -1, 0
