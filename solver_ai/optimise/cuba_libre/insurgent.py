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
The Syndicate's Muscle, Profit and Bribe acting first (syndicate.py) leave pieces, Casinos and
Resources as expressions, which these builders read as such.
"""
from __future__ import annotations

from engine.cuba_libre import layout as L
from engine.cuba_libre.data import ADJ, EC, GOVT, M26, N_SPACES, SPACE_TYPE, SYN
from engine.cuba_libre.rules import board, special
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
    cost,
    finish,
    sa_removal,
)


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
        if has_base and bd.most[sp][a] > 0:
            fl = c.modes[RALLY_FLIP] = m.new_bool_var(f"flip_{sp}")
            if not isinstance(bases, int):
                m.add(fl <= bases)
            if isinstance(A, int):
                flipped = A * fl
            else:  # a Bribe first may have removed or flipped some: all there are flip, at least one
                flipped = m.new_int_var(0, bd.most[sp][a], f"flipped_{sp}")
                m.add(flipped == A).only_enforce_if(fl)
                m.add(flipped == 0).only_enforce_if(fl.negated())
                m.add(A >= fl)
            bd.add(sp, u, flipped)
            bd.add(sp, a, -flipped)
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
    m.add(sum(placed) <= avail + 2 * sum(new_bases) + bd.returned[f])  # + those a Bribe first removed
    return finish(s, f, bd, cands, limited)


# ------------------------------------------------------------------------------ 3.3.4 Terror
def terror(s, f, bd: Board, limited: bool, free: bool, sa: int = -1) -> list[Candidate]:
    m = bd.model
    u, a = board.guerrilla_cols(f)
    cands = []
    for sp in range(N_SPACES):
        if bd.most[sp][u] == 0 or ops.is_selected(s, sp):  # a Kidnap first may have selected it (4.3.3)
            continue
        sel = m.new_bool_var(f"sel_{sp}")
        c = Candidate(sp, sel)
        if not isinstance(bd.cols[sp][u], int):  # a Bribe first may have removed or flipped them
            m.add(bd.cols[sp][u] >= sel)
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
    n_u = [bd.cols[sp][u] for sp in range(N_SPACES)]  # expressions where a Bribe first may have acted
    n_a = [bd.cols[sp][a] for sp in range(N_SPACES)]
    hi_u = [bd.most[sp][u] for sp in range(N_SPACES)]  # their upper bounds
    hi_a = [bd.most[sp][a] for sp in range(N_SPACES)]
    out_u = [[] for _ in range(N_SPACES)]
    out_a = [[] for _ in range(N_SPACES)]
    cands = []
    for d in range(N_SPACES):
        origins = [o for o in range(N_SPACES) if ADJ[o, d] and o != d and hi_u[o] + hi_a[o] > 0]
        if not origins:
            continue
        sel = m.new_bool_var(f"sel_{d}")
        c = Candidate(d, sel)
        cubes = bd.cols[d][L.TROOPS] + bd.cols[d][L.POLICE]  # after Muscle first, if any
        risky = SPACE_TYPE[d] == EC or bd.level[d] > 0
        for o in origins:
            xu = m.new_int_var(0, hi_u[o], f"xu_{o}_{d}")
            xa = m.new_int_var(0, hi_a[o], f"xa_{o}_{d}")
            m.add(xu + xa <= (hi_u[o] + hi_a[o]) * sel)
            out_u[o].append(xu)
            out_a[o].append(xa)
            c.groups.append((o, xu, xa))
            flipped = 0
            if risky and hi_u[o] > 0:
                # The group Activates on arrival if it and the cubes there are more than 3; with no
                # group (xu = 0) the flip is 0 either way.
                act = m.new_bool_var(f"act_{o}_{d}")
                m.add(xu + xa + cubes >= 4).only_enforce_if(act)
                m.add(xu + xa + cubes <= 3).only_enforce_if(act.negated())
                flipped = m.new_int_var(0, hi_u[o], f"flip_{o}_{d}")
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
