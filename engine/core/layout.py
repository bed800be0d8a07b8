"""A tiny schema -> offsets helper for flat game states.

A game's state is one flat int64 NumPy array. `Layout` turns an ordered list of named fields
(each a scalar or an n-dimensional block) into offsets. Compiled code reads the offsets as
module-level integer constants (Numba freezes globals at compile time), Python code uses
`view()` for readable, writable access to one field.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from engine.core.rng import N_WORDS

STATE_DTYPE = np.int64


@dataclass(frozen=True)
class Field:
    name: str
    offset: int
    shape: tuple[int, ...]

    @property
    def size(self) -> int:
        return math.prod(self.shape)


class Layout:
    def __init__(self, fields: list[tuple[str, int | tuple[int, ...]]]):
        self.fields: dict[str, Field] = {}
        offset = 0
        for name, shape in fields:
            shape = (shape,) if isinstance(shape, int) else tuple(shape)
            if name in self.fields:
                raise ValueError(f"duplicate field {name}")
            self.fields[name] = Field(name, offset, shape)
            offset += math.prod(shape)
        self.size = offset

    def offset(self, name: str) -> int:
        return self.fields[name].offset

    def new(self) -> np.ndarray:
        return np.zeros(self.size, dtype=STATE_DTYPE)

    def view(self, state: np.ndarray, name: str) -> np.ndarray:
        """A writable view of one field, shaped as declared (a scalar field is a 1-element array)."""
        f = self.fields[name]
        return state[f.offset : f.offset + f.size].reshape(f.shape)

    def describe(self) -> list[tuple[str, int, tuple[int, ...]]]:
        return [(f.name, f.offset, f.shape) for f in self.fields.values()]


# The state's tail, the same in every game: the decision stack, the result, the step counter and the
# RNG words. Kept last, so that compiled helpers shared by the games (engine/core/frames.py) find it
# at fixed distances from the end of the state whatever each game puts before it.
FRAME_WIDTH = 4  # a frame is (kind, player, p1, p2)
MAX_FRAMES = 12  # Cuba Libre's depth; Labyrinth needs 6, and one size lets one frames.py serve both
TAIL_FIELDS = [
    ("stack_n", 1),
    ("stack", (MAX_FRAMES, FRAME_WIDTH)),
    ("winner", 1),
    ("end_reason", 1),
    ("decisions", 1),
    ("rng", N_WORDS),
]
TAIL_SIZE = sum(math.prod((n,) if isinstance(n, int) else n) for _, n in TAIL_FIELDS)
STACK_N_FROM_END = TAIL_SIZE  # s[len(s) - STACK_N_FROM_END] is stack_n
STACK_FROM_END = TAIL_SIZE - 1


def with_tail(fields: list[tuple[str, int | tuple[int, ...]]]) -> Layout:
    """A game's Layout: its own fields, then the shared tail."""
    return Layout(fields + TAIL_FIELDS)


def tail_offsets(layout: Layout) -> tuple[int, int, int, int, int, int]:
    """STACK_N, STACK, WINNER, END_REASON, DECISIONS, RNG of a layout made by with_tail."""
    return tuple(layout.offset(name) for name, _ in TAIL_FIELDS)
