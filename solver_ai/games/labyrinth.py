"""Labyrinth's tools above the engine: the table view, the board picture and the US optimiser (no move format
yet)."""
from __future__ import annotations


def tools():
    from solver_ai.games import Tools

    return Tools(table=_table, picture=_picture, optimiser=_optimiser)


def _table(game, s):
    from solver_ai.show.labyrinth import table

    return table(game, s)


def _picture(game, s, path, title=""):
    from solver_ai.board.labyrinth import draw

    draw(game, s, path, title)


def _optimiser():
    from solver_ai.optimise.labyrinth import OPTIMISER

    return OPTIMISER
