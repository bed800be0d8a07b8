"""Golden playthroughs: recorded seeded games that must replay bit for bit.

Regenerate one only on a deliberate rules change, saying why in the commit:
    solver-ai play cuba-libre --seed 7 --record tests/golden/cuba_libre_standard_seed7.jsonl
"""
from pathlib import Path

import pytest

from solver_ai.records import read_record, replay

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.jsonl"))


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_game_replays_bit_for_bit(path):
    header, decisions, result = read_record(path)
    n = 0
    for n, _, _ in replay(path, verify=True):
        pass
    assert n == len(decisions) > 0 and result is not None
