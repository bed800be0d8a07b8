"""8.2 Random Cities and Provinces, 8.3 Random ECs: breaking a tie between equally good spaces.

The tables are data (engine/cuba_libre/data/np_random_*.csv). 8.2: roll the green die (column) and the
yellow die (row), read the space; while it is not a candidate follow the arrows (Oriente -> Havana wraps
the chain). 8.3: if only ECs are candidates, roll on the Random EC table. Our sources lack the printed
tables (shared/data/cuba_libre/random_spaces.md), so every cell is marked `missing`; while a table is
incomplete the tie is broken uniformly among the candidates, which 8.2's note allows ("players may agree
on another method") and GMT's own later NP system uses (RULINGS.md R80). `table_space` / `table_ec` run
the printed procedure on any complete table (the tests give them one).

Dice: a bot decision must be a pure function of the state (records replay, `--explain` recomputes the
same choice, a search can call the policy on a copy), so the NP dice are not drawn by advancing the
state's own generator: `derive_rng` seeds a local xoshiro128** from the state's RNG words and its
decision counter (RULINGS.md R80).
"""
import numpy as np

from engine.core.data import csv_rows
from engine.core.jit import njit
from engine.core.rng import M32, next_u32, randbelow, roll_d6
from engine.cuba_libre.data import DATA, EC, N_SPACES, SPACE_INDEX, SPACE_TYPE
from engine.cuba_libre.layout import DECISIONS, RNG

WARMUP = 16  # draws discarded after seeding, so that neighbouring decision counters diverge


def _space(name: str) -> int:
    return SPACE_INDEX[name] if name else -1


GRID = np.full((6, 6), -1, dtype=np.int64)  # [green - 1, yellow - 1] -> space, -1 missing
for _r in csv_rows(DATA / "np_random_spaces.csv"):
    GRID[int(_r["green"]) - 1, int(_r["yellow"]) - 1] = _space(_r["space"])
ARROWS = np.full(N_SPACES, -1, dtype=np.int64)  # City/Province -> the next one along the arrows
for _r in csv_rows(DATA / "np_random_arrows.csv"):
    ARROWS[SPACE_INDEX[_r["space"]]] = _space(_r["next"])
EC_TABLE = np.full(6, -1, dtype=np.int64)  # die roll - 1 -> EC
for _r in csv_rows(DATA / "np_random_ec.csv"):
    EC_TABLE[int(_r["roll"]) - 1] = _space(_r["ec"])
CITY_PROVINCE = np.array([SPACE_TYPE[i] != EC for i in range(N_SPACES)])
SPACES_COMPLETE = bool((GRID >= 0).all() and (ARROWS[CITY_PROVINCE] >= 0).all())
EC_COMPLETE = bool((EC_TABLE >= 0).all())
EC_MASK = sum(1 << i for i in range(N_SPACES) if SPACE_TYPE[i] == EC)


@njit(cache=True)
def derive_rng(s):
    """A local generator for one decision: the state's RNG words mixed with its decision counter (R80)."""
    g = np.empty(4, dtype=np.int64)
    for i in range(4):
        g[i] = s[RNG + i]
    g[0] = (g[0] ^ (s[DECISIONS] & M32)) & M32
    g[3] = (g[3] ^ ((s[DECISIONS] >> 32) & M32) ^ 0x9E3779B9) & M32
    if g[0] == 0 and g[1] == 0 and g[2] == 0 and g[3] == 0:
        g[0] = 1
    for _ in range(WARMUP):
        next_u32(g, 0)
    return g


@njit(cache=True)
def count_bits(mask):
    n = 0
    for sp in range(N_SPACES):
        n += (mask >> sp) & 1
    return n


@njit(cache=True)
def uniform(rng, mask):
    """Each candidate of the bit mask with equal probability; -1 for an empty mask."""
    n = count_bits(mask)
    if n == 0:
        return -1
    k = randbelow(rng, 0, n)
    for sp in range(N_SPACES):
        if (mask >> sp) & 1:
            if k == 0:
                return sp
            k -= 1
    return -1


@njit(cache=True)
def table_space(rng, mask, grid, arrows):
    """8.2 with a complete table: green die = column, yellow = row; follow the arrows to a candidate."""
    green = roll_d6(rng, 0)
    yellow = roll_d6(rng, 0)
    sp = grid[green - 1, yellow - 1]
    for _ in range(N_SPACES):
        if (mask >> sp) & 1:
            return sp
        sp = arrows[sp]
    return -1


@njit(cache=True)
def table_ec(rng, mask, table):
    """8.3 with a complete table: roll again until the EC rolled is a candidate (e.g. not Sabotaged)."""
    while True:
        sp = table[roll_d6(rng, 0) - 1]
        if (mask >> sp) & 1:
            return sp


@njit(cache=True)
def random_space(rng, mask):
    """The tie-break of 8.2 / 8.3 among the candidate spaces of a bit mask (-1 if empty). ECs are picked
    by 8.3 only when they are the only candidates; the 8.2 table names Cities and Provinces only (R80)."""
    if mask == 0:
        return -1
    towns = mask & ~EC_MASK
    if towns == 0:
        return table_ec(rng, mask, EC_TABLE) if EC_COMPLETE else uniform(rng, mask)
    return table_space(rng, towns, GRID, ARROWS) if SPACES_COMPLETE else uniform(rng, towns)


@njit(cache=True)
def best(rng, score):
    """The space with the highest score (int64 per space; < 0: not a candidate), ties by random_space."""
    top = -1
    for sp in range(N_SPACES):
        if score[sp] > top:
            top = score[sp]
    if top < 0:
        return -1
    mask = 0
    for sp in range(N_SPACES):
        if score[sp] == top:
            mask |= 1 << sp
    return random_space(rng, mask)
