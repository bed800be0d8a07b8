"""A user's own agent by import path (docs/agents.md; issue 32 item 8): module:Class[:options]."""
import json
import sys

import pytest

import engine
from solver_ai.agents import make_agent
from tests.test_cli import invoke, user_error

FIRST = "examples.agents.first_legal:FirstLegal"


def test_a_class_by_import_path_plays_with_its_options(game):
    s = game.new_state("standard", 1)
    a = make_agent(FIRST, game, 1, 0)
    b = make_agent(FIRST + ":last=true", game, 1, 0)
    legal = game.legal_actions(s)
    assert a.name == FIRST and a.choose(s) == legal[0] and b.choose(s) == legal[-1]
    assert a.explain(s) == [f"the first of {len(legal)} legal actions"]


def test_play_and_tournament_take_it(tmp_path):
    rec = tmp_path / "g.jsonl"
    r = invoke("play", "cuba-libre", "--agents", f"{FIRST},random,random,random", "--seed", "2", "--record", rec)
    assert r.exit_code == 0, r.output
    assert json.loads(rec.read_text().splitlines()[0])["agents"] == [FIRST, "random", "random", "random"]
    assert invoke("replay", rec, "--verify").exit_code == 0
    r = invoke("play", "labyrinth", "--agent", FIRST, "--seed", "2")  # --agent: one class in every seat
    assert r.exit_code == 0 and "winner:" in r.stdout
    r = invoke("tournament", "labyrinth", f"{FIRST}:last=true", "random", "--games", "2", "--workers", "1",
               "--no-records", "--out", tmp_path / "t")
    assert r.exit_code == 0, r.output
    header = json.loads((tmp_path / "t" / "tournament.jsonl").read_text().splitlines()[0])
    assert header["agents"][0] == {"label": f"{FIRST}:last=true", "spec": f"{FIRST}:last=true"}


def test_a_module_in_the_current_folder_is_found(tmp_path, monkeypatch):
    (tmp_path / "my_agents_here.py").write_text(
        "class Mine:\n    def __init__(self, game, seed, seat, **options):\n        self.game = game\n"
        "    def choose(self, s):\n        return int(self.game.legal_actions(s)[0])\n")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", [p for p in sys.path if p not in ("", str(tmp_path))])
    a = make_agent("my_agents_here:Mine:anything=3", engine.load("labyrinth"), 1, 0)  # **options takes any
    assert a.name == "my_agents_here:Mine" and a.explain(None) == []


@pytest.mark.parametrize("spec, expected", [
    ("nowhere.at_all:Agent", "agent 'nowhere.at_all:Agent': cannot import nowhere.at_all (No module named 'nowhere')"),
    ("examples.agents.first_legal:Missing", "examples.agents.first_legal has no class Missing"),
    ("examples.agents.first_legal:np", "examples.agents.first_legal has no class np"),
    ("json.decoder:JSONDecoder", "JSONDecoder has no choose(state) method (docs/agents.md)"),
    (FIRST + ":depth=3", f"agent '{FIRST}' has no option 'depth'; it takes last"),
    (FIRST + ":last=3", "option last: expected bool, got 3"),
])
def test_a_bad_import_path_is_one_line(spec, expected):
    message = user_error("play", "--agents", spec)
    assert expected in message and "\n" not in message
