"""`solver-ai record` and `solver-ai moves`: exit codes, one-line errors, the partial record kept."""
import json
from pathlib import Path

from tests.test_cli import run

ROOT = Path(__file__).resolve().parents[2]
OPENING = ROOT / "examples" / "games" / "cuba-libre-opening.txt"


def test_record_then_replay_then_moves(tmp_path):
    rec = tmp_path / "g.jsonl"
    r = run("record", "cuba-libre", str(OPENING), "-o", str(rec))
    assert r.returncode == 0, r.stderr
    assert "71 decisions" in r.stdout and "the game goes on" in r.stdout
    header = json.loads(rec.read_text().splitlines()[0])
    assert header["source"] == str(OPENING) and header["position"]["cards"]["current"] == 23
    assert run("replay", str(rec), "--verify").returncode == 0
    r = run("moves", str(rec))
    assert r.returncode == 0 and "26July: LimOp Attack Santiago roll 1 Police Troops" in r.stdout


def test_a_bad_line_is_one_error_line_exit_2_and_the_lines_before_it_are_kept(tmp_path):
    text = tmp_path / "g.txt"
    lines = OPENING.read_text().splitlines()
    bad = next(i for i, line in enumerate(lines) if line.startswith("DR: Event unshaded"))
    lines[bad] = "DR: Rally Havana (base)"
    text.write_text("\n".join(lines) + "\n")
    rec = tmp_path / "g.jsonl"
    r = run("record", "cuba-libre", str(text), "-o", str(rec))
    assert r.returncode == 2
    errors = [x for x in r.stderr.splitlines() if x.startswith("error:")]
    assert errors == [f"error: {text}:{bad + 1}: column 8: 'havana' is not possible here (3.3.1 LimOp Rally): "
                      "Directorio: 3.3.1 LimOp Rally: choose a space, a Special Activity, or done; possible: La Habana, "
                      "Matanzas, Las Villas, Camagüey Province, Camagüey City, Oriente, Santiago"]
    assert "Traceback" not in r.stderr
    rows = [json.loads(x) for x in rec.read_text().splitlines()]
    assert len(rows) == 1 + 29 and "result" not in rows[-1]  # the header and the 29 decisions of the lines before
    assert run("replay", str(rec), "--verify").returncode == 0


def test_bad_input_exit_2(tmp_path):
    r = run("record", "labyrinth", str(OPENING), "-o", str(tmp_path / "g.jsonl"))
    assert r.returncode == 2 and r.stderr.strip() == "error: labyrinth has no move format yet"
    r = run("record", "cuba-libre", str(tmp_path / "none.txt"), "-o", str(tmp_path / "g.jsonl"))
    assert r.returncode == 2 and r.stderr.strip() == f"error: {tmp_path / 'none.txt'}: no such file"
    r = run("moves", str(tmp_path / "none.jsonl"))
    assert r.returncode == 2 and r.stderr.strip() == f"error: {tmp_path / 'none.jsonl'}: no such file"
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"record": 1, "game": "cuba-libre"}\n{"player": "dr", "action": 21, "rng": [1, 2]}\n')
    r = run("moves", str(bad))
    assert r.returncode == 2 and r.stderr.strip() == f"error: {bad}:2: 'rng' must be 4 whole numbers from 0 to 2**32 - 1"


def test_interactive_record_refuses_a_bad_line_and_keeps_the_good_ones(tmp_path):
    import subprocess
    import sys

    rec = tmp_path / "g.jsonl"
    turns = "DR: Pass\n26July: Rally Sierra Maestra (bases 2 guerrillas), Oriente (place)\nSyndicate: Pass\nquit\n"
    r = subprocess.run([sys.executable, "-m", "solver_ai", "record", "cuba-libre", "-o", str(rec), "--seed", "1959",
                        "--deck", "23 40 41 P1 33 5"], input=turns, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert "line 4: it is not Directorio's turn: 26July is 1st Eligible on #23 Radio Rebelde" in r.stdout
    assert (tmp_path / "g.txt").read_text().splitlines()[3:] == [
        "26July: Rally Sierra Maestra (bases 2 guerrillas), Oriente (place)", "Syndicate: Pass"]
    rows = [json.loads(x) for x in rec.read_text().splitlines()]
    assert len(rows) == 1 + 10 and rows[-1]["description"].startswith("2.3.3 Pass: Syndicate")
    # the text it wrote reads back into the same record
    again = tmp_path / "again.jsonl"
    assert run("record", "cuba-libre", str(tmp_path / "g.txt"), "-o", str(again)).returncode == 0
    assert [json.loads(x)["state"] for x in again.read_text().splitlines()[1:]] == [x["state"] for x in rows[1:]]
