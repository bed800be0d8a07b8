"""Invariants that hold after every step of every game (compiled): pieces conserved (15 troops, 15
cells, the plot counter mix), tracks in range, markers only where the rules allow them, every card in
exactly one legal place and hands of a legal size. `violation` returns 0 or the code of the first
broken invariant; MESSAGES says what each code means."""
from engine.core.jit import njit
from engine.labyrinth.data import (
    FIXED_GOV,
    FIXED_HARD,
    JIHADIST,
    MUSLIM,
    N_CARDS,
    N_CELLS,
    N_COUNTRIES,
    N_TROOPS,
    N_WMD_PER_BOX,
    PLOT_MIX,
    UNITED_STATES,
    US,
)
from engine.labyrinth.layout import (
    ACTIVES,
    AID,
    ALIGN,
    ASIDE,
    AVAIL,
    BESIEGED,
    CADRE,
    CARD,
    DRAW,
    DRAW_N,
    EVENT_OP,
    EXTRA_CARD,
    FUNDING,
    GOOD,
    GOV,
    IR,
    LOC,
    LOC_DRAW,
    LOC_PLAY,
    MARKED,
    MAX_FRAMES,
    N_COLS,
    PH_OVER,
    PHASE,
    PLOT0,
    POSTURE,
    PRESTIGE,
    RC,
    RES_PLOT,
    RESERVES,
    SLEEPERS,
    STACK_N,
    TROOPS,
    WMD,
    WMD_BOXES,
)
from engine.labyrinth.rules.board import IRAQ, NATO, SADR, get, has_posture_box, solo
from engine.labyrinth.rules.cards import hand_count

MAX_HAND = 20  # a bound against runaway dealing: events draw and take cards (#21, #31, #34, #76 ...)

MESSAGES = {
    1: "a negative piece or marker count in a country",
    2: "more than 15 troops on the map (4.6.2)",
    3: "more than 15 cells on the map (4.6.2)",
    4: "Prestige outside 1-12, Funding outside 1-9 or Reserves outside 0-2 (4.7, 6.3.3)",
    5: "a governance, alignment or posture a country cannot have (4.2-4.4)",
    6: "a Regime Change, Besieged Regime, Aid or cadre marker where the rules forbid it (4.8, 7.3.4, 8.4.4)",
    7: "plot markers not conserved: the numbered mix 1,1,1,2,2,3 or more than 6 WMD plots, or more markers set "
       "aside than WMD plots in play (4.8.1, 4.7.9, 9.3.3)",
    8: "the draw pile and the card locations disagree, or more than one card in play (5.3)",
    9: "a hand of more than 20 cards (5.2.8 sets no limit, but a deal is at most 9 and events add a few)",
    10: "no decision pending in a game that is not over, or a decision stack overflow",
    11: "the NATO marker outside a Muslim country, a cadre beside the Sadr marker, or #18/#53's words out of range",
}


@njit(cache=True)
def _country(s, c):
    for col in range(N_COLS):
        if get(s, c, col) < 0:
            return 1
    g = get(s, c, GOV)
    a = get(s, c, ALIGN)
    p = get(s, c, POSTURE)
    if MUSLIM[c]:
        if g > IR or a > 3 or (g == 0) != (a == 0) or p != 0:
            return 5
        if (get(s, c, RC) != 0 and (g == GOOD or g == IR or g == 0)) or get(s, c, RC) > 2:
            return 6
        if get(s, c, BESIEGED) > 1 or (get(s, c, BESIEGED) and (g == GOOD or g == IR)):
            return 6
        if get(s, c, AID) and (g == GOOD or g == IR):
            return 6
    else:
        if g != FIXED_GOV[c] or a != 0:
            return 5
        if c == UNITED_STATES and p == 0 or FIXED_HARD[c] and p != 1 or p > 2:
            return 5
        if not has_posture_box(c) and c != UNITED_STATES and not FIXED_HARD[c] and p != 0:
            return 5
        if get(s, c, RC) or get(s, c, AID) or get(s, c, BESIEGED):
            return 6
    if get(s, c, CADRE) > 1:
        return 6
    return 0


@njit(cache=True)
def violation(s):
    troops = 0
    cells = 0
    plots = [0, 0, 0, 0, 0]
    for c in range(N_COUNTRIES):
        code = _country(s, c)
        if code:
            return code
        troops += get(s, c, TROOPS)
        cells += get(s, c, SLEEPERS) + get(s, c, ACTIVES)
        for k in range(1, WMD + 1):
            plots[k] += get(s, c, PLOT0 + k - 1)
    plots[s[RES_PLOT]] += 1  # the plot being resolved is off the map (8.5.6); index 0 = none
    if troops > N_TROOPS:
        return 2
    if cells > N_CELLS:
        return 3
    if not (1 <= s[PRESTIGE] <= 12 and 1 <= s[FUNDING] <= 9):
        return 4
    for side in range(2):
        if not 0 <= s[RESERVES + side] <= 2:
            return 4
    aside = 0
    for k in range(1, 4):
        if s[AVAIL + k] < 0 or s[ASIDE + k] < 0 or plots[k] + s[AVAIL + k] + s[ASIDE + k] != PLOT_MIX[k]:
            return 7
        aside += s[ASIDE + k]
    wmd = plots[WMD] + s[AVAIL + WMD] + s[WMD_BOXES] + s[WMD_BOXES + 1]
    if s[AVAIL + WMD] < 0 or s[WMD_BOXES] < 0 or s[WMD_BOXES + 1] < 0 or wmd > 2 * N_WMD_PER_BOX:
        return 7
    if aside > plots[WMD] + s[AVAIL + WMD] or (aside > 0 and not solo(s)):
        return 7  # 9.3.3: one marker set aside per WMD in play at most, and only in the solitaire game
    n_draw = 0
    in_play = 0
    for c in range(1, N_CARDS + 1):
        if s[LOC + c] == LOC_DRAW:
            n_draw += 1
        elif s[LOC + c] == LOC_PLAY:
            in_play += 1
            if s[CARD] != c:
                return 8
        elif s[LOC + c] < 0 or s[LOC + c] > LOC_PLAY:
            return 8
    if n_draw != s[DRAW_N] or in_play > 1:
        return 8
    for i in range(s[DRAW_N]):
        if s[LOC + s[DRAW + i]] != LOC_DRAW:
            return 8
    if hand_count(s, JIHADIST) > MAX_HAND or hand_count(s, US) > MAX_HAND:
        return 9
    if (s[PHASE] != PH_OVER and s[STACK_N] == 0) or s[STACK_N] > MAX_FRAMES:
        return 10
    return _event_markers(s)


@njit(cache=True)
def _event_markers(s):
    """#41 NATO in a Muslim country (marked[41] = country + 1); #54 Sadr is a cell: no cadre beside it (4.8.4);
    #18's additional card and the event operations' words in range."""
    nato = s[MARKED + NATO]
    if nato < 0 or nato > N_COUNTRIES or nato > 0 and not MUSLIM[nato - 1]:
        return 11
    if s[MARKED + SADR] != 0 and get(s, IRAQ, CADRE) != 0:
        return 11
    if not 0 <= s[EXTRA_CARD] <= 2 or not (s[EVENT_OP] == 0 or s[EVENT_OP] == 18 or s[EVENT_OP] == 53):
        return 11
    return 0
