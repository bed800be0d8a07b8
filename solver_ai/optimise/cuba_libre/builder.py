"""`CubaLibreBuilder`: the Cuba Libre side of optimise/base.py (pairs, solve, evaluate, explanation)."""
from __future__ import annotations

import time

import numpy as np

from engine.core.frames import top
from engine.cuba_libre import layout as L
from engine.cuba_libre.data import FACTION_NAMES, SPACE_NAMES
from engine.cuba_libre.game import GAME
from engine.cuba_libre.layout import PIECE_NAMES
from engine.cuba_libre.rules import special
from solver_ai.optimise.base import NUM_WORKERS, TIME_LIMIT_S, Plan
from solver_ai.optimise.cuba_libre import core, model
from solver_ai.optimise.cuba_libre import evaluate as ev
from solver_ai.optimise.cuba_libre.apply import (
    Driver,
    PlanError,
    expected_evaluation,
    ordered,
    replay,
    stop_after_op,
)

RALLY_TEXT = {core.RALLY_PLACE1: "place 1 Underground Guerrilla",
              core.RALLY_BASE: "replace 2 Guerrillas with a Base",
              core.RALLY_FLIP: "flip all its Guerrillas Underground",
              core.RALLY_WITH_BASES: "place {n} Guerrillas with its Bases"}
CONSTRUCT_TEXT = {core.CONSTRUCT_PLACE: "place a closed Casino", core.CONSTRUCT_OPEN: "open a closed Casino"}

GOVT, M26, DR = 0, 1, 2
# Capabilities and Momentum (5.3, 5.4) change rules the models leave out: while a marker is in effect
# the Ops and SAs it changes are not planned. (card, side, faction, Ops, SAs); docs/optimiser.md.
UNMODELLED = (
    (1, 1, GOVT, (L.OP_ASSAULT, L.OP_GARRISON), ()),  # Armored Cars: Troops move in before each Assault
    (2, 1, GOVT, (), (L.SA_AIR_STRIKE,)),  # Guantanamo Bay: Air Strike removes 2
    (4, 1, GOVT, (L.OP_SWEEP, L.OP_ASSAULT, L.OP_GARRISON), ()),  # S.I.M.: Police as Troops
    (5, 1, GOVT, (L.OP_SWEEP,), ()),  # Masferrer: the Sweep's free Assault
    (6, 1, GOVT, (L.OP_ASSAULT, L.OP_GARRISON), ()),  # Sanchez Mosquera: Mountain as City
    (13, 0, M26, (L.OP_MARCH,), ()),  # El Che: the first group ends Underground
    (18, 0, M26, (L.OP_ATTACK, L.OP_TERROR), ()),  # Pact of Caracas: spare DR and Opposition
    (18, 0, DR, (L.OP_ATTACK, L.OP_TERROR), ()),
    (22, 0, M26, (L.OP_ATTACK,), ()),  # Raul: reroll the Attack die
    (28, 0, DR, (L.OP_MARCH,), ()),  # Morgan: March from 2 spaces away
    (30, 0, M26, (L.OP_RALLY,), ()),  # The Guerrilla Life: Rally spaces end Underground
)


def unmodelled(s: np.ndarray, faction: int, op: int, sa: int) -> bool:
    """Does a Capability or Momentum in effect change this Op or SA for the faction (UNMODELLED)?"""
    return any(s[L.EFFECTS + card] == side + 1 and f == faction and (op in ops or sa in sas)
               for card, side, f, ops, sas in UNMODELLED)


def step_text(op: int, f: int, st: core.Step) -> str:
    where = SPACE_NAMES[st.sp]
    if st.sa >= 0:
        gone = ", ".join(PIECE_NAMES[col] for col, _ in st.remove) or "nothing"
        what = {L.SA_AMBUSH: "1 Guerrilla Activates, the Attack hits as on a 1",
                L.SA_ASSASSINATE: "its Terror there", L.SA_AIR_STRIKE: "from the air"}[st.sa]
        return f"{L.SA_NAMES[st.sa]} ({L.SA_RULES[st.sa]}) in {where}: {what}; remove {gone}"
    if op == L.OP_RALLY:
        return f"Rally in {where}: " + RALLY_TEXT[st.mode].format(n=st.n)
    if op == L.OP_CONSTRUCT:
        return f"Construct in {where}: " + CONSTRUCT_TEXT[st.mode]
    if op == L.OP_ATTACK:
        hit = ", ".join(PIECE_NAMES[col] for col, _ in st.remove) or "nothing"
        one = ", ".join(PIECE_NAMES[col] for col, _ in st.remove_captured) or "nothing"
        return f"Attack in {where}: on a hit remove {hit}; on a 1 (Captured Goods) remove {one}"
    if op == L.OP_GARRISON and st.mode == core.GARRISON_CLOSING:
        act = ", ".join(f"{n} {PIECE_NAMES[col]}" for col, n in st.activate) or "as it falls"
        gone = ", ".join(f"{n} {PIECE_NAMES[col]}" for col, n in st.remove)
        return f"then in {where}: Activate {act}; free Assault removes {gone}"
    if op == L.OP_GARRISON:
        gs = "; ".join(f"{t} Troops + {p} Police from {SPACE_NAMES[o]}" for o, t, p in st.groups) or "no cubes"
        return f"Garrison into {where}: {gs}"
    if op == L.OP_SWEEP:
        gs = "; ".join(f"{n} Troops from {SPACE_NAMES[o]}" for o, n, _ in st.groups) or "no Troops move in"
        return f"Sweep in {where}: {gs}, then Activation"
    if op == L.OP_MARCH:
        gs = "; ".join(f"{nu} Underground + {na} Active from {SPACE_NAMES[o]}" for o, nu, na in st.groups) or "no group"
        return f"March into {where}: {gs}"
    if op == L.OP_ASSAULT:
        gone = ", ".join(f"{n} {PIECE_NAMES[col]}" for col, n in st.remove)
        return f"Assault in {where}: remove {gone}"
    if op == L.OP_TRAIN:
        parts = [f"place {st.troops} Troops, {st.police} Police" if st.troops + st.police else "no cubes placed"]
        if st.mode == core.TRAIN_BASE:
            parts.append(f"then 2 cubes ({st.t_out} Troops) become a Government Base")
        elif st.mode == core.TRAIN_CIVIC:
            parts.append(f"then {st.steps} Civic Action step(s)")
        return f"Train in {where}: " + ", ".join(parts)
    shift = "toward Active Opposition" if f == 1 else "toward Neutral"
    return f"Terror in {where}: 1 Guerrilla Activates, Terror/Sabotage marker, Support shifts {shift}"


class CubaLibreBuilder:
    """Models every Operation, and the pairs Garrison / Sweep + Air Strike, Attack + Ambush, Terror +
    Assassinate (see model.py and its builders for the rules)."""

    def __init__(self, weights: ev.Weights = ev.DEFAULT, time_limit: float = TIME_LIMIT_S,
                 workers: int = NUM_WORKERS, average_dice: bool = True):
        self.weights = weights
        self.average_dice = average_dice  # explain a dice plan with the engine's average over every roll
        self.time_limit = time_limit
        self.workers = workers

    def evaluate(self, s: np.ndarray, faction: int) -> float:
        return ev.evaluate(s, faction, self.weights)

    def pass_score(self, s: np.ndarray, faction: int) -> int | None:
        """The evaluation right after a Pass (2.3.3: its Resources), or None where Pass is not offered."""
        if int(top(s, 0)) != L.FR_ACT or L.A_PASS not in set(int(a) for a in GAME.legal_actions(s)):
            return None
        passed = s.copy()
        stop_after_op(passed)  # evaluate right after the Pass, before the card flow runs on
        GAME.apply_action(passed, L.A_PASS)
        return self.evaluate(passed, faction)

    def pairs(self, s: np.ndarray, faction: int) -> list[tuple[int, int]]:
        if int(top(s, 0)) not in (L.FR_ACT, L.FR_LAUNDER_OP) or int(top(s, 1)) != faction:
            return []
        legal = set(int(a) for a in GAME.legal_actions(s))
        ops = [op for op in sorted(model.BUILDERS) if L.A_OP0 + op in legal]
        limited, _ = model.op_context(s)
        with_sa = [] if limited else [(op, sa) for op in ops for sa in L.FACTION_SAS[faction]
                                      if (op, sa) in model.SA_BUILDERS and special.possible(s, faction, sa)]
        return [(op, sa) for op, sa in [(op, -1) for op in ops] + with_sa if not unmodelled(s, faction, op, sa)]

    def solve(self, s: np.ndarray, faction: int, op: int, sa: int, k: int) -> list[Plan]:
        if op not in model.BUILDERS or (sa >= 0 and (op, sa) not in model.SA_BUILDERS):
            return []
        t0 = time.perf_counter()
        solved = model.solve(s, faction, op, self.weights, k, self.time_limit, self.workers, sa)
        ms = (time.perf_counter() - t0) * 1000.0
        before = GAME.margins(s)
        plans = []
        for sol in solved:
            actions, after = replay(s, op, sol.steps)
            lines = [step_text(op, faction, st) for st in ordered(op, sol.steps)] or ["no space selected"]
            proof = "proven optimal" if sol.optimal else "time limit: best found"
            if sol.expected:
                exact = (expected_evaluation(s, op, sol.steps, lambda x: self.evaluate(x, faction))
                         if self.average_dice else None)
                lines.append(f"expected evaluation {sol.score:.2f} ({proof}; dice by expected value: each d6 "
                             "outcome weighted 1/6, spaces chosen before the rolls)"
                             + ("" if exact is None else f"; engine average over every roll {exact:.2f}"))
            else:
                got = self.evaluate(after, faction)
                if got != sol.score:
                    raise PlanError(f"{L.OP_NAMES[op]}: model score {sol.score} but the engine's state scores {got}")
                m = GAME.margins(after)
                lines.append("margins " + ", ".join(
                    f"{FACTION_NAMES[g]} {int(before[g]):+d}->{int(m[g]):+d}" for g in range(4)))
                lines.append(f"evaluation {sol.score:g} ({proof}; no dice in this Op: exact)")
            label = L.OP_NAMES[op] + "".join(f" + {L.SA_NAMES[st.sa]}" for st in sol.steps if st.sa >= 0)
            plans.append(Plan(label, actions, float(sol.score), sol.optimal, ms, lines,
                              driver=Driver(faction, op, sol.steps)))
        return plans
