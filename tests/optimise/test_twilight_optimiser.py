"""Issue 30 item 4: the Twilight optimiser (influence placement by CP-SAT, coups and realignment by expected
value) against brute force through the engine, the rules it must respect, the agent and the hint."""
import numpy as np
import pytest

from engine.core.frames import top
from engine.twilight import layout as L
from engine.twilight.data import COUNTRY_INDEX, COUNTRY_NAMES, N_COUNTRIES, US
from engine.twilight.game import GAME
from engine.twilight.rules.board import snapshot_at
from solver_ai.optimise.base import best_plans
from solver_ai.optimise.twilight import evaluate as ev
from solver_ai.optimise.twilight import model
from solver_ai.optimise.twilight.brute import best_placement
from solver_ai.optimise.twilight.builder import TwilightBuilder
from solver_ai.optimise.twilight.play import stop_after_play
from solver_ai.optimise.twilight.positions import INFLUENCE, placement_positions, use_points
from solver_ai.optimise.twilight.targets import after_use, realign_targets
from solver_ai.optimise.twilight.turns import plan_point

SCORING_CARDS = (1, 2, 3, 37, 38, 79, 81)
MIDDLE_EAST_SCORING, ASIA_SCORING = 3, 1


def assert_model_equals_brute_force(positions):
    scenarios = set()
    for seed, scenario, s in positions:
        f = int(top(s, 1))
        plan = model.solve(s, f, 1, time_limit=30.0)[0]
        best, _ = best_placement(s, f)
        assert plan.optimal and plan.score == best, (seed, scenario)
        scenarios.add(scenario)
    assert scenarios == {"standard", "solitaire"}


def test_6_1_optimum_equals_brute_force_on_20_seeded_positions():
    """The CP-SAT optimum is the best of every legal placement enumerated through the engine (Ops cut to 3)."""
    assert_model_equals_brute_force(placement_positions(20, first_seed=100, max_ops=3))


@pytest.mark.slow
def test_6_1_optimum_equals_brute_force_on_60_seeded_positions():
    """The larger proof (Ops cut to 4; about 3 minutes): benchmarks/twilight/optimiser.py proof."""
    assert_model_equals_brute_force(placement_positions(60, first_seed=0, max_ops=4))


def crafted(us: dict, ussr: dict, ops: int, scored=(MIDDLE_EAST_SCORING,), bonus: int = 0) -> np.ndarray:
    """A US use of a card in the standard game with the given influence (nothing else on the map), `ops` Ops
    (China Card bonus `bonus` included) and the scoring cards `scored` in the US hand (the others discarded:
    those regions are certain to be scored this turn, the rest not)."""
    s = next(x for x in use_points(0) if int(top(x, 1)) == US)
    s[L.INF: L.INF + 2 * N_COUNTRIES] = 0
    for side, where in ((0, us), (1, ussr)):
        for name, n in where.items():
            s[L.INF + side * N_COUNTRIES + COUNTRY_INDEX[name]] = n
    for card in SCORING_CARDS:
        s[L.LOC + card] = L.LOC_HAND_US if card in scored else L.LOC_DISCARD
    s[L.OPS_LEFT], s[L.BONUS], s[L.BONUS_SEA] = ops, bonus, 0
    snapshot_at(s, US, L.ELIGIBLE)
    return s


def placed(s: np.ndarray) -> tuple[dict[str, int], int, int]:
    """The optimiser's placement (names), its score and the brute-force optimum."""
    plan = model.solve(s, US, 1)[0]
    t = s.copy()
    GAME.step(t, INFLUENCE)
    best, _ = best_placement(t, US)
    return {COUNTRY_NAMES[c]: n for c, n in plan.points.items()}, plan.score, best


def test_6_1_2_cost_two_rule_changes_the_optimum():
    """The USSR controls Lebanon (stability 1) with 1; the US controls Israel; Middle East scoring is certain.
    With 2 Ops one point in Lebanon costs 2 (6.1.2): it only breaks control (US Presence +4 net, better than
    Jordan's Domination at +3); at 1 Op a point the US would take Lebanon with 2 points instead. With 3 Ops the
    second point costs 1, control being broken before it: 2 + 1 buys control (the cost as it stood at the start
    of the placement would give 1 point)."""
    two, score2, best2 = placed(crafted({"Israel": 4}, {"Lebanon": 1}, 2))
    assert two == {"Lebanon": 1} and score2 == best2
    three, score3, best3 = placed(crafted({"Israel": 4}, {"Lebanon": 1}, 3))
    assert three == {"Lebanon": 2} and score3 == best3
    assert score3 - score2 == 2 * ev.SCALE  # Domination (5 + 1 battleground) instead of Presence (3 + 1)
    plan = TwilightBuilder().solve(crafted({"Israel": 4}, {"Lebanon": 1}, 3), US, L.USE_INFLUENCE, -1, 1)[0]
    assert plan.explanation[0] == ("6.1: place 2 in Lebanon (3 Ops): Middle East Domination (+1 -> +6 VP net) "
                                   "when it is scored this turn")


def test_9_2_china_card_bonus_only_in_asia():
    """The seeded positions with the China Card's +1 added (earned only if every point goes to Asia, lost by
    the first point elsewhere): the model's optimum is still the brute force's."""
    positions = []
    for seed, scenario, s in placement_positions(16, first_seed=300, max_ops=2):
        s[L.OPS_LEFT] += 1
        s[L.BONUS] = 1
        positions.append((seed, scenario, s))
    assert_model_equals_brute_force(positions)


def test_6_1_plans_replay_through_the_engine_and_score_what_the_model_said():
    """Each plan's actions are legal engine steps (game.step raises otherwise) and the state after them scores
    the model's value (the builder checks it too)."""
    builder = TwilightBuilder()
    for i, s in enumerate(use_points(7, "solitaire")):
        if i > 6:
            break
        f = int(top(s, 1))
        for plan in builder.solve(s, f, L.USE_INFLUENCE, -1, 2):
            t = s.copy()
            stop_after_play(t)
            for a in plan.actions:
                GAME.step(t, a)
            assert int(top(t, 0)) == 99
            assert ev.evaluate(t, f) / ev.SCALE == plan.score
            assert plan.explanation[0].startswith("6.1: place ")


def first_with(use: int, scenario: str = "standard", seed: int = 3):
    for s in use_points(seed, scenario):
        if L.A_USE0 + use in GAME.legal_actions(s):
            return s
    raise AssertionError("no such position")


def test_6_3_coup_score_is_the_engine_average_over_the_six_rolls():
    s = first_with(L.USE_COUP)
    f = int(top(s, 1))
    plan = TwilightBuilder().solve(s, f, L.USE_COUP, -1, 1)[0]
    w = ev.region_weights(s, f)
    total = 0
    for r in range(1, 7):
        t = s.copy()
        stop_after_play(t)
        for a in plan.actions[:-1]:
            GAME.step(t, a)
        GAME.with_dice(t, [r])
        GAME.step(t, plan.actions[-1])
        total += ev.evaluate(t, f, w)
    assert plan.score == pytest.approx(total / 6 / ev.SCALE, abs=1e-3)
    assert plan.label.startswith("Coup in ") and "of the 6 rolls" in plan.explanation[0]


def test_6_2_3_realignment_expectation_over_the_36_rolls():
    """targets.DIFFS weighs the 11 differences of the two dice: equal to all 36 pairs rolled through the engine."""
    s = first_with(L.USE_REALIGN)
    f = int(top(s, 1))
    w = ev.region_weights(s, f)
    t, _ = after_use(GAME, s, L.USE_REALIGN)
    best = realign_targets(GAME, t, f, w)[0]
    total = 0
    for a in range(1, 7):
        for b in range(1, 7):
            y = t.copy()
            GAME.with_dice(y, [a, b])
            GAME.step(y, L.A_COUNTRY0 + best.country)
            total += ev.evaluate(y, f, w)
    assert best.expected == pytest.approx(total / 36)


def test_a_4_scoring_chances_read_the_visible_scoring_deck():
    """Solitaire: the region of a scoring round still to be scored counts 1 (A.4.5); the standard game: a
    scoring card in the own hand counts 1, on turn 10 every region but Southeast Asia (10.3.2)."""
    pending = None
    for s in use_points(5, "solitaire"):
        if s[L.SD_PENDING]:
            pending = s
            break
    assert pending is not None
    r = int(ev.SCORING_REGION[int(pending[L.REGION_CARD])])
    assert ev.chances(pending, int(top(pending, 1)))[r] == 1.0
    s = crafted({}, {}, 2, scored=(MIDDLE_EAST_SCORING,))
    assert ev.chances(s, US) == (0, 1.0, 0, 0, 0, 0, 0)
    s[L.TURN] = 10
    assert ev.chances(s, US) == (1.0,) * 6 + (0,)


@pytest.mark.parametrize("scenario", ["standard", "solitaire"])
def test_optimiser_agent_plays_a_whole_game(scenario):
    from solver_ai.agents.base import make_agent

    s = GAME.new_state(scenario, seed=4)
    agents = [make_agent("optimiser", GAME, 4, 0), make_agent("random", GAME, 4, 1)]
    planned = 0
    while not GAME.is_terminal(s):
        f = GAME.current_player(s)
        planned += f == 0 and plan_point(s)
        GAME.step(s, agents[f].choose(s))
    assert planned > 0


def test_hint_gives_whole_turns_with_what_they_gain():
    from solver_ai.analysis.hint import hint_lines

    s = first_with(L.USE_INFLUENCE, "solitaire", 5)
    lines = hint_lines(GAME, s, budget=0, k=5)
    text = "\n".join(lines)
    assert "Influence: place " in text and "6.1: place " in text
    assert "proven optimal" in text and "VP net if scored" in text


def test_whole_turns_name_every_use_and_best_plans_are_ranked():
    s = first_with(L.USE_INFLUENCE)
    f = int(top(s, 1))
    plans = best_plans(TwilightBuilder(), s, f, 3)
    assert [p.score for p in plans] == sorted((p.score for p in plans), reverse=True)


def test_cli_plays_the_optimiser_in_the_solitaire_and_hints_from_a_position_file(tmp_path):
    import json

    from tests.test_seam import cli

    code, out = cli("play", "twilight", "--agents", "optimiser,random", "--scenario", "solitaire", "--seed", "3")
    assert code == 0 and "winner" in out, out
    pos = tmp_path / "use.json"
    pos.write_text(json.dumps(GAME.to_json(first_with(L.USE_INFLUENCE, "solitaire", 5))))
    code, out = cli("hint", str(pos), "--budget", "0", "--top", "5")
    assert code == 0 and "Influence: place " in out and "VP net if scored" in out, out
