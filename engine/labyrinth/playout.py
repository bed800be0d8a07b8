"""Whole games in compiled code: the uniform random agent, and the fuzz loop that checks the
invariants after every step."""
import numpy as np
from numba import njit

from engine.core.rng import randbelow
from engine.labyrinth.invariants import violation
from engine.labyrinth.layout import N_ACTIONS, PH_OVER, PHASE
from engine.labyrinth.legal import legal_into
from engine.labyrinth.step import apply_action

MAX_DECISIONS = 200_000  # far above any real game; guards a rules bug from looping forever


@njit(cache=True)
def random_action(s, rng):
    """A legal action chosen uniformly with the agent's own generator (4 words), not the game's dice."""
    buf = np.empty(N_ACTIONS, dtype=np.int32)
    n = legal_into(s, buf)
    return buf[randbelow(rng, 0, n)]


@njit(cache=True)
def random_game(s, rng):
    """Play s to the end with uniformly random decisions; returns the number of decisions."""
    buf = np.empty(N_ACTIONS, dtype=np.int32)
    n_dec = 0
    while s[PHASE] != PH_OVER and n_dec < MAX_DECISIONS:
        n = legal_into(s, buf)
        apply_action(s, buf[randbelow(rng, 0, n)])
        n_dec += 1
    return n_dec


@njit(cache=True)
def fuzz_game(s, rng):
    """random_game that checks the invariants after every step. Returns (decisions, code): code 0 if
    all held, else the first violation (see invariants.MESSAGES; -1 = no legal action, -2 = too long)."""
    buf = np.empty(N_ACTIONS, dtype=np.int32)
    n_dec = 0
    code = violation(s)
    while code == 0 and s[PHASE] != PH_OVER:
        n = legal_into(s, buf)
        if n == 0:
            return n_dec, -1
        apply_action(s, buf[randbelow(rng, 0, n)])
        n_dec += 1
        code = violation(s)
        if n_dec >= MAX_DECISIONS:
            return n_dec, -2
    return n_dec, code
