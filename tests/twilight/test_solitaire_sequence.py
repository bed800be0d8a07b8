"""The solitaire's decks as hands (shared/spec/twilight_solo.md A.5, B.6 H1/H4/H6/H7/H9, B.13): the human's
2-card blind draw, the other card to the bottom, the China Card instead, the AI's top card, the headline
draws, UN Intervention's limit."""
import numpy as np

from engine.twilight import data as D
from engine.twilight import layout as L
from engine.twilight.game import GAME
from engine.twilight.legal import un_alone
from engine.twilight.rules.solitaire_decks import top_cards
from tests.twilight.helpers import card, legal

US, USSR, CHINA = D.US, D.USSR, D.CHINA
UN = D.CARD_INDEX["UN Intervention"]
# Early War cards: US events 19 Truman Doctrine, 21 NATO, 23 Marshall Plan, 26 CIA Created; USSR 7, 10, 14, 15
US_CARDS, USSR_CARDS = [19, 23, 21, 26], [7, 14, 10, 15]


def solo_position(phasing="us", ar=1, china=None, **cards):
    doc = {"game": "twilight", "options": {"solitaire": True}, "action_round": ar, "phasing": phasing,
           "cards": {"us_hand": US_CARDS, "ussr_hand": USSR_CARDS, **cards}}
    if china:
        doc["china_card"] = china
    return GAME.from_json(doc)


def stack(s, side, top_first):
    """Side's deck in the order `top_first` (top card first)."""
    for i, c in enumerate(top_first):
        s[L.DECK_KEY + c] = len(top_first) - i
    assert list(top_cards(s, side, len(top_first))) == top_first


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


def test_h4_un_intervention_without_an_ai_event_on_the_other_drawn_card_is_ops_only():
    s = solo_position()
    s[L.DRAWN_OTHER] = 0
    assert un_alone(s, US)
    s[L.DRAWN_OTHER] = 26  # #26 CIA Created: the human's own event
    assert un_alone(s, US)
    s[L.DRAWN_OTHER] = 7  # #7 Socialist Governments: the USSR AI's event
    assert not un_alone(s, US)
    assert not un_alone(s, USSR)  # the AI is not bound by H4
    t = GAME.new_state("standard", 1)
    assert not un_alone(t, US)


def test_solitaire_decks_position_round_trip():
    s = solo_position()
    stack(s, US, [23, 19, 21, 26])
    GAME.step(s, card(23))
    assert np.array_equal(GAME.from_json(GAME.to_json(s)), s)
