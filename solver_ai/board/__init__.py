"""Board pictures (SVG, PNG) of a position, one module per game over the shared helpers in draw.py."""
from __future__ import annotations

from pathlib import Path

import numpy as np

from solver_ai.games import need


def picture(game, s: np.ndarray, path: Path, title: str = "") -> None:
    """Write the picture of state s of any game to path; the suffix (.svg, .png) picks the format."""
    need(game, "picture", "board picture")(game, s, Path(path), title)
