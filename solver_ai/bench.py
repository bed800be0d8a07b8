"""The throughput suite behind `solver-ai bench`: a registry of bench items, each timed in two modes in
fresh subprocesses of the same run, reported as JSON lines, the ratio of the two and a plot. The modes
are compiled (Numba) and uncompiled (the same code with NUMBA_DISABLE_JIT=1), or, for an item comparing
two ways of doing the same work (`main_job`: the compiled loop of whole games against the Python agent
loop), those two.

An item is a kind of work, `(game, n) -> {"n", "decisions"}` per mode, run for every game whose
capabilities it needs (random games for every game, search where the game has search kernels, the
rulebook bot where it has one); each is timed after one warm-up unit. Run one measurement by hand with
`python -m solver_ai.bench GAME ITEM N [MODE]`.
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
from typing import Any, Callable, NamedTuple

from engine.core.protocol import Missing, UserError
from solver_ai.provenance import commit


class Mode(NamedTuple):
    """One way to time an item's work: its name, the environment of its subprocess, and the work."""

    name: str
    env: dict[str, str]
    work: Callable[[Any, int], dict]  # work(game, n) -> {"n", "decisions"}


@dataclass(frozen=True)
class BenchItem:
    """A kind of work, run for every game that `supports` it, timed in two modes (the ratio is the first's
    rate over the second's)."""

    name: str
    agent: str
    modes: tuple[Mode, Mode]
    supports: Callable[[Any], bool]
    n: tuple[int, int]  # units of the two modes in a full run
    n_quick: tuple[int, int]  # the same for --quick (CI-sized)
    unit: str = "games"  # what n counts: games, solves, simulations...


ITEMS: dict[str, BenchItem] = {}


def bench_item(name: str, *, agent: str, n: tuple[int, int], n_quick: tuple[int, int], unit: str = "games",
               supports: Callable[[Any], bool] = lambda game: True):
    """Register a work timed compiled and uncompiled."""
    def deco(work):
        modes = (Mode("compiled", {}, work), Mode("uncompiled", {"NUMBA_DISABLE_JIT": "1"}, work))
        ITEMS[name] = BenchItem(name, agent, modes, supports, n, n_quick, unit)
        return work

    return deco


def _seed_rng(seed: int):
    import numpy as np

    from engine.core.rng import seed_words

    return np.array(seed_words(seed, 9), dtype=np.int64)


@bench_item("random_full_games", agent="random", n=(2000, 50), n_quick=(100, 5))
def _random_full_games(game, n: int) -> dict:
    """Whole random games (the standard scenario) in the game's compiled playout loop: the engine's speed."""
    decisions = 0
    for seed in range(n):
        decisions += game.random_game(game.new_state(game.default_scenario, seed), _seed_rng(seed))
    return {"n": n, "decisions": decisions}


@bench_item("agent_games", agent="random", n=(500, 50), n_quick=(40, 5))
def _agent_games(game, n: int) -> dict:
    """Whole games through the agent protocol, one Python call per decision (agents with no compiled loop)."""
    from solver_ai.play import play_game

    decisions = sum(play_game(game, game.default_scenario, seed, ["random"], compiled=False)["decisions"]
                    for seed in range(n))
    return {"n": n, "decisions": decisions}


def _main_job(compiled: bool) -> Callable[[Any, int], dict]:
    def work(game, n: int) -> dict:
        """Seeds 1 to n as `solver-ai play GAME --agents np --games N --seed 1` plays them (the README's first
        command): in the compiled loop of whole games, or through the Python agent loop."""
        from solver_ai.play import play_game

        decisions = sum(play_game(game, game.default_scenario, seed, ["np"], compiled=compiled)["decisions"]
                        for seed in range(1, n + 1))
        return {"n": n, "decisions": decisions}

    return work


ITEMS["main_job"] = BenchItem("main_job", "np", (Mode("compiled loop", {}, _main_job(True)),
                                                 Mode("agent loop", {}, _main_job(False))),
                              lambda game: game.agents_loop((1 << game.n_players) - 1) is not None,
                              n=(200, 200), n_quick=(20, 20))


@bench_item("mcts_simulations", agent="mcts", n=(20000, 400), n_quick=(2000, 40), unit="simulations",
            supports=lambda game: game.search_kernels() is not None)
def _mcts_simulations(game, n: int) -> dict:
    """ISMCTS simulations (determinize, tree walk, random playout to a 4-card horizon) from 5 positions
    of a seeded random game; decisions counts those applied in the tree and the playouts."""
    from solver_ai.search.mcts import ISMCTS

    s = game.new_state(game.default_scenario, 3)
    rng = _seed_rng(3)
    decisions = done = 0
    for k in range(5):
        if game.is_terminal(s):  # a short random game (e.g. an early nuclear war) gives fewer positions
            break
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


def _has_optimiser(game) -> bool:
    from solver_ai.games import tools

    try:
        return tools(game.game_id).optimiser is not None
    except Missing:  # a game with no solver_ai tools registered
        return False


@bench_item("optimiser_decisions", agent="optimiser", n=(40, 40), n_quick=(4, 4), unit="decisions",
            supports=_has_optimiser)
def _optimiser_decisions(game, n: int) -> dict:
    """The optimiser's whole-turn decision (`best_turn`) wherever it plans at every 7th decision of seeded random
    games (the standard scenario), n of them: decisions per second."""
    from solver_ai.games import need

    optimiser = need(game, "optimiser", "optimiser model")
    builder = optimiser.builder()
    done = seed = steps = 0
    while done < n:
        s = game.new_state(game.default_scenario, seed)
        rng = _seed_rng(seed)
        while done < n and not game.is_terminal(s):
            steps += 1
            if steps % 7 == 0 and optimiser.plan_point(s):
                optimiser.best_turn(game, builder, s, game.current_player(s))
                done += 1
            game.apply_action(s, game.random_action(s, rng))
        seed += 1
    return {"n": n, "decisions": n}


def _bot_games(game, n: int, bot_seats: list[int], scenario: str | None = None) -> dict:
    """Whole games in the rulebook bot's compiled playout loop, the bot in `bot_seats`, random elsewhere."""
    import numpy as np

    bot = game.rulebook_bot()
    options = {"players": [p for i, p in enumerate(game.player_ids) if i not in bot_seats]} if bot.marks_seat else {}
    mask = sum(1 << i for i in bot_seats)
    counts = np.zeros(2, dtype=np.int64)
    for seed in range(n):
        bot.playout(game.new_state(scenario or game.default_scenario, seed, options), _seed_rng(seed), mask, counts)
    return {"games": n, "decisions": int(counts[0]), "bot_decisions": int(counts[1])}


def _has_bot(game) -> bool:
    return game.rulebook_bot() is not None


@bench_item("np_full_games", agent="np", n=(200, 2), n_quick=(20, 1), supports=_has_bot)
def _np_full_games(game, n: int) -> dict:
    """Whole games of the rulebook bot in every seat in its compiled playout loop: games per second."""
    out = _bot_games(game, n, list(range(game.n_players)))
    return {"n": n, "decisions": out["decisions"]}


@bench_item("np_vs_random_games", agent="np", n=(200, 3), n_quick=(20, 1), unit="bot decisions", supports=_has_bot)
def _np_vs_random_games(game, n: int) -> dict:
    """Whole games of the rulebook bot in the last seat against random players, in its compiled playout
    loop: the bot's decisions per second."""
    out = _bot_games(game, n, [game.n_players - 1])
    return {"n": out["bot_decisions"], "decisions": out["decisions"]}


@bench_item("np_vs_random_full_games", agent="np", n=(200, 3), n_quick=(20, 1), supports=_has_bot)
def _np_vs_random_full_games(game, n: int) -> dict:
    """Whole games of the rulebook bot in the last seat (Labyrinth: the solitaire Jihadist) against random
    players, in its compiled playout loop: games per second."""
    out = _bot_games(game, n, [game.n_players - 1])
    return {"n": n, "decisions": out["decisions"]}


def _has_solitaire_bot(game) -> bool:
    return game.rulebook_bot() is not None and "solitaire" in game.scenarios()


@bench_item("solitaire_ai_games", agent="np", n=(200, 2), n_quick=(20, 1), supports=_has_solitaire_bot)
def _solitaire_ai_games(game, n: int) -> dict:
    """Whole games of the `solitaire` scenario, the rulebook bot (the solitaire's AI) in the last seat against
    a random human in the others, in its compiled playout loop: games per second."""
    out = _bot_games(game, n, [game.n_players - 1], "solitaire")
    return {"n": n, "decisions": out["decisions"]}


def measure(game_id: str, name: str, n: int, mode: str | None = None) -> dict:
    """Time `n` units of an item in one mode (default its first) in this process, after one warm-up unit
    (which compiles or loads the cache)."""
    import engine

    work = next(m.work for m in ITEMS[name].modes if mode in (None, m.name))
    t0 = time.perf_counter()
    game = engine.load(game_id)
    work(game, 1)
    startup = time.perf_counter() - t0
    t1 = time.perf_counter()
    out = work(game, n)
    return {**out, "seconds": time.perf_counter() - t1, "startup_seconds": startup}


def _subprocess(game_id: str, name: str, n: int, mode: Mode, cache: str | None = None) -> dict:
    cmd = [sys.executable, "-m", "solver_ai.bench", game_id, name, str(n), mode.name]
    env = {**os.environ, **mode.env, **({"NUMBA_CACHE_DIR": cache} if cache else {})}
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True)
    if proc.returncode:
        raise RuntimeError(f"bench {game_id} {name} failed:\n{proc.stderr}")
    return json.loads(proc.stdout.splitlines()[-1])


def machine() -> str:
    return f"{platform.machine()} {platform.processor() or platform.system()}, {os.cpu_count()} cores"


def plan(game_ids: list[str], names: list[str]) -> list[tuple[str, str]]:
    """The (game, item) pairs to run: every named item (default all) for every named game (default all)
    that supports it; UserError for an unknown name, or a pair list left empty."""
    import engine

    unknown = [x for x in names if x not in ITEMS]
    if unknown:
        raise UserError(f"unknown bench item {unknown[0]!r}; items are {', '.join(ITEMS)}")
    games = {g: engine.load(g) for g in game_ids or engine.games()}
    pairs = [(g, x) for g, game in games.items() for x in names or ITEMS if ITEMS[x].supports(game)]
    if not pairs:
        raise UserError(f"{', '.join(games)}: none of the items {', '.join(names)} applies (e.g. no rulebook bot yet)")
    return pairs


def run(pairs: list[tuple[str, str]], quick: bool, cold: bool, version: str,
        progress: Callable[[str], None] = lambda what: None) -> list[dict[str, Any]]:
    """JSON lines: per (game, item), one line per mode and one with the compiled/uncompiled ratio; with
    `cold`, the compile time on an empty Numba cache (once per game)."""
    lines = []
    common = {"version": version, "commit": commit(), "machine": machine()}
    compiled_games: set[str] = set()
    for game_id, name in pairs:
        item = ITEMS[name]
        base = {"bench": name, "game": game_id, "agent": item.agent, "unit": item.unit}
        if cold and game_id not in compiled_games:
            compiled_games.add(game_id)
            progress(f"{game_id}: compiling on an empty cache")
            with tempfile.TemporaryDirectory() as cache:
                r = _subprocess(game_id, name, 1, item.modes[0], cache)
            lines.append({**base, "mode": "compiled, cold cache", "compile_seconds": round(r["startup_seconds"], 2), **common})
        timed = []
        for mode, n in zip(item.modes, item.n_quick if quick else item.n):
            progress(f"{game_id} {name}: {mode.name}")
            r = _subprocess(game_id, name, n, mode)
            timed.append({**base, "mode": mode.name, "n": r["n"], "seconds": round(r["seconds"], 4),
                          "per_sec": round(r["n"] / r["seconds"], 3),
                          "decisions_per_sec": round(r["decisions"] / r["seconds"], 1),
                          "startup_seconds": round(r["startup_seconds"], 2), **common})
        lines += timed
        first, second = timed
        ratio = round(first["per_sec"] / second["per_sec"], 1)
        of = f"{first['mode']} / {second['mode']}"  # e.g. compiled / uncompiled
        key = of.replace(" / ", "_over_").replace(" ", "_")  # e.g. compiled_over_uncompiled, as the lines before
        lines.append({**base, "mode": "ratio", "of": of, "ratio": ratio, key: ratio, **common})
    return lines


def plot(lines: list[dict], path: Path) -> None:
    """Per item: compiled and uncompiled units per second on a log scale, labelled with the ratio."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import matplotlib.ticker
    import numpy as np

    pairs: dict[str, list[dict]] = {}  # item on a game -> its two timed modes, in their order
    for x in lines:
        if "per_sec" in x:
            pairs.setdefault(f'{x["game"]} {x["bench"]}', []).append(x)
    names = list(pairs)
    fig, ax = plt.subplots(figsize=(7, 1.2 + 0.9 * len(names)))
    y = np.arange(len(names))
    for k in range(2):
        label = ", ".join(dict.fromkeys(pairs[n][k]["mode"] for n in names))  # e.g. "compiled, compiled loop"
        ax.barh(y + (0.2 if k else -0.2), [pairs[n][k]["per_sec"] for n in names], 0.4, label=label)
    for i, n in enumerate(names):
        ratio = pairs[n][0]["per_sec"] / pairs[n][1]["per_sec"]
        ax.text(pairs[n][0]["per_sec"], i - 0.2, f"  x{ratio:.0f}", va="center", fontsize="small")
    ax.set_yticks(y, names)
    ax.set_xscale("log")
    rates = [x["per_sec"] for pair in pairs.values() for x in pair]
    ax.set_xlim(min(rates) / 4, 4 * max(rates))  # bars start visibly left of the slowest; room for the ratios
    ax.xaxis.set_minor_formatter(matplotlib.ticker.NullFormatter())
    ax.set_xlabel("per second (log scale; the unit is in each item's JSON line)")
    ax.legend(fontsize="small", loc="best")
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=120)
    plt.close(fig)


if __name__ == "__main__":
    print(json.dumps(measure(sys.argv[1], sys.argv[2], int(sys.argv[3]), *sys.argv[4:5])))
