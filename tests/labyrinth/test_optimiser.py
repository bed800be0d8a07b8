"""The US optimiser (solver_ai/optimise/labyrinth): the best plan in hand-built positions where the plans order
differently, every legal plan enumerated, determinism, whole games through the `optimiser` agent."""
from __future__ import annotations

import numpy as np
import pytest

from engine.core.chance import outcome_words
from engine.core.frames import top
from engine.labyrinth import data as D
from engine.labyrinth import layout as L
from engine.labyrinth import value as value_w
from engine.labyrinth.game import GAME
from solver_ai.optimise.labyrinth import evaluate as ev
from solver_ai.optimise.labyrinth.plans import best, enumerate_plans, plan_frame
from solver_ai.optimise.labyrinth.positions import card_positions
from solver_ai.play import play_game
from tests.labyrinth.helpers import card_action, country_action, op_action, position, us_event

BOT = GAME.rulebook_bot()
DARFUR, HIJAB = 113, 35  # 3 Ops: Darfur unassociated (6.2.5, playable by the US), Hijab a US event
PREDATOR = 23  # a US event: remove a cell from a Muslim country
RNG = slice(L.RNG, L.RNG + 4)
# The US card play's own decisions (5.2.2, 5.2.4, 6.1, 6.2, 6.3.2, 6.3.3, chapter 7), listed here apart from plans.py
US_PLAY = (L.FR_USE, L.FR_RESERVES, L.FR_ORDER, L.FR_COUNTRY, L.FR_SOURCE, L.FR_DEST, L.FR_TROOPS, L.FR_DISRUPT_MIX,
           L.FR_SECOND_CARD, L.FR_EVENT)


def board_of(**countries) -> dict:
    """Every Muslim country Poor Neutral (so no War of Ideas needs a test roll) but those given; a cell in Iran."""
    out = {cid: {"governance": "poor", "alignment": "neutral"} for cid, m in zip(D.COUNTRY_IDS, D.MUSLIM)
           if m and cid != "iran"}
    out["iran"] = {"sleepers": 1}
    out.update(countries)
    return out


def us_plays(countries: dict, hand: list[int], **fields) -> np.ndarray:
    return position(countries, phase="us", cards={"us_hand": hand, "jihadist_hand": [97]}, **fields)


def chosen(s: np.ndarray) -> list[int]:
    leaf, _ = best(s)
    return leaf.us


def test_7_2_woi_where_a_success_makes_more_good_resources():
    """Saudi Arabia (3 resources) and Pakistan (2), both Fair Allies: a WoI success (die 5+ at Prestige 7, 7.2.1)
    makes the more resources Good; Darfur's event (Aid and a shift in Sudan, 1 resource) is worth less."""
    s = us_plays(board_of(**{"saudi-arabia": {"governance": "fair", "alignment": "ally"},
                           "pakistan": {"governance": "fair", "alignment": "ally"}}), [DARFUR], prestige=7)
    assert chosen(s) == [card_action(DARFUR), op_action(L.OP_WOI), country_action("saudi-arabia")]


def test_7_5_alert_on_a_wmd_plot_beats_a_woi():
    """The same board with a WMD plot in Pakistan: Alert (7.5) removes it (WMD_PLOT), worth more than the WoI. A
    second card in hand keeps the horizon (the next card) before the plot would resolve (8.5.6)."""
    s = us_plays(board_of(**{"saudi-arabia": {"governance": "fair", "alignment": "ally"},
                           "pakistan": {"governance": "fair", "alignment": "ally", "plots": {"wmd": 1}}}),
                 [DARFUR, 96], prestige=7, wmd_boxes={"loose_nuke": 2, "pakistani_arsenal": 3})
    assert chosen(s) == [card_action(DARFUR), op_action(L.OP_ALERT), country_action("pakistan")]


def test_6_2_hijab_event_beats_a_woi_that_cannot_succeed():
    """Prestige 3 (Low, -1) makes Saudi Arabia's shift to Good impossible (die + 0 - 1 - 1 < 5, 7.2.1), so Hijab's
    event (Turkey Poor -> Fair, Funding -2) is the best plan of the hand, before Darfur's ops; the plan goes on into
    the event's own choice (France's posture, 6.2)."""
    s = us_plays(board_of(**{"saudi-arabia": {"governance": "fair", "alignment": "ally"}}), [DARFUR, HIJAB],
                 prestige=3, funding=6)
    plan = chosen(s)
    assert plan[:2] == [card_action(HIJAB), L.A_EVENT] and len(plan) == 3


def test_7_2_at_very_high_prestige_the_woi_beats_hijab():
    """Prestige 12 (+2) and 2 Aid: Saudi Arabia turns Good on a die of 2+ (6 x 5/6 = 5 > Hijab's 1 x 2 + 2)."""
    s = us_plays(board_of(**{"saudi-arabia": {"governance": "fair", "alignment": "ally", "aid": 2}}),
                 [DARFUR, HIJAB], prestige=12, funding=6)
    assert chosen(s)[1:] == [op_action(L.OP_WOI), country_action("saudi-arabia")]


def test_6_2_an_events_own_choice_is_planned_predator_spares_the_cell_troops_can_disrupt():
    """#23 Predator removes a cell from a Muslim country (6.2). Afghanistan's lone cell keeps its 2 troops able to
    Disrupt (7.4, TROOP_W); Yemen's is only a cell. The optimiser removes Yemen's, though Afghanistan is the first
    legal answer; the agent plans this decision itself (the chapter 9 bot would answer the US at random, 9.5)."""
    from solver_ai.agents import make_agent

    s = us_event(PREDATOR, board_of(afghanistan={"governance": "poor", "alignment": "ally", "sleepers": 1,
                                                 "troops": 2}, yemen={"sleepers": 1}))
    assert int(top(s, 0)) == L.FR_EVENT and plan_frame(s)
    assert [int(a) for a in GAME.legal_actions(s)] == [country_action("afghanistan"), country_action("yemen")]
    assert chosen(s) == [country_action("yemen")]
    agent = make_agent("optimiser", GAME, 1, D.US)
    assert agent.choose(s) == country_action("yemen") and agent.explain(s)[0].startswith("best of 2 plans")


def naive_plans(s: np.ndarray) -> set[tuple[int, ...]]:
    """Walk the legal-action tree with the checked GAME.step: every US answer at a card play's own frames, the bot
    answering the Jihadist between them, a plan ending where chance is drawn or those frames end."""
    out: set[tuple[int, ...]] = set()

    def walk(x, us):
        for a in GAME.legal_actions(x):
            y = x.copy()
            GAME.step(y, int(a))
            while (y[RNG] == x[RNG]).all() and not GAME.is_terminal(y) and GAME.current_player(y) != D.US \
                    and int(top(y, 0)) != L.FR_CARD:
                GAME.step(y, int(BOT.action(y, BOT.new_trace())))
            more = (y[RNG] == x[RNG]).all() and not GAME.is_terminal(y) and GAME.current_player(y) == D.US \
                and int(top(y, 0)) in US_PLAY
            if more:
                walk(y, us + (int(a),))
            else:
                out.add(us + (int(a),))

    walk(s.copy(), ())
    return out


def every_kind() -> np.ndarray:
    """A hand that reaches every US frame: Reserves (1 held) on a 1- and a 2-value card, a Jihadist card whose event
    triggers (6.3.2's order), Regime Change (Hard posture, IR Afghanistan), Disrupt's choice of removals, Alert,
    Deploy, Reassessment with two 3-value cards (Withdraw needs a Soft posture)."""
    countries = board_of(**{"afghanistan": {"governance": "islamist_rule", "alignment": "adversary", "sleepers": 1},
                            "pakistan": {"governance": "fair", "alignment": "ally", "troops": 2, "sleepers": 1,
                                         "actives": 2, "plots": {"1": 1}}})
    return us_plays(countries, [96, 102, 79, DARFUR, HIJAB], reserves={"us": 1})


@pytest.mark.parametrize("seed", [0, 3, 8, 11, -1])
def test_the_enumeration_is_every_legal_plan_once(seed):
    s = card_positions(1, first_seed=seed)[0][1] if seed >= 0 else every_kind()
    leaves = enumerate_plans(s)
    plans = [tuple(x.us) for x in leaves]
    assert len(plans) == len(set(plans)) and set(plans) == naive_plans(s)
    for leaf in leaves[:: max(1, len(leaves) // 25)]:  # every path replays through the checked step
        t = s.copy()
        for a in leaf.path:
            GAME.step(t, a)


def test_the_compiled_best_first_is_the_optimisers_first_decision_at_every_plan_frame():
    """us_plans.best_first (the search's greedy US playouts) chooses as plans.best over one die, at a card choice and
    at the card play's later frames, and its choice is not just the first legal action."""
    from engine.labyrinth.us_plans import best_first

    not_first = 0
    for _, s in card_positions(12):
        t = s.copy()
        while plan_frame(t):
            a = int(best_first(t))
            assert a == best(t, 1)[0].path[0]
            not_first += a != int(GAME.legal_actions(t)[0])
            GAME.step(t, a)
    assert not_first >= 5
    # the walk given the compiled-in die table (best_first) and the optimiser's own (plans.best): one signature
    from engine.labyrinth.us_plans import walk

    assert len(walk.signatures) == 1 and not outcome_words(1).flags.writeable


def test_the_same_position_gives_the_same_plan_and_value():
    s = card_positions(1, first_seed=5)[0][1]
    a, leaves_a = best(s)
    b, leaves_b = best(s.copy())
    assert a.path == b.path and a.value == b.value and [x.value for x in leaves_a] == [x.value for x in leaves_b]


def test_the_value_is_the_average_over_the_six_faces():
    """A WoI's value is the mean of the evaluation over its six die results (plans.py)."""
    s = us_plays(board_of(**{"saudi-arabia": {"governance": "fair", "alignment": "ally"}}), [DARFUR], prestige=7)
    leaf = next(x for x in enumerate_plans(s, 1) if x.us[1:] == [op_action(L.OP_WOI), country_action("saudi-arabia")])
    v = leaf.value
    base = ev.evaluate(s)
    # die 5-6 (5+ with Prestige +1 and -1 to Good): Good, 3 resources from Fair to Good; a 4 (modified 4): first Aid
    assert leaf.samples == 6 and v == pytest.approx(base + (2 * 3 * (value_w.GOOD_W - value_w.FAIR_W) + value_w.AID_W) / 6)


@pytest.mark.parametrize("seed", [1, 6])
def test_each_plan_is_valued_as_its_replay_through_the_rules_over_the_six_faces(seed):
    """The compiled valuation (engine/labyrinth/us_plans.py) against a replay through GAME: the plan's last step
    from the state before it with each face forced, the bot on to the next card choice, the evaluation's mean."""
    s = card_positions(1, first_seed=seed)[0][1]
    words = outcome_words(1)
    leaves = enumerate_plans(s, 1)
    for leaf in leaves[:: max(1, len(leaves) // 12)]:
        total = []
        for w in words:
            y = leaf.before()
            y[RNG] = w
            GAME.apply_action(y, leaf.path[-1])
            while not GAME.is_terminal(y) and int(top(y, 0)) != L.FR_CARD:
                GAME.apply_action(y, int(BOT.action(y, BOT.new_trace())))
            total.append(ev.evaluate(y))
            if (y[RNG] == w).all():  # the plan drew no chance: one outcome is all of them
                break
        assert leaf.samples == len(total) and leaf.value == pytest.approx(np.mean(total), abs=1e-9)


def test_the_agent_plays_whole_games_the_same_way_twice():
    a = play_game(GAME, "lets-roll", 4, ["optimiser", "np"], {"ideology": "normal"})
    b = play_game(GAME, "lets-roll", 4, ["optimiser", "np"], {"ideology": "normal"})
    assert a == b and a["winner"] in ("us", "jihadist")


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(1, 6))
def test_the_agent_plays_whole_games(seed):
    r = play_game(GAME, "lets-roll", seed, ["optimiser", "np"], {"ideology": "virulent"})
    assert r["winner"] in ("us", "jihadist")


def test_plan_point_is_the_us_card_play_only():
    s = card_positions(1, first_seed=2)[0][1]
    assert plan_frame(s) and int(top(s, 0)) == L.FR_CARD
    t = s.copy()
    leaf, _ = best(t)
    GAME.step(t, leaf.us[0])
    while not GAME.is_terminal(t) and GAME.current_player(t) == D.US:
        GAME.step(t, int(BOT.action(t, BOT.new_trace())))
    assert not plan_frame(t) or int(top(t, 0)) == L.FR_CARD


def test_the_driver_answers_only_the_kind_of_decision_it_planned():
    """A Jihadist that is not the bot may answer its event otherwise: a planned answer is given only at the frame
    it was planned for."""
    from solver_ai.optimise.labyrinth.turns import Driver

    s = card_positions(1, first_seed=2)[0][1]
    a = int(GAME.legal_actions(s)[0])
    assert Driver([a], [L.FR_CARD]).active(s) and not Driver([a], [L.FR_COUNTRY]).active(s)


def test_the_agent_plays_against_a_random_jihadist():
    r = play_game(GAME, "lets-roll", 6, ["optimiser", "random"])
    assert r["winner"] in ("us", "jihadist")


def test_whole_turns_are_the_best_plans_in_order_for_the_search_and_hints():
    from solver_ai.optimise.labyrinth import OPTIMISER

    s = card_positions(1, first_seed=7)[0][1]
    builder = OPTIMISER.builder()
    turns = OPTIMISER.whole_turns(GAME, s, D.US, builder, 4)
    plan = OPTIMISER.best_turn(GAME, builder, s, D.US)
    assert len(turns) == 4 and turns[0].path == plan.actions and turns[0].score == plan.score
    assert [t.score for t in turns] == sorted((t.score for t in turns), reverse=True)
    assert turns[0].explanation[0].startswith("best of") and turns[1].explanation[0].startswith("number 2 of")


def test_5_2_2_phase_values_a_plan_with_the_second_cards_best_plan_after_it():
    """optimiser:phase: the US plays two cards an action phase (5.2.2). At seed 16's card choice the one-card best
    spends the 3-Ops card on a War of Ideas in Egypt; over the phase it plays the 2-Ops Covert Action first (a
    War of Ideas in Benelux) and keeps the 3-Ops card for the second play. Its value is, per outcome of its own
    die, the best second-card plan's value, replayed here through the rules."""
    s = dict(card_positions(20))[16]
    one, _ = best(s)
    two, leaves = best(s, 1, 8)
    assert one.us[0] == card_action(36) and two.us[0] == card_action(14) and two.phase
    assert one.phase is False and sum(x.phase for x in leaves) == 8
    values = []
    for w in outcome_words(1):
        y = two.before()
        y[RNG] = w
        GAME.apply_action(y, two.path[-1])
        while not GAME.is_terminal(y) and int(top(y, 0)) != L.FR_CARD:
            GAME.apply_action(y, int(BOT.action(y, BOT.new_trace())))
        assert GAME.current_player(y) == D.US  # the second card of the phase is the US's
        values.append(best(y)[0].value)
    assert two.value == pytest.approx(np.mean(values), abs=1e-9)


def test_phase_is_an_option_of_the_labyrinth_optimiser_only():
    from engine.core.protocol import UserError
    from engine.twilight.game import GAME as TW
    from solver_ai.agents import make_agent

    assert make_agent("optimiser:phase=4", GAME, 1, 0).builder.phase == 4
    with pytest.raises(UserError, match="has no option phase"):
        make_agent("optimiser:phase=4", TW, 1, 0)
    with pytest.raises(UserError, match="phase is a number of plans"):
        make_agent("optimiser:phase=-1", GAME, 1, 0)
