"""Seeded positions from random play: where the proof and the timing look."""
from __future__ import annotations

from collections.abc import Iterator

import numpy as np

from engine.core.frames import top
from engine.core.rng import seed_words
from engine.twilight import layout as L
from engine.twilight.game import GAME

PLAY_STREAM = 78  # seed_words stream of the random play that leads to the positions
INFLUENCE = L.A_USE0 + L.USE_INFLUENCE


def use_points(seed: int, scenario: str = "standard") -> Iterator[np.ndarray]:
    """Every FR_USE where influence is legal, along one seeded random game (copies; the game goes on with a
    random answer)."""
    s = GAME.new_state(scenario, seed=seed)
    rng = np.array(seed_words(seed, PLAY_STREAM), dtype=np.int64)
    while not GAME.is_terminal(s):
        if int(top(s, 0)) == L.FR_USE and INFLUENCE in GAME.legal_actions(s):
            yield s.copy()
        GAME.apply_action(s, int(GAME.random_action(s, rng)))


def placement_positions(n: int, first_seed: int = 0, max_ops: int | None = None) -> list[tuple[int, str, np.ndarray]]:
    """n positions at FR_INFLUENCE: game `seed` (the standard scenario for even seeds, the solitaire for odd),
    its k-th FR_USE with influence legal, k = 3 x seed mod 40 (so that later turns come up), influence chosen
    (Ops before the opponent's event). max_ops: the Ops left cut to at most that many (a smaller brute force).
    Returns (seed, scenario, state) triples."""
    out = []
    seed = first_seed
    while len(out) < n:
        scenario = "standard" if seed % 2 == 0 else "solitaire"
        k = (3 * seed) % 40
        last = None
        for i, s in enumerate(use_points(seed, scenario)):
            last = s
            if i == k:
                break
        if last is not None:
            s = last
            GAME.step(s, INFLUENCE)
            if int(top(s, 0)) == L.FR_ORDER:
                GAME.step(s, L.A_OPS_FIRST)
            if int(top(s, 0)) == L.FR_INFLUENCE:
                if max_ops is not None and int(s[L.OPS_LEFT]) > max_ops:
                    s[L.OPS_LEFT] = max_ops + int(s[L.BONUS]) + int(s[L.BONUS_SEA])
                out.append((seed, scenario, s))
        seed += 1
    return out
