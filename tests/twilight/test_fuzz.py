"""Invariants (spec I.3) after every step of many seeded random games; determinism; the compiled engine
plays the same game as the uncompiled one."""
import numpy as np
import pytest

from engine.core.rng import seed_words
from engine.twilight import layout as L
from engine.twilight.invariants import MESSAGES, violation
from tests.playouts import assert_same_seed_same_game, assert_uncompiled_plays_the_same_game

ASK_NOT = 77


@pytest.fixture(scope="module")
def tw():
    from engine.twilight.game import GAME

    return GAME


def _fuzz(game, seeds) -> dict:
    """Every game ends (a draw allowed, T11) with every invariant holding after every step; the ends seen."""
    counts = np.zeros(game.n_actions, dtype=np.int64)
    ends: dict = {}
    for seed in seeds:
        scenario = "standard" if seed % 3 else "standard-103"
        options = {"tournament_rules": seed % 5 != 0, "realign_needs_enemy_influence": seed % 7 == 0,
                   "unspent_ops": ("realignment", "none", "all")[seed % 4 % 3]}
        s = game.new_state(scenario, seed, options)
        n, code = game.fuzz_game(s, np.array(seed_words(seed, 77), dtype=np.int64), counts)
        assert code == 0, f"{scenario} seed {seed}: after {n} decisions: {MESSAGES.get(code, code)}"
        assert game.is_terminal(s)
        end = game.result(s)["end"]
        ends[end] = ends.get(end, 0) + 1
        # 5.6 leaves no scoring card in a hand at a turn's end, unless the US's own Ask Not drew it (T18)
        assert s[L.END_REASON] != L.END_HELD_SCORING or s[L.LOC + ASK_NOT] == L.LOC_REMOVED
    assert counts[L.A_USE0 + L.USE_EVENT] > 0 and counts[L.A_EVENT_FIRST] > 0 and counts[L.A_DONE] > 0
    return ends


def test_invariants_hold_in_400_random_games(tw):
    ends = _fuzz(tw, range(400))
    assert sum(ends.values()) == 400 and len(ends) >= 2


@pytest.mark.slow
def test_invariants_hold_in_10000_random_games(tw):
    ends = _fuzz(tw, range(10_000, 20_000))
    assert {"8.1.3 DEFCON 1: the phasing player loses", "10.3.2 final scoring", "10.3.1 20 VP"} <= set(ends)


def test_invariant_checker_catches_broken_states(tw):
    s = tw.new_state("standard", 1)
    assert violation(s) == 0
    s[L.INF + 5] = -1
    assert violation(s) == 1
    s = tw.new_state("standard", 1)
    s[L.DEFCON] = 6
    assert violation(s) == 2
    s = tw.new_state("standard", 1)
    s[L.LOC + 6] = L.LOC_DECK  # the China Card in the deck
    assert violation(s) == 4
    s = tw.new_state("standard", 1)
    s[L.DECK_N] -= 1  # a card lost from the deck's order
    assert violation(s) == 4


def test_same_seed_same_game_bit_for_bit(tw):
    assert_same_seed_same_game(tw, "standard")


def test_uncompiled_engine_plays_the_same_game(tw):
    assert_uncompiled_plays_the_same_game(tw, "standard", 31)
