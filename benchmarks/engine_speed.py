"""Engine speed, compiled vs uncompiled: kept as a shortcut for `solver-ai bench --item random_full_games`
(the suite itself lives in solver_ai/bench.py, where each subsystem registers its items).

    python benchmarks/engine_speed.py [--quick] [--out out/bench]
"""
import sys

from solver_ai.cli import main

if __name__ == "__main__":
    sys.argv[1:1] = ["bench", "--item", "random_full_games"]
    main()
