"""Shared fixtures: the Cuba Libre game object (compiling it once per session); with pytest-xdist, the
engines compiled once before the workers start (tests/precompile.py)."""
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
