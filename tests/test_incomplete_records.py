"""Records say when they are incomplete (issue 32, item 9): a game stopped by Ctrl-C is marked unfinished
(or, in a tournament, not kept), and `replay --verify` fails on a record without its result line."""
import json

import pytest

import engine
from solver_ai.play import play_game
from solver_ai.records import RecordWriter
from solver_ai.tournament import Interrupted, make_plan, run_tournament
from tests.test_cli import invoke, user_error


def ctrl_c_after(monkeypatch, n: int) -> None:
    """Ctrl-C arrives as decision number n + 1 (counted over all games) goes to the record: in the agent
    loop and in the compiled loop's replay alike."""
    real, calls = RecordWriter.decision, []

    def decision(self, *args, **kwargs):
        calls.append(1)
        if len(calls) > n:
            raise KeyboardInterrupt
        return real(self, *args, **kwargs)

    monkeypatch.setattr(RecordWriter, "decision", decision)


@pytest.fixture(scope="module")
def finished(tmp_path_factory):
    rec = tmp_path_factory.mktemp("rec") / "g.jsonl"
    play_game(engine.load("cuba-libre"), "standard", 3, ["random"], record=rec)
    return rec.read_text().splitlines()


def test_a_whole_record_verifies(finished, tmp_path):
    rec = tmp_path / "g.jsonl"
    rec.write_text("\n".join(finished) + "\n")
    r = invoke("replay", rec, "--verify")
    assert r.exit_code == 0 and "every state identical" in r.stdout and "cut short" not in r.stdout


@pytest.mark.parametrize("dropped", [1, 40])
def test_a_record_cut_at_a_line_boundary_fails_verify(finished, tmp_path, dropped):
    rec = tmp_path / "g.jsonl"
    rec.write_text("\n".join(finished[:-dropped]) + "\n")
    decisions = len(finished) - 1 - dropped
    message = user_error("replay", rec, "--verify")
    assert f"{decisions} decisions identical to the record, but the record stops after decision {decisions} " \
           "without a closing line: it was cut short" in message and "\n" not in message
    r = invoke("replay", rec)  # without --verify: replayed, and said
    assert r.exit_code == 0 and "cut short" in r.stdout


def test_a_result_line_after_missing_decisions_fails_verify(finished, tmp_path):
    rec = tmp_path / "g.jsonl"
    rec.write_text("\n".join(finished[:-40] + finished[-1:]) + "\n")
    assert "the record gives a result, but the replayed game is not over" in user_error("replay", rec, "--verify")


def test_ctrl_c_marks_a_recorded_game_unfinished(tmp_path, monkeypatch):
    ctrl_c_after(monkeypatch, 30)
    rec = tmp_path / "g.jsonl"
    r = invoke("play", "--seed", "3", "--record", rec)
    assert r.exit_code == 130
    assert "interrupted: 0 of 1 games finished, game seed 3 stopped; its record" in r.stderr
    lines = rec.read_text().splitlines()
    assert len(lines) == 32 and json.loads(lines[-1]) == {"stopped": "interrupted by Ctrl-C"}
    monkeypatch.undo()
    message = user_error("replay", rec, "--verify")
    assert "30 decisions identical to the record, but the game stops unfinished after decision 30 " \
           "(interrupted by Ctrl-C)" in message


def test_ctrl_c_in_a_tournament_keeps_no_record_of_the_game_in_progress(tmp_path, monkeypatch, game):
    plan = make_plan(game, "standard", {}, ["random:name=a", "random:name=b", "random:name=c", "random:name=d"], 4, 7)
    ctrl_c_after(monkeypatch, 1000)  # in the second game (the first takes 560 decisions, the second 700)
    with pytest.raises(Interrupted) as e:
        run_tournament(plan, tmp_path, workers=1)
    kept = sorted(p.name for p in (tmp_path / "records").iterdir())
    assert e.value.done == 1 and kept == ["game-000000.jsonl"]
    for p in (tmp_path / "records").iterdir():
        assert "result" in json.loads(p.read_text().splitlines()[-1])
