"""A faction's Operation as decisions, a module per frame kind: `op` FR_OP (its spaces and Special
Activity), `space` FR_SPACE, `choice` FR_CHOICE, `pieces` FR_PIECES, `closing` FR_FINISH, `launder`
Laundering (2.3.6) and FR_LAUNDER_OP; `start` starting an Op (2.3.4, 4.1). `collect` lists the answers
to the pending frame, `answer` applies one, `finish` runs the closing continuation (FR_FINISH).
"""
from engine.core.frames import top
from engine.core.jit import njit
from engine.cuba_libre.layout import A_CHOICE0, FR_CHOICE, FR_LAUNDER_OP, FR_OP, FR_PIECES, FR_SPACE
from engine.cuba_libre.rules.turn.choice import answer_choice, collect_choice
from engine.cuba_libre.rules.turn.closing import finish
from engine.cuba_libre.rules.turn.launder import answer_launder_op, collect_launder_op
from engine.cuba_libre.rules.turn.op import answer_op, collect_op
from engine.cuba_libre.rules.turn.pieces import answer_pieces, collect_pieces
from engine.cuba_libre.rules.turn.space import answer_space, collect_space
from engine.cuba_libre.rules.turn.start import (
    begin_op,
    choose_op,
    expat_rally,
    op_possible,
    start_free_in,
    start_voluntary,
    voluntary_useful,
)

# What the step, the legal actions, the Events and accompany.py call.
__all__ = ["answer", "begin_op", "choose_op", "collect", "expat_rally", "finish", "op_possible", "start_free_in",
           "start_voluntary", "voluntary_useful"]


@njit(cache=True)
def collect(s, out, kind, f):
    """Write the answers to an Op frame (FR_OP and below) into out; return how many."""
    n = 0
    if kind == FR_OP:
        n = collect_op(s, out, f)
    elif kind == FR_SPACE:
        n = collect_space(s, out, f, top(s, 2), top(s, 3))
    elif kind == FR_CHOICE:
        n = collect_choice(s, out, f, top(s, 2), top(s, 3))
    elif kind == FR_PIECES:
        n = collect_pieces(s, out, f, top(s, 2))
    elif kind == FR_LAUNDER_OP:
        n = collect_launder_op(s, out, f)
    return n


@njit(cache=True)
def answer(s, kind, f, a):
    if kind == FR_OP:
        answer_op(s, f, a)
    elif kind == FR_SPACE:
        answer_space(s, f, top(s, 2), top(s, 3), a)
    elif kind == FR_CHOICE:
        answer_choice(s, f, top(s, 2), top(s, 3), a - A_CHOICE0)
    elif kind == FR_PIECES:
        answer_pieces(s, f, top(s, 2), a)
    elif kind == FR_LAUNDER_OP:
        answer_launder_op(s, f, a)
