"""Playing a tournament's games on a backend: in this process, a local process pool, or Ray.

Every backend hands back the games in index order, whatever order they finish in, so the results file,
the ratings (which are updated game by game) and everything else are the same bit for bit for the
same plan whatever the backend and the number of workers. A bounded number of games is in flight at
once, so memory stays flat however long the run.
"""
from __future__ import annotations

import logging
import multiprocessing
import os
import signal
import time
from collections import deque
from itertools import islice
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

import engine
from solver_ai.play import play_game

BACKENDS = ("local", "ray")
CHUNK = 8  # at most this many games per job sent to a worker
JOB_SECONDS = 1.0  # games per job: as many as take about this long, so that a slow agent's games are
# handed back (and kept in the results file) one by one as they end, not a chunk of them at once


def play_task(task: dict[str, Any]) -> dict[str, Any]:
    """Play one game of a plan (see Plan.task) and return its line for the results file."""
    game = engine.load(task["game_id"])
    record = Path(task["out"], task["record"]) if task["record"] else None
    result = play_game(game, task["scenario"], task["seed"], task["specs"], task["options"], record)
    return {"index": task["index"], "seed": task["seed"], "seating": task["seating"], "result": result,
            "record": task["record"]}


def play_chunk(tasks: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Several games per job when they are fast (a game may take milliseconds, not much more than shipping
    a job to a worker); see chunk_size."""
    return [play_task(task) for task in tasks]


def chunk_size(seconds: float, finished: int, workers: int) -> int:
    """Games per job, from the pace so far: one until a game has finished, then about JOB_SECONDS' worth."""
    if not finished:
        return 1
    per_game = seconds * workers / finished
    return max(1, min(CHUNK, int(JOB_SECONDS / per_game))) if per_game > 0 else CHUNK


def _in_order(tasks: Iterable[dict], workers: int, submit: Callable, fetch: Callable, cancel: Callable) -> Iterator[dict]:
    """Keep 2 jobs per worker in flight and hand back results in submission order: bounded memory
    however many games, and the same order on every backend (however the games are chunked)."""
    window: deque = deque()
    tasks, start, finished = iter(tasks), time.perf_counter(), 0
    try:
        while chunk := list(islice(tasks, chunk_size(time.perf_counter() - start, finished, workers))):
            window.append(submit(chunk))
            if len(window) >= 2 * workers:
                rows = fetch(window.popleft())
                finished += len(rows)
                yield from rows
        while window:
            yield from fetch(window.popleft())
    finally:
        for job in window:
            cancel(job)


def _ignore_sigint() -> None:
    # Ctrl-C reaches the whole process group; the parent alone handles it (and stops the pool), so
    # workers don't each print a traceback.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def default_workers() -> int:
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)


def run_local(tasks: Iterable[dict], workers: int) -> Iterator[dict]:
    if workers <= 1:
        yield from map(play_task, tasks)
        return
    # fork: workers inherit the compiled engine instead of loading it again
    ctx = multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn")
    with ctx.Pool(workers, initializer=_ignore_sigint) as pool:  # leaving the block terminates the workers
        yield from _in_order(tasks, workers, lambda chunk: pool.apply_async(play_chunk, (chunk,)),
                             lambda job: job.get(), lambda job: None)


def run_ray(tasks: Iterable[dict], workers: int, address: str | None = None) -> Iterator[dict]:
    """The same games as Ray tasks: on the cluster at `address` (or RAY_ADDRESS), else on a local Ray
    instance started here with `workers` CPUs."""
    import ray

    started = not ray.is_initialized()
    if started:
        kwargs = {"address": address} if address else {"num_cpus": workers}
        ray.init(**kwargs, include_dashboard=False, log_to_driver=False, logging_level=logging.ERROR)
    remote = ray.remote(play_chunk)
    try:
        yield from _in_order(tasks, workers, remote.remote, ray.get, lambda ref: ray.cancel(ref, force=True))
    finally:
        if started:
            ray.shutdown()


def run(tasks: Iterable[dict], backend: str, workers: int, address: str | None = None) -> Iterator[dict]:
    """Results of `tasks` in the order given."""
    if backend == "ray":
        return run_ray(tasks, workers, address)
    return run_local(tasks, workers)
