"""What solver_ai adds to each game, registered once per game id (shared/design/ONE-SEAM-PER-GAME.md).

The engine's game object declares the rules' surface and capabilities (engine/core/protocol.py); this
registry holds the tools built above it: the table view, the board picture, the optimiser's model
builder, whole-turn candidates and the readable move format. Each member is `None` where the game has
not built it, and is loaded only when asked for, so that a command on one game never imports (or
compiles) another. Agents, hints, analysis, views and the CLI ask here and never name a game.

A game outside this repository plugs in with `engine.register` and `register` below, from a module
named in the environment variable SOLVER_AI_GAMES (engine.load_plugins), so that worker processes and
subprocesses find it too.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import engine
from engine.core.protocol import Missing
from solver_ai.games import cuba_libre, labyrinth, twilight


@dataclass(frozen=True)
class Tools:
    """One game's tools; every member but `table` may be None (not built for this game)."""

    table: Callable[[Any, Any], Any]  # table(game, s): a rich renderable of the position
    picture: Callable[..., None] | None = None  # picture(game, s, path, title): the board as .svg / .png
    optimiser: Callable[[], Any] | None = None  # optimiser(): the single-turn optimiser (optimise.base.Optimiser)
    moves: Callable[[], Any] | None = None  # moves(): the readable move format (solver_ai.recording.MoveFormat)


_LOADERS: dict[str, Callable[[], Tools]] = {
    "cuba-libre": cuba_libre.tools,
    "labyrinth": labyrinth.tools,
    "twilight": twilight.tools,
}
_TOOLS: dict[str, Tools] = {}


def register(game_id: str, loader: Callable[[], Tools]) -> None:
    """Add (or replace) a game's tools; `loader` builds them on first use."""
    _LOADERS[game_id] = loader
    _TOOLS.pop(game_id, None)


def tools(game_id: str) -> Tools:
    if game_id not in _TOOLS:
        engine.load_plugins()
        if game_id not in _LOADERS:
            raise Missing(f"{game_id} has no solver_ai tools registered")
        _TOOLS[game_id] = _LOADERS[game_id]()
    return _TOOLS[game_id]


def need(game, member: str, what: str):
    """The tool `member` of the game (loaded, for `optimiser` and `moves`), or one line saying the game
    has not built `what` yet."""
    tool = getattr(tools(game.game_id), member)
    if tool is None:
        raise Missing(f"{game.game_id} has no {what} yet")
    return tool() if member in LOADED else tool


LOADED = ("optimiser", "moves")  # members that are loaders of a bundle, not the tool itself
