"""How seeded random games end: the share of each end reason (the game's `result()["end"]`) over N whole random
games, played as `solver-ai bench --item random_full_games` plays them (the default scenario, seed i, RNG words
of seed i), with the mean decisions and the mean of every other numeric field of the result.

    python benchmarks/random_endings.py GAME [N]      e.g. python benchmarks/random_endings.py twilight 2000
"""
from __future__ import annotations

import sys
from collections import Counter

import numpy as np

import engine
from engine.core.rng import seed_words


def endings(game_id: str, n: int) -> tuple[Counter, dict[str, float]]:
    game = engine.load(game_id)
    ends: Counter = Counter()
    sums: Counter = Counter()
    for seed in range(n):
        s = game.new_state(game.default_scenario, seed)
        game.random_game(s, np.array(seed_words(seed, 9), dtype=np.int64))  # as solver_ai/bench.py seeds them
        result = game.result(s)
        ends[result["end"]] += 1
        sums.update({k: v for k, v in result.items() if isinstance(v, int) and not isinstance(v, bool)})
    return ends, {k: v / n for k, v in sums.items()}


def main(argv: list[str]) -> None:
    game_id, n = argv[0], int(argv[1]) if len(argv) > 1 else 2000
    ends, means = endings(game_id, n)
    print(f"{game_id}: {n} seeded random games")
    for end, k in ends.most_common():
        print(f"  {100 * k / n:5.1f} %  {end}")
    print("  means: " + ", ".join(f"{k} {v:.2f}" for k, v in sorted(means.items())))


if __name__ == "__main__":
    main(sys.argv[1:])
