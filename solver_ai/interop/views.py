"""What a player can see, from the game protocol alone (shared by the OpenSpiel and PettingZoo adapters).

The engine's `determinize(s, player, rng)` resamples exactly what `player` cannot see (other hands, deck
order, face-down markers, future dice) and sorts what it resamples first, so determinizing with one fixed
generator maps every state of an information set to the same array: the player's *canonical view*.
"""
from __future__ import annotations

import numpy as np

VIEW_RNG = (0x9E3779B9, 0x7F4A7C15, 0x85EBCA6B, 0xC2B2AE35)  # any fixed words: one view per information set


def canonical_view(game, s: np.ndarray, player: int) -> np.ndarray:
    """The state as `player` knows it: every state of its information set gives the same array."""
    v = s.copy()
    game.determinize(v, player, np.array(VIEW_RNG, dtype=np.int64))
    return v
