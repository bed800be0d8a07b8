"""Issue 9 item 2 and issue 32 items 1-2: `solver-ai analyse` judges every turn of a record with ISMCTS."""
import json
from pathlib import Path

import pytest

import engine
from engine.core.protocol import UserError
from solver_ai.analysis.analyse import Alternatives, analyse, judge
from solver_ai.analysis.estimate import MIN_LOSS, distribution
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
    a = analyse(record, budget=30, seed=4, plans=0)
    b = analyse(record, budget=30, seed=4, plans=0)
    assert [j.__dict__ for j in a.judged] == [j.__dict__ for j in b.judged]
    assert 0 < len(a.judged) <= a.turns < a.decisions  # turns, not decisions; forced turns are not judged
    assert a.result is not None and a.result["winner"] in CL.player_ids


def test_32_every_judged_turn_has_chances_that_sum_to_one(record):
    """Issue 32 item 1: one distribution over the winner per estimate, with its interval; a blunder's
    loss is beyond that noise."""
    a = analyse(record, budget=30, seed=4)
    for j in a.judged:
        assert set(j.chances) == set(CL.player_ids)
        assert sum(j.chances.values()) == pytest.approx(1.0, abs=1e-3)
        for name, (lo, hi) in j.intervals.items():
            assert lo <= j.chances[name] <= hi
        assert j.played_interval[0] <= j.played_value <= j.played_interval[1]
        assert j.loss >= 0 and (j.best == "") == (j.loss == 0)
        if "blunder" in j.flags:
            assert j.loss >= MIN_LOSS and "beyond the noise" in j.reason
    assert sum("turning point" in j.flags for j in a.judged) <= 3


def test_32_a_search_s_scores_become_one_distribution():
    """Cuba Libre scores each faction at the horizon on its own (engine/cuba_libre/search.py), so a
    search's means need not sum to 1; the chances reported do."""
    assert distribution((0.6, 0.5, 0.1, 0.0)) == pytest.approx((0.5, 5 / 12, 1 / 12, 0.0))
    assert distribution((0.0, 0.0)) == (0.5, 0.5)


def _defcon_2_coup():
    """Twilight, turn 1, DEFCON 2: the regions open to a coup (8.1.5) leave the USSR only battlegrounds,
    and a coup there takes DEFCON to 1 (6.3.4), so the phasing USSR loses (8.1.3)."""
    tw = engine.load("twilight")
    doc = json.loads((Path(__file__).resolve().parents[2] / "examples/positions/twilight-turn1-ar1.json").read_text())
    s = tw.from_json(doc | {"defcon": 2})
    coup = [116, 197, 58]  # play #33 De-Stalinization, use its Ops to coup, in South Africa
    after = s.copy()
    for a in coup:
        tw.step(after, a)
    assert tw.is_terminal(after) and tw.result(after)["winner"] == "us"
    return tw, s, coup, after


@pytest.fixture(scope="module")
def coup_record(tmp_path_factory):
    """The game record of that turn, from the constructed position."""
    from solver_ai.records import RecordWriter

    tw, s, coup, after = _defcon_2_coup()
    path = tmp_path_factory.mktemp("coup") / "coup.jsonl"
    writer = RecordWriter(path, {"game": "twilight", "position": tw.to_json(s)})
    for a in coup:
        player, text = tw.player_ids[tw.current_player(s)], tw.describe_action(s, a)
        tw.step(s, a)
        writer.decision(player, a, text, s)
    writer.close(tw.result(s))
    return path


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("budget", [60, 200])
def test_32_a_known_blunder_is_found_at_two_seeds_and_two_budgets(coup_record, seed, budget):
    a = analyse(coup_record, budget=budget, seed=seed)
    [j] = a.judged  # one turn: the card, its use, the target
    assert j.flags == ["blunder"] and j.played_value == 0 and j.chances == {"us": 1.0, "ussr": 0.0}
    assert j.played == ("USSR plays #33 De-Stalinization (3 Ops, USSR); USSR uses #33 De-Stalinization for its coup; "
                        "USSR coup in South Africa")
    assert j.best.startswith("USSR plays #") and "instead" in j.reason and "beyond the noise" in j.reason


def test_32_the_turn_played_is_estimated_on_its_own_when_the_search_left_it_few_visits():
    """UCB spends few visits on a losing turn; the second estimate gives the turn played visits of its own (its
    budget), on which the loss is judged."""
    from solver_ai.analysis.turns import Turn
    from solver_ai.search.mcts import ISMCTS

    tw, s, coup, after = _defcon_2_coup()
    turn = Turn(0, len(coup), tw.current_player(s), 1, tw.describe_pending(s), "coup")
    alone = judge(tw, ISMCTS(tw, 1, iters=60), s, coup, Alternatives(tw, 0), turn, 1, after)
    checked = judge(tw, ISMCTS(tw, 1, iters=60), s, coup, Alternatives(tw, 0), turn, 1, after, ISMCTS(tw, 1, iters=30))
    assert alone.played_visits < 30 <= checked.played_visits
    assert checked.flags == ["blunder"] and checked.played_value == 0


def test_32_turns_are_keyed_by_card_and_told_in_the_move_format(tmp_path):
    """Issue 32 item 2: a turn is a card and what its faction did, in the readable move format."""
    r = invoke("analyse", "examples/games/cuba-libre-opening.txt", "--budget", "10", "--out", tmp_path / "rep")
    assert r.exit_code == 0, r.output
    doc = json.loads((tmp_path / "rep" / "analysis.json").read_text())
    first = doc["judged"][0]
    assert first["card"] == 1 and first["turn"] == 1 and first["when"] == "26July is 1st Eligible on #23 Radio Rebelde"
    assert first["played"].startswith("26July: Rally Sierra Maestra (bases)")  # the line `moves` writes
    second = doc["judged"][1]
    assert second["decisions"][0] == first["decisions"][1] + 1 > 2  # the whole Rally is one turn
    assert second["played"].startswith("Syndicate: LimOp Construct Havana") and second["card"] == 1
    cards = [j["card"] for j in doc["judged"]]
    assert cards == sorted(cards) and cards[-1] > 3
    text = json.dumps(doc, ensure_ascii=False)
    assert "[uncertain" not in text and "Special Activity" not in text


def test_32_player_facing_text_drops_rule_numbers_and_open_question_tags():
    from solver_ai.analysis.turns import plain

    assert plain("4.2.1 Government adds the Special Activity Transport") == "Government adds the Special Activity Transport"
    assert plain("5.1 DR executes the Event: place a Base [uncertain: if any]") == "DR executes the Event: place a Base"
    assert plain("USSR action round 1, turn 1: choose a card (4.5D)") == "USSR action round 1, turn 1: choose a card"


def test_9_reports_json_and_html(record, tmp_path):
    a = analyse(record, budget=20, seed=4, plans=0)
    write_json(a, tmp_path / "a.json")
    write_html(a, tmp_path / "a.html", {k.turn: f"<svg id='board-{k.turn}'></svg>" for k in key_moments(a)})
    doc = json.loads((tmp_path / "a.json").read_text())
    assert doc["budget"] == 20 and len(doc["judged"]) == len(a.judged)
    page = (tmp_path / "a.html").read_text()
    assert "data:image/png;base64," in page
    for k in key_moments(a):
        assert f"board-{k.turn}" in page


def test_9_bad_budget_is_one_line_error(record):
    with pytest.raises(UserError, match="at least 1 iteration"):
        analyse(record, budget=0)
    with pytest.raises(UserError, match="--plans must be 0 or more"):
        analyse(record, plans=-1)


def test_9_cli_writes_both_reports_and_rejects_a_broken_record(record, tmp_path):
    r = invoke("analyse", record, "--budget", "10", "--out", tmp_path / "rep")
    assert r.exit_code == 0, r.output
    assert (tmp_path / "rep" / "analysis.json").is_file() and (tmp_path / "rep" / "analysis.html").is_file()
    assert "turns judged" in r.stdout
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"record": 1, "game": "cuba-libre"}\n{"action": "x"}\n')
    assert f"{bad}:2: a decision line needs an integer 'action'" in user_error("analyse", bad)


def test_9_the_html_report_draws_the_board_at_key_moments(record, tmp_path):
    from solver_ai.analysis.report import BOARDS, board_svgs

    a = analyse(record, budget=20, seed=4, plans=0)
    boards = board_svgs(a, CL)
    assert 0 < len(boards) <= BOARDS and set(boards) <= {j.turn for j in key_moments(a)}
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
