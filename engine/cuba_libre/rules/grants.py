"""5.5 / 3.1.2: the limits an Event sets on the free Operation or Special Activity it grants (compiled).

An Event hands a faction a free Op through the normal Op frames (turn.begin_op, ops.select, FR_FINISH),
so every rule of chapters 3-4 applies (3.1.2: "all other requirements and procedures apply"), and records
in the `grant` words (layout GRANT + GR_*) which card side granted it and what the card text changes
(5.1.1: the Event overrides the rule). The Op code asks the named predicates below; without a grant they
allow everything. Granted Ops are never Laundered (OP_ROLE 0, 2.3.6) and take no Special Activity unless
the card grants one itself (RULINGS.md R50).
"""
from engine.core.jit import njit
from engine.cuba_libre.data import DR, GOVT, N_SPACES
from engine.cuba_libre.layout import (
    GBASE,
    GR_CS,
    GR_FROM,
    GR_REACHED,
    GR_RULE,
    GR_SPACES,
    GRANT,
    MOVED,
    SYN_A,
    SYN_U,
)
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules.board import get, guerrilla_cols

# What a card changes in the Op it grants (GR_RULE bits).
RS_SPACES = 1  # the Op selects only spaces in GR_SPACES (a March: only those destinations)
RS_ALL_OUT = 2  # a March moves Guerrillas only out of GR_FROM, and all of them (#3 Eulogio Cantillo)
RS_EVERY = 4  # the Op goes on while it can select a space (#17 Alberto Bayo, #9 Coup: "in every space")
RS_NEUTRAL = 8  # Rally treats every space as Neutral (#17 Alberto Bayo)
RS_IN_PLACE = 16  # Sweep moves no cubes in (#3 Eulogio Cantillo, shaded)
RS_DR_ONLY = 32  # removals target DR pieces only (#9 Coup, shaded)
RS_GOVT_BASES_FIRST = 64  # removals target Government pieces only, its Bases first (#44 Rebel Air Force)
RS_FLIP_MOVED = 128  # the Guerrillas that moved flip Underground when the Op ends (#3 Eulogio Cantillo)
RS_AMBUSH_ACTIVE = 256  # the Ambush is made with an Active Guerrilla: none flips (#44 Rebel Air Force)
RS_SYN_OWN = 512  # 1 Syndicate Guerrilla in the space counts as the faction's own (#43 Mafia Offensive, R59)


@njit(cache=True)
def grant(s, cs, rule, spaces, frm):
    """The Op in progress (begun just now) is granted by card side cs with these limits."""
    s[GRANT + GR_CS] = cs
    s[GRANT + GR_RULE] = rule
    s[GRANT + GR_SPACES] = spaces
    s[GRANT + GR_FROM] = frm


@njit(cache=True)
def clear(s):
    """No granted Op in progress (called with operations.clear_op); the Event's memory stays."""
    for i in (GR_CS, GR_RULE, GR_SPACES, GR_FROM):
        s[GRANT + i] = 0


@njit(cache=True)
def granted(s):
    return s[GRANT + GR_CS] != 0


@njit(cache=True)
def has(s, bit):
    return (s[GRANT + GR_RULE] & bit) != 0


@njit(cache=True)
def sa_allowed(s):
    """R50: an Event grants an Op without a Special Activity."""
    return not granted(s)


@njit(cache=True)
def space_allowed(s, sp):
    return not has(s, RS_SPACES) or (s[GRANT + GR_SPACES] >> sp) & 1 == 1


@njit(cache=True)
def origin_allowed(s, o):
    return not has(s, RS_ALL_OUT) or (s[GRANT + GR_FROM] >> o) & 1 == 1


@njit(cache=True)
def support_ignored(s):
    return has(s, RS_NEUTRAL)


@njit(cache=True)
def sweep_moves_in(s):
    return not has(s, RS_IN_PLACE)


@njit(cache=True)
def ambush_flips(s):
    return not has(s, RS_AMBUSH_ACTIVE)


@njit(cache=True)
def target_limited(s):
    return has(s, RS_DR_ONLY) or has(s, RS_GOVT_BASES_FIRST)


@njit(cache=True)
def target_allowed(s, sp, col):
    """The card's targets: DR pieces only (Coup), or Government pieces with its Bases first (Rebel Air
    Force, reversing Bases last). Only asked when target_limited."""
    tf = pc.faction_of(col)
    if has(s, RS_DR_ONLY):
        return tf == DR
    return tf == GOVT and (col == GBASE or get(s, sp, GBASE) == 0)


@njit(cache=True)
def borrowed(s, sp):
    """#43 Mafia Offensive (R59): 1 when a Syndicate Guerrilla in sp counts as the acting faction's own."""
    return 1 if has(s, RS_SYN_OWN) and get(s, sp, SYN_U) + get(s, sp, SYN_A) > 0 else 0


@njit(cache=True)
def borrowed_underground(s, sp):
    return has(s, RS_SYN_OWN) and get(s, sp, SYN_U) > 0


@njit(cache=True)
def borrowed_active(s, sp):
    return has(s, RS_SYN_OWN) and get(s, sp, SYN_A) > 0


@njit(cache=True)
def own_syndicate_piece(s, sp, col):
    """The Syndicate Guerrilla that counts as own is no target: the last one of the Syndicate's there."""
    return has(s, RS_SYN_OWN) and (col == SYN_U or col == SYN_A) and get(s, sp, SYN_U) + get(s, sp, SYN_A) == 1


@njit(cache=True)
def closing(s, f):
    """The granted Op of f ends: remember where its pieces arrived (GR_REACHED, 3.3.2 note: a March must
    reach a new space for what follows) and flip the moved Guerrillas Underground where the card says so."""
    if not granted(s):
        return
    reached = 0
    for sp in range(N_SPACES):
        if s[MOVED + 2 * sp] + s[MOVED + 2 * sp + 1] > 0:
            reached |= 1 << sp
    s[GRANT + GR_REACHED] = reached
    if has(s, RS_FLIP_MOVED):
        u, a = guerrilla_cols(f)
        for sp in range(N_SPACES):
            for _ in range(min(s[MOVED + 2 * sp + 1], get(s, sp, a))):
                pc.flip(s, sp, a, u)
