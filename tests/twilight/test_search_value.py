"""The search's horizon value (engine.twilight.search.evaluate over engine.twilight.value.horizon_value): the
VP track with each region's VP if scored now, in full for a solitaire scoring round's pending region (solo
A.4), a fifth for the others."""
from __future__ import annotations

import numpy as np
import pytest

from engine.twilight.data import MIDDLE_EAST, US, USSR
from engine.twilight.search import evaluate
from engine.twilight.value import LATER_WEIGHT, N_SCORED, SCALE, horizon_value, horizon_weights, region_vp
from tests.twilight.ai_helpers import ai_position

MIDDLE_EAST_SCORING = 3
IRAN = {"Iran": (2, 0)}  # US control of Iran (stability 2): Middle East Presence and a battleground


def test_a_4_a_pending_scoring_round_weighs_its_region_in_full_and_the_others_a_fifth():
    w = np.empty(N_SCORED, dtype=np.int64)
    horizon_weights(ai_position({}, region=(MIDDLE_EAST_SCORING, 0), scoring=True), w)
    later = int(LATER_WEIGHT * SCALE)
    assert w[MIDDLE_EAST] == SCALE and [x for r, x in enumerate(w) if r != MIDDLE_EAST] == [later] * (N_SCORED - 1)
    horizon_weights(ai_position({}, region=(MIDDLE_EAST_SCORING, 0), scoring=False), w)
    assert list(w) == [later] * N_SCORED


@pytest.mark.parametrize("scoring, weight", [(True, 1.0), (False, LATER_WEIGHT)])
def test_the_horizon_value_counts_the_region_won_by_its_weight_and_the_battleground(scoring, weight):
    before = ai_position({}, region=(MIDDLE_EAST_SCORING, 0), scoring=scoring)
    after = ai_position(IRAN, region=(MIDDLE_EAST_SCORING, 0), scoring=scoring)
    gained = region_vp(after, US, MIDDLE_EAST) - region_vp(before, US, MIDDLE_EAST)
    assert gained > 0
    assert horizon_value(after, US) - horizon_value(before, US) == pytest.approx(weight * gained + 0.1)
    assert horizon_value(after, USSR) == pytest.approx(-horizon_value(after, US))


def test_the_search_reads_a_better_us_standing_as_a_higher_us_chance():
    out_before, out_after = np.zeros(2), np.zeros(2)
    evaluate(ai_position({}, region=(MIDDLE_EAST_SCORING, 0), scoring=True), out_before)
    evaluate(ai_position(IRAN, region=(MIDDLE_EAST_SCORING, 0), scoring=True), out_after)
    assert out_after[US] > out_before[US] and out_after.sum() == pytest.approx(1.0)
