"""Chapter 4 map facts, the 120-card deck as data, and the four scenarios (3.2, S.1-S.4)."""
import numpy as np
import pytest

from engine.labyrinth import data as D
from engine.labyrinth import layout as L
from engine.labyrinth.game import GAME
from engine.labyrinth.rules import board, victory
from engine.labyrinth.rules.cards import hand_count
from engine.labyrinth.setup import load_scenario

SCENARIOS = ("lets-roll", "you-can-call-me-al", "anaconda", "mission-accomplished")


def test_4_1_map_facts():
    assert D.N_COUNTRIES == 38 and D.N_MUSLIM == 18
    assert int(D.RESOURCES.sum()) == 34
    assert int(D.SCHENGEN.sum()) == 7 and int(D.SCHENGEN_LINK.sum()) == 10
    assert D.CTYPE[D.IRAN] == D.IRAN_TYPE and not D.MUSLIM[D.IRAN]  # 4.4
    assert int(D.ADJ.sum()) == 2 * 143 and (D.ADJ == D.ADJ.T).all() and not D.ADJ.diagonal().any()
    # 4.5: every Schengen country is adjacent to every other; a linked country to all seven
    sch = np.flatnonzero(D.SCHENGEN)
    assert all(D.ADJ[a, b] for a in sch for b in sch if a != b)
    assert all(D.ADJ[D.UNITED_STATES, b] for b in sch)
    # 8.1.2 example: Afghanistan is adjacent to neither the US nor Iraq, Pakistan not to Iraq
    ci = D.COUNTRY_INDEX
    assert not D.ADJ[ci["afghanistan"], ci["united-states"]] and not D.ADJ[ci["afghanistan"], ci["iraq"]]
    assert not D.ADJ[ci["pakistan"], ci["iraq"]] and not D.ADJ[ci["iraq"], ci["sudan"]]
    assert D.RECRUIT[ci["philippines"]] == 3 and D.FIXED_GOV[ci["philippines"]] == 2  # 4.3.4
    assert D.FIXED_HARD[D.ISRAEL]  # 4.3.3


def test_4_10_deck_as_data():
    assert len(D.CARD_NAMES) == 121 and D.CARD_OPS[1:].min() == 1 and D.CARD_OPS.max() == 3
    assoc = D.CARD_ASSOC[1:]
    assert (assoc == D.ASSOC_US).sum() == 47 and (assoc == D.ASSOC_JIHADIST).sum() == 48 and (assoc == D.ASSOC_NONE).sum() == 25
    assert sum(r == "always" for r in D.CARD_REMOVE) == 35 and sum(r == "us_event_only" for r in D.CARD_REMOVE) == 5
    assert int(D.CARD_MARK.sum()) == 23 and int(D.CARD_LAPSING.sum()) == 5
    assert all(D.CARD_SUMMARIES[1:]) and D.CARD_NAMES[120] == "US Election"


@pytest.mark.parametrize("name", SCENARIOS)
def test_3_2_scenario_setup_matches_the_scenario_sheet(name):
    sc = load_scenario(name)
    checks = sc["checks"]
    s = GAME.new_state(name, 5)
    out = sum(1 for c in range(1, 121) if s[L.LOC + c] == L.LOC_OUT)
    assert 120 - out == checks["deck"]
    assert board.troops_on_track(s) == checks["troops_on_track"]
    if sc["setup_step"] == "none":
        assert board.world_posture(s) == checks["world_posture_before_setup_step"]
        assert board.cells_on_track(s) == checks["cells_on_track_before_setup_step"]
        assert victory.count_governance(s, L.GOOD, L.FAIR) == checks["fair_or_good_countries"]
        assert victory.count_governance(s, L.POOR, L.IR) == checks["poor_or_ir_countries"]
        # 3.2 step 9: the deal follows the tracks (US by Troops, Jihadist by Funding)
        assert hand_count(s, D.US) == checks["us_hand"] and hand_count(s, D.JIHADIST) == checks["jihadist_hand"]
        assert GAME.current_player(s) == D.JIHADIST  # 3.2 step 10
    assert victory.good_resources(s) == checks["good_resources"]
    assert victory.ir_resources(s, False) == checks["islamist_rule_resources"]
    assert s[L.AVAIL + 1] == 3 and s[L.AVAIL + 2] == 2 and s[L.AVAIL + 3] == 1 and s[L.AVAIL + L.WMD] == 0  # 3.2 step 6
    assert s[L.WMD_LOOSE] == 3 and s[L.WMD_PAKISTAN] == 3  # 3.2 step 3


def test_S3_anaconda_setup_step_places_three_cells_then_tests():
    s = GAME.new_state("anaconda", 1)
    assert GAME.describe_pending(s).startswith("Jihadist setup")
    for name in ("sudan", "france", "iran"):
        GAME.step(s, L.A_COUNTRY0 + D.COUNTRY_INDEX[name])
    assert board.cells_on_track(s) == 10  # S.3: 5 on the map, 10 on the track
    assert board.get(s, D.COUNTRY_INDEX["sudan"], L.GOV) in (L.POOR, L.FAIR)  # tested (4.9.4)
    assert board.get(s, D.COUNTRY_INDEX["france"], L.POSTURE) in (L.HARD, L.SOFT)
    assert hand_count(s, D.US) == 8 and hand_count(s, D.JIHADIST) == 8


def test_S4_mission_accomplished_rolls_every_schengen_posture():
    s = GAME.new_state("mission-accomplished", 3)
    sch = np.flatnonzero(D.SCHENGEN)
    assert all(board.get(s, c, L.POSTURE) in (L.HARD, L.SOFT) for c in sch)
    hard = sum(board.get(s, c, L.POSTURE) == L.HARD for c in sch)
    GAME.step(s, L.A_DONE)
    assert board.world_posture(s) == max(-3, min(3, 2 * hard - 6))  # scenarios.md: 2h - 6 clamped
    assert hand_count(s, D.US) == 7 and hand_count(s, D.JIHADIST) == 8


def test_3_3_game_length_option():
    s = GAME.new_state("lets-roll", 1, {"decks": 3})
    assert s[L.DECKS] == 3
