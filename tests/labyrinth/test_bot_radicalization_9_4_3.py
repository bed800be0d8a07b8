"""9.4.3 Radicalization (the engine's FR_RADICAL steps and the bot's countries), 9.6 event instructions and the
event-driven choices of 9.4.2."""
from engine.core.frames import top
from engine.labyrinth import layout as L
from engine.labyrinth.data import COUNTRY_IDS
from engine.labyrinth.events.cards_097_108 import ROLLED
from engine.labyrinth.rules import board
from tests.labyrinth.bot_helpers import bot, kind, solo
from tests.labyrinth.helpers import c, card_action, cells, country_action, get, play, position

ANBAR, IRAQI_WMD, EX_KGB, OIL_PRICE_SPIKE = 13, 37, 62, 117
POOR1 = {"governance": "poor", "alignment": "neutral", "sleepers": 1}
FAIR = {"governance": "fair", "alignment": "neutral"}


def radicalize(countries, card=IRAQI_WMD, **fields):
    """Spend the card on Radicalization; returns the state at the first step and the steps answered."""
    s = solo(countries, [card, 63], **fields)
    play(s, card_action(card), L.A_RADICAL)
    steps = []
    while kind(s) == L.FR_RADICAL:
        steps.append(int(top(s, 3)) if top(s, 3) < L.RAD_ORIGIN else L.RAD_ORIGIN)
        a, why = bot(s)
        assert why and why[-1].startswith(("9.4.3", "9.4.2"))
        play(s, a)
    return s, steps


def test_9_4_3_cell_then_travel_then_plot_each_once():
    s, steps = radicalize({"iraq": POOR1, "egypt": FAIR})
    assert steps == [L.RAD_CELL, L.RAD_TRAVEL, L.RAD_ORIGIN, L.RAD_PLOT]
    assert board.cells_on_map(s) == 2 and sum(board.plots(s, x) for x in range(38)) == 1


def test_9_4_3_no_cell_on_the_funding_track_skips_the_cell_and_the_rest_erodes_governance():
    s, steps = radicalize({"iraq": {**POOR1, "sleepers": 15}, "egypt": FAIR}, funding=9)
    assert steps == [L.RAD_TRAVEL, L.RAD_ORIGIN, L.RAD_ERODE]  # Funding 9: no plot; the third Op finds nothing
    assert get(s, "egypt", L.GOV) == L.POOR  # the only Good or Fair Muslim country


def test_9_4_3_the_travel_is_automatic_and_starts_at_the_second_to_box():
    s = solo({"iraq": POOR1, "somalia": {"governance": "poor", "alignment": "neutral", "besieged_regime": True},
              "pakistan": {"governance": "poor", "alignment": "neutral", "sleepers": 3}}, [IRAQI_WMD])
    play(s, card_action(IRAQI_WMD), L.A_RADICAL)
    play(s, bot(s)[0])  # the cell
    o, why = bot(s)
    assert any("T2" in w for w in why)  # T1 (Somalia's Besieged Regime) is not used
    play(s, o)
    d, why = bot(s)
    assert d == L.A_COUNTRY0 + c("pakistan")


def test_9_4_3_leftover_ops_of_an_operation_go_to_radicalization_after_the_roll():
    s = solo({"egypt": {**FAIR, "sleepers": 1}}, [IRAQI_WMD])
    play(s, card_action(IRAQI_WMD), L.A_OP0 + L.OP_JIHAD)
    play(s, bot(s)[0])
    a, _ = bot(s)
    assert a == L.A_DONE
    play(s, a)
    assert kind(s) == L.FR_RADICAL and top(s, 2) == 2


def test_9_6_ex_kgb_the_caucasus_only_when_that_changes_the_world_posture():
    ask = {"cards": {"jihadist_hand": [EX_KGB], "us_hand": [96]}}
    s = solo({"russia": {"sleepers": 0}}, [EX_KGB], **ask)
    s[L.MARKED + 3] = 0  # no CTR in Russia: the choice is asked
    play(s, card_action(EX_KGB), L.A_EVENT)
    a, why = bot(s)
    assert a == L.A_COUNTRY0 + c("caucasus") and why[0].startswith("9.6 Ex-KGB")
    hard3 = {x: {"posture": "hard"} for x in ("germany", "france", "spain", "italy")}
    s = solo(hard3, [EX_KGB], **ask)
    play(s, card_action(EX_KGB), L.A_EVENT)
    assert bot(s)[0] == L.A_COUNTRY0 + c("central-asia")  # World posture stays Hard 3


def test_9_6_oil_price_spike_ops_only_without_a_jihadist_card_in_the_discards():
    s = solo({"iraq": POOR1}, [OIL_PRICE_SPIKE], cards={"jihadist_hand": [OIL_PRICE_SPIKE], "us_hand": [96],
                                                           "discard": [2, 16]})
    play(s, card_action(OIL_PRICE_SPIKE))
    a, why = bot(s)
    assert a != L.A_EVENT and why[0].startswith("9.6 Oil Price Spike")
    s = solo({"iraq": POOR1}, [OIL_PRICE_SPIKE], cards={"jihadist_hand": [OIL_PRICE_SPIKE], "us_hand": [96],
                                                           "discard": [2, 63, 79]})
    play(s, card_action(OIL_PRICE_SPIKE))
    assert bot(s)[0] == L.A_EVENT
    play(s, L.A_EVENT)
    assert bot(s)[0] == L.A_CARD0 + 79 - 1  # the highest-value Jihadist card (#79, 3 Ops; #63 has 2)


def test_9_4_3_cells_placed_by_radicalization_are_tested():
    s, _ = radicalize({"iraq": {**POOR1, "sleepers": 14}})
    placed = [x for x in range(38) if board.cells(s, x) > 0 and x != c("iraq")]
    assert all(board.get(s, x, L.GOV) != L.UNTESTED for x in placed if x < 18)
    assert cells(s, "iraq") >= 13


def test_9_4_2_event_plots_by_w_pl_in_the_event_order_and_random_markers():
    countries = {"syria": {**POOR1, "troops": 1}, "jordan": {"governance": "good", "alignment": "ally", "sleepers": 1,
                                                             "troops": 1}}
    s = solo(countries, [87])
    play(s, card_action(87), L.A_EVENT)
    a, why = bot(s)
    assert a == L.A_COUNTRY0 + c("jordan") and why[-1].startswith("9.4.2 event plot")  # Good before Poor
    play(s, a)
    a, why = bot(s)
    assert L.A_PLOT0 <= a < L.A_RADICAL and why == ["9.3.2 a random available plot marker"]


def test_9_4_2_an_event_plot_with_no_w_pl_country_is_radicalization_instead():
    s = solo({"syria": POOR1}, [87], prestige=3, funding=9)  # Syria is in no W-PL tier
    play(s, card_action(87))
    a, why = bot(s)
    assert a == L.A_RADICAL and "event is ignored" in why[0]
    s = solo({"syria": POOR1}, [87], prestige=3, funding=8)  # Funding below 9: Muslim countries are a tier
    play(s, card_action(87))
    assert bot(s)[0] == L.A_EVENT


def test_9_4_2_clean_operatives_both_cells_to_the_united_states_from_w_tr_origins():
    ir = {"governance": "islamist_rule", "alignment": "adversary", "sleepers": 5}
    s = solo({"afghanistan": ir, "iraq": POOR1}, [79])
    play(s, card_action(79), L.A_EVENT)
    moves = []
    for _ in range(4):
        a, why = bot(s)
        moves.append(a - L.A_COUNTRY0)
        play(s, a)
    assert moves == [c("afghanistan"), c("united-states")] * 2  # F1: IR with more cells (5, 4) than the 3 Ops
    assert cells(s, "united-states") == 2


def test_9_4_2_jaysh_al_mahdi_the_nearest_good_country_before_fair():
    cells_troops = {"alignment": "ally", "sleepers": 1, "troops": 1}
    s = solo({"iraq": {**cells_troops, "governance": "fair"}, "gulf-states": {**cells_troops, "governance": "good"}},
             [106])
    play(s, card_action(106), L.A_EVENT)
    a, why = bot(s)
    rolled = a - L.A_COUNTRY0
    assert board.CTYPE[rolled] == 1 and why[-1].startswith("9.4.2 / 9.5 the Shia-Mix table")
    play(s, a)
    assert get(s, COUNTRY_IDS[rolled], L.GOV) != L.UNTESTED and top(s, 3) == ROLLED + rolled  # the table's country
    a, why = bot(s)
    assert a == L.A_COUNTRY0 + c("gulf-states") and why[-1].startswith("9.4.2 Iran / Jaysh al-Mahdi")


def iran_at_target(countries, rolled="yemen"):
    """#104 Iran in the solitaire game, the Shia-Mix table having given `rolled` (tested by the engine)."""
    s = solo(countries, [104])
    play(s, card_action(104), L.A_EVENT)
    a, why = bot(s)
    assert board.CTYPE[a - L.A_COUNTRY0] == 1 and "Shia-Mix table" in why[-1]  # the table gives a Shia-Mix country
    play(s, country_action(rolled))
    assert top(s, 3) == ROLLED + c(rolled)
    return s


def targets(s, n=8):
    """The bot's answers over n decision counters (its tie-break dice differ)."""
    out = set()
    for k in range(n):
        t = s.copy()
        t[L.DECISIONS] += k
        out.add(bot(t)[0] - L.A_COUNTRY0)
    return out


def test_9_4_2_iran_the_table_country_is_tested_then_the_nearest_good_else_fair():
    poor = {"governance": "poor", "alignment": "neutral"}
    s = iran_at_target({})
    assert get(s, "yemen", L.GOV) in (L.FAIR, L.POOR)  # the table's country is tested first (4.9.4)
    bands = {x: poor for x in ("afghanistan", "lebanon", "yemen")}
    s = iran_at_target({**bands, "saudi-arabia": {**poor, "governance": "fair"},
                        "pakistan": {**poor, "governance": "good"}})
    assert targets(s) == {c("pakistan")}  # Good (3 steps from Yemen) before a nearer Fair (Saudi Arabia, 1)
    s = iran_at_target({**bands, "saudi-arabia": {**poor, "governance": "good"}, "pakistan": {**poor, "governance": "good"},
                        "iraq": {**poor, "governance": "fair"}})
    assert targets(s) == {c("saudi-arabia")}  # the nearer Good country (1 step from Yemen, Pakistan 3)
    s = iran_at_target({**bands, "gulf-states": {**poor, "governance": "fair"},
                        "turkey": {**poor, "governance": "fair"}, "pakistan": poor, "saudi-arabia": poor, "iraq": poor})
    a, why = bot(s)
    assert targets(s) == {c("gulf-states")} and "Good, else Fair" in why[-1]  # no Good: the nearer Fair one


def test_9_4_2_lebanon_war_places_its_cell_by_the_shia_mix_table():
    s = solo({"iraq": POOR1}, [86])
    play(s, card_action(86), L.A_EVENT)
    a, why = bot(s)
    assert board.CTYPE[a - L.A_COUNTRY0] == 1 and "Shia-Mix table" in why[-1]  # a Shia-Mix country


def test_9_4_2_the_table_step_of_iran_is_the_solitaire_games_only():
    s = position({"iraq": {"governance": "fair", "alignment": "neutral", "sleepers": 1}}, cards={"jihadist_hand": [104]})
    play(s, card_action(104), L.A_EVENT, country_action("iraq"))
    assert not (kind(s) == L.FR_EVENT and top(s, 3) >= ROLLED)  # 2 players: the Jihadist's one choice, rolled at once


def test_9_4_3_the_plot_step_a_random_non_islamist_rule_country_with_a_cell():
    """Step 3 alone: with Funding below 9, a plot in a country drawn at random (9.5) among the non-IR countries
    with a cell: never the three IR countries holding most cells; no die, no cell activated. 15 cells on the
    map: no cell step; the travel comes first (L64)."""
    ir = {"governance": "islamist_rule", "alignment": "adversary"}
    countries = {"afghanistan": {**ir, "sleepers": 6}, "somalia": {**ir, "sleepers": 3}, "yemen": {**ir, "sleepers": 3},
             "iraq": POOR1, "egypt": {**FAIR, "sleepers": 1}, "germany": {"sleepers": 1}}
    s = solo(countries, [ANBAR, 63], funding=8)
    play(s, card_action(ANBAR), L.A_RADICAL)
    while kind(s) == L.FR_RADICAL and top(s, 3) != L.RAD_PLOT:
        play(s, bot(s)[0])
    assert kind(s) == L.FR_RADICAL and top(s, 3) == L.RAD_PLOT
    chosen = set()
    for k in range(16):
        t = s.copy()
        t[L.DECISIONS] += k  # other seeds of the random country (9.5)
        a, why = bot(t)
        x = a - L.A_COUNTRY0
        assert board.cells(t, x) > 0 and board.get(t, x, L.GOV) != L.IR and why[-1].startswith("9.4.3 Radicalization 3")
        chosen.add(x)
        play(t, a)
        assert sum(board.plots(t, y) for y in range(38)) == 1 and board.plots(t, x) == 1
        assert sum(board.get(t, y, L.ACTIVES) for y in range(38)) == 0 and t[L.DICE + x] == 0
    assert len(chosen) >= 3
    s = solo(countries, [ANBAR, 63], funding=9)  # Funding 9: no plot step
    play(s, card_action(ANBAR), L.A_RADICAL)
    while kind(s) == L.FR_RADICAL:
        assert top(s, 3) != L.RAD_PLOT
        play(s, bot(s)[0])
