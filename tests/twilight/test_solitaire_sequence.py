"""The solitaire's decks as hands (shared/spec/twilight_solo.md A.5, B.6 H1/H4/H6/H7/H9, B.13): the human's
2-card blind draw, the other card to the bottom, the China Card instead, the AI's top card, the headline
draws, UN Intervention's limit and the AI's UN Intervention."""
import numpy as np

from engine.twilight import data as D
from engine.twilight import layout as L
from engine.twilight.game import GAME
from engine.twilight.rules.solitaire_decks import top_cards
from tests.twilight.helpers import card, legal, stack

US, USSR, CHINA = D.US, D.USSR, D.CHINA
UN = D.CARD_INDEX["UN Intervention"]
# Early War cards: US events 19 Truman Doctrine, 21 NATO, 23 Marshall Plan, 26 CIA Created; USSR 7, 10, 14, 15
US_CARDS, USSR_CARDS = [19, 23, 21, 26], [7, 14, 10, 15]


def solo_position(phasing="us", ar=1, china=None, influence=None, **cards):
    doc = {"game": "twilight", "options": {"solitaire": True}, "action_round": ar, "phasing": phasing,
           "cards": {"us_hand": US_CARDS, "ussr_hand": USSR_CARDS, **cards}, "influence": influence or {}}
    if china:
        doc["china_card"] = china
    return GAME.from_json(doc)




def keys(s, cards):
    return [int(s[L.DECK_KEY + c]) for c in cards]


def test_b4_decks_are_shuffled_at_the_turn_start():
    s = GAME.new_state("solitaire", 3)
    while int(s[L.STEP]) != L.ST_HEADLINE:
        GAME.step(s, int(GAME.legal_actions(s)[0]))
    for side in (US, USSR):
        hand = [c for c in range(1, D.N_CARDS + 1) if s[L.LOC + c] == L.LOC_HAND + side]
        assert sorted(keys(s, hand)) == list(range(1, len(hand) + 1))


def test_h1_the_human_chooses_between_the_top_two_and_the_other_goes_to_the_bottom():
    s = solo_position()
    stack(s, US, [23, 19, 21, 26])
    assert legal(s) == [card(19), card(23)]
    GAME.step(s, card(23))
    assert list(top_cards(s, US, 3)) == [21, 26, 19] and s[L.DRAWN_OTHER] == 19


def test_h1_one_card_left_is_the_only_draw():
    s = solo_position(us_hand=[26])
    assert legal(s) == [card(26)]


def test_h6_the_china_card_instead_sends_both_drawn_cards_to_the_bottom_in_order():
    s = solo_position(china={"holder": "us", "face_up": True})
    stack(s, US, [23, 19, 21, 26])
    assert legal(s) == [card(CHINA), card(19), card(23)]
    GAME.step(s, card(CHINA))
    assert list(top_cards(s, US, 4)) == [21, 26, 23, 19] and s[L.DRAWN_OTHER] == 0


def test_a5_the_ai_plays_its_top_card_or_its_china_card():
    s = solo_position(phasing="ussr")
    stack(s, USSR, [14, 7, 10, 15])
    assert legal(s) == [card(CHINA), card(14)]  # 3.1: the USSR holds the China Card face up
    GAME.step(s, card(14))
    assert list(top_cards(s, USSR, 3)) == [7, 10, 15]  # nothing goes to the bottom


def test_a45_human_side_ussr_draws_two_and_the_us_ai_plays_its_top_card():
    doc = {"game": "twilight", "options": {"solitaire": True, "human_side": "ussr"}, "phasing": "ussr",
           "cards": {"us_hand": US_CARDS, "ussr_hand": USSR_CARDS}}
    s = GAME.from_json(doc)
    stack(s, USSR, [14, 7, 10, 15])
    assert legal(s) == [card(CHINA), card(7), card(14)]


def test_h7_b13_headline_draws():
    s = solo_position(ar=0)
    stack(s, US, [23, 19, 21, 26])
    stack(s, USSR, [14, 7, 10, 15])
    assert legal(s) == [card(7), card(10), card(14)]  # the USSR AI chooses first, from its top 3
    GAME.step(s, card(10))
    assert list(top_cards(s, USSR, 3)) == [14, 7, 15]  # the looked-at cards stay on top in order
    assert legal(s) == [card(19), card(23)]  # the human: the top 2
    GAME.step(s, card(19))
    assert keys(s, [23])[0] < min(keys(s, [21, 26]))


def test_h7_un_intervention_drawn_in_the_headline_leaves_one_choice():
    s = solo_position(ar=0, us_hand=[UN, 19, 21])
    stack(s, US, [UN, 19, 21])
    stack(s, USSR, [14, 7, 10, 15])
    GAME.step(s, card(14))
    assert legal(s) == [card(19)]


def test_h9_a_trapped_side_chooses_from_its_whole_deck():
    s = solo_position()
    stack(s, US, [23, 19, 21, 26])
    s[L.EFFECT + 42] = 1  # #42 Quagmire: the US is trapped and discards a card of 2+ Ops (E.5)
    assert legal(s) == [card(21), card(23)]  # #21 is third in the deck


def test_h4_un_intervention_cancels_only_the_event_of_the_other_drawn_card():
    """B.6 H4 (RULINGS.md TS9): drawn with #7 Socialist Governments (the AI's event) UN Intervention may be played
    as an event with #7 only, not with #14 deeper in the deck; #7 is discarded, the human conducts its 3 Ops."""
    s = solo_position(us_hand=[UN, 7, 14, 26], ussr_hand=[10, 15], influence={"iran": {"us": 1}})
    stack(s, US, [UN, 7, 14, 26])
    GAME.step(s, card(UN))
    assert s[L.DRAWN_OTHER] == 7
    GAME.step(s, L.A_USE0 + L.USE_EVENT)
    assert legal(s) == [card(7)]
    GAME.step(s, card(7))
    assert s[L.LOC + 7] == L.LOC_DISCARD and s[L.LOC + 14] == L.LOC_HAND_US


def test_h4_un_intervention_without_an_ai_event_on_the_other_drawn_card_is_ops_only():
    s = solo_position(us_hand=[UN, 26, 14, 19], ussr_hand=[10, 15], influence={"iran": {"us": 1}})
    stack(s, US, [UN, 26, 14, 19])
    GAME.step(s, card(UN))
    assert L.A_USE0 + L.USE_EVENT not in legal(s)


def test_b10_4_the_ai_plays_un_intervention_with_its_next_card():
    """B.10.4 (TS9): the USSR AI's UN Intervention cancels the event of the next card of its deck."""
    s = solo_position(phasing="ussr", us_hand=[23, 21], ussr_hand=[UN, 19, 26, 14], influence={"poland": {"ussr": 1}})
    stack(s, USSR, [UN, 19, 26, 14])
    GAME.step(s, card(UN))
    GAME.step(s, L.A_USE0 + L.USE_EVENT)
    assert legal(s) == [card(19)]
    stack(s, USSR, [26, 19, 14])
    assert legal(s) == [card(26)]


def test_c1_grain_sales_takes_from_the_ai_deck_and_a_returned_card_keeps_its_place():
    """C.1, H11 (RULINGS.md TS9): the random card comes from the AI's deck; returned, it keeps its place; UN
    Intervention deeper in the human's deck may not be combined with it (H4)."""
    s = solo_position(us_hand=[67, 19, UN], ussr_hand=[10, 15, 14], influence={"iran": {"us": 1}})
    stack(s, US, [67, 19, UN])
    stack(s, USSR, [10, 15, 14])
    before = keys(s, [10, 15, 14])
    GAME.step(s, card(67))
    GAME.step(s, L.A_USE0 + L.USE_EVENT)
    taken = int(s[L.EV_TAKEN])
    assert taken in (10, 15, 14) and L.A_CHOICE0 + 4 not in legal(s)
    GAME.step(s, L.A_CHOICE0 + 3)
    assert s[L.LOC + taken] == L.LOC_HAND_USSR and keys(s, [10, 15, 14]) == before


def test_solitaire_decks_position_round_trip():
    s = solo_position()
    stack(s, US, [23, 19, 21, 26])
    GAME.step(s, card(23))
    assert np.array_equal(GAME.from_json(GAME.to_json(s)), s)
