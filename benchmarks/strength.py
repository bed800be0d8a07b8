"""A strength table: one agent in one seat against the rulebook bot, a tournament per scenario and option
value, each cell a `solver-ai tournament` folder that `--resume` continues; and the table read back from them.

    python benchmarks/strength.py run GAME AGENT --seat SIDE --out DIR [--scenarios a,b] [--grid key=v1,v2]
                                     [--games N] [--seed S] [--opponent np] [--workers W] [--records] [-o k=v]
    python benchmarks/strength.py table DIR... [--columns v1,v2] [--row-option KEY]   the Markdown table of the
                                                                                    cells under the DIRs
    python benchmarks/strength.py pairs DIR AGENT BASELINE [--baseline-dir DIR2]
                                        the two agents' cells of the same name under DIR (the baseline's under
                                        DIR2: e.g. the same agent before a change) compared game by game

`run` plays N games per cell with AGENT as SIDE (the tournament's `--seat`, so 2N games are planned and the
N that seat the agent as SIDE are played), every cell on the same seeds (S + game index), so that two agents'
runs on one cell are paired game by game (`solver-ai compare RUN BASELINE`). A cell already under DIR is
resumed, a finished one is skipped: re-running the same command continues an interrupted table. The cell
folder is DIR/<agent label>/<scenario>[-<value>].
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

from solver_ai.stats import wilson

RESULTS = "tournament.jsonl"


def label(agent: str) -> str:
    """A folder name for an agent spec: `mcts:iters=100,horizon=0` -> `mcts-iters=100-horizon=0`."""
    return agent.replace(":", "-").replace(",", "-").replace("/", "_")


def cells(scenarios: list[str], grid: str | None) -> list[tuple[str, list[str], str]]:
    """(scenario, rule options, cell name) for every scenario and grid value."""
    if not grid:
        return [(sc, [], sc) for sc in scenarios]
    key, _, values = grid.partition("=")
    return [(sc, [f"{key}={v}"], f"{sc}-{v}") for sc in scenarios for v in values.split(",")]


def played(folder: Path) -> tuple[int, bool]:
    """Games finished in a cell folder, and whether its run is over (a summary line was written)."""
    path = folder / RESULTS
    if not path.is_file():
        return 0, False
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()[1:] if line.strip()]
    return sum("result" in rec for rec in lines), any("summary" in rec for rec in lines)


def run(args: argparse.Namespace) -> None:
    base = Path(args.out) / label(args.agent)
    todo = cells(args.scenarios.split(","), args.grid)
    for i, (scenario, options, name) in enumerate(todo, 1):
        folder = base / name
        done, over = played(folder)
        if over and done >= args.games:
            print(f"[{i}/{len(todo)}] {name}: {done} games, done", flush=True)
            continue
        cmd = [sys.executable, "-m", "solver_ai", "tournament", args.game, args.agent, args.opponent,
               "--seat", args.seat, "--games", str(2 * args.games), "--seed", str(args.seed), "--scenario", scenario,
               "--workers", str(args.workers), "--out", str(folder), "--records" if args.records else "--no-records"]
        for option in args.option + options:
            cmd += ["-o", option]
        if (folder / RESULTS).is_file():
            cmd.append("--resume")
        print(f"[{i}/{len(todo)}] {name}: {done} of {args.games} games played, playing the rest", flush=True)
        code = subprocess.call(cmd, stdout=subprocess.DEVNULL)
        if code:
            sys.exit(f"{name}: the tournament stopped with exit code {code}; run the same command to resume")


def agent_seat(rec: dict) -> str:
    """The seat the tournament's first agent (index 0) took in game record rec (margins are in player order)."""
    return list(rec["result"]["margins"])[rec["seating"].index(0)]


def cell_result(path: Path) -> tuple[dict, str, int, int, float]:
    """A cell's header, the seats its first agent sat in, and that agent's games, wins and mean margin."""
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    header, games = lines[0], [rec for rec in lines[1:] if "result" in rec]
    wins, margins, seats = 0, 0.0, []
    for rec in games:
        seat = agent_seat(rec)
        seats += [seat] if seat not in seats else []
        wins += rec["result"]["winner"] == seat
        margins += rec["result"]["margins"][seat]
    return header, ",".join(seats), len(games), wins, margins / max(len(games), 1)


def table(args: argparse.Namespace) -> None:
    """Rows: agent, scenario and seat; columns: the cell's rule options; a cell: wins/games, the win rate with its
    Wilson 95 % interval, and the agent's mean victory margin."""
    rows: dict[tuple[str, str, str], dict[str, str]] = {}
    columns: list[str] = []
    for root in args.dirs:
        for path in sorted(Path(root).rglob(RESULTS)):
            header, seats, n, wins, margin = cell_result(path)
            options = header.get("options", {})
            column = ",".join(f"{k}={v}" for k, v in options.items() if k not in args.row_options) or "-"
            if column not in columns:
                columns.append(column)
            lo, hi = wilson(wins, n)
            scenario = " ".join([header["scenario"]] + [f"{k}={v}" for k, v in options.items() if k in args.row_options])
            row = rows.setdefault((header["agents"][0]["label"], scenario, seats), {})
            row[column] = f"{wins}/{n} = {wins / max(n, 1):.0%} ({lo:.0%}-{hi:.0%}), {margin:+.1f}"
    if args.columns:  # the given values first, in the given order
        order = args.columns.split(",")
        columns.sort(key=lambda c: next((i for i, v in enumerate(order) if c.endswith(f"={v}")), len(order)))
    print("| agent | scenario | seat | " + " | ".join(columns) + " |")
    print("| --- | --- | --- |" + " ---: |" * len(columns))
    for (agent, scenario, seats), row in rows.items():
        print(f"| `{agent}` | {scenario} | {seats} | " + " | ".join(row.get(c, "-") for c in columns) + " |")


def margin_pairs(mine: Path, theirs: Path) -> tuple[float, int, int]:
    """Over the games both cells finished, in the seat the first agent of `mine` took: the mean of its margin minus
    the baseline's there, and the games its margin was higher / lower."""
    from solver_ai.tournament.paired import read

    _, games = read(mine)
    _, base = read(theirs)
    diffs = []
    for i in sorted(set(games) & set(base)):
        seat = agent_seat(games[i])
        diffs.append(games[i]["result"]["margins"][seat] - base[i]["result"]["margins"][seat])
    return sum(diffs) / max(len(diffs), 1), sum(d > 0 for d in diffs), sum(d < 0 for d in diffs)


def pairs(args: argparse.Namespace) -> None:
    """One row per cell both agents played (DIR/<label>/<cell>, the baseline's under --baseline-dir when given),
    over the games both finished: each agent's wins, the games only one of the two won and the exact sign test on
    those (solver-ai compare), and the margins paired game by game (the mean gain, the games higher / lower)."""
    from solver_ai.tournament.paired import compare

    mine, theirs = Path(args.dir) / label(args.agent), Path(args.baseline_dir or args.dir) / label(args.baseline)
    names = sorted(p.parent.name for p in mine.glob(f"*/{RESULTS}") if (theirs / p.parent.name / RESULTS).is_file())
    if not names:
        sys.exit(f"no cell of the same name under both {mine} and {theirs}")
    base = f"`{args.baseline}` ({Path(args.baseline_dir).name})" if args.baseline_dir else f"`{args.baseline}`"
    print(f"| cell | games | `{args.agent}` wins | {base} wins | won by one only | p (sign test) "
          "| margin gain | margin higher / lower |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for name in names:
        a, b = mine / name / RESULTS, theirs / name / RESULTS
        r = compare(a, b)[1][-1]  # every seat the agent took
        gain, higher, lower = margin_pairs(a, b)
        print(f"| {name} | {r.games} | {r.wins} | {r.baseline_wins} | {r.only} / {r.only_baseline} | {r.p:.2g} "
              f"| {gain:+.1f} | {higher} / {lower} |")


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    r = sub.add_parser("run")
    r.add_argument("game")
    r.add_argument("agent")
    r.add_argument("--seat", required=True)
    r.add_argument("--out", required=True)
    r.add_argument("--scenarios", required=True)
    r.add_argument("--grid")
    r.add_argument("--games", type=int, default=200)
    r.add_argument("--seed", type=int, default=1)
    r.add_argument("--opponent", default="np")
    r.add_argument("--workers", type=int, default=1)
    r.add_argument("--records", action="store_true")
    r.add_argument("-o", "--option", action="append", default=[], help="a rule option key=value for every cell")
    t = sub.add_parser("table")
    t.add_argument("dirs", nargs="+")
    t.add_argument("--columns", help="option values in the order of the columns, e.g. normal,coherent")
    t.add_argument("--row-option", dest="row_options", action="append", default=[],
                   help="an option named beside the scenario instead of in the columns, e.g. human_side")
    c = sub.add_parser("pairs")
    c.add_argument("dir")
    c.add_argument("agent")
    c.add_argument("baseline")
    c.add_argument("--baseline-dir", help="where the baseline's cells are, when not under DIR")
    args = parser.parse_args(argv)
    {"run": run, "table": table, "pairs": pairs}[args.command](args)


if __name__ == "__main__":
    main(sys.argv[1:])
