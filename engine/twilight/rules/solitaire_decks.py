"""The solitaire's decks as hands (shared/spec/twilight_solo.md A.5, B.1, B.6, B.13), compiled: each side's
cards of the turn are a face-down stack ordered by deck_key (higher nearer the top). The human draws the top 2
(1 if only 1 is left), plays one and puts the other at the bottom (H1), or plays the China Card and puts both at
the bottom in the order drawn (H6); the human headlines one of the top 2 (H7). The AI reveals its top card
(A.5) and headlines from its top 3 (B.13 `ai_headline_look`); which one is the AI policy's choice. A trapped
side (Bear Trap, Quagmire) chooses from its whole deck (H9). Only with OPT_SOLITAIRE on."""
import numpy as np

from engine.core.deck import shuffle_range
from engine.core.jit import njit
from engine.twilight.data import CARD_INDEX, CHINA, N_CARDS
from engine.twilight.layout import DECK_KEY, DRAWN_OTHER, LOC, LOC_HAND, OPT_HUMAN_SIDE, OPTIONS, RNG
from engine.twilight.nonplayer.safety import unsafe
from engine.twilight.rules.cards import envy_owed
from engine.twilight.rules.effects import trapped

UN_INTERVENTION = CARD_INDEX["UN Intervention"]
HUMAN_DRAW = 2  # A.5 [TEXT]
AI_HEADLINE_LOOK = 3  # B.13 `ai_headline_look` default


@njit(cache=True)
def is_human(s, side):
    return s[OPTIONS + OPT_HUMAN_SIDE] == side


@njit(cache=True)
def order_decks(s):
    """B.4.6 (`deck_shuffle_each_turn`): at the turn's start each side's cards are shuffled into its face-down
    deck: keys 1..n, n on top; every card outside a deck has key 0."""
    cards = np.zeros(N_CARDS, dtype=np.int64)
    for c in range(N_CARDS + 1):
        s[DECK_KEY + c] = 0
    for side in range(2):
        n = 0
        for c in range(1, N_CARDS + 1):
            if s[LOC + c] == LOC_HAND + side:
                cards[n] = c
                n += 1
        shuffle_range(cards, 0, n, s, RNG)
        for i in range(n):
            s[DECK_KEY + cards[i]] = i + 1


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
def to_bottom(s, side, c):
    """Card c under the rest of side's deck."""
    low = 1
    for x in range(1, N_CARDS + 1):
        if s[LOC + x] == LOC_HAND + side and x != c and s[DECK_KEY + x] < low:
            low = s[DECK_KEY + x]
    s[DECK_KEY + c] = low - 1


@njit(cache=True)
def offered(s, side, headline):
    """The cards side may choose from now: the human's 2-card draw (H1, H7), the AI's top card (A.5) or its
    top 3 in the headline (B.13); a trapped side's whole deck (H9: empty = no restriction), and so a side
    owing Missile Envy's Ops play, wherever the card lies in its deck (TS7)."""
    if not headline and (trapped(s, side) or envy_owed(s, side)):
        return np.zeros(0, dtype=np.int64)
    if is_human(s, side):
        return top_cards(s, side, HUMAN_DRAW)
    if headline:
        return top_cards(s, side, AI_HEADLINE_LOOK)
    return ai_reveal(s, side)


@njit(cache=True)
def ai_reveal(s, side):
    """A.5 the AI's top card; B.15 F3 step 3 (RULINGS.md TS25): while the card revealed is unsafe (F2: a D1 or
    HC human event at DEFCON 2), the next one too, each card once, so that the AI may defer unsafe cards to the
    bottom; with every card unsafe the last is played (`unsafe_chain` VALVE_DEFER_PLAY: no forgo)."""
    top = top_cards(s, side, 1)
    if len(top) == 0 or not unsafe(s, side, top[0]):
        return top
    order = top_cards(s, side, N_CARDS)
    n = 1
    while n < len(order) and unsafe(s, side, order[n - 1]):
        n += 1
    return order[:n]


@njit(cache=True)
def card_offered(s, side, c, drawn):
    """May side choose card c from `drawn` (offered)? The China Card stays playable (H6, B.14)."""
    if c == CHINA or len(drawn) == 0:
        return True
    for x in drawn:
        if x == c:
            return True
    return False


@njit(cache=True)
def after_choice(s, side, c, drawn, headline):
    """H1, H6, H7: the human's other drawn card goes to the bottom; with the China Card both do, in the
    order drawn. The AI's looked-at cards stay on top in their order (B.13), but the unsafe cards it revealed
    before the one it plays go to the bottom (B.15 F3, B.14 CH-2). The other card is kept for UN Intervention
    (H4)."""
    s[DRAWN_OTHER] = 0
    if not is_human(s, side):
        if headline:
            return
        if len(drawn) > 0 and c == CHINA and unsafe(s, side, drawn[0]):
            to_bottom(s, side, drawn[0])  # B.14 CH-2: the unsafe card goes to the bottom
        for x in drawn:  # B.15 F3 step 3: the unsafe cards revealed before the one played
            if x == c or c == CHINA:
                break
            to_bottom(s, side, x)
        return
    for x in drawn:
        if x != c:
            to_bottom(s, side, x)
            if c != CHINA:
                s[DRAWN_OTHER] = x

