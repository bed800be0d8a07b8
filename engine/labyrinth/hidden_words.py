"""Which words of a state `player` cannot see: exactly the words determinize (hidden.py) may resample for
it, for the feature tensors of the adapters (solver_ai/interop/views.py). Plain Python: it runs once per
observation, not inside the search. A word is flagged where its value is not open to the player, even when
the player could infer it (e.g. the kinds of the face-down plots when all of them are of one kind).
"""
import numpy as np

from engine.core.frames import top
from engine.core.rng import N_WORDS
from engine.labyrinth.data import N_CARDS, N_COUNTRIES, US
from engine.labyrinth.hidden import face_down
from engine.labyrinth.layout import (
    AVAIL,
    C0,
    DRAW,
    DRAW_N,
    FR_CARD,
    FR_EVENT,
    FR_SECOND_CARD,
    LOC,
    LOC_DRAW,
    LOC_HAND_J,
    LOC_HAND_US,
    N_COLS,
    PLOT0,
    RNG,
    WMD,
)


def hidden_words(s: np.ndarray, player: int) -> np.ndarray:
    """5.3.2: the other hand's cards (kept while a choice names them, as hidden.shuffle_unseen_cards);
    the draw pile's order; 8.5.4, for the US: the kinds of the face-down plots (their number per place
    is open, but it lives in the same words); the RNG words (future dice)."""
    h = np.zeros(len(s), dtype=bool)
    h[RNG:RNG + N_WORDS] = True
    h[DRAW:DRAW + s[DRAW_N]] = True
    other = LOC_HAND_J if player == US else LOC_HAND_US
    kind = top(s, 0)
    keep_hand = kind == FR_EVENT or kind == FR_SECOND_CARD or (kind == FR_CARD and top(s, 2) != 0)
    for c in range(1, N_CARDS + 1):
        h[LOC + c] = s[LOC + c] == LOC_DRAW or (s[LOC + c] == other and not keep_hand)
    if player == US:
        h[AVAIL + 1:AVAIL + WMD + 1] = True
        for c in range(N_COUNTRIES):
            if face_down(s, c):
                h[C0 + c * N_COLS + PLOT0:C0 + c * N_COLS + PLOT0 + WMD] = True
    return h
