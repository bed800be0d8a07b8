"""What a player can see, from the game protocol alone (shared by the OpenSpiel and PettingZoo adapters).

The engine's `determinize(s, player, rng)` resamples exactly what `player` cannot see (other hands, deck
order, face-down markers, future dice) and sorts what it resamples first, so determinizing with one fixed
generator maps every state of an information set to the same array: the player's *canonical view*.
`visible` is that view with the words the game flags as hidden for the player (`hidden_words`: the words
determinize may resample) zeroed, for feature tensors: open words keep their value, hidden ones read 0.
`public` hides every word hidden from any player: what all of them see.
"""
from __future__ import annotations

import numpy as np

from engine.core.protocol import Missing

VIEW_RNG = (0x9E3779B9, 0x7F4A7C15, 0x85EBCA6B, 0xC2B2AE35)  # any fixed words: one view per information set


def canonical_view(game, s: np.ndarray, player: int) -> np.ndarray:
    """The state as `player` knows it: every state of its information set gives the same array."""
    v = s.copy()
    game.determinize(v, player, np.array(VIEW_RNG, dtype=np.int64))
    return v


def visible(game, s: np.ndarray, player: int) -> tuple[np.ndarray, np.ndarray]:
    """(values, hidden) over the state's words: `hidden` flags the words `player` cannot see, which read 0;
    the values come from the canonical view, so that a word the game failed to flag still shows nothing
    the player does not know."""
    hidden = _hidden_words(game, s, player)
    view = canonical_view(game, s, player)
    view[hidden] = 0
    return view, hidden


def public(game, s: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(values, hidden) of what every player sees: a word hidden from any player reads 0 and is flagged."""
    hidden = np.logical_or.reduce([_hidden_words(game, s, p) for p in range(game.n_players)])
    values = s.copy()
    values[hidden] = 0
    return values, hidden


def _hidden_words(game, s: np.ndarray, player: int) -> np.ndarray:
    """The game's flags of the words `player` cannot see; Missing where the game does not give them."""
    hidden = game.hidden_words(s, player)
    if hidden is None:
        raise Missing(f"{game.game_id} does not say which words of its state are hidden (hidden_words)")
    return hidden
