"""Chapter 8: Jihadist operations and plots — the rulebook's examples and the plot resolution steps."""
from engine.labyrinth import data as D
from engine.labyrinth import layout as L
from engine.labyrinth.rules import board
from engine.labyrinth.rules.jihadist_ops import jihad_in, roll_recruit, roll_travel
from engine.labyrinth.rules.plots import place_successes, resolve_finish, resolve_start, reveal_next, roll_plot
from engine.labyrinth.step import resolve_plots
from tests.labyrinth.helpers import c, card_action, cells, country_action, get, legal, op_action, play, position, rig


def jihadist_to_play(countries, hand, **fields):
    return position(countries, cards={"jihadist_hand": hand, "us_hand": [96]}, **fields)


def test_8_1_2_recruit_example_more_successes_than_cells_the_jihadist_distributes():
    """3-value card: 2 dice in Afghanistan, 1 in Central Asia (both Fair Ally); 3 successes, 2 cells available."""
    countries = {"afghanistan": {"governance": "fair", "alignment": "ally", "sleepers": 1},
                 "central-asia": {"governance": "fair", "alignment": "ally", "sleepers": 1},
                 "iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 1}}
    s = jihadist_to_play(countries, [113, 114], funding=3)  # Tight: 12 on the track, 2 available
    assert board.available_cells(s) == 2
    play(s, card_action(113), op_action(L.OP_RECRUIT))
    rig(s, [1, 2, 2])
    play(s, country_action("afghanistan"), country_action("afghanistan"), country_action("central-asia"))
    assert sorted(legal(s)) == sorted([country_action("afghanistan"), country_action("central-asia")])
    play(s, country_action("central-asia"))
    assert legal(s) == [country_action("afghanistan")]  # Central Asia's one success is used
    play(s, country_action("afghanistan"))
    assert cells(s, "central-asia") == 2 and cells(s, "afghanistan") == 2 and board.available_cells(s) == 0


def test_8_1_2_recruit_failures_place_nothing():
    s = position({"afghanistan": {"governance": "fair", "alignment": "ally", "sleepers": 1}}, funding=9)
    s[L.DICE + c("afghanistan")] = 3
    rig(s, [3, 4, 2])
    assert not roll_recruit(s)
    assert cells(s, "afghanistan") == 2


def test_8_1_2_travel_example_three_separate_dice():
    """Afghanistan -> US succeeds only on 1 (Good); Afghanistan and Pakistan -> Iraq (Poor) on 1-3."""
    countries = {"afghanistan": {"governance": "poor", "alignment": "ally", "sleepers": 2},
                 "pakistan": {"governance": "poor", "alignment": "ally", "actives": 1},
                 "iraq": {"governance": "poor", "alignment": "adversary"}}
    s = jihadist_to_play(countries, [113, 114])
    play(s, card_action(113), op_action(L.OP_TRAVEL))
    play(s, country_action("afghanistan"), country_action("united-states"))
    play(s, country_action("afghanistan"), country_action("iraq"))
    rig(s, [2, 3, 4])
    play(s, country_action("pakistan"), country_action("iraq"))
    assert cells(s, "united-states") == 0 and cells(s, "iraq") == 1 and get(s, "iraq", L.SLEEPERS) == 1
    assert cells(s, "afghanistan") == 0 and cells(s, "pakistan") == 0 and board.cells_on_track(s) == 14


def test_8_3_1_travel_in_place_makes_an_active_cell_a_sleeper():
    s = position({"iraq": {"governance": "poor", "alignment": "adversary", "actives": 1}})
    s[L.TRAVEL] = s[L.TRAVEL + 1] = c("iraq")
    s[L.TRAVEL_N] = 1
    roll_travel(s)
    assert get(s, "iraq", L.SLEEPERS) == 1 and get(s, "iraq", L.ACTIVES) == 0


def test_8_2_4_recruit_in_the_philippines_succeeds_on_3():
    s = position({"philippines": {"posture": "soft", "sleepers": 1}}, funding=9)
    s[L.DICE + c("philippines")] = 2
    rig(s, [3, 4])
    roll_recruit(s)
    assert cells(s, "philippines") == 2


def test_8_4_jihad_example_a_minor_jihad_with_two_cells():
    """Two cells in a Good country, a 3-card can use 2 dice: 1 and 4 -> Fair, one cell removed."""
    s = jihadist_to_play({"egypt": {"governance": "good", "alignment": "ally", "sleepers": 2}}, [113, 114])
    play(s, card_action(113), op_action(L.OP_JIHAD), country_action("egypt"), country_action("egypt"))
    assert legal(s) == [L.A_DONE]  # one cell per die: the third Op cannot be used
    rig(s, [1, 4])
    play(s, L.A_DONE)
    assert get(s, "egypt", L.GOV) == L.FAIR and cells(s, "egypt") == 1 and get(s, "egypt", L.ACTIVES) == 1
    assert get(s, "egypt", L.CADRE) == 0


def test_8_4_4_9_4_jihad_in_an_untested_muslim_country_tests_it_first():
    """4.9.4 (L24): unmarked Jordan with 2 cells is a Jihad target; the die assigned tests it (a 6: Fair)."""
    s = jihadist_to_play({"jordan": {"sleepers": 2}}, [113, 114])
    play(s, card_action(113), op_action(L.OP_JIHAD))
    assert country_action("jordan") in legal(s)
    rig(s, [6])
    play(s, country_action("jordan"))
    assert get(s, "jordan", L.GOV) == L.FAIR and get(s, "jordan", L.ALIGN) == L.NEUTRAL


def test_8_4_2_4_9_4_major_jihad_in_an_untested_muslim_country_tests_it_first():
    s = jihadist_to_play({"jordan": {"sleepers": 6}}, [113, 114])
    play(s, card_action(113), op_action(L.OP_MAJOR_JIHAD))
    assert country_action("jordan") in legal(s)
    rig(s, [1, 1, 2, 6])  # the test (Poor), then the three dice: two successes make Islamist Rule
    play(s, country_action("jordan"))
    assert get(s, "jordan", L.GOV) == L.IR and get(s, "jordan", L.ALIGN) == L.ADVERSARY


def test_8_4_jihad_example_b_major_jihad_at_fair_dice_are_simultaneous():
    s = position({"jordan": {"governance": "fair", "alignment": "neutral", "sleepers": 6}})
    rig(s, [1, 2, 3])
    jihad_in(s, c("jordan"), 3, True)
    assert get(s, "jordan", L.GOV) == L.POOR and get(s, "jordan", L.ACTIVES) == 5 and get(s, "jordan", L.SLEEPERS) == 0
    assert get(s, "jordan", L.BESIEGED) == 0 and get(s, "jordan", L.ALIGN) == L.NEUTRAL


def test_8_4_jihad_example_c_islamist_revolution_in_pakistan():
    s = position({"pakistan": {"governance": "poor", "alignment": "ally", "sleepers": 7, "troops": 2, "aid": 1}},
                 funding=5, prestige=8)
    rig(s, [2, 3, 4])
    jihad_in(s, c("pakistan"), 3, True)
    assert get(s, "pakistan", L.GOV) == L.IR and get(s, "pakistan", L.ALIGN) == L.ADVERSARY
    assert cells(s, "pakistan") == 6 and get(s, "pakistan", L.AID) == 0 and get(s, "pakistan", L.TROOPS) == 2
    assert s[L.FUNDING] == 7 and s[L.PRESTIGE] == 1
    assert s[L.AVAIL + L.WMD] == 3 and s[L.WMD_PAKISTAN] == 0  # 4.7.9 Pakistani Arsenal


def test_8_4_4_failed_major_jihad_with_three_dice_places_besieged_regime():
    s = position({"yemen": {"governance": "poor", "alignment": "adversary", "sleepers": 6}})
    rig(s, [1, 4, 5])
    jihad_in(s, c("yemen"), 3, True)
    assert get(s, "yemen", L.GOV) == L.POOR and get(s, "yemen", L.BESIEGED) == 1
    assert get(s, "yemen", L.ALIGN) == L.NEUTRAL and cells(s, "yemen") == 4
    rig(s, [2])  # 8.4.4: one success is now enough
    jihad_in(s, c("yemen"), 1, True)
    assert get(s, "yemen", L.GOV) == L.IR and get(s, "yemen", L.BESIEGED) == 0


def test_8_4_2_major_jihad_needs_five_more_cells_than_troops():
    countries = {"iraq": {"governance": "poor", "alignment": "ally", "sleepers": 6, "troops": 2}}
    s = jihadist_to_play(countries, [113, 114])
    play(s, card_action(113))
    assert op_action(L.OP_MAJOR_JIHAD) not in legal(s)
    countries["iraq"]["sleepers"] = 7
    s = jihadist_to_play(countries, [113, 114])
    play(s, card_action(113))
    assert op_action(L.OP_MAJOR_JIHAD) in legal(s)


def test_8_5_2_plot_successes_place_markers_up_to_the_card_value():
    s = position({"france": {"posture": "soft", "sleepers": 2}}, available_plots={"wmd": 1}, wmd_boxes={"loose_nuke": 2})
    s[L.DICE + c("france")] = 2
    rig(s, [1, 1])
    roll_plot(s)
    assert get(s, "france", L.ACTIVES) == 2
    where = place_successes(s, 1)
    assert where == c("france")  # plot 1 or the WMD: the Jihadist chooses
    from engine.labyrinth.rules.plots import marker_options

    assert marker_options(s, 1) == 0b1001 and marker_options(s, 3) == 0b1111


def _resolve(s, name, kind):
    board.add(s, c(name), L.PLOT0 + kind - 1, 1)
    if kind != L.WMD:
        s[L.AVAIL + kind] -= 1
    reveal_next(s, c(name))
    return resolve_start(s)


def test_8_5_6_plot_in_a_muslim_country():
    """Funding +1 (Poor), troops: Prestige -1, governance dice worsen but never to IR, Aid removed."""
    s = position({"iraq": {"governance": "fair", "alignment": "ally", "troops": 2, "sleepers": 1, "aid": 1}},
                 funding=5, prestige=6)
    assert not _resolve(s, "iraq", 3)
    assert s[L.FUNDING] == 6
    rig(s, [1, 2, 2])
    resolve_finish(s)
    assert s[L.PRESTIGE] == 5 and get(s, "iraq", L.GOV) == L.POOR and get(s, "iraq", L.AID) == 0
    assert s[L.AVAIL + 3] == 1 and board.plots(s, c("iraq")) == 0


def test_8_5_6_plot_in_a_good_non_muslim_country_doubles_funding_and_rolls_posture():
    s = position({"germany": {"posture": "hard", "sleepers": 1}}, funding=2)
    rig(s, [2])
    assert not _resolve(s, "germany", 2)
    assert s[L.FUNDING] == 6 and get(s, "germany", L.POSTURE) == L.SOFT


def test_8_5_6_plot_in_the_united_states():
    s = position({"united-states": {"us_posture": "hard"}}, funding=2, prestige=7)
    rig(s, [4, 1, 3, 2])  # US posture 4 + 1 = Hard; prestige roll: down by 2
    assert not _resolve(s, "united-states", 1)
    resolve_finish(s)
    assert s[L.FUNDING] == 9 and board.us_posture(s) == L.HARD and s[L.PRESTIGE] == 5


def test_8_5_6_wmd_in_the_united_states_wins_for_the_jihadist():
    s = position({"united-states": {"sleepers": 1, "plots": {"wmd": 1}}}, wmd_boxes={"loose_nuke": 2},
                 phase="us", cards={"jihadist_hand": [97]})
    assert GAME_over_by(s) == (D.JIHADIST, L.END_J_WMD_US)


def GAME_over_by(s):
    return int(s[L.WINNER]), int(s[L.END_REASON])


def test_8_5_6_schengen_plot_rolls_two_more_schengen_postures():
    s = position({"france": {"posture": "hard", "sleepers": 1, "plots": {"1": 1}}, "iran": {"sleepers": 1}},
                 available_plots={"1": 2}, phase="us", cards={"jihadist_hand": [97]})
    # the US had no card: its phase ended and the plot resolution waits for the Jihadist's two picks
    assert legal(s) == [country_action(n) for n in D.COUNTRY_IDS if D.SCHENGEN[D.COUNTRY_INDEX[n]] and n != "france"]
    play(s, country_action("spain"))
    assert country_action("spain") not in legal(s)
    play(s, country_action("italy"))
    assert get(s, "spain", L.POSTURE) != 0 and get(s, "italy", L.POSTURE) != 0
    assert board.plots(s, c("france")) == 0 and s[L.AVAIL + 1] == 3


def test_8_5_6_plots_resolve_in_the_order_the_jihadist_chooses():
    s = position({"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 1, "plots": {"1": 1}},
                  "egypt": {"governance": "poor", "alignment": "adversary", "sleepers": 1, "plots": {"1": 1}}},
                 available_plots={"1": 1}, phase="us", cards={"jihadist_hand": [97]}, funding=3)
    assert sorted(legal(s)) == sorted([country_action("iraq"), country_action("egypt")])
    play(s, country_action("egypt"))
    assert board.plots(s, c("egypt")) == 0 and board.plots(s, c("iraq")) == 0 and s[L.FUNDING] == 5
    assert resolve_plots(s) is False
