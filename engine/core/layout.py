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
