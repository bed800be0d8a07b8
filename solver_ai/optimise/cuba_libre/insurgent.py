"""CP-SAT models of the insurgent Operations: 3.3.1 Rally, 3.3.4 Terror, 3.3.5 Construct.

Attack (dice, by expected value): every own Underground Guerrilla there Activates; the d6 hits on a
roll <= own Guerrillas, a 1 also places a Guerrilla (Captured Goods); each of the three outcomes (fail,
hit, hit on a 1) is a copy of the space's pieces weighted by its chance in sixths, with its own choice
among the legal removals (dice.attack_removals). Spaces are chosen before any roll (not adaptively).
March: per destination, one group from each adjacent origin (Underground and Active counts), only
pieces that have not moved (3.3.2: arrivals stay), Activation on arrival in an EC or at Support when
group + cubes > 3. A destination may get no group at all (free in an EC): apply.py selects those
first, while every neighbour still has its pieces.
Rally: per space one mode (place 1, a Base for 2 Guerrillas, flip Underground, place up to the Base
limit), Guerrillas placed within Available, which each Base swap (replayed first) refills by 2; not in
ECs nor at the Support levels 3.3.1 forbids. Terror: an Underground Guerrilla Activates and Support
shifts (26July toward Active Opposition, the others toward Neutral). Construct: a closed Casino placed
(stacking, Available) or opened, where the Syndicate or the Government Controls.
Muscle (4.5.3) with Rally, March or Construct, before the Op's first space: 1-2 Police into a City, or
Troops into a Province or EC, with an open Casino (or an EC), from any other spaces. The Op then reads
those spaces' cubes as expressions (March's Activation threshold, Construct's Control), so the pair is
one model. Profit (4.5.1) with the same Ops, before the Op's first space, likewise: placing Cash changes
nothing the Op or the evaluation counts; cashing in closes open Casinos and removes Syndicate Cash for
+3 Resources each (up to 49), which the Op then spends and reads (Rally's flip, Construct's opening and
Control).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.cuba_libre import layout as L
from engine.cuba_libre.data import ADJ, EC, GOVT, M26, N_SPACES, SPACE_TYPE, SYN
from engine.cuba_libre.rules import board, special
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules import operations as ops
from solver_ai.optimise.cuba_libre import dice
from solver_ai.optimise.cuba_libre import evaluate as ev
from solver_ai.optimise.cuba_libre.core import (
    CONSTRUCT_OPEN,
    CONSTRUCT_PLACE,
    RALLY_BASE,
    RALLY_FLIP,
    RALLY_PLACE1,
    RALLY_WITH_BASES,
    SCALE,
    Board,
    Candidate,
    Step,
    cost,
    finish,
    sa_removal,
)


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
    used = m.new_bool_var("muscle")
    m.add(used == 1)  # the pair has the SA; the Op alone is its own pair
    c = Muscle(-1, used)
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
MAX_RESOURCES = 49  # 1.8


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
    used = m.new_bool_var("profit")
    m.add(used == 1)  # the pair has the SA; the Op alone is its own pair
    c = Profit(-1, used)
    c.cash_space = next((sp for sp in range(N_SPACES) if special.profit_cash_ok(s, sp)), -1)
    cash_in = c.modes["cash_in"] = m.new_bool_var("profit_cash_in")
    if c.cash_space < 0:
        m.add(cash_in == 1)
    gains = []
    for sp in range(N_SPACES):
        if not special.profit_cashin_ok(s, sp):
            continue
        k, x = c.take[sp] = (m.new_int_var(0, bd.cols[sp][L.CAS_OPEN], f"close_{sp}"),
                             m.new_int_var(0, int(pc.faction_cash(s, sp, SYN)), f"cash_{sp}"))
        m.add(k <= bd.cols[sp][L.CAS_OPEN] * cash_in)  # the other mode takes nothing
        m.add(x <= int(pc.faction_cash(s, sp, SYN)) * cash_in)
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


# ------------------------------------------------------------------------------ 3.3.1 Rally
def rally(s, f, bd: Board, limited: bool, free: bool) -> list[Candidate]:
    m = bd.model
    u, a = board.guerrilla_cols(f)
    bcol = board.base_col(f)
    avail = int(board.available_guerrillas(s, f))
    cands, placed, new_bases = [], [], []
    for sp in range(N_SPACES):
        if SPACE_TYPE[sp] == EC or not ops.rally_level_ok(f, bd.level[sp]):
            continue
        U, A = bd.cols[sp][u], bd.cols[sp][a]
        bases = bd.cols[sp][L.CAS_OPEN if f == SYN else bcol]  # after Profit first, if any
        has_base = bd.most[sp][L.CAS_OPEN if f == SYN else bcol] > 0
        sel = m.new_bool_var(f"sel_{sp}")
        c = Candidate(sp, sel)
        c.modes[RALLY_PLACE1] = m.new_bool_var(f"place1_{sp}")
        placed.append(c.modes[RALLY_PLACE1])
        bd.add(sp, u, c.modes[RALLY_PLACE1])
        if f != SYN and U + A >= 2 and board.can_place_base(s, sp, f):
            b = c.modes[RALLY_BASE] = m.new_bool_var(f"base_{sp}")
            c.active_out = m.new_int_var(0, min(2, A), f"aout_{sp}")
            m.add(c.active_out <= 2 * b)
            m.add(2 * b - c.active_out <= U)  # the Underground ones that leave
            bd.add(sp, a, -c.active_out)
            bd.add(sp, u, c.active_out - 2 * b)
            bd.add(sp, bcol, b)
            new_bases.append(b)
        if has_base and A > 0:
            fl = c.modes[RALLY_FLIP] = m.new_bool_var(f"flip_{sp}")
            if not isinstance(bases, int):
                m.add(fl <= bases)
            bd.add(sp, u, A * fl)
            bd.add(sp, a, -A * fl)
        limit = int(ops.rally_limit(s, f, sp)) if f != SYN else 0
        if has_base and f != SYN and limit > 1:
            wb = c.modes[RALLY_WITH_BASES] = m.new_bool_var(f"withbases_{sp}")
            c.n = m.new_int_var(0, limit, f"n_{sp}")
            m.add(c.n <= limit * wb)
            m.add(c.n >= wb)  # placing none is a paid no-op: never better than not selecting
            placed.append(c.n)
            bd.add(sp, u, c.n)
        m.add(sum(c.modes.values()) == sel)
        cands.append((c, cost(s, L.OP_RALLY, sp, free)))
    if new_bases:
        m.add(sum(new_bases) <= int(board.available_bases(s, f)))
    # 1.4.1: Guerrillas placed come from Available, which the Base swaps (done first) refill by 2 each.
    m.add(sum(placed) <= avail + 2 * sum(new_bases))
    return finish(s, f, bd, cands, limited)


# ------------------------------------------------------------------------------ 3.3.4 Terror
def terror(s, f, bd: Board, limited: bool, free: bool, sa: int = -1) -> list[Candidate]:
    m = bd.model
    u, a = board.guerrilla_cols(f)
    cands = []
    for sp in range(N_SPACES):
        if bd.cols[sp][u] == 0 or ops.is_selected(s, sp):  # a Kidnap first may have selected it (4.3.3)
            continue
        sel = m.new_bool_var(f"sel_{sp}")
        c = Candidate(sp, sel)
        if sa == L.SA_ASSASSINATE and special.space_ok(s, f, sa, sp):
            # 4.4.3: Terror here (selected by the SA if not yet), and 1 enemy piece of DR's choice goes
            c.sa_used = m.new_bool_var(f"assassinate_{sp}")
            m.add_implication(c.sa_used, sel)
            for col, expr in sa_removal(bd, c, dice.single_removals(bd.cols[sp], f)):
                bd.add(sp, col, expr)
        bd.add(sp, u, -sel)
        bd.add(sp, a, sel)
        if SPACE_TYPE[sp] != EC:
            lvl = bd.level[sp]
            after = max(lvl - 1, -2) if f == M26 else lvl - (lvl > 0) + (lvl < 0)
            bd.support[sp] = bd.support[sp] + (ev.support_of(after, sp) - ev.support_of(lvl, sp)) * sel
            bd.opposition[sp] = bd.opposition[sp] + (ev.opposition_of(after, sp) - ev.opposition_of(lvl, sp)) * sel
        cands.append((c, cost(s, L.OP_TERROR, sp, free)))
    return finish(s, f, bd, cands, limited)


# ------------------------------------------------------------------------------ 3.3.5 Construct
def construct(s, f, bd: Board, limited: bool, free: bool) -> list[Candidate]:
    m = bd.model
    cands, new = [], []
    for sp in range(N_SPACES):
        if SPACE_TYPE[sp] == EC:
            continue
        now = bd.cols[sp]  # as the Op starts: Muscle or Profit first may have moved cubes or closed Casinos
        moved = any(not isinstance(x, int) for x in now)
        closed = now[L.CAS_CLOSED]
        if not moved and ev.controller(now) not in (GOVT, SYN):
            continue
        sel = m.new_bool_var(f"sel_{sp}")
        c = Candidate(sp, sel)
        if moved:
            ctl = bd.control_at_start(sp)
            m.add(sel <= ctl[GOVT] + ctl[SYN])
        if board.casinos(s, sp) < 2:
            p = c.modes[CONSTRUCT_PLACE] = m.new_bool_var(f"place_{sp}")
            bd.add(sp, L.CAS_CLOSED, p)
            new.append(p)
        if not isinstance(closed, int) or closed > 0:
            o = c.modes[CONSTRUCT_OPEN] = m.new_bool_var(f"open_{sp}")
            if not isinstance(closed, int):
                m.add(o <= closed)
            bd.add(sp, L.CAS_CLOSED, -o)
            bd.add(sp, L.CAS_OPEN, o)
        if not c.modes:
            continue
        m.add(sum(c.modes.values()) == sel)
        cands.append((c, cost(s, L.OP_CONSTRUCT, sp, free)))
    if new:
        m.add(sum(new) <= int(board.available_bases(s, SYN)))
    return finish(s, f, bd, cands, limited)



# ------------------------------------------------------------------------------ 3.3.2 March
def march(s, f, bd: Board, limited: bool, free: bool) -> list[Candidate]:
    m = bd.model
    u, a = board.guerrilla_cols(f)
    n_u = [bd.cols[sp][u] for sp in range(N_SPACES)]
    n_a = [bd.cols[sp][a] for sp in range(N_SPACES)]
    out_u = [[] for _ in range(N_SPACES)]
    out_a = [[] for _ in range(N_SPACES)]
    cands = []
    for d in range(N_SPACES):
        origins = [o for o in range(N_SPACES) if ADJ[o, d] and o != d and n_u[o] + n_a[o] > 0]
        if not origins:
            continue
        sel = m.new_bool_var(f"sel_{d}")
        c = Candidate(d, sel)
        cubes = bd.cols[d][L.TROOPS] + bd.cols[d][L.POLICE]  # after Muscle first, if any
        risky = SPACE_TYPE[d] == EC or bd.level[d] > 0
        arrived = []
        for o in origins:
            xu = m.new_int_var(0, n_u[o], f"xu_{o}_{d}")
            xa = m.new_int_var(0, n_a[o], f"xa_{o}_{d}")
            m.add(xu + xa <= (n_u[o] + n_a[o]) * sel)
            out_u[o].append(xu)
            out_a[o].append(xa)
            c.groups.append((o, xu, xa))
            arrived += [xu, xa]
            flipped = 0
            if risky and n_u[o] > 0:
                # The group Activates on arrival if it and the cubes there are more than 3; with no
                # group (xu = 0) the flip is 0 either way.
                act = m.new_bool_var(f"act_{o}_{d}")
                m.add(xu + xa + cubes >= 4).only_enforce_if(act)
                m.add(xu + xa + cubes <= 3).only_enforce_if(act.negated())
                flipped = m.new_int_var(0, n_u[o], f"flip_{o}_{d}")
                m.add(flipped == xu).only_enforce_if(act)
                m.add(flipped == 0).only_enforce_if(act.negated())
            bd.add(o, u, -xu)
            bd.add(o, a, -xa)
            bd.add(d, u, xu - flipped)
            bd.add(d, a, xa + flipped)
        cands.append((c, cost(s, L.OP_MARCH, d, free)))
    for o in range(N_SPACES):  # only the pieces there at the start move (arrivals stay)
        if out_u[o]:
            m.add(sum(out_u[o]) <= n_u[o])
            m.add(sum(out_a[o]) <= n_a[o])
    return finish(s, f, bd, cands, limited)


# ------------------------------------------------------------------------------ 3.3.3 Attack
def attack(s, f, bd: Board, limited: bool, free: bool, sa: int = -1) -> list[Candidate]:
    m = bd.model
    u, a = board.guerrilla_cols(f)
    troops_only = bool(s[L.OPTIONS + L.OPT_CASINO_TROOPS_ONLY])
    can_capture = board.available_guerrillas(s, f) > 0
    bd.scale = SCALE
    cands = []
    for sp in range(N_SPACES):
        if not ops.space_fits(s, f, L.OP_ATTACK, sp):
            continue
        c0 = list(bd.cols[sp])
        sel = m.new_bool_var(f"sel_{sp}")
        c = Candidate(sp, sel)
        active = list(c0)  # after Activation (the counts the removals are judged on)
        active[a], active[u] = c0[a] + c0[u], 0
        options = dice.attack_removals(active, f, troops_only)
        rolled = sel  # attacked with a roll: every space but the Ambush one
        ambush = []  # the Ambush's own effect, the same in every outcome (no roll)
        if sa == L.SA_AMBUSH and c0[u] > 0:
            # 4.3.2 / 4.4.2: 1 Underground Guerrilla Activates, the Attack succeeds as on a 1
            c.sa_used = m.new_bool_var(f"ambush_{sp}")
            m.add_implication(c.sa_used, sel)
            rolled = sel - c.sa_used
            ambush = [(u, -c.sa_used), (a, c.sa_used)] + ([(u, c.sa_used)] if can_capture else [])
            if options:
                ambush += sa_removal(bd, c, options)
        outcomes = []
        for w, name in dice.attack_outcomes(c0[u] + c0[a], can_capture):
            cols = [c0[x] + (active[x] - c0[x]) * rolled for x in range(L.N_PIECE_COLS)]
            for col, expr in ambush:
                cols[col] = cols[col] + expr
            if name != "fail":
                if name == "captured":
                    cols[u] = cols[u] + rolled
                if options:
                    picks = [m.new_bool_var(f"{name}_{i}_{sp}") for i in range(len(options))]
                    m.add(sum(picks) == rolled)
                    c.attack_picks[name] = (picks, options)
                    for pick, seq in zip(picks, options):
                        for col in seq:
                            cols[col] = cols[col] - pick
                            if col == L.CAS_OPEN:
                                cols[L.CAS_CLOSED] = cols[L.CAS_CLOSED] + pick
            outcomes.append((w, cols))
        bd.outcomes[sp] = outcomes
        bd.touched[sp] = True
        cands.append((c, cost(s, L.OP_ATTACK, sp, free)))
    return finish(s, f, bd, cands, limited)
