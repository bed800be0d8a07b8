"""Chapter 8.1-8.4: Jihadist operations Recruit, Travel and Jihad, compiled (Plot: plots.py).

8.1.2: the dice of one card are assigned to countries first (DICE[c] per country, TRAVEL pairs), then
rolled together; every die is judged against the state at declaration.
"""
from engine.core.jit import njit
from engine.core.rng import roll_d6
from engine.labyrinth.data import MUSLIM, N_COUNTRIES, PAKISTAN, RECRUIT
from engine.labyrinth.layout import (
    ACTIVES,
    AID,
    BESIEGED,
    CADRE,
    DICE,
    EVENT_OP,
    GOOD,
    GOV,
    IR,
    LAPSE,
    MARKED,
    MAX_TRAVEL,
    POOR,
    RC,
    RNG,
    SLEEPERS,
    TRAVEL,
    TRAVEL_N,
    TRAVEL_UNMARKED,
)
from engine.labyrinth.rules.board import (
    SADR,
    activate,
    activate_all,
    add,
    adjacent,
    available_cells,
    cell_pieces,
    cells,
    cells_on_track,
    get,
    ideology,
    major_excess,
    place_cell,
    put,
    remove_cell,
    sadr,
    set_governance,
    shift_toward_ally,
    troops,
    worsen_toward_poor,
)

BIOMETRICS, BENAZIR_BHUTTO, MADRASSAS = 2, 33, 53
AUTOMATIC = 6  # a threshold every die meets (8.1.1: Islamist Rule; 8.2.3; 8.3.1)


@njit(cache=True)
def success_number(s, c):
    """8.1.1: a die succeeds if <= the governance value (Good 1, Fair 2, Poor 3); IR automatic."""
    g = get(s, c, GOV)
    return AUTOMATIC if g == IR else g


@njit(cache=True)
def count_successes(s, c, n, threshold):
    k = 0
    for _ in range(n):
        if roll_d6(s, RNG) <= threshold:
            k += 1
    return k


# ------------------------------------------------------------------ 8.2 Recruit
@njit(cache=True)
def recruit_ok(s, c):
    """8.2.2: a cell or a cadre in the country; #53 Madrassas' Recruit: also any Poor or Islamist Rule one."""
    if s[EVENT_OP] == MADRASSAS and MUSLIM[c] and (get(s, c, GOV) == POOR or get(s, c, GOV) == IR):
        return True
    return cells(s, c) > 0 or get(s, c, CADRE) != 0


@njit(cache=True)
def recruit_cells(s):
    """The cells a Recruit may place: those available by Funding (4.7.4); #53 Madrassas ignores Funding."""
    return cells_on_track(s) if s[EVENT_OP] == MADRASSAS else available_cells(s)


@njit(cache=True)
def recruit_number(s, c):
    """8.2.3-8.2.4: automatic in a Regime Change or IR country; a printed REC number replaces governance."""
    if get(s, c, RC) != 0 or get(s, c, GOV) == IR:
        return AUTOMATIC
    if RECRUIT[c] > 0:
        return RECRUIT[c]
    return get(s, c, GOV)


@njit(cache=True)
def roll_recruit(s):
    """8.2.1: roll every assigned die; DICE[c] becomes the successes. Places the cells when there are
    enough available (4.7.4) or one country to place them in; returns True when the Jihadist must
    distribute them (FR_RECRUIT_PLACE)."""
    total = 0
    where = 0
    for c in range(N_COUNTRIES):
        if s[DICE + c] > 0:
            s[DICE + c] = count_successes(s, c, s[DICE + c], recruit_number(s, c))
            if ideology(s) >= 2:  # 9.7 Attractive: two cells per success
                s[DICE + c] *= 2
            if s[DICE + c] > 0:
                total += s[DICE + c]
                where += 1
    if recruit_cells(s) > 0 and total > recruit_cells(s) and where > 1:
        return True
    for c in range(N_COUNTRIES):
        while s[DICE + c] > 0:
            if recruit_cells(s) > 0:
                place_cell(s, c)
            s[DICE + c] -= 1
    return False


@njit(cache=True)
def recruit_place(s, c):
    """8.2.1: the Jihadist puts one of the scarce available cells where a die succeeded."""
    place_cell(s, c)
    s[DICE + c] -= 1
    if recruit_cells(s) == 0:
        for x in range(N_COUNTRIES):
            s[DICE + x] = 0


@njit(cache=True)
def recruit_pending(s):
    for c in range(N_COUNTRIES):
        if s[DICE + c] > 0:
            return True
    return False


# ------------------------------------------------------------------ 8.3 Travel
@njit(cache=True)
def leaving(s, c):
    """Cells of c already declared as travellers on this card (8.3.2: each cell travels once per card)."""
    n = 0
    for i in range(s[TRAVEL_N]):
        if s[TRAVEL + 2 * i] == c:
            n += 1
    return n


@njit(cache=True)
def travel_origin_ok(s, c):
    return s[TRAVEL_N] < MAX_TRAVEL and cell_pieces(s, c) > leaving(s, c)  # #54: Sadr never travels


@njit(cache=True)
def travel_dest_ok(s, o, d):
    """8.3.1: any destination; #2 Biometrics (LAPSING): only in place or to an adjacent country."""
    return s[LAPSE + BIOMETRICS] == 0 or o == d or adjacent(s, o, d)


@njit(cache=True)
def travel_automatic(s, o, d):
    """8.3.1: travel in place or to an adjacent country (#43 Patriot Act: board.adjacent) needs no roll;
    #2 Biometrics: into an adjacent Good country it needs the roll."""
    if o == d:
        return True
    return adjacent(s, o, d) and not (s[LAPSE + BIOMETRICS] != 0 and get(s, d, GOV) == GOOD)


@njit(cache=True)
def roll_travel(s):
    """8.3: each declared cell arrives as a sleeper on success (adjacent or in place: automatic; otherwise
    a die <= the destination's governance value); a failed cell goes to the Funding track, no cadre (8.3.2).
    A travelling cell is taken active first: it becomes a sleeper either way (4.6.4)."""
    n = s[TRAVEL_N]
    ok = 0
    for i in range(n):
        o = s[TRAVEL + 2 * i]
        d = s[TRAVEL + 2 * i + 1]
        if travel_automatic(s, o, d) or roll_d6(s, RNG) <= success_number(s, d):
            ok |= 1 << i
    for i in range(n):
        remove_cell(s, s[TRAVEL + 2 * i], True)
    for i in range(n):
        if ok & (1 << i):
            add(s, s[TRAVEL + 2 * i + 1], SLEEPERS, 1)
        s[TRAVEL + 2 * i] = 0
        s[TRAVEL + 2 * i + 1] = 0
        s[TRAVEL_UNMARKED + i] = 0
    s[TRAVEL_N] = 0


# ------------------------------------------------------------------ 8.4 Jihad
@njit(cache=True)
def jihad_ok(s, c, dice_here):
    """8.4: a Muslim country (not Iran) not under Islamist Rule, one cell per die. An untested one is tested
    when chosen (4.9.4, L24) and is then Fair or Poor."""
    if c == PAKISTAN and s[MARKED + BENAZIR_BHUTTO] != 0:  # #33 Benazir Bhutto (MARK): no Jihad in Pakistan
        return False
    return MUSLIM[c] and get(s, c, GOV) != IR and cells(s, c) > dice_here


@njit(cache=True)
def major_jihad_ok(s, c):
    """8.4.2: at least 5 more cells than troops at the start of the operation (9.7 Potent: 3)."""
    return jihad_ok(s, c, 0) and cells(s, c) >= troops(s, c) + major_excess(s)


@njit(cache=True)
def fail_cell(s, c):
    """8.4.3: a failed die removes one of the active cells that rolled, the Sadr marker after the pieces (it
    leaves the game, #54)."""
    if get(s, c, ACTIVES) == 0 and sadr(s, c) != 0:
        s[MARKED + SADR] = 0
    else:
        remove_cell(s, c, True)


@njit(cache=True)
def jihad_in(s, c, n, major):
    """8.4.1-8.4.5 for n dice in c. Minor: each success removes an Aid and worsens governance toward Poor.
    Major (all cells active first): successes left at Poor shift to Islamist Rule with two (one with a
    Besieged Regime); three dice at a Poor country that does not fall place a Besieged Regime and shift
    toward Ally. Each failure removes a cell, no cadre (8.4.3)."""
    if major:
        activate_all(s, c)
    else:
        activate(s, c, n)
    start_gov = get(s, c, GOV)
    need = 1 if get(s, c, BESIEGED) != 0 else 2
    k = count_successes(s, c, n, success_number(s, c))
    put(s, c, AID, max(0, get(s, c, AID) - k))
    left = k
    while left > 0 and get(s, c, GOV) < POOR:
        worsen_toward_poor(s, c)
        left -= 1
    fell = major and get(s, c, GOV) == POOR and left >= need
    if fell:
        set_governance(s, c, IR)
    for _ in range(0 if ideology(s) >= 5 else n - k):  # 9.7 Virulent: failed dice remove no cells
        fail_cell(s, c)
    if major and n == 3 and start_gov == POOR and not fell:
        put(s, c, BESIEGED, 1)
        shift_toward_ally(s, c)


@njit(cache=True)
def roll_jihad(s, major):
    for c in range(N_COUNTRIES):
        if s[DICE + c] > 0:
            jihad_in(s, c, s[DICE + c], major)
            s[DICE + c] = 0
