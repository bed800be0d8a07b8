"""Setup (2.1, 9.2): the deck preparation, compiled (the scenario files: engine.core.scenarios)."""
from __future__ import annotations

import numpy as np

from engine.core.deck import shuffle_range
from engine.core.jit import njit
from engine.cuba_libre.data import FIRST_PROPAGANDA
from engine.cuba_libre.layout import DECK, RNG

N_EVENTS = 48
N_PILES = 4
SHORT_SET_ASIDE = 8  # 2.1 Short Game: 8 random Event cards set aside unseen


@njit(cache=True)
def build_deck(s, set_aside):
    """9.2: shuffle the 48 Event cards, set `set_aside` aside, deal 4 equal piles, shuffle one
    Propaganda card into each, stack the piles. Returns the number of cards in the draw deck."""
    events = np.arange(1, N_EVENTS + 1)
    shuffle_range(events, 0, N_EVENTS, s, RNG)
    per_pile = (N_EVENTS - set_aside) // N_PILES
    pile_len = per_pile + 1
    for p in range(N_PILES):
        base = DECK + p * pile_len
        for i in range(per_pile):
            s[base + i] = events[set_aside + p * per_pile + i]
        s[base + per_pile] = FIRST_PROPAGANDA + p
        shuffle_range(s, base, pile_len, s, RNG)
    deck_len = N_PILES * pile_len
    for i in range(set_aside):
        s[DECK + deck_len + i] = events[i]
    return deck_len
