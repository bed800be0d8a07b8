"""The US plans of one card play through the compiled rules, each valued at its horizon over the dice: the search
of the Labyrinth US optimiser (solver_ai/optimise/labyrinth/plans.py reads it).

A plan is every US decision of the card in play from a plan frame (5.2.2 which card, or 5.2.4 discard / keep; 6.1
event or which operation; 6.3.3 Reserves; 6.3.2 the opponent's event first or the Ops first; the operation's
targets, troops and removals, chapter 7; an event's own choices, 6.2, the Jihadist's events' included) up to the
first step that draws chance (a die, a random card or plot) or ends the card. Where the Jihadist answers in between, the
chapter 9 bot answers, as it will in the game (a pure function of the state: its 9.5 dice derive from it).

Its value is the US evaluation (value.us_value) at the horizon - the next choice of a card by either side, or the
end of the game - averaged over the dice: the step that ends the plan is replayed once for each row of `words`
(RNG words forcing every result of the next d6 rolls, engine.core.chance.outcome_words), the decisions up to the
horizon the bot's (the US's a random legal answer, 9.5). A plan whose horizon draws no chance is valued once.
"""
import numpy as np

from engine.core.chance import outcome_words
from engine.core.frames import top
from engine.core.jit import njit
from engine.labyrinth.data import US
from engine.labyrinth.layout import (
    FR_CARD,
    FR_COUNTRY,
    FR_DEST,
    FR_DISRUPT_MIX,
    FR_EVENT,
    FR_ORDER,
    FR_RESERVES,
    FR_SECOND_CARD,
    FR_SOURCE,
    FR_TROOPS,
    FR_USE,
    N_ACTIONS,
    RNG,
)
from engine.labyrinth.legal import collect
from engine.labyrinth.nonplayer.policy import np_action
from engine.labyrinth.nonplayer.trace import TRACE_LEN
from engine.labyrinth.step import apply_action, is_over
from engine.labyrinth.value import us_value

# The frames of a US card play the optimiser answers (chapters 5-7, and 6.2 an event's own choices).
PLAN_FRAMES = np.array([FR_CARD, FR_USE, FR_RESERVES, FR_ORDER, FR_COUNTRY, FR_SOURCE, FR_DEST, FR_TROOPS,
                        FR_DISRUPT_MIX, FR_SECOND_CARD, FR_EVENT], dtype=np.int64)
HORIZON_LIMIT = 400  # decisions from a plan's end to the horizon (a guard; a card takes far fewer)
MAX_DEPTH = 32  # US decisions of one plan (a card takes at most about ten)
MAX_PATH = 96  # decisions of one plan, the bot's in between included
BOT = -1  # the frame kind recorded for a decision the bot answered inside a plan
OVERFLOW = -1  # walk() found more plans than its buffers hold
PLAYOUT_PLANS = 1024  # plans best_first() weighs (a whole hand had at most 950 on 200 seeded positions)
DIE_WORDS = outcome_words(1)  # the next d6 forced to 1-6


@njit(cache=True)
def plan_frame(s):
    """The US decides here one of the decisions its plans cover (PLAN_FRAMES: its card play's, an event's own)."""
    if is_over(s) or top(s, 1) != US:
        return False
    kind = top(s, 0)
    for f in PLAN_FRAMES:
        if kind == f:
            return True
    return False


@njit(cache=True)
def rng_is(y, w):
    """y's RNG words are w (nothing drawn since they were)."""
    for i in range(4):
        if y[RNG + i] != w[i]:
            return False
    return True


@njit(cache=True)
def to_horizon(y, trace):
    """Play y on with the bot up to the next choice of a card (or the end of the game)."""
    for _ in range(HORIZON_LIMIT):
        if is_over(y) or top(y, 0) == FR_CARD:
            return
        apply_action(y, np_action(y, trace))


@njit(cache=True, inline="always")
def leaf_value(before, last, words, trace, out):
    """out[0] = the plan's value (its last step `last` from `before`, averaged over the rows of words), out[1] =
    the outcomes it took (1 when the first drew no chance)."""
    total = 0.0
    for i in range(words.shape[0]):
        y = before.copy()
        y[RNG:RNG + 4] = words[i]
        apply_action(y, last)
        to_horizon(y, trace)
        total += us_value(y)
        if i == 0 and rng_is(y, words[0]):
            out[0], out[1] = total, 1.0
            return
    out[0], out[1] = total / words.shape[0], words.shape[0]


@njit(cache=True)
def walk(s, words, paths, kinds, lens, values, samples):
    """Every plan from s (a plan frame) depth first in legal-action order: plan k's decisions in paths[k, :lens[k]],
    the frame each US decision answered in kinds[k] (BOT for the bot's), its value and outcomes in values[k] and
    samples[k] (not valued when words has no row). Returns the number of plans, or OVERFLOW."""
    trace = np.zeros(TRACE_LEN, dtype=np.int64)
    states = np.empty((MAX_DEPTH, s.shape[0]), dtype=s.dtype)
    legal = np.empty((MAX_DEPTH, N_ACTIONS), dtype=np.int32)
    n_legal = np.zeros(MAX_DEPTH, dtype=np.int64)
    index = np.zeros(MAX_DEPTH, dtype=np.int64)
    start = np.zeros(MAX_DEPTH, dtype=np.int64)  # the path's length on entering each depth
    path = np.empty(MAX_PATH, dtype=np.int64)
    kind = np.empty(MAX_PATH, dtype=np.int64)
    out = np.zeros(2)
    states[0] = s
    n_legal[0] = collect(states[0], legal[0], False)
    n = 0
    d = 0
    while d >= 0:
        if index[d] == n_legal[d]:
            d -= 1
            continue
        x = states[d]
        a = legal[d, index[d]]
        index[d] += 1
        p = start[d]
        path[p], kind[p] = a, top(x, 0)
        p += 1
        before = x
        words_x = x[RNG:RNG + 4]
        y = x.copy()
        apply_action(y, a)
        while rng_is(y, words_x) and not is_over(y) and top(y, 1) != US and top(y, 0) != FR_CARD:
            b = np_action(y, trace)  # the Jihadist inside the card (its event first): as in the game
            before = y.copy()
            apply_action(y, b)
            path[p], kind[p] = b, BOT
            p += 1
        if rng_is(y, words_x) and plan_frame(y) and top(y, 0) != FR_CARD:
            d += 1
            states[d] = y
            n_legal[d] = collect(y, legal[d], False)
            index[d] = 0
            start[d] = p
            continue
        if n == paths.shape[0]:
            return OVERFLOW
        paths[n, :p] = path[:p]
        kinds[n, :p] = kind[:p]
        lens[n] = p
        if words.shape[0] > 0:
            leaf_value(before, path[p - 1], words, trace, out)
            values[n], samples[n] = out[0], int(out[1])
        n += 1
    return n


@njit(cache=True)
def best_first(s):
    """The first decision of the best plan from s (a plan frame) valued over the next die, the first among equals:
    the optimiser's choice (solver_ai/optimise/labyrinth/plans.best) in compiled code, for the search's playouts;
    -1 when s has more plans than it weighs."""
    paths = np.empty((PLAYOUT_PLANS, MAX_PATH), dtype=np.int64)
    kinds = np.empty_like(paths)
    lens = np.zeros(PLAYOUT_PLANS, dtype=np.int64)
    values = np.zeros(PLAYOUT_PLANS)
    samples = np.zeros(PLAYOUT_PLANS, dtype=np.int64)
    n = walk(s, DIE_WORDS, paths, kinds, lens, values, samples)
    if n <= 0:
        return -1
    return paths[np.argmax(values[:n]), 0]
