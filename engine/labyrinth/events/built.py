"""Which card events are built (no compiled code here, so the rules modules may read it without cycles).

A card not listed is refused as an event exactly as before events existed: offered to people only to name
the missing rule, never legal, and its event is not carried out when the opponent plays it for Ops (6.3.2;
it is counted in `events_skipped`, RULINGS L18).
"""
import numpy as np

from engine.labyrinth.data import N_CARDS

BUILT_CARDS = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 19, 20, 21, 22, 23, 24, 25, 26, 27,
               28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 42, 43, 44, 45, 46, 47, 49, 50, 51, 52, 55, 56,
               57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82,
               83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107,
               108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120)

BUILT = np.zeros(N_CARDS + 1, dtype=np.bool_)
BUILT[list(BUILT_CARDS)] = True
