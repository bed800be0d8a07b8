"""A scenario naming a `base` scenario says only what differs (engine.core.scenarios.scenario_doc)."""
import json

import pytest

from engine.core import scenarios
from engine.cuba_libre.game import GAME

DERIVED = {
    "name": "derived-standard",
    "description": "Standard Deployment with 8 Troops in Havana and the Short Game deck.",
    "base": "standard",
    "position": {"spaces": {"havana": {"govt": {"troops": 8}}}, "resources": {"govt": 30}},
    "options": {"short": True},
}


@pytest.fixture
def derived(tmp_path, monkeypatch):
    (tmp_path / "cuba_libre").mkdir()
    (tmp_path / "cuba_libre" / "derived-standard.json").write_text(json.dumps(DERIVED))
    dirs = scenarios.scenario_dirs
    monkeypatch.setattr(scenarios, "scenario_dirs", lambda game_dir: [tmp_path / game_dir, *dirs(game_dir)])
    return DERIVED["name"]


def test_a_derived_scenario_keeps_its_position_overrides_over_its_base(derived):
    doc, base = GAME.scenario_doc(derived), GAME.scenario_doc("standard")
    # Havana's Troops change; its Police, the other factions there and every other space stay the base's
    assert doc["position"]["spaces"]["havana"] == {**base["position"]["spaces"]["havana"], "govt": {"troops": 8, "police": 4}}
    assert {k: v for k, v in doc["position"]["spaces"].items() if k != "havana"} == {
        k: v for k, v in base["position"]["spaces"].items() if k != "havana"}
    assert doc["position"]["resources"] == {**base["position"]["resources"], "govt": 30}
    assert doc["options"] == {"short": True} and doc["description"] == DERIVED["description"]


def test_a_derived_scenario_sets_up_its_own_deployment(derived):
    s = GAME.to_json(GAME.new_state(derived, seed=1))
    assert s["spaces"]["havana"]["govt"] == {"troops": 8, "police": 4}
    assert s["resources"]["govt"] == 30
    assert s["options"]["short"] is True
