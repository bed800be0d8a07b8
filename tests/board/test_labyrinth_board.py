"""The Labyrinth picture: every country by id, the pieces and plots of a sample position, the tracks."""
import json
import re
from pathlib import Path

import engine
from solver_ai.board import picture

ROOT = Path(__file__).resolve().parents[2]
TURN1 = ROOT / "examples" / "positions" / "labyrinth-lets-roll-turn1.json"


def test_every_country_and_piece_group_of_the_sample_position(tmp_path):
    game = engine.load("labyrinth")
    doc = json.loads(TURN1.read_text())
    doc["countries"]["iraq"]["plots"] = {"1": 1}  # a plot to draw (4.8.1), taken from the available ones
    doc["available_plots"]["1"] -= 1
    doc["countries"]["iraq"]["actives"] = 2
    doc["countries"]["iraq"]["cadre"] = True
    s = game.from_json(doc)
    path = tmp_path / "l.svg"
    picture(game, s, path)
    svg = path.read_text(encoding="utf-8")
    ids = set(re.findall(r'id="([^"]+)"', svg))
    from engine.labyrinth import data as D

    assert {f"country-{cid}" for cid in D.COUNTRY_IDS} <= ids
    assert {"pieces-afghanistan-sleepers", "pieces-gulf-states-troops", "pieces-saudi-arabia-troops",
            "pieces-iraq-actives", "pieces-iraq-cadre", "plots-iraq", "track-prestige", "track-funding",
            "effects", "pending"} <= ids
    assert not any(i.startswith("pieces-canada") for i in ids)
    for words in ("Islamist Rule Adversary", "Prestige 7", "Funding 9", "Besieged", "Hard (fixed)"):
        assert words in svg


def test_4_4_every_adjacency_is_a_line(tmp_path):
    from engine.labyrinth import data as D

    game = engine.load("labyrinth")
    path = tmp_path / "l.svg"
    picture(game, game.new_state("lets-roll", 1), path)
    lines = {i for i in re.findall(r'id="([^"]+)"', path.read_text(encoding="utf-8")) if i.startswith("adjacent-")}
    pairs = {f"adjacent-{D.COUNTRY_IDS[a]}-{D.COUNTRY_IDS[b]}" for a in range(D.N_COUNTRIES)
             for b in range(a + 1, D.N_COUNTRIES) if D.ADJ[a, b]}
    assert len(pairs) > 60 and lines == pairs
    assert "adjacent-iraq-saudi-arabia" in lines and "adjacent-canada-india" not in lines
