"""OpenSpiel's search as agents of ours (solver_ai/agents/openspiel_agent.py), in a tournament."""
from __future__ import annotations

import json

import pytest

import engine
from engine.core.protocol import UserError
from solver_ai.agents import make_agent
from tests.test_cli import invoke


def test_openspiel_ismcts_plays_a_tournament(tmp_path):
    r = invoke("tournament", "twilight", "openspiel-ismcts:sims=2", "openspiel-mcts:sims=2", "--games", "2",
               "--workers", "1", "--no-records", "--out", str(tmp_path / "t"))
    assert r.exit_code == 0, r.output
    rows = [json.loads(x) for x in (tmp_path / "t" / "tournament.jsonl").read_text().splitlines()]
    assert sum("result" in x for x in rows) == 2


def test_same_seed_same_choice_and_options_checked():
    game = engine.load("labyrinth")
    s = game.new_state(seed=2)
    picks = {make_agent("openspiel-ismcts:sims=8", game, 5, game.current_player(s)).choose(s) for _ in range(2)}
    assert len(picks) == 1 and picks <= set(game.legal_actions(s).tolist())
    with pytest.raises(UserError, match="sims must be"):
        make_agent("openspiel-ismcts:sims=0", game, 0, 0)
