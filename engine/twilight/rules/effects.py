"""The lasting effects of events (7.3, E.4) where the rules read them, compiled (#94 Chernobyl: in the
placement snapshot, rules/board.snapshot_at). s[EFFECT + n] is card n's
effect: 0 none, else 1 or the side (+ 1) or region (+ 1) it names. Each function is the one place a rule
asks about them: coups and realignment (6.2, 6.3), placement (6.1), the Ops value (7.4), the events an
effect prohibits (5.2.4, 7.5); scoring reads Formosan Resolution and Shuttle Diplomacy (rules/scoring.py)."""
from engine.core.jit import njit
from engine.twilight.data import (
    CARD_DURATION,
    CARD_INDEX,
    CARD_OPS,
    CENTRAL_AMERICA,
    CHINA,
    COUNTRY_INDEX,
    EUROPE,
    N_CARDS,
    REGION,
    REST_OF_TURN,
    SOUTH_AMERICA,
    US,
    USSR,
)
from engine.twilight.layout import EFFECT
from engine.twilight.rules.board import controls

FRANCE, WEST_GERMANY, JAPAN = COUNTRY_INDEX["France"], COUNTRY_INDEX["West Germany"], COUNTRY_INDEX["Japan"]
E_DE_GAULLE, E_NATO, E_US_JAPAN, E_CONTAINMENT, E_RED_SCARE = 17, 21, 27, 25, 31
E_CMC, E_NUCLEAR_SUBS, E_SALT, E_BREZHNEV, E_WILLY_BRANDT = 40, 41, 43, 51, 55
E_FORMOSAN, E_FLOWER_POWER, E_QUAGMIRE, E_BEAR_TRAP, E_BURY = 35, 59, 42, 44, 50
E_NORTH_SEA_OIL, E_NORAD, E_VIETNAM = 86, 106, 9
BURY_DUE = 2  # #50's effect word while its VP are due in the US AR under way (1: from the US's next AR)
E_DEATH_SQUADS, E_REFORMER, E_IRAN_CONTRA, E_TEAR_DOWN = 69, 87, 93, 96
# 5.2.4: an event prohibited while another card's effect is in force (cards.csv `cancelled_by`).
PROHIBITED_BY = ((7, 83), (13, 65), (55, 96), (56, 110), (59, 97), (61, 86))
assert CARD_INDEX["NATO"] == E_NATO and CARD_INDEX["The Reformer"] == E_REFORMER


@njit(cache=True)
def effect(s, n):
    return s[EFFECT + n]


@njit(cache=True)
def prohibited(s, c):
    """5.2.4, 7.5: card c's event is prohibited by another card's effect in force."""
    for i in range(len(PROHIBITED_BY)):
        if PROHIBITED_BY[i][0] == c and s[EFFECT + PROHIBITED_BY[i][1]]:
            return True
    return False


@njit(cache=True)
def nato_protects(s, c):
    """#21 NATO: a US-controlled European country, except France after #17 and West Germany after #55."""
    if not s[EFFECT + E_NATO] or REGION[c] != EUROPE or not controls(s, US, c):
        return False
    if c == FRANCE and s[EFFECT + E_DE_GAULLE]:
        return False
    return not (c == WEST_GERMANY and s[EFFECT + E_WILLY_BRANDT])


@njit(cache=True)
def shielded(s, side, c):
    """E.4: the USSR may not coup or realign a country NATO protects (#21), nor Japan (#27)."""
    return side == USSR and (nato_protects(s, c) or (c == JAPAN and s[EFFECT + E_US_JAPAN]))


@njit(cache=True)
def coup_barred(s, side, c):
    """#21, #27, and #87 The Reformer: no USSR coup in Europe."""
    return shielded(s, side, c) or (side == USSR and REGION[c] == EUROPE and s[EFFECT + E_REFORMER])


@njit(cache=True)
def cmc_restricted(s, side):
    """#40 Cuban Missile Crisis: this turn, a coup by side (the event player's opponent) loses the game."""
    return s[EFFECT + E_CMC] == side + 1


@njit(cache=True)
def coup_modifier(s, side, c):
    """#43 SALT Negotiations: -1 for both sides; #69 Latin American Death Squads: +1 for its event player,
    -1 for the opponent, in Central and South America."""
    m = -1 if s[EFFECT + E_SALT] else 0
    squads = s[EFFECT + E_DEATH_SQUADS]
    if squads and (REGION[c] == CENTRAL_AMERICA or REGION[c] == SOUTH_AMERICA):
        m += 1 if squads == side + 1 else -1
    return m


@njit(cache=True)
def realign_penalty(s, side):
    """#93 Iran-Contra Scandal: US realignment rolls -1."""
    return 1 if side == US and s[EFFECT + E_IRAN_CONTRA] else 0


@njit(cache=True)
def coup_degrades(s, side, c_battleground):
    """8.1.3: a battleground coup degrades DEFCON, except a US one under #41 Nuclear Subs."""
    return c_battleground and not (side == US and s[EFFECT + E_NUCLEAR_SUBS])


@njit(cache=True)
def modified_ops(s, side, ops):
    """7.4 for side's card of `ops` printed Ops (a scoring card's 0 stays 0): +1 Containment (US) or
    Brezhnev Doctrine (USSR), not above 4, then -1 Red Scare/Purge on side, not below 1."""
    if ops == 0:
        return 0
    if (side == US and s[EFFECT + E_CONTAINMENT]) or (side == USSR and s[EFFECT + E_BREZHNEV]):
        ops = min(ops + 1, 4)
    if s[EFFECT + E_RED_SCARE] == side + 1:
        ops = max(ops - 1, 1)
    return ops


@njit(cache=True)
def trapped(s, side):
    """#42 Quagmire (the US) and #44 Bear Trap (the USSR): the side's ARs are trap discards (E.5)."""
    return s[EFFECT + (E_QUAGMIRE if side == US else E_BEAR_TRAP)] != 0


@njit(cache=True)
def vietnam_bonus(s, side, c):
    """#9 Vietnam Revolts (7.4): the +1 a USSR card gets if all its Ops go to Southeast Asia, applied before
    Red Scare/Purge's -1 and its floor of 1 (so a 1-Op card under both stays 1); 0 otherwise."""
    if side != USSR or not s[EFFECT + E_VIETNAM] or CARD_OPS[c] == 0:
        return 0
    if s[EFFECT + E_RED_SCARE] != side + 1:
        return 1
    pre = CARD_OPS[c] + (1 if c == CHINA else 0)
    if s[EFFECT + E_BREZHNEV]:
        pre = min(CARD_OPS[c] + 1, 4) + (1 if c == CHINA else 0)
    return max(pre, 1) - max(pre - 1, 1)


@njit(cache=True)
def end_turn_effects(s):
    """7.3: the rest-of-turn effects expire at the end of the turn (#86 North Sea Oil's extra AR expires
    with the count of ARs taken, in sequence.start_headline)."""
    for n in range(1, N_CARDS + 1):
        if CARD_DURATION[n] == REST_OF_TURN:
            s[EFFECT + n] = 0
