"""Hidden information (determinize): the order of the draw deck below the visible card and the cards
set aside (2.1, 2.2). Every faction sees the same things in Cuba Libre, so `player` does not matter.

A resample keeps what everyone knows: the cards already played or showing, the number of cards left,
and the pile structure of 9.2 (each pile holds exactly one Propaganda card, so a pile whose Propaganda
card has not shown yet still holds it somewhere in its unseen part).
"""
import numpy as np

from engine.core.deck import shuffle_range
from engine.core.jit import njit
from engine.core.rng import N_WORDS, next_u32, randbelow
from engine.cuba_libre.data import FIRST_PROPAGANDA, N_CARDS
from engine.cuba_libre.layout import (
    DECK,
    DECK_LEN,
    OPT_NO_REVEAL,
    OPTIONS,
    PILE_LEN,
    POS,
    RNG,
)


@njit(cache=True)
def first_hidden(s):
    """Deck position of the first card nobody has seen: below the next card (or the card in play with No-Reveal)."""
    h = s[POS] + (1 if s[OPTIONS + OPT_NO_REVEAL] == 1 else 2)
    return min(h, s[DECK_LEN])


@njit(cache=True)
def shuffle_hidden(s, rng):
    """Resample the unseen cards with the generator rng (4 words), keeping the pile structure."""
    h0 = first_hidden(s)
    dl = s[DECK_LEN]
    pl = s[PILE_LEN]
    pool = np.empty(N_CARDS, dtype=np.int64)
    n = 0
    for p in range(h0, N_CARDS):
        c = s[DECK + p]
        if c < FIRST_PROPAGANDA:
            pool[n] = c
            n += 1
    pool[:n] = np.sort(pool[:n])  # the sample must not depend on the order it replaces (ISMCTS)
    shuffle_range(pool, 0, n, rng, 0)
    k = 0
    for pile in range(dl // pl):
        lo = max(h0, pile * pl)
        hi = (pile + 1) * pl
        if lo >= hi:
            continue
        prop = -1
        for p in range(lo, hi):
            if s[DECK + p] >= FIRST_PROPAGANDA:
                prop = s[DECK + p]
        where = lo + randbelow(rng, 0, hi - lo) if prop >= 0 else -1
        for p in range(lo, hi):
            if p == where:
                s[DECK + p] = prop
            else:
                s[DECK + p] = pool[k]
                k += 1
    for p in range(dl, N_CARDS):
        s[DECK + p] = pool[k]
        k += 1


@njit(cache=True)
def determinize(s, player, rng):
    """One sample of what `player` cannot see: the unseen cards, and the future dice (fresh RNG words)."""
    shuffle_hidden(s, rng)
    for i in range(N_WORDS):
        s[RNG + i] = next_u32(rng, 0)
    if s[RNG] == 0 and s[RNG + 1] == 0 and s[RNG + 2] == 0 and s[RNG + 3] == 0:
        s[RNG] = 1
