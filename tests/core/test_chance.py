"""Chance control (engine/core/chance.py): RNG words that roll the given results, and back."""
import numpy as np
import pytest

from engine.core.chance import forced_words, outcome_words, rolls_between
from engine.core.rng import roll_d6


@pytest.mark.parametrize("rolls", [(1,), (6,), (3, 5), (6, 6, 1)])
def test_forced_words_roll_exactly_the_results(rolls):
    w = np.array(forced_words(rolls), dtype=np.int64)
    start = w.copy()
    assert [int(roll_d6(w, 0)) for _ in rolls] == list(rolls)
    assert rolls_between(start, w) == list(rolls)


def test_rolls_between_is_none_when_no_run_of_dice_gets_there():
    w = np.array(forced_words((2,)), dtype=np.int64)
    assert rolls_between(w, w) == []
    assert rolls_between(w, np.array([1, 2, 3, 4], dtype=np.int64)) is None


def test_outcome_words_roll_every_result_once_in_order():
    assert outcome_words(0).shape == (0, 4)
    for dice in (1, 2):
        rows = outcome_words(dice)
        rolled = []
        for w in rows:
            w = w.copy()
            rolled.append(tuple(int(roll_d6(w, 0)) for _ in range(dice)))
        assert rolled == sorted(rolled) and len(set(rolled)) == 6**dice
