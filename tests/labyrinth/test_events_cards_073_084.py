"""Events of cards 73-85: a concrete outcome each, and the case where a precondition refuses it."""
from engine.labyrinth import data as D
from engine.labyrinth import layout as L
from engine.labyrinth.game import GAME
from engine.labyrinth.rules.cards import hand_count
from engine.labyrinth.rules.sequence import diplomacy
from tests.labyrinth.helpers import (
    c,
    card_action,
    cells,
    country_action,
    get,
    j_event,
    j_event_refused,
    legal,
    op_action,
    play,
    position,
    rig,
)

CELL = {"iran": {"sleepers": 1}}
SOMALIA_IR = {"somalia": {"governance": "islamist_rule", "alignment": "adversary"}}
RC_IRAQ = {"iraq": {"governance": "poor", "alignment": "ally", "troops": 6, "regime_change": "tan", "sleepers": 1}}


def test_card_073_pirates_no_funding_decrease_while_somalia_is_islamist_rule():
    s = j_event(73, {**CELL, **SOMALIA_IR}, funding=5)
    diplomacy(s)
    assert s[L.FUNDING] == 5 and s[L.MARKED + 73] == 1
    s[L.MARKED + 73] = 0
    diplomacy(s)
    assert s[L.FUNDING] == 4


def test_card_073_pirates_needs_somalia_or_yemen_under_islamist_rule():
    assert j_event_refused(73, CELL)


def test_card_074_schengen_visas_two_cells_to_schengen_countries():
    s = j_event(74, {**CELL, "iraq": {"governance": "poor", "alignment": "adversary", "actives": 1}})
    assert country_action("iraq") in legal(s) and country_action("iran") in legal(s)
    play(s, country_action("iraq"))
    assert country_action("france") in legal(s) and country_action("canada") not in legal(s)
    play(s, country_action("france"), country_action("iran"), country_action("germany"))
    assert get(s, "france", L.SLEEPERS) == 1 and cells(s, "germany") == 1 and cells(s, "iraq") == 0
    assert get(s, "france", L.POSTURE) != 0  # tested on arrival


def test_card_075_schroeder_and_chirac_germany_and_france_soft():
    s = j_event(75, CELL, prestige=7)
    assert get(s, "germany", L.POSTURE) == L.SOFT and get(s, "france", L.POSTURE) == L.SOFT and s[L.PRESTIGE] == 6
    assert j_event_refused(75, {**CELL, "united-states": {"us_posture": "soft"}})


def test_card_076_abu_ghurayb_draws_prestige_and_an_ally_to_neutral():
    s = j_event(76, {**CELL, **RC_IRAQ}, prestige=7)
    assert hand_count(s, D.JIHADIST) == 3 and s[L.PRESTIGE] == 5 and legal(s) == [country_action("iraq")]
    play(s, country_action("iraq"))
    assert get(s, "iraq", L.ALIGN) == L.NEUTRAL


def test_card_076_abu_ghurayb_needs_a_cell_in_a_regime_change_country():
    assert j_event_refused(76, CELL)


def test_card_077_al_jazeera_shifts_a_country_with_troops_toward_adversary():
    s = j_event(77, {**CELL, "gulf-states": {"governance": "fair", "alignment": "ally", "troops": 2}})
    play(s, country_action("gulf-states"))
    assert get(s, "gulf-states", L.ALIGN) == L.NEUTRAL
    assert j_event_refused(77, {**CELL, "egypt": {"governance": "fair", "alignment": "ally", "troops": 2}})


def test_card_078_axis_of_evil_discards_iran_cards_hard_posture_prestige_roll():
    s = position({**CELL, "united-states": {"us_posture": "soft"}}, prestige=7,
                 cards={"jihadist_hand": [78, 97], "us_hand": [104, 99]})
    rig(s, [6, 2, 3])
    play(s, card_action(78), L.A_EVENT)
    assert s[L.LOC + 104] == L.LOC_DISCARD and s[L.LOC + 99] == L.LOC_HAND_US
    assert get(s, "united-states", L.POSTURE) == L.HARD and s[L.PRESTIGE] == 9


def test_card_079_clean_operatives_move_two_cells_anywhere():
    s = j_event(79, {"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 2}})
    play(s, country_action("iraq"), country_action("canada"), country_action("iraq"), country_action("united-states"))
    assert cells(s, "canada") == 1 and cells(s, "united-states") == 1 and cells(s, "iraq") == 0


def test_card_080_fata_cell_in_pakistan_and_no_disrupt_there():
    s = j_event(80, {**CELL, "pakistan": {"governance": "fair", "alignment": "ally"}}, hand=())
    assert cells(s, "pakistan") == 1 and s[L.MARKED + 80] == 1
    from engine.labyrinth.rules.us_ops import disrupt_ok

    assert not disrupt_ok(s, c("pakistan"), 3)
    s[L.MARKED + 80] = 0
    assert disrupt_ok(s, c("pakistan"), 3)


def test_card_081_foreign_fighters_five_cells_then_aid_off_or_besieged():
    s = j_event(81, {**CELL, **RC_IRAQ})
    play(s, country_action("iraq"))
    assert cells(s, "iraq") == 6 and get(s, "iraq", L.BESIEGED) == 1
    s = j_event(81, {**CELL, "iraq": {**RC_IRAQ["iraq"], "aid": 1}})
    play(s, country_action("iraq"))
    assert get(s, "iraq", L.AID) == 0 and get(s, "iraq", L.BESIEGED) == 0
    assert j_event_refused(81, CELL)


def test_card_082_jihadist_videos_three_recruit_rolls_and_cadres():
    s = j_event(82, {**CELL, **{n: {"posture": "hard"} for n in ("canada", "china", "india")}})
    assert country_action("iran") not in legal(s)
    rig(s, [1, 6, 6])
    play(s, country_action("canada"), country_action("china"), country_action("india"))
    assert cells(s, "canada") == 1 and get(s, "china", L.CADRE) == 1 and get(s, "india", L.CADRE) == 1
    assert GAME.current_player(s) == D.JIHADIST and L.A_CARD0 + 96 in legal(s)  # the event is over: card 97 next


def test_card_083_kashmir_pakistan_toward_adversary_and_a_cell():
    s = j_event(83, {**CELL, "pakistan": {"governance": "fair", "alignment": "ally"}})
    assert get(s, "pakistan", L.ALIGN) == L.NEUTRAL and cells(s, "pakistan") == 1
    assert j_event_refused(83, CELL, marked=[36])


def test_card_084_leak_flips_a_marker_rolls_and_an_ally_to_neutral():
    s = position({**CELL, "iraq": {"governance": "poor", "alignment": "ally"}}, marked=[34, 31],
                 cards={"jihadist_hand": [84, 97], "us_hand": [99]})
    play(s, card_action(84), L.A_EVENT)
    assert legal(s) == [card_action(31), card_action(34)]
    play(s, card_action(34))
    assert s[L.MARKED + 34] == 2 and GAME.event_playable(s, 34) == []
    play(s, country_action("iraq"))
    assert get(s, "iraq", L.ALIGN) == L.NEUTRAL


def test_card_085_leak_needs_a_leakable_marker():
    assert j_event_refused(85, CELL)
    assert j_event_refused(85, CELL, marked=[43])


def test_card_080_fata_when_the_us_plays_it_the_jihadist_decides_order_is_the_us():
    """6.3.2 with a Jihadist card played by the US: the US orders, the event runs for the Jihadist."""
    s = position({**CELL, "pakistan": {"governance": "fair", "alignment": "ally"}}, phase="us",
                 cards={"us_hand": [80, 99], "jihadist_hand": [97]})
    play(s, card_action(80), op_action(L.OP_WOI))
    assert GAME.current_player(s) == D.US and legal(s) == [L.A_EVENT, op_action(L.OP_WOI)]
    play(s, L.A_EVENT)
    assert cells(s, "pakistan") == 1 and s[L.LOC + 80] == L.LOC_PLAY
