"""Issue 6: Transport (4.2.1) before the Government's Op, inside the Op's CP-SAT model (coin.transport):
against brute force through the engine (the SA first, then every Op plan) and on crafted positions."""
import pytest

from engine.core.frames import top
from engine.cuba_libre import layout as L
from engine.cuba_libre.data import GOVT, SPACE_IDS
from engine.cuba_libre.rules import board
from engine.cuba_libre.rules.operations import coin_cost
from solver_ai.optimise.cuba_libre import evaluate as ev
from solver_ai.optimise.cuba_libre.apply import run, stop_after_op
from solver_ai.optimise.cuba_libre.brute import best_score
from solver_ai.optimise.cuba_libre.builder import CubaLibreBuilder
from solver_ai.optimise.cuba_libre.positions import small_positions
from tests.optimise.before import assert_plan_equals_brute_force

HAVANA, CAMAGUEY_CITY, ORIENTE, SIERRA = (SPACE_IDS.index(x) for x in
                                          ("havana", "camaguey_city", "oriente", "sierra_maestra"))
# (seed, Op) of small_positions(first_seed=300, max_resources=3) whose brute force is quick
# (benchmarks/cuba_libre/optimiser.py proof --only Transport --max-resources 3 --seed 300: all of them).
CI_PAIRS = [(308, L.OP_SWEEP), (308, L.OP_ASSAULT), (313, L.OP_TRAIN), (313, L.OP_ASSAULT)]


@pytest.fixture(scope="module")
def positions():
    return dict(small_positions(14, first_seed=300, max_resources=3))


def test_4_2_1_transport_pairs_equal_brute_force(game, positions):
    """The model's value is the best plan of that shape (Transport at the Op's first decision, then the
    Op) enumerated through the engine; the plan is the engine's own decisions."""
    builder = CubaLibreBuilder()
    for seed, op in CI_PAIRS:
        assert_plan_equals_brute_force(game, builder, positions[seed], op, L.SA_TRANSPORT, 100_000)


def crafted(positions, weights):
    """Seed 308 (Government to act) with the Sierra Maestra's two 26July Guerrillas Active and the open
    Casinos outside Havana gone: the Assault's targets are Havana's Casino and the Sierra Maestra,
    which has no cubes."""
    s = positions[308].copy()
    board.add(s, SIERRA, L.M26_U, -2)
    board.add(s, SIERRA, L.M26_A, 2)
    for name in ("pinar_del_rio", "la_habana"):
        board.add(s, SPACE_IDS.index(name), L.CAS_OPEN, -1)
    s[L.RES + GOVT] = 6
    return s, CubaLibreBuilder(weights=weights)


def test_3_2_4_assault_after_transport_counts_mountain_troops_by_halves(positions):
    """Troops Transported into a Mountain Province with no cubes make it an Assault space, and remove
    1 per 2 Troops there (3.2.4): with 3 Troops, 1 of the 2 Active Guerrillas, not 2."""
    w = ev.Weights(enemies=-20, resources=0)  # every enemy piece removed is worth the Resources
    s, builder = crafted(positions, w)
    plan = builder.solve(s, GOVT, L.OP_ASSAULT, L.SA_TRANSPORT, 1)[0]
    best, _ = best_score(s, GOVT, L.OP_ASSAULT, w, sa=L.SA_TRANSPORT, cap=20_000)
    assert plan.score == best
    assert plan.explanation[0].endswith(" to Sierra Maestra")
    assert "Assault in Sierra Maestra: remove 1 Active 26July Guerrilla" in plan.explanation


def test_4_1_transport_never_leaves_its_assault_without_a_space(game, positions):
    """An SA goes with an Op in at least 1 space (4.1, R118): Transporting both Troops out of the only
    Assault space would leave the Assault nothing to select, a free Transport the rules do not allow.
    The engine offers the first Troop and not the second (rules/accompany.py), and the plan, even with
    Resources worth more than what the Assault removes, Assaults there: the best the rule allows."""
    w = ev.Weights(enemies=0, resources=5)
    s, builder = crafted(positions, w)
    board.add(s, HAVANA, L.CAS_OPEN, -1)
    board.add(s, SIERRA, L.M26_A, -2)
    board.add(s, SIERRA, L.M26_BASE, -1)
    board.add(s, ORIENTE, L.GBASE, 1)  # a Transport origin (4.2.1) ...
    board.add(s, CAMAGUEY_CITY, L.TROOPS, -2)
    board.add(s, ORIENTE, L.TROOPS, 2)  # ... with 2 Troops and the only Assault target
    board.add(s, ORIENTE, L.DR_U, -1)
    board.add(s, ORIENTE, L.DR_A, 1)
    plan = builder.solve(s, GOVT, L.OP_ASSAULT, L.SA_TRANSPORT, 1)[0]
    best, _ = best_score(s, GOVT, L.OP_ASSAULT, w, sa=L.SA_TRANSPORT, cap=20_000)
    assert plan.score == best
    assert "Assault in Oriente: remove 1 Active DR Guerrilla" in plan.explanation
    x = s.copy()
    game.step(x, L.A_OP0 + L.OP_ASSAULT)
    stop_after_op(x)
    for a in (L.A_SA0 + L.SA_TRANSPORT, L.A_SPACE0 + ORIENTE, L.A_SPACE0 + HAVANA):
        game.step(x, a)
    assert L.A_PIECE0 + L.TROOPS in game.legal_actions(x)
    game.step(x, L.A_PIECE0 + L.TROOPS)
    assert L.A_PIECE0 + L.TROOPS not in game.legal_actions(x)  # the 2nd would leave no Assault space
    assert x[L.SP + ORIENTE * L.N_COLS + L.TROOPS] == 1


def test_3_2_2_garrison_with_transport_is_paid_once():
    """Garrison pays once, when the Op begins (3.2.2), and the Transport is free (4.2.1): the engine's
    Resources after the plan are the position's less one Garrison cost, and its evaluation is the
    model's score (too many plans for the brute force here)."""
    (_, s), = small_positions(1, first_seed=501)
    f = int(top(s, 1))
    plan = CubaLibreBuilder().solve(s, f, L.OP_GARRISON, L.SA_TRANSPORT, 1)[0]
    _, after = run(s, plan.driver)
    assert ev.evaluate(after, f) == plan.score
    assert after[L.RES + f] == s[L.RES + f] - coin_cost(s)
