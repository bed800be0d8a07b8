"""10.1 regional scoring and 10.3.2 final scoring [DATA scoring.csv, southeast_asia_scoring.csv], compiled.

Formosan Resolution (#35) makes a US-controlled Taiwan an Asian battleground (RULINGS.md T1 item 10: also in
the region's total). Shuttle Diplomacy (#73) takes one USSR-controlled battleground out of the USSR's counts at
the next Asia or Middle East scoring card (`score_card`; RULINGS.md T1 item 11, T22)."""
from engine.core.jit import njit
from engine.twilight.data import (
    ASIA,
    CONTROL_VP,
    COUNTRY_INDEX,
    DOMINATION_VP,
    EUROPE,
    MIDDLE_EAST,
    N_COUNTRIES,
    NEXT_TO,
    PRESENCE_VP,
    REGION,
    REGION_BATTLEGROUNDS,
    SE_ASIA_REGION,
    SE_ASIA_VP,
    STABILITY,
    US,
    USSR,
)
from engine.twilight.data import BATTLEGROUND as BG
from engine.twilight.layout import (
    CHINA_HOLDER,
    EFFECT,
    END_EUROPE,
    END_FINAL,
    LOC,
    LOC_DISCARD,
    OPT_SOLITAIRE,
    OPTIONS,
    PH_OVER,
    PHASE,
    VP,
)
from engine.twilight.rules.board import add_vp, controls, end_game

TAIWAN = COUNTRY_INDEX["Taiwan"]
E_FORMOSAN = 35
SHUTTLE_DIPLOMACY = 73
FINAL_ORDER = (0, 2, 1, 4, 5, 3)  # 10.3.2: Europe, Asia, Middle East, Central America, South America, Africa


@njit(cache=True)
def standing_ignoring(s, side, r, ignored):
    """10.1 for one side in region r: (level, bonus): level 3 Control, 2 Domination, 1 Presence, 0 none;
    bonus = 1 per controlled battleground + 1 per controlled country next to the enemy superpower. Country
    `ignored` (-1 none: #73's pick, USSR-controlled) counts for no one; the region's total keeps it."""
    n = b = a = 0
    n_opp = b_opp = 0
    formosan = r == ASIA and s[EFFECT + E_FORMOSAN] != 0 and controls(s, US, TAIWAN)
    for c in range(N_COUNTRIES):
        if REGION[c] != r or c == ignored:
            continue
        bg = 1 if BG[c] or (formosan and c == TAIWAN) else 0
        if controls(s, side, c):
            n += 1
            b += bg
            a += NEXT_TO[1 - side, c]
        elif controls(s, 1 - side, c):
            n_opp += 1
            b_opp += bg
    if n > n_opp and b == REGION_BATTLEGROUNDS[r] + (1 if formosan else 0):
        level = 3
    elif n > n_opp and b > b_opp and b >= 1 and n - b >= 1:
        level = 2
    else:
        level = 1 if n >= 1 else 0
    return level, b + a


@njit(cache=True)
def standing(s, side, r):
    return standing_ignoring(s, side, r, -1)


@njit(cache=True)
def side_vp_ignoring(s, side, r, ignored):
    """10.1 for one side in region r (`ignored`: standing): the tier's VP + the bonus. A side with Control of
    Europe gets -1: the game's end, not VP."""
    level, bonus = standing_ignoring(s, side, r, ignored)
    if level == 3:
        if r == EUROPE:
            return -1
        return CONTROL_VP[r] + bonus
    if level == 2:
        return DOMINATION_VP[r] + bonus
    return (PRESENCE_VP[r] if level == 1 else 0) + bonus


@njit(cache=True)
def side_vp(s, side, r):
    return side_vp_ignoring(s, side, r, -1)


@njit(cache=True)
def se_asia_vp(s, side):
    """10.1 Southeast Asia: 1 VP per controlled country, 2 for Thailand; no tiers, no bonuses."""
    vp = 0
    for c in range(N_COUNTRIES):
        if SE_ASIA_VP[c] > 0 and controls(s, side, c):
            vp += SE_ASIA_VP[c]
    return vp


@njit(cache=True)
def score_ignoring(s, r, ignored):
    """Score region r (SE_ASIA_REGION: Southeast Asia), applying only the net (10.1.2); control of Europe
    ends the game (10.3.1). `ignored`: standing. The caller checks 20 VP afterwards."""
    if r == SE_ASIA_REGION:
        s[VP] += se_asia_vp(s, US) - se_asia_vp(s, USSR)
        return
    us = side_vp_ignoring(s, US, r, ignored)
    ussr = side_vp_ignoring(s, USSR, r, ignored)
    if us < 0:
        end_game(s, US, END_EUROPE)
    elif ussr < 0:
        end_game(s, USSR, END_EUROPE)
    else:
        s[VP] += us - ussr


@njit(cache=True)
def shuttle_pick(s, r):
    """#73 (E.3: the US's choice, made for it, RULINGS.md T22): the USSR-controlled battleground of r whose
    removal from the USSR's counts leaves the US the most VP (the lowest index among equals); -1 if none. In
    the solitaire, equals by solo Part C #73's K_att (next to the USSR, then lower stability; TS29)."""
    best, best_net, best_key = -1, 0, 0
    solo = s[OPTIONS + OPT_SOLITAIRE] != 0
    for c in range(N_COUNTRIES):
        if REGION[c] == r and BG[c] and controls(s, USSR, c):
            net = side_vp_ignoring(s, US, r, c) - side_vp_ignoring(s, USSR, r, c)
            key = NEXT_TO[USSR, c] * 10 + 9 - STABILITY[c] if solo else 0
            if best < 0 or net > best_net or (net == best_net and key > best_key):
                best, best_net, best_key = c, net, key
    return best


@njit(cache=True)
def score_card(s, r):
    """A scoring card's play (or a solitaire scoring round's, solo B.7.5) scores region r; a waiting Shuttle
    Diplomacy (#73) applies to an Asia or Middle East scoring (not Southeast Asia), then goes to the discard
    pile."""
    ignored = -1
    if s[EFFECT + SHUTTLE_DIPLOMACY] and (r == ASIA or r == MIDDLE_EAST):
        ignored = shuttle_pick(s, r)
        s[EFFECT + SHUTTLE_DIPLOMACY] = 0
        s[LOC + SHUTTLE_DIPLOMACY] = LOC_DISCARD
    score_ignoring(s, r, ignored)


@njit(cache=True)
def score(s, r):
    score_ignoring(s, r, -1)


@njit(cache=True)
def final_scoring(s):
    """10.3.2 after turn 10 (the Military Ops step done): the China Card's holder gains 1 VP, every region
    is scored (20 VP no longer ends the game; control of Europe still does), then the VP decide."""
    add_vp(s, s[CHINA_HOLDER], 1)
    for i in range(len(FINAL_ORDER)):
        score(s, FINAL_ORDER[i])  # 10.3.2: Shuttle Diplomacy does not apply
        if s[PHASE] == PH_OVER:
            return
    v = s[VP]
    end_game(s, US if v > 0 else (USSR if v < 0 else -1), END_FINAL)


@njit(cache=True)
def battlegrounds_controlled(s, side):
    """The battlegrounds side controls on the whole map (#48 Kitchen Debates)."""
    n = 0
    for c in range(N_COUNTRIES):
        if BG[c] and controls(s, side, c):
            n += 1
    return n
