"""The `np` agent (chapter 8 Non-players) through the agent protocol and `solver-ai play`."""
import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import engine
from engine.core.protocol import UserError
from solver_ai.agents import make_agent
from solver_ai.play import play_game, seat_agents, with_non_players
from tests.test_cli import invoke

ROOT = Path(__file__).resolve().parent.parent


def test_np_seats_are_the_non_players_of_the_game():
    game = engine.load("cuba-libre")
    agents = seat_agents(game, ["random", "random", "random", "np"], 1)
    assert with_non_players(game, agents, {"eligibility": "A"}) == {"eligibility": "A", "players": ["govt", "26july", "dr"]}
    assert with_non_players(game, seat_agents(game, ["random"], 1), None) == {}


def test_np_syndicate_plays_a_whole_game_with_reasons(tmp_path):
    game = engine.load("cuba-libre")
    lines = []
    result = play_game(game, "standard", 3, ["random", "random", "random", "np"], record=tmp_path / "g.jsonl",
                       explain=lines.append)
    assert result["winner"] is not None
    assert any(line.strip().startswith("8.5.1 Rally") for line in lines)
    assert all(line.startswith(("syndicate:", "    ")) for line in lines)
    header = json.loads((tmp_path / "g.jsonl").read_text().splitlines()[0])
    assert header["options"]["players"] == ["govt", "26july", "dr"]
    assert invoke("replay", tmp_path / "g.jsonl", "--verify").exit_code == 0  # the bot never touches the state


def test_np_agent_refuses_a_game_without_a_rulebook_bot(toy):
    with pytest.raises(UserError, match="toy-race has no rulebook bot yet"):
        make_agent("np", toy, 1, 0)


def test_np_labyrinth_jihadist_plays_the_solitaire_game_with_reasons(tmp_path):
    """9.0: np in the Jihadist seat makes the game the solitaire game; every bot choice cites chapter 9."""
    game = engine.load("labyrinth")
    lines = []
    result = play_game(game, "lets-roll", 3, ["random", "np"], record=tmp_path / "g.jsonl", explain=lines.append)
    assert result["winner"] is not None
    assert any("9.4.1 EV" in line for line in lines) and any("9.4.2 W-" in line for line in lines)
    header = json.loads((tmp_path / "g.jsonl").read_text().splitlines()[0])
    assert header["options"]["players"] == ["us"]
    assert invoke("replay", tmp_path / "g.jsonl", "--verify").exit_code == 0


def test_cli_play_explain_prints_the_branches():
    r = invoke("play", "cuba-libre", "--agents", "random,random,random,np", "--seed", "3", "--explain")
    assert r.exit_code == 0, r.output
    assert "syndicate: " in r.stdout and "8.5.1 Rally" in r.stdout and "winner:" in r.stdout


def test_cli_play_four_non_players():
    r = invoke("play", "cuba-libre", "--agents", "np", "--games", "3", "--seed", "3")
    assert r.exit_code == 0, r.output
    assert "games/s" in r.stdout and "syndicate" in r.stdout


def np_decisions() -> list[int]:
    """The first 400 decisions of four Non-players, seed 5."""
    from engine.cuba_libre.nonplayer import trace as T
    from engine.cuba_libre.nonplayer.policy import np_action

    g = engine.load("cuba-libre")
    s = g.new_state("standard", 5, {"players": []})
    tr = T.new_trace()
    out = []
    while len(out) < 400 and not g.is_terminal(s):
        a = int(np_action(s, tr))
        out.append(a)
        g.step(s, a)
    return out


def test_np_decisions_identical_compiled_and_uncompiled():
    # uncompiled in a new process: NUMBA_DISABLE_JIT is read when Numba is imported
    r = subprocess.run([sys.executable, "-c", "from tests.test_np_agent import np_decisions; print(np_decisions())"],
                       capture_output=True, text=True, cwd=ROOT, env={**os.environ, "NUMBA_DISABLE_JIT": "1"})
    assert r.returncode == 0, r.stderr
    assert ast.literal_eval(r.stdout) == np_decisions()


def test_cli_a_solitaire_game_reports_the_8_9_result():
    r = invoke("play", "cuba-libre", "--agents", "random,np,np,np", "--seed", "2")
    assert r.exit_code == 0, r.output
    line = next(x for x in r.stdout.splitlines() if x.startswith("solitaire (8.9): govt player: "))
    assert line.endswith(("Stalemate!", "Counterinsurgency Model!", "Viva Lansky!", "Student Revolution!",
                          "Castro's Triumph!"))
