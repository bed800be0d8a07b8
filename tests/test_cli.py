"""The solver-ai command line: the main job, records, and one clear line with exit code 2 on bad input."""
import json
import subprocess
import sys

import pytest


def run(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "solver_ai", *args], capture_output=True, text=True, cwd=cwd)


def test_help_lists_the_commands():
    out = run("--help").stdout
    for cmd in ("play", "tournament", "compare", "bench", "replay", "validate", "show", "analyse"):
        assert cmd in out


def test_play_series_prints_a_results_table():
    r = run("play", "cuba-libre", "--games", "3", "--seed", "1")
    assert r.returncode == 0, r.stderr
    assert "95% interval (Wilson)" in r.stdout and "games/s" in r.stdout
    for faction in ("govt", "26july", "dr", "syndicate"):
        assert faction in r.stdout


def test_record_and_verified_replay(tmp_path):
    rec = tmp_path / "g.jsonl"
    assert run("play", "--seed", "3", "--record", str(rec)).returncode == 0
    lines = rec.read_text().splitlines()
    header = json.loads(lines[0])
    assert header["game"] == "cuba-libre" and header["seed"] == 3 and header["agents"] == ["random"] * 4
    assert "version" in header and "result" in json.loads(lines[-1])
    r = run("replay", str(rec), "--verify")
    assert r.returncode == 0 and "every state identical" in r.stdout
    # a tampered record is caught at the decision that differs
    row = json.loads(lines[5])
    row["state"] = "0" * 16
    lines[5] = json.dumps(row)
    rec.write_text("\n".join(lines) + "\n")
    r = run("replay", str(rec), "--verify")
    assert r.returncode == 2 and "decision 5" in r.stderr


def test_series_records_one_file_per_game(tmp_path):
    assert run("play", "--games", "2", "--seed", "8", "--record", str(tmp_path / "recs")).returncode == 0
    assert sorted(p.name for p in (tmp_path / "recs").iterdir()) == ["game-8.jsonl", "game-9.jsonl"]


BAD_POSITIONS = {
    "not json": ("{oops", "not valid JSON"),
    "unknown space": ({"spaces": {"atlantis": {}}, "cards": {"current": 1}}, "spaces.atlantis: unknown space"),
    "too many troops": ({"spaces": {"havana": {"govt": {"troops": 16}}}, "cards": {"current": 1}}, "force pool has 15"),
    "base stacking": ({"spaces": {"havana": {"govt": {"bases": 2}, "dr": {"bases": 1}}}, "cards": {"current": 1}}, "1.4.2"),
    "base in EC": ({"spaces": {"ec_pinar_habana": {"dr": {"bases": 1}}}, "cards": {"current": 1}}, "never be in an EC"),
    "support in EC": ({"spaces": {"ec_pinar_habana": {"support": "active_support"}}, "cards": {"current": 1}}, "ECs never have Support"),
    "resources": ({"resources": {"govt": 50}, "cards": {"current": 1}}, "resources.govt: 50 is outside 0-49 (1.8)"),
    "faction": ({"resources": {"rebels": 5}, "cards": {"current": 1}}, "unknown faction 'rebels'"),
    "card": ({"cards": {"current": 99}}, "cards.current: unknown card 99"),
    "no card": ({"spaces": {}}, "cards: missing"),
}


@pytest.mark.parametrize("name", sorted(BAD_POSITIONS))
def test_validate_rejects_a_broken_position_in_one_line(tmp_path, name):
    doc, expected = BAD_POSITIONS[name]
    path = tmp_path / "p.json"
    path.write_text(doc if isinstance(doc, str) else json.dumps(doc))
    r = run("validate", str(path))
    assert r.returncode == 2
    assert r.stderr.count("\n") == 1 and "Traceback" not in r.stderr
    assert expected in r.stderr


def test_validate_messages_are_distinct(tmp_path):
    messages = set()
    for name, (doc, _) in BAD_POSITIONS.items():
        path = tmp_path / f"{name}.json"
        path.write_text(doc if isinstance(doc, str) else json.dumps(doc))
        messages.add(run("validate", str(path)).stderr.split(":", 2)[-1])
    assert len(messages) == len(BAD_POSITIONS)


def test_validate_and_show_a_good_position(tmp_path):
    path = tmp_path / "p.json"
    path.write_text(json.dumps({"spaces": {"havana": {"support": "active_support", "govt": {"troops": 2}}}, "cards": {"current": 5, "next": 9}}))
    r = run("validate", str(path))
    assert r.returncode == 0 and "valid cuba-libre position" in r.stdout
    r = run("show", str(path))
    assert r.returncode == 0 and "Havana" in r.stdout and "2T" in r.stdout


@pytest.mark.parametrize(
    "args, expected",
    [
        (("play", "chess"), "unknown game 'chess'"),
        (("play", "--agents", "genius"), "unknown agent 'genius'"),
        (("play", "--agents", "random,random"), "has 4 seats"),
        (("play", "--agents", "random,random:depth=3,width=2,random,random"), "agent 'random' has no option 'depth'"),
        (("play", "--scenario", "nowhere"), "unknown Cuba Libre scenario 'nowhere'"),
        (("play", "-o", "speed=3"), "options.speed: unknown option"),
        (("play", "-o", "eligibility"), "expected key=value"),
        (("replay", "missing.jsonl"), "no such file"),
    ],
)
def test_bad_input_gives_one_line_and_exit_2(args, expected, tmp_path):
    r = run(*args, cwd=tmp_path)
    assert r.returncode == 2, r.stdout
    assert expected in r.stderr and "Traceback" not in r.stderr


def test_replay_rejects_a_file_that_is_not_a_record(tmp_path):
    path = tmp_path / "x.jsonl"
    path.write_text('{"hello": 1}\n')
    r = run("replay", str(path))
    assert r.returncode == 2 and "not a solver-ai game record" in r.stderr


def test_labyrinth_play_record_replay_and_show(tmp_path):
    rec = tmp_path / "lab.jsonl"
    r = run("play", "labyrinth", "--scenario", "lets-roll", "--agents", "random,random", "--seed", "2", "--record", str(rec))
    assert r.returncode == 0, r.stderr
    assert "winner:" in r.stdout
    assert json.loads(rec.read_text().splitlines()[0])["game"] == "labyrinth"
    r = run("replay", str(rec), "--verify")
    assert r.returncode == 0 and "every state identical" in r.stdout
    r = run("play", "labyrinth", "--scenario", "mission-accomplished", "--games", "3", "-o", "decks=2")
    assert r.returncode == 0 and "jihadist" in r.stdout
    pos = tmp_path / "p.json"
    pos.write_text(json.dumps({"game": "labyrinth", "countries": {"iraq": {"governance": "poor", "alignment": "ally", "sleepers": 2}},
                               "cards": {"jihadist_hand": [97]}}))
    r = run("show", str(pos))
    assert r.returncode == 0 and "Iraq" in r.stdout and "Prestige 7" in r.stdout
    pos.write_text(json.dumps({"game": "labyrinth", "funding": 0}))
    r = run("validate", str(pos))
    assert r.returncode == 2 and "funding: 0 is outside 1-9 (4.7.4)" in r.stderr
    r = run("play", "labyrinth", "--scenario", "nowhere")
    assert r.returncode == 2 and "lets-roll" in r.stderr


def test_time_left_comes_from_the_games_this_run_played():
    from solver_ai.cli import _pace

    # A resumed run found 300 done and played 10 in 5 s: 90 left at 2 games/s.
    assert _pace(10, 5.0, 90) == {"rate": "2.0 games/s", "left": "00:00:45 left"}
    assert _pace(0, 0.0, 90)["left"] == ""


def test_a_game_that_never_ends_stops_with_one_line_and_keeps_its_record(tmp_path, monkeypatch):
    import engine
    from solver_ai import play

    monkeypatch.setattr(play, "MAX_DECISIONS", 20)
    rec = tmp_path / "g.jsonl"
    with pytest.raises(play.StalledGame, match=r"cuba-libre seed 4 .*no end after 20 decisions .*g\.jsonl"):
        play.play_game(engine.load("cuba-libre"), "standard", 4, ["random"], record=rec)
    lines = rec.read_text().splitlines()
    assert len(lines) == 21 and "result" not in json.loads(lines[-1])  # header and 20 decisions
