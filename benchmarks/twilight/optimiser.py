"""The Twilight optimiser's proof against brute force and its decision times (JSON lines on stdout).

  python benchmarks/twilight/optimiser.py proof --n 60 --max-ops 4   # CP-SAT optimum vs brute force
  python benchmarks/twilight/optimiser.py bench --n 200              # decision times at FR_USE

proof: one line per seeded position (optimise/twilight/positions.py, both scenarios): seed, scenario, side,
Ops, CP-SAT score, brute-force optimum (milli-VP), distinct end positions, agree; a summary line last.
bench: every 5th FR_USE with influence legal of seeded random games, solved as the agent does (influence by
CP-SAT, coup and realignment targets by enumeration): per position the influence model's ms (build and solve)
and the whole decision's ms, each as wall time and as the process's CPU time (which a loaded machine does not
inflate); a summary with median / p95 / max.
"""
from __future__ import annotations

import argparse
import json
import time

from engine.core.frames import top
from engine.twilight import layout as L
from engine.twilight.game import GAME
from solver_ai.optimise.base import best_plans
from solver_ai.optimise.twilight import model
from solver_ai.optimise.twilight.brute import best_placement
from solver_ai.optimise.twilight.builder import TwilightBuilder
from solver_ai.optimise.twilight.positions import placement_positions, use_points
from solver_ai.optimise.twilight.targets import after_use

PROOF_TIME_LIMIT_S = 30.0  # the proof is about optimality: a loaded machine must not cut a solve


def proof(n: int, first_seed: int, max_ops: int | None) -> None:
    agree = 0
    for seed, scenario, s in placement_positions(n, first_seed, max_ops):
        f = int(top(s, 1))
        plan = model.solve(s, f, 1, PROOF_TIME_LIMIT_S)
        best, ends = best_placement(s, f)
        ok = bool(plan) and plan[0].score == best and plan[0].optimal
        agree += ok
        print(json.dumps({"seed": seed, "scenario": scenario, "side": f, "ops": int(s[L.OPS_LEFT]),
                          "model": plan[0].score if plan else None, "brute": best, "ends": ends, "agree": ok}),
              flush=True)
    print(json.dumps({"positions": n, "agree": agree}))


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return round(xs[min(len(xs) - 1, int(q * len(xs)))], 2)


def bench(n: int, first_seed: int) -> None:
    builder = TwilightBuilder()
    rows = {"cpsat_ms": [], "cpsat_cpu_ms": [], "decision_ms": [], "decision_cpu_ms": []}
    seed = first_seed
    while len(rows["decision_ms"]) < n:
        scenario = "standard" if seed % 2 == 0 else "solitaire"
        for i, s in enumerate(use_points(seed, scenario)):
            if i % 5 or len(rows["decision_ms"]) >= n:
                continue
            f = int(top(s, 1))
            t0, c0 = time.perf_counter(), time.process_time()
            plans = best_plans(builder, s, f, 1)
            wall, cpu = (time.perf_counter() - t0) * 1000, (time.process_time() - c0) * 1000
            t, _ = after_use(GAME, s, L.USE_INFLUENCE)
            t1, c1 = time.perf_counter(), time.process_time()
            model.solve(t, f, 1)
            cp, cp_cpu = (time.perf_counter() - t1) * 1000, (time.process_time() - c1) * 1000
            for k, v in zip(rows, (cp, cp_cpu, wall, cpu)):
                rows[k].append(v)
            print(json.dumps({"seed": seed, "scenario": scenario, "turn": int(s[L.TURN]), "side": f,
                              "ops": int(s[L.OPS_LEFT]), "plan": plans[0].label if plans else None,
                              "cpsat_ms": round(cp, 2), "cpsat_cpu_ms": round(cp_cpu, 2), "decision_ms": round(wall, 2),
                              "decision_cpu_ms": round(cpu, 2)}), flush=True)
        seed += 1
    print(json.dumps({k: {"median": pct(v, 0.5), "p95": pct(v, 0.95), "max": round(max(v), 2)}
                      for k, v in rows.items()} | {"decisions": n}))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=("proof", "bench"))
    ap.add_argument("--n", type=int, default=60)
    ap.add_argument("--first-seed", type=int, default=0)
    ap.add_argument("--max-ops", type=int, default=None)
    a = ap.parse_args()
    if a.mode == "proof":
        proof(a.n, a.first_seed, a.max_ops)
    else:
        bench(a.n, a.first_seed)


if __name__ == "__main__":
    main()
