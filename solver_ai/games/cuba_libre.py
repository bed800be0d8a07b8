"""Cuba Libre's tools above the engine: each is imported when first used."""
from __future__ import annotations


def tools():
    from solver_ai.games import Tools

    return Tools(table=_table, picture=_picture, optimiser=_optimiser, moves=_moves)


def _table(game, s):
    from solver_ai.show.cuba_libre import table

    return table(game, s)


def _picture(game, s, path, title=""):
    from solver_ai.board.cuba_libre import draw

    draw(game, s, path, title)


def _optimiser():
    from solver_ai.optimise.cuba_libre import OPTIMISER

    return OPTIMISER


def _moves():
    from solver_ai.recording.cuba_libre import MOVE_FORMAT

    return MOVE_FORMAT
