"""Game records (JSON Lines): a header, then one line per decision, then the result.

Each decision line carries a short hash of the state after it, so that a replay can confirm every
state bit for bit. Lines are written as the game goes (a crash loses nothing already played).
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any, Iterator

import numpy as np

import engine
from engine.core.protocol import UserError
from solver_ai import __version__

FORMAT = 1


def state_hash(s: np.ndarray) -> str:
    return hashlib.blake2b(s.tobytes(), digest_size=8).hexdigest()


class RecordWriter:
    def __init__(self, path: Path, header: dict[str, Any]):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.f = open(self.path, "w", encoding="utf-8")
        self._write({"record": FORMAT, **header, "version": __version__})

    def _write(self, obj: dict) -> None:
        self.f.write(json.dumps(obj, ensure_ascii=False) + "\n")
        self.f.flush()

    def decision(self, player: str, action: int, description: str, s_after: np.ndarray) -> None:
        self._write({"player": player, "action": action, "description": description, "state": state_hash(s_after)})

    def close(self, result: dict[str, Any]) -> None:
        self._write({"result": result})
        self.f.close()


def read_record(path: Path) -> tuple[dict, list[dict], dict | None]:
    """(header, decisions, result or None). Raises UserError naming the first bad line."""
    path = Path(path)
    if not path.is_file():
        raise UserError(f"{path}: no such file")
    lines = path.read_text(encoding="utf-8").splitlines()
    rows: list[dict] = []
    for i, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            raise UserError(f"{path}:{i}: not valid JSON ({e.msg} at column {e.colno})") from None
        if not isinstance(obj, dict):
            raise UserError(f"{path}:{i}: each line must be a JSON object")
        rows.append(obj)
    if not rows or "game" not in rows[0] or rows[0].get("record") != FORMAT:
        raise UserError(f"{path}:1: not a solver-ai game record (the header needs 'record': {FORMAT} and 'game')")
    header, body = rows[0], rows[1:]
    result = body.pop()["result"] if body and "result" in body[-1] else None
    for i, row in enumerate(body, 2):
        if not isinstance(row.get("action"), int):
            raise UserError(f"{path}:{i}: a decision line needs an integer 'action'")
    return header, body, result


def replay(path: Path, verify: bool = False) -> Iterator[tuple[int, dict, np.ndarray]]:
    """Replay a record, yielding (decision number, line, state after it). With verify, every state
    hash must match, and a final result must match the replayed one; a mismatch raises UserError."""
    header, body, result = read_record(path)
    game = engine.load(header["game"])
    s = game.new_state(header.get("scenario", game.default_scenario), int(header.get("seed", 0)), header.get("options") or {})
    for i, row in enumerate(body, 1):
        try:
            game.step(s, row["action"])
        except UserError as e:
            raise UserError(f"{path}: decision {i}: {e}") from None
        if verify and row.get("state") != state_hash(s):
            raise UserError(f"{path}: decision {i} ({row.get('description', '')}): the replayed state differs from the recorded one")
        yield i, row, s
    if verify and result is not None and game.is_terminal(s) and game.result(s) != result:
        raise UserError(f"{path}: the replayed result differs from the recorded one")
