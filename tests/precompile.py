"""Fill Numba's on-disk cache before pytest-xdist starts its workers, so that a cold run compiles each
game once instead of once per worker.

Without it both workers meet Cuba Libre's first test at about the same moment and each compiles the
whole engine and its bots (minutes of one core each), while nothing else runs. Here the controller
compiles the games in two processes of about equal compile time (each game's COMPILE_SECONDS), in
parallel; the workers then load every function from the cache. Two processes, not one a game: on two
cores a third shares a core with another, and compiles sharing a core cost about a fifth more CPU (one
process a game, the costliest at normal priority: 320 s against 296 s for the two groups, cold, idle).
`python -m tests.precompile GAME...` compiles the named games in turn: one unit of every `solver-ai bench`
item each game supports (its random games, agent loop, rulebook bot and search kernels), one
invariant-checked game, and the compiled loop and search entry points the tests call besides (a game
between random agents, a search seeded with a turn).

Set SOLVER_AI_PRECOMPILE=0 to skip it (e.g. when timing the workers' own compile).
"""
import ast
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


def groups() -> list[list[str]]:
    """The games split into two processes of about equal compile time: each game, the costliest first, to the
    process with less to do."""
    import engine

    work: list[tuple[float, list[str]]] = [(0.0, []), (0.0, [])]
    for g in sorted(engine.games(), key=lambda g: -compile_seconds(g)):
        i = min(range(2), key=lambda k: work[k][0])
        work[i] = (work[i][0] + compile_seconds(g), work[i][1] + [g])
    return [games for _, games in work]


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
