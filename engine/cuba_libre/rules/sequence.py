"""Chapter 2: the card in play, eligibility, the 1st and 2nd Eligible, Passing, card flow."""
from engine.core.frames import pop, push, top
from engine.core.jit import njit
from engine.cuba_libre.data import CARD_ORDER, FIRST_PROPAGANDA, GOVT, N_FACTIONS
from engine.cuba_libre.layout import (
    ACTED,
    DECK,
    DECK_LEN,
    ELIG,
    FA_NONE,
    FA_OP,
    FA_OP_SA,
    FIRST_ACTION,
    FR_ACT,
    LAUNDERED,
    N_EXECUTED,
    NEXT_ELIG,
    OPT_ELIGIBILITY,
    OPT_LIMOP_AFTER_OPSA,
    OPT_NO_REVEAL,
    OPTIONS,
    ORDER_POS,
    POS,
    PROP_PLAYED,
    SEAT,
)
from engine.cuba_libre.rules.board import gain_resources


@njit(cache=True)
def is_propaganda(card):
    return card >= FIRST_PROPAGANDA


@njit(cache=True)
def current_card(s):
    return s[DECK + s[POS]]


@njit(cache=True)
def next_card(s):
    """2.2: the top card of the draw deck (-1 when the deck is exhausted)."""
    p = s[POS] + 1
    if p >= s[DECK_LEN]:
        return -1
    return s[DECK + p]


@njit(cache=True)
def next_card_visible(s):
    return s[OPTIONS + OPT_NO_REVEAL] == 0


@njit(cache=True)
def order_card(s):
    """2.3.1: the card whose faction symbols give the order. Options A and B use the next Event card
    of the draw deck (revealing past Propaganda cards), or the last Event card played if none is left."""
    card = current_card(s)
    if s[OPTIONS + OPT_ELIGIBILITY] == 0:
        return card
    for p in range(s[POS] + 1, s[DECK_LEN]):
        if not is_propaganda(s[DECK + p]):
            return s[DECK + p]
    for p in range(s[POS], -1, -1):
        if not is_propaganda(s[DECK + p]):
            return s[DECK + p]
    return card


@njit(cache=True)
def is_final_event_card(s):
    """2.3.9: the Event card in play is the last one before the final (4th) Propaganda card."""
    nxt = next_card(s)
    return nxt >= 0 and is_propaganda(nxt) and s[PROP_PLAYED] == 3


@njit(cache=True)
def ops_limited(s, faction, role):
    """2.3.4-2.3.5, 2.3.9: must this faction's Operation be a LimOp? 8.1: never a Non-player's (it
    executes a full Op, with a Special Activity, instead)."""
    if s[SEAT + faction] < 0:
        return False
    if role == 2 and (s[FIRST_ACTION] == FA_OP or s[FIRST_ACTION] == FA_OP_SA):
        return True
    # 2.3.9 binds players only (8.1) and is ignored with No-Reveal (2.2).
    return next_card_visible(s) and is_final_event_card(s)


@njit(cache=True)
def may_event(s, role):
    """2.3.4: the 1st Eligible may take the Event; the 2nd only after the 1st did an Op with a Special Activity."""
    return role == 1 or s[FIRST_ACTION] == FA_OP_SA


@njit(cache=True)
def may_op(s, role):
    """2.3.4: the 2nd Eligible may operate after an Op (LimOp) or the Event (full Op); after Op + SA only by the board's reading."""
    return role == 1 or s[FIRST_ACTION] != FA_OP_SA or s[OPTIONS + OPT_LIMOP_AFTER_OPSA] == 1


@njit(cache=True)
def start_card(s):
    """A new Event card: nobody has acted on it yet (2.3)."""
    for f in range(N_FACTIONS):
        s[ACTED + f] = 0
        s[LAUNDERED + f] = 0
    s[FIRST_ACTION] = FA_NONE
    s[N_EXECUTED] = 0
    s[ORDER_POS] = 0


@njit(cache=True)
def offer_next(s):
    """2.3.2: offer the choice to the next Eligible faction in card order. False when the card is done
    (two factions executed, or nobody is left)."""
    if s[N_EXECUTED] >= 2:
        return False
    card = order_card(s)
    while s[ORDER_POS] < N_FACTIONS:
        f = CARD_ORDER[card, s[ORDER_POS]]
        if s[ELIG + f] == 1 and s[ACTED + f] == 0:
            role = s[N_EXECUTED] + 1
            push(s, FR_ACT, f, role, 1 if ops_limited(s, f, role) else 0)
            return True
        s[ORDER_POS] += 1
    return False


@njit(cache=True)
def pass_turn(s, faction):
    """2.3.3 Passing: +1 Resource (+3 for the Government); the faction stays Eligible and the next
    Eligible faction takes its place."""
    gain_resources(s, faction, 3 if faction == GOVT else 1)
    pop(s)
    s[ORDER_POS] += 1


@njit(cache=True)
def adjust_eligibility(s):
    """2.3.7: factions that executed an Op or the Event become Ineligible, all others Eligible.
    Option B (2.3.1): executing does not make a faction Ineligible."""
    option_b = s[OPTIONS + OPT_ELIGIBILITY] == 2
    for f in range(N_FACTIONS):
        s[ELIG + f] = 0 if (s[ACTED + f] == 1 and not option_b) else 1
        if s[NEXT_ELIG + f] > 0:  # an Event's text wins (2.3.7 "unless the Event says otherwise")
            s[ELIG + f] = 1 if s[NEXT_ELIG + f] == 1 else 0
            s[NEXT_ELIG + f] = 0


@njit(cache=True)
def execute(s, f, what):
    """2.3.4, 2.3.7: the faction asked in FR_ACT executes an Op or the Event (`what`: FA_OP / FA_EVENT):
    it will be Ineligible, and the 1st Eligible's choice sets the 2nd's options. Returns its role."""
    role = top(s, 2)
    pop(s)
    s[ACTED + f] = 1
    s[N_EXECUTED] += 1
    s[ORDER_POS] += 1
    if role == 1:
        s[FIRST_ACTION] = what
    return role
