"""The Syndicate's Special Activities acting before its Op's first space (4.1), inside the Op's CP-SAT
model (model.BEFORE), like the Government's Transport (coin.py): each writes what it changes on the
Board as expressions, which the Op's builder (insurgent.py) then reads.

Muscle (4.5.3) with Rally, March or Construct: 1-2 Police into a City, or Troops into a Province or
EC, with an open Casino (or an EC), from any other spaces (March's Activation threshold and Construct's
Control read the cubes).
Profit (4.5.1) with the same Ops, one of two modes: placing Cash changes nothing the Op or the
evaluation counts; cashing in closes open Casinos and removes Syndicate Cash for +3 Resources each (up
to 49), which the Op then spends and reads (Rally's flip, Construct's opening and Control).
Bribe (4.5.4) with any Syndicate Op: 3 Resources, then in 1 space one of: up to 2 cubes removed, up
to 2 Guerrillas removed or flipped, 1 enemy Base removed (the Op reads every piece there: March's
origins, Terror's Underground Guerrilla, Rally's flip and Available Guerrillas, Control).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.cuba_libre import layout as L
from engine.cuba_libre.data import MAX_RESOURCES, N_SPACES, SYN
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules import special
from solver_ai.optimise.cuba_libre.core import Board, Candidate, Step


# ------------------------------------------------------------------------------ 4.5.3 Muscle
MUSCLE_MAX = 2  # cubes


@dataclass
class Muscle(Candidate):
    """Muscle's destination Booleans (in `modes`, so that the k best plans differ in them too) and the
    cubes leaving each origin."""

    into: dict = field(default_factory=dict)  # destination -> Bool
    out: dict = field(default_factory=dict)  # (origin, cube column) -> cubes leaving

    def step(self, solver, op: int, sa: int) -> Step:
        d = next(sp for sp, b in self.into.items() if solver.value(b))
        groups = tuple((o, solver.value(n), 0) for (o, _), n in self.out.items() if solver.value(n) > 0)
        return Step(d, sa=L.SA_MUSCLE, groups=groups)


def muscle(s, bd: Board) -> Muscle:
    """4.5.3, taken before the Op's spaces: one destination (special.space_ok: an open Casino or an EC),
    1-2 cubes into it from other spaces, Police into a City, Troops elsewhere (special.muscle_col)."""
    m = bd.model
    c = Muscle(-1, bd.taken("muscle"))
    arriving = {L.POLICE: [], L.TROOPS: []}
    start = [row[:] for row in bd.cols]
    for d in range(N_SPACES):
        if not special.space_ok(s, SYN, L.SA_MUSCLE, d):
            continue
        b = c.into[d] = m.new_bool_var(f"muscle_to_{d}")
        n = m.new_int_var(0, MUSCLE_MAX, f"muscle_in_{d}")
        m.add(n >= b)
        m.add(n <= MUSCLE_MAX * b)
        col = special.muscle_col(d)
        arriving[col].append(n)
        bd.add(d, col, n)
        bd.most[d][col] += MUSCLE_MAX
    m.add(sum(c.into.values()) == 1)
    for col, ns in arriving.items():
        leaving = []
        for o in range(N_SPACES):
            if start[o][col] == 0 or not ns:
                continue
            x = c.out[o, col] = m.new_int_var(0, min(MUSCLE_MAX, start[o][col]), f"muscle_out_{col}_{o}")
            if o in c.into:
                m.add(x == 0).only_enforce_if(c.into[o])  # from other spaces
            leaving.append(x)
            bd.add(o, col, -x)
        m.add(sum(leaving) == sum(ns))
    c.modes = {("to", d): b for d, b in c.into.items()}
    return c


# ------------------------------------------------------------------------------ 4.5.1 Profit
CASH_IN = 3  # Resources per Casino closed or Syndicate Cash removed


@dataclass
class Profit(Candidate):
    """Profit's mode (`cash_in`: in `modes`, so that the k best plans differ in it) and, cashing in, the
    Casinos closed and Syndicate Cash removed per space."""

    cash_space: int = -1  # where the first mode places its Cash (-1: that mode is not possible)
    take: dict = field(default_factory=dict)  # space -> (Casinos closed, Cash removed)

    def step(self, solver, op: int, sa: int) -> Step:
        if not solver.value(self.modes["cash_in"]):
            return Step(self.cash_space, 0, sa=L.SA_PROFIT)
        groups = tuple((sp, solver.value(k), solver.value(c)) for sp, (k, c) in self.take.items()
                       if solver.value(k) + solver.value(c) > 0)
        return Step(groups[0][0], 1, sa=L.SA_PROFIT, groups=groups)


def profit(s, bd: Board) -> Profit:
    """4.5.1, taken before the Op's spaces, one of two modes: place Cash in 1-2 open-Casino spaces
    (nothing the Op or the evaluation counts: the plan places 1, in the first such space), or close
    open Casinos and remove Syndicate Cash, at least one, +3 Resources each up to 49."""
    m = bd.model
    c = Profit(-1, bd.taken("profit"))
    c.cash_space = next((sp for sp in range(N_SPACES) if special.profit_cash_ok(s, sp)), -1)
    cash_in = c.modes["cash_in"] = m.new_bool_var("profit_cash_in")
    if c.cash_space < 0:
        m.add(cash_in == 1)
    gains = []
    for sp in range(N_SPACES):
        if not special.profit_cashin_ok(s, sp):
            continue
        casinos, cash = bd.cols[sp][L.CAS_OPEN], int(pc.faction_cash(s, sp, SYN))
        k, x = c.take[sp] = (m.new_int_var(0, casinos, f"close_{sp}"), m.new_int_var(0, cash, f"cash_{sp}"))
        m.add(k <= casinos * cash_in)  # the other mode takes nothing
        m.add(x <= cash * cash_in)
        gains += [k, x]
        bd.add(sp, L.CAS_OPEN, -k)  # 1.4.5: closed, not removed
        bd.add(sp, L.CAS_CLOSED, k)
    if not gains:
        m.add(cash_in == 0)
        return c
    m.add(sum(gains) >= cash_in)
    r = m.new_int_var(0, MAX_RESOURCES, "profit_resources")
    m.add_min_equality(r, [bd.resources[SYN] + CASH_IN * sum(gains), MAX_RESOURCES])
    bd.resources[SYN] = r
    return c


# ------------------------------------------------------------------------------ 4.5.4 Bribe
BRIBE_MAX = 2  # cubes or Guerrillas
# CH_BRIBE's modes: the pieces each may take and how many
BRIBE_KINDS = ((L.BR_CUBES, (L.TROOPS, L.POLICE), BRIBE_MAX), (L.BR_GUERRILLAS, special.GUERRILLA_COLS, BRIBE_MAX),
               (L.BR_BASE, special.ENEMY_BASES, 1))


def twin(col: int) -> int:
    """The other side of a Guerrilla (Underground <-> Active: adjacent columns, Underground first)."""
    return col + 1 if col in (L.M26_U, L.DR_U, L.SYN_U) else col - 1


@dataclass
class Bribe(Candidate):
    """Bribe's space and mode Booleans (in `modes`, so that the k best plans differ in them) and, per
    space, the pieces removed and the Guerrillas flipped."""

    spaces: dict = field(default_factory=dict)  # space -> (Bool, {mode: Bool}, [(col, removed)], [(col, flipped)])

    def step(self, solver, op: int, sa: int) -> Step:
        sp, (_, modes, gone, flips) = next((sp, v) for sp, v in self.spaces.items() if solver.value(v[0]))
        mode = next(k for k, b in modes.items() if solver.value(b))
        return Step(sp, mode, sa=L.SA_BRIBE, remove=tuple((c, solver.value(n)) for c, n in gone if solver.value(n)),
                    flip=tuple((c, solver.value(n)) for c, n in flips if solver.value(n)))


def bribe(s, bd: Board) -> Bribe:
    """4.5.4, taken before the Op's spaces: 3 Resources, one space (special.space_ok), one mode there
    (CH_BRIBE: 0 cubes, 1 Guerrillas, 2 an enemy Base) and up to 2 pieces (1 Base); a Guerrilla
    flipped then removed is one removed, so removals and flips count the pieces there at the start."""
    m = bd.model
    c = Bribe(-1, bd.taken("bribe"))
    returned = []  # Syndicate Guerrillas back to Available (the Rally may place them again)
    for sp in range(N_SPACES):
        if not special.space_ok(s, SYN, L.SA_BRIBE, sp):
            continue
        start = list(bd.cols[sp])
        b = m.new_bool_var(f"bribe_{sp}")
        modes, gone, flips = {}, [], []
        for mode, cols, most in BRIBE_KINDS:
            cols = [x for x in cols if start[x] > 0]
            if not cols:
                continue
            on = modes[mode] = m.new_bool_var(f"bribe_{mode}_{sp}")
            taken = []
            for x in cols:
                n = m.new_int_var(0, min(most, start[x]), f"bribe_out_{x}_{sp}")
                gone.append((x, n))
                taken.append(n)
                bd.add(sp, x, -n)
                if x in (L.SYN_U, L.SYN_A):
                    returned.append(n)
                if mode == L.BR_GUERRILLAS:
                    f = m.new_int_var(0, min(most, start[x]), f"bribe_flip_{x}_{sp}")
                    m.add(n + f <= start[x])
                    flips.append((x, f))
                    taken.append(f)
                    bd.add(sp, x, -f)
                    bd.add(sp, twin(x), f)
                    bd.most[sp][twin(x)] += min(most, start[x])
            m.add(sum(taken) <= most * on)
        m.add(sum(modes.values()) == b)
        c.spaces[sp] = (b, modes, gone, flips)
    m.add(sum(v[0] for v in c.spaces.values()) == 1)
    bd.resources[SYN] = bd.resources[SYN] - special.BRIBE_COST
    bd.returned[SYN] = sum(returned)
    c.modes = {(sp, k): v for sp, (_, modes, _, _) in c.spaces.items() for k, v in modes.items()}
    return c
