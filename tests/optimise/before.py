"""The check shared by the Special Activities modelled inside their Op's model (model.BEFORE: Transport,
Muscle, Profit): the model's value is the best plan of that shape (the SA at the Op's first decision,
then the Op) enumerated through the engine, and the plan is the engine's own decisions."""
import pytest

from engine.core.frames import top
from engine.cuba_libre import layout as L
from solver_ai.optimise.cuba_libre.brute import best_score
from solver_ai.optimise.cuba_libre.positions import small_positions


def position(seed: int):
    """The small position of game `seed` (positions.small_positions)."""
    (_, s), = small_positions(1, first_seed=seed)
    return s


def assert_plan_equals_brute_force(game, builder, s, op: int, sa: int, cap: int):
    """The best plan of (op, sa) on s; returns it."""
    f = int(top(s, 1))
    assert (op, sa) in builder.pairs(s, f)
    plan = builder.solve(s, f, op, sa, 1)[0]
    best, _ = best_score(s, f, op, builder.weights, sa=sa, cap=cap)
    assert plan.score == pytest.approx(best, abs=1e-9), (L.OP_NAMES[op], L.SA_NAMES[sa])
    assert plan.optimal
    assert plan.label == f"{L.OP_NAMES[op]} + {L.SA_NAMES[sa]}"
    assert plan.explanation[0].startswith(f"{L.SA_NAMES[sa]} ({L.SA_RULES[sa]}) first, before the Op's spaces: ")
    assert plan.actions[:2] == [L.A_OP0 + op, L.A_SA0 + sa]
    after = s.copy()
    for a in plan.actions:
        game.step(after, a)  # raises IllegalAction on anything the rules forbid
    return plan
