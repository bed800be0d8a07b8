"""The solver-ai command line: the main job, records, and one clear line with exit code 2 on bad input.

Commands run in this process (Typer's CliRunner: a UserError reaches the runner as the exception, which
main() turns into one line and exit code 2): a new process costs 2-3 s of Python, Numba and compiled-cache
loading. A few real processes check what only a fresh interpreter shows: the main job through
`python -m solver_ai`, exit code 2 with one line and no traceback, and what a Labyrinth game imports."""
import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from engine import cache
from engine.core.protocol import UserError
from solver_ai.cli import app


def source_file(module: str) -> Path:
    """The source file of an engine module."""
    return cache.Sources(cache.ROOT).file(module)


def run(*args):
    """solver-ai ARGS in a new process, through python -m solver_ai (main())."""
    return subprocess.run([sys.executable, "-m", "solver_ai", *args], capture_output=True, text=True)


def invoke(*args, input=None):
    """solver-ai ARGS in this process, INPUT as its stdin: the CliRunner result (stdout and stderr apart)."""
    return CliRunner().invoke(app, [str(a) for a in args], input=input)


def user_error(*args) -> str:
    """The message of the UserError that solver-ai ARGS stops with (main() prints it, exit code 2)."""
    r = invoke(*args)
    assert isinstance(r.exception, UserError), (r.exit_code, r.output, r.exception)
    return str(r.exception)


def test_help_lists_the_commands():
    out = invoke("--help").stdout
    for cmd in ("play", "tournament", "compare", "bench", "replay", "validate", "show", "analyse"):
        assert cmd in out


def test_play_series_prints_a_results_table():
    # the README's main job through the real entry point, a smoke test of python -m solver_ai
    r = run("play", "cuba-libre", "--games", "3", "--seed", "1")
    assert r.returncode == 0, r.stderr
    assert "95% interval (Wilson)" in r.stdout and "games/s" in r.stdout
    for faction in ("govt", "26july", "dr", "syndicate"):
        assert faction in r.stdout


def test_record_and_verified_replay(tmp_path):
    rec = tmp_path / "g.jsonl"
    assert invoke("play", "--seed", "3", "--record", rec).exit_code == 0
    lines = rec.read_text().splitlines()
    header = json.loads(lines[0])
    assert header["game"] == "cuba-libre" and header["seed"] == 3 and header["agents"] == ["random"] * 4
    assert "version" in header and "result" in json.loads(lines[-1])
    r = invoke("replay", rec, "--verify")
    assert r.exit_code == 0 and "every state identical" in r.stdout
    # a tampered record is caught at the decision that differs
    row = json.loads(lines[5])
    row["state"] = "0" * 16
    lines[5] = json.dumps(row)
    rec.write_text("\n".join(lines) + "\n")
    assert "decision 5" in user_error("replay", rec, "--verify")


def test_series_records_one_file_per_game(tmp_path):
    assert invoke("play", "--games", "2", "--seed", "8", "--record", tmp_path / "recs").exit_code == 0
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
    message = user_error("validate", path)
    assert "\n" not in message and expected in message


def test_a_broken_position_is_one_line_on_stderr_and_exit_2(tmp_path):
    """The contract every user_error test relies on, checked once in a real process: main() prints the
    UserError as one line on stderr and exits with code 2, no traceback."""
    path = tmp_path / "p.json"
    path.write_text("{oops")
    r = run("validate", str(path))
    assert r.returncode == 2
    assert r.stderr.count("\n") == 1 and "Traceback" not in r.stderr and "not valid JSON" in r.stderr


def test_validate_messages_are_distinct(tmp_path):
    messages = set()
    for name, (doc, _) in BAD_POSITIONS.items():
        path = tmp_path / f"{name}.json"
        path.write_text(doc if isinstance(doc, str) else json.dumps(doc))
        messages.add(user_error("validate", path).split(":", 1)[-1])
    assert len(messages) == len(BAD_POSITIONS)


def test_validate_and_show_a_good_position(tmp_path):
    path = tmp_path / "p.json"
    path.write_text(json.dumps({"spaces": {"havana": {"support": "active_support", "govt": {"troops": 2}}}, "cards": {"current": 5, "next": 9}}))
    r = invoke("validate", path)
    assert r.exit_code == 0 and "valid cuba-libre position" in r.stdout
    r = invoke("show", path)
    assert r.exit_code == 0 and "Havana" in r.stdout and "2T" in r.stdout


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
def test_bad_input_is_a_user_error(args, expected, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert expected in user_error(*args)


def test_a_mistyped_option_is_a_usage_error_with_exit_2():
    r = invoke("play", "--gmaes", "3")
    assert r.exit_code == 2 and "No such option" in r.output


def test_replay_rejects_a_file_that_is_not_a_record(tmp_path):
    path = tmp_path / "x.jsonl"
    path.write_text('{"hello": 1}\n')
    assert "not a solver-ai game record" in user_error("replay", path)


def test_labyrinth_play_imports_nothing_of_cuba_libre(tmp_path):
    """The entry point plays Labyrinth without compiling anything of Cuba Libre: the Cuba Libre modules it
    imports (the board tables the shared display code reads) define no compiled function."""
    rec = tmp_path / "lab.jsonl"
    code = ("import sys; from solver_ai.cli import main; "
            f"sys.argv = ['solver-ai', 'play', 'labyrinth', '--scenario', 'lets-roll', '--agents', 'random,random', "
            f"'--seed', '2', '--record', {str(rec)!r}]\n"
            "try:\n    main()\nexcept SystemExit as e:\n    assert not e.code, e.code\n"
            "print(sorted(m for m in sys.modules if m.startswith('engine.cuba_libre')))")
    # a fresh interpreter: this one has imported all of Cuba Libre for the other tests
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert "winner:" in r.stdout
    imported = ast.literal_eval(r.stdout.splitlines()[-1])
    assert not [m for m in imported if "njit" in source_file(m).read_text(encoding="utf-8")]
    assert json.loads(rec.read_text().splitlines()[0])["game"] == "labyrinth"
    r = invoke("replay", rec, "--verify")
    assert r.exit_code == 0 and "every state identical" in r.stdout


def test_labyrinth_series_show_and_validate(tmp_path):
    r = invoke("play", "labyrinth", "--scenario", "mission-accomplished", "--games", "3", "-o", "decks=2")
    assert r.exit_code == 0 and "jihadist" in r.stdout
    pos = tmp_path / "p.json"
    pos.write_text(json.dumps({"game": "labyrinth", "countries": {"iraq": {"governance": "poor", "alignment": "ally", "sleepers": 2}},
                               "cards": {"jihadist_hand": [97]}}))
    r = invoke("show", pos)
    assert r.exit_code == 0 and "Iraq" in r.stdout and "Prestige 7" in r.stdout
    pos.write_text(json.dumps({"game": "labyrinth", "funding": 0}))
    assert "funding: 0 is outside 1-9 (4.7.4)" in user_error("validate", pos)
    assert "lets-roll" in user_error("play", "labyrinth", "--scenario", "nowhere")


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
    assert len(lines) == 22  # header, 20 decisions and the closing line
    assert json.loads(lines[-1]) == {"stopped": "stalled: no end after 20 decisions"}
