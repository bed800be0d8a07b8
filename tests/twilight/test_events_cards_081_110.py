"""7 Events of cards 82-110 (cards.csv `effect`; 104-110 optional): a concrete outcome each, and the case
where the event cannot occur, is prohibited or does nothing."""
import numpy as np

from engine.core.rng import seed_words
from engine.twilight import layout as L
from engine.twilight.game import GAME
from engine.twilight.rules.board import take_snapshot
from tests.twilight.helpers import (
    COUP,
    EVENT,
    INFLUENCE,
    REALIGN,
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


def test_card_082_iranian_hostage_crisis_and_terrorism_doubled():
    s = position({"Iran": (2, 0)}, cards={"ussr_hand": [82]})
    play(s, card(82), EVENT)
    assert inf(s, "Iran") == (0, 2) and s[L.EFFECT + 82] == 1
    s = position(cards={"ussr_hand": [92], "us_hand": [19, 21, 27]})
    s[L.EFFECT + 82] = 1
    play(s, card(92), EVENT)
    assert len(hand(s, US)) == 1


def test_card_083_the_iron_lady():
    s = position({"UK": (5, 2)}, phasing="us", cards={"us_hand": [83]})
    play(s, card(83), EVENT)
    assert inf(s, "UK") == (5, 0) and inf(s, "Argentina") == (0, 1) and s[L.VP] == 1 and s[L.EFFECT + 83] == 1


def test_card_084_reagan_bombs_libya():
    s = position({"Libya": (0, 5)}, phasing="us", cards={"us_hand": [84]})
    play(s, card(84), EVENT)
    assert s[L.VP] == 2


def test_card_085_star_wars_picks_a_discarded_event_for_the_us():
    s = position(phasing="us", space_race={"us": 2, "ussr": 1}, cards={"us_hand": [85], "discard": [84, 1]})
    play(s, card(85), EVENT)
    assert legal(s) == [card(84)]  # no scoring card
    play(s, card(84))
    assert s[L.LOC + 84] == L.LOC_REMOVED and s[L.LOC + 85] == L.LOC_REMOVED


def test_card_085_star_wars_behind_in_space_cannot_occur():
    """X-5.2d: the USSR plays it for Ops while the US is not ahead: no event, discarded."""
    s = position({"Poland": (0, 1)}, space_race={"us": 1, "ussr": 1}, cards={"ussr_hand": [85]})
    play(s, card(85), INFLUENCE, L.A_EVENT_FIRST, country("Poland"), country("Poland"))
    assert s[L.LOC + 85] == L.LOC_DISCARD


def test_card_086_north_sea_oil_an_extra_us_ar_and_opec_prohibited():
    from engine.twilight.rules.cards import ar_allowance

    s = position(phasing="us", cards={"us_hand": [86]})
    play(s, card(86), EVENT)
    assert ar_allowance(s, US) == 7 and s[L.EFFECT + 86] == 2
    from engine.twilight.rules.sequence import start_headline

    start_headline(s)  # the next turn
    assert ar_allowance(s, US) == 6 and s[L.EFFECT + 86] == 1


def test_card_087_the_reformer_6_when_the_ussr_leads_and_no_ussr_coup_in_europe():
    s = position(vp=-1, cards={"ussr_hand": [87]})
    play(s, card(87), EVENT)
    for name in ("Poland", "Poland", "Italy", "Italy", "France"):
        play(s, country(name))
    assert country("Italy") not in legal(s) and country("Iran") not in legal(s)
    play(s, country("France"))
    assert inf(s, "France") == (0, 2) and kind(s) == "card" and s[L.EFFECT + 87] == 1
    t = position({"Italy": (1, 0), "Iran": (1, 0)}, cards={"ussr_hand": [14]})
    t[L.EFFECT + 87] = 1
    play(t, card(14), COUP)
    assert legal(t) == [country("Iran")]


def test_card_088_marine_barracks_bombing():
    s = position({"Lebanon": (2, 0), "Israel": (1, 0), "Iran": (3, 0)}, cards={"ussr_hand": [88]})
    play(s, card(88), EVENT, country("Israel"), country("Iran"))
    assert inf(s, "Lebanon") == (0, 0) and inf(s, "Israel") == (0, 0) and inf(s, "Iran") == (2, 0)


def test_card_089_kal_007_ops_only_with_south_korea():
    s = position({"South Korea": (3, 0)}, phasing="us", cards={"us_hand": [89]})
    play(s, card(89), EVENT)
    assert s[L.DEFCON] == 4 and s[L.VP] == 2 and legal(s) == [CHOICE, CHOICE + 1]  # no coup
    play(s, CHOICE, *[country("South Korea")] * 4)
    assert inf(s, "South Korea") == (7, 0)
    s = position(phasing="us", cards={"us_hand": [89]})
    play(s, card(89), EVENT)
    assert kind(s) == "card" and s[L.VP] == 2


def test_card_090_glasnost_ops_only_with_the_reformer():
    s = position(defcon=3, cards={"ussr_hand": [90]})
    play(s, card(90), EVENT)
    assert s[L.VP] == -2 and s[L.DEFCON] == 4 and kind(s) == "card"
    s = position(cards={"ussr_hand": [90]})
    s[L.EFFECT + 87] = 1
    play(s, card(90), EVENT)
    assert legal(s) == [CHOICE, CHOICE + 1]


def test_card_091_ortega_clears_nicaragua_then_a_free_coup_next_to_it():
    s = position({"Nicaragua": (2, 0), "Cuba": (1, 0), "Panama": (1, 0)}, cards={"ussr_hand": [91]})
    play(s, card(91), EVENT)
    assert inf(s, "Nicaragua") == (0, 0) and legal(s) == [L.A_DONE, CHOICE + 2]
    play(s, CHOICE + 2)
    assert legal(s) == [country("Cuba")]
    play(s, country("Cuba"), dice=[6])  # 6 + 2 - 6 = 2
    assert inf(s, "Cuba") == (0, 1) and s[L.MILOPS + USSR] == 0 and s[L.DEFCON] == 4


def test_card_092_terrorism_one_random_card():
    s = position(phasing="us", cards={"us_hand": [92], "ussr_hand": [14, 15]})
    play(s, card(92), EVENT)
    assert len(hand(s, USSR)) == 1
    s = position(cards={"ussr_hand": [92], "us_hand": [19, 21]})  # without #82: 1 card
    play(s, card(92), EVENT)
    assert len(hand(s, US)) == 1


def test_card_093_iran_contra_us_realignment_minus_1():
    s = position({"Iran": (1, 1)}, phasing="us", cards={"us_hand": [21]})
    s[L.EFFECT + 93] = 1
    play(s, card(21), REALIGN, country("Iran"), dice=[3, 2])  # 3 - 1 = 2 ties 2: nothing
    assert inf(s, "Iran") == (1, 1)


def test_card_094_chernobyl_bars_ussr_placement_in_the_named_region():
    s = position(phasing="us", cards={"us_hand": [94]})
    play(s, card(94), EVENT)
    assert len(legal(s)) == 6
    play(s, CHOICE)  # Europe
    assert s[L.EFFECT + 94] == 1
    t = position({"Iran": (0, 1)}, cards={"ussr_hand": [14]})
    t[L.EFFECT + 94] = 1
    take_snapshot(t, USSR)  # as at the start of a USSR AR under the effect
    play(t, card(14), INFLUENCE)
    assert country("Poland") not in legal(t) and country("Iran") in legal(t)


def test_card_094_chernobyl_set_off_by_the_ussr_ops_play_bars_those_ops_too():
    t = position({"Iran": (0, 1)}, cards={"ussr_hand": [94]})
    play(t, card(94), INFLUENCE, L.A_EVENT_FIRST)
    assert GAME.pending(t).player == "us"
    play(t, CHOICE + 1)  # the Middle East
    assert country("Iran") not in legal(t) and country("Poland") in legal(t)


def test_card_095_latin_american_debt_crisis():
    s = position({"Brazil": (0, 2), "Chile": (0, 1)}, cards={"ussr_hand": [95], "us_hand": [19]})
    play(s, card(95), EVENT)
    assert legal(s) == [L.A_DONE] and GAME.pending(s).player == "us"
    play(s, L.A_DONE, country("Brazil"), country("Chile"))
    assert inf(s, "Brazil") == (0, 4) and inf(s, "Chile") == (0, 2)
    s = position({"Brazil": (0, 2)}, cards={"ussr_hand": [95], "us_hand": [21]})
    play(s, card(95), EVENT, card(21))
    assert inf(s, "Brazil") == (0, 2) and s[L.LOC + 21] == L.LOC_DISCARD


def test_card_096_tear_down_this_wall_cancels_willy_brandt_and_coups_in_europe_at_any_defcon():
    s = position({"Poland": (0, 2)}, phasing="us", defcon=2, cards={"us_hand": [96]})
    s[L.EFFECT + 55] = 1
    play(s, card(96), EVENT)
    assert inf(s, "East Germany") == (3, 0) and s[L.EFFECT + 55] == 0 and s[L.EFFECT + 96] == 1
    play(s, CHOICE + 2, country("Poland"), dice=[6])  # 6 + 3 - 6 = 3: 2 removed, 1 placed
    assert inf(s, "Poland") == (1, 0) and s[L.MILOPS + US] == 0 and GAME.result(s)["winner"] == "ussr"


def test_card_097_an_evil_empire_cancels_flower_power():
    s = position(phasing="us", cards={"us_hand": [97]})
    s[L.EFFECT + 59] = 1
    play(s, card(97), EVENT)
    assert s[L.VP] == 1 and s[L.EFFECT + 59] == 0 and s[L.EFFECT + 97] == 1


def test_card_098_aldrich_ames_the_ussr_discards_a_us_card():
    s = position(cards={"ussr_hand": [98], "us_hand": [19, 21]})
    play(s, card(98), EVENT)
    assert legal(s) == [card(19), card(21)]
    play(s, card(21))
    assert hand(s, US) == [19] and s[L.LOC + 21] == L.LOC_DISCARD and s[L.EFFECT + 21] == 0


def test_card_098_t19_the_us_hand_stays_open_to_the_ussr_for_the_turn():
    """T19: after #98 the USSR's determinizations keep the US hand; without it they resample it."""
    s = position(cards={"ussr_hand": [98, 7], "us_hand": [19, 21, 22]})
    play(s, card(98), EVENT, card(21))
    closed = s.copy()
    closed[L.EFFECT + 98] = 0
    for k in range(4):
        t, u = s.copy(), closed.copy()
        GAME.determinize(t, USSR, np.array(seed_words(k, 98), dtype=np.int64))
        GAME.determinize(u, USSR, np.array(seed_words(k, 98), dtype=np.int64))
        assert hand(t, US) == [19, 22] and hand(u, US) != [19, 22]
    opened, hidden = GAME.hidden_words(s, USSR), GAME.hidden_words(closed, USSR)
    assert not opened[L.LOC + 19] and hidden[L.LOC + 19]


def test_card_099_pershing_ii():
    s = position({"Italy": (2, 0), "France": (1, 0), "Poland": (1, 0)}, cards={"ussr_hand": [99]})
    play(s, card(99), EVENT)
    assert s[L.VP] == -1 and set(legal(s)) == {country("Italy"), country("France")}
    play(s, country("Italy"), country("France"))
    assert inf(s, "Italy") == (1, 0) and inf(s, "France") == (0, 0) and kind(s) == "card"


def test_card_100_wargames_only_at_defcon_2_the_opponent_gains_6_and_the_vp_decide():
    s = position(vp=-7, defcon=2, cards={"ussr_hand": [100]})
    play(s, card(100), EVENT, CHOICE)
    assert GAME.result(s)["winner"] == "ussr" and s[L.VP] == -1
    s = position(vp=-6, defcon=2, cards={"ussr_hand": [100]})
    play(s, card(100), EVENT, CHOICE)
    assert GAME.result(s)["winner"] is None
    s = position(defcon=3, cards={"ussr_hand": [100]})
    play(s, card(100))
    assert EVENT not in legal(s)


def test_card_101_solidarity_needs_john_paul_ii():
    s = position(phasing="us", cards={"us_hand": [101]})
    play(s, card(101))
    assert EVENT not in legal(s)
    s = position(phasing="us", cards={"us_hand": [101]})
    s[L.EFFECT + 68] = 1
    play(s, card(101), EVENT)
    assert inf(s, "Poland") == (3, 0)


def test_card_102_iran_iraq_war():
    s = position({"Iraq": (2, 0), "Iran": (0, 2)}, cards={"ussr_hand": [102]})
    play(s, card(102), EVENT)
    assert legal(s) == [country("Iran"), country("Iraq")]
    play(s, country("Iraq"), dice=[4])
    assert inf(s, "Iraq") == (0, 2) and s[L.VP] == -2 and s[L.MILOPS + USSR] == 2


def test_card_104_cambridge_five_a_region_of_a_us_scoring_card():
    s = position(cards={"ussr_hand": [104], "us_hand": [3]})
    play(s, card(104), EVENT)
    assert country("Iran") in legal(s) and country("Poland") not in legal(s)
    play(s, country("Iran"))
    assert inf(s, "Iran") == (0, 1)
    s = position(cards={"ussr_hand": [104], "us_hand": [19]})
    play(s, card(104), EVENT)
    assert kind(s) == "card"
    s = position(turn=8, cards={"ussr_hand": [104], "us_hand": [3]})
    play(s, card(104))
    assert EVENT not in legal(s)


def test_card_105_special_relationship_with_and_without_nato():
    s = position({"UK": (5, 0)}, phasing="us", cards={"us_hand": [105]})
    play(s, card(105), EVENT)
    assert len(legal(s)) == 4
    play(s, country("Norway"))
    assert inf(s, "Norway") == (1, 0)
    s = position({"UK": (5, 0)}, phasing="us", cards={"us_hand": [105]})
    s[L.EFFECT + 21] = 1
    play(s, card(105), EVENT, country("Italy"))
    assert inf(s, "Italy") == (2, 0) and s[L.VP] == 2
    s = position(phasing="us", cards={"us_hand": [105]})
    play(s, card(105))
    assert EVENT not in legal(s)


def test_card_106_norad_after_an_ar_that_moves_defcon_to_2():
    s = position({"Canada": (4, 0), "Iran": (0, 1)}, phasing="us", defcon=3, cards={"us_hand": [21], "ussr_hand": [14]})
    s[L.EFFECT + 106] = 1
    play(s, card(21), COUP, country("Iran"), dice=[1])
    assert GAME.pending(s).player == "us" and kind(s) == "event" and s[L.DEFCON] == 2
    assert country("Canada") in legal(s) and country("Iran") not in legal(s)
    play(s, country("Canada"))
    assert inf(s, "Canada") == (5, 0) and GAME.pending(s).player == "ussr"


def test_card_106_norad_event_sets_the_effect():
    s = position(phasing="us", cards={"us_hand": [106]})
    play(s, card(106), EVENT)
    assert s[L.EFFECT + 106] == 1


def test_card_107_che_a_second_coup_after_removing_us_influence():
    s = position({"Guatemala": (1, 0), "Haiti": (1, 0), "Cuba": (1, 0)}, cards={"ussr_hand": [107]})
    play(s, card(107), EVENT)
    assert country("Cuba") not in legal(s) and L.A_DONE in legal(s)
    play(s, country("Guatemala"), dice=[1])  # 1 + 3 - 2 = 2: the US point out, 1 USSR in
    assert inf(s, "Guatemala") == (0, 1) and s[L.MILOPS + USSR] == 3
    assert country("Guatemala") not in legal(s) and country("Haiti") in legal(s)
    play(s, country("Haiti"), dice=[1])
    assert inf(s, "Haiti") == (0, 1) and kind(s) == "card"


def test_card_108_our_man_in_tehran_discards_from_the_top_5():
    s = position({"Iran": (2, 0)}, phasing="us", cards={"us_hand": [108], "deck": [19, 21, 22, 23, 24, 25]})
    play(s, card(108), EVENT)
    assert set(legal(s)) == {card(n) for n in (21, 22, 23, 24, 25)} | {L.A_DONE}
    play(s, card(23), L.A_DONE)
    assert s[L.LOC + 23] == L.LOC_DISCARD and s[L.DECK_N] >= 5
    s = position(phasing="us", cards={"us_hand": [108]})
    play(s, card(108))
    assert EVENT not in legal(s)


def deck(s) -> list[int]:
    """The draw deck, bottom to top."""
    return s[L.DECK:L.DECK + s[L.DECK_N]].tolist()


def test_card_108_t19_the_cards_looked_at_stay_on_top_for_the_us_only():
    """T19: a determinization for the US keeps the top cards it is looking at (its answers name them); for
    the USSR, which does not see them, they are resampled with the rest of the deck."""
    s = position({"Iran": (2, 0)}, phasing="us", cards={"us_hand": [108], "deck": [19, 21, 22, 23, 24, 25, 26]})
    play(s, card(108), EVENT, card(24))  # one discarded: 4 of the 5 are still looked at
    looked_at = deck(s)[-4:]
    assert s[L.EV_LEFT] == 4 and set(legal(s)) == {card(n) for n in looked_at} | {L.A_DONE}
    ussr_top = set()
    for k in range(8):
        rng = np.array(seed_words(k, 108), dtype=np.int64)
        t = s.copy()
        GAME.determinize(t, US, rng)
        assert deck(t)[-4:] == looked_at and set(legal(t)) == set(legal(s))
        assert sorted(deck(t)) == sorted(deck(s))
        t = s.copy()
        GAME.determinize(t, USSR, rng)
        ussr_top.add(tuple(deck(t)[-4:]))
    assert len(ussr_top) > 1
    n = s[L.DECK_N]
    us, ussr = GAME.hidden_words(s, US), GAME.hidden_words(s, USSR)
    assert us[L.DECK:L.DECK + n - 4].all() and not us[L.DECK + n - 4:L.DECK + n].any() and ussr[L.DECK:L.DECK + n].all()
    assert not any(us[L.LOC + c] for c in looked_at) and all(ussr[L.LOC + c] for c in looked_at)


def test_card_109_yuri_and_samantha_1_vp_per_us_coup():
    s = position({"Iran": (0, 1)}, phasing="us", cards={"us_hand": [21]})
    s[L.EFFECT + 109] = 1
    play(s, card(21), COUP, country("Iran"), dice=[1])
    assert s[L.VP] == -1


def test_card_110_awacs():
    s = position(phasing="us", cards={"us_hand": [110]})
    play(s, card(110), EVENT)
    assert inf(s, "Saudi Arabia") == (2, 0) and s[L.EFFECT + 110] == 1
