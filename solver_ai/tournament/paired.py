"""Two tournaments on the same seeds and seatings, compared game by game and seat by seat.

A strength table asks how one agent does in a seat against how another does in that
seat with everything else equal: a run with the agent in one seat and three Non-players
(`mcts np np np`), against the all-Non-player run on the same seeds (`np np np np`). Game i of both
runs has the same seed, so the same deck and dice, and here the same opponents; the only difference is
who plays the agent's seat. For each seat the
agent took: did it win there, and did the baseline's player in that seat win? Win rates get Wilson 95%
intervals; the p value is the exact two-sided sign test on the games that only one of the two won
(`stats.paired_test`), which conditions on each game and so uses the pairing.

Only games finished in both runs count, so a run still being played can be read at any time.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import engine
from engine.core.protocol import UserError
from solver_ai.stats import paired_test, wilson
from solver_ai.tournament.results import DEALS, FILENAME


@dataclass
class Row:
    seat: str  # a faction, or "all"
    games: int
    wins: int  # the agent's wins in this seat
    baseline_wins: int  # the baseline's player's wins in the same seats
    only: int  # games the agent won and the baseline did not
    only_baseline: int

    @property
    def p(self) -> float:
        return paired_test(self.only, self.only_baseline)

    def interval(self, wins: int) -> tuple[float, float]:
        return wilson(wins, self.games)


def read(path: Path) -> tuple[dict, dict[int, dict]]:
    """A tournament's header and its finished games by index (a folder or its results file)."""
    path = Path(path)
    if path.is_dir():
        path = path / FILENAME
    if not path.is_file():
        raise UserError(f"{path}: no such tournament results file")
    header, games = None, {}
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                row = json.loads(line)
            except json.JSONDecodeError:
                if n == 1:
                    raise UserError(f"{path}:1: not a tournament results file") from None
                continue  # the last line of a run killed while writing
            if n == 1:
                if "tournament" not in row:
                    raise UserError(f"{path}:1: not a tournament results file")
                header = row
            elif "index" in row:
                games[row["index"]] = row
    if header is None:
        raise UserError(f"{path}: empty file")
    return header, games


def compare(run: Path, baseline: Path, agent: str | None = None,
            players: tuple[str, ...] | None = None) -> tuple[str, list[Row]]:
    """(the agent's label, one Row per seat it took and one for all of them) over the games finished
    in both runs; `agent` is a label of `run` (default: its first agent); `players` the game's seats
    (default: the engine's, for the game the runs name)."""
    head, games = read(run)
    base_head, base_games = read(baseline)
    for key in DEALS:  # both runs dealt the same games
        if head.get(key) != base_head.get(key):
            raise UserError(f"the two runs differ in {key} ({json.dumps(head.get(key))} against "
                            f"{json.dumps(base_head.get(key))}): a paired comparison needs the same games")
    labels = [a["label"] for a in head["agents"]]
    if agent is None:
        agent = labels[0]
    if agent not in labels:
        raise UserError(f"no agent {agent!r} in {run}; its agents are {', '.join(labels)}")
    a = labels.index(agent)
    if players is None:
        players = tuple(engine.load(head["game"]).player_ids)
    counts = {seat: [0, 0, 0, 0, 0] for seat in (*players, "all")}
    for i in sorted(set(games) & set(base_games)):
        g, b = games[i], base_games[i]
        if g["seed"] != b["seed"]:  # the seatings may differ: the baseline's player in a seat is whoever sat there
            raise UserError(f"game {i}: the runs have different seeds ({g['seed']} against {b['seed']}); "
                            "were they planned with the same --seed?")
        for j, who in enumerate(g["seating"]):
            if who != a:
                continue
            won, base_won = g["result"].get("winner") == players[j], b["result"].get("winner") == players[j]
            for seat in (players[j], "all"):
                c = counts[seat]
                c[0] += 1
                c[1] += won
                c[2] += base_won
                c[3] += won and not base_won
                c[4] += base_won and not won
    return agent, [Row(seat, *c) for seat, c in counts.items() if c[0] or seat == "all"]
