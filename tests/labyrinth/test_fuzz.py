"""Invariants after every step of many seeded random games of all four scenarios; determinism;
the compiled engine plays the same game as the uncompiled one."""
import pytest

from engine.labyrinth.invariants import MESSAGES, violation
from tests.playouts import assert_same_seed_same_game, assert_uncompiled_plays_the_same_game, fuzz

SCENARIOS = ("lets-roll", "you-can-call-me-al", "anaconda", "mission-accomplished")


def _fuzz(game, n_games, first_seed=0):
    seeds = range(first_seed, first_seed + n_games)
    fuzz(game, [(SCENARIOS[seed % 4], seed, {"decks": 1 + seed // 4 % 3, "rc_from_rc_country": seed % 7 == 0,
                                             "madrassas_two_recruits": seed % 5 == 0, "nato_deploys_out": seed % 3 == 0})
                for seed in seeds], MESSAGES)


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
    from engine.labyrinth import data as D
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
    s = lab.new_state("lets-roll", 1)
    s[L.MARKED + 41] = 1 + D.COUNTRY_INDEX["france"]  # #41 NATO in a non-Muslim country
    assert violation(s) == 11
    s = lab.new_state("lets-roll", 1)
    s[L.MARKED + 54] = 1
    L.LAYOUT.view(s, "countries")[D.COUNTRY_INDEX["iraq"], L.CADRE] = 1  # a cadre beside the Sadr cell
    assert violation(s) == 11


def test_same_seed_same_game_bit_for_bit(lab):
    assert_same_seed_same_game(lab, "anaconda")


def test_uncompiled_engine_plays_the_same_game(lab):
    assert_uncompiled_plays_the_same_game(lab, "mission-accomplished", 31, {"decks": 2})
