"""Event sides that change only tracks (Resources, Aid, US Alliance, Eligibility) or act without a
choice. Each function is one card side: `cNN_u` unshaded, `cNN_s` shaded (our summaries: data/cards.csv)."""
from numba import njit

from engine.cuba_libre.data import DR, GOVT, M26, MAX_RESOURCES, N_SPACES, SPACE_INDEX, SYN
from engine.cuba_libre.layout import (
    AID,
    ALLIANCE,
    CAS_CLOSED,
    CAS_OPEN,
    M26_A,
    M26_U,
    NEXT_ELIG,
    POLICE,
    SUPPORT,
    SYN_A,
    SYN_U,
)
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules.board import controller, gain_resources, get

HAVANA = SPACE_INDEX["havana"]
PINAR_DEL_RIO = SPACE_INDEX["pinar_del_rio"]
INELIGIBLE_NEXT = 2


@njit(cache=True)
def gain_aid(s, n):
    """5.1.1: Aid stays within 0-49."""
    s[AID] = min(MAX_RESOURCES, max(0, s[AID] + n))


@njit(cache=True)
def aid_to_government(s, cap):
    """Government Resources + the lower of cap and Aid (Aid itself unchanged)."""
    gain_resources(s, GOVT, min(cap, s[AID]))


@njit(cache=True)
def c14_s(s, f):
    """#14 Operation Fisherman, shaded: Pinar del Río 2 levels toward Active Support."""
    pc.shift(s, PINAR_DEL_RIO, 1)
    pc.shift(s, PINAR_DEL_RIO, 1)


@njit(cache=True)
def c15_s(s, f):
    """#15 Come Comrades!, shaded: Government + Aid (at most 10), then Aid +5."""
    aid_to_government(s, 10)
    gain_aid(s, 5)


@njit(cache=True)
def c34_s(s, f):
    """#34 US Speaking Tour, shaded: Government + Aid (at most 8), then Aid +8."""
    aid_to_government(s, 8)
    gain_aid(s, 8)


@njit(cache=True)
def c37_u(s, f):
    """#37 Herbert Matthews, unshaded: 26July +5 Resources, Aid -6."""
    gain_resources(s, M26, 5)
    gain_aid(s, -6)


@njit(cache=True)
def c37_s(s, f):
    """#37 Herbert Matthews, shaded: Aid +10, DR +3, Syndicate +5."""
    gain_aid(s, 10)
    gain_resources(s, DR, 3)
    gain_resources(s, SYN, 5)


@njit(cache=True)
def c40_u(s, f):
    """#40 Ambassador Smith, unshaded: US Alliance 1 box toward Embargoed (Aid unchanged)."""
    s[ALLIANCE] = min(2, s[ALLIANCE] + 1)


@njit(cache=True)
def c40_s(s, f):
    """#40 Ambassador Smith, shaded: US Alliance 1 box toward Firm, Aid +9, then Syndicate + Aid/2 (at most 9)."""
    s[ALLIANCE] = max(0, s[ALLIANCE] - 1)
    gain_aid(s, 9)
    gain_resources(s, SYN, min(9, s[AID] // 2))


@njit(cache=True)
def c45_u(s, f):
    """#45 Anastasia, unshaded: close every open Casino in Havana; Syndicate -5."""
    pc.remove_all(s, HAVANA, CAS_OPEN)
    gain_resources(s, SYN, -5)


@njit(cache=True)
def c45_s(s, f):
    """#45 Anastasia, shaded: Syndicate +10."""
    gain_resources(s, SYN, 10)


@njit(cache=True)
def c46_u(s, f):
    """#46 Sinatra, unshaded: Syndicate -6."""
    gain_resources(s, SYN, -6)


@njit(cache=True)
def c47_s(s, f):
    """#47 Pact of Miami, shaded: 26July and DR -3 each, both Ineligible for the next card."""
    gain_resources(s, M26, -3)
    gain_resources(s, DR, -3)
    s[NEXT_ELIG + M26] = INELIGIBLE_NEXT
    s[NEXT_ELIG + DR] = INELIGIBLE_NEXT


@njit(cache=True)
def c48_u(s, f):
    """#48 Santo Trafficante Jr, unshaded: Syndicate -10; every Syndicate Guerrilla Active."""
    gain_resources(s, SYN, -10)
    for sp in range(N_SPACES):
        for _ in range(get(s, sp, SYN_U)):
            pc.flip(s, sp, SYN_U, SYN_A)


@njit(cache=True)
def c09_u(s, f):
    """#9 Coup, unshaded: every Government-Controlled City/Province 1 level toward Neutral; US Alliance 1 box
    toward Firm (Aid unchanged)."""
    for sp in range(N_SPACES):
        if controller(s, sp) == GOVT:
            pc.shift(s, sp, 0)
    s[ALLIANCE] = max(0, s[ALLIANCE] - 1)


@njit(cache=True)
def c17_s(s, f):
    """#17 Alberto Bayo, shaded: every 26July Guerrilla Active; 26July Ineligible for the next card."""
    for sp in range(N_SPACES):
        for _ in range(get(s, sp, M26_U)):
            pc.flip(s, sp, M26_U, M26_A)
    s[NEXT_ELIG + M26] = INELIGIBLE_NEXT


@njit(cache=True)
def c39_u(s, f):
    """#39 Turismo, unshaded: each space with a Casino (open or closed; uncertain, see RULINGS.md R33) loses
    1 level of Support (Neutral and Opposition unchanged)."""
    for sp in range(N_SPACES):
        if get(s, sp, CAS_OPEN) + get(s, sp, CAS_CLOSED) > 0 and get(s, sp, SUPPORT) > 0:
            pc.shift(s, sp, 0)


@njit(cache=True)
def c39_s(s, f):
    """#39 Turismo, shaded: N spaces with an open Casino and Police: Government and Syndicate +3N each."""
    n = 0
    for sp in range(N_SPACES):
        if get(s, sp, CAS_OPEN) > 0 and get(s, sp, POLICE) > 0:
            n += 1
    gain_resources(s, GOVT, 3 * n)
    gain_resources(s, SYN, 3 * n)
