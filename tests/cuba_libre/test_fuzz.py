"""Invariants after every step of many seeded random games; determinism; compiled == uncompiled."""
import os
import subprocess
import sys

import numpy as np
import pytest

from engine.core.rng import seed_words
from engine.cuba_libre import layout as L
from engine.cuba_libre.invariants import MESSAGES, violation
from engine.cuba_libre.playout import fuzz_game, random_game
from engine.cuba_libre.rules.board import recount

SCENARIOS = ("standard", "short")
OPTION_SETS = ({}, {"eligibility": "A"}, {"eligibility": "B"}, {"no_reveal": True}, {"no_np": True, "players": [["26july", "dr"], ["govt", "syndicate"]]})


def _fuzz(game, n_games, first_seed=0):
    """Play the games; return how often each action was taken."""
    counts = np.zeros(L.N_ACTIONS, dtype=np.int64)
    for seed in range(first_seed, first_seed + n_games):
        opts = OPTION_SETS[seed % len(OPTION_SETS)]
        s = game.new_state(SCENARIOS[seed % 2], seed, opts)
        rng = np.array(seed_words(seed, 77), dtype=np.int64)
        n, code = fuzz_game(s, rng, counts)
        assert code == 0, f"seed {seed} {opts}: after {n} decisions: {MESSAGES.get(code, code)}"
        assert game.is_terminal(s)
        assert game.result(s)["winner"] is not None
    return counts


def test_invariants_hold_in_2000_random_games_and_every_op_and_sa_occurs(game):
    counts = _fuzz(game, 2000)
    never = [L.OP_NAMES[op] for op in range(L.N_OPS) if counts[L.A_OP0 + op] == 0]
    never += [L.SA_NAMES[sa] for sa in range(L.N_SAS) if counts[L.A_SA0 + sa] == 0]
    assert never == [], f"never taken in 2000 random games: {never}"


@pytest.mark.slow
def test_invariants_hold_in_20000_random_games(game):
    _fuzz(game, 20_000, first_seed=10_000)


def test_invariant_checker_catches_a_broken_state(game):
    s = game.new_state("standard", 1)
    assert violation(s) == 0
    L.LAYOUT.view(s, "spaces")[0, L.TROOPS] = 16  # the pool has 15 Troops
    assert violation(s) == 14  # written behind the engine's back: the kept totals disagree
    recount(s)
    assert violation(s) == 2
    s = game.new_state("standard", 1)
    L.LAYOUT.view(s, "resources")[0] = 50
    assert violation(s) == 11


def test_same_seed_same_game_bit_for_bit(game):
    finals = []
    for _ in range(2):
        s = game.new_state("standard", 123)
        random_game(s, np.array(seed_words(123, 5), dtype=np.int64))
        finals.append(s.copy())
    assert np.array_equal(finals[0], finals[1])
    other = game.new_state("standard", 124)
    assert not np.array_equal(game.new_state("standard", 123), other)


UNCOMPILED = """
import numpy as np, sys
from engine.core.rng import seed_words
from engine.cuba_libre.game import GAME
from engine.cuba_libre.playout import random_game
s = GAME.new_state("standard", 31)
random_game(s, np.array(seed_words(31, 5), dtype=np.int64))
sys.stdout.write(",".join(map(str, s.tolist())))
"""


def test_uncompiled_engine_plays_the_same_game(game):
    s = game.new_state("standard", 31)
    random_game(s, np.array(seed_words(31, 5), dtype=np.int64))
    env = {**os.environ, "NUMBA_DISABLE_JIT": "1"}
    out = subprocess.run([sys.executable, "-c", UNCOMPILED], env=env, capture_output=True, text=True, check=True).stdout
    assert [int(x) for x in out.split(",")] == s.tolist()
