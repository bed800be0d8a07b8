"""The `solver-ai` command line. Bad input gives one line on stderr and exit code 2, never a traceback."""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table

import engine
from engine.core.protocol import UserError
from solver_ai import __version__
from solver_ai.play import Summary, play_game, seat_agents
from solver_ai.records import replay as replay_record
from solver_ai.show import position_table

app = typer.Typer(
    help="Rules engines and AIs for Cuba Libre and Labyrinth: play, replay, validate, show.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
)
console = Console(width=None if sys.stdout.isatty() else 120)


def _options(pairs: list[str]) -> dict:
    """--option key=value pairs; values are read as JSON when they parse (true, 3, "A"), else as text."""
    out = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise UserError(f"--option {pair!r}: expected key=value")
        try:
            out[key] = json.loads(value)
        except json.JSONDecodeError:
            out[key] = value
    return out


def _load_json(path: Path) -> dict:
    if not path.is_file():
        raise UserError(f"{path}: no such file")
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as e:
        raise UserError(f"{path}: not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})") from None
    except UnicodeDecodeError:
        raise UserError(f"{path}: not a UTF-8 text file") from None


def _position(path: Path):
    doc = _load_json(path)
    game = engine.load(doc.get("game", "cuba-libre") if isinstance(doc, dict) else "cuba-libre")
    return game, game.from_json(doc)


@app.command()
def play(
    game_id: Annotated[str, typer.Argument(metavar="GAME", help="cuba-libre or labyrinth")] = "cuba-libre",
    agents: Annotated[str, typer.Option(help="one agent for every seat, or one per seat, comma-separated")] = "random",
    seed: Annotated[int, typer.Option(help="seed of the first game; game i uses seed + i")] = 1,
    games: Annotated[int, typer.Option(min=1, help="number of games")] = 1,
    scenario: Annotated[Optional[str], typer.Option(help="scenario id (default: the game's standard one)")] = None,
    option: Annotated[list[str], typer.Option("--option", "-o", help="rule option key=value (repeatable)")] = [],
    record: Annotated[Optional[Path], typer.Option(help="record file (one game) or folder (several games)")] = None,
) -> None:
    """Play seeded games between agents; several games show a progress bar and a results table."""
    game = engine.load(game_id)
    scenario = scenario or game.default_scenario
    opts = _options(option)
    specs = [a.strip() for a in agents.split(",")]
    seat_agents(game, specs, seed)  # reject bad agent lists before any game starts
    summary = Summary(game.player_ids)
    t0 = time.perf_counter()
    columns = (TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
               TextColumn("{task.fields[rate]}"), TimeElapsedColumn(), TimeRemainingColumn())
    with Progress(*columns, console=console, transient=games == 1, disable=games == 1) as progress:
        task = progress.add_task(f"{game_id} {scenario}", total=games, rate="")
        for i in range(games):
            path = None
            if record is not None:
                path = record if games == 1 else record / f"game-{seed + i}.jsonl"
            result = play_game(game, scenario, seed + i, specs, opts, path)
            summary.add(result)
            elapsed = time.perf_counter() - t0
            progress.update(task, advance=1, rate=f"{(i + 1) / elapsed:.1f} games/s")
    summary.seconds = time.perf_counter() - t0
    if games == 1:
        _print_result(result, record)
    else:
        _print_summary(summary, game_id, scenario, agents, seed)


def _print_result(result: dict, record: Optional[Path]) -> None:
    winner = result["winner"] or "nobody"
    console.print(f"winner: [bold]{winner}[/] by {result['end']} after {result['cards_played']} cards, {result['decisions']} decisions")
    console.print("margins: " + ", ".join(f"{k} {v:+d}" for k, v in result["margins"].items()))
    if record:
        console.print(f"record: {record}")


def _print_summary(summary: Summary, game_id: str, scenario: str, agents: str, seed: int) -> None:
    t = Table(title=f"{summary.games} games of {game_id} ({scenario}), agents {agents}, seeds {seed}-{seed + summary.games - 1}")
    for col in ("faction", "wins", "win rate", "95% interval (Wilson)", "mean margin"):
        t.add_column(col, justify="left" if col == "faction" else "right")
    for r in summary.rows():
        t.add_row(r["faction"], str(r["wins"]), f"{r['win_rate']:.1%}", f"{r['ci_low']:.1%} - {r['ci_high']:.1%}", f"{r['mean_margin']:+.2f}")
    console.print(t)
    console.print(f"{summary.games / summary.seconds:.1f} games/s ({summary.seconds:.1f} s of play; compiling on a cold cache comes before it)")


@app.command()
def replay(
    record: Annotated[Path, typer.Argument(help="a game record (.jsonl)")],
    verify: Annotated[bool, typer.Option(help="confirm every state bit for bit against the record")] = False,
) -> None:
    """Replay a game record; with --verify, check every state against the recorded hashes."""
    n = 0
    for n, row, s in replay_record(record, verify=verify):
        if not verify:
            console.print(f"{n:4d} {row.get('player', ''):10s} {row.get('description', '')}")
    console.print(f"{n} decisions replayed" + (", every state identical to the record" if verify else ""))


@app.command()
def validate(position: Annotated[Path, typer.Argument(help="a position document (.json)")]) -> None:
    """Check a position document; a broken one gets one line naming the field and the rule."""
    game, s = _position(position)
    print(f"{position}: valid {game.game_id} position; {game.describe_pending(s)}")


@app.command()
def show(position: Annotated[Path, typer.Argument(help="a position document (.json)")]) -> None:
    """Print a position as a readable table."""
    game, s = _position(position)
    console.print(position_table(game, s))


@app.command()
def version() -> None:
    """Print the package version."""
    console.print(__version__)


def main() -> None:
    try:
        app()
    except UserError as e:
        print(f"error: {e}", file=sys.stderr)
        sys.exit(2)
