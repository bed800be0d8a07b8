"""8.7 Non-player 26July: Terror? -> Rally? -> (a space with 4+ 26July Guerrillas and a Government
piece? no: March, else Attack) -> Pass. Terror takes Kidnap, Rally and March take Infiltrate, Attack
takes Ambush; Agitation in the Support Phase (8.7.5).

As in directorio.py each function answers one decision from the state alone; March is in m26_march.py. The Capabilities the
procedure names: "Raul" rerolls a Kidnap's 1 or 2 and a failed Attack, "The Guerrilla Life" places
where Rally would only flip, "Pact of Caracas" adds its Terror step.
"""

from engine.core.frames import top
from engine.core.jit import njit
from engine.cuba_libre.data import CITY, EC, GOVT, M26, N_SPACES, POP, SPACE_TYPE, SYN
from engine.cuba_libre.layout import (
    A_CHOICE0,
    A_DONE,
    A_OP0,
    A_PASS,
    A_PIECE0,
    A_SA0,
    A_SPACE0,
    CH_KIDNAP,
    CH_RALLY,
    CH_REROLL_ATTACK,
    CH_REROLL_KIDNAP,
    CX_N,
    CX_SP,
    DR_A,
    DR_U,
    EFFECTS,
    FR_ACT,
    FR_AGITATE,
    FR_CASH,
    FR_CHOICE,
    FR_OP,
    FR_PIECES,
    FR_SPACE,
    GBASE,
    M26_A,
    M26_U,
    OP,
    OP_ATTACK,
    OP_ID,
    OP_MARCH,
    OP_N_SELECTED,
    OP_RALLY,
    OP_SA,
    OP_SA_SPACES,
    OP_SELECTED,
    OP_TERROR,
    POLICE,
    PU_MOVE,
    PU_REMOVE,
    RES,
    SA_AMBUSH,
    SA_INFILTRATE,
    SA_KIDNAP,
    SABOTAGE,
    SP_MARCH_FROM,
    SP_SA,
    SUPPORT,
    SYN_A,
    SYN_U,
    TERROR,
    TROOPS,
)
from engine.cuba_libre.nonplayer import guidelines as G
from engine.cuba_libre.nonplayer import m26_march as MM
from engine.cuba_libre.nonplayer import rally as R
from engine.cuba_libre.nonplayer import tables
from engine.cuba_libre.nonplayer import trace as T
from engine.cuba_libre.nonplayer.guidelines import no_score
from engine.cuba_libre.nonplayer.sequence import opening
from engine.cuba_libre.rules import effects as fx
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules import special as sa_rules
from engine.cuba_libre.rules.board import get
from engine.cuba_libre.rules.propaganda import markers_on_map, support_cost, support_space_ok

PACT_OF_CARACAS = 18  # card #18, a Capability (5.3)


@njit(cache=True)
def guerrillas(s, sp):
    return get(s, sp, M26_U) + get(s, sp, M26_A)


@njit(cache=True)
def op_space_ok(s, op, sp):
    return ops.space_ok(s, M26, op, sp)


# ------------------------------------------------------------------------------ 8.7.1 Terror and Kidnap
@njit(cache=True)
def kidnap_score(s, sp):
    """Step 1: a Kidnap against a faction holding Cash there or having Resources: an EC (3), then a City
    (2), finally an open-Casino space (1); -1 where none."""
    if not sa_rules.space_ok(s, M26, SA_KIDNAP, sp):
        return -1
    for t in (GOVT, SYN):
        if sa_rules.kidnap_target_ok(s, sp, t) and (pc.faction_cash(s, sp, t) > 0 or s[RES + t] > 0):
            return 3 if SPACE_TYPE[sp] == EC else (2 if SPACE_TYPE[sp] == CITY else 1)
    return -1


@njit(cache=True)
def sabotage_ok(s, sp):
    """Step 2: an EC without Sabotage, while a marker is left (3.3.4)."""
    return (SPACE_TYPE[sp] == EC and get(s, sp, SABOTAGE) == 0 and markers_on_map(s) < ops.N_MARKERS
            and op_space_ok(s, OP_TERROR, sp))


@njit(cache=True)
def shift_ok(s, sp):
    """Step 3: a City or Province at Support or Neutral (Terror shifts it toward Opposition)."""
    return SPACE_TYPE[sp] != EC and get(s, sp, SUPPORT) >= 0 and op_space_ok(s, OP_TERROR, sp)


@njit(cache=True)
def caracas_ok(s, sp):
    """Step 4: with "Pact of Caracas" in effect, a space at Passive Opposition."""
    return s[EFFECTS + PACT_OF_CARACAS] != 0 and get(s, sp, SUPPORT) == -1 and op_space_ok(s, OP_TERROR, sp)


@njit(cache=True)
def terror_condition(s):
    """Terror can enable a Kidnap, a Sabotage or a shift (a Passive Opposition space only with Caracas)."""
    for sp in range(N_SPACES):
        if kidnap_score(s, sp) >= 0 or sabotage_ok(s, sp) or shift_ok(s, sp) or caracas_ok(s, sp):
            return True
    return False


@njit(cache=True)
def kidnap_space(s, rng):
    score = no_score()
    for sp in range(N_SPACES):
        score[sp] = kidnap_score(s, sp)
    return tables.best(rng, score)


@njit(cache=True)
def terror_step(s, rng, trace, legal, n):
    if s[OP + OP_N_SELECTED] == 0 and s[OP + OP_SA] < 0 and G.has(legal, n, A_SA0 + SA_KIDNAP):
        if kidnap_space(s, rng) >= 0:
            T.note(trace, T.M26_KIDNAP, 0)
            return A_SA0 + SA_KIDNAP  # step 1: the Kidnap selects its Terror space (4.3.3)
    score = no_score()
    for k in range(3):
        for sp in range(N_SPACES):
            if (k == 0 and sabotage_ok(s, sp)) or (k == 1 and shift_ok(s, sp)) or (k == 2 and caracas_ok(s, sp)):
                score[sp] = 1
        a = G.choose(rng, score, trace, T.M26_TERROR_EC + k)
        if a >= 0:
            return a
    return -1


@njit(cache=True)
def kidnap_target(s, sp):
    """CH_KIDNAP: take Cash if possible, the Government's before the Syndicate's; else Government Resources."""
    for t in (GOVT, SYN):
        if sa_rules.kidnap_target_ok(s, sp, t) and pc.faction_cash(s, sp, t) > 0:
            return A_CHOICE0 + (0 if t == GOVT else 1)
    return A_CHOICE0 + (0 if sa_rules.kidnap_target_ok(s, sp, GOVT) and s[RES + GOVT] > 0 else 1)


# ------------------------------------------------------------------------------ 8.7.2 Rally, Infiltrate
@njit(cache=True)
def infiltrate_space(s, rng, trace):
    """INFILTRATE: an EC, else so as to take Cash, else to remove the last Police cube, else random."""
    score = no_score()
    for sp in range(N_SPACES):
        if sa_rules.space_ok(s, M26, SA_INFILTRATE, sp):
            col = POLICE if get(s, sp, POLICE) > 0 else TROOPS
            cash = pc.cash_under(s, sp, col) > 0 and pc.holders(s, sp, GOVT) == 1
            score[sp] = 4 if SPACE_TYPE[sp] == EC else (3 if cash else (2 if get(s, sp, POLICE) == 1 else 1))
    return G.choose(rng, score, trace, T.M26_INFILTRATE)


# ------------------------------------------------------------------------------ 8.7.4 Attack, Ambush
@njit(cache=True)
def cash_target(s, sp):
    """A piece whose removal gives 26July Cash (its faction's only holder there, 8.1.2)."""
    for col in (TROOPS, POLICE, DR_U, DR_A, SYN_U, SYN_A):
        if get(s, sp, col) > 0 and pc.cash_goes_to(s, sp, col, M26):
            return True
    return False


@njit(cache=True)
def govt_pieces(s, sp):
    return pc.cubes(s, sp) + get(s, sp, GBASE)


@njit(cache=True)
def attack_condition(s):
    """The branch test: a space with 4+ 26July Guerrillas and a Government piece (R96)."""
    for sp in range(N_SPACES):
        if guerrillas(s, sp) >= 4 and govt_pieces(s, sp) > 0:
            return True
    return False


@njit(cache=True)
def attack_target_ok(s, sp):
    return op_space_ok(s, OP_ATTACK, sp) and (govt_pieces(s, sp) > 0 or cash_target(s, sp))


@njit(cache=True)
def ambush_gain(s, sp):
    """Ambush ties: Cash gained (2), a Government Base removed (1)."""
    if cash_target(s, sp):
        return 2
    return 1 if get(s, sp, GBASE) > 0 and pc.cubes(s, sp) == 0 else 0


@njit(cache=True)
def additional_done(s):
    """The 1 additional space (under 4 Guerrillas) is selected: one selected space has under 4, counting
    out the Guerrilla an Ambush's Captured Goods placed (R92)."""
    for sp in range(N_SPACES):
        if (s[OP + OP_SELECTED] >> sp) & 1:
            ambushed = (s[OP + OP_SA_SPACES] >> sp) & 1 and s[OP + OP_SA] == SA_AMBUSH
            if guerrillas(s, sp) - (1 if ambushed else 0) < 4:
                return True
    return False


@njit(cache=True)
def attack_score(s, sp):
    """Every space with 4+ Guerrillas (2), then 1 more City or Province with an Underground one (1)."""
    if not attack_target_ok(s, sp):
        return -1
    if guerrillas(s, sp) >= 4:
        return 2
    if SPACE_TYPE[sp] != EC and get(s, sp, M26_U) > 0 and not additional_done(s):
        return 1
    return -1


@njit(cache=True)
def ambush_space(s, rng):
    """AMBUSH: among the planned Attack spaces, the fewest 26July Guerrillas; ties Cash, a Base, random."""
    score = no_score()
    extra = no_score()
    for sp in range(N_SPACES):
        sc = attack_score(s, sp)
        if sc >= 0 and sa_rules.space_ok(s, M26, SA_AMBUSH, sp):
            value = 10 * (40 - guerrillas(s, sp)) + ambush_gain(s, sp)
            if sc == 2:
                score[sp] = value
            else:
                extra[sp] = value
    best_extra = tables.best(rng, extra)  # only 1 additional space belongs to the plan
    if best_extra >= 0:
        score[best_extra] = extra[best_extra]
    return tables.best(rng, score)


@njit(cache=True)
def attack_step(s, rng, trace, legal, n):
    if s[OP + OP_N_SELECTED] == 0 and s[OP + OP_SA] < 0 and G.has(legal, n, A_SA0 + SA_AMBUSH):
        if ambush_space(s, rng) >= 0:
            return A_SA0 + SA_AMBUSH  # declared before its space is resolved (4.3.2)
    score = no_score()
    for sp in range(N_SPACES):
        score[sp] = attack_score(s, sp)
    return G.choose(rng, score, trace, T.M26_ATTACK_SPACE)


@njit(cache=True)
def removal_target(s, legal, n, trace):
    """PU_REMOVE by 26July: first a piece whose Cash 26July takes, then only Government forces (Bases
    first, Police and Troops alternating); others only where the rules force it (1.4.1)."""
    sp = s[OP + CX_SP]
    police_first = s[OP + CX_N] % 2 == 0
    best, best_col = -1, -1
    for col in range(13):
        if not G.has(legal, n, A_PIECE0 + col):
            continue
        g = pc.faction_of(col)
        sc = 40 if g == GOVT else 10
        if pc.HOLDER[col] >= 0 and pc.cash_under(s, sp, col) > 0 and pc.holders(s, sp, g) == 1:
            sc = 60
        if pc.is_base(col):
            sc += 5
        sc += G.target_bonus(col, police_first)
        if sc > best:
            best, best_col = sc, col
    if best_col < 0:
        T.note(trace, T.OP_DONE, 0)
        return A_DONE
    T.note(trace, T.M26_TARGET, best_col)
    return A_PIECE0 + best_col


# ------------------------------------------------------------------------------ 8.7.5 Agitation
@njit(cache=True)
def agitation_space(s, rng, trace, legal, n):
    """Agitate to the maximum: where Pop is highest, then Support, then the fewest Terror markers; Terror
    is removed only where the Resources then also buy a shift."""
    score = no_score()
    cost = support_cost(s, M26)
    for sp in range(N_SPACES):
        if G.has(legal, n, A_SPACE0 + sp) and support_space_ok(s, M26, sp):
            steps = get(s, sp, TERROR) + 1
            if get(s, sp, SUPPORT) > -2 and s[RES + M26] >= steps * cost:
                score[sp] = 1000 * POP[sp] + 100 * (1 if get(s, sp, SUPPORT) > 0 else 0) + 20 - get(s, sp, TERROR)
    return G.choose_or_done(rng, score, trace, T.M26_AGITATE)


# ------------------------------------------------------------------------------ Special Activities
@njit(cache=True)
def sa_step(s, op, rng, trace, legal, n):
    """After the spaces: Infiltrate after Rally or March (Kidnap and Ambush came first)."""
    if s[OP + OP_SA] < 0 and (op == OP_RALLY or op == OP_MARCH) and G.has(legal, n, A_SA0 + SA_INFILTRATE):
        T.note(trace, T.M26_INFILTRATE_SA, 0)
        return A_SA0 + SA_INFILTRATE
    T.note(trace, T.NO_SA if s[OP + OP_SA] < 0 else T.OP_DONE, 0)
    return A_DONE


@njit(cache=True)
def sa_space(s, sa, rng, trace):
    if sa == SA_INFILTRATE:
        return infiltrate_space(s, rng, trace)
    if sa == SA_KIDNAP:
        score = no_score()
        for sp in range(N_SPACES):
            score[sp] = kidnap_score(s, sp)
        return G.choose(rng, score, trace, T.M26_KIDNAP_SPACE)
    score = no_score()
    sp = ambush_space(s, rng)
    if sp >= 0:
        score[sp] = 1
    return G.choose(rng, score, trace, T.M26_AMBUSH)


# ------------------------------------------------------------------------------ 8.7.2 "The Guerrilla Life" (#30)
@njit(cache=True)
def rally_mode(s, sp, trace):
    """CH_RALLY by the step (rally.py); with "The Guerrilla Life" flipping and placing combine: where
    step 1 would flip, Guerrillas are placed (with the Bases' number if possible) and every 26July
    Guerrilla of the Rally space ends Underground anyway (#30, rules/turn/closing.finish)."""
    a = R.mode(s, M26, sp)
    if a == A_CHOICE0 + 2 and fx.guerrilla_life(s):
        bits = ops.rally_options(s, M26, sp)
        if bits & 9:
            T.note(trace, T.M26_GUERRILLA_LIFE, sp)
            return A_CHOICE0 + (3 if bits & 8 else 0)
    return a


# ------------------------------------------------------------------------------ "Raul" (#22 unshaded)
@njit(cache=True)
def raul_reroll(s, what, sp, trace):
    """8.7.1 KIDNAP: reroll a 1 or 2 (only); 8.7.4: reroll a failed Attack (only, 3.3.3: the die above the
    26July Guerrillas there)."""
    roll = s[OP + CX_N]
    if what == CH_REROLL_KIDNAP:
        again = roll <= 2
    else:
        again = roll > guerrillas(s, sp)
    T.note(trace, T.M26_RAUL_REROLL if again else T.M26_RAUL_KEEP, 0)
    return A_CHOICE0 + (1 if again else 0)


# ------------------------------------------------------------------------------ the flowchart
@njit(cache=True, inline="always")
def act(s, rng, trace, legal, n):
    """FR_ACT: 8.1 (Event, Pass) then the 8.7 flowchart."""
    a = opening(s, M26, trace, legal, n)
    if a >= 0:
        return a
    return choose_op(s, rng, trace, legal, n)


@njit(cache=True, inline="always")
def choose_op(s, rng, trace, legal, n):
    """The 8.7 flowchart's Operation among the legal ones (A_PASS where none applies); it also picks a
    free Op's Operation where an Event lets the faction choose it (8.4.4, policy.which_operation)."""
    if G.has(legal, n, A_OP0 + OP_TERROR) and terror_condition(s):
        T.note(trace, T.M26_TERROR, 0)
        return A_OP0 + OP_TERROR
    if G.has(legal, n, A_OP0 + OP_RALLY) and R.condition(s, M26):
        T.note(trace, T.M26_RALLY, 0)
        return A_OP0 + OP_RALLY
    march = G.has(legal, n, A_OP0 + OP_MARCH) and MM.march_condition(s)
    attack = False
    if G.has(legal, n, A_OP0 + OP_ATTACK):
        for sp in range(N_SPACES):
            attack = attack or attack_score(s, sp) >= 0
    if march and not attack_condition(s):
        T.note(trace, T.M26_MARCH, 0)
        return A_OP0 + OP_MARCH
    if attack:
        T.note(trace, T.M26_ATTACK, 0)
        return A_OP0 + OP_ATTACK
    T.note(trace, T.M26_PASS, 0)
    return A_PASS


@njit(cache=True, inline="always")
def op_step(s, rng, trace, legal, n):
    op = s[OP + OP_ID]
    a = -1
    if op == OP_TERROR:
        a = terror_step(s, rng, trace, legal, n)
    elif op == OP_ATTACK:
        a = attack_step(s, rng, trace, legal, n)
    elif s[OP + OP_SA] < 0:
        if op == OP_RALLY:
            a = R.step(s, M26, rng, trace, T.M26_RALLY_FLIP)
        elif op == OP_MARCH:
            a = MM.march_step(s, rng, trace)
    if a >= 0:
        return a
    return sa_step(s, op, rng, trace, legal, n)


@njit(cache=True, inline="always")
def decide(s, rng, trace, legal, n):
    """The Non-player 26July's answer to the top frame; -1 where no 8.7 / 8.1.2 priority decides."""
    kind = top(s, 0)
    if kind == FR_ACT:
        return act(s, rng, trace, legal, n)
    if kind == FR_OP:
        return op_step(s, rng, trace, legal, n)
    if kind == FR_AGITATE:
        return agitation_space(s, rng, trace, legal, n)
    if kind == FR_SPACE:
        ctx, purpose = top(s, 2), top(s, 3)
        if purpose == SP_MARCH_FROM:
            return MM.march_origin(s, ctx, rng, trace, legal, n)
        if purpose == SP_SA:
            return sa_space(s, ctx, rng, trace)
        return -1
    if kind == FR_CHOICE:
        what, sp = top(s, 2), top(s, 3)
        if what == CH_RALLY:
            return rally_mode(s, sp, trace)
        if what == CH_KIDNAP:
            return kidnap_target(s, sp)
        if what == CH_REROLL_KIDNAP or what == CH_REROLL_ATTACK:
            return raul_reroll(s, what, sp, trace)
        return -1
    if kind == FR_PIECES:
        purpose = top(s, 2)
        if purpose == PU_MOVE:
            return MM.march_piece(s, legal, n, trace)
        if purpose == PU_REMOVE:
            return removal_target(s, legal, n, trace)
        return R.piece(s, M26, purpose, legal, n, trace)
    if kind == FR_CASH:
        return G.cash_deposit(s, M26, top(s, 2), legal, n, trace)
    return -1
