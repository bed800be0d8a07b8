"""A PettingZoo AEC loop over any game: seat 0 plays a random masked policy, the other seats play the
game's rulebook bot when the game has one (its capability `rulebook_bot()`, engine/core/protocol.py),
else random too. Where the bot marks the seats it plays as the rules' non-players (`marks_seat`: the
Cuba Libre Non-players, the Labyrinth solitaire Jihadist), the environment's rule options say so: only
seat 0 is a player.

    python examples/pettingzoo_vs_bot.py labyrinth 3
"""
import sys

import numpy as np

import engine
from solver_ai.interop.pettingzoo import env as make_env


def seating(game, bot) -> dict | None:
    """The rule options seating the bot's seats (all but seat 0) as non-players, where the bot says so."""
    return {"players": [game.player_ids[0]]} if bot is not None and bot.marks_seat else None


def play(game_id: str, seed: int) -> dict:
    game = engine.load(game_id)
    bot = game.rulebook_bot()
    env = make_env(game_id, options=seating(game, bot))
    env.reset(seed=seed)
    trace = bot.new_trace() if bot is not None else None
    rs = np.random.RandomState(seed)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, term, trunc, info = env.last()
        totals[agent] += reward
        if term or trunc:
            action = None
        elif bot is not None and agent != env.possible_agents[0]:
            action = int(bot.action(env.unwrapped.state, trace))  # the bot reads the engine state
        else:
            action = int(rs.choice(np.flatnonzero(obs["action_mask"])))
        env.step(action)
    return totals


if __name__ == "__main__":
    print(play(sys.argv[1] if len(sys.argv) > 1 else "labyrinth", int(sys.argv[2]) if len(sys.argv) > 2 else 0))
