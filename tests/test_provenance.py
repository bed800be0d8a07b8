"""Every record, results file and report names the package version and the git commit (issue 32 item 8),
and `play --json` gives programs the result (one game) or the summary."""
import json
import re
import subprocess

from solver_ai import __version__
from solver_ai.provenance import commit, line
from tests.test_cli import invoke


def test_the_commit_is_this_checkout():
    head = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True, check=True).stdout.strip()
    assert commit().removesuffix("-dirty") == head
    assert line().startswith(f"solver-ai {__version__}, commit {head[:12]}")
    r = invoke("--version")
    assert r.stdout.strip() == line()


def test_play_json_for_one_game_and_a_series(tmp_path):
    rec = tmp_path / "g.jsonl"
    r = invoke("play", "--seed", "3", "--json", "--record", rec)
    assert r.exit_code == 0, r.output
    doc = json.loads(r.stdout)  # the whole output is one JSON document
    assert doc["seed"] == 3 and doc["agents"] == ["random"] and doc["record"] == str(rec)
    assert doc["result"] == json.loads(rec.read_text().splitlines()[-1])["result"]
    assert (doc["version"], doc["commit"]) == (__version__, commit())
    header = json.loads(rec.read_text().splitlines()[0])
    assert (header["version"], header["commit"]) == (__version__, commit())
    r = invoke("play", "--seed", "3", "--games", "3", "--json")
    doc = json.loads(r.stdout)
    assert doc["seeds"] == [3, 5] and [f["faction"] for f in doc["factions"]] == ["govt", "26july", "dr", "syndicate"]
    assert sum(f["wins"] for f in doc["factions"]) <= 3 and doc["games_per_second"] > 0 and doc["commit"] == commit()
    assert "--explain prints text" in str(invoke("play", "--json", "--explain").exception)


def test_tournament_results_and_report_name_the_commit(tmp_path):
    r = invoke("tournament", "cuba-libre", "random:name=a", "random:name=b", "random:name=c", "random:name=d",
               "--games", "4", "--workers", "1", "--out", tmp_path)
    assert r.exit_code == 0, r.output
    header = json.loads((tmp_path / "tournament.jsonl").read_text().splitlines()[0])
    assert (header["version"], header["commit"]) == (__version__, commit())
    record = json.loads((tmp_path / "records" / "game-000000.jsonl").read_text().splitlines()[0])
    assert record["commit"] == commit()
    assert re.search(rf"solver-ai {re.escape(__version__)}, commit [0-9a-f]{{12}}", r.stdout)


def test_the_analysis_reports_name_the_commit(tmp_path):
    from pathlib import Path

    opening = Path(__file__).resolve().parents[1] / "examples" / "games" / "cuba-libre-opening.txt"
    r = invoke("analyse", opening, "--budget", "1", "--out", tmp_path)
    assert r.exit_code == 0, r.output
    doc = json.loads((tmp_path / "analysis.json").read_text())
    assert (doc["version"], doc["commit"]) == (__version__, commit())
    assert line() in (tmp_path / "analysis.html").read_text()
