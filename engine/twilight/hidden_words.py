"""Which words of a state `player` cannot see: exactly the words determinize (hidden.py) may resample for
it, for the feature tensors of the adapters (solver_ai/interop/views.py). Plain Python: it runs once per
observation, not inside the search.
"""
import numpy as np

from engine.core.frames import top
from engine.core.rng import N_WORDS
from engine.twilight.data import BOX_HEADLINE_FIRST, N_CARDS
from engine.twilight.hidden import looked_at, open_hand
from engine.twilight.layout import DECK, DECK_N, FR_EVENT, HEADLINE, LOC, LOC_DECK, LOC_HAND, RNG, ST_HEADLINE, STEP
from engine.twilight.rules.space import has_ability


def hidden_words(s: np.ndarray, player: int) -> np.ndarray:
    """2.2: the other hand's cards (kept while an event is resolved and while #98 opens it, T19); the deck's
    order and cards, but the top cards #108's side is looking at (T19); 4.5C.1: the other side's headline and
    where its card is, while the headlines are secret (not with 6.4.4's ability); the RNG words (future dice)."""
    other = 1 - player
    h = np.zeros(len(s), dtype=bool)
    h[RNG:RNG + N_WORDS] = True
    unseen = s[DECK_N] - looked_at(s, player)
    h[DECK:DECK + unseen] = True
    keep_hand = top(s, 0) == FR_EVENT or open_hand(s, other)
    seen = s[DECK + unseen:DECK + s[DECK_N]]
    for c in range(1, N_CARDS + 1):
        in_deck = s[LOC + c] == LOC_DECK and c not in seen
        h[LOC + c] = in_deck or (s[LOC + c] == LOC_HAND + other and not keep_hand)
    headline = s[HEADLINE + other] if s[STEP] == ST_HEADLINE and not has_ability(s, player, BOX_HEADLINE_FIRST) else 0
    if headline:
        h[HEADLINE + other] = True
        h[LOC + headline] = True
    return h
