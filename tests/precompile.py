"""Fill Numba's on-disk cache before pytest-xdist starts its workers, so that a cold run compiles each
game once instead of once per worker.

Without it both workers meet Cuba Libre's first test at about the same moment and each compiles the
whole engine and its bots (minutes of one core each), while nothing else runs. Here the controller
compiles every game in a process of its own, all at once: the costliest (by each game's COMPILE_SECONDS)
at the controller's priority, the others at a lower one. On two cores the costliest keeps a core to itself
while the others share the second, and they take both once it is done: the compile ends near half the
total, where the better of any two groups of whole games ends with the larger group. The workers then load
every function from the cache. `python -m tests.precompile GAME...` compiles the named games in turn: one
unit of every `solver-ai bench` item each game supports (its random games, agent loop, rulebook bot and
search kernels), one invariant-checked game, and the compiled loop and search entry points the tests call
besides (a game between random agents, a search seeded with a turn).

Set SOLVER_AI_PRECOMPILE=0 to skip it (e.g. when timing the workers' own compile).
"""
import ast
import os
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent


def compile_seconds(game_id: str) -> float:
    """The game's measured cold compile (COMPILE_SECONDS of its game module), read from the source: importing
    the module would compile on a cold cache."""
    source = (ROOT / "engine" / game_id.replace("-", "_") / "game.py").read_text()
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "COMPILE_SECONDS" for t in node.targets):
            return float(ast.literal_eval(node.value))
    return 0.0


LOWER = 10  # niceness of every game's process but the costliest's


def niceness() -> list[tuple[str, int]]:
    """Each game with the niceness its process is given: the costliest 0, the others LOWER."""
    import engine

    ranked = sorted(engine.games(), key=lambda g: -compile_seconds(g))
    return [(g, 0 if i == 0 else LOWER) for i, g in enumerate(ranked)]


def _lowered(n: int):
    return (lambda: os.nice(n)) if n and hasattr(os, "nice") else None


def warm(game_id: str) -> None:
    import engine
    from engine.core.rng import seed_words
    from solver_ai.bench import ITEMS
    from solver_ai.play import play_game
    from solver_ai.search.mcts import ISMCTS

    game = engine.load(game_id)
    for item in ITEMS.values():
        if item.supports(game):
            for work in dict.fromkeys(m.work for m in item.modes):
                work(game, 1)
    s = game.new_state(game.scenarios()[0], 1)
    game.fuzz_game(s, np.array(seed_words(1, 77), dtype=np.int64), np.zeros(game.n_actions, dtype=np.int64))
    play_game(game, game.default_scenario, 1, ["random"])
    if game.search_kernels() is not None:
        s = game.new_state(game.default_scenario, 1)
        ISMCTS(game, seed=1, iters=2).search(s, turns=[[int(game.legal_actions(s)[0])]])


def run_parallel() -> None:
    """Compile every game, each in its own process, all at once (niceness()); one line on stderr before and
    after."""
    t0 = time.perf_counter()
    print("precompiling the engines before the test workers start (seconds from a warm cache, minutes cold)",
          file=sys.stderr, flush=True)
    procs = [subprocess.Popen([sys.executable, "-m", "tests.precompile", g], cwd=ROOT, preexec_fn=_lowered(n))
             for g, n in niceness()]
    codes = [p.wait() for p in procs]
    print(f"precompiled in {time.perf_counter() - t0:.0f} s" + (f" (exit codes {codes})" if any(codes) else ""),
          file=sys.stderr, flush=True)


if __name__ == "__main__":
    for g in sys.argv[1:]:
        warm(g)
