"""Whole games in compiled code with Twilight Struggle's rules: the loops of engine.core.playout bound to
this game's functions (cached functions of plain arrays into which the core loops are inlined; see
engine.core.legal for why the core loops are not cached themselves)."""
import numpy as np

from engine.core import playout
from engine.core.jit import njit
from engine.twilight.invariants import violation
from engine.twilight.layout import N_ACTIONS
from engine.twilight.legal import collect
from engine.twilight.step import apply_action, is_over

MAX_DECISIONS = 100_000  # far above any real game; guards a rules bug from looping forever


@njit(cache=True)
def random_action(s, rng):
    return playout.random_action(s, rng, collect, N_ACTIONS)


@njit(cache=True)
def random_game(s, rng):
    return playout.random_game(s, rng, collect, apply_action, is_over, N_ACTIONS, MAX_DECISIONS)


@njit(cache=True)
def fuzz_game(s, rng, counts):
    return playout.fuzz_game(s, rng, counts, collect, apply_action, is_over, violation, N_ACTIONS, MAX_DECISIONS)


@njit(cache=True)
def agents_game(s, bot_seats, rngs, actions):
    """engine.core.playout.agents_game with random seats only (bot_seats 0): the rulebook bot's seats
    are its own kernel's (RulebookBot.agents_game)."""
    return playout.agents_game(s, bot_seats, rngs, actions, collect, apply_action, is_over, playout.no_bot,
                               np.zeros(1, dtype=np.int64), N_ACTIONS)
