"""A position's worth to the US in points: the evaluation the US optimiser maximises and the search's
horizon value reads (docs/labyrinth_optimiser.md lists the weights and why).

One sum, each term read from the state:
- 2.3 and 2.1: per Muslim country, its resources (4.2.5, Oil Price Spike included) times GOOD_W (3) when Good,
  FAIR_W (1) when Fair, 0 Poor, IR_W (-6) under Islamist Rule (2.3 doubles IR resources against Good ones), and
  GREEN_RC_W (-2) more on a green Regime Change country (2.3 counts it as IR until it turns);
- 7.2: ALLY_W (+0.5) per Ally, -0.5 per Adversary, AID_W (+0.5) per Aid marker (the next WoI's +1);
- 4.7.1 / 4.7.4: Prestige +1 a level, Funding -1 a level; 4.7.2: -1 a level of GWOT penalty;
- 4.6: CELL_W (-0.5) per cell on the map; 4.8.1 / 8.5: PLOT_W (-2) per numbered plot point on the map and
  WMD_PLOT_W (-15) per WMD plot, tripled in the United States (a WMD there loses the game, 2.1);
  WMD_AVAILABLE_W (-3) per WMD among the available plots;
- 7.4: TROOP_W (+0.3) per troop, at most 2 a country, in a Muslim country holding cells (there a Disrupt
  removes two and gains Prestige);
- chapter 2: WIN (1000) when the US has won, -1000 when the Jihadist has.
"""
import numpy as np

from engine.core.jit import njit
from engine.labyrinth.data import MUSLIM, N_COUNTRIES, UNITED_STATES, US
from engine.labyrinth.layout import (
    ACTIVES,
    ADVERSARY,
    AID,
    ALIGN,
    ALLY,
    AVAIL,
    C0,
    FAIR,
    FUNDING,
    GOOD,
    GOV,
    IR,
    N_COLS,
    PLOT1,
    PRESTIGE,
    RC,
    RC_GREEN,
    SLEEPERS,
    TROOPS,
    WINNER,
    WMD,
)
from engine.labyrinth.rules.board import gwot_penalty, resources

GOOD_W, FAIR_W, IR_W, GREEN_RC_W = 3.0, 1.0, -6.0, -2.0
ALLY_W, AID_W = 0.5, 0.5
PRESTIGE_W, FUNDING_W, GWOT_W = 1.0, -1.0, -1.0
CELL_W, PLOT_W, WMD_PLOT_W, WMD_AVAILABLE_W, US_FACTOR = -0.5, -2.0, -15.0, -3.0, 3.0
TROOP_W, TROOPS_COUNTED = 0.3, 2
WIN = 1000.0
PLOT_WEIGHTS = np.array([PLOT_W, 2 * PLOT_W, 3 * PLOT_W, WMD_PLOT_W])  # plots numbered 1-3, WMD


@njit(cache=True)
def us_value(s):
    """The US evaluation of s (module docstring); higher is better for the US."""
    if s[WINNER] >= 0:
        return WIN if s[WINNER] == US else -WIN
    v = PRESTIGE_W * s[PRESTIGE] + FUNDING_W * s[FUNDING] + GWOT_W * gwot_penalty(s)
    v += WMD_AVAILABLE_W * s[AVAIL + WMD]
    for c in range(N_COUNTRIES):
        row = C0 + c * N_COLS
        cells = s[row + SLEEPERS] + s[row + ACTIVES]
        v += CELL_W * cells
        plots = 0.0
        for k in range(4):
            plots += PLOT_WEIGHTS[k] * s[row + PLOT1 + k]
        v += US_FACTOR * plots if c == UNITED_STATES else plots
        if not MUSLIM[c]:
            continue
        res = resources(s, c)
        gov = s[row + GOV]
        if gov == GOOD:
            v += GOOD_W * res
        elif gov == FAIR:
            v += FAIR_W * res
        elif gov == IR:
            v += IR_W * res
        if s[row + RC] == RC_GREEN:
            v += GREEN_RC_W * res
        if s[row + ALIGN] == ALLY:
            v += ALLY_W
        elif s[row + ALIGN] == ADVERSARY:
            v -= ALLY_W
        v += AID_W * s[row + AID]
        if cells > 0:
            v += TROOP_W * min(s[row + TROOPS], TROOPS_COUNTED)
    return v
