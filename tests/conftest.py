"""Shared fixtures: the Cuba Libre game object (compiling it once per session), the toy plugin game; with
pytest-xdist, the engines compiled once before the workers start (tests/precompile.py)."""
import os

import pytest


def pytest_configure(config):
    controller = getattr(config.option, "numprocesses", None) and not hasattr(config, "workerinput")
    if controller and os.environ.get("SOLVER_AI_PRECOMPILE", "1") != "0":
        from tests import precompile

        precompile.run_parallel()


@pytest.fixture(scope="session")
def game():
    from engine.cuba_libre.game import GAME

    return GAME


@pytest.fixture
def toy(monkeypatch):
    """The toy game registered as a plugin (SOLVER_AI_GAMES), the registries restored afterwards."""
    import importlib
    import sys

    import engine
    from solver_ai import games

    monkeypatch.setenv(engine.PLUGINS_ENV, "tests.toy_game")
    monkeypatch.setattr(engine, "_GAMES", dict(engine._GAMES))
    monkeypatch.setattr(games, "_LOADERS", dict(games._LOADERS))
    monkeypatch.setattr(games, "_TOOLS", {})
    if "tests.toy_game" in sys.modules:
        importlib.reload(sys.modules["tests.toy_game"])  # registers into the copies
    return engine.load("toy-race")
