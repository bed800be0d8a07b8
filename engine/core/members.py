"""Membership tests for compiled code: in a tuple of constants (`x in values` is not compiled for tuples) and
among the first n entries of a legal-action buffer."""
from engine.core.jit import njit


@njit(inline="always")
def contains(values, x):
    """Whether x equals one of values (a tuple or an array)."""
    for v in values:
        if v == x:
            return True
    return False


@njit(cache=True)
def has(legal, n, a):
    """Whether action a is among legal[:n]."""
    for i in range(n):
        if legal[i] == a:
            return True
    return False
