"""4.9 die tables (T.1-T.3) and the initial testing of unmarked countries (4.9.4), compiled.
Every die comes from the RNG words in the state."""
from engine.core.jit import njit
from engine.core.rng import roll_d6
from engine.labyrinth.data import MUSLIM, UNITED_STATES
from engine.labyrinth.layout import ALIGN, FAIR, GOV, HARD, NEUTRAL, POOR, POSTURE, RNG, SOFT, UNTESTED
from engine.labyrinth.rules.board import change_prestige, get, gwot_penalty, has_posture_box, put, set_governance


@njit(cache=True)
def governance_result(die):
    """T.1 Governance table: 1-4 Poor, 5-6 Fair."""
    return POOR if die <= 4 else FAIR


@njit(cache=True)
def posture_result(modified):
    """T.2 Posture table: 1-4 Soft, 5+ Hard."""
    return SOFT if modified <= 4 else HARD


@njit(cache=True)
def roll_posture(s, c):
    """4.9.3: roll a country's posture; the US posture roll gets +1."""
    put(s, c, POSTURE, posture_result(roll_d6(s, RNG) + (1 if c == UNITED_STATES else 0)))


@njit(cache=True)
def prestige_change(direction_die, penalty, low_die):
    """T.3 Prestige table: the first die -1 with a GWOT penalty decides (1-4 down, 5-6 up); the lower of
    two more dice is the amount. Returns the signed change."""
    return low_die if direction_die - (1 if penalty > 0 else 0) >= 5 else -low_die


@njit(cache=True)
def roll_prestige(s):
    """4.7.1 / T.3: a Prestige roll."""
    d = roll_d6(s, RNG)
    a = roll_d6(s, RNG)
    b = roll_d6(s, RNG)
    change_prestige(s, prestige_change(d, gwot_penalty(s), min(a, b)))


@njit(cache=True)
def is_unmarked(s, c):
    """4.9.4: a Muslim country without governance, a non-Muslim country without a posture marker."""
    if MUSLIM[c]:
        return get(s, c, GOV) == UNTESTED
    return has_posture_box(c) and get(s, c, POSTURE) == 0


@njit(cache=True)
def initial_test(s, c):
    """4.9.4: an unmarked Muslim country rolls governance and becomes Neutral; an unmarked non-Muslim
    country rolls posture. A marked country (and Iran, the US, Israel) is not affected."""
    if not is_unmarked(s, c):
        return
    if MUSLIM[c]:
        set_governance(s, c, governance_result(roll_d6(s, RNG)))  # tested to Fair: noted for #94
        put(s, c, ALIGN, NEUTRAL)
    else:
        roll_posture(s, c)
