"""Fill Numba's on-disk cache before pytest-xdist starts its workers, so that a cold run compiles each
game once instead of once per worker.

Without it both workers meet Cuba Libre's first test at about the same moment and each compiles the
whole engine and its bots (minutes of one core each), while nothing else runs. Here the controller
compiles Cuba Libre in one process and the other games in a second, in parallel; the workers then load
every function from the cache. `python -m tests.precompile GAME...` compiles the named games in turn:
one unit of every `solver-ai bench` item each game supports (its random games, agent loop, rulebook bot
and search kernels) and one invariant-checked game.

Set SOLVER_AI_PRECOMPILE=0 to skip it (e.g. when timing the workers' own compile).
"""
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent


def groups() -> list[list[str]]:
    """The games split into two processes of about equal compile time: the largest alone, the rest."""
    import engine

    by_size = sorted(engine.games(), key=lambda g: -len(list((ROOT / "engine" / g.replace("-", "_")).rglob("*.py"))))
    return [by_size[:1], by_size[1:]]


def warm(game_id: str) -> None:
    import engine
    from engine.core.rng import seed_words
    from solver_ai.bench import ITEMS

    game = engine.load(game_id)
    for item in ITEMS.values():
        if item.supports(game):
            for work in dict.fromkeys(m.work for m in item.modes):
                work(game, 1)
    s = game.new_state(game.scenarios()[0], 1)
    game.fuzz_game(s, np.array(seed_words(1, 77), dtype=np.int64), np.zeros(game.n_actions, dtype=np.int64))


def run_parallel() -> None:
    """Compile every game, the groups in parallel processes; one line on stderr before and after."""
    t0 = time.perf_counter()
    print("precompiling the engines before the test workers start (seconds from a warm cache, minutes cold)",
          file=sys.stderr, flush=True)
    procs = [subprocess.Popen([sys.executable, "-m", "tests.precompile", *g], cwd=ROOT) for g in groups() if g]
    codes = [p.wait() for p in procs]
    print(f"precompiled in {time.perf_counter() - t0:.0f} s" + (f" (exit codes {codes})" if any(codes) else ""),
          file=sys.stderr, flush=True)


if __name__ == "__main__":
    for g in sys.argv[1:]:
        warm(g)
