"""Membership in a tuple of constants, for compiled code (`x in values` is not compiled for tuples)."""
from engine.core.jit import njit


@njit(inline="always")
def contains(values, x):
    """Whether x equals one of values (a tuple or an array)."""
    for v in values:
        if v == x:
            return True
    return False
