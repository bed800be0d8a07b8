"""The evaluation the Twilight optimiser maximises, in integer milli-VP from one side's point of view:
engine.twilight.value.side_value (compiled, read by the search's horizon too) with the optimiser's weights,

weight[r] = round(1000 x (p + (1 - p) x LATER_WEIGHT)): p the chance that r is scored in the rest of this turn,
LATER_WEIGHT the stated worth of standing in a region whose scoring comes later (next turns, the final scoring:
much can change before it). p is what the side to move can tell (`chances`): in the solitaire from the Scoring
Card deck's visible state (solo A.4); in the standard game from the scoring cards in f's own hand and a stated
prior for the others.
"""
from __future__ import annotations

import itertools

import numpy as np

from engine.core.rng import seed_words
from engine.twilight import layout as L
from engine.twilight.data import (
    BATTLEGROUND,
    CARD_SCORING,
    N_COUNTRIES,
    N_REGIONS,
    REGION,
    SCORING_REGION,
    SE_ASIA_REGION,
    SOUTHEAST_ASIA,
    STABILITY,
    SUBREGIONS,
)
from engine.twilight.rules.solitaire import last_ar, sd_step, solitaire
from engine.twilight.value import BATTLEGROUND_WEIGHT, LATER_WEIGHT, N_SCORED, SCALE, region_vp, shortfall, side_value

SCORED_NAMES = ("Europe", "Middle East", "Asia", "Africa", "Central America", "South America", "Southeast Asia")
SCORING_CARDS = tuple(int(c) for c in np.flatnonzero(CARD_SCORING))
SD_STREAM = 0x5D  # seed_words stream of the Mid/Late War AR3 reshuffle in the scoring-deck enumeration
FINAL_TURN = 10  # 10.3.2: final scoring after turn 10
NO_WEIGHTS = np.zeros(N_SCORED, dtype=np.int64)  # an ended game's value reads no region


def control(s: np.ndarray) -> np.ndarray:
    """control[side, c]: 2.1.7, from the influence rows."""
    inf = s[L.INF: L.INF + 2 * N_COUNTRIES].reshape(2, N_COUNTRIES)
    return np.stack([inf[0] - inf[1] >= STABILITY, inf[1] - inf[0] >= STABILITY])


def evaluate(s: np.ndarray, f: int, weights: tuple[int, ...] | None = None) -> int:
    """The evaluation for side f; weights: the per-region weights (None: `region_weights(s, f)`)."""
    if int(s[L.PHASE]) == L.PH_OVER:
        return int(side_value(s, f, NO_WEIGHTS))
    w = region_weights(s, f) if weights is None else weights
    return int(side_value(s, f, np.asarray(w, dtype=np.int64)))


def regions_of(c: int) -> tuple[int, ...]:
    """The scoring regions country c counts in (its region, and Southeast Asia for its 7 countries)."""
    return (int(REGION[c]), SE_ASIA_REGION) if SUBREGIONS[c] & SOUTHEAST_ASIA else (int(REGION[c]),)


class Local:
    """evaluate() of positions that differ from `base` only in country c's influence and the scalar words (VP,
    DEFCON, Military Ops, the end of the game), as after one coup or realignment roll: the regions c is not in
    keep their value from `base`."""

    def __init__(self, base: np.ndarray, f: int, weights: tuple[int, ...]):
        self.f, self.w = f, weights
        self.nets = [region_vp(base, f, r) - region_vp(base, 1 - f, r) if weights[r] else 0 for r in range(N_SCORED)]
        ctl = control(base)
        self.bg = int((ctl[f] & (BATTLEGROUND == 1)).sum() - (ctl[1 - f] & (BATTLEGROUND == 1)).sum())
        self.ctl = ctl

    def __call__(self, s: np.ndarray, c: int) -> int:
        f, o, w = self.f, 1 - self.f, self.w
        if int(s[L.PHASE]) == L.PH_OVER:
            return evaluate(s, f, w)
        vp = int(s[L.VP]) if f == 0 else -int(s[L.VP])
        total = SCALE * vp + SCALE * (shortfall(s, o) - shortfall(s, f))
        mine = regions_of(c)
        for r in range(N_SCORED):
            if w[r]:
                total += w[r] * (region_vp(s, f, r) - region_vp(s, o, r) if r in mine else self.nets[r])
        bg = self.bg
        if BATTLEGROUND[c]:
            i_f, i_o = int(s[L.INF + f * N_COUNTRIES + c]), int(s[L.INF + o * N_COUNTRIES + c])
            now = int(i_f - i_o >= STABILITY[c]) - int(i_o - i_f >= STABILITY[c])
            bg += now - (int(self.ctl[f, c]) - int(self.ctl[o, c]))
        return total + BATTLEGROUND_WEIGHT * bg


def region_weights(s: np.ndarray, f: int) -> tuple[int, ...]:
    """weight[r] = chance p of a scoring this turn + (1 - p) x LATER_WEIGHT."""
    return tuple(round(SCALE * (p + (1 - p) * LATER_WEIGHT)) for p in chances(s, f))


def chances(s: np.ndarray, f: int) -> tuple[float, ...]:
    """The chance that each scoring region is scored in the rest of this turn, as side f can tell."""
    if solitaire(s):
        return solitaire_chances(s)
    return standard_chances(s, f)


def standard_chances(s: np.ndarray, f: int) -> tuple[float, ...]:
    """Standard game: after turn 10 every region but Southeast Asia is scored (10.3.2), so on turn 10 they
    count 1. Otherwise a scoring card in f's own hand will be played this turn (4.5F / 11.1.2): 1; one f cannot
    see (in the draw deck or the opponent's hand, which f cannot tell apart) is in the opponent's hand, who
    must play it this turn, with the stated prior of hand size / (hand size + deck size); any other: 0."""
    p = [0.0] * N_SCORED
    if int(s[L.TURN]) >= FINAL_TURN:
        p[:N_REGIONS] = [1.0] * N_REGIONS
    hand_o = int((s[L.LOC + 1: L.LOC + 111] == L.LOC_HAND + 1 - f).sum())
    unseen = hand_o + int(s[L.DECK_N])
    for card in SCORING_CARDS:
        loc = int(s[L.LOC + card])
        r = int(SCORING_REGION[card])
        if loc == L.LOC_HAND + f:
            p[r] = 1.0
        elif loc in (L.LOC_DECK, L.LOC_HAND + 1 - f) and unseen:
            p[r] = max(p[r], hand_o / unseen)
    return tuple(p)


def solitaire_chances(s: np.ndarray) -> tuple[float, ...]:
    """Solitaire (solo A.4): the region of a scoring round whose scoring is still pending counts 1; for the
    rest of the turn every order of the face-down Scoring Card deck is equally likely (its set is known, A.4.1),
    and the engine's own A.4.3 step (rules.solitaire.sd_step) runs on each order to see which regions the
    later scoring rounds of the turn score. The Mid/Late War AR3 reshuffle draws from a seeded generator per
    order (not enumerated: an estimate where it lies ahead, exact everywhere else)."""
    key = (int(s[L.TURN]), int(s[L.SD_AR]), int(s[L.SD_SCORED]), int(s[L.SD_SCORING]), int(s[L.SD_PENDING]),
           int(s[L.SD_TOTAL]), tuple(int(x) for x in s[L.REGION_CARD: L.REGION_CARD + 2]),
           tuple(int(x) for x in s[L.SD_DISC: L.SD_DISC + int(s[L.SD_DISC_N])]),
           tuple(sorted(int(x) for x in s[L.SD: L.SD + int(s[L.SD_N])])),
           tuple(int(x) for x in s[L.OPTIONS: L.OPTIONS + 12]))
    if key not in _CACHE:
        if len(_CACHE) > 4096:
            _CACHE.clear()
        _CACHE[key] = _solitaire_chances(s.copy(), key[8])
    return _CACHE[key]


_CACHE: dict[tuple, tuple[float, ...]] = {}  # by the visible scoring-deck state


def _solitaire_chances(s: np.ndarray, deck: tuple[int, ...]) -> tuple[float, ...]:
    p = [0.0] * N_SCORED
    if int(s[L.SD_PENDING]) and int(s[L.REGION_CARD]):
        p[int(SCORING_REGION[int(s[L.REGION_CARD])])] = 1.0
    orders = list(itertools.permutations(deck))
    counts = [0] * N_SCORED
    first, last = int(s[L.SD_AR]) + 1, int(last_ar(s))
    if first <= last:
        for i, order in enumerate(orders):
            t = s.copy()
            t[L.SD: L.SD + len(order)] = order
            t[L.RNG: L.RNG + 4] = seed_words(i, SD_STREAM)
            seen = [0] * N_SCORED
            for k in range(first, last + 1):
                sd_step(t, k)
                if t[L.SD_SCORING] and t[L.REGION_CARD]:
                    seen[int(SCORING_REGION[int(t[L.REGION_CARD])])] = 1
            counts = [a + b for a, b in zip(counts, seen)]
        for r in range(N_SCORED):
            p[r] = max(p[r], counts[r] / len(orders))
    return tuple(p)
