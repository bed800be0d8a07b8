"""The Agent protocol and the registry of agents by name."""
from __future__ import annotations

import inspect
import json
from typing import Any, Callable, Protocol

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


def parse_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """"mcts:iters=2000,c=1.4" -> ("mcts", {"iters": 2000, "c": 1.4}); values are read as JSON when they
    parse (2000, 1.4, true), else kept as text."""
    name, _, rest = spec.strip().partition(":")
    opts: dict[str, Any] = {}
    for pair in filter(None, rest.split(",")):
        key, sep, value = pair.partition("=")
        key = key.strip()
        if not sep or not key:
            raise UserError(f"agent {spec!r}: options are key=value, comma-separated (got {pair!r})")
        if key in opts:
            raise UserError(f"agent {spec!r}: option {key!r} given twice")
        try:
            opts[key] = json.loads(value)
        except json.JSONDecodeError:
            opts[key] = value.strip()
    return name, opts


def agent_options(name: str) -> dict[str, inspect.Parameter]:
    """The options an agent takes: its factory's keyword parameters beyond game, seed and seat."""
    _load_builtin()
    params = inspect.signature(_REGISTRY[name]).parameters
    return {k: p for k, p in params.items() if k not in ("game", "seed", "seat")}


def _checked(name: str, key: str, value: Any, param: inspect.Parameter) -> Any:
    """The option value, converted to the type of the parameter's default (ints for floats, text for str)."""
    default = param.default
    if default is inspect.Parameter.empty or default is None:
        return value
    kind = type(default)
    if kind is float and isinstance(value, int) and not isinstance(value, bool):
        return float(value)
    if kind is str:
        return str(value)
    if type(value) is not kind:
        raise UserError(f"agent {name!r} option {key}: expected {kind.__name__}, got {value!r}")
    return value


def make_agent(spec: str, game, seed: int, seat: int) -> Agent:
    """An agent from a spec such as "random" or "mcts:iters=2000"; seed and seat give it its own
    reproducible generator."""
    _load_builtin()
    name, opts = parse_spec(spec)
    if name not in _REGISTRY:
        raise UserError(f"unknown agent {name!r}; agents are {', '.join(agent_names())}")
    accepted = agent_options(name)
    kwargs = {}
    for key, value in opts.items():
        if key not in accepted:
            takes = f"takes {', '.join(sorted(accepted))}" if accepted else "takes no options"
            raise UserError(f"agent {name!r} has no option {key!r}; it {takes}")
        kwargs[key] = _checked(name, key, value, accepted[key])
    return _REGISTRY[name](game=game, seed=seed, seat=seat, **kwargs)


def _load_builtin() -> None:
    from solver_ai.agents import (  # noqa: F401  (register themselves)
        mcts_agent,
        np_agent,
        openspiel_agent,
        optimiser_agent,
        random_agent,
    )
