"""6.1-6.3 Operations with the card in play: influence placement, realignment rolls and coups, compiled.

OPS_LEFT holds the Ops still to spend; while BONUS is 1 it includes the China Card's +1, which is only
earned if every Op goes to Asia (9.2): an Op spent outside Asia forfeits it, so such a target may only use
OPS_LEFT - BONUS. BONUS_SEA is Vietnam Revolts' +1 (#9), earned the same way in Southeast Asia.
"""
from engine.core.jit import njit
from engine.core.rng import roll_d6
from engine.twilight.data import ASIA, BATTLEGROUND, REGION, SOUTHEAST_ASIA, STABILITY, SUBREGIONS, USSR
from engine.twilight.layout import (
    BONUS,
    BONUS_SEA,
    EFFECT,
    ELIGIBLE,
    END_CMC,
    MILOPS,
    OPS_LEFT,
    OPT_REALIGN_NEEDS_ENEMY,
    OPTIONS,
    RNG,
)
from engine.twilight.rules.board import (
    add_inf,
    add_vp,
    adjacent_control,
    check_vp,
    controls,
    defcon_allows,
    degrade_defcon,
    end_game,
    inf,
)
from engine.twilight.rules.effects import (
    cmc_restricted,
    coup_barred,
    coup_degrades,
    coup_modifier,
    realign_penalty,
    shielded,
)

E_YURI = 109  # #109 Yuri and Samantha: the USSR gains 1 VP per US coup attempt this turn


@njit(cache=True)
def available_ops(s, c):
    """The Ops a use of country c may spend: the China Card's bonus only in Asia (9.2)."""
    n = s[OPS_LEFT] if REGION[c] == ASIA else s[OPS_LEFT] - s[BONUS]
    return n if SUBREGIONS[c] & SOUTHEAST_ASIA else n - s[BONUS_SEA]


@njit(cache=True)
def spend(s, c, cost):
    s[OPS_LEFT] -= cost
    if REGION[c] != ASIA:
        s[OPS_LEFT] -= s[BONUS]
        s[BONUS] = 0
    if not SUBREGIONS[c] & SOUTHEAST_ASIA:
        s[OPS_LEFT] -= s[BONUS_SEA]
        s[BONUS_SEA] = 0


@njit(cache=True)
def place_cost(s, side, c):
    """6.1.2: 2 Ops a point where the opponent controls, else 1, decided before each point."""
    return 2 if controls(s, 1 - side, c) else 1


@njit(cache=True)
def can_place(s, side, c):
    """6.1.1: c was eligible when the AR began (the snapshot, which leaves out a region #94 Chernobyl bars)
    and the point is affordable."""
    return s[ELIGIBLE + c] == 1 and place_cost(s, side, c) <= available_ops(s, c)


@njit(cache=True)
def place(s, side, c):
    """6.1: one influence point into c."""
    spend(s, c, place_cost(s, side, c))
    add_inf(s, side, c, 1)


@njit(cache=True)
def can_realign(s, side, c):
    """6.2.1-6.2.2: 1 Op a roll, outside the DEFCON-barred regions (8.1.5); the roller needs no influence
    near c, and c may hold no enemy influence unless the option says so (RULINGS.md T5); NATO and the
    US/Japan pact shield their countries from the USSR (E.4)."""
    if s[OPTIONS + OPT_REALIGN_NEEDS_ENEMY] and inf(s, 1 - side, c) == 0:
        return False
    return defcon_allows(s, c) and available_ops(s, c) >= 1 and not shielded(s, side, c)


@njit(cache=True)
def realign_modifier(s, side, c):
    """6.2.2: +1 per adjacent controlled country (own superpower included), +1 for more influence in c."""
    m = adjacent_control(s, side, c)
    if inf(s, side, c) > inf(s, 1 - side, c):
        m += 1
    return m


@njit(cache=True)
def realign(s, side, c):
    """6.2: one roll for 1 Op."""
    spend(s, c, 1)
    realign_roll(s, side, c)


@njit(cache=True)
def realign_roll(s, side, c):
    """6.2.3: the roller's die first, then the opponent's (I.4); the higher total removes the difference
    from the other side's influence in c, never below 0; a tie does nothing."""
    mine = roll_d6(s, RNG) + realign_modifier(s, side, c) - realign_penalty(s, side)
    theirs = roll_d6(s, RNG) + realign_modifier(s, 1 - side, c) - realign_penalty(s, 1 - side)
    if mine > theirs:
        add_inf(s, 1 - side, c, theirs - mine)
    elif theirs > mine:
        add_inf(s, side, c, mine - theirs)


@njit(cache=True)
def can_coup(s, side, c):
    """6.3.1: a country holding opponent influence, outside the DEFCON-barred regions (8.1.5) and those a
    lasting effect bars (E.4)."""
    return inf(s, 1 - side, c) > 0 and defcon_allows(s, c) and available_ops(s, c) >= 1 and not coup_barred(s, side, c)


@njit(cache=True)
def coup(s, side, c):
    """6.3: a coup with every Op left (all count as Military Ops)."""
    ops = available_ops(s, c)
    spend(s, c, ops)
    resolve_coup(s, side, c, ops, True)


@njit(cache=True)
def resolve_coup(s, side, c, ops, military):
    """6.3.2-6.3.4: d6 + Ops - 2 x stability (+ the coup modifiers of E.4); a positive result removes enemy
    influence, the rest becomes own influence. The Ops count as Military Ops unless the coup is free
    (6.3.5); a battleground coup degrades DEFCON (which at 1 ends the game: the phasing player loses,
    8.1.3), also a free one; #109 gives the USSR 1 VP for a US coup. Under #40 Cuban Missile Crisis the
    restricted side's attempt loses the game at once (10.3.1), free coups too."""
    if cmc_restricted(s, side):
        end_game(s, 1 - side, END_CMC)
        return
    result = roll_d6(s, RNG) + ops + coup_modifier(s, side, c) - 2 * STABILITY[c]
    if result > 0:
        removed = min(result, inf(s, 1 - side, c))
        add_inf(s, 1 - side, c, -removed)
        add_inf(s, side, c, result - removed)
    if military:
        s[MILOPS + side] += ops
    if coup_degrades(s, side, BATTLEGROUND[c]):
        degrade_defcon(s)
    if side != USSR and s[EFFECT + E_YURI]:
        add_vp(s, USSR, 1)
        check_vp(s)
