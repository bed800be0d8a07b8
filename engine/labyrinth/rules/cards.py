"""Cards in hands, piles and boxes (5.2.8, 5.3), compiled. LOC[c] is where card c is."""
from engine.core.deck import shuffle_range
from engine.core.jit import njit
from engine.core.rng import randbelow
from engine.labyrinth.data import JIHADIST, N_CARDS, US
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
    RESHUFFLES,
    RNG,
)


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
def random_card(s, loc):
    """A card drawn at random (in-state RNG) from those at loc (a hand), 0 if none."""
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
    return True


@njit(cache=True)
def draw_card(s, side):
    """5.2.8: the top card of the draw pile to a hand. Returns False if the game ended (5.3.1) or no card
    is left anywhere to draw."""
    if s[DRAW_N] == 0:
        if not reshuffle(s):
            return False
        if s[DRAW_N] == 0:
            return False
    s[DRAW_N] -= 1
    c = s[DRAW + s[DRAW_N]]
    s[DRAW + s[DRAW_N]] = 0
    s[LOC + c] = hand_loc(side)
    return True


@njit(cache=True)
def deal(s, n_jihadist, n_us):
    """5.2.8: deal alternately, Jihadist first, each side its full number. False if the game ended."""
    for i in range(max(n_jihadist, n_us)):
        if i < n_jihadist and not draw_card(s, JIHADIST):
            return False
        if i < n_us and not draw_card(s, US):
            return False
    return True
