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


def compiled_loop(game, agents: list) -> Callable[[np.ndarray], np.ndarray] | None:
    """When every seat's agent is a compiled kind (its `compiled`: "random", the uniform agent drawing from
    its own `rng` words, or "bot", the game's rulebook bot) and the game has the compiled loop for those
    seats (game.agents_loop): a function that plays a state on to the end in that loop and returns the
    actions taken, the choices the agents would make one call at a time (at most MAX_DECISIONS). Else None."""
    kinds = [getattr(a, "compiled", None) for a in agents]
    if any(k not in ("random", "bot") for k in kinds):
        return None
    bot_seats = sum(1 << p for p, k in enumerate(kinds) if k == "bot")
    kernel = game.agents_loop(bot_seats)
    if kernel is None:
        return None
    rngs = np.concatenate([a.rng if k == "random" else np.zeros(4, dtype=np.int64) for a, k in zip(agents, kinds)])

    def play(s: np.ndarray) -> np.ndarray:
        actions = np.empty(MAX_DECISIONS, dtype=np.int32)
        return actions[: kernel(s, bot_seats, rngs, actions)]

    return play


def play_game(game, scenario: str, seed: int, specs: list[str], options: dict | None = None,
              record: Path | None = None, explain: Callable[[str], None] | None = None,
              compiled: bool = True) -> dict[str, Any]:
    """Play one game to the end; returns game.result(). The record, if asked, is streamed to disk;
    `explain`, if given, receives each decision with the reasons its agent gives (bots' branches).

    Without `explain`, and with `compiled`, a game whose agents all have a compiled_loop is played there,
    then, for its record, replayed decision by decision: the same game and the same record as the
    agents' own calls, one per decision (the Python agent loop)."""
    agents = seat_agents(game, specs, seed)
    options = with_non_players(game, agents, options)
    s = game.new_state(scenario, seed, options)
    loop = compiled_loop(game, agents) if compiled and explain is None else None
    writer = None
    if record is not None:
        writer = RecordWriter(record, {"game": game.game_id, "scenario": scenario, "options": options,
                                       "seed": seed, "agents": [a.name for a in agents]})
    try:
        if loop is None:
            choose = [a.choose for a in agents]
        else:
            played = s.copy()
            actions = iter(loop(played).tolist())
            if writer is None:  # nothing to write per decision: the compiled loop's end is the game's
                if not game.is_terminal(played):
                    raise StalledGame(_stalled(game, seed, agents, played, record))
                return game.result(played)
            choose = [lambda s: next(actions)] * len(agents)  # the compiled loop's choices, in turn
        _decide(game, s, agents, choose, writer, explain, lambda: _stalled(game, seed, agents, s, record))
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


def _decide(game, s: np.ndarray, agents: list, choose: list[Callable[[np.ndarray], int]], writer: RecordWriter | None,
            explain: Callable[[str], None] | None, stalled: Callable[[], str]) -> None:
    """Step s to the end with choose[player](s), writing each decision to the record and to `explain`."""
    decisions = 0
    while not game.is_terminal(s):
        decisions += 1
        if decisions > MAX_DECISIONS:
            raise StalledGame(stalled())
        p = game.current_player(s)
        a = choose[p](s)
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


def _stalled(game, seed: int, agents: list, s: np.ndarray, record: Path | None) -> str:
    """The message of a StalledGame stopped at s."""
    where = f" with the record {record})" if record else ")"
    return (f"{game.game_id} seed {seed} ({', '.join(a.name for a in agents)}): no end after {MAX_DECISIONS} decisions "
            f"at \"{game.describe_pending(s)}\" (a defect; please report it{where}")


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
