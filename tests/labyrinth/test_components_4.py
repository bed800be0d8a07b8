"""Chapter 4: governance, posture, tracks, cells, cadres and testing — the rulebook's examples."""
from engine.labyrinth import layout as L
from engine.labyrinth.rules import board
from engine.labyrinth.rules.jihadist_ops import roll_travel
from engine.labyrinth.rules.tables import initial_test, roll_posture
from engine.labyrinth.rules.us_ops import war_of_ideas
from tests.labyrinth.helpers import c, cells, get, position, rig


def test_4_2_2_governance_marker_example_saudi_arabia():
    """Saudi Arabia Poor Ally improves to Fair, then Good, staying in the Ally box."""
    s = position({"saudi-arabia": {"governance": "poor", "alignment": "ally"}}, prestige=12)
    rig(s, [6])
    war_of_ideas(s, c("saudi-arabia"), 3)
    assert get(s, "saudi-arabia", L.GOV) == L.FAIR and get(s, "saudi-arabia", L.ALIGN) == L.ALLY
    rig(s, [6])
    war_of_ideas(s, c("saudi-arabia"), 3)
    assert get(s, "saudi-arabia", L.GOV) == L.GOOD and get(s, "saudi-arabia", L.ALIGN) == L.ALLY


def test_4_6_2_no_cell_can_be_placed_with_15_on_the_map():
    s = position({"afghanistan": {"governance": "islamist_rule", "alignment": "adversary", "sleepers": 15}}, funding=9)
    assert board.cells_on_track(s) == 0 and board.available_cells(s) == 0


def test_4_7_clamps_funding_and_world_posture():
    s = position(funding=9)
    board.change_funding(s, 3)
    assert s[L.FUNDING] == 9
    board.change_funding(s, -20)
    assert s[L.FUNDING] == 1
    hard = {n: {"posture": "hard"} for n in ("canada", "china", "india", "russia", "serbia")}
    s = position(hard)
    assert board.world_posture(s) == 3  # 5 Hard + Israel, capped at Hard 3


def test_4_7_2_world_posture_example_three_soft_five_hard_is_hard_2():
    """Three Soft and five Hard non-US countries (Israel one of the Hard) give Hard 2; a Soft US pays 2."""
    countries = {n: {"posture": "hard"} for n in ("canada", "china", "india", "russia")}
    countries.update({n: {"posture": "soft"} for n in ("france", "spain", "italy")})
    s = position(countries)
    assert board.world_posture(s) == 2
    assert board.gwot_penalty(s) == 0
    countries["united-states"] = {"us_posture": "soft"}
    assert board.gwot_penalty(position(countries)) == 2


def test_4_7_3_troops_example_seven_deployed_is_war():
    """7 of 15 cubes in countries: 8 on the track, the US is at War (hand of 8)."""
    s = position({"saudi-arabia": {"governance": "poor", "alignment": "ally", "troops": 7}})
    assert board.troops_on_track(s) == 8 and board.us_hand_size(s) == 8
    s = position({"saudi-arabia": {"governance": "poor", "alignment": "ally", "troops": 5}})
    assert board.us_hand_size(s) == 9  # 10 on the track: Low Intensity
    s = position({"saudi-arabia": {"governance": "poor", "alignment": "ally", "troops": 11}})
    assert board.us_hand_size(s) == 7  # 4 on the track: Overstretch


def test_4_7_4_funding_example_six_with_three_cells_out_makes_seven_available():
    s = position({"afghanistan": {"governance": "islamist_rule", "alignment": "adversary", "actives": 3}}, funding=6)
    assert board.cells_on_track(s) == 12 and board.available_cells(s) == 7
    assert board.jihadist_hand_size(s) == 8
    s[L.FUNDING] = 3
    assert board.available_cells(s) == 2 and board.jihadist_hand_size(s) == 7
    s[L.FUNDING] = 7
    assert board.available_cells(s) == 12 and board.jihadist_hand_size(s) == 9


def _travel_iraq_to_sudan(test_die, travel_die):
    s = position({"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 1}}, funding=5)
    s[L.TRAVEL] = c("iraq")
    s[L.TRAVEL + 1] = c("sudan")
    s[L.TRAVEL_N] = 1
    rig(s, [test_die, travel_die])
    initial_test(s, c("sudan"))
    roll_travel(s)
    return s


def test_4_8_4_example_travel_into_unmarked_sudan_tests_it_first():
    """Iraq -> Sudan: Sudan unmarked, test roll 5 = Fair Neutral; the travel then needs 2 or less."""
    s = _travel_iraq_to_sudan(5, 2)
    assert get(s, "sudan", L.GOV) == L.FAIR and get(s, "sudan", L.ALIGN) == L.NEUTRAL
    assert cells(s, "sudan") == 1 and cells(s, "iraq") == 0 and get(s, "sudan", L.SLEEPERS) == 1
    s = _travel_iraq_to_sudan(5, 3)
    assert cells(s, "sudan") == 0 and cells(s, "iraq") == 0 and board.cells_on_track(s) == 15
    assert get(s, "iraq", L.CADRE) == 0  # 8.3.2: a failed travel places no cadre


def test_4_9_3_us_posture_roll_gets_plus_one():
    s = position()
    rig(s, [4, 4])
    roll_posture(s, c("united-states"))
    roll_posture(s, c("france"))
    assert get(s, "united-states", L.POSTURE) == L.HARD and get(s, "france", L.POSTURE) == L.SOFT


def test_4_9_4_testing_only_touches_unmarked_countries():
    s = position({"gulf-states": {"governance": "fair", "alignment": "ally"}})
    rig(s, [4, 5, 1])
    initial_test(s, c("egypt"))
    initial_test(s, c("jordan"))
    initial_test(s, c("gulf-states"))  # marked: no roll, no change
    assert get(s, "egypt", L.GOV) == L.POOR and get(s, "jordan", L.GOV) == L.FAIR
    assert get(s, "egypt", L.ALIGN) == L.NEUTRAL and get(s, "gulf-states", L.ALIGN) == L.ALLY
    initial_test(s, c("canada"))
    assert get(s, "canada", L.POSTURE) == L.SOFT  # the die 1 was still unused


def test_4_9_4_woi_in_untested_country_with_too_low_card_fails():
    """Testing Egypt Poor makes a 2-value WoI insufficient: the card is spent, nothing else happens."""
    s = position(prestige=12)
    rig(s, [1, 6])
    war_of_ideas(s, c("egypt"), 2)
    assert get(s, "egypt", L.GOV) == L.POOR and get(s, "egypt", L.ALIGN) == L.NEUTRAL
