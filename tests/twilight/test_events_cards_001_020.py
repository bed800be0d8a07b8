"""7 Events of cards 1-20 (cards.csv `effect`): a concrete outcome each, and the case where the event cannot
occur, is prohibited or does nothing."""
from engine.twilight import layout as L
from engine.twilight.game import GAME
from tests.twilight.helpers import EVENT, INFLUENCE, US, USSR, card, country, inf, kind, legal, play, position

CHOICE = L.A_CHOICE0


def test_card_004_duck_and_cover_degrades_defcon_and_the_us_gains_5_minus_defcon():
    s = position(phasing="us", defcon=4, cards={"us_hand": [4]})
    play(s, card(4), EVENT)
    assert s[L.DEFCON] == 3 and s[L.VP] == 2


def test_card_004_duck_and_cover_at_defcon_2_the_phasing_ussr_loses_when_triggered():
    """8.1.3: the USSR plays it for Ops, the event first: DEFCON 1, the phasing player loses."""
    s = position(defcon=2, cards={"ussr_hand": [4]})
    play(s, card(4), INFLUENCE, L.A_EVENT_FIRST)
    assert GAME.is_terminal(s) and GAME.result(s)["winner"] == "us" and s[L.VP] == 0


def test_card_007_socialist_governments_removes_3_us_at_most_2_a_country():
    s = position({"Italy": (3, 0), "France": (1, 0), "Poland": (2, 0)}, cards={"ussr_hand": [7]})
    play(s, card(7), EVENT)
    assert kind(s) == "event" and GAME.pending(s).player == "ussr"
    assert set(legal(s)) == {country("Italy"), country("France")}  # Western Europe only, US influence only
    play(s, country("Italy"), country("Italy"))
    assert legal(s) == [country("France")]  # at most 2 from Italy
    play(s, country("France"))
    assert inf(s, "Italy") == (1, 0) and inf(s, "France") == (0, 0) and kind(s) == "card"


def test_card_007_socialist_governments_prohibited_by_the_iron_lady():
    s = position({"Italy": (3, 0)}, cards={"ussr_hand": [7]})
    s[L.EFFECT + 83] = 1
    play(s, card(7))
    assert EVENT not in legal(s)


def test_card_008_fidel_clears_us_from_cuba_and_takes_control():
    s = position({"Cuba": (2, 1)}, cards={"ussr_hand": [8]})
    play(s, card(8), EVENT)
    assert inf(s, "Cuba") == (0, 3) and s[L.LOC + 8] == L.LOC_REMOVED


def test_card_010_blockade_the_us_discards_a_3_ops_card_or_loses_west_germany():
    s = position({"West Germany": (4, 0)}, cards={"ussr_hand": [10], "us_hand": [19, 27]})
    play(s, card(10), EVENT)
    assert GAME.pending(s).player == "us" and set(legal(s)) == {card(27), L.A_DONE}  # Truman is 1 Op
    play(s, card(27))
    assert inf(s, "West Germany") == (4, 0) and s[L.LOC + 27] == L.LOC_DISCARD and s[L.EFFECT + 27] == 0
    t = position({"West Germany": (4, 0)}, cards={"ussr_hand": [10], "us_hand": [27]})
    play(t, card(10), EVENT, L.A_DONE)
    assert inf(t, "West Germany") == (0, 0)


def test_card_010_blockade_with_no_qualifying_card_west_germany_is_lost():
    s = position({"West Germany": (4, 0)}, cards={"ussr_hand": [10], "us_hand": [19]})
    play(s, card(10), EVENT)
    assert legal(s) == [L.A_DONE]


def test_card_011_korean_war_wins_on_4_after_the_us_neighbour_penalty():
    """X-7.6: the US controls Japan and Taiwan: a 6 - 2 = 4 wins: USSR +2 VP, the US points become USSR."""
    where = {"South Korea": (3, 0), "Japan": (4, 0), "Taiwan": (3, 0)}
    s = position(where, phasing="us", cards={"us_hand": [11]})
    play(s, card(11), INFLUENCE, L.A_EVENT_FIRST, dice=[6])
    assert inf(s, "South Korea") == (0, 3) and s[L.VP] == -2 and s[L.MILOPS + USSR] == 2
    s = position(where, phasing="us", cards={"us_hand": [11]})
    play(s, card(11), INFLUENCE, L.A_EVENT_FIRST, dice=[5])
    assert inf(s, "South Korea") == (3, 0) and s[L.VP] == 0 and s[L.MILOPS + USSR] == 2


def test_card_012_romanian_abdication():
    s = position({"Romania": (2, 0)}, cards={"ussr_hand": [12]})
    play(s, card(12), EVENT)
    assert inf(s, "Romania") == (0, 3)


def test_card_013_arab_israeli_war_counts_israel_itself():
    """2nd edition: -1 for a US-controlled Israel too; 6 - 2 = 4 wins."""
    s = position({"Israel": (4, 0), "Jordan": (2, 0)}, cards={"ussr_hand": [13]})
    play(s, card(13), EVENT, dice=[6])
    assert inf(s, "Israel") == (0, 4) and s[L.VP] == -2 and s[L.MILOPS + USSR] == 2
    s = position({"Israel": (4, 0), "Jordan": (2, 0)}, cards={"ussr_hand": [13]})
    play(s, card(13), EVENT, dice=[5])
    assert inf(s, "Israel") == (4, 0) and s[L.LOC + 13] == L.LOC_DISCARD


def test_card_013_arab_israeli_war_prohibited_by_camp_david():
    """X-5.2b: the US plays it for Ops under Camp David: no war, the card is discarded."""
    s = position({"Israel": (1, 0)}, phasing="us", cards={"us_hand": [13]})
    s[L.EFFECT + 65] = 1
    play(s, card(13), INFLUENCE, L.A_EVENT_FIRST, dice=[6])
    assert inf(s, "Israel") == (1, 0) and s[L.MILOPS + USSR] == 0


def test_card_014_comecon_4_different_countries_not_us_controlled():
    s = position({"Poland": (3, 0)}, cards={"ussr_hand": [14]})
    play(s, card(14), EVENT)
    assert country("Poland") not in legal(s) and country("Austria") in legal(s)
    play(s, country("Hungary"))
    assert country("Hungary") not in legal(s)
    play(s, country("Austria"), country("Finland"), country("Romania"))
    assert inf(s, "Austria") == (0, 1) and inf(s, "Romania") == (0, 1) and kind(s) == "card"


def test_card_015_nasser_half_the_us_rounded_up():
    s = position({"Egypt": (3, 0)}, cards={"ussr_hand": [15]})
    play(s, card(15), EVENT)
    assert inf(s, "Egypt") == (1, 2)


def test_card_016_warsaw_pact_remove_mode_then_nato_is_enabled():
    s = position({"Poland": (2, 0), "Hungary": (1, 0)}, cards={"ussr_hand": [16]})
    play(s, card(16), EVENT)
    assert legal(s) == [CHOICE, CHOICE + 1]
    play(s, CHOICE)
    assert set(legal(s)) == {country("Poland"), country("Hungary")}
    play(s, country("Poland"), country("Hungary"))
    assert inf(s, "Poland") == (0, 0) and s[L.EFFECT + 16] == 1 and kind(s) == "card"


def test_card_016_warsaw_pact_add_mode_5_at_most_2_a_country():
    s = position(cards={"ussr_hand": [16]})
    play(s, card(16), EVENT, CHOICE + 1, country("Poland"), country("Poland"))
    assert country("Poland") not in legal(s)
    play(s, country("Hungary"), country("Hungary"), country("Austria"))
    assert inf(s, "Poland") == (0, 2) and inf(s, "Austria") == (0, 1) and kind(s) == "card"


def test_card_017_de_gaulle_and_nato_no_longer_protects_france():
    s = position({"France": (3, 0)}, defcon=5, cards={"ussr_hand": [17, 19]})
    s[L.EFFECT + 21] = 1
    play(s, card(17), EVENT)
    assert inf(s, "France") == (1, 1) and s[L.EFFECT + 17] == 1


def test_card_018_captured_nazi_scientist_advances_with_the_box_vp():
    s = position(phasing="us", space_race={"ussr": 1}, cards={"us_hand": [18]})
    play(s, card(18), EVENT)
    assert s[L.SPACE + US] == 1 and s[L.VP] == 1 and s[L.SPACE_ATTEMPTS + US] == 0


def test_card_018_captured_nazi_scientist_no_effect_on_the_last_box():
    s = position(phasing="us", space_race={"us": 8}, cards={"us_hand": [18]})
    play(s, card(18), EVENT)
    assert s[L.SPACE + US] == 8 and s[L.VP] == 0


def test_card_019_truman_doctrine_only_an_uncontrolled_european_country():
    s = position({"Italy": (0, 1), "Poland": (0, 3), "Iran": (0, 1)}, phasing="us", cards={"us_hand": [19]})
    play(s, card(19), EVENT)
    assert legal(s) == [country("Italy")]
    play(s, country("Italy"))
    assert inf(s, "Italy") == (0, 0)
    t = position({"Poland": (0, 3)}, phasing="us", cards={"us_hand": [19]})
    play(t, card(19), EVENT)
    assert kind(t) == "card" and t[L.LOC + 19] == L.LOC_REMOVED  # 5.2.5: it occurred with no effect


def test_card_005_five_year_plan_a_us_card_discarded_at_random_fires_for_the_us():
    s = position(phasing="us", cards={"us_hand": [5], "ussr_hand": [4]})
    play(s, card(5), EVENT)
    assert s[L.LOC + 4] == L.LOC_DISCARD and s[L.DEFCON] == 4 and s[L.VP] == 1  # Duck and Cover for the US


def test_card_005_five_year_plan_a_ussr_card_is_only_discarded_and_an_empty_hand_does_nothing():
    s = position(phasing="us", cards={"us_hand": [5], "ussr_hand": [8]})
    play(s, card(5), EVENT)
    assert s[L.LOC + 8] == L.LOC_DISCARD and s[L.VP] == 0 and s[L.DEFCON] == 5
    s = position(phasing="us", cards={"us_hand": [5, 19]})
    play(s, card(5), EVENT)
    assert s[L.LOC + 5] == L.LOC_DISCARD and s[L.VP] == 0


def test_card_009_vietnam_revolts_2_in_vietnam_and_plus_1_for_ussr_cards_all_in_se_asia():
    s = position(cards={"ussr_hand": [9]})
    play(s, card(9), EVENT)
    assert inf(s, "Vietnam") == (0, 2) and s[L.EFFECT + 9] == 1
    s = position({"Vietnam": (0, 1)}, cards={"ussr_hand": [14]})
    s[L.EFFECT + 9] = 1
    play(s, card(14), INFLUENCE, *[country("Vietnam")] * 4)
    assert inf(s, "Vietnam") == (0, 5) and kind(s) == "card"


def test_card_009_vietnam_revolts_bonus_lost_outside_se_asia_and_not_for_the_us():
    s = position({"Vietnam": (0, 1)}, cards={"ussr_hand": [14]})
    s[L.EFFECT + 9] = 1
    play(s, card(14), INFLUENCE, country("Vietnam"), country("Poland"))
    assert s[L.OPS_LEFT] == 1 and s[L.BONUS_SEA] == 0
    t = position({"Vietnam": (1, 0)}, phasing="us", cards={"us_hand": [27]})
    t[L.EFFECT + 9] = 1
    play(t, card(27), INFLUENCE)
    assert t[L.OPS_LEFT] == 4


def test_card_009_vietnam_revolts_with_the_china_card_and_red_scare():
    """X-7.4a: 4 + 1 (Asia) + 1 (Vietnam Revolts) - 1 (Red Scare) = 5 Ops, all in Southeast Asia."""
    s = position({"Vietnam": (0, 1)}, cards={"ussr_hand": [14]})
    s[L.EFFECT + 9] = 1
    s[L.EFFECT + 31] = USSR + 1
    play(s, card(6), INFLUENCE)
    assert s[L.OPS_LEFT] == 5
