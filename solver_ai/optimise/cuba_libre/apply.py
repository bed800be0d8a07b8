"""A solved plan back into the engine's decisions, replayed through `GAME.step` (which raises
IllegalAction on anything the rules forbid: an illegal plan is a bug, never silently applied)."""
from __future__ import annotations

import numpy as np

from engine.cuba_libre import layout as L
from engine.cuba_libre.frames import top
from engine.cuba_libre.game import GAME
from engine.cuba_libre.rules import board
from solver_ai.optimise.cuba_libre.core import RALLY_BASE, TRAIN_BASE, Step

# A frame kind the engine never uses: placed at the bottom of the decision stack of a copy, it makes
# `advance` stop once the Op has closed (it only runs on while FR_FINISH is on top or the stack is
# empty), so the position is evaluated at the end of the Op, before the card flow or a Propaganda Round.
FR_STOP = 99


def stop_after_op(s: np.ndarray) -> None:
    """Put FR_STOP under every frame of s (a copy used for evaluation only)."""
    n = int(s[L.STACK_N])
    w = L.FRAME_WIDTH
    s[L.STACK + w : L.STACK + (n + 1) * w] = s[L.STACK : L.STACK + n * w].copy()
    s[L.STACK : L.STACK + w] = (FR_STOP, 0, 0, 0)
    s[L.STACK_N] = n + 1


class PlanError(Exception):
    """The engine asked for a decision the plan does not answer (a bug in the model or the replay)."""


def ordered(op: int, steps: list[Step]) -> list[Step]:
    """The order the spaces are selected in. Rally: the Base swaps first, so the Guerrillas they return
    are Available for the placements."""
    if op == L.OP_RALLY:
        return sorted(steps, key=lambda st: (st.mode != RALLY_BASE, st.sp))
    if op == L.OP_MARCH:  # a destination without a group needs a neighbour with pieces still movable
        return sorted(steps, key=lambda st: (len(st.groups) > 0, st.sp))
    return sorted(steps, key=lambda st: st.sp)


def _answer(s: np.ndarray, f: int, st: Step, left: dict) -> int:
    """The answer to a sub-decision of the space being resolved."""
    kind, p1 = int(top(s, 0)), int(top(s, 2))
    u, a = board.guerrilla_cols(f)
    if kind == L.FR_CHOICE:
        return L.A_CHOICE0 + st.mode
    if kind == L.FR_PIECES and p1 == L.PU_RALLY_BASE:
        if left["active_out"] > 0:
            left["active_out"] -= 1
            return L.A_PIECE0 + a
        return L.A_PIECE0 + u
    if kind == L.FR_PIECES and p1 == L.PU_RALLY_PLACE:
        if left["n"] > 0:
            left["n"] -= 1
            return L.A_PIECE0 + u
        return L.A_DONE
    if kind == L.FR_PIECES and p1 == L.PU_TRAIN:
        for col, key in ((L.TROOPS, "troops"), (L.POLICE, "police")):
            if left[key] > 0:
                left[key] -= 1
                return L.A_PIECE0 + col
        return L.A_DONE
    if kind == L.FR_SPACE and int(top(s, 3)) == L.SP_MARCH_FROM:
        if left["groups"]:
            o, nu, na = left["groups"].pop(0)
            left["move"] = [(u, nu), (a, na)]
            return L.A_SPACE0 + o
        return L.A_DONE
    if kind == L.FR_PIECES and p1 == L.PU_MOVE:
        for i, (col, n) in enumerate(left["move"]):
            if n > 0:
                left["move"][i] = (col, n - 1)
                return L.A_PIECE0 + col
        return L.A_DONE
    if kind == L.FR_PIECES and p1 == L.PU_REMOVE:
        for i, (col, n) in enumerate(left["remove"]):
            if n > 0:
                left["remove"][i] = (col, n - 1)
                return L.A_PIECE0 + col
        return L.A_DONE
    raise PlanError(f"no answer in the plan for {GAME.describe_pending(s)}")


def _train_closing(s: np.ndarray, closing: list[Step], play) -> None:
    """3.2.1 "then": the Base for 2 cubes or the Civic Action steps of the one Step that has a mode."""
    if int(top(s, 0)) != L.FR_CHOICE:  # nothing was possible: the engine did not ask
        if closing:
            raise PlanError("the plan has a closing step the engine does not offer")
        return
    if not closing:
        play(L.A_DONE)
        return
    st = closing[0]
    play(L.A_CHOICE0 + st.mode)
    play(L.A_SPACE0 + st.sp)
    if st.mode == TRAIN_BASE:
        t_out = st.t_out
        while int(top(s, 0)) == L.FR_PIECES:
            play(L.A_PIECE0 + (L.TROOPS if t_out > 0 else L.POLICE))
            t_out -= 1
        return
    for _ in range(st.steps - 1):
        play(L.A_SPACE0 + st.sp)
    if int(top(s, 0)) == L.FR_SPACE and int(top(s, 3)) == L.SP_TRAIN_CIVIC:
        play(L.A_DONE)


def replay(s: np.ndarray, op: int, steps: list[Step]) -> tuple[list[int], np.ndarray]:
    """The actions from choosing the Op (at FR_ACT or FR_LAUNDER_OP) to closing it, and the position at
    the Op's close (with FR_STOP under its stack: for evaluation, not for play)."""
    s = s.copy()
    f = int(top(s, 1))
    actions: list[int] = []

    def play(a: int) -> None:
        GAME.step(s, a)
        actions.append(a)

    play(L.A_OP0 + op)
    stop_after_op(s)
    for st in ordered(op, steps):
        play(L.A_SPACE0 + st.sp)
        left = {"n": st.n, "active_out": st.active_out, "troops": st.troops, "police": st.police,
                "remove": list(st.remove), "groups": list(st.groups), "move": []}
        while int(top(s, 0)) != L.FR_OP:
            play(_answer(s, f, st, left))
    play(L.A_DONE)
    if op == L.OP_TRAIN:
        _train_closing(s, [st for st in steps if st.mode >= 0], play)
    if s[L.OP + L.OP_ID] != -1:
        raise PlanError(f"the Op did not close: {GAME.describe_pending(s)}")
    return actions, s
