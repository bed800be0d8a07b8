"""A position's worth to one side in integer milli-VP: the evaluation the Twilight optimiser maximises (with
its own per-region weights, solver_ai/optimise/twilight/evaluate.py) and the search's horizon value reads
(with HORIZON_WEIGHTS).

side_value(s, f, w) = 1000 x the VP track for f
                    + sum over the 7 scoring regions r of w[r] x (f's VP - the opponent's VP if r were scored now)
                    + BATTLEGROUND_WEIGHT x (battlegrounds f controls - the opponent's, whole map)
                    + 1000 x (the opponent's Military Ops shortfall - f's, 8.2: VP at the turn's end; `shortfall`)
and WIN_VALUE (-WIN_VALUE) once the game is over with f the winner (the loser), 0 for a draw. A side's VP for
a region are the engine's own 10.1 scoring (rules.scoring.side_vp, Formosan Resolution included); Control of
Europe, which wins the game when Europe is scored (10.3.1), counts EUROPE_CONTROL_VP.
"""
import numpy as np

from engine.core.jit import njit
from engine.twilight.data import BATTLEGROUND, EUROPE, N_COUNTRIES, N_REGIONS, SCORING_REGION, SE_ASIA_REGION
from engine.twilight.layout import DEFCON, MILOPS, PH_OVER, PHASE, PLAYS, REGION_CARD, SD_PENDING, VP, WINNER
from engine.twilight.rules.board import controls
from engine.twilight.rules.cards import ar_allowance
from engine.twilight.rules.scoring import se_asia_vp, side_vp
from engine.twilight.rules.solitaire import solitaire

SCALE = 1000  # milli-VP: an integer, as the CP-SAT objective must be
N_SCORED = N_REGIONS + 1  # the 6 regions and Southeast Asia (SE_ASIA_REGION)
EUROPE_CONTROL_VP = 20  # Control of Europe wins when Europe is scored: worth the 20 VP of an automatic win
BATTLEGROUND_WEIGHT = 100  # 0.1 VP per battleground controlled: lasting control the next scorings will count
WIN_VALUE = 10**7
LATER_WEIGHT = 0.2  # the worth of standing in a region whose scoring is not known to come this turn


@njit(cache=True)
def region_vp(s, side, r):
    """10.1: side's VP if region r (SE_ASIA_REGION: Southeast Asia) were scored now; Control of Europe
    EUROPE_CONTROL_VP."""
    if r == SE_ASIA_REGION:
        return se_asia_vp(s, side)
    v = side_vp(s, side, r)
    return EUROPE_CONTROL_VP if (v < 0 and r == EUROPE) else v


@njit(cache=True)
def shortfall(s, side):
    """8.2: the VP side would give for its Military Ops below DEFCON at the turn's end, counted once side has
    played the last action round of its turn (before that, a later round can still make them up)."""
    if s[PLAYS + side] < ar_allowance(s, side):
        return 0
    return max(0, s[DEFCON] - s[MILOPS + side])


@njit(cache=True)
def side_value(s, f, w):
    """The evaluation above for side f with per-region weights w (milli)."""
    if s[PHASE] == PH_OVER:
        return 0 if s[WINNER] < 0 else (WIN_VALUE if s[WINNER] == f else -WIN_VALUE)
    o = 1 - f
    vp = s[VP] if f == 0 else -s[VP]
    total = SCALE * vp + SCALE * (shortfall(s, o) - shortfall(s, f))
    for r in range(N_SCORED):
        if w[r]:
            total += w[r] * (region_vp(s, f, r) - region_vp(s, o, r))
    bg = 0
    for c in range(N_COUNTRIES):
        if BATTLEGROUND[c]:
            bg += int(controls(s, f, c)) - int(controls(s, o, c))
    return total + BATTLEGROUND_WEIGHT * bg


@njit(cache=True)
def horizon_weights(s, w):
    """The search's per-region weights into w: SCALE for the region of a solitaire scoring round whose
    scoring is still pending (solo A.4), LATER_WEIGHT x SCALE for every other."""
    for r in range(N_SCORED):
        w[r] = int(LATER_WEIGHT * SCALE)
    if solitaire(s) and s[SD_PENDING] and s[REGION_CARD]:
        w[SCORING_REGION[s[REGION_CARD]]] = SCALE


@njit(cache=True)
def horizon_value(s, f):
    """side_value with horizon_weights, in VP."""
    w = np.empty(N_SCORED, dtype=np.int64)
    horizon_weights(s, w)
    return side_value(s, f, w) / SCALE
