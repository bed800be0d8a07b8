"""`TwilightBuilder`: the Twilight side of optimise/base.py. Its "pairs" are the Ops uses of the card in play
(influence, coup, realignment; no second activity: -1); `solve` returns plans whose actions start at FR_USE."""
from __future__ import annotations

import time

import numpy as np

from engine.core.frames import top
from engine.twilight import layout as L
from engine.twilight.data import COUNTRY_NAMES, SE_ASIA_REGION, SIDE_NAMES, STABILITY
from engine.twilight.game import GAME
from engine.twilight.rules.scoring import standing
from solver_ai.optimise.base import TIME_LIMIT_S, Plan
from solver_ai.optimise.twilight import evaluate as ev
from solver_ai.optimise.twilight import model
from solver_ai.optimise.twilight.play import Driver, PlanError, run
from solver_ai.optimise.twilight.targets import RealignChooser, after_use, coup_targets, realign_targets

USES = (L.USE_INFLUENCE, L.USE_COUP, L.USE_REALIGN)
LEVELS = ("nothing", "Presence", "Domination", "Control")


def vp(milli: float) -> float:
    return round(milli / ev.SCALE, 3)


def when(s: np.ndarray, p: float) -> str:
    """When a region with chance p is scored, in a player's words."""
    if p >= 1.0:
        return "it is scored this round" if int(s[L.SD_PENDING]) else "it is scored this turn"
    return f"chance {100 * p:.0f}% that it is scored this turn" if p > 0 else "no scoring of it expected this turn"


def headline(s: np.ndarray, after: np.ndarray, f: int, p: tuple[float, ...]) -> str:
    """The play's main gain in a player's words: where it adds most to the next scoring this turn."""
    best, gain = -1, 0.0
    for r in range(ev.N_SCORED):
        g = p[r] * (ev.region_vp(after, f, r) - ev.region_vp(after, 1 - f, r)
                    - ev.region_vp(s, f, r) + ev.region_vp(s, 1 - f, r))
        if g > gain:
            best, gain = r, g
    if best < 0:
        return ""
    net = [ev.region_vp(x, f, best) - ev.region_vp(x, 1 - f, best) for x in (s, after)]
    what = ev.SCORED_NAMES[best] + ("" if best == SE_ASIA_REGION else f" {LEVELS[int(standing(after, f, best)[0])]}")
    what += f" ({net[0]:+d} -> {net[1]:+d} VP net)"
    if p[best] >= 1.0:
        return f": {what} when it is scored this {'round' if int(s[L.SD_PENDING]) else 'turn'}"
    return f": {what} if it is scored this turn (chance {100 * p[best]:.0f}%)"


def region_lines(s: np.ndarray, after: np.ndarray, f: int, p: tuple[float, ...]) -> list[str]:
    """What the play changes in each scoring region: the levels of 10.1 and f's net VP if it were scored."""
    lines = []
    for r in range(ev.N_SCORED):
        net = [ev.region_vp(x, f, r) - ev.region_vp(x, 1 - f, r) for x in (s, after)]
        if net[0] == net[1]:
            continue
        name = ev.SCORED_NAMES[r]
        if r < len(ev.SCORED_NAMES) - 1:
            lv = [LEVELS[int(standing(x, f, r)[0])] for x in (s, after)]
            lo = [LEVELS[int(standing(x, 1 - f, r)[0])] for x in (s, after)]
            what = f"you {lv[0]} -> {lv[1]}" if lv[0] != lv[1] else f"you keep {lv[1]}"
            if lo[0] != lo[1]:
                what += f", {SIDE_NAMES[1 - f]} {lo[0]} -> {lo[1]}"
        else:
            what = "controlled countries change"
        lines.append(f"{name}: {what}; {net[0]:+d} -> {net[1]:+d} VP net if scored ({when(s, p[r])})")
    return lines


def ops(s: np.ndarray) -> str:
    n = int(s[L.OPS_LEFT])
    return f"{n} Op" if n == 1 else f"{n} Ops"


def place_text(points: dict[int, int]) -> str:
    return "place " + ", ".join(f"{n} in {COUNTRY_NAMES[c]}" for c, n in points.items())


class TwilightBuilder:
    """Influence placement (model.py, CP-SAT), coups and realignment (targets.py, enumeration)."""

    def __init__(self, time_limit: float = TIME_LIMIT_S, workers: int = 1, average_dice: bool = True):
        self.time_limit, self.workers = time_limit, workers
        self.average_dice = average_dice  # coups and rolls are always valued by their expectation

    def evaluate(self, s: np.ndarray, faction: int) -> float:
        return vp(ev.evaluate(s, faction))

    def pairs(self, s: np.ndarray, faction: int) -> list[tuple[int, int]]:
        if int(top(s, 0)) != L.FR_USE or int(top(s, 1)) != faction:
            return []
        legal = {int(a) for a in GAME.legal_actions(s)}
        return [(u, -1) for u in USES if L.A_USE0 + u in legal]

    def solve(self, s: np.ndarray, faction: int, op: int, sa: int, k: int) -> list[Plan]:
        t0 = time.perf_counter()
        w = ev.region_weights(s, faction)
        t, path = after_use(GAME, s, op)
        if t is None:
            return []
        if op == L.USE_INFLUENCE:
            return self._influence(s, t, faction, k, w, t0)
        if op == L.USE_COUP:
            return self._coups(s, t, faction, k, w, t0)
        return self._realign(s, t, path, faction, w, t0)

    def _influence(self, s, t, f, k, w, t0) -> list[Plan]:
        placed = model.solve(t, f, k, self.time_limit, self.workers, w)
        ms = (time.perf_counter() - t0) * 1000.0
        plans = []
        p = ev.chances(s, f)
        for pl in placed:
            order = [c for c, n in pl.points.items() for _ in range(n)]
            driver = Driver(s, f, L.USE_INFLUENCE, order)
            actions, after = run(GAME, s, driver)
            got = ev.evaluate(after, f, w)
            if got != pl.score:
                raise PlanError(f"influence: model score {pl.score} but the engine's state scores {got}")
            proof = "proven optimal" if pl.optimal else "time limit: best found"
            lines = [f"6.1: {place_text(pl.points)} ({ops(s)}){headline(s, after, f, p)}",
                     *region_lines(s, after, f, p),
                     f"evaluation {vp(pl.score):g} VP ({proof}; now {vp(ev.evaluate(s, f, w)):g})"]
            plans.append(Plan("Influence: " + place_text(pl.points), actions, vp(pl.score), pl.optimal, ms, lines,
                              Driver(s, f, L.USE_INFLUENCE, order)))
        return plans

    def _coups(self, s, t, f, k, w, t0) -> list[Plan]:
        plans = []
        found = coup_targets(GAME, t, f, w)
        ms = (time.perf_counter() - t0) * 1000.0
        for tg in found[:k]:
            c = tg.country
            actions, _ = run(GAME, s, Driver(s, f, L.USE_COUP, [c]))
            lines = [f"6.3: coup in {COUNTRY_NAMES[c]} with {ops(s)} (stability {int(STABILITY[c])}): "
                     f"it takes influence on {tg.success} of the 6 rolls",
                     f"expected evaluation {vp(tg.expected):g} VP (every roll through the engine; now "
                     f"{vp(ev.evaluate(s, f, w)):g})"]
            plans.append(Plan(f"Coup in {COUNTRY_NAMES[c]}", actions, vp(tg.expected), True, ms, lines,
                              Driver(s, f, L.USE_COUP, [c])))
        return plans

    def _realign(self, s, t, path, f, w, t0) -> list[Plan]:
        found = realign_targets(GAME, t, f, w)
        ms = (time.perf_counter() - t0) * 1000.0
        if not found:
            return []
        now = ev.evaluate(t, f, w)
        best = found[0]
        gain = max(0.0, best.expected - now)
        rolls = int(s[L.OPS_LEFT])
        chooser = RealignChooser(GAME, f, w)
        actions = path + [L.A_COUNTRY0 + best.country]
        lines = [f"6.2: first roll in {COUNTRY_NAMES[best.country]} (it removes influence on {best.success} of 36 "
                 f"pairs of rolls), expected {vp(best.expected - now):+g} VP a roll; each later roll chosen anew",
                 f"estimated evaluation {vp(now + rolls * gain):g} VP ({rolls} rolls each as good as the first: an "
                 "estimate, not a proof)"]
        return [Plan(f"Realignment in {COUNTRY_NAMES[best.country]}", actions, vp(now + rolls * gain), False, ms,
                     lines, Driver(s, f, L.USE_REALIGN, choose=chooser))]
