"""The solitaire's decks as hands (shared/spec/twilight_solo.md A.5, B.1, B.6, B.13), compiled: each side's
cards of the turn are a face-down stack ordered by deck_key (higher nearer the top). The human draws the top 2
(1 if only 1 is left), plays one and puts the other at the bottom (H1), or plays the China Card and puts both at
the bottom in the order drawn (H6); the human headlines one of the top 2 (H7). The AI reveals its top card
(A.5) and headlines from its top 3 (B.13 `ai_headline_look`); which one is the AI policy's choice. A trapped
side (Bear Trap, Quagmire) chooses from its whole deck (H9; solitaire_offer.trap_draw). Only with OPT_SOLITAIRE
on."""
import numpy as np

from engine.core.deck import shuffle_range
from engine.core.jit import njit
from engine.twilight.data import CARD_INDEX, N_CARDS
from engine.twilight.layout import (
    DECK_KEY,
    DRAWN_OTHER,
    LOC,
    LOC_HAND,
    OPT_DECK_SHUFFLE,
    OPT_HUMAN_SEARCH_DECK,
    OPT_HUMAN_SIDE,
    OPT_SOLITAIRE,
    OPTIONS,
    PHASING,
    RNG,
    ST_ARS,
    STEP,
)

UN_INTERVENTION = CARD_INDEX["UN Intervention"]
HUMAN_DRAW = 2  # A.5 [TEXT]


@njit(cache=True)
def is_human(s, side):
    return s[OPTIONS + OPT_HUMAN_SIDE] == side


@njit(cache=True)
def order_decks(s):
    """B.4.6 (`deck_shuffle_each_turn`): at the turn's start each side's cards are shuffled into its face-down
    deck: keys 1..n, n on top; every card outside a deck has key 0. `deck_shuffle_each_turn` false: the held
    cards (keys 1..h, keep_held) stay on top in their order, the new cards (key 0) shuffled under them."""
    held = s[OPTIONS + OPT_DECK_SHUFFLE] == 0
    for c in range(N_CARDS + 1):
        if not held or s[DECK_KEY + c] <= 0:
            s[DECK_KEY + c] = 0
    for side in range(2):
        shuffle_under(s, side)


@njit(cache=True)
def keep_held(s):
    """`deck_shuffle_each_turn` false, before the turn's new cards arrive: each side's held cards get keys
    1..h in their order (h on top), every other card key 0 (order_decks then tells the new cards apart)."""
    if s[OPTIONS + OPT_DECK_SHUFFLE]:
        return
    for side in range(2):
        order = top_cards(s, side, N_CARDS)
        for i in range(len(order)):
            s[DECK_KEY + order[i]] = len(order) - i
    for c in range(N_CARDS + 1):
        if c == 0 or (s[LOC + c] != LOC_HAND and s[LOC + c] != LOC_HAND + 1):
            s[DECK_KEY + c] = 0


@njit(cache=True)
def shuffle_deck(s, side):
    """Side's face-down deck in a new order from the game's RNG: keys 1..n, n on top."""
    for c in range(1, N_CARDS + 1):
        if s[LOC + c] == LOC_HAND + side:
            s[DECK_KEY + c] = 0
    shuffle_under(s, side)


@njit(cache=True)
def shuffle_under(s, side):
    """The cards of side's deck with key 0 shuffled under the others (keys 1..n, n on top; the others' keys
    raised by n)."""
    cards = np.zeros(N_CARDS, dtype=np.int64)
    n = 0
    for c in range(1, N_CARDS + 1):
        if s[LOC + c] == LOC_HAND + side and s[DECK_KEY + c] == 0:
            cards[n] = c
            n += 1
    shuffle_range(cards, 0, n, s, RNG)
    for c in range(1, N_CARDS + 1):
        if s[LOC + c] == LOC_HAND + side and s[DECK_KEY + c] > 0:
            s[DECK_KEY + c] += n
    for i in range(n):
        s[DECK_KEY + cards[i]] = i + 1


@njit(cache=True)
def searches_deck(s, side):
    """B.6 H9: does side's "from your hand" reach its whole deck (every side but the human with
    `human_search_deck` false; outside the solitaire a hand is a hand)?"""
    return not s[OPTIONS + OPT_SOLITAIRE] or not is_human(s, side) or s[OPTIONS + OPT_HUMAN_SEARCH_DECK] != 0


@njit(cache=True)
def from_hand(s, side, c, k):
    """May side choose card c "from its hand" now (B.6 H9)? Any card of its hand, or of its deck in the
    solitaire; the human with `human_search_deck` false only a drawn card: in its own action round the other
    card of its draw (H1: at the bottom now), else its top k (the 2 it would draw, fewer once some were used)."""
    if s[LOC + c] != LOC_HAND + side:
        return False
    if searches_deck(s, side):
        return True
    if s[STEP] == ST_ARS and s[PHASING] == side and s[DRAWN_OTHER] != 0:
        return c == s[DRAWN_OTHER]
    for x in top_cards(s, side, max(k, 0)):
        if x == c:
            return True
    return False


@njit(cache=True)
def top_cards(s, side, k):
    """The top k cards of side's deck (fewer if fewer), top first; a card an event put into the deck has key
    0 (the bottom; ties by card number)."""
    out = np.zeros(k, dtype=np.int64)
    m = 0
    while m < k:
        best = 0
        for c in range(1, N_CARDS + 1):
            if s[LOC + c] != LOC_HAND + side:
                continue
            taken = False
            for j in range(m):
                if out[j] == c:
                    taken = True
            if not taken and (best == 0 or s[DECK_KEY + c] > s[DECK_KEY + best]):
                best = c
        if best == 0:
            break
        out[m] = best
        m += 1
    return out[:m]


@njit(cache=True)
def to_top(s, side, c):
    """Card c on top of side's deck (solo C.1: a card an event puts into a hand, SALT's)."""
    high = 0
    for x in range(1, N_CARDS + 1):
        if s[LOC + x] == LOC_HAND + side and x != c and s[DECK_KEY + x] > high:
            high = s[DECK_KEY + x]
    s[DECK_KEY + c] = high + 1


@njit(cache=True)
def to_bottom(s, side, c):
    """Card c under the rest of side's deck."""
    low = 1
    for x in range(1, N_CARDS + 1):
        if s[LOC + x] == LOC_HAND + side and x != c and s[DECK_KEY + x] < low:
            low = s[DECK_KEY + x]
    s[DECK_KEY + c] = low - 1
