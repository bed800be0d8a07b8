"""ISMCTS speed as the budget grows: simulations per second, decisions per simulation
and tree size for budgets of 100 to 20,000 iterations, from the same 5 seeded Cuba Libre positions and
Labyrinth positions, one JSON line per (game, playouts, budget). Compiled vs uncompiled is `solver-ai
bench --item mcts_simulations`.

    python benchmarks/search_speed.py [--budgets 100,1000,10000] [--horizon 4] [--np] > out/search_speed.jsonl

--np adds the games searched as the strength runs do (`mcts:playout=np,opponents=np`): every player plays out
as the rulebook bot (Cuba Libre's chapter 8 Non-players, Labyrinth's chapter 9 bot) and the others answer as it in
the tree; and Labyrinth with `playout=greedy` (the US plays out as the optimiser).
"""
import argparse
import json

import numpy as np

import engine
from engine.core.rng import seed_words
from solver_ai.agents.mcts_agent import ALL, PLAYOUT_MASKS
from solver_ai.search.mcts import ISMCTS

SCENARIOS = {"cuba-libre": "standard", "labyrinth": "lets-roll"}


def positions(game, scenario, n=5, seed=3):
    """n positions with a choice, 40 random decisions apart, from one seeded game."""
    s = game.new_state(scenario, seed)
    rng = np.array(seed_words(seed, 9), dtype=np.int64)
    out = []
    while len(out) < n and not game.is_terminal(s):
        if len(game.legal_actions(s)) > 1:
            out.append(s.copy())
            for _ in range(40):
                if not game.is_terminal(s):
                    game.apply_action(s, game.random_action(s, rng))
        else:
            game.apply_action(s, game.random_action(s, rng))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--budgets", default="100,1000,5000,20000")
    ap.add_argument("--horizon", type=int, default=4)
    ap.add_argument("--np", action="store_true", help="also the rulebook bots' playouts and opponents")
    args = ap.parse_args()
    runs = [(gid, "random") for gid in SCENARIOS]
    if args.np:
        runs += [("cuba-libre", "np"), ("labyrinth", "np"), ("labyrinth", "greedy")]
    for gid, playouts in runs:
        game = engine.load(gid)
        ps = positions(game, SCENARIOS[gid])
        mask = PLAYOUT_MASKS[playouts]
        model = mask & ALL
        ISMCTS(game, seed=0, iters=10, playout_mask=mask, model_mask=model).search(ps[0])  # compile / load the cache
        for budget in map(int, args.budgets.split(",")):
            secs = dec = nodes = 0
            for k, s in enumerate(ps):
                r = ISMCTS(game, seed=k, iters=budget, horizon=args.horizon, playout_mask=mask,
                           model_mask=model).search(s)
                secs += r.seconds
                dec += r.decisions
                nodes += r.nodes
            sims = budget * len(ps)
            print(json.dumps({"bench": "ismcts_budget", "game": gid, "playouts": playouts, "budget": budget,
                              "horizon": args.horizon,
                              "positions": len(ps), "simulations_per_sec": round(sims / secs, 1),
                              "decisions_per_simulation": round(dec / sims, 1),
                              "nodes_per_search": nodes // len(ps)}), flush=True)


if __name__ == "__main__":
    main()
