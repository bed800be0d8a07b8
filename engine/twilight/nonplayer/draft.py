"""B.4 the draft's decisions (shared/spec/twilight_solo.md, our design), compiled: the AI's claim of one
card of each pair (the higher claim value cv; ties: higher printed Ops, then AI event > neutral > human
event, then seeded), and, for the bot in the human seat, the pairing (the face-up card the AI values most
first: the AI then takes the better card of adjacent cards in its own order, which keeps the sum of what
it takes lowest) and the gift of PAIR_GIVE (the card the AI values less)."""
import numpy as np

from engine.core.frames import top
from engine.core.jit import njit
from engine.twilight.data import CARD_OPS, CARD_SIDE
from engine.twilight.layout import A_CARD0, OPT_HUMAN_SIDE, OPTIONS
from engine.twilight.nonplayer import trace as T
from engine.twilight.nonplayer.cards import cards_of
from engine.twilight.nonplayer.own_play import claim_value
from engine.twilight.nonplayer.values import pick_best


@njit(cache=True)
def side_rank(c, ai):
    """B.4.4 tie order: an AI event 2, a neutral card 1, a human event 0."""
    if CARD_SIDE[c] == ai:
        return 2
    return 0 if CARD_SIDE[c] == 1 - ai else 1


@njit(cache=True)
def best_for_ai(s, cards, sign, rng):
    """The card of `cards` with the highest sign x cv for the AI, ties by sign x (printed Ops, side rank)."""
    ai = 1 - s[OPTIONS + OPT_HUMAN_SIDE]
    n = len(cards)
    vals = np.zeros(n)
    keys = np.zeros(n, dtype=np.int64)
    for i in range(n):
        vals[i] = sign * claim_value(s, ai, cards[i])
        keys[i] = sign * (3 * CARD_OPS[cards[i]] + side_rank(cards[i], ai))
    i, _ = pick_best(vals, keys, n, rng)
    return cards[i]


@njit(cache=True)
def answer_claim(s, me, legal, n, rng, trace):
    """FR_CLAIM: the AI claims the card of higher cv (B.4.4); the human (PAIR_GIVE) gives the lower."""
    cards, _ = cards_of(legal, n)
    if me == s[OPTIONS + OPT_HUMAN_SIDE]:
        c = best_for_ai(s, cards, -1, rng)
        T.note(trace, T.DRAFT_GIVE, c)
    else:
        c = best_for_ai(s, cards, 1, rng)
        T.note(trace, T.DRAFT_CLAIM, c)
    return A_CARD0 + c - 1


@njit(cache=True)
def answer_pair(s, legal, n, rng, trace):
    """FR_PAIR (the bot in the human seat): the open face-up card of highest cv for the AI."""
    cards, _ = cards_of(legal, n)
    c = best_for_ai(s, cards, 1, rng)
    T.note(trace, T.DRAFT_PAIR_FIRST if top(s, 2) == 0 else T.DRAFT_PAIR_SECOND, c)
    return A_CARD0 + c - 1
