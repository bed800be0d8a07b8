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
from solver_ai.optimise.cuba_libre import core, model, sa_first
from solver_ai.optimise.cuba_libre import evaluate as ev
from solver_ai.optimise.cuba_libre.apply import (
    Driver,
    PlanError,
    expected_evaluation,
    ordered,
    replay,
    run,
    stop_after_op,
)
from solver_ai.optimise.cuba_libre.sa_first import SA_FIRST

RALLY_TEXT = {core.RALLY_PLACE1: "place 1 Underground Guerrilla",
              core.RALLY_BASE: "replace 2 Guerrillas with a Base",
              core.RALLY_FLIP: "flip all its Guerrillas Underground",
              core.RALLY_WITH_BASES: "place {n} Guerrillas with its Bases"}
CONSTRUCT_TEXT = {core.CONSTRUCT_PLACE: "place a closed Casino", core.CONSTRUCT_OPEN: "open a closed Casino"}

GOVT, M26, DR, SYN = 0, 1, 2, 3
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
    (18, 0, SYN, (L.OP_TERROR,), ()),  # the Pact bars any Terror that lowers Opposition (R42)
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
    if st.sa == L.SA_TRANSPORT:
        return (f"Transport (4.2.1) first, before the Op's spaces: {st.troops} Troops from {where} "
                f"to {SPACE_NAMES[st.to]}")
    if st.sa == L.SA_BRIBE:
        gone = ", ".join(f"remove {n} {PIECE_NAMES[col]}" for col, n in st.remove)
        flips = ", ".join(f"flip {n} {PIECE_NAMES[col]}" for col, n in st.flip)
        return (f"Bribe (4.5.4) first, before the Op's spaces: 3 Resources, in {where}: "
                + (", ".join(x for x in (gone, flips) if x) or "nothing removed"))
    if st.sa == L.SA_PROFIT:
        if st.mode == 0:
            return f"Profit (4.5.1) first, before the Op's spaces: 1 Cash placed in {where}"
        gs = ", ".join(f"{SPACE_NAMES[sp]}: close {k} Casino(s), remove {c} Cash" for sp, k, c in st.groups)
        return f"Profit (4.5.1) first, before the Op's spaces: +3 Resources each; {gs}"
    if st.sa == L.SA_MUSCLE:
        gs = ", ".join(f"{n} from {SPACE_NAMES[o]}" for o, n, _ in st.groups)
        cubes = "Police" if special.muscle_col(st.sp) == L.POLICE else "Troops"
        return f"Muscle (4.5.3) first, before the Op's spaces: {cubes} into {where}: {gs}"
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
    """Models every Operation, the pairs Garrison / Sweep + Air Strike, Attack + Ambush, Terror +
    Assassinate, the Government's Ops with Transport first, the Syndicate's with Muscle, Profit or Bribe
    first (see model.py and its builders for the rules), and every Op with the other four SAs acting
    first (sa_first.py)."""

    def __init__(self, weights: ev.Weights = ev.DEFAULT, time_limit: float = TIME_LIMIT_S,
                 workers: int = NUM_WORKERS, average_dice: bool = True,
                 max_sa_leaves: int | None = sa_first.MAX_LEAVES):
        self.weights = weights
        self.average_dice = average_dice  # explain a dice plan with the engine's average over every roll
        self.time_limit = time_limit
        self.workers = workers
        self.max_sa_leaves = max_sa_leaves  # sa_first.py: Op models per SA-first pair (None: all, exact)

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
                                      if ((op, sa) in model.SA_BUILDERS or (sa in SA_FIRST and special.accompanies(op, sa)))
                                      and special.possible(s, faction, sa)]
        return [(op, sa) for op, sa in [(op, -1) for op in ops] + with_sa if not unmodelled(s, faction, op, sa)]

    def solve(self, s: np.ndarray, faction: int, op: int, sa: int, k: int) -> list[Plan]:
        if sa in SA_FIRST and special.accompanies(op, sa):
            return self._first_plans(s, faction, op, sa, k)
        if op not in model.BUILDERS or (sa >= 0 and (op, sa) not in model.SA_BUILDERS):
            return []
        t0 = time.perf_counter()
        solved = model.solve(s, faction, op, self.weights, k, self.time_limit, self.workers, sa)
        ms = (time.perf_counter() - t0) * 1000.0
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
                lines += self._exact_lines(s, after, faction, op, sol.score, proof)
            label = L.OP_NAMES[op] + "".join(f" + {L.SA_NAMES[st.sa]}" for st in sol.steps if st.sa >= 0)
            plans.append(Plan(label, actions, float(sol.score), sol.optimal, ms, lines,
                              driver=Driver(faction, op, sol.steps)))
        return plans

    def _exact_lines(self, s: np.ndarray, after: np.ndarray, faction: int, op: int, score: float,
                     proof: str) -> list[str]:
        """The margins before and after, and the check that the engine's state scores what the model said."""
        got = self.evaluate(after, faction)
        if got != score:
            raise PlanError(f"{L.OP_NAMES[op]}: model score {score} but the engine's state scores {got}")
        before, m = GAME.margins(s), GAME.margins(after)
        return ["margins " + ", ".join(f"{FACTION_NAMES[g]} {int(before[g]):+d}->{int(m[g]):+d}" for g in range(4)),
                f"evaluation {score:g} ({proof}; no dice in this turn: exact)"]

    def _first_plans(self, s: np.ndarray, faction: int, op: int, sa: int, k: int) -> list[Plan]:
        """sa_first.py: the SA first, then the Op; one plan per best first decision of the SA (its space)."""
        t0 = time.perf_counter()
        built = sa_first.build(s, faction, op, sa, self.weights, self.time_limit, self.workers, self.max_sa_leaves)
        if built is None:
            return []
        tree, root = built
        ms = (time.perf_counter() - t0) * 1000.0
        choices = sorted(tree.nodes[root], key=lambda c: -tree.chance(c[1]))
        plans = []
        for a, ys in choices[:k]:
            score = tree.chance(ys)
            if score == sa_first.NONE:
                break
            policy = tree.policy(root, forced=a)
            actions, after = run(s, sa_first.FirstDriver(faction, op, sa, policy, tree.leaves))
            lines, leaves, dice = self._first_path(tree, root, policy, op, faction)
            optimal = not tree.pruned and all(lf.optimal for lf in leaves)
            proof = "proven optimal" if optimal else f"best of the {self.max_sa_leaves} most promising SA outcomes"
            if dice or any(lf.expected for lf in leaves):
                lines.append(f"expected evaluation {score:.2f} ({proof}; dice by expected value: "
                             + ("the Op is planned for each of the SA's six rolls" if dice else
                                "each d6 outcome weighted 1/6, spaces chosen before the rolls") + ")")
            else:
                lines += self._exact_lines(s, after, faction, op, score, proof)
            label = f"{L.OP_NAMES[op]} + {L.SA_NAMES[sa]}"
            plans.append(Plan(label, actions, float(score), optimal, ms, lines,
                              driver=sa_first.FirstDriver(faction, op, sa, policy, tree.leaves)))
        return plans

    @staticmethod
    def _first_path(tree, root: bytes, policy: dict, op: int, faction: int) -> tuple[list[str], list, bool]:
        """Explanation lines along the plan (the first outcome where the SA rolls), the leaves it may
        reach, and whether the SA rolls a die."""
        sa_name = L.SA_NAMES[int(tree.states[root][L.OP + L.OP_SA])]
        lines = [f"{sa_name} first (4.1: before the Op's spaces):"]
        x, dice = root, False
        while x not in tree.leaf_of:
            a = policy[x]
            ys = next(y for b, y in tree.nodes[x] if b == a)
            lines.append("  " + GAME.describe_action(tree.states[x], a))
            if len(ys) > 1:
                dice = True
                lines.append("  (a d6: the Op below is for a roll of 1; each roll has its own)")
            x = ys[0]
        reach, todo, seen = [], [root], set()
        while todo:
            y = todo.pop()
            if y in seen:
                continue
            seen.add(y)
            if y in tree.leaf_of:
                reach.append(tree.leaves[tree.leaf_of[y]])
            else:
                todo.extend(next(z for b, z in tree.nodes[y] if b == policy[y]))
        steps = tree.leaves[tree.leaf_of[x]].steps
        lines.append(f"then {L.OP_NAMES[op]}:")
        lines += ["  " + step_text(op, faction, st) for st in ordered(op, steps)] or ["  no space selected"]
        return lines, reach, dice
