"""B.12 how the AI resolves event choices, and the simulation of a play that B.10.5's event value needs
(shared/spec/twilight_solo.md, our design), compiled.

A play is simulated on a copy of the state whose RNG words are replaced by the decision's own (the bot
never reads the dice the game will roll). The choices inside the simulated play are answered one step
ahead: the AI's by the general rule G (the answer with the best objective right after it), the human's by
the worst answer for the AI (B.10.5), Ops frames by B.11. Dice are averaged exactly (B.10.5) when the play
rolls one or two d6 and draws nothing else at random: 6 or 36 plays with those dice forced; otherwise (more
dice, a random card pick) one sampled outcome (RULINGS.md TS22)."""

import numpy as np

from engine.core.chance import outcome_words
from engine.core.frames import top
from engine.core.jit import njit
from engine.core.rng import N_WORDS, roll_d6
from engine.twilight.events.event_ops import OPS_COUP, OPS_PLACE, OPS_REALIGN, OPS_USE
from engine.twilight.layout import (
    A_CHOICE0,
    A_DONE,
    EV_LEFT,
    FR_COUP,
    FR_EVENT,
    FR_INFLUENCE,
    FR_ORDER,
    FR_REALIGN,
    N_ACTIONS,
    PH_OVER,
    PHASE,
    RNG,
    STACK_N,
)
from engine.twilight.legal import collect
from engine.twilight.nonplayer import trace as T
from engine.twilight.nonplayer.operations import KIND_COUP, answer_ops_frame, best_of_three, frame_targets, kill_target
from engine.twilight.nonplayer.special import special_answer
from engine.twilight.nonplayer.values import objective, pick_best
from engine.twilight.step import apply_action

SIM_STEPS = 40  # a play's choices answered at most (an event asks a few, Ops one a point)
EXACT_DICE = 2  # B.10.5: one d6 (6 cases) or two (36)
# FORCED_k[i]: RNG words whose next k d6 rolls are the i-th of the 6**k results (engine.core.chance)
FORCED_1 = outcome_words(1)
FORCED_2 = outcome_words(2)


@njit(cache=True)
def reseed(t, rng):
    for i in range(4):
        t[RNG + i] = rng[i]


@njit(cache=True, inline="always")
def one_step(s, me, r, aggr, legal, n, for_me, rng):
    """The legal answer with the best (for_me) or worst objective for me right after it; ties by seeded
    draw. Returns (index, value)."""
    vals = np.zeros(n)
    keys = np.zeros(n, dtype=np.int64)
    for i in range(n):
        u = s.copy()
        reseed(u, rng)
        apply_action(u, legal[i])
        v = objective(u, me, r, aggr)
        vals[i] = v if for_me else -v
    i, _ = pick_best(vals, keys, n, rng)
    return i, vals[i]


@njit(cache=True)
def in_play(kind):
    return kind == FR_EVENT or kind == FR_INFLUENCE or kind == FR_REALIGN or kind == FR_COUP or kind == FR_ORDER


@njit(cache=True, inline="always")
def sim_answer(u, me, r, aggr, legal, n, rng, trace):
    """One answer inside a simulated play (or, for me, in the real game: policy.np_action's FR_EVENT)."""
    kind, side, card, step = top(u, 0), top(u, 1), top(u, 2), top(u, 3)
    if side != me:
        i, _ = one_step(u, me, r, aggr, legal, n, False, rng)
        return legal[i]
    if kind == FR_ORDER:
        return legal[0]
    if kind == FR_EVENT:
        a = special_answer(u, me, r, aggr, legal, n, rng, trace)
        if a >= 0:
            return a
    if kind == FR_EVENT and step == OPS_USE:
        allowed = 0
        for i in range(n):
            if legal[i] >= A_CHOICE0:
                allowed |= 1 << (legal[i] - A_CHOICE0)
        if (allowed >> KIND_COUP) & 1 and kill_target(u, me, frame_targets(u, me, KIND_COUP, card)) >= 0:
            T.note(trace, T.EVENT_OPS_USE + KIND_COUP, 0)  # B.15 K1
            return A_CHOICE0 + KIND_COUP
        best, _ = best_of_three(u, me, r, aggr, card, u[EV_LEFT], 0, True, allowed, 0, rng)
        if best >= 0:
            T.note(trace, T.EVENT_OPS_USE + best, 0)
            return A_CHOICE0 + best
    if kind != FR_EVENT or (step == OPS_PLACE or step == OPS_REALIGN or step == OPS_COUP):
        may_stop = False
        for i in range(n):
            may_stop = may_stop or legal[i] == A_DONE
        a = answer_ops_frame(u, me, r, aggr, kind, step, card if kind == FR_EVENT else 0, may_stop, rng, trace)
        if a >= 0:
            return a
    i, _ = one_step(u, me, r, aggr, legal, n, True, rng)
    T.note(trace, T.EVENT_G, 0)
    return legal[i]


@njit(cache=True)
def played(s, me, r, aggr, a, words, rng):
    """The objective after action a and the rest of the play (its event's and Ops' choices), the dice drawn
    from RNG words `words`; the state after it."""
    u = s.copy()
    for i in range(N_WORDS):
        u[RNG + i] = words[i]
    apply_action(u, a)
    legal = np.empty(N_ACTIONS, dtype=np.int32)  # the buffer type of engine.core.legal
    trace = np.zeros(T.TRACE_LEN, dtype=np.int64)
    for _ in range(SIM_STEPS):
        if u[PHASE] == PH_OVER or u[STACK_N] == 0 or not in_play(top(u, 0)):
            break
        n = collect(u, legal, False)
        if n == 0:
            break
        apply_action(u, sim_answer(u, me, r, aggr, legal, n, rng, trace))
    return objective(u, me, r, aggr), u


@njit(cache=True)
def dice_drawn(before, u):
    """How many d6 rolls lead from RNG words `before` to u's (0..EXACT_DICE), -1 if none does (more dice, or
    another random draw)."""
    w = before.copy()
    for k in range(EXACT_DICE + 1):
        same = True
        for i in range(N_WORDS):
            same = same and w[i] == u[RNG + i]
        if same:
            return k
        roll_d6(w, 0)
    return -1


@njit(cache=True, inline="always")
def simulate(s, me, r, aggr, a, rng):
    """B.10.5: the objective after action a and the rest of the play, minus now; the dice averaged exactly
    over their 6 or 36 results when the play rolls one or two, else the one outcome of the decision's RNG."""
    base = objective(s, me, r, aggr)
    start = rng.copy()
    v, u = played(s, me, r, aggr, a, rng[:N_WORDS].copy(), rng)
    k = dice_drawn(start[:N_WORDS], u)
    if k <= 0:
        return v - base
    table = (FORCED_1 if k == 1 else FORCED_2).copy()  # writable rows, as the words above: one compile of played
    total = 0.0
    for i in range(table.shape[0]):
        v, _ = played(s, me, r, aggr, a, table[i], start.copy())
        total += v
    return total / table.shape[0] - base

