"""The answers to the pending decision (the top frame of the stack), compiled; engine.core.legal and
engine.core.playout turn `collect` into the protocol's action lists and the compiled playouts.

`collect(s, out, with_unbuilt)` writes the actions the rules offer. Every rule is built (the 91 Event
sides of the 48 cards too), so the protocol's `with_unbuilt` (offered but not built: see engine/labyrinth)
changes nothing.
"""
from engine.core import legal
from engine.core.frames import top
from engine.core.jit import njit
from engine.cuba_libre.data import CARD_SIDES, DR, N_SPACES, NO_SIDE
from engine.cuba_libre.events import dispatch
from engine.cuba_libre.layout import (
    A_CASH_BASE,
    A_CASH_OPEN_CASINO,
    A_CASH_RESOURCES,
    A_DONE,
    A_EVENT_SHADED,
    A_EVENT_UNSHADED,
    A_OP0,
    A_PASS,
    A_SPACE0,
    FACTION_OPS,
    FR_ACT,
    FR_AGITATE,
    FR_CASH,
    FR_CIVIC,
    FR_EVENT,
    FR_EXPAT,
    FR_REDEPLOY_DEST,
    FR_REDEPLOY_POLICE,
    FR_REDEPLOY_TROOPS,
    N_ACTIONS,
    POLICE,
    TROOPS,
)
from engine.cuba_libre.rules import turn
from engine.cuba_libre.rules.accompany import keep_op_space
from engine.cuba_libre.rules.operations import rally_space_ok
from engine.cuba_libre.rules.propaganda import (
    cash_choices,
    destination_ok,
    expat_space_ok,
    movable,
    support_space_ok,
    troops_stranded,
)
from engine.cuba_libre.rules.sequence import current_card, may_event, may_op
from engine.cuba_libre.rules.turn import op_possible


@njit(cache=True)
def collect(s, out, with_unbuilt):
    """Write the offered actions into out; return how many."""
    kind = top(s, 0)
    f = top(s, 1)
    n = 0
    if kind == FR_ACT:
        out[n] = A_PASS  # 2.3.3
        n += 1
        role = top(s, 2)
        if may_event(s, role):  # chapter 5
            out[n] = A_EVENT_UNSHADED
            n += 1
            if CARD_SIDES[current_card(s), 1] != NO_SIDE:
                out[n] = A_EVENT_SHADED
                n += 1
        if may_op(s, role):
            for op in FACTION_OPS[f]:
                if op_possible(s, f, op, False):
                    out[n] = A_OP0 + op
                    n += 1
    elif kind == FR_CASH:
        out[n] = A_CASH_RESOURCES
        n += 1
        bits = cash_choices(s, f, top(s, 2))
        if bits & 1:
            out[n] = A_CASH_BASE
            n += 1
        if bits & 2:
            out[n] = A_CASH_OPEN_CASINO
            n += 1
    elif kind == FR_CIVIC or kind == FR_AGITATE:
        out[n] = A_DONE
        n += 1
        for sp in range(N_SPACES):
            if support_space_ok(s, f, sp):
                out[n] = A_SPACE0 + sp
                n += 1
    elif kind == FR_EXPAT:
        out[n] = A_DONE
        n += 1
        for sp in range(N_SPACES):
            if expat_space_ok(s, sp) and rally_space_ok(s, DR, sp):
                out[n] = A_SPACE0 + sp
                n += 1
    elif kind == FR_REDEPLOY_TROOPS or kind == FR_REDEPLOY_POLICE:
        col = TROOPS if kind == FR_REDEPLOY_TROOPS else POLICE
        if col == POLICE or not troops_stranded(s):
            out[n] = A_DONE
            n += 1
        for sp in range(N_SPACES):
            if movable(s, col, sp):
                out[n] = A_SPACE0 + sp
                n += 1
    elif kind == FR_REDEPLOY_DEST:
        origin = top(s, 2)
        col = top(s, 3)
        for sp in range(N_SPACES):
            if destination_ok(s, col, origin, sp):
                out[n] = A_SPACE0 + sp
                n += 1
    elif kind == FR_EVENT:
        n = dispatch.collect(s, out, top(s, 2), top(s, 3))
    else:
        n = keep_op_space(s, out, turn.collect(s, out, kind, f))
    return n


@njit(cache=True)
def actions(s, with_unbuilt):
    """legal_actions (with_unbuilt False) or offered_actions: a fresh int32 array (engine.core.legal)."""
    return legal.actions(s, collect, N_ACTIONS, with_unbuilt)
