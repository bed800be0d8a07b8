"""`solver-ai record` and `solver-ai moves`: one-line errors, the partial record kept."""
import json
from pathlib import Path

from tests.test_cli import invoke, user_error

ROOT = Path(__file__).resolve().parents[2]
OPENING = ROOT / "examples" / "games" / "cuba-libre-opening.txt"


def test_record_then_replay_then_moves(tmp_path):
    rec = tmp_path / "g.jsonl"
    r = invoke("record", "cuba-libre", OPENING, "-o", rec)
    assert r.exit_code == 0, r.output
    assert "71 decisions" in r.stdout and "the game goes on" in r.stdout
    header = json.loads(rec.read_text().splitlines()[0])
    assert header["source"] == str(OPENING) and header["position"]["cards"]["current"] == 23
    assert json.loads(rec.read_text().splitlines()[-1]) == {"unfinished": True}
    r = invoke("replay", rec, "--verify")  # a game entered up to a point is a whole record of it
    assert r.exit_code == 0 and "the game goes on after decision 71" in r.stdout
    r = invoke("moves", rec)
    assert r.exit_code == 0 and "26July: LimOp Attack Santiago roll 1 Police Troops" in r.stdout


def test_a_bad_line_is_one_error_line_and_the_lines_before_it_are_kept(tmp_path):
    text = tmp_path / "g.txt"
    lines = OPENING.read_text().splitlines()
    bad = next(i for i, line in enumerate(lines) if line.startswith("DR: Event unshaded"))
    lines[bad] = "DR: Rally Havana (base)"
    text.write_text("\n".join(lines) + "\n")
    rec = tmp_path / "g.jsonl"
    assert user_error("record", "cuba-libre", text, "-o", rec) == (
        f"{text}:{bad + 1}: column 8: 'havana' is not possible here (3.3.1 LimOp Rally): "
        "Directorio: 3.3.1 LimOp Rally: choose a space, a Special Activity, or done; possible: La Habana, "
        "Matanzas, Las Villas, Camagüey Province, Camagüey City, Oriente, Santiago")
    rows = [json.loads(x) for x in rec.read_text().splitlines()]
    assert len(rows) == 1 + 29 + 1 and rows[-1] == {"unfinished": True}  # the 29 decisions of the lines before
    assert invoke("replay", rec, "--verify").exit_code == 0


def test_bad_input_is_a_user_error(tmp_path):
    assert user_error("record", "labyrinth", OPENING, "-o", tmp_path / "g.jsonl") == "labyrinth has no move format yet"
    none = tmp_path / "none.txt"
    assert user_error("record", "cuba-libre", none, "-o", tmp_path / "g.jsonl") == f"{none}: no such file"
    assert user_error("moves", tmp_path / "none.jsonl") == f"{tmp_path / 'none.jsonl'}: no such file"
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"record": 1, "game": "cuba-libre"}\n{"player": "dr", "action": 21, "rng": [1, 2]}\n')
    assert user_error("moves", bad) == f"{bad}:2: 'rng' must be 4 whole numbers from 0 to 2**32 - 1"


def test_interactive_record_refuses_a_bad_line_and_keeps_the_good_ones(tmp_path):
    rec = tmp_path / "g.jsonl"
    turns = "DR: Pass\n26July: Rally Sierra Maestra (bases 2 guerrillas), Oriente (place)\nSyndicate: Pass\nquit\n"
    r = invoke("record", "cuba-libre", "-o", rec, "--seed", "1959", "--deck", "23 40 41 P1 33 5", input=turns)
    assert r.exit_code == 0, r.output
    assert "line 4: it is not Directorio's turn: 26July is 1st Eligible on #23 Radio Rebelde" in r.stdout
    assert (tmp_path / "g.txt").read_text().splitlines()[3:] == [
        "26July: Rally Sierra Maestra (bases 2 guerrillas), Oriente (place)", "Syndicate: Pass"]
    rows = [json.loads(x) for x in rec.read_text().splitlines()]
    assert len(rows) == 1 + 10 + 1 and rows[-2]["description"].startswith("2.3.3 Pass: Syndicate")
    # the text it wrote reads back into the same record
    again = tmp_path / "again.jsonl"
    assert invoke("record", "cuba-libre", tmp_path / "g.txt", "-o", again).exit_code == 0
    assert [json.loads(x).get("state") for x in again.read_text().splitlines()[1:]] == [x.get("state") for x in rows[1:]]
