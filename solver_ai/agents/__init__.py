"""Agents: anything that chooses an action in a state. `make_agent(spec, game, seed, seat)` builds one by name."""
from solver_ai.agents.base import Agent, agent_names, make_agent, parse_spec

__all__ = ["Agent", "make_agent", "agent_names", "parse_spec"]
