"""6.1 influence placement as one CP-SAT model: integer points per eligible country, maximising the evaluation
of evaluate.py after the placement.

- Eligibility is the snapshot the engine took when the action round began (6.1.1, ELIGIBLE).
- 6.1.2, cost decided before each point: a point costs 2 while the opponent controls the country, else 1. In
  a country where side has m, the opponent o and the stability is t, the opponent controls while
  o - m' >= t, so of x points the first min(x, k) cost 2, k = max(0, o - m - t + 1).
- 9.2 / #9: the China Card's +1 (Vietnam Revolts' +1) is lost by any point outside Asia (Southeast Asia).
- 6.0, RULINGS.md T6: unless the option lets influence stop early, placement goes on while a target can take
  a point: at the end no eligible country is affordable with what is left.
- Solitaire RPR-1 (solo B.5, when it binds): a point goes outside the focus only when no in-focus country can
  take one; the plan places its in-focus points first, so any point outside needs no affordable in-focus
  country after the in-focus points.
Every step of the plan is checked again by the engine when it is replayed.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from ortools.sat.python import cp_model

from engine.twilight import layout as L
from engine.twilight.data import (
    ASIA,
    BATTLEGROUND,
    CONTROL_VP,
    COUNTRY_INDEX,
    DOMINATION_VP,
    EUROPE,
    N_COUNTRIES,
    NEXT_TO,
    PRESENCE_VP,
    REGION,
    REGION_BATTLEGROUNDS,
    SE_ASIA_REGION,
    SE_ASIA_VP,
    SOUTHEAST_ASIA,
    STABILITY,
    SUBREGIONS,
    US,
)
from engine.twilight.layout import FR_INFLUENCE, OPT_UNSPENT_OPS, UNSPENT_ALL
from engine.twilight.rules.solitaire_regions import in_focus, rpr_binds
from engine.twilight.value import EUROPE_CONTROL_VP
from solver_ai.optimise.twilight import evaluate as ev

TAIWAN = COUNTRY_INDEX["Taiwan"]
E_FORMOSAN = 35


class Model(cp_model.CpModel):
    """A CpModel without the pre-PEP 8 aliases OR-Tools attaches to every new model (they cost time)."""

    def _add_pre_pep8_methods(self) -> None:
        pass


@dataclass
class Placement:
    points: dict[int, int]  # country -> points placed, in the order the driver places them
    score: int  # the evaluation after it (milli-VP)
    optimal: bool


def eligible(s: np.ndarray) -> list[int]:
    return [c for c in range(N_COUNTRIES) if s[L.ELIGIBLE + c] == 1]


def in_sea(c: int) -> bool:
    return bool(SUBREGIONS[c] & SOUTHEAST_ASIA)


class _Builder:
    """One placement model: `countries` (points, their cost, control after them), `rules` (what 6.0-6.1 and
    RPR-1 allow), `objective` (the evaluation)."""

    def __init__(self, s: np.ndarray, f: int, weights: tuple[int, ...]):
        self.s, self.f, self.o, self.w = s, f, 1 - f, weights
        self.m = Model()
        self.inf = s[L.INF: L.INF + 2 * N_COUNTRIES].reshape(2, N_COUNTRIES)
        self.ops = int(s[L.OPS_LEFT])
        self.bonus, self.bonus_sea = int(s[L.BONUS]), int(s[L.BONUS_SEA])
        self.cands = eligible(s)
        self.x, self.exp, self.pos = {}, {}, {}
        self.ctl = {}  # (side, c) -> 0/1 or a Boolean

    def bool_ge(self, expr, bound: int, name: str):
        """A Boolean equal to (expr >= bound) (fixed where expr is a number)."""
        b = self.m.new_bool_var(name)
        if isinstance(expr, (int, np.integer)):
            self.m.add(b == int(expr >= bound))
            return b
        self.m.add(expr >= bound).only_enforce_if(b)
        self.m.add(expr <= bound - 1).only_enforce_if(~b)
        return b

    def countries(self):
        m, f, o = self.m, self.f, self.o
        for c in self.cands:
            mine, theirs, t = int(self.inf[f, c]), int(self.inf[o, c]), int(STABILITY[c])
            x = m.new_int_var(0, self.ops, f"x{c}")
            k = max(0, theirs - mine - t + 1)  # points that cost 2 (6.1.2)
            if k == 0:
                e = 0
            else:
                e = m.new_int_var(0, min(k, self.ops), f"e{c}")
                m.add_min_equality(e, [x, k])
            self.x[c], self.exp[c] = x, e
            need = t + theirs - mine  # points for own control
            if not self.valued(c):  # own control there counts nowhere in the evaluation
                need = self.ops + 1
            self.ctl[f, c] = 1 if need <= 0 else (self.bool_ge(x, need, f"cf{c}") if need <= self.ops else 0)
            self.ctl[o, c] = 0 if k == 0 else (1 - self.bool_ge(x, k, f"co{c}") if k <= self.ops else 1)
        for c in range(N_COUNTRIES):
            for side in (0, 1):
                if (side, c) not in self.ctl:
                    self.ctl[side, c] = int(self.inf[side, c] - self.inf[1 - side, c] >= STABILITY[c])

    def valued(self, c: int) -> bool:
        """Does control of c count in the evaluation (a battleground, or a region with a chance of scoring)?"""
        return bool(BATTLEGROUND[c]) or self.w[REGION[c]] > 0 or (in_sea(c) and self.w[SE_ASIA_REGION] > 0)

    def any_of(self, cs: list[int], name: str):
        """A Boolean equal to (some point goes to one of cs); 0 for none."""
        if not cs:
            return 0
        b = self.m.new_bool_var(name)
        self.m.add_max_equality(b, [self.placed(c) for c in cs])
        return b

    def placed(self, c: int):
        """A Boolean equal to (some point goes to c)."""
        if c not in self.pos:
            self.pos[c] = self.bool_ge(self.x[c], 1, f"p{c}")
        return self.pos[c]

    def spend(self, cs: list[int], tag: str):
        """(the Ops left after the points in cs, China Card bonus lost, Vietnam bonus lost): `left` one
        variable, so that the per-country conditions below stay short."""
        cost = sum(self.x[c] + self.exp[c] for c in cs)
        lost = self.any_of([c for c in cs if REGION[c] != ASIA], f"oa{tag}") if self.bonus else 0
        lost_sea = self.any_of([c for c in cs if not in_sea(c)], f"os{tag}") if self.bonus_sea else 0
        left = self.m.new_int_var(-2, self.ops, f"left{tag}")
        self.m.add(left == self.ops - cost - self.bonus * lost - self.bonus_sea * lost_sea)
        return left, lost, lost_sea

    def avail(self, left, lost, lost_sea, c: int):
        """rules.ops.available_ops for c with `left` Ops after points that lost the bonuses `lost`, `lost_sea`."""
        if REGION[c] != ASIA:
            left -= self.bonus * (1 - lost)
        if not in_sea(c):
            left -= self.bonus_sea * (1 - lost_sea)
        return left

    def rules(self):
        left, lost, lost_sea = self.spend(self.cands, "")
        self.m.add(left >= 0)
        self.m.add(sum(self.x.values()) >= 1)
        if int(self.s[L.OPTIONS + OPT_UNSPENT_OPS]) != UNSPENT_ALL:
            for c in self.cands:  # 6.0: stops only when no target is affordable (cost 1 + opponent control)
                self.m.add(self.avail(left, lost, lost_sea, c) <= self.ctl[self.o, c])
        self.focus = [c for c in self.cands if in_focus(self.s, c)]
        outside = [c for c in self.cands if not in_focus(self.s, c)]
        if rpr_binds(self.s, self.f, FR_INFLUENCE) and self.focus and outside:
            any_out = self.m.new_bool_var("out")
            for c in outside:
                self.m.add_implication(self.placed(c), any_out)
            c_in, l_in, ls_in = self.spend(self.focus, "f")
            for c in self.focus:
                self.m.add(self.avail(c_in, l_in, ls_in, c) <= self.ctl[self.o, c]).only_enforce_if(any_out)
        else:
            self.focus = list(self.cands)

    def region_value(self, side: int, r: int):
        """side's 10.1 VP in region r after the placement (rules.scoring.side_vp; evaluate.region_vp)."""
        m, o = self.m, 1 - side
        cs = [c for c in range(N_COUNTRIES) if (SUBREGIONS[c] & SOUTHEAST_ASIA if r == SE_ASIA_REGION else REGION[c] == r)]
        if r == SE_ASIA_REGION:
            return sum(int(SE_ASIA_VP[c]) * self.ctl[side, c] for c in cs)
        formosan = r == ASIA and self.s[L.EFFECT + E_FORMOSAN] != 0
        taiwan = self.ctl[US, TAIWAN] if formosan else 0  # Taiwan a battleground while the US controls it

        def bg(sd, c):
            return int(BATTLEGROUND[c]) + (1 if formosan and c == TAIWAN and sd == US else 0)

        n = {sd: sum(self.ctl[sd, c] for c in cs) for sd in (side, o)}
        b = {sd: sum(bg(sd, c) * self.ctl[sd, c] for c in cs) for sd in (side, o)}
        a = sum(int(NEXT_TO[o, c]) * self.ctl[side, c] for c in cs)
        tag = f"{side}_{r}"
        more = self.bool_ge(n[side] - n[o], 1, f"more{tag}")
        all_bg = self.bool_ge(b[side] - taiwan, int(REGION_BATTLEGROUNDS[r]), f"all{tag}")
        ctrl = m.new_bool_var(f"ctrl{tag}")
        m.add_bool_and([more, all_bg]).only_enforce_if(ctrl)
        m.add_bool_or([~more, ~all_bg, ctrl])
        conds = [more, self.bool_ge(b[side] - b[o], 1, f"bgm{tag}"), self.bool_ge(b[side], 1, f"b1{tag}"),
                 self.bool_ge(n[side] - b[side], 1, f"nb{tag}")]
        dom = m.new_bool_var(f"dom{tag}")
        m.add_bool_and([*conds, ~ctrl]).only_enforce_if(dom)
        m.add_bool_or([~x for x in conds] + [ctrl, dom])
        pres = self.bool_ge(n[side], 1, f"pres{tag}")
        below = int(PRESENCE_VP[r]) * pres + int(DOMINATION_VP[r] - PRESENCE_VP[r]) * dom + b[side] + a
        if r != EUROPE:
            return below + int(CONTROL_VP[r] - PRESENCE_VP[r]) * ctrl
        v = m.new_int_var(-100, 100, f"v{tag}")
        m.add(v == EUROPE_CONTROL_VP).only_enforce_if(ctrl)
        m.add(v == below).only_enforce_if(~ctrl)
        return v

    def objective(self):
        """evaluate.evaluate after the placement: its value now plus the change in what the points touch."""
        f, o = self.f, self.o
        touched = self.cands
        total = ev.evaluate(self.s, f, self.w)
        for r in range(ev.N_SCORED):
            members = [c for c in touched if (SUBREGIONS[c] & SOUTHEAST_ASIA if r == SE_ASIA_REGION else REGION[c] == r)]
            # A region where no control can change keeps its value: nothing to model.
            if self.w[r] and any(not isinstance(self.ctl[sd, c], int) for c in members for sd in (f, o)):
                now = ev.region_vp(self.s, f, r) - ev.region_vp(self.s, o, r)
                total += self.w[r] * (self.region_value(f, r) - self.region_value(o, r) - now)
        for c in touched:
            if BATTLEGROUND[c]:
                was = int(self.inf[f, c] - self.inf[o, c] >= STABILITY[c]) - int(self.inf[o, c] - self.inf[f, c] >= STABILITY[c])
                total += ev.BATTLEGROUND_WEIGHT * (self.ctl[f, c] - self.ctl[o, c] - was)
        self.m.maximize(total)


def solve(s: np.ndarray, f: int, k: int = 1, time_limit: float = 1.0, workers: int = 1,
          weights: tuple[int, ...] | None = None) -> list[Placement]:
    """Up to k best distinct placements of the Ops left in s (at FR_USE or FR_INFLUENCE), best first."""
    w = ev.region_weights(s, f) if weights is None else weights
    bd = _Builder(s, f, w)
    if not bd.cands or bd.ops <= 0:
        return []
    bd.countries()
    bd.rules()
    bd.objective()
    out = []
    xs = [bd.x[c] for c in bd.cands]
    for _ in range(k):
        solver = cp_model.CpSolver()
        solver.parameters.num_workers = workers
        solver.parameters.max_time_in_seconds = time_limit
        # A small model: presolve and the LP relaxation cost more than they save (56 seeded positions, CPU
        # median 4.3 ms without either; 9.8 ms with presolve, 5.6 ms with linearization level 1).
        solver.parameters.cp_model_presolve = False
        solver.parameters.linearization_level = 0
        status = solver.solve(bd.m)
        if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            break
        vals = [int(solver.value(x)) for x in xs]
        got = dict(zip(bd.cands, vals))
        first = [c for c in bd.cands if c in bd.focus] + [c for c in bd.cands if c not in bd.focus]
        points = {c: got[c] for c in first if got[c]}
        out.append(Placement(points, round(solver.objective_value), status == cp_model.OPTIMAL))
        bd.m.add_forbidden_assignments(xs, [vals])
    return out
