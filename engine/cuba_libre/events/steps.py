"""How an Event side counts its steps, and the piece choices several sides share.

A side that asks its executing faction several questions keeps what it has learned in the FR_EVENT step
(step 0 is always its first question; -1: done). Two packings are in use:
- `pack(phase, sp, n)` = phase + 8 x space + 128 x n (cards 7-27): P_SPACE asks a space, P_FACTION a
  faction, P_MODE one of the side's modes, P_KIND + f an Underground (k 0) or Active (k 1) Guerrilla of f;
  n counts what is done so far.
- `step_of(phase, sp, a, b)` = phase | sp << 4 | a << 8 | b << 12 (cards 29-47): a phase and three small
  fields, each side saying what they mean. Such sides take every step that has exactly one answer at once
  (dispatch.SETTLES); a step with none ends the side (5.1.1: as much as possible).
"""
from engine.core.jit import njit
from engine.cuba_libre.data import DR, M26, SYN
from engine.cuba_libre.events.spaces import guerrillas
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules.board import get, guerrilla_cols

P_SPACE, P_FACTION, P_MODE, P_KIND = 0, 1, 2, 3
N_CHOICES = 4  # FR_EVENT offers effects A_CHOICE0 + k, k < 4


# ------------------------------------------------------------------ pack (cards 7-27)
@njit(cache=True)
def pack(phase, sp, n):
    return phase + 8 * sp + 128 * n


@njit(cache=True)
def unpack(step):
    return step % 8, (step // 8) % 16, step // 128


@njit(cache=True)
def spread(s, step, sp, f, total):
    """Place 1 Guerrilla of f in sp, the n-th of `total` placed one space at a time (n: step // 128)."""
    pc.place_guerrillas(s, sp, f, 1)
    n = step // 128 + 1
    return pack(P_SPACE, 0, n) if n < total else -1


@njit(cache=True)
def pick(s, sp, n, phase, k):
    """Which Guerrilla to remove at sp: (column, -1) once decided, else (-1, the step that asks).
    Phase P_SPACE: nothing chosen yet; P_FACTION: faction 1 + k chosen; P_KIND + f: kind k of f chosen."""
    if phase >= P_KIND:
        u, a = guerrilla_cols(phase - P_KIND)
        return (u if k == 0 else a), -1
    f = 1 + k
    if phase != P_FACTION:
        f = -1
        for g in (M26, DR, SYN):
            if guerrillas(s, sp, g) > 0:
                if f >= 0:
                    return -1, pack(P_FACTION, sp, n)
                f = g
    u, a = guerrilla_cols(f)
    if get(s, sp, u) > 0 and get(s, sp, a) > 0:
        return -1, pack(P_KIND + f, sp, n)
    return (u if get(s, sp, u) > 0 else a), -1


@njit(cache=True)
def pick_ok(s, step, k):
    """The choices of a pick step: a faction with a Guerrilla there, or either kind (both are there)."""
    phase, sp, _ = unpack(step)
    if phase == P_FACTION:
        return k < 3 and guerrillas(s, sp, 1 + k) > 0
    return phase >= P_KIND and k < 2


# ------------------------------------------------------------------ step_of (cards 29-47)
@njit(cache=True)
def step_of(phase, sp, a, b):
    return phase | sp << 4 | a << 8 | b << 12


@njit(cache=True)
def phase_of(step):
    return step & 15


@njit(cache=True)
def sp_of(step):
    return (step >> 4) & 15


@njit(cache=True)
def a_of(step):
    return (step >> 8) & 15


@njit(cache=True)
def b_of(step):
    return step >> 12
