"""Chance control: every game rolls its dice from the RNG words kept in its state (engine.core.rng), so
the next rolls are fixed by giving the state, just before the step that rolls, words whose next d6
draws are the wanted results (`set_dice`, the game objects' `with_dice`). A game played at a table
records real dice this way: the record line carries those words (`rng`) and the results (`dice`), and
`solver_ai.records.replay` puts the words in place before the step, so the replay rolls the same.
"""
from __future__ import annotations

import functools
import itertools

import numpy as np

from engine.core.protocol import UserError
from engine.core.rng import N_WORDS, roll_d6, seed_words

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


def outcome_words(dice: int) -> np.ndarray:
    """RNG words for every result of the next `dice` d6 rolls, one row each (6**dice rows, equally likely, the
    results in lexicographic order); 0 dice: no row. Read-only, as a table of them compiled in as a constant is,
    so the compiled functions given either compile once."""
    rows = [forced_words(r) for r in itertools.product(range(1, 7), repeat=dice)] if dice else []
    words = np.array(rows, dtype=np.int64).reshape(len(rows), N_WORDS)
    words.flags.writeable = False
    return words


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



def set_dice(s: np.ndarray, rng_offset: int, rolls: list[int]) -> None:
    """Make the next len(rolls) d6 rolls drawn from the state's generator come out as `rolls`."""
    rolls = tuple(int(r) for r in rolls)
    if not 0 < len(rolls) <= MAX_DICE or not all(1 <= r <= 6 for r in rolls):
        raise UserError(f"dice {list(rolls)}: give 1 to {MAX_DICE} results from 1 to 6")
    s[rng_offset : rng_offset + N_WORDS] = forced_words(rolls)
