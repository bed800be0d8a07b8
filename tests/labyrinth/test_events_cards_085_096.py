"""Events of cards 86-96 (85 Leak is with 84): a concrete outcome each, and the refused case."""
from engine.labyrinth import data as D
from engine.labyrinth import layout as L
from engine.labyrinth.game import GAME
from tests.labyrinth.helpers import (
    card_action,
    cells,
    country_action,
    get,
    j_event,
    j_event_refused,
    legal,
    play,
    position,
    rig,
)

CELL = {"iran": {"sleepers": 1}}


def test_card_086_lebanon_war_discard_prestige_and_a_shia_mix_cell():
    s = j_event(86, CELL, prestige=7)
    assert s[L.LOC + 99] == L.LOC_DISCARD and s[L.PRESTIGE] == 6
    assert country_action("iraq") in legal(s) and country_action("egypt") not in legal(s)
    play(s, country_action("lebanon"))
    assert cells(s, "lebanon") == 1 and get(s, "lebanon", L.GOV) != 0


def test_card_087_martyrdom_operation_a_cell_for_two_plots():
    s = j_event(87, {"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 2}},
                available_plots={"1": 3, "2": 2, "3": 1, "wmd": 1}, wmd_boxes={"loose_nuke": 2})
    play(s, country_action("iraq"))
    assert cells(s, "iraq") == 1 and legal(s) == [L.A_PLOT0, L.A_PLOT0 + 1, L.A_PLOT0 + 2, L.A_PLOT0 + 3]
    play(s, L.A_PLOT0 + 3, L.A_PLOT0 + 2)
    assert get(s, "iraq", L.PLOTW) == 1 and get(s, "iraq", L.PLOT3) == 1 and s[L.AVAIL + 3] == 0


def test_card_088_martyrdom_operation_the_last_cell_leaves_a_cadre():
    s = j_event(88, {**CELL, "canada": {"sleepers": 1}})
    play(s, country_action("canada"), L.A_PLOT0, L.A_PLOT0)
    assert cells(s, "canada") == 0 and get(s, "canada", L.CADRE) == 1 and get(s, "canada", L.PLOT1) == 2


def test_card_089_martyrdom_operation_not_in_islamist_rule():
    assert j_event_refused(89, {"afghanistan": {"governance": "islamist_rule", "alignment": "adversary",
                                                "sleepers": 1}})


def test_card_091_regional_al_qaeda_two_unmarked_countries_two_cells_each_with_islamist_rule():
    countries = {**CELL, "afghanistan": {"governance": "islamist_rule", "alignment": "adversary"}}
    s = j_event(91, countries)
    play(s, country_action("egypt"))
    assert cells(s, "egypt") == 2 and get(s, "egypt", L.GOV) != 0 and country_action("egypt") not in legal(s)
    play(s, country_action("libya"))
    assert cells(s, "libya") == 2


def test_card_091_regional_al_qaeda_needs_two_unmarked_muslim_countries():
    tested = {cid: {"governance": "poor", "alignment": "neutral"} for i, cid in enumerate(D.COUNTRY_IDS)
              if D.MUSLIM[i] and cid != "egypt"}
    assert j_event_refused(91, {**CELL, **tested})


def test_card_092_saddam_funding_9_unless_captured():
    iraq = {"iraq": {"governance": "poor", "alignment": "adversary"}}
    assert j_event(92, {**CELL, **iraq}, funding=3)[L.FUNDING] == 9
    assert j_event_refused(92, {**CELL, **iraq}, marked=[27])


def test_card_093_taliban_besieged_afghanistan_cells_and_prestige():
    s = j_event(93, {**CELL, "afghanistan": {"governance": "poor", "alignment": "neutral"}}, prestige=7)
    assert get(s, "afghanistan", L.BESIEGED) == 1 and cells(s, "afghanistan") == 1 and cells(s, "pakistan") == 1
    assert s[L.PRESTIGE] == 6
    s = j_event(93, {**CELL, "afghanistan": {"governance": "islamist_rule", "alignment": "adversary"}}, prestige=7)
    assert get(s, "afghanistan", L.BESIEGED) == 0 and s[L.PRESTIGE] == 4


def test_card_095_wahhabism_funding_by_saudi_governance_or_9():
    assert j_event(95, {**CELL, "saudi-arabia": {"governance": "fair", "alignment": "ally"}}, funding=3)[L.FUNDING] == 5
    s = j_event(95, {**CELL, "saudi-arabia": {"governance": "islamist_rule", "alignment": "adversary"}}, funding=3)
    assert s[L.FUNDING] == 9


def test_card_087_martyrdom_operation_without_available_plots_only_removes_the_cell():
    s = position({"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 2}},
                 available_plots={"1": 0, "2": 0, "3": 0}, cards={"jihadist_hand": [87, 97], "us_hand": [99]})
    plays = [card_action(87), L.A_EVENT, country_action("iraq")]
    for a in plays:
        GAME.step(s, a)
    assert cells(s, "iraq") == 1 and GAME.current_player(s) == D.JIHADIST and card_action(97) in legal(s)


def test_card_094_door_of_itjihad_worsens_a_country_just_improved():
    s = position({**CELL, "iraq": {"governance": "poor", "alignment": "ally"}}, phase="us",
                 cards={"us_hand": [40, 99], "jihadist_hand": [94, 97]})
    rig(s, [6])  # War of Ideas: 6 + Prestige 7 (+1) succeeds: Poor Ally -> Fair
    play(s, card_action(40), L.A_OP0 + L.OP_WOI, country_action("iraq"), L.A_KEEP)
    assert get(s, "iraq", L.GOV) == L.FAIR and GAME.event_playable(s, 94) == [D.JIHADIST]
    play(s, card_action(94), L.A_EVENT, country_action("iraq"))
    assert get(s, "iraq", L.GOV) == L.POOR


def test_card_094_door_of_itjihad_needs_a_recent_improvement():
    assert j_event_refused(94, {**CELL, "iraq": {"governance": "fair", "alignment": "ally"}})


def test_card_090_quagmire_two_us_cards_discarded_their_jihadist_events_happen_us_soft():
    rc = {"iraq": {"governance": "poor", "alignment": "ally", "troops": 6, "regime_change": "tan", "sleepers": 1}}
    s = j_event(90, {**CELL, **rc}, prestige=6, funding=5, cards={"jihadist_hand": [90, 97], "us_hand": [63, 99]})
    assert get(s, "united-states", L.POSTURE) == L.SOFT
    assert s[L.LOC + 63] == L.LOC_DISCARD and s[L.LOC + 99] == L.LOC_DISCARD
    assert s[L.FUNDING] == 6 and s[L.PRESTIGE] == 5  # #63 Gaza War happened for the Jihadist


def test_card_090_quagmire_needs_prestige_6_or_less():
    rc = {"iraq": {"governance": "poor", "alignment": "ally", "troops": 6, "regime_change": "tan", "sleepers": 1}}
    assert j_event_refused(90, {**CELL, **rc}, prestige=7)
