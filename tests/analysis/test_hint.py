"""Issue 9 item 3: `solver-ai hint` on the sample positions: legal moves only, ranked by search."""
import json
from pathlib import Path

import pytest

from engine.core.protocol import UserError
from solver_ai.cli import _position
from solver_ai.analysis.hint import hint, hint_lines
from tests.test_cli import invoke, user_error

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "positions"
SAMPLES = [("midgame.json", "syndicate"), ("opening-26july.json", "26july"), ("labyrinth-lets-roll-turn1.json", "jihadist")]


@pytest.mark.parametrize("name,faction", SAMPLES)
def test_9_hints_on_the_sample_positions_are_legal_and_ranked(name, faction):
    game, s = _position(EXAMPLES / name)
    h = hint(game, s, faction, k=3, budget=300, seed=2)
    legal = set(game.legal_actions(s).tolist())
    assert 1 <= len(h.moves) <= 3 and all(m.first_action in legal for m in h.moves)
    assert [m.visits for m in h.moves] == sorted((m.visits for m in h.moves), reverse=True)
    for m in h.moves:
        assert 0 <= m.win_chance <= 1 and m.rival and m.rival != faction
    assert h.moves == hint(game, s, faction, k=3, budget=300, seed=2).moves  # reproducible


def test_9_hint_turns_are_whole_plans_with_reasons():
    game, s = _position(EXAMPLES / "opening-26july.json")
    lines = hint_lines(game, s, "26july", k=3, budget=200)
    assert lines[0] == "26July is 1st Eligible on #20 The Twelve"
    assert any("candidate turns" in x for x in lines)
    assert lines[-1].startswith("rulebook bot instead: ")
    assert any(x.startswith("   risk: leaves ") for x in lines)


def test_9_hint_json_and_bad_input(tmp_path):
    r = invoke("hint", EXAMPLES / "midgame.json", "--faction", "syndicate", "--budget", "100", "--json")
    assert r.exit_code == 0, r.output
    doc = json.loads(r.stdout)
    assert doc["faction"] == "syndicate" and len(doc["moves"]) == 3 and doc["budget"] == 100
    assert "unknown faction 'martians'" in user_error("hint", EXAMPLES / "midgame.json", "--faction", "martians")
    game, s = _position(EXAMPLES / "midgame.json")
    with pytest.raises(UserError, match="not to move here"):
        hint(game, s, "govt")
    with pytest.raises(UserError, match="at least"):
        hint(game, s, "syndicate", budget=-1)
