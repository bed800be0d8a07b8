"""B.2 the AI's setup (shared/spec/twilight_solo.md, our design), compiled: a seeded d6 picks a row of the
table; the points go to its countries in order."""
import numpy as np

from engine.core.jit import njit
from engine.core.rng import M32, next_u32, roll_d6
from engine.twilight.data import COUNTRY_INDEX, N_COUNTRIES, START_INFLUENCE, USSR
from engine.twilight.layout import A_COUNTRY0, OPT_AI_SETUP, OPTIONS, RNG
from engine.twilight.nonplayer import trace as T
from engine.twilight.rules.board import inf

_ROWS = {
    USSR: ((("Poland", 4), ("East Germany", 1), ("Yugoslavia", 1)),
           (("Poland", 4), ("East Germany", 1), ("Austria", 1)),
           (("Poland", 3), ("East Germany", 1), ("Czechoslovakia", 1), ("Yugoslavia", 1))),
    1 - USSR: ((("West Germany", 4), ("Italy", 3)),
               (("West Germany", 4), ("Italy", 2), ("France", 1)),
               (("West Germany", 4), ("France", 3))),
}
SETUP_TABLE = np.zeros((2, 3, N_COUNTRIES), dtype=np.int64)  # [side, row, country] = points
for _side, _rows in _ROWS.items():
    for _i, _row in enumerate(_rows):
        for _name, _pts in _row:
            SETUP_TABLE[_side, _i, COUNTRY_INDEX[_name]] = _pts
SETUP_ORDER = np.array([[[COUNTRY_INDEX[n] for n, _ in row] + [-1] * (4 - len(row)) for row in _ROWS[side]]
                        for side in (0, 1)], dtype=np.int64)


@njit(cache=True)
def setup_roll(s):
    """The d6 of B.2: from the state's RNG words alone (no die is rolled during the setup, so every setup
    decision sees the same roll)."""
    g = np.empty(4, dtype=np.int64)
    for i in range(4):
        g[i] = (s[RNG + i] ^ (0x51ED27 * (i + 1))) & M32
    next_u32(g, 0)
    return roll_d6(g, 0)


@njit(cache=True)
def answer_setup(s, me, trace):
    """FR_SETUP: the next point of the rolled row (rows 1-2, 3-4, 5-6)."""
    row = 0 if s[OPTIONS + OPT_AI_SETUP] == 1 else (setup_roll(s) - 1) // 2  # `ai_setup` first_row
    T.note(trace, T.SETUP_ROW, row + 1)
    for i in range(4):
        c = SETUP_ORDER[me, row, i]
        if c >= 0 and inf(s, me, c) - START_INFLUENCE[me, c] < SETUP_TABLE[me, row, c]:
            T.note(trace, T.SETUP, c)
            return A_COUNTRY0 + c
    return -1
