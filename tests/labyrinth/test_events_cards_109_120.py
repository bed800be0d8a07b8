"""Events of cards 109-120 (unassociated): a concrete outcome each, side-dependent effects, refused cases."""
from engine.labyrinth import data as D
from engine.labyrinth import layout as L
from engine.labyrinth.game import GAME
from engine.labyrinth.rules.cards import hand_count
from tests.labyrinth.helpers import (
    card_action,
    cells,
    country_action,
    event_refused,
    get,
    j_event,
    j_event_refused,
    legal,
    op_action,
    play,
    position,
    us_event,
)

CELL = {"iran": {"sleepers": 1}}
RC_IRAQ = {"iraq": {"governance": "poor", "alignment": "ally", "troops": 6, "regime_change": "tan", "sleepers": 3}}


def test_card_109_tora_bora_two_cells_prestige_roll_and_a_card():
    s = us_event(109, {**CELL, **RC_IRAQ})
    assert hand_count(s, D.US) == 2
    play(s, country_action("iraq"))
    assert cells(s, "iraq") == 1 and s[L.LOC + 109] == L.LOC_REMOVED


def test_card_109_tora_bora_needs_two_cells_in_a_regime_change_country():
    assert event_refused(109, {**CELL, "iraq": {**RC_IRAQ["iraq"], "sleepers": 1}})


def test_card_110_zarqawi_us_prestige_and_removed_jihadist_cells_and_plot():
    troops = {"jordan": {"governance": "fair", "alignment": "ally", "troops": 1}}
    s = us_event(110, {**CELL, **troops}, prestige=7)
    assert s[L.PRESTIGE] == 10 and s[L.LOC + 110] == L.LOC_REMOVED
    s = j_event(110, {**CELL, **troops})
    play(s, country_action("jordan"))
    assert cells(s, "jordan") == 3 and get(s, "jordan", L.PLOT2) == 1 and s[L.LOC + 110] == L.LOC_DISCARD
    assert j_event_refused(110, CELL)


def test_card_111_zawahiri_us_funding_jihadist_prestige_and_us_blocked_by_fata():
    s = us_event(111, CELL, funding=5)
    assert s[L.FUNDING] == 3 and s[L.LOC + 111] == L.LOC_REMOVED
    s = j_event(111, {**CELL, "somalia": {"governance": "islamist_rule", "alignment": "adversary"}}, prestige=7)
    assert s[L.PRESTIGE] == 4 and s[L.LOC + 111] == L.LOC_DISCARD
    s = position(CELL, marked=[80])
    assert GAME.event_playable(s, 111) == [D.JIHADIST]


def test_card_112_bin_ladin_us_funding_prestige_jihadist_prestige_us_blocked_by_islamist_rule():
    s = us_event(112, CELL, funding=5, prestige=7)
    assert s[L.FUNDING] == 1 and s[L.PRESTIGE] == 8
    assert j_event(112, CELL, prestige=7)[L.PRESTIGE] == 5
    s = position({**CELL, "somalia": {"governance": "islamist_rule", "alignment": "adversary"}})
    assert GAME.event_playable(s, 112) == [D.JIHADIST]


def test_card_113_darfur_high_prestige_aid_and_ally_low_besieged_and_adversary():
    sudan = {"sudan": {"governance": "poor", "alignment": "neutral"}}
    s = us_event(113, {**CELL, **sudan}, prestige=7)
    assert get(s, "sudan", L.AID) == 1 and get(s, "sudan", L.ALIGN) == L.ALLY
    s = j_event(113, {**CELL, **sudan}, prestige=6)
    assert get(s, "sudan", L.BESIEGED) == 1 and get(s, "sudan", L.ALIGN) == L.ADVERSARY


def test_card_114_gtmo_no_recruit_for_the_rest_of_the_turn():
    s = us_event(114, CELL, hand=())
    assert s[L.LAPSE + 114] == 1 and s[L.LOC + 114] == L.LOC_LAPSING
    play(s, card_action(97))
    assert op_action(L.OP_RECRUIT) not in legal(s) and op_action(L.OP_TRAVEL) in legal(s)


def test_card_119_saleh_us_yemen_ally_aid_jihadist_adversary_besieged():
    yemen = {"yemen": {"governance": "poor", "alignment": "neutral"}}
    s = us_event(119, {**CELL, **yemen})
    assert get(s, "yemen", L.ALIGN) == L.ALLY and get(s, "yemen", L.AID) == 1
    s = j_event(119, {**CELL, **yemen})
    assert get(s, "yemen", L.ALIGN) == L.ADVERSARY and get(s, "yemen", L.BESIEGED) == 1


def test_card_115_hambali_us_removes_the_cell_and_draws_two():
    countries = {**CELL, "indonesia-malaysia": {"governance": "fair", "alignment": "ally", "sleepers": 1}}
    s = us_event(115, countries)
    play(s, country_action("indonesia-malaysia"))
    assert cells(s, "indonesia-malaysia") == 0 and hand_count(s, D.US) == 3 and s[L.LOC + 115] == L.LOC_REMOVED


def test_card_115_hambali_jihadist_places_a_plot_and_keeps_the_card():
    countries = {**CELL, "philippines": {"posture": "hard", "sleepers": 1}}
    s = j_event(115, countries)
    play(s, country_action("philippines"), L.A_PLOT0 + 1)
    assert get(s, "philippines", L.PLOT2) == 1 and s[L.LOC + 115] == L.LOC_DISCARD
    assert event_refused(115, {**CELL, "philippines": {"posture": "soft", "sleepers": 1}})


def test_card_116_ksm_us_removes_plots_in_allies_and_non_muslim_countries_and_draws():
    countries = {**CELL, "united-kingdom": {"posture": "hard", "plots": {"1": 1}},
                 "iraq": {"governance": "poor", "alignment": "adversary", "plots": {"2": 1}}}
    s = us_event(116, countries)
    assert get(s, "united-kingdom", L.PLOT1) == 0 and get(s, "iraq", L.PLOT2) == 1 and hand_count(s, D.US) == 3
    assert s[L.LOC + 116] == L.LOC_REMOVED


def test_card_116_ksm_jihadist_plot_where_a_cell_is_and_us_needs_a_plot():
    s = j_event(116, {"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 1}})
    play(s, country_action("iraq"), L.A_PLOT0)
    assert get(s, "iraq", L.PLOT1) == 1
    assert GAME.event_playable(position(CELL), 116) == [D.JIHADIST]  # the US event needs such a plot


def test_card_117_oil_price_spike_takes_a_discarded_card_and_raises_oil_resources():
    from engine.labyrinth.rules.board import resources

    s = us_event(117, CELL, hand=(), cards={"us_hand": [117], "jihadist_hand": [97], "discard": [40]})
    assert legal(s) == [card_action(40)]
    play(s, card_action(40))
    assert s[L.LOC + 40] == L.LOC_HAND_US and s[L.LAPSE + 117] == 1
    assert resources(s, D.COUNTRY_INDEX["saudi-arabia"]) == 4


def test_card_118_oil_price_spike_nothing_to_take_only_the_lapsing_effect():
    s = j_event(118, CELL)
    assert s[L.LOC + 118] == L.LOC_LAPSING and GAME.current_player(s) == D.JIHADIST


def test_card_120_us_election_posture_roll_and_prestige_when_played_for_ops():
    s = position({**CELL, **{n: {"posture": "soft"} for n in ("canada", "china", "india")}}, prestige=7,
                 cards={"jihadist_hand": [120, 97], "us_hand": [99]})
    play(s, card_action(120), op_action(L.OP_TRAVEL))
    assert legal(s) == [L.A_EVENT, op_action(L.OP_TRAVEL)]  # 6.3.1: even the player's own Ops play
    from tests.labyrinth.helpers import rig

    rig(s, [5])  # 5 + 1 = Hard: the World is Soft 3, a GWOT penalty
    play(s, L.A_EVENT)
    assert get(s, "united-states", L.POSTURE) == L.HARD and s[L.PRESTIGE] == 6


def test_card_120_us_election_happens_when_the_us_discards_it():
    s = position({**CELL, "canada": {"posture": "soft"}}, phase="us", prestige=7,
                 cards={"us_hand": [120], "jihadist_hand": [97]})
    from tests.labyrinth.helpers import rig

    rig(s, [1])  # 1 + 1 = Soft; World 0 (Israel Hard, Canada Soft): no penalty
    play(s, L.A_DISCARD)
    assert get(s, "united-states", L.POSTURE) == L.SOFT and s[L.PRESTIGE] == 8


def test_card_117_4_7_7_a_lapsing_card_taken_from_its_box_keeps_its_effect():
    """4.7.7: Oil Price Spike takes #2 Biometrics out of the Lapsing box; travel stays restricted this turn."""
    s = us_event(2, {"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 1}}, hand=(117,))
    play(s, card_action(117), L.A_EVENT, card_action(2))
    assert s[L.LOC + 2] == L.LOC_HAND_US and s[L.LAPSE + 2] == 1
    play(s, card_action(97), op_action(L.OP_TRAVEL), country_action("iraq"))
    assert country_action("sudan") not in legal(s)
