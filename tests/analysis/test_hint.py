"""Issue 9 item 3 and issue 32 items 3-4: `solver-ai hint` on the sample positions and from any point of
a game: legal moves only, ranked by estimated win chance, each with what it gains."""
import json
from pathlib import Path

import pytest

from engine.core.protocol import UserError
from solver_ai.analysis.hint import MIN_VISITS, hint, hint_lines
from solver_ai.cli import _position
from tests.test_cli import invoke, user_error

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "positions"
SAMPLES = [("midgame.json", "syndicate"), ("opening-26july.json", "26july"), ("labyrinth-lets-roll-turn1.json", "jihadist")]


@pytest.mark.parametrize("name,faction", SAMPLES)
def test_9_hints_on_the_sample_positions_are_legal_and_ranked(name, faction):
    game, s = _position(EXAMPLES / name)
    h = hint(game, s, faction, k=3, budget=300, seed=2)
    legal = set(game.legal_actions(s).tolist())
    assert 1 <= len(h.moves) <= 3 and all(m.first_action in legal for m in h.moves)
    judged = [m.win_chance for m in h.moves if m.visits >= MIN_VISITS]
    assert judged == sorted(judged, reverse=True) and judged == [m.win_chance for m in h.moves][:len(judged)]
    for m in h.moves:
        assert 0 <= m.win_chance <= 1 and m.rival and m.rival != faction
        assert m.interval[0] <= m.win_chance <= m.interval[1]
        assert m.win_chance + m.rival_chance <= 1 + 1e-3  # one distribution over the winner
    assert h.moves == hint(game, s, faction, k=3, budget=300, seed=2).moves  # reproducible


def test_9_hint_turns_are_whole_plans_with_reasons():
    game, s = _position(EXAMPLES / "opening-26july.json")
    lines = hint_lines(game, s, "26july", k=3, budget=200)
    assert lines[0] == "26July is 1st Eligible on #20 The Twelve"
    assert any("candidate turns" in x for x in lines)
    assert lines[-1].startswith("rulebook bot instead: ")
    assert any(x.startswith("   risk: leaves ") for x in lines)


def test_9_hint_json_and_bad_input(tmp_path):
    r = invoke("hint", EXAMPLES / "midgame.json", "--faction", "syndicate", "--budget", "100", "--json")
    assert r.exit_code == 0, r.output
    doc = json.loads(r.stdout)
    assert doc["faction"] == "syndicate" and len(doc["moves"]) == 3 and doc["budget"] == 100
    assert "unknown faction 'martians'" in user_error("hint", EXAMPLES / "midgame.json", "--faction", "martians")
    game, s = _position(EXAMPLES / "midgame.json")
    with pytest.raises(UserError, match="not to move here"):
        hint(game, s, "govt")
    with pytest.raises(UserError, match="at least"):
        hint(game, s, "syndicate", budget=-1)


def test_32_hint_says_what_each_candidate_gains_events_too_and_prints_no_source_path():
    game, s = _position(EXAMPLES / "midgame.json")
    h = hint(game, s, k=9, budget=100)
    assert h.faction == "syndicate"  # the player to move, from the position
    events = [m for m in h.moves if m.label.startswith("Event")]
    assert events and all(any(x.startswith("margins ") and "Government" in x for x in m.explanation) for m in events)
    assert all(any(x.startswith("margins ") for x in m.explanation) for m in h.moves)
    text = "\n".join(hint_lines(game, s, budget=100))
    assert ".py" not in text and "solver_ai/" not in text and "engine/" not in text and "[uncertain" not in text


def test_32_hint_and_show_from_any_point_of_a_game(tmp_path):
    """`hint game.jsonl --at N`, `hint game.txt` and `show ... --position out.json` (issue 32 item 4)."""
    text = Path(__file__).resolve().parents[2] / "examples" / "games" / "cuba-libre-opening.txt"
    rec = tmp_path / "game.jsonl"
    assert invoke("record", "cuba-libre", text, "-o", rec).exit_code == 0
    r = invoke("hint", rec, "--at", "20", "--budget", "30", "--top", "2")
    assert r.exit_code == 0, r.output
    assert r.stdout.startswith("Government: 3.2.1 Train: choose a piece in Camagüey (City)")
    assert "1. " in r.stdout and "2. " in r.stdout
    r = invoke("hint", text, "--at", "20", "--budget", "30", "--top", "2")  # the same point of the typed game
    assert r.exit_code == 0 and r.stdout.startswith("Government: 3.2.1 Train")
    r = invoke("show", text, "--at", "20", "--position", tmp_path / "p.json")
    assert r.exit_code == 0, r.output
    from solver_ai.cli import _record_position

    _, s = _position(tmp_path / "p.json")
    assert (s == _record_position(rec, 20)[1]).all()  # the exported position is that state, bit for bit
    assert invoke("validate", tmp_path / "p.json").exit_code == 0
    assert "must end in .json" in user_error("show", rec, "--position", tmp_path / "p.txt")
    assert "the record has decisions 0 to" in user_error("hint", rec, "--at", "9999")


def test_27_a_candidates_us_turn_is_finished_by_the_optimiser_not_the_bots_random_answer():
    """Labyrinth's chapter 9 bot has rules for the Jihadist only: the US decisions left in a candidate's turn
    are the optimiser agent's (its plans), as an optimiser US would play them, not the bot's random answers (the
    6 positions here would all end otherwise)."""
    import engine
    from engine.labyrinth.data import US
    from solver_ai.agents import make_agent
    from solver_ai.analysis.hint import TURN_LIMIT, finish_turn
    from solver_ai.optimise.labyrinth.positions import card_positions

    lab = engine.load("labyrinth")

    def by(choose, s):
        t = s.copy()
        for _ in range(TURN_LIMIT):
            if lab.is_terminal(t) or lab.turn_start(t) or lab.current_player(t) != US:
                break
            lab.step(t, int(choose(t)))
        return t

    bot, trace = lab.rulebook_bot(), lab.rulebook_bot().new_trace()
    differ = 0
    for _, s in card_positions(6):
        s = s.copy()
        lab.step(s, int(lab.legal_actions(s)[0]))  # a card chosen: its use and targets are left (a hint's candidate)
        t = s.copy()
        finish_turn(lab, t, US)
        assert (t == by(make_agent("optimiser", lab, 1, US).choose, s)).all()
        differ += not (t == by(lambda u: bot.action(u, trace), s)).all()
    assert differ > 0  # positions where the bot's random answers would have finished the turn otherwise
