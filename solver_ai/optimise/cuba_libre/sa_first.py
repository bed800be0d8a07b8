"""The Special Activities modelled as acting before their Operation (4.1 "before") by enumerating the
positions they leave: Reprisal (4.2.3), Infiltrate (4.3.1), Kidnap (4.3.3), Subvert (4.4.1), each
with every Op it accompanies (4.1.1, special.accompanies). Transport (4.2.1), Profit (4.5.1), Muscle
(4.5.3) and Bribe (4.5.4) act first too, modelled inside their Op's model (model.BEFORE); ACTS_FIRST
holds all eight.

4.1 lets an SA come before, during or after its Op; what it does and where it may act depend on the
pieces the Op moves (Subvert needs DR Control, Reprisal Government Control, Infiltrate an Underground
26July Guerrilla next door...). These pairs take the SA entirely
first, which makes them exact by construction: the SA's own decisions (its space, pieces, modes) are
enumerated through the engine on its legal actions, a die the SA rolls (Kidnap's Resources) by its six
forced outcomes (dice.outcomes); every distinct position the SA leaves is then one CP-SAT model of the
Op (model.solve, exact on any position). The pair's value is the expectimax, over the SA's decisions and
rolls, of the Op model's optimum; brute.best_score enumerates the same plan space (the SA at the first
decision of the Op, then every Op plan). What it does not cover - the SA between or after the Op's
spaces - is in docs/optimiser.md.

`max_leaves` bounds the work for play: when the SA leaves more positions than that, only the best
`max_leaves` by the evaluation right after the SA get an Op model (the plan is then not proven optimal).
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from engine.core.frames import top
from engine.cuba_libre import layout as L
from engine.cuba_libre.game import GAME
from solver_ai.optimise.cuba_libre import evaluate as ev
from solver_ai.optimise.cuba_libre import model
from solver_ai.optimise.cuba_libre.apply import Driver, OwnOp, position_key, stop_after_op
from solver_ai.optimise.cuba_libre.core import Step
from solver_ai.optimise.cuba_libre.dice import outcomes

SA_FIRST = frozenset({L.SA_REPRISAL, L.SA_INFILTRATE, L.SA_KIDNAP, L.SA_SUBVERT})
ACTS_FIRST = SA_FIRST | frozenset(model.BEFORE)  # before any Op space: the plan space brute.py enumerates
NONE = float("-inf")
MAX_LEAVES = 8  # play (agent, hint): Op models per SA-first pair; the proof uses None (every one)


@dataclass
class Leaf:
    """The Op after the SA, on one position the SA left: its best plan (model.solve)."""

    score: float
    steps: list[Step]
    optimal: bool
    expected: bool  # the Op itself has dice (an Attack): the score is an expectation


@dataclass
class Tree:
    """The SA's decisions from its first (the Special Activity chosen at FR_OP) to the Op's first."""

    nodes: dict = field(default_factory=dict)  # key -> [(action, [successor keys])]; leaves are absent
    leaf_of: dict = field(default_factory=dict)  # key -> cash-free key of a position the SA left
    leaves: dict = field(default_factory=dict)  # cash-free key -> Leaf (NONE score: pruned or no Op)
    states: dict = field(default_factory=dict)  # key -> position
    pruned: bool = False
    values: dict = field(default_factory=dict)

    def value(self, k: bytes) -> float:
        if k in self.leaf_of:
            return self.leaves[self.leaf_of[k]].score
        if k not in self.values:
            self.values[k] = max((self.chance(ys) for _, ys in self.nodes[k]), default=NONE)
        return self.values[k]

    def chance(self, ys: list[bytes]) -> float:
        """The average over a die's outcomes (one successor: no die)."""
        vals = [self.value(y) for y in ys]
        return NONE if NONE in vals else sum(vals) / len(vals)

    def policy(self, k: bytes, forced: int | None = None) -> dict:
        """The best action at every decision reachable from k (at k itself `forced`, if given)."""
        out: dict = {}
        todo = [(k, forced)]
        while todo:
            x, a = todo.pop()
            if x in self.leaf_of or x in out:
                continue
            choices = self.nodes[x]
            a, ys = next(c for c in choices if c[0] == a) if a is not None else max(
                choices, key=lambda c: self.chance(c[1]))
            out[x] = a
            todo.extend((y, None) for y in ys)
        return out


def build(s: np.ndarray, f: int, op: int, sa: int, w: ev.Weights, time_limit: float, workers: int,
          max_leaves: int | None) -> tuple[Tree, bytes] | None:
    """The SA's tree from s (at FR_ACT / FR_LAUNDER_OP) and the key of its first decision (after the SA
    is chosen); None when the SA cannot start this Op (4.1.1)."""
    x = s.copy()
    GAME.apply_action(x, L.A_OP0 + op)
    stop_after_op(x)
    if L.A_SA0 + sa not in set(int(a) for a in GAME.legal_actions(x)):
        return None
    tree = Tree()
    (root,) = outcomes(x, L.A_SA0 + sa)  # choosing the SA rolls nothing
    todo = [root]
    while todo:
        y = todo.pop()
        k = position_key(y)
        if k in tree.nodes or k in tree.leaf_of:
            continue
        tree.states[k] = y
        if int(top(y, 0)) == L.FR_OP:  # the SA is over: the Op's spaces next
            tree.leaf_of[k] = position_key(y, cash=False)
            continue
        tree.nodes[k] = []
        for a in GAME.legal_actions(y):
            ys = outcomes(y, int(a))
            tree.nodes[k].append((int(a), [position_key(z) for z in ys]))
            todo.extend(ys)
    _solve_leaves(tree, f, op, w, time_limit, workers, max_leaves)
    return tree, position_key(root)


def _solve_leaves(tree: Tree, f: int, op: int, w: ev.Weights, time_limit: float, workers: int,
                  max_leaves: int | None) -> None:
    first = {}
    for k, lk in tree.leaf_of.items():
        first.setdefault(lk, tree.states[k])
    order = list(first)
    if max_leaves is not None and len(order) > max_leaves:
        value = dict(zip(order, ev.evaluate_many([first[lk] for lk in order], f, w).tolist()))
        order.sort(key=lambda lk: -value[lk])  # stable: ties keep the enumeration order
        for lk in order[max_leaves:]:
            tree.leaves[lk] = Leaf(NONE, [], False, False)
        order = order[:max_leaves]
        tree.pruned = True
    for lk in order:
        tree.leaves[lk] = _op_after(first[lk], f, op, w, time_limit, workers)


def _op_after(y: np.ndarray, f: int, op: int, w: ev.Weights, time_limit: float, workers: int) -> Leaf:
    """The best Op on the position the SA left (none: no plan; the engine offers no SA that leaves its
    Op no space, 4.1, R118)."""
    solved = model.solve(y, f, op, w, 1, time_limit, workers)
    if solved:
        return Leaf(solved[0].score, solved[0].steps, solved[0].optimal, solved[0].expected)
    return Leaf(NONE, [], True, False)


class FirstDriver(OwnOp):
    """Answers one SA-first plan's decisions: the Op, the SA, the SA's own decisions by the policy (the
    position after a roll says which outcome came), then the Op planned for the position the SA left."""

    def __init__(self, faction: int, op: int, sa: int, policy: dict, leaves: dict):
        self.faction, self.op, self.sa = faction, op, sa
        self.policy = policy
        self.leaves = leaves
        self.op_driver: Driver | None = None

    def next(self, s: np.ndarray) -> int:
        self.track(s)
        if self.op_driver is not None:
            return self.op_driver.next(s)
        kind = int(top(s, 0))
        if kind in (L.FR_ACT, L.FR_LAUNDER_OP):
            return L.A_OP0 + self.op
        if kind == L.FR_OP and s[L.OP + L.OP_SA] < 0:
            return L.A_SA0 + self.sa
        if kind == L.FR_OP:
            self.op_driver = Driver(self.faction, self.op, self.leaves[position_key(s, cash=False)].steps)
            return self.op_driver.next(s)
        return self.policy[position_key(s)]
