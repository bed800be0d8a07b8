"""Issue 6: Muscle (4.5.3) before the Syndicate's Rally, March or Construct, inside the Op's CP-SAT model
(insurgent.muscle): against brute force through the engine (the SA first, then every Op plan) and on
crafted positions where the cubes it moves change what the Op may do."""
from engine.cuba_libre import layout as L
from engine.cuba_libre.data import SPACE_IDS, SYN
from engine.cuba_libre.rules import board
from solver_ai.optimise.cuba_libre import evaluate as ev
from solver_ai.optimise.cuba_libre.apply import run
from solver_ai.optimise.cuba_libre.brute import best_score
from solver_ai.optimise.cuba_libre.builder import CubaLibreBuilder
from tests.optimise.before import assert_plan_equals_brute_force, position

LA_HABANA, LAS_VILLAS, CAMAGUEY_CITY, EC_LV = (SPACE_IDS.index(x) for x in (
    "la_habana", "las_villas", "camaguey_city", "ec_lasvillas_camaguey"))
# (seed, Op) of small_positions() whose brute force is quick (benchmarks/cuba_libre/optimiser.py proof --sa-first
# --only Muscle: all of them agree).
CI_PAIRS = [(18, L.OP_RALLY), (41, L.OP_CONSTRUCT), (51, L.OP_MARCH)]



def test_4_5_3_muscle_pairs_equal_brute_force(game):
    """The model's value is the best plan of that shape (Muscle at the Op's first decision, then the Op)
    enumerated through the engine; the plan is the engine's own decisions."""
    for seed, op in CI_PAIRS:
        assert_plan_equals_brute_force(game, CubaLibreBuilder(), position(seed), op, L.SA_MUSCLE, 40_000)


def test_3_3_5_construct_where_muscled_troops_give_the_government_control():
    """Seed 41 with La Habana holding 1 Police, 1 Active 26July Guerrilla, an open and a closed Casino:
    nobody Controls it (1 against 2), so Construct may not open its Casino. 2 Troops Muscled in first
    give the Government Control (3 against 2), and the Construct opens it: the model reads La Habana's
    Control after the Muscle (open Casinos weighted up, so that this is the plan)."""
    s = position(41)
    board.add(s, LA_HABANA, L.POLICE, 1)
    board.add(s, LA_HABANA, L.M26_U, -int(board.get(s, LA_HABANA, L.M26_U)))
    board.add(s, LA_HABANA, L.M26_A, 1 - int(board.get(s, LA_HABANA, L.M26_A)))
    board.add(s, LA_HABANA, L.CAS_CLOSED, 1)
    assert board.controller(s, LA_HABANA) == -1
    w = ev.Weights(casinos=50)
    builder = CubaLibreBuilder(weights=w)
    alone = builder.solve(s, SYN, L.OP_CONSTRUCT, -1, 1)[0]
    assert not any("La Habana" in line for line in alone.explanation)
    plan = builder.solve(s, SYN, L.OP_CONSTRUCT, L.SA_MUSCLE, 1)[0]
    best, _ = best_score(s, SYN, L.OP_CONSTRUCT, w, sa=L.SA_MUSCLE, cap=40_000)
    assert plan.score == best > alone.score
    assert plan.explanation[0].startswith("Muscle (4.5.3) first, before the Op's spaces: Troops into La Habana")
    assert "Construct in La Habana: open a closed Casino" in plan.explanation
    _, after = run(s, plan.driver)
    assert board.get(after, LA_HABANA, L.CAS_OPEN) == 2 and board.get(after, LA_HABANA, L.TROOPS) == 2


def test_3_3_2_march_activation_counts_the_muscled_cubes():
    """Seed 51 with the Syndicate's only Guerrillas 2 Underground in Las Villas and no Resources: its
    March can go only into the free Las Villas / Camagüey EC. A group Activates in an EC when it and the
    cubes there are more than 3 (3.3.2): with no cubes, 2 arrive Underground; with 2 Troops Muscled in
    first, they Activate. The weights here prize Active Guerrillas, so the plan Muscles 2 Troops into
    the EC and Marches both in, and the model counts the Activation the engine then makes."""
    s = position(51)
    board.add(s, CAMAGUEY_CITY, L.SYN_U, -int(board.get(s, CAMAGUEY_CITY, L.SYN_U)))
    board.add(s, LAS_VILLAS, L.SYN_U, 2)
    s[L.RES + SYN] = 0
    assert board.get(s, EC_LV, L.TROOPS) + board.get(s, EC_LV, L.POLICE) == 0
    w = ev.Weights(underground=-20)
    builder = CubaLibreBuilder(weights=w)
    plan = builder.solve(s, SYN, L.OP_MARCH, L.SA_MUSCLE, 1)[0]
    best, _ = best_score(s, SYN, L.OP_MARCH, w, sa=L.SA_MUSCLE, cap=40_000)
    assert plan.score == best
    assert plan.explanation[0].startswith(
        "Muscle (4.5.3) first, before the Op's spaces: Troops into Las Villas / Camagüey Economic Center")
    assert ("March into Las Villas / Camagüey Economic Center: 2 Underground + 0 Active from Las Villas"
            in plan.explanation)
    _, after = run(s, plan.driver)
    assert board.get(after, EC_LV, L.SYN_A) == 2 and board.get(after, EC_LV, L.TROOPS) == 2
