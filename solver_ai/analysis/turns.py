"""A record cut into the turns a player thinks in, each told in words.

A turn starts where the game object says a player chooses what to do with a card (`turn_start`), and
runs over that player's decisions until the next turn start or another player's decision (which then
makes a turn of its own, e.g. a round's bookkeeping). Its text is its line in the game's readable move
format where the game has one, else its choices' descriptions; rule citations and the specs'
open-question tags are left out of player-facing text.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from engine.core.protocol import UserError

_TAGS = re.compile(r"\s*\[(?:uncertain|missing|ext)\b[^\]]*\]", re.IGNORECASE)
_RULE = re.compile(r"^\s*\d+(?:\.\d+)*[A-Z]?:?\s+")
_CITED = re.compile(r"\s*\((?:\d+(?:\.\d+)*[A-Z]?(?:[-,] ?)?)+\)")


def untagged(text: str) -> str:
    """A text without the specs' open-question tags ("[uncertain: if any]")."""
    return _TAGS.sub("", text)


def plain(text: str) -> str:
    """A description for a player: no leading rule number, no "(8.1.2)" citation, no open-question tag."""
    return _CITED.sub("", _RULE.sub("", untagged(text))).strip().rstrip(";,").strip()


@dataclass
class Turn:
    first: int  # index (from 0) of its first decision in the record
    end: int  # index after its last decision
    player: int
    card: int | None  # the card's number in the game (1 for the first), where the game counts cards
    when: str  # the pending decision at its start, e.g. "26July is 1st Eligible on #20 The Twelve"
    text: str  # what the player did, readable


def cut(game, befores: list[np.ndarray], actions: list[int], lines: list[tuple[int, str]] | None) -> list[Turn]:
    """The turns of a game: befores[k] is the state before decision k, actions[k] its action; lines: the
    move format's lines with the index of their first decision (None: the game has no move format)."""
    starts = [0] if actions else []
    for k in range(1, len(actions)):
        if game.turn_start(befores[k]) or game.current_player(befores[k]) != game.current_player(befores[starts[-1]]):
            starts.append(k)
    out = []
    for first, end in zip(starts, starts[1:] + [len(actions)]):
        s = befores[first]
        cards = game.cards_played(s)
        out.append(Turn(first, end, game.current_player(s), None if cards is None else cards + 1,
                        plain(game.describe_pending(s)), _text(game, befores, actions, first, end, lines)))
    return out


def _text(game, befores, actions, first, end, lines) -> str:
    if lines is not None:
        said = [text for k, text in lines if first <= k < end]
        if said:
            return "; ".join(said)
    chosen = [plain(game.describe_action(befores[k], actions[k])) for k in range(first, end)
              if len(game.legal_actions(befores[k])) > 1]
    return "; ".join(chosen) or "(forced moves only)"


def move_lines(game, path: Path) -> list[tuple[int, str]] | None:
    """The record's lines in the game's move format, or None where it has none or cannot write this record."""
    from solver_ai.games import tools

    fmt = tools(game.game_id).moves
    if fmt is None:
        return None
    try:
        return fmt().lines(path)
    except UserError:  # e.g. a record that starts from a position later in the game
        return None
