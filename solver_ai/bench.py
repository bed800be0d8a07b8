"""The throughput suite behind `solver-ai bench`: a registry of bench items, each timed compiled (Numba)
and uncompiled (the same code with NUMBA_DISABLE_JIT=1) in fresh subprocesses of the same run, reported
as JSON lines, ratios and a plot.

An item is a function `(n) -> {"n", "decisions"}` that plays n units of work after one warm-up unit;
later subsystems (bots, the optimiser, search) add theirs with @bench_item. Run one measurement by hand
with `python -m solver_ai.bench ITEM N`.
"""
from __future__ import annotations

import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from engine.core.protocol import UserError


@dataclass(frozen=True)
class BenchItem:
    name: str
    game: str
    agent: str
    work: Callable[[int], dict]
    n: tuple[int, int]  # (compiled, uncompiled) units in a full run
    n_quick: tuple[int, int]  # the same for --quick (CI-sized)
    unit: str = "games"  # what n counts: games, solves, simulations...


ITEMS: dict[str, BenchItem] = {}


def bench_item(name: str, *, game: str, agent: str, n: tuple[int, int], n_quick: tuple[int, int], unit: str = "games"):
    def deco(work):
        ITEMS[name] = BenchItem(name, game, agent, work, n, n_quick, unit)
        return work

    return deco


def _random_games(game_id: str, scenario: str, n: int) -> dict:
    """Whole random games in a game's compiled playout loop: the engine's own speed."""
    import numpy as np

    import engine
    from engine.core.rng import seed_words

    game = engine.load(game_id)
    decisions = 0
    for seed in range(n):
        s = game.new_state(scenario, seed)
        decisions += game.random_game(s, np.array(seed_words(seed, 9), dtype=np.int64))
    return {"n": n, "decisions": decisions}


@bench_item("random_full_games", game="cuba-libre", agent="random", n=(2000, 50), n_quick=(100, 5))
def _random_full_games(n: int) -> dict:
    """Whole random Cuba Libre games in the compiled playout loop: decisions and games per second."""
    return _random_games("cuba-libre", "standard", n)


@bench_item("labyrinth_random_full_games", game="labyrinth", agent="random", n=(3000, 50), n_quick=(100, 5))
def _labyrinth_random_full_games(n: int) -> dict:
    """Whole random Labyrinth games (Let's Roll!, Operations only) in the compiled playout loop."""
    return _random_games("labyrinth", "lets-roll", n)


@bench_item("agent_games", game="cuba-libre", agent="random", n=(500, 50), n_quick=(40, 5))
def _agent_games(n: int) -> dict:
    """Whole games through the agent protocol as tournaments play them (one Python call per decision)."""
    import engine
    from solver_ai.play import play_game

    game = engine.load("cuba-libre")
    decisions = sum(play_game(game, "standard", seed, ["random"])["decisions"] for seed in range(n))
    return {"n": n, "decisions": decisions}


@bench_item("mcts_simulations", game="cuba-libre", agent="mcts", n=(20000, 400), n_quick=(2000, 40),
            unit="simulations")
def _mcts_simulations(n: int) -> dict:
    """ISMCTS simulations (determinize, tree walk, random playout to a 4-card horizon) from 5 positions
    of a seeded random game; decisions counts those applied in the tree and the playouts."""
    import numpy as np

    import engine
    from engine.core.rng import seed_words
    from solver_ai.search.mcts import ISMCTS

    game = engine.load("cuba-libre")
    s = game.new_state("standard", 3)
    rng = np.array(seed_words(3, 9), dtype=np.int64)
    decisions = done = 0
    for k in range(5):
        r = ISMCTS(game, seed=k, iters=max(1, n // 5)).search(s)
        decisions += r.decisions
        done += r.iterations
        for _ in range(60):  # on into the game (forced moves make no iterations: skip them)
            if game.is_terminal(s):
                break
            game.apply_action(s, game.random_action(s, rng))
        while not game.is_terminal(s) and len(game.legal_actions(s)) < 2:
            game.apply_action(s, game.random_action(s, rng))
    return {"n": done, "decisions": decisions}

@bench_item("np_syndicate_games", game="cuba-libre", agent="np", n=(200, 3), n_quick=(20, 1), unit="NP decisions")
def _np_syndicate_games(n: int) -> dict:
    """Whole games with the chapter 8 Non-player Syndicate (engine/cuba_libre/nonplayer) against random players,
    in the compiled rollout loop: Non-player decisions per second."""
    return _np_games(n, ["govt", "26july", "dr"], 1 << 3)


def _np_games(n: int, players: list[str], mask: int) -> dict:
    import numpy as np

    import engine
    from engine.core.rng import seed_words
    from engine.cuba_libre.nonplayer.policy import playout

    game = engine.load("cuba-libre")
    counts = np.zeros(2, dtype=np.int64)
    for seed in range(n):
        s = game.new_state("standard", seed, {"players": players})
        playout(s, np.array(seed_words(seed, 9), dtype=np.int64), mask, counts)
    return {"n": int(counts[1]), "decisions": int(counts[0])}


@bench_item("np_insurgents_games", game="cuba-libre", agent="np", n=(200, 3), n_quick=(20, 1), unit="NP decisions")
def _np_insurgents_games(n: int) -> dict:
    """Whole games with the Non-player 26July, Directorio and Syndicate against a random Government."""
    return _np_games(n, ["govt"], 0b1110)


@bench_item("np_full_games", game="cuba-libre", agent="np", n=(200, 2), n_quick=(20, 1))
def _np_full_games(n: int) -> dict:
    """Whole games of four chapter 8 Non-players (no player) in the compiled rollout loop: games per second."""
    out = _np_games(n, [], 0b1111)
    return {"n": n, "decisions": out["decisions"]}


def measure(name: str, n: int) -> dict:
    """Time `n` units of an item in this process, after one warm-up unit (which compiles or loads the cache)."""
    item = ITEMS[name]
    t0 = time.perf_counter()
    item.work(1)
    startup = time.perf_counter() - t0
    t1 = time.perf_counter()
    out = item.work(n)
    return {**out, "seconds": time.perf_counter() - t1, "startup_seconds": startup}


def _subprocess(name: str, n: int, env_extra: dict) -> dict:
    cmd = [sys.executable, "-m", "solver_ai.bench", name, str(n)]
    proc = subprocess.run(cmd, env={**os.environ, **env_extra}, capture_output=True, text=True)
    if proc.returncode:
        raise RuntimeError(f"bench {name} failed:\n{proc.stderr}")
    return json.loads(proc.stdout.splitlines()[-1])


def machine() -> str:
    return f"{platform.machine()} {platform.processor() or platform.system()}, {os.cpu_count()} cores"


def run(names: list[str], quick: bool, cold: bool, version: str) -> list[dict[str, Any]]:
    """JSON lines: per item, one line per mode and one with the compiled/uncompiled ratio; with `cold`,
    the compile time on an empty Numba cache (once per game)."""
    unknown = [x for x in names if x not in ITEMS]
    if unknown:
        raise UserError(f"unknown bench item {unknown[0]!r}; items are {', '.join(ITEMS)}")
    lines = []
    common = {"version": version, "machine": machine()}
    compiled_games: set[str] = set()
    for name in names:
        item = ITEMS[name]
        n_compiled, n_uncompiled = item.n_quick if quick else item.n
        base = {"bench": name, "game": item.game, "agent": item.agent, "unit": item.unit}
        if cold and item.game not in compiled_games:
            compiled_games.add(item.game)
            with tempfile.TemporaryDirectory() as cache:
                r = _subprocess(name, 1, {"NUMBA_CACHE_DIR": cache})
            lines.append({**base, "mode": "compiled, cold cache", "compile_seconds": round(r["startup_seconds"], 2), **common})
        by_mode = {}
        for mode, n, env in (("compiled", n_compiled, {}), ("uncompiled", n_uncompiled, {"NUMBA_DISABLE_JIT": "1"})):
            r = _subprocess(name, n, env)
            by_mode[mode] = line = {**base, "mode": mode, "n": r["n"], "seconds": round(r["seconds"], 4),
                                    "per_sec": round(r["n"] / r["seconds"], 3),
                                    "decisions_per_sec": round(r["decisions"] / r["seconds"], 1),
                                    "startup_seconds": round(r["startup_seconds"], 2), **common}
            lines.append(line)
        ratio = by_mode["compiled"]["per_sec"] / by_mode["uncompiled"]["per_sec"]
        lines.append({**base, "mode": "ratio", "compiled_over_uncompiled": round(ratio, 1), **common})
    return lines


def plot(lines: list[dict], path: Path) -> None:
    """Per item: compiled and uncompiled units per second on a log scale, labelled with the ratio."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import matplotlib.ticker
    import numpy as np

    speed = {(x["bench"], x["mode"]): x for x in lines if "per_sec" in x}
    names = list(dict.fromkeys(b for b, _ in speed))
    fig, ax = plt.subplots(figsize=(7, 1.2 + 0.9 * len(names)))
    y = np.arange(len(names))
    for k, mode in enumerate(("compiled", "uncompiled")):
        ax.barh(y + (0.2 if k else -0.2), [speed[n, mode]["per_sec"] for n in names], 0.4, label=mode)
    for i, n in enumerate(names):
        ratio = speed[n, "compiled"]["per_sec"] / speed[n, "uncompiled"]["per_sec"]
        ax.text(speed[n, "compiled"]["per_sec"], i - 0.2, f"  x{ratio:.0f}", va="center", fontsize="small")
    ax.set_yticks(y, names)
    ax.set_xscale("log")
    rates = [x["per_sec"] for x in speed.values()]
    ax.set_xlim(min(rates) / 4, 4 * max(rates))  # bars start visibly left of the slowest; room for the ratios
    ax.xaxis.set_minor_formatter(matplotlib.ticker.NullFormatter())
    ax.set_xlabel("per second (log scale; the unit is in each item's JSON line)")
    ax.legend(fontsize="small", loc="best")
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=120)
    plt.close(fig)


if __name__ == "__main__":
    print(json.dumps(measure(sys.argv[1], int(sys.argv[2]))))
