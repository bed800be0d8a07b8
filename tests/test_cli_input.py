"""Bad command-line input is one line and exit code 2 (issue 32 item 11), and the smaller output fixes:
`--version`, `record FILE` refusing the prompt's options, Labyrinth's own measure of a win."""
import json
from pathlib import Path

import pytest

from tests.test_cli import invoke, run, user_error

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("args, expected", [
    (("play", "--games", "0"), "Invalid value for '--games': Input should be greater than or equal to 1"),
    (("play", "--games", "-1"), "Invalid value for '--games': Input should be greater than or equal to 1"),
    (("play", "--games", "abc"), "Invalid value for '--games': Input should be a valid integer"),
    (("play", "--seed", "-1"), "Invalid value for '--seed': Input should be greater than or equal to 0"),
    (("tournament", "cuba-libre", "random", "--seed", "-3"), "Invalid value for '--seed'"),
    (("play", "--gmaes", "3"), "No such option: --gmaes"),
])
def test_a_usage_error_is_one_line_and_exit_2(args, expected):
    r = invoke(*args)
    assert r.exit_code == 2 and r.stdout == ""
    assert r.stderr.startswith("error: " + expected) and r.stderr.count("\n") == 1, r.stderr
    assert "╭" not in r.stderr and "Usage:" not in r.stderr


def test_usage_errors_in_a_real_process_are_one_line():
    r = run("play", "--games", "abc")
    assert r.returncode == 2 and r.stderr.count("\n") == 1 and r.stderr.startswith("error: Invalid value for '--games'")


def test_no_arguments_and_help_still_print_the_help():
    r = invoke()
    assert r.exit_code == 2 and "tournament" in r.output
    r = invoke("play", "--help")
    assert r.exit_code == 0 and "--games" in r.stdout


@pytest.mark.parametrize("games, suggestion", [(-1, "e.g. 4"), (0, "e.g. 4"), (6, "e.g. 4 or 8"), (9, "e.g. 8 or 12")])
def test_tournament_games_suggests_positive_multiples(games, suggestion, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    four = ["random:name=a", "random:name=b", "random:name=c", "random:name=d"]
    assert user_error("tournament", "cuba-libre", *four, "--games", games).endswith(f"use a multiple of 4, {suggestion}")


def test_version_flag():
    from solver_ai import __version__

    r = invoke("--version")
    assert r.exit_code == 0 and r.stdout.startswith(f"solver-ai {__version__}")


@pytest.mark.parametrize("flags", [("--seed", "4"), ("--scenario", "short"), ("--deck", "23 40"),
                                   ("--scenario", "standard", "--seed", "0")])
def test_record_from_a_file_refuses_the_prompts_options(flags, tmp_path):
    opening = ROOT / "examples" / "games" / "cuba-libre-opening.txt"
    message = user_error("record", "cuba-libre", opening, "-o", tmp_path / "g.jsonl", *flags)
    given = ", ".join(f for f in flags if f.startswith("--"))
    assert message.startswith(f"{given}: for typing at the prompt; {opening} gives the scenario, seed and deck")
    assert not (tmp_path / "g.jsonl").exists()


def test_labyrinth_results_give_the_victory_condition_and_its_count(tmp_path):
    rec = tmp_path / "g.jsonl"
    r = invoke("play", "labyrinth", "--agents", "random,random", "--seed", "2", "--record", rec)
    assert r.exit_code == 0, r.output
    assert "measure: Good resources 3 against Islamist Rule resources 1 doubled, 2" in r.stdout
    assert "US margin +1 (2.3)" in r.stdout and "margins:" not in r.stdout
    result = json.loads(rec.read_text().splitlines()[-1])["result"]
    assert result["measure"].startswith("Good resources 3") and result["end"] == "2.3 end-of-game adjudication"
    r = invoke("play", "labyrinth", "--agents", "random,random", "--seed", "1")
    assert "measure: 0 cells on the map (2.1)" in r.stdout
    r = invoke("play", "cuba-libre", "--seed", "3")  # Cuba Libre's measure is its victory margins (7.3)
    assert "margins: govt" in r.stdout and "measure:" not in r.stdout


def test_labyrinth_measure_of_each_instant_win():
    import engine
    from engine.labyrinth import layout as L

    game = engine.load("labyrinth")
    s = game.new_state("lets-roll", 1)
    s[L.END_REASON] = L.END_J_COLLAPSE
    assert game.measure(s).startswith("Prestige 7 and ") and game.measure(s).endswith("Poor or Islamist Rule (15 win, 2.1)")
    s[L.END_REASON] = L.END_US_GOOD_RESOURCES
    assert game.measure(s).startswith("Good resources ") and "(12 win, 2.1)" in game.measure(s)
    s[L.END_REASON] = L.END_NONE
    assert game.measure(s).startswith("not over; the 2.3 test now: Good resources")
