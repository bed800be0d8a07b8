"""Saying so when Numba compiles: a command that meets code not yet in Numba's on-disk cache prints one
line when compiling starts (which game's code, and how long all of it takes cold, from its game module's
COMPILE_SECONDS, the game object's `compile_seconds`) and, when the command ends, the compile time it spent. `warmup` compiles a game's
engine, rulebook bot, search and board picture ahead, through the game object's capabilities.

The lines go to stderr, on a terminal (or with SOLVER_AI_COMPILE_NOTICE=1): output read by programs,
and tests that count lines, stay as they are on a cold cache.
"""
from __future__ import annotations

import os
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator

from numba.core import event

ENV = "SOLVER_AI_COMPILE_NOTICE"
UNNAMED_SECONDS = 3.0


def duration(seconds: float) -> str:
    return f"{seconds:.0f} s" if seconds < 90 else f"{seconds // 60:.0f} min {seconds % 60:02.0f} s"


def _game_of(module: str) -> tuple[str, int] | None:
    """(game id, cold compile seconds) of the game whose code is compiling: that of the function's package,
    else, for shared code (engine.core), of the one game loaded. Read from the game module's GAME_ID and
    COMPILE_SECONDS, set before its imports, which compile on a cold cache."""
    package = ".".join(module.split(".")[:2])
    own = sys.modules.get(f"{package}.game")
    games = [own] if hasattr(own, "GAME_ID") else \
        [m for name, m in list(sys.modules.items()) if name.endswith(".game") and hasattr(m, "GAME_ID")]
    return (games[0].GAME_ID, getattr(games[0], "COMPILE_SECONDS", 0)) if len(games) == 1 else None


def expectation(seconds: float) -> str:
    """How long a game's code takes to compile cold (its measured COMPILE_SECONDS), in words."""
    if not seconds:
        return "seconds to minutes"
    return f"about {duration(0.7 * seconds)} to {duration(1.5 * seconds)} for all of it on one core"


class _Watch(event.Listener):
    """Counts the time of outermost compilations and announces the first."""

    def __init__(self, tell: Callable[[str], None]):
        self.tell, self.depth, self.seconds, self.started, self.pid = tell, 0, 0.0, 0.0, os.getpid()
        self.what = ""

    def on_start(self, ev) -> None:
        if os.getpid() != self.pid:  # a forked worker: its parent speaks for it
            return
        if self.depth == 0:
            self.started = time.perf_counter()
        self.depth += 1
        if self.what:
            return
        module = ev.data["dispatcher"].py_func.__module__
        game = _game_of(module)
        # code compiled while a game's modules are still importing: say it once the game is known, or
        # after a few seconds of not knowing
        if game is None and self.seconds + time.perf_counter() - self.started < UNNAMED_SECONDS:
            return
        game_id, seconds = game or ("", 0)
        self.what = f"the {game_id} engine" if game else "the engine"
        warm = f"; `solver-ai warmup {game_id}` compiles it ahead" if game else ""
        self.tell(f"compiling {self.what}, once (later runs load Numba's cache): {expectation(seconds)}{warm}")

    def on_end(self, ev) -> None:
        if os.getpid() != self.pid:
            return
        self.depth -= 1
        if self.depth == 0:
            self.seconds += time.perf_counter() - self.started


@contextmanager
def notice(stream=None) -> Iterator[None]:
    """Announce compiling during the block (see the module docstring)."""
    stream = stream or sys.stderr
    if not (os.environ.get(ENV) == "1" or stream.isatty()):
        yield
        return
    watch = _Watch(lambda line: print(line, file=stream, flush=True))
    event.register("numba:compile", watch)
    try:
        yield
    finally:
        event.unregister("numba:compile", watch)
        if watch.seconds and watch.what:
            print(f"compiled {watch.what} in {duration(watch.seconds)}; cached for later runs", file=stream, flush=True)


def warm(game, search: bool = True, picture: bool = True, progress: Callable[[str], None] = lambda what: None) -> None:
    """Run each compiled part of a game once: a random game through the engine, the rulebook bot's
    decisions, each in the compiled loop of whole games and one decision at a time, a few search
    iterations, and the board picture."""
    from solver_ai.games import tools
    from solver_ai.play import play_game

    progress("the rules engine")
    for compiled in (True, False):  # the compiled loop of whole games, and the agents one decision at a time
        play_game(game, game.default_scenario, 1, ["random"], compiled=compiled)
    if game.rulebook_bot() is not None:
        progress("the rulebook bot")
        for compiled in (True, False):
            play_game(game, game.default_scenario, 1, ["np"], compiled=compiled)
    if search and game.search_kernels() is not None:
        from solver_ai.search.mcts import ISMCTS

        progress("the search")
        s = game.new_state(game.default_scenario, 1)
        ISMCTS(game, 1, iters=4).search(s)
    kit = tools(game.game_id)
    if picture and kit.picture is not None:
        progress("the board picture")
        with tempfile.TemporaryDirectory() as tmp:
            kit.picture(game, game.new_state(game.default_scenario, 1), Path(tmp) / "board.svg")
