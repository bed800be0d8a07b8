"""Chapter 7: US operations, compiled. `*_ok` functions say what is legal; the others carry it out.

Ops value requirement (7.1.1): the target's governance value (Good 1, Fair 2, Poor 3); nothing but
Regime Change in an Islamist Rule country (7.1.3); Alert, Regime Change and Withdraw always need 3.
"""
from engine.core.frames import push
from engine.core.jit import njit
from engine.core.rng import randbelow, roll_d6
from engine.labyrinth.data import (
    ADJ,
    COUNTRY_INDEX,
    CTYPE,
    FIXED_HARD,
    MUSLIM,
    N_COUNTRIES,
    NON_MUSLIM,
    UNITED_STATES,
    US,
)
from engine.labyrinth.layout import (
    ACTIVES,
    ADVERSARY,
    AID,
    ALIGN,
    ALLY,
    AVAIL,
    BESIEGED,
    CADRE,
    FAIR,
    FR_DISRUPT_MIX,
    GOOD,
    GOV,
    HARD,
    IR,
    MARKED,
    NEUTRAL,
    OP_ALERT,
    OP_DEPLOY,
    OP_DISRUPT,
    OP_REGIME_CHANGE,
    OP_WITHDRAW,
    OP_WOI,
    OPT_NATO_OUT,
    OPT_RC_FROM_RC,
    OPTIONS,
    PLOT0,
    POSTURE,
    RC,
    RC_GREEN,
    RECENT_DISRUPTED,
    RNG,
    SLEEPERS,
    SOFT,
    TROOPS,
    UNTESTED,
    WMD,
)
from engine.labyrinth.rules.board import (
    activate_all,
    add,
    cell_pieces,
    cells,
    change_prestige,
    get,
    gwot_penalty,
    note_recent,
    plot_removed,
    plots,
    prestige_modifier,
    put,
    remove_cell,
    set_governance,
    troops,
    troops_on_track,
    us_posture,
    wmd_used,
)
from engine.labyrinth.rules.tables import governance_result, initial_test, posture_result, roll_prestige

TRACK = N_COUNTRIES  # the Troops track as a Deploy source or destination (7.3)
IRAQ, LIBYA, SYRIA = COUNTRY_INDEX["iraq"], COUNTRY_INDEX["libya"], COUNTRY_INDEX["syria"]
PHILIPPINES = COUNTRY_INDEX["philippines"]
PAKISTAN = COUNTRY_INDEX["pakistan"]
IRAQI_WMD, LIBYAN_WMD, NATO, ABU_SAYYAF, AL_ANBAR, FATA = 37, 39, 41, 57, 58, 80


# ------------------------------------------------------------------ 7.2 War of Ideas
@njit(cache=True)
def woi_ok(s, c, v):
    """7.2.1: a Muslim country that is untested, Neutral or an Ally (not a Good Ally: nothing to improve),
    not IR, not a Regime Change country unless troops >= cells + 5, with enough Ops (an untested target
    may turn out too strong: the WoI then fails, 4.9.4). 7.2.3: a non-Muslim country but the US and Israel."""
    if MUSLIM[c]:
        g = get(s, c, GOV)
        if g == UNTESTED:
            return True
        a = get(s, c, ALIGN)
        if g == IR or a == ADVERSARY or (a == ALLY and g == GOOD) or v < g:
            return False
        return get(s, c, RC) == 0 or troops(s, c) >= cells(s, c) + 5
    return CTYPE[c] == NON_MUSLIM and not FIXED_HARD[c] and v >= get(s, c, GOV)


@njit(cache=True)
def woi_outcome(modified):
    """T.4 War of Ideas table: 2 success (5+), 1 Aid (exactly 4), 0 nothing (3 or less)."""
    return 2 if modified >= 5 else (1 if modified == 4 else 0)


@njit(cache=True)
def woi_modifier(s, c):
    """7.2.1 DRMs: -1 shifting to Good, -GWOT penalty, Prestige level, +1 per Aid, +1 for an adjacent Good Ally."""
    drm = -gwot_penalty(s) + prestige_modifier(s) + get(s, c, AID)
    if get(s, c, ALIGN) == ALLY and get(s, c, GOV) == FAIR:
        drm -= 1
    for n in range(N_COUNTRIES):
        if ADJ[c, n] and MUSLIM[n] and get(s, n, GOV) == GOOD and get(s, n, ALIGN) == ALLY:
            drm += 1
            break
    return drm


@njit(cache=True)
def war_of_ideas(s, c, v):
    """7.2: test first (4.9.4); Muslim: roll the WoI table, a success makes a Neutral an Ally or improves
    an Ally's governance, a 4 places the first Aid (7.2.2); non-Muslim: roll the Posture table, Prestige +1
    if it matches the US posture (7.2.3)."""
    initial_test(s, c)
    if not MUSLIM[c]:
        p = posture_result(roll_d6(s, RNG))
        put(s, c, POSTURE, p)
        if p == us_posture(s):
            change_prestige(s, 1)
        return
    g = get(s, c, GOV)
    if v < g:
        return  # 4.9.4: the tested governance needs more Ops than the card has: the WoI fails
    out = woi_outcome(roll_d6(s, RNG) + woi_modifier(s, c))
    if out == 2:
        if get(s, c, ALIGN) == NEUTRAL:
            put(s, c, ALIGN, ALLY)
        else:
            set_governance(s, c, g - 1)
    elif out == 1 and get(s, c, AID) == 0 and g != GOOD:  # 4.8.3: a Good country holds no Aid (a Good
        put(s, c, AID, 1)  # Neutral, which events can make, turns Ally on a success)


# ------------------------------------------------------------------ 7.3 Deploy, Regime Change, Withdraw
@njit(cache=True)
def movable(s, src):
    """7.3, 7.3.1: troops that may leave: the whole track, or a country's troops except that a Regime Change
    country keeps cells + 5 troops."""
    if src == TRACK:
        return troops_on_track(s)
    t = get(s, src, TROOPS)
    if get(s, src, RC) != 0:  # #41 NATO's troops count among those that stay, but never leave
        return max(0, min(t, troops(s, src) - cells(s, src) - 5))
    return t


@njit(cache=True)
def deploy_dest_ok(s, src, dst, v):
    """7.3.2-7.3.3: the Troops track (any card) or an Ally with enough Ops for its governance; the Philippines
    while #57 Abu Sayyaf is in effect."""
    if dst == src:
        return False
    if dst == TRACK:
        return True
    if dst == PHILIPPINES and s[MARKED + ABU_SAYYAF] != 0:  # #57 Abu Sayyaf (MARK)
        return v >= get(s, dst, GOV)
    return MUSLIM[dst] and get(s, dst, ALIGN) == ALLY and v >= get(s, dst, GOV)


@njit(cache=True)
def deploy_source_ok(s, src, v):
    if movable(s, src) == 0:
        return False
    for dst in range(N_COUNTRIES + 1):
        if deploy_dest_ok(s, src, dst, v):
            return True
    return False


@njit(cache=True)
def move_troops(s, src, dst, n):
    if src != TRACK:
        add(s, src, TROOPS, -n)
    if dst != TRACK:
        add(s, dst, TROOPS, n)


@njit(cache=True)
def nato_may_deploy_out(s, src):
    """L52, option nato_deploys_out: after a Deploy from the NATO country the US may send NATO's troops out too
    (the marker leaves play), if the troops left still meet 7.3.1 there."""
    if s[OPTIONS + OPT_NATO_OUT] == 0 or src == TRACK or s[MARKED + NATO] != src + 1:
        return False
    return get(s, src, RC) == 0 or troops(s, src) - 2 >= cells(s, src) + 5


@njit(cache=True)
def rc_source_ok(s, src, target):
    """7.3.4: at least 6 troops from one location, not from another Regime Change country ([UNCERTAIN];
    option rc_from_rc_country allows it subject to 7.3.1)."""
    if src == target:
        return False
    if src != TRACK and get(s, src, RC) != 0 and s[OPTIONS + OPT_RC_FROM_RC] == 0:
        return False
    return movable(s, src) >= 6


@njit(cache=True)
def rc_by_event(s, c):
    """#37 Iraqi WMD, #39 Libyan WMD (MARK): Regime Change in Iraq / Libya whatever its governance."""
    return (c == IRAQ and s[MARKED + IRAQI_WMD] != 0) or (c == LIBYA and s[MARKED + LIBYAN_WMD] != 0)


@njit(cache=True)
def rc_target_ok(s, c, v):
    """7.3.4: US posture Hard, a 3-value card, an Islamist Rule target (or one an event allows), 6 troops from
    a single location."""
    if v < 3 or us_posture(s) != HARD or not MUSLIM[c] or (get(s, c, GOV) != IR and not rc_by_event(s, c)):
        return False
    for src in range(N_COUNTRIES + 1):
        if rc_source_ok(s, src, c):
            return True
    return False


@njit(cache=True)
def regime_change(s, target, src, n):
    """7.3.4: deploy n >= 6 troops, green RC marker, roll governance (Poor/Fair), Ally, all cells active,
    Prestige roll."""
    if target == IRAQ:
        s[MARKED + IRAQI_WMD] = 0  # the event's marker is used up
    elif target == LIBYA:
        s[MARKED + LIBYAN_WMD] = 0
    move_troops(s, src, target, n)
    put(s, target, RC, RC_GREEN)
    set_governance(s, target, governance_result(roll_d6(s, RNG)))
    put(s, target, ALIGN, ALLY)
    activate_all(s, target)
    roll_prestige(s)


@njit(cache=True)
def withdraw_source_ok(s, c, v):
    """7.3.5: US posture Soft, a 3-value card, troops in a Regime Change country."""
    return v >= 3 and us_posture(s) == SOFT and get(s, c, RC) != 0 and get(s, c, TROOPS) > 0


@njit(cache=True)
def withdraw(s, src, dst, n):
    """7.3.5: troops leave regardless of cells; all Aid goes, a Besieged Regime marker comes, Prestige roll.
    The RC marker stays."""
    move_troops(s, src, dst, n)
    if s[MARKED + NATO] == src + 1:  # L52: NATO's troops would withdraw with them: the marker leaves play
        s[MARKED + NATO] = 0
    put(s, src, AID, 0)
    put(s, src, BESIEGED, 1)
    roll_prestige(s)


# ------------------------------------------------------------------ 7.4 Disrupt
@njit(cache=True)
def disrupt_ok(s, c, v):
    """7.4: a cell or cadre there; an Ally, or 2+ troops, or non-Muslim (not Iran); not IR; enough Ops. An
    untested Muslim country (no Ally yet) needs the troops and any card: it is tested first and the
    Disrupt fails if the card is too low (4.9.4, L24). #80 FATA: none in Pakistan unless it is under RC."""
    if cell_pieces(s, c) == 0 and get(s, c, CADRE) == 0:  # #54: the Sadr marker is never disrupted
        return False
    if c == PAKISTAN and s[MARKED + FATA] != 0 and get(s, c, RC) == 0:  # #80 FATA (MARK)
        return False
    g = get(s, c, GOV)
    if g == IR or v < g:
        return False
    return (MUSLIM[c] and get(s, c, ALIGN) == ALLY) or troops(s, c) >= 2 or CTYPE[c] == NON_MUSLIM or c == UNITED_STATES


@njit(cache=True)
def disrupt_target_tested(s, c, v):
    """4.9.4: the target is tested first (L24); False when the governance found needs more Ops than the card
    has: the Disrupt then fails, the card spent."""
    initial_test(s, c)
    return v >= get(s, c, GOV)


@njit(cache=True)
def disrupt_at(s, c, v):
    """7.4 in c with Ops v: test (L24), then the removals, asking the US (FR_DISRUPT_MIX) when it has a choice.
    Noted for #61 Detainee Release."""
    note_recent(s, RECENT_DISRUPTED, c)
    if disrupt_target_tested(s, c, v):
        lo, hi = disrupt_removals(s, c)
        if hi > lo:
            push(s, FR_DISRUPT_MIX, US, c, 0)
        else:
            disrupt(s, c, lo)


@njit(cache=True)
def disrupt_count(s, c):
    """7.4: 2 cells with 2+ troops or a Hard posture there (the US: the US posture), else 1; #58 Al-Anbar
    (MARK): 1 in Iraq and Syria."""
    if s[MARKED + AL_ANBAR] != 0 and (c == IRAQ or c == SYRIA):
        return 1
    return 2 if troops(s, c) >= 2 or get(s, c, POSTURE) == HARD else 1


@njit(cache=True)
def disrupt_removals(s, c):
    """The range (lo, hi) of active cells a Disrupt here may remove; the other affected cells flip."""
    k = min(disrupt_count(s, c), cell_pieces(s, c))
    return max(0, k - get(s, c, SLEEPERS)), min(k, get(s, c, ACTIVES))


@njit(cache=True)
def disrupt(s, c, removed):
    """7.4: remove `removed` active cells and flip the other affected sleepers; with no cell, remove the
    cadre; the last cell removed leaves a cadre (4.8.4); 2+ troops there: Prestige +1."""
    n = cell_pieces(s, c)
    if n == 0:
        put(s, c, CADRE, 0)
    else:
        k = min(disrupt_count(s, c), n)
        for _ in range(removed):
            remove_cell(s, c, True)
        flip = k - removed
        add(s, c, SLEEPERS, -flip)
        add(s, c, ACTIVES, flip)
        if cells(s, c) == 0:
            put(s, c, CADRE, 1)
    if troops(s, c) >= 2:
        change_prestige(s, 1)


# ------------------------------------------------------------------ 7.5 Alert
@njit(cache=True)
def alert_ok(s, c, v):
    return v >= 3 and plots(s, c) > 0


@njit(cache=True)
def alert(s, c):
    """7.5: the US picks one face-down plot here (it cannot tell them apart, so one at random); a WMD plot
    leaves the game, a numbered one goes back to Available Plots (7.5.3)."""
    i = randbelow(s, RNG, plots(s, c))
    for k in range(1, WMD + 1):
        n = get(s, c, PLOT0 + k - 1)
        if i < n:
            add(s, c, PLOT0 + k - 1, -1)
            if k != WMD:
                s[AVAIL + k] += 1
            else:
                wmd_used(s)
            plot_removed(s, c, k)
            return
        i -= n


# ------------------------------------------------------------------ 7.6 Reassessment
@njit(cache=True)
def reassess(s):
    """7.6.1: the US posture switches."""
    put(s, UNITED_STATES, POSTURE, SOFT if us_posture(s) == HARD else HARD)


@njit(cache=True)
def us_op_possible(s, op, v):
    """Whether operation op has at least one legal target with effective Ops v (Reassessment and Reserves
    are judged by the caller, they depend on the cards)."""
    for c in range(N_COUNTRIES + 1):
        if c < N_COUNTRIES:
            if op == OP_WOI and woi_ok(s, c, v):
                return True
            if op == OP_DISRUPT and disrupt_ok(s, c, v):
                return True
            if op == OP_ALERT and alert_ok(s, c, v):
                return True
            if op == OP_REGIME_CHANGE and rc_target_ok(s, c, v):
                return True
            if op == OP_WITHDRAW and withdraw_source_ok(s, c, v):
                return True
        if op == OP_DEPLOY and deploy_source_ok(s, c, v):
            return True
    return False

