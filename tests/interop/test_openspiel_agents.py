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
    with pytest.raises(UserError, match="give a budget"):
        make_agent("openspiel-ismcts:sims=0", game, 0, 0)


def test_a_wall_clock_budget_searches_for_that_long():
    """openspiel-ismcts:seconds=S runs simulations until S seconds have passed; sims=N runs N."""
    import time

    game = engine.load("labyrinth")
    s = game.new_state(seed=2)
    me = game.current_player(s)
    timed = make_agent("openspiel-ismcts:seconds=0.3", game, 5, me)
    start = time.perf_counter()
    assert timed.choose(s) in set(game.legal_actions(s).tolist())
    assert time.perf_counter() - start >= 0.3 and timed.simulations >= 2
    tiny = make_agent("openspiel-ismcts:seconds=1e-9", game, 5, me)
    assert tiny.choose(s) in set(game.legal_actions(s).tolist()) and tiny.simulations == 2
    counted = make_agent("openspiel-ismcts:sims=7", game, 5, me)
    counted.choose(s)
    assert counted.simulations == 7


@pytest.mark.parametrize("spec,message", [
    ("openspiel-ismcts:seconds=-1", "sims and seconds must be >= 0"),
    ("openspiel-ismcts:seconds=Infinity", "seconds finite"),
    ("openspiel-ismcts:sims=10,seconds=1", "give one budget, sims=10 or seconds=1, not both"),
    ("openspiel-ismcts:sims=2.5", "sims is a whole number"),
    ("openspiel-ismcts:seconds=soon", "option seconds: expected float"),
])
def test_bad_budgets_are_one_line_errors(spec, message):
    with pytest.raises(UserError, match=message) as e:
        make_agent(spec, engine.load("labyrinth"), 0, 0)
    assert "\n" not in str(e.value)
