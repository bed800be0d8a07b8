"""ISMCTS (engine.core.search) bound to Twilight Struggle's rules, and how a position is scored for it.

evaluate: at the end of the game 1 for the winner, 0 for the loser, 0.5 each for a draw. At the playout
horizon the US chance is read from the US evaluation v in VP (value.horizon_value: the VP track, the VP each
region would give if scored now - in full for a solitaire scoring round's pending region, a fifth for the
others -, battlegrounds, Military Ops shortfalls): 1 / (1 + exp(-v / 5)), the USSR's is the rest (zero-sum).
progress counts the cards played (headlines and action rounds).
"""
import numpy as np

from engine.core import search as core
from engine.core.frames import top
from engine.core.jit import njit
from engine.twilight.data import N_SIDES, US, USSR
from engine.twilight.hidden import determinize
from engine.twilight.layout import CARDS_PLAYED, N_ACTIONS, WINNER
from engine.twilight.legal import collect
from engine.twilight.nonplayer.policy import np_action
from engine.twilight.nonplayer.trace import TRACE_LEN
from engine.twilight.playout import MAX_DECISIONS
from engine.twilight.step import apply_action, is_over
from engine.twilight.value import horizon_value

N_PLAYERS = N_SIDES
VP_SCALE = 5.0


@njit(cache=True)
def evaluate(s, out):
    if is_over(s):
        out[US] = 1.0 if s[WINNER] == US else (0.0 if s[WINNER] == USSR else 0.5)
    else:
        out[US] = 1.0 / (1.0 + np.exp(-horizon_value(s, US) / VP_SCALE))
    out[USSR] = 1.0 - out[US]


@njit(cache=True)
def progress(s):
    return s[CARDS_PLAYED]


@njit(cache=True, inline="always")
def policy(t, buf, rng, mask):
    """The sides with their bit in mask answer as the solitaire's AI (nonplayer.policy.np_action, its tie-breaks
    derived from the state); the others uniformly at random."""
    if (mask >> top(t, 1)) & 1:
        return np_action(t, np.empty(TRACE_LEN, dtype=np.int64))
    return core.random_action(t, buf, rng, collect)


@njit(cache=True)
def iterate(root, searcher, nodes, values, meta, rng, n_iters, c_explore, horizon, playout_mask, model_mask):
    core.iterate(root, searcher, nodes, values, meta, rng, n_iters, c_explore, horizon, playout_mask, model_mask,
                 N_PLAYERS, collect, policy, apply_action, is_over, determinize, evaluate, progress, N_ACTIONS,
                 MAX_DECISIONS)


@njit(cache=True)
def seed(root, nodes, values, meta, path, n_path):
    return core.seed_path(root, nodes, values, meta, path, n_path, collect, apply_action, N_ACTIONS)
