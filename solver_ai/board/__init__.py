"""Board pictures (SVG, PNG) of a position, one module per game over the shared helpers in draw.py."""
from __future__ import annotations

from pathlib import Path

import numpy as np


def draw(game, s: np.ndarray, path: Path, title: str = "") -> None:
    """Write the picture of state s of any game to path; the suffix (.svg, .png) picks the format."""
    if game.game_id == "labyrinth":
        from solver_ai.board.labyrinth import draw as draw_game
    else:
        from solver_ai.board.cuba_libre import draw as draw_game
    draw_game(game, s, Path(path), title)
