"""Which words of a state a faction cannot see: exactly the words determinize (hidden.py) may resample,
for the feature tensors of the adapters (solver_ai/interop/views.py). Plain Python: it runs once per
observation, not inside the search.
"""
import numpy as np

from engine.core.rng import N_WORDS
from engine.cuba_libre.data import N_CARDS
from engine.cuba_libre.hidden import first_hidden
from engine.cuba_libre.layout import DECK, RNG


def hidden_words(s: np.ndarray, player: int) -> np.ndarray:
    """2.1, 2.2: the deck below the cards showing and the cards set aside (the same for every faction);
    the RNG words (future dice)."""
    h = np.zeros(len(s), dtype=bool)
    h[RNG:RNG + N_WORDS] = True
    h[DECK + first_hidden(s):DECK + N_CARDS] = True
    return h
