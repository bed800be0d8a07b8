"""CP-SAT models of one Cuba Libre Operation (chapter 3), one model per Op: the registry of Op
builders (coin.py, insurgent.py) and `solve`, which returns the k best distinct plans.

Each builder declares, per candidate space, Booleans for the space and its modes and integers for
counts of identical pieces, writes the position after the Op on a core.Board, and calls core.finish
(costs within Resources, at least one space, a LimOp's single space). The engine checks everything
again when the plan is replayed (apply.py).
"""
from __future__ import annotations

from dataclasses import dataclass

from ortools.sat.python import cp_model

from engine.core.frames import top
from engine.cuba_libre import layout as L
from solver_ai.optimise.cuba_libre import coin, insurgent, syndicate
from solver_ai.optimise.cuba_libre import evaluate as ev
from solver_ai.optimise.cuba_libre.core import Board, Step


def op_context(s) -> tuple[bool, bool]:
    """(LimOp, free) of the Op about to start: FR_ACT p2 says Ops are limited (2.3.5); the Op chosen at
    FR_LAUNDER_OP is a free LimOp (2.3.6); an Op already started (FR_OP, after an SA acted first:
    sa_first.py) carries its OPF_* flags."""
    kind = int(top(s, 0))
    if kind == L.FR_LAUNDER_OP:
        return True, True
    if kind == L.FR_OP:
        flags = int(top(s, 3))
        return bool(flags & L.OPF_LIMITED), bool(flags & L.OPF_FREE)
    return kind == L.FR_ACT and int(top(s, 3)) == 1, False



BUILDERS = {L.OP_TRAIN: coin.train, L.OP_GARRISON: coin.garrison, L.OP_SWEEP: coin.sweep, L.OP_ASSAULT: coin.assault, L.OP_RALLY: insurgent.rally, L.OP_MARCH: insurgent.march, L.OP_ATTACK: insurgent.attack, L.OP_TERROR: insurgent.terror,
            L.OP_CONSTRUCT: insurgent.construct}


@dataclass
class Solved:
    steps: list[Step]
    score: float  # the evaluation after the Op; its expectation when dice decide (expected)
    optimal: bool
    expected: bool


# The Special Activities modelled in their Op's model: with the Op builder that takes them (sa=...),
# or before the Op's spaces on the Board the builder then reads (BEFORE).
BEFORE = {L.SA_TRANSPORT: coin.transport, L.SA_MUSCLE: syndicate.muscle, L.SA_PROFIT: syndicate.profit,
          L.SA_BRIBE: syndicate.bribe}
SA_BUILDERS = {(L.OP_ATTACK, L.SA_AMBUSH), (L.OP_TERROR, L.SA_ASSASSINATE), (L.OP_SWEEP, L.SA_AIR_STRIKE),
               (L.OP_GARRISON, L.SA_AIR_STRIKE),
               *((op, L.SA_TRANSPORT) for op in (L.OP_TRAIN, L.OP_GARRISON, L.OP_SWEEP, L.OP_ASSAULT)),
               *((op, sa) for op in (L.OP_RALLY, L.OP_MARCH, L.OP_CONSTRUCT) for sa in (L.SA_MUSCLE, L.SA_PROFIT)),
               *((op, L.SA_BRIBE) for op in (L.OP_RALLY, L.OP_MARCH, L.OP_TERROR, L.OP_CONSTRUCT))}


# CP-SAT's LP relaxation where it pays (the Government's models of benchmarks/cuba_libre/optimiser.py bench, seeds
# 0-9, the same optima at every level; docs/optimiser.md): Garrison's movement from any space into every
# City and EC has a heavy tail without it (with Transport: max 2 863 ms at level 0, 161 at level 2), and
# Train with Transport is 2.6 times faster at level 1. Elsewhere it costs more than it saves.
LINEARIZATION = {(L.OP_GARRISON, -1): 2, (L.OP_GARRISON, L.SA_AIR_STRIKE): 2, (L.OP_GARRISON, L.SA_TRANSPORT): 2,
                 (L.OP_TRAIN, L.SA_TRANSPORT): 1}


class Model(cp_model.CpModel):
    """A CpModel without the pre-PEP 8 aliases OR-Tools 9.15 attaches to every new model (about 0.2 ms
    each, measured); this package uses the PEP 8 names only."""

    def _add_pre_pep8_methods(self) -> None:
        pass


def solve(s, f: int, op: int, w: ev.Weights, k: int, time_limit: float, workers: int, sa: int = -1) -> list[Solved]:
    """Up to k best distinct solutions (differing in selected spaces or modes), best first; with `sa`
    the Op may be accompanied by that Special Activity (in at most one space)."""
    model = Model()
    bd = Board(s, model)
    limited, free = op_context(s)
    first = [BEFORE[sa](s, bd)] if sa in BEFORE else []
    with_sa = sa >= 0 and sa not in BEFORE
    cands = BUILDERS[op](s, f, bd, limited, free, sa=sa) if with_sa else BUILDERS[op](s, f, bd, limited, free)
    cands = first + cands if cands else []
    if not cands:
        return []
    model.maximize(ev.score(bd.quantities(), f, w, bd.minimum, bd.scale))
    out = []
    for _ in range(k):
        solver = cp_model.CpSolver()
        solver.parameters.num_workers = workers
        solver.parameters.max_time_in_seconds = time_limit
        # These models have tens of variables: presolve and the LP relaxation cost more than the search
        # they save (1.2 instead of 2.6 ms per solve, same optima; benchmarks/cuba_libre/optimiser.py bench).
        solver.parameters.cp_model_presolve = False
        solver.parameters.linearization_level = LINEARIZATION.get((op, sa), 0)
        status = solver.solve(model)
        if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            break
        steps = [st for st in (c.step(solver, op, sa) for c in cands) if st is not None]
        out.append(Solved(steps, round(solver.objective_value) / bd.scale, status == cp_model.OPTIMAL,
                          bd.scale > 1))
        # No-good: the next solution differs in at least one space / mode Boolean.
        lits = [v for c in cands for v in (c.sel, *c.modes.values(), *([c.sa_used] if c.sa_used is not None else []))]
        model.add_bool_or([v.negated() if solver.value(v) else v for v in lits])
    return out
