"""Part D's remaining switches of the solitaire's rules as game options (shared/spec/twilight_solo.md part D;
RULINGS.md TS34): each from a position where its other value changes what happens, the default as before."""
import numpy as np
import pytest

from engine.core.frames import push, top
from engine.core.protocol import PositionError
from engine.twilight import data as D
from engine.twilight import layout as L
from engine.twilight.events.cards_041_060 import e049_ok
from engine.twilight.events.event_ops import OPS_PLACE
from engine.twilight.game import GAME
from engine.twilight.nonplayer.own_play import condition
from engine.twilight.nonplayer.safety import unsafe
from engine.twilight.rules import solitaire as SOL
from engine.twilight.rules.cards import hand_count
from engine.twilight.rules.solitaire_decks import top_cards
from tests.twilight.ai_helpers import ai_position
from tests.twilight.helpers import EVENT, INFLUENCE, card, country, legal, position, stack
from tests.twilight.test_solitaire_scoring_deck import (
    AFRICA,
    ASIA,
    CENTRAL_AMERICA,
    EUROPE,
    MIDDLE_EAST,
    SE_ASIA,
    SOUTH_AMERICA,
    run_steps,
    solo,
    turn_start,
)

US, USSR, CHINA = D.US, D.USSR, D.CHINA
CASE_1 = [CENTRAL_AMERICA, AFRICA, ASIA, SOUTH_AMERICA, SE_ASIA, EUROPE, MIDDLE_EAST]  # A.4.6 CASE 1, top first
CASE_2_2_1 = [CENTRAL_AMERICA, AFRICA, SOUTH_AMERICA, SE_ASIA, MIDDLE_EAST, ASIA, EUROPE]
MID_WAR = [CENTRAL_AMERICA, AFRICA, ASIA, SOUTH_AMERICA, EUROPE, MIDDLE_EAST, SE_ASIA]
CIA_CREATED, CAMBRIDGE_FIVE, QUAGMIRE = 26, 104, 42


def deck_position(human="us", phasing="us", ar=1, options=None, china=None, **cards):
    """A solitaire position, the human `human`; the decks as given (stack orders them)."""
    doc = {"game": "twilight", "options": {"solitaire": True, "human_side": human, **(options or {})},
           "action_round": ar, "phasing": phasing, "cards": cards}
    if china:
        doc["china_card"] = china
    return GAME.from_json(doc)




def until(s, done, limit=400):
    """Step the first legal action until done(s)."""
    for _ in range(limit):
        if done(s):
            return s
        GAME.step(s, int(GAME.legal_actions(s)[0]))
    raise AssertionError("not reached")


def pending_kind(s):
    return int(top(s, 0)) if s[L.STACK_N] else 0


# ---------------------------------------------------------------- A.4 the Scoring Card deck

@pytest.mark.parametrize("rule, p, left", [("new_p", EUROPE, 0), ("keep_p", ASIA, 1)])
def test_a44_extra_ar_rule_keep_p_keeps_the_primary_in_an_extra_ar(rule, p, left):
    s = solo(extra_ar_rule=rule)
    turn_start(s, CASE_2_2_1)
    run_steps(s, 6)  # AR6: P Asia, Europe left
    SOL.sd_step(s, 7)  # the Space Station's 7th Early War AR
    assert (s[L.REGION_CARD], s[L.REGION_CARD + 1], s[L.SD_SCORING], s[L.SD_N]) == (p, 0, 0, left)
    assert SOL.left_at_turn_end(s) == left  # A.4.7's count, no card used by the extra AR with keep_p


def test_a43_secondary_promotion_ar2_only_reveals_a_new_p_and_needs_sd_empty():
    """CASE 1: the AR4 Secondary (Southeast Asia) is discarded at AR5 and a new P revealed; SD runs dry at AR6,
    so an extra AR takes the shuffled DISC (A.4.4 sd_empty)."""
    s = solo(secondary_promotion="ar2_only")
    turn_start(s, CASE_1)
    assert run_steps(s, 6) == [(AFRICA, 0, False),  # AR2: S still becomes P
                               (ASIA, 0, True), (SOUTH_AMERICA, SE_ASIA, False),
                               (EUROPE, 0, False),  # AR5: a new P, not the Secondary
                               (MIDDLE_EAST, 0, False)]
    assert s[L.SD_N] == 0 and SE_ASIA in s[L.SD_DISC : L.SD_DISC + s[L.SD_DISC_N]]
    assert SOL.left_at_turn_end(s) == -1  # A.4.7's counts assume the promotion
    SOL.sd_step(s, 7)
    assert s[L.REGION_CARD] != 0 and s[L.SD_DISC_N] == 0 and s[L.SD_N] == 6  # all 7 discards, one revealed


def headline_state(seed=0, **options):
    """A new solitaire game at its first headline decision (or AR1's card with `headline` off)."""
    s = GAME.new_state("solitaire", seed, options)
    return until(s, lambda t: pending_kind(t) in (L.FR_HEADLINE, L.FR_CARD))


@pytest.mark.parametrize("cards, s1, sd_n", [("p_and_s", True, 5), ("p_only", False, 6)])
def test_a42_ar1_cards_p_only_reveals_p1_alone_and_ar2_a_new_p(cards, s1, sd_n):
    s = headline_state(ar1_cards=cards)
    assert (s[L.REGION_CARD] != 0, s[L.REGION_CARD + 1] != 0, s[L.SD_N]) == (True, s1, sd_n)
    second, next_top = s[L.REGION_CARD + 1], s[L.SD + s[L.SD_N] - 1]
    SOL.sd_step(s, 2)
    assert s[L.REGION_CARD] == (second if s1 else next_top) and s[L.REGION_CARD + 1] == 0


@pytest.mark.parametrize("reset", ["rebuild_shuffle", "keep_leftover_on_top"])
def test_a42_sd_turn_reset_keep_leftover_on_top(reset):
    """Mid War, 2 cards left after AR7 (Europe under Middle East): kept on top they are P1 and S1."""
    s = solo(0, sd_turn_reset=reset)
    turn_start(s, MID_WAR, turn=4)
    run_steps(s, 7)
    left = [int(x) for x in s[L.SD : L.SD + 2]][::-1]  # top first
    SOL.sd_rebuild(s)
    SOL.sd_reveal(s)
    p1s1 = [int(s[L.REGION_CARD]), int(s[L.REGION_CARD + 1])]
    assert (p1s1 == left) == (reset == "keep_leftover_on_top") and s[L.SD_N] == 5


@pytest.mark.parametrize("reveal", ["before_headline", "after_headline"])
def test_b3_p1s1_reveal_after_headline_leaves_the_headline_without_region_cards(reveal):
    s = headline_state(p1s1_reveal=reveal)
    assert (s[L.REGION_CARD] == 0, s[L.SD_N]) == ((True, 7) if reveal == "after_headline" else (False, 5))
    until(s, lambda t: t[L.STEP] == L.ST_ARS and pending_kind(t) == L.FR_CARD)
    assert s[L.REGION_CARD] != 0 and s[L.REGION_CARD + 1] != 0 and s[L.SD_N] == 5


# ---------------------------------------------------------------- B.4, B.13 the turn's cards

@pytest.mark.parametrize("headline, kind, held", [("on", L.FR_HEADLINE, 8), ("off", L.FR_CARD, 7)])
def test_b13_headline_off_skips_the_headline_with_hands_of_7(headline, kind, held):
    s = headline_state(headline=headline)
    assert pending_kind(s) == kind and s[L.AR] == (0 if headline == "on" else 1)
    assert hand_count(s, US) == hand_count(s, USSR) == held


@pytest.mark.parametrize("shuffle", [True, False])
def test_b4_6_deck_shuffle_each_turn_false_keeps_the_held_cards_on_top(shuffle):
    """The cards each side holds at the end of turn 1 are the top of its turn-2 deck, in their order."""
    s = GAME.new_state("solitaire", 4, {"deck_shuffle_each_turn": shuffle})
    until(s, lambda t: t[L.TURN] == 2)
    held = [list(top_cards(s, side, 9)) for side in (US, USSR)]
    assert all(held)
    until(s, lambda t: pending_kind(t) == L.FR_HEADLINE)
    on_top = [list(top_cards(s, side, len(held[side]))) == held[side] for side in (US, USSR)]
    assert on_top == ([False, False] if shuffle else [True, True])


# ---------------------------------------------------------------- B.6 the human's restrictions

@pytest.mark.parametrize("drawn, deck_after", [("bottom", [21, 26, 23, 19]), ("top", [23, 19, 21, 26])])
def test_h6_human_china_drawn_cards_top_keeps_the_drawn_cards_on_top(drawn, deck_after):
    s = deck_position(options={"human_china_drawn_cards": drawn}, china={"holder": "us", "face_up": True},
                      us_hand=[23, 19, 21, 26], ussr_hand=[7, 14])
    stack(s, US, [23, 19, 21, 26])
    GAME.step(s, card(CHINA))
    assert list(top_cards(s, US, 4)) == deck_after


@pytest.mark.parametrize("search, top_first, choices", [(True, [23, 19, 21, 26], [21, 23]),
                                                        (False, [23, 19, 21, 26], [23]),
                                                        (False, [19, 26, 21, 23], [21, 23])])
def test_h9_human_search_deck_false_discards_under_quagmire_from_the_two_drawn_cards(search, top_first, choices):
    """#42 Quagmire: a card of 2+ Ops (#21, #23; #19 and #26 have 1). With neither drawn card of 2+ Ops the
    whole deck again, so that the trap can end."""
    s = deck_position(options={"human_search_deck": search}, us_hand=top_first, ussr_hand=[7, 14])
    stack(s, US, top_first)
    s[L.EFFECT + QUAGMIRE] = 1
    assert legal(s) == [card(x) for x in choices]


BLOCKADE, MISSILE_ENVY, ASK_NOT = 10, 49, 77


def ai_event_on_the_human(card_no, search, us_top_first):
    """The USSR AI plays card_no for its event; the human US, its deck in that order, is to answer."""
    s = deck_position(phasing="ussr", options={"human_search_deck": search}, ussr_hand=[card_no, 7],
                      us_hand=us_top_first)
    stack(s, US, us_top_first)
    stack(s, USSR, [card_no, 7])
    GAME.step(s, card(card_no))
    GAME.step(s, EVENT)
    return s


@pytest.mark.parametrize("search, top_first, choices", [(True, [19, 23, 21, 26], [21, 23]),
                                                        (False, [19, 23, 21, 26], [23]),
                                                        (False, [19, 26, 21, 23], [])])
def test_h9_human_search_deck_false_blockade_discards_from_the_two_drawn_cards(search, top_first, choices):
    """#10 Blockade: a card of 3+ Ops (#21, #23) or West Germany's influence; not searching its deck, the human
    discards one of its 2 drawn cards or none."""
    s = ai_event_on_the_human(BLOCKADE, search, top_first)
    assert legal(s) == [card(x) for x in choices] + [L.A_DONE]


@pytest.mark.parametrize("search, top_first, choices", [(True, [19, 23, 21, 26], [21, 23]),
                                                        (False, [19, 23, 21, 26], [23]),
                                                        (False, [19, 26, 21, 23], [21, 23])])
def test_h9_human_search_deck_false_missile_envy_tie_among_the_drawn_cards(search, top_first, choices):
    """#49 Missile Envy: the highest-Ops card (#21 and #23 tie at 4); not searching its deck, the human picks
    among its drawn cards when one of them is such a card (the rule's card is given either way)."""
    s = ai_event_on_the_human(MISSILE_ENVY, search, top_first)
    assert legal(s) == [card(x) for x in choices]


def test_h9_human_search_deck_false_ask_not_discards_only_the_other_drawn_card():
    """#77 Ask Not: the human US plays it from its drawn pair, #19 going to the bottom (H1); searching its deck
    it may discard any card, else only #19, the other card of its draw (then none)."""
    order = [ASK_NOT, 19, 23, 21, 26]
    for search in (True, False):
        s = deck_position(options={"human_search_deck": search}, us_hand=order, ussr_hand=[7, 14])
        stack(s, US, order)
        GAME.step(s, card(ASK_NOT))
        GAME.step(s, EVENT)
        if search:
            assert legal(s) == [card(x) for x in (19, 21, 23, 26)] + [L.A_DONE]
            continue
        assert legal(s) == [card(19), L.A_DONE]
        GAME.step(s, card(19))
        assert legal(s) == [L.A_DONE]
        GAME.step(s, L.A_DONE)  # the deck was not searched: not shuffled, the card drawn at its bottom
        assert list(top_cards(s, US, 3))[:2] == [23, 21] and s[L.LOC + 19] == L.LOC_DISCARD


@pytest.mark.parametrize("search, choices", [(True, [21, 23]), (False, [23])])
def test_h9_human_search_deck_false_blockade_in_its_own_ar_discards_the_other_drawn_card(search, choices):
    """The human US plays #10 Blockade for its Ops, the USSR event first: its hand is the other card of its
    draw, #23 (at the bottom now), not the next cards of its deck (#21)."""
    order = [BLOCKADE, 23, 21, 26]
    s = deck_position(options={"human_search_deck": search}, us_hand=order, ussr_hand=[7, 14])
    stack(s, US, order)
    GAME.step(s, card(BLOCKADE))
    GAME.step(s, INFLUENCE)
    GAME.step(s, legal(s)[0])  # 5.2 the USSR event first
    assert legal(s) == [card(x) for x in choices] + [L.A_DONE]


@pytest.mark.parametrize("search, choices", [(True, [21, 23]), (False, [23])])
def test_h9_missile_envys_tie_in_the_humans_own_ar_reads_the_other_drawn_card(search, choices):
    """#49's highest-Ops test asks the same "from your hand" as the other H9 places: in the human's own AR its
    hand is the other card of its draw (#23, 4 Ops), so #21 (4 Ops, deeper in its deck) is not offered, though
    the top 2 of its deck (#26, #19) hold no 4-Ops card."""
    order = [BLOCKADE, 23, 26, 19, 21]
    s = deck_position(options={"human_search_deck": search}, us_hand=order, ussr_hand=[7, 14])
    stack(s, US, order)
    GAME.step(s, card(BLOCKADE))
    GAME.step(s, INFLUENCE)
    GAME.step(s, legal(s)[0])  # 5.2 the USSR event first: the human's own AR, #23 the other card of its draw
    assert [x for x in (19, 21, 23, 26) if e049_ok(s, US, 1, card(x))] == choices


def test_h9_human_search_deck_false_eagle_discard_from_the_two_drawn_cards():
    """4.6 The Eagle Has Landed's discard: one held card or none; the human not searching its deck, one of its
    2 drawn cards."""
    for search, choices in ((True, [19, 21, 23, 26]), (False, [19, 23])):
        s = deck_position(options={"human_search_deck": search}, us_hand=[19, 23, 21, 26], ussr_hand=[7, 14])
        stack(s, US, [19, 23, 21, 26])
        push(s, L.FR_EAGLE, US, 0, 0)
        assert legal(s) == [card(x) for x in choices] + [L.A_DONE]


# ---------------------------------------------------------------- B.5, Part C #104: events

@pytest.mark.parametrize("rule", ["active_regions", "no_effect"])
def test_c104_cambridge_five_no_effect(rule):
    """The human USSR plays The Cambridge Five for its event, Europe the Primary region."""
    s = deck_position("ussr", "ussr", options={"cambridge_five": rule}, ussr_hand=[CAMBRIDGE_FIVE, 7],
                      us_hand=[23, 21])
    s[L.REGION_CARD], s[L.REGION_CARD + 1] = EUROPE, 0
    stack(s, USSR, [CAMBRIDGE_FIVE, 7])
    GAME.step(s, card(CAMBRIDGE_FIVE))
    GAME.step(s, EVENT)
    if rule == "active_regions":
        assert (top(s, 0), top(s, 2)) == (L.FR_EVENT, CAMBRIDGE_FIVE) and country("Poland") in legal(s)
    else:
        assert s[L.LOC + CAMBRIDGE_FIVE] == L.LOC_DISCARD and s[L.STACK_N] and top(s, 0) == L.FR_CARD
        assert not L.LAYOUT.view(s, "inf")[USSR].any()


def test_c104_the_ais_condition_reads_the_solitaire_adaptation_only_in_the_solitaire():
    """Part C #104 "C: before the Late War": in the standard game the switch and the region cards do not apply."""
    standard = position({}, turn=5, cards={"ussr_hand": [CAMBRIDGE_FIVE], "us_hand": [23]})
    assert condition(standard, USSR, CAMBRIDGE_FIVE, False, 0.0)
    s = deck_position("us", "ussr", options={"cambridge_five": "no_effect"}, ussr_hand=[CAMBRIDGE_FIVE], us_hand=[23])
    s[L.REGION_CARD] = EUROPE
    assert not condition(s, USSR, CAMBRIDGE_FIVE, False, 0.0)


@pytest.mark.parametrize("rule, japan", [("apply", False), ("ignore", True)])
def test_b5_rpr_event_ops_ignore_frees_the_ops_of_cia_created(rule, japan):
    """The human US plays CIA Created's event, Europe the Primary region: its 1 Op may go to Japan only when
    the restrictions ignore event-granted Ops (RPR-3)."""
    s = deck_position(options={"rpr_event_ops": rule}, us_hand=[CIA_CREATED, 19], ussr_hand=[7, 14])
    s[L.INF + D.COUNTRY_INDEX["Japan"]] = 1
    s[L.INF + D.COUNTRY_INDEX["West Germany"]] = 1
    s[L.REGION_CARD], s[L.REGION_CARD + 1] = EUROPE, 0
    stack(s, US, [CIA_CREATED, 19])
    GAME.step(s, card(CIA_CREATED))
    GAME.step(s, EVENT)
    GAME.step(s, L.A_CHOICE0)  # influence
    assert top(s, 3) == OPS_PLACE and country("West Germany") in legal(s)
    assert (country("Japan") in legal(s)) == japan


# ---------------------------------------------------------------- B.15 F2 the AI's safety

def test_b15_f2_ai_exact_hc_check_unsafe_only_with_a_human_battleground_coup():
    """DEFCON 2, the USSR AI reveals CIA Created (HC): unsafe by default; with the exact check only once the
    US could coup a battleground (none in Europe at DEFCON 2; Angola with USSR influence)."""
    def state(influence, exact):
        return ai_position(influence, deck=[CIA_CREATED, 7], defcon=2, options={"ai_exact_hc_check": exact})
    assert unsafe(state({"Poland": (0, 2)}, False), USSR, CIA_CREATED)
    assert not unsafe(state({"Poland": (0, 2)}, True), USSR, CIA_CREATED)
    assert unsafe(state({"Poland": (0, 2), "Angola": (0, 1)}, True), USSR, CIA_CREATED)
    assert legal(state({"Poland": (0, 2)}, True)) == [card(CHINA), card(CIA_CREATED)]


def test_part_d_switches_checked_and_written_back():
    with pytest.raises(PositionError, match="options.headline: .*RULINGS.md TS34"):
        position({}, options={"solitaire": True, "headline": "sometimes"})
    s = position({}, options={"solitaire": True, "extra_ar_rule": "keep_p", "human_search_deck": False})
    opts = GAME.to_json(s)["options"]
    assert (opts["extra_ar_rule"], opts["human_search_deck"], opts["sd_turn_reset"]) == ("keep_p", False,
                                                                                        "rebuild_shuffle")
    assert np.array_equal(GAME.from_json(GAME.to_json(s)), s)
