"""The `solver-ai` command line. Bad input gives one line on stderr and exit code 2, never a traceback."""
from __future__ import annotations

import importlib.util
import json
import shlex
import sys
import time
from pathlib import Path
from typing import Annotated, Any, Optional

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table
from typer.core import TyperGroup

import engine
from engine.core.protocol import UserError
from solver_ai import __version__
from solver_ai.compiling import notice
from solver_ai.play import StalledGame, Summary, play_game, seat_agents
from solver_ai.provenance import line as provenance_line
from solver_ai.provenance import provenance
from solver_ai.records import replay as replay_record
from solver_ai.show import position_table
from solver_ai.tournament import Interrupted, make_plan, run_tournament
from solver_ai.tournament.paired import compare as paired
from solver_ai.tournament.report import games_needed_line, tables
from solver_ai.tournament.runner import BACKENDS, default_workers


class OneLineErrors(TyperGroup):
    """Click's usage errors (an unknown option, a value out of range or not a number) as one line and exit
    code 2, like every other bad input, instead of the usage box."""

    def main(self, *args: Any, standalone_mode: bool = True, **kwargs: Any) -> Any:
        if not standalone_mode:
            return super().main(*args, standalone_mode=False, **kwargs)
        try:
            with notice():
                code = super().main(*args, standalone_mode=False, **kwargs)
        except typer.TyperException as e:  # Typer's own click: UsageError, BadParameter, NoSuchOption, ...
            if type(e).__name__ == "NoArgsIsHelpError":  # the help is already printed
                sys.exit(e.exit_code)
            ctx = getattr(e, "ctx", None)
            see = f" (see {ctx.command_path} --help)" if ctx is not None else ""
            print(f"error: {' '.join(e.format_message().split())}{see}", file=sys.stderr)
            sys.exit(e.exit_code)
        except typer.Abort:
            print("aborted", file=sys.stderr)
            sys.exit(1)
        sys.exit(code if isinstance(code, int) else 0)


app = typer.Typer(
    cls=OneLineErrors,
    help="Rules engines and AIs for card-driven wargames (`solver-ai games` lists them): play, tournament, compare, "
         "bench, replay, record, moves, validate, show, hint, analyse, games, warmup, version.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
)


def _print_version(value: bool) -> None:
    if value:
        print(provenance_line())
        raise typer.Exit()


@app.callback()
def _root(version: Annotated[bool, typer.Option("--version", is_eager=True, callback=_print_version,
                                                  help="print the version and exit")] = False) -> None:
    pass
console = Console(width=None if sys.stdout.isatty() else 120)


# games done, games per second and time left
_PROGRESS_COLUMNS = (TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
                     TextColumn("{task.fields[rate]}"), TimeElapsedColumn(), TextColumn("{task.fields[left]}"))


def _pace(played: int, seconds: float, remaining: int, unit: str = "games") -> dict[str, str]:
    """The rate and time-left fields, from the items this run played (not those a resume found done):
    rich's own estimate reads a resumed run's jump in completed items as speed."""
    rate = played / seconds if seconds > 0 else 0.0
    left = time.strftime("%H:%M:%S", time.gmtime(remaining / rate)) + " left" if rate > 0 else ""
    return {"rate": f"{rate:.1f} {unit}/s", "left": left}


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


def _split_agents(text: str) -> list[str]:
    """"random,mcts:iters=20,c=1.4" -> ["random", "mcts:iters=20,c=1.4"]: a piece with "=" but no ":" is
    one more option of the agent before it."""
    specs: list[str] = []
    for piece in text.split(","):
        if specs and "=" in piece and ":" not in piece:
            specs[-1] += "," + piece.strip()
        else:
            specs.append(piece.strip())
    return specs


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
    game_id: Annotated[str, typer.Argument(metavar="GAME", help="a game id (solver-ai games)")] = "cuba-libre",
    agents: Annotated[str, typer.Option("--agents", "--agent", help="one agent for every seat, or one per seat, "
                                        "comma-separated (name[:key=value,...], or a class of yours as module:Class, "
                                        "docs/agents.md)")] = "random",
    seed: Annotated[int, typer.Option(min=0, help="seed of the first game; game i uses seed + i")] = 1,
    games: Annotated[int, typer.Option(min=1, help="number of games")] = 1,
    scenario: Annotated[Optional[str], typer.Option(help="scenario id (default: the game's standard one)")] = None,
    option: Annotated[list[str], typer.Option("--option", "-o", help="rule option key=value (repeatable)")] = [],
    record: Annotated[Optional[Path], typer.Option(help="record file (one game) or folder (several games)")] = None,
    explain: Annotated[bool, typer.Option("--explain", help="print each bot decision with the rulebook branches it took")] = False,
    json_out: Annotated[bool, typer.Option("--json", help="print the result (one game) or the summary as JSON for programs")] = False,
) -> None:
    """Play seeded games between agents; several games show a progress bar and a results table."""
    game = engine.load(game_id)
    scenario = scenario or game.default_scenario
    opts = _options(option)
    specs = _split_agents(agents)
    if explain and json_out:
        raise UserError("--explain prints text for people; leave it out with --json")
    seat_agents(game, specs, seed)  # reject bad agent lists before any game starts
    summary = Summary(game.player_ids)
    if games > 1:  # the rate measures play: compile (first run) or load the compiled code untimed first
        with console.status("one untimed game first (it compiles or loads the compiled code)"):
            play_game(game, scenario, seed, specs, opts, None)
    t0 = time.perf_counter()
    quiet = games == 1 or json_out
    with Progress(*_PROGRESS_COLUMNS, console=console, transient=quiet, disable=quiet) as progress:
        task = progress.add_task(f"{game_id} {scenario}", total=games, rate="", left="")
        for i in range(games):
            path = None
            if record is not None:
                path = record if games == 1 else record / f"game-{seed + i}.jsonl"
            try:
                result = play_game(game, scenario, seed + i, specs, opts, path,
                                   explain=(lambda line: console.print(line, markup=False, highlight=False, soft_wrap=True)) if explain else None)
            except KeyboardInterrupt:
                progress.stop()
                kept = f"; its record {path} is marked unfinished" if path else ""
                print(f"interrupted: {i} of {games} games finished, game seed {seed + i} stopped{kept}", file=sys.stderr)
                raise typer.Exit(130) from None
            summary.add(result)
            elapsed = time.perf_counter() - t0
            progress.update(task, advance=1, **_pace(i + 1, elapsed, games - i - 1))
    summary.seconds = time.perf_counter() - t0
    if json_out:
        head = {"game": game_id, "scenario": scenario, "options": opts, "agents": specs}
        if games == 1:
            doc = {**head, "seed": seed, "result": result, "record": str(record) if record else None}
        else:
            doc = {**head, "seeds": [seed, seed + games - 1], "games": games, "factions": summary.rows(),
                   "seconds": round(summary.seconds, 3), "games_per_second": round(games / summary.seconds, 2),
                   "records": str(record) if record else None}
        print(json.dumps({**doc, **provenance()}, ensure_ascii=False))
    elif games == 1:
        _print_result(result, record)
    else:
        _print_summary(summary, game_id, scenario, agents, seed)


def _print_result(result: dict, record: Optional[Path]) -> None:
    winner = result["winner"] or "nobody"
    console.print(f"winner: [bold]{winner}[/] by {result['end']} after {result['cards_played']} cards, {result['decisions']} decisions")
    if "measure" in result:  # the game's own words for how it was won, where margins are not its measure
        console.print(f"measure: {result['measure']}", markup=False)
    else:
        console.print("margins: " + ", ".join(f"{k} {v:+d}" for k, v in result["margins"].items()))
    if "solitaire" in result:  # 8.9
        solo = result["solitaire"]
        console.print(f"solitaire (8.9): {solo['player']} player: {solo['level']}", markup=False)
    if record:
        console.print(f"record: {record}")


def _print_summary(summary: Summary, game_id: str, scenario: str, agents: str, seed: int) -> None:
    t = Table(title=f"{summary.games} games of {game_id} ({scenario}), agents {agents}, seeds {seed}-{seed + summary.games - 1}")
    for col in ("faction", "wins", "win rate", "95% interval (Wilson)", "mean margin"):
        t.add_column(col, justify="left" if col == "faction" else "right")
    for r in summary.rows():
        t.add_row(r["faction"], str(r["wins"]), f"{r['win_rate']:.1%}", f"{r['ci_low']:.1%} - {r['ci_high']:.1%}", f"{r['mean_margin']:+.2f}")
    console.print(t)
    console.print(f"{summary.games / summary.seconds:.1f} games/s ({summary.seconds:.1f} s of play, not counting the untimed warm-up game that compiles or loads the engine)")
    console.print(provenance_line(), markup=False, highlight=False)


@app.command()
def tournament(
    game_id: Annotated[str, typer.Argument(metavar="GAME", help="a game id (solver-ai games)")],
    agents: Annotated[list[str], typer.Argument(metavar="AGENT...", help="agents as name[:key=value,...]; "
                                                "name=LABEL tells two copies apart, e.g. random:name=a random:name=b")],
    games: Annotated[int, typer.Option(help="number of games (a multiple of the rotation block)")] = 400,
    seed: Annotated[int, typer.Option(min=0, help="base seed; game i uses seed + i")] = 1,
    paired: Annotated[bool, typer.Option(help="every seating of a rotation block plays the same seed (seed + block "
                                         "number): each deal and dice played with the sides every way round")] = False,
    scenario: Annotated[Optional[str], typer.Option(help="scenario id (default: the game's standard one)")] = None,
    option: Annotated[list[str], typer.Option("--option", "-o", help="rule option key=value (repeatable)")] = [],
    workers: Annotated[Optional[int], typer.Option(help="parallel games (default: the cores)")] = None,
    backend: Annotated[str, typer.Option(help="local (process pool) or ray")] = "local",
    ray_address: Annotated[Optional[str], typer.Option(help="a Ray cluster to use (default: start a local one)")] = None,
    out: Annotated[Optional[Path], typer.Option(help="results folder (default out/tournament-GAME-seedSEED)")] = None,
    resume: Annotated[bool, typer.Option(help="continue the interrupted run in --out")] = False,
    records: Annotated[bool, typer.Option(help="save every game as a record under OUT/records")] = True,
    ci_width: Annotated[float, typer.Option(help="interval width for the games-needed estimate")] = 0.1,
    seat: Annotated[Optional[str], typer.Option(help="play only the games that seat the first agent as this faction "
                                                "(the others stay in the plan for a later --resume)")] = None,
) -> None:
    """Side-balanced tournament: win rates with Wilson intervals, ratings, significance, JSON lines and a plot."""
    game = engine.load(game_id)
    if backend not in BACKENDS:
        raise UserError(f"unknown backend {backend!r}; backends are {', '.join(BACKENDS)}")
    if backend == "ray" and importlib.util.find_spec("ray") is None:
        raise UserError("the ray backend needs Ray: pip install 'solver-ai[ray]'")
    workers = default_workers() if workers is None else workers
    if workers < 1:
        raise UserError(f"--workers {workers}: need at least 1")
    if not 0 < ci_width < 1:
        raise UserError(f"--ci-width {ci_width}: must be between 0 and 1")
    plan = make_plan(game, scenario or game.default_scenario, _options(option), agents, games, seed, paired)
    total = len(plan.indices(seat))
    out = out or Path("out") / f"tournament-{game_id}-seed{seed}"
    title = f"{plan.game_id} ({plan.scenario}), seeds {seed}-{plan.seed_of(games - 1)}{' paired' if paired else ''}, " \
        f"{backend} x {workers}" + (
        f", only the games of {plan.agents[0].label} as {seat}" if seat else "")
    if backend == "local" and workers > 1:  # compiled here once, the forked workers inherit it (and stay quiet)
        from solver_ai.compiling import warm

        with console.status("loading the compiled engine (compiling it the first time)"):
            warm(game, search=False, picture=False)
    t0 = time.perf_counter()
    played, seconds = 0, 0.0  # games played by this run, and the time until the last one finished
    with Progress(*_PROGRESS_COLUMNS, console=console) as progress:
        task = progress.add_task(f"{game_id} tournament", total=total, rate="", left="")

        def on_game(done: int, played_now: int) -> None:
            nonlocal played, seconds
            played, seconds = played_now, time.perf_counter() - t0
            progress.update(task, completed=done, **_pace(played, seconds, total - done))

        try:
            summary = run_tournament(plan, out, workers=workers, backend=backend, resume=resume, address=ray_address,
                                     records=records, ci_width=ci_width, seat=seat, on_game=on_game)
        except Interrupted as e:
            progress.stop()
            again = shlex.join(["solver-ai", *sys.argv[1:], *([] if resume else ["--resume"])])
            if "--out" not in sys.argv:
                again += f" --out {shlex.quote(str(out))}"
            print(f"interrupted: {e.done} of {e.total} games finished, kept in {out / 'tournament.jsonl'}; "
                  f"resume with: {again}", file=sys.stderr)
            raise typer.Exit(130) from None
    for table in tables(summary, f"{summary['games']} games of {title}"):
        console.print(table)
    console.print(games_needed_line(summary))
    if played:
        console.print(f"{played} games played in {seconds:.1f} s ({played / seconds:.1f} games/s, {backend} x {workers}, "
                      "start-up included)")
    console.print(f"results: {out / 'tournament.jsonl'}, plot: {out / 'winrates.png'}"
                  + (f", records: {out / 'records'}" if records else ""))
    console.print(provenance_line(), markup=False, highlight=False)


@app.command()
def compare(
    run: Annotated[Path, typer.Argument(help="a tournament folder (or its tournament.jsonl)")],
    baseline: Annotated[Path, typer.Argument(help="a tournament on the same seeds and seatings, e.g. all Non-players")],
    agent: Annotated[Optional[str], typer.Option(help="the agent of RUN to compare (default: its first)")] = None,
    markdown: Annotated[bool, typer.Option(help="print a Markdown table instead")] = False,
) -> None:
    """Two tournaments game by game: an agent's wins in each seat against the baseline's in the same seats."""
    label, rows = paired(run, baseline, agent)

    def cells(r) -> list[str]:
        (lo, hi), (blo, bhi) = r.interval(r.wins), r.interval(r.baseline_wins)
        return [r.seat, str(r.games), f"{r.wins} ({lo:.0%}-{hi:.0%})", f"{r.baseline_wins} ({blo:.0%}-{bhi:.0%})",
                f"{r.only} / {r.only_baseline}", f"{r.p:.2g}"]

    heads = ["seat", "games", f"{label} wins (95%)", "baseline wins (95%)", "won by one only", "p (sign test)"]
    if markdown:
        print("| " + " | ".join(heads) + " |")
        print("| --- |" + " ---: |" * (len(heads) - 1))
        for r in rows:
            print("| " + " | ".join(cells(r)) + " |")
        return
    table = Table(title=f"{label} against the baseline's player in the same seats, games finished in both")
    for h in heads:
        table.add_column(h, justify="left" if h == "seat" else "right")
    for r in rows:
        table.add_row(*cells(r))
    table.caption = "Wilson 95% intervals; p: exact two-sided sign test on the games only one of the two won"
    console.print(table)


@app.command()
def bench(
    item: Annotated[list[str], typer.Option("--item", help="bench item to run (repeatable; default: all)")] = [],
    game: Annotated[list[str], typer.Option("--game", help="game to bench (repeatable; default: every game)")] = [],
    quick: Annotated[bool, typer.Option(help="CI-sized runs, no cold-cache compile")] = False,
    cold: Annotated[Optional[bool], typer.Option(help="also time compiling on an empty cache (default: unless --quick)")] = None,
    out: Annotated[Path, typer.Option(help="folder for bench.jsonl (appended) and bench.png")] = Path("out/bench"),
) -> None:
    """Throughput suite: each item compiled and uncompiled in the same run, with ratios, JSON lines and a plot."""
    from solver_ai import bench as suite

    pairs = suite.plan(game, item)
    with console.status("") as status:
        lines = suite.run(pairs, quick, not quick if cold is None else cold, __version__,
                          progress=lambda what: status.update(f"bench: {what}"))
    t = Table(title=f"solver-ai bench{' --quick' if quick else ''} ({suite.machine()})")
    for col in ("item", "game", "agent", "mode", "n", "per second", "decisions/s", "start-up s"):
        t.add_column(col, justify="left" if col in ("item", "game", "agent", "mode") else "right")
    for x in lines:
        if x["mode"] == "ratio":
            t.add_row(x["bench"], x["game"], x["agent"], x["of"], "", f"x{x['ratio']:.0f}", "", "")
        elif "compile_seconds" in x:
            t.add_row(x["bench"], x["game"], x["agent"], x["mode"], "", "", "", f"{x['compile_seconds']:.1f}")
        else:
            t.add_row(x["bench"], x["game"], x["agent"], x["mode"], str(x["n"]), f"{x['per_sec']:,.1f} {x['unit']}",
                      f"{x['decisions_per_sec']:,.0f}", f"{x['startup_seconds']:.1f}")
    console.print(t)
    out.mkdir(parents=True, exist_ok=True)
    with open(out / "bench.jsonl", "a", encoding="utf-8") as f:
        f.write("".join(json.dumps(x) + "\n" for x in lines))
    suite.plot(lines, out / "bench.png")
    console.print(f"JSON lines: {out / 'bench.jsonl'} (appended), plot: {out / 'bench.png'}")


@app.command()
def replay(
    record: Annotated[Path, typer.Argument(help="a game record (.jsonl) or a game in the readable move format (.txt)")],
    verify: Annotated[bool, typer.Option(help="confirm every state bit for bit against the record")] = False,
) -> None:
    """Replay a game record; with --verify, check every state against the recorded hashes and that the
    record is whole: one cut short, or of a game stopped before its end (Ctrl-C), fails."""
    from solver_ai.records import ending

    n = 0
    for n, row, s in replay_record(record, verify=verify):
        if not verify:
            console.print(f"{n:4d} {row.get('player', ''):10s} {row.get('description', '')}")
    whole, end = ending(record)
    if verify and not whole:
        raise UserError(f"{record}: {n} decisions identical to the record, but {end}")
    console.print(f"{n} decisions replayed" + (", every state identical to the record" if verify else "")
                  + (f"; {end}" if end else ""), markup=False)


@app.command()
def record(
    game_id: Annotated[str, typer.Argument(metavar="GAME", help="a game with a move format (cuba-libre)")],
    moves: Annotated[Optional[Path], typer.Argument(help="the game in the move format (docs/recording-games.md); "
                                                        "without it, type the turns at a prompt")] = None,
    out: Annotated[Path, typer.Option("--out", "-o", help="the game record to write (.jsonl)")] = Path("game.jsonl"),
    scenario: Annotated[Optional[str], typer.Option(help="at the prompt: the scenario (default: the game's standard one)")] = None,
    seed: Annotated[Optional[int], typer.Option(min=0, help="at the prompt: the seed (deals the deck unless --deck; default 0)")] = None,
    deck: Annotated[Optional[str], typer.Option(help="at the prompt: the cards in order, e.g. '23 40 41 P1'")] = None,
) -> None:
    """Read a game played at a table (one turn per line) into a replayable game record."""
    from solver_ai.games import need
    from solver_ai.recording import RecordingError, save

    game = engine.load(game_id)
    fmt = need(game, "moves", "move format")
    given = [name for name, value in (("--scenario", scenario), ("--seed", seed), ("--deck", deck)) if value is not None]
    if moves is not None and given:
        raise UserError(f"{', '.join(given)}: for typing at the prompt; {moves} gives the scenario, seed and deck "
                        "in its header lines")
    if moves is None:
        header = fmt.header_from(scenario or game.default_scenario, seed or 0, deck)

        def ask(prompt: str) -> str | None:
            try:
                return console.input(prompt)
            except EOFError:
                return None

        fmt.session(header, out, ask, lambda line: console.print(line, markup=False, highlight=False))
        return
    try:
        entered = fmt.read_file(moves)
    except RecordingError as e:
        if e.rows:  # everything before the bad line is kept
            save(game, e.header, e.rows, out, str(moves))
            print(f"record: {out} ({len(e.rows)} decisions, up to the line before the error)", file=sys.stderr)
        raise
    result = save(game, entered.header, entered.rows, out, str(moves))
    console.print(f"{len(entered.rows)} decisions -> {out}"
                  + (f"; winner {result['winner']} ({result['end']})" if result else "; the game goes on"))


@app.command()
def moves(
    record_path: Annotated[Path, typer.Argument(metavar="RECORD", help="a game record (.jsonl) of a game with a move format")],
    out: Annotated[Optional[Path], typer.Option("--out", "-o", help="write the text here (default: print it)")] = None,
    deck: Annotated[bool, typer.Option(help="list the deck order in the header (else the seed deals it)")] = True,
) -> None:
    """Write a game record in the readable move format (the inverse of `record`)."""
    from solver_ai.games import need
    from solver_ai.records import read_record

    header, _, _ = read_record(record_path)
    text = need(engine.load(header["game"]), "moves", "move format").text(record_path, deck=deck)
    if out is None:
        print(text, end="")
    else:
        out.write_text(text, encoding="utf-8")
        console.print(f"{text.count(chr(10))} lines -> {out}")


@app.command()
def validate(position: Annotated[Path, typer.Argument(help="a position document (.json)")]) -> None:
    """Check a position document; a broken one gets one line naming the field and the rule."""
    game, s = _position(position)
    print(f"{position}: valid {game.game_id} position; {game.describe_pending(s)}")


def _any_position(path: Path, at: Optional[int]):
    """The game and state of a position document (.json), or of a game record (.jsonl) or a game in the
    readable move format (.txt) after decision `at` (default: its last)."""
    import tempfile

    if path.suffix == ".jsonl":
        return _record_position(path, at)
    if path.suffix != ".txt":
        if at is not None:
            raise UserError("--at is for a game record (.jsonl) or a game in the move format (.txt), not a position document")
        return _position(path)
    from solver_ai.games import need
    from solver_ai.recording import save, text_game

    game = engine.load(text_game(path))
    entered = need(game, "moves", "move format").read_file(path)  # a bad line: one message naming it
    with tempfile.TemporaryDirectory() as tmp:
        record = Path(tmp) / f"{path.stem}.jsonl"
        save(game, entered.header, entered.rows, record, str(path))
        return _record_position(record, at)


def _record_position(path: Path, at: Optional[int]):
    """The game and the state of a record after decision `at` (default: its last)."""
    from solver_ai.records import read_record, start

    header, body, _ = read_record(path)
    at = len(body) if at is None else at
    if not 0 <= at <= len(body):
        raise UserError(f"--at {at}: the record has decisions 0 to {len(body)}")
    if at == 0:
        game = engine.load(header["game"])
        return game, start(game, header)
    s = next(s for n, _, s in replay_record(path) if n == at)
    return engine.load(header["game"]), s


@app.command()
def show(
    position: Annotated[Path, typer.Argument(help="a position document (.json), a game record (.jsonl) or a game "
                                                  "in the readable move format (.txt)")],
    svg: Annotated[Optional[Path], typer.Option(help="also draw the board into this .svg file")] = None,
    png: Annotated[Optional[Path], typer.Option(help="also draw the board into this .png file")] = None,
    at: Annotated[Optional[int], typer.Option(help="for a game: the position after this many decisions (default: the end)")] = None,
    export: Annotated[Optional[Path], typer.Option("--position", help="also write the position as a position "
                                                                      "document (.json), for hint or validate")] = None,
) -> None:
    """Print a position as a readable table; --svg / --png draw the board, --position exports it."""
    from solver_ai.board import picture

    game, s = _any_position(position, at)
    for path, suffix in ((svg, ".svg"), (png, ".png"), (export, ".json")):
        if path is not None and path.suffix.lower() != suffix:
            raise UserError(f"--{'position' if suffix == '.json' else suffix[1:]} {path}: the file name must end in {suffix}")
    console.print(position_table(game, s))
    if export is not None:
        export.write_text(json.dumps(game.to_json(s), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        console.print(f"position: {export}")
    for path in (svg, png):
        if path is not None:
            picture(game, s, path, title=position.name + ("" if at is None else f" after decision {at}"))
            console.print(f"board: {path}")


@app.command()
def hint(
    position: Annotated[Path, typer.Argument(help="a position document (.json), a game record (.jsonl) or a game "
                                                  "in the readable move format (.txt)")],
    at: Annotated[Optional[int], typer.Option(help="for a game: the position after this many decisions (default: the end)")] = None,
    faction: Annotated[Optional[str], typer.Option(help="the player to move (default: the one the position says; "
                                                        "Cuba Libre: govt, 26july, dr, syndicate; Labyrinth: us, jihadist)")] = None,
    top: Annotated[int, typer.Option(help="how many moves")] = 3,
    budget: Annotated[int, typer.Option(help="ISMCTS iterations (0: optimiser scores only)")] = 1000,
    seed: Annotated[int, typer.Option(min=0, help="seed of the search")] = 1,
    json_out: Annotated[bool, typer.Option("--json", help="print the hint as JSON for programs")] = False,
) -> None:
    """The best moves for the player to move, ranked by estimated win chance (search): what each gains, its risk, and the rulebook bot's choice."""
    from solver_ai.analysis.hint import hint_json, hint_lines

    game, s = _any_position(position, at)
    if json_out:
        print(json.dumps(hint_json(game, s, faction, top, budget, seed), indent=1, ensure_ascii=False))
        return
    for line in hint_lines(game, s, faction, top, budget, seed):
        print(line)


@app.command()
def games() -> None:
    """List the games and what each can do (rulebook bot, search, optimiser, board picture, move format)."""
    from solver_ai.games import tools

    t = Table(title="games")
    for col in ("game", "players", "scenarios", "rulebook bot", "search", "optimiser", "picture", "move format"):
        t.add_column(col)
    for game_id in engine.games():
        game, kit = engine.load(game_id), tools(game_id)
        yes = ("no", "yes")
        t.add_row(game_id, ", ".join(game.player_ids), ", ".join(game.scenarios()), yes[game.rulebook_bot() is not None],
                  yes[game.search_kernels() is not None], yes[kit.optimiser is not None], yes[kit.picture is not None],
                  yes[kit.moves is not None])
    console.print(t)


@app.command()
def warmup(
    game_ids: Annotated[Optional[list[str]], typer.Argument(metavar="[GAME]...", help="games to compile (default: every game)")] = None,
    search: Annotated[bool, typer.Option(help="also the search (hint, analyse, mcts agents)")] = True,
) -> None:
    """Compile a game's engine, rulebook bot, search and board picture ahead (Numba caches them on disk)."""
    from solver_ai.compiling import duration, warm

    for game_id in game_ids or engine.games():
        game = engine.load(game_id)
        t0 = time.perf_counter()
        with console.status(f"{game_id}: warming up") as status:
            warm(game, search, progress=lambda what: status.update(f"{game_id}: {what}"))
        console.print(f"{game_id}: ready in {duration(time.perf_counter() - t0)}")


@app.command()
def version() -> None:
    """Print the package version."""
    console.print(__version__)


from solver_ai import cli_analysis  # noqa: E402, F401 - registers `analyse` on app


def main() -> None:
    try:
        app()
    except UserError as e:
        print(f"error: {e}", file=sys.stderr)
        sys.exit(2)
    except StalledGame as e:
        print(f"error: {e}", file=sys.stderr)
        sys.exit(1)
