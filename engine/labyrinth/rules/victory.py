"""Chapter 2: instant victory (2.1, 2.2) and the end-of-game adjudication (2.3), compiled."""
from engine.core.jit import njit
from engine.labyrinth.data import ADJ, JIHADIST, MUSLIM, N_COUNTRIES, US
from engine.labyrinth.layout import (
    DECKS,
    END_ADJUDICATION,
    END_J_CALIPHATE,
    END_J_COLLAPSE,
    END_NONE,
    END_REASON,
    END_US_FAIR_GOOD,
    END_US_GOOD_RESOURCES,
    END_US_NO_CELLS,
    FAIR,
    GOOD,
    GOV,
    IR,
    PH_OVER,
    PHASE,
    POOR,
    PRESTIGE,
    RC,
    RC_GREEN,
    WINNER,
)
from engine.labyrinth.rules.board import IRAQ, cells_on_map, get, resources, sadr, solo

SOLO_GOOD_NEEDED = (0, 6, 9, 12)  # 9.1: Good resources the US needs at the end, by game length in decks


@njit(cache=True)
def good_resources(s):
    n = 0
    for c in range(N_COUNTRIES):
        if MUSLIM[c] and get(s, c, GOV) == GOOD:
            n += resources(s, c)
    return n


@njit(cache=True)
def ir_resources(s, green_rc_counts):
    """Resources under Islamist Rule; with green_rc_counts, green Regime Change countries count too (2.3)."""
    n = 0
    for c in range(N_COUNTRIES):
        if MUSLIM[c] and (get(s, c, GOV) == IR or (green_rc_counts and get(s, c, RC) == RC_GREEN)):
            n += resources(s, c)
    return n


@njit(cache=True)
def count_governance(s, lo, hi):
    """Muslim countries with governance in lo..hi (untested ones have none and never count)."""
    n = 0
    for c in range(N_COUNTRIES):
        g = get(s, c, GOV)
        if MUSLIM[c] and lo <= g <= hi and g != 0:
            n += 1
    return n


@njit(cache=True)
def adjacent_ir_pair(s):
    for a in range(N_COUNTRIES):
        if MUSLIM[a] and get(s, a, GOV) == IR:
            for b in range(a + 1, N_COUNTRIES):
                if ADJ[a, b] and MUSLIM[b] and get(s, b, GOV) == IR:
                    return True
    return False


@njit(cache=True)
def us_instant(s):
    """2.1 US: Good resources >= 12; 15 Muslim countries Fair or Good; no cell on the map (the Sadr marker is
    one, #54). The reason or 0."""
    if good_resources(s) >= 12:
        return END_US_GOOD_RESOURCES
    if count_governance(s, GOOD, FAIR) >= 15:
        return END_US_FAIR_GOOD
    if cells_on_map(s) == 0 and sadr(s, IRAQ) == 0 and not solo(s):  # 9.1: no instant win by it in solitaire
        return END_US_NO_CELLS
    return END_NONE


@njit(cache=True)
def jihadist_instant(s):
    """2.1 Jihadist: IR resources >= 6 with two adjacent IR countries; Prestige 1 with 15 Muslim countries
    Poor or IR. (The WMD-in-the-US win is declared by plot resolution, 8.5.6.)"""
    if ir_resources(s, False) >= 6 and (adjacent_ir_pair(s) or solo(s)):  # 9.1: solitaire, no adjacency
        return END_J_CALIPHATE
    if s[PRESTIGE] == 1 and count_governance(s, POOR, IR) >= 15:
        return END_J_COLLAPSE
    return END_NONE


@njit(cache=True)
def end_game(s, winner, reason):
    s[WINNER] = winner
    s[END_REASON] = reason
    s[PHASE] = PH_OVER


@njit(cache=True)
def check_instant(s, actor):
    """2.1 after a step: end the game if a side has won. If both sides qualify at once the side whose
    action caused it wins (2.2 states this for Oil Price Spike; RULINGS L5 extends it)."""
    u = us_instant(s)
    j = jihadist_instant(s)
    if u and j:
        if actor == US:
            end_game(s, US, u)
        else:
            end_game(s, JIHADIST, j)
        return True
    if u:
        end_game(s, US, u)
        return True
    if j:
        end_game(s, JIHADIST, j)
        return True
    return False


@njit(cache=True)
def adjudicate(s):
    """2.3: the US wins if Good resources exceed twice the IR resources (green RC countries count as IR),
    otherwise the Jihadist wins. 9.1 solitaire: the US also needs 6/9/12 Good resources (1/2/3 decks)."""
    good = good_resources(s)
    if good > 2 * ir_resources(s, True) and (not solo(s) or good >= SOLO_GOOD_NEEDED[s[DECKS]]):  # 9.1
        end_game(s, US, END_ADJUDICATION)
    else:
        end_game(s, JIHADIST, END_ADJUDICATION)


@njit(cache=True)
def margin(s):
    """US margin of the 2.3 test: Good resources minus twice the IR resources (green RC as IR)."""
    return good_resources(s) - 2 * ir_resources(s, True)
