"""One seam per game (shared/design/ONE-SEAM-PER-GAME.md): every tool reaches a game through its declared
surface. A toy third game plugs in without editing a generic module; Labyrinth works in every command
it can serve; a missing capability is one line and exit 2."""
from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pytest

import engine
from engine.core.protocol import Missing, UserError
from solver_ai import games
from tests.test_cli import invoke

ROOT = Path(__file__).resolve().parent.parent
GAME_DIRS = ("cuba_libre", "labyrinth", "twilight")
INTERNALS = re.compile(r"^\s*(from|import)\s+engine\.(cuba_libre|labyrinth|twilight)\b", re.M)


def cli(*args: str) -> tuple[int, str]:
    """Run the command line in this process: (exit code, output); a UserError is exit 2 with its line."""
    r = invoke(*args)
    if isinstance(r.exception, UserError):
        return 2, str(r.exception)
    if r.exception is not None and not isinstance(r.exception, SystemExit):
        raise r.exception
    return r.exit_code, r.output


def _generic_sources():
    for top in ("solver_ai", "benchmarks"):
        for p in sorted((ROOT / top).rglob("*.py")):
            if not any(part in GAME_DIRS or part.removesuffix(".py") in GAME_DIRS for part in p.relative_to(ROOT).parts):
                yield p


def test_no_generic_module_names_a_game_or_imports_its_internals():
    sources = list(_generic_sources())
    assert any(p.name == "cli.py" for p in sources) and any(p.name == "mcts_agent.py" for p in sources)
    for p in sources:
        text = p.read_text(encoding="utf-8")
        assert not re.search(r"game_id\s*[!=]=", text), p
        assert not INTERNALS.search(text), p
        assert not re.search(r"import_module\(\s*f[\"']", text), p  # no module path computed from a name


def test_a_toy_third_game_plays_tournaments_and_benches_without_a_generic_edit(toy, tmp_path):
    assert "toy-race" in engine.games()
    code, out = cli("play", "toy-race", "--games", "6", "--seed", "3")
    assert code == 0 and "first" in out and "second" in out and "games/s" in out
    code, out = cli("tournament", "toy-race", "random:name=a", "random:name=b", "--games", "4", "--workers", "1",
                    "--out", str(tmp_path / "t"))
    assert code == 0, out
    rows = (tmp_path / "t" / "tournament.jsonl").read_text().splitlines()
    assert sum("result" in json.loads(r) for r in rows) == 4
    code, out = cli("replay", str(tmp_path / "t" / "records" / "game-000001.jsonl"), "--verify")
    assert code == 0 and "every state identical" in out
    code, out = cli("bench", "--game", "toy-race", "--item", "random_full_games", "--quick", "--out", str(tmp_path / "b"))
    assert code == 0, out
    lines = [json.loads(x) for x in (tmp_path / "b" / "bench.jsonl").read_text().splitlines()]
    assert {x["mode"] for x in lines} == {"compiled", "uncompiled", "ratio"} and {x["game"] for x in lines} == {"toy-race"}
    code, out = cli("games")
    assert code == 0 and "toy-race" in out


def test_a_capability_a_game_lacks_is_one_line(toy):
    for agents, what in (("np,random", "rulebook bot"), ("optimiser,random", "optimiser model"),
                         ("mcts,random", "search kernels")):
        code, out = cli("play", "toy-race", "--agents", agents)
        assert code == 2 and what in out and "\n" not in out.strip(), out
    with pytest.raises(Missing, match="labyrinth has no move format yet"):
        games.need(engine.load("labyrinth"), "moves", "move format")


def test_labyrinth_tournament_of_mcts_against_random_records_and_replays(tmp_path):
    out = tmp_path / "t"
    code, text = cli("tournament", "labyrinth", "mcts:iters=8,horizon=2", "random", "--games", "2", "--workers", "1",
                     "--out", str(out))
    assert code == 0, text
    summary = json.loads((out / "tournament.jsonl").read_text().splitlines()[-1])
    assert summary["summary"]["games"] == 2
    for rec in sorted((out / "records").glob("*.jsonl")):
        code, text = cli("replay", str(rec), "--verify")
        assert code == 0 and "every state identical" in text


def test_labyrinth_hint_searches_inside_a_turn_and_ranks_the_us_optimiser_plans(tmp_path):
    pos = str(ROOT / "examples" / "positions" / "labyrinth-lets-roll-turn1.json")  # the Jihadist's dice
    code, out = cli("hint", pos, "--budget", "40", "--top", "2")
    assert code == 0, out
    assert "1. " in out and "search: ISMCTS" in out
    code, out = cli("hint", pos, "--budget", "0")
    assert code == 2 and "inside a turn only the search ranks moves" in out
    from solver_ai.optimise.labyrinth.positions import card_positions

    lab = engine.load("labyrinth")
    us_card = tmp_path / "us.json"
    us_card.write_text(json.dumps(lab.to_json(card_positions(1)[0][1])))
    code, out = cli("hint", str(us_card), "--budget", "0", "--top", "2")
    assert code == 0, out
    assert "optimiser score" in out and "best of " in out and "2. " in out


def test_labyrinth_analyse_and_show_of_a_recorded_game(tmp_path):
    rec = tmp_path / "g.jsonl"
    code, out = cli("play", "labyrinth", "--seed", "4", "--record", str(rec))
    assert code == 0, out
    code, out = cli("analyse", str(rec), "--budget", "4", "--horizon", "1", "--out", str(tmp_path / "a"))
    assert code == 0, out
    report = json.loads((tmp_path / "a" / "analysis.json").read_text())
    assert report["game"] == "labyrinth" and report["judged"]
    code, out = cli("show", str(rec), "--at", "10", "--svg", str(tmp_path / "b.svg"))
    assert code == 0 and "Labyrinth position" in out and (tmp_path / "b.svg").stat().st_size > 1000


@pytest.mark.parametrize("game_id", ["cuba-libre", "labyrinth", "twilight"])
def test_pending_decision_as_data(game_id):
    game = engine.load(game_id)
    s = game.new_state(seed=5)
    rng = np.array([1, 2, 3, 4], dtype=np.int64)
    kinds = set()
    for _ in range(60):
        d = game.pending(s)
        assert d.player == game.player_ids[game.current_player(s)] and d.text == game.describe_pending(s)
        assert [o.action for o in d.options] == game.legal_actions(s).tolist()
        assert all(o.name == game.describe_action(s, o.action) for o in d.options)
        assert d.kind in game.frames.values()
        assert d.action(d.options[-1].name) == d.options[-1].action
        kinds.add(d.kind)
        game.step(s, game.random_action(s, rng))
    assert len(kinds) >= 3  # the walk met several kinds of decision
    with pytest.raises(UserError, match="begin with"):
        d.action("no such option")


def test_chance_control_fixes_the_next_rolls():
    """Labyrinth 7.2 War of Ideas: the same roll gives the same state, a different roll another one."""
    game = engine.load("labyrinth")
    s = game.new_state("lets-roll", seed=2)
    for _ in range(200):
        if game.pending(s).kind == "country" and "War of Ideas" in game.describe_pending(s):
            break
        legal = game.pending(s).options
        woi = [o for o in legal if "War of Ideas" in o.name]
        game.step(s, (woi or legal)[0].action)
    target = game.pending(s).options[0].action
    after = {}
    for roll in (1, 6, 1):
        t = s.copy()
        game.with_dice(t, [roll])
        game.step(t, target)
        after.setdefault(roll, []).append(t)
    assert np.array_equal(*after[1]) and not np.array_equal(after[1][0], after[6][0])
    with pytest.raises(UserError, match="1 to 6"):
        game.with_dice(s, [7])


def test_the_readme_python_api_example_runs(capsys):
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text[text.index("## Python API"):]
    code = section[section.index("```python\n") + 10 : section.index("```", section.index("```python\n") + 10)]
    exec(compile(code, "README.md (Python API)", "exec"), {})
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("jihadist ") and out[-1] in ("govt", "26july", "dr", "syndicate", "None")
