"""Chapters 5-6: action phases, the last US card, end of turn, the deal, reshuffles, card play."""
import pytest

from engine.labyrinth import data as D
from engine.labyrinth import layout as L
from engine.labyrinth.game import GAME
from engine.labyrinth.rules import board
from engine.labyrinth.rules.cards import hand_count
from engine.labyrinth.rules.sequence import diplomacy, end_of_turn
from tests.labyrinth.helpers import card_action, country_action, get, legal, op_action, play, position

CELL = {"iran": {"sleepers": 1}}


def test_5_2_5_diplomacy_example_prestige_1_minus_1_plus_1_is_2():
    """Prestige 1: -1 for an IR country stays 1, +1 for World Hard 3 with a Hard US gives 2."""
    countries = {"afghanistan": {"governance": "islamist_rule", "alignment": "adversary", "sleepers": 1},
                 **{n: {"posture": "hard"} for n in ("canada", "china", "india")}}
    s = position(countries, prestige=1, funding=1)
    diplomacy(s)
    assert s[L.PRESTIGE] == 2 and s[L.FUNDING] == 1


def test_5_2_2_jihadist_plays_two_cards_then_the_us():
    s = position(CELL, cards={"jihadist_hand": [96, 97, 98], "us_hand": [99, 100]})
    assert GAME.current_player(s) == D.JIHADIST
    for card in (96, 97):
        play(s, card_action(card), op_action(L.OP_TRAVEL), country_action("iran"), country_action("iran"))
    assert GAME.current_player(s) == D.US and s[L.LOC + 96] == L.LOC_DISCARD


def test_5_2_4_us_may_keep_its_last_card_which_ends_the_turn_when_the_jihadist_is_out():
    s = position(CELL, phase="us", cards={"us_hand": [99], "jihadist_hand": []}, funding=5)
    assert legal(s) == [card_action(99), L.A_DISCARD, L.A_KEEP]
    play(s, L.A_KEEP)
    # 5.2.5-5.2.8: Funding -1, then a new deal of 8 (Funding 4) and 9 more US cards (5.2.8: no hand limit)
    assert s[L.TURN] == 2 and s[L.FUNDING] == 4
    assert hand_count(s, D.JIHADIST) == 8 and hand_count(s, D.US) == 10 and s[L.LOC + 99] == L.LOC_HAND_US


def test_5_2_4_discarding_the_last_card_triggers_no_event():
    s = position(CELL, phase="us", cards={"us_hand": [60], "jihadist_hand": [97]})
    play(s, L.A_DISCARD)
    assert s[L.LOC + 60] == L.LOC_DISCARD and s[L.MARKED + 60] == 0


def test_6_3_2_an_opponent_event_not_playable_when_it_would_occur_does_not_occur():
    """#48 Adam Gadahn triggered by a US Ops play: not the first card of a Jihadist phase, so nothing happens."""
    s = position(CELL, phase="us", cards={"us_hand": [48, 99], "jihadist_hand": [97]})
    play(s, card_action(48), op_action(L.OP_WOI))
    play(s, country_action("canada"))
    assert s[L.LOC + 48] == L.LOC_DISCARD and board.cells(s, D.UNITED_STATES) == 0 and s[L.CARD] == 0


def test_8_5_3_first_plot_card_goes_to_the_1st_plot_box_and_its_us_event_is_ignored():
    countries = {"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 2}}
    s = position(countries, cards={"jihadist_hand": [1, 2], "us_hand": [99]})
    play(s, card_action(1), op_action(L.OP_PLOT), country_action("iraq"))
    assert s[L.LOC + 1] == L.LOC_FIRST_PLOT and s[L.FIRST_PLOT] == 1 and s[L.BACKLASH] == 0
    play(s, card_action(2), op_action(L.OP_PLOT))
    assert legal(s) == [L.A_EVENT, op_action(L.OP_PLOT)]  # 6.3.2: a later Plot card triggers its US event
    play(s, op_action(L.OP_PLOT), country_action("iraq"))
    assert s[L.LOC + 2] == L.LOC_LAPSING and s[L.LAPSE + 2] == 1  # #2 Biometrics happened after the Ops


def test_5_2_6_end_of_turn_resets_boxes_reserves_and_flips_green_rc():
    countries = {**CELL, "iraq": {"governance": "poor", "alignment": "ally", "troops": 6, "regime_change": "green"}}
    s = position(countries, reserves={"us": 2, "jihadist": 1}, cards={"lapsing": [117], "first_plot": [5]})
    end_of_turn(s)
    assert s[L.LOC + 117] == L.LOC_DISCARD and s[L.LOC + 5] == L.LOC_DISCARD and s[L.FIRST_PLOT] == 0
    assert s[L.RESERVES] == 0 and s[L.RESERVES + 1] == 0
    assert get(s, "iraq", L.RC) == L.RC_TAN


def test_5_3_1_the_game_ends_at_the_game_ending_reshuffle():
    s = position(CELL, cards={"draw": [10, 11, 12], "discard": list(range(13, 121)) + list(range(2, 10)),
                              "jihadist_hand": [1]}, options={"decks": 1})
    assert not GAME.is_terminal(s)
    end_of_turn(s)
    assert GAME.is_terminal(s) and s[L.END_REASON] == L.END_ADJUDICATION


def test_5_3_1_reshuffle_brings_back_discards_lapsing_and_first_plot_cards():
    s = position(CELL, cards={"draw": [10], "discard": list(range(11, 121)) + list(range(3, 10)), "lapsing": [1],
                              "jihadist_hand": [2]}, options={"decks": 2})
    end_of_turn(s)
    assert not GAME.is_terminal(s) and s[L.RESHUFFLES] == 1 and s[L.LOC + 1] != L.LOC_LAPSING
    # the held card 2 stays in the hand (5.3.1); 8 + 9 cards dealt
    assert hand_count(s, D.JIHADIST) == 9 and hand_count(s, D.US) == 9 and s[L.DRAW_N] == 120 - 18


def test_6_2_5_association_a_side_never_plays_the_opponents_event():
    s = position(CELL, cards={"jihadist_hand": [1, 97], "us_hand": [99]})
    play(s, card_action(1))
    with pytest.raises(Exception, match="not legal"):
        GAME.step(s, L.A_EVENT)
    assert board.cells_on_map(s) == 1


def test_4_8_4_jihadist_without_cards_may_still_remove_cadres():
    countries = {**CELL, "iraq": {"governance": "poor", "alignment": "ally", "cadre": True}}
    s = position(countries, cards={"jihadist_hand": [], "us_hand": [99, 100]})
    assert legal(s) == [L.A_DONE, country_action("iraq")]
    play(s, country_action("iraq"))
    assert get(s, "iraq", L.CADRE) == 0 and legal(s) == [L.A_DONE]
    play(s, L.A_DONE)
    assert GAME.current_player(s) == D.US
