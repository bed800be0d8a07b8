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
