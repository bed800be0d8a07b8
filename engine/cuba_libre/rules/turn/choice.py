"""FR_CHOICE: the options inside one step (CH_*: Rally's, Train's closing, Construct, Kidnap,
Profit, Bribe, the #22 Raul rerolls).
"""
from engine.core.frames import pop, push
from engine.core.jit import njit
from engine.core.legal import emit
from engine.core.rng import roll_d6
from engine.cuba_libre.data import GOVT, N_SPACES, SYN
from engine.cuba_libre.layout import (
    A_CHOICE0,
    A_DONE,
    CAS_OPEN,
    CH_CONSTRUCT,
    CH_KIDNAP,
    CH_PROFIT,
    CH_PROFIT_CASHIN,
    CH_RALLY,
    CH_REROLL_ATTACK,
    CH_REROLL_KIDNAP,
    CH_TRAIN,
    CX_HIT,
    CX_MODE,
    CX_N,
    CX_SP,
    FR_PIECES,
    FR_SPACE,
    OP,
    OP_COUNT,
    PU_RALLY_BASE,
    PU_RALLY_PLACE,
    RNG,
    SP_PROFIT_CASH,
    SP_PROFIT_CASHIN,
    SP_TRAIN_BASE,
    SP_TRAIN_CIVIC,
    SYN_A,
    SYN_U,
)
from engine.cuba_libre.rules import grants
from engine.cuba_libre.rules import operations as ops
from engine.cuba_libre.rules import pieces as pc
from engine.cuba_libre.rules import special as sa_rules
from engine.cuba_libre.rules.board import get, guerrilla_cols
from engine.cuba_libre.rules.turn.closing import any_space_where
from engine.cuba_libre.rules.turn.pieces import next_base_piece


@njit(cache=True)
def choice_bits(s, f, what, sp):
    """Bit k set: A_CHOICE0 + k is allowed (FR_CHOICE kinds CH_*)."""
    if what == CH_RALLY:
        return ops.rally_options(s, f, sp)
    if what == CH_TRAIN:
        return any_space_where(s, 0) + 2 * any_space_where(s, 1)
    if what == CH_CONSTRUCT:
        return ops.construct_options(s, sp)
    if what == CH_KIDNAP:
        return sa_rules.kidnap_target_ok(s, sp, GOVT) + 2 * sa_rules.kidnap_target_ok(s, sp, SYN)
    if what == CH_PROFIT:
        a = b = 0
        for x in range(N_SPACES):
            a |= sa_rules.profit_cash_ok(s, x)
            b |= sa_rules.profit_cashin_ok(s, x)
        return a + 2 * b
    if what == CH_PROFIT_CASHIN:
        return (get(s, sp, CAS_OPEN) > 0) + 2 * (pc.faction_cash(s, sp, SYN) > 0)
    if what == CH_REROLL_ATTACK or what == CH_REROLL_KIDNAP:
        return 3  # #22 Raul: keep the die or reroll it
    # CH_BRIBE
    return (pc.cubes(s, sp) > 0) + 2 * (sa_rules.bribe_guerrillas(s, sp) > 0) + 4 * sa_rules.bribe_base_ok(s, sp)


@njit(cache=True)
def collect_choice(s, out, f, what, sp):
    n = 0
    bits = choice_bits(s, f, what, sp)
    for k in range(4):
        if (bits >> k) & 1:
            n = emit(out, n, A_CHOICE0 + k)
    if what == CH_TRAIN:
        n = emit(out, n, A_DONE)
    return n


@njit(cache=True)
def answer_choice(s, f, what, sp, k):
    if what != CH_PROFIT_CASHIN:
        pop(s)
    if what == CH_RALLY:
        u, a = guerrilla_cols(f)
        if k == 0:
            pc.place_guerrillas(s, sp, f, 1)
        elif k == 1:  # 1 Base for 2 of its Guerrillas there
            s[OP + CX_SP] = sp
            s[OP + CX_N] = 2
            s[OP + CX_HIT] = grants.borrowed(s, sp)
            next_base_piece(s, f, PU_RALLY_BASE)
        elif k == 2:  # flip all Underground
            for _ in range(get(s, sp, a)):
                pc.flip(s, sp, a, u)
            if grants.borrowed_active(s, sp):  # #43 (R59): with its own, the one counting as own
                pc.flip(s, sp, SYN_A, SYN_U)
        else:
            s[OP + CX_SP] = sp
            s[OP + CX_N] = ops.rally_limit(s, f, sp)
            push(s, FR_PIECES, f, PU_RALLY_PLACE, 0)
    elif what == CH_TRAIN:
        if k == 0:
            push(s, FR_SPACE, f, -1, SP_TRAIN_BASE)
        elif k == 1:
            push(s, FR_SPACE, f, -1, SP_TRAIN_CIVIC)
    elif what == CH_CONSTRUCT:
        ops.construct(s, sp, k)
    elif what == CH_KIDNAP:
        sa_rules.kidnap(s, sp, GOVT if k == 0 else SYN)
    elif what == CH_PROFIT:
        if k == 0:
            push(s, FR_SPACE, f, 0, SP_PROFIT_CASH)
        else:
            s[OP + OP_COUNT] = 0
            push(s, FR_SPACE, f, 0, SP_PROFIT_CASHIN)
    elif what == CH_PROFIT_CASHIN:
        pop(s)
        sa_rules.profit_cashin(s, sp, k)
    elif what == CH_REROLL_ATTACK:
        ops.attack_roll(s, f, sp, s[OP + CX_N] if k == 0 else roll_d6(s, RNG))
    elif what == CH_REROLL_KIDNAP:
        sa_rules.kidnap_roll(s, sp, s[OP + CX_MODE], s[OP + CX_N] if k == 0 else roll_d6(s, RNG))
    else:
        sa_rules.start_bribe(s, sp, k)
