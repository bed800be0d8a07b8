"""The answers to the pending decision (the top frame of the stack), compiled; engine.core.legal and
engine.core.playout turn `collect` into the protocol's action lists and the compiled playouts.

`collect(s, out, with_unbuilt)` writes the actions the rules offer. Every rule is built (the 120 card events
too), so the protocol's `with_unbuilt` (offered but not built) changes nothing.
"""
from engine.core import legal
from engine.core.frames import top
from engine.core.jit import njit
from engine.labyrinth.data import CARD_OPS, JIHADIST, N_CARDS, N_COUNTRIES, US
from engine.labyrinth.events.dispatch import choice_ok
from engine.labyrinth.events.play import playable
from engine.labyrinth.layout import (
    A_CARD0,
    A_COUNTRY0,
    A_DISCARD,
    A_DONE,
    A_EVENT,
    A_KEEP,
    A_NO,
    A_NUM0,
    A_OP0,
    A_PLOT0,
    A_RADICAL,
    A_YES,
    CADRE,
    CARD,
    DICE,
    FR_CARD,
    FR_COUNTRY,
    FR_DEST,
    FR_DICE,
    FR_DISRUPT_MIX,
    FR_EVENT,
    FR_ORDER,
    FR_PLOT_MARKER,
    FR_RADICAL,
    FR_RECRUIT_PLACE,
    FR_RESERVES,
    FR_RESOLVE,
    FR_SCHENGEN,
    FR_SECOND_CARD,
    FR_SETUP_CELL,
    FR_SETUP_REROLL,
    FR_SOURCE,
    FR_TRAVEL_DEST,
    FR_TROOPS,
    FR_USE,
    FR_WMD_REROLL,
    LAPSE,
    LOC,
    N_ACTIONS,
    N_OPS,
    OP,
    OP_ALERT,
    OP_DISRUPT,
    OP_JIHAD,
    OP_MAJOR_JIHAD,
    OP_PLOT,
    OP_REASSESS,
    OP_RECRUIT,
    OP_REGIME_CHANGE,
    OP_RESERVES,
    OP_TRAVEL,
    OP_VALUE,
    OP_WITHDRAW,
    OP_WOI,
    RESERVES,
    TRAVEL_N,
    TROOPS,
    US_OPS,
    WMD,
)
from engine.labyrinth.rules.board import cell_pieces, get, ideology, plots, solo
from engine.labyrinth.rules.cards import hand_loc
from engine.labyrinth.rules.jihadist_ops import jihad_ok, major_jihad_ok, recruit_ok, travel_dest_ok, travel_origin_ok
from engine.labyrinth.rules.plots import marker_options, plot_ok, schengen_ok
from engine.labyrinth.rules.sequence import card_ops, opponent_event, reassessment_ok
from engine.labyrinth.rules.setup_steps import setup_cell_ok, setup_reroll_ok
from engine.labyrinth.rules.solitaire import rad_ok
from engine.labyrinth.rules.us_ops import (
    alert_ok,
    deploy_dest_ok,
    deploy_source_ok,
    disrupt_ok,
    disrupt_removals,
    movable,
    rc_source_ok,
    rc_target_ok,
    us_op_possible,
    withdraw_source_ok,
    woi_ok,
)

GTMO = 114


@njit(cache=True)
def jihadist_op_possible(s, op):
    """Whether op has a target; #114 GTMO (LAPSING): no Recruit operation this turn."""
    if op == OP_RECRUIT and s[LAPSE + GTMO] != 0:
        return False
    for c in range(N_COUNTRIES):
        if op == OP_RECRUIT and recruit_ok(s, c):
            return True
        if op == OP_TRAVEL and cell_pieces(s, c) > 0:
            return True
        if op == OP_JIHAD and jihad_ok(s, c, 0):
            return True
        if op == OP_MAJOR_JIHAD and major_jihad_ok(s, c):
            return True
        if op == OP_PLOT and plot_ok(s, c, 0):
            return True
    return False


@njit(cache=True)
def op_possible(s, side, op, v):
    """Whether op can be carried out with effective Ops v (Reserves and Reassessment judged on the cards)."""
    if op == OP_RESERVES:
        return card_ops(s) <= 2
    if op == OP_REASSESS:
        return reassessment_ok(s)
    if side == US:
        return us_op_possible(s, op, v)
    return jihadist_op_possible(s, op)


@njit(cache=True)
def reserves_apply(s, side, op):
    """6.3.3: Reserves may be added to an Ops play below 3 (not Reassessment, not a Reserves play)."""
    return s[RESERVES + side] > 0 and card_ops(s) < 3 and op != OP_REASSESS and op != OP_RESERVES


@njit(cache=True)
def dice_country_ok(s, op, c):
    if op == OP_RECRUIT:
        return recruit_ok(s, c)
    if op == OP_TRAVEL:
        return travel_origin_ok(s, c)
    if op == OP_JIHAD:
        return jihad_ok(s, c, s[DICE + c])
    return plot_ok(s, c, s[DICE + c])


@njit(cache=True)
def any_dice(s):
    for c in range(N_COUNTRIES):
        if s[DICE + c] > 0:
            return True
    return False


@njit(cache=True)
def collect(s, out, with_unbuilt):
    """Write the offered actions into out; return how many."""
    kind = top(s, 0)
    side = top(s, 1)
    p1 = top(s, 2)
    p2 = top(s, 3)
    v = s[OP_VALUE]
    op = s[OP]
    n = 0
    if kind == FR_CARD:
        loc = hand_loc(side)
        n_cards = 0
        for c in range(1, N_CARDS + 1):
            if s[LOC + c] == loc:
                n_cards += 1
                if p1 == 0 or c == p1:  # p1: the card drawn at random for the Jihadist (#47)
                    out[n] = A_CARD0 + c - 1
                    n += 1
        if side == US and p2 == 1:  # #18 Intel Community: the additional card may be declined
            out[n] = A_DONE
            n += 1
        elif side == US and n_cards == 1 and ideology(s) < 4:  # 5.2.4; 9.7 Infectious: the US plays every card
            out[n] = A_DISCARD
            out[n + 1] = A_KEEP
            n += 2
        if side == JIHADIST:  # 4.8.4: cadres may be removed in any Jihadist action phase
            if n_cards == 0:
                out[n] = A_DONE
                n += 1
            for c in range(N_COUNTRIES):
                if get(s, c, CADRE) != 0:
                    out[n] = A_COUNTRY0 + c
                    n += 1
    elif kind == FR_USE:
        card = s[CARD]
        own = not opponent_event(side, card) and p1 == 0  # p1 = 1: Ops only (#97 Fatwa's operation)
        if own and playable(s, card, side):  # 6.2.5-6.2.6
            out[n] = A_EVENT
            n += 1
        value = card_ops(s)
        boosted = min(3, value + s[RESERVES + side])
        for o in range(N_OPS):
            if (o in US_OPS) != (side == US) and o != OP_RESERVES:
                continue
            if op_possible(s, side, o, value) or (reserves_apply(s, side, o) and op_possible(s, side, o, boosted)):
                out[n] = A_OP0 + o
                n += 1
        if side == JIHADIST and solo(s):  # 9.4.3: the bot may spend the card on Radicalization
            out[n] = A_RADICAL
            n += 1
        if n == 0:  # L50: no event and no operation (only the Sadr marker left to act): the card is spent
            out[n] = A_DONE
            n += 1
    elif kind == FR_RESERVES:
        out[n] = A_YES
        n += 1
        if op_possible(s, side, p1, card_ops(s)):
            out[n] = A_NO
            n += 1
    elif kind == FR_COUNTRY:
        for c in range(N_COUNTRIES):
            ok = False
            if op == OP_WOI:
                ok = woi_ok(s, c, v)
            elif op == OP_DISRUPT:
                ok = disrupt_ok(s, c, v)
            elif op == OP_ALERT:
                ok = alert_ok(s, c, v)
            elif op == OP_REGIME_CHANGE:
                ok = rc_target_ok(s, c, v)
            elif op == OP_WITHDRAW:
                ok = withdraw_source_ok(s, c, v)
            elif op == OP_MAJOR_JIHAD:
                ok = major_jihad_ok(s, c)
            if ok:
                out[n] = A_COUNTRY0 + c
                n += 1
    elif kind == FR_SOURCE:
        for c in range(N_COUNTRIES + 1):
            ok = rc_source_ok(s, c, p1) if op == OP_REGIME_CHANGE else deploy_source_ok(s, c, v)
            if ok:
                out[n] = A_COUNTRY0 + c  # A_TRACK == A_COUNTRY0 + TRACK
                n += 1
    elif kind == FR_DEST:
        for c in range(N_COUNTRIES + 1):
            if deploy_dest_ok(s, p1, c, v):
                out[n] = A_COUNTRY0 + c
                n += 1
    elif kind == FR_TROOPS:
        lo = 6 if op == OP_REGIME_CHANGE else 1
        hi = get(s, p1, TROOPS) if op == OP_WITHDRAW else movable(s, p1)
        for k in range(lo, hi + 1):
            out[n] = A_NUM0 + k
            n += 1
    elif kind == FR_DISRUPT_MIX:
        lo, hi = disrupt_removals(s, p1)
        for k in range(lo, hi + 1):
            out[n] = A_NUM0 + k
            n += 1
    elif kind == FR_SECOND_CARD:
        for c in range(1, N_CARDS + 1):
            if s[LOC + c] == hand_loc(US) and CARD_OPS[c] == 3:
                out[n] = A_CARD0 + c - 1
                n += 1
    elif kind == FR_DICE:
        # 8.1.2: a card may use fewer dice than its value; 9.4.1: the bot's unused Ops go to Radicalization
        if any_dice(s) or s[TRAVEL_N] > 0 or solo(s):
            out[n] = A_DONE
            n += 1
        for c in range(N_COUNTRIES):
            if dice_country_ok(s, op, c):
                out[n] = A_COUNTRY0 + c
                n += 1
    elif kind == FR_TRAVEL_DEST:
        for c in range(N_COUNTRIES):
            if travel_dest_ok(s, p1, c):
                out[n] = A_COUNTRY0 + c
                n += 1
    elif kind == FR_ORDER:
        out[n] = A_EVENT
        out[n + 1] = A_OP0 + p1
        n += 2
    elif kind == FR_EVENT:
        for a in range(N_ACTIONS):
            if choice_ok(s, p1, p2, a):
                out[n] = a
                n += 1
    elif kind == FR_RECRUIT_PLACE:
        for c in range(N_COUNTRIES):
            if s[DICE + c] > 0:
                out[n] = A_COUNTRY0 + c
                n += 1
    elif kind == FR_PLOT_MARKER:
        bits = marker_options(s, v)
        for k in range(1, WMD + 1):
            if bits & (1 << (k - 1)):
                out[n] = A_PLOT0 + k - 1
                n += 1
    elif kind == FR_RESOLVE:
        for c in range(N_COUNTRIES):
            if plots(s, c) > 0:
                out[n] = A_COUNTRY0 + c
                n += 1
    elif kind == FR_WMD_REROLL:
        out[n] = A_YES
        out[n + 1] = A_NO
        n += 2
    elif kind == FR_SCHENGEN:
        for c in range(N_COUNTRIES):
            if schengen_ok(c, p1, p2):
                out[n] = A_COUNTRY0 + c
                n += 1
    elif kind == FR_RADICAL:
        for c in range(N_COUNTRIES):
            if rad_ok(s, p2, c):
                out[n] = A_COUNTRY0 + c
                n += 1
    elif kind == FR_SETUP_CELL:
        for c in range(N_COUNTRIES):
            if setup_cell_ok(s, c, p2):
                out[n] = A_COUNTRY0 + c
                n += 1
    elif kind == FR_SETUP_REROLL:
        out[n] = A_DONE
        n += 1
        for c in range(N_COUNTRIES):
            if setup_reroll_ok(c):
                out[n] = A_COUNTRY0 + c
                n += 1
    return n


@njit(cache=True)
def actions(s, with_unbuilt):
    """legal_actions (with_unbuilt False) or offered_actions: a fresh int32 array (engine.core.legal)."""
    return legal.actions(s, collect, N_ACTIONS, with_unbuilt)
