"""Events of cards 49-60: a concrete outcome each, and the case where a precondition refuses it."""
from engine.core.frames import top
from engine.labyrinth import data as D
from engine.labyrinth import layout as L
from engine.labyrinth.events import common
from engine.labyrinth.game import GAME
from engine.labyrinth.rules import board, jihadist_ops, us_ops, victory
from engine.labyrinth.rules.board import cells_on_map
from tests.labyrinth.helpers import (
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
IRAQ_TROOPS = {"iraq": {"governance": "poor", "alignment": "ally", "troops": 2}}


def test_card_049_al_ittihad_al_islami_tests_somalia_and_places_a_cell():
    s = position(CELL, cards={"jihadist_hand": [49, 97], "us_hand": [99]})
    rig(s, [5])
    play(s, card_action(49), L.A_EVENT)
    assert get(s, "somalia", L.GOV) == L.FAIR and cells(s, "somalia") == 1 and s[L.LOC + 49] == L.LOC_REMOVED


def test_card_050_ansar_al_islam_cell_in_iraq_or_iran():
    s = j_event(50, {**CELL, "iraq": {"governance": "fair", "alignment": "neutral"}})
    assert legal(s) == [country_action("iraq"), country_action("iran")]
    play(s, country_action("iraq"))
    assert cells(s, "iraq") == 1 and s[L.LOC + 50] == L.LOC_REMOVED


def test_card_050_ansar_al_islam_6_2_4_example_removed_though_no_cell_can_be_placed():
    """6.2.4: the US plays it for Ops, the event triggers, the Funding track is empty: no cell, card removed."""
    full = {"iraq": {"governance": "fair", "alignment": "neutral", "sleepers": 5},
            "syria": {"governance": "fair", "alignment": "neutral", "sleepers": 5},
            "iran": {"sleepers": 5}}
    s = position(full, phase="us", cards={"us_hand": [50, 99], "jihadist_hand": [97]})
    play(s, card_action(50), op_action(L.OP_WOI), L.A_EVENT)
    assert GAME.current_player(s) == D.JIHADIST  # the Jihadist decides its event (6.3.2)
    play(s, country_action("iraq"))
    assert cells_on_map(s) == 15 and cells(s, "iraq") == 5
    play(s, country_action("canada"))  # then the War of Ideas
    assert s[L.LOC + 50] == L.LOC_REMOVED


def test_card_050_ansar_al_islam_needs_iraq_worse_than_good():
    assert j_event_refused(50, {**CELL, "iraq": {"governance": "good", "alignment": "ally"}})


def test_card_051_fres_four_cells_in_iraq_two_after_saddam_captured():
    assert cells(j_event(51, {**CELL, **IRAQ_TROOPS}), "iraq") == 4
    assert cells(j_event(51, {**CELL, **IRAQ_TROOPS}, marked=[27]), "iraq") == 2


def test_card_051_fres_needs_troops_in_iraq():
    assert j_event_refused(51, CELL)


def test_card_052_ieds_the_us_discards_a_random_card():
    rc = {"iraq": {"governance": "poor", "alignment": "ally", "troops": 6, "regime_change": "tan", "sleepers": 1}}
    s = j_event(52, rc, cards={"jihadist_hand": [52, 97], "us_hand": [99]})
    assert s[L.LOC + 99] == L.LOC_DISCARD


def test_card_052_ieds_need_a_cell_in_a_regime_change_country():
    assert j_event_refused(52, CELL)


def test_card_053_madrassas_recruits_with_both_cards_ignoring_funding_and_in_poor_countries():
    countries = {"iran": {"sleepers": 5}, "yemen": {"governance": "poor", "alignment": "adversary"}}
    s = position(countries, cards={"jihadist_hand": [53, 43], "us_hand": [99]}, funding=1)  # no cell available
    play(s, card_action(53), L.A_EVENT)
    assert GAME.describe_action(s, card_action(43)) == "#53 Madrassas: #43 Patriot Act"
    play(s, card_action(43))  # #43 Patriot Act: 3 Ops, its US event ignored
    assert s[L.MARKED + 43] == 0 and s[L.LOC + 43] == L.LOC_DISCARD
    assert country_action("yemen") in legal(s) and country_action("iran") in legal(s)  # Poor, no cell: allowed
    rig(s, [1, 1, 3, 4])
    play(s, *[country_action("yemen")] * 4)  # 1 + 3 dice
    assert cells(s, "yemen") == 3 and GAME.current_player(s) == D.US


def test_card_053_madrassas_option_two_recruits_the_second_cards_after_the_first_is_rolled():
    """L51, option madrassas_two_recruits: a Recruit with this card's die, then one with the second card's 3."""
    countries = {"iran": {"sleepers": 5}, "yemen": {"governance": "poor", "alignment": "adversary"}}
    s = position(countries, cards={"jihadist_hand": [53, 43], "us_hand": [99]}, funding=1,
                 options={"madrassas_two_recruits": True})
    play(s, card_action(53), L.A_EVENT, card_action(43))
    rig(s, [1])
    play(s, country_action("yemen"))  # this card's one die, rolled at once
    assert cells(s, "yemen") == 1 and [int(top(s, i)) for i in (0, 2)] == [L.FR_DICE, 3]
    rig(s, [1, 1, 4])
    play(s, *[country_action("yemen")] * 3)
    assert cells(s, "yemen") == 3 and GAME.current_player(s) == D.US


def test_card_053_madrassas_only_as_the_first_card_of_the_phase():
    s = position(CELL, cards={"jihadist_hand": [97, 53, 43], "us_hand": [99]})
    assert GAME.event_playable(s, 53) == [D.JIHADIST]
    play(s, card_action(97), op_action(L.OP_RESERVES), card_action(53))
    assert L.A_EVENT not in legal(s)


SADR_ONLY = {"iraq": {"governance": "poor", "alignment": "ally", "troops": 2, "cadre": True}}


def test_card_054_moqtada_al_sadr_is_an_active_cell_in_iraq():
    s = j_event(54, {**CELL, **SADR_ONLY})
    assert s[L.MARKED + 54] == 1 and s[L.LOC + 54] == L.LOC_REMOVED and get(s, "iraq", L.CADRE) == 0
    iraq = D.COUNTRY_INDEX["iraq"]
    board.remove_cell(s, D.COUNTRY_INDEX["iran"], False)
    assert cells(s, "iraq") == 1 and cells_on_map(s) == 0 and victory.us_instant(s) == L.END_NONE  # 2.1
    assert jihadist_ops.jihad_ok(s, iraq, 0) and jihadist_ops.recruit_ok(s, iraq)
    assert not jihadist_ops.travel_origin_ok(s, iraq) and not us_ops.disrupt_ok(s, iraq, 3)  # never moves


def test_card_054_moqtada_al_sadr_removed_last_and_out_of_the_game():
    iraq_cell = {"iraq": {"governance": "poor", "alignment": "ally", "troops": 2, "sleepers": 1}}
    s = position(iraq_cell, marked=[54])
    iraq = D.COUNTRY_INDEX["iraq"]
    common.take_cells(s, iraq, 1, 0, True)  # an event removing one cell: the piece
    assert s[L.MARKED + 54] == 1 and cells(s, "iraq") == 1 and get(s, "iraq", L.CADRE) == 0
    s = position(iraq_cell, marked=[54])
    common.take_cells(s, iraq, 2, 0, True)  # both: the piece, then Sadr; the last leaves a cadre (4.8.4)
    assert s[L.MARKED + 54] == 0 and cells(s, "iraq") == 0 and get(s, "iraq", L.CADRE) == 1
    s = position(iraq_cell, marked=[54], cards={"jihadist_hand": [102, 98], "us_hand": [99]})
    rig(s, [6, 6])  # Minor Jihad with both cells: two failures, the piece then Sadr (8.4.3)
    play(s, card_action(102), op_action(L.OP_JIHAD), country_action("iraq"), country_action("iraq"))
    assert s[L.MARKED + 54] == 0 and cells(s, "iraq") == 0
    assert s[L.WINNER] == D.US  # 2.1 no cells on the map


def test_card_054_moqtada_al_sadr_needs_troops_in_iraq():
    assert j_event_refused(54, CELL)


def test_card_055_uyghur_jihad_cell_in_a_soft_china_else_central_asia():
    s = j_event(55, {**CELL, "china": {"posture": "soft"}})
    assert cells(s, "china") == 1
    s = j_event(55, {**CELL, "china": {"posture": "hard"}, "central-asia": {"governance": "poor", "alignment": "neutral"}})
    assert cells(s, "central-asia") == 1 and cells(s, "china") == 0


def test_card_056_vieira_de_mello_slain_prestige_and_blocks_un_nation_building():
    rc = {"iraq": {"governance": "poor", "alignment": "ally", "troops": 6, "regime_change": "tan", "sleepers": 1}}
    s = j_event(56, rc, prestige=7)
    assert s[L.PRESTIGE] == 6 and s[L.MARKED + 56] == 1 and GAME.event_playable(s, 30) == []
    assert j_event_refused(56, CELL)


def test_card_057_abu_sayyaf_cell_in_the_philippines_deploy_there_and_plot_prestige():
    s = j_event(57, CELL, prestige=7, hand=(97, 98))
    assert cells(s, "philippines") == 1 and s[L.MARKED + 57] == 1
    rig(s, [1])
    play(s, card_action(97), op_action(L.OP_PLOT), country_action("philippines"))  # Fair 2: a 1 succeeds
    assert get(s, "philippines", L.PLOT1) == 1 and s[L.PRESTIGE] == 6


def test_card_057_abu_sayyaf_blocked_by_moro_talks():
    assert j_event_refused(57, CELL, marked=[4])


def test_card_057_abu_sayyaf_lets_the_us_deploy_to_the_philippines():
    s = position({**CELL, "philippines": {"sleepers": 1}}, phase="us", marked=[57],
                 cards={"us_hand": [40, 99], "jihadist_hand": [97]})
    play(s, card_action(40), op_action(L.OP_DEPLOY), L.A_TRACK)
    assert country_action("philippines") in legal(s)


def test_card_058_al_anbar_cell_in_iraq_and_disrupt_there_affects_one_cell():
    s = j_event(58, {**CELL, "iraq": {"governance": "poor", "alignment": "ally", "troops": 2, "sleepers": 1}})
    assert cells(s, "iraq") == 2 and s[L.MARKED + 58] == 1
    from engine.labyrinth.rules.us_ops import disrupt_count

    assert disrupt_count(s, D.COUNTRY_INDEX["iraq"]) == 1


def test_card_058_al_anbar_blocked_by_anbar_awakening():
    assert j_event_refused(58, CELL, marked=[13])


def test_card_059_amerithrax_the_us_discards_its_best_us_card():
    s = j_event(59, CELL, cards={"jihadist_hand": [59, 97], "us_hand": [99, 12, 16, 34]})
    assert GAME.current_player(s) == D.US and legal(s) == [card_action(34)]
    play(s, card_action(34))
    assert s[L.LOC + 34] == L.LOC_DISCARD and s[L.LOC + 12] == L.LOC_HAND_US


def test_card_059_amerithrax_nothing_without_a_us_card():
    s = j_event(59, CELL, cards={"jihadist_hand": [59, 97], "us_hand": [99]})
    assert GAME.current_player(s) == D.JIHADIST and s[L.LOC + 99] == L.LOC_HAND_US


def test_card_060_bhutto_shot_ends_benazir_bhutto():
    s = j_event(60, {**CELL, "pakistan": {"governance": "fair", "alignment": "neutral", "sleepers": 1}}, marked=[33])
    assert s[L.MARKED + 33] == 0 and s[L.MARKED + 60] == 1 and GAME.event_playable(s, 33) == []
    assert j_event_refused(60, CELL)
