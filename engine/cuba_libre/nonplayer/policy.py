"""np_action(s, trace): the rulebook Non-player's answer to the pending decision, compiled.

The faction of the top frame answers with its flowchart (8.5-8.8). The answer is always one of the
legal actions: where no chapter 8 priority decides (a step inside an Event, 8.4.4's "otherwise
randomly"; a decision no procedure covers) a legal answer is drawn with the decision's own dice
(tables.derive_rng) and the trace says so.
"""
import numpy as np

from engine.core import playout as core_playout
from engine.core.frames import top
from engine.core.jit import njit
from engine.core.members import has
from engine.core.rng import randbelow
from engine.cuba_libre.data import DR, M26, SYN
from engine.cuba_libre.layout import (
    A_DONE,
    A_OP0,
    A_VOLUNTARY,
    FR_EVENT,
    FR_OP,
    FR_SPACE,
    N_ACTIONS,
    OP,
    OP_ID,
    SP_LAUNDER,
)
from engine.cuba_libre.legal import collect
from engine.cuba_libre.nonplayer import directorio, events, govt, m26, syndicate
from engine.cuba_libre.nonplayer import trace as T
from engine.cuba_libre.nonplayer.tables import derive_rng
from engine.cuba_libre.playout import MAX_DECISIONS
from engine.cuba_libre.step import apply_action, is_over


@njit(cache=True)
def flowchart(f, op_only, s, rng, trace, legal, n):
    """Faction f's chapter 8 answer to the top frame, or (op_only) the Operation its flowchart takes."""
    if f == SYN:
        return syndicate.choose_op(s, rng, trace, legal, n) if op_only else syndicate.decide(s, rng, trace, legal, n)
    if f == DR:
        return directorio.choose_op(s, rng, trace, legal, n) if op_only else directorio.decide(s, rng, trace, legal, n)
    if f == M26:
        return m26.choose_op(s, rng, trace, legal, n) if op_only else m26.decide(s, rng, trace, legal, n)
    return govt.choose_op(s, rng, trace, legal, n) if op_only else govt.decide(s, rng, trace, legal, n)


@njit(cache=True, inline="always")
def which_operation(s, rng, trace, legal, n):
    """8.4.4 "Free Ops/SAs are executed using that Faction's priorities": where every answer of an Event
    step begins a free Op of the faction answering (#43 Mafia Offensive: which LimOp), that faction's
    flowchart picks the Operation, judged as the free Op begins (no cost); -1 if the step is not that
    question or the flowchart takes none of them."""
    f = top(s, 1)
    ops = np.empty(n, dtype=np.int32)  # legal's type: the flowcharts compile once
    t = s
    for i in range(n):
        t = s.copy()
        apply_action(t, legal[i])
        if top(t, 0) != FR_OP or top(t, 1) != f:
            return -1
        ops[i] = A_OP0 + t[OP + OP_ID]
        for j in range(i):
            if ops[j] == ops[i]:
                return -1  # one Operation, several spaces: 8.4.4's where decides
    noted = trace[0]
    T.note(trace, T.EV_FREE_OP, f)
    a = flowchart(f, True, t, rng, trace, ops, n)
    for i in range(n):
        if ops[i] == a:
            return legal[i]
    trace[0] = noted  # the flowchart took none of them: its branches are not the answer's
    return -1


@njit(cache=True)
def np_action(s, trace):
    """The Non-player's action for the faction to move (legal, not applied); the branches taken go
    into `trace` (trace.TRACE_LEN words). Pure: reads the state, never changes it."""
    trace[0] = 0
    legal = np.empty(N_ACTIONS, dtype=np.int32)  # the buffer type of engine.core.legal: collect compiles once
    n = collect(s, legal, False)
    kind, f = top(s, 0), top(s, 1)
    if kind == FR_SPACE and top(s, 3) == SP_LAUNDER and has(legal, n, A_DONE):
        T.note(trace, T.LAUNDER_DECLINE, 0)  # 8.1 No Laundering, 8.1.2: never give Cash away
        return A_DONE
    rng = derive_rng(s)
    if kind == FR_EVENT:  # 8.4.3 / 8.4.4: a step inside an Event
        a = directorio.caracas_step(s, trace, legal, n) if f == DR else -1  # its 1.4.1 step (dispatch.OWN_FIRST)
        if a < 0 and n > 1:
            a = which_operation(s, rng, trace, legal, n)
        return a if a >= 0 else events.decide(s, rng, trace, legal, n)
    a = flowchart(f, False, s, rng, trace, legal, n)
    if (a < 0 or not has(legal, n, a)) and events.in_event(s):
        return events.decide(s, rng, trace, legal, n)  # a step the Event pushed that no flowchart covers
    if a < 0 or not has(legal, n, a):
        T.note(trace, T.FALLBACK_RANDOM, 0)
        a = legal[randbelow(rng, 0, n)]
        if a == A_VOLUNTARY and n > 1:  # never take own pieces off by chance (8.1.2: only when replacing)
            a = legal[0] if legal[0] != A_VOLUNTARY else legal[1]
    return a


@njit(cache=True)
def playout(s, rng_words, np_mask, counts):
    """Play on to the end (a compiled rollout, engine.core.playout.bot_game): factions with their bit in np_mask
    answer by np_action, the others uniformly at random from the caller-owned generator rng_words.
    counts[0] += decisions, counts[1] += the bot's decisions."""
    trace = np.zeros(T.TRACE_LEN, dtype=np.int64)
    core_playout.bot_game(s, rng_words, np_mask, counts, collect, apply_action, is_over, np_action, trace, N_ACTIONS,
                          MAX_DECISIONS)


@njit(cache=True)
def agents_game(s, np_seats, rngs, actions):
    """engine.core.playout.agents_game with the Non-players: factions with their bit in np_seats answer by
    np_action, the others uniformly at random with their own generator words (RulebookBot.agents_game)."""
    trace = np.zeros(T.TRACE_LEN, dtype=np.int64)
    return core_playout.agents_game(s, np_seats, rngs, actions, collect, apply_action, is_over, np_action, trace,
                                    N_ACTIONS)
