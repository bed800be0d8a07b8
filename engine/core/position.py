"""Reading position documents (docs/position-format.md, docs/labyrinth.md): the field checks every game
uses, each raising PositionError with one line naming the field and the rule it breaks, and the
`internal` section (what a person never writes: the decision stack, scratch words, the RNG words)."""
from __future__ import annotations

from typing import Any, NoReturn

import numpy as np

from engine.core.layout import Layout
from engine.core.protocol import PositionError
from engine.core.rng import M32, N_WORDS, seed_words


def fail(field: str, msg: str) -> NoReturn:
    raise PositionError(f"{field}: {msg}")


def as_int(value: Any, field: str, lo: int, hi: int, rule: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        fail(field, f"expected a whole number, got {value!r}")
    if not lo <= value <= hi:
        fail(field, f"{value} is outside {lo}-{hi} ({rule})")
    return value


def as_obj(value: Any, field: str) -> dict:
    if not isinstance(value, dict):
        fail(field, f"expected an object, got {type(value).__name__}")
    return value


def as_list(v: Any, field: str) -> list:
    if not isinstance(v, list):
        fail(field, f"expected a list, got {type(v).__name__}")
    return v


def as_choice(value: Any, field: str, names: tuple[str, ...], rule: str) -> int:
    if value not in names:
        fail(field, f"expected one of {', '.join(names)} ({rule}), got {value!r}")
    return names.index(value)


def read_internal(layout: Layout, s: np.ndarray, internal: Any, scalars: tuple[str, ...], arrays: tuple[str, ...],
                  hint: str) -> None:
    """The `internal` section into s: the named scalar and array fields, then the decision stack.
    hint ends the error of a malformed section (how to do without it)."""
    it = as_obj(internal, "internal")
    try:
        for name in scalars:
            s[layout.offset(name)] = int(it[name])
        for name in arrays:
            layout.view(s, name).reshape(-1)[:] = [int(x) for x in it[name]]
        frames = it["stack"]
        s[layout.offset("stack_n")] = len(frames)
        for i, fr in enumerate(frames):
            layout.view(s, "stack")[i] = [int(x) for x in fr]
    except (KeyError, TypeError, ValueError) as e:
        fail("internal", f"malformed engine section ({e}); {hint}")
    if any(w < 0 or w > M32 for w in layout.view(s, "rng")):
        fail("internal.rng", "RNG words are 32-bit unsigned integers")


def write_internal(layout: Layout, s: np.ndarray, it: dict, arrays: tuple[str, ...]) -> None:
    """Add the named array fields and the decision stack to an `internal` section."""
    for name in arrays:
        it[name] = [int(x) for x in layout.view(s, name).reshape(-1)]
    it["stack"] = [[int(x) for x in layout.view(s, "stack")[i]] for i in range(int(s[layout.offset("stack_n")]))]


def start_state(layout: Layout, doc: Any, top_keys: set[str], game_id: str, game_name: str,
              seed: int | None) -> tuple[dict, np.ndarray]:
    """Check a document's top-level fields and game, and start its state: zeros, no winner yet, the
    RNG words from `seed` (the document's own seed when None)."""
    doc = as_obj(doc, "position")
    for k in doc:
        if k not in top_keys:
            fail(k, f"unknown field; fields are {', '.join(sorted(top_keys))}")
    if doc.get("game", game_id) != game_id:
        fail("game", f"this is a {game_name} reader, not {doc['game']!r}")
    s = layout.new()
    seed = doc.get("seed", 0) if seed is None else seed
    as_int(seed, "seed", 0, 2**63 - 1, "a non-negative integer")
    s[layout.offset("rng") : layout.offset("rng") + N_WORDS] = seed_words(seed)
    s[layout.offset("winner")] = -1
    return doc, s
