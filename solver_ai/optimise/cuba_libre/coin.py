"""CP-SAT models of the Government Operations: 3.2.1 Train, 3.2.4 Assault.

Train: up to 4 cubes per selected space where cubes may go, then one closing step: a Base for 2 cubes
in a selected space, Civic Action steps in one (6.3.2: Terror markers go first, then shifts toward
Active Support; Government Control with Troops and Police there), or neither.
Garrison (paid once): cubes move into Cities and ECs from any other space (only those that have not
moved), then in every EC 1 Underground Guerrilla per cube Activates (the Government choosing which), then
a free Assault in one EC (a LimOp: its destination), Active Guerrillas only (no Bases in ECs).
Sweep: Troops move in from adjacent spaces (only those that have not moved, 3.3.2 via R24), then
Underground Guerrillas Activate; Activation changes nothing the evaluation counts, so the replay takes
the engine's first legal choice there.
Air Strike (4.2.2) with Sweep or Garrison: 1 Active Guerrilla, or a Base of a faction with no Guerrillas
there, in a Province or EC, not when Embargoed. It acts before the Op's closing steps (Activation, the
free Assault), which are all the two Ops change that it could see, so the initial pieces decide its
targets and the closing steps see its removal.
Assault: per space, Active Guerrillas of each faction removed and, once a faction has no Guerrillas
left there, its Bases (an open Casino is closed instead, 1.4.5), at most the space's capacity; the
removal stops only at capacity or once every faction hit has lost all it can (1.4.1, R30).
Transport (4.2.1) with any of the four, before the Op's first space: up to 3 Troops from one City or
space with a Government Base to any other space. The Op then reads the two spaces' Troops as expressions
(Train's cubes, Sweep's and Garrison's origins: Transported Troops carry no 3.3.2 mark and may move on,
Assault's capacity), so the pair is one model.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.frames import top
from engine.cuba_libre import layout as L
from engine.cuba_libre.data import (
    ADJ,
    DR,
    EC,
    GOVT,
    M26,
    N_SPACES,
    POP,
    PROVINCE,
    SPACE_TYPE,
    SYN,
    TRANSPORT_TROOPS,
)
from engine.cuba_libre.rules import board, special
from engine.cuba_libre.rules import operations as ops
from solver_ai.optimise.cuba_libre import evaluate as ev
from solver_ai.optimise.cuba_libre.core import (
    TRAIN_BASE,
    TRAIN_CIVIC,
    Board,
    Candidate,
    Step,
    cost,
    finish,
    sa_removal,
)


# ------------------------------------------------------------------------------ 4.2.1 Transport
@dataclass
class Transport(Candidate):
    """Transport's origin and destination Booleans with the Troops leaving / arriving there; `modes`
    holds the Booleans, so that the k best plans differ in them too."""

    out: dict = field(default_factory=dict)  # origin -> (Bool, Troops leaving)
    into: dict = field(default_factory=dict)  # destination -> (Bool, Troops arriving)

    def step(self, solver, op: int, sa: int) -> Step:
        o, (_, n) = next((sp, v) for sp, v in self.out.items() if solver.value(v[0]))
        d = next(sp for sp, (b, _) in self.into.items() if solver.value(b))
        return Step(o, sa=L.SA_TRANSPORT, to=d, troops=solver.value(n))


def transport(s, bd: Board) -> Transport:
    """4.2.1, taken before the Op's spaces: one origin (special.space_ok: a City or Government-Base space
    with Troops), one other destination, 0-3 Troops (the engine lets the move stop at any count)."""
    m = bd.model
    c = Transport(-1, bd.taken("transport"))
    for sp in range(N_SPACES):
        t0 = bd.most[sp][L.TROOPS]
        if special.space_ok(s, GOVT, L.SA_TRANSPORT, sp):
            b = m.new_bool_var(f"from_{sp}")
            n = m.new_int_var(0, min(TRANSPORT_TROOPS, t0), f"out_{sp}")
            m.add(n <= TRANSPORT_TROOPS * b)
            c.out[sp] = (b, n)
        b = m.new_bool_var(f"to_{sp}")
        n = m.new_int_var(0, TRANSPORT_TROOPS, f"in_{sp}")
        m.add(n <= TRANSPORT_TROOPS * b)
        c.into[sp] = (b, n)
        if sp in c.out:
            m.add(c.out[sp][0] + b <= 1)  # to another space
            bd.troop_delta[sp] = n - c.out[sp][1]
        else:
            bd.troop_delta[sp] = n
        bd.add(sp, L.TROOPS, bd.troop_delta[sp])
        bd.most[sp][L.TROOPS] = t0 + TRANSPORT_TROOPS
    m.add(sum(b for b, _ in c.out.values()) == 1)
    m.add(sum(b for b, _ in c.into.values()) == 1)
    m.add(sum(n for _, n in c.out.values()) == sum(n for _, n in c.into.values()))
    c.modes = {("from", sp): b for sp, (b, _) in c.out.items()} | {("to", sp): b for sp, (b, _) in c.into.items()}
    return c


# ------------------------------------------------------------------------------ 3.2.1 Train
def train(s, f, bd: Board, limited: bool, free: bool) -> list[Candidate]:
    """Cubes placed per selected space (up to 4, Cities and Provinces with a Government Base), then one
    closing step: a Base for 2 cubes in a selected space, or Civic Action steps in one (6.3.2), or none."""
    m = bd.model
    avail_t, avail_p = int(board.available_troops(s)), int(board.available_police(s))
    civic_cost = int(s[L.OPTIONS + L.OPT_CIVIC_COST])
    cands, troops, police, closing, civic_spend = [], [], [], [], []
    for sp in range(N_SPACES):
        if SPACE_TYPE[sp] == EC:
            continue
        sel = m.new_bool_var(f"sel_{sp}")
        c = Candidate(sp, sel)
        T0, P0 = bd.cols[sp][L.TROOPS], bd.cols[sp][L.POLICE]
        if ops.train_places(sp, s):
            c.n_troops = m.new_int_var(0, min(4, avail_t), f"t_{sp}")
            c.n_police = m.new_int_var(0, min(4, avail_p), f"p_{sp}")
            m.add(c.n_troops + c.n_police <= 4 * sel)
            troops.append(c.n_troops)
            police.append(c.n_police)
        tt, pp = T0 + c.n_troops, P0 + c.n_police  # cubes after placement
        if board.can_place_base(s, sp, GOVT) and board.available_bases(s, GOVT) > 0:
            b = c.modes[TRAIN_BASE] = m.new_bool_var(f"base_{sp}")
            c.t_out = m.new_int_var(0, 2, f"tout_{sp}")
            m.add(c.t_out <= 2 * b)
            m.add(c.t_out <= tt)
            m.add(2 * b - c.t_out <= pp)
            bd.add(sp, L.TROOPS, -c.t_out)
            bd.add(sp, L.POLICE, c.t_out - 2 * b)
            bd.add(sp, L.GBASE, b)
            closing.append(b)
        bd.add(sp, L.TROOPS, c.n_troops)
        bd.add(sp, L.POLICE, c.n_police)
        lvl0, terror0 = bd.level[sp], int(board.get(s, sp, L.TERROR))
        room = terror0 + (2 - lvl0)  # 6.3.2: each step removes a Terror marker, else shifts 1 toward Support
        if room > 0:
            cv = c.modes[TRAIN_CIVIC] = m.new_bool_var(f"civic_{sp}")
            c.steps = m.new_int_var(0, room, f"steps_{sp}")
            m.add(c.steps <= room * cv)
            m.add(c.steps >= cv)
            m.add(tt >= 1).only_enforce_if(cv)
            m.add(pp >= 1).only_enforce_if(cv)
            closing.append(cv)
            civic_spend.append(civic_cost * c.steps)
            shift = m.new_int_var(0, 2 - lvl0, f"shift_{sp}")
            m.add_max_equality(shift, [0, c.steps - terror0])
            lvl = m.new_int_var(lvl0, 2, f"lvl_{sp}")
            m.add(lvl == lvl0 + shift)
            sup = m.new_int_var(0, 2 * int(POP[sp]), f"sup_{sp}")
            opp = m.new_int_var(0, 2 * int(POP[sp]), f"opp_{sp}")
            m.add_element(lvl + 2, [ev.support_of(x, sp) for x in range(-2, 3)], sup)
            m.add_element(lvl + 2, [ev.opposition_of(x, sp) for x in range(-2, 3)], opp)
            bd.support[sp], bd.opposition[sp] = sup, opp
            bd.touched[sp] = True
        for mode in c.modes.values():
            m.add_implication(mode, sel)  # the closing step is in a selected space
        cands.append((c, cost(s, L.OP_TRAIN, sp, free)))
    m.add(sum(troops) <= avail_t)
    m.add(sum(police) <= avail_p)
    m.add(sum(closing) <= 1)
    # Civic Action needs Government Control once the cubes are in (the closing step comes last).
    for c, _ in cands:
        if TRAIN_CIVIC in c.modes:
            m.add_implication(c.modes[TRAIN_CIVIC], bd.control(c.sp)[GOVT])
    return finish(s, f, bd, cands, limited, extra_spend=sum(civic_spend))



# Targets per insurgent faction for Assault: its Active Guerrillas, then its Bases (Syndicate: open Casinos).
ASSAULT_TARGETS = {M26: (L.M26_U, L.M26_A, L.M26_BASE), DR: (L.DR_U, L.DR_A, L.DR_BASE),
                   SYN: (L.SYN_U, L.SYN_A, L.CAS_OPEN)}


def assault(s, f, bd: Board, limited: bool, free: bool) -> list[Candidate]:
    m = bd.model
    cands = []
    for sp in range(N_SPACES):
        if not ops.has_target(s, GOVT, sp, L.RM_ASSAULT):
            continue
        cap, most = _capacity(s, bd, sp)
        if most == 0:
            continue
        sel = m.new_bool_var(f"sel_{sp}")
        c = Candidate(sp, sel)
        total, all_done = [], []
        for g, (u, a, b) in ASSAULT_TARGETS.items():
            n_a = bd.cols[sp][a]
            n_b = bd.cols[sp][b] if bd.cols[sp][u] == 0 else 0  # Underground Guerrillas shield the Bases
            if n_a + n_b == 0:
                continue
            ra = m.new_int_var(0, n_a, f"ra_{g}_{sp}")
            rb = m.new_int_var(0, n_b, f"rb_{g}_{sp}")
            if n_b:
                took_base = m.new_bool_var(f"tb_{g}_{sp}")
                m.add(rb >= 1).only_enforce_if(took_base)
                m.add(rb == 0).only_enforce_if(took_base.negated())
                m.add(ra == n_a).only_enforce_if(took_base)  # a Base only once its Guerrillas are gone
            # "done" for this faction: untouched, or nothing of it left to remove
            hit = m.new_bool_var(f"hit_{g}_{sp}")
            m.add(ra + rb >= 1).only_enforce_if(hit)
            m.add(ra + rb == 0).only_enforce_if(hit.negated())
            gone = m.new_bool_var(f"gone_{g}_{sp}")
            m.add(ra + rb == n_a + n_b).only_enforce_if(gone)
            ok = m.new_bool_var(f"ok_{g}_{sp}")
            m.add_bool_or([hit.negated(), gone]).only_enforce_if(ok)
            all_done.append(ok)
            total += [ra, rb]
            c.removals += [(a, ra), (b, rb)]
            bd.add(sp, a, -ra)
            bd.add(sp, b, -rb)
            if b == L.CAS_OPEN:
                bd.add(sp, L.CAS_CLOSED, rb)
        full = m.new_bool_var(f"full_{sp}")
        m.add(sum(total) == cap).only_enforce_if(full)
        m.add(sum(total) <= cap)
        m.add(sum(total) <= most * sel)
        m.add(sum(total) >= sel)
        every = m.new_bool_var(f"every_{sp}")
        for ok in all_done:
            m.add_implication(every, ok)
        m.add_bool_or([full, every]).only_enforce_if(sel)
        cands.append((c, cost(s, L.OP_ASSAULT, sp, free)))
    return finish(s, f, bd, cands, limited)  # 4.1: with a Transport too, at least 1 space (R118)


def _capacity(s, bd: Board, sp: int) -> tuple:
    """3.2.4: sp's Assault capacity and its most; after a Transport, a table over the Troops it moved
    (a Mountain's Troops count by halves)."""
    if sp not in bd.troop_delta:
        cap = int(ops.assault_capacity(s, sp))
        return cap, cap
    m = bd.model
    t0, p0 = int(board.get(s, sp, L.TROOPS)), int(board.get(s, sp, L.POLICE))
    table = [int(ops.capacity_with(s, sp, max(t0 + d, 0), p0)) for d in range(-TRANSPORT_TROOPS, TRANSPORT_TROOPS + 1)]
    at = m.new_int_var(0, 2 * TRANSPORT_TROOPS, f"dt_{sp}")
    m.add(at == bd.troop_delta[sp] + TRANSPORT_TROOPS)
    cap = m.new_int_var(min(table), max(table), f"cap_{sp}")
    m.add_element(at, table, cap)
    return cap, max(table)


def air_strike(s, bd: Board) -> list[Candidate]:
    """One Candidate per space the Air Strike may hit (its `sel` is the SA acting there; at most one)."""
    m = bd.model
    cands = []
    for sp in range(N_SPACES):
        if not special.space_ok(s, GOVT, L.SA_AIR_STRIKE, sp):
            continue
        c = Candidate(sp, m.new_bool_var(f"airstrike_{sp}"))
        c.sa_used = c.sel
        options = [(col,) for col in range(L.N_PIECE_COLS) if ops.target_ok(s, GOVT, sp, col, L.RM_AIR_STRIKE)]
        for col, expr in sa_removal(bd, c, options):
            bd.add(sp, col, expr)
        cands.append(c)
    if cands:
        m.add(sum(c.sel for c in cands) <= 1)
    return cands


def sweep(s, f, bd: Board, limited: bool, free: bool, sa: int = -1) -> list[Candidate]:
    m = bd.model
    strikes = air_strike(s, bd) if sa == L.SA_AIR_STRIKE else []
    troops = [bd.cols[sp][L.TROOPS] for sp in range(N_SPACES)]  # after a Transport: expressions
    most = [bd.most[sp][L.TROOPS] for sp in range(N_SPACES)]
    out = [[] for _ in range(N_SPACES)]
    cands = []
    for d in range(N_SPACES):
        if SPACE_TYPE[d] == EC:
            continue
        sel = m.new_bool_var(f"sel_{d}")
        c = Candidate(d, sel)
        for o in range(N_SPACES):
            if o == d or not ADJ[o, d] or most[o] == 0:
                continue
            x = m.new_int_var(0, most[o], f"x_{o}_{d}")
            m.add(x <= most[o] * sel)
            out[o].append(x)
            c.groups.append((o, x, 0))
            bd.add(o, L.TROOPS, -x)
            bd.add(d, L.TROOPS, x)
        cands.append((c, cost(s, L.OP_SWEEP, d, free)))
    for o in range(N_SPACES):  # only the Troops there at the start move (arrivals stay)
        if out[o]:
            m.add(sum(out[o]) <= troops[o])
    return finish(s, f, bd, cands, limited) + strikes


def garrison(s, f, bd: Board, limited: bool, free: bool, sa: int = -1) -> list[Candidate]:
    m = bd.model
    strikes = air_strike(s, bd) if sa == L.SA_AIR_STRIKE else []  # before the closing steps see the EC
    t0 = [bd.cols[sp][L.TROOPS] for sp in range(N_SPACES)]  # after a Transport: expressions
    p0 = [bd.cols[sp][L.POLICE] for sp in range(N_SPACES)]
    most_t = [bd.most[sp][L.TROOPS] for sp in range(N_SPACES)]
    out_t = [[] for _ in range(N_SPACES)]
    out_p = [[] for _ in range(N_SPACES)]
    cands = []
    for d in range(N_SPACES):
        if SPACE_TYPE[d] == PROVINCE:
            continue
        sel = m.new_bool_var(f"sel_{d}")
        c = Candidate(d, sel)
        for o in range(N_SPACES):
            if o == d or most_t[o] + p0[o] == 0:
                continue
            xt = m.new_int_var(0, most_t[o], f"xt_{o}_{d}")
            xp = m.new_int_var(0, p0[o], f"xp_{o}_{d}")
            m.add(xt + xp <= (most_t[o] + p0[o]) * sel)
            out_t[o].append(xt)
            out_p[o].append(xp)
            c.groups.append((o, xt, xp))
            bd.add(o, L.TROOPS, -xt)
            bd.add(o, L.POLICE, -xp)
            bd.add(d, L.TROOPS, xt)
            bd.add(d, L.POLICE, xp)
        cands.append((c, 0))  # 3.2.2: the cost is paid once, below
    for o in range(N_SPACES):  # only the cubes there at the start move (arrivals stay)
        if out_t[o]:
            m.add(sum(out_t[o]) <= t0[o])
            m.add(sum(out_p[o]) <= p0[o])
    if not free and int(top(s, 0)) != L.FR_OP:  # begun already (an SA first): paid at its start, 3.2.2
        bd.resources[f] = bd.resources[f] - int(ops.coin_cost(s))
    selected = {c.sp: c.sel for c, _ in cands}
    closing = [_garrison_ec(bd, e, selected[e], limited) for e in range(N_SPACES) if SPACE_TYPE[e] == EC]
    m.add(sum(cl.closing["assault"] for cl in closing) <= 1)
    return finish(s, f, bd, cands, limited, min_spaces=0) + closing + strikes


def _garrison_ec(bd: Board, e: int, selected, limited: bool) -> Candidate:
    """Activation (1 per cube, the Government's choice of whose) and the optional free Assault in EC e."""
    m = bd.model
    asl = m.new_bool_var(f"gassault_{e}")
    # Selected when the Assault is here: elsewhere the Activation changes nothing the evaluation sees
    # (the replay takes the engine's first choice there).
    cl = Candidate(e, asl)
    cl.closing = {"act": [], "assault": asl, "remove": []}
    cubes = bd.cols[e][L.TROOPS] + bd.cols[e][L.POLICE]
    under = {g: bd.cols[e][cols[0]] for g, cols in ASSAULT_TARGETS.items()}
    if sum(under.values()):
        n = m.new_int_var(0, sum(under.values()), f"nact_{e}")
        m.add_min_equality(n, [cubes, sum(under.values())])
        acts = []
        for g, (u, a, _) in ASSAULT_TARGETS.items():
            if under[g]:
                x = m.new_int_var(0, under[g], f"act_{g}_{e}")
                acts.append(x)
                cl.closing["act"].append((u, x))
                bd.add(e, u, -x)
                bd.add(e, a, x)
        m.add(sum(acts) == n)
    if limited:
        m.add_implication(asl, selected)
    hits, dones = [], []
    for g, (u, a, _) in ASSAULT_TARGETS.items():
        most = int(board.get(bd.s, e, u) + board.get(bd.s, e, a))
        if most == 0:
            continue
        r = m.new_int_var(0, most, f"gr_{g}_{e}")
        m.add(r <= bd.cols[e][a])  # the Active ones, after the Activation
        m.add(r <= most * asl)
        gone = m.new_bool_var(f"ggone_{g}_{e}")
        m.add(r == bd.cols[e][a]).only_enforce_if(gone)
        hit = m.new_bool_var(f"ghit_{g}_{e}")
        m.add(r >= 1).only_enforce_if(hit)
        m.add(r == 0).only_enforce_if(hit.negated())
        ok = m.new_bool_var(f"gok_{g}_{e}")
        m.add_bool_or([hit.negated(), gone]).only_enforce_if(ok)
        dones.append(ok)
        hits.append(r)
        cl.closing["remove"].append((a, r))
    if not hits:
        m.add(asl == 0)
        return cl
    for col, r in cl.closing["remove"]:
        bd.add(e, col, -r)
    total = sum(hits)
    m.add(total >= 1).only_enforce_if(asl)  # 3.2.2: an EC with an Assault target
    m.add(total <= cubes)  # 3.2.4: 1 per Troops, + 1 per Police in an EC
    full = m.new_bool_var(f"gfull_{e}")
    m.add(total == cubes).only_enforce_if(full)
    every = m.new_bool_var(f"gevery_{e}")
    for ok in dones:
        m.add_implication(every, ok)
    m.add_bool_or([full, every]).only_enforce_if(asl)
    return cl
