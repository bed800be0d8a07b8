"""Events of cards 61-72 (compiled), by card number; conventions as in cards_001_012.py."""
from engine.core.jit import njit
from engine.core.rng import roll_d6
from engine.labyrinth.data import COUNTRY_INDEX, JIHADIST, N_COUNTRIES
from engine.labyrinth.events.common import as_country, ask, draw, place_cells, remove_cells
from engine.labyrinth.layout import (
    ADVERSARY,
    ALIGN,
    CTR_CENTRAL_ASIA,
    CTR_RUSSIA,
    GOV,
    HARD,
    IR,
    LAPSE,
    LOC,
    LOC_DISCARD,
    LOC_HAND_US,
    MARKED,
    POSTURE,
    RECENT_DISRUPTED,
    RNG,
    SOFT,
    WMD_LOOSE,
)
from engine.labyrinth.rules.board import (
    cells,
    cells_on_track,
    change_funding,
    change_prestige,
    get,
    put,
    recent,
    us_posture,
    wmd_enters,
    worsen_toward_poor,
)
from engine.labyrinth.rules.cards import random_card
from engine.labyrinth.rules.jihadist_ops import success_number
from engine.labyrinth.rules.tables import initial_test

RUSSIA, CENTRAL_ASIA = COUNTRY_INDEX["russia"], COUNTRY_INDEX["central-asia"]
CAUCASUS, LEBANON, SYRIA = COUNTRY_INDEX["caucasus"], COUNTRY_INDEX["lebanon"], COUNTRY_INDEX["syria"]
UNITED_KINGDOM, AFGHANISTAN = COUNTRY_INDEX["united-kingdom"], COUNTRY_INDEX["afghanistan"]
INDONESIA, PAKISTAN, INDIA = COUNTRY_INDEX["indonesia-malaysia"], COUNTRY_INDEX["pakistan"], COUNTRY_INDEX["india"]
CTR, INDO_PAKISTANI_TALKS, RENDITIONS, GTMO = 3, 36, 44, 114


# ------------------------------------------------------------------ #62 Ex-KGB
@njit(cache=True)
def c062(s, side):
    """CTR leaves Russia; without it there the Jihadist chooses the Caucasus or Central Asia."""
    if s[MARKED + CTR] & CTR_RUSSIA:
        s[MARKED + CTR] &= ~CTR_RUSSIA
    else:
        ask(s, side, 62, 0)


@njit(cache=True)
def c062_choice_ok(s, step, a):
    c = as_country(a)
    return c == CAUCASUS or c == CENTRAL_ASIA


@njit(cache=True)
def c062_answer(s, side, step, a):
    """The Caucasus takes the posture opposite the US posture; or Central Asia, tested, shifts toward
    Adversary."""
    if as_country(a) == CAUCASUS:
        put(s, CAUCASUS, POSTURE, SOFT if us_posture(s) == HARD else HARD)
        return
    initial_test(s, CENTRAL_ASIA)
    if get(s, CENTRAL_ASIA, ALIGN) < ADVERSARY:
        put(s, CENTRAL_ASIA, ALIGN, get(s, CENTRAL_ASIA, ALIGN) + 1)


# ------------------------------------------------------------------ #63 Gaza War
@njit(cache=True)
def c063(s, side):
    card = random_card(s, LOC_HAND_US)
    if card != 0:
        s[LOC + card] = LOC_DISCARD
    change_funding(s, 1)
    change_prestige(s, -1)


# ------------------------------------------------------------------ #64 Hariri Killed
@njit(cache=True)
def c064(s, side):
    """Syria (tested first if needed, L39) becomes an Adversary one level worse, never past Poor."""
    initial_test(s, LEBANON)
    initial_test(s, SYRIA)
    put(s, SYRIA, ALIGN, ADVERSARY)
    worsen_toward_poor(s, SYRIA)


# ------------------------------------------------------------------ #65 HEU, #69 Kazakh Strain, #71 Loose Nuke
@njit(cache=True)
def wmd_source(s, c):
    """A cell there and no CTR marker (#3)."""
    if c == RUSSIA:
        return cells(s, c) > 0 and not s[MARKED + CTR] & CTR_RUSSIA
    return c == CENTRAL_ASIA and cells(s, c) > 0 and not s[MARKED + CTR] & CTR_CENTRAL_ASIA


@njit(cache=True)
def c065_ok(s):
    return wmd_source(s, RUSSIA) or wmd_source(s, CENTRAL_ASIA)


@njit(cache=True)
def c065(s, side):
    ask(s, side, 65, 0)


@njit(cache=True)
def c065_choice_ok(s, step, a):
    c = as_country(a)
    return c >= 0 and wmd_source(s, c)


@njit(cache=True)
def c065_answer(s, side, step, a):
    wmd_roll(s, side, 65, as_country(a))


@njit(cache=True)
def wmd_roll(s, side, card, c):
    """One die as a 1-Op operation (8.1.1): success moves a WMD plot from the Loose Nuke box to Available
    Plots (none if the box is empty; 9.3.3 in solitaire), failure removes the cell (L40)."""
    if roll_d6(s, RNG) <= success_number(s, c):
        if s[WMD_LOOSE] > 0:
            s[WMD_LOOSE] -= 1
            wmd_enters(s, 1)
    else:
        remove_cells(s, side, card, c, 1, True)


@njit(cache=True)
def c069_ok(s):
    return wmd_source(s, CENTRAL_ASIA)


@njit(cache=True)
def c069(s, side):
    wmd_roll(s, side, 69, CENTRAL_ASIA)


@njit(cache=True)
def c071_ok(s):
    return wmd_source(s, RUSSIA)


@njit(cache=True)
def c071(s, side):
    wmd_roll(s, side, 71, RUSSIA)


# ------------------------------------------------------------------ #66 Homegrown
@njit(cache=True)
def c066(s, side):
    place_cells(s, UNITED_KINGDOM, 1)


# ------------------------------------------------------------------ #67 Islamic Jihad Union
@njit(cache=True)
def c067(s, side):
    place_cells(s, CENTRAL_ASIA, 1)
    place_cells(s, AFGHANISTAN, 1)


# ------------------------------------------------------------------ #68 Jemaah Islamiya
@njit(cache=True)
def c068(s, side):
    place_cells(s, INDONESIA, 2)


# ------------------------------------------------------------------ #70 Lashkar-e-Tayyiba
@njit(cache=True)
def c070_ok(s):
    return s[MARKED + INDO_PAKISTANI_TALKS] == 0


@njit(cache=True)
def c070(s, side):
    place_cells(s, PAKISTAN, 1)
    place_cells(s, INDIA, 1)


# ------------------------------------------------------------------ #72 Opium
@njit(cache=True)
def c072_ok(s):
    return cells(s, AFGHANISTAN) > 0


@njit(cache=True)
def c072(s, side):
    """Three cells; under Islamist Rule every cell on the track (L39)."""
    place_cells(s, AFGHANISTAN, cells_on_track(s) if get(s, AFGHANISTAN, GOV) == IR else 3)


# ------------------------------------------------------------------ #61 Detainee Release
@njit(cache=True)
def c061_ok(s):
    """A US Disrupt in this or the previous action phase (board.recent), not under GTMO (#114, LAPSING) or
    Renditions (#44, MARK)."""
    if s[LAPSE + GTMO] != 0 or s[MARKED + RENDITIONS] == 1:
        return False
    for c in range(N_COUNTRIES):
        if recent(s, RECENT_DISRUPTED, c):
            return True
    return False


@njit(cache=True)
def c061(s, side):
    draw(s, JIHADIST, 1)
    ask(s, side, 61, 0)


@njit(cache=True)
def c061_choice_ok(s, step, a):
    c = as_country(a)
    return c >= 0 and recent(s, RECENT_DISRUPTED, c)


@njit(cache=True)
def c061_answer(s, side, step, a):
    place_cells(s, as_country(a), 1)
