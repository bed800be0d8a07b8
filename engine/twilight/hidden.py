"""Hidden information (determinize): what `player` cannot see is resampled, keeping what it knows.

Hidden from both: the order of the draw deck. Hidden from a side: the other side's hand (only its size is
open, 2.2), and the other side's headline while the headlines are being chosen (4.5C.1: secret until both
are revealed together), unless `player` holds the Man in Earth Orbit ability: then the other side chose and
revealed first (6.4.4). The other hand is kept while an event is being resolved (RULINGS.md T19).
"""
import numpy as np

from engine.core.deck import shuffle_range
from engine.core.frames import top
from engine.core.jit import njit
from engine.core.rng import N_WORDS, next_u32
from engine.twilight.data import BOX_HEADLINE_FIRST, N_CARDS
from engine.twilight.layout import (
    DECK,
    DECK_N,
    FR_EVENT,
    HEADLINE,
    LOC,
    LOC_DECK,
    LOC_HAND,
    LOC_PLAY,
    RNG,
    ST_HEADLINE,
    STEP,
)
from engine.twilight.rules.space import has_ability


@njit(cache=True)
def determinize(s, player, rng):
    """One sample of what `player` cannot see, and the future dice (fresh RNG words)."""
    other = 1 - player
    pool = np.empty(N_CARDS + 1, dtype=np.int64)
    n = 0
    hidden = s[STEP] == ST_HEADLINE and not has_ability(s, player, BOX_HEADLINE_FIRST)
    headline = s[HEADLINE + other] if hidden else 0
    if headline:
        pool[n] = headline
        n += 1
    n_hand = 0
    keep_hand = top(s, 0) == FR_EVENT  # T19: an event's choice may name cards of that hand
    for c in range(1, N_CARDS + 1):
        if s[LOC + c] == LOC_HAND + other and not keep_hand:
            pool[n] = c
            n += 1
            n_hand += 1
    for i in range(s[DECK_N]):
        pool[n] = s[DECK + i]
        n += 1
    pool[:n] = np.sort(pool[:n])  # the sample must not depend on the order it replaces (ISMCTS)
    shuffle_range(pool, 0, n, rng, 0)
    i = 0
    if headline:
        s[HEADLINE + other] = pool[0]
        s[LOC + pool[0]] = LOC_PLAY
        i = 1
    for _ in range(n_hand):
        s[LOC + pool[i]] = LOC_HAND + other
        i += 1
    for k in range(s[DECK_N]):
        s[LOC + pool[i]] = LOC_DECK
        s[DECK + k] = pool[i]
        i += 1
    for k in range(N_WORDS):
        s[RNG + k] = next_u32(rng, 0)
    if s[RNG] == 0 and s[RNG + 1] == 0 and s[RNG + 2] == 0 and s[RNG + 3] == 0:
        s[RNG] = 1
