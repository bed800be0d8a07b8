"""3.3.2 March, and the moves of pieces that Operations and Special Activities make (March groups; Sweep's,
Garrison's and Assault's origins; Transport): the movement in progress lives in the Op words (CX_SP origin,
CX_SP2 destination, CX_MODE kinds and flags, CX_N left, CX_GROUP moved so far)."""
from engine.core.frames import push
from engine.core.jit import njit
from engine.cuba_libre.data import ADJ, DR, EC, N_SPACES, SPACE_TYPE
from engine.cuba_libre.layout import (
    CX_GROUP,
    CX_HIT,
    CX_MODE,
    CX_N,
    CX_SP,
    CX_SP2,
    DR_U,
    FR_PIECES,
    M26_U,
    MOVED,
    OP,
    PU_MOVE,
    SUPPORT,
    SYN_U,
    TROOPS,
)
from engine.cuba_libre.rules import effects as fx
from engine.cuba_libre.rules import grants
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules.board import get, guerrilla_cols

MOVE_MARKS = 1 << 13  # CX_MODE flag: moved pieces may not move again this Op (3.3.2)
MOVE_GROUP = 1 << 14  # CX_MODE flag: a March group, checked for Activation when it arrives (3.3.2)


# ------------------------------------------------------------------------------ 3.3.2 March
@njit(cache=True)
def march_movable(s, f, o):
    u, a = guerrilla_cols(f)
    return get(s, o, u) - s[MOVED + o * 2] + get(s, o, a) - s[MOVED + o * 2 + 1]


@njit(cache=True)
def march_origin_ok(s, f, d, o):
    """3.3.2: Guerrillas March from an adjacent space (#28 Morgan: DR from up to 2 spaces away)."""
    return o != d and march_near(s, f, o, d) and grants.origin_allowed(s, o) and march_movable(s, f, o) > 0


@njit(cache=True)
def march_near(s, f, o, d):
    """Is o near enough to d for f's Guerrillas to March (adjacent; #28 Morgan: DR up to 2 spaces)?"""
    return ADJ[o, d] or (f == DR and fx.morgan(s) and fx.REACH2[o, d])


@njit(cache=True)
def march_group_arrives(s, f, d):
    """3.3.2: the group flips Active if it entered an EC or a space with Support, and
    group + cubes there > 3."""
    risky = SPACE_TYPE[d] == EC or get(s, d, SUPPORT) > 0
    if risky and s[OP + CX_GROUP] + pc.cubes(s, d) > 3:
        u, a = guerrilla_cols(f)
        k = s[OP + CX_HIT]  # Underground Guerrillas of the group
        for _ in range(k):
            pc.flip(s, d, u, a)
        s[MOVED + d * 2] -= k
        s[MOVED + d * 2 + 1] += k


@njit(cache=True)
def march_first_group(s):
    """Is the group that just arrived the first group of this March to enter a new space (#13 El Che)?
    Only March moves pieces in a 26July March, so the group is then all that has moved."""
    n = 0
    for sp in range(N_SPACES):
        n += s[MOVED + sp * 2] + s[MOVED + sp * 2 + 1]
    return s[OP + CX_GROUP] > 0 and n == s[OP + CX_GROUP]


@njit(cache=True)
def march_group_underground(s, f, d):
    """#13 El Che: the group ends Underground instead of the 3.3.2 Activation."""
    u, a = guerrilla_cols(f)
    k = s[OP + CX_GROUP] - s[OP + CX_HIT]  # Active Guerrillas of the group
    for _ in range(k):
        pc.flip(s, d, a, u)
    s[MOVED + d * 2] += k
    s[MOVED + d * 2 + 1] -= k


# ------------------------------------------------------------------------------ movement
@njit(cache=True)
def start_move(s, f, o, d, mask, n):
    """Move up to n pieces of the kinds in mask (bit per column, with MOVE_* flags) from o to d."""
    s[OP + CX_SP] = o
    s[OP + CX_SP2] = d
    s[OP + CX_MODE] = mask
    s[OP + CX_N] = n
    s[OP + CX_GROUP] = 0
    s[OP + CX_HIT] = 0
    push(s, FR_PIECES, f, PU_MOVE, 0)


@njit(cache=True)
def movable(s, col):
    """Pieces of col at the move's origin that may still move (3.3.2: not those that moved this Op)."""
    o = s[OP + CX_SP]
    n = get(s, o, col)
    if s[OP + CX_MODE] & MOVE_MARKS:
        n -= s[MOVED + o * 2 + move_slot(col)]
    return n


@njit(cache=True)
def move_slot(col):
    """MOVED slot: 0 for Troops and Underground Guerrillas, 1 for Police and Active Guerrillas."""
    return 0 if col == TROOPS or col == M26_U or col == DR_U or col == SYN_U else 1


@njit(cache=True)
def move_one(s, col, carry):
    """Move one piece of the movement in progress; True when the movement is complete."""
    o, d = s[OP + CX_SP], s[OP + CX_SP2]
    pc.move(s, col, o, d, carry)
    if s[OP + CX_MODE] & MOVE_MARKS:
        s[MOVED + d * 2 + move_slot(col)] += 1
    s[OP + CX_N] -= 1
    s[OP + CX_GROUP] += 1
    if move_slot(col) == 0 and col != TROOPS:
        s[OP + CX_HIT] += 1
    return s[OP + CX_N] == 0 or not any_movable(s)


@njit(cache=True)
def any_movable(s):
    mask = s[OP + CX_MODE]
    for col in range(13):
        if (mask >> col) & 1 and movable(s, col) > 0:
            return True
    return False
