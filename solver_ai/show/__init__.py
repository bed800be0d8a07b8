"""Readable text views of a position (rich tables): the shared frame here, one module per game."""
from __future__ import annotations

from rich.console import Group
from rich.table import Table
from rich.text import Text


def titled_table(title: str, columns: tuple[str, ...]) -> Table:
    """The table every game's view starts from: one column per name, rows added by the caller."""
    t = Table(title=title, show_lines=False)
    for col in columns:
        t.add_column(col)
    return t


def with_lines(t: Table, lines: list[str]) -> Group:
    """The table, then the tracks and the pending decision as lines of text."""
    return Group(t, Text("\n".join(lines)))


def position_table(game, s) -> Group:
    """The readable view of a position of any game (its registered table view)."""
    from solver_ai.games import tools

    return tools(game.game_id).table(game, s)
