"""ISMCTS (engine.core.search) bound to Labyrinth's rules, and how a position is scored for it.

evaluate: at the end of the game 1 for the winner, 0 for the loser. At the playout horizon the US
chance is read from the 2.3 margin (Good resources minus twice the IR resources):
1 / (1 + exp(-margin / 4)), the Jihadist's is the rest (zero-sum). progress counts cards played.
"""
import numpy as np

from engine.core import search as core
from engine.core.frames import top
from engine.core.jit import njit
from engine.labyrinth.data import JIHADIST, N_SIDES, US
from engine.labyrinth.hidden import determinize
from engine.labyrinth.layout import CARDS_PLAYED, N_ACTIONS, WINNER
from engine.labyrinth.legal import collect
from engine.labyrinth.nonplayer.policy import np_action
from engine.labyrinth.nonplayer.trace import TRACE_LEN
from engine.labyrinth.playout import MAX_DECISIONS
from engine.labyrinth.rules.victory import margin
from engine.labyrinth.step import apply_action, is_over
from engine.labyrinth.us_plans import best_first, plan_frame

N_PLAYERS = N_SIDES
MARGIN_SCALE = 4.0


@njit(cache=True)
def evaluate(s, out):
    if is_over(s) and s[WINNER] >= 0:
        out[US] = 1.0 if s[WINNER] == US else 0.0
    else:
        out[US] = 1.0 / (1.0 + np.exp(-margin(s) / MARGIN_SCALE))
    out[JIHADIST] = 1.0 - out[US]


@njit(cache=True)
def progress(s):
    return s[CARDS_PLAYED]


@njit(cache=True)
def policy(t, buf, rng, mask):
    """The sides with their bit in mask answer as the chapter 9 bot (nonplayer.policy.np_action, its own dice
    derived from the state); the others uniformly at random. The US with its bit in mask >> core.GREEDY plays its
    card plays as the optimiser would (us_plans.best_first: the chapter 9 bot answers the US at random)."""
    side = top(t, 1)
    if side == US and (mask >> (core.GREEDY + US)) & 1 and plan_frame(t):
        a = best_first(t)
        if a >= 0:
            return a
    if (mask >> side) & 1:
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
