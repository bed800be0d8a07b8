"""Position documents (one-line errors naming the field and the rule; round trips bit for bit) and the
game through the seam: play, show, replay, tournament, bench, the mcts agent."""
import json

import numpy as np
import pytest

from engine.core.protocol import PositionError
from engine.core.rng import seed_words
from engine.twilight import layout as L
from engine.twilight.game import GAME
from tests.test_seam import cli
from tests.twilight.helpers import position


def test_position_round_trip_bit_for_bit_at_every_step_of_a_game():
    s = GAME.new_state("standard", 9)
    rng = np.array(seed_words(9, 1), dtype=np.int64)
    while not GAME.is_terminal(s):
        assert np.array_equal(GAME.from_json(json.loads(json.dumps(GAME.to_json(s)))), s)
        GAME.apply_action(s, GAME.random_action(s, rng))
    assert np.array_equal(GAME.from_json(GAME.to_json(s)), s)


@pytest.mark.parametrize("doc, message", [
    ({"influence": {"atlantis": {"us": 1}}}, "influence.atlantis: unknown country"),
    ({"influence": {"iran": {"us": -1}}}, "influence.iran.us: -1 is outside 0-99 (influence is never negative (2.1.7))"),
    ({"defcon": 7}, "defcon: 7 is outside 2-5"),
    ({"vp": 25}, "vp: 25 is outside -20-20"),
    ({"cards": {"us_hand": [6]}}, "cards.us_hand[0]: the China Card is never in a pile or hand"),
    ({"cards": {"us_hand": [4], "discard": [4]}}, "cards.discard[0]: #4 Duck and Cover is already in us_hand"),
    ({"cards": {"us_hand": [104]}, "options": {"optional_cards": False}}, "cards.us_hand[0]: #104 The Cambridge Five is an optional card"),
    ({"space_race": {"us": 9}}, "space_race.us: 9 is outside 0-8"),
    ({"phasing": "china"}, "phasing: expected one of us, ussr"),
    ({"options": {"chinese_civil_war": True}}, "options.chinese_civil_war: unknown option"),
    ({"colour": 1}, "colour: unknown field"),
])
def test_position_errors_name_the_field_and_the_rule(doc, message):
    with pytest.raises(PositionError) as e:
        GAME.from_json({"game": "twilight", **doc})
    assert str(e.value).startswith(message) and "\n" not in str(e.value)


def test_position_cards_by_era_and_headline_start():
    s = position(turn=4, action_round=0, cards={"us_hand": [4, 5], "ussr_hand": [7, 8]})
    assert s[L.LOC + 40] == L.LOC_DECK and s[L.LOC + 90] == L.LOC_OUT
    assert GAME.pending(s).kind == "headline"


def test_play_show_and_replay_through_the_cli(tmp_path):
    code, out = cli("play", "twilight", "--agents", "random", "--games", "5", "--seed", "3")
    assert code == 0 and "ussr" in out and "games/s" in out
    code, out = cli("play", "twilight", "--games", "1", "--record", str(tmp_path / "g.jsonl"))
    assert code == 0, out
    code, out = cli("replay", str(tmp_path / "g.jsonl"), "--verify")
    assert code == 0 and "every state identical" in out
    doc = tmp_path / "p.json"
    doc.write_text(json.dumps({"game": "twilight", "influence": {"iran": {"us": 2}}, "cards": {"ussr_hand": [8]}}))
    code, out = cli("show", str(doc), "--svg", str(tmp_path / "b.svg"))
    assert code == 0 and "Iran" in out and "USSR action round 1" in out
    svg = (tmp_path / "b.svg").read_text()
    assert 'id="country-iran"' in svg and "US 2" in svg
    code, out = cli("show", str(doc), "--png", str(tmp_path / "b.png"))
    assert code == 0 and (tmp_path / "b.png").read_bytes()[:4] == b"\x89PNG"


def test_tournament_with_mcts_and_bench(tmp_path):
    code, out = cli("tournament", "twilight", "mcts:iters=30", "random", "--games", "2", "--workers", "1",
                    "--out", str(tmp_path / "t"))
    assert code == 0, out
    rows = [json.loads(r) for r in (tmp_path / "t" / "tournament.jsonl").read_text().splitlines()]
    assert sum("result" in r for r in rows) == 2
    code, out = cli("bench", "--game", "twilight", "--item", "random_full_games", "--quick", "--out", str(tmp_path / "b"))
    assert code == 0, out
    lines = [json.loads(x) for x in (tmp_path / "b" / "bench.jsonl").read_text().splitlines()]
    assert {x["mode"] for x in lines} == {"compiled", "uncompiled", "ratio"} and {x["game"] for x in lines} == {"twilight"}


def test_example_position_validates_and_gets_a_search_hint():
    from pathlib import Path

    pos = str(Path(__file__).resolve().parents[2] / "examples" / "positions" / "twilight-turn1-ar1.json")
    code, out = cli("validate", pos)
    assert code == 0 and "valid twilight position" in out
    code, out = cli("hint", pos, "--budget", "40")
    assert code == 0 and "1. 4.5D USSR plays" in out and "search only" not in out  # a card choice: the search ranks it


def test_options_are_checked_where_they_are_given():
    from engine.core.protocol import UserError

    with pytest.raises(UserError, match="options.unspent_ops: expected one of realignment, none, all"):
        GAME.new_state("standard", 1, {"unspent_ops": "some"})
    with pytest.raises(UserError, match="options.colour: unknown option"):
        GAME.new_state("standard", 1, {"colour": True})
    s = GAME.new_state("standard-103", 1, {"unspent_ops": "all"})
    assert GAME.to_json(s)["options"] == {"optional_cards": False, "tournament_rules": True,
                                          "realign_needs_enemy_influence": False, "unspent_ops": "all"}


def test_twilight_play_imports_no_other_game():
    """The entry point plays Twilight Struggle without importing (or compiling) another game's engine."""
    import subprocess
    import sys

    code = ("import sys; from solver_ai.cli import main; "
            "sys.argv = ['solver-ai', 'play', 'twilight', '--seed', '2']\n"
            "try:\n    main()\nexcept SystemExit as e:\n    assert not e.code, e.code\n"
            "print(sorted(m for m in sys.modules if m.startswith(('engine.cuba_libre', 'engine.labyrinth'))))")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert r.returncode == 0, r.stderr
    assert "winner:" in r.stdout and r.stdout.splitlines()[-1] == "[]"
