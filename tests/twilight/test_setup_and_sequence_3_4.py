"""3 setup, 4 the game sequence: deal, headline, action rounds, held cards, end of turn, era changes."""
import numpy as np
import pytest

from engine.core.protocol import IllegalAction
from engine.twilight import data as D
from engine.twilight import layout as L
from engine.twilight.game import GAME
from engine.twilight.rules import cards, sequence
from tests.twilight.helpers import EVENT, INFLUENCE, US, USSR, card, country, hand, kind, legal, play, position


def _setup(seed=3, options=None):
    """A new game with the setup points placed by the first legal choices."""
    s = GAME.new_state("standard", seed, options)
    while kind(s) == "setup":
        play(s, legal(s)[seed % len(legal(s))])
    return s


@pytest.mark.parametrize("optional, deck", [(False, 19), (True, 22)])
def test_3_setup_totals(optional, deck):
    """X-3.1: USSR 15 (6 in Eastern Europe), US 25 (7 in Western Europe), DEFCON 5, VP 0, hands 8, deck 19/22."""
    s = GAME.new_state("standard", 3, {"optional_cards": optional})
    assert GAME.pending(s).player == "ussr" and len(legal(s)) == 9  # Eastern Europe with Austria and Finland
    assert len(hand(s, US)) == 8 and len(hand(s, USSR)) == 8  # 3.1: hands are seen before placing
    s = _setup(3, {"optional_cards": optional})
    inf = L.LAYOUT.view(s, "inf")
    assert inf[USSR].sum() == 15 and inf[US].sum() == 25
    east = [i for i in range(84) if D.SUBREGIONS[i] & D.EASTERN_EUROPE]
    west = [i for i in range(84) if D.SUBREGIONS[i] & D.WESTERN_EUROPE]
    assert (inf[USSR] - D.START_INFLUENCE[USSR])[east].sum() == 6
    assert (inf[US] - D.START_INFLUENCE[US])[west].sum() == 7
    assert s[L.DEFCON] == 5 and s[L.VP] == 0 and s[L.TURN] == 1
    assert s[L.DECK_N] == deck and s[L.CHINA_HOLDER] == USSR and s[L.CHINA_UP] == 1
    assert kind(s) == "headline" and GAME.pending(s).player == "ussr"


def test_3_2_setup_points_only_in_the_subregion():
    s = GAME.new_state("standard", 1)
    with pytest.raises(IllegalAction):
        play(s, country("France"))
    play(s, *[country("Poland")] * 6)
    assert GAME.pending(s).player == "us" and country("Finland") in legal(s) and country("Poland") not in legal(s)


def test_4_4_era_change_adds_the_mid_war_cards_to_the_remaining_deck_only():
    """X-4.4: end of turn 3 with deck 5 and discard 20 -> turn 4 deck 51, discard 20 (103 cards)."""
    s = position(turn=3, options={"optional_cards": False})
    early = [n for n in range(1, 111) if D.CARD_ERA[n] == D.EARLY and n != D.CHINA and not D.CARD_OPTIONAL[n]]
    s[L.LOC + np.array(early[:5])] = L.LOC_DECK
    s[L.DECK : L.DECK + 5] = early[:5]
    s[L.DECK_N] = 5
    s[L.LOC + np.array(early[5:25])] = L.LOC_DISCARD
    s[L.LOC + np.array(early[25:])] = L.LOC_REMOVED
    sequence.end_turn(s)
    assert s[L.TURN] == 4 and s[L.DECK_N] == 51
    assert int((L.LAYOUT.view(s, "loc") == L.LOC_DISCARD).sum()) == 20


@pytest.mark.parametrize("us, ussr, first", [(4, 15, US), (21, 31, US), (26, 16, USSR), (103, 31, US), (1, 19, USSR)])
def test_4_5C_headline_order(us, ussr, first):
    """X-4.5C: Duck and Cover/Nasser US; NATO/Red Scare US (tie); CIA/Warsaw Pact USSR; Defectors/Red Scare US;
    Asia Scoring/Truman USSR."""
    assert sequence.headline_first(us, ussr) == first


def test_4_5C_us_defectors_cancels_the_ussr_headline_even_a_scoring_card():
    s = position({"Poland": (0, 3)}, action_round=0, cards={"us_hand": [103, 4], "ussr_hand": [2, 5]})
    play(s, card(2))  # the USSR headlines Europe Scoring (it would gain 3 + 1 VP)
    play(s, card(103))
    assert s[L.VP] == 0 and s[L.LOC + 2] == L.LOC_DISCARD and s[L.LOC + 103] == L.LOC_DISCARD
    assert kind(s) == "card" and GAME.pending(s).player == "ussr" and s[L.AR] == 1


def test_4_5C_headlined_scoring_card_scores_and_the_china_card_and_un_intervention_are_never_headlined():
    s = position({"Poland": (0, 3)}, action_round=0, cards={"us_hand": [32, 4], "ussr_hand": [2, 5]})
    assert card(2) in legal(s) and card(6) not in legal(s)
    play(s, card(2))
    assert legal(s) == [card(4)]  # 4.5C.1: UN Intervention may not be headlined
    play(s, card(4))
    # Duck and Cover (3 Ops) first: DEFCON 4, US +1; then Europe: USSR presence 3 + Poland (battleground) 1
    # (Poland touches only the USSR)
    assert s[L.VP] == 1 - 4 and s[L.DEFCON] == 4


def test_4_5B_hand_sizes_and_4_6_held_cards():
    """X-4.6: a side holding 2 cards at the end of turn 4 receives 7 in turn 5; 8 cards in turns 1-3."""
    s = position(turn=5, cards={"us_hand": [4, 5], "ussr_hand": [7]})
    cards.deal(s)
    assert len(hand(s, US)) == 9 and len(hand(s, USSR)) == 9
    s = position(turn=3, cards={"us_hand": [4, 5]})
    cards.deal(s)
    assert len(hand(s, US)) == 8 and len(hand(s, USSR)) == 8


def test_4_5D_action_rounds_alternate_ussr_first_and_number_6_then_7():
    s = _setup(5)
    turns = []
    while s[L.TURN] <= 4 and not GAME.is_terminal(s):
        if kind(s) == "card":
            turns.append((int(s[L.TURN]), int(s[L.AR]), GAME.pending(s).player))
        play(s, legal(s)[0] if kind(s) != "realign" else L.A_DONE)
    assert [t for t in turns if t[0] == 1][:4] == [(1, 1, "ussr"), (1, 1, "us"), (1, 2, "ussr"), (1, 2, "us")]
    for turn, n in ((1, 6), (2, 6), (3, 6), (4, 7)):
        if any(t[0] == turn + 1 for t in turns):
            assert max(t[1] for t in turns if t[0] == turn) == n


def test_5_6_a_scoring_card_must_be_played_before_the_last_action_round():
    """5.6: with as many scoring cards as ARs left, only scoring cards are legal (and not the China Card)."""
    s = position(action_round=6, phasing="ussr", cards={"ussr_hand": [1, 4]})
    assert legal(s) == [card(1)]
    s = position(action_round=5, phasing="ussr", cards={"ussr_hand": [1, 4]})
    assert legal(s) == [card(1), card(4), card(6)]
    play(s, card(1))
    assert legal(s) == [EVENT]  # 5.6: a scoring card only scores


def test_4_5E_8_2_military_ops_penalties():
    """X-8.2a: DEFCON 4, US 2 (USSR 4) -> USSR +2 VP. X-8.2b: DEFCON 3, US 1 / USSR 4 -> VP -2, markers 0."""
    s = position(defcon=4, military_ops={"us": 2, "ussr": 4})
    sequence.military_ops_step(s)
    assert s[L.VP] == -2
    s = position(defcon=3, vp=1, military_ops={"us": 1, "ussr": 4})
    sequence.military_ops_step(s)
    assert s[L.VP] == -1 and s[L.MILOPS] == 0 and s[L.MILOPS + 1] == 0
    s = position(defcon=5, vp=3)  # both short by 5: only the net moves (8.2.3)
    sequence.military_ops_step(s)
    assert s[L.VP] == 3


def test_4_5_end_of_turn_flips_the_china_card_and_the_next_turn_improves_defcon():
    s = position(defcon=3, china_card={"holder": "us", "face_up": False}, turn=2)
    sequence.end_turn(s)
    assert s[L.CHINA_UP] == 1 and s[L.TURN] == 3 and s[L.STEP] == L.ST_TURN
    sequence.start_turn(s)
    assert s[L.DEFCON] == 4 and kind(s) == "headline"


def test_4_5_a_whole_turn_ends_with_military_ops_scored():
    s = position(defcon=5, action_round=6, phasing="us", military_ops={"ussr": 5},
                 cards={"us_hand": [4], "ussr_hand": [7]})
    play(s, card(4), INFLUENCE, country("Mexico"), country("Mexico"), country("Mexico"))
    assert s[L.TURN] == 2 and s[L.VP] == -5  # the US had 0 of 5 Military Ops
    assert kind(s) == "headline"
