"""Cuba Libre's readable move format (docs/recording-games.md): a text read into engine decisions
(parse.py, over words.py and vocabulary.py), typed at a prompt (interactive.py), and a game record
written back to text (write.py)."""
from __future__ import annotations

from solver_ai.recording import MoveFormat


def _read_file(path):
    from solver_ai.recording.cuba_libre.parse import read_file

    return read_file(path)


def _header_from(scenario: str, seed: int, deck: str | None) -> dict:
    from solver_ai.recording.cuba_libre.parse import header_from

    return header_from(scenario, seed, deck)


def _session(header, out, ask, tell):
    from solver_ai.recording.cuba_libre.interactive import session

    return session(header, out, ask, tell)


def _text(path, deck: bool = True) -> str:
    from solver_ai.recording.cuba_libre.write import moves_text

    return moves_text(path, deck=deck)


def _lines(path) -> list[tuple[int, str]]:
    from solver_ai.recording.cuba_libre.write import moves_lines

    return moves_lines(path)


MOVE_FORMAT = MoveFormat(_read_file, _header_from, _session, _text, _lines)
