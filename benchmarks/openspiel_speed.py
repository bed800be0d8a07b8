"""Simulations per second, in one run, of our compiled ISMCTS (`mcts:horizon=0`) and OpenSpiel's ISMCTSBot
over the adapter (`openspiel-ismcts`, its leaf playout compiled too), at the same budget, from the same
5 seeded positions of every game; one JSON line per (game, agent).

    python benchmarks/openspiel_speed.py [--sims 200] > out/openspiel_speed.jsonl
"""
import argparse
import json
import sys
import time
from pathlib import Path

import engine
from solver_ai.agents import make_agent

sys.path.insert(0, str(Path(__file__).resolve().parent))
from search_speed import positions  # noqa: E402  (a sibling script, not a package)

AGENTS = ("mcts:iters={n},horizon=0", "openspiel-ismcts:sims={n}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sims", type=int, default=200)
    args = ap.parse_args()
    for gid in engine.games():
        game = engine.load(gid)
        ps = positions(game, game.default_scenario)
        for spec in AGENTS:
            make_agent(spec.format(n=5), game, 0, 0).choose(ps[0])  # compile / load the cache
            secs = 0.0
            for k, s in enumerate(ps):
                agent = make_agent(spec.format(n=args.sims), game, k, game.current_player(s))
                t = time.perf_counter()
                agent.choose(s)
                secs += time.perf_counter() - t
            print(json.dumps({"bench": "openspiel_vs_ours", "game": gid, "agent": spec.format(n=args.sims),
                              "positions": len(ps), "sims_per_s": round(args.sims * len(ps) / secs, 1)}), flush=True)


if __name__ == "__main__":
    main()
