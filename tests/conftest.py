"""Shared fixtures: the Cuba Libre game object (compiling it once per session)."""
import pytest


@pytest.fixture(scope="session")
def game():
    from engine.cuba_libre.game import GAME

    return GAME
