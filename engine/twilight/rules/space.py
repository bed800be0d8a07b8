"""6.4 the Space Race [DATA space_race.csv], compiled."""
from engine.core.jit import njit
from engine.core.rng import roll_d6
from engine.twilight.data import BOX_TWO_ATTEMPTS, N_BOXES, SPACE_OPS, SPACE_ROLL, SPACE_VP, US
from engine.twilight.layout import RNG, SPACE, SPACE_ATTEMPTS, SPACE_FIRST, VP


@njit(cache=True)
def has_ability(s, side, box):
    """6.4.4: a box's ability belongs to the first side to enter it, until the other side enters it too."""
    return s[SPACE_FIRST + box] == side and s[SPACE + 1 - side] < box


@njit(cache=True)
def space_allowed(s, side, ops):
    """6.4.1-6.4.2, 6.4.6: one attempt a turn (two with Animal in Space), Ops at least the next box's
    requirement, none from the last box."""
    box = s[SPACE + side]
    if box >= N_BOXES:
        return False
    attempts = 2 if has_ability(s, side, BOX_TWO_ATTEMPTS) else 1
    return s[SPACE_ATTEMPTS + side] < attempts and ops >= SPACE_OPS[box + 1]


@njit(cache=True)
def advance_space(s, side):
    """6.4.3: the marker moves one box; the first side there gains the left VP, the second the right."""
    box = s[SPACE + side] + 1
    s[SPACE + side] = box
    second = 0
    if s[SPACE_FIRST + box] < 0:
        s[SPACE_FIRST + box] = side
    else:
        second = 1
    vp = SPACE_VP[second, box]
    s[VP] += vp if side == US else -vp


@njit(cache=True)
def attempt_space(s, side):
    """6.4.2: one d6, success at most the next box's number; the attempt counts either way."""
    s[SPACE_ATTEMPTS + side] += 1
    if roll_d6(s, RNG) <= SPACE_ROLL[s[SPACE + side] + 1]:
        advance_space(s, side)
