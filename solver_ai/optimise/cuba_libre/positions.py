"""Seeded positions from random play: where the proof and the benchmark look."""
from __future__ import annotations

from typing import Iterator

import numpy as np

from engine.core.frames import top
from engine.core.rng import seed_words
from engine.cuba_libre import layout as L
from engine.cuba_libre.game import GAME
from solver_ai.optimise.cuba_libre import model

PLAY_STREAM = 77  # seed_words stream of the random play that leads to the positions


def decision_points(seed: int, scenario: str = "standard") -> Iterator[np.ndarray]:
    """Every FR_ACT / FR_LAUNDER_OP where the faction to act has a modelled Op legal, along one seeded
    random game (the state yielded is a copy; the game continues with a random answer)."""
    s = GAME.new_state(scenario, seed=seed)
    rng = np.array(seed_words(seed, PLAY_STREAM), dtype=np.int64)
    while not GAME.is_terminal(s):
        if int(top(s, 0)) in (L.FR_ACT, L.FR_LAUNDER_OP):
            legal = set(int(a) for a in GAME.legal_actions(s))
            if any(L.A_OP0 + op in legal for op in model.BUILDERS):
                yield s.copy()
        GAME.apply_action(s, int(GAME.random_action(s, rng)))


def small_positions(n: int, first_seed: int = 0, max_resources: int = 6) -> list[tuple[int, np.ndarray]]:
    """n small positions for exhaustive brute force: the k-th decision point (k = seed mod 9) of game
    `seed`, with the acting faction's Resources cut to 1 + seed mod max_resources (by default at most 6
    paid spaces, one Construct). Returns (seed, state) pairs."""
    out = []
    seed = first_seed
    while len(out) < n:
        k = seed % 9
        for i, s in enumerate(decision_points(seed)):
            if i == k:
                f = int(top(s, 1))
                s[L.RES + f] = min(int(s[L.RES + f]), 1 + seed % max_resources)
                legal = set(int(a) for a in GAME.legal_actions(s))
                if any(L.A_OP0 + op in legal for op in model.BUILDERS):
                    out.append((seed, s))
                break
        seed += 1
    return out
