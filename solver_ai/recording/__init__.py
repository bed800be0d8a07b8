"""Games played at a table: each game's readable move format (one folder per game, registered as the
game's `moves` tool in solver_ai.games) read into engine decisions, and `save`, which writes what was
read as a JSON Lines game record (solver_ai/records.py)."""
from __future__ import annotations

from pathlib import Path
from typing import Callable, NamedTuple

from engine.core.protocol import UserError
from solver_ai.records import RecordWriter, start


class RecordingError(UserError):
    """A bad line: the message names it; `rows` are the decisions of the lines before it, from the
    start given by `header`."""

    def __init__(self, message: str, header: dict, rows: list[dict]):
        super().__init__(message)
        self.header, self.rows = header, rows


class MoveFormat(NamedTuple):
    """A game's readable move format."""

    read_file: Callable  # read_file(path) -> an object with .header and .rows; RecordingError on a bad line
    header_from: Callable  # header_from(scenario, seed, deck) -> the header of a game typed at a prompt
    session: Callable  # session(header, out, ask, tell): type the turns at a prompt into the record `out`
    text: Callable  # text(record_path, deck=True) -> the record written back in the move format
    lines: Callable  # lines(record_path) -> [(index of its first decision, text)] for each turn's line


def save(game, header: dict, rows: list[dict], path: Path, source: str) -> dict | None:
    """Write the decisions as a replayable record; returns the result when the game is over."""
    head = {k: header[k] for k in ("game", "scenario", "seed", "options", "position") if k in header}
    writer = RecordWriter(path, head | {"source": source})
    s = start(game, header)
    rng = game.rng_offset
    for row in rows:
        if row.get("rng") is not None:
            s[rng : rng + 4] = row["rng"]
        game.step(s, row["action"])
        extra = {k: row[k] for k in ("rng", "dice", "line") if k in row}
        writer.decision(row["player"], row["action"], row["description"], s, **extra)
    result = game.result(s) if game.is_terminal(s) else None
    writer.close(result)
    return result


def text_game(path: Path) -> str:
    """The game a text in a move format records: its `game:` header line, else the only game that has a
    move format."""
    import engine
    from solver_ai.games import tools

    path = Path(path)
    if not path.is_file():
        raise UserError(f"{path}: no such file")
    for line in path.read_text(encoding="utf-8").splitlines():
        key, sep, value = line.partition(":")
        if sep and key.strip().lower() == "game":
            return value.strip()
    with_format = [g for g in engine.games() if tools(g).moves is not None]
    if len(with_format) == 1:
        return with_format[0]
    raise UserError(f"{path}: say which game it records in a header line 'game: ID'")
