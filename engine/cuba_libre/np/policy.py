"""np_action(s, trace): the rulebook Non-player's answer to the pending decision, compiled.

The faction of the top frame answers; the factions whose flowchart is built are listed in BUILT. The
answer is always one of the legal actions: where no chapter 8 priority decides (a step inside an Event,
8.4.4's "otherwise randomly"; a decision no procedure covers) a legal answer is drawn with the
decision's own dice (tables.derive_rng) and the trace says so.
"""
import numpy as np
from numba import njit

from engine.core.frames import top
from engine.core.rng import randbelow
from engine.cuba_libre.data import DR, GOVT, M26, SYN
from engine.cuba_libre.layout import A_DONE, A_VOLUNTARY, FR_EVENT, FR_SPACE, N_ACTIONS, SP_LAUNDER
from engine.cuba_libre.legal import collect
from engine.cuba_libre.np import directorio, govt, m26, syndicate
from engine.cuba_libre.np import trace as T
from engine.cuba_libre.np.guidelines import has
from engine.cuba_libre.np.tables import derive_rng
from engine.cuba_libre.step import apply_action, is_over

NOT_BUILT = -1
BUILT = (True, True, True, True)  # by faction: 8.8, 8.7, 8.6, 8.5
FLOWCHART_RULES = ("8.8 Non-Player Government", "8.7 Non-Player 26July", "8.6 Non-Player Directorio",
                   "8.5 Non-Player Syndicate")


@njit(cache=True)
def np_action(s, trace):
    """The Non-player's action for the faction to move (legal, not applied), or NOT_BUILT when that
    faction's flowchart is not built. Writes the branches taken into `trace` (trace.TRACE_LEN words).
    Pure: reads the state, never changes it."""
    trace[0] = 0
    legal = np.empty(N_ACTIONS, dtype=np.int64)
    n = collect(s, legal, False)
    kind, f = top(s, 0), top(s, 1)
    if kind == FR_SPACE and top(s, 3) == SP_LAUNDER and has(legal, n, A_DONE):
        T.note(trace, T.LAUNDER_DECLINE, 0)  # 8.1 No Laundering, 8.1.2: never give Cash away
        return A_DONE
    if not BUILT[f]:
        return NOT_BUILT
    rng = derive_rng(s)
    a = -1
    if f == SYN:
        a = syndicate.decide(s, rng, trace, legal, n)
    elif f == DR:
        a = directorio.decide(s, rng, trace, legal, n)
    elif f == M26:
        a = m26.decide(s, rng, trace, legal, n)
    elif f == GOVT:
        a = govt.decide(s, rng, trace, legal, n)
    if a < 0 or not has(legal, n, a):
        T.note(trace, T.EVENT_STEP_RANDOM if kind == FR_EVENT else T.FALLBACK_RANDOM, 0)
        a = legal[randbelow(rng, 0, n)]
        if a == A_VOLUNTARY and n > 1:  # never take own pieces off by chance (8.1.2: only when replacing)
            a = legal[0] if legal[0] != A_VOLUNTARY else legal[1]
    return a


@njit(cache=True)
def playout(s, rng_words, np_mask, counts):
    """Play on to the end (a compiled rollout): factions with their bit in np_mask answer by np_action,
    the others uniformly at random from the caller-owned generator rng_words. counts[0] += decisions,
    counts[1] += Non-player decisions. Returns False (and stops) when a Non-player faction to move has
    no flowchart built yet."""
    trace = np.zeros(T.TRACE_LEN, dtype=np.int64)
    legal = np.empty(N_ACTIONS, dtype=np.int64)
    while not is_over(s):
        f = top(s, 1)
        if (np_mask >> f) & 1:
            a = np_action(s, trace)
            if a < 0:
                return False
            counts[1] += 1
        else:
            n = collect(s, legal, False)
            a = legal[randbelow(rng_words, 0, n)]
        apply_action(s, a)
        counts[0] += 1
    return True
