"""The solitaire's draft (shared/spec/twilight_solo.md B.4, part E T-06), H8 (what a side may know of the
decks: the determinization) and H10 (no skipped AR while a card can be drawn); RULINGS.md TS26."""
import numpy as np

from engine.core.frames import pop, push
from engine.core.rng import seed_words
from engine.twilight import data as D
from engine.twilight import layout as L
from engine.twilight.game import GAME
from engine.twilight.hidden import determinize
from engine.twilight.rules.sequence import start_turn
from engine.twilight.rules.solitaire_decks import top_cards
from engine.twilight.step import advance
from tests.twilight.ai_helpers import decide
from tests.twilight.helpers import card, kind, legal, position

US, USSR = D.US, D.USSR
N = D.CARD_INDEX
MARSHALL, COMECON, DUCK, OLYMPIC, FYP, NASSER = (N["Marshall Plan"], N["COMECON"], N["Duck and Cover"],
                                                 N["Olympic Games"], N["Five Year Plan"], N["Nasser"])


def hand(s, side) -> set[int]:
    return {c for c in range(1, D.N_CARDS + 1) if s[L.LOC + c] == L.LOC_HAND + side}


def through_setup(options: dict, seed: int = 3) -> np.ndarray:
    """A solitaire game after the setup placements (by the bot), at the turn-1 draft's first decision."""
    s = GAME.new_state("solitaire", seed, options)
    while kind(s) == "setup":
        GAME.step(s, decide(s)[0])
    return s


def face_up(s, cards) -> None:
    """Make `cards` face up in the draft (each swapped with a face-up card not listed, which takes its place
    in the draw deck)."""
    n = 2 * int(s[L.DRAFT_M])
    draft = [int(x) for x in s[L.DRAFT : L.DRAFT + n]]
    spare = [x for x in draft if x not in cards]
    for c in cards:
        if c in draft:
            continue
        x = spare.pop()
        i = [int(d) for d in s[L.DECK : L.DECK + int(s[L.DECK_N])]].index(c)
        s[L.DECK + i] = x
        s[L.LOC + x] = L.LOC_DECK
        s[L.DRAFT + draft.index(x)] = c
        s[L.LOC + c] = L.LOC_DRAFT


def claim_frame(human: str, a: int, b: int) -> np.ndarray:
    """A solitaire position with the AI (the side `human` is not) to claim one card of the pair (a, b)."""
    s = position(options={"solitaire": True, "human_side": human})
    pop(s)
    push(s, L.FR_CLAIM, USSR if human == "us" else US, a, b)
    return s


def test_b4_t06_pair_split_the_ai_claims_by_claim_value():
    """T-06 (B.4.4, AI = USSR): the human pairs; the AI claims COMECON (cv 4 vs 2), Olympic Games (2 vs 1) and
    Five Year Plan (2 = 2, higher printed Ops); the human takes the other cards; the decks are then shuffled."""
    s = through_setup({"human_side": "us"})
    assert kind(s) == "pair" and GAME.current_player(s) == US and s[L.DRAFT_M] == 8  # B.4.1: 8 - 0 each
    face_up(s, [MARSHALL, COMECON, DUCK, OLYMPIC, FYP, NASSER])
    for c in (MARSHALL, COMECON, DUCK, OLYMPIC, FYP, NASSER):
        assert card(c) in legal(s)
        GAME.step(s, card(c))
    while kind(s) == "pair":  # the other 5 pairs
        GAME.step(s, decide(s)[0])
    claims = []
    while kind(s) == "claim":
        assert GAME.current_player(s) == USSR
        a, why = decide(s)
        claims.append(a - L.A_CARD0 + 1)
        GAME.step(s, a)
    assert claims[:3] == [COMECON, OLYMPIC, FYP] and "B.4.4" in why[0]
    assert {COMECON, OLYMPIC, FYP} <= hand(s, USSR) and {MARSHALL, DUCK, NASSER} <= hand(s, US)
    assert len(hand(s, US)) == len(hand(s, USSR)) == 8 and kind(s) == "headline"
    assert all(s[L.DRAFTED + c] == 1 for c in hand(s, US) | hand(s, USSR))
    assert s[L.REGION_CARD] != 0 and s[L.DRAFT_M] == 0  # B.3 D: P1 and S1 after the draft


def test_b4_4_claim_ties_printed_ops_then_the_ai_event():
    """B.4.4 ties: equal cv -> higher printed Ops (Five Year Plan over Nasser); equal Ops too -> an AI event
    over a neutral card (U2 Incident, USSR, code O: cv 3, over Brush War, neutral: cv 3)."""
    assert decide(claim_frame("us", FYP, NASSER))[0] == card(FYP)
    assert decide(claim_frame("us", N["U2 Incident"], N["Brush War"]))[0] == card(N["U2 Incident"])
    # a US AI: Marshall Plan is its own event (cv 5) against COMECON, a human event of harm 2 (cv 1)
    assert decide(claim_frame("ussr", MARSHALL, COMECON))[0] == card(MARSHALL)


def only_face_up(s, cards) -> None:
    """The draft's face-up cards are exactly `cards`, in this order (the others back on the draw deck);
    B.4.5 then deals the rest face down."""
    face_up(s, cards)
    for i in range(2 * int(s[L.DRAFT_M])):
        x = int(s[L.DRAFT + i])
        if x not in cards:
            s[L.LOC + x] = L.LOC_DECK
            s[L.DECK + s[L.DECK_N]] = x
            s[L.DECK_N] += 1
        s[L.DRAFT + i] = 0
    s[L.DRAFT : L.DRAFT + len(cards)] = cards
    s[L.DRAFT_M] = len(cards) // 2


def test_b4_3_pairing_by_the_bot_in_the_human_seat_puts_the_ai_best_cards_together():
    """B.4.3 (the bot in the human seat, AI = USSR): the open card the AI values most first, then the next:
    COMECON (cv 4) with Marshall Plan (cv 2, 4 Ops), then Olympic Games (cv 2, 2 Ops) with Nasser (cv 2,
    1 Op); the AI claims COMECON and Olympic Games."""
    s = through_setup({"human_side": "us"})
    only_face_up(s, [NASSER, OLYMPIC, MARSHALL, COMECON])
    picks = []
    while kind(s) == "pair":
        a, why = decide(s)
        assert "B.4.3" in why[0] or len(legal(s)) == 1
        picks.append(a - L.A_CARD0 + 1)
        GAME.step(s, a)
    assert picks == [COMECON, MARSHALL, OLYMPIC, NASSER]
    assert [int(x) for x in s[L.DRAFT : L.DRAFT + 4]] == picks
    claims = []
    while kind(s) == "claim":
        a = decide(s)[0]
        claims.append(a - L.A_CARD0 + 1)
        GAME.step(s, a)
    assert claims == [COMECON, OLYMPIC] and len(hand(s, US)) == len(hand(s, USSR)) == 8
    assert s[L.DRAFTED + COMECON] == 1 and sum(int(s[L.DRAFTED + c]) for c in hand(s, USSR)) == 2


def test_b4_pair_give_the_human_gives_one_card_of_each_dealt_pair():
    """draft_mode PAIR_GIVE: the pairs are dealt; the human chooses the card that goes to the AI (the bot in
    the human seat gives the one the AI values less)."""
    s = through_setup({"human_side": "us", "draft_mode": "pair_give"})
    assert kind(s) == "claim" and GAME.current_player(s) == US and s[L.DRAFT_N] == s[L.DRAFT_M] == 8
    pair = [int(s[L.DRAFT]), int(s[L.DRAFT + 1])]
    a, why = decide(s)
    given = a - L.A_CARD0 + 1
    assert given in pair and "PAIR_GIVE" in why[0]
    GAME.step(s, a)
    assert given in hand(s, USSR) and (set(pair) - {given}) <= hand(s, US)


def test_b4_deal_mode_is_the_base_deal_before_the_setup():
    """draft_mode DEAL: 4.5B's deal (3.1: before the setup), no draft decision."""
    s = GAME.new_state("solitaire", 3, {"draft_mode": "deal"})
    assert kind(s) == "setup" and len(hand(s, US)) == len(hand(s, USSR)) == 8
    s = GAME.new_state("solitaire", 3, {})
    assert kind(s) == "setup" and not hand(s, US) and not hand(s, USSR)  # the draft comes at the turn's start


def test_b4_1_and_5_held_cards_and_the_face_down_difference():
    """B.4.1: turn 2, the human holds 2 cards, the AI none: n = 6 and 8, m = 6 (12 face up); B.4.5: the 2
    more the AI needs are dealt face down (not DRAFTED); both decks end at 8."""
    held = [N["Fidel"], N["Nasser"]]
    s = position(options={"solitaire": True, "human_side": "us"}, turn=2, cards={"us_hand": held})
    pop(s)
    start_turn(s)
    advance(s)
    assert kind(s) == "pair" and s[L.DRAFT_M] == 6
    while kind(s) in ("pair", "claim"):
        GAME.step(s, decide(s)[0])
    assert len(hand(s, US)) == len(hand(s, USSR)) == 8
    assert sum(int(s[L.DRAFTED + c]) for c in hand(s, USSR)) == 6
    assert sum(int(s[L.DRAFTED + c]) for c in hand(s, US)) == 6  # the 2 held came from no draft here


def test_h8_determinize_keeps_the_drafted_ai_cards_and_hides_every_order():
    """H8: for the human, the AI's drafted cards stay (their set is known), its face-down ones are resampled;
    the order of both decks and of SD is resampled; the human's own 2-card draw stays on top."""
    s = through_setup({"human_side": "us"})
    while kind(s) in ("pair", "claim"):
        GAME.step(s, decide(s)[0])
    while not (kind(s) == "card" and GAME.current_player(s) == US):
        GAME.step(s, decide(s)[0])
    ai = hand(s, USSR)
    hidden = next(iter(ai))
    s[L.DRAFTED + hidden] = 0  # as if dealt face down
    drawn = [int(x) for x in top_cards(s, US, 2)]
    sd = sorted(int(x) for x in s[L.SD : L.SD + int(s[L.SD_N])])
    changed_order = changed_card = False
    for k in range(20):
        t = s.copy()
        determinize(t, US, np.array(seed_words(k, 5), dtype=np.int64))
        assert ai - {hidden} <= hand(t, USSR) and len(hand(t, USSR)) == len(ai) and hand(t, US) == hand(s, US)
        changed_card |= hidden not in hand(t, USSR)
        assert [int(x) for x in top_cards(t, US, 2)] == drawn
        assert sorted(int(x) for x in t[L.SD : L.SD + int(t[L.SD_N])]) == sd
        changed_order |= list(top_cards(t, USSR, 8)) != list(top_cards(s, USSR, 8))
    assert changed_card and changed_order


def test_h10_the_human_cannot_skip_an_action_round():
    """H10 [TS 5.1]: the human's card choice is one of the 2 drawn cards or the China Card; no pass."""
    s = position(options={"solitaire": True, "human_side": "ussr"},
                 cards={"ussr_hand": [FYP, NASSER, DUCK]})
    s[L.DECK_KEY + FYP], s[L.DECK_KEY + NASSER], s[L.DECK_KEY + DUCK] = 3, 2, 1
    assert legal(s) == sorted([card(FYP), card(NASSER), card(D.CHINA)])
    assert L.A_DONE not in legal(s)


def test_b18_draft_state_round_trips_through_a_position_document():
    """B.18 (the draft's scratch is state): mid-draft, the document gives back the state bit for bit."""
    import json

    s = through_setup({"human_side": "ussr"})
    for _ in range(5):
        GAME.step(s, decide(s)[0])
    assert kind(s) == "pair" and s[L.DRAFT_N] == 2 and s[L.DRAFT + 4] != 0
    assert np.array_equal(GAME.from_json(json.loads(json.dumps(GAME.to_json(s)))), s)
    while kind(s) == "pair":
        GAME.step(s, decide(s)[0])
    assert kind(s) == "claim" and GAME.current_player(s) == US
    assert np.array_equal(GAME.from_json(json.loads(json.dumps(GAME.to_json(s)))), s)
