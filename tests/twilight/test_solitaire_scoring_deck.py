"""The solitaire's Scoring Card deck and region cards (shared/spec/twilight_solo.md A.4, B.1, B.3): every branch
of the per-AR step, the Early War CASE paths, the Mid/Late War AR3 reshuffle, the scoring rounds and their
timing, Southeast Asia leaving, the human first in a scoring round, A.4.7's counts as invariants."""
import itertools
from fractions import Fraction

import numpy as np
import pytest

from engine.core.frames import top
from engine.core.rng import seed_words
from engine.twilight import data as D
from engine.twilight import layout as L
from engine.twilight.game import GAME
from engine.twilight.invariants import MESSAGES, violation
from engine.twilight.nonplayer.values import aggressive, region_r
from engine.twilight.rules import solitaire as SOL
from engine.twilight.rules.scoring import se_asia_vp
from engine.twilight.rules.sequence import end_ars
from tests.playouts import assert_same_seed_same_game

ASIA, EUROPE, MIDDLE_EAST, CENTRAL_AMERICA, SE_ASIA, AFRICA, SOUTH_AMERICA = 1, 2, 3, 37, 38, 79, 81
SCORING_CARDS = (ASIA, EUROPE, MIDDLE_EAST, CENTRAL_AMERICA, SE_ASIA, AFRICA, SOUTH_AMERICA)
THAILAND = D.COUNTRY_INDEX["Thailand"]
BOT = GAME.rulebook_bot()


def solo(seed=0, **options):
    return GAME.new_state("solitaire", seed, options)


def turn_start(s, order, turn=1):
    """SD in `order` (top card first) at the start of `turn`; P1 and S1 revealed from it (A.4.2)."""
    s[L.TURN] = turn
    s[L.SD : L.SD + 7] = 0
    s[L.SD : L.SD + len(order)] = list(reversed(order))
    s[L.SD_N] = s[L.SD_TOTAL] = len(order)
    s[L.SD_DISC_N] = 0
    s[L.REGION_CARD] = SOL.sd_take_top(s)
    s[L.REGION_CARD + 1] = SOL.sd_take_top(s)
    s[L.SD_SCORED] = s[L.SD_SCORING] = s[L.SD_PENDING] = 0
    s[L.SD_AR] = 1


def run_steps(s, last):
    """step(2..last); per AR (P, S, scoring), the scoring rounds taken as scored."""
    out = []
    for k in range(2, last + 1):
        s[L.SD_PENDING] = 0
        SOL.sd_step(s, k)
        out.append((int(s[L.REGION_CARD]), int(s[L.REGION_CARD + 1]), bool(s[L.SD_SCORING])))
    return out


def scoring_ar(rows):
    ars = [k for k, (_, _, sc) in enumerate(rows, start=2) if sc]
    assert len(ars) <= 1
    return ars[0] if ars else None


# ---------------------------------------------------------------- A.4.6 the Early War paths

def test_a46_early_war_case_1_scoring_at_ar3_then_p_and_s_new_at_ar4():
    s = solo()
    turn_start(s, [CENTRAL_AMERICA, AFRICA, ASIA, SOUTH_AMERICA, SE_ASIA, EUROPE, MIDDLE_EAST])
    rows = run_steps(s, 6)
    assert rows == [(AFRICA, 0, False),  # AR2: S becomes P
                    (ASIA, 0, True),  # AR3: P new, an Early War card: CASE 1
                    (SOUTH_AMERICA, SE_ASIA, False),  # AR4: after a scoring round, P and S new
                    (SE_ASIA, 0, False),  # AR5: S becomes P
                    (EUROPE, 0, False)]  # AR6: P new; an EW card, but this turn has scored
    assert s[L.SD_N] == 1 and s[L.SD] == MIDDLE_EAST  # A.4.7: 1 left


def test_a46_early_war_case_2_1_scoring_at_ar4():
    s = solo()
    turn_start(s, [CENTRAL_AMERICA, AFRICA, SOUTH_AMERICA, EUROPE, SE_ASIA, ASIA, MIDDLE_EAST])
    rows = run_steps(s, 6)
    assert rows == [(AFRICA, 0, False), (SOUTH_AMERICA, 0, False), (EUROPE, 0, True),
                    (SE_ASIA, ASIA, False), (ASIA, 0, False)]  # AR6: S promoted, not newly revealed
    assert s[L.SD_N] == 1


def test_a46_early_war_case_2_2_1_scoring_at_ar5_then_p_only_at_ar6():
    s = solo()
    turn_start(s, [CENTRAL_AMERICA, AFRICA, SOUTH_AMERICA, SE_ASIA, MIDDLE_EAST, ASIA, EUROPE])
    rows = run_steps(s, 6)
    assert rows == [(AFRICA, 0, False), (SOUTH_AMERICA, 0, False), (SE_ASIA, 0, False),
                    (MIDDLE_EAST, 0, True), (ASIA, 0, False)]  # AR6 = last: no Secondary
    assert s[L.SD_N] == 1


def test_a46_early_war_case_3_scoring_at_ar6_and_ar1_cards_never_score():
    s = solo()
    turn_start(s, [ASIA, EUROPE, CENTRAL_AMERICA, AFRICA, SOUTH_AMERICA, MIDDLE_EAST, SE_ASIA])
    rows = run_steps(s, 6)
    assert rows[0] == (EUROPE, 0, False)  # AR2: an EW card promoted from S is no scoring round
    assert scoring_ar(rows) == 6 and rows[-1] == (MIDDLE_EAST, 0, True)
    assert s[L.SD_N] == 1


def test_a46_early_war_case_2_2_2_no_early_war_card_no_scoring_round():
    s = solo()
    turn_start(s, [ASIA, EUROPE, CENTRAL_AMERICA, AFRICA, SOUTH_AMERICA, SE_ASIA, MIDDLE_EAST])
    assert scoring_ar(run_steps(s, 6)) is None and s[L.SD_N] == 1


def test_a47_early_war_scoring_round_probabilities_over_all_5040_orders():
    seen = {}
    s = solo()
    for order in itertools.permutations(SCORING_CARDS):
        turn_start(s, list(order))
        rows = run_steps(s, 6)
        assert s[L.SD_N] == 1  # A.4.7: 6 revealed on every path
        ar = scoring_ar(rows)
        seen[ar] = seen.get(ar, 0) + 1
    got = {ar: Fraction(n, 5040) for ar, n in seen.items()}
    assert got == {3: Fraction(3, 7), 4: Fraction(2, 7), 5: Fraction(6, 35), 6: Fraction(3, 35),
                   None: Fraction(1, 35)}


def test_a44_extra_early_war_ar_reveals_a_new_p_and_never_scores():
    s = solo()
    turn_start(s, [CENTRAL_AMERICA, AFRICA, SOUTH_AMERICA, SE_ASIA, MIDDLE_EAST, ASIA, EUROPE])
    run_steps(s, 6)  # CASE 2.2.1: AR5 scored, AR6 P new
    s[L.SD_PENDING] = 0
    SOL.sd_step(s, 7)
    assert (s[L.REGION_CARD], s[L.REGION_CARD + 1], s[L.SD_SCORING], s[L.SD_N]) == (EUROPE, 0, 0, 0)


def test_a44_extra_early_war_ar_after_a_turn_with_no_scoring_round_never_scores():
    s = solo()
    turn_start(s, [ASIA, EUROPE, CENTRAL_AMERICA, AFRICA, SOUTH_AMERICA, SE_ASIA, MIDDLE_EAST])
    run_steps(s, 6)  # CASE 2.2.2: no Early War card revealed, none scored
    s[L.SD_PENDING] = 0
    SOL.sd_step(s, 7)  # the last card is Middle East, an Early War card: still no scoring round
    assert (s[L.REGION_CARD], s[L.SD_SCORING], s[L.SD_SCORED]) == (MIDDLE_EAST, 0, 0)


def test_a44_empty_scoring_deck_takes_the_discards():
    s = solo()
    turn_start(s, [ASIA, EUROPE])
    SOL.sd_step(s, 2)  # Asia to DISC, P = Europe, SD empty
    SOL.sd_step(s, 3)  # Europe to DISC; SD empty: DISC shuffled into it
    assert s[L.REGION_CARD] in (ASIA, EUROPE) and s[L.SD_N] == 1 and s[L.SD_DISC_N] == 0


def test_part_e_t01_early_war_case_1_as_the_spec_orders_it():
    s = solo()
    turn_start(s, [EUROPE, ASIA, MIDDLE_EAST, AFRICA, CENTRAL_AMERICA, SOUTH_AMERICA, SE_ASIA])
    assert run_steps(s, 6) == [(ASIA, 0, False), (MIDDLE_EAST, 0, True), (AFRICA, CENTRAL_AMERICA, False),
                               (CENTRAL_AMERICA, 0, False), (SOUTH_AMERICA, 0, False)]
    assert s[L.SD_N] == 1 and s[L.SD] == SE_ASIA


def test_part_e_t02_early_war_case_2_1_as_the_spec_orders_it():
    s = solo()
    turn_start(s, [EUROPE, ASIA, AFRICA, MIDDLE_EAST, CENTRAL_AMERICA, SOUTH_AMERICA, SE_ASIA])
    assert run_steps(s, 6) == [(ASIA, 0, False), (AFRICA, 0, False), (MIDDLE_EAST, 0, True),
                               (CENTRAL_AMERICA, SOUTH_AMERICA, False), (SOUTH_AMERICA, 0, False)]
    assert s[L.SD_N] == 1 and s[L.SD] == SE_ASIA


@pytest.mark.parametrize("with_sea", [True, False])
def test_part_e_t03_mid_war_turn_with_the_ar3_reshuffle_as_the_spec_orders_it(with_sea):
    order = [AFRICA, SOUTH_AMERICA, EUROPE, ASIA, MIDDLE_EAST, CENTRAL_AMERICA] + ([SE_ASIA] if with_sea else [])
    for seed in range(6):
        s = solo(seed)
        turn_start(s, order, turn=5)
        rows = run_steps(s, 7)
        assert rows[0] == (SOUTH_AMERICA, 0, False)  # AR2: S promoted
        assert rows[1][0] in (AFRICA, SOUTH_AMERICA, order[-1]) and rows[1][2]  # AR3: P1, S1 or the bottom card
        assert rows[2][1] != 0 and rows[3] == (rows[2][1], 0, False) and rows[4][2]  # AR4 two new, AR5, AR6 scores
        assert s[L.SD_N] == (2 if with_sea else 1)


def t21_game():
    """The first seeded solitaire game (the AI's rules in both seats) reaching T-21's position: turn 5, AR6 a
    scoring round with P = Southeast Asia Scoring, its count not even, the game going on to turn 7."""
    for seed in range(100):
        s = solo(seed)
        while not GAME.is_terminal(s) and int(s[L.TURN]) <= 5:
            if (int(s[L.TURN]), int(s[L.AR]), int(s[L.REGION_CARD]), int(s[L.SD_SCORING])) == (5, 6, SE_ASIA, 1) \
                    and top(s, 0) == L.FR_CARD:
                if telling(s.copy()):
                    return s
                break
            bot_step(s)
    raise AssertionError("no seed of 0-99 reaches T-21's position")


def telling(s):
    """The count of the coming scoring round is not 0 and the game reaches turn 7."""
    while s[L.SD_PENDING] and not GAME.is_terminal(s):
        bot_step(s)
    count = se_asia_vp(s, D.US) - se_asia_vp(s, D.USSR)
    while int(s[L.TURN]) < 7 and not GAME.is_terminal(s):
        bot_step(s)
    return count != 0 and not GAME.is_terminal(s)


def bot_step(s):
    GAME.step(s, int(BOT.action(s, BOT.new_trace())))


def test_part_e_t21_scoring_round_order_and_southeast_asia_as_the_spec_orders_it():
    s = t21_game()
    assert GAME.current_player(s) == D.US  # the human plays first
    while GAME.current_player(s) == D.US:
        bot_step(s)
    assert GAME.current_player(s) == D.USSR and aggressive(s) and region_r(s) == D.SE_ASIA_REGION
    while s[L.SD_PENDING]:  # the AI's AR, then the count at its end
        vp = int(s[L.VP])
        bot_step(s)
    count = int(se_asia_vp(s, D.US) - se_asia_vp(s, D.USSR))  # 1 VP a country, Thailand 2
    assert count != 0 and s[L.VP] - vp == count
    assert s[L.LOC + SE_ASIA] == L.LOC_REMOVED  # #38 leaves the system
    sd_at_turn_6 = left_after_turn_6 = None
    while int(s[L.TURN]) < 7:
        if int(s[L.TURN]) == 6:
            if sd_at_turn_6 is None and s[L.STEP] == L.ST_HEADLINE:  # SD rebuilt at the turn's start
                sd_at_turn_6 = int(s[L.SD_TOTAL])
            left_after_turn_6 = (int(s[L.AR]), int(s[L.SD_N]))
        bot_step(s)
    assert sd_at_turn_6 == 6 and left_after_turn_6 == (7, 1)


# ---------------------------------------------------------------- Mid/Late War

def test_a43_mid_war_path_ar3_and_ar6_score_two_left_after_ar7():
    s = solo(5)
    order = [CENTRAL_AMERICA, AFRICA, ASIA, SOUTH_AMERICA, EUROPE, MIDDLE_EAST, SE_ASIA]
    turn_start(s, order, turn=4)
    rows = run_steps(s, 7)
    assert [sc for _, _, sc in rows] == [False, True, False, False, True, False]
    assert rows[0] == (AFRICA, 0, False)
    assert rows[1][0] in (CENTRAL_AMERICA, AFRICA, SE_ASIA)  # AR3: P1, S1 or the unseen bottom card
    assert rows[2][1] != 0 and rows[3] == (rows[2][1], 0, False)  # AR4 P and S new, AR5 S promoted
    assert rows[5][1] == 0 and s[L.SD_N] == 2 == SOL.left_at_turn_end(s)  # AR7: P only; A.4.7: 2 with 7 cards


def test_a47_mid_war_with_southeast_asia_gone_leaves_one_and_an_eighth_ar_none():
    s = solo(5)
    turn_start(s, [CENTRAL_AMERICA, AFRICA, ASIA, SOUTH_AMERICA, EUROPE, MIDDLE_EAST], turn=8)
    run_steps(s, 7)
    assert s[L.SD_N] == 1 and SOL.left_at_turn_end(s) == 1
    SOL.sd_step(s, 8)
    assert s[L.SD_N] == 0 and not s[L.SD_SCORING] and SOL.left_at_turn_end(s) == 0


def test_a43_mid_war_ar3_region_is_p1_s1_or_the_bottom_card_a_third_each():
    counts = {CENTRAL_AMERICA: 0, AFRICA: 0, SE_ASIA: 0}
    for seed in range(900):
        s = solo(seed)
        turn_start(s, [CENTRAL_AMERICA, AFRICA, ASIA, SOUTH_AMERICA, EUROPE, MIDDLE_EAST, SE_ASIA], turn=5)
        counts[run_steps(s, 3)[1][0]] += 1
    assert sum(counts.values()) == 900 and all(250 <= n <= 350 for n in counts.values())


def test_ts4_sd_ar3_return_bottom_keeps_the_top_card():
    s = solo(1, sd_ar3_return="bottom")
    turn_start(s, [CENTRAL_AMERICA, AFRICA, ASIA, SOUTH_AMERICA, EUROPE, MIDDLE_EAST, SE_ASIA], turn=4)
    rows = run_steps(s, 3)
    assert rows[1] == (ASIA, 0, True)
    assert sorted(s[L.SD : L.SD + 3]) == sorted([CENTRAL_AMERICA, AFRICA, SE_ASIA])  # the three at the bottom
    assert s[L.SD_N] == 6


# ---------------------------------------------------------------- scoring rounds (A.4.5, B.7)

def thailand_state(**options):
    """A scoring round pending on Southeast Asia with the US in control of Thailand (2 VP)."""
    s = solo(0, **options)
    s[L.INF + THAILAND] = 2
    s[L.REGION_CARD] = SE_ASIA
    s[L.SD : L.SD + 7] = 0
    others = [c for c in SCORING_CARDS if c != SE_ASIA]
    s[L.SD : L.SD + 6] = others
    s[L.SD_N] = 6
    s[L.SD_SCORING] = s[L.SD_PENDING] = 1
    s[L.SD_AR] = 3
    return s


def test_b7_southeast_asia_scored_then_leaves_the_game():
    s = thailand_state()
    SOL.score_round(s)
    assert s[L.VP] == 2 and s[L.LOC + SE_ASIA] == L.LOC_REMOVED and s[L.REGION_CARD] == 0
    assert not s[L.SD_PENDING] and violation(s) == 0


def test_b7_5_shuttle_diplomacy_applies_to_a_middle_east_scoring_round():
    """B.7.3, B.7.5 (RULINGS.md TS9): a scoring round's scoring is the scoring card's play for #73: the USSR's
    Iraq (a battleground) is left out: presence 3 with Syria instead of 3 + 1, then #73 goes to the discard
    pile."""
    s = thailand_state()
    s[L.INF + THAILAND] = 0
    for name in ("Iraq", "Syria"):
        s[L.INF + D.N_COUNTRIES + D.COUNTRY_INDEX[name]] = 3
    s[L.REGION_CARD + 1] = 0
    s[L.SD : L.SD + 7] = 0
    s[L.SD : L.SD + 6] = [c for c in SCORING_CARDS if c != MIDDLE_EAST]
    s[L.REGION_CARD] = MIDDLE_EAST
    s[L.EFFECT + 73] = 1
    s[L.LOC + 73] = L.LOC_EFFECT
    SOL.score_round(s)
    assert s[L.VP] == -3 and s[L.EFFECT + 73] == 0 and s[L.LOC + 73] == L.LOC_DISCARD


def test_ts6_sea_leaves_after_scoring_off_keeps_it():
    s = thailand_state(sea_leaves_after_scoring=False)
    SOL.score_round(s)
    assert s[L.VP] == 2 and s[L.LOC + SE_ASIA] == L.LOC_SCORING and s[L.REGION_CARD] == SE_ASIA


@pytest.mark.parametrize("timing, scored_at", [("end_of_ar", 6), ("between_plays", 5), ("start_of_ar", None)])
def test_ts5_score_timing(timing, scored_at):
    """AR3's scoring round pending: END_OF_AR scores at AR4's first slot (6), BETWEEN_PLAYS at AR3's second
    slot (5); START_OF_AR scored it with AR3's step, so nothing is pending."""
    s = thailand_state(score_timing=timing)
    if scored_at is None:
        s[L.SD_PENDING] = 0
        s[L.REGION_CARD] = 0
        s[L.SD_AR] = 2
        s[L.SD : L.SD + 7] = 0
        s[L.SD : L.SD + 7] = [c for c in SCORING_CARDS if c != SE_ASIA] + [SE_ASIA]  # #38 on top
        s[L.SD_N] = 7
        s[L.SD_SCORING] = 0
        s[L.TURN] = 4
        SOL.region_slot(s, 4)  # AR3's step: MLW AR3 is a scoring round, scored at once
        assert s[L.SD_SCORING] and not s[L.SD_PENDING]
        return
    SOL.region_slot(s, 5)
    assert (s[L.VP] == 2) == (scored_at == 5)
    SOL.region_slot(s, 6)
    assert s[L.VP] == 2 and s[L.SD_AR] == 4


def test_a45_a_scoring_round_of_the_last_ar_is_scored_at_the_end_of_the_ars():
    s = thailand_state()
    s[L.DEFCON] = 5
    s[L.MILOPS] = s[L.MILOPS + 1] = 5  # 8.2: no Military Ops penalty
    end_ars(s)
    assert s[L.VP] == 2 and not s[L.SD_PENDING]


def test_a45_no_region_step_for_an_ar_no_side_may_take():
    s = solo()
    turn_start(s, list(SCORING_CARDS))
    s[L.SD_AR] = 6
    SOL.region_slot(s, 12)  # AR7 in the Early War: no side has a 7th AR
    assert s[L.SD_AR] == 6


# ---------------------------------------------------------------- the sequence in whole games

def play_random(s, seed, watch):
    rng = np.random.default_rng(seed)
    while not GAME.is_terminal(s):
        watch(s)
        legal = GAME.legal_actions(s)
        GAME.step(s, int(legal[rng.integers(len(legal))]))


@pytest.mark.parametrize("options, first", [({}, D.US), ({"human_side": "ussr"}, D.USSR),
                                            ({"human_first_in_scoring": False}, D.USSR)])
def test_a45_the_human_plays_first_in_a_scoring_round(options, first):
    seen = {}

    def watch(s):
        key = (int(s[L.TURN]), int(s[L.AR]))
        if top(s, 0) == L.FR_CARD and key not in seen:
            seen[key] = (int(s[L.PHASING]), bool(s[L.SD_SCORING]))

    scoring_firsts = []
    for seed in range(3):
        seen.clear()
        play_random(solo(seed, **options), seed, watch)
        scoring_firsts += [side for side, sc in seen.values() if sc]
        assert all(side == D.USSR for side, sc in seen.values() if not sc)
    assert scoring_firsts and set(scoring_firsts) == {first}


def test_b1_scoring_cards_never_enter_the_draw_deck_or_a_hand():
    s = solo(2)
    assert all(s[L.LOC + c] == L.LOC_SCORING for c in SCORING_CARDS)
    assert not any(s[L.LOC + c] in (L.LOC_DECK, L.LOC_HAND_US, L.LOC_HAND_USSR) for c in SCORING_CARDS)
    assert GAME.new_state("standard", 2)[L.LOC + ASIA] != L.LOC_SCORING


def test_a42_turn_start_reveals_p1_and_s1_before_the_headline():
    s = solo(4)
    while int(s[L.STEP]) != L.ST_HEADLINE:
        GAME.step(s, int(GAME.legal_actions(s)[0]))
    p, sec = int(s[L.REGION_CARD]), int(s[L.REGION_CARD + 1])
    assert p in SCORING_CARDS and sec in SCORING_CARDS and p != sec and s[L.SD_N] == 5 and s[L.SD_AR] == 1


# ---------------------------------------------------------------- invariants, fuzz, positions

def test_a47_invariants_catch_a_broken_scoring_deck():
    s = solo(1)
    s[L.LOC + ASIA] = L.LOC_HAND_US
    assert violation(s) == 10
    s = solo(1)
    s[L.SD + 6] = s[L.SD + 5]  # a card listed twice, another lost
    assert violation(s) == 10
    s = GAME.new_state("standard", 1)
    held = int(np.flatnonzero(s[L.LOC : L.LOC + D.N_CARDS + 1] == L.LOC_HAND_US)[0])
    s[L.LOC + held] = L.LOC_SCORING  # outside the solitaire
    assert violation(s) == 10
    s = solo(1)
    s[L.STEP] = L.ST_END
    assert violation(s) == 11  # 7 left at the end of a turn's ARs


def test_solitaire_invariants_hold_in_300_random_games():
    counts = np.zeros(GAME.n_actions, dtype=np.int64)
    for seed in range(300):
        options = {"human_side": ("us", "ussr")[seed % 2], "sd_ar3_return": ("top", "bottom")[seed % 3 % 2],
                   "score_timing": ("end_of_ar", "between_plays", "start_of_ar")[seed % 3],
                   "sea_leaves_after_scoring": seed % 5 != 0, "human_first_in_scoring": seed % 7 != 0,
                   "rpr_scope": ("both", "ai_only", "none")[seed % 11 % 3],
                   "rpr_ops": ("all", "coups_and_realignment")[seed % 13 % 2]}
        s = solo(seed, **options)
        n, code = GAME.fuzz_game(s, np.array(seed_words(seed, 77), dtype=np.int64), counts)
        assert code == 0, f"seed {seed}: after {n} decisions: {MESSAGES.get(code, code)}"
        assert GAME.is_terminal(s)


def test_solitaire_same_seed_same_game_bit_for_bit():
    assert_same_seed_same_game(GAME, "solitaire")


def test_solitaire_position_round_trip_mid_game():
    checked = 0
    for seed in range(20):
        s = solo(seed)
        rng = np.random.default_rng(seed)
        while not GAME.is_terminal(s) and not (s[L.TURN] == 2 and s[L.AR] >= 4):
            legal = GAME.legal_actions(s)
            GAME.step(s, int(legal[rng.integers(len(legal))]))
        if not GAME.is_terminal(s):
            assert np.array_equal(GAME.from_json(GAME.to_json(s)), s)
            checked += 1
    assert checked >= 3


def test_b1_position_document_puts_scoring_cards_in_the_scoring_deck():
    doc = {"game": "twilight", "options": {"solitaire": True}, "action_round": 3, "turn": 2}
    s = GAME.from_json(doc)
    assert s[L.SD_AR] == 3 and violation(s) == 0
    with pytest.raises(Exception, match="Scoring Card deck"):
        GAME.from_json({**doc, "cards": {"us_hand": [ASIA]}})


def test_a45_position_document_in_a_scoring_round_has_the_human_first():
    doc = {"game": "twilight", "options": {"solitaire": True}, "turn": 4, "action_round": 3, "phasing": "us"}
    s = GAME.from_json(doc)  # Mid War AR3: a scoring round, the US human plays first
    assert s[L.SD_SCORING] and s[L.SLOT] == 5 and s[L.PLAYS + D.USSR] == 2 and s[L.PLAYS + D.US] == 2
    s = GAME.from_json({**doc, "phasing": "ussr"})
    assert s[L.SLOT] == 6 and s[L.PLAYS + D.US] == 3 and s[L.PLAYS + D.USSR] == 2
    s = GAME.from_json({**doc, "action_round": 2})
    assert not s[L.SD_SCORING] and s[L.SLOT] == 4 and s[L.PLAYS + D.USSR] == 2
