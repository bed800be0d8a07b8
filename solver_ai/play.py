"""Playing games between agents: one game (optionally recorded) and series of games with statistics."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import numpy as np

from engine.core.protocol import UserError
from solver_ai.agents import make_agent
from solver_ai.records import RecordWriter
from solver_ai.stats import wilson


def seat_agents(game, specs: list[str], seed: int) -> list:
    """One agent per seat: a single spec fills every seat, or one spec per seat."""
    if len(specs) == 1:
        specs = specs * game.n_players
    if len(specs) != game.n_players:
        raise UserError(f"{game.game_id} has {game.n_players} seats ({', '.join(game.player_ids)}); got {len(specs)} agents")
    return [make_agent(spec, game, seed, seat) for seat, spec in enumerate(specs)]


def with_non_players(game, agents: list, options: dict | None) -> dict:
    """The options with `players` set when some seats are Non-player agents (`np`): the factions of the
    other seats are the players (1.5), so that chapter 8 applies to the others."""
    options = dict(options or {})
    if any(getattr(a, "non_player", False) for a in agents):
        options["players"] = [pid for pid, a in zip(game.player_ids, agents) if not getattr(a, "non_player", False)]
    return options


MAX_DECISIONS = 100_000  # a finished game makes hundreds; this many means a choice loop (a defect)


class StalledGame(Exception):
    """A game that made MAX_DECISIONS without ending: a defect of the engine or an agent, never a result."""


def play_game(game, scenario: str, seed: int, specs: list[str], options: dict | None = None,
              record: Path | None = None, explain: Callable[[str], None] | None = None) -> dict[str, Any]:
    """Play one game to the end; returns game.result(). The record, if asked, is streamed to disk;
    `explain`, if given, receives each decision with the reasons its agent gives (bots' branches)."""
    agents = seat_agents(game, specs, seed)
    options = with_non_players(game, agents, options)
    s = game.new_state(scenario, seed, options)
    writer = None
    if record is not None:
        writer = RecordWriter(record, {"game": game.game_id, "scenario": scenario, "options": options,
                                       "seed": seed, "agents": [a.name for a in agents]})
    decisions = 0
    try:
        while not game.is_terminal(s):
            decisions += 1
            if decisions > MAX_DECISIONS:
                raise StalledGame(f"{game.game_id} seed {seed} ({', '.join(a.name for a in agents)}): no end after "
                                  f"{MAX_DECISIONS} decisions at \"{game.describe_pending(s)}\" (a defect; please report it"
                                  + (f" with the record {record})" if record else ")"))
            p = game.current_player(s)
            a = agents[p].choose(s)
            text = game.describe_action(s, a) if writer or explain else ""
            if explain:
                reasons = agents[p].explain(s)
                if reasons:
                    explain(f"{game.player_ids[p]}: {game.describe_pending(s)} -> {text}")
                    for r in reasons:
                        explain(f"    {r}")
            game.step(s, a)
            if writer:
                writer.decision(game.player_ids[p], a, text, s)
    except StalledGame:
        if writer:
            writer.close(None, f"stalled: no end after {MAX_DECISIONS} decisions")
        raise
    except KeyboardInterrupt:
        if writer:  # the record says why it stops here
            writer.close(None, "interrupted by Ctrl-C")
        raise
    result = game.result(s)
    if writer:
        writer.close(result)
    return result


@dataclass
class Summary:
    """Wins and margins per faction over a series of games."""

    players: tuple[str, ...]
    games: int = 0
    seconds: float = 0.0

    def __post_init__(self):
        self.wins = np.zeros(len(self.players), dtype=np.int64)
        self.margin_sum = np.zeros(len(self.players))

    def add(self, result: dict[str, Any]) -> None:
        self.games += 1
        if result["winner"] is not None:
            self.wins[self.players.index(result["winner"])] += 1
        for i, p in enumerate(self.players):
            self.margin_sum[i] += result["margins"][p]

    def rows(self) -> list[dict[str, Any]]:
        out = []
        for i, p in enumerate(self.players):
            low, high = wilson(self.wins[i], self.games)
            out.append({"faction": p, "wins": int(self.wins[i]), "win_rate": self.wins[i] / self.games,
                        "ci_low": low, "ci_high": high, "mean_margin": self.margin_sum[i] / self.games})
        return out
