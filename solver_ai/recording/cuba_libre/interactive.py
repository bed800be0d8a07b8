"""`solver-ai record cuba-libre -o game.jsonl` without a text file: the moves are typed one turn at a
time at a prompt that shows the decision pending and the words possible there. A bad line is refused
with its message and asked again; every accepted line is appended to the text file next to the record
(`game.txt`), and the record is written when the session ends (`quit`, end of input, or game over).
"""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from engine.core.protocol import UserError
from engine.cuba_libre import data as D
from engine.cuba_libre.game import GAME
from solver_ai.recording import save
from solver_ai.recording.cuba_libre import parse
from solver_ai.recording.cuba_libre.vocabulary import PROPAGANDA_FRAMES, frame

QUIT = ("quit", "q", "exit")


def _text_header(header: dict) -> list[str]:
    lines = [f"scenario: {header['scenario']}", f"seed: {header['seed']}"]
    if header.get("deck"):
        lines.append("deck: " + " ".join(map(str, header["deck"])))
    return lines


def session(header: dict, out: Path, ask: Callable[[str], str | None], tell: Callable[[str], None]) -> int:
    """Read turns from `ask` (None: end of input) until the game ends or `quit`; returns the decisions."""
    s = parse.start_state(header)
    rows: list[dict] = []
    text = out.with_suffix(".txt")
    lines = _text_header(header)
    text.write_text("\n".join(lines) + "\n", encoding="utf-8")
    while not GAME.is_terminal(s):
        kind, f, _, _ = frame(s)
        default = parse._default(s) if kind in PROPAGANDA_FRAMES else None
        words = ", ".join(parse._offer(s, int(a)) for a in GAME.legal_actions(s))
        tell(f"{GAME.describe_pending(s)} — {D.FACTION_NAMES[f]} may: {words}"
             + (" (empty line: the default)" if default is not None else ""))
        line = ask(f"{len(lines) + 1}> ")
        if line is None or line.strip().lower() in QUIT:
            break
        t, new = s.copy(), list(rows)
        try:
            if not line.strip():
                if default is None:
                    raise UserError("this decision has no default: write the turn")
                parse._apply(t, default, [], new)
            else:
                parse._line(t, line.strip(), new)
        except UserError as e:
            tell(f"line {len(lines) + 1}: {e}")
            continue
        for row in new[len(rows):]:
            row["line"] = len(lines) + 1
        s, rows = t, new
        if line.strip():
            lines.append(line.strip())
            with open(text, "a", encoding="utf-8") as fh:
                fh.write(line.strip() + "\n")
    result = save(GAME, header, rows, out, str(text))  # start_state put the deck's start in header["position"]
    tell(f"{len(rows)} decisions -> {out}, the moves -> {text}"
         + (f"; winner {result['winner']} ({result['end']})" if result else ""))
    return len(rows)
