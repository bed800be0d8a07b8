"""Where compile time goes: run a solver-ai command in this process and list the compiled functions by
their own compile time (a caller's time less that of the callees it compiled on the way), with totals
per module and per layer (core, a game's rules, its Non-players, its search).

    NUMBA_CACHE_DIR=$(mktemp -d) python benchmarks/compile_profile.py play cuba-libre --agents np --games 1

Numba reports each compilation as a "numba:compile" event (numba.core.event); a function loaded from the
on-disk cache sends none, so run it on an empty cache to see a cold start. Inlined functions
(inline="always") have no event of their own: their time is their callers'.
"""
import sys
import time
from collections import defaultdict

from numba.core import event

from solver_ai.cli import main


class SelfTime(event.Listener):
    """Own compile seconds per (module, function) and signature count; nested events (a callee compiled
    while its caller is) are subtracted from the caller."""

    def __init__(self):
        self.stack: list[list[float]] = []  # [start, seconds spent in nested compiles]
        self.own: dict[tuple[str, str], float] = defaultdict(float)
        self.signatures: dict[tuple[str, str], int] = defaultdict(int)

    def on_start(self, ev):
        self.stack.append([time.perf_counter(), 0.0])

    def on_end(self, ev):
        start, nested = self.stack.pop()
        total = time.perf_counter() - start
        if self.stack:
            self.stack[-1][1] += total
        f = ev.data["dispatcher"].py_func
        key = (f.__module__, f.__qualname__)
        self.own[key] += total - nested
        self.signatures[key] += 1


def layer(module: str) -> str:
    """engine.core / engine.<game>.rules|events|nonplayer|... -> a short layer name."""
    parts = module.split(".")
    if parts[:2] == ["engine", "core"] or len(parts) < 3:
        return ".".join(parts[:2])
    return ".".join(parts[:3]) if len(parts) > 3 else f"{parts[0]}.{parts[1]}.(top)"


def report(times: SelfTime, wall: float, top: int = 25) -> None:
    total = sum(times.own.values())
    print(f"wall {wall:.1f} s, compiling {total:.1f} s, {len(times.own)} functions, "
          f"{sum(times.signatures.values())} signatures")
    for title, key in (("layer", lambda m: layer(m)), ("module", lambda m: m)):
        sums = defaultdict(float)
        for (m, _), t in times.own.items():
            sums[key(m)] += t
        print(f"\nby {title}:")
        for name, t in sorted(sums.items(), key=lambda x: -x[1])[:top]:
            print(f"  {t:7.1f} s  {name}")
    print("\nfunctions:")
    for (m, q), t in sorted(times.own.items(), key=lambda x: -x[1])[:top]:
        print(f"  {t:7.1f} s  {m}.{q}  ({times.signatures[m, q]} signature(s))")


if __name__ == "__main__":
    times = SelfTime()
    event.register("numba:compile", times)
    sys.argv = ["solver-ai", *sys.argv[1:]]
    start = time.perf_counter()
    try:
        main()
    except SystemExit as e:
        if e.code:
            raise
    finally:
        report(times, time.perf_counter() - start)
