"""Which card events are built: all 120 (docs/labyrinth_cards.md and its coverage test read this list)."""
from engine.labyrinth.data import N_CARDS

BUILT_CARDS = tuple(range(1, N_CARDS + 1))
