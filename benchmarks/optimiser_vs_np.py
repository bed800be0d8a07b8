"""Issue 6 item 7: the optimiser's best plan vs the Non-player's turn, scored by the same evaluation, on positions
from four-NP games (every 5th Pass / Event / Op choice of seeds 1, 2, ...). One JSON line:

    python benchmarks/optimiser_vs_np.py 200
"""
import json
import sys
import time

import numpy as np

from engine.core.frames import top
from engine.cuba_libre import layout as L
from engine.cuba_libre.game import GAME
from engine.cuba_libre.np.policy import np_action
from engine.cuba_libre.np.trace import new_trace
from solver_ai.optimise.base import best_plans
from solver_ai.optimise.cuba_libre.builder import CubaLibreBuilder
from solver_ai.search.turns import played_out
b = CubaLibreBuilder()
tr = new_trace()
rows = []; want = int(sys.argv[1]); seed = 1; t0 = time.time()
while len(rows) < want:
    s = GAME.new_state("standard", seed, {"players": []})
    k = 0
    while not GAME.is_terminal(s) and len(rows) < want:
        if int(top(s, 0)) == L.FR_ACT and len(GAME.legal_actions(s)) > 1 and k % 5 == 0:
            f = int(top(s, 1))
            plans = best_plans(b, s, f, 1)
            if plans:
                rows.append((plans[0].score, b.evaluate(played_out(s, f), f), plans[0].label))
        k += int(top(s, 0)) == L.FR_ACT
        GAME.apply_action(s, int(np_action(s, tr)))
    seed += 1
opt = np.array([r[0] for r in rows]); npv = np.array([r[1] for r in rows])
d = opt - npv
print(json.dumps({"positions": len(rows), "games": seed - 1, "optimiser_higher": int((d > 1e-9).sum()),
      "equal": int((abs(d) <= 1e-9).sum()), "np_higher": int((d < -1e-9).sum()),
      "mean_gain": round(float(d.mean()), 2), "median_gain_when_higher": round(float(np.median(d[d > 1e-9])), 2) if (d > 1e-9).any() else 0,
      "seconds": round(time.time() - t0, 1)}))
