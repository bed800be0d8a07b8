"""What Event sides ask of a space and its pieces: the Support level, whether it is populated, whose
Guerrillas or pieces are there, which piece replaces another."""
from engine.core.jit import njit
from engine.cuba_libre.data import DR, EC, M26, SPACE_TYPE, SYN
from engine.cuba_libre.layout import CAS_CLOSED, SUPPORT
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules.board import add, base_col, get, guerrilla_cols

ACTIVE_SUPPORT, PASSIVE_OPPOSITION, ACTIVE_OPPOSITION = 2, -1, -2


@njit(cache=True)
def set_level(s, sp, lvl):
    add(s, sp, SUPPORT, lvl - get(s, sp, SUPPORT))


@njit(cache=True)
def populated(sp):
    """A City or Province (1.3.5: an EC has no Support or Opposition)."""
    return SPACE_TYPE[sp] != EC


@njit(cache=True)
def guerrillas(s, sp, f):
    u, a = guerrilla_cols(f)
    return get(s, sp, u) + get(s, sp, a)


@njit(cache=True)
def all_guerrillas(s, sp):
    return guerrillas(s, sp, M26) + guerrillas(s, sp, DR) + guerrillas(s, sp, SYN)


@njit(cache=True)
def pieces_of(s, sp, f):
    """Every piece of f in a space (Casinos open or closed)."""
    n = get(s, sp, 3 * f) + get(s, sp, 3 * f + 1) + get(s, sp, 3 * f + 2)
    return n + get(s, sp, CAS_CLOSED) if f == SYN else n


@njit(cache=True)
def troops_or_guerrillas(s, sp, f):
    """Cubes of the Government, Guerrillas of an Insurgent (columns 3f and 3f + 1)."""
    return get(s, sp, 3 * f) + get(s, sp, 3 * f + 1)


@njit(cache=True)
def new_guerrilla(f):
    """The column of a newly placed Guerrilla (1.4.3: always Underground)."""
    return guerrilla_cols(f)[0]


@njit(cache=True)
def one_of_two(avail0, avail1, w):
    """Offer replacement w (0 or 1) if Available; with neither Available only w = 0, which just removes (1.4.1)."""
    if w == 0:
        return avail0 > 0 or avail1 <= 0
    return avail1 > 0


@njit(cache=True)
def replace_all(s, sp, f_out, f_in):
    """Every piece of f_out in the space by the same type of f_in's (Guerrillas Underground, Base for
    Base); what is not Available is just removed (1.4.1), f_out's Cash with no holder left leaves (R20)."""
    u, a = guerrilla_cols(f_out)
    for col in (u, a):
        for _ in range(get(s, sp, col)):
            pc.replace(s, sp, col, new_guerrilla(f_in))
    for _ in range(get(s, sp, base_col(f_out))):
        pc.replace(s, sp, base_col(f_out), base_col(f_in))
