"""The effect primitives of the events (spec E.2), compiled: VP and DEFCON with their automatic ends,
influence until control, the war roll (7.6), and the scratch of an event's choices (E.3).

A choice inside an event is a FR_EVENT frame (side, card, step) that events/dispatch answers; `ask` pushes
one, `start` resets the scratch a distribution of points counts with (EV_LEFT points to go, EV_MARKS per
country so far)."""
from engine.core.frames import push
from engine.core.jit import njit
from engine.core.rng import randbelow, roll_d6
from engine.twilight.data import (
    COUNTRY_INDEX,
    MAX_NEIGHBOURS,
    N_CARDS,
    N_COUNTRIES,
    NEIGHBOURS,
    NEXT_TO,
    STABILITY,
    USSR,
)
from engine.twilight.layout import (
    A_CARD0,
    A_CHOICE0,
    A_COUNTRY0,
    EV_LEFT,
    EV_MARKS,
    EV_NEXT,
    FR_EVENT,
    LOC,
    LOC_DISCARD,
    MILOPS,
    RNG,
)
from engine.twilight.rules.board import add_inf, add_vp, check_vp, controls, inf
from engine.twilight.rules.cards import hand_count, in_hand
from engine.twilight.rules.effects import cmc_restricted

CUBA, WEST_GERMANY, TURKEY = COUNTRY_INDEX["Cuba"], COUNTRY_INDEX["West Germany"], COUNTRY_INDEX["Turkey"]
NO_ANSWER = -1  # the action passed to a step that has no legal answer: the step ends (E.3)


@njit(cache=True)
def gain_vp(s, side, n):
    """10.3.1: VP from an event end the game at 20 at once."""
    add_vp(s, side, n)
    check_vp(s)


@njit(cache=True)
def until_control(s, side, c):
    """Add side's influence in c until it controls c (2.1.7: own >= enemy + stability)."""
    add_inf(s, side, c, max(inf(s, 1 - side, c) + STABILITY[c] - inf(s, side, c), 0))


@njit(cache=True)
def remove_all(s, side, c):
    add_inf(s, side, c, -inf(s, side, c))


@njit(cache=True)
def enemy_neighbours(s, side, c, with_superpower):
    """The countries next to c controlled by side's opponent (its superpower too, when it counts)."""
    n = NEXT_TO[1 - side, c] if with_superpower else 0
    for k in range(MAX_NEIGHBOURS):
        m = NEIGHBOURS[c, k]
        if m < 0:
            break
        if controls(s, 1 - side, m):
            n += 1
    return n


@njit(cache=True)
def war(s, side, c, minus, lo, vp, milops):
    """7.6: one d6 - minus; lo or more wins: side gains vp and every enemy point in c becomes its own. The
    Military Ops count either way."""
    s[MILOPS + side] += milops
    if roll_d6(s, RNG) - minus >= lo:
        add_inf(s, side, c, inf(s, 1 - side, c))
        remove_all(s, 1 - side, c)
        gain_vp(s, side, vp)


@njit(cache=True)
def start(s, left):
    """A new distribution: `left` points to go, none in any country yet."""
    s[EV_LEFT] = left
    for c in range(N_COUNTRIES):
        s[EV_MARKS + c] = 0


@njit(cache=True)
def ask(s, side, card, step):
    push(s, FR_EVENT, side, card, step)


@njit(cache=True)
def set_off(s, n, player):
    """Card n's event occurs next, played by `player` (rules/events.run_next)."""
    s[EV_NEXT] = n
    s[EV_NEXT + 1] = player


@njit(cache=True)
def country_of(a):
    """The country an answer names, or -1."""
    c = a - A_COUNTRY0
    return c if 0 <= c < N_COUNTRIES else -1


@njit(cache=True)
def card_of(a):
    """The card an answer names (1-110), or 0."""
    n = a - A_CARD0 + 1
    return n if 1 <= n <= 110 else 0


@njit(cache=True)
def choice_of(a):
    """The option an answer names (A_CHOICE0 + k), or -1."""
    return a - A_CHOICE0 if a >= A_CHOICE0 else -1


@njit(cache=True)
def mark_ok(s, c, cap):
    """Another point may go to (or come from) c under an "at most cap per country" limit."""
    return s[EV_MARKS + c] < cap


@njit(cache=True)
def mark(s, c):
    """One point of the distribution went to (or came from) c; True while points are left."""
    s[EV_MARKS + c] += 1
    s[EV_LEFT] -= 1
    return s[EV_LEFT] > 0


@njit(cache=True)
def random_card(s, side):
    """A card of side's hand at random (never the China Card, which is no hand's); 0 if the hand is empty.
    In the solitaire the hand is the side's deck: uniform over it (solo B.6 H11)."""
    n = hand_count(s, side)
    if n == 0:
        return 0
    k = randbelow(s, RNG, n)
    for c in range(1, N_CARDS + 1):
        if in_hand(s, side, c):
            if k == 0:
                return c
            k -= 1
    return 0


@njit(cache=True)
def discard_random(s, side):
    """A card of side's hand at random, discarded with no event (5.4); 0 if the hand is empty."""
    c = random_card(s, side)
    if c != 0:
        s[LOC + c] = LOC_DISCARD
    return c


@njit(cache=True)
def cmc_cancel_ok(s, side, c):
    """#40: the restricted side cancels Cuban Missile Crisis with 2 of its influence, the USSR from Cuba, the
    US from West Germany or from Turkey."""
    if side == USSR:
        where = c == CUBA
    else:
        where = c == WEST_GERMANY or c == TURKEY
    return where and inf(s, side, c) >= 2


@njit(cache=True)
def cmc_offer(s, side):
    """#40 (RULINGS.md T21): side is about to coup while Cuban Missile Crisis restricts it: if it can, it
    first chooses to cancel the crisis (card 40's step 1) or not (the coup then loses the game)."""
    if not cmc_restricted(s, side):
        return
    for c in (CUBA, WEST_GERMANY, TURKEY):
        if cmc_cancel_ok(s, side, c):
            ask(s, side, 40, 1)
            return
