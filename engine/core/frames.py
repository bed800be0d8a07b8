"""The decision stack (ARCHITECTURE.md section 2): frames of (kind, player, p1, p2) kept in the state.

Shared by every game: the stack sits in the state's common tail (engine.core.layout.TAIL_FIELDS), so
its offsets are fixed distances from the end of the state, whatever the game's own fields are.
"""
from engine.core.jit import njit
from engine.core.layout import FRAME_WIDTH, STACK_FROM_END, STACK_N_FROM_END

# Explicit signatures: Numba would otherwise compile these once per combination of constant arguments at
# the call sites (a frame kind written as a literal is its own type), 119 copies of push in Cuba Libre.
STATE = "int64[::1]"


@njit(f"void({STATE}, int64, int64, int64, int64)", cache=True)
def push(s, kind, player, p1, p2):
    n = s.shape[0] - STACK_N_FROM_END
    o = s.shape[0] - STACK_FROM_END + s[n] * FRAME_WIDTH
    s[o] = kind
    s[o + 1] = player
    s[o + 2] = p1
    s[o + 3] = p2
    s[n] += 1


@njit(f"void({STATE})", cache=True)
def pop(s):
    n = s.shape[0] - STACK_N_FROM_END
    s[n] -= 1
    o = s.shape[0] - STACK_FROM_END + s[n] * FRAME_WIDTH
    for i in range(FRAME_WIDTH):
        s[o + i] = 0


@njit(f"int64({STATE}, int64)", cache=True)
def top(s, field):
    """Field 0 kind, 1 player (faction or side), 2 p1, 3 p2 of the top frame (kind 0 when the stack is empty)."""
    n = s[s.shape[0] - STACK_N_FROM_END]
    if n == 0:
        return 0
    return s[s.shape[0] - STACK_FROM_END + (n - 1) * FRAME_WIDTH + field]


@njit(f"int64({STATE}, int64, int64)", cache=True)
def frame_field(s, i, field):
    """Field of the i-th frame from the bottom of the stack (i < the stack's depth)."""
    return s[s.shape[0] - STACK_FROM_END + i * FRAME_WIDTH + field]


@njit(f"void({STATE}, int64, int64)", cache=True)
def set_top(s, field, value):
    n = s[s.shape[0] - STACK_N_FROM_END]
    s[s.shape[0] - STACK_FROM_END + (n - 1) * FRAME_WIDTH + field] = value
