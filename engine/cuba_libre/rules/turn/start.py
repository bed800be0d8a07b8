"""Starting an Operation: whether it is possible (4.1), choosing it (2.3.4), its one Special Activity
(4.1, 2.3.5), a voluntary removal of own pieces (1.4.1), and the free Ops whose one space is already
decided (3.1.2).
"""
from engine.core.frames import push, top
from engine.core.jit import njit
from engine.core.legal import emit
from engine.cuba_libre.data import DR, GOVT, M26, N_SPACES, SYN
from engine.cuba_libre.layout import (
    A_SA0,
    FA_OP,
    FA_OP_SA,
    FACTION_SAS,
    FIRST_ACTION,
    FR_FINISH,
    FR_OP,
    FR_SPACE,
    OP,
    OP_CONSTRUCT,
    OP_FACTION,
    OP_FLAGS,
    OP_GARRISON,
    OP_ID,
    OP_RALLY,
    OP_ROLE,
    OP_SA,
    OP_TERROR,
    OPF_FREE,
    OPF_LIMITED,
    RES,
    SA_ASSASSINATE,
    SA_KIDNAP,
    SP_VOLUNTARY,
)
from engine.cuba_libre.rules import effects as fx
from engine.cuba_libre.rules import grants
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules import special as sa_rules
from engine.cuba_libre.rules.board import available_bases, available_police, available_troops, bases_on_map
from engine.cuba_libre.rules.sequence import execute


@njit(cache=True)
def op_possible(s, f, op, free):
    """Can f execute `op` in at least one space (4.1) now? (Construct is never free, 3.3.5.)"""
    if op == OP_CONSTRUCT and free:
        return False
    if op == OP_GARRISON:
        return free or s[RES + f] >= ops.coin_cost(s)
    for sp in range(N_SPACES):
        if (free or s[RES + f] >= ops.base_cost(s, op, sp)) and ops.space_fits(s, f, op, sp):
            return True
    # 4.1: 26July may Kidnap first to pay for the Terror that follows.
    return op == OP_TERROR and f == M26 and sa_rules.possible(s, f, SA_KIDNAP)


@njit(cache=True)
def begin_op(s, f, op, role, flags):
    ops.clear_op(s)
    s[OP + OP_ID] = op
    s[OP + OP_FACTION] = f
    s[OP + OP_FLAGS] = flags
    s[OP + OP_ROLE] = role
    if op == OP_GARRISON:  # 3.2.2: paid once, in total
        ops.pay(s, f, 0 if flags & OPF_FREE else ops.coin_cost(s))
    push(s, FR_OP, f, op, flags)


@njit(cache=True)
def choose_op(s, f, op):
    """2.3.4: the Eligible faction executes an Op (a LimOp when its frame says so)."""
    limited = top(s, 3)
    role = execute(s, f, FA_OP)
    begin_op(s, f, op, role, OPF_LIMITED if limited else 0)


@njit(cache=True)
def voluntary_useful(s, f):
    """1.4.1: a faction may take its own pieces off the map during its Op. Offered while some kind of
    its pieces has none Available, the only case where that can enable anything (RULINGS.md R21)."""
    if f == GOVT:
        return available_troops(s) == 0 or available_police(s) == 0 or available_bases(s, f) == 0
    return pc.available_guerrillas(s, f) == 0 or available_bases(s, f) == 0 or caracas_cancel_possible(s, f)


@njit(cache=True)
def start_voluntary(s, f):
    """1.4.1: f picks the space of the own piece it takes off the map."""
    push(s, FR_SPACE, f, -1, SP_VOLUNTARY)


@njit(cache=True)
def caracas_cancel_possible(s, f):
    """#18 Pact of Caracas: 26July or DR cancels it by removing 2 of its own Bases at once."""
    return fx.pact_of_caracas(s) and (f == M26 or f == DR) and bases_on_map(s, f) >= 2


@njit(cache=True)
def sa_allowed(s, f):
    """4.1: an Op may add one Special Activity, a LimOp none (2.3.5; #10 MAP: the Government's may)."""
    if s[OP + OP_SA] >= 0:
        return False
    return not (s[OP + OP_FLAGS] & OPF_LIMITED) or (f == GOVT and fx.map_limop_sa(s))


@njit(cache=True)
def emit_sas(s, out, n, f, op):
    """4.1, 4.1.1: append the Special Activities f may now add to op; return the new count."""
    if not (sa_allowed(s, f) and grants.sa_allowed(s)):
        return n
    for sa in FACTION_SAS[f]:
        if sa_rules.accompanies(op, sa) and sa_rules.possible(s, f, sa):
            n = emit(out, n, A_SA0 + sa)
    # #43 Mafia Offensive: the Syndicate may Assassinate as DR does.
    if f == SYN and fx.mafia_offensive(s) and op == OP_TERROR and sa_rules.possible(s, f, SA_ASSASSINATE):
        n = emit(out, n, A_SA0 + SA_ASSASSINATE)
    return n


@njit(cache=True)
def record_sa(s, sa):
    s[OP + OP_SA] = sa
    if s[OP + OP_ROLE] == 1:
        s[FIRST_ACTION] = FA_OP_SA  # 2.3.4


@njit(cache=True)
def start_free_in(s, f, op):
    """3.1.2: f starts a free Op whose one space is already decided (no FR_OP: 6.3.4 Expat Backing, an
    Event's Op in the space it names); FR_FINISH closes it (clears its words) once its decisions are made."""
    ops.clear_op(s)
    s[OP + OP_ID] = op
    s[OP + OP_FACTION] = f
    s[OP + OP_FLAGS] = OPF_LIMITED | OPF_FREE
    push(s, FR_FINISH, f, op, 0)


@njit(cache=True)
def expat_rally(s, sp):
    """6.3.4: a free DR Rally in one space (3.3.1), with the Base options."""
    start_free_in(s, DR, OP_RALLY)
    ops.select(s, DR, OP_RALLY, sp)
