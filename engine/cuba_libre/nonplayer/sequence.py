"""8.1 Non-player sequence of play, shared by every Non-player faction: Event or Operations, the
minimum-Resources Pass, and the facts the flowcharts test (who is a player, the final Propaganda).

8.1 "Ops not limited" and "no Laundering" are rules of the engine itself, since they change what is
legal: rules/sequence.ops_limited gives a Non-player a full Op where a player would get a LimOp, and
rules/turn/launder.launder_ok offers no free LimOp to a Non-player.
"""
from engine.core.frames import top
from engine.core.jit import njit
from engine.cuba_libre.data import CARD_SIDES, DR, FIRST_PROPAGANDA, GOVT, M26, MOMENTUM, NO_SIDE, SYN
from engine.cuba_libre.layout import (
    A_EVENT_UNSHADED,
    A_OP0,
    A_PASS,
    EFFECTS,
    FACTION_OPS,
    PROP_PLAYED,
    RES,
    SEAT,
)
from engine.cuba_libre.nonplayer import trace as T
from engine.cuba_libre.rules.events import event_effective
from engine.cuba_libre.rules.operations import coin_cost
from engine.cuba_libre.rules.sequence import current_card, is_propaganda, may_event, next_card, next_card_visible
from engine.cuba_libre.rules.victory import meets_condition


@njit(cache=True)
def is_player(s, f):
    return s[SEAT + f] >= 0


@njit(cache=True)
def player_at_victory(s, f):
    """8.5.4, 8.6.1 ...: faction f is run by a player and meets its 7.2 condition now."""
    return is_player(s, f) and meets_condition(s, f)


@njit(cache=True)
def next_propaganda_is_final(s):
    """2.4.1: the next Propaganda card to come is the 4th (three have been played; RULINGS.md R87)."""
    return s[PROP_PLAYED] == 3


@njit(cache=True)
def momentum_in_effect(s):
    """5.4: some Government Momentum side is in effect (every Momentum side is the Government's, "Raul"
    shaded included)."""
    for card in range(1, FIRST_PROPAGANDA):
        side = s[EFFECTS + card] - 1
        if side >= 0 and CARD_SIDES[card, side] == MOMENTUM:
            return True
    return False


@njit(cache=True)
def np_side(card, f):
    """8.4.2 Dual use: DR and 26July take the unshaded text, the Syndicate and the Government the
    shaded one (no halo instruction is known, R82); a single Event is side 0."""
    if CARD_SIDES[card, 1] == NO_SIDE:
        return 0
    return 0 if f == DR or f == M26 else 1


@njit(cache=True)
def event_choice(s, f, trace):
    """8.1 Event or Ops at FR_ACT: the Event action the Non-player takes, or -1 (then Operations)."""
    role = top(s, 2)
    if not may_event(s, role):
        return -1
    card = current_card(s)
    side = np_side(card, f)
    if role == 2 and ((f == SYN and is_player(s, GOVT)) or (f == DR and is_player(s, M26))):
        T.note(trace, T.EVENT_2ND_ELIGIBLE, 0)
        return -1
    if f == GOVT and momentum_in_effect(s):  # 8.1 Momentum: the NP Government takes Ops + SA
        T.note(trace, T.EVENT_GOVT_MOMENTUM, 0)
        return -1
    if CARD_SIDES[card, side] == MOMENTUM and next_card_visible(s):
        nxt = next_card(s)
        if nxt >= 0 and is_propaganda(nxt):
            T.note(trace, T.EVENT_MOMENTUM_PROPAGANDA, 0)
            return -1
    if not event_effective(s, f, side):
        T.note(trace, T.EVENT_INEFFECTIVE, 0)
        return -1
    T.note(trace, T.EVENT, side)
    return A_EVENT_UNSHADED + side


@njit(cache=True)
def min_space_cost(s, f):
    """8.1 Minimum Resources: the price of one non-EC space of the faction's cheapest Operation (3.1)."""
    return coin_cost(s) if f == GOVT else 1


@njit(cache=True)
def opening(s, f, trace, legal, n):
    """FR_ACT before the flowchart (8.1): the Event, or Pass when no Operation may be executed or the
    faction cannot pay for one non-EC space (R88); -1: on to the faction's flowchart."""
    a = event_choice(s, f, trace)
    if a >= 0:
        return a
    any_op = False
    for op in FACTION_OPS[f]:
        for i in range(n):
            any_op = any_op or legal[i] == A_OP0 + op
    if not any_op:
        T.note(trace, T.PASS_NO_OP, 0)
        return A_PASS
    if s[RES + f] < min_space_cost(s, f):
        T.note(trace, T.PASS_MIN_RESOURCES, 0)
        return A_PASS
    return -1
