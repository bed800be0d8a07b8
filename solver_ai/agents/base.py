"""The Agent protocol and the registry of agents by name."""
from __future__ import annotations

from typing import Callable, Protocol

import numpy as np

from engine.core.protocol import UserError


class Agent(Protocol):
    name: str

    def choose(self, s: np.ndarray) -> int:
        """A legal action for the player to move in s."""

    def explain(self, s: np.ndarray) -> list[str]:
        """Why (the rulebook branch taken, for bots); empty for agents without reasons."""


_REGISTRY: dict[str, Callable[..., Agent]] = {}


def register(name: str):
    def deco(factory):
        _REGISTRY[name] = factory
        return factory

    return deco


def agent_names() -> list[str]:
    _load_builtin()
    return sorted(_REGISTRY)


def make_agent(spec: str, game, seed: int, seat: int) -> Agent:
    """An agent from a spec such as "random"; seed and seat give it its own reproducible generator."""
    _load_builtin()
    name, _, opts = spec.partition(":")
    if name not in _REGISTRY:
        raise UserError(f"unknown agent {spec!r}; agents are {', '.join(agent_names())}")
    if opts:
        raise UserError(f"agent {name!r} takes no options, got {opts!r}")
    return _REGISTRY[name](game=game, seed=seed, seat=seat)


def _load_builtin() -> None:
    from solver_ai.agents import random_agent  # noqa: F401  (registers itself)
