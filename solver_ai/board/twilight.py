"""The Twilight Struggle map as a schematic picture: the 84 countries in six columns, one per region
(Europe split into its Western and Eastern parts, Austria and Finland in between), each a box with its
name, stability, battleground mark and the influence of both sides, coloured by the controlling side;
below, the tracks and the pending decision.

SVG ids: `country-<id>`, `influence-<id>`, `track-<name>`, `pending`.
"""
from __future__ import annotations

from pathlib import Path

import numpy as np

from engine.twilight import data as D
from engine.twilight import layout as L
from engine.twilight.rules import board
from solver_ai.board.draw import box, figure, save, text

CELL_W, CELL_H, GAP = 2.3, 0.62, 0.08
N_ROWS = 18  # Africa, the longest region
COLORS = {D.US: "#9cc3f0", D.USSR: "#f2a7a0", -1: "#f4f4f0"}


def _columns() -> list[tuple[str, list[int]]]:
    """Six columns of countries: Western Europe (with Austria and Finland) + Eastern Europe share one."""
    west = [c for c in range(D.N_COUNTRIES) if D.SUBREGIONS[c] == D.WESTERN_EUROPE]
    east = [c for c in range(D.N_COUNTRIES) if D.SUBREGIONS[c] & D.EASTERN_EUROPE]
    cols = [("Western Europe", west), ("Eastern Europe", east)]
    for r in (D.MIDDLE_EAST, D.ASIA, D.AFRICA, D.CENTRAL_AMERICA, D.SOUTH_AMERICA):
        cols.append((D.REGION_NAMES[r], [c for c in range(D.N_COUNTRIES) if D.REGION[c] == r]))
    return cols


def _country(ax, s: np.ndarray, c: int, x: float, y: float) -> None:
    cid = D.COUNTRY_IDS[c]
    box(ax, x, y, CELL_W, CELL_H, f"country-{cid}", COLORS[int(board.controller(s, c))],
        lw=2.0 if D.BATTLEGROUND[c] else 0.8, rounding=0.06)
    text(ax, x + 0.06, y + CELL_H - 0.2, f"{D.COUNTRY_NAMES[c]} ({D.STABILITY[c]})", size=6.5, va="center",
         weight="bold" if D.BATTLEGROUND[c] else "normal")
    us, ussr = int(board.inf(s, D.US, c)), int(board.inf(s, D.USSR, c))
    text(ax, x + 0.06, y + 0.16, f"US {us}   USSR {ussr}" if us or ussr else "", size=6.5, va="center",
         gid=f"influence-{cid}")


def draw(game, s: np.ndarray, path: Path, title: str = "") -> None:
    cols = _columns()
    width = len(cols) * (CELL_W + GAP) + 0.3
    height = N_ROWS * (CELL_H + GAP) + 2.2
    fig, ax = figure(width, height, inches_per_unit=0.6)
    top = height - 0.9
    text(ax, 0.15, height - 0.4, title or "Twilight Struggle", size=10, weight="bold", va="center")
    for i, (name, countries) in enumerate(cols):
        x = 0.15 + i * (CELL_W + GAP)
        text(ax, x, top + 0.15, name, size=8, weight="bold")
        for j, c in enumerate(countries):
            _country(ax, s, c, x, top - (j + 1) * (CELL_H + GAP))
    doc = game.to_json(s)
    tracks = (f"Turn {int(s[L.TURN])}  AR {doc['action_round']}  VP {doc['vp']:+d}  DEFCON {int(s[L.DEFCON])}  "
              f"Mil Ops {doc['military_ops']['us']}/{doc['military_ops']['ussr']}  Space {doc['space_race']['us']}/"
              f"{doc['space_race']['ussr']}  China Card {doc['china_card']['holder'].upper()} "
              f"{'up' if doc['china_card']['face_up'] else 'down'}  (US/USSR)")
    text(ax, 0.15, 0.75, tracks, size=8, gid="track-all", va="center")
    text(ax, 0.15, 0.3, f"Now: {game.describe_pending(s)}", size=8, gid="pending", va="center")
    save(fig, path)
