"""Every registered game as a PettingZoo AEC environment (`pip install -e ".[openspiel]"`).

`env(game_id, scenario=None, options=None)`: agents are the game's player ids; the observation of an agent is a dict
of its canonical view of the state (solver_ai/interop/views.py: what it cannot see is hidden) and the
action mask of the legal actions (all zero for an agent not to move). Rewards are the game's returns,
given at the end. The engine state is `env.unwrapped.state`, for agents of our own (e.g. the rulebook
bot) to play a seat. reset(seed) fixes the dice: same seed and actions, same game. `options` are the game's
rule options, e.g. {"players": [...]} to seat the other agents as the rules' non-players where the game's
rulebook bot plays them (its `marks_seat`).
"""
from __future__ import annotations

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

import engine
from solver_ai.interop.views import canonical_view

I64 = np.iinfo(np.int64)


class EngineEnv(AECEnv):
    metadata = {"render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, game_id: str, scenario: str | None = None, render_mode: str | None = None,
                 options: dict | None = None):
        super().__init__()
        self.game = engine.load(game_id)
        self.scenario = scenario or self.game.default_scenario
        self.options = dict(options or {})
        self.game.new_state(self.scenario, options=self.options)  # a bad scenario or option: one line, now
        self.render_mode = render_mode
        self.metadata = {**self.metadata, "name": f"solver_ai_{game_id.replace('-', '_')}_v0"}
        self.possible_agents = list(self.game.player_ids)
        size = len(self.game.new_state(self.scenario))
        view = spaces.Box(low=I64.min, high=I64.max, shape=(size,), dtype=np.int64)
        mask = spaces.Box(low=0, high=1, shape=(self.game.n_actions,), dtype=np.int8)
        self.observation_spaces = {a: spaces.Dict({"observation": view, "action_mask": mask})
                                   for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(self.game.n_actions) for a in self.possible_agents}
        self.state = None
        self.decisions = 0

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def reset(self, seed=None, options=None):
        self.state = self.game.new_state(self.scenario, seed=0 if seed is None else int(seed), options=self.options)
        self.decisions = 0
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.agents[self.game.current_player(self.state)]

    def observe(self, agent):
        player = self.possible_agents.index(agent)
        mask = np.zeros(self.game.n_actions, dtype=np.int8)
        if agent == self.agent_selection and not self.game.is_terminal(self.state):
            mask[self.game.legal_actions(self.state)] = 1
        return {"observation": canonical_view(self.game, self.state, player), "action_mask": mask}

    def step(self, action):
        if self.terminations[self.agent_selection] or self.truncations[self.agent_selection]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[self.agent_selection] = 0.0
        self.game.step(self.state, int(action))
        self.decisions += 1
        self.rewards = dict.fromkeys(self.agents, 0.0)
        if self.game.is_terminal(self.state):
            self.rewards = dict(zip(self.possible_agents, map(float, self.game.returns(self.state))))
            self.terminations = dict.fromkeys(self.agents, True)
        elif self.decisions >= self.game.max_decisions:  # the engine's own guard against a rules bug
            self.truncations = dict.fromkeys(self.agents, True)
        if not self.game.is_terminal(self.state):
            self.agent_selection = self.agents[self.game.current_player(self.state)]
        self._accumulate_rewards()

    def render(self):
        if self.render_mode == "ansi":
            return "game over" if self.game.is_terminal(self.state) else self.game.describe_pending(self.state)
        return None

    def close(self):
        pass


def env(game_id: str, scenario: str | None = None, render_mode: str | None = None,
        options: dict | None = None) -> EngineEnv:
    return EngineEnv(game_id, scenario, render_mode, options)
