"""Issue 6: the optimiser's proof against brute force and its solve times (JSON lines on stdout).

  python benchmarks/optimiser.py proof --n 200      # small seeded positions: model score vs brute force
  python benchmarks/optimiser.py bench --games 5    # every modelled decision of seeded random games

proof: one line per (position, Op): seed, faction, op, model score, brute-force optimum, number of
distinct end positions, agree (equal within 1e-6); for Attack (dice) also the engine's average of the
plan over every roll, the model score being an expectation and the brute force the expectimax value
(which may adapt later spaces to earlier rolls, so it can exceed a plan fixed before rolling).
A summary line last. bench: one line per decision (all modelled Ops solved, as the agent does): solve
ms, proven optimal; a summary line with median / p95 / max and the share proven optimal.
"""
from __future__ import annotations

import argparse
import json
import statistics
import time

from engine.cuba_libre import layout as L
from engine.cuba_libre.frames import top
from solver_ai.optimise.base import best_plans
from solver_ai.optimise.cuba_libre.apply import expected_evaluation
from solver_ai.optimise.cuba_libre.brute import TooBig, best_score
from solver_ai.optimise.cuba_libre.builder import CubaLibreBuilder
from solver_ai.optimise.cuba_libre.positions import decision_points, small_positions


def proof(n: int, first_seed: int) -> None:
    builder = CubaLibreBuilder()
    agree = total = too_big = dice_pairs = dice_agree = 0
    max_gap = 0.0
    for seed, s in small_positions(n, first_seed):
        f = int(top(s, 1))
        for op, sa in builder.pairs(s, f):
            plans = builder.solve(s, f, op, sa, 1)
            try:
                best, ends = best_score(s, f, op)
            except TooBig:
                too_big += 1
                continue
            score = plans[0].score if plans else None
            ok = score is not None and abs(score - best) < 1e-6
            row = {"seed": seed, "faction": f, "op": L.OP_NAMES[op], "model": score, "brute_force": best,
                   "end_positions": ends, "agree": ok}
            if op == L.OP_ATTACK:
                dice_pairs += 1
                dice_agree += ok
                max_gap = max(max_gap, best - score)
                row["engine_average"] = expected_evaluation(s, op, _steps(builder, s, f, op),
                                                            lambda x: builder.evaluate(x, f))
            else:
                agree += ok
                total += 1
            print(json.dumps(row))
    print(json.dumps({"summary": "proof", "positions": n, "exact_pairs": total, "exact_agree": agree,
                      "dice_pairs": dice_pairs, "dice_agree": dice_agree, "dice_max_gap": max_gap,
                      "too_big": too_big}))


def _steps(builder, s, f, op):
    from solver_ai.optimise.cuba_libre import model

    return model.solve(s, f, op, builder.weights, 1, builder.time_limit, builder.workers)[0].steps


def bench(games: int, first_seed: int) -> None:
    builder = CubaLibreBuilder()
    times, optimal, planned = [], 0, 0
    for seed in range(first_seed, first_seed + games):
        for s in decision_points(seed):
            f = int(top(s, 1))
            t0 = time.perf_counter()
            plans = best_plans(builder, s, f, k=1)
            ms = (time.perf_counter() - t0) * 1000.0
            pairs = len(builder.pairs(s, f))
            times.append(ms)
            optimal += bool(plans) and plans[0].optimal
            planned += bool(plans)
            print(json.dumps({"seed": seed, "faction": f, "pairs": pairs, "ms": round(ms, 3),
                              "optimal": bool(plans) and plans[0].optimal}))
    times.sort()
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    print(json.dumps({"summary": "bench", "decisions": len(times), "median_ms": round(statistics.median(times), 3),
                      "p95_ms": round(p95, 3), "max_ms": round(times[-1], 3),
                      "with_a_plan": planned, "proven_optimal_share": optimal / max(planned, 1)}))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("what", choices=("proof", "bench"))
    ap.add_argument("--n", type=int, default=200, help="proof: positions")
    ap.add_argument("--games", type=int, default=5, help="bench: random games")
    ap.add_argument("--seed", type=int, default=0, help="first seed")
    a = ap.parse_args()
    if a.what == "proof":
        proof(a.n, a.seed)
    else:
        bench(a.games, a.seed)


if __name__ == "__main__":
    main()
