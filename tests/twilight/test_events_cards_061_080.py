"""7 Events of cards 61-80 (cards.csv `effect`): a concrete outcome each, and the case where the event cannot
occur, is prohibited or does nothing."""
from engine.twilight import layout as L
from engine.twilight.game import GAME
from tests.twilight.helpers import (
    COUP,
    EVENT,
    INFLUENCE,
    US,
    USSR,
    card,
    country,
    hand,
    inf,
    kind,
    legal,
    play,
    position,
)

CHOICE = L.A_CHOICE0


def test_card_061_opec_1_vp_per_controlled_oil_country_and_north_sea_oil_prohibits_it():
    s = position({"Egypt": (0, 2), "Venezuela": (0, 2), "Iran": (0, 1)}, cards={"ussr_hand": [61]})
    play(s, card(61), EVENT)
    assert s[L.VP] == -2
    s = position({"Egypt": (0, 2)}, cards={"ussr_hand": [61]})
    s[L.EFFECT + 86] = 1
    play(s, card(61))
    assert EVENT not in legal(s)


def test_card_062_lone_gunman_the_ussr_conducts_1_op():
    s = position({"Iran": (0, 1)}, cards={"ussr_hand": [62]})
    play(s, card(62), EVENT, CHOICE, country("Iran"))
    assert inf(s, "Iran") == (0, 2) and kind(s) == "card"


def test_card_063_colonial_rear_guards_4_different_countries():
    s = position(phasing="us", cards={"us_hand": [63]})
    play(s, card(63), EVENT, country("Angola"))
    assert country("Angola") not in legal(s) and GAME.pending(s).player == "us"
    play(s, country("Thailand"), country("Kenya"), country("Vietnam"))
    assert inf(s, "Thailand") == (1, 0) and inf(s, "Angola") == (1, 0) and kind(s) == "card"


def test_card_064_panama_canal_returned():
    s = position(phasing="us", cards={"us_hand": [64]})
    play(s, card(64), EVENT)
    assert inf(s, "Panama") == inf(s, "Costa Rica") == inf(s, "Venezuela") == (1, 0)


def test_card_065_camp_david_accords():
    s = position(phasing="us", cards={"us_hand": [65]})
    play(s, card(65), EVENT)
    assert s[L.VP] == 1 and inf(s, "Jordan") == (1, 0) and s[L.EFFECT + 65] == 1


def test_card_066_puppet_governments_only_empty_countries_up_to_3():
    s = position({"Iran": (0, 1)}, phasing="us", cards={"us_hand": [66]})
    play(s, card(66), EVENT)
    assert country("Iran") not in legal(s) and L.A_DONE in legal(s)
    play(s, country("Zaire"), L.A_DONE)
    assert inf(s, "Zaire") == (1, 0) and kind(s) == "card"


def test_card_068_john_paul_ii_and_solidarity_after_it():
    s = position({"Poland": (0, 3)}, phasing="us", cards={"us_hand": [68]})
    play(s, card(68), EVENT)
    assert inf(s, "Poland") == (1, 1) and s[L.EFFECT + 68] == 1


def test_card_069_death_squads_plus_1_for_the_event_player_minus_1_for_the_opponent():
    s = position({"Panama": (1, 0)}, cards={"ussr_hand": [69, 14]})
    play(s, card(69), EVENT)
    assert s[L.EFFECT + 69] == USSR + 1
    t = position({"Panama": (2, 0)}, cards={"ussr_hand": [14]})
    t[L.EFFECT + 69] = USSR + 1
    play(t, card(14), COUP, country("Panama"), dice=[2])  # 2 + 3 + 1 - 4 = 2
    assert inf(t, "Panama") == (0, 0)
    t = position({"Panama": (0, 2)}, phasing="us", cards={"us_hand": [27]})
    t[L.EFFECT + 69] = USSR + 1
    play(t, card(27), COUP, country("Panama"), dice=[3])  # 3 + 4 - 1 - 4 = 2
    assert inf(t, "Panama") == (0, 0)


def test_card_070_oas_founded_2_in_the_americas():
    s = position(phasing="us", cards={"us_hand": [70]})
    play(s, card(70), EVENT)
    assert country("Iran") not in legal(s)
    play(s, country("Chile"), country("Chile"))
    assert inf(s, "Chile") == (2, 0) and kind(s) == "card"


def test_card_071_nixon_takes_the_china_card_face_down_or_2_vp():
    s = position(phasing="us", cards={"us_hand": [71], "ussr_hand": [14]})  # the turn goes on
    play(s, card(71), EVENT)
    assert s[L.CHINA_HOLDER] == US and s[L.CHINA_UP] == 0
    s = position(phasing="us", china_card={"holder": "us", "face_up": True}, cards={"us_hand": [71]})
    play(s, card(71), EVENT)
    assert s[L.VP] == 2


def test_card_072_sadat_expels_soviets():
    s = position({"Egypt": (0, 3)}, phasing="us", cards={"us_hand": [72]})
    play(s, card(72), EVENT)
    assert inf(s, "Egypt") == (1, 0)


def test_card_074_voice_of_america_outside_europe_at_most_2_each():
    s = position({"Poland": (0, 3), "Iran": (0, 3), "Cuba": (0, 1)}, phasing="us", cards={"us_hand": [74]})
    play(s, card(74), EVENT)
    assert set(legal(s)) == {country("Iran"), country("Cuba")}
    play(s, country("Iran"), country("Iran"), country("Cuba"))
    assert inf(s, "Iran") == (0, 1) and inf(s, "Cuba") == (0, 0) and kind(s) == "card"  # nothing left to take


def test_card_075_liberation_theology():
    s = position(cards={"ussr_hand": [75]})
    play(s, card(75), EVENT, country("Cuba"), country("Cuba"))
    assert country("Cuba") not in legal(s) and country("Chile") not in legal(s)
    play(s, country("Haiti"))
    assert inf(s, "Cuba") == (0, 2) and inf(s, "Haiti") == (0, 1)


def test_card_076_ussuri_river_takes_the_china_card_face_up_else_4_in_asia():
    s = position(phasing="us", cards={"us_hand": [76]})
    play(s, card(76), EVENT)
    assert s[L.CHINA_HOLDER] == US and s[L.CHINA_UP] == 1
    s = position(phasing="us", china_card={"holder": "us", "face_up": False}, cards={"us_hand": [76], "ussr_hand": [14]})
    play(s, card(76), EVENT, country("Japan"), country("Japan"), country("Burma"), country("India"))
    assert inf(s, "Japan") == (2, 0) and inf(s, "India") == (1, 0) and kind(s) == "card"


def test_card_077_ask_not_discards_then_draws_as_many():
    s = position(phasing="us", cards={"us_hand": [77, 19, 1], "deck": [21, 27]})
    play(s, card(77), EVENT, card(1), card(19))
    assert hand(s, US) == []
    play(s, L.A_DONE)
    assert sorted(hand(s, US)) == [21, 27] and s[L.LOC + 1] == L.LOC_DISCARD and s[L.VP] == 0


def test_card_078_alliance_for_progress_scores_0_and_is_still_removed():
    """X-5.2c: the USSR plays it for Ops with no US battleground in the Americas."""
    s = position({"Iran": (1, 0)}, cards={"ussr_hand": [78]})
    play(s, card(78), INFLUENCE, L.A_EVENT_FIRST, *[country("Poland")] * 3)
    assert s[L.LOC + 78] == L.LOC_REMOVED and s[L.VP] == 0
    s = position({"Cuba": (3, 0), "Chile": (3, 0)}, phasing="us", cards={"us_hand": [78]})
    play(s, card(78), EVENT)
    assert s[L.VP] == 2


def test_card_080_one_small_step_2_boxes_only_the_second_box_vp():
    s = position(phasing="us", space_race={"us": 0, "ussr": 2}, cards={"us_hand": [80]})
    play(s, card(80), EVENT)
    assert s[L.SPACE + US] == 2 and s[L.VP] == 0  # box 2 (Animal in Space) gives no VP
    s = position(phasing="us", space_race={"us": 1, "ussr": 2}, cards={"us_hand": [80]})
    play(s, card(80), EVENT)
    assert s[L.SPACE + US] == 3 and s[L.VP] == 2  # Man in Space, first there
    s = position(phasing="us", space_race={"us": 2, "ussr": 2}, cards={"us_hand": [80]})
    play(s, card(80))
    assert EVENT not in legal(s)


def test_card_067_grain_sales_returned_card_and_2_ops():
    """E.5: the one USSR card (#14 COMECON) is taken; a USSR card: no event choice; returned, 2 Ops."""
    s = position({"Iran": (1, 0)}, phasing="us", cards={"us_hand": [67], "ussr_hand": [14]})
    play(s, card(67), EVENT)
    assert s[L.EV_TAKEN] == 14 and legal(s) == [CHOICE + 1, CHOICE + 2, CHOICE + 3]
    play(s, CHOICE + 3)
    assert s[L.LOC + 14] == L.LOC_HAND_USSR and s[L.EV_TAKEN] == 0
    play(s, CHOICE, country("Iran"), country("Iran"))
    assert inf(s, "Iran") == (3, 0) and s[L.LOC + 67] == L.LOC_DISCARD


def test_card_067_grain_sales_a_us_card_taken_plays_its_event_for_the_us():
    s = position({"Iran": (1, 0)}, phasing="us", cards={"us_hand": [67], "ussr_hand": [26]})  # CIA Created
    play(s, card(67), EVENT)
    assert legal(s) == [CHOICE, CHOICE + 1, CHOICE + 3]
    play(s, CHOICE, CHOICE, country("Iran"))  # #26's event: the US conducts its 1 Op
    assert inf(s, "Iran") == (2, 0) and s[L.LOC + 26] == L.LOC_REMOVED and hand(s, USSR) == []  # starred


def test_card_067_grain_sales_a_ussr_card_for_ops_its_event_first_or_after():
    """5.2: #15 Nasser (USSR, starred) taken for its 1 Op: the USSR event occurs before or after the US's Op,
    as the US chose; the card then leaves the game."""
    s = position({"Iran": (1, 0), "Egypt": (2, 0)}, phasing="us", cards={"us_hand": [67], "ussr_hand": [15]})
    play(s, card(67), EVENT, CHOICE + 1)
    assert inf(s, "Egypt") == (1, 2) and s[L.LOC + 15] == L.LOC_REMOVED  # Nasser first
    play(s, CHOICE, country("Iran"))
    assert inf(s, "Iran") == (2, 0) and GAME.pending(s).player == "ussr"
    t = position({"Iran": (1, 0), "Egypt": (2, 0)}, phasing="us", cards={"us_hand": [67], "ussr_hand": [15]})
    play(t, card(67), EVENT, CHOICE + 2)
    assert inf(t, "Egypt") == (2, 0)  # the Op first
    play(t, CHOICE, country("Iran"))
    assert inf(t, "Iran") == (2, 0) and inf(t, "Egypt") == (1, 2) and t[L.EV_TAKEN] == 0
    assert t[L.LOC + 15] == L.LOC_REMOVED and GAME.pending(t).player == "ussr"


def test_card_067_grain_sales_a_ussr_event_with_choices_resolves_before_the_us_ops():
    """#28 Suez Crisis taken for its 3 Ops, its event first: the USSR's removals are answered before the US's
    Ops begin (their own scratch, rules/events.go_on)."""
    s = position({"Iran": (1, 0), "France": (2, 0), "UK": (2, 0)}, phasing="us",
                 cards={"us_hand": [67], "ussr_hand": [28]})
    play(s, card(67), EVENT, CHOICE + 1)
    assert GAME.pending(s).player == "ussr" and legal(s) == [country("France"), country("UK")]
    play(s, country("France"), country("UK"), country("France"), country("UK"))
    assert inf(s, "France") == (0, 0) and inf(s, "UK") == (0, 0) and GAME.pending(s).player == "us"
    play(s, CHOICE, *[country("Iran")] * 3)
    assert inf(s, "Iran") == (4, 0) and s[L.LOC + 28] == L.LOC_REMOVED


def test_card_067_grain_sales_a_scoring_card_taken_that_reaches_20_vp_ends_the_game_at_once():
    """10.3.1: the US scores the USSR's Middle East Scoring in the middle of the USSR's play (its Ops to come):
    -18 - 4 = -22, the USSR wins at once."""
    s = position({"Iraq": (0, 3), "Syria": (0, 2)}, vp=-18, cards={"ussr_hand": [67, 3]})
    play(s, card(67), INFLUENCE, L.A_EVENT_FIRST, CHOICE)
    assert GAME.is_terminal(s) and GAME.result(s)["winner"] == "ussr" and s[L.END_REASON] == L.END_VP


def test_card_067_grain_sales_with_un_intervention_cancels_the_taken_card():
    s = position({"Iran": (1, 0)}, phasing="us", cards={"us_hand": [67, 32], "ussr_hand": [15]})
    play(s, card(67), EVENT)
    assert CHOICE + 4 in legal(s)
    play(s, CHOICE + 4, CHOICE, country("Iran"))
    assert inf(s, "Iran") == (2, 0) and inf(s, "Egypt") == (0, 0)
    assert s[L.LOC + 15] == L.LOC_DISCARD and s[L.LOC + 32] == L.LOC_DISCARD


def test_card_067_grain_sales_an_empty_ussr_hand_gives_2_ops_and_a_ussr_ops_play_triggers_it():
    s = position({"Iran": (1, 0)}, phasing="us", cards={"us_hand": [67]})
    play(s, card(67), EVENT, CHOICE, country("Iran"), country("Iran"))
    assert inf(s, "Iran") == (3, 0)
    t = position({"Iran": (1, 0)}, cards={"ussr_hand": [67, 14]})
    play(t, card(67), INFLUENCE, L.A_EVENT_FIRST)
    assert GAME.pending(t).player == "us" and t[L.EV_TAKEN] == 14


def test_card_073_shuttle_diplomacy_waits_in_front_of_the_us():
    s = position(phasing="us", cards={"us_hand": [73]})
    play(s, card(73), EVENT)
    assert s[L.EFFECT + 73] == 1 and s[L.LOC + 73] == L.LOC_EFFECT


def test_card_073_shuttle_diplomacy_triggered_by_a_ussr_ops_play_stays_in_effect():
    s = position({"Poland": (0, 1)}, cards={"ussr_hand": [73, 14]})
    play(s, card(73), INFLUENCE, L.A_OPS_FIRST, *[country("Poland")] * 3)
    assert s[L.EFFECT + 73] == 1 and s[L.LOC + 73] == L.LOC_EFFECT and kind(s) == "card"


def test_card_073_shuttle_diplomacy_on_middle_east_scoring():
    """X-10j: X-10b's Middle East with Shuttle Diplomacy: the US leaves out a USSR battleground, net 0 instead
    of 3 toward the USSR; the card goes to the discard pile."""
    where = {n: (5, 0) for n in ("Israel", "Iran", "Jordan")} | {n: (0, 5) for n in ("Syria", "Iraq", "Libya",
                                                                                      "Egypt")}
    s = position(where, phasing="us", cards={"us_hand": [3, 19]})
    s[L.EFFECT + 73] = 1
    s[L.LOC + 73] = L.LOC_EFFECT
    play(s, card(3), EVENT)
    assert s[L.VP] == 0 and s[L.EFFECT + 73] == 0 and s[L.LOC + 73] == L.LOC_DISCARD


def test_card_073_shuttle_diplomacy_not_on_southeast_asia_nor_final_scoring():
    from engine.twilight.rules import scoring

    s = position({"Thailand": (0, 3)}, phasing="us", cards={"us_hand": [38, 19]})
    s[L.EFFECT + 73] = 1
    s[L.LOC + 73] = L.LOC_EFFECT
    play(s, card(38), EVENT)
    assert s[L.VP] == -2 and s[L.EFFECT + 73] == 1 and s[L.LOC + 73] == L.LOC_EFFECT
    t = position({"Iraq": (0, 3)})
    t[L.EFFECT + 73] = 1
    t[L.LOC + 73] = L.LOC_EFFECT
    scoring.final_scoring(t)
    assert t[L.EFFECT + 73] == 1 and t[L.VP] == -1 - 3 - 1  # the China Card, Middle East presence + Iraq
