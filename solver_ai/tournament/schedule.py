"""Who sits where in each game of a tournament, and the seed of each game.

The seatings come in blocks. With at least as many agents as seats, a block holds every set of
seat-many agents, each set rotated once around the table; with fewer agents than seats, each agent
in turn heads a lineup that repeats the agents in order, again rotated around the table. Either way,
over one block every agent plays every faction equally often, so a tournament of whole blocks is
side-balanced. Game i uses seating i mod block length and seed base + i; with paired seeds, seed base +
(i div block length): every seating of a block plays the same deal and dice, so each seed is played with
the sides every way round and luck cancels out of the comparison.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from itertools import combinations
from typing import Any

from engine.core.protocol import UserError
from solver_ai.agents import make_agent, parse_spec
from solver_ai.agents.base import split_spec


def seatings(n_agents: int, n_seats: int) -> list[tuple[int, ...]]:
    """One side-balanced block: tuples of agent indices, one per seat."""
    if n_agents >= n_seats:
        lineups = list(combinations(range(n_agents), n_seats))
    else:
        lineups = [tuple((head + i) % n_agents for i in range(n_seats)) for head in range(n_agents)]
    return [lineup[r:] + lineup[:r] for lineup in lineups for r in range(n_seats)]


@dataclass(frozen=True)
class Entry:
    """One agent of a tournament: its label in tables (the `name` option, else the spec itself) and the
    spec the agent registry builds it from."""

    label: str
    spec: str


def entries(specs: list[str]) -> tuple[list[Entry], list[int]]:
    """Tournament entries from command-line specs such as "random:name=a" or "mcts:iters=2000", and the
    entry of each spec: a spec given twice (the same label for the same agent) is one entry."""
    out: list[Entry] = []
    order = []
    for raw in specs:
        name, opts = parse_spec(raw)
        rest = [p.strip() for p in split_spec(raw)[1].split(",") if p.strip() and p.partition("=")[0].strip() != "name"]
        e = Entry(str(opts.get("name", raw.strip())), ":".join([name, ",".join(rest)]) if rest else name)
        same = [x for x in out if x.label == e.label]
        if same and same[0] != e:
            raise UserError(f"the label {e.label!r} names two different agents ({same[0].spec} and {e.spec})")
        if not same:
            out.append(e)
        order.append(out.index(e))
    return out, order


@dataclass(frozen=True)
class Plan:
    """Everything that fixes a tournament's results: rerunning a plan replays it bit for bit."""

    game_id: str
    scenario: str
    options: dict[str, Any]
    agents: tuple[Entry, ...]
    games: int
    seed: int
    players: tuple[str, ...]  # the game's seats (factions), in seat order
    lineup: tuple[int, ...] | None = None  # one table's agents, seat by seat, when an agent sits in several seats
    paired: bool = False  # every seating of a block plays the block's seed

    @cached_property
    def block(self) -> list[tuple[int, ...]]:
        if self.lineup is not None:  # the one table rotated: every entry takes every seat equally often
            return [self.lineup[r:] + self.lineup[:r] for r in range(len(self.lineup))]
        return seatings(len(self.agents), len(self.players))

    def seating(self, i: int) -> tuple[int, ...]:
        block = self.block
        return block[i % len(block)]

    def seed_of(self, i: int) -> int:
        return self.seed + (i // len(self.block) if self.paired else i)

    def indices(self, seat: str | None = None) -> list[int]:
        """The plan's games, or only those that seat its first agent as `seat`: to measure one agent in one
        seat without playing the other seats' games (they stay in the plan, for a later run)."""
        if seat is None:
            return list(range(self.games))
        if seat not in self.players:
            raise UserError(f"--seat {seat}: not a seat of {self.game_id}; its seats are {', '.join(self.players)}")
        j = self.players.index(seat)
        return [i for i in range(self.games) if self.seating(i)[j] == 0]

    def task(self, i: int, out: str, records: bool) -> dict[str, Any]:
        """All a worker needs to play game i (plain data, so it pickles for any backend). The record's
        path is relative to `out`, so that results files do not depend on where they were written."""
        seat = self.seating(i)
        return {"index": i, "game_id": self.game_id, "scenario": self.scenario, "options": self.options,
                "seed": self.seed_of(i), "specs": [self.agents[a].spec for a in seat], "seating": list(seat),
                "out": out, "record": f"records/game-{i:06d}.jsonl" if records else None}

    def header(self) -> dict[str, Any]:
        return {"game": self.game_id, "scenario": self.scenario, "options": self.options, "seed": self.seed,
                "games": self.games, "agents": [{"label": e.label, "spec": e.spec} for e in self.agents],
                **({"lineup": list(self.lineup)} if self.lineup is not None else {}),
                **({"paired": True} if self.paired else {})}


def make_plan(game, scenario: str, options: dict, specs: list[str], games: int, seed: int,
              paired: bool = False) -> Plan:
    """A checked plan: bad agents, options, scenarios or game counts raise UserError before any game runs."""
    agents, order = entries(specs)
    lineup = None
    if len(agents) < len(order):  # an agent listed more than once: the list is one table, seat by seat
        twice = next(i for i in range(len(agents)) if order.count(i) > 1)
        label = agents[twice].label
        if len(order) != game.n_players:
            raise UserError(f"agent {label!r} appears {order.count(twice)} times: a list that repeats an agent is one "
                            f"table, one agent per seat, and {game.game_id} has {game.n_players} seats (got {len(order)} "
                            f"agents); or tell copies apart with name=, e.g. {label}:name=a {label}:name=b")
        lineup = tuple(order)
    elif len(agents) < 2:
        raise UserError(f"a tournament needs at least 2 agents, got {len(agents)} (or one agent per seat: "
                        f"{' '.join([agents[0].label] * game.n_players) if agents else 'random random'})")
    for seat, e in enumerate(agents):
        make_agent(e.spec, game, seed, seat % game.n_players)
    game.new_state(scenario, seed, options)  # rejects an unknown scenario or option
    plan = Plan(game.game_id, scenario, options, tuple(agents), games, seed, tuple(game.player_ids), lineup, paired)
    size = len(plan.block)
    if games < 1 or games % size:
        lower, upper = games // size * size, max(games // size + 1, 1) * size
        hint = f"{lower} or {upper}" if lower > 0 else str(upper)
        raise UserError(f"--games {games}: a side-balanced rotation of {len(agents)} agents over {game.n_players} seats "
                        f"takes blocks of {size} games; use a multiple of {size}, e.g. {hint}")
    return plan
