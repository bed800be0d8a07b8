"""Events of cards 26-36 (25 Predator is with 23-24): a concrete outcome each, and the refused case."""
from engine.labyrinth import data as D
from engine.labyrinth import layout as L
from engine.labyrinth.rules.cards import hand_count
from tests.labyrinth.helpers import (
    card_action,
    cells,
    country_action,
    event_refused,
    get,
    legal,
    play,
    position,
    rig,
    us_event,
)

CELL = {"iran": {"sleepers": 1}}
RC_IRAQ = {"iraq": {"governance": "poor", "alignment": "ally", "troops": 6, "actives": 3, "regime_change": "tan"}}


def test_card_026_quartet_with_abbas_prestige_2_funding_3():
    s = us_event(26, CELL, marked=[11], prestige=7, funding=5)
    assert s[L.PRESTIGE] == 9 and s[L.FUNDING] == 2


def test_card_026_quartet_needs_abbas_and_no_overstretch():
    assert event_refused(26, CELL)
    many = {n: {"troops": 3} for n in ("canada", "china", "india", "russia")}
    assert event_refused(26, {**CELL, **many}, marked=[11])  # 3 troops left on the track: Overstretch


def test_card_027_saddam_captured_aid_in_iraq_and_prestige():
    s = us_event(27, {**CELL, "iraq": {"governance": "poor", "alignment": "ally", "troops": 1}}, prestige=7)
    assert get(s, "iraq", L.AID) == 1 and s[L.PRESTIGE] == 8 and s[L.MARKED + 27] == 1


def test_card_027_saddam_captured_needs_troops_in_iraq():
    assert event_refused(27, {**CELL, "iraq": {"governance": "poor", "alignment": "ally"}})


def test_card_028_sharia_removes_a_besieged_regime():
    s = us_event(28, {**CELL, "somalia": {"governance": "poor", "alignment": "neutral", "besieged_regime": True}})
    play(s, country_action("somalia"))
    assert get(s, "somalia", L.BESIEGED) == 0


def test_card_028_sharia_needs_a_besieged_regime():
    assert event_refused(28, CELL)


def test_card_029_tony_blair_uk_takes_the_us_posture_then_up_to_three_schengen_rolls():
    s = us_event(29, {**CELL, "united-kingdom": {"posture": "soft"}}, prestige=7)
    assert get(s, "united-kingdom", L.POSTURE) == L.HARD
    assert L.A_DONE in legal(s) and country_action("france") in legal(s) and country_action("canada") not in legal(s)
    rig(s, [5, 1, 6])
    play(s, country_action("france"))
    assert get(s, "france", L.POSTURE) == L.HARD and s[L.PRESTIGE] == 8 and country_action("france") not in legal(s)
    play(s, country_action("spain"), country_action("italy"))
    assert get(s, "spain", L.POSTURE) == L.SOFT and s[L.PRESTIGE] == 9
    assert s[L.LOC + 29] == L.LOC_REMOVED and legal(s)[0] == card_action(99)  # three rolls: the event is over


def test_card_030_un_nation_building_6_2_2_example_woi_in_rc_country_despite_troops():
    """6.2.2: troops 6 do not exceed cells 3 by 5, yet the roll happens; Aid first, no GWOT penalty."""
    s = us_event(30, {**CELL, **RC_IRAQ, **{n: {"posture": "soft"} for n in ("canada", "china", "india")}})
    assert legal(s) == [country_action("iraq")]
    rig(s, [3])  # 3 + Prestige 7 (+1) + Aid (+1) = 5: success; a GWOT penalty of 3 would have failed it
    play(s, country_action("iraq"))
    assert get(s, "iraq", L.GOV) == L.FAIR and get(s, "iraq", L.AID) == 1


def test_card_030_un_nation_building_blocked_by_vieira_de_mello_slain():
    assert event_refused(30, {**CELL, **RC_IRAQ}, marked=[56])
    assert event_refused(30, CELL)


def test_card_031_wiretapping_clears_us_uk_canada_without_cadres_and_draws():
    countries = {**CELL, "united-kingdom": {"posture": "hard", "sleepers": 2}, "canada": {"cadre": True},
                 "united-states": {"plots": {"2": 1}}}
    s = us_event(31, countries, available_plots={"2": 1})
    assert cells(s, "united-kingdom") == 0 and get(s, "united-kingdom", L.CADRE) == 0 and get(s, "canada", L.CADRE) == 0
    assert get(s, "united-states", L.PLOT2) == 0 and s[L.AVAIL + 2] == 2 and hand_count(s, D.US) == 2
    assert s[L.MARKED + 31] == 1 and s[L.LOC + 31] == L.LOC_DISCARD


def test_card_031_wiretapping_needs_something_there_and_is_refused_once_leaked():
    assert event_refused(31, CELL)
    s = position({**CELL, "canada": {"cadre": True}}, phase="us", cards={"us_hand": [31, 99], "jihadist_hand": [97]})
    s[L.MARKED + 31] = 2
    play(s, card_action(31))
    assert L.A_EVENT not in legal(s)


def test_card_032_back_channel_discards_a_matching_card_to_neutralise_an_adversary():
    """Syria (printed resources 2) is an Adversary; the US discards #16 (2 Ops) for it."""
    countries = {**CELL, "united-states": {"us_posture": "soft"}, "syria": {"governance": "fair", "alignment": "adversary"}}
    s = us_event(32, countries, hand=(16, 99))
    assert legal(s) == [country_action("syria"), L.A_DONE]
    play(s, country_action("syria"))
    assert legal(s) == [card_action(16)]
    play(s, card_action(16))
    assert get(s, "syria", L.ALIGN) == L.NEUTRAL and get(s, "syria", L.AID) == 1 and s[L.LOC + 16] == L.LOC_DISCARD


def test_card_032_back_channel_needs_a_card_matching_an_adversarys_resources():
    countries = {**CELL, "united-states": {"us_posture": "soft"}, "syria": {"governance": "fair", "alignment": "adversary"}}
    assert event_refused(32, countries)  # the other US card, #99, has 1 Ops; Syria 2 resources


def test_card_033_benazir_bhutto_pakistan_fair_and_no_jihad_there():
    countries = {**CELL, "pakistan": {"governance": "poor", "alignment": "neutral", "sleepers": 2}}
    s = us_event(33, countries, hand=())
    assert get(s, "pakistan", L.GOV) == L.FAIR and s[L.MARKED + 33] == 1
    play(s, card_action(97))
    assert L.A_OP0 + L.OP_JIHAD not in legal(s)  # the only Jihad target is Pakistan


def test_card_033_benazir_bhutto_refused_next_to_islamist_rule():
    assert event_refused(33, {**CELL, "afghanistan": {"governance": "islamist_rule", "alignment": "adversary"}})


def test_card_034_enhanced_measures_disrupts_and_takes_a_jihadist_card():
    countries = {**CELL, "iraq": {"governance": "poor", "alignment": "ally", "sleepers": 2}}
    s = us_event(34, countries, cards={"us_hand": [34, 99], "jihadist_hand": [97]})
    assert s[L.LOC + 97] == L.LOC_HAND_US and legal(s) == [country_action("iraq")]
    play(s, country_action("iraq"))
    assert get(s, "iraq", L.ACTIVES) == 1 and get(s, "iraq", L.SLEEPERS) == 1  # 1 cell affected: flipped


def test_card_034_enhanced_measures_needs_hard_posture_a_disrupt_and_no_leak():
    assert event_refused(34, CELL)  # no Disrupt possible
    countries = {**CELL, "iraq": {"governance": "poor", "alignment": "ally", "sleepers": 2}}
    assert event_refused(34, {**countries, "united-states": {"us_posture": "soft"}})


def test_card_035_hijab_improves_turkey_sets_france_and_costs_funding():
    s = us_event(35, {**CELL, "turkey": {"governance": "poor", "alignment": "neutral"}}, funding=5)
    assert get(s, "turkey", L.GOV) == L.FAIR and s[L.FUNDING] == 3
    play(s, L.A_NUM0 + L.HARD)
    assert get(s, "france", L.POSTURE) == L.HARD and s[L.LOC + 35] == L.LOC_REMOVED


def test_card_035_hijab_refused_with_islamist_rule():
    assert event_refused(35, {**CELL, "somalia": {"governance": "islamist_rule", "alignment": "adversary"}})


def test_card_036_indo_pakistani_talks_pakistan_ally_and_india_posture():
    s = us_event(36, {**CELL, "pakistan": {"governance": "fair", "alignment": "neutral"}})
    play(s, L.A_NUM0 + L.SOFT)
    assert get(s, "pakistan", L.ALIGN) == L.ALLY and get(s, "india", L.POSTURE) == L.SOFT and s[L.MARKED + 36] == 1


def test_card_036_indo_pakistani_talks_needs_pakistan_good_or_fair():
    assert event_refused(36, {**CELL, "pakistan": {"governance": "poor", "alignment": "neutral"}})


def test_card_035_hijab_can_leave_a_good_neutral_turkey_that_a_woi_4_gives_no_aid():
    """4.8.3: a Good country holds no Aid, also when a War of Ideas rolls exactly 4 (7.2.2)."""
    s = us_event(35, {**CELL, "turkey": {"governance": "fair", "alignment": "neutral"}}, hand=(99, 100))
    play(s, L.A_NUM0 + L.HARD)
    assert get(s, "turkey", L.GOV) == L.GOOD and get(s, "turkey", L.ALIGN) == L.NEUTRAL
    rig(s, [3])  # 3 + Prestige 7 (+1) = 4
    play(s, card_action(99), L.A_OP0 + L.OP_WOI, country_action("turkey"))
    assert get(s, "turkey", L.AID) == 0
