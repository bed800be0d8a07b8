"""Issue 6: the four Special Activities that act before their Op by enumeration (sa_first.py) against
brute force and the engine: Reprisal 4.2.3, Infiltrate 4.3.1, Kidnap 4.3.3, Subvert 4.4.1 (Transport,
Muscle, Profit and Bribe are inside their Op's model: test_transport.py, test_muscle.py, test_profit.py,
test_bribe.py)."""
import pytest

from engine.core.frames import top
from engine.cuba_libre import layout as L
from engine.cuba_libre.data import M26
from solver_ai.optimise.cuba_libre import evaluate as ev
from solver_ai.optimise.cuba_libre.apply import run
from solver_ai.optimise.cuba_libre.brute import best_score
from solver_ai.optimise.cuba_libre.builder import CubaLibreBuilder
from solver_ai.optimise.cuba_libre.dice import force_roll
from solver_ai.optimise.cuba_libre.positions import small_positions
from solver_ai.optimise.cuba_libre.sa_first import SA_FIRST, FirstDriver

# (seed, Op, SA) of small seeded positions (small_positions from seed 500) whose brute force is quick:
# every one of the four SAs, with Ops of every faction (benchmarks/cuba_libre/optimiser.py proof --sa-first: all).
CI_PAIRS = [(501, L.OP_ASSAULT, L.SA_REPRISAL), (512, L.OP_ASSAULT, L.SA_REPRISAL),
            (505, L.OP_RALLY, L.SA_SUBVERT), (505, L.OP_MARCH, L.SA_SUBVERT),
            (506, L.OP_RALLY, L.SA_INFILTRATE), (506, L.OP_TERROR, L.SA_KIDNAP),
            (515, L.OP_MARCH, L.SA_INFILTRATE)]


@pytest.fixture(scope="module")
def exact():
    return CubaLibreBuilder(max_sa_leaves=None)


@pytest.fixture(scope="module")
def positions():
    return dict(small_positions(18, first_seed=500))


def test_sa_first_optimum_equals_brute_force_on_seeded_small_positions(exact, positions):
    """Item 6 in CI: the SA first, then the Op: the model's value is the best of every legal plan of
    that shape enumerated through the engine, for each of the four SAs."""
    for seed, op, sa in CI_PAIRS:
        s = positions[seed]
        f = int(top(s, 1))
        assert (op, sa) in exact.pairs(s, f), (seed, L.OP_NAMES[op], L.SA_NAMES[sa])
        plan = exact.solve(s, f, op, sa, 1)[0]
        best, _ = best_score(s, f, op, sa=sa, cap=20_000)
        assert plan.score == pytest.approx(best, abs=1e-9), (seed, L.OP_NAMES[op], L.SA_NAMES[sa])
        assert plan.label == f"{L.OP_NAMES[op]} + {L.SA_NAMES[sa]}"
        assert plan.explanation[0] == f"{L.SA_NAMES[sa]} first (4.1: before the Op's spaces):"
        assert plan.actions[:2] == [L.A_OP0 + op, L.A_SA0 + sa]
    assert {sa for _, _, sa in CI_PAIRS} == SA_FIRST


def test_sa_first_plan_is_played_through_the_engine_to_its_score(game, exact, positions):
    """The plan's actions are the engine's own decisions: stepped from the position, they end where
    the model said (no dice: the evaluation equals the score)."""
    s = positions[501]
    f = int(top(s, 1))
    plan = exact.solve(s, f, L.OP_ASSAULT, L.SA_REPRISAL, 1)[0]
    after = s.copy()
    for a in plan.actions:
        game.step(after, a)  # raises IllegalAction on anything the rules forbid
    _, closed = run(s, plan.driver)
    assert ev.evaluate(closed, f) == plan.score
    assert after[L.RES + f] == closed[L.RES + f]


def test_sa_first_pair_is_not_offered_with_an_op_it_does_not_accompany(exact, positions):
    """4.1.1: Kidnap only with Terror, Subvert / Infiltrate only with Rally and March; each of the four is
    offered somewhere in the positions."""
    seen = set()
    for s in positions.values():
        f = int(top(s, 1))
        for op, sa in exact.pairs(s, f):
            seen.add(sa)
            if sa == L.SA_KIDNAP:
                assert op == L.OP_TERROR
            if sa in (L.SA_SUBVERT, L.SA_INFILTRATE):
                assert op in (L.OP_RALLY, L.OP_MARCH)
            if sa in (L.SA_REPRISAL,):
                assert op in (L.OP_GARRISON, L.OP_SWEEP, L.OP_ASSAULT)
    assert seen >= SA_FIRST


def test_4_3_3_kidnap_first_scores_the_average_over_its_roll(exact):
    """Kidnap's d6 of Resources (no Cash there): the Terror is planned for each roll, and the plan's
    score is the engine's evaluation averaged over the six forced rolls, which the brute force (the
    expectimax) equals."""
    for seed, s in small_positions(40, first_seed=900):
        f = int(top(s, 1))
        if f != M26 or (L.OP_TERROR, L.SA_KIDNAP) not in exact.pairs(s, f):
            continue
        plan = exact.solve(s, f, L.OP_TERROR, L.SA_KIDNAP, 1)[0]
        if "a d6" not in " ".join(plan.explanation):
            continue  # a Ransom (Cash) or a target without Resources: no roll
        scores = []
        for r in range(1, 7):
            x = s.copy()
            force_roll(x, r)  # the plan's only die is the Kidnap's
            _, after = run(x, FirstDriver(f, L.OP_TERROR, L.SA_KIDNAP, plan.driver.policy, plan.driver.leaves))
            scores.append(ev.evaluate(after, f))
        assert plan.score == pytest.approx(sum(scores) / 6, abs=1e-9)
        if len(set(scores)) == 1:
            continue  # the target has 1 Resource: every roll takes the same
        best, _ = best_score(s, f, L.OP_TERROR, sa=L.SA_KIDNAP, cap=20_000)
        assert plan.score == pytest.approx(best, abs=1e-9)
        return
    pytest.fail("no Kidnap with a roll in the seeded positions")
