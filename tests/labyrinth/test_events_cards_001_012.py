"""Events of cards 1-12: a concrete outcome each, and the case where a precondition refuses it."""
import numpy as np

from engine.core.rng import seed_words
from engine.labyrinth import data as D
from engine.labyrinth import layout as L
from engine.labyrinth.game import GAME
from engine.labyrinth.rules.cards import hand_count
from tests.labyrinth.helpers import (
    c,
    card_action,
    cells,
    country_action,
    event_refused,
    get,
    legal,
    op_action,
    play,
    position,
    rig,
    us_event,
)

CELL = {"iran": {"sleepers": 1}}
IRAQ_PLOT = {"iraq": {"governance": "poor", "alignment": "adversary", "plots": {"1": 1}}}


def test_card_001_backlash_inverts_the_funding_gain_of_the_designated_plot():
    s = us_event(1, {**CELL, **IRAQ_PLOT}, hand=(), funding=5)
    assert GAME.current_player(s) == D.US and legal(s) == [country_action("iraq")]
    rig(s, [4])  # the plot's governance die (Poor: fails on 4)
    play(s, country_action("iraq"))  # the US phase ends: the plot resolves (8.5.6)
    assert s[L.FUNDING] == 4 and s[L.BACKLASH] == 0  # -1 instead of +1


def test_card_001_backlash_needs_a_plot_in_a_muslim_country():
    assert event_refused(1, {**CELL, "united-kingdom": {"posture": "soft", "plots": {"1": 1}}})


def test_card_001_backlash_designation_goes_with_an_alerted_plot():
    s = us_event(1, {**CELL, **IRAQ_PLOT}, hand=(99, 100))
    play(s, country_action("iraq"))
    assert s[L.BACKLASH] == c("iraq") + 1 and s[L.BACKLASH + 1] == 1
    from engine.labyrinth.rules.us_ops import alert

    alert(s, c("iraq"))
    assert s[L.BACKLASH] == 0


def test_card_002_biometrics_allows_only_adjacent_travel_and_rolls_into_good_countries():
    countries = {"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 1},
                 "turkey": {"governance": "good", "alignment": "ally"}}
    s = us_event(2, countries, hand=())  # the US phase ends; the Jihadist holds #97
    play(s, card_action(97), op_action(L.OP_TRAVEL), country_action("iraq"))
    assert country_action("sudan") not in legal(s) and country_action("turkey") in legal(s)
    rig(s, [2])  # into Good Turkey the travel roll needs a 1
    play(s, country_action("turkey"))
    assert cells(s, "turkey") == 0 and cells(s, "iraq") == 0


def test_card_003_ctr_marks_russia_and_a_neutral_central_asia():
    s = us_event(3, {**CELL, "united-states": {"us_posture": "soft"},
                     "central-asia": {"governance": "fair", "alignment": "neutral"}})
    assert s[L.MARKED + 3] == L.CTR_RUSSIA | L.CTR_CENTRAL_ASIA
    s = us_event(3, {**CELL, "united-states": {"us_posture": "soft"},
                     "central-asia": {"governance": "fair", "alignment": "adversary"}})
    assert s[L.MARKED + 3] == L.CTR_RUSSIA


def test_card_003_ctr_needs_a_soft_us_posture():
    assert event_refused(3, CELL)


def test_card_004_moro_talks_tests_the_philippines_and_ends_abu_sayyaf():
    s = position(CELL, phase="us", marked=[57], funding=5, cards={"us_hand": [4, 99], "jihadist_hand": [97]})
    rig(s, [5])
    play(s, card_action(4), L.A_EVENT)
    assert get(s, "philippines", L.POSTURE) == L.HARD and s[L.FUNDING] == 4
    assert s[L.MARKED + 57] == 0 and s[L.MARKED + 4] == 1 and s[L.LOC + 4] == L.LOC_REMOVED


def test_card_005_nest_keeps_plots_in_the_united_states_face_up():
    countries = {**CELL, "united-states": {"plots": {"1": 1}}, "iraq": {"governance": "poor", "alignment": "adversary",
                                                                         "plots": {"wmd": 1}}}
    s = us_event(5, countries, wmd_boxes={"loose_nuke": 2})
    assert s[L.MARKED + 5] == 1
    for seed in range(20):
        t = s.copy()
        GAME.determinize(t, D.US, np.array(seed_words(seed, 9), dtype=np.int64))
        assert get(t, "united-states", L.PLOT1) == 1
    s[L.MARKED + 5] = 0
    moved = 0
    for seed in range(20):
        t = s.copy()
        GAME.determinize(t, D.US, np.array(seed_words(seed, 9), dtype=np.int64))
        moved += get(t, "united-states", L.PLOTW)
    assert moved > 0  # without NEST the US cannot tell its plot from the WMD one


def test_card_006_sanctions_cost_2_funding_with_patriot_act():
    s = us_event(6, CELL, marked=[43], funding=5)
    assert s[L.FUNDING] == 3


def test_card_007_sanctions_need_patriot_act():
    assert event_refused(7, CELL)


def test_card_008_special_forces_remove_a_cell_the_us_picks_near_troops():
    countries = {"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 1, "actives": 1},
                 "syria": {"governance": "fair", "alignment": "ally", "troops": 2}}
    s = us_event(8, countries)
    assert legal(s) == [country_action("iraq")]
    play(s, country_action("iraq"))
    assert legal(s) == [L.A_NUM0, L.A_NUM0 + 1]  # a sleeper or an active cell
    play(s, L.A_NUM0 + 1)
    assert get(s, "iraq", L.SLEEPERS) == 1 and get(s, "iraq", L.ACTIVES) == 0


def test_card_009_special_forces_last_cell_leaves_a_cadre():
    countries = {"iraq": {"governance": "poor", "alignment": "ally", "sleepers": 1, "troops": 1}}
    s = us_event(9, countries)
    play(s, country_action("iraq"))
    assert cells(s, "iraq") == 0 and get(s, "iraq", L.CADRE) == 1


def test_card_010_special_forces_need_troops_at_or_next_to_the_cell():
    assert event_refused(10, {"sudan": {"governance": "poor", "alignment": "adversary", "sleepers": 1}})


def test_card_011_abbas_prestige_and_funding_then_its_marker_goes_with_a_plot_in_israel():
    s = us_event(11, CELL, prestige=7, funding=5)
    assert s[L.PRESTIGE] == 8 and s[L.FUNDING] == 3 and s[L.MARKED + 11] == 1 and s[L.LOC + 11] == L.LOC_REMOVED
    from engine.labyrinth.rules.plots import resolve_start

    s[L.RES_COUNTRY] = c("israel")
    s[L.RES_PLOT] = 1
    resolve_start(s)
    assert s[L.MARKED + 11] == 0


def test_card_011_abbas_only_marks_when_islamist_rule_is_next_to_israel():
    s = us_event(11, {**CELL, "lebanon": {"governance": "islamist_rule", "alignment": "adversary"}}, prestige=7, funding=5)
    assert s[L.PRESTIGE] == 7 and s[L.FUNDING] == 5 and s[L.MARKED + 11] == 1


def test_card_012_al_azhar_tests_egypt_and_costs_4_funding_without_islamist_rule():
    s = position(CELL, phase="us", funding=6, cards={"us_hand": [12, 99], "jihadist_hand": [97]})
    rig(s, [5])
    play(s, card_action(12), L.A_EVENT)
    assert get(s, "egypt", L.GOV) == L.FAIR and s[L.FUNDING] == 2
    s = us_event(12, {**CELL, "syria": {"governance": "islamist_rule", "alignment": "adversary"}}, funding=6)
    assert s[L.FUNDING] == 4
    assert hand_count(s, D.US) == 1
