"""The solitaire's card supply, the draft (shared/spec/twilight_solo.md B.4, our design), compiled.

Each side needs n_s = H - held_s new cards (H the hand size of 4.5B); m = min of the two. 2m cards are dealt
face up (FR_PAIR / FR_CLAIM frames: `draft_mode` PAIR_SPLIT: the human forms m pairs, then the AI claims one
card of each pair, in the order formed, and the human takes the other; PAIR_GIVE: the pairs are dealt and
the human gives one card of each to the AI). The difference n_human - n_ai is then dealt face down to the
side that needs more; the decks are shuffled afterwards (solitaire_decks.order_decks). `draft_mode` DEAL is
the base game's deal (4.5B). A drafted card is marked DRAFTED: both sides saw it go to its deck (H8)."""
from engine.core.frames import push
from engine.core.jit import njit
from engine.twilight.layout import (
    DRAFT,
    DRAFT_CLAIMED,
    DRAFT_DEAL,
    DRAFT_M,
    DRAFT_N,
    DRAFT_PAIR_SPLIT,
    DRAFTED,
    FR_CLAIM,
    FR_PAIR,
    LOC,
    LOC_DRAFT,
    LOC_HAND,
    OPT_DRAFT_MODE,
    OPT_HUMAN_SIDE,
    OPTIONS,
)
from engine.twilight.rules.cards import cards_needed, draw, draw_card, put_on_top
from engine.twilight.rules.solitaire import solitaire

MAX_PAIRS = 9  # B.4.1: n_s <= H = 9


@njit(cache=True)
def drafting(s):
    """Does this game supply the turn's cards by the draft (solitaire, `draft_mode` not DEAL)?"""
    return solitaire(s) and s[OPTIONS + OPT_DRAFT_MODE] != DRAFT_DEAL


@njit(cache=True)
def draft_start(s):
    """B.4.1-2: m = min(n_human, n_ai); 2m cards face up from the draw deck (4.3 reshuffle). With fewer
    cards left than 2m, as many whole pairs as there are (an odd card goes back on top of the draw deck)."""
    human = s[OPTIONS + OPT_HUMAN_SIDE]
    m = min(cards_needed(s, human), cards_needed(s, 1 - human), MAX_PAIRS)  # B.4.1: n_s = H - held
    d = 0
    while d < 2 * m:
        c = draw_card(s, LOC_DRAFT)
        if c == 0:
            break
        s[DRAFT + d] = c
        d += 1
    if d % 2 == 1:  # back on top of the draw deck
        d -= 1
        put_on_top(s, s[DRAFT + d])
        s[DRAFT + d] = 0
    s[DRAFT_M] = d // 2
    s[DRAFT_CLAIMED] = 0
    # B.4.3 PAIR_SPLIT: the human forms the pairs; PAIR_GIVE: they are dealt in pairs
    s[DRAFT_N] = 0 if s[OPTIONS + OPT_DRAFT_MODE] == DRAFT_PAIR_SPLIT else s[DRAFT_M]


@njit(cache=True)
def pair_open(s, first):
    """The face-up cards not yet in a pair: draft[lo:2m], lo past the pair being formed (first != 0)."""
    lo = 2 * s[DRAFT_N] + (1 if first != 0 else 0)
    return lo, 2 * s[DRAFT_M]


@njit(cache=True)
def draft_next(s):
    """The draft's next decision (B.4.3 the human's next pick, B.4.4 the next claim), or, with none left,
    B.4.5: the difference dealt face down to the side that needs more. True once the draft is over."""
    human = s[OPTIONS + OPT_HUMAN_SIDE]
    if s[DRAFT_N] < s[DRAFT_M]:
        push(s, FR_PAIR, human, 0, 0)
        return False
    k = s[DRAFT_CLAIMED]
    if k < s[DRAFT_M]:
        split = s[OPTIONS + OPT_DRAFT_MODE] == DRAFT_PAIR_SPLIT
        push(s, FR_CLAIM, 1 - human if split else human, s[DRAFT + 2 * k], s[DRAFT + 2 * k + 1])
        return False
    for side in range(2):
        for _ in range(cards_needed(s, side)):
            if not draw(s, side):
                break
    for i in range(2 * MAX_PAIRS):
        s[DRAFT + i] = 0
    s[DRAFT_N] = 0
    s[DRAFT_M] = 0
    s[DRAFT_CLAIMED] = 0
    return True


@njit(cache=True)
def pick_for_pair(s, first, c):
    """B.4.3: the human puts face-up card c into the pair it forms (after `first`, if any): c moves to the
    pair's place in draft[]; the pair is formed with its second card. True when the pair is complete."""
    lo, hi = pair_open(s, first)
    for i in range(lo, hi):
        if s[DRAFT + i] == c:
            s[DRAFT + i] = s[DRAFT + lo]
            s[DRAFT + lo] = c
    if first == 0:
        return False
    s[DRAFT_N] += 1
    return True


@njit(cache=True)
def claim(s, c):
    """B.4.4: card c of the pair being claimed goes to the AI's deck, the other to the human's; both were
    seen face up (DRAFTED)."""
    human = s[OPTIONS + OPT_HUMAN_SIDE]
    k = s[DRAFT_CLAIMED]
    for i in range(2):
        x = s[DRAFT + 2 * k + i]
        s[LOC + x] = LOC_HAND + (1 - human if x == c else human)
        s[DRAFTED + x] = 1
    s[DRAFT_CLAIMED] = k + 1
