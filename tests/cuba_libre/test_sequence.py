"""Chapter 2 (Sequence of Play), 9.2 (deck preparation) and 6.0 (consecutive Propaganda cards)."""
import numpy as np
import pytest

from engine.core.frames import top
from engine.core.protocol import IllegalAction
from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L

from .helpers import (
    GAME,
    P1,
    P2,
    P4,
    cards,
    current_card,
    decline,
    eligible,
    final_now_state,
    frame,
    kind,
    legal,
    pass_all,
    play,
    res,
    scalar,
    state,
)


def order_of(card):
    return [D.FACTION_IDS[f] for f in D.CARD_ORDER[card]]


# ------------------------------------------------------------------ 2.2 Start
@pytest.mark.parametrize("seed", range(6))
def test_2_2_start_card_in_play_and_next_card_shown(seed):
    s = GAME.new_state("standard", seed)
    doc = GAME.to_json(s)
    deck = doc["cards"]
    first = s[L.DECK]
    assert deck["played"] == []  # nothing played before the first card
    assert scalar(s, "pos") == 0
    assert current_card(s) == first
    assert deck["current"] == (int(first) if first < D.FIRST_PROPAGANDA else f"P{first - 48}")
    assert deck["next"] is not None  # 2.2: the next card is revealed
    assert len(deck["deck"]) == 50
    if first < D.FIRST_PROPAGANDA:
        # The 1st Eligible of the first card is the leftmost faction of its order: all start Eligible (2.3.1).
        assert frame(s) == (L.FR_ACT, order_of(first)[0], 1, 0)
        assert eligible(s) == list(D.FACTION_IDS)


def test_2_2_standard_setup_tracks_at_start():
    s = GAME.new_state("standard", 3)
    assert res(s) == {"govt": 15, "26july": 10, "dr": 5, "syndicate": 15}
    assert scalar(s, "aid") == 15
    assert scalar(s, "alliance") == 0  # Firm


# ------------------------------------------------------------------ 2.3.2 Faction order
def test_2_3_2_first_eligible_is_leftmost_symbol():
    s = state(current=23)  # 26July, Syndicate, DR, Govt
    assert frame(s) == (L.FR_ACT, "26july", 1, 0)


def test_2_3_2_order_follows_card_symbols_when_all_pass():
    s = state(current=45)  # Syndicate, DR, Govt, 26July
    seen = []
    while current_card(s) == 45:
        seen.append(frame(s)[1])
        assert frame(s)[2] == 1  # after Passes the next faction is still the 1st Eligible (2.3.3)
        play(s, L.A_PASS)
    assert seen == ["syndicate", "dr", "govt", "26july"]


def test_2_3_2_ineligible_factions_are_skipped():
    s = state(current=1, eligible=["26july", "syndicate"])  # card order Govt, 26July, DR, Syndicate
    seen = []
    while current_card(s) == 1:
        seen.append(frame(s)[1])
        play(s, L.A_PASS)
    assert seen == ["26july", "syndicate"]
    # 2.3.7: the skipped factions did not execute anything, so they are Eligible for the next card.
    assert eligible(s) == list(D.FACTION_IDS)


# ------------------------------------------------------------------ 2.3.3 Pass
def test_2_3_3_pass_gives_one_resource_and_three_to_government():
    s = state(current=1, resources={"govt": 10, "26july": 4, "dr": 0, "syndicate": 7})
    play(s, L.A_PASS, L.A_PASS, L.A_PASS)  # Govt, 26July, DR
    assert res(s) == {"govt": 13, "26july": 5, "dr": 1, "syndicate": 7}
    play(s, L.A_PASS)  # Syndicate, the last Eligible: next card
    assert res(s) == {"govt": 13, "26july": 5, "dr": 1, "syndicate": 8}


def test_2_3_3_pass_capped_at_49_by_1_8():
    s = state(current=1, resources={"govt": 47, "26july": 49, "dr": 48, "syndicate": 0})
    play(s, L.A_PASS, L.A_PASS, L.A_PASS)
    assert res(s) == {"govt": 49, "26july": 49, "dr": 49, "syndicate": 0}


def test_2_3_3_next_faction_takes_the_passers_place():
    s = state(current=1)
    assert frame(s) == (L.FR_ACT, "govt", 1, 0)
    play(s, L.A_PASS)
    assert frame(s) == (L.FR_ACT, "26july", 1, 0)  # now the 1st Eligible, with the same options
    assert legal(s) - {L.A_EVENT_UNSHADED, L.A_EVENT_SHADED} == {L.A_PASS}  # no Op is possible here
    assert L.A_EVENT_UNSHADED in legal(s)  # the Event, as for a 1st Eligible


def test_2_3_3_passing_factions_stay_eligible_and_next_card_is_played():
    s = state(current=1, upcoming=[45])
    pass_all(s)
    assert current_card(s) == 45
    assert scalar(s, "pos") == 1
    assert eligible(s) == list(D.FACTION_IDS)
    assert frame(s) == (L.FR_ACT, "syndicate", 1, 0)
    assert GAME.to_json(s)["cards"]["played"] == [1]


def test_2_3_3_second_eligible_passing_is_replaced_by_next():
    s = state(current=1, card_in_play={"executed": ["govt"], "first_action": "op"})
    assert frame(s) == (L.FR_ACT, "26july", 2, 1)  # 2nd Eligible after an Op: LimOp only (2.3.4)
    play(s, L.A_PASS)
    assert frame(s) == (L.FR_ACT, "dr", 2, 1)
    assert res(s)["26july"] == 1


# ------------------------------------------------------------------ 2.3.4 options
# 26July with Resources and Underground Guerrillas beside a Police cube: every Op has a space.
M26_READY = dict(resources={"26july": 5}, spaces={"la_habana": {"26july": {"underground": 2}, "govt": {"police": 1}}})


def test_2_3_4_second_eligible_options_after_each_first_action():
    ops = {L.A_OP0 + op for op in L.FACTION_OPS[D.M26]}
    events = {L.A_EVENT_UNSHADED, L.A_EVENT_SHADED}
    s = state(current=1, card_in_play={"executed": ["govt"], "first_action": "op"}, **M26_READY)
    assert legal(s) == {L.A_PASS} | ops  # LimOp only
    assert frame(s)[3] == 1
    s = state(current=1, card_in_play={"executed": ["govt"], "first_action": "op_sa"}, **M26_READY)
    assert legal(s) == {L.A_PASS} | ops | events  # LimOp or Event (board)
    s = state(current=1, card_in_play={"executed": ["govt"], "first_action": "event"}, **M26_READY)
    assert legal(s) == {L.A_PASS} | ops  # Op (with SA)
    assert frame(s)[3] == 0  # not limited after an Event


# ------------------------------------------------------------------ 2.3.7 eligibility adjustment
def test_2_3_7_executing_faction_becomes_ineligible_others_eligible():
    s = state(current=1, upcoming=[5], eligible=["govt", "26july", "dr"],
              card_in_play={"executed": ["govt"], "first_action": "op"})
    play(s, L.A_PASS, L.A_PASS)  # 26July and DR Pass; Syndicate is Ineligible on this card
    assert current_card(s) == 5
    assert eligible(s) == ["26july", "dr", "syndicate"]
    assert frame(s) == (L.FR_ACT, "dr", 1, 0)  # card 5: Govt, DR, 26July, Syndicate; Govt skipped


def test_2_3_7_two_executions_end_the_card():
    s = state(current=1, upcoming=[5], card_in_play={"executed": ["govt", "26july"], "first_action": "event"})
    assert current_card(s) == 5  # no further faction acts on card 1 (2.3)
    assert eligible(s) == ["dr", "syndicate"]
    assert frame(s) == (L.FR_ACT, "dr", 1, 0)
    s2 = pass_all(s)  # DR and Syndicate Pass card 5
    assert eligible(s2) == list(D.FACTION_IDS)


def test_2_3_1_option_b_executing_does_not_make_ineligible():
    s = state(current=1, upcoming=[5], options={"eligibility": "B"},
              card_in_play={"executed": ["govt", "26july"], "first_action": "event"})
    assert eligible(s) == list(D.FACTION_IDS)


# ------------------------------------------------------------------ 2.3.9 final Event card
def _final_event_card_state(**kw):
    # P1, P2, P3 played; Event card 7 in play, P4 next: the last Event card before the final Propaganda.
    return state(cards_entry=cards(7, upcoming=[P4], played=50), **kw)


def test_2_3_9_final_event_card_limits_players_operations():
    s = _final_event_card_state()
    assert scalar(s, "prop_played") == 3
    assert frame(s)[:3] == (L.FR_ACT, "govt", 1)
    assert int(top(s, 3)) == 1
    play(s, L.A_PASS)
    assert frame(s) == (L.FR_ACT, "dr", 1, 1)  # card 7: Govt, DR, Syndicate, 26July


def test_2_3_9_non_players_ignore_the_limit():
    s = _final_event_card_state(players=["govt", "26july"])  # DR and Syndicate are Non-players (8.1)
    assert int(top(s, 3)) == 1
    play(s, L.A_PASS)
    assert frame(s) == (L.FR_ACT, "dr", 1, 0)


def test_2_3_9_ignored_with_no_reveal():
    s = _final_event_card_state(options={"no_reveal": True})
    assert int(top(s, 3)) == 0


def test_2_3_9_not_before_an_earlier_propaganda_card():
    s = state(cards_entry=cards(7, upcoming=[P2], played=24))
    assert scalar(s, "prop_played") == 1
    assert int(top(s, 3)) == 0


# ------------------------------------------------------------------ 2.3.1 Eligibility Option A
def test_2_3_1_option_a_order_from_the_next_event_card():
    s = state(current=1, upcoming=[45], options={"eligibility": "A"})  # 45: Syndicate, DR, Govt, 26July
    seen = []
    while current_card(s) == 1:
        seen.append(frame(s)[1])
        play(s, L.A_PASS)
    assert seen == ["syndicate", "dr", "govt", "26july"]


def test_2_3_1_option_a_reveals_past_a_propaganda_card():
    s = state(cards_entry=cards(1, upcoming=[P1, 23], played=11), options={"eligibility": "A"})
    assert frame(s)[1] == "26july"  # card 23: 26July, Syndicate, DR, Govt


def test_2_3_1_option_a_uses_last_played_event_when_deck_ends_with_propaganda():
    # Card 48 in play at deck position 50, P4 the last card: order from card 48 itself (last Event played).
    s = state(cards_entry=cards(48, upcoming=[P4], played=50),
              options={"eligibility": "A"})
    assert frame(s)[1] == "syndicate"  # 48: Syndicate, DR, 26July, Govt


def test_2_3_1_standard_order_ignores_next_card():
    s = state(current=1, upcoming=[45])
    assert frame(s)[1] == "govt"


# ------------------------------------------------------------------ 9.2 deck structure
def _check_piles(cards_list, pile):
    piles = [cards_list[i : i + pile] for i in range(0, len(cards_list), pile)]
    assert len(piles) == 4
    for p in piles:
        assert sum(1 for c in p if c >= D.FIRST_PROPAGANDA) == 1


@pytest.mark.parametrize("seed", [0, 1, 2, 17, 123])
def test_9_2_standard_deck_one_propaganda_card_per_pile(seed):
    s = GAME.new_state("standard", seed)
    deck = [int(c) for c in s[L.DECK : L.DECK + D.N_CARDS]]
    assert scalar(s, "deck_len") == 52 and scalar(s, "pile_len") == 13
    assert sorted(deck) == list(range(1, 53))
    _check_piles(deck, 13)


@pytest.mark.parametrize("seed", [0, 5, 99])
def test_9_2_short_game_44_cards_and_8_set_aside(seed):
    s = GAME.new_state("short", seed)
    deck = [int(c) for c in s[L.DECK : L.DECK + D.N_CARDS]]
    assert scalar(s, "deck_len") == 44 and scalar(s, "pile_len") == 11
    assert sorted(deck) == list(range(1, 53))
    _check_piles(deck[:44], 11)
    aside = deck[44:]
    assert len(aside) == 8 and all(c < D.FIRST_PROPAGANDA for c in aside)
    doc = GAME.to_json(s)["cards"]
    assert len(doc["set_aside"]) == 8
    assert len(doc["played"]) + 1 + 1 + len(doc["deck"]) == 44


def test_9_2_different_seeds_shuffle_differently():
    a = GAME.new_state("standard", 1)[L.DECK : L.DECK + 52]
    b = GAME.new_state("standard", 2)[L.DECK : L.DECK + 52]
    assert not np.array_equal(a, b)


@pytest.mark.parametrize("short", [False, True])
def test_9_2_position_with_unknown_deck_keeps_one_propaganda_per_pile(short):
    # A position giving only the card in play and the next card: the unseen rest of the deck is dealt by
    # the engine; it must still be the 52 (44 + 8) real cards with one Propaganda card per pile.
    opts = {"short": True} if short else None
    s = GAME.from_json({"cards": {"current": 5, "next": 6}, **({"options": opts} if opts else {})})
    deck = [int(c) for c in s[L.DECK : L.DECK + D.N_CARDS]]
    assert sorted(deck) == list(range(1, 53))
    dl = 44 if short else 52
    _check_piles(deck[:dl], dl // 4)


# ------------------------------------------------------------------ 6.0 consecutive Propaganda cards
def test_6_0_consecutive_propaganda_card_has_no_second_round():
    # P1 closes pile 1 and P2 opens pile 2: only P1 gives a Round.
    d = {"govt": 0, "26july": 0, "dr": 0, "syndicate": 0}
    s = state(cards_entry=cards(P1, upcoming=[P2, 30], played=12), resources=d, aid=5)
    assert res(s)["govt"] == 13  # 6.2.1 once: Econ 8 + Aid 5
    decline(s)
    assert current_card(s) == 30
    assert scalar(s, "prop_played") == 2
    assert res(s)["govt"] == 13  # no second Resources Phase
    assert frame(s) == (L.FR_ACT, "dr", 1, 0)


def test_6_0_consecutive_propaganda_from_position_skips_to_next_event():
    # P1 was the last card played; P2 in play is an extra Propaganda card (P1 at 12, P2 at 13).
    s = state(cards_entry=cards(P2, upcoming=[30], played=13), aid=5)
    assert current_card(s) == 30
    assert res(s)["govt"] == 0
    assert not GAME.is_terminal(s)


def test_6_0_final_consecutive_propaganda_ends_game_at_once():
    s = final_now_state(
        spaces={"havana": {"support": "passive_opposition", "govt": {"troops": 1}}, "ec_pinar_habana": {"govt": {"troops": 2}}},
        aid=10,
    )
    assert GAME.is_terminal(s)
    assert scalar(s, "end_reason") == L.END_FINAL
    assert res(s)["govt"] == 0  # no Resources Phase
    # Opposition 6: 26July -9; DR -9 (nothing); Govt -18; Syndicate min(-7, -30)
    r = GAME.result(s)
    assert r["margins"] == {"govt": -18, "26july": -9, "dr": -9, "syndicate": -30}
    assert r["winner"] == "dr"  # tie -9: DR before 26July (7.1)
    assert r["end"] == "final Propaganda (7.3)"
    assert GAME.current_player(s) < 0


# ------------------------------------------------------------------ errors
def test_impossible_ops_are_illegal_and_leave_the_state_untouched():
    s = state(current=3)  # an empty map and no Resources: no Operation has a space (4.1)
    before = s.copy()
    for op in L.FACTION_OPS[D.GOVT]:
        with pytest.raises(IllegalAction):
            GAME.step(s, L.A_OP0 + op)
    assert np.array_equal(s, before)


def test_nonsense_actions_are_illegal():
    s = state(current=11)  # Batista Flees: no shaded Event
    before = s.copy()
    for a in (L.A_DONE, L.A_CASH_BASE, L.A_SPACE0, L.A_OP0 + L.OP_RALLY, L.A_EVENT_SHADED, -1, L.N_ACTIONS):
        with pytest.raises(IllegalAction):
            GAME.step(s, a)
    assert np.array_equal(s, before)


def test_second_eligible_may_not_take_event_after_op_only():
    s = state(current=1, card_in_play={"executed": ["govt"], "first_action": "op"}, **M26_READY)
    with pytest.raises(IllegalAction):
        GAME.step(s, L.A_EVENT_UNSHADED)
    play(s, L.A_OP0 + L.OP_RALLY)
    assert frame(s)[:4] == (L.FR_OP, "26july", L.OP_RALLY, L.OPF_LIMITED)


def test_no_action_after_game_over():
    s = final_now_state()
    with pytest.raises(IllegalAction):
        GAME.step(s, L.A_PASS)
    assert kind(s) == 0
