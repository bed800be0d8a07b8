"""Tournaments between agents: side-balanced seat rotation, games played on a local process pool or
Ray, every game recorded, and win rates, ratings and significance tests in the summary."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from engine.core.protocol import UserError
from solver_ai.tournament.report import plot
from solver_ai.tournament.results import ResultsFile, summarize
from solver_ai.tournament.runner import run
from solver_ai.tournament.schedule import Plan, make_plan

__all__ = ["Interrupted", "make_plan", "run_tournament"]


class Interrupted(Exception):
    """Ctrl-C during a run: the finished games are in the results file; --resume plays the rest."""

    def __init__(self, done: int, total: int):
        super().__init__(f"{done} of {total} games finished")
        self.done, self.total = done, total


def run_tournament(plan: Plan, out: Path, *, workers: int, backend: str = "local",
                   resume: bool = False, address: str | None = None, records: bool = True, ci_width: float = 0.1,
                   seat: str | None = None, on_game: Callable[[int, int], None] = lambda done, played: None) -> dict[str, Any]:
    """Play the plan's unfinished games (with `seat`, only those of `plan.indices(seat)`), then summarise
    all finished ones into the results file and a plot."""
    out = Path(out)
    wanted = plan.indices(seat)
    results = ResultsFile(out, plan, resume)
    todo = [i for i in wanted if i not in results.done]
    done, played = len(wanted) - len(todo), 0
    try:
        rows = run((plan.task(i, str(out), records) for i in todo), backend, workers, address)
    except UserError:
        results.discard()  # e.g. an unreachable Ray cluster: no results file left to block the rerun
        raise
    on_game(done, 0)  # a resumed run starts its progress where the last one stopped
    finished: set[int] = set()
    try:
        for played, row in enumerate(rows, 1):
            results.add(row)
            finished.add(row["index"])
            on_game(done + played, played)
    except KeyboardInterrupt:
        rows.close()  # stops the workers at once
        results.close()
        for i in todo:  # games in flight leave no record: --resume plays them again from the start
            if i not in finished and records:
                (out / plan.task(i, str(out), records)["record"]).unlink(missing_ok=True)
        raise Interrupted(done + played, len(wanted)) from None
    finally:
        rows.close()
    summary = summarize(plan, results.rows(), ci_width)
    results.close(summary)
    plot(summary, out / "winrates.png", f"{plan.game_id} ({plan.scenario}), {summary['games']} games")
    return summary
