"""8.6 Non-player Directorio: Terror? -> Rally? -> (a space where removing 1-2 Government/Syndicate pieces
gives DR Control? no: March, else Attack; yes: Attack, else March) -> Pass. Terror takes Assassinate,
Rally and March take Subvert, Attack takes Ambush; Expat Backing in the Support Phase (6.3.4) and 8.6.5
Caracas are in directorio_support.py.

As in syndicate/, each function answers one decision from the state alone; a procedure step is
recognised by its spaces (selected ones no longer qualify); with "Morgan" a March origin may be 2 spaces
away.
"""
import numpy as np

from engine.core.frames import top
from engine.core.jit import njit
from engine.cuba_libre.data import ADJ, DR, EC, GOVT, M26, N_SPACES, POP, SPACE_TYPE, SYN
from engine.cuba_libre.layout import (
    A_DONE,
    A_OP0,
    A_PASS,
    A_PIECE0,
    A_SA0,
    A_SPACE0,
    CAS_OPEN,
    CH_RALLY,
    CX_MODE,
    CX_N,
    CX_SP,
    CX_SP2,
    DR_A,
    DR_BASE,
    DR_U,
    FR_ACT,
    FR_CASH,
    FR_CHOICE,
    FR_EXPAT,
    FR_OP,
    FR_PIECES,
    FR_SPACE,
    GBASE,
    M26_A,
    M26_BASE,
    M26_U,
    MOVED,
    OP,
    OP_ATTACK,
    OP_ID,
    OP_MARCH,
    OP_N_SELECTED,
    OP_RALLY,
    OP_SA,
    OP_SELECTED,
    OP_TERROR,
    PH_PROPAGANDA,
    PHASE,
    POLICE,
    PU_MOVE,
    PU_REMOVE,
    PU_VOLUNTARY,
    RM_ASSASSINATE,
    SA_AMBUSH,
    SA_ASSASSINATE,
    SA_SUBVERT,
    SEAT,
    SP_CARACAS_BASE,
    SP_MARCH_FROM,
    SP_SA,
    SP_VOLUNTARY,
    SUPPORT,
    SYN_A,
    SYN_U,
    TROOPS,
)
from engine.cuba_libre.nonplayer import guidelines as G
from engine.cuba_libre.nonplayer import march as M
from engine.cuba_libre.nonplayer import rally as R
from engine.cuba_libre.nonplayer import tables
from engine.cuba_libre.nonplayer import trace as T
from engine.cuba_libre.nonplayer.directorio_support import (
    caracas_base_space,
    caracas_due,
    caracas_pending,
    caracas_step,
    expat_mode,
    expat_space,
)
from engine.cuba_libre.nonplayer.guidelines import no_score
from engine.cuba_libre.nonplayer.sequence import opening
from engine.cuba_libre.rules import movement as mv
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules import special as sa_rules
from engine.cuba_libre.rules.board import controller, faction_pieces, get
from engine.cuba_libre.rules.victory import meets_condition


@njit(cache=True)
def guerrillas(s, sp):
    return get(s, sp, DR_U) + get(s, sp, DR_A)


@njit(cache=True)
def op_space_ok(s, op, sp):
    return ops.space_ok(s, DR, op, sp)


@njit(cache=True)
def others(s, sp):
    return M.others(s, sp, DR)


# ------------------------------------------------------------------------------ 8.6.1 Terror
@njit(cache=True)
def assassin_target_score(s, sp, col):
    """ASSASSINATE target priority: 6 a Government Base, 5 a player's (26July) Base, 4 a piece whose Cash
    DR takes, 3 an open Casino, 2 a cube (Police first, removal_target), 1 a 26July piece; -1 not a target."""
    if not ops.target_ok(s, DR, sp, col, RM_ASSASSINATE):
        return -1
    if col == GBASE:
        return 6
    g = pc.faction_of(col)
    if col == M26_BASE and s[SEAT + g] >= 0:  # a player's Base (a Casino is priority 4 below)
        return 5
    if pc.cash_goes_to(s, sp, col, DR):
        return 4
    if col == CAS_OPEN:
        return 3
    if col == POLICE or col == TROOPS:
        return 2
    if g == M26:
        return 1
    return 0


@njit(cache=True)
def assassin_space_score(s, sp):
    """The best target there, where DR Guerrillas outnumber the Police (4.4.3); -1 if none."""
    if ops.guerrillas(s, sp, DR) <= get(s, sp, POLICE):
        return -1
    best = -1
    for col in range(13):
        best = max(best, assassin_target_score(s, sp, col))
    return best


@njit(cache=True)
def terror_active_ok(s, sp, lvl):
    return op_space_ok(s, OP_TERROR, sp) and get(s, sp, SUPPORT) == lvl


@njit(cache=True)
def terror_condition(s):
    """Terror in a space at Active Support or Active Opposition, or an Assassination of a Government Base."""
    for sp in range(N_SPACES):
        if terror_active_ok(s, sp, 2) or terror_active_ok(s, sp, -2):
            return True
        if op_space_ok(s, OP_TERROR, sp) and get(s, sp, GBASE) > 0 and assassin_space_score(s, sp) == 6:
            return True
    return False


@njit(cache=True)
def step_3_done(s):
    """Steps 1-2 leave their spaces at Passive (Terror shifts 1 toward Neutral); step 3's space is at
    Neutral or an EC afterwards (R92)."""
    for sp in range(N_SPACES):
        if (s[OP + OP_SELECTED] >> sp) & 1 and get(s, sp, SUPPORT) == 0:
            return True
    return False


@njit(cache=True)
def terror_step(s, rng, trace):
    score = no_score()
    for lvl, code in ((2, T.DR_TERROR_SUPPORT), (-2, T.DR_TERROR_OPPOSITION)):
        for sp in range(N_SPACES):
            if terror_active_ok(s, sp, lvl):
                score[sp] = 1
        sp = tables.best(rng, score)
        if sp >= 0:
            T.note(trace, code, sp)
            return A_SPACE0 + sp
    if step_3_done(s):
        return -1
    for sp in range(N_SPACES):
        if op_space_ok(s, OP_TERROR, sp):
            score[sp] = assassin_space_score(s, sp)
    sp = tables.best(rng, score)  # "finally with another Assassination target": any, scored 0 or more
    if sp >= 0:
        T.note(trace, T.DR_TERROR_ASSASSIN, sp)
        return A_SPACE0 + sp
    return -1


@njit(cache=True)
def assassinate_space(s, rng):
    score = no_score()
    for sp in range(N_SPACES):
        if ops.is_selected(s, sp) and sa_rules.space_ok(s, DR, SA_ASSASSINATE, sp):
            score[sp] = assassin_space_score(s, sp)
    return tables.best(rng, score)


# ------------------------------------------------------------------------------ 8.6.2 Rally (rally.py) and Subvert
@njit(cache=True)
def subvert_space(s, rng, trace):
    """SUBVERT in a DR-Controlled Province: most Opposition removed if 26July is at victory, else most
    Support removed; if none, the highest Pop, Neutral first."""
    at_victory = meets_condition(s, M26)
    score = no_score()
    for sp in range(N_SPACES):
        if sa_rules.space_ok(s, DR, SA_SUBVERT, sp):
            lvl = get(s, sp, SUPPORT)
            if (at_victory and lvl < 0) or (not at_victory and lvl > 0):
                score[sp] = POP[sp] * abs(lvl)
    sp = tables.best(rng, score)
    if sp >= 0:
        T.note(trace, T.DR_SUBVERT_OPPOSITION if at_victory else T.DR_SUBVERT_SUPPORT, sp)
        return A_SPACE0 + sp
    for sp in range(N_SPACES):
        if sa_rules.space_ok(s, DR, SA_SUBVERT, sp):
            score[sp] = 2 * POP[sp] + (1 if get(s, sp, SUPPORT) == 0 else 0)
    a = G.choose(rng, score, trace, T.DR_SUBVERT_POP)
    if a >= 0:
        return a
    return -1


# ------------------------------------------------------------------------------ 8.6.3 March (march.py)
@njit(cache=True)
def arrived(s, d):
    """DR pieces that arrived in d by this March (the `moved` words)."""
    return s[MOVED + 2 * d] + s[MOVED + 2 * d + 1]


@njit(cache=True)
def control_need(s, d):
    """DR Guerrillas d still needs for DR Control (0: it has it)."""
    return max(others(s, d) - faction_pieces(s, d, DR) + 1, 0)


@njit(cache=True)
def reach(s, d):
    n = 0
    for o in range(N_SPACES):
        if o != d and mv.march_near(s, DR, o, d):  # "Morgan": from up to 2 spaces away
            n += M.leavers(s, DR, o)
    return n


@njit(cache=True)
def control_march_ok(s, d):
    """Step 1's candidates: a City or Province without DR Control that enough DR Guerrillas can reach."""
    if SPACE_TYPE[d] == EC or controller(s, d) == DR or not op_space_ok(s, OP_MARCH, d):
        return False
    return reach(s, d) >= control_need(s, d)


@njit(cache=True)
def control_mode(s, d):
    """Is d step 1's destination? It is the first March space and, counted as before the pieces this
    March brought, it lacked DR Control and had enough Guerrillas in reach (then step 1 chose it, R92)."""
    if s[OP + OP_N_SELECTED] != 1 or SPACE_TYPE[d] == EC:
        return False
    need = control_need(s, d) + arrived(s, d)
    return others(s, d) - faction_pieces(s, d, DR) + arrived(s, d) + 1 > 0 and reach(s, d) + arrived(s, d) >= need


@njit(cache=True)
def march_condition(s):
    for sp in range(N_SPACES):
        if control_march_ok(s, sp):
            return True
    return M.closer_possible(s, DR)


@njit(cache=True)
def march_step(s, rng, trace):
    k = s[OP + OP_N_SELECTED]
    if k == 0:
        score = no_score()
        for d in range(N_SPACES):
            if control_march_ok(s, d):
                score[d] = POP[d]
        a = G.choose(rng, score, trace, T.DR_MARCH_CONTROL)
        if a >= 0:
            return a
    if k >= 2 or (k == 1 and not control_mode(s, M.first_selected(s))):
        return -1
    return M.closer_step(s, DR, rng, trace, T.DR_MARCH_HAVANA)


@njit(cache=True)
def march_origin(s, d, rng, trace, legal, n):
    """SP_MARCH_FROM: step 1 from the spaces with the most DR Guerrillas until d is Controlled; step 2
    from 1 space, the one with the most Guerrillas that may move, farther from Havana than d."""
    a = -1
    if not control_mode(s, d):
        a = M.closer_origin(s, DR, d, rng, trace, legal, n, T.DR_MARCH_FROM)
    elif control_need(s, d) > 0:
        score = no_score()
        for o in range(N_SPACES):
            if G.has(legal, n, A_SPACE0 + o) and M.leavers(s, DR, o) > 0:
                score[o] = guerrillas(s, o)
        a = G.choose(rng, score, trace, T.DR_MARCH_FROM)
    if a >= 0 and not ADJ[a - A_SPACE0, d]:
        T.note(trace, T.DR_MORGAN, a - A_SPACE0)
    return G.or_done(a, trace)


@njit(cache=True)
def march_piece(s, legal, n, trace):
    """PU_MOVE: step 1 only as many as Control needs, step 2 all that may leave; 8.6.3's constraints,
    then 8.1.2."""
    o, d = s[OP + CX_SP], s[OP + CX_SP2]
    if M.leavers(s, DR, o) == 0 or (control_mode(s, d) and control_need(s, d) == 0):
        T.note(trace, T.MARCH_STOP, 0)
        return A_DONE
    return G.march_piece(s, DR, legal, n, -1, False, trace)


# ------------------------------------------------------------------------------ 8.6.4 Attack
@njit(cache=True)
def removable_gs(s, sp):
    """Government and Syndicate pieces an Attack can take here (cubes, Guerrillas, Bases, open Casinos)."""
    n = 0
    for col in (TROOPS, POLICE, GBASE, SYN_U, SYN_A, CAS_OPEN):
        n += get(s, sp, col)
    return n


@njit(cache=True)
def attack_gives_control(s):
    """The branch test: a space with DR Guerrillas where removing 1 or 2 Government and/or Syndicate
    pieces would give DR Control."""
    for sp in range(N_SPACES):
        if guerrillas(s, sp) == 0 or SPACE_TYPE[sp] == EC or controller(s, sp) == DR:
            continue
        need = others(s, sp) - faction_pieces(s, sp, DR) + 1
        if 1 <= need <= 2 and removable_gs(s, sp) >= need:
            return True
    return False


@njit(cache=True)
def attack_ok(s, sp):
    """An Attack space: an Underground DR Guerrilla or 4+ DR Guerrillas, and enemies (3.3.3)."""
    return op_space_ok(s, OP_ATTACK, sp) and (get(s, sp, DR_U) > 0 or guerrillas(s, sp) >= 4)


@njit(cache=True)
def attack_possible(s):
    for sp in range(N_SPACES):
        if attack_ok(s, sp):
            return True
    return False


@njit(cache=True)
def target_class(s, sp):
    """Ambush ties: 4 Cash to take, 3 Government, 2 Syndicate, 1 26July targets."""
    for col in (TROOPS, POLICE, M26_U, M26_A, SYN_U, SYN_A):
        if pc.cash_under(s, sp, col) > 0:
            return 4
    if pc.cubes(s, sp) + get(s, sp, GBASE) > 0:
        return 3
    if get(s, sp, SYN_U) + get(s, sp, SYN_A) + get(s, sp, CAS_OPEN) > 0:
        return 2
    return 1


@njit(cache=True)
def attack_candidates(s):
    """The spaces the Attack may select (up to 3 - selected, most DR Guerrillas first): every one with at
    least as many as the last space it takes, so that the Ambush ties below see each space a draw of the
    Attack's ties could take (a bit mask)."""
    score = no_score()
    for sp in range(N_SPACES):
        if attack_ok(s, sp):
            score[sp] = guerrillas(s, sp)
    k = 3 - s[OP + OP_N_SELECTED]
    if k <= 0:
        return 0
    cut = max(np.sort(score)[::-1][min(k, N_SPACES) - 1], 0)  # the last space's count (fewer spaces: any)
    plan = 0
    for sp in range(N_SPACES):
        if score[sp] >= cut:
            plan |= 1 << sp
    return plan


@njit(cache=True)
def ambush_space(s, rng):
    """AMBUSH: among the Attack's spaces where it may act, the fewest DR Guerrillas, then the better
    targets (Cash, Government, Syndicate, 26July); the Attack then takes its other spaces by priority."""
    plan = attack_candidates(s)
    score = no_score()
    for sp in range(N_SPACES):
        if (plan >> sp) & 1 and sa_rules.space_ok(s, DR, SA_AMBUSH, sp):
            score[sp] = 10 * (40 - guerrillas(s, sp)) + target_class(s, sp)
    return tables.best(rng, score)


@njit(cache=True)
def attack_step(s, rng, trace, legal, n):
    if s[OP + OP_N_SELECTED] >= 3:
        return -1
    if s[OP + OP_N_SELECTED] == 0 and s[OP + OP_SA] < 0 and G.has(legal, n, A_SA0 + SA_AMBUSH):
        if ambush_space(s, rng) >= 0:
            return A_SA0 + SA_AMBUSH  # declared before its space is resolved (4.4.2)
    score = no_score()
    for sp in range(N_SPACES):
        if attack_ok(s, sp):
            score[sp] = guerrillas(s, sp)
    a = G.choose(rng, score, trace, T.DR_ATTACK_SPACE)
    if a >= 0:
        return a
    return -1


@njit(cache=True)
def removal_target(s, legal, n, trace):
    """PU_REMOVE by DR. Assassinate: its 8.6.1 priorities. Attack (8.6.4): a piece whose Cash DR takes,
    then the Government, the Syndicate, 26July; within a faction Bases first (the Casino too), Police and
    Troops alternating, Underground first (8.1.2). Attack removes 2: Police first, then Troops."""
    sp = s[OP + CX_SP]
    assassinate = s[OP + CX_MODE] == RM_ASSASSINATE
    police_first = assassinate or s[OP + CX_N] % 2 == 0
    best, best_col = -1, -1
    for col in range(13):
        if not G.has(legal, n, A_PIECE0 + col):
            continue
        if assassinate:
            sc = 10 * assassin_target_score(s, sp, col)
        else:
            g = pc.faction_of(col)
            sc = 40 if g == GOVT else (30 if g == SYN else 20)
            if pc.cash_goes_to(s, sp, col, DR):  # 8.6.4: a Non-player only if it cannot pass the Cash on
                sc = 60
            if pc.is_base(col):
                sc += 5
        sc += G.target_bonus(col, police_first)
        if sc > best:
            best, best_col = sc, col
    if best_col < 0:
        T.note(trace, T.OP_DONE, 0)
        return A_DONE
    T.note(trace, T.DR_TARGET, best_col)
    return A_PIECE0 + best_col


# ------------------------------------------------------------------------------ Special Activities
@njit(cache=True)
def sa_step(s, op, rng, trace, legal, n):
    """After the spaces: Subvert after Rally or March, Assassinate after Terror (Ambush came first)."""
    if s[OP + OP_SA] < 0:
        if (op == OP_RALLY or op == OP_MARCH) and G.has(legal, n, A_SA0 + SA_SUBVERT):
            T.note(trace, T.DR_SUBVERT, 0)
            return A_SA0 + SA_SUBVERT
        if op == OP_TERROR and G.has(legal, n, A_SA0 + SA_ASSASSINATE) and assassinate_space(s, rng) >= 0:
            T.note(trace, T.DR_ASSASSINATE, 0)
            return A_SA0 + SA_ASSASSINATE
        T.note(trace, T.NO_SA, 0)
    else:
        T.note(trace, T.OP_DONE, 0)
    return A_DONE


@njit(cache=True)
def sa_space(s, sa, rng, trace):
    if sa == SA_SUBVERT:
        return subvert_space(s, rng, trace)
    if sa == SA_ASSASSINATE:
        sp = assassinate_space(s, rng)
        if sp >= 0:
            T.note(trace, T.DR_ASSASSINATE_SPACE, sp)
            return A_SPACE0 + sp
        return -1
    sp = ambush_space(s, rng)  # SA_AMBUSH
    if sp >= 0:
        T.note(trace, T.DR_AMBUSH, sp)
        return A_SPACE0 + sp
    return -1


# ------------------------------------------------------------------------------ the flowchart
@njit(cache=True, inline="always")
def act(s, rng, trace, legal, n):
    """FR_ACT: 8.1 (Event, Pass) then the 8.6 flowchart."""
    a = opening(s, DR, trace, legal, n)
    if a >= 0:
        return a
    return choose_op(s, rng, trace, legal, n)


@njit(cache=True, inline="always")
def choose_op(s, rng, trace, legal, n):
    """The 8.6 flowchart's Operation among the legal ones (A_PASS where none applies); it also picks a
    free Op's Operation where an Event lets the faction choose it (8.4.4, policy.which_operation)."""
    if G.has(legal, n, A_OP0 + OP_TERROR) and terror_condition(s):
        T.note(trace, T.DR_TERROR, 0)
        return A_OP0 + OP_TERROR
    if G.has(legal, n, A_OP0 + OP_RALLY) and R.condition(s, DR):
        T.note(trace, T.DR_RALLY, 0)
        return A_OP0 + OP_RALLY
    march = G.has(legal, n, A_OP0 + OP_MARCH) and march_condition(s)
    attack = G.has(legal, n, A_OP0 + OP_ATTACK) and attack_possible(s)
    if attack and (attack_gives_control(s) or not march):
        T.note(trace, T.DR_ATTACK, 0)
        return A_OP0 + OP_ATTACK
    if march:
        T.note(trace, T.DR_MARCH, 0)
        return A_OP0 + OP_MARCH
    T.note(trace, T.DR_PASS, 0)
    return A_PASS


@njit(cache=True, inline="always")
def op_step(s, rng, trace, legal, n):
    op = s[OP + OP_ID]
    a = caracas_step(s, trace, legal, n)
    if a >= 0:
        return a
    if op == OP_ATTACK:
        a = attack_step(s, rng, trace, legal, n)
    elif s[OP + OP_SA] < 0:
        if op == OP_TERROR:
            a = terror_step(s, rng, trace)
        elif op == OP_RALLY:
            a = R.step(s, DR, rng, trace, T.DR_RALLY_FLIP)
        elif op == OP_MARCH:
            a = march_step(s, rng, trace)
    if a >= 0:
        return a
    return sa_step(s, op, rng, trace, legal, n)


@njit(cache=True, inline="always")
def decide(s, rng, trace, legal, n):
    """The Non-player Directorio's answer to the top frame; -1 where no 8.6 / 8.1.2 priority decides."""
    kind = top(s, 0)
    if kind == FR_ACT:
        return act(s, rng, trace, legal, n)
    if kind == FR_OP:
        return op_step(s, rng, trace, legal, n)
    if kind == FR_EXPAT:
        return expat_space(s, rng, trace, legal, n)
    if kind == FR_SPACE:
        ctx, purpose = top(s, 2), top(s, 3)
        if purpose == SP_MARCH_FROM:
            return march_origin(s, ctx, rng, trace, legal, n)
        if purpose == SP_SA:
            return sa_space(s, ctx, rng, trace)
        if (purpose == SP_VOLUNTARY and caracas_due(s)) or (purpose == SP_CARACAS_BASE and caracas_pending(s)):
            return caracas_base_space(s, rng, trace, legal, n)
        return -1
    if kind == FR_CHOICE:
        if top(s, 2) == CH_RALLY:
            sp = top(s, 3)
            return expat_mode(s, sp) if s[PHASE] == PH_PROPAGANDA else R.mode(s, DR, sp)
        return -1
    if kind == FR_PIECES:
        purpose = top(s, 2)
        if purpose == PU_MOVE:
            return march_piece(s, legal, n, trace)
        if purpose == PU_REMOVE:
            return removal_target(s, legal, n, trace)
        if purpose == PU_VOLUNTARY:
            return A_PIECE0 + DR_BASE if caracas_due(s) else -1
        return R.piece(s, DR, purpose, legal, n, trace)
    if kind == FR_CASH:
        return G.cash_deposit(s, DR, top(s, 2), legal, n, trace)
    return -1
