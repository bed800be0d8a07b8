"""9.5 Random country, and the bot's dice.

The bot's dice come from a generator derived from the state's RNG words and a salt, never by advancing the
state's own generator: a decision is a pure function of the state (as Cuba Libre's Non-players, R80). The
salt is the decision counter, except where several decisions must see the same dice (a Travel's destination
is drawn at its origin and again at its destination: the salt is then the travel's number, L67).

Candidates are scored (higher first, -1 not a candidate); the best score wins and equal priorities are
broken by one die (9.5, first bullet: uniform). The Global table's cells are not in our sources [EXT]: a
choice among more than 6 candidates is uniform too (L68). The Shia-Mix and Schengen tables are the
lwotai / Awakening ones (bot_notes.md 11, unverified) with the nearest legal country (9.5, last bullets).
"""
import numpy as np

from engine.core.jit import njit
from engine.core.rng import M32, next_u32, randbelow, roll_d6
from engine.labyrinth.data import COUNTRY_INDEX, N_COUNTRIES
from engine.labyrinth.layout import DECISIONS, RNG
from engine.labyrinth.nonplayer import trace as T
from engine.labyrinth.rules.board import adjacent

WARMUP = 16  # draws discarded after seeding, so that neighbouring salts diverge
SHIA_MIX_TABLE = np.array([COUNTRY_INDEX[c] for c in (
    "turkey", "turkey", "saudi-arabia", "saudi-arabia", "lebanon", "lebanon", "yemen", "yemen", "iraq", "iraq",
    "pakistan", "pakistan", "gulf-states", "gulf-states", "afghanistan", "afghanistan")], dtype=np.int64)  # 3d6 3..18
SCHENGEN_TABLE = np.array([COUNTRY_INDEX[c] for c in (
    "scandinavia", "benelux", "germany", "france", "spain", "italy")], dtype=np.int64)  # 1d6


@njit(cache=True)
def derive_rng(s, salt):
    """A local generator: the state's RNG words mixed with salt (by default the decision counter)."""
    g = np.empty(4, dtype=np.int64)
    for i in range(4):
        g[i] = s[RNG + i]
    g[0] = (g[0] ^ (salt & M32)) & M32
    g[3] = (g[3] ^ ((salt >> 32) & M32) ^ 0x9E3779B9) & M32
    if g[0] == 0 and g[1] == 0 and g[2] == 0 and g[3] == 0:
        g[0] = 1
    for _ in range(WARMUP):
        next_u32(g, 0)
    return g


@njit(cache=True)
def decision_rng(s):
    return derive_rng(s, s[DECISIONS])


@njit(cache=True)
def best(score, g, trace):
    """The candidate with the highest score (>= 0), equal priorities at random (9.5); -1 when none."""
    top = -1
    n = 0
    for c in range(N_COUNTRIES):
        if score[c] > top:
            top = score[c]
            n = 1
        elif score[c] == top and top >= 0:
            n += 1
    if top < 0:
        return -1
    if n > 1:
        T.note(trace, T.TIE_RANDOM, n)
    k = randbelow(g, 0, n)
    for c in range(N_COUNTRIES):
        if score[c] == top:
            if k == 0:
                return c
            k -= 1
    return -1


@njit(cache=True)
def random_among(ok, g):
    """9.5: one of the countries with ok[c] set, uniformly; -1 when none."""
    score = np.full(N_COUNTRIES, -1, dtype=np.int64)
    for c in range(N_COUNTRIES):
        if ok[c]:
            score[c] = 0
    return best(score, g, np.zeros(1 + 2 * T.MAX_NOTES, dtype=np.int64))


@njit(cache=True)
def nearest(s, origin, ok, g):
    """9.5 nearest country: the rolled country if legal, else the legal ones fewest steps away (adjacency
    with the Schengen links), equally near ones at random; -1 when none is legal."""
    dist = np.full(N_COUNTRIES, -1, dtype=np.int64)
    dist[origin] = 0
    frontier = np.zeros(N_COUNTRIES, dtype=np.bool_)
    frontier[origin] = True
    for d in range(N_COUNTRIES):
        hit = np.zeros(N_COUNTRIES, dtype=np.bool_)
        found = False
        for c in range(N_COUNTRIES):
            if frontier[c] and ok[c]:
                hit[c] = True
                found = True
        if found:
            return random_among(hit, g)
        nxt = np.zeros(N_COUNTRIES, dtype=np.bool_)
        grew = False
        for a in range(N_COUNTRIES):
            if frontier[a]:
                for b in range(N_COUNTRIES):
                    if dist[b] < 0 and adjacent(s, a, b):
                        dist[b] = d + 1
                        nxt[b] = True
                        grew = True
        if not grew:
            return -1
        frontier = nxt
    return -1


@njit(cache=True)
def global_roll(g):
    """9.5 Global table: its cells are not in our sources [EXT]: a uniform country (L68)."""
    return randbelow(g, 0, N_COUNTRIES)


@njit(cache=True)
def shia_mix_roll(g):
    """9.5 Shia-Mix table: three dice totalled."""
    return SHIA_MIX_TABLE[roll_d6(g, 0) + roll_d6(g, 0) + roll_d6(g, 0) - 3]


@njit(cache=True)
def schengen_roll(g):
    """9.5 Schengen table: one die (Eastern Europe is not on it)."""
    return SCHENGEN_TABLE[roll_d6(g, 0) - 1]
