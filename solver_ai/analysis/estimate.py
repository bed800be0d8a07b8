"""Win chances from a search: one distribution over the winner, how sure the search is of each, and
when a difference between two is more than noise.

A search's estimate for a move is every player's mean return over its `n` visits. A finished game
returns 1 for the winner and 0 for the others; at the playout horizon a game may score each player on
its own (Cuba Libre reads each faction's margin against its best rival), so those means need not sum
to 1: `distribution` scales them to one distribution over the winner. Their spread is at
most that of n wins and losses, so the binomial Agresti-Coull interval bounds it; unlike p +- z*sqrt(p(1-p)/n)
it stays wide at p = 0 or 1 with few visits (one lost playout is not a certainty).
"""
from __future__ import annotations

import math

Z = 1.96  # 95 % intervals
MIN_LOSS = 0.05  # a loss smaller than this is no blunder, however sure the search is of it


def distribution(means) -> tuple[float, ...]:
    """Every player's mean return scaled to chances that sum to 1 (equal chances where all are 0)."""
    total = float(sum(means))
    if total <= 0:
        return tuple(1.0 / len(means) for _ in means)
    return tuple(float(m) / total for m in means)


def spread(p: float, n: int) -> float:
    """The standard error of a win chance estimated from n returns (Agresti-Coull)."""
    n_adj = n + Z * Z
    p_adj = (p * n + Z * Z / 2) / n_adj
    return math.sqrt(p_adj * (1 - p_adj) / n_adj)


def interval(p: float, n: int) -> tuple[float, float]:
    """The 95 % interval of a win chance estimated from n returns, rounded for reports."""
    n_adj = n + Z * Z
    centre = (p * n + Z * Z / 2) / n_adj
    half = Z * spread(p, n)
    return round(max(0.0, centre - half), 3), round(min(1.0, centre + half), 3)


def noise(a: tuple[float, int], b: tuple[float, int]) -> float:
    """How large a difference between two independent estimates (chance, visits) noise alone makes (95 %)."""
    return Z * math.hypot(spread(*a), spread(*b))


def clear_loss(best: tuple[float, int], played: tuple[float, int]) -> bool:
    """Is the played move's estimate below the best one by more than MIN_LOSS and more than the noise?"""
    loss = best[0] - played[0]
    return loss >= MIN_LOSS and loss > noise(best, played)
