"""What many events do (compiled): ask the deciding side, remove cells, set a posture, draw, Aid.

An event asks through an FR_EVENT frame (p1 the card, p2 a step). Steps below MIX are the card's own
(its functions in cards_NNN_MMM.py); MIX and POSTURE steps are shared and answered here:
  MIX + (c x 16 + n) x 2 + cadre   remove n cells from c: how many of them active (A_NUM0 + k)
  POSTURE + c                      set c's posture: A_NUM0 + HARD or A_NUM0 + SOFT
"""
import numpy as np

from engine.core.frames import push
from engine.core.jit import njit
from engine.labyrinth.data import ADJ, ISRAEL, JIHADIST, MUSLIM, N_COUNTRIES
from engine.labyrinth.layout import (
    A_COUNTRY0,
    A_NUM0,
    ACTIVES,
    AID,
    AVAIL,
    CADRE,
    DECKS,
    FR_EVENT,
    GOOD,
    GOV,
    HARD,
    IR,
    MARKED,
    PLOT0,
    POSTURE,
    RESHUFFLES,
    SLEEPERS,
    SOFT,
    WMD,
)
from engine.labyrinth.rules.board import (
    SADR,
    add,
    cell_pieces,
    cells,
    cells_on_track,
    get,
    has_posture_box,
    place_cell,
    plot_removed,
    put,
    remove_cell,
    wmd_used,
)
from engine.labyrinth.rules.cards import draw_card, put_on_top
from engine.labyrinth.rules.tables import initial_test
from engine.labyrinth.rules.victory import adjudicate

MIX = np.int64(1 << 50)  # above every card's own steps (Tony Blair's hold a bit per country)
POSTURE_STEP = np.int64(2 << 50)


@njit(cache=True)
def ask(s, side, card, step):
    push(s, FR_EVENT, side, card, step)


@njit(cache=True)
def as_country(a):
    """The country an answer names, or -1."""
    c = np.int64(a - A_COUNTRY0)  # int64 for step arithmetic (actions arrive as int32)
    return c if 0 <= c < N_COUNTRIES else np.int64(-1)


# ------------------------------------------------------------------ cells
@njit(cache=True)
def mix_range(s, c, n):
    """(lo, hi): how many of n cells removed from c may be active (n capped at the cell pieces there)."""
    n = min(n, cell_pieces(s, c))
    return max(0, n - get(s, c, SLEEPERS)), min(n, get(s, c, ACTIVES))


@njit(cache=True)
def take_cells(s, c, n, actives, cadre):
    """Remove n cells from c, `actives` of them active, the Sadr marker (#54) only after every piece (L50);
    4.8.4: the last cell removed by an event leaves a cadre unless the event says otherwise (cadre False)."""
    n = min(n, cells(s, c))
    if n == 0:
        return
    if n > cell_pieces(s, c):
        s[MARKED + SADR] = 0
        n -= 1
    for _ in range(actives):
        remove_cell(s, c, True)
    for _ in range(n - actives):
        remove_cell(s, c, False)
    if cadre and cells(s, c) == 0:
        put(s, c, CADRE, 1)


@njit(cache=True)
def remove_cells(s, side, card, c, n, cadre):
    """Remove n cells from c; the side carrying out the event chooses sleepers or actives when it matters."""
    lo, hi = mix_range(s, c, n)
    if hi > lo:
        ask(s, side, card, MIX + (c * 16 + min(n, 15)) * 2 + (1 if cadre else 0))
    else:
        take_cells(s, c, n, lo, cadre)


@njit(cache=True)
def place_cells(s, c, n):
    """4.7.4: event placements take any cell on the Funding track (Funding does not limit them); 4.8.4. An
    unmarked country is tested first (L39)."""
    initial_test(s, c)
    for _ in range(min(n, cells_on_track(s))):
        place_cell(s, c)


# ------------------------------------------------------------------ postures, plots, Aid, cards
@njit(cache=True)
def ask_posture(s, side, card, c):
    ask(s, side, card, POSTURE_STEP + c)


@njit(cache=True)
def posture_answer_ok(a):
    return a == A_NUM0 + HARD or a == A_NUM0 + SOFT


@njit(cache=True)
def settable_posture(c):
    """A country whose posture an event may set: a posture box, not Israel (4.3.2-4.3.3)."""
    return has_posture_box(c)


@njit(cache=True)
def remove_plot(s, c, k):
    """A plot of kind k leaves c as after an Alert (7.5.3): a WMD plot out of the game, a numbered one to
    Available Plots."""
    add(s, c, PLOT0 + k - 1, -1)
    if k != WMD:
        s[AVAIL + k] += 1
    else:
        wmd_used(s)
    plot_removed(s, c, k)


@njit(cache=True)
def place_aid(s, c):
    """4.8.3, 7.2.2: an Aid marker; a Good or Islamist Rule country holds none."""
    g = get(s, c, GOV)
    if g != GOOD and g != IR:
        add(s, c, AID, 1)


@njit(cache=True)
def draw(s, side, n):
    """Draw n cards (5.3.1: the game may end at the reshuffle that ends it); the solitaire bot's go on top of
    its stack (9.2)."""
    for _ in range(n):
        c = draw_card(s, side)
        if c == 0:
            if s[RESHUFFLES] >= s[DECKS]:
                adjudicate(s)
            return
        if side == JIHADIST:
            put_on_top(s, c)


@njit(cache=True)
def ir_adjacent_to_israel(s):
    for c in range(N_COUNTRIES):
        if ADJ[c, ISRAEL] and MUSLIM[c] and get(s, c, GOV) == IR:
            return True
    return False


@njit(cache=True)
def any_ir(s):
    for c in range(N_COUNTRIES):
        if MUSLIM[c] and get(s, c, GOV) == IR:
            return True
    return False


@njit(cache=True)
def common_answer_ok(s, step, a):
    if step >= POSTURE_STEP:
        return posture_answer_ok(a)
    x = step - MIX
    c = x // 32
    lo, hi = mix_range(s, c, x // 2 % 16)
    return A_NUM0 + lo <= a <= A_NUM0 + hi


@njit(cache=True)
def common_answer(s, step, a):
    if step >= POSTURE_STEP:
        put(s, step - POSTURE_STEP, POSTURE, a - A_NUM0)
        return
    x = step - MIX
    take_cells(s, x // 32, x // 2 % 16, a - A_NUM0, x % 2 == 1)
