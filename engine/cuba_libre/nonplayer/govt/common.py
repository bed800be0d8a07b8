"""What every 8.8 step asks: the space limit (at most 4 spaces when the US Alliance is Firm, 3
Reluctant, 2 Embargoed) and the Government pieces a space can spare.
"""
import numpy as np

from engine.core.jit import njit
from engine.cuba_libre.data import GOVT
from engine.cuba_libre.layout import ALLIANCE, OP, OP_N_SELECTED, RES, TROOPS
from engine.cuba_libre.nonplayer import march as M
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules.board import controller, faction_pieces, get


@njit(cache=True)
def max_spaces(s):
    """8.8: at most 4 spaces when the US Alliance is Firm, 3 Reluctant, 2 Embargoed."""
    return 4 - s[ALLIANCE]


@njit(cache=True)
def paid_spaces(s, op):
    """How many spaces op can select with the Resources at hand (8.8: at most 2-4)."""
    cost = ops.space_cost(s, op, 0)
    return max_spaces(s) if cost == 0 else min(max_spaces(s), s[RES + GOVT] // cost)


@njit(cache=True)
def top_total(s, score, op):
    """The sum of the best scores over the spaces op can pay for (score is used up)."""
    total = 0
    for _ in range(paid_spaces(s, op)):
        k = np.argmax(score)
        if score[k] <= 0:
            break
        total += score[k]
        score[k] = -1
    return total


@njit(cache=True)
def room(s):
    return s[OP + OP_N_SELECTED] < max_spaces(s)


@njit(cache=True)
def op_space_ok(s, op, sp):
    return room(s) and ops.space_ok(s, GOVT, op, sp)


@njit(cache=True)
def others(s, sp):
    return M.others(s, sp, GOVT)


@njit(cache=True)
def surplus(s, sp):
    """Government pieces beyond those that keep its Control there (all of them without Control)."""
    g = faction_pieces(s, sp, GOVT)
    return g - others(s, sp) - 1 if controller(s, sp) == GOVT else g


@njit(cache=True)
def spare_troops(s, o):
    """Troops o may give up without losing Government Control (8.8.4 step 2), not those moved in."""
    return max(min(get(s, o, TROOPS) - s[ops.MOVED + 2 * o], surplus(s, o)), 0)
