"""Interval, sample-size, significance and rating computations against known values."""
import math

import numpy as np
import pytest

from solver_ai.stats import (
    ELO,
    Z95,
    bradley_terry,
    holm,
    paired_test,
    trials_for_width,
    wilson,
    wilson_width,
)


# Newcombe (1998), Statistics in Medicine 17:857, table I, method 3 (Wilson score, no continuity correction)
@pytest.mark.parametrize("k, n, low, high", [(81, 263, 0.2553, 0.3662), (15, 148, 0.0624, 0.1605), (0, 20, 0.0, 0.1611),
                                             (1, 29, 0.0061, 0.1718)])
def test_wilson_matches_published_values(k, n, low, high):
    lo, hi = wilson(k, n)
    assert lo == pytest.approx(low, abs=1e-4) and hi == pytest.approx(high, abs=1e-4)
    assert hi - lo == pytest.approx(wilson_width(n, k / n))


def test_trials_for_width_at_one_half_solves_n_plus_z2_equals_z_over_half_width_squared():
    # at p = 1/2 the Wilson width is 2z / (2 sqrt(n + z^2)), so width w needs n >= (z / w)^2 - z^2
    for w in (0.2, 0.1, 0.05):
        assert trials_for_width(w) == math.ceil((Z95 / w) ** 2 - Z95**2)
    assert trials_for_width(0.1) == 381
    assert trials_for_width(0.1, p=0.1) < trials_for_width(0.1)


def test_paired_test_and_holm():
    assert paired_test(10, 0) == pytest.approx(2 * 0.5**10)
    assert paired_test(0, 0) == 1.0
    assert holm([0.01, 0.04, 0.03]) == pytest.approx([0.03, 0.06, 0.06])
    assert holm([0.5, 0.001]) == pytest.approx([0.5, 0.002])


def test_bradley_terry_two_agents_is_the_log_odds_with_its_binomial_error():
    elo, se = bradley_terry(np.array([[0, 30], [10, 0]]))
    gap = math.log(3)  # 30 wins to 10
    assert elo == pytest.approx([gap / 2 * ELO, -gap / 2 * ELO], abs=1e-4)
    assert se == pytest.approx([ELO * math.sqrt(1 / 30 + 1 / 10) / 2] * 2, rel=1e-5)


def _hunter_mm(wins, iters=5000):
    """Reference: Hunter's (2004) minorisation-maximisation iteration for Bradley-Terry."""
    k = len(wins)
    p = np.ones(k)
    n = wins + wins.T
    for _ in range(iters):
        p = wins.sum(axis=1) / np.array([sum(n[i, j] / (p[i] + p[j]) for j in range(k) if j != i) for i in range(k)])
        p /= np.exp(np.log(p).mean())
    return np.log(p) * ELO


def test_bradley_terry_three_agents_matches_the_mm_algorithm():
    wins = np.array([[0, 14, 9], [6, 0, 12], [11, 8, 0]], dtype=float)
    elo, se = bradley_terry(wins)
    assert elo == pytest.approx(_hunter_mm(wins), abs=1e-3)
    assert elo.sum() == pytest.approx(0, abs=1e-9) and (se > 0).all()


def test_bradley_terry_is_undetermined_when_an_agent_never_loses():
    assert bradley_terry(np.array([[0, 5], [0, 0]])) is None
