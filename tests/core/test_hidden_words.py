"""hidden_words (the game protocol's flags of the state words a player cannot see) against determinize,
for every game: whatever a resample changes is flagged, and the flags are the same across the player's
information set (they say only what the player knows)."""
from __future__ import annotations

import numpy as np
import pytest

import engine
from engine.core.rng import seed_words


@pytest.mark.parametrize("game_id", engine.games())
def test_every_word_determinize_resamples_is_flagged_and_the_flags_are_known(game_id):
    game = engine.load(game_id)
    flagged_changes = 0
    for seed in (1, 2):
        s = game.new_state(game.default_scenario, seed=seed)
        rng = np.array(seed_words(seed, 77), dtype=np.int64)
        while not game.is_terminal(s):
            for p in range(game.n_players):
                hidden = game.hidden_words(s, p)
                assert hidden.dtype == bool and hidden.shape == s.shape
                for k in range(3):
                    t = s.copy()
                    game.determinize(t, p, np.array(seed_words(seed * 100 + k, 78), dtype=np.int64))
                    changed = t != s
                    assert not (changed & ~hidden).any(), \
                        f"player {p} resampled unflagged words {np.flatnonzero(changed & ~hidden)[:8].tolist()}"
                    assert np.array_equal(game.hidden_words(t, p), hidden)
                    flagged_changes += int(changed.sum())
            game.apply_action(s, game.random_action(s, rng))
    assert flagged_changes > 0
