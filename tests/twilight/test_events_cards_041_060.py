"""7 Events of cards 41-60 (cards.csv `effect`): a concrete outcome each, and the case where the event cannot
occur, is prohibited or does nothing; the traps (E.5) and We Will Bury You in the action rounds."""
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


def test_card_041_nuclear_subs_us_battleground_coups_keep_defcon():
    s = position({"Iran": (0, 1)}, phasing="us", cards={"us_hand": [41, 21]})
    play(s, card(41), EVENT)
    assert s[L.EFFECT + 41] == 1
    t = position({"Iran": (0, 1)}, phasing="us", cards={"us_hand": [21]})
    t[L.EFFECT + 41] = 1
    play(t, card(21), COUP, country("Iran"), dice=[1])
    assert t[L.DEFCON] == 5 and t[L.MILOPS + US] == 4


def test_card_042_quagmire_the_us_discards_2_ops_cards_until_a_1_to_4():
    s = position(phasing="us", cards={"us_hand": [19, 21, 1]})  # Truman 1 Op, NATO 4, Asia Scoring
    s[L.EFFECT + 42] = 1
    assert set(legal(s)) == {card(21), card(1)}  # no 1-Op card, no China Card
    play(s, card(21), dice=[5])
    assert s[L.LOC + 21] == L.LOC_DISCARD and s[L.EFFECT + 42] == 1 and s[L.VP] == 0
    assert GAME.pending(s).player == "ussr" and s[L.PLAYS + US] == 1


def test_card_042_quagmire_ends_on_a_4_and_cancels_norad():
    s = position(cards={"ussr_hand": [42]})
    s[L.EFFECT + 106] = 1
    play(s, card(42), EVENT)
    assert s[L.EFFECT + 42] == 1 and s[L.EFFECT + 106] == 0
    t = position(phasing="us", cards={"us_hand": [21, 27]})
    t[L.EFFECT + 42] = 1
    play(t, card(21), dice=[4])
    assert t[L.EFFECT + 42] == 0


def test_card_042_quagmire_without_a_card_of_2_ops_the_us_sits_out():
    s = position(cards={"us_hand": [19], "ussr_hand": [15, 14]})
    s[L.EFFECT + 42] = 1
    play(s, card(15), EVENT)
    assert GAME.pending(s).player == "ussr" and s[L.AR] == 2 and s[L.PLAYS + US] == 0


def test_card_043_salt_negotiations_defcon_coup_minus_1_and_a_discard_back():
    s = position(phasing="us", defcon=2, cards={"us_hand": [43], "discard": [19, 1]})
    play(s, card(43), EVENT)
    assert s[L.DEFCON] == 4 and set(legal(s)) == {card(19), L.A_DONE}  # no scoring card
    play(s, card(19))
    assert 19 in hand(s, US) and s[L.EFFECT + 43] == 1


def test_card_044_bear_trap_the_ussr_is_trapped():
    s = position(phasing="us", cards={"us_hand": [44]})
    play(s, card(44), EVENT)
    assert s[L.EFFECT + 44] == 1 and s[L.LOC + 44] == L.LOC_REMOVED


def test_card_045_summit_the_higher_roll_gains_2_and_moves_defcon():
    s = position({"Poland": (0, 3)}, defcon=3, cards={"ussr_hand": [45]})
    play(s, card(45), EVENT, dice=[3, 3])  # the USSR: 3 + presence only = 3; the US 3: a tie
    assert s[L.VP] == 0 and kind(s) == "card"
    s = position({"Poland": (0, 3), "East Germany": (0, 3), "Hungary": (0, 3)}, defcon=3, cards={"ussr_hand": [45]})
    play(s, card(45), EVENT, dice=[3, 3])  # the USSR dominates Europe: 4 beats 3
    assert s[L.VP] == -2 and GAME.pending(s).player == "ussr" and legal(s) == [CHOICE, CHOICE + 1, CHOICE + 2]
    play(s, CHOICE + 2)
    assert s[L.DEFCON] == 4


def test_card_046_how_i_learned_sets_defcon_and_5_military_ops():
    s = position(cards={"ussr_hand": [46]})
    play(s, card(46), EVENT)
    assert s[L.MILOPS + USSR] == 5 and len(legal(s)) == 5
    play(s, CHOICE + 2)
    assert s[L.DEFCON] == 3
    s = position(cards={"ussr_hand": [46]})
    play(s, card(46), EVENT, CHOICE)
    assert GAME.result(s)["winner"] == "us"


def test_card_047_junta_2_influence_then_a_free_coup_without_military_ops():
    s = position({"Chile": (1, 0)}, cards={"ussr_hand": [47]})
    play(s, card(47), EVENT)
    assert country("Chile") in legal(s) and country("Iran") not in legal(s)
    play(s, country("Panama"))
    assert inf(s, "Panama") == (0, 2) and legal(s) == [L.A_DONE, CHOICE + 1, CHOICE + 2]
    play(s, CHOICE + 2, country("Chile"), dice=[6])  # 6 + 2 - 6 = 2
    assert inf(s, "Chile") == (0, 1) and s[L.MILOPS + USSR] == 0 and s[L.DEFCON] == 4


def test_card_048_kitchen_debates_only_with_more_us_battlegrounds():
    s = position({"Iran": (2, 0)}, phasing="us", cards={"us_hand": [48]})
    play(s, card(48), EVENT)
    assert s[L.VP] == 2
    s = position({"Iran": (2, 0), "Egypt": (0, 2)}, phasing="us", cards={"us_hand": [48]})
    play(s, card(48))
    assert EVENT not in legal(s)


def test_card_050_we_will_bury_you_3_vp_at_the_us_next_ar():
    """E.4: due in the US's next AR once its card is chosen (UN Intervention as an event would end it: #32)."""
    s = position(cards={"ussr_hand": [50, 14], "us_hand": [19, 21]})
    play(s, card(50), EVENT)
    assert s[L.DEFCON] == 4 and s[L.VP] == 0 and GAME.pending(s).player == "us" and s[L.EFFECT + 50] == 2
    play(s, card(19))
    assert s[L.VP] == -3 and s[L.EFFECT + 50] == 0


def test_card_051_brezhnev_doctrine_a_1_op_card_counts_2():
    """X-7.4c."""
    from engine.twilight.rules.cards import ops_value

    s = position(cards={"ussr_hand": [51]})
    play(s, card(51), EVENT)
    assert ops_value(s, USSR, 10) == 2 and ops_value(s, USSR, 21) == 4 and ops_value(s, US, 19) == 1


def test_card_052_portuguese_empire_crumbles():
    s = position(cards={"ussr_hand": [52]})
    play(s, card(52), EVENT)
    assert inf(s, "SE African States") == (0, 2) and inf(s, "Angola") == (0, 2)


def test_card_053_south_african_unrest_both_modes():
    s = position(cards={"ussr_hand": [53]})
    play(s, card(53), EVENT, CHOICE)
    assert inf(s, "South Africa") == (0, 2)
    s = position(cards={"ussr_hand": [53]})
    play(s, card(53), EVENT, CHOICE + 1)
    assert legal(s) == [country("Angola"), country("Botswana")]
    play(s, country("Botswana"))
    assert inf(s, "South Africa") == (0, 1) and inf(s, "Botswana") == (0, 2)


def test_card_054_allende():
    s = position(cards={"ussr_hand": [54]})
    play(s, card(54), EVENT)
    assert inf(s, "Chile") == (0, 2)


def test_card_055_willy_brandt_and_its_prohibition_by_tear_down_this_wall():
    s = position(cards={"ussr_hand": [55]})
    play(s, card(55), EVENT)
    assert s[L.VP] == -1 and inf(s, "West Germany") == (0, 1) and s[L.EFFECT + 55] == 1
    s = position(cards={"ussr_hand": [55]})
    s[L.EFFECT + 96] = 1
    play(s, card(55))
    assert EVENT not in legal(s)


def test_card_056_muslim_revolution_2_countries():
    s = position({"Iran": (2, 0), "Iraq": (1, 0), "Israel": (3, 0)}, cards={"ussr_hand": [56]})
    play(s, card(56), EVENT)
    assert set(legal(s)) == {country("Iran"), country("Iraq")}
    play(s, country("Iran"), country("Iraq"))
    assert inf(s, "Iran") == (0, 0) and inf(s, "Iraq") == (0, 0) and kind(s) == "card"


def test_card_056_muslim_revolution_prohibited_by_awacs():
    s = position({"Iran": (2, 0)}, phasing="us", cards={"us_hand": [56]})
    s[L.EFFECT + 110] = 1
    play(s, card(56), INFLUENCE)
    assert kind(s) == "order"
    play(s, L.A_EVENT_FIRST)
    assert inf(s, "Iran") == (2, 0) and kind(s) == "influence"


def test_card_057_abm_treaty_defcon_then_4_ops_not_reduced_by_red_scare():
    """X-7.4e: a fixed 4 under Red Scare/Purge."""
    s = position({"Iran": (0, 1)}, defcon=3, cards={"ussr_hand": [57]})
    s[L.EFFECT + 31] = USSR + 1
    play(s, card(57), EVENT)
    assert s[L.DEFCON] == 4
    play(s, CHOICE, *[country("Iran")] * 4)
    assert inf(s, "Iran") == (0, 5)


def test_card_057_abm_treaty_realignment_rolls_may_stop():
    s = position({"Iran": (2, 1)}, cards={"ussr_hand": [57]})
    play(s, card(57), EVENT, CHOICE + 1, country("Iran"), dice=[6, 1])
    assert inf(s, "Iran") == (0, 1)
    assert L.A_DONE in legal(s)
    play(s, L.A_DONE)
    assert kind(s) == "card"


def test_card_058_cultural_revolution_takes_the_china_card_or_1_vp():
    s = position(china_card={"holder": "us", "face_up": False}, cards={"ussr_hand": [58]})
    play(s, card(58), EVENT)
    assert s[L.CHINA_HOLDER] == USSR and s[L.CHINA_UP] == 1
    s = position(cards={"ussr_hand": [58]})
    play(s, card(58), EVENT)
    assert s[L.VP] == -1


def test_card_059_flower_power_2_vp_per_us_war_card_not_for_the_space_race():
    s = position({"Iran": (1, 0)}, phasing="us", cards={"us_hand": [24, 36]})
    s[L.EFFECT + 59] = 1
    play(s, card(24), INFLUENCE, country("Iran"), country("Iran"))
    assert s[L.VP] == -2
    s = position(phasing="us", cards={"us_hand": [36]})
    s[L.EFFECT + 59] = 1
    play(s, card(36), L.A_USE0 + L.USE_SPACE, dice=[6])
    assert s[L.VP] == 0


def test_card_059_flower_power_event_and_its_prohibition():
    s = position(cards={"ussr_hand": [59]})
    play(s, card(59), EVENT)
    assert s[L.EFFECT + 59] == 1
    s = position(cards={"ussr_hand": [59]})
    s[L.EFFECT + 97] = 1
    play(s, card(59))
    assert EVENT not in legal(s)


def test_card_060_u2_incident():
    s = position(cards={"ussr_hand": [60]})
    play(s, card(60), EVENT)
    assert s[L.VP] == -1 and s[L.EFFECT + 60] == 1


def test_card_049_missile_envy_takes_the_highest_card_and_its_own_event_occurs():
    """E.5: the US gives a 4-Ops card of its choice (a US event): the USSR conducts its 4 Ops, no event."""
    s = position({"Poland": (0, 1)}, cards={"ussr_hand": [49], "us_hand": [19, 21, 27]})
    play(s, card(49), EVENT)
    assert GAME.pending(s).player == "us" and legal(s) == [card(21), card(27)]  # the US picks among the 4s
    play(s, card(27))
    assert s[L.LOC + 49] == L.LOC_HAND_US and s[L.LOC + 27] == L.LOC_DISCARD and s[L.EFFECT + 27] == 0
    assert GAME.pending(s).player == "ussr" and legal(s)[0] == CHOICE  # 4 Ops, no event
    play(s, CHOICE, *[country("Poland")] * 4)
    assert inf(s, "Poland") == (0, 5)


def test_card_049_missile_envy_a_neutral_card_taken_fires_for_the_taker_then_the_owed_ops_play():
    s = position(phasing="us", cards={"us_hand": [49], "ussr_hand": [34, 14]})  # Nuclear Test Ban 4 Ops
    s[L.DEFCON] = 4
    play(s, card(49), EVENT, card(34))
    assert s[L.VP] == 2 and s[L.DEFCON] == 5 and s[L.LOC + 49] == L.LOC_HAND_USSR  # the US's Test Ban
    assert legal(s) == [card(49)]  # the USSR owes Missile Envy for Ops
    play(s, card(49))
    assert EVENT not in legal(s)
    play(s, INFLUENCE)
    assert s[L.EFFECT + 49] == 0


def test_card_049_missile_envy_cannot_occur_against_an_empty_hand():
    s = position(cards={"ussr_hand": [49]})
    play(s, card(49))
    assert EVENT not in legal(s)


def test_card_043_salt_negotiations_coup_rolls_minus_1():
    s = position({"Lebanon": (2, 0)}, cards={"ussr_hand": [14]})  # 3 Ops against stability 1
    s[L.EFFECT + 43] = 1
    play(s, card(14), COUP, country("Lebanon"), dice=[1])  # 1 + 3 - 1 - 2 = 1
    assert inf(s, "Lebanon") == (1, 0)
