"""The Agent protocol and the registry of agents by name."""
from __future__ import annotations

import functools
import importlib
import inspect
import json
import math
import os
import sys
from typing import Any, Callable, Protocol

import numpy as np

from engine.core.protocol import UserError


class Agent(Protocol):
    """An agent may also declare `compiled` ("random" with its generator words `rng`, or "bot": the game's
    rulebook bot): a game whose every seat has one runs in the compiled loop (solver_ai.play.compiled_loop)."""

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


def split_spec(spec: str) -> tuple[str, str]:
    """(name, options text): "mcts:iters=20" -> ("mcts", "iters=20"); "pkg.mod:Cls:depth=3" -> ("pkg.mod:Cls", "depth=3"),
    and "mod:Cls" -> ("mod:Cls", "") when `mod` is not a built-in agent."""
    _load_builtin()
    name, _, rest = spec.strip().partition(":")
    cls, _, more = rest.partition(":")
    # module:Class[:options]: a dotted module, or a class name where a built-in agent's options would be
    if "." in name or (name.strip() not in _REGISTRY and cls.strip().isidentifier()):
        name, rest = f"{name.strip()}:{cls.strip()}", more
    return name.strip(), rest


def parse_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """"mcts:iters=2000,c=1.4" -> ("mcts", {"iters": 2000, "c": 1.4}); values are read as JSON when they
    parse (2000, 1.4, true), else kept as text. A user's agent by import path, "mypkg.module:MyAgent" or
    "mypkg.module:MyAgent:depth=3", is named by module and class."""
    name, rest = split_spec(spec)
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


@functools.lru_cache(maxsize=None)
def _parameters(factory: Callable):
    """The factory's parameters, read once: a series of games makes its agents anew for every game."""
    return inspect.signature(factory).parameters


def agent_options(factory: Callable) -> dict[str, inspect.Parameter]:
    """The options an agent takes: its factory's keyword parameters beyond game, seed and seat."""
    params = _parameters(factory)
    return {k: p for k, p in params.items() if k not in ("game", "seed", "seat") and p.kind != p.VAR_KEYWORD}


def _import(module_name: str):
    """The module, found like `python -m` would: installed, on PYTHONPATH, or in the current folder (the
    `solver-ai` script alone does not look there)."""
    try:
        return importlib.import_module(module_name)
    except ModuleNotFoundError:
        if os.getcwd() in sys.path:
            raise
        sys.path.append(os.getcwd())
        return importlib.import_module(module_name)


def _imported(name: str) -> type:
    """A user's agent class from "module:Class" (docs/agents.md): importable from the current environment,
    with a choose(state) method."""
    module_name, _, cls_name = name.partition(":")
    try:
        module = _import(module_name)
    except ImportError as e:
        raise UserError(f"agent {name!r}: cannot import {module_name} ({e}); is it installed or on PYTHONPATH?") from None
    cls = getattr(module, cls_name, None)
    if not isinstance(cls, type):
        raise UserError(f"agent {name!r}: {module_name} has no class {cls_name}")
    if not callable(getattr(cls, "choose", None)):
        raise UserError(f"agent {name!r}: {cls_name} has no choose(state) method (docs/agents.md)")
    return cls


class Imported:
    """A user's agent under its import path as its name; explain is optional for it."""

    def __init__(self, name: str, agent: Any):
        self.name, self.agent = name, agent
        self.non_player = bool(getattr(agent, "non_player", False))

    def choose(self, s: np.ndarray) -> int:
        return int(self.agent.choose(s))

    def explain(self, s: np.ndarray) -> list[str]:
        explain = getattr(self.agent, "explain", None)
        return list(explain(s)) if explain else []


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


def search_budget(agent: str, key: str, count: Any, seconds: float, default: int) -> tuple[int, float]:
    """(count, seconds) of a search agent's budget per decision: `key`=N runs N simulations; `seconds`=S alone
    (or with `key`=0) searches for S seconds of wall clock; neither runs `default` simulations."""
    if count is not None and (isinstance(count, bool) or not isinstance(count, int)):
        raise UserError(f"{agent}: {key} is a whole number of simulations (got {count!r})")
    if not math.isfinite(seconds) or seconds < 0 or (count is not None and count < 0):
        raise UserError(f"{agent}: {key} and seconds must be >= 0 (seconds finite)")
    if count is None:
        count = 0 if seconds > 0 else default
    if count > 0 and seconds > 0:
        raise UserError(f"{agent}: give one budget, {key}={count} or seconds={seconds:g}, not both")
    if count == 0 and seconds == 0:
        raise UserError(f"{agent}: give a budget, {key} > 0 or seconds > 0")
    return count, seconds


def make_agent(spec: str, game, seed: int, seat: int) -> Agent:
    """An agent from a spec such as "random" or "mcts:iters=2000"; seed and seat give it its own
    reproducible generator."""
    _load_builtin()
    name, opts = parse_spec(spec)
    if ":" in name:
        cls = factory = _imported(name)
    elif name in _REGISTRY:
        cls, factory = None, _REGISTRY[name]
    else:
        raise UserError(f"unknown agent {name!r}; agents are {', '.join(agent_names())}, or a class of yours as "
                        "module:Class (docs/agents.md)")
    accepted = agent_options(factory)
    open_ended = any(p.kind == p.VAR_KEYWORD for p in _parameters(factory).values())
    kwargs = {}
    for key, value in opts.items():
        if key not in accepted and not open_ended:
            takes = f"takes {', '.join(sorted(accepted))}" if accepted else "takes no options"
            raise UserError(f"agent {name!r} has no option {key!r}; it {takes}")
        kwargs[key] = _checked(name, key, value, accepted[key]) if key in accepted else value
    agent = factory(game=game, seed=seed, seat=seat, **kwargs)
    return Imported(name, agent) if cls is not None else agent


def _load_builtin() -> None:
    from solver_ai.agents import mcts_agent, np_agent, openspiel_agent, optimiser_agent, random_agent  # noqa: F401  (register themselves)
