"""The Labyrinth US optimiser's plan counts and decision times (JSON lines on stdout).

  python benchmarks/labyrinth/optimiser.py --n 200
  python benchmarks/labyrinth/optimiser.py --games 10     # the agent's planning decisions in whole games

On n seeded positions where the US is about to choose a card (optimise/labyrinth/positions.py): the number of
distinct US plans of the whole hand (every card, 5.2.4 discard/keep, each card's event and every operation with
its Reserves, order and targets) and of each card alone (from 6.1's event-or-operation choice), the time to
enumerate them through the engine and the whole decision's time (enumeration and every plan valued over the
dice, as the agent does), wall and process CPU; a summary with median / p95 / max last.
--games: the `optimiser` agent as the US against the bot (Normal, seeds 1..games), the time of each decision where
it plans (not those its plan's driver answers): one summary line.
"""
from __future__ import annotations

import argparse
import json
import time

import numpy as np

from engine.labyrinth import layout as L
from engine.labyrinth.game import GAME
from solver_ai.optimise.labyrinth.plans import best, enumerate_plans, plan_frame
from solver_ai.optimise.labyrinth.positions import card_positions


def stats(xs: list[float]) -> dict:
    a = np.array(xs, dtype=np.float64)
    return {"median": float(np.median(a)), "p95": float(np.percentile(a, 95)), "max": float(a.max()),
            "mean": float(a.mean())}


def per_card(s: np.ndarray) -> list[int]:
    """Plans of each card of the hand alone: from FR_USE after choosing it."""
    counts = []
    for a in GAME.legal_actions(s):
        if int(a) < L.A_CARD0 or int(a) >= L.A_DONE:
            continue
        t = s.copy()
        GAME.apply_action(t, int(a))
        counts.append(len(enumerate_plans(t)) if plan_frame(t) else 1)
    return counts


def games(n: int) -> None:
    from engine.core.frames import top
    from solver_ai.agents import make_agent
    from solver_ai.optimise.labyrinth.turns import plan_point

    wall, cpu, frames = [], [], {}
    for seed in range(1, n + 1):
        s = GAME.new_state("lets-roll", seed, {"players": ["us"], "ideology": "normal"})
        us, bot = make_agent("optimiser", GAME, seed, 0), make_agent("np", GAME, seed, 1)
        while not GAME.is_terminal(s):
            if GAME.current_player(s) != 0:
                GAME.step(s, bot.choose(s))
                continue
            planning = plan_point(s) and not (us.driver is not None and us.driver.active(s))
            w, c, kind = time.perf_counter(), time.process_time(), L.FRAME_NAMES[int(top(s, 0))]
            a = us.choose(s)
            if planning:
                wall.append(1000 * (time.perf_counter() - w))
                cpu.append(1000 * (time.process_time() - c))
                frames[kind] = frames.get(kind, 0) + 1
            GAME.step(s, a)
    print(json.dumps({"games": n, "plans": len(wall), "by_frame": frames, "decision_ms": stats(wall),
                      "decision_cpu_ms": stats(cpu)}), flush=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=200)
    ap.add_argument("--dice", type=int, default=1)
    ap.add_argument("--games", type=int, default=0)
    args = ap.parse_args()
    if args.games:
        return games(args.games)
    rows = []
    for seed, s in card_positions(args.n):
        w0, c0 = time.perf_counter(), time.process_time()
        n_plans = len(enumerate_plans(s))
        w1, c1 = time.perf_counter(), time.process_time()
        leaf, leaves = best(s, args.dice)
        w2, c2 = time.perf_counter(), time.process_time()
        cards = per_card(s)
        row = {"seed": seed, "turn": int(s[L.TURN]), "hand_plans": n_plans, "card_plans": cards,
               "enumerate_ms": round(1000 * (w1 - w0), 2), "enumerate_cpu_ms": round(1000 * (c1 - c0), 2),
               "decision_ms": round(1000 * (w2 - w1), 2), "decision_cpu_ms": round(1000 * (c2 - c1), 2),
               "sampled": sum(x.samples > 1 for x in leaves)}
        rows.append(row)
        print(json.dumps(row), flush=True)
    summary = {"positions": len(rows), "dice": args.dice,
               "hand_plans": stats([r["hand_plans"] for r in rows]),
               "card_plans": stats([c for r in rows for c in r["card_plans"]]),
               "enumerate_ms": stats([r["enumerate_ms"] for r in rows]),
               "enumerate_cpu_ms": stats([r["enumerate_cpu_ms"] for r in rows]),
               "decision_ms": stats([r["decision_ms"] for r in rows]),
               "decision_cpu_ms": stats([r["decision_cpu_ms"] for r in rows])}
    print(json.dumps({"summary": summary}), flush=True)


if __name__ == "__main__":
    main()
