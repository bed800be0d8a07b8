"""Compiled rules engines. One package per game; `engine.core` holds what every game shares.

`engine.games()` lists the game ids; `engine.load(game_id)` imports a game lazily, so that a
command touching one game never compiles another. A game outside this repository registers itself
with `engine.register` from a module named in the environment variable SOLVER_AI_GAMES
(comma-separated module names, imported on first look-up, in worker processes too).
"""
import os
from importlib import import_module
from typing import Callable

from engine import cache

cache.configure()  # before any compiled function is defined (engine/cache.py)

PLUGINS_ENV = "SOLVER_AI_GAMES"
_GAMES: dict[str, Callable] = {
    "cuba-libre": lambda: import_module("engine.cuba_libre.game").GAME,
    "labyrinth": lambda: import_module("engine.labyrinth.game").GAME,
    "twilight": lambda: import_module("engine.twilight.game").GAME,
}

def register(game_id: str, loader: Callable) -> None:
    """Add a game: `loader()` returns its game object (engine.core.protocol.Game)."""
    _GAMES[game_id] = loader


def load_plugins() -> None:
    """Import the modules named in SOLVER_AI_GAMES (each registers its game when first imported)."""
    for name in filter(None, (x.strip() for x in os.environ.get(PLUGINS_ENV, "").split(","))):
        import_module(name)


def games() -> list[str]:
    load_plugins()
    return sorted(_GAMES)


def load(game_id: str):
    """The game object (see engine.core.protocol.Game) for `game_id`."""
    from engine.core.protocol import UserError

    load_plugins()
    if game_id not in _GAMES:
        raise UserError(f"unknown game {game_id!r}; known games: {', '.join(games())}")
    return _GAMES[game_id]()
