"""The engines' compile decorator: `numba.njit` with one compiled signature per argument types, and no C
wrapper.

- **Constants are not specialised on.** Numba types a constant argument of a call from compiled code
  as a literal (`get(s, sp, 3)` passes `Literal[int](3)`) and compiles the callee, with its whole call
  tree, once per distinct constant: the Event dispatch `side` was compiled 11 times, `board.get` 58
  times, 2,378 signatures for 803 functions in Cuba Libre's first Non-player game. The engines never
  branch on an argument's type, so `Dispatcher` compiles a call for its arguments' plain types; LLVM
  still sees the constants where it inlines.
- **Integers are int64.** A narrower integer argument (an action read from an int32 buffer) is passed
  widened, so `apply_action(s, legal[i])` and `apply_action(s, a)` share one compile of the whole call
  tree rather than two (Cuba Libre compiled 88 functions twice this way).
- **No C wrapper.** Numba also builds, for every signature, a C-callable wrapper (for first-class
  function use and C callbacks) that the engines never use: about a sixth of a cold compile.

Every compiled function under `engine/` is decorated with this `njit` (tests/core/test_jit.py).
"""
import inspect

import numba
from numba.core import types
from numba.core.registry import CPUDispatcher


class Dispatcher(CPUDispatcher):
    """Numba's CPU dispatcher, except that a call from compiled code is compiled (and typed) for the
    plain types of its arguments, integers widened to int64, not for the values of its constants."""

    def get_call_template(self, args, kws):
        return super().get_call_template(tuple(_plain_type(a) for a in args),
                                         {k: _plain_type(v) for k, v in kws.items()})


def _plain_type(t):
    t = types.unliteral(t)
    return types.int64 if isinstance(t, types.Integer) and t.bitwidth < 64 else t


def _plain(made):
    if isinstance(made, CPUDispatcher):  # not under NUMBA_DISABLE_JIT, where it is the Python function
        made.__class__ = Dispatcher
    return made


def njit(*args, **options):
    """`numba.njit`, bare or with a signature and options, building a `Dispatcher` without a C wrapper."""
    if args and inspect.isfunction(args[0]):  # @njit without parentheses
        return _plain(numba.njit(args[0], no_cfunc_wrapper=True, **options))
    decorate = numba.njit(*args, no_cfunc_wrapper=True, **options)
    return lambda func: _plain(decorate(func))
