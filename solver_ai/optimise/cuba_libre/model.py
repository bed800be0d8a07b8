"""CP-SAT models of one Cuba Libre Operation (chapter 3), one model per Op.

Variables are per candidate space: a Boolean per space and mode, integers for counts of identical pieces
(Guerrillas placed, which of Underground/Active leave for a Base). The position after the Op is written
as linear expressions of those variables: `Board.cols[sp][col]` (piece counts), `Board.support[sp]` /
`Board.opposition[sp]` (1.6.3 shares), the acting faction's Resources; `objective` turns them into the
evaluation of `evaluate.py` with the same formula as on an engine state.

Rules encoded (the engine checks them again when the plan is replayed):
  3.1 costs per space and Resources; 2.3.5 a LimOp selects 1 space; 1.4.1 Available pieces;
  1.4.2 stacking; 3.3.1 Rally modes (place 1, Base for 2, flip Underground, place up to the Base limit)
  and where Rally may be (not ECs, Support levels); 3.3.4 Terror (Underground Guerrilla, the shift);
  3.3.5 Construct (Controlled by the Syndicate or Government, a closed Casino placed or opened).
Ordering matters only for Rally: Base spaces first, so the Guerrillas they return are Available for
the placements that follow (apply.py replays in that order).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ortools.sat.python import cp_model

from engine.cuba_libre import layout as L
from engine.cuba_libre.data import EC, GOVT, M26, N_FACTIONS, N_SPACES, POP, SPACE_TYPE, SYN
from engine.cuba_libre.frames import top
from engine.cuba_libre.rules import board, operations as ops
from solver_ai.optimise.cuba_libre import evaluate as ev

# Rally modes (A_CHOICE0 + k of CH_RALLY) and Construct modes (CH_CONSTRUCT).
RALLY_PLACE1, RALLY_BASE, RALLY_FLIP, RALLY_WITH_BASES = 0, 1, 2, 3
CONSTRUCT_PLACE, CONSTRUCT_OPEN = 0, 1
TRAIN_BASE, TRAIN_CIVIC = 0, 1  # the closing step (A_CHOICE0 + k of CH_TRAIN)
PER_FACTION = ("control_pop", "bases", "units", "underground")


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

    def step(self, solver: cp_model.CpSolver, op: int) -> Step | None:
        if not solver.Value(self.sel):
            return None
        mode = next((m for m, v in self.modes.items() if solver.Value(v)), -1)
        if op == L.OP_TRAIN:
            return Step(self.sp, mode, troops=solver.Value(self.n_troops), police=solver.Value(self.n_police),
                        t_out=solver.Value(self.t_out), steps=solver.Value(self.steps))
        n = solver.Value(self.n) if mode == RALLY_WITH_BASES else 0
        out = solver.Value(self.active_out) if mode == RALLY_BASE else 0
        return Step(self.sp, mode, n, out)


class Board:
    """The position after the Op, as constants and linear expressions."""

    def __init__(self, s, model: cp_model.CpModel):
        self.s = s
        self.model = model
        rows = s[L.SP : L.SP + N_SPACES * L.N_COLS].reshape(N_SPACES, L.N_COLS)
        self.cols = [[int(x) for x in rows[sp, : L.N_PIECE_COLS]] for sp in range(N_SPACES)]
        lvl = [int(rows[sp, L.SUPPORT]) for sp in range(N_SPACES)]
        self.support = [ev.support_of(lvl[sp], sp) for sp in range(N_SPACES)]
        self.opposition = [ev.opposition_of(lvl[sp], sp) for sp in range(N_SPACES)]
        self.level = lvl
        self.touched = [False] * N_SPACES
        self.ctl: dict[int, list] = {}
        self.resources = [int(s[L.RES + f]) for f in range(N_FACTIONS)]

    def add(self, sp: int, col: int, expr) -> None:
        self.cols[sp][col] = self.cols[sp][col] + expr
        self.touched[sp] = True

    def quantities(self) -> dict:
        """The aggregates of evaluate.quantities; touched spaces' Control as reified Booleans.
        Terms are collected in lists and summed once: `+=` on an OR-Tools sum extends it in place, and
        a space's expression must not grow by its neighbours' terms."""
        terms = {"support": list(self.support), "opposition": list(self.opposition), "open_casinos": []}
        for name in PER_FACTION:
            terms[name] = [[] for _ in range(N_FACTIONS)]
        for sp in range(N_SPACES):
            c = self.cols[sp]
            if SPACE_TYPE[sp] != EC:
                if self.touched[sp]:
                    for f, ctl in enumerate(self._control(sp)):
                        terms["control_pop"][f].append(int(POP[sp]) * ctl)
                else:
                    owner = ev.controller(c)
                    if owner >= 0:
                        terms["control_pop"][owner].append(int(POP[sp]))
            for f in range(N_FACTIONS):
                terms["bases"][f].extend(c[k] for k in ev.BASE_COLS[f])
                terms["units"][f].extend(c[k] for k in ev.UNIT_COLS[f])
                if ev.UNDERGROUND_COL[f] is not None:
                    terms["underground"][f].append(c[ev.UNDERGROUND_COL[f]])
            terms["open_casinos"].append(c[L.CAS_OPEN])
        q = {k: ([_sum(x) for x in v] if k in PER_FACTION else _sum(v)) for k, v in terms.items()}
        q["resources"] = list(self.resources)
        return q

    def _control(self, sp: int) -> list:
        """1.7: faction f Controls sp iff 2 x its pieces > all pieces there (one Boolean per faction),
        made once per space, on its final piece counts."""
        if sp in self.ctl:
            return self.ctl[sp]
        c = self.cols[sp]
        per = [sum(c[k] for k in cols) for cols in ev.CONTROL_COLS]
        total = sum(per)
        out = []
        for f in range(N_FACTIONS):
            b = self.model.NewBoolVar(f"ctl_{f}_{sp}")
            self.model.Add(2 * per[f] - total >= 1).OnlyEnforceIf(b)
            self.model.Add(2 * per[f] - total <= 0).OnlyEnforceIf(b.Not())
            out.append(b)
        self.ctl[sp] = out
        return out

    def minimum(self, a, b):
        m = self.model.NewIntVar(-1000, 1000, "min")
        self.model.AddMinEquality(m, [a, b])
        return m


def _sum(xs: list):
    return cp_model.LinearExpr.Sum(xs) if any(not isinstance(x, int) for x in xs) else sum(xs)


def _cost(s, op, sp, free: bool) -> int:
    return 0 if free else int(ops.base_cost(s, op, sp))


# ------------------------------------------------------------------------------ 3.3.1 Rally
def _rally(s, f, bd: Board, limited: bool, free: bool) -> list[Candidate]:
    m = bd.model
    u, a = board.guerrilla_cols(f)
    bcol = board.base_col(f)
    avail = int(board.available_guerrillas(s, f))
    cands, placed, new_bases = [], [], []
    for sp in range(N_SPACES):
        if SPACE_TYPE[sp] == EC or not ops.rally_level_ok(f, bd.level[sp]):
            continue
        U, A = bd.cols[sp][u], bd.cols[sp][a]
        has_base = bd.cols[sp][L.CAS_OPEN if f == SYN else bcol] > 0
        sel = m.NewBoolVar(f"sel_{sp}")
        c = Candidate(sp, sel)
        c.modes[RALLY_PLACE1] = m.NewBoolVar(f"place1_{sp}")
        placed.append(c.modes[RALLY_PLACE1])
        bd.add(sp, u, c.modes[RALLY_PLACE1])
        if f != SYN and U + A >= 2 and board.can_place_base(s, sp, f):
            b = c.modes[RALLY_BASE] = m.NewBoolVar(f"base_{sp}")
            c.active_out = m.NewIntVar(0, min(2, A), f"aout_{sp}")
            m.Add(c.active_out <= 2 * b)
            m.Add(2 * b - c.active_out <= U)  # the Underground ones that leave
            bd.add(sp, a, -c.active_out)
            bd.add(sp, u, c.active_out - 2 * b)
            bd.add(sp, bcol, b)
            new_bases.append(b)
        if has_base and A > 0:
            fl = c.modes[RALLY_FLIP] = m.NewBoolVar(f"flip_{sp}")
            bd.add(sp, u, A * fl)
            bd.add(sp, a, -A * fl)
        limit = int(ops.rally_limit(s, f, sp)) if f != SYN else 0
        if has_base and f != SYN and limit > 1:
            wb = c.modes[RALLY_WITH_BASES] = m.NewBoolVar(f"withbases_{sp}")
            c.n = m.NewIntVar(0, limit, f"n_{sp}")
            m.Add(c.n <= limit * wb)
            m.Add(c.n >= wb)  # placing none is a paid no-op: never better than not selecting
            placed.append(c.n)
            bd.add(sp, u, c.n)
        m.Add(sum(c.modes.values()) == sel)
        cands.append((c, _cost(s, L.OP_RALLY, sp, free)))
    if new_bases:
        m.Add(sum(new_bases) <= int(board.available_bases(s, f)))
    # 1.4.1: Guerrillas placed come from Available, which the Base swaps (done first) refill by 2 each.
    m.Add(sum(placed) <= avail + 2 * sum(new_bases))
    return _finish(s, f, bd, cands, limited)


# ------------------------------------------------------------------------------ 3.3.4 Terror
def _terror(s, f, bd: Board, limited: bool, free: bool) -> list[Candidate]:
    m = bd.model
    u, a = board.guerrilla_cols(f)
    cands = []
    for sp in range(N_SPACES):
        if bd.cols[sp][u] == 0:
            continue
        sel = m.NewBoolVar(f"sel_{sp}")
        bd.add(sp, u, -sel)
        bd.add(sp, a, sel)
        if SPACE_TYPE[sp] != EC:
            lvl = bd.level[sp]
            after = max(lvl - 1, -2) if f == M26 else lvl - (lvl > 0) + (lvl < 0)
            bd.support[sp] = bd.support[sp] + (ev.support_of(after, sp) - ev.support_of(lvl, sp)) * sel
            bd.opposition[sp] = bd.opposition[sp] + (ev.opposition_of(after, sp) - ev.opposition_of(lvl, sp)) * sel
        cands.append((Candidate(sp, sel), _cost(s, L.OP_TERROR, sp, free)))
    return _finish(s, f, bd, cands, limited)


# ------------------------------------------------------------------------------ 3.3.5 Construct
def _construct(s, f, bd: Board, limited: bool, free: bool) -> list[Candidate]:
    m = bd.model
    cands, new = [], []
    for sp in range(N_SPACES):
        owner = int(board.controller(s, sp))
        if SPACE_TYPE[sp] == EC or owner not in (GOVT, SYN):
            continue
        sel = m.NewBoolVar(f"sel_{sp}")
        c = Candidate(sp, sel)
        if board.casinos(s, sp) < 2:
            p = c.modes[CONSTRUCT_PLACE] = m.NewBoolVar(f"place_{sp}")
            bd.add(sp, L.CAS_CLOSED, p)
            new.append(p)
        if board.get(s, sp, L.CAS_CLOSED) > 0:
            o = c.modes[CONSTRUCT_OPEN] = m.NewBoolVar(f"open_{sp}")
            bd.add(sp, L.CAS_CLOSED, -o)
            bd.add(sp, L.CAS_OPEN, o)
        if not c.modes:
            continue
        m.Add(sum(c.modes.values()) == sel)
        cands.append((c, _cost(s, L.OP_CONSTRUCT, sp, free)))
    if new:
        m.Add(sum(new) <= int(board.available_bases(s, SYN)))
    return _finish(s, f, bd, cands, limited)


# ------------------------------------------------------------------------------ 3.2.1 Train
def _train(s, f, bd: Board, limited: bool, free: bool) -> list[Candidate]:
    """Cubes placed per selected space (up to 4, Cities and Provinces with a Government Base), then one
    closing step: a Base for 2 cubes in a selected space, or Civic Action steps in one (6.3.2), or none."""
    m = bd.model
    avail_t, avail_p = int(board.available_troops(s)), int(board.available_police(s))
    civic_cost = int(s[L.OPTIONS + L.OPT_CIVIC_COST])
    cands, troops, police, closing, civic_spend = [], [], [], [], []
    for sp in range(N_SPACES):
        if SPACE_TYPE[sp] == EC:
            continue
        sel = m.NewBoolVar(f"sel_{sp}")
        c = Candidate(sp, sel)
        T0, P0 = bd.cols[sp][L.TROOPS], bd.cols[sp][L.POLICE]
        if ops.train_places(sp, s):
            c.n_troops = m.NewIntVar(0, min(4, avail_t), f"t_{sp}")
            c.n_police = m.NewIntVar(0, min(4, avail_p), f"p_{sp}")
            m.Add(c.n_troops + c.n_police <= 4 * sel)
            troops.append(c.n_troops)
            police.append(c.n_police)
        tt, pp = T0 + c.n_troops, P0 + c.n_police  # cubes after placement
        if board.can_place_base(s, sp, GOVT) and board.available_bases(s, GOVT) > 0:
            b = c.modes[TRAIN_BASE] = m.NewBoolVar(f"base_{sp}")
            c.t_out = m.NewIntVar(0, 2, f"tout_{sp}")
            m.Add(c.t_out <= 2 * b)
            m.Add(c.t_out <= tt)
            m.Add(2 * b - c.t_out <= pp)
            bd.add(sp, L.TROOPS, -c.t_out)
            bd.add(sp, L.POLICE, c.t_out - 2 * b)
            bd.add(sp, L.GBASE, b)
            closing.append(b)
        bd.add(sp, L.TROOPS, c.n_troops)
        bd.add(sp, L.POLICE, c.n_police)
        lvl0, terror0 = bd.level[sp], int(board.get(s, sp, L.TERROR))
        room = terror0 + (2 - lvl0)  # 6.3.2: each step removes a Terror marker, else shifts 1 toward Support
        if room > 0 and civic_cost >= 0:
            cv = c.modes[TRAIN_CIVIC] = m.NewBoolVar(f"civic_{sp}")
            c.steps = m.NewIntVar(0, room, f"steps_{sp}")
            m.Add(c.steps <= room * cv)
            m.Add(c.steps >= cv)
            m.Add(tt >= 1).OnlyEnforceIf(cv)
            m.Add(pp >= 1).OnlyEnforceIf(cv)
            closing.append(cv)
            civic_spend.append(civic_cost * c.steps)
            shift = m.NewIntVar(0, 2 - lvl0, f"shift_{sp}")
            m.AddMaxEquality(shift, [0, c.steps - terror0])
            lvl = m.NewIntVar(lvl0, 2, f"lvl_{sp}")
            m.Add(lvl == lvl0 + shift)
            sup = m.NewIntVar(0, 2 * int(POP[sp]), f"sup_{sp}")
            opp = m.NewIntVar(0, 2 * int(POP[sp]), f"opp_{sp}")
            m.AddElement(lvl + 2, [ev.support_of(x, sp) for x in range(-2, 3)], sup)
            m.AddElement(lvl + 2, [ev.opposition_of(x, sp) for x in range(-2, 3)], opp)
            bd.support[sp], bd.opposition[sp] = sup, opp
            bd.touched[sp] = True
        for mode in c.modes.values():
            m.AddImplication(mode, sel)  # the closing step is in a selected space
        cands.append((c, _cost(s, L.OP_TRAIN, sp, free)))
    m.Add(sum(troops) <= avail_t)
    m.Add(sum(police) <= avail_p)
    m.Add(sum(closing) <= 1)
    # Civic Action needs Government Control once the cubes are in (the closing step comes last).
    for c, _ in cands:
        if TRAIN_CIVIC in c.modes:
            m.AddImplication(c.modes[TRAIN_CIVIC], bd._control(c.sp)[GOVT])
    return _finish(s, f, bd, cands, limited, extra_spend=sum(civic_spend))


def _finish(s, f, bd: Board, cands, limited: bool, extra_spend=0) -> list[Candidate]:
    """3.1 / 2.3.5: pay for every selected space within the faction's Resources; a LimOp selects 1."""
    m = bd.model
    if not cands:
        return []
    spent = sum(cost * c.sel for c, cost in cands) + extra_spend
    m.Add(spent <= int(s[L.RES + f]))  # free: every cost is 0 (Civic Action is never free)
    bd.resources[f] = bd.resources[f] - spent
    m.Add(sum(c.sel for c, _ in cands) >= 1)  # an Op selects at least one space
    if limited:
        m.Add(sum(c.sel for c, _ in cands) <= 1)
    return [c for c, _ in cands]


def op_context(s) -> tuple[bool, bool]:
    """(LimOp, free) of the Op about to start: FR_ACT p2 says Ops are limited (2.3.5); the Op chosen at
    FR_LAUNDER_OP is a free LimOp (2.3.6)."""
    kind = int(top(s, 0))
    if kind == L.FR_LAUNDER_OP:
        return True, True
    return kind == L.FR_ACT and int(top(s, 3)) == 1, False


BUILDERS = {L.OP_TRAIN: _train, L.OP_RALLY: _rally, L.OP_TERROR: _terror, L.OP_CONSTRUCT: _construct}


@dataclass
class Solved:
    steps: list[Step]
    score: int
    optimal: bool


def solve(s, f: int, op: int, w: ev.Weights, k: int, time_limit: float, workers: int) -> list[Solved]:
    """Up to k best distinct solutions (differing in selected spaces or modes), best first."""
    model = cp_model.CpModel()
    bd = Board(s, model)
    limited, free = op_context(s)
    cands = BUILDERS[op](s, f, bd, limited, free)
    if not cands:
        return []
    model.Maximize(ev.score(bd.quantities(), f, w, bd.minimum))
    out = []
    for _ in range(k):
        solver = cp_model.CpSolver()
        solver.parameters.num_workers = workers
        solver.parameters.max_time_in_seconds = time_limit
        status = solver.Solve(model)
        if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            break
        steps = [st for st in (c.step(solver, op) for c in cands) if st is not None]
        out.append(Solved(steps, int(round(solver.ObjectiveValue())), status == cp_model.OPTIMAL))
        # No-good: the next solution differs in at least one space / mode Boolean.
        lits = [v for c in cands for v in (c.sel, *c.modes.values())]
        model.AddBoolOr([v.Not() if solver.Value(v) else v for v in lits])
    return out
