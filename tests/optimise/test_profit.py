"""Issue 6: Profit (4.5.1) before the Syndicate's Rally, March or Construct, inside the Op's CP-SAT model
(insurgent.profit): against brute force through the engine (the SA first, then every Op plan) and on
crafted positions where the Casinos it closes and the Resources it brings change what the Op may do."""
from engine.cuba_libre import layout as L
from engine.cuba_libre.data import SPACE_IDS, SYN
from engine.cuba_libre.rules import board
from solver_ai.optimise.cuba_libre import evaluate as ev
from solver_ai.optimise.cuba_libre.apply import run
from solver_ai.optimise.cuba_libre.builder import CubaLibreBuilder
from tests.optimise.before import assert_plan_equals_brute_force, position

HAVANA = SPACE_IDS.index("havana")
# (seed, Op) of small_positions() whose brute force is quick (benchmarks/cuba_libre/optimiser.py proof --sa-first
# --only Profit: all of them agree).
CI_PAIRS = [(0, L.OP_RALLY), (41, L.OP_CONSTRUCT), (51, L.OP_MARCH)]



def test_4_5_1_profit_pairs_equal_brute_force(game):
    for seed, op in CI_PAIRS:
        assert_plan_equals_brute_force(game, CubaLibreBuilder(), position(seed), op, L.SA_PROFIT, 40_000)


def test_3_3_5_construct_paid_by_the_cash_in(game):
    """Seed 41 with 7 Resources: Construct alone pays for 1 space (5 each). Profit first closes the 3
    open Casinos for +9, and the Construct then reopens Havana's, a closed Casino, out of the 16: the
    model reads the Resources and the closed Casinos after the cash-in."""
    s = position(41)
    s[L.RES + SYN] = 7
    builder = CubaLibreBuilder()
    alone = builder.solve(s, SYN, L.OP_CONSTRUCT, -1, 1)[0]
    plan = assert_plan_equals_brute_force(game, builder, s, L.OP_CONSTRUCT, L.SA_PROFIT, 40_000)
    assert plan.score > alone.score
    assert "Construct in Havana: open a closed Casino" in plan.explanation
    _, after = run(s, plan.driver)
    assert after[L.RES + SYN] == 7 + 9 - 5
    assert board.get(after, HAVANA, L.CAS_OPEN) == 1


def test_1_8_cash_in_stops_at_49_resources(game):
    """Seed 41 with 47 Resources and Resources weighted up: each cash-in is +3, but Resources stop at
    49 (1.8), so the plan closes 1 Casino, not 3 (the model caps the sum, as the engine does)."""
    s = position(41)
    s[L.RES + SYN] = 47
    builder = CubaLibreBuilder(weights=ev.Weights(resources=10))
    plan = assert_plan_equals_brute_force(game, builder, s, L.OP_CONSTRUCT, L.SA_PROFIT, 200_000)
    closed = [ln for ln in plan.explanation[0].split("; ")[1:]]
    assert sum(int(x.split("close ")[1].split(" ")[0]) for x in closed) == 1
    _, after = run(s, plan.driver)
    assert after[L.RES + SYN] == 49 - 5 * sum(ln.startswith("Construct") for ln in plan.explanation)


def test_3_3_1_rally_flip_needs_the_casino_profit_leaves_open(game):
    """Seed 41 with 2 Active Syndicate Guerrillas in Havana and Underground ones and Resources both
    weighted up: the Rally may flip them only where an open Casino remains (3.3.1), so the plan cashes in
    the other two Casinos and keeps Havana's open for the flip."""
    s = position(41)
    board.add(s, HAVANA, L.SYN_A, 2)
    builder = CubaLibreBuilder(weights=ev.Weights(resources=10, underground=60))
    plan = assert_plan_equals_brute_force(game, builder, s, L.OP_RALLY, L.SA_PROFIT, 200_000)
    assert "Havana: close" not in plan.explanation[0]
    assert "Rally in Havana: flip all its Guerrillas Underground" in plan.explanation
    _, after = run(s, plan.driver)
    assert board.get(after, HAVANA, L.SYN_U) >= 2 and board.get(after, HAVANA, L.CAS_OPEN) == 1
