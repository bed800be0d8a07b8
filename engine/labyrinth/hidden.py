"""Hidden information (determinize): what `player` cannot see is resampled, keeping what it knows.

Hidden from both: the order of the draw pile. Hidden from a side: the other side's hand (5.3.2: only
its size is open). Hidden from the US: which face-down plot marker is which (8.5.4) — on the map and in
Available Plots; the number of markers in each country and in the box is open. While an event is being
resolved, a Reassessment awaits its second card or #47 has drawn the Jihadist's card, the other hand is
kept (L49). While #5 NEST is in effect the plots in the United States are face up (L32): they are not
resampled. The solitaire bot's stack keeps how many gained cards lie on top (9.2). With the 9.2 mini-decks the mini-deck of every draw-pile place is known: a card changes places only
with unseen cards of its own association.
"""
import numpy as np

from engine.core.deck import shuffle_range
from engine.core.frames import top
from engine.core.jit import njit
from engine.core.rng import N_WORDS, next_u32
from engine.labyrinth.data import CARD_ASSOC, N_CARDS, N_COUNTRIES, UNITED_STATES, US
from engine.labyrinth.layout import (
    AVAIL,
    DRAW,
    DRAW_N,
    FR_CARD,
    FR_EVENT,
    FR_SECOND_CARD,
    LOC,
    LOC_DRAW,
    LOC_HAND_J,
    LOC_HAND_US,
    MARKED,
    PLOT0,
    RNG,
    STACK_ORDER,
    WMD,
)
from engine.labyrinth.rules.board import add, get, plots, put
from engine.labyrinth.rules.cards import mini_decks

NEST = 5
ANY_ASSOC = -1  # shuffle_unseen_of: every association at once (no mini-decks)


@njit(cache=True)
def shuffle_unseen_cards(s, player, rng):
    """The other hand and the draw pile dealt again from their cards; only the draw pile while a pending
    choice names cards of that hand: an event being resolved (#32 Back Channel: a US card matching an
    Adversary), a Reassessment's second 3-value card (7.6.2), the card #47 drew for the Jihadist."""
    other = LOC_HAND_J if player == US else LOC_HAND_US
    kind = top(s, 0)
    keep_hand = kind == FR_EVENT or kind == FR_SECOND_CARD or (kind == FR_CARD and top(s, 2) != 0)
    if other == LOC_HAND_J and not keep_hand:
        stamps = np.zeros(N_CARDS, dtype=np.int64)
        k = 0
        for c in range(1, N_CARDS + 1):
            if s[LOC + c] == LOC_HAND_J and s[STACK_ORDER + c] > 0:
                stamps[k] = s[STACK_ORDER + c]
                k += 1
        deal_unseen(s, other, keep_hand, rng)
        carry_stack_order(s, stamps, k, rng)
    else:
        deal_unseen(s, other, keep_hand, rng)


@njit(cache=True)
def carry_stack_order(s, stamps, k, rng):
    """9.2 solitaire: the resampled bot hand keeps how many of its cards lie on top of its stack, not which."""
    hand = np.empty(N_CARDS, dtype=np.int64)
    m = 0
    for c in range(1, N_CARDS + 1):
        if s[LOC + c] == LOC_HAND_J:
            s[STACK_ORDER + c] = 0
            hand[m] = c
            m += 1
    shuffle_range(hand, 0, m, rng, 0)
    for i in range(min(k, m)):
        s[STACK_ORDER + hand[i]] = stamps[i]


@njit(cache=True)
def deal_unseen(s, other, keep_hand, rng):
    if mini_decks(s):
        for assoc in range(3):
            shuffle_unseen_of(s, other, keep_hand, assoc, rng)
    else:
        shuffle_unseen_of(s, other, keep_hand, ANY_ASSOC, rng)


@njit(cache=True)
def shuffle_unseen_of(s, other, keep_hand, assoc, rng):
    """The unseen cards (the other hand unless kept, the draw pile) of one association (9.2 mini-decks) or of
    all (ANY_ASSOC) dealt again over the same places."""
    pool = np.empty(N_CARDS, dtype=np.int64)
    places = np.empty(N_CARDS, dtype=np.int64)
    n = 0
    n_other = 0
    for c in range(1, N_CARDS + 1):
        if (assoc == ANY_ASSOC or CARD_ASSOC[c] == assoc) and s[LOC + c] == other and not keep_hand:
            pool[n] = c
            n += 1
            n_other += 1
    for i in range(s[DRAW_N]):
        if assoc == ANY_ASSOC or CARD_ASSOC[s[DRAW + i]] == assoc:
            places[n - n_other] = i
            pool[n] = s[DRAW + i]
            n += 1
    pool[:n] = np.sort(pool[:n])  # the sample must not depend on the order it replaces (ISMCTS)
    shuffle_range(pool, 0, n, rng, 0)
    for i in range(n):
        c = pool[i]
        if i < n_other:
            s[LOC + c] = other
        else:
            s[LOC + c] = LOC_DRAW
            s[DRAW + places[i - n_other]] = c


@njit(cache=True)
def face_down(s, c):
    return not (c == UNITED_STATES and s[MARKED + NEST] != 0)


@njit(cache=True)
def shuffle_plots(s, rng):
    """Deal the face-down markers (on the map and available) again over the same places."""
    kinds = np.empty(64, dtype=np.int64)
    n = 0
    for k in range(1, WMD + 1):
        for _ in range(s[AVAIL + k]):
            kinds[n] = k
            n += 1
        for c in range(N_COUNTRIES):
            if face_down(s, c):
                for _ in range(get(s, c, PLOT0 + k - 1)):
                    kinds[n] = k
                    n += 1
    shuffle_range(kinds, 0, n, rng, 0)
    i = 0
    avail = 0
    for k in range(1, WMD + 1):
        avail += s[AVAIL + k]
        s[AVAIL + k] = 0
    for _ in range(avail):
        s[AVAIL + kinds[i]] += 1
        i += 1
    for c in range(N_COUNTRIES):
        if not face_down(s, c):
            continue
        here = plots(s, c)
        for k in range(1, WMD + 1):
            put(s, c, PLOT0 + k - 1, 0)
        for _ in range(here):
            add(s, c, PLOT0 + kinds[i] - 1, 1)
            i += 1


@njit(cache=True)
def determinize(s, player, rng):
    """One sample of what `player` cannot see, and the future dice (fresh RNG words)."""
    shuffle_unseen_cards(s, player, rng)
    if player == US:
        shuffle_plots(s, rng)
    for i in range(N_WORDS):
        s[RNG + i] = next_u32(rng, 0)
    if s[RNG] == 0 and s[RNG + 1] == 0 and s[RNG + 2] == 0 and s[RNG + 3] == 0:
        s[RNG] = 1
