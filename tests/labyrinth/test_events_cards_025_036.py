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
