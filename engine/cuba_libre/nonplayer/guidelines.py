"""8.1.2 Procedure guidelines, shared by every Non-player: how to answer the piece-level steps once the
spaces are chosen (Bases, Cash, own-piece removal, March groups), over the engine's legal answers.

Every helper takes the legal answers (`legal[:n]`) and returns one of them, or -1 when the guideline
has nothing to say; the faction modules fall back to a random legal answer only where no rule decides.
"""
import numpy as np

from engine.core.jit import njit
from engine.core.members import has
from engine.cuba_libre.data import CITY, DR, EC, GOVT, M26, N_SPACES, SPACE_TYPE, SYN
from engine.cuba_libre.layout import (
    A_CARRY0,
    A_CASH_BASE,
    A_CASH_OPEN_CASINO,
    A_CASH_RESOURCES,
    A_DONE,
    A_PIECE0,
    A_SPACE0,
    CX_GROUP,
    CX_HIT,
    CX_SP,
    CX_SP2,
    DR_A,
    DR_U,
    GBASE,
    M26_A,
    M26_U,
    OP,
    POLICE,
    SUPPORT,
    SYN_A,
    SYN_U,
    TROOPS,
)
from engine.cuba_libre.nonplayer import tables
from engine.cuba_libre.nonplayer import trace as T
from engine.cuba_libre.nonplayer.sequence import is_player
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules.board import get, guerrilla_cols
from engine.cuba_libre.rules.propaganda import is_final


@njit(cache=True)
def no_score():
    """A score per space for `choose`, every one -1: not a candidate (tables.best)."""
    return np.full(N_SPACES, -1, dtype=np.int64)


@njit(cache=True)
def choose(rng, score, trace, code):
    """The space action for the best-scored space (ties by 8.2 / 8.3), noted as `code`; -1 if none."""
    sp = tables.best(rng, score)
    if sp < 0:
        return -1
    T.note(trace, code, sp)
    return A_SPACE0 + sp


@njit(cache=True)
def or_done(a, trace):
    """a, or A_DONE (noted) when a is -1: the step has nothing further to do."""
    if a >= 0:
        return a
    T.note(trace, T.OP_DONE, 0)
    return A_DONE


@njit(cache=True)
def choose_or_done(rng, score, trace, code):
    """choose, or A_DONE (noted) when no space is scored."""
    return or_done(choose(rng, score, trace, code), trace)


@njit(cache=True)
def cash_holder(s, f, legal, n, trace):
    """8.1.2 Placing Cash (PU_CASH): with an own Underground Guerrilla before an Active one; Cash that
    would otherwise be lost goes to another Non-player's piece (Government, Syndicate, DR, 26July).
    Never to a player's piece (never transfer voluntarily): declines (A_DONE) where that is allowed."""
    for g in (f, GOVT, SYN, DR, M26):
        if g != f and is_player(s, g):
            continue
        a, b = pc.holder_cols(g)
        for col in (a, b):
            if has(legal, n, A_PIECE0 + col):
                T.note(trace, T.CASH_HOLDER, col)
                return A_PIECE0 + col
    if has(legal, n, A_DONE):
        T.note(trace, T.CASH_DECLINE, 0)
        return A_DONE
    return -1


@njit(cache=True)
def cash_deposit(s, f, sp, legal, n, trace):
    """6.2.4 with 8.1.2 Bases: a Base (the Syndicate's: an open Casino) rather than +6 Resources; the
    Government at most 1 Base per Province and none in Cities; in the final Round the Syndicate opens
    closed Casinos where it can (R83)."""
    if f == SYN and is_final(s) and has(legal, n, A_CASH_OPEN_CASINO):
        T.note(trace, T.DEPOSIT_OPEN, 0)
        return A_CASH_OPEN_CASINO
    base_ok = has(legal, n, A_CASH_BASE)
    if f == GOVT and (SPACE_TYPE[sp] == CITY or get(s, sp, GBASE) > 0):
        base_ok = False
    if base_ok:
        T.note(trace, T.DEPOSIT_BASE, 0)
        return A_CASH_BASE
    T.note(trace, T.DEPOSIT_RESOURCES, 0)
    return A_CASH_RESOURCES


@njit(cache=True)
def own_removal_col(s, f, sp):
    """8.1.2 Removing own pieces: Active before Underground Guerrillas, Troops before Police (-1: none)."""
    if f == GOVT:
        for col in (TROOPS, POLICE):
            if get(s, sp, col) > 0:
                return col
        return -1
    u, a = guerrilla_cols(f)
    for col in (a, u):
        if get(s, sp, col) > 0:
            return col
    return -1


@njit(cache=True)
def would_activate(s, d, extra):
    """3.3.2: a March group flips Active on arrival in an EC or a space with Support when the group
    (after `extra` more pieces) plus the cubes there exceed 3."""
    risky = SPACE_TYPE[d] == EC or get(s, d, SUPPORT) > 0
    return risky and s[OP + CX_GROUP] + extra + pc.cubes(s, d) > 3


@njit(cache=True)
def march_piece(s, f, legal, n, limit, cash_only, trace):
    """8.1.2 March (PU_MOVE from CX_SP to CX_SP2): end with as many Underground Guerrillas as possible at
    the destination (the rule's example: Underground ones first, and no piece that would flip a group
    holding Underground ones), Active ones first where the group flips anyway (R84), and pieces with
    Cash first into a non-EC, last into an EC. `limit`: group size wanted (-1 no limit); `cash_only`:
    move only carrying Cash. Returns the move, or A_DONE when the group is complete."""
    d = s[OP + CX_SP2]
    o = s[OP + CX_SP]
    u, a = guerrilla_cols(f)
    if limit >= 0 and s[OP + CX_GROUP] >= limit:
        T.note(trace, T.MARCH_STOP, 0)
        return A_DONE
    # One more piece would flip the group: only an Active one, and only while the group has no
    # Underground piece (the Underground count at the destination must not fall).
    flips = would_activate(s, d, 1)
    carry_first = SPACE_TYPE[d] != EC and pc.faction_cash(s, o, f) > 0
    order = (u, a)
    if flips:
        order = (a, -1) if s[OP + CX_HIT] == 0 else (-1, -1)
    for col in order:
        if col < 0:
            continue
        with_cash = A_CARRY0 + col
        plain = A_PIECE0 + col
        if cash_only:
            if has(legal, n, with_cash):
                T.note(trace, T.MARCH_PIECE, col)
                return with_cash
            continue
        if carry_first and has(legal, n, with_cash):
            T.note(trace, T.MARCH_PIECE, col)
            return with_cash
        if has(legal, n, plain):
            T.note(trace, T.MARCH_PIECE, col)
            return plain
    T.note(trace, T.MARCH_STOP, 0)
    return A_DONE


@njit(cache=True)
def target_bonus(col, police_first):
    """8.1.2 Targeting within a faction: Police and Troops alternating (Police first), Underground before
    Active (a tie-break added to a target's score)."""
    if col == POLICE or col == TROOPS:
        return 2 if (col == POLICE) == police_first else 1
    if col == M26_U or col == DR_U or col == SYN_U:
        return 2
    if col == M26_A or col == DR_A or col == SYN_A:
        return 1
    return 0
