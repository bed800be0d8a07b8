"""engine/core/jit.py: every compiled function of the engines is built once per argument types, not per
constant argument, and without Numba's C wrapper."""
import re

import numpy as np
from numba.core import types

from engine import cache
from engine.core import rng
from engine.core.jit import njit


def test_every_engine_module_compiles_with_the_engine_decorator():
    numba_njit = re.compile(r"from numba import[^\n]*\bnjit\b|numba\.njit")
    offenders = [p for p in cache.ROOT.rglob("*.py") if "__pycache__" not in p.parts and p.name != "jit.py"
                 and numba_njit.search(p.read_text(encoding="utf-8"))]
    assert offenders == []


def test_the_engine_decorator_leaves_out_the_c_wrapper():
    assert rng.next_u32.targetoptions["no_cfunc_wrapper"] is True


@njit
def _plus(x, k):
    return x + k


@njit
def _calls_with_three_constants(x):
    return _plus(x, 1) + _plus(x, 2) + _plus(x, 3)


def test_a_callee_called_with_different_constants_compiles_once():
    assert _calls_with_three_constants(10) == 36
    assert len(_plus.signatures) == 1  # Numba's own dispatcher: 3 (Literal[int](1), (2), (3))



@njit
def _double(x):
    return 2 * x


@njit
def _calls_with_an_int32_and_an_int64(buf):
    return _double(buf[0]) + _double(buf[0] + np.int64(1))  # int32, then int64


def test_a_callee_called_with_an_int32_and_an_int64_compiles_once():
    assert _calls_with_an_int32_and_an_int64(np.array([3], dtype=np.int32)) == 14
    assert _double.signatures == [(types.int64,)]  # Numba's own dispatcher: (int32,) and (int64,)
