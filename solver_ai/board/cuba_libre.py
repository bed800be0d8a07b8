"""The Cuba Libre board as a picture: the 13 spaces laid out west to east like the map (1.3), each with
its type, Pop/Econ, Support/Opposition (1.6), Control (1.7), Terror/Sabotage (3.3.4), pieces by faction
and Cash (4.5.2); below, the tracks (Resources, Aid, US Alliance, 1.8 and 6.3.1), Eligibility (2.3.1),
the card in play and the next card (2.2), lasting Events (5.3, 5.4), victory margins (7.3).

SVG ids: `space-<id>` (the box), `pieces-<id>-<faction>-<kind>` (one piece group), `cash-<id>-<holder>`,
`support-<id>`, `terror-<id>`, `sabotage-<id>`, `control-<id>`, `track-<name>`, `eligibility-<faction>`
(and `-label`: Eligible, Ineligible, or Acted for a faction that executed on the card in play), `legend-support-<level>`,
`card-current`, `card-next`, `effects`, `pending`.
"""
from __future__ import annotations

from pathlib import Path

import numpy as np

from engine.cuba_libre import data as D
from engine.cuba_libre import layout as L
from engine.cuba_libre.position import ALLIANCE_LEVELS, CASH_KEYS, PIECE_KEYS
from engine.cuba_libre.rules.board import controller
from solver_ai.board.draw import box, chip, figure, save, text
from solver_ai.show.cuba_libre import acted

WIDTH, HEIGHT = 20.0, 12.9
BOX_W, BOX_H = 2.55, 2.35
# Lower-left corners of the space boxes: Cuba from Pinar del Río (west) to Santiago (south-east);
# Cities sit on the north coast above their Province, ECs between the Provinces they join.
POSITIONS = {
    "pinar_del_rio": (0.2, 7.4),
    "ec_pinar_habana": (1.7, 4.85),
    "la_habana": (3.0, 7.4),
    "havana": (3.0, 9.95),
    "matanzas": (5.8, 7.4),
    "las_villas": (8.6, 7.1),
    "ec_lasvillas_camaguey": (9.5, 4.3),
    "camaguey_province": (11.4, 6.8),
    "camaguey_city": (11.4, 9.35),
    "oriente": (14.2, 6.4),
    "ec_oriente_sierra": (17.3, 5.7),
    "sierra_maestra": (14.2, 3.85),
    "santiago_de_cuba": (17.3, 3.1),
}
FACTION_COLORS = ("#1f5fa8", "#c0392b", "#d9a400", "#2e8b3e")
FACTION_SHORT = ("Govt", "26July", "DR", "Synd")
POLICE_COLOR = "#7fb2e5"
SUPPORT_COLORS = {2: "#9cc3f0", 1: "#d3e4f8", 0: "#f4f4f0", -1: "#f6d3d0", -2: "#eba39c"}
SUPPORT_TEXT = {2: "Active Support", 1: "Passive Support", 0: "Neutral", -1: "Passive Opposition",
                -2: "Active Opposition"}
EC_COLOR = "#e9e1c8"
ACTED_COLOR = "#e6e6e6"
TYPE_NAMES = ("Province", "City", "EC")
TERRAIN_NAMES = ("", "Forest", "Mountain", "Grassland")


# How each piece kind is drawn: (marker, colour, hollow). Cubes are squares, Bases discs, Guerrillas
# triangles (hollow = Underground, filled = Active), Casinos pentagons (hollow = closed).
def _style(faction: int, key: str) -> tuple[str, str, bool]:
    color = FACTION_COLORS[faction]
    return {
        "troops": ("s", color, False),
        "police": ("s", POLICE_COLOR, False),
        "bases": ("o", color, False),
        "underground": ("^", color, True),
        "active": ("^", color, False),
        "open_casinos": ("p", color, False),
        "closed_casinos": ("p", color, True),
    }[key]


def _space_entry(ax, s: np.ndarray, sp: int) -> None:
    sid = D.SPACE_IDS[sp]
    x, y = POSITIONS[sid]
    row = L.LAYOUT.view(s, "spaces")[sp]
    kind = int(D.SPACE_TYPE[sp])
    level = int(row[L.SUPPORT])
    face = EC_COLOR if kind == D.EC else SUPPORT_COLORS[level]
    box(ax, x, y, BOX_W, BOX_H, f"space-{sid}", face, lw=2.4 if kind == D.CITY else 1.2)
    top = y + BOX_H
    text(ax, x + 0.1, top - 0.24, D.SPACE_SHORT[sp], size=9.5, weight="bold", va="center")
    value = f"Econ {D.ECON[sp]}" if kind == D.EC else f"Pop {D.POP[sp]}"
    terrain = TERRAIN_NAMES[int(D.TERRAIN[sp])]
    text(ax, x + 0.1, top - 0.52, " · ".join(p for p in (TYPE_NAMES[kind], value, terrain) if p), size=7,
         color="#444444", va="center")
    if kind != D.EC:
        text(ax, x + 0.1, top - 0.78, SUPPORT_TEXT[level], size=7.5, va="center", gid=f"support-{sid}",
             style="italic", weight="bold" if level else "normal")
    c = controller(s, sp)
    if c >= 0:
        text(ax, x + BOX_W - 0.08, top - 0.78, f"{FACTION_SHORT[c]} Control", size=6.5, ha="right",
             va="center", color="white", gid=f"control-{sid}",
             bbox=dict(boxstyle="round,pad=0.2", facecolor=FACTION_COLORS[c], edgecolor="none"))
    markers = []
    if row[L.TERROR]:
        markers.append((f"terror-{sid}", f"Terror ×{int(row[L.TERROR])}" if row[L.TERROR] > 1 else "Terror"))
    if row[L.SABOTAGE]:
        markers.append((f"sabotage-{sid}", "Sabotage"))
    for i, (gid, label) in enumerate(markers):
        text(ax, x + BOX_W - 0.08, y + 0.2 + 0.3 * i, label, size=6.5, ha="right", va="center", color="white",
             gid=gid, bbox=dict(boxstyle="round,pad=0.18", facecolor="#222222", edgecolor="none"))
    _pieces(ax, row, sid, x, top - 1.08)


def _pieces(ax, row: np.ndarray, sid: str, x: float, y: float) -> None:
    """One line per faction with pieces here: a chip per piece kind, then its Cash markers."""
    line = 0
    for f, (fid, keys) in enumerate(PIECE_KEYS.items()):
        groups = [(k, int(row[c])) for k, c in keys.items() if row[c]]
        cash = [(h, int(row[L.CASH0 + h])) for h in range(L.N_CASH_HOLDERS)
                if L.CASH_HOLDER_FACTION[h] == f and row[L.CASH0 + h]]
        if not groups and not cash:
            continue
        cy = y - 0.3 * line
        cx = x + 0.22
        for key, n in groups:
            marker, color, hollow = _style(f, key)
            chip(ax, cx, cy, marker, color, n, f"pieces-{sid}-{fid}-{key}", hollow=hollow)
            cx += 0.42
        for h, n in cash:
            chip(ax, cx, cy, r"$\$$", "#1b6e1b", n, f"cash-{sid}-{CASH_KEYS[h]}", size=10)
            cx += 0.42
        line += 1


def _edges(ax) -> None:
    g = D.map_graph()
    for a, b in sorted(g.edges()):
        (xa, ya), (xb, yb) = POSITIONS[a], POSITIONS[b]
        line = ax.plot([xa + BOX_W / 2, xb + BOX_W / 2], [ya + BOX_H / 2, yb + BOX_H / 2], color="#8a8a8a",
                       linewidth=3, zorder=0, solid_capstyle="round")[0]
        line.set_gid(f"adjacent-{a}-{b}")


def _tracks(ax, game, s: np.ndarray) -> None:
    """The panel below the map: Resources and Aid as bars on 0-49 (1.8), Alliance, Eligibility, cards."""
    x0, y0 = 0.3, 2.35
    text(ax, x0, y0 + 0.25, "Resources (0–49)", size=9, weight="bold")
    bars = [(D.FACTION_NAMES[f], int(s[L.RES + f]), FACTION_COLORS[f], f"track-resources-{D.FACTION_IDS[f]}")
            for f in range(D.N_FACTIONS)] + [("Aid", int(s[L.AID]), "#777777", "track-aid")]
    for i, (name, value, color, gid) in enumerate(bars):
        y = y0 - 0.38 * i
        text(ax, x0, y, name, size=8, va="center")
        box(ax, x0 + 1.45, y - 0.13, 4.9, 0.26, gid + "-scale", "#f0f0f0", edge="#bbbbbb", lw=0.6, rounding=0.05)
        if value:
            box(ax, x0 + 1.45, y - 0.13, 4.9 * value / 49, 0.26, gid, color, edge="none", lw=0, rounding=0.05, z=2)
        text(ax, x0 + 6.45, y, str(value), size=8, va="center", weight="bold")
    margins = game.margins(s)
    x1 = 7.4
    alliance = ALLIANCE_LEVELS[int(s[L.ALLIANCE])].title()
    text(ax, x1, y0 - 0.38 * 4, f"US Alliance (6.3.1): {alliance}", size=8.5, va="center", gid="track-us_alliance",
         weight="bold")
    text(ax, x1, y0 + 0.25, "Eligibility (2.3.1) · victory margin (7.3)", size=9, weight="bold")
    for f in range(D.N_FACTIONS):
        y = y0 - 0.38 * f
        done = acted(s, f)
        eligible = bool(s[L.ELIG + f]) and not done
        label = "Acted" if done else "Eligible" if eligible else "Ineligible"
        box(ax, x1, y - 0.14, 1.5, 0.28, f"eligibility-{D.FACTION_IDS[f]}",
            FACTION_COLORS[f] if eligible else ACTED_COLOR if done else "white", edge=FACTION_COLORS[f], lw=1.4,
            rounding=0.06)
        text(ax, x1 + 0.75, y, label, size=7.5, ha="center", va="center", gid=f"eligibility-{D.FACTION_IDS[f]}-label",
             color="white" if eligible else FACTION_COLORS[f], weight="bold")
        text(ax, x1 + 1.65, y, f"{D.FACTION_NAMES[f]}  {int(margins[f]):+d}", size=8, va="center",
             gid=f"margin-{D.FACTION_IDS[f]}")
    _cards(ax, s, 11.6, y0)


def _card_text(card: int) -> str:
    if card >= D.FIRST_PROPAGANDA:
        return f"Propaganda card P{card - D.FIRST_PROPAGANDA + 1}"
    order = " · ".join(FACTION_SHORT[int(f)] for f in D.CARD_ORDER[card] if f >= 0)
    return f"#{card} {D.CARD_TITLES[card]}\n{order}"


def _cards(ax, s: np.ndarray, x: float, y0: float) -> None:
    pos, deck_len = int(s[L.POS]), int(s[L.DECK_LEN])
    current = int(s[L.DECK + pos])
    shown = pos + 1 < deck_len and not s[L.OPTIONS + L.OPT_NO_REVEAL]
    for i, (gid, title, card) in enumerate((("card-current", "Card in play", current),
                                            ("card-next", "Next card", int(s[L.DECK + pos + 1]) if shown else 0))):
        cx = x + 2.75 * i
        box(ax, cx, y0 - 1.05, 2.6, 1.3, gid, "#fbf6e6" if card else "#eeeeee", lw=1.2)
        text(ax, cx + 0.1, y0 + 0.1, title, size=8, weight="bold", va="center")
        text(ax, cx + 0.1, y0 - 0.35, _card_text(card) if card else "not shown" if pos + 1 < deck_len else "none",
             size=7.5, va="center", linespacing=1.5)
    if current < D.FIRST_PROPAGANDA and s[L.FIRST_ACTION] != L.FA_NONE:  # what the 2nd Eligible may do (2.3.4)
        did = {L.FA_OP: "an Op", L.FA_OP_SA: "Op + SA", L.FA_EVENT: "the Event"}
        text(ax, x + 0.1, y0 - 0.85, f"1st Eligible did: {did[int(s[L.FIRST_ACTION])]}", size=7, va="center",
             style="italic", gid="card-first-action")
    played = int(s[L.PROP_PLAYED])
    text(ax, x, y0 - 1.35, f"{deck_len - pos - 1} cards left in the deck · {played} Propaganda played", size=7.5,
         va="center")
    effects = [f"{D.card_label(c)} ({'shaded' if s[L.EFFECTS + c] == 2 else 'unshaded'})"
               for c in range(1, D.N_CARDS + 1) if s[L.EFFECTS + c]]
    text(ax, x, y0 - 1.7, "Lasting Events (5.3, 5.4): " + (", ".join(effects) or "none"), size=7.5, va="center",
         gid="effects", wrap=True)


def _legend(ax) -> None:
    x, y = 0.3, 12.6
    items = [("s", FACTION_COLORS[0], False, "Troops"), ("s", POLICE_COLOR, False, "Police"),
             ("o", "#666666", False, "Base"), ("^", "#666666", True, "Underground Guerrilla"),
             ("^", "#666666", False, "Active Guerrilla"), ("p", FACTION_COLORS[3], False, "open Casino"),
             ("p", FACTION_COLORS[3], True, "closed Casino"), (r"$\$$", "#1b6e1b", False, "Cash")]
    for marker, color, hollow, label in items:
        ax.scatter([x], [y], s=81, marker=marker, facecolors="white" if hollow else color,
                   edgecolors=color if hollow else "#222222", linewidths=1.4 if hollow else 0.6, zorder=6)
        text(ax, x + 0.15, y, label, size=8, va="center")
        x += 0.45 + 0.075 * len(label)
    x += 0.3
    for f in range(D.N_FACTIONS):
        box(ax, x, y - 0.12, 0.24, 0.24, f"legend-{D.FACTION_IDS[f]}", FACTION_COLORS[f], lw=0.5, rounding=0.04)
        text(ax, x + 0.32, y, D.FACTION_NAMES[f], size=8, va="center")
        x += 0.5 + 0.08 * len(D.FACTION_NAMES[f])
    # the space colours, in the empty north-east corner of the map
    x, y = 17.6, 11.9
    text(ax, x, y, "Space colour (1.6)", size=8.5, weight="bold", va="center")
    for i, (level, label) in enumerate([*SUPPORT_TEXT.items(), (None, "Economic Center")]):
        yy = y - 0.36 * (i + 1)
        box(ax, x, yy - 0.13, 0.42, 0.26, f"legend-support-{level if level is not None else 'ec'}",
            EC_COLOR if level is None else SUPPORT_COLORS[level], lw=0.6, rounding=0.04)
        text(ax, x + 0.55, yy, label, size=7.5, va="center")


def draw(game, s: np.ndarray, path: Path, title: str = "") -> None:
    """Write the board of state s to path (.svg or .png)."""
    fig, ax = figure(WIDTH, HEIGHT)
    _edges(ax)
    for sp in range(D.N_SPACES):
        _space_entry(ax, s, sp)
    _legend(ax)
    if title:
        text(ax, WIDTH - 0.3, 12.6, title, size=10, ha="right", va="center", weight="bold")
    _tracks(ax, game, s)
    text(ax, 0.3, 0.2, f"Now: {game.describe_pending(s)}", size=8.5, va="center", gid="pending")
    save(fig, path)

