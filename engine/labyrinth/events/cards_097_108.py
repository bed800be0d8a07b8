"""Events of cards 96-108 (compiled), by card number; conventions as in cards_001_012.py. These cards are
unassociated (6.2.5): `side` is the player of the event, and some effects differ by side."""
import numpy as np

from engine.core.frames import push, top
from engine.core.jit import njit
from engine.core.rng import roll_d6
from engine.labyrinth.data import ADJ, COUNTRY_INDEX, CTYPE, IRAN, JIHADIST, MUSLIM, N_CARDS, N_COUNTRIES, SHIA_MIX, US
from engine.labyrinth.events.common import any_ir, as_country, ask, ask_posture, place_aid, place_cells, remove_cells
from engine.labyrinth.layout import (
    A_CARD0,
    A_PLOT0,
    AID,
    ALIGN,
    ALLY,
    AVAIL,
    FR_USE,
    GOV,
    HARD,
    IR,
    LOC,
    LOC_DISCARD,
    LOC_HAND_J,
    LOC_HAND_US,
    MARKED,
    NEUTRAL,
    PLOT1,
    POOR,
    POSTURE,
    RNG,
    SOFT,
)
from engine.labyrinth.rules.board import (
    add,
    cells,
    change_funding,
    change_prestige,
    get,
    put,
    solo,
    troops,
    troops_on_track,
    us_posture,
    worsen_toward_poor,
)
from engine.labyrinth.rules.cards import put_on_top, random_card
from engine.labyrinth.rules.jihadist_ops import success_number
from engine.labyrinth.rules.tables import governance_result, initial_test

SCANDINAVIA, ISRAEL, SERBIA = COUNTRY_INDEX["scandinavia"], COUNTRY_INDEX["israel"], COUNTRY_INDEX["serbia"]
CENTRAL_ASIA, LEBANON = COUNTRY_INDEX["central-asia"], COUNTRY_INDEX["lebanon"]
IRAQ, TURKEY, PAKISTAN = COUNTRY_INDEX["iraq"], COUNTRY_INDEX["turkey"], COUNTRY_INDEX["pakistan"]
BENAZIR_BHUTTO = 33
# #104-#106 in the solitaire game (9.4.2): the bot's step 0 names the Shia-Mix table's country, which is tested;
# step ROLLED + that country then names where the event acts (the nearest Good, else Fair, eligible country).
ROLLED = 64


def _steps_from(start: int) -> np.ndarray:
    """Adjacency steps from start to every country (printed map, 4.1.1)."""
    d = np.full(N_COUNTRIES, 99, dtype=np.int64)
    d[start] = 0
    frontier = [start]
    while frontier:
        nxt = []
        for a in frontier:
            for b in range(N_COUNTRIES):
                if ADJ[a, b] and d[b] > d[a] + 1:
                    d[b] = d[a] + 1
                    nxt.append(b)
        frontier = nxt
    return d


STEPS_FROM_LEBANON = _steps_from(LEBANON)


# ------------------------------------------------------------------ #96 Danish Cartoons
@njit(cache=True)
def c096(s, side):
    """The US sets Scandinavia's posture, then the Jihadist places a plot (its steps are the Jihadist's
    whoever played the card)."""
    if c096_kinds(s) != 0:
        ask(s, JIHADIST, 96, 0)
    ask_posture(s, US, 96, SCANDINAVIA)


@njit(cache=True)
def c096_kinds(s):
    """Bit k-1: a plot of kind k may be placed: plot 1, or any available one with Islamist Rule somewhere."""
    bits = 0
    for k in range(1, 5):
        if s[AVAIL + k] > 0 and (k == 1 or any_ir(s)):
            bits |= 1 << (k - 1)
    return bits


@njit(cache=True)
def c096_choice_ok(s, step, a):
    """Step 0: a Muslim country not under Islamist Rule; step 1 + c: the marker placed there."""
    if step == 0:
        c = as_country(a)
        return c >= 0 and MUSLIM[c] and get(s, c, GOV) != IR
    k = a - A_PLOT0 + 1
    return 1 <= k <= 4 and c096_kinds(s) & (1 << (k - 1)) != 0


@njit(cache=True)
def c096_answer(s, side, step, a):
    """No cell needed; the country is tested (4.9.4); a single possible marker is placed at once."""
    if step == 0:
        c = as_country(a)
        initial_test(s, c)
        bits = c096_kinds(s)
        if bits == 0:  # no marker of an allowed kind is available (a resampled plot pool may hold none)
            return
        if bits & (bits - 1):
            ask(s, side, 96, 1 + c)
        else:
            k = 1
            while not bits & (1 << (k - 1)):
                k += 1
            c096_place(s, c, k)
    else:
        c096_place(s, step - 1, a - A_PLOT0 + 1)


@njit(cache=True)
def c096_place(s, c, k):
    s[AVAIL + k] -= 1
    add(s, c, PLOT1 + k - 1, 1)


# ------------------------------------------------------------------ #98 Gaza Withdrawal
@njit(cache=True)
def c098(s, side):
    if side == US:
        change_funding(s, -1)
    else:
        place_cells(s, ISRAEL, 1)


# ------------------------------------------------------------------ #99 HAMAS Elected
@njit(cache=True)
def c099(s, side):
    """The US discards a card of its choice (whoever played the event), Prestige -1, Funding -1."""
    change_prestige(s, -1)
    change_funding(s, -1)
    for card in range(1, N_CARDS + 1):
        if s[LOC + card] == LOC_HAND_US:
            ask(s, US, 99, 0)
            return


@njit(cache=True)
def c099_choice_ok(s, step, a):
    card = a - A_CARD0 + 1
    return 1 <= card <= N_CARDS and s[LOC + card] == LOC_HAND_US


@njit(cache=True)
def c099_answer(s, side, step, a):
    s[LOC + a - A_CARD0 + 1] = LOC_DISCARD


# ------------------------------------------------------------------ #100 Hizb Ut-Tahrir
@njit(cache=True)
def c100(s, side):
    t = troops_on_track(s)
    if t <= 4:
        change_funding(s, 2)
    elif t >= 10:
        change_funding(s, -2)


# ------------------------------------------------------------------ #101 Kosovo
@njit(cache=True)
def c101(s, side):
    change_prestige(s, 1)
    put(s, SERBIA, POSTURE, SOFT if us_posture(s) == HARD else HARD)


# ------------------------------------------------------------------ #102 Former Soviet Union
@njit(cache=True)
def c102(s, side):
    """Neutral, and a governance roll as an initial test (4.9.4) even if Central Asia is marked."""
    put(s, CENTRAL_ASIA, GOV, governance_result(roll_d6(s, RNG)))
    put(s, CENTRAL_ASIA, ALIGN, NEUTRAL)


# ------------------------------------------------------------------ #103 Hizballah
@njit(cache=True)
def c103_target(s, c):
    return CTYPE[c] == SHIA_MIX and STEPS_FROM_LEBANON[c] <= 3 and cells(s, c) > 0


@njit(cache=True)
def c103(s, side):
    """US: a cell from a Shia-Mix country within 3 steps of Lebanon (none there: no effect); Jihadist:
    Lebanon Poor Neutral."""
    if side == JIHADIST:
        put(s, LEBANON, GOV, POOR)
        put(s, LEBANON, ALIGN, NEUTRAL)
        return
    for c in range(N_COUNTRIES):
        if c103_target(s, c):
            ask(s, side, 103, 0)
            return


@njit(cache=True)
def c103_choice_ok(s, step, a):
    c = as_country(a)
    return c >= 0 and c103_target(s, c)


@njit(cache=True)
def c103_answer(s, side, step, a):
    remove_cells(s, side, 103, as_country(a), 1, True)


# ------------------------------------------------------------------ #104, #105 Iran
@njit(cache=True)
def c104(s, side, card):
    ask(s, side, card, 0)


@njit(cache=True)
def c104_choice_ok(s, step, a):
    """Step 0 (and the solitaire step ROLLED + r): a Shia-Mix country; US step 1 + c: a cell from it or Iran."""
    c = as_country(a)
    if c < 0:
        return False
    if step == 0 or step >= ROLLED:
        return CTYPE[c] == SHIA_MIX
    return (c == step - 1 or c == IRAN) and cells(s, c) > 0


@njit(cache=True)
def shia_mix_rolled(s, side, card, step, c):
    """9.4.2 solitaire: the bot's first answer is the Shia-Mix table's country: test it, then ask where the
    event acts. False when the answer is already that second choice (or not the bot's)."""
    if side == US or step != 0 or not solo(s):
        return False
    initial_test(s, c)
    ask(s, side, card, ROLLED + c)
    return True


@njit(cache=True)
def c104_answer(s, side, card, step, a):
    """US: a cell from that country or Iran. Jihadist: two Jihad dice there, failures costing nothing; each
    success removes an Aid and worsens governance, never to Islamist Rule."""
    c = as_country(a)
    if 0 < step < ROLLED:
        remove_cells(s, side, card, c, 1, True)
        return
    if shia_mix_rolled(s, side, card, step, c):
        return
    initial_test(s, c)
    if side == US:
        if cells(s, c) > 0 or cells(s, IRAN) > 0:
            ask(s, side, card, 1 + c)
        return
    for _ in range(2):
        if roll_d6(s, RNG) <= success_number(s, c):
            put(s, c, AID, max(0, get(s, c, AID) - 1))
            worsen_toward_poor(s, c)


# ------------------------------------------------------------------ #106 Jaysh al-Mahdi
@njit(cache=True)
def c106_target(s, c):
    return CTYPE[c] == SHIA_MIX and cells(s, c) > 0 and troops(s, c) > 0


@njit(cache=True)
def c106_ok(s):
    for c in range(N_COUNTRIES):
        if c106_target(s, c):
            return True
    return False


@njit(cache=True)
def c106(s, side):
    ask(s, side, 106, 0)


@njit(cache=True)
def c106_choice_ok(s, step, a):
    """A Shia-Mix country with cells and troops; the solitaire bot's step 0: any Shia-Mix country (9.4.2)."""
    c = as_country(a)
    if c < 0:
        return False
    if step == 0 and solo(s) and top(s, 1) == JIHADIST:
        return CTYPE[c] == SHIA_MIX
    return c106_target(s, c)


@njit(cache=True)
def c106_answer(s, side, step, a):
    """US: two cells (all if fewer); Jihadist: one level worse, never to Islamist Rule."""
    c = as_country(a)
    if shia_mix_rolled(s, side, 106, step, c):
        return
    if side == US:
        remove_cells(s, side, 106, c, 2, True)
    else:
        worsen_toward_poor(s, c)


# ------------------------------------------------------------------ #107 Kurdistan
@njit(cache=True)
def c107(s, side):
    """US: Iraq tested and 1 Aid; Jihadist: Turkey tested, then Turkey or Iraq one level worse (not to IR)."""
    if side == US:
        initial_test(s, IRAQ)
        place_aid(s, IRAQ)
    else:
        initial_test(s, TURKEY)
        ask(s, side, 107, 0)


@njit(cache=True)
def c107_choice_ok(s, step, a):
    c = as_country(a)
    return c == TURKEY or c == IRAQ


@njit(cache=True)
def c107_answer(s, side, step, a):
    c = as_country(a)
    initial_test(s, c)
    worsen_toward_poor(s, c)


# ------------------------------------------------------------------ #108 Musharraf
@njit(cache=True)
def c108_ok(s):
    return cells(s, PAKISTAN) > 0 and s[MARKED + BENAZIR_BHUTTO] == 0


@njit(cache=True)
def c108(s, side):
    put(s, PAKISTAN, GOV, POOR)
    put(s, PAKISTAN, ALIGN, ALLY)
    remove_cells(s, side, 108, PAKISTAN, 1, True)


# ------------------------------------------------------------------ #97 Fatwa
@njit(cache=True)
def hand_besides(s, loc):
    n = 0
    for card in range(1, N_CARDS + 1):
        if card != 97 and s[LOC + card] == loc:
            n += 1
    return n


@njit(cache=True)
def c097_ok(s):
    return hand_besides(s, LOC_HAND_US) > 0 and hand_besides(s, LOC_HAND_J) > 0


@njit(cache=True)
def c097(s, side):
    """Each side gives the other a card drawn at random from its hand (both drawn before either moves); then
    the player uses this card for an operation (FR_USE with p1 = 1: Ops only)."""
    to_us = random_card(s, LOC_HAND_J)
    to_j = random_card(s, LOC_HAND_US)
    s[LOC + to_us] = LOC_HAND_US
    s[LOC + to_j] = LOC_HAND_J
    put_on_top(s, to_j)  # 9.2: the bot gives its top card and puts the one it gets on top
    push(s, FR_USE, side, 1, 0)
