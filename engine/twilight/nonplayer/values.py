"""B.9 modes, objectives and keys (shared/spec/twilight_solo.md, our design), compiled.

Aggressive mode (a scoring round) compares (region count + VP + WIN, V) lexicographically: it is one float,
the first component times BIG plus V (|V| stays far below BIG). Normal mode: V + VP + WIN. The region R is P's
(Southeast Asia's 7 countries for #38); outside the solitaire there is none (every country weighs 1)."""
import numpy as np

from engine.core.jit import njit
from engine.core.rng import M32, next_u32, randbelow
from engine.twilight.data import (
    BATTLEGROUND,
    EUROPE,
    N_COUNTRIES,
    NEXT_TO,
    REGION,
    SCORING_REGION,
    SE_ASIA_REGION,
    SOUTHEAST_ASIA,
    STABILITY,
    SUBREGIONS,
    US,
)
from engine.twilight.layout import (
    DECISIONS,
    MILLI,
    OPT_TIE_BREAK,
    OPT_V_WEIGHTS,
    OPT_VP_UNIT,
    OPTIONS,
    PH_OVER,
    PHASE,
    REGION_CARD,
    RNG,
    SD_PENDING,
    SD_SCORING,
    VP,
    WINNER,
)
from engine.twilight.rules.board import controls
from engine.twilight.rules.scoring import se_asia_vp, side_vp
from engine.twilight.rules.solitaire import solitaire

BIG = 10000.0  # aggressive mode: one unit of the first component outweighs any V difference
WIN = 1000.0  # B.9.1 WIN
EUROPE_CONTROL = 100.0  # B.9.1: control of Europe at a Europe count
EPS = 1e-9


@njit(cache=True)
def aggressive(s):
    """B.9.1, A.5 [TEXT]: more aggressive in a scoring round."""
    return solitaire(s) and s[SD_SCORING] == 1


@njit(cache=True)
def region_r(s):
    """R: the region of P (SE_ASIA_REGION for #38), -1 outside the solitaire or without P."""
    if not solitaire(s) or s[REGION_CARD] == 0:
        return -1
    return SCORING_REGION[s[REGION_CARD]]


@njit(cache=True)
def in_r(c, r):
    if r == SE_ASIA_REGION:
        return (SUBREGIONS[c] & SOUTHEAST_ASIA) != 0
    return r >= 0 and REGION[c] == r


@njit(cache=True)
def country_term(s, me, c, r):
    """B.9.1 one country's part of V for side me (D v_weights: battleground 3, non-battleground 1, next to the
    opponent's superpower +1, in R x2)."""
    if controls(s, me, c):
        side = 1.0
    elif controls(s, 1 - me, c):
        side = -1.0
    else:
        return 0.0
    f = real_option(s, OPT_V_WEIGHTS + 3) if in_r(c, r) else 1.0
    w = real_option(s, OPT_V_WEIGHTS + (0 if BATTLEGROUND[c] else 1))
    adj = NEXT_TO[1 - me, c] if side > 0 else NEXT_TO[me, c]
    return side * f * (w + adj * real_option(s, OPT_V_WEIGHTS + 2))


@njit(cache=True)
def position_value(s, me, r):
    """B.9.1 V(s)."""
    v = 0.0
    for c in range(N_COUNTRIES):
        v += country_term(s, me, c, r)
    return v


@njit(cache=True)
def score_r(s, me, r):
    """B.9.1 score_R: the net VP scoring R now would give me (control of Europe +-100)."""
    if r < 0:
        return 0.0
    if r == SE_ASIA_REGION:
        return float(se_asia_vp(s, me) - se_asia_vp(s, 1 - me))
    mine = side_vp(s, me, r)
    theirs = side_vp(s, 1 - me, r)
    if r == EUROPE and mine < 0:
        return EUROPE_CONTROL
    if r == EUROPE and theirs < 0:
        return -EUROPE_CONTROL
    return float(mine - theirs)


@njit(cache=True)
def vp_for(s, me):
    return float(s[VP] if me == US else -s[VP])


@njit(cache=True)
def win_term(s, me):
    if s[PHASE] != PH_OVER or s[WINNER] < 0:
        return 0.0
    return WIN if s[WINNER] == me else -WIN


@njit(cache=True)
def objective(s, me, r, aggr):
    """B.9.1 the mode's objective of a state (differences between states are the candidates' values).
    The region's count is included while it is still to be scored (a simulated play may run past it)."""
    v = position_value(s, me, r)
    direct = vp_for(s, me) + win_term(s, me)
    if not aggr:
        return v + vp_for(s, me) * real_option(s, OPT_VP_UNIT) + win_term(s, me)
    count = score_r(s, me, r) if s[SD_PENDING] == 1 else 0.0
    return (count + direct) * BIG + v


@njit(cache=True)
def unit(s, aggr):
    """The scale of one VP of the first component: BIG in aggressive mode (MV, the coup penalty), else D
    vp_unit."""
    return BIG if aggr else real_option(s, OPT_VP_UNIT)


@njit(cache=True)
def k_place(s, me, c, r):
    """B.9.4 placement key, higher first: battleground, in R, next to the human's superpower, higher
    stability."""
    return BATTLEGROUND[c] * 1000 + (100 if in_r(c, r) else 0) + NEXT_TO[1 - me, c] * 10 + STABILITY[c]


@njit(cache=True)
def k_att(s, me, c, r):
    """B.9.4 attack key, higher first: as k_place but lower stability."""
    return BATTLEGROUND[c] * 1000 + (100 if in_r(c, r) else 0) + NEXT_TO[1 - me, c] * 10 + (9 - STABILITY[c])


@njit(cache=True)
def decision_rng(s):
    """A generator for one decision's tie-breaks (B.9.3): the state's RNG words mixed with its decision
    counter, so the bot reads the state without drawing from it and a replay is bit-exact. Under `tie_break`
    lowest_id, all zeros (never a generator's state): the first tied candidate is taken."""
    g = np.zeros(4, dtype=np.int64)
    if s[OPTIONS + OPT_TIE_BREAK] == 1:
        return g
    for i in range(4):
        g[i] = s[RNG + i]
    g[0] = (g[0] ^ (s[DECISIONS] & M32) ^ 0x7F4A7C15) & M32
    g[3] = (g[3] ^ 0x9E3779B9) & M32
    if g[0] == 0 and g[1] == 0 and g[2] == 0 and g[3] == 0:
        g[0] = 1
    for _ in range(8):
        next_u32(g, 0)
    return g


@njit(cache=True)
def real_option(s, k):
    """A real part-D switch (layout OPTION_NUMBERS: stored in thousandths)."""
    return s[OPTIONS + k] / MILLI


@njit(cache=True)
def seeded(rng):
    """B.9.3 seeded random, not the `tie_break` lowest_id of decision_rng."""
    return rng[0] != 0 or rng[1] != 0 or rng[2] != 0 or rng[3] != 0


@njit(cache=True)
def pick_best(vals, keys, n, rng):
    """B.9.3: the index of the best candidate: the highest value, then the highest key, then a seeded
    draw among the tied (only when 2 or more tie, so replays are exact); -1 if n == 0. Also returns how
    many tied."""
    if n == 0:
        return -1, 0
    best = 0
    for i in range(1, n):
        if vals[i] > vals[best] + EPS or (abs(vals[i] - vals[best]) <= EPS and keys[i] > keys[best]):
            best = i
    tied = 0
    for i in range(n):
        if abs(vals[i] - vals[best]) <= EPS and keys[i] == keys[best]:
            tied += 1
    if tied < 2 or not seeded(rng):
        return best, tied
    r = randbelow(rng, 0, tied)
    for i in range(n):
        if abs(vals[i] - vals[best]) <= EPS and keys[i] == keys[best]:
            if r == 0:
                return i, tied
            r -= 1
    return best, tied
