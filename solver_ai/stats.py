"""Statistics for series of games: Wilson intervals, the number of games an interval width needs,
exact paired comparisons with a Holm correction, and Bradley-Terry ratings on the Elo scale."""
from __future__ import annotations

import math

import numpy as np
from scipy.optimize import brentq, minimize
from scipy.sparse.csgraph import connected_components
from scipy.stats import binomtest, norm

Z95 = float(norm.ppf(0.975))
ELO = 400 / math.log(10)  # one Bradley-Terry unit (natural log-odds) in Elo points


def wilson(k: int, n: int, level: float = 0.95) -> tuple[float, float]:
    """Wilson score interval for k successes in n trials; (0, 1) when there are no trials."""
    if n == 0:
        return 0.0, 1.0
    ci = binomtest(int(k), int(n)).proportion_ci(level, method="wilson")
    return float(ci.low), float(ci.high)


def wilson_width(n: float, p: float = 0.5, z: float = Z95) -> float:
    """Full width of the Wilson interval around an observed proportion p after n trials."""
    return 2 * z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))


def trials_for_width(width: float, p: float = 0.5) -> int:
    """Fewest trials whose Wilson 95% interval around p is no wider than `width` (p = 0.5 is the worst case)."""
    if not 0 < width < 1:
        raise ValueError("width must be between 0 and 1")
    # the width falls monotonically in n; it is at most 1 at n = 1 for any p
    n = brentq(lambda x: wilson_width(x, p) - width, 1e-9, 1e9)
    return max(1, math.ceil(n - 1e-9))


def paired_test(a_ahead: int, b_ahead: int) -> float:
    """Two-sided exact sign test (McNemar) on the games both agents played: under equal strength, of the
    games where exactly one of them came out ahead, each is equally likely to be either. Because it
    conditions on whole games, it stays valid when both sit at the same table (their results are not
    independent there, which a two-proportion test would wrongly assume)."""
    n = a_ahead + b_ahead
    return 1.0 if n == 0 else float(binomtest(a_ahead, n, 0.5).pvalue)


def holm(pvalues: list[float]) -> list[float]:
    """Holm-Bonferroni adjusted p-values: controls the chance of any false 'significant' across comparisons."""
    m = len(pvalues)
    order = np.argsort(pvalues, kind="stable")
    adjusted = np.empty(m)
    running = 0.0
    for rank, i in enumerate(order):
        running = max(running, min(1.0, (m - rank) * pvalues[i]))
        adjusted[i] = running
    return adjusted.tolist()


def bradley_terry(wins: np.ndarray) -> tuple[np.ndarray, np.ndarray] | None:
    """Maximum-likelihood Bradley-Terry strengths from wins[a, b] = games a beat b (draws as half a win
    each), centred on mean 0, in Elo points, with standard errors from the Fisher information.
    None when some agents won (or lost) every game against the rest: their strength is unbounded."""
    wins = np.asarray(wins, dtype=float)
    k = len(wins)
    n_strong, _ = connected_components(wins > 0, directed=True, connection="strong")
    if k < 2 or n_strong > 1:
        return None
    games = wins + wins.T

    def nll_grad(free: np.ndarray) -> tuple[float, np.ndarray]:
        theta = np.concatenate([[0.0], free])  # agent 0 anchors the scale; centred below
        d = theta[:, None] - theta[None, :]
        nll = float(np.sum(wins * np.logaddexp(0.0, -d)))
        p = 1 / (1 + np.exp(-d))  # P(a beats b)
        grad = -np.sum(wins * (1 - p), axis=1) + np.sum(wins.T * (1 - p.T), axis=1)
        return nll, grad[1:]

    free = minimize(nll_grad, np.zeros(k - 1), jac=True, method="BFGS", options={"gtol": 1e-10}).x
    theta = np.concatenate([[0.0], free])
    p = 1 / (1 + np.exp(-(theta[:, None] - theta[None, :])))
    info = games * p * (1 - p)
    fisher = np.diag(info.sum(axis=1)) - info  # a graph Laplacian; the anchored block is invertible
    cov = np.zeros((k, k))
    cov[1:, 1:] = np.linalg.inv(fisher[1:, 1:])
    centre = np.eye(k) - 1.0 / k
    theta_c = centre @ theta
    se = np.sqrt(np.diag(centre @ cov @ centre.T))
    return theta_c * ELO, se * ELO
