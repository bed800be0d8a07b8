"""The evaluation the Cuba Libre optimiser maximises, written once for both sides.

`score(q, f, w, minimum)` takes the position's aggregate quantities `q` (see `quantities`): on engine
states they are arrays over the states and `minimum` is `np.minimum`; inside a CP-SAT model they are linear expressions and
`minimum` makes a min variable. So the model's objective and the engine state's evaluation are the same
formula, and the proof compares like with like.

Default weights (integers, so that CP-SAT objectives are exact), per faction f:
    10 x own victory margin (7.3)
  -  3 x the sum of the other factions' margins
  +  2 x Population f Controls (1.7)
  +  5 x own Bases on the map (Syndicate: Casinos, open or closed)
  +  5 x open Casinos (Syndicate only; the others see Casinos through the Syndicate's margin)
  +  2 x own cubes / Guerrillas on the map
  -  1 x the other factions' cubes / Guerrillas on the map (attrition counts where Control does not: ECs)
  +  1 x own Underground Guerrillas (they can still Terror, Attack, Ambush)
  +  1 x own Resources
Change them with `Weights(...)`; margins already contain Support/Opposition, DR Control and Resources
for the Syndicate, so the extra terms only break ties between plans of equal margin.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from engine.cuba_libre import layout as L
from engine.cuba_libre.data import (
    DR,
    EC,
    M26,
    N_FACTIONS,
    N_SPACES,
    POP,
    SPACE_TYPE,
    SYN,
)

# Piece columns counted for each faction's Control (1.7: open Casinos only).
CONTROL_COLS = ((L.TROOPS, L.POLICE, L.GBASE), (L.M26_U, L.M26_A, L.M26_BASE), (L.DR_U, L.DR_A, L.DR_BASE),
                (L.SYN_U, L.SYN_A, L.CAS_OPEN))
BASE_COLS = ((L.GBASE,), (L.M26_BASE,), (L.DR_BASE,), (L.CAS_OPEN, L.CAS_CLOSED))
UNIT_COLS = ((L.TROOPS, L.POLICE), (L.M26_U, L.M26_A), (L.DR_U, L.DR_A), (L.SYN_U, L.SYN_A))
UNDERGROUND_COL = (None, L.M26_U, L.DR_U, L.SYN_U)


@dataclass(frozen=True)
class Weights:
    margin: int = 10
    opponents: int = -3
    control: int = 2
    bases: int = 5
    casinos: int = 5
    units: int = 2
    enemies: int = -1
    underground: int = 1
    resources: int = 1


DEFAULT = Weights()


def support_of(level: int, sp: int) -> int:
    """1.6.3: this space's share of Total Support."""
    return max(level, 0) * int(POP[sp])


def opposition_of(level: int, sp: int) -> int:
    return max(-level, 0) * int(POP[sp])


def margins(q, minimum, scale: int = 1) -> list:
    """7.3, on aggregate quantities (victory.margins on a state). With `scale` the quantities are
    `scale` times their value (an expectation over dice outcomes weighted in sixths) and so are the
    thresholds, so that the margins come out `scale` times too."""
    return [
        q["support"] - 18 * scale,
        q["opposition"] + q["bases"][M26] - 15 * scale,
        q["control_pop"][DR] + q["bases"][DR] - 9 * scale,
        minimum(q["open_casinos"] - 7 * scale, q["resources"][SYN] - 30 * scale),
    ]


def score(q, f: int, w: Weights, minimum, scale: int = 1):
    """The weighted sum (built from a list, never with `+=`: OR-Tools sums extend in place); `scale`
    times the evaluation when the quantities are scaled (see margins)."""
    m = margins(q, minimum, scale)
    terms = [w.margin * m[f], *(w.opponents * m[g] for g in range(N_FACTIONS) if g != f),
             w.control * q["control_pop"][f], w.bases * q["bases"][f], w.units * q["units"][f],
             *(w.enemies * q["units"][g] for g in range(N_FACTIONS) if g != f),
             w.resources * q["resources"][f]]
    if f == SYN:
        terms.append(w.casinos * q["open_casinos"])
    if UNDERGROUND_COL[f] is not None:
        terms.append(w.underground * q["underground"][f])
    return sum(terms)


def controller(counts) -> int:
    """1.7 on one space's piece counts (an EC is never Controlled: the caller skips ECs)."""
    per = [sum(int(counts[c]) for c in cols) for cols in CONTROL_COLS]
    total = sum(per)
    for f in range(N_FACTIONS):
        if 2 * per[f] > total:
            return f
    return -1


def quantities(states: np.ndarray) -> dict:
    """The aggregates `score` needs, read from a stack of engine states (one row each): an array over the
    states per quantity, vectorised over states and spaces (the SA-first pairs rank many positions)."""
    rows = states[:, L.SP : L.SP + N_SPACES * L.N_COLS].reshape(-1, N_SPACES, L.N_COLS).astype(np.int64)
    lvl = rows[..., L.SUPPORT]
    per = np.stack([rows[..., list(cols)].sum(axis=-1) for cols in CONTROL_COLS], axis=-1)
    owns = (2 * per > per.sum(axis=-1, keepdims=True)) & _NOT_EC[:, None]  # 1.7: at most one faction per space
    col_sum = rows[..., : L.N_PIECE_COLS].sum(axis=1)
    zero = np.zeros(len(states), dtype=np.int64)
    return {"support": (np.maximum(lvl, 0) * _POP).sum(axis=1), "opposition": (np.maximum(-lvl, 0) * _POP).sum(axis=1),
            "control_pop": list((owns * _POP[:, None]).sum(axis=1).T),
            "bases": [col_sum[:, list(cols)].sum(axis=1) for cols in BASE_COLS],
            "units": [col_sum[:, list(cols)].sum(axis=1) for cols in UNIT_COLS],
            "underground": [zero if c is None else col_sum[:, c] for c in UNDERGROUND_COL],
            "open_casinos": col_sum[:, L.CAS_OPEN],
            "resources": [states[:, L.RES + f].astype(np.int64) for f in range(N_FACTIONS)]}


_POP = np.asarray(POP, dtype=np.int64)
_NOT_EC = np.asarray(SPACE_TYPE) != EC


def evaluate_many(states: list[np.ndarray], f: int, w: Weights = DEFAULT) -> np.ndarray:
    """The evaluation of each of several positions, in one pass."""
    return score(quantities(np.stack(states)), f, w, np.minimum)


def evaluate(s: np.ndarray, f: int, w: Weights = DEFAULT):
    return evaluate_many([s], f, w)[0].item()

