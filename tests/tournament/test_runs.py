"""Real tournaments: the same results bit for bit whatever the backend and worker count, and resuming
after an interruption gives what an uninterrupted run gives."""
import json

import pytest

from engine.core.protocol import UserError
from solver_ai.tournament import Interrupted, make_plan, run_tournament

AGENTS = ["random:name=a", "random:name=b", "random:name=c", "random:name=d"]


def files(out):
    """Every file a run wrote except the plot, by path relative to its folder."""
    return {str(p.relative_to(out)): p.read_bytes() for p in sorted(out.rglob("*.jsonl"))}


@pytest.fixture(scope="module")
def reference(tmp_path_factory, game):
    out = tmp_path_factory.mktemp("reference")
    plan = make_plan(game, "standard", {}, AGENTS, 12, 7)
    summary = run_tournament(plan, out, workers=1)
    return plan, out, summary


def test_a_run_writes_records_results_and_plot(reference):
    plan, out, summary = reference
    lines = (out / "tournament.jsonl").read_text().splitlines()
    assert json.loads(lines[0])["agents"][0] == {"label": "a", "spec": "random"}
    assert [json.loads(x)["index"] for x in lines[1:-1]] == list(range(12))
    assert json.loads(lines[-1])["summary"] == json.loads(json.dumps(summary))
    assert len(list((out / "records").iterdir())) == 12 and (out / "winrates.png").stat().st_size > 1000
    assert sum(r["plays"] for r in summary["per_agent"]) == 12 * 4


def test_worker_count_does_not_change_anything(reference, tmp_path):
    plan, out, _ = reference
    run_tournament(plan, tmp_path, workers=2)
    assert files(tmp_path) == files(out)


@pytest.mark.slow  # starting Ray takes longer than the games; test_worker_count_... runs the same check
def test_ray_backend_gives_the_same_results(reference, tmp_path):
    pytest.importorskip("ray")
    plan, out, _ = reference
    run_tournament(plan, tmp_path, workers=2, backend="ray")
    assert files(tmp_path) == files(out)


def test_resume_after_an_interruption(reference, tmp_path):
    plan, out, _ = reference

    def stop_after_5(done, played):
        if done == 5:
            raise KeyboardInterrupt

    with pytest.raises(Interrupted) as e:
        run_tournament(plan, tmp_path, workers=2, on_game=stop_after_5)
    assert (e.value.done, e.value.total) == (5, 12)
    lines = (tmp_path / "tournament.jsonl").read_text().splitlines()
    assert len(lines) == 6  # header and the five finished games
    with open(tmp_path / "tournament.jsonl", "a") as f:
        f.write('{"index": 5, "seed"')  # a line cut short by a kill
    with pytest.raises(UserError, match="already holds a tournament"):
        run_tournament(plan, tmp_path, workers=1)
    played = []
    run_tournament(plan, tmp_path, workers=1, resume=True, on_game=lambda done, n: played.append(done))
    assert played == list(range(5, 13))
    assert files(tmp_path) == files(out)


def test_resume_refuses_another_plan(reference, tmp_path, game):
    plan, out, _ = reference
    other = make_plan(game, "standard", {}, AGENTS[::-1], 12, 7)
    (tmp_path / "tournament.jsonl").write_text((out / "tournament.jsonl").read_text())
    with pytest.raises(UserError, match="--resume needs the same agents"):
        run_tournament(other, tmp_path, workers=1, resume=True)


def test_resume_refuses_paired_seeds_for_unpaired_ones(reference, tmp_path, game):
    plan, out, _ = reference
    paired = make_plan(game, "standard", {}, AGENTS, 12, 7, paired=True)
    (tmp_path / "tournament.jsonl").write_text((out / "tournament.jsonl").read_text())
    with pytest.raises(UserError, match="--resume needs the same paired as the interrupted run \\(null, not true\\)"):
        run_tournament(paired, tmp_path, workers=1, resume=True)


def test_paired_seeds_from_the_command_line(tmp_path):
    from tests.test_cli import invoke

    r = invoke("tournament", "cuba-libre", "random:name=a", "random:name=b", "--games", "16", "--seed", "3", "--paired",
               "--workers", "1", "--no-records", "--out", str(tmp_path / "t"))
    assert r.exit_code == 0, r.output
    lines = [json.loads(x) for x in (tmp_path / "t" / "tournament.jsonl").read_text().splitlines()]
    assert lines[0]["paired"] is True
    assert [x["seed"] for x in lines if "index" in x] == [3] * 8 + [4] * 8


def test_one_seat_first_then_the_rest_gives_the_full_run(reference, tmp_path):
    plan, out, _ = reference
    j = plan.players.index("26july")
    run_tournament(plan, tmp_path, workers=1, seat="26july")
    rows = [json.loads(x) for x in (tmp_path / "tournament.jsonl").read_text().splitlines()[1:-1]]
    assert [r["index"] for r in rows] == plan.indices("26july") == [3, 7, 11]
    assert all(r["seating"][j] == 0 for r in rows)
    played = []
    run_tournament(plan, tmp_path, workers=1, resume=True, on_game=lambda done, n: played.append(done))
    assert played == list(range(3, 13))
    assert files(tmp_path)["tournament.jsonl"] != files(out)["tournament.jsonl"]  # the games came in another order

    def games(folder):
        return sorted((x for x in (folder / "tournament.jsonl").read_text().splitlines() if '"index"' in x),
                      key=lambda x: json.loads(x)["index"])
    assert games(tmp_path) == games(out)
    assert {k: v for k, v in files(tmp_path).items() if k != "tournament.jsonl"} == \
        {k: v for k, v in files(out).items() if k != "tournament.jsonl"}
    with pytest.raises(UserError, match="not a seat of cuba-libre; its seats are govt"):
        plan.indices("Castro")


def test_jobs_hold_one_slow_game_or_several_fast_ones():
    from solver_ai.tournament.runner import CHUNK, _in_order, chunk_size

    assert chunk_size(0.0, 0, 2) == 1  # nothing finished yet
    assert chunk_size(600.0, 2, 2) == 1  # 10-minute games: each kept as soon as it ends
    assert chunk_size(0.5, 4, 2) == 4  # 0.25 s games: a second's worth per job
    assert chunk_size(1.0, 1000, 2) == CHUNK  # 2 ms games
    jobs = []
    out = list(_in_order(range(40), 2, lambda chunk: jobs.append(chunk) or chunk, lambda job: job, lambda job: None))
    assert out == list(range(40))  # in order, whatever the chunks
    assert [len(j) for j in jobs[:4]] == [1, 1, 1, 1] and max(len(j) for j in jobs) == CHUNK


def test_resume_refuses_another_lineup(tmp_path, game):
    first = make_plan(game, "standard", {}, ["random:name=a", "random:name=b", "random:name=b", "random:name=b"], 4, 7)
    other = make_plan(game, "standard", {}, ["random:name=a", "random:name=a", "random:name=b", "random:name=b"], 4, 7)

    def stop_after_1(done, played):
        if done == 1:
            raise KeyboardInterrupt

    with pytest.raises(Interrupted):
        run_tournament(first, tmp_path, workers=1, on_game=stop_after_1)
    with pytest.raises(UserError, match=r"--resume needs the same lineup as the interrupted run \(\[0, 1, 1, 1\], not \[0, 0, 1, 1\]\)"):
        run_tournament(other, tmp_path, workers=1, resume=True)
