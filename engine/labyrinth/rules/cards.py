"""Cards in hands, piles and boxes (5.2.8, 5.3), compiled. LOC[c] is where card c is."""
import numpy as np

from engine.core.deck import shuffle_range
from engine.core.jit import njit
from engine.core.rng import randbelow
from engine.labyrinth.data import ASSOC_JIHADIST, ASSOC_NONE, ASSOC_US, CARD_ASSOC, JIHADIST, N_CARDS, US
from engine.labyrinth.layout import (
    DECKS,
    DRAW,
    DRAW_N,
    LOC,
    LOC_DISCARD,
    LOC_DRAW,
    LOC_FIRST_PLOT,
    LOC_HAND_J,
    LOC_HAND_US,
    LOC_LAPSING,
    OPT_BOT,
    OPT_SOLO,
    OPTIONS,
    RESHUFFLES,
    RNG,
    SOLO_MINI_DECKS,
    STACK_ORDER,
)

MINI_DECK_ORDER = (ASSOC_NONE, ASSOC_JIHADIST, ASSOC_US)  # 9.2 optional: draws cycle through the mini-decks


@njit(cache=True)
def mini_decks(s):
    """9.2 optional rule (solitaire): the draw pile is three mini-decks drawn from in turn."""
    return s[OPTIONS + OPT_SOLO] != 0 and s[OPTIONS + OPT_BOT] & SOLO_MINI_DECKS != 0


@njit(cache=True)
def sort_mini_decks(s):
    """9.2 optional rule: the shuffled draw pile sorted into the unassociated, Jihadist and US mini-decks (each
    keeps its shuffled order), stored as the one pile their cycling draws make: unassociated, Jihadist, US,
    unassociated, ..., an empty mini-deck skipped. A draw takes the top card, so this is the rule's draw order."""
    n = s[DRAW_N]
    decks = np.zeros((3, n), dtype=np.int64)
    size = np.zeros(3, dtype=np.int64)
    for i in range(n - 1, -1, -1):  # from the top down
        c = s[DRAW + i]
        for d in range(3):
            if CARD_ASSOC[c] == MINI_DECK_ORDER[d]:
                decks[d, size[d]] = c
                size[d] += 1
    taken = np.zeros(3, dtype=np.int64)
    top = n - 1
    while top >= 0:
        for d in range(3):
            if taken[d] < size[d]:
                s[DRAW + top] = decks[d, taken[d]]
                taken[d] += 1
                top -= 1


@njit(cache=True)
def hand_loc(side):
    return LOC_HAND_US if side == US else LOC_HAND_J


@njit(cache=True)
def hand_count(s, side):
    loc = hand_loc(side)
    n = 0
    for c in range(1, N_CARDS + 1):
        if s[LOC + c] == loc:
            n += 1
    return n


@njit(cache=True)
def only_card(s, side):
    """The single card in a hand (5.2.4), else 0."""
    loc = hand_loc(side)
    found = 0
    for c in range(1, N_CARDS + 1):
        if s[LOC + c] == loc:
            if found:
                return 0
            found = c
    return found


@njit(cache=True)
def put_on_top(s, c):
    """9.2 solitaire: a card the bot gains goes on top of its face-down stack."""
    if s[OPTIONS + OPT_SOLO] != 0:
        s[STACK_ORDER] += 1
        s[STACK_ORDER + c] = s[STACK_ORDER]


@njit(cache=True)
def shuffle_stack(s):
    """9.2 solitaire: after FSB the bot's stack is shuffled: no card is known to be on top."""
    for c in range(1, N_CARDS + 1):
        if s[LOC + c] == LOC_HAND_J:
            s[STACK_ORDER + c] = 0


@njit(cache=True)
def top_card(s):
    """9.2 solitaire: the card on top of the bot's stack when a gained card is there, else 0 (the dealt cards lie
    in a random order: any of them is the top card with equal chance)."""
    best = 0
    for c in range(1, N_CARDS + 1):
        if s[LOC + c] == LOC_HAND_J and s[STACK_ORDER + c] > 0:
            if best == 0 or s[STACK_ORDER + c] > s[STACK_ORDER + best]:
                best = c
    return best


@njit(cache=True)
def random_card(s, loc):
    """A card drawn at random (in-state RNG) from those at loc (a hand), 0 if none; from the solitaire bot's hand
    its top card (9.2)."""
    if loc == LOC_HAND_J and s[OPTIONS + OPT_SOLO] != 0:
        c = top_card(s)
        if c > 0:
            return c
    n = 0
    for c in range(1, N_CARDS + 1):
        if s[LOC + c] == loc:
            n += 1
    if n == 0:
        return 0
    i = randbelow(s, RNG, n)
    for c in range(1, N_CARDS + 1):
        if s[LOC + c] == loc:
            if i == 0:
                return c
            i -= 1
    return 0


@njit(cache=True)
def reshuffle(s):
    """5.3.1: the discard pile and the cards in the Lapsing and 1st Plot boxes become the new draw pile
    (their effects go on through markers, 4.7.7), shuffled; the Deck marker advances. Returns False when
    this is the game-ending reshuffle (3.3): the game ends before it happens."""
    s[RESHUFFLES] += 1
    if s[RESHUFFLES] >= s[DECKS]:
        return False
    n = 0
    for c in range(1, N_CARDS + 1):
        loc = s[LOC + c]
        if loc == LOC_DISCARD or loc == LOC_LAPSING or loc == LOC_FIRST_PLOT:
            s[LOC + c] = LOC_DRAW
            s[DRAW + n] = c
            n += 1
    s[DRAW_N] = n
    shuffle_range(s, DRAW, n, s, RNG)
    if mini_decks(s):
        sort_mini_decks(s)
    return True


@njit(cache=True)
def draw_card(s, side):
    """5.2.8: the top card of the draw pile to a hand. Returns the card, 0 if the game ended (5.3.1) or no
    card is left anywhere to draw."""
    if s[DRAW_N] == 0:
        if not reshuffle(s):
            return 0
        if s[DRAW_N] == 0:
            return 0
    s[DRAW_N] -= 1
    c = s[DRAW + s[DRAW_N]]
    s[DRAW + s[DRAW_N]] = 0
    s[LOC + c] = hand_loc(side)
    s[STACK_ORDER + c] = 0
    return c


@njit(cache=True)
def deal(s, n_jihadist, n_us):
    """5.2.8: deal alternately, Jihadist first, each side its full number (9.2 mini-decks: the Jihadist's
    whole hand first, then the US's). False if the game ended."""
    if mini_decks(s):
        for _ in range(n_jihadist):
            if not draw_card(s, JIHADIST):
                return False
        for _ in range(n_us):
            if not draw_card(s, US):
                return False
        return True
    for i in range(max(n_jihadist, n_us)):
        if i < n_jihadist and not draw_card(s, JIHADIST):
            return False
        if i < n_us and not draw_card(s, US):
            return False
    return True
