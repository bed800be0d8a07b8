"""ISMCTS (engine.core.search) bound to Cuba Libre's rules, and how a position is scored for it.

evaluate: at the end of the game, 1 for the winner (and with the No Non-Player option its player's
other faction, as GAME.returns), 0 for the others. At the playout horizon, each faction's chance is
read from its 7.3 victory margin against the best of the others: 1 / (1 + exp(-(m_f - max m_g) / 4)),
so being 4 points ahead of the best rival scores 0.73 and level scores 0.5. progress counts cards; a
negative horizon -k counts Propaganda Rounds instead (rounds_done): the playout stops once k more are
over, so the margins are read right after a Victory check and the Resources Phase (6.1, 6.2).
"""
import numpy as np

from engine.core import search as core
from engine.core.frames import top
from engine.core.jit import njit
from engine.cuba_libre.data import N_FACTIONS
from engine.cuba_libre.hidden import determinize
from engine.cuba_libre.layout import N_ACTIONS, OPT_NO_NP, OPTIONS, PH_PROPAGANDA, PHASE, POS, PROP_PLAYED, SEAT, WINNER
from engine.cuba_libre.legal import collect
from engine.cuba_libre.nonplayer.policy import np_action
from engine.cuba_libre.nonplayer.trace import TRACE_LEN
from engine.cuba_libre.playout import MAX_DECISIONS
from engine.cuba_libre.rules.victory import margins
from engine.cuba_libre.step import apply_action, is_over

N_PLAYERS = N_FACTIONS
MARGIN_SCALE = 4.0


@njit(cache=True)
def evaluate(s, out):
    w = s[WINNER]
    if is_over(s) and w >= 0:
        for f in range(N_FACTIONS):
            same_player = s[OPTIONS + OPT_NO_NP] == 1 and s[SEAT + f] == s[SEAT + w]
            out[f] = 1.0 if f == w or same_player else 0.0
        return
    m = margins(s)
    for f in range(N_FACTIONS):
        rival = -1_000_000
        for g in range(N_FACTIONS):
            if g != f and m[g] > rival:
                rival = m[g]
        out[f] = 1.0 / (1.0 + np.exp(-(m[f] - rival) / MARGIN_SCALE))


@njit(cache=True)
def progress(s):
    return s[POS]


@njit(cache=True)
def rounds_done(s):
    """Propaganda Rounds over (6.0): the Propaganda cards played, less the one being resolved."""
    return s[PROP_PLAYED] - (1 if s[PHASE] == PH_PROPAGANDA else 0)


@njit(cache=True, inline="always")
def policy(t, buf, rng, mask):
    """The factions with their bit in mask answer as the chapter 8 Non-players (np.policy.np_action, its
    own dice derived from the state); the others uniformly at random."""
    if (mask >> top(t, 1)) & 1:
        return np_action(t, np.empty(TRACE_LEN, dtype=np.int64))
    return core.random_action(t, buf, rng, collect)


@njit(cache=True)
def iterate(root, searcher, nodes, values, meta, rng, n_iters, c_explore, horizon, playout_mask, model_mask):
    if horizon < 0:  # -k: until k more Propaganda Rounds are over
        core.iterate(root, searcher, nodes, values, meta, rng, n_iters, c_explore, -horizon, playout_mask,
                     model_mask, N_PLAYERS, collect, policy, apply_action, is_over, determinize, evaluate,
                     rounds_done, N_ACTIONS, MAX_DECISIONS)
    else:
        core.iterate(root, searcher, nodes, values, meta, rng, n_iters, c_explore, horizon, playout_mask,
                     model_mask, N_PLAYERS, collect, policy, apply_action, is_over, determinize, evaluate,
                     progress, N_ACTIONS, MAX_DECISIONS)


@njit(cache=True)
def seed(root, nodes, values, meta, path, n_path):
    return core.seed_path(root, nodes, values, meta, path, n_path, collect, apply_action, N_ACTIONS)
