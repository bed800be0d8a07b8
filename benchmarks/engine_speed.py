"""Engine speed: random full games per second and decisions per second on one core, compiled (Numba)
and the same code uncompiled (NUMBA_DISABLE_JIT=1) in the same run, plus the compile time on a cold
cache. Writes one JSON line per measurement (stdout and --out).

    python benchmarks/engine_speed.py --games 2000 --uncompiled-games 20 --out out/engine_speed.jsonl
    python benchmarks/engine_speed.py --game labyrinth --scenario anaconda --games 5000 --uncompiled-games 50
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def worker(games: int, game_id: str, scenario: str) -> dict:
    """Time `games` random games in this process (whatever NUMBA_DISABLE_JIT says)."""
    t0 = time.perf_counter()
    from importlib import import_module

    import numpy as np

    import engine
    from engine.core.rng import seed_words

    GAME = engine.load(game_id)
    random_game = import_module(f"engine.{game_id.replace('-', '_')}.playout").random_game

    s = GAME.new_state(scenario, 0)  # first call: compiles or loads the cache
    random_game(s, np.array(seed_words(0, 9), dtype=np.int64))
    startup = time.perf_counter() - t0
    decisions = 0
    t1 = time.perf_counter()
    for seed in range(1, games + 1):
        s = GAME.new_state(scenario, seed)
        decisions += random_game(s, np.array(seed_words(seed, 9), dtype=np.int64))
    seconds = time.perf_counter() - t1
    return {"n": games, "decisions": decisions, "seconds": seconds, "startup_seconds": startup}


def run_worker(games: int, game_id: str, scenario: str, env_extra: dict) -> dict:
    env = {**os.environ, **env_extra}
    cmd = [sys.executable, __file__, "--worker", "--games", str(games), "--game", game_id, "--scenario", scenario]
    out = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True).stdout
    return json.loads(out.splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--uncompiled-games", type=int, default=10)
    ap.add_argument("--game", default="cuba-libre", help="game id (cuba-libre, labyrinth)")
    ap.add_argument("--scenario", help="scenario id (default: the game's standard one)")
    ap.add_argument("--out", type=Path)
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.scenario is None:
        args.scenario = {"cuba-libre": "standard", "labyrinth": "lets-roll"}.get(args.game, "standard")
    if args.worker:
        print(json.dumps(worker(args.games, args.game, args.scenario)))
        return
    from solver_ai import __version__

    machine = f"{platform.machine()} {platform.processor() or platform.system()}, {os.cpu_count()} cores"
    lines = []
    with tempfile.TemporaryDirectory() as cold:
        runs = {
            "compiled, cold cache": run_worker(1, args.game, args.scenario, {"NUMBA_CACHE_DIR": cold}),
            "compiled": run_worker(args.games, args.game, args.scenario, {}),
            "uncompiled": run_worker(args.uncompiled_games, args.game, args.scenario, {"NUMBA_DISABLE_JIT": "1"}),
        }
    for mode, r in runs.items():
        line = {"bench": "random_full_games", "game": args.game, "scenario": args.scenario, "agent": "random",
                "mode": mode, "n": r["n"], "seconds": round(r["seconds"], 4),
                "per_sec": round(r["n"] / r["seconds"], 2), "decisions_per_sec": round(r["decisions"] / r["seconds"], 1),
                "decisions_per_game": round(r["decisions"] / r["n"], 1), "startup_seconds": round(r["startup_seconds"], 2),
                "version": __version__, "machine": machine}
        lines.append(line)
    ratio = lines[1]["per_sec"] / lines[2]["per_sec"]
    lines.append({"bench": "random_full_games_ratio", "game": args.game, "scenario": args.scenario, "compiled_over_uncompiled": round(ratio, 1),
                  "compile_seconds_cold": lines[0]["startup_seconds"], "load_seconds_warm": lines[1]["startup_seconds"],
                  "version": __version__, "machine": machine})
    text = "\n".join(json.dumps(x) for x in lines)
    print(text)
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        with open(args.out, "a", encoding="utf-8") as f:
            f.write(text + "\n")


if __name__ == "__main__":
    main()
