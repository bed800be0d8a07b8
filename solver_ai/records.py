"""Game records (JSON Lines): a header, then one line per decision, then one closing line: the result
of a finished game, `unfinished` for a game that goes on (entered up to a point), or `stopped` with the
reason a game was stopped before its end (Ctrl-C, a stalled game). A record without one was cut short.

Each decision line carries a short hash of the state after it, so that a replay can confirm every
state bit for bit. Lines are written as the game goes (a crash loses nothing already played).

A game played at a table (solver_ai/recording) adds two things: a header `position` (the position
document the game starts from, e.g. the scenario with the players' deck order) instead of the seed's
deal, and on a decision that rolls dice `rng` (the RNG words set just before the step so that the
engine rolls the recorded results, listed in `dice`), and `line`, the line of the text it came from.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any, Iterator

import numpy as np

import engine
from engine.core.protocol import UserError
from solver_ai.provenance import provenance

FORMAT = 1


def state_hash(s: np.ndarray) -> str:
    return hashlib.blake2b(s.tobytes(), digest_size=8).hexdigest()


class RecordWriter:
    def __init__(self, path: Path, header: dict[str, Any]):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.f = open(self.path, "w", encoding="utf-8")
        self._write({"record": FORMAT, **header, **provenance()})

    def _write(self, obj: dict) -> None:
        self.f.write(json.dumps(obj, ensure_ascii=False) + "\n")
        self.f.flush()

    def decision(self, player: str, action: int, description: str, s_after: np.ndarray, **extra: Any) -> None:
        """One decision; extra fields (`rng`, `dice`, `line`) follow the state hash."""
        self._write({"player": player, "action": action, "description": description, "state": state_hash(s_after),
                     **extra})

    def close(self, result: dict[str, Any] | None, stopped: str | None = None) -> None:
        """End the record with the result; result None: a game that goes on (entered up to a point), or
        with `stopped` the reason a game was stopped before its end (the record is then incomplete)."""
        self._write({"result": result} if result is not None else {"stopped": stopped} if stopped else {"unfinished": True})
        self.f.close()


def read_record(path: Path) -> tuple[dict, list[dict], dict | None]:
    """(header, decisions, result or None). Raises UserError naming the first bad line."""
    header, body, result, _ = _read(path)
    return header, body, result


def ending(path: Path) -> tuple[bool, str]:
    """(whole, what the record says of the game's end): whole unless the record was stopped (Ctrl-C, a
    stalled game) or cut short; the words are empty for a record that ends with its result."""
    _, body, result, closing = _read(path)
    if result is not None:
        return True, ""
    if closing is None:
        return False, f"the record stops after decision {len(body)} without a closing line: it was cut short"
    if "stopped" in closing:
        return False, f"the game stops unfinished after decision {len(body)} ({closing['stopped']})"
    return True, f"the game goes on after decision {len(body)}"


def _read(path: Path) -> tuple[dict, list[dict], dict | None, dict | None]:
    """(header, decisions, result or None, closing line or None)."""
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
    closing = body.pop() if body and body[-1].keys() & {"result", "unfinished", "stopped"} else None
    result = closing.get("result") if closing else None
    for i, row in enumerate(body, 2):
        if not isinstance(row.get("action"), int):
            raise UserError(f"{path}:{i}: a decision line needs an integer 'action'")
        rng = row.get("rng")
        if rng is not None and not (isinstance(rng, list) and len(rng) == 4
                                    and all(isinstance(w, int) and 0 <= w < 2**32 for w in rng)):
            raise UserError(f"{path}:{i}: 'rng' must be 4 whole numbers from 0 to 2**32 - 1")
    return header, body, result, closing


def start(game, header: dict) -> np.ndarray:
    """The state a record starts from: its position document, else the scenario dealt by the seed."""
    if "position" in header:
        return game.from_json(header["position"])
    return game.new_state(header.get("scenario", game.default_scenario), int(header.get("seed", 0)),
                          header.get("options") or {})


def replay(path: Path, verify: bool = False) -> Iterator[tuple[int, dict, np.ndarray]]:
    """Replay a record, yielding (decision number, line, state after it). With verify, every state
    hash must match, and a recorded result must be the replayed game's; a mismatch raises UserError.
    Whether the record is whole is `ending`'s question."""
    header, body, result = read_record(path)
    game = engine.load(header["game"])
    s = start(game, header)
    rng = game.rng_offset
    for i, row in enumerate(body, 1):
        if row.get("rng") is not None:  # a recorded real roll (engine.core.chance)
            s[rng : rng + 4] = row["rng"]
        try:
            game.step(s, row["action"])
        except UserError as e:
            raise UserError(f"{path}: decision {i}: {e}") from None
        if verify and row.get("state") != state_hash(s):
            raise UserError(f"{path}: decision {i} ({row.get('description', '')}): the replayed state differs from the recorded one")
        yield i, row, s
    if verify and result is not None and not game.is_terminal(s):
        raise UserError(f"{path}: the record gives a result, but the replayed game is not over")
    if verify and result is not None and game.result(s) != result:
        raise UserError(f"{path}: the replayed result differs from the recorded one")
