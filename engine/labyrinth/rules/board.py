"""Chapter 4: the map, countries, pieces and tracks, over the flat state (compiled).

Every track change is clamped at once (4.7: Prestige 1-12, Funding 1-9, Reserves 0-2).
"""
from engine.core.jit import njit
from engine.labyrinth.data import (
    ADJ,
    COUNTRY_INDEX,
    CTYPE,
    FIXED_HARD,
    MUSLIM,
    N_CELLS,
    N_COUNTRIES,
    N_TROOPS,
    NON_MUSLIM,
    OIL,
    PAKISTAN,
    RESOURCES,
    UNITED_STATES,
)
from engine.labyrinth.layout import (
    ACTIVES,
    ADVERSARY,
    AID,
    ALIGN,
    ALLY,
    ASIDE,
    AVAIL,
    BACKLASH,
    BESIEGED,
    C0,
    CADRE,
    FAIR,
    FUNDING,
    GOOD,
    GOV,
    HARD,
    IR,
    LAPSE,
    MARKED,
    N_COLS,
    NEUTRAL,
    NO_RC,
    OPT_IDEOLOGY,
    OPT_SOLO,
    OPTIONS,
    PLOT0,
    POSTURE,
    PRESTIGE,
    RC,
    RECENT,
    RECENT_IMPROVED,
    RECENT_PREVIOUS,
    SLEEPERS,
    SOFT,
    TROOPS,
    UNTESTED,
    WMD,
    WMD_PAKISTAN,
)

OIL_PRICE_SPIKE = (117, 118)  # 4.2.6: +1 resource to oil exporters per spike in effect
NATO, PATRIOT_ACT, SADR = 41, 43, 54
CANADA, IRAQ = COUNTRY_INDEX["canada"], COUNTRY_INDEX["iraq"]


@njit(cache=True)
def get(s, c, col):
    return s[C0 + c * N_COLS + col]


@njit(cache=True)
def put(s, c, col, v):
    s[C0 + c * N_COLS + col] = v


@njit(cache=True)
def add(s, c, col, d):
    s[C0 + c * N_COLS + col] += d


@njit(cache=True)
def adjacent(s, a, b):
    """4.1.1 adjacency; #43 Patriot Act (MARK): the United States is adjacent to Canada only."""
    if s[MARKED + PATRIOT_ACT] != 0 and (a == UNITED_STATES or b == UNITED_STATES):
        return a + b == UNITED_STATES + CANADA
    return ADJ[a, b]


@njit(cache=True)
def sadr(s, c):
    """#54 Moqtada al-Sadr (MARK): its marker in Iraq is one more active cell there, which never travels and
    is never disrupted (travel and Disrupt count `cell_pieces`); removed, it leaves the game (L50)."""
    return 1 if c == IRAQ and s[MARKED + SADR] != 0 else 0


@njit(cache=True)
def cell_pieces(s, c):
    """The cell pieces in c (from the Funding track, 4.6.2)."""
    return get(s, c, SLEEPERS) + get(s, c, ACTIVES)


@njit(cache=True)
def cells(s, c):
    """The cells in c as the rules count them: its pieces and the Sadr marker."""
    return cell_pieces(s, c) + sadr(s, c)


@njit(cache=True)
def troops(s, c):
    """The troops in c as the rules count them: its cubes and the 2 of the #41 NATO marker (MARK; marked[41] =
    its country + 1), which no Deploy moves (L52)."""
    return get(s, c, TROOPS) + (2 if s[MARKED + NATO] == c + 1 else 0)


@njit(cache=True)
def plots(s, c):
    n = 0
    for k in range(1, WMD + 1):
        n += get(s, c, PLOT0 + k - 1)
    return n


@njit(cache=True)
def is_non_muslim(c):
    """4.3: non-Muslim countries, the United States included (Iran is neither, 4.4)."""
    return CTYPE[c] == NON_MUSLIM or c == UNITED_STATES


@njit(cache=True)
def gov_value(s, c):
    """4.2.1: Good 1, Fair 2, Poor 3 (the number a Jihadist die must not exceed); IR 4 = automatic."""
    return get(s, c, GOV)


@njit(cache=True)
def resources(s, c):
    """4.2.5-4.2.6: printed resources, +1 on an oil exporter for each Oil Price Spike in effect."""
    r = RESOURCES[c]
    if OIL[c]:
        for card in OIL_PRICE_SPIKE:
            if s[LAPSE + card] != 0:
                r += 1
    return r


# ------------------------------------------------------------------ tracks
@njit(cache=True)
def troops_on_map(s):
    n = 0
    for c in range(N_COUNTRIES):
        n += get(s, c, TROOPS)
    return n


@njit(cache=True)
def cells_on_map(s):
    n = 0
    for c in range(N_COUNTRIES):
        n += cell_pieces(s, c)
    return n


@njit(cache=True)
def troops_on_track(s):
    return N_TROOPS - troops_on_map(s)


@njit(cache=True)
def cells_on_track(s):
    return N_CELLS - cells_on_map(s)


@njit(cache=True)
def us_hand_size(s):
    """4.7.3, 5.2.8: Low Intensity (10+ cubes on the track) 9 cards, War (5-9) 8, Overstretch (0-4) 7 [EXT]."""
    t = troops_on_track(s)
    return 9 if t >= 10 else (8 if t >= 5 else 7)


@njit(cache=True)
def jihadist_hand_size(s):
    """4.7.4, 5.2.8: Funding Tight (1-3) 7 cards, Moderate (4-6) 8, Ample (7-9) 9 [EXT]."""
    f = s[FUNDING]
    return 9 if f >= 7 else (8 if f >= 4 else 7)


@njit(cache=True)
def available_cells(s):
    """4.7.4: only cells in the Funding box of the marker or to its left may be recruited
    (Tight: those beyond 10 on the track, Moderate: beyond 5, Ample: all)."""
    n = cells_on_track(s)
    f = s[FUNDING]
    if f <= 3:
        return max(0, n - 10)
    if f <= 6:
        return max(0, n - 5)
    return n


@njit(cache=True)
def change_prestige(s, d):
    s[PRESTIGE] = min(12, max(1, s[PRESTIGE] + d))


@njit(cache=True)
def change_funding(s, d):
    s[FUNDING] = min(9, max(1, s[FUNDING] + d))


@njit(cache=True)
def prestige_modifier(s):
    """7.2.1 / T.7: WoI DRM of the Prestige level: Low (1-3) -1, Medium (4-6) 0, High (7-9) +1, Very High +2."""
    p = s[PRESTIGE]
    return -1 if p <= 3 else (0 if p <= 6 else (1 if p <= 9 else 2))


@njit(cache=True)
def world_posture(s):
    """4.7.2: Hard minus Soft non-US posture markers (Israel Hard), capped at 3; positive = Hard."""
    hard = 0
    soft = 0
    for c in range(N_COUNTRIES):
        if c == UNITED_STATES:
            continue
        p = get(s, c, POSTURE)
        if p == HARD:
            hard += 1
        elif p == SOFT:
            soft += 1
    return min(3, max(-3, hard - soft))


@njit(cache=True)
def us_posture(s):
    return get(s, UNITED_STATES, POSTURE)


@njit(cache=True)
def gwot_penalty(s):
    """4.7.2: the World posture value when it is on the other side from the US posture, else 0."""
    w = world_posture(s)
    if w > 0 and us_posture(s) == SOFT:
        return w
    if w < 0 and us_posture(s) == HARD:
        return -w
    return 0


# ------------------------------------------------------------------ pieces
@njit(cache=True)
def place_cell(s, c):
    """4.6.3, 4.8.4: a cell from the Funding track arrives as a sleeper and removes a cadre there."""
    add(s, c, SLEEPERS, 1)
    put(s, c, CADRE, 0)


@njit(cache=True)
def remove_cell(s, c, active):
    """A cell back to the Funding track (4.7.4). No cadre: callers that place one do so (4.8.4)."""
    if active and get(s, c, ACTIVES) > 0 or get(s, c, SLEEPERS) == 0:
        add(s, c, ACTIVES, -1)
    else:
        add(s, c, SLEEPERS, -1)


@njit(cache=True)
def activate(s, c, n):
    """4.6.4: n cells here become active (sleepers flip; already active cells, Sadr too, count first)."""
    flip = min(get(s, c, SLEEPERS), max(0, n - get(s, c, ACTIVES) - sadr(s, c)))
    add(s, c, SLEEPERS, -flip)
    add(s, c, ACTIVES, flip)


@njit(cache=True)
def activate_all(s, c):
    add(s, c, ACTIVES, get(s, c, SLEEPERS))
    put(s, c, SLEEPERS, 0)


@njit(cache=True)
def shift_toward_ally(s, c):
    """4.2.3: Adversary -> Neutral -> Ally; an Ally stays Ally."""
    a = get(s, c, ALIGN)
    if a == ADVERSARY:
        put(s, c, ALIGN, NEUTRAL)
    elif a == NEUTRAL:
        put(s, c, ALIGN, ALLY)


# ------------------------------------------------------------------ governance
@njit(cache=True)
def islamist_revolution(s, c):
    """8.4.5: Adversary; RC, Besieged Regime and Aid removed; Funding + resources; troops there set
    Prestige to 1; the first time Pakistan falls the Pakistani Arsenal WMD plots become available (4.7.9)."""
    put(s, c, ALIGN, ADVERSARY)
    put(s, c, RC, NO_RC)
    put(s, c, BESIEGED, 0)
    put(s, c, AID, 0)
    change_funding(s, resources(s, c))
    if troops(s, c) > 0:
        s[PRESTIGE] = 1
    if c == PAKISTAN and s[WMD_PAKISTAN] > 0:
        wmd_enters(s, s[WMD_PAKISTAN])
        s[WMD_PAKISTAN] = 0


# ------------------------------------------------------------------ WMD plots
@njit(cache=True)
def wmd_enters(s, n):
    """4.7.9: n WMD plots enter Available Plots. 9.3.3 solitaire: each replaces the lowest-numbered
    available plot marker, which is set aside, so 6 plot markers stay in play; with no numbered marker
    available none is set aside (L75)."""
    for _ in range(n):
        s[AVAIL + WMD] += 1
        if solo(s):
            for k in range(1, WMD):
                if s[AVAIL + k] > 0:
                    s[AVAIL + k] -= 1
                    s[ASIDE + k] += 1
                    break


@njit(cache=True)
def wmd_used(s):
    """8.5.5: a WMD plot resolved or removed leaves the game. 9.3.3 solitaire: the highest-numbered
    set-aside plot marker returns to Available Plots (L75: any way the WMD leaves the map)."""
    for k in range(WMD - 1, 0, -1):
        if s[ASIDE + k] > 0:
            s[ASIDE + k] -= 1
            s[AVAIL + k] += 1
            return


@njit(cache=True)
def set_governance(s, c, g):
    """4.2.1 with 7.2.1, 7.3.4, 8.4.4: reaching Good removes RC, Besieged Regime and Aid; reaching
    Islamist Rule is an Islamist Revolution (8.4.5). Improving to Fair or Good is noted for #94."""
    if MUSLIM[c] and (g == GOOD or g == FAIR) and (get(s, c, GOV) > g or get(s, c, GOV) == UNTESTED):
        note_recent(s, RECENT_IMPROVED, c)
    put(s, c, GOV, g)
    if g == GOOD:
        put(s, c, RC, NO_RC)
        put(s, c, BESIEGED, 0)
        put(s, c, AID, 0)
    elif g == IR:
        islamist_revolution(s, c)


@njit(cache=True)
def note_recent(s, kind, c):
    """Note c in this action phase's RECENT_DISRUPTED or RECENT_IMPROVED bits."""
    s[RECENT + kind] |= 1 << c


@njit(cache=True)
def recent(s, kind, c):
    """c is noted in this or the previous action phase."""
    return (s[RECENT + kind] | s[RECENT + kind + RECENT_PREVIOUS]) & (1 << c) != 0


@njit(cache=True)
def worsen_toward_poor(s, c):
    """8.4.1, 8.5.6: one level worse, never past Poor."""
    g = get(s, c, GOV)
    if g == GOOD or g == FAIR:
        put(s, c, GOV, g + 1)


@njit(cache=True)
def any_islamist_rule(s):
    for c in range(N_COUNTRIES):
        if MUSLIM[c] and get(s, c, GOV) == IR:
            return True
    return False


@njit(cache=True)
def any_cadre(s):
    for c in range(N_COUNTRIES):
        if get(s, c, CADRE) != 0:
            return True
    return False


@njit(cache=True)
def has_posture_box(c):
    """4.3.2: every non-Muslim country but the US has a posture box; Israel's is printed Hard (4.3.3)."""
    return CTYPE[c] == NON_MUSLIM and not FIXED_HARD[c]


@njit(cache=True)
def plot_removed(s, c, k):
    """A plot of kind k left c other than by resolving: #1 Backlash's designation goes with the last one."""
    if s[BACKLASH] == c + 1 and s[BACKLASH + 1] == k and get(s, c, PLOT0 + k - 1) == 0:
        s[BACKLASH] = 0
        s[BACKLASH + 1] = 0


@njit(cache=True)
def is_marked(s, card):
    return s[MARKED + card] != 0


# ------------------------------------------------------------------ chapter 9 solitaire
@njit(cache=True)
def solo(s):
    """9.0: the Jihadist is the rulebook bot (the solitaire rule changes of 9.1-9.4 apply)."""
    return s[OPTIONS + OPT_SOLO] != 0


@njit(cache=True)
def ideology(s):
    """9.7: the bot's Jihadist Ideology, 0 Normal .. 5 Virulent (cumulative, L60); 0 in a 2-player game."""
    return s[OPTIONS + OPT_IDEOLOGY] if solo(s) else 0


@njit(cache=True)
def major_excess(s):
    """8.4.2: Major Jihad needs 5 more cells than troops; 9.7 Potent and above: 3."""
    return 3 if ideology(s) >= 3 else 5
