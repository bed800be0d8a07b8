"""7 Events of cards 21-39 (cards.csv `effect`): a concrete outcome each, and the case where the event cannot
occur, is prohibited or does nothing."""
from engine.twilight import layout as L
from engine.twilight.game import GAME
from tests.twilight.helpers import (
    COUP,
    EVENT,
    INFLUENCE,
    REALIGN,
    US,
    USSR,
    card,
    country,
    inf,
    kind,
    legal,
    play,
    position,
)

CHOICE = L.A_CHOICE0


def test_card_020_olympic_games_taking_part_the_sponsor_wins_with_its_2():
    s = position(phasing="us", cards={"us_hand": [20]})
    play(s, card(20), EVENT)
    assert GAME.pending(s).player == "ussr" and legal(s) == [CHOICE, CHOICE + 1]
    play(s, CHOICE, dice=[3, 5, 1, 2])  # 3 + 2 = 5 ties 5: again; 1 + 2 = 3 beats 2
    assert s[L.VP] == 2


def test_card_020_olympic_games_boycott_degrades_defcon_and_the_sponsor_gets_4_ops():
    s = position({"Iran": (1, 0)}, phasing="us", cards={"us_hand": [20]})
    play(s, card(20), EVENT, CHOICE + 1)
    assert s[L.DEFCON] == 4 and GAME.pending(s).player == "us"
    assert set(legal(s)) == {CHOICE, CHOICE + 1, CHOICE + 2} - {CHOICE + 2}  # nothing of the USSR to coup
    play(s, CHOICE, *[country("Iran")] * 4)
    assert inf(s, "Iran") == (5, 0) and kind(s) == "card" and s[L.PHASING] == USSR


def test_card_020_olympic_boycott_at_defcon_2_the_phasing_sponsor_loses():
    s = position(phasing="us", defcon=2, cards={"us_hand": [20]})
    play(s, card(20), EVENT, CHOICE + 1)
    assert GAME.result(s)["winner"] == "ussr"


def test_card_021_nato_needs_marshall_plan_or_warsaw_pact_then_shields_us_controlled_europe():
    s = position({"Italy": (2, 0)}, phasing="us", cards={"us_hand": [21]})
    play(s, card(21))
    assert EVENT not in legal(s)  # 5.2.3: no prerequisite
    s = position({"Italy": (2, 0), "France": (3, 0), "Iran": (1, 0)}, cards={"ussr_hand": [19, 14]})
    s[L.EFFECT + 21] = 1
    play(s, card(14), COUP)
    assert legal(s) == [country("Iran")]
    s = position({"Italy": (2, 0), "France": (3, 0)}, cards={"ussr_hand": [19, 14]})
    s[L.EFFECT + 21] = s[L.EFFECT + 17] = 1  # De Gaulle: France is no longer protected
    play(s, card(14), REALIGN)
    assert country("Italy") not in legal(s) and country("France") in legal(s)


def test_card_021_nato_played_after_warsaw_pact():
    s = position(phasing="us", cards={"us_hand": [21]})
    s[L.EFFECT + 16] = 1
    play(s, card(21), EVENT)
    assert s[L.EFFECT + 21] == 1 and s[L.LOC + 21] == L.LOC_REMOVED


def test_card_022_independent_reds_up_to_the_ussr_influence():
    s = position({"Romania": (0, 3), "Hungary": (2, 2), "Poland": (0, 4)}, phasing="us", cards={"us_hand": [22]})
    play(s, card(22), EVENT)
    assert legal(s) == [country("Romania")]
    play(s, country("Romania"))
    assert inf(s, "Romania") == (3, 3)


def test_card_023_marshall_plan_7_countries_not_ussr_controlled():
    s = position({"Italy": (0, 2)}, phasing="us", cards={"us_hand": [23]})
    play(s, card(23), EVENT)
    assert country("Italy") not in legal(s) and country("Austria") in legal(s) and country("Poland") not in legal(s)
    for name in ("France", "UK", "Benelux", "Denmark", "Norway", "Sweden", "Greece"):
        play(s, country(name))
    assert inf(s, "Greece") == (1, 0) and s[L.EFFECT + 23] == 1 and kind(s) == "card"


def test_card_024_indo_pakistani_war_against_pakistan():
    s = position({"Pakistan": (0, 2), "India": (0, 3)}, phasing="us", cards={"us_hand": [24]})
    play(s, card(24), EVENT)
    assert legal(s) == [country("India"), country("Pakistan")]
    play(s, country("Pakistan"), dice=[5])  # India USSR-controlled: 5 - 1 = 4 wins
    assert inf(s, "Pakistan") == (2, 0) and s[L.VP] == 2 and s[L.MILOPS + US] == 2
    s = position({"Pakistan": (0, 2), "India": (0, 3)}, phasing="us", cards={"us_hand": [24]})
    play(s, card(24), EVENT, country("Pakistan"), dice=[4])
    assert inf(s, "Pakistan") == (0, 2) and s[L.VP] == 0 and s[L.MILOPS + US] == 2


def test_card_025_containment_us_cards_plus_1_at_most_4():
    s = position({"Iran": (1, 0)}, phasing="us", cards={"us_hand": [25, 19, 21]})
    play(s, card(25), EVENT)
    assert s[L.EFFECT + 25] == 1
    from engine.twilight.rules.cards import ops_value

    assert ops_value(s, US, 19) == 2 and ops_value(s, US, 21) == 4 and ops_value(s, USSR, 19) == 1


def test_card_026_cia_created_the_us_conducts_1_op_2_under_containment():
    """X-7.4d: under Containment CIA Created gives 2 Ops (CARD_VALUE)."""
    s = position({"Iran": (1, 0)}, phasing="us", cards={"us_hand": [26]})
    s[L.EFFECT + 25] = 1
    play(s, card(26), EVENT, CHOICE, country("Iran"), country("Iran"))
    assert inf(s, "Iran") == (3, 0) and kind(s) == "card"


def test_card_026_cia_created_triggered_by_the_ussr_ops_play():
    s = position({"Iran": (1, 0)}, cards={"ussr_hand": [26]})
    play(s, card(26), INFLUENCE, L.A_EVENT_FIRST)
    assert GAME.pending(s).player == "us"
    play(s, CHOICE, country("Iran"))
    assert inf(s, "Iran") == (2, 0) and GAME.pending(s).player == "ussr" and kind(s) == "influence"


def test_card_027_us_japan_pact_control_and_no_ussr_coup():
    s = position({"Japan": (1, 2)}, phasing="us", cards={"us_hand": [27]})
    play(s, card(27), EVENT)
    assert inf(s, "Japan") == (6, 2) and s[L.EFFECT + 27] == 1
    t = position({"Japan": (1, 0), "Iran": (1, 0)}, cards={"ussr_hand": [14]})
    t[L.EFFECT + 27] = 1
    play(t, card(14), COUP)
    assert legal(t) == [country("Iran")]


def test_card_028_suez_crisis_4_from_france_uk_israel_at_most_2_each():
    s = position({"France": (3, 0), "UK": (5, 0), "Israel": (1, 0)}, cards={"ussr_hand": [28]})
    play(s, card(28), EVENT, country("France"), country("France"))
    assert set(legal(s)) == {country("UK"), country("Israel")}
    play(s, country("Israel"), country("UK"))
    assert inf(s, "France") == (1, 0) and inf(s, "Israel") == (0, 0) and inf(s, "UK") == (4, 0)


def test_card_029_east_european_unrest_2_each_in_the_late_war():
    s = position({"Poland": (0, 3), "Hungary": (0, 1)}, turn=8, phasing="us", cards={"us_hand": [29]})
    play(s, card(29), EVENT, country("Poland"))
    assert legal(s) == [country("Hungary")]
    play(s, country("Hungary"))
    assert inf(s, "Poland") == (0, 1) and inf(s, "Hungary") == (0, 0) and kind(s) == "card"


def test_card_030_decolonization_4_different_africa_or_se_asia():
    s = position(cards={"ussr_hand": [30]})
    play(s, card(30), EVENT)
    assert country("Angola") in legal(s) and country("Vietnam") in legal(s) and country("Japan") not in legal(s)
    play(s, country("Angola"), country("Vietnam"), country("Zaire"), country("Burma"))
    assert inf(s, "Burma") == (0, 1) and kind(s) == "card"


def test_card_031_red_scare_purge_on_the_opponent_floor_1():
    s = position(cards={"ussr_hand": [31]})
    play(s, card(31), EVENT)
    from engine.twilight.rules.cards import ops_value

    assert ops_value(s, US, 21) == 3 and ops_value(s, US, 19) == 1 and ops_value(s, USSR, 14) == 3


def test_card_033_de_stalinization_moves_up_to_4_not_to_us_controlled():
    s = position({"Poland": (0, 3), "Italy": (2, 0)}, cards={"ussr_hand": [33]})
    play(s, card(33), EVENT)
    assert L.A_DONE not in legal(s)
    play(s, country("Poland"), country("Poland"), L.A_DONE)
    assert country("Italy") not in legal(s)
    play(s, country("Iran"), country("Iran"))
    assert inf(s, "Poland") == (0, 1) and inf(s, "Iran") == (0, 2) and kind(s) == "card"


def test_card_034_nuclear_test_ban():
    s = position(phasing="us", defcon=4, cards={"us_hand": [34]})
    play(s, card(34), EVENT)
    assert s[L.VP] == 2 and s[L.DEFCON] == 5


def test_card_035_formosan_taiwan_counts_as_an_asian_battleground():
    from engine.twilight.rules.scoring import side_vp

    s = position({"Taiwan": (3, 0)}, phasing="us", cards={"us_hand": [35]})
    before = side_vp(s, US, 2)
    play(s, card(35), EVENT)
    assert side_vp(s, US, 2) == before + 1 and s[L.EFFECT + 35] == 1


def test_card_035_formosan_ends_when_the_us_plays_the_china_card():
    s = position(phasing="us", china_card={"holder": "us", "face_up": True}, cards={"us_hand": [19]})
    s[L.EFFECT + 35] = 1
    play(s, card(6))
    assert s[L.EFFECT + 35] == 0


def test_card_036_brush_war_stability_2_at_most_with_the_superpower_counting():
    s = position({"Mexico": (0, 2), "Guatemala": (0, 1)}, phasing="us", cards={"us_hand": [36]})
    play(s, card(36), EVENT)
    assert country("Mexico") in legal(s) and country("Poland") not in legal(s)
    play(s, country("Mexico"), dice=[4])  # Guatemala is USSR-controlled: 4 - 1 = 3 wins
    assert inf(s, "Mexico") == (2, 0) and s[L.VP] == 1 and s[L.MILOPS + US] == 3
    for die, won in ((3, False), (4, True)):  # the USSR against Mexico: the US superpower counts
        s = position({"Mexico": (2, 0)}, cards={"ussr_hand": [36]})
        play(s, card(36), EVENT, country("Mexico"), dice=[die])
        assert inf(s, "Mexico") == ((0, 2) if won else (2, 0))


def test_card_036_brush_war_not_against_a_nato_country_for_the_ussr():
    s = position({"Italy": (2, 0), "Greece": (2, 0)}, cards={"ussr_hand": [36]})
    s[L.EFFECT + 21] = 1
    play(s, card(36), EVENT)
    assert country("Italy") not in legal(s) and country("Turkey") in legal(s)
    play(s, country("Turkey"), dice=[2])  # Greece is US-controlled: 2 - 1 = 1 fails
    assert s[L.VP] == 0 and s[L.MILOPS + USSR] == 3


def test_card_039_arms_race_3_vp_at_the_required_level_else_1():
    s = position(phasing="us", defcon=3, military_ops={"us": 3, "ussr": 1}, cards={"us_hand": [39]})
    play(s, card(39), EVENT)
    assert s[L.VP] == 3
    s = position(phasing="us", defcon=4, military_ops={"us": 3, "ussr": 1}, cards={"us_hand": [39]})
    play(s, card(39), EVENT)
    assert s[L.VP] == 1
    s = position(phasing="us", military_ops={"us": 1, "ussr": 1}, cards={"us_hand": [39]})
    play(s, card(39), EVENT)
    assert s[L.VP] == 0


def test_card_032_un_intervention_cancels_the_opponent_event_and_gives_its_ops():
    """E.5: #14 COMECON (USSR, 3 Ops, starred) with UN Intervention: no event, COMECON to the discard pile
    (not removed), the US conducts 3 Ops; UN Intervention is discarded."""
    s = position({"Iran": (1, 0)}, phasing="us", cards={"us_hand": [32, 14, 19]})
    play(s, card(32), EVENT)
    assert legal(s) == [card(14)]  # #19 carries the US's own event
    play(s, card(14))
    assert s[L.LOC + 14] == L.LOC_DISCARD and s[L.EFFECT + 14] == 0
    play(s, CHOICE, *[country("Iran")] * 3)
    assert inf(s, "Iran") == (4, 0) and s[L.LOC + 32] == L.LOC_DISCARD and inf(s, "Poland") == (0, 0)
    assert GAME.pending(s).player == "ussr"


def test_card_032_un_intervention_without_an_opponent_event_card_is_ops_only():
    s = position({"Iran": (1, 0)}, phasing="us", cards={"us_hand": [32, 19, 26]})
    play(s, card(32))
    assert EVENT not in legal(s) and INFLUENCE in legal(s)


def test_card_032_un_intervention_under_u2_incident_gives_the_ussr_1_vp():
    s = position({"Iran": (1, 0)}, phasing="us", cards={"us_hand": [32, 15]})
    s[L.EFFECT + 60] = 1
    play(s, card(32), EVENT, card(15))
    assert s[L.VP] == -1 and s[L.LOC + 15] == L.LOC_DISCARD and inf(s, "Egypt") == (0, 0)


def test_card_032_un_intervention_as_an_event_ends_we_will_bury_you():
    """E.4 #50: in the US's next AR the USSR gains 3 VP unless the US plays UN Intervention as an event."""
    s = position(cards={"ussr_hand": [50, 14], "us_hand": [32, 15, 19]})
    play(s, card(50), EVENT)
    assert s[L.VP] == 0 and GAME.pending(s).player == "us"
    play(s, card(32), EVENT)
    assert s[L.VP] == 0 and s[L.EFFECT + 50] == 0
    t = position(cards={"ussr_hand": [50, 14], "us_hand": [32, 15, 19]})
    play(t, card(50), EVENT, card(32), INFLUENCE)  # UN Intervention for its Op: the 3 VP fall due
    assert t[L.VP] == -3 and t[L.EFFECT + 50] == 0


def test_card_032_un_intervention_may_not_be_headlined():
    s = position(action_round=0, cards={"us_hand": [32, 19], "ussr_hand": [14]})
    play(s, card(14))
    assert legal(s) == [card(19)]


def test_card_040_cuban_missile_crisis_defcon_2_and_a_us_coup_loses():
    """10.3.1, X-10.3b: the USSR played CMC; the US, unable to cancel, coups and loses at once."""
    s = position({"Angola": (0, 1)}, cards={"ussr_hand": [40, 14], "us_hand": [19, 26]})
    play(s, card(40), EVENT)
    assert s[L.DEFCON] == 2 and s[L.EFFECT + 40] == US + 1 and s[L.PHASE] != L.PH_OVER
    assert s[L.LOC + 40] == L.LOC_REMOVED
    play(s, card(19), COUP)
    assert kind(s) == "coup"  # no influence to cancel with: no cancellation step
    play(s, country("Angola"))
    assert GAME.result(s)["winner"] == "ussr" and s[L.END_REASON] == L.END_CMC


def test_card_040_cuban_missile_crisis_cancelled_with_2_from_turkey_then_the_coup():
    s = position({"Angola": (0, 1), "Turkey": (3, 0), "West Germany": (1, 0)}, phasing="us",
                 cards={"us_hand": [19, 26]})
    s[L.EFFECT + 40] = US + 1
    play(s, card(19), COUP)
    assert GAME.pending(s).player == "us" and legal(s) == [country("Turkey"), L.A_DONE]
    play(s, country("Turkey"))
    assert inf(s, "Turkey") == (1, 0) and s[L.EFFECT + 40] == 0
    play(s, country("Angola"), dice=[6])  # 6 + 1 - 2 x 1 = 5: a success, no loss
    assert inf(s, "Angola") == (4, 0) and s[L.PHASE] != L.PH_OVER


def test_card_040_cuban_missile_crisis_kept_a_ussr_free_coup_loses_and_the_effect_ends_with_the_turn():
    from engine.twilight.rules.effects import end_turn_effects

    s = position({"Cuba": (0, 2), "Honduras": (1, 0)}, cards={"ussr_hand": [47]})  # #47 Junta
    s[L.EFFECT + 40] = USSR + 1
    play(s, card(47), EVENT, country("Honduras"), CHOICE + 2)
    assert legal(s) == [country("Cuba"), L.A_DONE]  # the USSR may cancel from Cuba, or not
    play(s, L.A_DONE, country("Honduras"))
    assert GAME.result(s)["winner"] == "us" and s[L.END_REASON] == L.END_CMC
    t = position()
    t[L.EFFECT + 40] = USSR + 1
    end_turn_effects(t)
    assert t[L.EFFECT + 40] == 0
