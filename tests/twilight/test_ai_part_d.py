"""Part D's numeric switches `plan_max_moves`, `v_weights` and `vp_unit` as game options (shared/spec/
twilight_solo.md part D, B.9.1, B.9.2, B.11.1; RULINGS.md TS28, TS30)."""
import numpy as np
import pytest

from engine.core.protocol import PositionError
from engine.twilight.data import BATTLEGROUND, N_COUNTRIES, STABILITY
from engine.twilight.game import GAME
from engine.twilight.nonplayer.placement import best_plan
from engine.twilight.nonplayer.values import country_term, decision_rng, objective
from tests.twilight.ai_helpers import ai_position
from tests.twilight.helpers import c, position

SMALL = [x for x in range(N_COUNTRIES) if STABILITY[x] == 1 and not BATTLEGROUND[x]][:5]


def plan(moves, k):
    s = ai_position({}, options={"plan_max_moves": moves})
    targets = np.zeros(84, dtype=np.int64)
    targets[SMALL] = 1
    return best_plan(s.copy(), 1, -1, False, targets, k, decision_rng(s))


def test_b11_1_plan_max_moves_bounds_the_plan():
    """Five non-battlegrounds at 1 point each: the plan controls as many as it may (the default 3 as before)."""
    assert [plan(m, 5)[2] for m in (1, 3, 5)] == [1, 3, 5]
    assert plan(5, 5)[0] > plan(3, 5)[0] > plan(1, 5)[0]


def test_b9_1_v_weights_and_b9_2_vp_unit():
    s = ai_position({"Iran": (0, 2), "Jordan": (0, 2)}, region=(3, 0), vp=-2)  # the USSR AI 2 VP up
    assert country_term(s, 1, c("Iran"), 1) == 6.0 and country_term(s, 1, c("Jordan"), 1) == 2.0
    w = ai_position({"Iran": (0, 2), "Jordan": (0, 2)}, region=(3, 0), vp=-2,
                    options={"v_weight_bg": 5.0, "v_weight_non_bg": 0.5, "v_weight_region_factor": 1.5,
                             "vp_unit": 0.5})
    assert country_term(w, 1, c("Iran"), 1) == 7.5 and country_term(w, 1, c("Jordan"), 1) == 0.75
    assert objective(s, 1, 1, False) == 6 + 2 + 2 and objective(w, 1, 1, False) == 7.5 + 0.75 + 1
    adj = ai_position({"Mexico": (0, 2)}, options={"v_weight_adjacency": 2.0})
    assert country_term(adj, 1, c("Mexico"), -1) == 3 + 2  # a battleground next to the human's superpower


def test_part_d_options_out_of_range_and_written_back():
    with pytest.raises(PositionError, match="options.plan_max_moves: expected an integer from 1 to 5"):
        position({}, options={"solitaire": True, "plan_max_moves": 6})
    with pytest.raises(PositionError, match="options.vp_unit: expected a number from 0 to 100"):
        position({}, options={"solitaire": True, "vp_unit": -1.0})
    s = position({}, options={"solitaire": True, "plan_max_moves": 2, "v_weight_bg": 2.5, "vp_unit": 0.25})
    opts = GAME.to_json(s)["options"]
    assert (opts["plan_max_moves"], opts["v_weight_bg"], opts["vp_unit"], opts["v_weight_adjacency"]) == (2, 2.5,
                                                                                                           0.25, 1.0)
