"""The US evaluation the Labyrinth optimiser maximises: a position's worth to the US in points.

One sum, each term read from the state (docs/labyrinth_optimiser.md lists the weights and why):
- 2.3 and 2.1: per Muslim country, its resources (4.2.5, Oil Price Spike included) times GOOD (3) when Good,
  FAIR (1) when Fair, 0 Poor, IR (-6) under Islamist Rule (2.3 doubles IR resources against Good ones), and
  GREEN_RC (-2) more on a green Regime Change country (2.3 counts it as IR until it turns);
- 7.2: ALLY (+0.5) per Ally, -0.5 per Adversary, AID (+0.5) per Aid marker (the next WoI's +1);
- 4.7.1 / 4.7.4: Prestige +1 a level, Funding -1 a level; 4.7.2: -1 a level of GWOT penalty;
- 4.6: CELL (-0.5) per cell on the map; 4.8.1 / 8.5: PLOT (-2) per numbered plot point on
  the map and WMD_PLOT (-15) per WMD plot, tripled in the United States (a WMD there loses the game, 2.1);
  WMD_AVAILABLE (-3) per WMD among the available plots;
- 7.4: TROOP (+0.3) per troop, at most 2 a country, in a Muslim country holding cells (there a Disrupt removes two
  and gains Prestige);
- chapter 2: WIN (1000) when the US has won, -1000 when the Jihadist has.
"""
from __future__ import annotations

import numpy as np

from engine.labyrinth import data as D
from engine.labyrinth import layout as L
from engine.labyrinth.rules.board import gwot_penalty, resources

GOOD, FAIR, IR, GREEN_RC = 3.0, 1.0, -6.0, -2.0
ALLY, AID = 0.5, 0.5
PRESTIGE, FUNDING, GWOT = 1.0, -1.0, -1.0
CELL, PLOT, WMD_PLOT, WMD_AVAILABLE, US_FACTOR = -0.5, -2.0, -15.0, -3.0, 3.0
TROOP, TROOPS_COUNTED = 0.3, 2
WIN = 1000.0

MUSLIM = np.flatnonzero(D.MUSLIM)
GOV_WEIGHT = np.array([0.0, GOOD, FAIR, 0.0, IR])  # by governance: untested, Good, Fair, Poor, IR
ALIGN_WEIGHT = np.array([0.0, ALLY, 0.0, -ALLY])  # none, Ally, Neutral, Adversary
PLOT_WEIGHT = np.array([PLOT, 2 * PLOT, 3 * PLOT, WMD_PLOT])  # numbered 1-3, WMD


def board(s: np.ndarray) -> np.ndarray:
    """The country rows of s (a view)."""
    return s[L.C0: L.C0 + D.N_COUNTRIES * L.N_COLS].reshape(D.N_COUNTRIES, L.N_COLS)


def evaluate(s: np.ndarray) -> float:
    """The US evaluation of s (module docstring); higher is better for the US."""
    w = int(s[L.WINNER])
    if w >= 0:
        return WIN if w == D.US else -WIN
    b = board(s)
    m = b[MUSLIM]
    res = np.array([resources(s, int(c)) for c in MUSLIM], dtype=np.float64)
    v = float(res @ GOV_WEIGHT[m[:, L.GOV]]) + GREEN_RC * float(res @ (m[:, L.RC] == L.RC_GREEN))
    v += float(ALIGN_WEIGHT[m[:, L.ALIGN]].sum()) + AID * float(m[:, L.AID].sum())
    v += PRESTIGE * float(s[L.PRESTIGE]) + FUNDING * float(s[L.FUNDING]) + GWOT * float(gwot_penalty(s))
    cells = b[:, L.SLEEPERS] + b[:, L.ACTIVES]
    v += CELL * float(cells.sum())
    plots = b[:, L.PLOT1: L.PLOTW + 1] @ PLOT_WEIGHT
    plots[D.UNITED_STATES] *= US_FACTOR
    v += float(plots.sum()) + WMD_AVAILABLE * float(s[L.AVAIL + L.WMD])
    held = (cells[MUSLIM] > 0) * np.minimum(m[:, L.TROOPS], TROOPS_COUNTED)
    return v + TROOP * float(held.sum())


def terms(s: np.ndarray) -> dict[str, float]:
    """The evaluation's main parts, for explanations: Good and IR resources, Prestige, Funding, cells, plots."""
    b = board(s)
    m = b[MUSLIM]
    res = np.array([resources(s, int(c)) for c in MUSLIM])
    return {"good": int(res @ (m[:, L.GOV] == L.GOOD)), "fair": int(res @ (m[:, L.GOV] == L.FAIR)),
            "ir": int(res @ (m[:, L.GOV] == L.IR)), "prestige": int(s[L.PRESTIGE]), "funding": int(s[L.FUNDING]),
            "cells": int((b[:, L.SLEEPERS] + b[:, L.ACTIVES]).sum()), "plots": int(b[:, L.PLOT1: L.PLOTW + 1].sum())}
