"""4.1: a Special Activity accompanies an Op executed in at least 1 space (Greek «σε 1 τουλάχιστον
θέση»; RULINGS.md R118). An SA taken before the Op's first space could spend the Resources the Op needs
(Bribe) or move away the pieces it acts on (Transport, Muscle); such an SA may not be taken.

The engine resolves each answer at once, so `keep_op_space` looks ahead: while the Op has no space yet,
an answer that starts or continues its SA is offered only if some continuation of the SA's own
decisions ends with the Op able to select a space (or having one: a Kidnap selects its Terror space).
The search is depth-first over copies of the state; where it would go deeper than MAX_DEPTH answers or
past MAX_NODES positions it allows the answer (no SA comes near either bound: tests/cuba_libre).
Garrison may select no space at all (3.2.2, R24), so it is left alone.
"""
import numpy as np

from engine.core.frames import frame_field, top
from engine.core.jit import njit
from engine.cuba_libre.layout import A_DONE, A_SA0, FR_OP, N_SAS, OP, OP_GARRISON, OP_ID, OP_N_SELECTED, OP_SA, STACK_N
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules import turn

MAX_DEPTH = 16
MAX_NODES = 20_000
YES, NO, OPEN = 1, 0, -1


@njit(cache=True)
def op_depth(s):
    """The stack depth at which the Op's frame (FR_OP) is on top; 0 when no Op is pending."""
    for i in range(s[STACK_N] - 1, -1, -1):
        if frame_field(s, i, 0) == FR_OP:
            return i + 1
    return 0


@njit(cache=True)
def verdict(x, d):
    """YES: the Op has a space, or is back at its frame with one to select; NO: back without one;
    OPEN: still inside the SA."""
    if x[OP + OP_N_SELECTED] > 0:
        return YES
    if x[STACK_N] > d:
        return OPEN
    return YES if ops.any_space(x, frame_field(x, d - 1, 1), frame_field(x, d - 1, 2)) else NO


@njit(cache=True)
def answer_into(x, s, a):
    x[:] = s
    turn.answer(x, top(x, 0), top(x, 1), a)


@njit(cache=True)
def completes(s, a, d, states, acts, cnt, pos):
    """Does some continuation of the SA after answer `a` leave the Op a space (depth first)? cnt[k] < 0:
    states[k] not judged yet; pos[k]: the answers at depth k still to try."""
    answer_into(states[0], s, a)
    cnt[0] = -1
    depth, nodes = 0, 0
    while depth >= 0:
        x = states[depth]
        if cnt[depth] < 0:
            v = verdict(x, d)
            nodes += 1
            if v == YES or (v == OPEN and (depth + 1 == MAX_DEPTH or nodes > MAX_NODES)):
                return True
            if v == NO:
                depth -= 1
                continue
            cnt[depth] = turn.collect(x, acts[depth], top(x, 0), top(x, 1))
            pos[depth] = cnt[depth]  # last first: A_DONE, offered last, is the shortest way out
        if pos[depth] == 0:
            depth -= 1
            continue
        pos[depth] -= 1
        answer_into(states[depth + 1], x, acts[depth, pos[depth]])
        depth += 1
        cnt[depth] = -1
    return False


@njit(cache=True)
def keep_op_space(s, out, n):
    """Drop from the n answers in `out` those that would leave the Op no space (4.1); return how many
    are left."""
    if n == 0 or s[OP + OP_ID] < 0 or s[OP + OP_ID] == OP_GARRISON or s[OP + OP_N_SELECTED] > 0:
        return n
    d = op_depth(s)
    inside = s[STACK_N] > d
    if d == 0 or (inside and s[OP + OP_SA] < 0):  # a voluntary removal (1.4.1), not an SA
        return n
    if not inside and not offers_sa(out, n):
        return n
    states = np.empty((MAX_DEPTH, s.shape[0]), s.dtype)
    acts = np.empty((MAX_DEPTH, out.shape[0]), out.dtype)
    cnt = np.empty(MAX_DEPTH, np.int64)
    pos = np.empty(MAX_DEPTH, np.int64)
    m = 0
    for i in range(n):
        a = out[i]
        if (inside or is_sa(a)) and not completes(s, a, d, states, acts, cnt, pos):
            continue
        out[m] = a
        m += 1
    if m == 0 and inside:
        # Unreachable while the bounds hold (the answer into the SA had a continuation), but a decision
        # must have an answer: keep them all (out[:n] is untouched when none was kept).
        return n
    if m == 0:
        # Only SAs were offered and none can leave a space: only after a voluntary removal (1.4.1)
        # took the Op's last one. The Op then ends without a space, as it would without the SAs.
        out[0] = A_DONE
        m = 1
    return m


@njit(cache=True)
def is_sa(a):
    return A_SA0 <= a < A_SA0 + N_SAS


@njit(cache=True)
def offers_sa(out, n):
    for i in range(n):
        if is_sa(out[i]):
            return True
    return False
