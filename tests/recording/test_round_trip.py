"""The writer and the parser are each other's inverse: record -> text -> decisions is the record's
decisions, and text -> record -> text is the same text, on seeded random games; the examples read."""
from pathlib import Path

import numpy as np
import pytest

from solver_ai.records import RecordWriter, read_record, replay
from engine.cuba_libre.game import GAME
from solver_ai.recording import save
from solver_ai.recording.cuba_libre.parse import parse_text, read_file
from solver_ai.recording.cuba_libre.write import moves_text

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "games"


def random_record(game, path: Path, scenario: str, seed: int, options: dict) -> list[int]:
    """A seeded random game (the agents' generator from the seed), recorded as `solver-ai play` does."""
    s = game.new_state(scenario, seed, options)
    rng = np.array([seed + 1, 7, 11, 13], dtype=np.int64)
    writer = RecordWriter(path, {"game": "cuba-libre", "scenario": scenario, "options": options, "seed": seed})
    actions = []
    while not game.is_terminal(s):
        a = game.random_action(s, rng)
        player, text = game.player_ids[game.current_player(s)], game.describe_action(s, a)
        game.step(s, a)
        writer.decision(player, a, text, s)
        actions.append(a)
    writer.close(game.result(s))
    return actions


@pytest.mark.parametrize("scenario, seed, options, deck", [
    ("standard", 5, {}, True), ("short", 6, {"eligibility": "A"}, False), ("standard", 21, {"no_np": True}, True)])
def test_random_game_round_trip(game, tmp_path, scenario, seed, options, deck):
    rec = tmp_path / "g.jsonl"
    actions = random_record(game, rec, scenario, seed, options)
    text = moves_text(rec, deck=deck)
    read = parse_text(text, "g.txt")
    assert [r["action"] for r in read.rows] == actions
    assert game.is_terminal(read.state) and game.result(read.state)["decisions"] == len(actions)
    again = tmp_path / "again.jsonl"
    save(GAME, read.header, read.rows, again, "g.txt")
    *_, result = replay(again, verify=True)
    assert moves_text(again) == moves_text(rec, deck=True)
    if deck:
        assert moves_text(again) == text


def test_recorded_dice_replay_the_same_rolls(game, tmp_path):
    rec = tmp_path / "g.jsonl"
    random_record(game, rec, "standard", 5, {})
    read = parse_text(moves_text(rec), "g.txt")
    again = tmp_path / "again.jsonl"
    save(GAME, read.header, read.rows, again, "g.txt")
    _, rows, result = read_record(again)
    rolled = [r for r in rows if "dice" in r]
    assert rolled and all(len(r["rng"]) == 4 and all(1 <= d <= 6 for d in r["dice"]) for r in rolled)
    assert result == game.result(read.state)


@pytest.mark.parametrize("name, decisions", [("cuba-libre-opening.txt", 71), ("cuba-libre-random-seed3.txt", 511)])
def test_the_example_games_read_and_replay(tmp_path, name, decisions):
    read = read_file(EXAMPLES / name)
    assert len(read.rows) == decisions
    save(GAME, read.header, read.rows, tmp_path / "g.jsonl", name)
    assert sum(1 for _ in replay(tmp_path / "g.jsonl", verify=True)) == decisions
