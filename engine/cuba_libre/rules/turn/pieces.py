"""FR_PIECES: the piece steps inside an Op (which cubes Train places, what moves, what is removed,
Activated, replaced by a Base, relocated, bribed, or holds Cash).
"""
from engine.core.frames import pop, push
from engine.core.jit import njit
from engine.core.legal import emit
from engine.cuba_libre.data import DR, M26, SYN
from engine.cuba_libre.layout import (
    A_CARRY0,
    A_DONE,
    A_FLIP0,
    A_PIECE0,
    CX_GROUP,
    CX_HIT,
    CX_MODE,
    CX_N,
    CX_SP,
    CX_SP2,
    FR_PIECES,
    FR_SPACE,
    OP,
    POLICE,
    PU_ACTIVATE,
    PU_BRIBE,
    PU_CASH,
    PU_MOVE,
    PU_RALLY_BASE,
    PU_RALLY_PLACE,
    PU_RELOCATE,
    PU_REMOVE,
    PU_TRAIN,
    PU_TRAIN_BASE,
    SP_CARACAS_BASE,
    SP_RELOCATE_TO,
    SYN_A,
    SYN_U,
    TROOPS,
)
from engine.cuba_libre.rules import effects as fx
from engine.cuba_libre.rules import movement as mv
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules import special as sa_rules
from engine.cuba_libre.rules.board import (
    add,
    available_police,
    available_troops,
    base_col,
    bases_on_map,
    get,
    guerrilla_cols,
)


@njit(cache=True)
def piece_ok(s, f, purpose, col):
    """May the pending piece step (FR_PIECES) take a piece of `col`?"""
    sp = s[OP + CX_SP]
    if purpose == PU_TRAIN:
        return (col == TROOPS and available_troops(s) > 0) or (col == POLICE and available_police(s) > 0)
    if purpose == PU_MOVE:
        return (s[OP + CX_MODE] >> col) & 1 == 1 and mv.movable(s, col) > 0
    if purpose == PU_REMOVE:
        return ops.target_ok(s, f, sp, col, s[OP + CX_MODE])
    if get(s, sp, col) == 0:
        return False
    if purpose == PU_ACTIVATE:
        return col == 3 or col == 6 or col == 9  # Underground Guerrillas
    if purpose == PU_TRAIN_BASE:
        return col == TROOPS or col == POLICE
    if purpose == PU_RALLY_BASE:
        u, a = guerrilla_cols(f)
        return col == u or col == a or ((col == SYN_U or col == SYN_A) and f != SYN and s[OP + CX_HIT] > 0)
    if purpose == PU_RALLY_PLACE:
        u, _ = guerrilla_cols(f)
        return False if col != u else pc.available_guerrillas(s, f) > 0
    if purpose == PU_RELOCATE:
        return pc.HOLDER[col] >= 2  # a Guerrilla
    if purpose == PU_CASH:
        return pc.HOLDER[col] >= 0  # a Guerrilla or cube
    if purpose == PU_BRIBE:
        return sa_rules.bribe_piece_ok(s, col, False)
    return pc.faction_of(col) == f  # PU_VOLUNTARY


@njit(cache=True)
def collect_pieces(s, out, f, purpose):
    n = 0
    sp = s[OP + CX_SP]
    if purpose == PU_RALLY_PLACE:
        u, _ = guerrilla_cols(f)
        if s[OP + CX_N] > 0 and pc.available_guerrillas(s, f) > 0:
            n = emit(out, n, A_PIECE0 + u)
        return emit(out, n, A_DONE)
    for col in range(13):
        if piece_ok(s, f, purpose, col):
            n = emit(out, n, A_PIECE0 + col)
    if purpose == PU_MOVE:
        mover = pc.faction_of(first_col(s[OP + CX_MODE]))
        if pc.faction_cash(s, sp, mover) > 0:
            for col in range(13):
                if piece_ok(s, f, purpose, col) and pc.HOLDER[col] >= 0:
                    n = emit(out, n, A_CARRY0 + col)
    if purpose == PU_BRIBE:
        for col in range(13):
            if sa_rules.bribe_piece_ok(s, col, True):
                n = emit(out, n, A_FLIP0 + col)
    if purpose == PU_TRAIN or purpose == PU_MOVE or purpose == PU_BRIBE or (
        purpose == PU_REMOVE and ops.removal_done_ok(s, f)) or (purpose == PU_CASH and s[OP + CX_GROUP] == 1):
        n = emit(out, n, A_DONE)
    return n


@njit(cache=True)
def first_col(mask):
    for col in range(13):
        if (mask >> col) & 1:
            return col
    return 0


@njit(cache=True)
def answer_pieces(s, f, purpose, a):
    sp = s[OP + CX_SP]
    if a == A_DONE:
        pop(s)
        if purpose == PU_MOVE:
            if s[OP + CX_GROUP] == 0:
                ops.close_origin(s)
            end_move(s, f)
        return
    carry = a >= A_CARRY0
    flip = A_FLIP0 <= a < A_CARRY0
    col = a - (A_CARRY0 if carry else (A_FLIP0 if flip else A_PIECE0))
    if purpose == PU_TRAIN:
        add(s, sp, col, 1)
        s[OP + CX_N] -= 1
        if s[OP + CX_N] == 0 or available_troops(s) + available_police(s) == 0:
            pop(s)
    elif purpose == PU_MOVE:
        if mv.move_one(s, col, carry):
            pop(s)
            end_move(s, f)
    elif purpose == PU_REMOVE:
        if ops.remove_target(s, f, col):
            pop(s)
    elif purpose == PU_ACTIVATE:
        pc.flip(s, sp, col, col + 1)
        s[OP + CX_N] -= 1
        if s[OP + CX_N] == 0 or ops.underground_total(s, sp) == 0:
            pop(s)
    elif purpose == PU_TRAIN_BASE or purpose == PU_RALLY_BASE:
        pop(s)
        take_base_piece(s, f, purpose, col)
        next_base_piece(s, f, purpose)
    elif purpose == PU_RALLY_PLACE:
        pc.place_guerrillas(s, sp, f, 1)
        s[OP + CX_N] -= 1
        if s[OP + CX_N] == 0 or pc.available_guerrillas(s, f) == 0:
            pop(s)
    elif purpose == PU_RELOCATE:
        pop(s)
        s[OP + CX_MODE] = col
        push(s, FR_SPACE, f, sp, SP_RELOCATE_TO)
    elif purpose == PU_CASH:
        pop(s)
        pc.add_cash(s, sp, col, s[OP + CX_HIT])
    elif purpose == PU_BRIBE:
        done, freed = sa_rules.bribe_piece(s, col, flip)
        if done:
            pop(s)
        if freed > 0 and sa_rules.any_holder(s, sp):
            start_cash(s, SYN, sp, freed, 1)  # 4.5.4 Smuggle: the Syndicate may place it with any piece there
    else:  # PU_VOLUNTARY
        pop(s)
        pc.remove_own(s, sp, col)
        if (f == M26 or f == DR) and col == base_col(f) and fx.pact_of_caracas(s) and bases_on_map(s, f) > 0:
            push(s, FR_SPACE, f, -1, SP_CARACAS_BASE)  # #18: a 2nd Base at once would cancel the Pact


@njit(cache=True)
def next_base_piece(s, f, purpose):
    """3.2.1 / 3.3.1: the pieces a new Base replaces at CX_SP (piece_ok's kinds), CX_N still to take:
    the faction chooses while it has more than one kind there; the Base goes in once they are off."""
    sp = s[OP + CX_SP]
    while s[OP + CX_N] > 0:
        kinds, only = 0, -1
        for col in range(13):
            if piece_ok(s, f, purpose, col):
                kinds += 1
                only = col
        if kinds > 1:
            push(s, FR_PIECES, f, purpose, 0)
            return
        take_base_piece(s, f, purpose, only)
    pc.place_base(s, sp, f)


@njit(cache=True)
def take_base_piece(s, f, purpose, col):
    """One of the pieces the Base replaces off the map; #43 (R59): the Syndicate Guerrilla counting as
    own (CX_HIT: still to use) goes to the Syndicate's Available, and only one does."""
    pc.remove_own(s, s[OP + CX_SP], col)
    s[OP + CX_N] -= 1
    if pc.faction_of(col) != f:
        s[OP + CX_HIT] = 0


@njit(cache=True)
def start_cash(s, f, sp, n, optional):
    """f puts n Cash markers under a Guerrilla or cube of its choice in sp (4.5.1 Profit, 4.5.4 Smuggle)."""
    s[OP + CX_SP] = sp
    s[OP + CX_HIT] = n
    s[OP + CX_GROUP] = optional
    push(s, FR_PIECES, f, PU_CASH, 0)


@njit(cache=True)
def end_move(s, f):
    if s[OP + CX_MODE] & mv.MOVE_GROUP:
        if f == M26 and fx.el_che(s) and mv.march_first_group(s):  # #13 El Che
            mv.march_group_underground(s, f, s[OP + CX_SP2])
        else:
            mv.march_group_arrives(s, f, s[OP + CX_SP2])
