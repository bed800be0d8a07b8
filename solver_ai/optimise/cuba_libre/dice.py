"""Dice for the optimiser: Attack's d6 (3.3.3) and Kidnap's (4.3.3) by their six outcomes.

The engine rolls inside `apply_action` from the RNG words of the state. `force_roll` sets those words
to ones whose next d6 is the wanted value, so that the proof and the replay can walk every outcome
through the engine itself. `attack_removals` lists what a successful Attack may remove (the engine's
RM_ATTACK targeting, 1.4.1 / R30 on stopping), to give the model one Boolean per outcome.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from engine.core.rng import N_WORDS, roll_d6, seed_words
from engine.cuba_libre import layout as L
from engine.cuba_libre.game import GAME
from engine.cuba_libre.rules import pieces as pc

ATTACK_REMOVALS = 2  # 3.3.3: up to 2 enemy pieces


@lru_cache(maxsize=None)
def words_for_roll(r: int) -> tuple[int, ...]:
    """RNG words whose next d6 is r (found once by trying seeded words in order)."""
    for k in range(10_000):
        w = np.array(seed_words(k, 4242), dtype=np.int64)
        if int(roll_d6(w.copy(), 0)) == r:
            return tuple(int(x) for x in w)
    raise RuntimeError(f"no RNG words found for a roll of {r}")


def force_roll(s: np.ndarray, r: int) -> None:
    s[L.RNG : L.RNG + N_WORDS] = words_for_roll(r)


def outcomes(x: np.ndarray, a: int) -> list[np.ndarray]:
    """The positions after action a through the engine: one, or one per forced d6 (1..6, equally likely)
    when a rolls a die (an Attack space, a Kidnap without Cash: its RNG words move)."""
    y = x.copy()
    force_roll(y, 1)
    GAME.apply_action(y, a)
    if tuple(int(w) for w in y[L.RNG : L.RNG + N_WORDS]) == words_for_roll(1):
        y[L.RNG : L.RNG + N_WORDS] = x[L.RNG : L.RNG + N_WORDS]  # no roll: as if applied to x itself
        return [y]
    out = [y]
    for r in range(2, 7):
        z = x.copy()
        force_roll(z, r)
        GAME.apply_action(z, a)
        out.append(z)
    return out


def attack_outcomes(g: int, can_capture: bool) -> list[tuple[int, str]]:
    """(weight in sixths, outcome) of an Attack with g own Guerrillas: fail, success, success on a 1
    (Captured Goods: +1 Underground Guerrilla, 3.3.3; a plain success when none is Available)."""
    p = min(g, 6)
    if not can_capture:
        return [(w, o) for w, o in ((6 - p, "fail"), (p, "hit")) if w > 0]
    out = [(6 - p, "fail"), (p - 1, "hit"), (1, "captured")]
    return [(w, o) for w, o in out if w > 0]


def _target(c: list, actor: int, col: int, troops_only: bool) -> bool:
    """operations.target_ok for RM_ATTACK on piece counts c."""
    if c[col] == 0 or col == L.CAS_CLOSED:
        return False
    tf = int(pc.faction_of(col))
    if tf == actor:
        return False
    if not pc.is_base(col):
        return True
    cubes = c[L.TROOPS] + c[L.POLICE]
    if tf == 0:
        return cubes == 0
    u, a = ((L.M26_U, L.M26_A), (L.DR_U, L.DR_A), (L.SYN_U, L.SYN_A))[tf - 1]
    if c[u] + c[a] > 0:
        return False
    shielded = c[L.TROOPS] > 0 if troops_only else cubes > 0
    return not (col == L.CAS_OPEN and shielded)


def _targets(c: list, actor: int, troops_only: bool) -> list[int]:
    return [col for col in range(L.N_PIECE_COLS) if _target(c, actor, col, troops_only)]


def _removed(c: list, col: int) -> list:
    d = list(c)
    d[col] -= 1
    if col == L.CAS_OPEN:  # 1.4.5: closed instead
        d[L.CAS_CLOSED] += 1
    return d


def single_removals(c: list, actor: int) -> list[tuple[int, ...]]:
    """4.4.3 Assassinate: any one enemy piece, even a Base (a closed Casino is never a target)."""
    return [(col,) for col in range(L.N_PIECE_COLS)
            if c[col] > 0 and col != L.CAS_CLOSED and int(pc.faction_of(col)) != actor]


def attack_removals(c: list, actor: int, troops_only: bool) -> list[tuple[int, ...]]:
    """Every legal removal sequence (distinct by result) of a successful Attack on counts c."""
    out: dict[tuple, tuple[int, ...]] = {}
    for a in _targets(c, actor, troops_only):
        c1 = _removed(c, a)
        rest = _targets(c1, actor, troops_only)
        hit = int(pc.faction_of(a))
        if not rest or all(int(pc.faction_of(x)) != hit for x in rest):
            out.setdefault(tuple(c1), (a,))  # may stop: the faction hit has lost all it can
        for b in rest:
            out.setdefault(tuple(_removed(c1, b)), (a, b))
    return list(out.values())
