"""np_action(s, trace): the chapter 9 bot's answer to the pending decision, compiled; playout: whole games.

The bot plays the Jihadist. Its answer is always one of the legal actions; a US decision (the bot is not a
US player, 9.0) and a step no chapter 9 rule covers get a random legal answer, and the trace says so.
"""
import numpy as np

from engine.core import playout as core_playout
from engine.core.frames import top
from engine.core.jit import njit
from engine.core.members import has
from engine.core.rng import randbelow
from engine.labyrinth.data import N_COUNTRIES, US
from engine.labyrinth.layout import (
    A_COUNTRY0,
    A_DONE,
    A_NO,
    A_OP0,
    A_YES,
    FR_CARD,
    FR_COUNTRY,
    FR_DICE,
    FR_EVENT,
    FR_ORDER,
    FR_RADICAL,
    FR_RECRUIT_PLACE,
    FR_RESERVES,
    FR_RESOLVE,
    FR_SCHENGEN,
    FR_SETUP_CELL,
    FR_SETUP_REROLL,
    FR_TRAVEL_DEST,
    FR_USE,
    FR_WMD_REROLL,
    N_ACTIONS,
)
from engine.labyrinth.legal import collect
from engine.labyrinth.nonplayer import events
from engine.labyrinth.nonplayer import trace as T
from engine.labyrinth.nonplayer.chance import decision_rng, nearest, schengen_roll
from engine.labyrinth.nonplayer.operations import (
    dice_answer,
    major_answer,
    recruit_place_answer,
    travel_destination_answer,
)
from engine.labyrinth.nonplayer.radicalization import radical_step
from engine.labyrinth.nonplayer.sequence import choose_card, event_or_ops
from engine.labyrinth.playout import MAX_DECISIONS
from engine.labyrinth.step import apply_action, is_over


@njit(cache=True)
def schengen_answer(s, trace, legal, n):
    """9.5 / 9.8: the Schengen table, the nearest legal country when the roll is not allowed."""
    g = decision_rng(s)
    ok = np.zeros(N_COUNTRIES, dtype=np.bool_)
    for i in range(n):
        ok[legal[i] - A_COUNTRY0] = True
    c = nearest(s, schengen_roll(g), ok, g)
    T.note(trace, T.SCHENGEN_TABLE, c)
    return A_COUNTRY0 + c


@njit(cache=True)
def decide(s, trace, legal, n):
    kind = top(s, 0)
    if top(s, 1) == US:
        return -1
    if kind == FR_CARD:
        return choose_card(s, trace, legal, n)
    if kind == FR_USE:
        return event_or_ops(s, top(s, 2) == 1, trace, legal, n)
    if kind == FR_DICE:
        return dice_answer(s, trace, legal, n)
    if kind == FR_TRAVEL_DEST:
        return travel_destination_answer(s, top(s, 2), trace)
    if kind == FR_COUNTRY:
        return major_answer(s, trace, legal, n)
    if kind == FR_RECRUIT_PLACE:
        return recruit_place_answer(s, trace, legal, n)
    if kind == FR_RADICAL:
        return radical_step(s, top(s, 3), trace)
    if kind == FR_EVENT:
        return events.decide(s, trace, legal, n)
    if kind == FR_RESERVES:
        T.note(trace, T.NO_RESERVES, 0)
        return A_NO if has(legal, n, A_NO) else A_YES
    if kind == FR_ORDER:
        T.note(trace, T.OPS_FIRST, 0)
        return A_OP0 + top(s, 2)
    if kind == FR_WMD_REROLL:
        T.note(trace, T.NO_WMD_REROLL, 0)
        return A_NO
    if kind == FR_SCHENGEN:
        return schengen_answer(s, trace, legal, n)
    if kind == FR_SETUP_REROLL:
        T.note(trace, T.NO_SETUP_REROLL, 0)
        return A_DONE
    if kind == FR_RESOLVE:
        T.note(trace, T.RESOLVE_RANDOM, 0)
    elif kind == FR_SETUP_CELL:
        T.note(trace, T.SETUP_RANDOM, 0)
    else:
        T.note(trace, T.MARKER_RANDOM, 0)
    return legal[randbelow(decision_rng(s), 0, n)]


@njit(cache=True)
def np_action(s, trace):
    """The bot's action for the side to move (legal, not applied); the branches taken go into `trace`.
    Pure: reads the state, never changes it."""
    trace[0] = 0
    legal = np.empty(N_ACTIONS, dtype=np.int32)  # the buffer type of engine.core.legal: collect compiles once
    n = collect(s, legal, False)
    a = decide(s, trace, legal, n)
    if a < 0 or not has(legal, n, a):
        T.note(trace, T.US_SEAT if top(s, 1) == US else T.FALLBACK_RANDOM, 0)
        a = legal[randbelow(decision_rng(s), 0, n)]
    return a


@njit(cache=True)
def playout(s, rng_words, np_mask, counts):
    """Play on to the end (a compiled rollout, engine.core.playout.bot_game): sides with their bit in np_mask
    answer by np_action, the others uniformly at random from the caller-owned generator rng_words.
    counts[0] += decisions, counts[1] += the bot's decisions."""
    trace = np.zeros(T.TRACE_LEN, dtype=np.int64)
    core_playout.bot_game(s, rng_words, np_mask, counts, collect, apply_action, is_over, np_action, trace, N_ACTIONS,
                          MAX_DECISIONS)


@njit(cache=True)
def agents_game(s, np_seats, rngs, actions):
    """engine.core.playout.agents_game with the rulebook bot: sides with their bit in np_seats answer by
    np_action, the others uniformly at random with their own generator words (RulebookBot.agents_game)."""
    trace = np.zeros(T.TRACE_LEN, dtype=np.int64)
    return core_playout.agents_game(s, np_seats, rngs, actions, collect, apply_action, is_over, np_action, trace,
                                    N_ACTIONS)
