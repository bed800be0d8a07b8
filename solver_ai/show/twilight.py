"""Readable text view of a Twilight Struggle position (a rich table of the countries with influence, then
the tracks, the China Card, the piles and the pending decision)."""
from __future__ import annotations

from rich.console import Group

from engine.twilight import data as D
from engine.twilight import layout as L
from engine.twilight.rules import board
from solver_ai.show import titled_table, with_lines


def _box(n: int) -> str:
    return f"{n} ({D.SPACE_NAMES[n]})" if n else "0"


def table(game, s) -> Group:
    doc = game.to_json(s)
    t = titled_table("Twilight Struggle position", ("country", "region", "stab", "BG", "US", "USSR", "control"))
    for c in range(D.N_COUNTRIES):
        us, ussr = int(board.inf(s, D.US, c)), int(board.inf(s, D.USSR, c))
        if not us and not ussr:
            continue
        ctrl = int(board.controller(s, c))
        t.add_row(D.COUNTRY_NAMES[c], D.REGION_NAMES[D.REGION[c]], str(D.STABILITY[c]), "*" if D.BATTLEGROUND[c] else "",
                  str(us or ""), str(ussr or ""), D.SIDE_NAMES[ctrl] if ctrl >= 0 else "")
    cards = doc["cards"]
    china = doc["china_card"]
    lines = [
        f"Turn {int(s[L.TURN])}, action round {doc['action_round']}; VP {doc['vp']:+d} (US +), DEFCON {int(s[L.DEFCON])}",
        (f"Military Ops US {doc['military_ops']['us']}, USSR {doc['military_ops']['ussr']}; Space Race US "
         f"{_box(doc['space_race']['us'])}, USSR {_box(doc['space_race']['ussr'])}"),
        f"China Card: {china['holder'].upper()}, face {'up' if china['face_up'] else 'down'}",
        (f"Hands US {len(cards['us_hand'])}, USSR {len(cards['ussr_hand'])}; deck {len(cards['deck'])}, discard "
         f"{len(cards['discard'])}, removed {len(cards['removed'])}"),
        f"Now: {game.describe_pending(s)}",
    ]
    return with_lines(t, lines)
