"""Labyrinth facts as NumPy constants, loaded once from the CSV files in ./data.

Compiled code reads these arrays as globals (frozen at compile time). Countries are the rows of
countries.csv in file order: the 18 Muslim countries, Iran, then the non-Muslim countries.
"""
from __future__ import annotations

from pathlib import Path

import numpy as np

from engine.core.data import csv_rows

DATA = Path(__file__).parent / "data"

# Sides (1.0). Seat order of every per-side array.
US, JIHADIST = 0, 1
N_SIDES = 2
SIDE_IDS = ("us", "jihadist")
SIDE_NAMES = ("US", "Jihadist")

# Country types (4.1.2).
SUNNI, SHIA_MIX, IRAN_TYPE, NON_MUSLIM, US_TYPE = 0, 1, 2, 3, 4
_TYPE = {"Sunni": SUNNI, "Shia-Mix": SHIA_MIX, "Iran": IRAN_TYPE, "non-Muslim": NON_MUSLIM, "United States": US_TYPE}
TYPE_NAMES = ("Sunni", "Shia-Mix", "Iran", "non-Muslim", "United States")


_countries = csv_rows(DATA / "countries.csv")
COUNTRY_IDS = tuple(r["id"] for r in _countries)
COUNTRY_NAMES = tuple(r["name"] for r in _countries)
N_COUNTRIES = len(COUNTRY_IDS)
COUNTRY_INDEX = {cid: i for i, cid in enumerate(COUNTRY_IDS)}
CTYPE = np.array([_TYPE[r["type"]] for r in _countries], dtype=np.int64)
MUSLIM = np.array([t in (SUNNI, SHIA_MIX) for t in CTYPE], dtype=np.bool_)
NON_MUSLIM_OR_US = np.array([t in (NON_MUSLIM, US_TYPE) for t in CTYPE], dtype=np.bool_)
RESOURCES = np.array([int(r["resources"]) for r in _countries], dtype=np.int64)
OIL = np.array([r["oil"] == "1" for r in _countries], dtype=np.bool_)
SCHENGEN = np.array([r["schengen"] == "1" for r in _countries], dtype=np.bool_)
SCHENGEN_LINK = np.array([r["schengen_link"] == "1" for r in _countries], dtype=np.bool_)
FIXED_GOV = np.array([int(r["governance"] or 0) for r in _countries], dtype=np.int64)  # 4.3.1, 4.4
RECRUIT = np.array([int(r["recruit"]) for r in _countries], dtype=np.int64)  # 4.3.4 REC numbers
FIXED_HARD = np.array([r["posture"] == "hard" for r in _countries], dtype=np.bool_)  # 4.3.3 Israel
UNITED_STATES = COUNTRY_INDEX["united-states"]
IRAN = COUNTRY_INDEX["iran"]
ISRAEL = COUNTRY_INDEX["israel"]
PAKISTAN = COUNTRY_INDEX["pakistan"]
N_MUSLIM = int(MUSLIM.sum())

ADJ = np.zeros((N_COUNTRIES, N_COUNTRIES), dtype=np.bool_)
for _r in csv_rows(DATA / "adjacency.csv"):
    _a, _b = COUNTRY_INDEX[_r["a"]], COUNTRY_INDEX[_r["b"]]
    ADJ[_a, _b] = ADJ[_b, _a] = True

# Cards (4.10): ids 1-120; row 0 unused.
N_CARDS = 120
ASSOC_US, ASSOC_JIHADIST, ASSOC_NONE = 0, 1, 2
_ASSOC = {"us": ASSOC_US, "jihadist": ASSOC_JIHADIST, "unassociated": ASSOC_NONE}
_cards = csv_rows(DATA / "cards.csv")
CARD_NAMES = ("",) + tuple(r["name"] for r in _cards)
CARD_SUMMARIES = ("",) + tuple(r["summary"] for r in _cards)  # our words for the event (never the printed text)
CARD_PLAYABLE = ("",) + tuple(r["playable"] for r in _cards)  # 6.2.6: the precondition, in our words
CARD_BLOCKS = ("",) + tuple(r["blocks"] for r in _cards)  # 6.2.8
CARD_OPS = np.array([0] + [int(r["ops"]) for r in _cards], dtype=np.int64)
CARD_ASSOC = np.array([ASSOC_NONE] + [_ASSOC[r["association"]] for r in _cards], dtype=np.int64)
CARD_REMOVE = ("",) + tuple(r["remove"] for r in _cards)  # 6.2.9
REMOVE_ALWAYS, REMOVE_US_EVENT = 1, 2
CARD_REMOVED_BY = np.array([0] + [{"": 0, "always": REMOVE_ALWAYS, "us_event_only": REMOVE_US_EVENT}[r["remove"]]
                                  for r in _cards], dtype=np.int64)
CARD_MARK = np.array([0] + [int(r["mark"]) for r in _cards], dtype=np.bool_)  # 6.2.7
CARD_LAPSING = np.array([0] + [int(r["lapsing"]) for r in _cards], dtype=np.bool_)  # 6.2.7
CARD_INDEX = {name: n for n, name in enumerate(CARD_NAMES) if n}

# Plot markers (4.8.1, 4.7.9): six numbered plots (counter mix [EXT] 1,1,1,2,2,3) and 3 + 3 WMD plots.
PLOT_MIX = np.array([0, 3, 2, 1], dtype=np.int64)  # index = plot number
N_WMD_PER_BOX = 3
N_TROOPS = 15  # 4.6.2
N_CELLS = 15


def card_label(card: int) -> str:
    return f"#{card} {CARD_NAMES[card]}" if 1 <= card <= N_CARDS else "none"
