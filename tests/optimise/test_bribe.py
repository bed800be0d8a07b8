"""Issue 6: Bribe (4.5.4) before any Syndicate Op, inside the Op's CP-SAT model (syndicate.bribe):
against brute force through the engine (the SA first, then every Op plan) and on crafted positions
where the pieces it removes or flips change what the Op may do."""
from engine.cuba_libre import layout as L
from engine.cuba_libre.data import SPACE_IDS, SYN
from engine.cuba_libre.rules import board
from solver_ai.optimise.cuba_libre import evaluate as ev
from solver_ai.optimise.cuba_libre.apply import run, stop_after_op
from solver_ai.optimise.cuba_libre.brute import best_score
from solver_ai.optimise.cuba_libre.builder import CubaLibreBuilder
from tests.optimise.before import assert_plan_equals_brute_force, position

HAVANA = SPACE_IDS.index("havana")
# (seed, Op) of small_positions() whose brute force is quick (benchmarks/cuba_libre/optimiser.py proof --sa-first
# --only Bribe: all of them agree).
CI_PAIRS = [(9, L.OP_RALLY), (14, L.OP_MARCH), (51, L.OP_TERROR), (508, L.OP_RALLY)]



def test_4_5_4_bribe_pairs_equal_brute_force(game):
    for seed, op in CI_PAIRS:
        assert_plan_equals_brute_force(game, CubaLibreBuilder(), position(seed), op, L.SA_BRIBE, 40_000)


def test_3_3_4_terror_where_the_bribe_flipped_a_guerrilla_underground(game):
    """Seed 51 with an Active Syndicate Guerrilla in Havana (at Support): Terror needs an Underground
    Guerrilla (3.3.4), so alone it can only go to Camagüey City. A Bribe first flips Havana's Guerrilla
    Underground (4.5.4), and the Terror there takes 6 Support off the Government: the model reads the
    Bribed space's Guerrillas as expressions (the Syndicate's own margin and Resources unweighted, so
    that the Bribe's 3 Resources do not outweigh that)."""
    s = position(51)
    board.add(s, HAVANA, L.SYN_A, 1)
    builder = CubaLibreBuilder(weights=ev.Weights(margin=0, resources=0))
    alone = builder.solve(s, SYN, L.OP_TERROR, -1, 1)[0]
    assert not any("Havana" in line for line in alone.explanation)
    plan = assert_plan_equals_brute_force(game, builder, s, L.OP_TERROR, L.SA_BRIBE, 40_000)
    assert plan.score > alone.score
    assert plan.explanation[0].startswith("Bribe (4.5.4) first, before the Op's spaces: 3 Resources, in Havana: ")
    assert plan.explanation[0].endswith("flip 1 Active Syndicate Guerrilla")  # and the 2nd piece: a DR one removed
    assert any(line.startswith("Terror in Havana") for line in plan.explanation)
    _, after = run(s, plan.driver)
    assert board.get(after, HAVANA, L.SUPPORT) == 0 and board.get(after, HAVANA, L.SYN_A) == 1


def test_4_1_bribe_that_leaves_construct_no_space_is_no_plan(game):
    """Seed 508: after the Bribe's 3 Resources the Syndicate cannot pay for any Construct space. An SA
    goes with an Op in at least 1 space (4.1, R118), so the engine does not offer that Bribe before the
    Construct's first space (rules/accompany.py), and neither the model nor the brute force has a plan."""
    s = position(508)
    x = s.copy()
    game.step(x, L.A_OP0 + L.OP_CONSTRUCT)
    stop_after_op(x)
    legal = set(int(a) for a in game.legal_actions(x))
    assert L.A_SA0 + L.SA_MUSCLE in legal and L.A_SA0 + L.SA_BRIBE not in legal
    assert CubaLibreBuilder().solve(s, SYN, L.OP_CONSTRUCT, L.SA_BRIBE, 1) == []
    best, _ = best_score(s, SYN, L.OP_CONSTRUCT, sa=L.SA_BRIBE, cap=20_000)
    assert best == float("-inf")
