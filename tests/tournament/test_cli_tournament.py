"""`solver-ai tournament` and `solver-ai bench` from the command line."""
import json
import signal
import subprocess
import sys
import time

import pytest

from tests.test_cli import invoke, run, user_error

FOUR = ["random:name=a", "random:name=b", "random:name=c", "random:name=d"]


def test_tournament_prints_tables_and_writes_files(tmp_path):
    r = invoke("tournament", "cuba-libre", *FOUR, "--games", "8", "--workers", "1", "--out", tmp_path / "t")
    assert r.exit_code == 0, r.output
    for text in ("95% interval (Wilson)", "openskill", "win rate by faction", "significant", "381 games per cell", "games/s"):
        assert text in r.stdout
    lines = (tmp_path / "t" / "tournament.jsonl").read_text().splitlines()
    assert len(lines) == 10 and "summary" in json.loads(lines[-1])
    assert (tmp_path / "t" / "winrates.png").is_file() and len(list((tmp_path / "t" / "records").iterdir())) == 8


@pytest.mark.parametrize(
    "args, expected",
    [
        (("chess", "random", "random:name=b"), "unknown game 'chess'"),
        (("cuba-libre", "genius", "random"), "unknown agent 'genius'"),
        (("cuba-libre", "random:depth=3", "random:name=b"), "agent 'random' has no option 'depth'"),
        (("cuba-libre", "random:depth", "random:name=b"), "options are key=value"),
        (("cuba-libre", "random"), "at least 2 agents"),
        (("cuba-libre", "random", "random"), "agent 'random' appears 2 times"),
        (("cuba-libre", *FOUR, "--games", "6"), "use a multiple of 4, e.g. 4 or 8"),
        (("cuba-libre", *FOUR, "--scenario", "nowhere"), "unknown Cuba Libre scenario 'nowhere'"),
        (("cuba-libre", *FOUR, "-o", "speed=3"), "options.speed: unknown option"),
        (("cuba-libre", *FOUR, "--backend", "spark"), "unknown backend 'spark'"),
        (("cuba-libre", *FOUR, "--workers", "0"), "--workers 0"),
        (("cuba-libre", *FOUR, "--resume", "--out", "nothing-here"), "nothing to resume"),
        (("cuba-libre", *FOUR, "--seat", "Castro"), "--seat Castro: not a seat of cuba-libre; its seats are govt"),
    ],
)
def test_bad_tournament_input_is_a_one_line_user_error(args, expected, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    message = user_error("tournament", *args)
    assert expected in message and "\n" not in message


@pytest.mark.parametrize("games", [400, pytest.param(2000, marks=pytest.mark.slow)])
def test_ctrl_c_keeps_finished_games_and_resume_finishes(tmp_path, games):
    # real processes: the interrupt is a SIGINT to a running tournament, and the resume is the command it prints
    out = tmp_path / "t"
    cmd = [sys.executable, "-m", "solver_ai", "tournament", "cuba-libre", *FOUR, "--games", str(games), "--workers", "2",
           "--no-records", "--out", str(out)]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    results = out / "tournament.jsonl"
    deadline = time.monotonic() + 300  # a loaded machine (strength runs beside the suite) starts slowly
    while time.monotonic() < deadline and proc.poll() is None:
        if results.is_file() and results.read_text().count("\n") > 10:
            break
        time.sleep(0.02)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    if proc.returncode == 0:
        pytest.skip("the run finished before the interrupt arrived")
    assert proc.returncode == 130, err
    assert "Traceback" not in err and "resume with: solver-ai tournament" in err and "--resume" in err
    kept = [json.loads(x)["index"] for x in results.read_text().splitlines()[1:]]
    assert kept == list(range(len(kept))) and 10 <= len(kept) < games
    r = run("tournament", "cuba-libre", *FOUR, "--games", str(games), "--workers", "2", "--no-records", "--out", str(out),
            "--resume")
    assert r.returncode == 0, r.stderr
    summary = json.loads(results.read_text().splitlines()[-1])["summary"]
    assert summary["games"] == games


def test_bench_quick_writes_json_lines_and_a_plot(tmp_path):
    r = invoke("bench", "--quick", "--item", "agent_games", "--game", "cuba-libre", "--out", tmp_path)
    assert r.exit_code == 0, r.output
    lines = [json.loads(x) for x in (tmp_path / "bench.jsonl").read_text().splitlines()]
    assert [x["mode"] for x in lines] == ["compiled", "uncompiled", "ratio"]
    assert {x["game"] for x in lines} == {"cuba-libre"} and all(x["commit"] for x in lines)
    assert lines[0]["per_sec"] > 0 and lines[2]["compiled_over_uncompiled"] > 0
    assert (tmp_path / "bench.png").is_file()


def _main_job_rows(tmp_path, *games) -> dict[str, list[dict]]:
    """`bench --quick --item main_job` (for the games named, else every game): its JSON lines by game, each
    checked to time the same games in the compiled loop and the agent loop."""
    r = invoke("bench", "--quick", "--item", "main_job", *[x for g in games for x in ("--game", g)], "--out", tmp_path)
    assert r.exit_code == 0, r.output
    lines = [json.loads(x) for x in (tmp_path / "bench.jsonl").read_text().splitlines()]
    by_game = {g: [x for x in lines if x["game"] == g] for g in sorted({x["game"] for x in lines})}
    for rows in by_game.values():
        assert [x["mode"] for x in rows] == ["compiled loop", "agent loop", "ratio"] and rows[0]["n"] == rows[1]["n"] == 20
        per_game = [x["decisions_per_sec"] / x["per_sec"] for x in rows[:2]]
        assert per_game[0] == pytest.approx(per_game[1], rel=1e-3)  # the same games, decisions for decisions
        assert rows[2]["of"] == "compiled loop / agent loop"
        # a rate, not asserted against a bound: speed is the benchmarks' to report (Twilight's AI decisions cost far
        # more than the Python call around them: x1.7 on an idle machine; a loaded one measured a game at x0.9)
        assert rows[2]["compiled_loop_over_agent_loop"] == rows[2]["ratio"] > 0
    return by_game


def test_bench_main_job_times_the_compiled_loop_against_the_agent_loop(tmp_path):
    assert list(_main_job_rows(tmp_path, "labyrinth")) == ["labyrinth"]


@pytest.mark.slow  # six subprocesses, each loading a game's compiled code: the sibling above times one game
def test_bench_main_job_runs_for_every_game_with_a_compiled_bot_loop(tmp_path):
    assert list(_main_job_rows(tmp_path)) == ["cuba-libre", "labyrinth", "twilight"]


def test_bench_rejects_an_unknown_item():
    assert "unknown bench item 'warp_drive'" in user_error("bench", "--item", "warp_drive")


def refusing_address() -> str:
    """HOST:PORT of a local port nothing listens on: a connection there is refused at once."""
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return f"127.0.0.1:{s.getsockname()[1]}"


@pytest.mark.slow  # needs the `ray` extra, which .ci/run installs for the slow tier
def test_an_unreachable_ray_address_is_one_line_and_leaves_nothing_behind(tmp_path):
    pytest.importorskip("ray")
    address, out = refusing_address(), tmp_path / "t"
    args = ("tournament", "cuba-libre", *FOUR, "--games", "4", "--backend", "ray", "--ray-address", address,
            "--out", out)
    for _ in range(2):  # the rerun meets the same error, not "already holds a tournament"
        message = user_error(*args)
        assert message.startswith(f"--ray-address {address}: no Ray cluster answers there") and "\n" not in message
        assert not (out / "tournament.jsonl").exists()
    r = run(*map(str, args))  # the whole process: one line on stderr, exit code 2, no Ray log lines
    assert r.returncode == 2 and r.stderr.count("\n") == 1 and "no Ray cluster answers" in r.stderr


@pytest.mark.slow  # needs the `ray` extra, which .ci/run installs for the slow tier
def test_a_ray_start_failure_is_one_line_and_leaves_no_results_file(tmp_path, monkeypatch):
    ray = pytest.importorskip("ray")

    def fail(**kwargs):
        raise ConnectionError("Could not find any running Ray instance.\nPlease specify the one to connect to.")

    monkeypatch.setattr(ray, "init", fail)
    out = tmp_path / "t"
    message = user_error("tournament", "cuba-libre", *FOUR, "--games", "4", "--backend", "ray", "--out", out)
    assert message == "Ray did not start: Could not find any running Ray instance."
    assert not (out / "tournament.jsonl").exists()


@pytest.mark.parametrize("address, expected", [("nohost", "expected HOST:PORT"), ("host:port", "expected HOST:PORT")])
def test_a_malformed_ray_address_is_a_user_error(address, expected):
    from engine.core.protocol import UserError
    from solver_ai.tournament.runner import check_ray_address

    with pytest.raises(UserError, match=expected):
        check_ray_address(address)


def test_one_agent_in_three_seats_is_pooled_and_compared_with_the_all_np_baseline(tmp_path):
    run_ = invoke("tournament", "cuba-libre", "random", "np", "np", "np", "--games", "4", "--workers", "1",
                  "--no-records", "--out", tmp_path / "search")
    assert run_.exit_code == 0, run_.output
    summary = json.loads((tmp_path / "search" / "tournament.jsonl").read_text().splitlines()[-1])["summary"]
    assert [(r["agent"], r["plays"]) for r in summary["per_agent"]] == [("random", 4), ("np", 12)]
    assert "│ np " in run_.stdout and "name=" not in run_.stdout
    base = invoke("tournament", "cuba-libre", "np", "np", "np", "np", "--games", "4", "--workers", "1", "--no-records",
                  "--out", tmp_path / "np")
    assert base.exit_code == 0, base.output
    assert "nothing to rate" in base.stdout
    r = invoke("compare", tmp_path / "search", tmp_path / "np", "--markdown")
    assert r.exit_code == 0, r.output
    assert r.stdout.count("\n") == 2 + 5 and "| all | 4 |" in r.stdout  # every seat once, and all
