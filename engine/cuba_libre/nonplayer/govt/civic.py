"""8.8.6 Civic Action: the largest shifts, never taking Government Resources below 9 (but in the final
Propaganda Round); Train's step 3 buys it the same way.
"""
from engine.core.jit import njit
from engine.cuba_libre.data import GOVT, N_SPACES, POP
from engine.cuba_libre.layout import A_DONE, A_SPACE0, RES, SUPPORT, TERROR
from engine.cuba_libre.nonplayer import guidelines as G
from engine.cuba_libre.nonplayer import trace as T
from engine.cuba_libre.nonplayer.guidelines import no_score
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules.board import get
from engine.cuba_libre.rules.propaganda import is_final, support_cost, support_space_ok

KEEP_RESOURCES = 9  # 8.8.2, 8.8.6: Civic Action never below 9 Resources (but in the final Round)


@njit(cache=True)
def civic_ok(s, sp):
    final = is_final(s)
    return support_space_ok(s, GOVT, sp) and (final or s[RES + GOVT] - support_cost(s, GOVT) >= KEEP_RESOURCES)


@njit(cache=True)
def civic_score(s, sp):
    """The largest shift first: Pop, where no Terror must be removed first."""
    return 10 * POP[sp] - get(s, sp, TERROR) if get(s, sp, SUPPORT) < 2 or get(s, sp, TERROR) > 0 else -1


@njit(cache=True)
def civic_space(s, rng, trace, legal, n, selected_only, code):
    score = no_score()
    for sp in range(N_SPACES):
        if G.has(legal, n, A_SPACE0 + sp) and civic_ok(s, sp) and (not selected_only or ops.is_selected(s, sp)):
            score[sp] = civic_score(s, sp)
    a = G.choose(rng, score, trace, code)
    if a >= 0:
        return a
    T.note(trace, T.OP_DONE, 0)
    return A_DONE
