"""Setup (3.2, scenario sheets): scenario file -> initial state."""
from __future__ import annotations

import numpy as np

from engine.core import scenarios
from engine.core.deck import shuffle_range
from engine.core.frames import push
from engine.labyrinth import layout as L
from engine.labyrinth.data import JIHADIST, N_CARDS
from engine.labyrinth.rules.cards import mini_decks, sort_mini_decks
from engine.labyrinth.rules.setup_steps import roll_schengen

SETUP_STEPS = ("none", "anaconda_cells", "schengen_rolls")


def load_scenario(name: str) -> dict:
    return scenarios.load_scenario("labyrinth", "Labyrinth", name)


def shuffle_draw_pile(s: np.ndarray) -> None:
    """3.2 step 8: every card not removed by the scenario (and not elsewhere) into the draw pile, shuffled."""
    pile = [c for c in range(1, N_CARDS + 1) if s[L.LOC + c] == L.LOC_DRAW]
    s[L.DRAW : L.DRAW + len(pile)] = pile
    s[L.DRAW_N] = len(pile)
    shuffle_range(s, L.DRAW, len(pile), s, L.RNG)
    if mini_decks(s):
        sort_mini_decks(s)  # 9.2 optional rule


def start_setup_step(s: np.ndarray, step: str) -> None:
    """The scenario's Jihadist setup step (spec S.3, S.4), before the deal."""
    if step == "anaconda_cells":
        push(s, L.FR_SETUP_CELL, JIHADIST, 3, 0)
    elif step == "schengen_rolls":
        roll_schengen(s)
        push(s, L.FR_SETUP_REROLL, JIHADIST, 0, 0)
