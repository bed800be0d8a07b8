"""Each priority of the solitaire AI (shared/spec/twilight_solo.md part B) in a position where it orders two
candidates differently from the next rule (the part-E situations are in test_ai_part_e.py)."""
import numpy as np
import pytest

from engine.core.protocol import PositionError
from engine.twilight import layout as L
from engine.twilight.game import GAME
from engine.twilight.nonplayer import trace as T
from engine.twilight.nonplayer.cards import answer_eagle
from engine.twilight.nonplayer.coup import coup_allowed, military_value
from engine.twilight.nonplayer.placement import leftover
from engine.twilight.nonplayer.values import BIG, decision_rng, objective, pick_best
from tests.twilight.ai_helpers import ai_position, decide, first_play
from tests.twilight.helpers import EVENT, c, card, inf, position

NASSER, U2, KOREAN_WAR, DUCK, IRAN_CONTRA, DEFECTORS = 15, 60, 11, 4, 93, 103


def use_of(s) -> str:
    return first_play(s)[1]


def test_b10_1_code_e_plays_the_event_code_o_the_ops():
    assert use_of(ai_position({}, deck=[NASSER], region=(3, 0))) == "5.1 USSR uses #15 Nasser for its event"
    assert "for its event" not in use_of(ai_position({"Poland": (0, 1)}, deck=[U2], region=(2, 0)))


def test_b10_1_code_c_duck_and_cover_for_a_us_ai_only_above_the_floor():
    at5 = use_of(ai_position({"West Germany": (1, 0)}, ai="us", deck=[DUCK], region=(2, 0), defcon=5))
    at3 = use_of(ai_position({"West Germany": (1, 0)}, ai="us", deck=[DUCK], region=(2, 0), defcon=3))
    assert at5.endswith("for its event") and not at3.endswith("for its event")


def test_b10_1_code_w_korean_war_only_at_even_odds():
    even = use_of(ai_position({"South Korea": (1, 0)}, deck=[KOREAN_WAR], region=(1, 0)))
    worse = use_of(ai_position({"South Korea": (1, 0), "Japan": (4, 0)}, deck=[KOREAN_WAR], region=(1, 0)))
    assert even.endswith("for its event") and not worse.endswith("for its event")


def test_b10_2_valve_threshold_harm_2_in_normal_mode_not_in_aggressive():
    normal = use_of(ai_position({"West Germany": (1, 0)}, deck=[DUCK], region=(2, 0), defcon=4))
    aggressive = use_of(ai_position({"West Germany": (1, 0)}, deck=[DUCK], region=(2, 0), scoring=True, defcon=4,
                                    ar=3))
    assert normal.endswith("for its Space Race") and not aggressive.endswith("for its Space Race")


def test_b10_3_idle_space_race_only_when_nothing_on_the_map_gains():
    idle = use_of(ai_position({}, deck=[IRAN_CONTRA], region=(2, 0), defcon=4))
    busy = use_of(ai_position({"Poland": (0, 1)}, deck=[IRAN_CONTRA], region=(2, 0), defcon=4))
    assert idle.endswith("for its Space Race") and busy.endswith("for its influence")


def test_b11_1_leftover_l1_protects_before_l2_progress():
    s = ai_position({"Iraq": (0, 3), "Syria": (0, 1)}, deck=[U2], region=(3, 0))
    targets = np.zeros(84, dtype=np.int64)
    targets[[c("Iraq"), c("Syria")]] = 1
    rng = decision_rng(s)
    assert tuple(leftover(s, 1, 1, targets, rng)) == (c("Iraq"), 1)  # exposure 7 - 6 - 0 = 1
    s[L.INF + 84 + c("Iraq")] = 5
    assert tuple(leftover(s, 1, 1, targets, rng)) == (c("Syria"), 2)  # Iraq no longer exposed


def test_b11_2_floors_normal_3_aggressive_2_and_ops_first_events():
    s = ai_position({"Iran": (1, 0)}, deck=[U2], region=(3, 0), defcon=3)
    assert not coup_allowed(s, 1, c("Iran"), False, 0) and coup_allowed(s, 1, c("Iran"), True, 0)
    assert not coup_allowed(s, 1, c("Iran"), True, 1)  # F4: the D1 event after it would reach 1
    assert coup_allowed(s, 1, c("Jordan"), False, 0)  # no battleground: DEFCON stays


def test_b11_2_military_ops_value_late_counts_double():
    s = ai_position({"Iran": (1, 0)}, deck=[U2], region=(3, 0), defcon=4)
    assert military_value(s, 1, c("Libya"), 3, 1) == 3.0 and military_value(s, 1, c("Libya"), 3, 4) == 1.5


def test_b9_1_aggressive_objective_is_lexicographic():
    s = ai_position({"Iraq": (0, 3)}, deck=[U2], region=(3, 0), scoring=True, ar=3)
    base = objective(s, 1, 1, True)
    s[L.INF + 84 + c("Libya")] = 2  # one more Middle East country: the count +1 beats any V
    assert objective(s, 1, 1, True) - base >= BIG - 100


def test_b9_3_seeded_tie_break_same_decision_same_draw():
    s = ai_position({}, deck=[U2], region=(3, 0))
    vals, keys = np.zeros(4), np.zeros(4, dtype=np.int64)
    picks = {int(pick_best(vals, keys, 4, decision_rng(s))[0]) for _ in range(3)}
    assert len(picks) == 1
    draws = set()
    for d in range(40):
        s[L.DECISIONS] = d
        draws.add(int(pick_best(vals, keys, 4, decision_rng(s))[0]))
    assert draws == {0, 1, 2, 3}
    keys[2] = 1
    assert pick_best(vals, keys, 4, decision_rng(s))[0] == 2


def test_b13_headline_defectors_first_for_a_us_ai_and_no_d1_card_at_defcon_3():
    s = ai_position({}, ai="us", deck=[21, DEFECTORS, 23], ar=0)
    assert decide(s)[0] == card(DEFECTORS)
    s = ai_position({}, deck=[DUCK, 5], ar=0, defcon=3)
    assert decide(s)[0] == card(5)
    s = ai_position({}, deck=[DUCK, 5], ar=0, defcon=4)
    assert decide(s)[0] == card(5)  # harm 1 before harm 2 (priority 4)
    s = ai_position({}, deck=[5, U2, 62], ar=0)
    a, why = decide(s)
    assert a == card(62) and why[0].startswith("B.13 priority 3")  # own O cards first, the lowest Ops


def test_b14_ch3_turn_10_needs_a_margin_of_2():
    asia = {"Japan": (4, 0), "South Korea": (3, 0), "Australia": (4, 0), "Philippines": (2, 0), "Thailand": (3, 0),
            "Pakistan": (2, 0), "North Korea": (0, 3), "Afghanistan": (0, 2), "India": (0, 4), "Vietnam": (0, 1),
            "Laos/Cambodia": (0, 1)}
    s = ai_position(asia, deck=[49], region=(1, 0), scoring=True, turn=10, ar=3, military_ops={"ussr": 5})
    assert decide(s)[0] == card(49)  # 6 - 5 = 1 < 2
    s = ai_position(asia, deck=[49], region=(1, 0), scoring=True, turn=9, ar=3, military_ops={"ussr": 5})
    assert decide(s)[0] == card(6)


def test_b16_trapped_ai_discards_a_human_event_card_first():
    s = ai_position({}, deck=[U2, 7, DUCK], region=(2, 0))
    s[L.EFFECT + 44] = 1  # Bear Trap on the USSR
    a, why = decide(s)
    assert a == card(DUCK) and any(w.startswith("B.16 trapped") for w in why)


def test_b16_eagle_discards_the_highest_harm_card_else_keeps():
    s = ai_position({}, deck=[U2, 7, DUCK], region=(2, 0))
    trace = np.zeros(T.TRACE_LEN, dtype=np.int64)
    legal = np.array([card(7), card(DUCK), card(U2), L.A_DONE], dtype=np.int32)
    assert answer_eagle(s, 1, legal, 4, decision_rng(s), trace) == card(DUCK)
    legal = np.array([card(7), card(U2), L.A_DONE], dtype=np.int32)
    assert answer_eagle(s, 1, legal, 3, decision_rng(s), trace) == L.A_DONE


# ---- part D: each switch changes a decision


def test_d_ai_setup_first_row():
    s = GAME.new_state("solitaire", 3, {"ai_setup": "first_row"})  # seed 3 rolls a 6 (row 5-6 by default)
    for _ in range(6):
        GAME.step(s, decide(s)[0])
    assert inf(s, "Poland")[1] == 4 and inf(s, "Czechoslovakia")[1] == 0


def test_d_ai_kill_moves_off_takes_part_in_the_olympics_at_defcon_2():
    for kill, boycott in ((True, True), (False, False)):
        s = position({}, options={"solitaire": True, "ai_kill_moves": kill}, defcon=2, turn=2, action_round=2,
                     phasing="us", cards={"us_hand": [20], "ussr_hand": [5]})
        GAME.step(s, card(20))
        GAME.step(s, EVENT)
        assert decide(s)[0] == L.A_CHOICE0 + int(boycott)


def test_d_tie_break_lowest_id_takes_the_first_tied():
    s = ai_position({}, deck=[U2], region=(3, 0), options={"tie_break": "lowest_id"})
    vals, keys = np.zeros(4), np.zeros(4, dtype=np.int64)
    for d in range(10):
        s[L.DECISIONS] = d
        assert pick_best(vals, keys, 4, decision_rng(s))[0] == 0


def test_d_ai_event_order_always_event_first():
    mideast = {"Libya": (2, 0), "Israel": (4, 0), "Jordan": (2, 0), "Syria": (0, 2), "Iraq": (0, 3), "Lebanon": (0, 1)}
    kw = {"deck": [DUCK], "region": (3, 0), "scoring": True, "defcon": 3, "ar": 3, "military_ops": {"ussr": 3}}
    assert first_play(ai_position(mideast, **kw))[2].startswith("5.2 the Ops first")
    s = ai_position(mideast, options={"ai_event_order": "always_event_first"}, **kw)
    assert first_play(s)[2].startswith("5.2 the US event first")


def test_d_idle_space_off_spends_the_ops():
    s = ai_position({}, deck=[IRAN_CONTRA], region=(2, 0), defcon=4, options={"idle_space": False})
    assert use_of(s).endswith("for its influence")


def test_d_china_switches():
    asia = {"Japan": (4, 0), "South Korea": (3, 0), "Australia": (4, 0), "Philippines": (2, 0), "Thailand": (3, 0),
            "Pakistan": (2, 0), "North Korea": (0, 3), "Afghanistan": (0, 2), "India": (0, 4), "Vietnam": (0, 1),
            "Laos/Cambodia": (0, 1)}
    s = ai_position(asia, deck=[49], region=(1, 0), scoring=True, turn=5, ar=3, military_ops={"ussr": 5},
                    options={"ai_china_asia_scoring": False})
    assert decide(s)[0] == card(49)
    s = ai_position({}, deck=[DUCK, 15], region=(2, 0), defcon=2, space_race={"ussr": 3},
                    space_attempts={"ussr": 2}, options={"ai_china_when_unsafe": False})
    assert decide(s)[0] == card(15)  # no CH-2: Duck and Cover deferred, Nasser played (F3 step 3)


def test_d_destalinization_coded_v_may_play_the_event():
    kw = {"deck": [33], "region": (2, 0), "defcon": 4}
    board = {"Poland": (0, 6), "East Germany": (0, 6), "Iraq": (0, 4), "Syria": (0, 3)}
    assert not use_of(ai_position(board, **kw)).endswith("for its event")
    assert use_of(ai_position(board, options={"destalinization": "v"}, **kw)).endswith("for its event")


def test_b10_5_event_value_averages_one_die_exactly():
    """B.10.5: an event that rolls one d6 (Indo-Pakistani War, 1 die) is valued as the mean over its 6 results
    (each played with that result forced), not one sampled roll; the 6 results do differ (win or lose)."""
    from engine.twilight.nonplayer.events import FORCED_1, dice_drawn, played, simulate
    from engine.twilight.nonplayer.values import aggressive, region_r

    s = ai_position({"India": (0, 2), "Pakistan": (1, 0), "Afghanistan": (0, 1)}, deck=[24], region=(1, 0))
    GAME.step(s, card(24))
    rng = decision_rng(s)
    me, r, aggr = 1, region_r(s), aggressive(s)
    base = objective(s, me, r, aggr)
    _, u = played(s, me, r, aggr, EVENT, rng[:4].copy(), rng.copy())
    assert dice_drawn(rng[:4].copy(), u) == 1
    outcomes = [played(s, me, r, aggr, EVENT, FORCED_1[d].copy(), rng.copy())[0] - base for d in range(6)]
    assert len(set(np.round(outcomes, 9))) == 2  # the war is won on some rolls, lost on the others
    assert simulate(s, me, r, aggr, EVENT, rng.copy()) == np.mean(outcomes)
    assert len(played.signatures) == 1  # the forced rows are copied: one compile of the valuation


def test_d_numeric_switches_change_their_decisions():
    """Part D's numeric switches as options (RULINGS.md TS28), each in a position where it changes the answer:
    valve_harm_normal 3 (Duck and Cover, harm 2: Ops, not the valve), defcon_floor_normal 2 (the Iran coup
    allowed at DEFCON 3), milops_mu_late 2.0, war_threshold 0.7 (Korean War at 1/2: Ops), ai_china_turn10_margin
    1 (turn 10: the China Card's +1 is enough), eagle_discard_min_harm 3 (Duck and Cover, harm 2, kept),
    ai_headline_look 1 (the top card only)."""
    def opt(**o):
        return {"options": o}

    wg = {"West Germany": (1, 0)}
    assert not use_of(ai_position(wg, deck=[DUCK], region=(2, 0), defcon=4, **opt(valve_harm_normal=3))).endswith(
        "for its Space Race")
    s = ai_position({"Iran": (1, 0)}, deck=[U2], region=(3, 0), defcon=3, **opt(defcon_floor_normal=2))
    assert coup_allowed(s, 1, c("Iran"), False, 0)
    s = ai_position({"Iran": (1, 0)}, deck=[U2], region=(3, 0), defcon=4, **opt(milops_mu_late=2.0))
    assert military_value(s, 1, c("Libya"), 3, 1) == 6.0 and military_value(s, 1, c("Libya"), 3, 4) == 1.5
    korea = use_of(ai_position({"South Korea": (1, 0)}, deck=[KOREAN_WAR], region=(1, 0), **opt(war_threshold=0.7)))
    assert not korea.endswith("for its event")
    asia = {"Japan": (4, 0), "South Korea": (3, 0), "Australia": (4, 0), "Philippines": (2, 0), "Thailand": (3, 0),
            "Pakistan": (2, 0), "North Korea": (0, 3), "Afghanistan": (0, 2), "India": (0, 4), "Vietnam": (0, 1),
            "Laos/Cambodia": (0, 1)}
    s = ai_position(asia, deck=[49], region=(1, 0), scoring=True, turn=10, ar=3, military_ops={"ussr": 5},
                    **opt(ai_china_turn10_margin=1))
    assert decide(s)[0] == card(6)
    s = ai_position({}, deck=[U2, 7, DUCK], region=(2, 0), **opt(eagle_discard_min_harm=3))
    legal = np.array([card(7), card(DUCK), card(U2), L.A_DONE], dtype=np.int32)
    assert answer_eagle(s, 1, legal, 4, decision_rng(s), np.zeros(T.TRACE_LEN, dtype=np.int64)) == L.A_DONE
    s = ai_position({}, deck=[5, 9, 15, 20], ar=0, **opt(ai_headline_look=1))
    assert decide(s)[0] == card(5)  # T-17's Vietnam Revolts is not looked at


def test_d_numeric_switches_are_checked_and_round_trip():
    """A numeric option out of its range, or of the wrong kind, is one line naming it; a document keeps it."""
    with pytest.raises(PositionError, match="options.war_threshold: expected a number from 0 to 1"):
        position({}, options={"solitaire": True, "war_threshold": 1.5})
    with pytest.raises(PositionError, match="options.ai_headline_look: expected an integer from 1 to 9"):
        position({}, options={"solitaire": True, "ai_headline_look": 2.5})
    s = position({}, options={"solitaire": True, "milops_mu_early": 0.25, "valve_harm_aggressive": 4})
    doc = GAME.to_json(s)
    assert doc["options"]["milops_mu_early"] == 0.25 and doc["options"]["valve_harm_aggressive"] == 4
    assert np.array_equal(GAME.from_json(doc), s)


# ---- harm read from the position (B.10.2 step 1, Part C's rows that name a measure)
OPEC, ALLIANCE, LIBYA_BOMBS, BLOCKADE, UN = 61, 78, 84, 10, 32
HARM_ROWS = [  # (AI, card, a board whose measure is 1, one whose measure is 3)
    ("us", OPEC, {"Libya": (0, 2)}, {"Libya": (0, 2), "Egypt": (0, 2), "Iraq": (0, 3)}),
    ("ussr", ALLIANCE, {"Panama": (2, 0)}, {"Panama": (2, 0), "Venezuela": (2, 0), "Argentina": (2, 0)}),
    ("ussr", LIBYA_BOMBS, {"Libya": (0, 2)}, {"Libya": (0, 6)}),
]


@pytest.mark.parametrize("ai,c,minor,severe", HARM_ROWS)
def test_b10_2_harm_of_a_vp_event_is_its_vp_the_valve_opens_at_2(ai, c, minor, severe):
    kw = {"ai": ai, "deck": [c], "region": (3, 0), "defcon": 4}
    assert not use_of(ai_position(minor, **kw)).endswith("for its Space Race")  # harm 1 < 2: Ops, the event fires
    assert use_of(ai_position(severe, **kw)).endswith("for its Space Race")


def test_b10_4_blockade_is_harmless_without_us_influence_in_west_germany_un_goes_to_the_bottom():
    kw = {"ai": "us", "deck": [UN, BLOCKADE], "region": (2, 0)}
    assert decide(ai_position({"West Germany": (1, 0)}, **kw))[0] == card(UN)  # harm 2: play both
    assert decide(ai_position({"France": (1, 0)}, **kw))[0] == card(BLOCKADE)  # harm 0: UN to the bottom


# ---- B.13 headline: the priorities as the spec lists them
NATO, CONTAINMENT, FIDEL, OLYMPICS, MARSHALL, CIA, GRAIN = 21, 25, 8, 20, 23, 26, 67


def test_b13_priority_2_an_e_event_that_cannot_occur_is_not_event_worthy():
    s = ai_position({}, ai="us", deck=[NATO, CONTAINMENT, FIDEL], ar=0)
    assert decide(s)[0] == card(CONTAINMENT)  # NATO without its prerequisite would be Ops (B.10.1)
    s[L.EFFECT + MARSHALL] = 1  # Marshall Plan in effect
    assert decide(s)[0] == card(NATO)  # it can occur: 4 printed Ops before 3


def test_b13_priority_3_is_o_cards_only_an_unwanted_c_event_comes_after_the_human_events():
    s = ai_position({}, deck=[OLYMPICS, MARSHALL, CONTAINMENT], ar=0, defcon=3)
    a, why = decide(s)
    assert a == card(CONTAINMENT) and why[0].startswith("B.13 priority 4")  # Olympic Games' C is false at 3
    s = ai_position({}, deck=[OLYMPICS, MARSHALL], ar=0, defcon=3)
    a, why = decide(s)
    assert a == card(MARSHALL)  # a human event (harm 3) still before it
    s = ai_position({}, deck=[OLYMPICS, U2], ar=0, defcon=3)
    a, why = decide(s)
    assert a == card(U2) and why[0].startswith("B.13 priority 3")


def test_b13_f5_nothing_allowed_in_the_top_3_the_deck_is_looked_through_in_order():
    s = ai_position({}, deck=[DUCK, CIA, GRAIN, NASSER, U2], ar=0, defcon=3)
    assert card(NASSER) in GAME.legal_actions(s) and card(U2) not in GAME.legal_actions(s)
    a, why = decide(s)
    assert a == card(NASSER) and why[0].startswith("B.13 nothing allowed among the top cards")


def test_b4_a_hand_card_is_explained_by_its_claim_value_not_as_a_revealed_top_card():
    """Outside the solitaire the AI holds a hand: its card is the best claim value (B.4), and the explanation
    says so (no deck, no A.5 reveal)."""
    s = position({}, cards={"ussr_hand": [7, 31], "us_hand": [19]})
    _, why = decide(s)
    assert why[-1].startswith("B.4 a hand") and not any(w.startswith("A.5") for w in why)


# ---- B.14 CH-1 the China Card in an Asia scoring round
SE_ASIA_BOARD = {"Afghanistan": (0, 2), "Australia": (4, 0), "Indonesia": (1, 0), "Japan": (4, 0), "Malaysia": (2, 0),
                 "North Korea": (0, 4), "Pakistan": (0, 4), "Philippines": (2, 0), "South Korea": (3, 0),
                 "Thailand": (1, 2), "Vietnam": (0, 2), "Iran": (4, 1), "Iraq": (0, 3)}


def test_b14_ch1_values_both_plays_with_b11_2s_mu_of_the_plays_after_the_current_card():
    """At the AI's 6th of 7 ARs one play follows the current one: B.11.2's mu is 1.0 there for the China Card's
    play and the revealed card's alike, and neither is strictly better (as at its last AR); two plays after
    (its 5th AR) the China Card's play is."""
    def choice(ar):
        s = ai_position(SE_ASIA_BOARD, deck=[40], region=(38, 0), scoring=True, turn=5, ar=ar,
                        military_ops={"us": 1, "ussr": 2})
        a, why = decide(s)
        return a, any(w.startswith("B.14 CH-1") for w in why)

    assert choice(5) == (card(6), True)
    assert choice(6) == (card(40), False)
    assert choice(7) == (card(40), False)


# ---- B.14 the China Card in turn 10
def test_b14_ch3_turn_10_no_china_card_for_an_unsafe_card_it_is_deferred():
    kw = {"deck": [DUCK, NASSER], "region": (2, 0), "defcon": 2, "space_race": {"ussr": 3},
          "space_attempts": {"ussr": 2}}
    assert decide(ai_position({}, turn=9, **kw))[0] == card(6)  # CH-2
    assert decide(ai_position({}, turn=10, **kw))[0] == card(NASSER)  # CH-3: only CH-1 in turn 10


def test_b14_ch4_deck_empty_plays_the_china_card_except_in_turn_10():
    assert decide(ai_position({}, deck=[], region=(2, 0), turn=9, ar=5))[0] == card(6)
    a, why = decide(ai_position({}, deck=[], region=(2, 0), turn=10, ar=5))
    assert a == L.A_DONE and why[0].startswith("B.14 CH-4 the deck is empty in turn 10")
    s = ai_position({}, deck=[], region=(2, 0), turn=9, ar=5, options={"ai_china_when_deck_empty": False})
    assert decide(s)[0] == L.A_DONE


def test_b10_4_un_intervention_reached_by_deferring_an_unsafe_card_reveals_the_next_card_too():
    kw = {"region": (2, 0), "defcon": 2, "space_race": {"ussr": 3}, "space_attempts": {"ussr": 2},
          "china_card": {"holder": "us"}}
    a, why = decide(ai_position({}, deck=[DUCK, UN, NASSER], **kw))
    assert a == card(NASSER) and any(w.startswith("B.10.4 UN Intervention on top, the next card") for w in why)
    assert decide(ai_position({}, deck=[DUCK, UN, MARSHALL], **kw))[0] == card(UN)  # harm 3: play both
