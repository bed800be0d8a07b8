"""9.2 of the solitaire game: the bot's hand as a face-down stack (a card it gains goes on top), and the optional
rule of three mini-decks (unassociated, Jihadist, US) drawn from in turn, the Jihadist's hand dealt first; and
what a determinization may resample then."""
import numpy as np

from engine.core.frames import top
from engine.core.rng import seed_words
from engine.labyrinth import layout as L
from engine.labyrinth.data import ASSOC_JIHADIST, ASSOC_NONE, ASSOC_US, CARD_ASSOC, JIHADIST, US
from engine.labyrinth.events.cards_013_024 import c017
from engine.labyrinth.events.common import draw
from engine.labyrinth.game import GAME
from engine.labyrinth.hidden import shuffle_unseen_cards
from engine.labyrinth.rules.cards import deal, draw_card, random_card, top_card
from tests.labyrinth.bot_helpers import bot, solo
from tests.labyrinth.helpers import card_action, play, position

ORDER = (ASSOC_NONE, ASSOC_JIHADIST, ASSOC_US)
MINI = {"mini_decks": True}


def pile(s) -> list[int]:
    """The draw pile, top card first."""
    return [int(x) for x in s[L.DRAW : L.DRAW + s[L.DRAW_N]]][::-1]


def cycles(cards, start=0) -> bool:
    """The cards come unassociated, Jihadist, US, ... from mini-deck `start`, an exhausted mini-deck skipped."""
    left = {a: sum(1 for c in cards if CARD_ASSOC[c] == a) for a in ORDER}
    p = start
    for c in cards:
        while left[ORDER[p]] == 0:
            p = (p + 1) % 3
        if CARD_ASSOC[c] != ORDER[p]:
            return False
        left[ORDER[p]] -= 1
        p = (p + 1) % 3
    return True


def test_9_2_mini_decks_the_setup_pile_is_drawn_in_turn_from_the_three_mini_decks():
    s = GAME.new_state("lets-roll", 3, {"players": ["us"], **MINI})
    assert GAME.to_json(s)["options"]["mini_decks"] is True
    assert any(cycles(pile(s), start) for start in range(3))
    plain = GAME.new_state("lets-roll", 3, {"players": ["us"]})
    assert not any(cycles(pile(plain), start) for start in range(3))


def placed(**where) -> dict:
    """A cards document naming every card's place: the rest out of the game."""
    named = {c for v in where.values() for c in v}
    return {**where, "out": [c for c in range(1, 121) if c not in named]}


def test_9_2_mini_decks_a_reshuffle_sorts_the_new_pile_starting_with_the_unassociated_deck():
    discard = [1, 2, 3, 48, 49, 50, 96, 97, 98, 99, 100]  # 3 US, 3 Jihadist, 5 unassociated
    cards = placed(jihadist_hand=[63], us_hand=[4], discard=discard, draw=[])
    s = solo({}, [63], {**MINI, "decks": 2}, cards=cards)
    assert draw_card(s, US)
    drawn = [c for c in discard if s[L.LOC + c] == L.LOC_HAND_US]
    assert len(drawn) == 1 and CARD_ASSOC[drawn[0]] == ASSOC_NONE  # the unassociated mini-deck comes first
    assert cycles(drawn + pile(s))
    t = solo({}, [63], {"decks": 2}, cards=cards)
    draw_card(t, US)
    assert not cycles([c for c in discard if t[L.LOC + c] == L.LOC_HAND_US] + pile(t))


def test_9_2_mini_decks_the_jihadist_hand_is_dealt_first():
    cards = placed(jihadist_hand=[63], us_hand=[4], draw=[5, 6, 7, 8])  # top card last: 8, 7, 6, 5
    for options, jihadist in ((MINI, {8, 7}), ({}, {8, 6})):
        s = solo({}, [63], options, cards=cards)
        assert deal(s, 2, 2)
        assert {c for c in (5, 6, 7, 8) if s[L.LOC + c] == L.LOC_HAND_J} == jihadist


def test_9_2_mini_decks_a_determinization_keeps_each_place_in_its_mini_deck():
    s = GAME.new_state("lets-roll", 5, {"players": ["us"], **MINI})
    before = [CARD_ASSOC[c] for c in pile(s)]
    hand = sorted(CARD_ASSOC[c] for c in range(1, 121) if s[L.LOC + c] == L.LOC_HAND_J)
    changed = False
    for k in range(5):
        t = s.copy()
        shuffle_unseen_cards(t, 0, np.array(seed_words(k, 7), dtype=np.int64))
        assert [CARD_ASSOC[c] for c in pile(t)] == before
        assert sorted(CARD_ASSOC[c] for c in range(1, 121) if t[L.LOC + c] == L.LOC_HAND_J) == hand
        changed |= pile(t) != pile(s)
    assert changed
    assert ASSOC_US in before and ASSOC_JIHADIST in before


# ------------------------------------------------------------------ 9.2 the bot's face-down stack
def next_card(s, limit=60) -> int:
    """Let the bot play on until it chooses its next card; that card."""
    for _ in range(limit):
        a, _ = bot(s)
        if top(s, 0) == L.FR_CARD and top(s, 1) == JIHADIST:
            return a - L.A_CARD0 + 1
        play(s, a)
    raise AssertionError("the bot chose no card")


def test_9_2_a_card_the_bot_gains_goes_on_top_and_is_played_next():
    cards = {"jihadist_hand": [117, 63], "us_hand": [4], "discard": [79]}
    s = solo({"iraq": {"governance": "poor", "alignment": "neutral", "sleepers": 1}}, [117, 63], cards=cards)
    play(s, card_action(117), L.A_EVENT, card_action(79))  # 9.6 Oil Price Spike: the best Jihadist discard
    assert top_card(s) == 79
    seen = set()
    for k in range(6):
        t = s.copy()
        t[L.DECISIONS] += k
        seen.add(next_card(t))
    assert seen == {79}
    two = position({"iraq": {"governance": "poor", "alignment": "neutral", "sleepers": 1}}, cards=cards)
    play(two, card_action(117), L.A_EVENT, card_action(79))
    assert top_card(two) == 0  # a 2-player hand has no order


def test_9_2_cards_drawn_by_an_event_lie_on_top_the_last_first_and_fsb_shuffles_the_stack():
    s = solo({}, [63], cards={"jihadist_hand": [63], "us_hand": [4]})
    draw(s, JIHADIST, 2)
    drawn = [c for c in range(1, 121) if s[L.LOC + c] == L.LOC_HAND_J and c != 63]
    assert len(drawn) == 2 and top_card(s) == max(drawn, key=lambda c: s[L.STACK_ORDER + c])
    assert random_card(s, L.LOC_HAND_J) == top_card(s)  # what the bot loses at random is its top card
    t = s.copy()
    shuffle_unseen_cards(t, US, np.array(seed_words(1, 7), dtype=np.int64))
    assert sum(1 for c in range(1, 121) if t[L.LOC + c] == L.LOC_HAND_J and t[L.STACK_ORDER + c] > 0) == 2
    assert GAME.from_json(GAME.to_json(s)).tobytes() == s.tobytes()
    c017(s, US)
    assert top_card(s) == 0


def test_9_2_the_bot_gives_and_names_its_top_card():
    fields = {"cards": {"jihadist_hand": [97, 63, 79], "us_hand": [4, 5]}}
    s = solo({"iraq": {"governance": "poor", "alignment": "neutral", "sleepers": 1}}, [97], **fields)
    s[L.STACK_ORDER] = s[L.STACK_ORDER + 79] = 1
    play(s, card_action(97), L.A_EVENT)  # #97 Fatwa: each side gives the other a random card
    assert s[L.LOC + 79] == L.LOC_HAND_US and top_card(s) in (4, 5)
    fields = {"cards": {"jihadist_hand": [48, 63, 79], "us_hand": [4]}}
    s = solo({"iraq": {"governance": "poor", "alignment": "neutral", "sleepers": 1}}, [48], **fields)
    s[L.STACK_ORDER] = s[L.STACK_ORDER + 63] = 1
    play(s, card_action(48), L.A_EVENT)  # #48 Adam Gadahn names the second card of the phase
    a, why = bot(s)
    assert a == card_action(63) and why[-1].startswith("9.2")
