"""engine/core/jit.py: every compiled function of the engines is built without Numba's C wrapper."""
import re

from engine import cache
from engine.core import rng


def test_every_engine_module_compiles_with_the_engine_decorator():
    numba_njit = re.compile(r"from numba import[^\n]*\bnjit\b|numba\.njit")
    offenders = [p for p in cache.ROOT.rglob("*.py") if "__pycache__" not in p.parts and p.name != "jit.py"
                 and numba_njit.search(p.read_text(encoding="utf-8"))]
    assert offenders == []


def test_the_engine_decorator_leaves_out_the_c_wrapper():
    assert rng.next_u32.targetoptions["no_cfunc_wrapper"] is True
