"""The optimiser's best plan vs the Non-player's turn, scored by the same evaluation, on positions
from four-NP games (every 5th Pass / Event / Op choice of seeds 1, 2, ...). One JSON line:

    python benchmarks/cuba_libre/optimiser_vs_np.py 200
"""
import json
import sys
import time

import numpy as np

from engine.core.frames import top
from engine.cuba_libre import layout as L
from engine.cuba_libre.game import GAME
from engine.cuba_libre.nonplayer.policy import np_action
from engine.cuba_libre.nonplayer.trace import new_trace
from solver_ai.optimise.base import best_plans
from solver_ai.optimise.cuba_libre.builder import CubaLibreBuilder
from solver_ai.optimise.cuba_libre.turns import played_out

EVERY = 5  # every 5th choice with more than one answer


def compare(want: int) -> tuple[list[tuple[float, float]], int]:
    """(optimiser score, Non-player turn score) on `want` positions, and the number of games played."""
    builder, trace = CubaLibreBuilder(), new_trace()
    rows, seed = [], 1
    while len(rows) < want:
        s = GAME.new_state("standard", seed, {"players": []})
        k = 0
        while not GAME.is_terminal(s) and len(rows) < want:
            if int(top(s, 0)) == L.FR_ACT and len(GAME.legal_actions(s)) > 1 and k % EVERY == 0:
                f = int(top(s, 1))
                plans = best_plans(builder, s, f, 1)
                if plans:
                    rows.append((plans[0].score, builder.evaluate(played_out(s, f), f)))
            k += int(top(s, 0)) == L.FR_ACT
            GAME.apply_action(s, int(np_action(s, trace)))
        seed += 1
    return rows, seed - 1


def main() -> None:
    t0 = time.time()
    rows, games = compare(int(sys.argv[1]))
    d = np.array([opt - np_score for opt, np_score in rows])
    higher = d > 1e-9
    print(json.dumps({"positions": len(rows), "games": games, "optimiser_higher": int(higher.sum()),
                      "equal": int((abs(d) <= 1e-9).sum()), "np_higher": int((d < -1e-9).sum()),
                      "mean_gain": round(float(d.mean()), 2),
                      "median_gain_when_higher": round(float(np.median(d[higher])), 2) if higher.any() else 0,
                      "seconds": round(time.time() - t0, 1)}))


if __name__ == "__main__":
    main()
