"""The Python-side game protocol (ARCHITECTURE.md section 2) and the errors every game raises.

Compiled code never raises: legality is decided by `legal_actions` before `apply_action` runs.
The Python wrapper `Game.step` checks an action first and raises one of the errors below, each
with a one-line message meant for a person (the CLI prints it and exits with code 2).
"""
from __future__ import annotations

from typing import Any, Protocol

import numpy as np

CHANCE = -2  # current_player when the next step is a chance event (no game uses it yet)
TERMINAL = -1  # current_player once the game is over


class UserError(Exception):
    """Bad input from a person or a program: a one-line message, never a traceback."""


class PositionError(UserError):
    """A position document breaks a rule; the message names the field and the rule."""


class IllegalAction(UserError):
    """An action that the rules do not allow in this position."""


class NotImplementedYet(UserError):
    """An action the rules allow here but whose rule is not built yet (names the rule)."""


class Game(Protocol):
    """What each game package exposes (engine.<game>.game.GAME)."""

    game_id: str
    n_players: int
    player_names: tuple[str, ...]

    def new_state(self, scenario: str = ..., seed: int = 0, options: dict | None = None) -> np.ndarray: ...
    def current_player(self, s: np.ndarray) -> int: ...
    def legal_actions(self, s: np.ndarray) -> np.ndarray: ...
    def apply_action(self, s: np.ndarray, a: int) -> None: ...
    def step(self, s: np.ndarray, a: int) -> None: ...
    def is_terminal(self, s: np.ndarray) -> bool: ...
    def returns(self, s: np.ndarray) -> np.ndarray: ...
    def determinize(self, s: np.ndarray, player: int, rng_words: np.ndarray) -> None: ...
    def describe_action(self, s: np.ndarray, a: int) -> str: ...
    def to_json(self, s: np.ndarray) -> dict[str, Any]: ...
    def from_json(self, doc: dict[str, Any]) -> np.ndarray: ...
