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
import socket
import time
from collections import deque
from itertools import islice
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

import engine
from engine.core.protocol import UserError
from solver_ai.play import play_game

BACKENDS = ("local", "ray")
CHUNK = 8  # at most this many games per job sent to a worker
CONNECT_SECONDS = 5.0  # for a Ray cluster's address to accept a connection
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


def check_ray_address(address: str) -> None:
    """A quick TCP connect to a cluster's HOST:PORT (or ray://HOST:PORT): Ray itself retries an unreachable
    address for minutes, logging as it goes. "auto" and "local" are Ray's own lookups, left to it."""
    if address in ("auto", "local"):
        return
    host, _, port = address.removeprefix("ray://").rpartition(":")
    if not host or not port.isdigit():
        raise UserError(f"--ray-address {address}: expected HOST:PORT, e.g. 10.0.0.5:6379 (or auto)")
    try:
        socket.create_connection((host, int(port)), timeout=CONNECT_SECONDS).close()
    except OSError as e:
        raise UserError(f"--ray-address {address}: no Ray cluster answers there ({e.strerror or e}); start one with "
                        "'ray start --head', or leave out --ray-address to start a local one") from None


def connect_ray(workers: int, address: str | None) -> bool:
    """Join the cluster at `address` (or RAY_ADDRESS), else start a local Ray instance with `workers` CPUs;
    True when this call started Ray (and so shuts it down). A failure is one UserError line."""
    import ray

    if ray.is_initialized():
        return False
    address = address or os.environ.get("RAY_ADDRESS")
    if address:
        check_ray_address(address)
    kwargs = {"address": address} if address else {"num_cpus": workers}
    try:
        ray.init(**kwargs, include_dashboard=False, log_to_driver=False, logging_level=logging.ERROR)
    except (ConnectionError, RuntimeError, TimeoutError, ValueError) as e:
        first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        raise UserError(f"Ray did not start{f' at {address}' if address else ''}: {first}") from None
    return True


def run_ray(tasks: Iterable[dict], workers: int, started: bool) -> Iterator[dict]:
    """The same games as Ray tasks on the Ray instance connect_ray joined or started."""
    import ray

    remote = ray.remote(play_chunk)
    try:
        yield from _in_order(tasks, workers, remote.remote, ray.get, lambda ref: ray.cancel(ref, force=True))
    finally:
        if started:
            ray.shutdown()


def run(tasks: Iterable[dict], backend: str, workers: int, address: str | None = None) -> Iterator[dict]:
    """Results of `tasks` in the order given. Ray is joined or started here, before any game: a cluster
    that cannot be reached stops the run with a UserError at once."""
    if backend == "ray":
        return run_ray(tasks, workers, connect_ray(workers, address))
    return run_local(tasks, workers)
