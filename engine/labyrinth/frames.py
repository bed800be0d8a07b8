"""The decision stack (ARCHITECTURE.md section 2): frames of (kind, side, p1, p2) kept in the state."""
from numba import njit

from engine.labyrinth.layout import FRAME_WIDTH, STACK, STACK_N


@njit(cache=True)
def push(s, kind, side, p1, p2):
    o = STACK + s[STACK_N] * FRAME_WIDTH
    s[o] = kind
    s[o + 1] = side
    s[o + 2] = p1
    s[o + 3] = p2
    s[STACK_N] += 1


@njit(cache=True)
def pop(s):
    s[STACK_N] -= 1
    o = STACK + s[STACK_N] * FRAME_WIDTH
    for i in range(FRAME_WIDTH):
        s[o + i] = 0


@njit(cache=True)
def top(s, field):
    """Field 0 kind, 1 side, 2 p1, 3 p2 of the top frame (kind 0 when the stack is empty)."""
    if s[STACK_N] == 0:
        return 0
    return s[STACK + (s[STACK_N] - 1) * FRAME_WIDTH + field]


@njit(cache=True)
def set_top(s, field, value):
    s[STACK + (s[STACK_N] - 1) * FRAME_WIDTH + field] = value
