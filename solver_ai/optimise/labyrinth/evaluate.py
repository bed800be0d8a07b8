"""The US evaluation the Labyrinth optimiser maximises (engine.labyrinth.value.us_value, compiled, which the
search's horizon value reads too), and its main parts for explanations."""
from __future__ import annotations

import numpy as np

from engine.labyrinth import data as D
from engine.labyrinth import layout as L
from engine.labyrinth.rules.board import resources
from engine.labyrinth.value import us_value

MUSLIM = np.flatnonzero(D.MUSLIM)


def board(s: np.ndarray) -> np.ndarray:
    """The country rows of s (a view)."""
    return s[L.C0: L.C0 + D.N_COUNTRIES * L.N_COLS].reshape(D.N_COUNTRIES, L.N_COLS)


def evaluate(s: np.ndarray) -> float:
    """The US evaluation of s; higher is better for the US."""
    return float(us_value(s))


def terms(s: np.ndarray) -> dict[str, float]:
    """The evaluation's main parts, for explanations: Good and IR resources, Prestige, Funding, cells, plots."""
    b = board(s)
    m = b[MUSLIM]
    res = np.array([resources(s, int(c)) for c in MUSLIM])
    return {"good": int(res @ (m[:, L.GOV] == L.GOOD)), "fair": int(res @ (m[:, L.GOV] == L.FAIR)),
            "ir": int(res @ (m[:, L.GOV] == L.IR)), "prestige": int(s[L.PRESTIGE]), "funding": int(s[L.FUNDING]),
            "cells": int((b[:, L.SLEEPERS] + b[:, L.ACTIVES]).sum()), "plots": int(b[:, L.PLOT1: L.PLOTW + 1].sum())}
