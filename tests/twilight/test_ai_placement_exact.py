"""B.11.1 step 5, part D `ai_placement_solver` EXACT (shared/spec/twilight_solo.md; RULINGS.md TS35): the
placement's best allocation of the k points over every allocation, checked against a brute force over all of
them on positions of seeded solitaire games."""
import functools
import itertools

import numpy as np
import pytest

from engine.core.frames import top
from engine.twilight import layout as L
from engine.twilight.data import N_COUNTRIES, STABILITY
from engine.twilight.game import GAME
from engine.twilight.nonplayer.operations import KIND_PLACE, frame_targets
from engine.twilight.nonplayer.placement import best_plan
from engine.twilight.nonplayer.values import EPS, aggressive, decision_rng, objective, region_r
from engine.twilight.rules.board import add_inf, controls, inf
from engine.twilight.rules.solitaire_decks import is_human
from tests.twilight.ai_helpers import ai_position
from tests.twilight.test_ai_part_d import SMALL, plan

BOT = GAME.rulebook_bot()
EXACT = {"ai_placement_solver": "exact"}


def cost_of(s, me, c, p):
    """6.1: a point in a country the opponent controls costs 2, control re-read after each point."""
    ia, ih, st = inf(s, me, c), inf(s, 1 - me, c), STABILITY[c]
    if not controls(s, 1 - me, c):
        return p
    pb = ih - st - ia + 1
    return 2 * min(p, pb) + max(0, p - pb)


def brute_force(s, me, r, aggr, targets, k):
    """(value, cost) of the best of every allocation of at most k Ops' points over the targets: the highest
    objective gain, then the lowest cost."""
    t = s.copy()
    base = objective(t, me, r, aggr)
    cs = [c for c in range(N_COUNTRIES) if targets[c]]
    best = (0.0, 0)
    for n in range(1, k + 1):
        for combo in itertools.combinations_with_replacement(cs, n):
            alloc = {c: combo.count(c) for c in set(combo)}
            cost = sum(cost_of(t, me, c, p) for c, p in alloc.items())
            if cost > k:
                continue
            for c, p in alloc.items():
                add_inf(t, me, c, p)
            v = objective(t, me, r, aggr) - base
            for c, p in alloc.items():
                add_inf(t, me, c, -p)
            if v > best[0] + EPS or (abs(v - best[0]) <= EPS and cost < best[1]):
                best = (v, cost)
    return best


def plan_of(s, me, targets, k, solver):
    u = s.copy()
    u[L.OPTIONS + L.OPT_PLACEMENT_SOLVER] = solver
    return best_plan(u, me, region_r(s), aggressive(s), targets, k, decision_rng(s))


@functools.cache
def placement_positions(max_targets=19):
    """The AI's influence points with 4 Ops or more left in seeded solitaire games (both sides, EXACT), at
    most `max_targets` targets (the brute force grows as targets^k): those where EXACT's best allocation is
    worth more than the best plan of 3 moves, and as many where the two agree."""
    better, same = [], []
    for seed in range(30):
        s = GAME.new_state("solitaire", seed, {"human_side": ("us", "ussr")[seed % 2], **EXACT})
        while not GAME.is_terminal(s):
            me = GAME.current_player(s)
            if top(s, 0) == L.FR_INFLUENCE and not is_human(s, me) and s[L.OPS_LEFT] >= 4:
                targets = frame_targets(s, me, KIND_PLACE, 0)
                k = int(s[L.OPS_LEFT])
                if targets.sum() <= max_targets:
                    gain = plan_of(s, me, targets, k, L.SOLVER_EXACT)[0] - plan_of(s, me, targets, k, L.SOLVER_PLAN)[0]
                    (better if gain > EPS else same).append((s.copy(), me, targets, k))
            GAME.step(s, int(BOT.action(s, BOT.new_trace())))
    return better + same[:len(better)]


def test_b11_1_step_5_exact_is_the_best_of_every_allocation():
    cases = placement_positions()
    assert len(cases) >= 6  # half of them positions where a plan of 3 moves falls short
    for s, me, targets, k in cases:
        v, first, cost = plan_of(s, me, targets, k, L.SOLVER_EXACT)
        assert (v, cost) == pytest.approx(brute_force(s, me, region_r(s), aggressive(s), targets, k))
        assert (first >= 0) == (v > EPS)


def test_b11_1_step_5_exact_is_not_bound_by_plan_max_moves():
    """Five 1-point countries and 5 Ops: the plan of 3 moves (the default) controls 3, EXACT all 5."""
    e = ai_position({}, options=EXACT)
    targets = np.zeros(N_COUNTRIES, dtype=np.int64)
    targets[SMALL] = 1
    assert best_plan(e.copy(), 1, -1, False, targets, 5, decision_rng(e))[2] == 5
    assert plan(3, 5)[2] == 3
