"""Readable text view of a Labyrinth position (a rich table of the countries, then the tracks)."""
from __future__ import annotations

from rich.console import Group

from engine.labyrinth import data as D
from engine.labyrinth import layout as L
from engine.labyrinth.rules import board, victory
from solver_ai.show import titled_table, with_lines

GOV_SHORT = {"good": "Good", "fair": "Fair", "poor": "Poor", "islamist_rule": "IR"}


def table(game, s) -> Group:
    doc = game.to_json(s)
    t = titled_table("Labyrinth position",
                     ("country", "type", "res", "governance", "posture", "troops", "cells", "markers", "plots"))
    for c, cid in enumerate(D.COUNTRY_IDS):
        e = doc["countries"].get(cid, {})
        gov = f"{GOV_SHORT[e['governance']]} {e['alignment'].title()}" if "governance" in e else (
            "untested" if D.MUSLIM[c] else ("Good" if D.FIXED_GOV[c] == 1 else "Fair"))
        posture = e.get("us_posture", e.get("posture", "hard" if D.FIXED_HARD[c] else ""))
        cells = f"{e.get('sleepers', 0)}s {e.get('actives', 0)}a" if e.get("sleepers") or e.get("actives") else ""
        markers = [m for m, on in (("Cadre", e.get("cadre")), ("Besieged", e.get("besieged_regime")),
                                   (f"RC {e.get('regime_change')}", e.get("regime_change")), (f"Aid {e.get('aid')}", e.get("aid"))) if on]
        plots = board.plots(s, c)
        t.add_row(D.COUNTRY_NAMES[c], D.TYPE_NAMES[D.CTYPE[c]], str(int(board.resources(s, c))) if D.MUSLIM[c] else "",
                  gov, posture, str(e.get("troops", "")), cells, ", ".join(markers), str(plots) if plots else "")
    w = int(board.world_posture(s))
    cards = doc["cards"]
    lines = [
        f"Prestige {doc['prestige']}, Funding {doc['funding']}, US posture {doc['countries']['united-states']['us_posture']}, "
        f"World posture {'Hard' if w > 0 else 'Soft' if w < 0 else ''} {abs(w)}, GWOT penalty {int(board.gwot_penalty(s))}",
        f"Troops on the track {int(board.troops_on_track(s))}, cells on the Funding track {int(board.cells_on_track(s))} "
        f"({int(board.available_cells(s))} available); Reserves US {doc['reserves']['us']}, Jihadist {doc['reserves']['jihadist']}",
        f"Available plots {doc['available_plots']}; WMD boxes {doc['wmd_boxes']}",
        f"Events in effect: {', '.join(D.card_label(c) for c in doc['marked']) or 'none'}",
        f"Turn {doc['turn']}, deck {doc['reshuffles'] + 1} of {doc['options']['decks']}; hands US {len(cards['us_hand'])}, "
        f"Jihadist {len(cards['jihadist_hand'])}; draw pile {len(cards['draw'])}, discards {len(cards['discard'])}",
        f"Good resources {int(victory.good_resources(s))}, IR resources {int(victory.ir_resources(s, False))}; "
        f"Fair/Good {int(victory.count_governance(s, L.GOOD, L.FAIR))}, Poor/IR {int(victory.count_governance(s, L.POOR, L.IR))}",
        f"Now: {game.describe_pending(s)}",
    ]
    return with_lines(t, lines)
