"""The map (2.1): influence, control, adjacency, DEFCON region limits, and the VP and DEFCON tracks with the
automatic victories they can cause (8.1.3, 10.3.1). Compiled."""
from engine.core.frames import pop
from engine.core.jit import njit
from engine.twilight.data import (
    ASIA,
    EUROPE,
    MAX_NEIGHBOURS,
    MIDDLE_EAST,
    N_COUNTRIES,
    NEIGHBOURS,
    NEXT_TO,
    REGION,
    STABILITY,
    US,
    USSR,
)
from engine.twilight.layout import (
    DEFCON,
    EFFECT,
    ELIGIBLE,
    END_DEFCON,
    END_REASON,
    END_VP,
    INF,
    PH_OVER,
    PHASE,
    PHASING,
    STACK_N,
    VP,
    WINNER,
)

WIN_VP = 20  # 10.3.1
CHERNOBYL = 94  # #94: the USSR may not place influence with Ops in the region its effect names (E.4)


@njit(cache=True)
def inf(s, side, c):
    return s[INF + side * N_COUNTRIES + c]


@njit(cache=True)
def add_inf(s, side, c, n):
    """Add n (negative: remove) influence of side in c, never below 0 (2.1.7, 6.2.3)."""
    o = INF + side * N_COUNTRIES + c
    s[o] = max(s[o] + n, 0)


@njit(cache=True)
def controls(s, side, c):
    """2.1.7: side's influence exceeds the opponent's by at least the stability (which implies the first
    condition, influence >= stability, as stability is at least 1)."""
    return inf(s, side, c) - inf(s, 1 - side, c) >= STABILITY[c]


@njit(cache=True)
def controller(s, c):
    """The side that controls c, or -1."""
    if controls(s, US, c):
        return US
    if controls(s, USSR, c):
        return USSR
    return -1


@njit(cache=True)
def take_snapshot(s, side):
    """6.1.1: where side may place influence this AR, fixed at its start: countries holding its influence,
    their neighbours, and the countries next to its superpower (6.1.4)."""
    snapshot_at(s, side, ELIGIBLE)


@njit(cache=True)
def snapshot_at(s, side, off):
    """The placement snapshot of 6.1.1 written to s[off:off + N_COUNTRIES] (1 = eligible); none for the
    USSR in the region #94 Chernobyl names (E.4)."""
    for c in range(N_COUNTRIES):
        s[off + c] = NEXT_TO[side, c]
    for c in range(N_COUNTRIES):
        if inf(s, side, c) > 0:
            s[off + c] = 1
            for k in range(MAX_NEIGHBOURS):
                n = NEIGHBOURS[c, k]
                if n < 0:
                    break
                s[off + n] = 1
    if side == USSR and s[EFFECT + CHERNOBYL]:
        bar_region(s, off, s[EFFECT + CHERNOBYL] - 1)


@njit(cache=True)
def bar_region(s, off, r):
    """No placement in region r for the snapshot at s[off:]."""
    for c in range(N_COUNTRIES):
        if REGION[c] == r:
            s[off + c] = 0


@njit(cache=True)
def defcon_allows(s, c):
    """8.1.5: coups and realignment rolls are barred from Europe at DEFCON 4, also Asia at 3, also the
    Middle East at 2."""
    d = s[DEFCON]
    r = REGION[c]
    if r == EUROPE:
        return d >= 5
    if r == ASIA:
        return d >= 4
    if r == MIDDLE_EAST:
        return d >= 3
    return True


@njit(cache=True)
def adjacent_control(s, side, c):
    """6.2.2: countries next to c that side controls, its own superpower counting as one (2.1.5)."""
    n = NEXT_TO[side, c]
    for k in range(MAX_NEIGHBOURS):
        m = NEIGHBOURS[c, k]
        if m < 0:
            break
        if controls(s, side, m):
            n += 1
    return n


@njit(cache=True)
def end_game(s, winner, reason):
    """The game is over: winner (-1 a draw) and why; the decision stack is emptied."""
    s[WINNER] = winner
    s[END_REASON] = reason
    s[PHASE] = PH_OVER
    while s[STACK_N] > 0:
        pop(s)


@njit(cache=True)
def add_vp(s, side, n):
    """10.2.2: side gains n VP (US toward +, USSR toward -)."""
    s[VP] += n if side == US else -n


@njit(cache=True)
def check_vp(s):
    """10.3.1: 20 VP wins at once (called after every card, scoring and penalty step, never in final
    scoring, 10.3.2)."""
    if s[PHASE] == PH_OVER:
        return
    if s[VP] >= WIN_VP:
        end_game(s, US, END_VP)
    elif s[VP] <= -WIN_VP:
        end_game(s, USSR, END_VP)


@njit(cache=True)
def degrade_defcon(s):
    """8.1.3: DEFCON - 1; at 1 the phasing player loses at once."""
    s[DEFCON] -= 1
    if s[DEFCON] <= 1:
        s[DEFCON] = 1
        end_game(s, 1 - s[PHASING], END_DEFCON)


@njit(cache=True)
def improve_defcon(s):
    """8.1.2: DEFCON + 1, never above 5."""
    s[DEFCON] = min(s[DEFCON] + 1, 5)
