"""The building blocks of the Cuba Libre Operation models (model.py): the position after the Op as
constants and linear expressions (`Board`), a candidate space's variables (`Candidate`) and the chosen
`Step` read back from the solver, and the shared costs / LimOp / Resources constraints (`finish`).

`Board.cols[sp][col]` are piece counts, `Board.support[sp]` / `Board.opposition[sp]` the space's 1.6.3
shares, `Board.resources` per faction; `Board.quantities()` gives the aggregates of evaluate.py, so the
model's objective is the same formula as the evaluation of an engine state.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
from ortools.sat.python import cp_model

from engine.cuba_libre import layout as L
from engine.cuba_libre.data import EC, N_FACTIONS, N_SPACES, POP, SPACE_TYPE
from engine.cuba_libre.rules import operations as ops
from solver_ai.optimise.cuba_libre import evaluate as ev

# Rally modes (A_CHOICE0 + k of CH_RALLY), Construct modes (CH_CONSTRUCT), Train's closing step (CH_TRAIN).
RALLY_PLACE1, RALLY_BASE, RALLY_FLIP, RALLY_WITH_BASES = 0, 1, 2, 3
CONSTRUCT_PLACE, CONSTRUCT_OPEN = 0, 1
TRAIN_BASE, TRAIN_CIVIC = 0, 1
GARRISON_CLOSING = -2  # Step.mode of an EC's Activation / free Assault after a Garrison (not a selection)
PER_FACTION = ("control_pop", "bases", "units", "underground")
SCALE = 6  # expectations over a d6 are kept in sixths, so that objectives stay integer


@dataclass
class Step:
    """One selected space of the plan, as the solver chose it."""

    sp: int
    mode: int = -1  # A_CHOICE0 + mode where the Op asks for one (-1: no choice)
    n: int = 0  # Guerrillas placed with Bases (Rally mode 3)
    active_out: int = 0  # Active Guerrillas (of the 2) that a Rally Base replaces
    troops: int = 0  # Train: cubes placed
    police: int = 0
    t_out: int = 0  # Train Base: Troops among the 2 cubes it replaces
    steps: int = 0  # Train Civic Action steps
    remove: tuple = ()  # (column, count) of enemy pieces removed, in the order they go
    groups: tuple = ()  # March into this space: (origin, Underground, Active) per group
    remove_captured: tuple = ()  # Attack: the removals after a roll of 1 (Captured Goods)
    sa: int = -1  # the Special Activity that selects this space and acts in it (-1: the Op alone)
    to: int = -1  # Transport: where its `troops` go from `sp` (4.2.1)
    activate: tuple = ()  # Garrison's closing Activation in this EC: (Underground column, count)
    flip: tuple = ()  # Bribe: (column, count) of Guerrillas flipped
    assault: bool = False  # Garrison's free Assault is in this EC (its removals in `remove`)


@dataclass
class Candidate:
    """Variables of one candidate space and how to read the chosen Step back."""

    sp: int
    sel: cp_model.IntVar
    modes: dict = field(default_factory=dict)  # mode -> BoolVar
    n: cp_model.IntVar | int = 0
    active_out: cp_model.IntVar | int = 0
    n_troops: cp_model.IntVar | int = 0  # Train
    n_police: cp_model.IntVar | int = 0
    t_out: cp_model.IntVar | int = 0  # Troops (of the 2 cubes) a Train Base replaces
    steps: cp_model.IntVar | int = 0  # Civic Action steps
    removals: list = field(default_factory=list)  # (column, count var) in removal order
    groups: list = field(default_factory=list)  # March: (origin, Underground var, Active var)
    attack_picks: dict = field(default_factory=dict)  # Attack outcome -> (Booleans, removal sequences)
    sa_used: object = None  # Bool: the Special Activity acts here (it selects the space itself)
    sa_picks: tuple = ((), ())  # (Booleans, removal sequences) of the SA's removal
    closing: dict | None = None  # Garrison's EC steps: "act" [(col, var)], "assault" Bool, "remove" [(col, var)]

    def step(self, solver: cp_model.CpSolver, op: int, sa: int) -> Step | None:
        if not solver.value(self.sel):
            return None
        if self.sa_used is not None and solver.value(self.sa_used):
            picks, seqs = self.sa_picks
            seq = next((q for b, q in zip(picks, seqs) if solver.value(b)), ())
            return Step(self.sp, -1, remove=tuple((col, 1) for col in seq), sa=sa)
        mode = next((m for m, v in self.modes.items() if solver.value(v)), -1)
        if self.closing is not None:
            cl = self.closing
            return Step(self.sp, GARRISON_CLOSING,
                        activate=tuple((col, solver.value(v)) for col, v in cl["act"] if solver.value(v)),
                        assault=bool(solver.value(cl["assault"])),
                        remove=tuple((col, solver.value(v)) for col, v in cl["remove"] if solver.value(v)))
        if op == L.OP_ATTACK:
            chosen = {name: next(seq for b, seq in zip(picks, seqs) if solver.value(b))
                      for name, (picks, seqs) in self.attack_picks.items()}
            return Step(self.sp, mode, remove=tuple((col, 1) for col in chosen.get("hit", ())),
                        remove_captured=tuple((col, 1) for col in chosen.get("captured", ())))
        if self.groups:
            out = tuple((o, solver.value(u), solver.value(a)) for o, u, a in self.groups
                        if solver.value(u) + solver.value(a) > 0)  # Sweep: (origin, Troops, 0)
            return Step(self.sp, mode, groups=out)
        if self.removals:
            out = tuple((col, solver.value(n)) for col, n in self.removals if solver.value(n) > 0)
            return Step(self.sp, mode, remove=out)
        if op == L.OP_TRAIN:
            return Step(self.sp, mode, troops=solver.value(self.n_troops), police=solver.value(self.n_police),
                        t_out=solver.value(self.t_out), steps=solver.value(self.steps))
        n = solver.value(self.n) if mode == RALLY_WITH_BASES else 0
        out = solver.value(self.active_out) if mode == RALLY_BASE else 0
        return Step(self.sp, mode, n, out)


class Board:
    """The position after the Op, as constants and linear expressions."""

    def __init__(self, s, model: cp_model.CpModel):
        self.s = s
        self.model = model
        rows = s[L.SP : L.SP + N_SPACES * L.N_COLS].reshape(N_SPACES, L.N_COLS)
        self.cols = [[int(x) for x in rows[sp, : L.N_PIECE_COLS]] for sp in range(N_SPACES)]
        # Upper bounds of `cols` as the Op starts, raised by a Special Activity acting before it
        # (model.BEFORE: Transport's Troops, Muscle's cubes, Bribe's flips): the Op's own bounds read
        # them; Transport's change in Troops is kept apart for Assault's capacity.
        self.most = [row[:] for row in self.cols]
        self.troop_delta: dict = {}  # sp -> expression in [-3, 3] (Transport)
        self.returned = [0] * N_FACTIONS  # Guerrillas an SA first sent back to Available (Bribe)
        lvl = [int(rows[sp, L.SUPPORT]) for sp in range(N_SPACES)]
        self.support = [ev.support_of(lvl[sp], sp) for sp in range(N_SPACES)]
        self.opposition = [ev.opposition_of(lvl[sp], sp) for sp in range(N_SPACES)]
        self.level = lvl
        self.touched = [False] * N_SPACES
        self.ctl: dict[tuple, list] = {}
        self.scale = 1
        self.outcomes: dict[int, list] = {}  # sp -> [(weight in sixths, piece counts)] where dice decide
        self.resources = [int(s[L.RES + f]) for f in range(N_FACTIONS)]
        self.false = model.new_constant(0)

    def add(self, sp: int, col: int, expr) -> None:
        self.cols[sp][col] = self.cols[sp][col] + expr
        self.touched[sp] = True

    def quantities(self) -> dict:
        """The aggregates of evaluate.quantities, `scale` times over (core.SCALE once a space has dice
        outcomes: each outcome's pieces weighted by its chance in sixths); touched spaces' Control as
        reified Booleans. Terms are collected in lists and summed once: `+=` on an OR-Tools sum extends
        it in place, and a space's expression must not grow by its neighbours' terms."""
        k = self.scale
        moving = [sp for sp in range(N_SPACES) if self.touched[sp] or sp in self.outcomes]
        fixed = ev.quantities(self._without(moving))  # the spaces the Op leaves alone, in one pass
        terms = {"support": [k * x for x in self.support], "opposition": [k * x for x in self.opposition],
                 "open_casinos": [k * int(fixed["open_casinos"][0])]}
        for name in PER_FACTION:
            terms[name] = [[k * int(fixed[name][f][0])] for f in range(N_FACTIONS)]
        for sp in moving:
            outcomes = self.outcomes.get(sp, [(k, self.cols[sp])])
            for i, (w, c) in enumerate(outcomes):
                if SPACE_TYPE[sp] != EC:
                    if self.touched[sp]:
                        for f, ctl in enumerate(self._control(sp, i, c)):
                            terms["control_pop"][f].append(w * int(POP[sp]) * ctl)
                    else:
                        owner = ev.controller(c)
                        if owner >= 0:
                            terms["control_pop"][owner].append(w * int(POP[sp]))
                for f in range(N_FACTIONS):
                    terms["bases"][f].extend(w * c[x] for x in ev.BASE_COLS[f])
                    terms["units"][f].extend(w * c[x] for x in ev.UNIT_COLS[f])
                    if ev.UNDERGROUND_COL[f] is not None:
                        terms["underground"][f].append(w * c[ev.UNDERGROUND_COL[f]])
                terms["open_casinos"].append(w * c[L.CAS_OPEN])
        q = {name: ([lin_sum(x) for x in v] if name in PER_FACTION else lin_sum(v)) for name, v in terms.items()}
        q["resources"] = [k * r for r in self.resources]
        return q

    def _without(self, spaces: list) -> np.ndarray:
        """The position as a one-row stack with the pieces and levels of `spaces` cleared."""
        x = self.s[None].copy()
        for sp in spaces:
            x[0, L.SP + sp * L.N_COLS : L.SP + (sp + 1) * L.N_COLS] = 0
        return x

    def control(self, sp: int) -> list:
        """The Control Booleans of sp's final pieces (Train's Civic Action needs Government Control)."""
        return self._control(sp, 0, self.cols[sp])

    def control_at_start(self, sp: int) -> list:
        """The Control Booleans of sp's pieces as the Op's own changes begin (after an SA acting first:
        Construct needs Syndicate or Government Control where Muscle, Profit or Bribe changed pieces)."""
        return self._control(sp, "start", list(self.cols[sp]))

    def _control(self, sp: int, outcome, c: list) -> list:
        """1.7: faction f Controls sp iff 2 x its pieces > all pieces there (one Boolean per faction),
        made once per space and dice outcome (or "start": as the Op begins)."""
        if (sp, outcome) in self.ctl:
            return self.ctl[sp, outcome]
        per = [sum(c[x] for x in cols) for cols in ev.CONTROL_COLS]
        total = sum(per)
        out = []
        for f in range(N_FACTIONS):
            if isinstance(per[f], int) and per[f] == 0:  # no piece of f there, nor any coming: no Control
                out.append(self.false)
                continue
            b = self.model.new_bool_var(f"ctl_{f}_{sp}_{outcome}")
            self.model.add(2 * per[f] - total >= 1).only_enforce_if(b)
            self.model.add(2 * per[f] - total <= 0).only_enforce_if(b.negated())
            out.append(b)
        self.ctl[sp, outcome] = out
        return out

    def taken(self, sa: str):
        """The Boolean of a Special Activity modelled before its Op (model.BEFORE): always 1, since the
        pair has the SA and the Op alone is its own pair."""
        used = self.model.new_bool_var(sa)
        self.model.add(used == 1)
        return used

    def minimum(self, a, b):
        m = self.model.new_int_var(-100_000, 100_000, "min")
        self.model.add_min_equality(m, [a, b])
        return m


def lin_sum(xs: list):
    """A sum of ints and OR-Tools expressions, built in one go (see Board.quantities)."""
    return cp_model.LinearExpr.sum(xs) if any(not isinstance(x, int) for x in xs) else sum(xs)


def cost(s, op, sp, free: bool) -> int:
    """3.1: Resources to select sp for op (0 in a free Op, 3.1.2)."""
    return 0 if free else int(ops.base_cost(s, op, sp))


def sa_removal(bd: Board, c: Candidate, options: list[tuple[int, ...]]) -> list:
    """The SA's removal in c's space: one Boolean per legal sequence, exactly one when the SA acts
    there; returns the column adjustments (col, expression) to apply to every outcome."""
    picks = [bd.model.new_bool_var(f"sa_{i}_{c.sp}") for i in range(len(options))]
    bd.model.add(sum(picks) == c.sa_used)
    c.sa_picks = (picks, options)
    out = []
    for pick, seq in zip(picks, options):
        for col in seq:
            out.append((col, -pick))
            if col == L.CAS_OPEN:  # 1.4.5: closed instead
                out.append((L.CAS_CLOSED, pick))
    return out


def finish(s, f, bd: Board, cands, limited: bool, extra_spend=0, min_spaces: int = 1) -> list[Candidate]:
    """3.1 / 2.3.5: pay for every selected space within the faction's Resources; a LimOp selects 1;
    at least `min_spaces` (Garrison may select none, R24)."""
    m = bd.model
    if not cands:
        return []
    if int(s[L.OP + L.OP_N_SELECTED]) > 0:  # a Kidnap acting first selected its Terror space (4.3.3)
        min_spaces = 0
    spent = sum(cost * c.sel for c, cost in cands) + extra_spend
    m.add(spent <= bd.resources[f])  # free: every cost is 0 (Civic Action is never free); Profit first may add
    bd.resources[f] = bd.resources[f] - spent
    m.add(sum(c.sel for c, _ in cands) >= min_spaces)
    if limited:
        m.add(sum(c.sel for c, _ in cands) <= 1)
    used = [c.sa_used for c, _ in cands if c.sa_used is not None]
    if used:
        m.add(sum(used) <= 1)  # 4.1: the SA acts in one space (it may also not be used)
    return [c for c, _ in cands]

