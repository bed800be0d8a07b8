"""8.4.3 Placement and 8.4.4 Who and Where: the Non-player's answer to a step inside an Event (compiled).

Every Event step asks its faction for a space or one of a few effects (FR_EVENT, events/dispatch.py);
a side may also push the Op frames of a free Op (5.5), which the flowchart of the faction named
answers (8.4.4: "Free Ops/SAs are executed using that Faction's priorities", policy.np_action routes
them by the frame's faction), and any other step the flowchart leaves open comes here.

One rule-shaped way answers every side, whatever its text, so that new Event sides need nothing here:
each legal answer is applied to a copy of the state (`apply_action` on `s.copy()`) and its effect is
measured; the copy goes on with the first legal answer of the Event's next steps for the same faction
until the answer's own effect is complete: the board has changed and the next step asks for a new
space (or the faction's part is over), at most LOOKAHEAD answers (RULINGS.md R100). The answers are
then ranked, in order:
1. 8.4.4 who: where the answers give their benefit (pieces placed on the map, Resources, a free Op, the
   next step of the Event handed to a faction) to different factions, the executing faction first, then
   a random Non-player (players last; R101);
2. 8.4.3 / 8.4.4 where: the most Bases (and Casinos) placed, removed or replaced, then the most
   pieces (a step never stops while it can still place or remove more: stopping changes nothing);
3. 8.4.4 the greatest Total Support + Opposition affected (R102; option np_event_support_stake);
4. 8.1.2 the piece guidelines (players' pieces before Non-players', Underground before Active
   targets, Police first; own Active before Underground, Troops before Police; R103);
5. otherwise at random, spaces by 8.2 / 8.3 (tables.random_space).
"""
import numpy as np

from engine.core.frames import frame_field, top
from engine.core.jit import njit
from engine.core.rng import randbelow
from engine.cuba_libre.data import N_FACTIONS, N_SPACES, POP
from engine.cuba_libre.layout import (
    A_CHOICE0,
    A_SPACE0,
    A_VOLUNTARY,
    CAS_CLOSED,
    CAS_OPEN,
    DR_A,
    DR_BASE,
    DR_U,
    FR_EVENT,
    FR_LAUNDER_OP,
    FR_OP,
    FR_RESUME,
    GBASE,
    GR_CS,
    GRANT,
    M26_A,
    M26_BASE,
    M26_U,
    N_ACTIONS,
    OPT_NP_EVENT_SUPPORT_STAKE,
    OPTIONS,
    POLICE,
    RES,
    STACK_N,
    SUPPORT,
    SYN_A,
    SYN_U,
    TROOPS,
)
from engine.cuba_libre.legal import collect
from engine.cuba_libre.nonplayer import tables
from engine.cuba_libre.nonplayer import trace as T
from engine.cuba_libre.nonplayer.sequence import is_player
from engine.cuba_libre.rules.board import get
from engine.cuba_libre.rules.events import board_differs
from engine.cuba_libre.step import apply_action

LOOKAHEAD = 8  # further Event answers played on a copy until the answer's effect is complete (R100)
# Each faction's pieces as (first column, last column) of the space row; Casinos count as Bases.
FACTION_COLS = ((TROOPS, GBASE), (M26_U, M26_BASE), (DR_U, DR_BASE), (SYN_U, CAS_CLOSED))
# The ranking levels, in order (the trace names the one that decided).
L_WHO, L_BASES, L_PIECES, L_SUPPORT, L_GUIDE = 0, 1, 2, 3, 4
N_LEVELS = 5


@njit(cache=True)
def in_event(s):
    """Is an Event in progress: an FR_EVENT asking, an FR_RESUME waiting for the free Op it granted to
    end, or a free Op an Event granted (GR_CS, 5.5)?"""
    if s[GRANT + GR_CS] != 0:
        return True
    for i in range(s[STACK_N]):
        k = frame_field(s, i, 0)
        if k == FR_EVENT or k == FR_RESUME:
            return True
    return False


@njit(cache=True)
def granted_faction(t, depth, f):
    """The faction the answer hands a free Operation (its frame pushed in place of the answered one, at
    depth - 1, or above it) or the Event's next step (an Event frame of a faction other than f, the one
    answering: #43 "26July or DR" then asks the faction chosen for its LimOp), or -1."""
    for i in range(max(0, depth - 1), t[STACK_N]):
        k, g = frame_field(t, i, 0), frame_field(t, i, 1)
        if k == FR_OP or k == FR_LAUNDER_OP or (k == FR_EVENT and g != f):
            return g
    return -1


@njit(cache=True)
def beneficiary(s, t, depth):
    """8.4.4 who: the faction receiving the answer's benefit - a free Op or the Event's next step, else
    the most own pieces newly on the map plus Resources gained (ties to the lower faction index, never
    decisive: R101); -1 none."""
    g = granted_faction(t, depth, top(s, 1))
    if g >= 0:
        return g
    best, who = 0, -1
    for f in range(N_FACTIONS):
        lo, hi = FACTION_COLS[f]
        gain = max(0, t[RES + f] - s[RES + f])
        for sp in range(N_SPACES):
            for col in range(lo, hi + 1):
                gain += max(0, get(t, sp, col) - get(s, sp, col))
        if gain > best:
            best, who = gain, f
    return who


@njit(cache=True)
def guide_score(s, t, f):
    """8.1.2 within a step: removing players' pieces before Non-players', Underground before Active
    Guerrillas and Police first; removing own Active before Underground, Troops before Police; placing
    Police first (R103)."""
    score = 0
    for sp in range(N_SPACES):
        for g in range(N_FACTIONS):
            lo, hi = FACTION_COLS[g]
            for col in range(lo, hi + 1):
                d = get(t, sp, col) - get(s, sp, col)
                if d < 0 and g != f:
                    first = col == M26_U or col == DR_U or col == SYN_U or col == POLICE
                    score -= d * ((2 if is_player(s, g) else 0) + (1 if first else 0))
                elif d < 0:
                    first = col == M26_A or col == DR_A or col == SYN_A or col == TROOPS
                    score -= d * (1 if first else 0)
                elif d > 0 and col == POLICE:
                    score += d
    return score


@njit(cache=True)
def moved(s, t, sp, a, b):
    """Pieces of columns a..b (one kind: a faction's Guerrillas, its Bases) placed or removed in sp."""
    d = 0
    for col in range(a, b + 1):
        d += get(t, sp, col) - get(s, sp, col)
    return abs(d)


@njit(cache=True)
def measure(s, t, stake, out):
    """The answer's effect, s before, t after: out = [Bases, pieces (Bases included), Support +
    Opposition]. A flip (Underground / Active, a Casino opened or closed) moves no piece."""
    bases, pieces, sup = 0, 0, 0
    for sp in range(N_SPACES):
        b = moved(s, t, sp, GBASE, GBASE) + moved(s, t, sp, M26_BASE, M26_BASE)
        b += moved(s, t, sp, DR_BASE, DR_BASE) + moved(s, t, sp, CAS_OPEN, CAS_CLOSED)
        p = b + moved(s, t, sp, TROOPS, TROOPS) + moved(s, t, sp, POLICE, POLICE)
        p += moved(s, t, sp, M26_U, M26_A) + moved(s, t, sp, DR_U, DR_A) + moved(s, t, sp, SYN_U, SYN_A)
        shift = abs(get(t, sp, SUPPORT) - get(s, sp, SUPPORT))
        if not stake:
            sup += POP[sp] * shift  # the change of Total Support plus Total Opposition (1.6)
        elif shift > 0 or p > 0:
            sup += POP[sp] * abs(get(s, sp, SUPPORT))  # what the touched space held
        bases += b
        pieces += p
    out[0], out[1], out[2] = bases, pieces, sup


@njit(cache=True, inline="always")
def look_ahead(s, a):
    """s with answer a applied, then the Event's next steps for the same faction answered by their
    first legal answer until the answer's effect is complete (at most LOOKAHEAD more answers; R100):
    "as many Bases and pieces as possible" counts every piece the chosen space gets (#35 Defections
    replaces 2 pieces in 2 steps), so the copy stops only once the board has changed and the next
    step asks for a new space."""
    t = s.copy()
    depth, f = s[STACK_N], top(s, 1)
    apply_action(t, a)
    legal = np.empty(N_ACTIONS, dtype=np.int32)
    for _ in range(LOOKAHEAD):
        if t[STACK_N] < depth or top(t, 0) != FR_EVENT or top(t, 1) != f:
            break  # the Event's steps are over, or another faction's part begins
        n = collect(t, legal, False)
        if n == 0 or (board_differs(s, t) and legal[0] < A_SPACE0 + N_SPACES):
            break  # a new "where": the answer's effect is complete
        apply_action(t, legal[0])
    return t


@njit(cache=True)
def who_ranks(s, f, rng):
    """8.4.4 who: the executing faction 4, the other Non-players 3, 2, 1 in a random order, players 0."""
    rank = np.zeros(N_FACTIONS, dtype=np.int64)
    rank[f] = N_FACTIONS
    others = np.empty(N_FACTIONS, dtype=np.int64)
    m = 0
    for g in range(N_FACTIONS):
        if g != f and not is_player(s, g):
            others[m] = g
            m += 1
    for r in range(m):  # draw the next Non-player at random among those left
        k = randbelow(rng, 0, m - r)
        g = others[k]
        others[k] = others[m - r - 1]
        rank[g] = N_FACTIONS - 1 - r
    return rank


@njit(cache=True)
def note_answer(trace, level, a, who):
    """The trace sentence of the rule that decided answer a."""
    is_space = a < A_SPACE0 + N_SPACES
    arg = a - A_SPACE0 if is_space else a - A_CHOICE0
    if level == L_WHO:
        T.note(trace, T.EV_WHO, who)
        return
    if level < 0:
        T.note(trace, T.EV_WHERE_RANDOM if is_space else T.EV_EFFECT_RANDOM, arg)
        return
    if level == L_BASES:
        code = T.EV_WHERE_BASES if is_space else T.EV_EFFECT_BASES
    elif level == L_PIECES:
        code = T.EV_WHERE_PIECES if is_space else T.EV_EFFECT_PIECES
    elif level == L_SUPPORT:
        code = T.EV_WHERE_SUPPORT if is_space else T.EV_EFFECT_SUPPORT
    else:
        code = T.EV_WHERE_GUIDE if is_space else T.EV_EFFECT_GUIDE
    T.note(trace, code, arg)


@njit(cache=True, inline="always")
def decide(s, rng, trace, legal, n):
    """The 8.4.3 / 8.4.4 answer among legal[:n] for the faction of the top frame (an Event step)."""
    f = top(s, 1)
    # 8.1.2: own pieces come off only when the Event replaces them, never as a voluntary removal.
    cand = np.empty(n, dtype=np.int64)
    m = 0
    for i in range(n):
        if legal[i] != A_VOLUNTARY:
            cand[m] = legal[i]
            m += 1
    if m == 0:
        return legal[0]
    return rank_answers(s, rng, trace, f, cand, m)


@njit(cache=True)
def rank_answers(s, rng, trace, f, legal, n):
    """The best of the n answers legal[:n] by the levels of the module docstring."""
    if n == 1:
        T.note(trace, T.EV_ONLY, 0)
        return legal[0]
    depth = s[STACK_N]
    stake = s[OPTIONS + OPT_NP_EVENT_SUPPORT_STAKE] != 0
    rank = who_ranks(s, f, rng)
    score = np.zeros((n, N_LEVELS), dtype=np.int64)
    who = np.full(n, -1, dtype=np.int64)
    eff = np.zeros(3, dtype=np.int64)
    for i in range(n):
        t = look_ahead(s, legal[i])
        who[i] = beneficiary(s, t, depth)
        score[i, L_WHO] = rank[who[i]] if who[i] >= 0 else -1
        measure(s, t, stake, eff)
        score[i, L_BASES], score[i, L_PIECES], score[i, L_SUPPORT] = eff[0], eff[1], eff[2]
        score[i, L_GUIDE] = guide_score(s, t, f)
    # 8.4.4 who applies only where the answers benefit different factions.
    differ = False
    for i in range(n):
        for j in range(n):
            differ = differ or (who[i] >= 0 and who[j] >= 0 and who[i] != who[j])
    keep = np.ones(n, dtype=np.bool_)
    decided = -1
    for level in range(N_LEVELS):
        if level == L_WHO and not differ:
            continue
        top_v = -2
        for i in range(n):
            if keep[i] and score[i, level] > top_v:
                top_v = score[i, level]
        left = 0
        for i in range(n):
            if keep[i] and score[i, level] < top_v:
                keep[i] = False
                decided = level
            left += keep[i]
        if left == 1:
            break
    # Ties (or no difference at all): 8.2 / 8.3 among the spaces left, else uniformly among the effects.
    mask, m = 0, 0
    for i in range(n):
        if keep[i]:
            m += 1
            if legal[i] < A_SPACE0 + N_SPACES:
                mask |= 1 << (legal[i] - A_SPACE0)
    pick = -1
    if m > 1:
        decided = -1
        if mask != 0:
            pick = A_SPACE0 + tables.random_space(rng, mask)
        else:
            k = randbelow(rng, 0, m)
            for i in range(n):
                if keep[i]:
                    if k == 0:
                        pick = legal[i]
                    k -= 1
    else:
        for i in range(n):
            if keep[i]:
                pick = legal[i]
    w = -1
    for i in range(n):
        if legal[i] == pick:
            w = who[i]
    note_answer(trace, decided, pick, w)
    return pick
