"""10.1 regional scoring and 10.3.2 final scoring [DATA scoring.csv, southeast_asia_scoring.csv], compiled.

Formosan Resolution (#35) makes a US-controlled Taiwan an Asian battleground (RULINGS.md T1 item 10: also in
the region's total)."""
from engine.core.jit import njit
from engine.twilight.data import (
    ASIA,
    CONTROL_VP,
    COUNTRY_INDEX,
    DOMINATION_VP,
    EUROPE,
    N_COUNTRIES,
    NEXT_TO,
    PRESENCE_VP,
    REGION,
    REGION_BATTLEGROUNDS,
    SE_ASIA_REGION,
    SE_ASIA_VP,
    US,
    USSR,
)
from engine.twilight.data import BATTLEGROUND as BG
from engine.twilight.layout import CHINA_HOLDER, EFFECT, END_EUROPE, END_FINAL, PH_OVER, PHASE, VP
from engine.twilight.rules.board import add_vp, controls, end_game

TAIWAN = COUNTRY_INDEX["Taiwan"]
E_FORMOSAN = 35
FINAL_ORDER = (0, 2, 1, 4, 5, 3)  # 10.3.2: Europe, Asia, Middle East, Central America, South America, Africa


@njit(cache=True)
def standing(s, side, r):
    """10.1 for one side in region r: (level, bonus): level 3 Control, 2 Domination, 1 Presence, 0 none;
    bonus = 1 per controlled battleground + 1 per controlled country next to the enemy superpower."""
    n = b = a = 0
    n_opp = b_opp = 0
    formosan = r == ASIA and s[EFFECT + E_FORMOSAN] != 0 and controls(s, US, TAIWAN)
    for c in range(N_COUNTRIES):
        if REGION[c] != r:
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
def side_vp(s, side, r):
    """10.1 for one side in region r: the tier's VP + the bonus. A side with Control of Europe gets -1: the
    game's end, not VP."""
    level, bonus = standing(s, side, r)
    if level == 3:
        if r == EUROPE:
            return -1
        return CONTROL_VP[r] + bonus
    if level == 2:
        return DOMINATION_VP[r] + bonus
    return (PRESENCE_VP[r] if level == 1 else 0) + bonus


@njit(cache=True)
def se_asia_vp(s, side):
    """10.1 Southeast Asia: 1 VP per controlled country, 2 for Thailand; no tiers, no bonuses."""
    vp = 0
    for c in range(N_COUNTRIES):
        if SE_ASIA_VP[c] > 0 and controls(s, side, c):
            vp += SE_ASIA_VP[c]
    return vp


@njit(cache=True)
def score(s, r):
    """Score region r (SE_ASIA_REGION: Southeast Asia), applying only the net (10.1.2); control of Europe
    ends the game (10.3.1). The caller checks 20 VP afterwards."""
    if r == SE_ASIA_REGION:
        s[VP] += se_asia_vp(s, US) - se_asia_vp(s, USSR)
        return
    us = side_vp(s, US, r)
    ussr = side_vp(s, USSR, r)
    if us < 0:
        end_game(s, US, END_EUROPE)
    elif ussr < 0:
        end_game(s, USSR, END_EUROPE)
    else:
        s[VP] += us - ussr


@njit(cache=True)
def final_scoring(s):
    """10.3.2 after turn 10 (the Military Ops step done): the China Card's holder gains 1 VP, every region
    is scored (20 VP no longer ends the game; control of Europe still does), then the VP decide."""
    add_vp(s, s[CHINA_HOLDER], 1)
    for i in range(len(FINAL_ORDER)):
        score(s, FINAL_ORDER[i])
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
