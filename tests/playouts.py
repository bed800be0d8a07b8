"""Checks every game's fuzz tests share: invariants over many random games, determinism, and the
compiled engine playing the same game as the uncompiled one (the game's own compiled functions
through engine.core.playout)."""
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np

from engine.core.rng import seed_words


def fuzz(game, cases, messages) -> np.ndarray:
    """Play each (scenario, seed, options) with the invariants checked after every step; assert each
    ends with a winner. Returns how often each action was taken."""
    counts = np.zeros(game.n_actions, dtype=np.int64)
    for scenario, seed, opts in cases:
        s = game.new_state(scenario, seed, opts)
        n, code = game.fuzz_game(s, np.array(seed_words(seed, 77), dtype=np.int64), counts)
        assert code == 0, f"{scenario} seed {seed} {opts}: after {n} decisions: {messages.get(code, code)}"
        assert game.is_terminal(s)
        assert game.result(s)["winner"] is not None
    return counts


def random_final(game, scenario, seed, opts=None) -> np.ndarray:
    s = game.new_state(scenario, seed, opts)
    game.random_game(s, np.array(seed_words(seed, 5), dtype=np.int64))
    return s


def assert_same_seed_same_game(game, scenario):
    assert np.array_equal(random_final(game, scenario, 123), random_final(game, scenario, 123))
    assert not np.array_equal(game.new_state(scenario, 123), game.new_state(scenario, 124))


UNCOMPILED = """
import json, sys
import engine
from tests.playouts import random_final
game_id, scenario, seed, opts = json.loads(sys.argv[1])
s = random_final(engine.load(game_id), scenario, seed, opts)
sys.stdout.write(",".join(map(str, s.tolist())))
"""


def assert_uncompiled_plays_the_same_game(game, scenario, seed, opts=None):
    s = random_final(game, scenario, seed, opts)
    env = {**os.environ, "NUMBA_DISABLE_JIT": "1"}
    args = json.dumps([game.game_id, scenario, seed, opts])
    root = Path(__file__).parent.parent  # where `tests.playouts` imports from
    out = subprocess.run([sys.executable, "-c", UNCOMPILED, args], env=env, capture_output=True, text=True,
                         check=True, cwd=root).stdout
    assert [int(x) for x in out.split(",")] == s.tolist()
