"""A solved plan back into the engine's decisions. `Driver` answers each decision of the Op from the
plan, looking at the position (so that an Attack's removals follow the roll actually made); `replay`
runs it through `GAME.step`, which raises IllegalAction on anything the rules forbid: an illegal plan
is a bug, never silently applied."""
from __future__ import annotations

import itertools

import numpy as np

from engine.core.frames import top
from engine.core.rng import N_WORDS
from engine.cuba_libre import layout as L
from engine.cuba_libre.data import N_SPACES
from engine.cuba_libre.game import GAME
from engine.cuba_libre.rules import board
from solver_ai.optimise.cuba_libre.core import GARRISON_CLOSING, RALLY_BASE, Step
from solver_ai.optimise.cuba_libre.dice import force_roll

# A frame kind the engine never uses: placed at the bottom of the decision stack of a copy, it makes
# `advance` stop once the Op has closed (it only runs on while FR_FINISH is on top or the stack is
# empty), so the position is evaluated at the end of the Op, before the card flow or a Propaganda Round.
FR_STOP = 99
MAX_EXACT_DICE = 3  # spaces with dice up to which the expectation is computed exactly (6^k replays)


def stop_after_op(s: np.ndarray) -> None:
    """Put FR_STOP under every frame of s (a copy used for evaluation only)."""
    n = int(s[L.STACK_N])
    w = L.FRAME_WIDTH
    s[L.STACK + w : L.STACK + (n + 1) * w] = s[L.STACK : L.STACK + n * w].copy()
    s[L.STACK : L.STACK + w] = (FR_STOP, 0, 0, 0)
    s[L.STACK_N] = n + 1


def position_key(s: np.ndarray, cash: bool = True) -> bytes:
    """What decides the rest of the Op in s, as bytes: the decision counter and the RNG words zeroed
    (dice are forced where they matter), FR_STOP under the stack (as on the copies the optimiser
    explores); cash=False: the Cash markers zeroed too (nothing the Op models or the evaluation count)."""
    y = s.copy()
    if int(y[L.STACK]) != FR_STOP:
        stop_after_op(y)
    y[L.DECISIONS] = 0
    y[L.RNG : L.RNG + N_WORDS] = 0
    if not cash:
        rows = y[L.SP : L.SP + N_SPACES * L.N_COLS].reshape(N_SPACES, L.N_COLS)
        rows[:, L.CASH0 :] = 0
    return y.tobytes()


class PlanError(Exception):
    """The engine asked for a decision the plan does not answer (a bug in the model or the replay)."""


def ordered(op: int, steps: list[Step]) -> list[Step]:
    """The order the spaces are selected in. Rally: the Base swaps first, so the Guerrillas they return
    are Available for the placements; March: destinations without a group first, while every
    neighbour still has its pieces; the SA first (one of model.BEFORE: before the Op's spaces; Ambush,
    Assassinate: in its space)."""
    if op == L.OP_RALLY:
        return sorted(steps, key=lambda st: (st.sa < 0, st.mode != RALLY_BASE, st.sp))
    if op == L.OP_MARCH:
        return sorted(steps, key=lambda st: (st.sa < 0, len(st.groups) > 0, st.sp))
    # Garrison's closing EC (not a selection) last
    return sorted(steps, key=lambda st: (st.mode == GARRISON_CLOSING, st.sa < 0, st.sp))


def op_instance(s: np.ndarray) -> tuple[int, ...]:
    """The Op in progress, told apart from a later one of the same faction and kind: another card's, an
    Event's free Op (5.5: its grant) or a Laundered LimOp (2.3.6: once per card, free, not the card's)."""
    return (int(s[L.POS]), *(int(s[L.OP + w]) for w in (L.OP_ID, L.OP_FACTION, L.OP_FLAGS, L.OP_ROLE)),
            int(s[L.GRANT + L.GR_CS]))


class OwnOp:
    """What a plan's driver needs to know whether the Op in progress is its own: the agent asks only at
    its own decisions, so a later Op of the same faction and kind (an Event of another faction granting
    it a free Rally, say) may have begun since the plan's Op closed. next() calls track() first."""

    faction: int
    op: int
    pos: int = -1  # the card the plan was chosen on
    begun: tuple[int, ...] | None = None  # op_instance() of the plan's Op, once it is in progress

    def track(self, s: np.ndarray) -> None:
        if self.pos < 0:
            self.pos = int(s[L.POS])
        if self.begun is None and int(s[L.OP + L.OP_ID]) == self.op:
            self.begun = op_instance(s)

    def active(self, s: np.ndarray) -> bool:
        """The plan's Op is in progress (after its first action, before it closes)."""
        if int(s[L.OP + L.OP_ID]) != self.op or int(s[L.OP + L.OP_FACTION]) != self.faction:
            return False
        return int(s[L.POS]) == self.pos and self.begun in (None, op_instance(s))


class Driver(OwnOp):
    """Answers the decisions of one Op from its plan, from choosing the Op to closing it."""

    def __init__(self, faction: int, op: int, steps: list[Step]):
        self.faction = faction
        self.op = op
        self.todo = ordered(op, [st for st in steps if st.mode != GARRISON_CLOSING])
        self.ec = {st.sp: st for st in steps if st.mode == GARRISON_CLOSING}  # Garrison's Assault EC
        self.ec_left = {st.sp: list(st.activate) for st in self.ec.values()}
        self.closing = next((st for st in steps if op == L.OP_TRAIN and st.mode >= 0), None)
        self.civic_left = self.closing.steps if self.closing else 0
        self.t_out = self.closing.t_out if self.closing else 0
        self.st: Step | None = None
        self.left: dict = {}

    def next(self, s: np.ndarray) -> int:
        self.track(s)
        kind, f, p1, p2 = (int(top(s, i)) for i in range(4))
        if kind == L.FR_PIECES and p1 == L.PU_ACTIVATE:
            return self._activate(s)
        if self.op == L.OP_GARRISON and not self.todo and self._garrison_frame(kind, p1, p2):
            return self._garrison_closing(s, kind)
        if kind in (L.FR_ACT, L.FR_LAUNDER_OP):
            return L.A_OP0 + self.op
        if kind == L.FR_OP:
            if not self.todo:
                return L.A_DONE
            self.st = st = self.todo.pop(0)
            self.left = {"n": st.n, "active_out": st.active_out, "troops": st.troops, "police": st.police,
                         "remove": list(st.remove), "groups": list(st.groups), "move": [], "flip": list(st.flip),
                         "captured": list(st.remove_captured) if self.op == L.OP_ATTACK and st.sa < 0 else None}
            return L.A_SA0 + st.sa if st.sa >= 0 else L.A_SPACE0 + st.sp
        if kind == L.FR_SPACE and p2 == L.SP_SA:  # the SA's space (4.1)
            return L.A_SPACE0 + self.st.sp
        if self.op == L.OP_TRAIN and self.todo == [] and self._closing_frame(kind, p1, p2):
            return self._train_closing(kind, p1, p2)
        return self._answer(s, f, kind, p1, p2)

    def _activate(self, s: np.ndarray) -> int:
        """The closing Activation (Sweep, Garrison, R29): as planned in Garrison's Assault EC; elsewhere
        the evaluation does not see it, so the engine's first legal choice."""
        left = self.ec_left.get(int(s[L.OP + L.CX_SP]), [])
        for i, (col, n) in enumerate(left):
            if n > 0:
                left[i] = (col, n - 1)
                return L.A_PIECE0 + col
        return int(GAME.legal_actions(s)[0])

    @staticmethod
    def _garrison_frame(kind: int, p1: int, p2: int) -> bool:
        return (kind == L.FR_SPACE and p2 == L.SP_GARRISON_ASSAULT) or (kind == L.FR_PIECES and p1 == L.PU_REMOVE)

    def _garrison_closing(self, s: np.ndarray, kind: int) -> int:
        """3.2.2: the free Assault in the planned EC (or none), its removals as planned."""
        if kind == L.FR_SPACE:
            if not self.ec:
                return L.A_DONE
            self.st = next(iter(self.ec.values()))
            self.left = {"remove": list(self.st.remove), "captured": None}
            return L.A_SPACE0 + self.st.sp
        return self._answer(s, int(top(s, 1)), kind, int(top(s, 2)), int(top(s, 3)))

    @staticmethod
    def _closing_frame(kind: int, p1: int, p2: int) -> bool:
        return ((kind == L.FR_CHOICE and p1 == L.CH_TRAIN) or (kind == L.FR_PIECES and p1 == L.PU_TRAIN_BASE)
                or (kind == L.FR_SPACE and p2 in (L.SP_TRAIN_BASE, L.SP_TRAIN_CIVIC)))

    def _train_closing(self, kind: int, p1: int, p2: int) -> int:
        """3.2.1 "then": the Base for 2 cubes or the Civic Action steps of the one Step with a mode."""
        st = self.closing
        if kind == L.FR_CHOICE:
            return L.A_DONE if st is None else L.A_CHOICE0 + st.mode
        if kind == L.FR_PIECES:  # the 2 cubes of the Base: Troops first, as many as planned
            self.t_out -= 1
            return L.A_PIECE0 + (L.TROOPS if self.t_out >= 0 else L.POLICE)
        if p2 == L.SP_TRAIN_BASE:
            return L.A_SPACE0 + st.sp
        if self.civic_left > 0:
            self.civic_left -= 1
            return L.A_SPACE0 + st.sp
        return L.A_DONE

    def _profit(self, s: np.ndarray, kind: int, p1: int, p2: int) -> int:
        """4.5.1 as planned: its mode; Cash in the Step's space (1 space; its holder: `_answer`), or the
        planned cash-ins, space by space."""
        st, left = self.st, self.left
        if kind == L.FR_CHOICE and p1 == L.CH_PROFIT:
            return L.A_CHOICE0 + st.mode
        if kind == L.FR_SPACE and p2 == L.SP_PROFIT_CASH:
            return L.A_SPACE0 + st.sp if p1 == 0 else L.A_DONE
        if kind == L.FR_CHOICE and p1 == L.CH_PROFIT_CASHIN:
            return L.A_CHOICE0 + left["kind"]
        if kind == L.FR_SPACE and p2 == L.SP_PROFIT_CASHIN:
            for i, (sp, close, cash) in enumerate(left["groups"]):
                if close + cash > 0:
                    left["kind"] = 0 if close > 0 else 1  # a Casino first: while it is open
                    left["groups"][i] = (sp, close - (close > 0), cash - (close == 0))
                    return L.A_SPACE0 + sp
            return L.A_DONE
        raise PlanError(f"no answer in the plan for {GAME.describe_pending(s)}")

    def _answer(self, s: np.ndarray, f: int, kind: int, p1: int, p2: int) -> int:
        """The answer to a sub-decision of the space being resolved."""
        st, left = self.st, self.left
        if st is None:
            raise PlanError(f"no answer in the plan for {GAME.describe_pending(s)}")
        u, a = board.guerrilla_cols(f)
        if kind == L.FR_PIECES and p1 == L.PU_CASH:  # Profit's, or Smuggle after a Bribe (4.5.4)
            return int(GAME.legal_actions(s)[0])  # the evaluation does not see who holds Cash
        if st.sa == L.SA_PROFIT:
            return self._profit(s, kind, p1, p2)
        if kind == L.FR_PIECES and p1 == L.PU_BRIBE:  # the removals, then the flips (4.5.4)
            for key, first in (("remove", L.A_PIECE0), ("flip", L.A_FLIP0)):
                col = self._take(left[key])
                if col is not None:
                    return first + col
            return L.A_DONE
        if kind == L.FR_CHOICE:
            return L.A_CHOICE0 + st.mode
        if kind == L.FR_SPACE and p2 == L.SP_TRANSPORT_TO:
            left["move"] = [(L.TROOPS, st.troops)]
            return L.A_SPACE0 + st.to
        if kind == L.FR_SPACE and p2 == L.SP_MUSCLE_FROM:  # 4.5.3: one cube per answer
            o = self._take(left["groups"])
            return L.A_DONE if o is None else L.A_SPACE0 + o
        if kind == L.FR_SPACE and p2 in (L.SP_MARCH_FROM, L.SP_SWEEP_FROM, L.SP_GARRISON_FROM):
            if left["groups"]:
                o, x, y = left["groups"].pop(0)
                left["move"] = {L.SP_MARCH_FROM: [(u, x), (a, y)], L.SP_SWEEP_FROM: [(L.TROOPS, x)],
                                L.SP_GARRISON_FROM: [(L.TROOPS, x), (L.POLICE, y)]}[p2]
                return L.A_SPACE0 + o
            return L.A_DONE
        if kind == L.FR_PIECES and p1 == L.PU_RALLY_BASE:
            if left["active_out"] > 0:
                left["active_out"] -= 1
                return L.A_PIECE0 + a
            return L.A_PIECE0 + u
        if kind == L.FR_PIECES and p1 == L.PU_REMOVE and left["captured"] is not None:
            # Attack: an Underground Guerrilla after the Activation is the Captured Goods of a 1; a 1 with
            # none left Available (another space took the last) is a plain hit, which the model only has
            # as such when it rolls 2+ too (Guerrillas >= 2): otherwise its removals are the 1's.
            if board.get(s, st.sp, u) > 0 or not left["remove"]:
                left["remove"] = left["captured"]
            left["captured"] = None
        lists = {L.PU_RALLY_PLACE: [(u, "n")], L.PU_TRAIN: [(L.TROOPS, "troops"), (L.POLICE, "police")]}
        if kind == L.FR_PIECES and p1 in lists:
            for col, key in lists[p1]:
                if left[key] > 0:
                    left[key] -= 1
                    return L.A_PIECE0 + col
            return L.A_DONE
        if kind == L.FR_PIECES and p1 in (L.PU_MOVE, L.PU_REMOVE):
            col = self._take(left["move"] if p1 == L.PU_MOVE else left["remove"])
            return L.A_DONE if col is None else L.A_PIECE0 + col
        raise PlanError(f"no answer in the plan for {GAME.describe_pending(s)}")

    @staticmethod
    def _take(seq: list):
        """The key of the first entry (key, count, ...) of seq with a count left, taking one from it;
        None once every count is spent."""
        for i, (key, n, *rest) in enumerate(seq):
            if n > 0:
                seq[i] = (key, n - 1, *rest)
                return key
        return None


def replay(s: np.ndarray, op: int, steps: list[Step], rolls: dict | None = None) -> tuple[list[int], np.ndarray]:
    """The actions from choosing the Op (at FR_ACT or FR_LAUNDER_OP) to closing it, and the position at
    the Op's close (with FR_STOP under its stack: for evaluation, not for play). `rolls` (space -> d6)
    forces the dice of those spaces (dice.force_roll)."""
    return run(s, Driver(int(top(s, 1)), op, steps), rolls)


def run(s: np.ndarray, driver, rolls: dict | None = None) -> tuple[list[int], np.ndarray]:
    """`replay` with any driver (`next(s)` answering each decision, sa_first.FirstDriver too)."""
    s = s.copy()
    actions: list[int] = []
    a = driver.next(s)
    GAME.step(s, a)
    actions.append(a)
    stop_after_op(s)
    while s[L.OP + L.OP_ID] != -1:
        a = driver.next(s)
        if rolls is not None and int(top(s, 0)) == L.FR_OP and a - L.A_SPACE0 in rolls:
            force_roll(s, rolls[a - L.A_SPACE0])
        GAME.step(s, a)
        actions.append(a)
    return actions, s


def expected_evaluation(s: np.ndarray, op: int, steps: list[Step], evaluate) -> float | None:
    """The plan's evaluation averaged over every combination of its dice, through the engine; None when
    more than MAX_EXACT_DICE spaces roll."""
    spaces = [st.sp for st in steps] if op == L.OP_ATTACK else []
    if len(spaces) > MAX_EXACT_DICE:
        return None
    total = 0.0
    combos = list(itertools.product(range(1, 7), repeat=len(spaces)))
    for combo in combos:
        _, after = replay(s, op, steps, dict(zip(spaces, combo)))
        total += evaluate(after)
    return total / len(combos)
