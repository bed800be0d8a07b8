"""Issue 9 item 2: `solver-ai analyse` judges every decision of a record with ISMCTS."""
import json

import pytest

import engine
from engine.core.protocol import UserError
from solver_ai.analysis.analyse import BLUNDER, MIN_VISITS, analyse
from solver_ai.analysis.report import key_moments, write_html, write_json
from solver_ai.play import play_game
from tests.test_cli import invoke, user_error

CL = engine.load("cuba-libre")


@pytest.fixture(scope="module")
def record(tmp_path_factory):
    path = tmp_path_factory.mktemp("rec") / "game.jsonl"
    play_game(CL, "short", 7, ["random"], record=path)
    return path


def test_9_analysis_of_a_seeded_game_is_reproducible(record):
    a = analyse(record, budget=30, seed=4)
    b = analyse(record, budget=30, seed=4)
    assert [j.__dict__ for j in a.judged] == [j.__dict__ for j in b.judged]
    assert 0 < len(a.judged) < a.decisions  # forced decisions are not judged
    assert a.result is not None and a.result["winner"] in CL.player_ids


def test_9_each_judgement_compares_the_move_played_with_the_best_found(record):
    a = analyse(record, budget=30, seed=4)
    for j in a.judged:
        assert set(j.chances) == set(CL.player_ids)
        if j.played == j.best:
            assert j.loss == 0
        if "blunder" in j.flags:
            assert j.loss >= BLUNDER and j.played_visits >= MIN_VISITS
    assert sum("turning point" in j.flags for j in a.judged) <= 3


def test_9_reports_json_and_html(record, tmp_path):
    a = analyse(record, budget=20, seed=4)
    write_json(a, tmp_path / "a.json")
    write_html(a, tmp_path / "a.html", {k.decision: f"<svg id='board-{k.decision}'></svg>" for k in key_moments(a)})
    doc = json.loads((tmp_path / "a.json").read_text())
    assert doc["budget"] == 20 and len(doc["judged"]) == len(a.judged)
    page = (tmp_path / "a.html").read_text()
    assert "data:image/png;base64," in page
    for k in key_moments(a):
        assert f"board-{k.decision}" in page


def test_9_bad_budget_is_one_line_error(record):
    with pytest.raises(UserError, match="at least 1 iteration"):
        analyse(record, budget=0)


def test_9_cli_writes_both_reports_and_rejects_a_broken_record(record, tmp_path):
    r = invoke("analyse", record, "--budget", "10", "--out", tmp_path / "rep")
    assert r.exit_code == 0, r.output
    assert (tmp_path / "rep" / "analysis.json").is_file() and (tmp_path / "rep" / "analysis.html").is_file()
    assert "decisions judged" in r.stdout
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"record": 1, "game": "cuba-libre"}\n{"action": "x"}\n')
    assert f"{bad}:2: a decision line needs an integer 'action'" in user_error("analyse", bad)


def test_9_the_html_report_draws_the_board_at_key_moments(record, tmp_path):
    from solver_ai.analysis.report import BOARDS, board_svgs

    a = analyse(record, budget=20, seed=4)
    boards = board_svgs(a, CL)
    assert 0 < len(boards) <= BOARDS and set(boards) <= {j.decision for j in key_moments(a)}
    write_html(a, tmp_path / "a.html", boards)
    page = (tmp_path / "a.html").read_text()
    assert page.count('id="space-havana"') == len(boards)  # every board has every space (solver_ai/board)


def test_9_the_example_game_in_the_readable_format_analyses_end_to_end(tmp_path):
    """Done-when of issue 9: the sample game entered at a table (examples/, text format) goes straight
    into the reports; a bad line is one error naming it."""
    r = invoke("analyse", "examples/games/cuba-libre-opening.txt", "--budget", "10", "--out", tmp_path / "rep")
    assert r.exit_code == 0, r.output
    report = json.loads((tmp_path / "rep" / "analysis.json").read_text())
    assert report["decisions"] > 20 and len(report["judged"]) > 0
    assert (tmp_path / "rep" / "cuba-libre-opening.jsonl").is_file() and (tmp_path / "rep" / "analysis.html").is_file()
    bad = tmp_path / "bad.txt"
    bad.write_text("scenario: standard\nseed: 1\n26July: Rally Nowhere\n")
    assert "bad.txt:3" in user_error("analyse", bad, "--out", tmp_path / "bad")
