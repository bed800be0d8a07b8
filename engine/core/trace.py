"""A rulebook bot's trace: the rule branches one decision took, for `--explain`.

A trace is a flat int64 array: [0] the number of notes written, then (code, argument) pairs. Compiled bot
code appends notes; each game's nonplayer/trace.py names its codes and gives each a sentence citing its rule,
with the kind of its argument (a country, a card, a number, ... or none).
"""
import numpy as np

from engine.core.jit import njit


@njit(cache=True)
def note(trace, code, arg):
    """Append a (code, arg) pair; silently full once the array is."""
    n = trace[0]
    if 2 * n + 2 < trace.shape[0]:
        trace[1 + 2 * n] = code
        trace[2 + 2 * n] = arg
        trace[0] = n + 1


def new_trace(max_notes: int) -> np.ndarray:
    """An empty trace with room for max_notes notes."""
    return np.zeros(1 + 2 * max_notes, dtype=np.int64)


def explain(trace: np.ndarray, text: dict, formats: dict) -> list[str]:
    """The sentences of a trace, in the order the branches fired. text: code -> (template, kind); formats:
    kind -> the function naming an argument of that kind (kinds without one take no argument)."""
    out = []
    for i in range(int(trace[0])):
        code, arg = int(trace[1 + 2 * i]), int(trace[2 + 2 * i])
        template, kind = text[code]
        name = formats.get(kind)
        out.append(template.format(name(arg)) if name is not None else template)
    return out
