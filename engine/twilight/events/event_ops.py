"""Operations granted by an event (E.5 "Event Ops", free coups 6.3.5), compiled: the event player spends
EV_LEFT Ops on one use, through FR_EVENT steps of the granting card: OPS_USE (choose influence, realignment
or a coup), then OPS_PLACE / OPS_REALIGN / OPS_COUP, one target a step.

Its placement snapshot (6.1.1) is taken when these Ops start, into EV_MARKS (the AR's own snapshot is left
as it is for the Ops of the card in play). Each granting card sets which uses it allows, where (region bits;
#91 Ortega: the countries next to Nicaragua), whether its coup is free (no Military Ops, 6.3.5) and
whether DEFCON's region limits apply."""
from engine.core.jit import njit
from engine.twilight.data import CENTRAL_AMERICA, EUROPE, N_COUNTRIES, REGION, SOUTH_AMERICA
from engine.twilight.data import COUNTRY_INDEX as CI
from engine.twilight.events.prims import ask, choice_of, cmc_offer, country_of
from engine.twilight.layout import (
    A_DONE,
    EV_LEFT,
    EV_MARKS,
    FR_COUP,
    FR_INFLUENCE,
    FR_REALIGN,
    OPT_RPR_EVENT_OPS,
    OPT_UNSPENT_OPS,
    OPTIONS,
    RPR_EVENT_IGNORE,
    UNSPENT_ALL,
    UNSPENT_NONE,
)
from engine.twilight.rules.board import add_inf, defcon_allows, inf, snapshot_at
from engine.twilight.rules.effects import coup_barred, shielded
from engine.twilight.rules.ops import place_cost, realign_roll, resolve_coup
from engine.twilight.rules.solitaire_regions import in_focus, rpr_binds

OPS_USE, OPS_PLACE, OPS_REALIGN, OPS_COUP = 90, 91, 92, 93
FRAME_OF = (FR_INFLUENCE, FR_REALIGN, FR_COUP)  # the AR's Ops frame of each step, for RPR (solitaire_regions)
INFLUENCE, REALIGN, COUP = 1, 2, 4  # use bits; choice k of OPS_USE is use bit 1 << k
ALL_USES = INFLUENCE | REALIGN | COUP
AMERICAS = (1 << CENTRAL_AMERICA) | (1 << SOUTH_AMERICA)
NEXT_TO_NICARAGUA = (CI["Cuba"], CI["Honduras"], CI["Costa Rica"])


@njit(cache=True)
def uses(card):
    """The uses card's Ops allow: KAL-007 and Glasnost influence or realignment; Junta and Tear Down This
    Wall a coup or realignment; Ortega a coup; the others all three."""
    if card == 89 or card == 90:
        return INFLUENCE | REALIGN
    if card == 47 or card == 96:
        return REALIGN | COUP
    if card == 91:
        return COUP
    return ALL_USES


@njit(cache=True)
def free(card):
    """6.3.5: the free coups of Junta, Ortega and Tear Down This Wall give no Military Ops."""
    return card == 47 or card == 91 or card == 96


@njit(cache=True)
def where(card, c):
    """The countries card's Ops may target."""
    if card == 47:
        return (AMERICAS >> REGION[c]) & 1 == 1
    if card == 96:
        return REGION[c] == EUROPE
    if card == 91:
        return c == NEXT_TO_NICARAGUA[0] or c == NEXT_TO_NICARAGUA[1] or c == NEXT_TO_NICARAGUA[2]
    return True


@njit(cache=True)
def limits(s, card, c):
    """8.1.5 DEFCON limits, which Tear Down This Wall ignores."""
    return card == 96 or defcon_allows(s, c)


@njit(cache=True)
def target_ok(s, card, side, step, c):
    """The rules' target (base_target_ok); in the solitaire, Ops for general use (not confined by the card's
    text) follow RPR-1 (solo B.5 RPR-3; RULINGS.md TS8; not with `rpr_event_ops` IGNORE): an in-focus target
    whenever one is allowed."""
    if not base_target_ok(s, card, side, step, c):
        return False
    if not general(card) or s[OPTIONS + OPT_RPR_EVENT_OPS] == RPR_EVENT_IGNORE:
        return True
    if not rpr_binds(s, side, FRAME_OF[step - OPS_PLACE]) or in_focus(s, c):
        return True
    for k in range(N_COUNTRIES):
        if in_focus(s, k) and base_target_ok(s, card, side, step, k):
            return False
    return True


@njit(cache=True)
def general(card):
    """The card's Ops may go wherever the rules allow (`where` confines every other card's)."""
    return card != 47 and card != 91 and card != 96


@njit(cache=True)
def base_target_ok(s, card, side, step, c):
    if not where(card, c):
        return False
    if step == OPS_PLACE:
        return s[EV_MARKS + c] == 1 and place_cost(s, side, c) <= s[EV_LEFT]
    if step == OPS_REALIGN:
        return limits(s, card, c) and not shielded(s, side, c)
    return inf(s, 1 - side, c) > 0 and limits(s, card, c) and not coup_barred(s, side, c)


@njit(cache=True)
def any_target(s, card, side, step):
    for c in range(N_COUNTRIES):
        if target_ok(s, card, side, step, c):
            return True
    return False


@njit(cache=True)
def start_ops(s, side, card, ops):
    """side conducts `ops` Ops granted by card."""
    s[EV_LEFT] = ops
    snapshot_at(s, side, EV_MARKS)
    ask(s, side, card, OPS_USE)


@njit(cache=True)
def ops_ok(s, card, side, step, a):
    if step == OPS_USE:
        k = choice_of(a)
        if a == A_DONE:
            return card == 47 or card == 91 or card == 96  # "may"
        return 0 <= k <= 2 and (uses(card) >> k) & 1 == 1 and any_target(s, card, side, OPS_PLACE + k)
    if a == A_DONE:  # 6.0, RULINGS.md T6: who may leave Ops unspent
        rule = s[OPTIONS + OPT_UNSPENT_OPS]
        return (step == OPS_REALIGN and rule != UNSPENT_NONE) or (step == OPS_PLACE and rule == UNSPENT_ALL)
    c = country_of(a)
    return c >= 0 and target_ok(s, card, side, step, c)


@njit(cache=True)
def ops_do(s, card, side, step, a):
    c = country_of(a)
    if step == OPS_USE:
        if a >= 0 and a != A_DONE:
            ask(s, side, card, OPS_PLACE + choice_of(a))
            if OPS_PLACE + choice_of(a) == OPS_COUP:
                cmc_offer(s, side)  # #40: a chance to cancel first
    elif c < 0:
        return  # stopped, or no target left
    elif step == OPS_PLACE:
        s[EV_LEFT] -= place_cost(s, side, c)
        add_inf(s, side, c, 1)
        if s[EV_LEFT] > 0:
            ask(s, side, card, step)
    elif step == OPS_REALIGN:
        s[EV_LEFT] -= 1
        realign_roll(s, side, c)
        if s[EV_LEFT] > 0:
            ask(s, side, card, step)
    else:
        resolve_coup(s, side, c, s[EV_LEFT], not free(card))
        s[EV_LEFT] = 0

