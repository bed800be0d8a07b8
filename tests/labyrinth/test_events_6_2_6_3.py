"""6.2-6.3.2: playing events, MARK / LAPSING / REMOVE, the opponent's event an Ops play triggers, who decides,
the playability query, and the event docs (every card built, L18)."""
import numpy as np

from engine.labyrinth import data as D
from engine.labyrinth import layout as L
from engine.labyrinth.events.built import BUILT_CARDS
from engine.labyrinth.game import GAME
from engine.labyrinth.rules.sequence import end_of_turn
from tests.labyrinth.helpers import card_action, cells, country_action, get, legal, op_action, play, position, us_event

CELL = {"iran": {"sleepers": 1}}


def test_6_2_6_a_built_event_is_legal_only_when_its_precondition_holds():
    s = position(CELL, phase="us", cards={"us_hand": [14, 99], "jihadist_hand": [97]})
    play(s, card_action(14))
    assert L.A_EVENT not in legal(s)  # #14 Covert Action needs an Adversary
    s = position({**CELL, "iraq": {"governance": "poor", "alignment": "adversary"}}, phase="us",
                 cards={"us_hand": [14, 99], "jihadist_hand": [97]})
    play(s, card_action(14))
    assert L.A_EVENT in legal(s)


def test_6_2_5_the_query_says_who_may_play_an_event():
    s = position({**CELL, "iraq": {"governance": "poor", "alignment": "adversary"}})
    assert GAME.event_playable(s, 14) == [D.US]  # a US event: never the Jihadist (6.2.5)
    assert GAME.event_playable(s, 6) == []  # #6 Sanctions needs Patriot Act
    assert GAME.event_playable(s, 48) == [D.JIHADIST]  # the first card of the Jihadist phase


def test_6_2_7_lapsing_card_goes_to_the_lapsing_box_and_its_effect_ends_with_the_turn():
    s = us_event(2, CELL)
    assert s[L.LOC + 2] == L.LOC_LAPSING and s[L.LAPSE + 2] == 1
    end_of_turn(s)
    assert s[L.LAPSE + 2] == 0 and s[L.LOC + 2] == L.LOC_DISCARD


def test_6_2_9_remove_event_leaves_the_game_and_6_2_7_mark_places_its_marker():
    s = us_event(20, CELL)  # #20 King Abdullah: REMOVE
    assert s[L.LOC + 20] == L.LOC_REMOVED
    s = us_event(27, {**CELL, "iraq": {"governance": "poor", "alignment": "ally", "troops": 2}})  # REMOVE, MARK
    assert s[L.LOC + 27] == L.LOC_REMOVED and s[L.MARKED + 27] == 1


def test_6_3_2_playing_side_chooses_event_first_and_the_event_is_the_opponents_to_carry_out():
    """The Jihadist plays #12 Al-Azhar (US) to Recruit: event first, then its Recruit dice."""
    s = position(CELL, cards={"jihadist_hand": [12, 97], "us_hand": [99]}, funding=5)
    play(s, card_action(12), op_action(L.OP_RECRUIT))
    assert legal(s) == [L.A_EVENT, op_action(L.OP_RECRUIT)] and GAME.current_player(s) == D.JIHADIST
    play(s, L.A_EVENT)
    assert s[L.FUNDING] == 1 and get(s, "egypt", L.GOV) != 0  # Funding -4, Egypt tested
    assert GAME.current_player(s) == D.JIHADIST and legal(s) == [country_action("iran")]  # the Recruit die


def test_6_3_2_the_opponent_makes_the_events_choices():
    """The Jihadist plays #23 Predator (US) for Travel, event first: the US chooses the cell to remove."""
    countries = {"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 1},
                 "syria": {"governance": "fair", "alignment": "adversary", "sleepers": 1}}
    s = position(countries, cards={"jihadist_hand": [23, 97], "us_hand": [99]})
    play(s, card_action(23), op_action(L.OP_TRAVEL), L.A_EVENT)
    assert GAME.current_player(s) == D.US and legal(s) == [country_action("syria"), country_action("iraq")]
    play(s, country_action("syria"))
    assert cells(s, "syria") == 0 and get(s, "syria", L.CADRE) == 1
    assert GAME.current_player(s) == D.JIHADIST  # then the Jihadist's Travel


def test_6_3_2_ops_first_then_the_event_only_if_still_playable():
    """#23 Predator after a Travel that took the only Muslim cell to Iran: it no longer occurs."""
    s = position({"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 1}},
                 cards={"jihadist_hand": [23, 97], "us_hand": [99]})
    play(s, card_action(23), op_action(L.OP_TRAVEL), op_action(L.OP_TRAVEL))
    play(s, country_action("iraq"), country_action("iran"), L.A_DONE)
    assert cells(s, "iran") == 1 and s[L.LOC + 23] == L.LOC_DISCARD
    assert GAME.current_player(s) == D.JIHADIST and s[L.CARD] == 0  # no US decision: the event did not occur


def test_6_3_2_ops_no_longer_possible_after_the_event_leave_the_card_spent():
    """#22 Mossad & Shin Bet first removes the cell in Jordan: the Jihad chosen there cannot happen."""
    s = position({**CELL, "jordan": {"governance": "fair", "alignment": "ally", "sleepers": 1}},
                 cards={"jihadist_hand": [22, 97], "us_hand": [99]})
    play(s, card_action(22), op_action(L.OP_JIHAD), L.A_EVENT)
    assert cells(s, "jordan") == 0 and get(s, "jordan", L.CADRE) == 1
    assert s[L.LOC + 22] == L.LOC_DISCARD and s[L.CARD] == 0 and s[L.CARDS_IN_PHASE] == 1


def test_6_3_3_a_reserves_play_triggers_the_opponents_event():
    s = position(CELL, cards={"jihadist_hand": [12, 97], "us_hand": [99]}, funding=5)
    play(s, card_action(12), op_action(L.OP_RESERVES), op_action(L.OP_RESERVES))
    assert s[L.RESERVES + D.JIHADIST] == 2 and s[L.FUNDING] == 1


def test_L18_every_event_is_built_and_nothing_more_is_offered_than_is_legal():
    s = position(CELL, cards={"jihadist_hand": [48, 97], "us_hand": [99]})
    play(s, card_action(48))
    assert L.A_EVENT in legal(s)
    assert legal(s) == [int(a) for a in GAME.offered_actions(s)]
    assert BUILT_CARDS == tuple(range(1, D.N_CARDS + 1))


def test_every_built_event_has_a_test_naming_its_card():
    from engine.labyrinth.events.cards_doc import covering_test, test_names

    names = test_names()
    assert all(covering_test(card, names) for card in BUILT_CARDS)


def test_docs_labyrinth_cards_is_current():
    from pathlib import Path

    from engine.labyrinth.events.cards_doc import render

    doc = Path(__file__).resolve().parents[2] / "docs" / "labyrinth_cards.md"
    assert doc.read_text(encoding="utf-8") == render(), "run python -m engine.labyrinth.events.cards_doc"


def test_state_words_round_trip_through_a_position_document():
    s = us_event(2, CELL)
    s[L.BACKLASH : L.BACKLASH + 2] = [3, 1]
    s[L.MARKED + 31] = L.MARKED_BLOCKED
    s[L.MARKED + 3] = L.CTR_CENTRAL_ASIA
    doc = GAME.to_json(s)
    assert doc["blocked"] == [31] and doc["ctr"] == ["central-asia"] and 3 in doc["marked"]
    t = GAME.from_json(doc)
    assert np.array_equal(s, t)
