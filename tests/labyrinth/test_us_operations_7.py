"""Chapter 7: US operations, through the decision flow where it matters (card -> operation -> targets)."""
from engine.labyrinth import data as D
from engine.labyrinth import layout as L
from engine.labyrinth.game import GAME
from engine.labyrinth.rules import board
from engine.labyrinth.rules.us_ops import TRACK, alert, deploy_dest_ok, disrupt, movable, withdraw
from tests.labyrinth.helpers import c, card_action, cells, country_action, get, legal, op_action, play, position, rig

# Cards by value (all unassociated or US, so that no opponent event is involved): 1-value 96, 2-value 102, 3-value 113.
ONE, TWO, THREE, THREE_B = 96, 102, 113, 114


def us_to_play(countries, hand, **fields):
    """The US to play from `hand`; a cell in Iran keeps 2.1 (no cells: US wins) out of the way."""
    countries = {"iran": {"sleepers": 1}, **countries}
    return position(countries, phase="us", cards={"us_hand": hand, "jihadist_hand": [97]}, **fields)


def test_7_1_1_example_woi_in_gulf_states_fair_needs_a_2():
    countries = {"gulf-states": {"governance": "fair", "alignment": "ally"}}
    s = us_to_play(countries, [ONE, TWO])
    play(s, card_action(ONE), op_action(L.OP_WOI))
    assert country_action("gulf-states") not in legal(s)
    s = us_to_play(countries, [ONE, TWO])
    play(s, card_action(TWO), op_action(L.OP_WOI))
    assert country_action("gulf-states") in legal(s)
    assert country_action("israel") not in legal(s) and country_action("united-states") not in legal(s)  # 7.2.3


def test_6_3_3_reserves_example_two_reserves_make_a_1_card_an_alert():
    countries = {"iraq": {"governance": "poor", "alignment": "adversary", "actives": 1, "plots": {"2": 1}}}
    s = us_to_play(countries, [ONE, TWO], reserves={"us": 2}, available_plots={"2": 1})
    play(s, card_action(ONE))
    assert op_action(L.OP_ALERT) in legal(s)
    play(s, op_action(L.OP_ALERT))
    assert legal(s) == [L.A_YES]  # Alert needs the 3: the Reserves must be spent
    play(s, L.A_YES, country_action("iraq"))
    assert s[L.RESERVES + D.US] == 0 and board.plots(s, c("iraq")) == 0 and s[L.AVAIL + 2] == 2  # 7.5.3


def test_6_3_3_reserves_play_adds_at_most_two():
    s = us_to_play({}, [TWO, ONE], reserves={"us": 1})
    play(s, card_action(TWO), op_action(L.OP_RESERVES))
    assert s[L.RESERVES + D.US] == 2


def test_7_2_2_first_aid_on_a_modified_4():
    s = position({"egypt": {"governance": "poor", "alignment": "neutral"}}, prestige=5)
    from engine.labyrinth.rules.us_ops import war_of_ideas

    rig(s, [4])
    war_of_ideas(s, c("egypt"), 3)
    assert get(s, "egypt", L.AID) == 1 and get(s, "egypt", L.ALIGN) == L.NEUTRAL
    rig(s, [3])  # 3 + 1 Aid = 4 again, but WoI places only the first Aid
    war_of_ideas(s, c("egypt"), 3)
    assert get(s, "egypt", L.AID) == 1
    rig(s, [4])  # 4 + 1 Aid = 5: success, Neutral -> Ally
    war_of_ideas(s, c("egypt"), 3)
    assert get(s, "egypt", L.ALIGN) == L.ALLY and get(s, "egypt", L.GOV) == L.POOR


def test_7_2_1_shift_to_good_removes_rc_besieged_and_aid():
    s = position({"iraq": {"governance": "fair", "alignment": "ally", "troops": 6, "regime_change": "tan",
                           "besieged_regime": True, "aid": 2}}, prestige=10)
    from engine.labyrinth.rules.us_ops import war_of_ideas

    rig(s, [3])  # 3 - 1 (to Good) + 2 (Very High) + 2 Aid = 6
    war_of_ideas(s, c("iraq"), 2)
    assert get(s, "iraq", L.GOV) == L.GOOD
    assert get(s, "iraq", L.RC) == 0 and get(s, "iraq", L.BESIEGED) == 0 and get(s, "iraq", L.AID) == 0


def test_7_2_3_woi_in_a_non_muslim_country_sets_posture_and_prestige():
    s = position(prestige=5)
    from engine.labyrinth.rules.us_ops import war_of_ideas

    rig(s, [5])
    war_of_ideas(s, c("france"), 1)
    assert get(s, "france", L.POSTURE) == L.HARD and s[L.PRESTIGE] == 6  # matches the Hard US
    rig(s, [4])
    war_of_ideas(s, c("france"), 1)
    assert get(s, "france", L.POSTURE) == L.SOFT and s[L.PRESTIGE] == 6


def test_7_3_deploy_flow_track_to_an_ally():
    s = us_to_play({"gulf-states": {"governance": "fair", "alignment": "ally", "troops": 2}}, [TWO, ONE])
    play(s, card_action(TWO), op_action(L.OP_DEPLOY), L.A_TRACK, country_action("gulf-states"), L.A_NUM0 + 4)
    assert get(s, "gulf-states", L.TROOPS) == 6 and board.troops_on_track(s) == 9


def test_7_3_1_regime_change_country_keeps_cells_plus_5_troops():
    s = position({"iraq": {"governance": "poor", "alignment": "ally", "troops": 8, "sleepers": 2, "regime_change": "tan"}})
    assert movable(s, c("iraq")) == 1
    assert deploy_dest_ok(s, c("iraq"), TRACK, 1)
    assert not deploy_dest_ok(s, TRACK, c("libya"), 3)  # 7.3.3: not an Ally


def test_7_3_4_regime_change_procedure():
    countries = {"afghanistan": {"governance": "islamist_rule", "alignment": "adversary", "sleepers": 3, "actives": 1}}
    s = us_to_play(countries, [THREE, ONE], prestige=7)
    play(s, card_action(THREE), op_action(L.OP_REGIME_CHANGE), country_action("afghanistan"), L.A_TRACK)
    assert min(legal(s)) == L.A_NUM0 + 6 and max(legal(s)) == L.A_NUM0 + 15  # at least 6 troops
    rig(s, [5, 6, 2, 4])  # governance 5 = Fair; prestige: up (6), by the lower of 2 and 4
    play(s, L.A_NUM0 + 6)
    assert get(s, "afghanistan", L.TROOPS) == 6 and get(s, "afghanistan", L.RC) == L.RC_GREEN
    assert get(s, "afghanistan", L.GOV) == L.FAIR and get(s, "afghanistan", L.ALIGN) == L.ALLY
    assert get(s, "afghanistan", L.ACTIVES) == 4 and get(s, "afghanistan", L.SLEEPERS) == 0
    assert s[L.PRESTIGE] == 9


def test_7_3_4_regime_change_needs_a_hard_us_and_a_3():
    countries = {"afghanistan": {"governance": "islamist_rule", "alignment": "adversary", "sleepers": 1},
                 "united-states": {"us_posture": "soft"}}
    s = us_to_play(countries, [THREE, TWO])
    play(s, card_action(THREE))
    assert op_action(L.OP_REGIME_CHANGE) not in legal(s)


def test_7_3_5_withdraw():
    s = position({"iraq": {"governance": "poor", "alignment": "ally", "troops": 6, "sleepers": 3,
                           "regime_change": "tan", "aid": 1}, "united-states": {"us_posture": "soft"}}, prestige=6)
    rig(s, [1, 3, 5])
    withdraw(s, c("iraq"), TRACK, 6)
    assert get(s, "iraq", L.TROOPS) == 0 and get(s, "iraq", L.AID) == 0 and get(s, "iraq", L.BESIEGED) == 1
    assert get(s, "iraq", L.RC) == L.RC_TAN and s[L.PRESTIGE] == 3


def test_7_4_disrupt_example_one_sleeper_one_active_two_affected():
    s = position({"pakistan": {"governance": "fair", "alignment": "ally", "troops": 2, "sleepers": 1, "actives": 1}},
                 prestige=5)
    disrupt(s, c("pakistan"), 1)
    assert get(s, "pakistan", L.ACTIVES) == 1 and get(s, "pakistan", L.SLEEPERS) == 0 and s[L.PRESTIGE] == 6


def test_7_4_disrupt_last_cell_leaves_a_cadre_then_removes_it():
    s = position({"gulf-states": {"governance": "fair", "alignment": "ally", "actives": 1}}, prestige=5)
    disrupt(s, c("gulf-states"), 1)
    assert cells(s, "gulf-states") == 0 and get(s, "gulf-states", L.CADRE) == 1 and s[L.PRESTIGE] == 5
    disrupt(s, c("gulf-states"), 0)
    assert get(s, "gulf-states", L.CADRE) == 0


def test_7_4_disrupt_flow_asks_how_many_actives():
    s = us_to_play({"france": {"posture": "hard", "sleepers": 2, "actives": 2}}, [ONE, TWO])
    play(s, card_action(ONE), op_action(L.OP_DISRUPT), country_action("france"))
    assert legal(s) == [L.A_NUM0, L.A_NUM0 + 1, L.A_NUM0 + 2]
    play(s, L.A_NUM0 + 2)
    assert get(s, "france", L.ACTIVES) == 0 and get(s, "france", L.SLEEPERS) == 2


FRANCE_CELL = {"france": {"posture": "hard", "sleepers": 1}}  # another Disrupt target: the Op is possible


def test_7_4_4_9_4_disrupt_in_an_untested_muslim_country_with_troops_tests_it_first():
    """7.4 with 4.9.4 (L24): unmarked Jordan with a cell and 2 troops may be Disrupted; it is tested
    (a 1: Poor, Neutral) and the 3-value card suffices."""
    s = us_to_play({"jordan": {"troops": 2, "sleepers": 1}, **FRANCE_CELL}, [THREE, ONE], prestige=5)
    play(s, card_action(THREE), op_action(L.OP_DISRUPT))
    assert country_action("jordan") in legal(s)
    rig(s, [1])
    play(s, country_action("jordan"))
    assert get(s, "jordan", L.GOV) == L.POOR and get(s, "jordan", L.ALIGN) == L.NEUTRAL
    assert get(s, "jordan", L.ACTIVES) == 1 and get(s, "jordan", L.SLEEPERS) == 0 and s[L.PRESTIGE] == 6


def test_7_4_4_9_4_disrupt_in_an_untested_country_fails_when_the_card_is_too_low():
    """Any card may target untested Egypt; tested Fair (a 5), a 1-value card is too low: the Disrupt
    fails, the card is spent (4.9.4 mandatory completion)."""
    s = us_to_play({"egypt": {"troops": 2, "actives": 1}, **FRANCE_CELL}, [ONE, TWO], prestige=5)
    play(s, card_action(ONE), op_action(L.OP_DISRUPT))
    assert country_action("egypt") in legal(s)
    rig(s, [5])
    play(s, country_action("egypt"))
    assert get(s, "egypt", L.GOV) == L.FAIR and get(s, "egypt", L.ACTIVES) == 1 and s[L.PRESTIGE] == 5
    assert s[L.LOC + ONE] != L.LOC_HAND_US


def test_7_4_disrupt_not_in_an_untested_muslim_country_without_troops():
    s = us_to_play({"jordan": {"troops": 1, "sleepers": 1}, **FRANCE_CELL}, [THREE, ONE])
    play(s, card_action(THREE), op_action(L.OP_DISRUPT))
    assert country_action("jordan") not in legal(s)  # 1 troop, and an untested country is no Ally


def test_7_5_4_9_4_alert_tests_an_unmarked_target():
    s = us_to_play({"jordan": {"actives": 1, "plots": {"1": 1}}}, [THREE, ONE])
    play(s, card_action(THREE), op_action(L.OP_ALERT))
    assert country_action("jordan") in legal(s)
    rig(s, [5])
    play(s, country_action("jordan"))
    assert board.plots(s, c("jordan")) == 0 and get(s, "jordan", L.GOV) == L.FAIR


def test_7_5_alert_removes_a_wmd_plot_from_the_game():
    s = position({"iraq": {"governance": "poor", "alignment": "adversary", "actives": 1, "plots": {"wmd": 1}}},
                 wmd_boxes={"loose_nuke": 2})
    alert(s, c("iraq"))
    assert board.plots(s, c("iraq")) == 0 and s[L.AVAIL + L.WMD] == 0


def test_7_6_reassessment_takes_two_3_cards_and_the_phase():
    s = us_to_play({}, [THREE, THREE_B, ONE])
    play(s, card_action(THREE), op_action(L.OP_REASSESS))
    assert legal(s) == [card_action(THREE_B)]
    play(s, card_action(THREE_B))
    assert board.us_posture(s) == L.SOFT
    assert GAME.current_player(s) == D.JIHADIST and s[L.LOC + ONE] == L.LOC_HAND_US
    s = us_to_play({}, [THREE, ONE], reserves={"us": 2})
    play(s, card_action(THREE))
    assert op_action(L.OP_REASSESS) not in legal(s)  # no second 3-value card, Reserves do not help


def test_7_3_4_green_regime_change_counts_as_ir_at_game_end_then_flips_tan():
    s = position({"iraq": {"governance": "poor", "alignment": "ally", "troops": 6, "regime_change": "green"}})
    from engine.labyrinth.rules.victory import ir_resources

    assert ir_resources(s, True) == 3 and ir_resources(s, False) == 0
