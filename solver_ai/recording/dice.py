"""Real dice in a recorded game: the engine rolls from the state's RNG (engine.core.rng), so a recorded
roll is applied by giving the state, just before the decision that rolls, RNG words whose next d6
draws are the recorded results. The record line carries those words (`rng`) and the results (`dice`);
`solver_ai.records.replay` puts the words in place before the step, so the replay rolls the same.
"""
from __future__ import annotations

import functools

import numpy as np

from engine.core.rng import roll_d6, seed_words

STREAM = 0x7AB1E  # seeds tried come from their own splitmix stream, apart from games' seeds
MAX_DICE = 5  # about 6**5 = 7776 candidate words for five dice at most


@functools.lru_cache(maxsize=4096)
def forced_words(rolls: tuple[int, ...]) -> tuple[int, ...]:
    """The first RNG words (in a fixed search order) whose next len(rolls) d6 rolls are `rolls`."""
    assert 0 < len(rolls) <= MAX_DICE and all(1 <= r <= 6 for r in rolls)
    k = 0
    while True:
        w = np.array(seed_words(k, STREAM), dtype=np.int64)
        start = w.copy()
        if all(roll_d6(w, 0) == r for r in rolls):
            return tuple(int(x) for x in start)
        k += 1


def rolls_between(before: np.ndarray, after: np.ndarray, limit: int = MAX_DICE) -> list[int] | None:
    """The d6 results drawn from RNG words `before` to reach `after`; None if no run of at most
    `limit` rolls gets there (the step drew randomness in some other way, or more dice)."""
    w = np.array(before, dtype=np.int64)
    rolls: list[int] = []
    for _ in range(limit + 1):
        if np.array_equal(w, after):
            return rolls
        if len(rolls) == limit:
            break
        rolls.append(int(roll_d6(w, 0)))
    return None

