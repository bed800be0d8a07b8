"""Games played at a table: the readable move format (docs/recording-games.md) read into engine
decisions (parse.py, over words.py and vocabulary.py), real dice (dice.py), and the writer from a game
record back to text (write.py). `save` writes what was read as a JSON Lines game record (records.py)."""
from __future__ import annotations

from pathlib import Path

from engine.cuba_libre.game import GAME
from solver_ai.records import RecordWriter, rng_offset, start


def save(header: dict, rows: list[dict], path: Path, source: str) -> dict | None:
    """Write the decisions as a replayable record; returns the result when the game is over."""
    head = {k: header[k] for k in ("game", "scenario", "seed", "options", "position") if k in header}
    writer = RecordWriter(path, head | {"source": source})
    s = start(GAME, header)
    rng = rng_offset(GAME)
    for row in rows:
        if row.get("rng") is not None:
            s[rng : rng + 4] = row["rng"]
        GAME.step(s, row["action"])
        extra = {k: row[k] for k in ("rng", "dice", "line") if k in row}
        writer.decision(row["player"], row["action"], row["description"], s, **extra)
    result = GAME.result(s) if GAME.is_terminal(s) else None
    writer.close(result)
    return result
