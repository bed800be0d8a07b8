"""Hidden information (determinize): what `player` cannot see is resampled, keeping what it knows.

Hidden from both: the order of the draw deck. Hidden from a side: the other side's hand (only its size is
open, 2.2), and the other side's headline while the headlines are being chosen (4.5C.1: secret until both
are revealed together), unless `player` holds the Man in Earth Orbit ability: then the other side chose and
revealed first (6.4.4). The other hand is kept while an event is being resolved (RULINGS.md T19).

Solitaire (shared/spec/twilight_solo.md H8, RULINGS.md TS26): the other side's cards that the draft dealt face
up (DRAFTED) are known and kept; only its face-down ones are resampled. The order of both decks and of the
Scoring Card deck is hidden from both sides and reshuffled, except the cards the side to move has drawn or
revealed for its card choice, which stay on top.

Known from events (RULINGS.md T19): the US hand, to the USSR, for the rest of a turn in which #98 Aldrich Ames
Remix occurred; the top cards of the draw deck that #108 Our Man in Tehran's side is looking at, to that side
(its answers name them), which stay in place.
"""
import numpy as np

from engine.core.deck import shuffle_range
from engine.core.frames import top
from engine.core.jit import njit
from engine.core.rng import N_WORDS, next_u32
from engine.twilight.data import BOX_HEADLINE_FIRST, N_CARDS, US
from engine.twilight.layout import (
    DECK,
    DECK_KEY,
    DECK_N,
    DRAFTED,
    EFFECT,
    EV_LEFT,
    FR_CARD,
    FR_EVENT,
    FR_HEADLINE,
    HEADLINE,
    LOC,
    LOC_DECK,
    LOC_HAND,
    LOC_PLAY,
    OPT_SOLITAIRE,
    OPTIONS,
    RNG,
    SD,
    SD_N,
    ST_HEADLINE,
    STEP,
)
from engine.twilight.rules.solitaire_offer import offered
from engine.twilight.rules.space import has_ability


@njit(cache=True)
def determinize(s, player, rng):
    """One sample of what `player` cannot see, and the future dice (fresh RNG words)."""
    other = 1 - player
    pool = np.empty(N_CARDS + 1, dtype=np.int64)
    n = 0
    hidden = s[STEP] == ST_HEADLINE and not has_ability(s, player, BOX_HEADLINE_FIRST)
    headline = s[HEADLINE + other] if hidden else 0
    if headline:
        pool[n] = headline
        n += 1
    n_hand = 0
    keep_hand = top(s, 0) == FR_EVENT or open_hand(s, other)  # T19: an event may name its cards; #98
    solo = s[OPTIONS + OPT_SOLITAIRE] == 1
    for c in range(1, N_CARDS + 1):
        if s[LOC + c] == LOC_HAND + other and not keep_hand and not (solo and s[DRAFTED + c] == 1):
            pool[n] = c
            n += 1
            n_hand += 1
    unseen = s[DECK_N] - looked_at(s, player)
    for i in range(unseen):
        pool[n] = s[DECK + i]
        n += 1
    pool[:n] = np.sort(pool[:n])  # the sample must not depend on the order it replaces (ISMCTS)
    shuffle_range(pool, 0, n, rng, 0)
    i = 0
    if headline:
        s[HEADLINE + other] = pool[0]
        s[LOC + pool[0]] = LOC_PLAY
        i = 1
    for _ in range(n_hand):
        s[LOC + pool[i]] = LOC_HAND + other
        i += 1
    for k in range(unseen):
        s[LOC + pool[i]] = LOC_DECK
        s[DECK + k] = pool[i]
        i += 1
    if solo:
        for side in range(2):
            shuffle_deck_order(s, side, rng)
        sd = s[SD : SD + s[SD_N]]
        sd[:] = np.sort(sd)
        shuffle_range(s, SD, s[SD_N], rng, 0)
    for k in range(N_WORDS):
        s[RNG + k] = next_u32(rng, 0)
    if s[RNG] == 0 and s[RNG + 1] == 0 and s[RNG + 2] == 0 and s[RNG + 3] == 0:
        s[RNG] = 1


@njit(cache=True)
def looked_at(s, player):
    """How many of the draw deck's top cards `player` knows: those #108 Our Man in Tehran's side is looking
    at while it discards (events/cards_101_110.e108_do; the other side does not see them)."""
    if top(s, 0) == FR_EVENT and top(s, 2) == 108 and top(s, 1) == player:
        return s[EV_LEFT]
    return 0


@njit(cache=True)
def open_hand(s, side):
    """Whether side's hand is open to the other side: #98 Aldrich Ames Remix, the US hand for the rest of the
    turn."""
    return side == US and s[EFFECT + 98] == 1


@njit(cache=True)
def shuffle_deck_order(s, side, rng):
    """H8: side's face-down deck in a fresh order (deck keys t..1, t on top), the cards offered to side's
    pending card choice (its draw, its revealed cards) kept on top in their order."""
    kind = top(s, 0)
    kept = np.zeros(0, dtype=np.int64)
    if (kind == FR_CARD or kind == FR_HEADLINE) and top(s, 1) == side:
        kept = offered(s, side, kind == FR_HEADLINE)
    rest = np.empty(N_CARDS, dtype=np.int64)
    n = 0
    for c in range(1, N_CARDS + 1):
        if s[LOC + c] == LOC_HAND + side:
            if not (kept == c).any():
                rest[n] = c
                n += 1
    shuffle_range(rest, 0, n, rng, 0)
    total = n + len(kept)
    for i in range(len(kept)):
        s[DECK_KEY + kept[i]] = total - i
    for j in range(n):
        s[DECK_KEY + rest[j]] = n - j
