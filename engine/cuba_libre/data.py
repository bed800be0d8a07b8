"""Cuba Libre facts as NumPy constants, loaded once from the CSV files in ./data.

Compiled code reads these arrays as globals (frozen at compile time). Indices:
spaces are the rows of spaces.csv in file order (west to east), factions are GOVT, M26, DR, SYN.
"""
from __future__ import annotations

from pathlib import Path

import networkx as nx
import numpy as np

from engine.core.data import csv_rows

DATA = Path(__file__).parent / "data"

# Factions (1.5); order used in every per-faction array.
GOVT, M26, DR, SYN = 0, 1, 2, 3
N_FACTIONS = 4
FACTION_IDS = ("govt", "26july", "dr", "syndicate")
FACTION_NAMES = ("Government", "26July", "Directorio", "Syndicate")

# Space types and terrain (1.3).
PROVINCE, CITY, EC = 0, 1, 2
NO_TERRAIN, FOREST, MOUNTAIN, GRASSLAND = 0, 1, 2, 3
_TYPE = {"province": PROVINCE, "city": CITY, "ec": EC}
_TERRAIN = {"": NO_TERRAIN, "forest": FOREST, "mountain": MOUNTAIN, "grassland": GRASSLAND}


_spaces = csv_rows(DATA / "spaces.csv")
SPACE_IDS = tuple(r["id"] for r in _spaces)
SPACE_NAMES = tuple(r["name"] for r in _spaces)
SPACE_SHORT = tuple(r["short"] for r in _spaces)
N_SPACES = len(SPACE_IDS)
SPACE_INDEX = {sid: i for i, sid in enumerate(SPACE_IDS)}
SPACE_TYPE = np.array([_TYPE[r["type"]] for r in _spaces], dtype=np.int64)
TERRAIN = np.array([_TERRAIN[r["terrain"]] for r in _spaces], dtype=np.int64)
POP = np.array([int(r["pop"]) for r in _spaces], dtype=np.int64)
ECON = np.array([int(r["econ"]) for r in _spaces], dtype=np.int64)

ADJ = np.zeros((N_SPACES, N_SPACES), dtype=np.bool_)
for _r in csv_rows(DATA / "adjacency.csv"):
    _a, _b = SPACE_INDEX[_r["a"]], SPACE_INDEX[_r["b"]]
    ADJ[_a, _b] = ADJ[_b, _a] = True


# Neighbour lists (-1 padded) for compiled loops over adjacent spaces only.
DEGREE = ADJ.sum(axis=1).astype(np.int64)
NEIGHBORS = np.full((N_SPACES, int(DEGREE.max())), -1, dtype=np.int64)
for _a in range(N_SPACES):
    _nb = np.flatnonzero(ADJ[_a])
    NEIGHBORS[_a, : len(_nb)] = _nb


def map_graph() -> nx.Graph:
    """The map as a networkx graph (Python-side use: distances, rendering, analysis)."""
    g = nx.Graph()
    for i, sid in enumerate(SPACE_IDS):
        g.add_node(sid, index=i, name=SPACE_NAMES[i], type=_spaces[i]["type"], pop=int(POP[i]), econ=int(ECON[i]))
    for a in range(N_SPACES):
        for b in range(a + 1, N_SPACES):
            if ADJ[a, b]:
                g.add_edge(SPACE_IDS[a], SPACE_IDS[b])
    return g


# Force pool (1.2.1 "Available Forces"), per piece column of the state (see layout.PIECES).
_pool = {(r["faction"], r["piece"]): int(r["pool"]) for r in csv_rows(DATA / "forces.csv")}
POOL_TROOPS = _pool[("govt", "troops")]
POOL_POLICE = _pool[("govt", "police")]
POOL_GOVT_BASES = _pool[("govt", "base")]
POOL_GUERRILLAS = np.array([0, _pool[("26july", "guerrilla")], _pool[("dr", "guerrilla")], _pool[("syndicate", "guerrilla")]], dtype=np.int64)
POOL_BASES = np.array([POOL_GOVT_BASES, _pool[("26july", "base")], _pool[("dr", "base")], _pool[("syndicate", "casino")]], dtype=np.int64)
N_CASH = 4  # 4.5.2: exactly 4 Cash markers
N_TERROR_MARKERS = 20  # 3.3.4: 20 Terror/Sabotage markers in all
MAX_RESOURCES = 49  # 1.8: each faction's Resources and the Aid track run 0-49, any excess lost
TRANSPORT_TROOPS = 3  # 4.2.1: Transport moves up to 3 Troops

# Cards (5.0, 2.4): ids 1-48 Event cards, 49-52 Propaganda cards; row 0 unused.
N_CARDS = 52
FIRST_PROPAGANDA = 49
_cards = csv_rows(DATA / "cards.csv")
CARD_TITLES = ("",) + tuple(r["title"] for r in _cards)
# Our own one-line summary of each side, (unshaded, shaded), by card number: "" where the side does not
# exist (single Events' shaded side, Propaganda cards, row 0). Never the card's printed text.
CARD_SUMMARIES = (("", ""),) + tuple((r["unshaded_summary"], r["shaded_summary"]) for r in _cards)
_FID = {f: i for i, f in enumerate(FACTION_IDS)}
# Faction order printed on each Event card (2.3.2); -1 for Propaganda cards.
CARD_ORDER = np.full((N_CARDS + 1, N_FACTIONS), -1, dtype=np.int64)
# Which factions have a halo on the card (8.4.1).
CARD_HALO = np.zeros((N_CARDS + 1, N_FACTIONS), dtype=np.bool_)
# Side types: 0 plain, 1 capability (5.3), 2 momentum (5.4), 3 none (single-text or Propaganda card).
PLAIN, CAPABILITY, MOMENTUM, NO_SIDE = 0, 1, 2, 3
_SIDE = {"plain": PLAIN, "capability": CAPABILITY, "momentum": MOMENTUM, "none": NO_SIDE}
CARD_SIDES = np.full((N_CARDS + 1, 2), NO_SIDE, dtype=np.int64)
for _r in _cards:
    _n = int(_r["number"])
    for _k, _f in enumerate(_r["faction_order"].split()):
        CARD_ORDER[_n, _k] = _FID[_f]
    for _f in _r["np_halo"].split():
        CARD_HALO[_n, _FID[_f]] = True
    CARD_SIDES[_n, 0] = _SIDE[_r["unshaded_type"]]
    CARD_SIDES[_n, 1] = _SIDE[_r["shaded_type"]]


def card_label(card: int) -> str:
    if card <= 0:
        return "none"
    if card >= FIRST_PROPAGANDA:
        return f"Propaganda ({card})"
    return f"#{card} {CARD_TITLES[card]}"
