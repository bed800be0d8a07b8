"""The optimiser's proof against brute force and its solve times (JSON lines on stdout).

  python benchmarks/cuba_libre/optimiser.py proof --n 200      # small seeded positions: model score vs brute force
  python benchmarks/cuba_libre/optimiser.py bench --games 5    # every modelled decision of seeded random games

proof: one line per (position, Op): seed, faction, op, model score, brute-force optimum, number of
distinct end positions, agree (equal within 1e-6, or both null: no legal plan of that shape, R118);
for Attack (dice) also the engine's average of the plan over every roll, the model score being an
expectation and the brute force the expectimax value (which may adapt later spaces to earlier rolls,
so it can exceed a plan fixed before rolling).
A summary line last. bench: one line per decision (all modelled Ops solved, as the agent does): CP-SAT
ms, whole-decision ms, proven optimal; a summary line with median / p95 / max and the share of
decisions whose every model was proven optimal.
"""
from __future__ import annotations

import argparse
import json
import statistics
import time

from engine.core.frames import top
from engine.cuba_libre import layout as L
from solver_ai.optimise.cuba_libre import model
from solver_ai.optimise.cuba_libre.apply import expected_evaluation
from solver_ai.optimise.cuba_libre.brute import TooBig, best_score
from solver_ai.optimise.cuba_libre.builder import CubaLibreBuilder
from solver_ai.optimise.cuba_libre.positions import decision_points, small_positions
from solver_ai.optimise.cuba_libre.sa_first import ACTS_FIRST, SA_FIRST

# The proof is about optimality, not speed: a generous limit so that a loaded machine cannot cut a solve.
PROOF_TIME_LIMIT_S = 30.0


def proof(n: int, first_seed: int, max_resources: int, only: str | None = None, cap: int = 200_000,
          limited: bool = False, exclude: str | None = None, sa_first: bool | None = None) -> None:
    builder = CubaLibreBuilder(time_limit=PROOF_TIME_LIMIT_S, max_sa_leaves=None)
    agree = total = too_big = dice_pairs = dice_agree = no_plan = 0
    max_gap = 0.0
    for seed, s in small_positions(n, first_seed, max_resources):
        f = int(top(s, 1))
        if limited and not model.op_context(s)[0]:
            continue
        for op, sa in builder.pairs(s, f):
            names = {L.OP_NAMES[op], L.SA_NAMES[sa] if sa >= 0 else ""}
            if (only is not None and only not in names) or exclude in names or (sa_first is not None and (sa in ACTS_FIRST) != sa_first):
                continue
            plans = builder.solve(s, f, op, sa, 1)
            try:
                best, ends = best_score(s, f, op, sa=sa, cap=cap)
            except TooBig:
                too_big += 1
                continue
            score = plans[0].score if plans else None
            if best == float("-inf"):  # no legal plan of this shape (R118: an SA first that leaves no space)
                best = None
            ok = score == best if score is None or best is None else abs(score - best) < 1e-6
            no_plan += score is None and best is None
            row = {"seed": seed, "faction": f, "op": L.OP_NAMES[op], "sa": L.SA_NAMES[sa] if sa >= 0 else None,
                   "model": score, "brute_force": best,
                   "end_positions": ends, "agree": ok}
            if op == L.OP_ATTACK or sa == L.SA_KIDNAP:
                dice_pairs += 1
                dice_agree += ok
                max_gap = max(max_gap, best - score) if score is not None and best is not None else max_gap
                if sa not in SA_FIRST and score is not None:
                    row["engine_average"] = expected_evaluation(s, op, _steps(builder, s, f, op, sa),
                                                                lambda x: builder.evaluate(x, f))
            else:
                agree += ok
                total += 1
            print(json.dumps(row))
    print(json.dumps({"summary": "proof", "positions": n, "exact_pairs": total, "exact_agree": agree,
                      "dice_pairs": dice_pairs, "dice_agree": dice_agree, "dice_max_gap": max_gap,
                      "too_big": too_big, "no_plan_pairs": no_plan}))


def _steps(builder, s, f, op, sa):
    return model.solve(s, f, op, builder.weights, 1, builder.time_limit, builder.workers, sa)[0].steps


def bench(games: int, first_seed: int) -> None:
    """Per decision: every modelled Op solved (k = 1), as the agent does. solve_ms is CP-SAT's part
    (model building and solving); decision_ms adds the replay through the engine and the explanation."""
    builder = CubaLibreBuilder(average_dice=False)
    solve, decide, optimal, planned = [], [], 0, 0
    per_pair: dict[str, list[float]] = {}  # solve ms of each Op / Op + SA model
    for seed in range(first_seed, first_seed + games):
        for s in decision_points(seed):
            f = int(top(s, 1))
            t0 = time.perf_counter()
            plans = []
            for op, sa in builder.pairs(s, f):
                got = builder.solve(s, f, op, sa, 1)
                plans += got
                if got:
                    per_pair.setdefault(L.OP_NAMES[op] + (f" + {L.SA_NAMES[sa]}" if sa >= 0 else ""), []).append(
                        got[0].solve_ms)
            decide.append((time.perf_counter() - t0) * 1000.0)
            solve.append(sum(p.solve_ms for p in plans))
            best = max(plans, key=lambda p: p.score) if plans else None
            planned += best is not None
            optimal += best is not None and all(p.optimal for p in plans)
            print(json.dumps({"seed": seed, "faction": f, "ops": [p.label for p in plans],
                              "solve_ms": round(solve[-1], 3), "decision_ms": round(decide[-1], 3),
                              "optimal": best is not None and all(p.optimal for p in plans)}))
    print(json.dumps({"summary": "bench", "decisions": len(solve), **_stats("solve", solve),
                      **_stats("decision", decide), "with_a_plan": planned,
                      "proven_optimal_share": optimal / max(planned, 1),
                      "per_pair": {k: {"n": len(v), **_stats("solve", v)} for k, v in sorted(per_pair.items())}}))


def _stats(name: str, xs: list[float]) -> dict:
    xs = sorted(xs)
    return {f"{name}_median_ms": round(statistics.median(xs), 3),
            f"{name}_p95_ms": round(xs[min(len(xs) - 1, int(0.95 * len(xs)))], 3),
            f"{name}_max_ms": round(xs[-1], 3)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("what", choices=("proof", "bench"))
    ap.add_argument("--n", type=int, default=200, help="proof: positions")
    ap.add_argument("--games", type=int, default=5, help="bench: random games")
    ap.add_argument("--seed", type=int, default=0, help="first seed")
    ap.add_argument("--max-resources", type=int, default=6, help="proof: Resources cut to 1 + seed mod this")
    ap.add_argument("--only", help="proof: only this Operation or Special Activity (e.g. Garrison, Kidnap)")
    ap.add_argument("--sa-first", action="store_true", default=None,
                    help="proof: only the pairs whose SA acts first (sa_first.ACTS_FIRST: Transport ... Bribe)")
    ap.add_argument("--no-sa-first", dest="sa_first", action="store_false",
                    help="proof: every pair but those")
    ap.add_argument("--cap", type=int, default=200_000, help="proof: most positions a brute force may visit")
    ap.add_argument("--exclude", help="proof: leave out this Operation or SA (e.g. Garrison: see --limited)")
    ap.add_argument("--limited", action="store_true", help="proof: only positions where Ops are limited (LimOp)")
    a = ap.parse_args()
    if a.what == "proof":
        proof(a.n, a.seed, a.max_resources, a.only, a.cap, a.limited, a.exclude, a.sa_first)
    else:
        bench(a.games, a.seed)


if __name__ == "__main__":
    main()
