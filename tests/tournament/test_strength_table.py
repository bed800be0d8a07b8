"""benchmarks/strength.py: its cells, a cell's finished games, and the table read back from tournament folders."""
import json
import sys
from argparse import Namespace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))
import strength  # noqa: E402


def _cell(folder: Path, scenario: str, options: dict, games: list[tuple[list[int], str, dict]], over: bool,
          agent: str = "mcts:iters=5"):
    """A tournament folder: the header, one line per (seating, winner, margins) and the summary when over."""
    folder.mkdir(parents=True)
    lines = [{"tournament": 1, "game": "labyrinth", "scenario": scenario, "options": options, "seed": 1,
              "agents": [{"label": agent, "spec": agent}, {"label": "np", "spec": "np"}]}]
    lines += [{"index": i, "seed": 1 + i, "seating": seating, "result": {"winner": winner, "margins": margins}}
              for i, (seating, winner, margins) in enumerate(games)]
    lines += [{"summary": {}}] if over else []
    (folder / strength.RESULTS).write_text("".join(json.dumps(x) + "\n" for x in lines))


def test_cells_cross_scenarios_with_grid_values():
    assert strength.cells(["a", "b"], "ideology=x,y") == [
        ("a", ["ideology=x"], "a-x"), ("a", ["ideology=y"], "a-y"), ("b", ["ideology=x"], "b-x"),
        ("b", ["ideology=y"], "b-y")]
    assert strength.cells(["a"], None) == [("a", [], "a")]


def test_the_table_counts_the_first_agents_wins_in_its_seat(tmp_path, capsys):
    us_wins = {"us": 3, "jihadist": -3}
    jihadist_wins = {"us": -5, "jihadist": 5}
    # seating [1, 0]: the first agent sat second (jihadist) and won there
    _cell(tmp_path / "m" / "lets-roll-virulent", "lets-roll", {"ideology": "virulent"},
          [([0, 1], "us", us_wins), ([0, 1], "jihadist", jihadist_wins), ([0, 1], "jihadist", jihadist_wins)], True)
    _cell(tmp_path / "m" / "lets-roll-normal", "lets-roll", {"ideology": "normal"},
          [([1, 0], "jihadist", jihadist_wins)], False)
    assert strength.played(tmp_path / "m" / "lets-roll-virulent") == (3, True)
    assert strength.played(tmp_path / "m" / "lets-roll-normal") == (1, False)
    assert strength.played(tmp_path / "nothing") == (0, False)
    strength.table(Namespace(dirs=[tmp_path], columns="normal,virulent", row_options=[]))
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "| agent | scenario | seat | ideology=normal | ideology=virulent |"
    assert lines[2:] == ["| `mcts:iters=5` | lets-roll | jihadist | 1/1 = 100% (21%-100%), +5.0 | - |",
                         "| `mcts:iters=5` | lets-roll | us | - | 1/3 = 33% (6%-79%), -2.3 |"]


def test_a_row_option_is_named_beside_the_scenario(tmp_path, capsys):
    _cell(tmp_path / "ussr", "solitaire", {"human_side": "ussr"}, [([0, 1], "us", {"us": 2, "ussr": -2})], True)
    strength.table(Namespace(dirs=[tmp_path], columns=None, row_options=["human_side"]))
    assert capsys.readouterr().out.splitlines()[2] == \
        "| `mcts:iters=5` | solitaire human_side=ussr | us | 1/1 = 100% (21%-100%), +2.0 |"


def test_pairs_compares_two_agents_cells_game_by_game(tmp_path, capsys):
    """The wins each agent had in the same games, the games only one won with the sign test, and the US
    margins paired game by game (game 0: +3 against -5, game 1: -5 against -1, game 2: the same)."""
    won, lost, close = {"us": 3, "jihadist": -3}, {"us": -5, "jihadist": 5}, {"us": -1, "jihadist": 1}
    _cell(tmp_path / "optimiser" / "lets-roll-normal", "lets-roll", {"ideology": "normal"},
          [([0, 1], "us", won), ([0, 1], "jihadist", lost), ([0, 1], "jihadist", lost)], True, agent="optimiser")
    _cell(tmp_path / "random" / "lets-roll-normal", "lets-roll", {"ideology": "normal"},
          [([0, 1], "jihadist", lost), ([0, 1], "jihadist", close), ([0, 1], "jihadist", lost)], True, agent="random")
    strength.pairs(Namespace(dir=tmp_path, agent="optimiser", baseline="random", baseline_dir=None))
    assert capsys.readouterr().out.splitlines()[2] == "| lets-roll-normal | 3 | 1 | 0 | 1 / 0 | 1 | +1.3 | 1 / 1 |"
    (tmp_path / "before").mkdir()
    (tmp_path / "random").rename(tmp_path / "before" / "random")  # the baseline's cells kept elsewhere
    strength.pairs(Namespace(dir=tmp_path, agent="optimiser", baseline="random", baseline_dir=tmp_path / "before"))
    lines = capsys.readouterr().out.splitlines()
    assert "| `random` (before) wins |" in lines[0]
    assert lines[2] == "| lets-roll-normal | 3 | 1 | 0 | 1 / 0 | 1 | +1.3 | 1 / 1 |"
