"""Seeded positions where the US is about to play a card (5.2.2), reached by seeded play of a random US against
the chapter 9 bot in the standard scenario: where the plan counts, timings and tests look."""
from __future__ import annotations

from collections.abc import Iterator

import numpy as np

from engine.core.frames import top
from engine.core.rng import seed_words
from engine.labyrinth import data as D
from engine.labyrinth import layout as L
from engine.labyrinth.game import GAME

PLAY_STREAM = 79  # seed_words stream of the random US play that leads to the positions
SCENARIO = "lets-roll"


def card_points(seed: int, ideology: str = "normal") -> Iterator[np.ndarray]:
    """Every US choice of a card along one seeded solitaire game (copies; the game goes on with a random US)."""
    s = GAME.new_state(SCENARIO, seed=seed, options={"players": ["us"], "ideology": ideology})
    rng = np.array(seed_words(seed, PLAY_STREAM), dtype=np.int64)
    bot = GAME.rulebook_bot()
    trace = bot.new_trace()
    while not GAME.is_terminal(s):
        us = GAME.current_player(s) == D.US
        if us and int(top(s, 0)) == L.FR_CARD:
            yield s.copy()
        GAME.apply_action(s, int(GAME.random_action(s, rng) if us else bot.action(s, trace)))


def card_positions(n: int, first_seed: int = 0) -> list[tuple[int, np.ndarray]]:
    """n positions: game `seed`'s k-th US card choice, k = 3 x seed mod 20 (the last one if the game is shorter),
    ideology Normal for even seeds and Virulent for odd ones. Returns (seed, state) pairs."""
    out = []
    seed = first_seed
    while len(out) < n:
        k = (3 * seed) % 20
        last = None
        for i, s in enumerate(card_points(seed, "normal" if seed % 2 == 0 else "virulent")):
            last = s
            if i == k:
                break
        if last is not None:
            out.append((seed, last))
        seed += 1
    return out
