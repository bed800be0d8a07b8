"""`solver-ai analyse`: a game judged turn by turn (solver_ai.analysis), registered on the CLI's app."""
from __future__ import annotations

import time
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.progress import Progress

import engine
from solver_ai.cli import _PROGRESS_COLUMNS, _pace, app, console


@app.command()
def analyse(
    record: Annotated[Path, typer.Argument(help="a game record (.jsonl) or a game in the readable move format (.txt)")],
    budget: Annotated[int, typer.Option(help="ISMCTS iterations per turn (more: slower, surer)")] = 400,
    horizon: Annotated[int, typer.Option(help="playout horizon in cards (0: to the end)")] = 4,
    seed: Annotated[int, typer.Option(min=0, help="seed of the search")] = 1,
    plans: Annotated[int, typer.Option(help="the optimiser's best whole turns among each turn's alternatives, "
                                            "where the game has an optimiser (0: none)")] = 3,
    out: Annotated[Optional[Path], typer.Option(help="report folder (default out/analysis-RECORDNAME)")] = None,
) -> None:
    """Judge every turn of a game with look-ahead search: blunders, turning points, JSON and HTML reports."""
    from solver_ai.analysis.analyse import analyse as run_analysis
    from solver_ai.analysis.report import board_svgs, table, write_html, write_json

    out = out or Path("out") / f"analysis-{record.stem}"
    if record.suffix != ".jsonl":  # a game entered in the readable format: its record first
        from solver_ai.games import need
        from solver_ai.recording import save, text_game

        game = engine.load(text_game(record))
        entered = need(game, "moves", "move format").read_file(record)  # a bad line: one message naming it
        out.mkdir(parents=True, exist_ok=True)
        record = out / f"{record.stem}.jsonl"
        save(game, entered.header, entered.rows, record, str(record))
    with Progress(*_PROGRESS_COLUMNS, console=console, transient=True) as bar:
        task = bar.add_task("analysing", total=None, rate="", left="")
        t0 = time.perf_counter()

        def tick(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total, **_pace(done, time.perf_counter() - t0, total - done, "decisions"))

        result = run_analysis(record, budget=budget, horizon=horizon, seed=seed, plans=plans, progress=tick)
    out.mkdir(parents=True, exist_ok=True)
    write_json(result, out / "analysis.json")
    write_html(result, out / "analysis.html", board_svgs(result, engine.load(result.game)))
    console.print(table(result))
    console.print(f"{len(result.judged)} turns judged ({result.decisions} decisions) in {result.seconds:.1f} s; "
                  f"reports: {out / 'analysis.json'}, {out / 'analysis.html'}")
