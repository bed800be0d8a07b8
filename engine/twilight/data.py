"""Twilight Struggle facts as NumPy constants, loaded once from the CSV files in ./data (copies of
shared/data/twilight, the data authority).

Compiled code reads these arrays as globals (frozen at compile time). Country id = the row of
countries.csv (sorted by region, then name; spec 0.2); card id = its Deluxe number 1-110 (row 0 unused).
"""
from __future__ import annotations

from pathlib import Path

import numpy as np

from engine.core.data import csv_rows

DATA = Path(__file__).parent / "data"

# Sides (spec 0.2). Seat order of every per-side array.
US, USSR = 0, 1
N_SIDES = 2
SIDE_IDS = ("us", "ussr")
SIDE_NAMES = ("US", "USSR")

# Regions (2.1.1) in the order countries.csv lists them; subregions as bits (Austria and Finland carry both
# European bits).
REGION_NAMES = ("Europe", "Middle East", "Asia", "Africa", "Central America", "South America")
EUROPE, MIDDLE_EAST, ASIA, AFRICA, CENTRAL_AMERICA, SOUTH_AMERICA = range(6)
N_REGIONS = 6
EASTERN_EUROPE, WESTERN_EUROPE, SOUTHEAST_ASIA = 1, 2, 4
_SUB = {"Eastern Europe": EASTERN_EUROPE, "Western Europe": WESTERN_EUROPE, "Southeast Asia": SOUTHEAST_ASIA}

_countries = csv_rows(DATA / "countries.csv")
COUNTRY_NAMES = tuple(r["name"] for r in _countries)
N_COUNTRIES = len(COUNTRY_NAMES)
COUNTRY_INDEX = {name: i for i, name in enumerate(COUNTRY_NAMES)}
REGION = np.array([REGION_NAMES.index(r["region"]) for r in _countries], dtype=np.int64)
SUBREGIONS = np.array([sum(_SUB[x] for x in r["subregions"].split(";") if x) for r in _countries], dtype=np.int64)
STABILITY = np.array([int(r["stability"]) for r in _countries], dtype=np.int64)
BATTLEGROUND = np.array([int(r["battleground"]) for r in _countries], dtype=np.int64)
START_INFLUENCE = np.array([[int(r["us_start_influence"]) for r in _countries],
                            [int(r["ussr_start_influence"]) for r in _countries]], dtype=np.int64)

# 2.1.6 adjacency and 2.1.5 superpower links (NEXT_TO[side, c]: c touches that side's superpower).
ADJ = np.zeros((N_COUNTRIES, N_COUNTRIES), dtype=np.int64)
for _r in csv_rows(DATA / "adjacency.csv"):
    _a, _b = COUNTRY_INDEX[_r["a"]], COUNTRY_INDEX[_r["b"]]
    ADJ[_a, _b] = ADJ[_b, _a] = 1
MAX_NEIGHBOURS = int(ADJ.sum(axis=1).max())
NEIGHBOURS = np.full((N_COUNTRIES, MAX_NEIGHBOURS), -1, dtype=np.int64)  # -1 pads each row
for _c in range(N_COUNTRIES):
    _n = np.flatnonzero(ADJ[_c])
    NEIGHBOURS[_c, : len(_n)] = _n
NEXT_TO = np.zeros((N_SIDES, N_COUNTRIES), dtype=np.int64)
for _r in csv_rows(DATA / "superpower_links.csv"):
    NEXT_TO[SIDE_NAMES.index(_r["superpower"]), COUNTRY_INDEX[_r["country"]]] = 1

# 10.1 region scoring [DATA scoring.csv], by region id. Europe's control is an automatic win (no VP).
_scoring = {r["region"]: r for r in csv_rows(DATA / "scoring.csv")}
PRESENCE_VP = np.array([int(_scoring[n]["presence_vp"]) for n in REGION_NAMES], dtype=np.int64)
DOMINATION_VP = np.array([int(_scoring[n]["domination_vp"]) for n in REGION_NAMES], dtype=np.int64)
CONTROL_VP = np.array([int(_scoring[n]["control_vp"] or 0) for n in REGION_NAMES], dtype=np.int64)
REGION_BATTLEGROUNDS = np.array([int(_scoring[n]["battlegrounds"]) for n in REGION_NAMES], dtype=np.int64)
SE_ASIA_VP = np.zeros(N_COUNTRIES, dtype=np.int64)  # [DATA southeast_asia_scoring.csv]
for _r in csv_rows(DATA / "southeast_asia_scoring.csv"):
    SE_ASIA_VP[COUNTRY_INDEX[_r["country"]]] = int(_r["vp_if_controlled"])
# The region each scoring card scores; SE_ASIA_REGION marks #38 (7.2, 10.1).
SE_ASIA_REGION = N_REGIONS
SCORING_REGION = np.full(111, -1, dtype=np.int64)
for _n, _r in _scoring.items():
    SCORING_REGION[int(_r["scoring_card"])] = REGION_NAMES.index(_n) if _n in REGION_NAMES else SE_ASIA_REGION

# 6.4 the Space Race [DATA space_race.csv], by box 0-8.
_space = csv_rows(DATA / "space_race.csv")
N_BOXES = len(_space) - 1
SPACE_NAMES = tuple(r["name"] for r in _space)
SPACE_OPS = np.array([int(r["ops_required_to_enter"] or 0) for r in _space], dtype=np.int64)
SPACE_ROLL = np.array([int(r["success_roll_max"] or 0) for r in _space], dtype=np.int64)
SPACE_VP = np.array([[int(r["vp_first"] or 0) for r in _space], [int(r["vp_second"] or 0) for r in _space]],
                    dtype=np.int64)
BOX_TWO_ATTEMPTS, BOX_HEADLINE_FIRST, BOX_EAGLE, BOX_EIGHT_ARS = 2, 4, 6, 8  # 6.4.4 abilities

# Cards (2.2) [DATA cards.csv]: ids 1-110, row 0 unused.
N_CARDS = 110
_cards = csv_rows(DATA / "cards.csv")
assert [int(r["number"]) for r in _cards] == list(range(1, N_CARDS + 1))
CARD_NAMES = ("",) + tuple(r["name"] for r in _cards)
CARD_INDEX = {name: n for n, name in enumerate(CARD_NAMES) if n}
ERA_NAMES = ("Early", "Mid", "Late")
EARLY, MID, LATE = 0, 1, 2
NEUTRAL = 2  # CARD_SIDE: US 0, USSR 1, Neutral 2
CARD_ERA = np.array([0] + [ERA_NAMES.index(r["era"]) for r in _cards], dtype=np.int64)
CARD_SIDE = np.array([NEUTRAL] + [("US", "USSR", "Neutral").index(r["side"]) for r in _cards], dtype=np.int64)
CARD_OPS = np.array([0] + [int(r["ops"]) for r in _cards], dtype=np.int64)
_flag = lambda col: np.array([0] + [int(r[col]) for r in _cards], dtype=np.int64)
CARD_STARRED = _flag("starred")
CARD_SCORING = _flag("scoring")
CARD_OPTIONAL = _flag("optional")
CARD_WAR = _flag("war")
CARD_HEADLINE = _flag("headline_allowed")
DURATION_NAMES = ("instant", "rest_of_turn", "permanent", "until_triggered")
INSTANT, REST_OF_TURN, PERMANENT, UNTIL_TRIGGERED = range(4)
CARD_DURATION = np.array([0] + [DURATION_NAMES.index(r["duration"]) for r in _cards], dtype=np.int64)
CARD_SUMMARIES = ("",) + tuple(r["effect"] for r in _cards)
CHINA = CARD_INDEX["The China Card"]
DEFECTORS = CARD_INDEX["Defectors"]
SE_ASIA_SCORING = CARD_INDEX["Southeast Asia Scoring"]


def card_label(card: int) -> str:
    return f"#{card} {CARD_NAMES[card]}" if 1 <= card <= N_CARDS else "none"


def country_id(name: str) -> str:
    """The id of a country in position documents: its name in lower case, words joined by '-'."""
    return name.lower().replace("/", "-").replace(" ", "-")


COUNTRY_IDS = tuple(country_id(n) for n in COUNTRY_NAMES)
COUNTRY_ID_INDEX = {cid: i for i, cid in enumerate(COUNTRY_IDS)}
