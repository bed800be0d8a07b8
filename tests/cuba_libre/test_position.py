"""Position documents: exact round trips, hand-written documents, and the missing rules named."""
import json

import numpy as np
import pytest

from engine.core.protocol import IllegalAction, PositionError
from engine.core.rng import seed_words
from engine.cuba_libre import layout as L


def test_round_trip_is_exact_at_every_step_of_a_game(game):
    s = game.new_state("short", 11, {"eligibility": "A"})
    rng = np.array(seed_words(11, 1), dtype=np.int64)
    while not game.is_terminal(s):
        doc = json.loads(json.dumps(game.to_json(s)))  # through real JSON text
        assert np.array_equal(game.from_json(doc), s)
        game.step(s, game.random_action(s, rng))
    assert np.array_equal(game.from_json(game.to_json(s)), s)


def test_hand_written_position_without_deck_gets_a_legal_deck(game):
    doc = {"cards": {"played": [3, 7, "P2"], "current": 12, "next": 40}}
    s = game.from_json(doc)
    deck = s[L.DECK : L.DECK + 52]
    assert list(deck[:5]) == [3, 7, 50, 12, 40]
    assert sorted(deck) == list(range(1, 53))
    assert s[L.PROP_PLAYED] == 1
    for p in range(4):
        assert (deck[p * 13 : (p + 1) * 13] >= 49).sum() == 1


def test_card_in_play_continues_with_the_next_faction(game):
    # Card 5's order is Govt, DR, 26July, Syndicate (cards.csv): after Govt's Op + SA, DR is 2nd Eligible;
    # if DR had passed, 26July would be.
    doc = {"cards": {"current": 5, "next": 9}, "card_in_play": {"executed": ["govt"], "first_action": "op_sa"}}
    s = game.from_json(doc)
    assert game.current_player(s) == 2
    assert "Directorio is 2nd Eligible" in game.describe_pending(s)
    doc["card_in_play"]["passed"] = ["dr"]
    assert game.current_player(game.from_json(doc)) == 1


def test_the_first_card_offers_pass_its_events_and_the_operations(game):
    s = game.new_state("standard", 2)  # #20 The Twelve, 26July 1st Eligible
    with pytest.raises(IllegalAction, match="not legal now"):
        game.step(s, L.A_CASH_BASE)
    f = game.current_player(s)
    events = [L.A_EVENT_UNSHADED, L.A_EVENT_SHADED]
    assert game.legal_actions(s).tolist() == [L.A_PASS] + events + [L.A_OP0 + op for op in L.FACTION_OPS[f]]


def test_capabilities_in_a_position_are_in_effect_5_3(game):
    s = game.from_json({"cards": {"played": [13], "current": 1}, "capabilities": [13]})
    assert s[L.EFFECTS + 13] == 1  # the unshaded side (more in test_events_cards_13_24.py)


@pytest.mark.parametrize(
    "doc, message",
    [
        ({"cards": {"current": 1, "next": 1}}, "appears twice"),
        ({"cards": {"current": "P1", "played": ["P2"]}, "options": {}}, "exactly one Propaganda card"),
        ({"cards": {"current": 1}, "players": ["govt", "govt"]}, "taken by two players"),
        ({"cards": {"current": 1}, "players": [["govt", "syndicate"], "26july"]}, "only with the No Non-Player option"),
        ({"cards": {"current": 1}, "options": {"eligibility": "A", "no_reveal": True}}, "cannot be combined"),
        ({"cards": {"current": 1}, "spaces": {"havana": {"cash": {"police": 1}}}}, "Cash must be held"),
        ({"cards": {"current": 1}, "spaces": {"havana": {"sabotage": True}}}, "Sabotage markers go only on ECs"),
        ({"cards": {"current": 1}, "spaces": {"havana": {"terror": 21}}}, "outside 0-20"),
        ({"cards": {"current": 1}, "us_alliance": "friendly"}, "us_alliance"),
        ({"cards": {"current": 1, "deck": [2, 3]}}, "the draw deck must hold"),
    ],
)
def test_bad_documents_name_field_and_rule(game, doc, message):
    with pytest.raises(PositionError, match=message):
        game.from_json(doc)
