"""The Labyrinth board as a schematic picture: the 38 countries in a grid roughly west to east and north
to south, each with its type, Resources, Governance and Alignment (4.3) or Posture, Troops, Cells
(Sleeper / Active), Cadre, Plots and markers; below, the tracks (Prestige, Funding, US and World
Posture, GWOT, Troops and Cells off the map, reserves, plots, WMD) and the cards.

SVG ids: `country-<id>`, `pieces-<id>-<kind>` (troops, sleepers, actives, cadre), `plots-<id>`,
`governance-<id>`, `adjacent-<id>-<id>` (a line between adjacent countries, 4.4), `track-<name>`, `effects`,
`pending`.
"""
from __future__ import annotations

from pathlib import Path

import numpy as np

from engine.labyrinth import data as D
from engine.labyrinth.position import country_json
from engine.labyrinth.rules import board
from solver_ai.board.draw import box, chip, figure, save, text

GRID = (
    ("canada", "united-kingdom", "benelux", "scandinavia", "eastern-europe", "russia", "central-asia", "china"),
    ("united-states", "spain", "france", "germany", "italy", "serbia", "caucasus", "afghanistan", "pakistan", "india"),
    ("morocco", "algeria-tunisia", "libya", "egypt", "israel", "lebanon", "syria", "turkey", "iran", "thailand"),
    ("sudan", "somalia", "kenya-tanzania", "jordan", "iraq", "saudi-arabia", "gulf-states", "yemen", "philippines",
     "indonesia-malaysia"),
)
CELL_W, CELL_H, GAP = 2.0, 1.45, 0.5  # the gaps show the adjacency lines
WIDTH, HEIGHT = 10 * (CELL_W + GAP) + 0.3, 4 * (CELL_H + GAP) + 3.2
GOV_COLORS = {"good": "#9cc3f0", "fair": "#d3e4f8", "poor": "#f6d3a0", "islamist_rule": "#8fbf8f", "untested": "#f4f4f0"}
GOV_TEXT = {"good": "Good", "fair": "Fair", "poor": "Poor", "islamist_rule": "Islamist Rule", "untested": "untested"}
NON_MUSLIM_COLOR = "#ececec"
US_COLOR, JIHADIST_COLOR = "#1f5fa8", "#2e2e2e"


def _country(ax, s: np.ndarray, c: int, x: float, y: float) -> None:
    cid = D.COUNTRY_IDS[c]
    e = country_json(s, c)
    gov = e.get("governance", "untested") if D.MUSLIM[c] else ""
    box(ax, x, y, CELL_W, CELL_H, f"country-{cid}", GOV_COLORS[gov] if gov else NON_MUSLIM_COLOR,
        lw=2.2 if D.OIL[c] else 1.0)
    top = y + CELL_H
    text(ax, x + 0.08, top - 0.2, D.COUNTRY_NAMES[c], size=7.5, weight="bold", va="center")
    kind = D.TYPE_NAMES[D.CTYPE[c]] + (f" · Res {int(board.resources(s, c))}" if D.MUSLIM[c] else "")
    text(ax, x + 0.08, top - 0.44, kind + (" · oil" if D.OIL[c] else ""), size=6, color="#444444", va="center")
    if gov:
        status = GOV_TEXT[gov] + (f" {e['alignment'].title()}" if "alignment" in e else "")
    else:
        status = {"hard": "Hard", "soft": "Soft"}.get(e.get("us_posture", e.get("posture", "")), "no posture")
        if D.FIXED_HARD[c]:
            status = "Hard (fixed)"
    text(ax, x + 0.08, top - 0.68, status, size=6.5, va="center", style="italic", gid=f"governance-{cid}")
    cx = x + 0.18
    for key, marker, color, hollow in (("troops", "s", US_COLOR, False), ("sleepers", "o", JIHADIST_COLOR, True),
                                       ("actives", "o", JIHADIST_COLOR, False)):
        if e.get(key):
            chip(ax, cx, top - 0.98, marker, color, int(e[key]), f"pieces-{cid}-{key}", hollow=hollow, size=8)
            cx += 0.42
    if e.get("cadre"):
        chip(ax, cx, top - 0.98, "D", JIHADIST_COLOR, 1, f"pieces-{cid}-cadre", hollow=True, size=7)
    markers = [m for m, on in (("Besieged", e.get("besieged_regime")),
                               (f"Regime Change ({e.get('regime_change')})", e.get("regime_change")),
                               (f"Aid {e.get('aid')}", e.get("aid"))) if on]
    plots = e.get("plots", {})
    if plots:
        markers.append("Plots " + " ".join(f"{k}×{n}" if n > 1 else k for k, n in plots.items()))
    for i, label in enumerate(markers):
        gid = f"plots-{cid}" if label.startswith("Plots") else f"marker-{cid}-{i}"
        text(ax, x + CELL_W - 0.06, y + 0.17 + 0.25 * i, label, size=5.8, ha="right", va="center", color="white",
             gid=gid, bbox=dict(boxstyle="round,pad=0.15", facecolor="#7a1f1f", edgecolor="none"))


def _tracks(ax, game, s: np.ndarray) -> None:
    doc = game.to_json(s)
    w = int(board.world_posture(s))
    cards = doc["cards"]
    rows = [
        ("prestige", f"Prestige {doc['prestige']}", doc["prestige"], 12),
        ("funding", f"Funding {doc['funding']}", doc["funding"], 9),
        ("troops", f"Troops on the track {int(board.troops_on_track(s))}", int(board.troops_on_track(s)), D.N_TROOPS),
        ("cells", f"Cells on the Funding track {int(board.cells_on_track(s))} ({int(board.available_cells(s))} available)",
         int(board.cells_on_track(s)), D.N_CELLS),
    ]
    x0, y0 = 0.3, 2.2
    for i, (name, label, value, top) in enumerate(rows):
        y = y0 - 0.42 * i
        box(ax, x0, y - 0.13, 5.0, 0.26, f"track-{name}-scale", "#f0f0f0", edge="#bbbbbb", lw=0.6, rounding=0.05)
        if value:
            box(ax, x0, y - 0.13, 5.0 * value / top, 0.26, f"track-{name}", US_COLOR if i % 2 == 0 else JIHADIST_COLOR,
                edge="none", lw=0, rounding=0.05, z=2)
        text(ax, x0 + 5.15, y, label, size=8, va="center")
    lines = [
        f"US posture {doc['countries']['united-states']['us_posture'].title()} · World posture "
        f"{'Hard' if w > 0 else 'Soft' if w < 0 else 'even'} {abs(w)} · GWOT penalty {int(board.gwot_penalty(s))}",
        f"Reserves: US {doc['reserves']['us']}, Jihadist {doc['reserves']['jihadist']} · Plots available "
        + ", ".join(f"{k}: {v}" for k, v in doc["available_plots"].items())
        + f" · WMD boxes {', '.join(f'{k} {v}' for k, v in doc['wmd_boxes'].items())}",
        f"Turn {doc['turn']}, deck {doc['reshuffles'] + 1} of {doc['options']['decks']} · hands: US {len(cards['us_hand'])}, "
        f"Jihadist {len(cards['jihadist_hand'])} · draw pile {len(cards['draw'])}, discards {len(cards['discard'])}",
    ]
    for i, line in enumerate(lines):
        text(ax, 11.0, y0 - 0.42 * i, line, size=8, va="center", gid=f"track-line-{i}")
    marked = ", ".join(D.card_label(c) for c in doc["marked"]) or "none"
    text(ax, 11.0, y0 - 0.42 * 3, f"Events in effect: {marked}", size=8, va="center", gid="effects")


def _corner(r: int, k: int) -> tuple[float, float]:
    """Lower-left corner of the grid cell in row r, column k."""
    return 0.15 + k * (CELL_W + GAP), HEIGHT - 0.55 - (r + 1) * (CELL_H + GAP)


def _edges(ax) -> None:
    """A line between the centres of every two adjacent countries (4.4), under the boxes: neighbours in
    the grid meet across a gap, and a line to a country further away bends so that it shows between them."""
    from matplotlib.patches import FancyArrowPatch

    centre = {cid: (_corner(r, k)[0] + CELL_W / 2, _corner(r, k)[1] + CELL_H / 2)
              for r, row in enumerate(GRID) for k, cid in enumerate(row)}
    for a in range(D.N_COUNTRIES):
        for b in range(a + 1, D.N_COUNTRIES):
            if not D.ADJ[a, b]:
                continue
            (xa, ya), (xb, yb) = centre[D.COUNTRY_IDS[a]], centre[D.COUNTRY_IDS[b]]
            near = abs(xa - xb) <= CELL_W + GAP + 1e-6 and abs(ya - yb) <= CELL_H + GAP + 1e-6
            line = FancyArrowPatch((xa, ya), (xb, yb), arrowstyle="-", color="#9a9a9a", linewidth=1.6, zorder=0,
                                   connectionstyle="arc3" if near else "arc3,rad=0.18")
            line.set_gid(f"adjacent-{D.COUNTRY_IDS[a]}-{D.COUNTRY_IDS[b]}")
            ax.add_patch(line)


def draw(game, s: np.ndarray, path: Path, title: str = "") -> None:
    fig, ax = figure(WIDTH, HEIGHT)
    _edges(ax)
    for r, row in enumerate(GRID):
        for k, cid in enumerate(row):
            _country(ax, s, D.COUNTRY_INDEX[cid], *_corner(r, k))
    text(ax, 0.3, HEIGHT - 0.3, "Labyrinth · ■ Troops  ○ Sleeper cell  ● Active cell  ◇ Cadre · thick border: oil",
         size=8.5, va="center")
    if title:
        text(ax, WIDTH - 0.3, HEIGHT - 0.3, title, size=10, ha="right", va="center", weight="bold")
    _tracks(ax, game, s)
    text(ax, 0.3, 0.25, f"Now: {game.describe_pending(s)}", size=8.5, va="center", gid="pending")
    save(fig, path)
