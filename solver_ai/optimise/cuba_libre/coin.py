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
"""
from __future__ import annotations

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
)
from engine.cuba_libre.rules import board, special
from engine.cuba_libre.rules import operations as ops
from solver_ai.optimise.cuba_libre import evaluate as ev
from solver_ai.optimise.cuba_libre.core import (
    TRAIN_BASE,
    TRAIN_CIVIC,
    Board,
    Candidate,
    cost,
    finish,
    sa_removal,
)


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
        if room > 0:
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
        cands.append((c, cost(s, L.OP_TRAIN, sp, free)))
    m.Add(sum(troops) <= avail_t)
    m.Add(sum(police) <= avail_p)
    m.Add(sum(closing) <= 1)
    # Civic Action needs Government Control once the cubes are in (the closing step comes last).
    for c, _ in cands:
        if TRAIN_CIVIC in c.modes:
            m.AddImplication(c.modes[TRAIN_CIVIC], bd.control(c.sp)[GOVT])
    return finish(s, f, bd, cands, limited, extra_spend=sum(civic_spend))



# Targets per insurgent faction for Assault: its Active Guerrillas, then its Bases (Syndicate: open Casinos).
ASSAULT_TARGETS = {M26: (L.M26_U, L.M26_A, L.M26_BASE), DR: (L.DR_U, L.DR_A, L.DR_BASE),
                   SYN: (L.SYN_U, L.SYN_A, L.CAS_OPEN)}


def assault(s, f, bd: Board, limited: bool, free: bool) -> list[Candidate]:
    m = bd.model
    cands = []
    for sp in range(N_SPACES):
        if not ops.assault_ok(s, sp):
            continue
        cap = int(ops.assault_capacity(s, sp))
        sel = m.NewBoolVar(f"sel_{sp}")
        c = Candidate(sp, sel)
        total, all_done = [], []
        for g, (u, a, b) in ASSAULT_TARGETS.items():
            n_a = bd.cols[sp][a]
            n_b = bd.cols[sp][b] if bd.cols[sp][u] == 0 else 0  # Underground Guerrillas shield the Bases
            if n_a + n_b == 0:
                continue
            ra = m.NewIntVar(0, n_a, f"ra_{g}_{sp}")
            rb = m.NewIntVar(0, n_b, f"rb_{g}_{sp}")
            if n_b:
                took_base = m.NewBoolVar(f"tb_{g}_{sp}")
                m.Add(rb >= 1).OnlyEnforceIf(took_base)
                m.Add(rb == 0).OnlyEnforceIf(took_base.Not())
                m.Add(ra == n_a).OnlyEnforceIf(took_base)  # a Base only once its Guerrillas are gone
            # "done" for this faction: untouched, or nothing of it left to remove
            hit = m.NewBoolVar(f"hit_{g}_{sp}")
            m.Add(ra + rb >= 1).OnlyEnforceIf(hit)
            m.Add(ra + rb == 0).OnlyEnforceIf(hit.Not())
            gone = m.NewBoolVar(f"gone_{g}_{sp}")
            m.Add(ra + rb == n_a + n_b).OnlyEnforceIf(gone)
            ok = m.NewBoolVar(f"ok_{g}_{sp}")
            m.AddBoolOr([hit.Not(), gone]).OnlyEnforceIf(ok)
            all_done.append(ok)
            total += [ra, rb]
            c.removals += [(a, ra), (b, rb)]
            bd.add(sp, a, -ra)
            bd.add(sp, b, -rb)
            if b == L.CAS_OPEN:
                bd.add(sp, L.CAS_CLOSED, rb)
        full = m.NewBoolVar(f"full_{sp}")
        m.Add(sum(total) == cap).OnlyEnforceIf(full)
        m.Add(sum(total) <= cap * sel)
        m.Add(sum(total) >= sel)
        every = m.NewBoolVar(f"every_{sp}")
        for ok in all_done:
            m.AddImplication(every, ok)
        m.AddBoolOr([full, every]).OnlyEnforceIf(sel)
        cands.append((c, cost(s, L.OP_ASSAULT, sp, free)))
    return finish(s, f, bd, cands, limited)


def air_strike(s, bd: Board) -> list[Candidate]:
    """One Candidate per space the Air Strike may hit (its `sel` is the SA acting there; at most one)."""
    m = bd.model
    cands = []
    for sp in range(N_SPACES):
        if not special.space_ok(s, GOVT, L.SA_AIR_STRIKE, sp):
            continue
        c = Candidate(sp, m.NewBoolVar(f"airstrike_{sp}"))
        c.sa_used = c.sel
        options = [(col,) for col in range(L.N_PIECE_COLS) if ops.target_ok(s, GOVT, sp, col, L.RM_AIR_STRIKE)]
        for col, expr in sa_removal(bd, c, options):
            bd.add(sp, col, expr)
        cands.append(c)
    if cands:
        m.Add(sum(c.sel for c in cands) <= 1)
    return cands


def sweep(s, f, bd: Board, limited: bool, free: bool, sa: int = -1) -> list[Candidate]:
    m = bd.model
    strikes = air_strike(s, bd) if sa == L.SA_AIR_STRIKE else []
    troops = [bd.cols[sp][L.TROOPS] for sp in range(N_SPACES)]
    out = [[] for _ in range(N_SPACES)]
    cands = []
    for d in range(N_SPACES):
        if SPACE_TYPE[d] == EC:
            continue
        sel = m.NewBoolVar(f"sel_{d}")
        c = Candidate(d, sel)
        for o in range(N_SPACES):
            if o == d or not ADJ[o, d] or troops[o] == 0:
                continue
            x = m.NewIntVar(0, troops[o], f"x_{o}_{d}")
            m.Add(x <= troops[o] * sel)
            out[o].append(x)
            c.groups.append((o, x, 0))
            bd.add(o, L.TROOPS, -x)
            bd.add(d, L.TROOPS, x)
        cands.append((c, cost(s, L.OP_SWEEP, d, free)))
    for o in range(N_SPACES):  # only the Troops there at the start move (arrivals stay)
        if out[o]:
            m.Add(sum(out[o]) <= troops[o])
    return finish(s, f, bd, cands, limited) + strikes


def garrison(s, f, bd: Board, limited: bool, free: bool, sa: int = -1) -> list[Candidate]:
    m = bd.model
    strikes = air_strike(s, bd) if sa == L.SA_AIR_STRIKE else []  # before the closing steps see the EC
    t0 = [bd.cols[sp][L.TROOPS] for sp in range(N_SPACES)]
    p0 = [bd.cols[sp][L.POLICE] for sp in range(N_SPACES)]
    out_t = [[] for _ in range(N_SPACES)]
    out_p = [[] for _ in range(N_SPACES)]
    cands = []
    for d in range(N_SPACES):
        if SPACE_TYPE[d] == PROVINCE:
            continue
        sel = m.NewBoolVar(f"sel_{d}")
        c = Candidate(d, sel)
        for o in range(N_SPACES):
            if o == d or t0[o] + p0[o] == 0:
                continue
            xt = m.NewIntVar(0, t0[o], f"xt_{o}_{d}")
            xp = m.NewIntVar(0, p0[o], f"xp_{o}_{d}")
            m.Add(xt + xp <= (t0[o] + p0[o]) * sel)
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
            m.Add(sum(out_t[o]) <= t0[o])
            m.Add(sum(out_p[o]) <= p0[o])
    if not free and int(top(s, 0)) != L.FR_OP:  # begun already (an SA first): paid at its start, 3.2.2
        bd.resources[f] = bd.resources[f] - int(ops.coin_cost(s))
    selected = {c.sp: c.sel for c, _ in cands}
    closing = [_garrison_ec(bd, e, selected[e], limited) for e in range(N_SPACES) if SPACE_TYPE[e] == EC]
    m.Add(sum(cl.closing["assault"] for cl in closing) <= 1)
    return finish(s, f, bd, cands, limited, min_spaces=0) + closing + strikes


def _garrison_ec(bd: Board, e: int, selected, limited: bool) -> Candidate:
    """Activation (1 per cube, the Government's choice of whose) and the optional free Assault in EC e."""
    m = bd.model
    asl = m.NewBoolVar(f"gassault_{e}")
    # Selected when the Assault is here: elsewhere the Activation changes nothing the evaluation sees
    # (the replay takes the engine's first choice there).
    cl = Candidate(e, asl)
    cl.closing = {"act": [], "assault": asl, "remove": []}
    cubes = bd.cols[e][L.TROOPS] + bd.cols[e][L.POLICE]
    under = {g: bd.cols[e][cols[0]] for g, cols in ASSAULT_TARGETS.items()}
    if sum(under.values()):
        n = m.NewIntVar(0, sum(under.values()), f"nact_{e}")
        m.AddMinEquality(n, [cubes, sum(under.values())])
        acts = []
        for g, (u, a, _) in ASSAULT_TARGETS.items():
            if under[g]:
                x = m.NewIntVar(0, under[g], f"act_{g}_{e}")
                acts.append(x)
                cl.closing["act"].append((u, x))
                bd.add(e, u, -x)
                bd.add(e, a, x)
        m.Add(sum(acts) == n)
    if limited:
        m.AddImplication(asl, selected)
    hits, dones = [], []
    for g, (u, a, _) in ASSAULT_TARGETS.items():
        most = int(board.get(bd.s, e, u) + board.get(bd.s, e, a))
        if most == 0:
            continue
        r = m.NewIntVar(0, most, f"gr_{g}_{e}")
        m.Add(r <= bd.cols[e][a])  # the Active ones, after the Activation
        m.Add(r <= most * asl)
        gone = m.NewBoolVar(f"ggone_{g}_{e}")
        m.Add(r == bd.cols[e][a]).OnlyEnforceIf(gone)
        hit = m.NewBoolVar(f"ghit_{g}_{e}")
        m.Add(r >= 1).OnlyEnforceIf(hit)
        m.Add(r == 0).OnlyEnforceIf(hit.Not())
        ok = m.NewBoolVar(f"gok_{g}_{e}")
        m.AddBoolOr([hit.Not(), gone]).OnlyEnforceIf(ok)
        dones.append(ok)
        hits.append(r)
        cl.closing["remove"].append((a, r))
    if not hits:
        m.Add(asl == 0)
        return cl
    for col, r in cl.closing["remove"]:
        bd.add(e, col, -r)
    total = sum(hits)
    m.Add(total >= 1).OnlyEnforceIf(asl)  # 3.2.2: an EC with an Assault target
    m.Add(total <= cubes)  # 3.2.4: 1 per Troops, + 1 per Police in an EC
    full = m.NewBoolVar(f"gfull_{e}")
    m.Add(total == cubes).OnlyEnforceIf(full)
    every = m.NewBoolVar(f"gevery_{e}")
    for ok in dones:
        m.AddImplication(every, ok)
    m.AddBoolOr([full, every]).OnlyEnforceIf(asl)
    return cl
