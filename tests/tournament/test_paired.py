"""`solver-ai compare`: two tournaments on the same seeds, seat by seat (solver_ai/tournament/paired.py)."""
import json

import pytest

from engine.core.protocol import UserError
from solver_ai.tournament.paired import compare
from tests.test_cli import invoke, user_error

PLAYERS = ("govt", "26july", "dr", "syndicate")
SEATINGS = [[0, 1, 2, 3], [1, 2, 3, 0], [2, 3, 0, 1], [3, 0, 1, 2]]  # agent of each seat, game by game


def write(folder, agents, winners, seed=6001, kill_last=False):
    """A results file: the header, one line per game (seat rotation as SEATINGS), no summary."""
    folder.mkdir()
    lines = [json.dumps({"tournament": 1, "game": "cuba-libre", "scenario": "standard", "options": {},
                         "seed": seed, "games": 8, "agents": [{"label": a, "spec": "np"} for a in agents]})]
    for i, w in enumerate(winners):
        lines.append(json.dumps({"index": i, "seed": seed + i, "seating": SEATINGS[i % 4],
                                 "result": {"winner": w}}))
    text = "\n".join(lines) + "\n"
    if kill_last:
        text += '{"index": 99, "se'  # a line cut short by a kill
    (folder / "tournament.jsonl").write_text(text)
    return folder


@pytest.fixture
def runs(tmp_path):
    # agent 0 sits at govt, syndicate, dr, 26july in games 0-3 and again in 4-7
    search = write(tmp_path / "search", "sbcd", ["govt", "syndicate", "dr", "dr", "govt", "syndicate", "govt"],
                   kill_last=True)
    base = write(tmp_path / "np", "abcd", ["26july", "syndicate", "govt", "dr", "dr", "dr", "govt", "govt"])
    return search, base


def test_counts_each_seat_on_the_games_finished_in_both(runs):
    label, rows = compare(*runs, players=PLAYERS)
    by = {r.seat: r for r in rows}
    assert label == "s"
    assert [r.seat for r in rows] == ["govt", "26july", "dr", "syndicate", "all"]
    # govt: games 0 and 4 (search won both; the baseline neither)
    assert (by["govt"].games, by["govt"].wins, by["govt"].baseline_wins) == (2, 2, 0)
    # syndicate: games 1 and 5, won by both in 1, by search only in 5
    assert (by["syndicate"].wins, by["syndicate"].baseline_wins, by["syndicate"].only) == (2, 1, 1)
    # 26july: games 3 and 7 (7 unfinished in the search run): the baseline's 26july lost game 3
    assert (by["26july"].games, by["26july"].wins, by["26july"].baseline_wins) == (1, 0, 0)
    everything = by["all"]
    assert (everything.games, everything.wins, everything.baseline_wins) == (7, 5, 1)
    assert (everything.only, everything.only_baseline) == (4, 0)
    assert everything.p == pytest.approx(0.125)  # 4 of 4 one-sided games, two-sided


def test_refuses_runs_of_different_games(tmp_path):
    a = write(tmp_path / "a", "sbcd", ["govt"])
    b = write(tmp_path / "b", "abcd", ["govt"], seed=7001)
    with pytest.raises(UserError, match="differ in seed"):
        compare(a, b, players=PLAYERS)


def test_command_prints_the_table_and_rejects_bad_input(runs, tmp_path):
    r = invoke("compare", runs[0], runs[1], "--markdown")
    assert r.exit_code == 0, r.output
    assert "| govt | 2 | 2 (34%-100%) | 0 (0%-66%) | 2 / 0 | 0.5 |" in r.stdout
    assert "no agent 'zz'" in user_error("compare", runs[0], runs[1], "--agent", "zz")
    assert "no such tournament results file" in user_error("compare", tmp_path / "nothing", runs[1])
