"""np_action(s, trace): the solitaire AI's answer to the pending decision (shared/spec/twilight_solo.md
B.8-B.16), compiled, and the compiled playout. The side to move is the AI: the bot answers any seat (the
human's too, and both sides outside the solitaire), always with a legal action; where no part-B rule
decides, the first legal answer, and the trace says so."""
import numpy as np

from engine.core import playout as core_playout
from engine.core.frames import top
from engine.core.jit import njit
from engine.core.members import has
from engine.twilight.data import CARD_SIDE
from engine.twilight.layout import (
    A_DONE,
    CARD,
    EVENT_AFTER,
    FR_CARD,
    FR_CLAIM,
    FR_COUP,
    FR_EAGLE,
    FR_EVENT,
    FR_HEADLINE,
    FR_INFLUENCE,
    FR_ORDER,
    FR_PAIR,
    FR_REALIGN,
    FR_SETUP,
    FR_USE,
    N_ACTIONS,
)
from engine.twilight.legal import collect
from engine.twilight.nonplayer import trace as T
from engine.twilight.nonplayer.appendix import RISK, RISK_D1
from engine.twilight.nonplayer.cards import answer_card, answer_eagle, answer_headline
from engine.twilight.nonplayer.decide import answer_order, answer_use
from engine.twilight.nonplayer.draft import answer_claim, answer_pair
from engine.twilight.nonplayer.events import sim_answer
from engine.twilight.nonplayer.operations import answer_coup, answer_place, answer_realign
from engine.twilight.nonplayer.setup import answer_setup
from engine.twilight.nonplayer.values import aggressive, decision_rng, region_r
from engine.twilight.playout import MAX_DECISIONS
from engine.twilight.step import apply_action, is_over


@njit(cache=True, inline="always")
def decide(s, me, legal, n, trace):
    kind = top(s, 0)
    rng = decision_rng(s)
    t = s.copy()  # scratch: evaluations change it and put it back
    r = region_r(s)
    aggr = aggressive(s)
    if kind == FR_SETUP:
        return answer_setup(s, me, trace)
    if kind == FR_HEADLINE:
        return answer_headline(s, me, legal, n, rng, trace)
    if kind == FR_CARD:
        return answer_card(s, me, r, aggr, legal, n, rng, trace)
    if kind == FR_USE:
        return answer_use(s, t, me, r, aggr, legal, n, rng, trace)
    if kind == FR_ORDER:
        return answer_order(s, me, trace)
    if kind == FR_INFLUENCE:
        return answer_place(t, me, r, aggr, 0, rng, trace)
    if kind == FR_REALIGN:
        return answer_realign(t, me, r, aggr, 0, has(legal, n, A_DONE), rng, trace)
    if kind == FR_COUP:  # B.15 F4: an Ops-first D1 event still to come
        c = s[CARD]
        later = 1 if s[EVENT_AFTER] == 1 and CARD_SIDE[c] == 1 - me and RISK[c] == RISK_D1 else 0
        return answer_coup(t, me, r, aggr, 0, later, rng, trace)
    if kind == FR_EVENT:
        return sim_answer(t, me, r, aggr, legal, n, rng, trace)
    if kind == FR_EAGLE:
        return answer_eagle(s, me, legal, n, rng, trace)
    if kind == FR_PAIR:
        return answer_pair(s, legal, n, rng, trace)
    if kind == FR_CLAIM:
        return answer_claim(s, me, legal, n, rng, trace)
    return -1


@njit(cache=True)
def np_action(s, trace):
    """The AI's action for the side to move (legal, not applied); the rules taken go into `trace`
    (trace.TRACE_LEN words). Pure: reads the state, never changes it."""
    trace[0] = 0
    legal = np.empty(N_ACTIONS, dtype=np.int32)  # the buffer type of engine.core.legal
    n = collect(s, legal, False)
    if n == 1:
        T.note(trace, T.ONLY, 0)
        return legal[0]
    a = decide(s, top(s, 1), legal, n, trace)
    if a < 0 or not has(legal, n, a):
        T.note(trace, T.FALLBACK, 0)
        a = legal[0]
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
