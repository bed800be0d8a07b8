"""The four-Non-player baseline (np_baseline.py): the same winners and margins, game by game."""
import json

from .np_baseline import GAMES, PATH, baseline


def test_four_non_player_baseline_is_unchanged():
    expected = json.loads(PATH.read_text(encoding="utf-8"))
    assert len(expected) == GAMES
    assert baseline() == expected, "Non-player games changed: review, then python -m tests.cuba_libre.np_baseline"
