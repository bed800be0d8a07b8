"""The action lists of the game protocol, over a game's compiled `collect(s, out, with_unbuilt)`
(engine.<game>.legal): what the rules allow now, or also what they offer but is not built yet.

Inlined, not cached, on purpose (numba 0.68): a cached function taking a compiled function as an argument
misses the cache in every new process (the key holds that process's dispatcher), and a call with a
dispatcher as a runtime value makes the caller uncacheable ("dynamic globals"). Inlined into each game's
cached `legal.actions(s, with_unbuilt)`, whose arguments are plain arrays, `collect` becomes a direct call.
"""
import numpy as np

from engine.core.jit import njit


@njit(inline="always")
def actions(s, collect, n_actions, with_unbuilt):
    """A fresh int32 array of the actions collect writes (legal_actions: with_unbuilt False)."""
    buf = np.empty(n_actions, dtype=np.int32)
    n = collect(s, buf, with_unbuilt)
    return buf[:n].copy()


@njit(cache=True)
def emit(out, n, a):
    """Append action a to the list out[:n]; the new length."""
    out[n] = a
    return n + 1
