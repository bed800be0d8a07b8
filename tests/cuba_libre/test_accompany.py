"""4.1: a Special Activity goes with an Op executed in at least 1 space (R118). The engine's look-ahead
(rules/accompany.py) is checked against an exhaustive search written here in Python, at every decision
of seeded random games where it applies: the Op has no space yet and an SA is offered or under way."""
import numpy as np
import pytest

from engine.core.frames import frame_field, top
from engine.cuba_libre import layout as L
from engine.cuba_libre.rules import accompany, turn
from engine.cuba_libre.rules import operations as ops


def offered(s):
    """The answers the rules offer before the look-ahead."""
    out = np.empty(L.N_ACTIONS, np.int32)
    n = turn.collect(s, out, int(top(s, 0)), int(top(s, 1)))
    return [int(a) for a in out[:n]]


class Search:
    """Does some continuation of the SA after an answer leave the Op a space? Depth first, exhaustive,
    last answer first as the engine tries them; counts the deepest path and the most positions one answer
    needed."""

    def __init__(self):
        self.deepest = self.most = self.nodes = 0

    def leaves_a_space(self, s, a, d, depth=1):
        self.nodes += 1
        self.deepest = max(self.deepest, depth)
        x = s.copy()
        turn.answer(x, int(top(x, 0)), int(top(x, 1)), a)
        if x[L.OP + L.OP_N_SELECTED] > 0:
            return True
        if x[L.STACK_N] <= d:
            return bool(ops.any_space(x, frame_field(x, d - 1, 1), frame_field(x, d - 1, 2)))
        return any(self.leaves_a_space(x, b, d, depth + 1) for b in reversed(offered(x)))

    def expected(self, s):
        """The answers 4.1 allows, or None where the look-ahead does not apply."""
        op = int(s[L.OP + L.OP_ID])
        if op < 0 or op == L.OP_GARRISON or s[L.OP + L.OP_N_SELECTED] > 0:
            return None
        d = int(accompany.op_depth(s))
        inside = s[L.STACK_N] > d
        raw = offered(s)
        if d == 0 or (inside and s[L.OP + L.OP_SA] < 0) or not (inside or any(L.A_SA0 <= a < L.A_SA0 + L.N_SAS for a in raw)):
            return None
        keep = []
        for a in raw:
            self.nodes = 0
            if not (inside or L.A_SA0 <= a < L.A_SA0 + L.N_SAS) or self.leaves_a_space(s, a, d):
                keep.append(a)
            self.most = max(self.most, self.nodes)
        return keep or (raw if inside else [L.A_DONE])


@pytest.mark.parametrize("scenario", ["standard", "short"])
def test_4_1_the_engine_offers_exactly_the_sa_answers_that_leave_the_op_a_space(game, scenario):
    search = Search()
    checked = dropped = 0
    for seed in range(40):
        s = game.new_state(scenario, seed)
        rng = np.random.default_rng(seed)
        while not game.is_terminal(s):
            legal = [int(a) for a in game.legal_actions(s)]
            want = search.expected(s)
            if want is not None:
                assert legal == want, (seed, int(s[L.DECISIONS]))
                checked += 1
                dropped += len(offered(s)) > len(legal)
            game.step(s, legal[int(rng.integers(len(legal)))])
    assert checked > 1000 and dropped > 0
    assert search.deepest < accompany.MAX_DEPTH and search.most < accompany.MAX_NODES
