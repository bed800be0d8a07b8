"""Compiled rules engines. One package per game; `engine.core` holds what every game shares.

`engine.games()` lists the game ids; `engine.load(game_id)` imports a game lazily, so that a
command touching one game never compiles another.
"""
from importlib import import_module

from engine import cache

cache.configure()  # before any compiled function is defined (engine/cache.py)

_GAMES = {"cuba-libre": "engine.cuba_libre.game", "labyrinth": "engine.labyrinth.game"}


def games() -> list[str]:
    return sorted(_GAMES)


def load(game_id: str):
    """The game object (see engine.core.protocol.Game) for `game_id`."""
    from engine.core.protocol import UserError

    if game_id not in _GAMES:
        raise UserError(f"unknown game {game_id!r}; known games: {', '.join(games())}")
    return import_module(_GAMES[game_id]).GAME
