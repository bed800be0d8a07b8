"""A PettingZoo AEC loop over any game: seat 0 plays a random masked policy, the other seats play the
game's rulebook bot when the game has one (its capability, engine/core/protocol.py), else random too.

    python examples/pettingzoo_vs_bot.py labyrinth 3
"""
import sys

import numpy as np

from solver_ai.agents import make_agent
from solver_ai.interop.pettingzoo import env as make_env


def play(game_id: str, seed: int) -> dict:
    env = make_env(game_id)
    env.reset(seed=seed)
    game = env.unwrapped.game
    rs = np.random.RandomState(seed)
    # (where the bot marks its seat a non-player in the rules, `solver-ai play` also tells the game so;
    # this loop keeps the game's default seating)
    bot = "np" if game.rulebook_bot() is not None else "random"
    opponents = {a: make_agent(bot, game, seed, seat) for seat, a in enumerate(env.possible_agents) if seat > 0}
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, term, trunc, info = env.last()
        totals[agent] += reward
        if term or trunc:
            action = None
        elif agent in opponents:
            action = opponents[agent].choose(env.unwrapped.state)  # our agents read the engine state
        else:
            action = int(rs.choice(np.flatnonzero(obs["action_mask"])))
        env.step(action)
    return totals


if __name__ == "__main__":
    print(play(sys.argv[1] if len(sys.argv) > 1 else "labyrinth", int(sys.argv[2]) if len(sys.argv) > 2 else 0))
