"""The seeded bot-only baseline (issue 5): 200 games of four chapter 8 Non-players on the standard
scenario, the winner and margins of each, so that a rules change that moves win rates shows in review.

    python -m tests.cuba_libre.np_baseline        # rewrite tests/cuba_libre/np_baseline.json

New Event sides change the Non-players' games (they take the Events), so the lead regenerates the file
after merging, like the golden records.
"""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np

from engine.core.rng import seed_words
from engine.cuba_libre.game import GAME
from engine.cuba_libre.nonplayer.policy import playout

PATH = Path(__file__).with_name("np_baseline.json")
GAMES = 200


def baseline(games: int = GAMES) -> list[dict]:
    rows = []
    counts = np.zeros(2, dtype=np.int64)
    for seed in range(games):
        s = GAME.new_state("standard", seed, {"players": []})
        playout(s, np.array(seed_words(seed, 9), dtype=np.int64), 0b1111, counts)
        r = GAME.result(s)
        rows.append({"seed": seed, "winner": r["winner"], "end": r["end"], "margins": r["margins"]})
    return rows


if __name__ == "__main__":
    PATH.write_text(json.dumps(baseline(), indent=0) + "\n", encoding="utf-8")
    print(f"wrote {PATH}")
