"""Invariants after every step of many seeded random games; determinism; compiled == uncompiled."""
import pytest

from engine.cuba_libre import layout as L
from engine.cuba_libre.invariants import MESSAGES, violation
from engine.cuba_libre.rules.board import recount
from tests.playouts import (
    assert_same_seed_same_game,
    assert_uncompiled_plays_the_same_game,
    fuzz,
)

SCENARIOS = ("standard", "short")
OPTION_SETS = ({}, {"eligibility": "A"}, {"eligibility": "B"}, {"no_reveal": True}, {"no_np": True, "players": [["26july", "dr"], ["govt", "syndicate"]]})


def _fuzz(game, n_games, first_seed=0):
    """Play the games; return how often each action was taken."""
    seeds = range(first_seed, first_seed + n_games)
    return fuzz(game, [(SCENARIOS[seed % 2], seed, OPTION_SETS[seed % len(OPTION_SETS)]) for seed in seeds], MESSAGES)


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
    assert_same_seed_same_game(game, "standard")


@pytest.mark.parametrize("seed", [31, *(pytest.param(seed, marks=pytest.mark.slow) for seed in (32, 33, 34))])
def test_uncompiled_engine_plays_the_same_game(game, seed):
    assert_uncompiled_plays_the_same_game(game, "standard", seed)
