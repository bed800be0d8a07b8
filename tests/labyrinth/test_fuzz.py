"""Invariants after every step of many seeded random games of all four scenarios; determinism;
the compiled engine plays the same game as the uncompiled one."""
import os
import subprocess
import sys

import numpy as np
import pytest

from engine.core.rng import seed_words
from engine.labyrinth.invariants import MESSAGES, violation
from engine.labyrinth.playout import fuzz_game, random_game

SCENARIOS = ("lets-roll", "you-can-call-me-al", "anaconda", "mission-accomplished")


def _fuzz(game, n_games, first_seed=0):
    for seed in range(first_seed, first_seed + n_games):
        scenario = SCENARIOS[seed % 4]
        opts = {"decks": 1 + seed // 4 % 3, "rc_from_rc_country": seed % 7 == 0}
        s = game.new_state(scenario, seed, opts)
        n, code = fuzz_game(s, np.array(seed_words(seed, 77), dtype=np.int64))
        assert code == 0, f"{scenario} seed {seed} {opts}: after {n} decisions: {MESSAGES.get(code, code)}"
        assert game.is_terminal(s) and game.result(s)["winner"] is not None


@pytest.fixture(scope="module")
def lab():
    from engine.labyrinth.game import GAME

    return GAME


def test_invariants_hold_in_2000_random_games(lab):
    _fuzz(lab, 2000)


@pytest.mark.slow
def test_invariants_hold_in_20000_random_games(lab):
    _fuzz(lab, 20_000, first_seed=10_000)


def test_invariant_checker_catches_broken_states(lab):
    from engine.labyrinth import layout as L

    s = lab.new_state("lets-roll", 1)
    assert violation(s) == 0
    L.LAYOUT.view(s, "countries")[0, L.TROOPS] = 16
    assert violation(s) == 2
    s = lab.new_state("lets-roll", 1)
    s[L.FUNDING] = 10
    assert violation(s) == 4
    s = lab.new_state("lets-roll", 1)
    s[L.AVAIL + 3] = 2
    assert violation(s) == 7


def test_same_seed_same_game_bit_for_bit(lab):
    finals = []
    for _ in range(2):
        s = lab.new_state("anaconda", 123)
        random_game(s, np.array(seed_words(123, 5), dtype=np.int64))
        finals.append(s.copy())
    assert np.array_equal(finals[0], finals[1])
    assert not np.array_equal(lab.new_state("lets-roll", 123), lab.new_state("lets-roll", 124))


UNCOMPILED = """
import numpy as np, sys
from engine.core.rng import seed_words
from engine.labyrinth.game import GAME
from engine.labyrinth.playout import random_game
s = GAME.new_state("mission-accomplished", 31, {"decks": 2})
random_game(s, np.array(seed_words(31, 5), dtype=np.int64))
sys.stdout.write(",".join(map(str, s.tolist())))
"""


def test_uncompiled_engine_plays_the_same_game(lab):
    s = lab.new_state("mission-accomplished", 31, {"decks": 2})
    random_game(s, np.array(seed_words(31, 5), dtype=np.int64))
    env = {**os.environ, "NUMBA_DISABLE_JIT": "1"}
    out = subprocess.run([sys.executable, "-c", UNCOMPILED], env=env, capture_output=True, text=True, check=True).stdout
    assert [int(x) for x in out.split(",")] == s.tolist()
