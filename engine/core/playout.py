"""Whole games in compiled code, for any game: the uniform random agent, the games between compiled
agents that `solver-ai play` and tournaments run, and the fuzz loop that checks the invariants after
every step.

A game passes its own compiled functions as arguments:
`collect(s, out, with_unbuilt)` writes the offered actions and returns their count (engine.<game>.legal),
`apply_action(s, a)`, `is_over(s)`, `violation(s)` (0 when every invariant holds).

Inlined, not cached, on purpose (see engine.core.legal): each game binds its own functions in
engine.<game>.playout, cached functions of plain arrays into which these loops are inlined.
"""
import numpy as np

from engine.core.frames import top
from engine.core.jit import njit
from engine.core.rng import randbelow


@njit(inline="always")
def random_action(s, rng, collect, n_actions):
    """A legal action chosen uniformly with the agent's own generator (4 words), not the game's dice."""
    buf = np.empty(n_actions, dtype=np.int32)
    n = collect(s, buf, False)
    return buf[randbelow(rng, 0, n)]


@njit(inline="always")
def random_game(s, rng, collect, apply_action, is_over, n_actions, max_decisions):
    """Play s to the end with uniformly random decisions; returns the number of decisions.
    max_decisions guards a rules bug from looping forever."""
    buf = np.empty(n_actions, dtype=np.int32)
    n_dec = 0
    while not is_over(s) and n_dec < max_decisions:
        n = collect(s, buf, False)
        apply_action(s, buf[randbelow(rng, 0, n)])
        n_dec += 1
    return n_dec


@njit(inline="always")
def bot_game(s, rng, bot_mask, counts, collect, apply_action, is_over, bot_action, trace, n_actions, max_decisions):
    """The rulebook bot's rollout: play s on to the end, the players with their bit in bot_mask answering by
    `bot_action(s, trace)`, the others uniformly at random from the caller-owned generator rng (4 words).
    counts[0] += decisions, counts[1] += the bot's decisions; max_decisions guards a rules bug."""
    buf = np.empty(n_actions, dtype=np.int32)
    n_dec = 0
    while not is_over(s) and n_dec < max_decisions:
        if (bot_mask >> top(s, 1)) & 1:
            a = bot_action(s, trace)
            counts[1] += 1
        else:
            a = buf[randbelow(rng, 0, collect(s, buf, False))]
        apply_action(s, a)
        counts[0] += 1
        n_dec += 1


@njit(inline="always")
def agents_game(s, bot_seats, rngs, actions, collect, apply_action, is_over, bot_action, trace, n_actions):
    """Play s on to the end between compiled agents, writing each action taken into `actions`; returns
    the number taken, len(actions) at most (a game still going then is a stalled one). The player to move
    (the top frame's owner) answers by `bot_action(s, trace)` when its bit is set in bot_seats, else
    uniformly at random with its own generator, the words rngs[4 * player : 4 * player + 4]: the draws
    of random_action, so that each seat makes the choices its agent would make one call at a time."""
    buf = np.empty(n_actions, dtype=np.int32)
    n = 0
    while n < len(actions) and not is_over(s):
        p = top(s, 1)
        if (bot_seats >> p) & 1:
            a = bot_action(s, trace)
        else:
            a = buf[randbelow(rngs, 4 * p, collect(s, buf, False))]
        apply_action(s, a)
        actions[n] = a
        n += 1
    return n


@njit(cache=True)
def no_bot(s, trace):
    """The bot_action of agents_game for a game without a rulebook bot (bot_seats 0: never called)."""
    return -1


@njit(inline="always")
def fuzz_game(s, rng, counts, collect, apply_action, is_over, violation, n_actions, max_decisions):
    """random_game that checks the invariants after every step and adds each action taken to
    counts[action]. Returns (decisions, code): code 0 if all held, else the first violation
    (see the game's invariants.MESSAGES; -1 = no legal action, -2 = too long)."""
    buf = np.empty(n_actions, dtype=np.int32)
    n_dec = 0
    code = violation(s)
    while code == 0 and not is_over(s):
        n = collect(s, buf, False)
        if n == 0:
            return n_dec, -1
        a = buf[randbelow(rng, 0, n)]
        counts[a] += 1
        apply_action(s, a)
        n_dec += 1
        code = violation(s)
        if n_dec >= max_decisions:
            return n_dec, -2
    return n_dec, code
