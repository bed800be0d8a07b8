"""Golden playthroughs: recorded seeded games that must replay bit for bit, each with a readable text.

tests/golden/NAME.jsonl is the record (every decision's action, its description and a state hash);
tests/golden/NAME.txt beside it is the same game for a person: every decision's number, player and
action, and the whole position (the position format of docs/position-format.md, one line per space or
track) before the first decision and after every TEXT_EVERY-th and the last. A deliberate rules change
is reviewed as the diff of the .txt files.

Regenerate a record only on a deliberate rules change, saying why in the commit, with its header's
command, e.g.
    solver-ai play cuba-libre --seed 7 --record tests/golden/cuba_libre_standard_seed7.jsonl
then its text from it, and review the diff:
    GOLDEN_UPDATE=1 python -m pytest tests/test_golden.py && git diff tests/golden/*.txt
"""
import json
import os
from pathlib import Path

import pytest

import engine
from solver_ai.records import read_record, replay, start

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.jsonl"))
TEXT_EVERY = 50  # decisions between two positions in the text
UPDATE = os.environ.get("GOLDEN_UPDATE") == "1"


def position_lines(game, s) -> list[str]:
    """The position as text: each top-level entry of its JSON document on one line, and a mapping of
    spaces (or countries) one line per member, so that a change shows as the lines it touches."""
    lines = []
    for key, value in game.to_json(s).items():
        if isinstance(value, dict) and value and all(isinstance(v, dict) for v in value.values()):
            lines.extend(f"{key}.{k}: {json.dumps(v, sort_keys=True, ensure_ascii=False)}" for k, v in value.items())
        else:
            lines.append(f"{key}: {json.dumps(value, sort_keys=True, ensure_ascii=False)}")
    return lines


def readable(path: Path) -> tuple[str, int]:
    """The text of a golden record, from a replay that checks every state hash; and its decision count."""
    header, decisions, result = read_record(path)
    game = engine.load(header["game"])
    out = [json.dumps(header, ensure_ascii=False), "", "position at the start:",
           *position_lines(game, start(game, header)), ""]
    n = 0
    for n, row, s in replay(path, verify=True):
        out.append(f"{n:4d} {row['player']}: [{row['action']}] {row.get('description', '')}")
        if n % TEXT_EVERY == 0 or n == len(decisions):
            out += ["", f"position after decision {n}:", *position_lines(game, s), ""]
    out.append(f"result: {json.dumps(result, sort_keys=True)}")
    return "\n".join(out) + "\n", n


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_game_replays_bit_for_bit_and_reads_as_its_text(path):
    text, n = readable(path)
    header, decisions, result = read_record(path)
    assert n == len(decisions) > 0 and result is not None
    txt = path.with_suffix(".txt")
    if UPDATE:
        txt.write_text(text, encoding="utf-8")
    assert txt.read_text(encoding="utf-8") == text, f"{txt.name} differs; see this module's docstring"
