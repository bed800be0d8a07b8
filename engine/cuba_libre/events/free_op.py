"""5.5: how an Event side grants a free Operation or Special Activity (3.1.2), within the card's limits.

A side pushes FR_RESUME (executing faction, cs, the step after the Op) when something follows, then starts
the free Op for the faction the card names, through the normal frames: `grant_op` (FR_OP: that faction
chooses the spaces, turn.begin_op) or `op_in` / `ambush_in` (the space the card names: FR_FINISH +
ops.select, as turn.expat_rally). rules/grants.py holds the card's limits (only these spaces, all
Guerrillas out, in every space, DR targets only, Government Bases first ...), which the Op code asks; a
granted Op has OP_ROLE 0 (never Laundered, 2.3.6), pays nothing (OPF_FREE) and leaves its faction's
Eligibility alone (3.1.2). The executing faction is kept in GR_EXEC (dispatch sets it before such a
side starts or resumes). Steps encode memory: CHOSEN_SPACE + space (a space chosen, a choice next),
OPERATED + faction (who operated).
"""
from engine.core.frames import push
from engine.core.jit import njit
from engine.cuba_libre.data import DR, M26, SYN
from engine.cuba_libre.layout import (
    FR_RESUME,
    GR_EXEC,
    GRANT,
    OP,
    OP_ATTACK,
    OP_MARCH,
    OP_SA,
    OP_SA_SPACES,
    OPF_FREE,
    SA_AMBUSH,
)
from engine.cuba_libre.rules import grants as gr
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules import turn
from engine.cuba_libre.rules.board import get

INSURGENTS = (M26, DR, SYN)  # FR_EVENT choices k = 0, 1, 2 where a card lets "a Faction" act
CHOSEN_SPACE = 100  # step CHOSEN_SPACE + sp: a space was chosen, a choice about it comes next
OPERATED = 10  # step OPERATED + f: faction f made the granted Op


@njit(cache=True)
def resume_at(s, cs, step):
    """After the Op about to start, side cs goes on at `step` (FR_RESUME, run by step.advance)."""
    push(s, FR_RESUME, s[GRANT + GR_EXEC], cs, step)


@njit(cache=True)
def grant_op(s, f, op, flags, cs, rule, spaces, frm):
    """5.5: f makes a free Op, choosing its spaces (FR_OP) within the card's limits (grants.py)."""
    turn.begin_op(s, f, op, 0, flags | OPF_FREE)
    gr.grant(s, cs, rule, spaces, frm)


@njit(cache=True)
def op_in(s, f, op, sp, cs, rule):
    """5.5: f makes a free Op in the one space the card names."""
    turn.start_free_in(s, f, op)
    gr.grant(s, cs, rule, 1 << sp, 0)
    ops.select(s, f, op, sp)


@njit(cache=True)
def ambush_in(s, f, sp, cs, rule):
    """5.5 with 4.3.2 / 4.4.2: f Ambushes in sp as the Event grants it: an Attack there that succeeds
    without a die, 1 Underground Guerrilla Activating (5.1.1: none needed where the card says so)."""
    turn.start_free_in(s, f, OP_ATTACK)
    gr.grant(s, cs, rule, 1 << sp, 0)
    s[OP + OP_SA] = SA_AMBUSH
    s[OP + OP_SA_SPACES] |= 1 << sp
    ops.mark_selected(s, sp)
    ops.attack(s, f, sp, True)


@njit(cache=True)
def ambush_possible(s, f, sp, underground):
    """4.3.2: an Attack space (an own Guerrilla, an enemy piece), with an Underground one if required."""
    u, _ = pc.guerrilla_cols(f)
    return ops.space_fits(s, f, OP_ATTACK, sp) and (get(s, sp, u) > 0 or not underground)


@njit(cache=True)
def present(s, sp):
    """Bit k: INSURGENTS[k] has Guerrillas in sp."""
    bits = 0
    for k in range(3):
        if ops.guerrillas(s, sp, INSURGENTS[k]) > 0:
            bits |= 1 << k
    return bits


@njit(cache=True)
def can_march(s, f):
    return turn.op_possible(s, f, OP_MARCH, True)
