"""Every die table at its boundaries (T.1-T.5, 4.9, 7.2.1, 7.4, 8.1.1, 8.2.4, 8.3.1)."""
import pytest

from engine.labyrinth import layout as L
from engine.labyrinth.rules import board
from engine.labyrinth.rules.jihadist_ops import AUTOMATIC, recruit_number, success_number, travel_automatic
from engine.labyrinth.rules.tables import governance_result, posture_result, prestige_change, roll_prestige
from engine.labyrinth.rules.us_ops import disrupt_count, woi_modifier, woi_outcome
from tests.labyrinth.helpers import c, position, rig


@pytest.mark.parametrize("die,result", [(1, L.POOR), (4, L.POOR), (5, L.FAIR), (6, L.FAIR)])
def test_T1_governance_table(die, result):
    assert governance_result(die) == result


@pytest.mark.parametrize("modified,result", [(1, L.SOFT), (4, L.SOFT), (5, L.HARD), (7, L.HARD)])
def test_T2_posture_table(modified, result):
    assert posture_result(modified) == result


@pytest.mark.parametrize("die,penalty,low,change", [
    (4, 0, 2, -2), (5, 0, 2, 2), (6, 0, 1, 1),  # 1-4 down, 5-6 up, by the lower die
    (5, 1, 3, -3), (6, 3, 3, 3),  # -1 to the direction die with a GWOT penalty
])
def test_T3_prestige_table(die, penalty, low, change):
    assert prestige_change(die, penalty, low) == change


def test_T3_prestige_roll_moves_by_the_lower_of_two_dice_and_clamps():
    s = position(prestige=11)
    rig(s, [6, 5, 3])
    roll_prestige(s)
    assert s[L.PRESTIGE] == 12  # +3 clamped at 12
    s = position(prestige=3)
    rig(s, [1, 6, 6])
    roll_prestige(s)
    assert s[L.PRESTIGE] == 1


@pytest.mark.parametrize("modified,result", [(3, 0), (4, 1), (5, 2), (8, 2), (-2, 0)])
def test_T4_war_of_ideas_table(modified, result):
    assert woi_outcome(modified) == result


def test_7_2_1_woi_modifiers():
    base = {"egypt": {"governance": "fair", "alignment": "ally", "aid": 1},
            "sudan": {"governance": "good", "alignment": "ally"}}  # adjacent to Egypt
    for prestige, drm in ((3, -1), (4, 0), (6, 0), (7, 1), (9, 1), (10, 2)):
        s = position(base, prestige=prestige)
        # -1 shifting to Good, +1 Aid, +1 adjacent Good Ally (Sudan)
        assert woi_modifier(s, c("egypt")) == drm + 1
    soft_world = {**base, **{n: {"posture": "soft"} for n in ("france", "spain", "italy", "germany")}}
    s = position(soft_world, prestige=5)
    assert board.gwot_penalty(s) == 3 and woi_modifier(s, c("egypt")) == -2


@pytest.mark.parametrize("gov,number", [("good", 1), ("fair", 2), ("poor", 3), ("islamist_rule", AUTOMATIC)])
def test_T5_jihadist_success_numbers(gov, number):
    s = position({"egypt": {"governance": gov, "alignment": "neutral"}})
    assert success_number(s, c("egypt")) == number


def test_T5_recruit_numbers():
    s = position({"iraq": {"governance": "poor", "alignment": "ally", "regime_change": "tan", "troops": 6}})
    assert recruit_number(s, c("iraq")) == AUTOMATIC  # 8.2.3
    assert recruit_number(s, c("philippines")) == 3  # 8.2.4 REC 3 instead of Fair 2
    assert recruit_number(s, c("united-kingdom")) == 3  # REC 3 [EXT, uncertain]
    assert recruit_number(s, c("canada")) == 1 and recruit_number(s, c("iran")) == 2
    assert travel_automatic(s, c("iraq"), c("iraq")) and travel_automatic(s, c("iraq"), c("syria"))
    assert not travel_automatic(s, c("iraq"), c("sudan"))


def test_7_4_disrupt_count_boundaries():
    s = position({"egypt": {"governance": "fair", "alignment": "ally", "troops": 1, "sleepers": 3},
                  "pakistan": {"governance": "fair", "alignment": "ally", "troops": 2, "sleepers": 3},
                  "france": {"posture": "hard", "sleepers": 3}, "spain": {"posture": "soft", "sleepers": 3}})
    assert disrupt_count(s, c("egypt")) == 1 and disrupt_count(s, c("pakistan")) == 2
    assert disrupt_count(s, c("france")) == 2 and disrupt_count(s, c("spain")) == 1
