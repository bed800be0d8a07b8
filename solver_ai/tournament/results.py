"""The results file of a tournament and the statistics drawn from it.

`<out>/tournament.jsonl` holds a header (the plan), one line per finished game and, once the run is
over, one summary line. Game lines are appended as games finish, so an interrupted run keeps them and
`--resume` plays only the rest. The summary is computed from the game lines alone, so a resumed run
and an uninterrupted one give the same summary.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterator

import numpy as np
from openskill.models import PlackettLuce

from engine.core.protocol import UserError
from solver_ai.provenance import provenance
from solver_ai.stats import Z95, bradley_terry, holm, paired_test, trials_for_width, wilson
from solver_ai.tournament.schedule import Plan

FORMAT = 1
FILENAME = "tournament.jsonl"
DEALS = ("game", "scenario", "options", "seed", "paired")  # the header fields that fix every game's deal and dice


class ResultsFile:
    """Appends game lines to `<out>/tournament.jsonl` (flushed line by line) and reads them back."""

    def __init__(self, out: Path, plan: Plan, resume: bool):
        self.path = Path(out) / FILENAME
        header = {"tournament": FORMAT, **plan.header(), **provenance()}
        self.created = not resume
        if resume:
            self.done = self._reopen(header)
        else:
            if self.path.exists():
                raise UserError(f"{out} already holds a tournament; add --resume to continue it, or choose another --out")
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.path.write_text(json.dumps(header) + "\n", encoding="utf-8")
            self.done = set()
        self.f = open(self.path, "a", encoding="utf-8")

    def _reopen(self, header: dict) -> set[int]:
        """Check that the file is this plan's, and drop its summary and any line cut short by a kill."""
        if not self.path.is_file():
            raise UserError(f"{self.path}: nothing to resume (no such file)")
        lines = self.path.read_text(encoding="utf-8").splitlines()
        try:
            old = json.loads(lines[0])
        except (IndexError, json.JSONDecodeError):
            raise UserError(f"{self.path}:1: not a tournament results file") from None
        for key in DEALS + ("agents", "lineup"):
            if old.get(key) != header.get(key):
                raise UserError(f"{self.path}: --resume needs the same {key} as the interrupted run "
                                f"({json.dumps(old.get(key))}, not {json.dumps(header.get(key))})")
        if old.get("games", 0) > header["games"]:
            raise UserError(f"{self.path}: the interrupted run was for {old['games']} games; --games can only grow")
        kept = [json.dumps({**old, "games": header["games"]})]
        done = set()
        for line in lines[1:]:
            try:
                row = json.loads(line)
            except json.JSONDecodeError:
                continue  # the last line of a killed run
            if "index" in row and row["index"] not in done:
                done.add(row["index"])
                kept.append(line)
        self.path.write_text("\n".join(kept) + "\n", encoding="utf-8")
        return done

    def discard(self) -> None:
        """Close the file, and remove it if this run created it (before any game was played)."""
        self.f.close()
        if self.created:
            self.path.unlink()

    def add(self, row: dict) -> None:
        self.f.write(json.dumps(row) + "\n")
        self.f.flush()

    def close(self, summary: dict | None = None) -> None:
        if summary is not None:
            self.f.write(json.dumps({"summary": summary}) + "\n")
        self.f.close()

    def rows(self) -> Iterator[dict]:
        with open(self.path, encoding="utf-8") as f:
            next(f)
            for line in f:
                row = json.loads(line)
                if "index" in row:
                    yield row


def placings(result: dict, players: tuple[str, ...]) -> list[int]:
    """Place of each seat, 0 = first: the winner first, then the game's ranking; games that give no
    ranking (two-player games) tie the losers, and a game without a winner ties everyone."""
    winner = result.get("winner")
    if winner is None:
        return [0] * len(players)
    order = [winner] + [p for p in result.get("ranking", []) if p != winner]
    return [order.index(p) if p in order else 1 for p in players]


def summarize(plan: Plan, rows: Iterator[dict], ci_width: float = 0.1) -> dict[str, Any]:
    """Win rates per agent and per agent and faction (Wilson 95%), mean margins, ratings, pairwise
    significance, and the games a stated interval width needs. Kept to a few numbers per game."""
    players = plan.players
    k, p = len(plan.agents), len(players)
    seat_agent = np.full((plan.games, p), -1, dtype=np.int32)
    place = np.zeros((plan.games, p), dtype=np.int8)
    margin = np.zeros((plan.games, p))
    for row in rows:
        i, res = row["index"], row["result"]
        seat_agent[i] = row["seating"]
        place[i] = placings(res, players)
        margin[i] = [res.get("margins", {}).get(f, np.nan) for f in players]
    played = seat_agent[:, 0] >= 0
    seat_agent, place, margin = seat_agent[played], place[played], margin[played]
    n = len(seat_agent)
    won = (place == 0) & (place.sum(axis=1, keepdims=True) > 0)  # a game that ties everyone has no winner
    labels = [e.label for e in plan.agents]

    def rate(mask: np.ndarray) -> dict[str, Any]:
        plays, wins = int(mask.sum()), int((won & mask).sum())
        low, high = wilson(wins, plays)
        mean_margin = float(margin[mask].mean()) if plays else float("nan")
        return {"plays": plays, "wins": wins, "win_rate": wins / plays if plays else float("nan"),
                "ci_low": low, "ci_high": high, "mean_margin": mean_margin}

    per_agent = [{"agent": labels[a], **rate(seat_agent == a)} for a in range(k)]
    seat = np.arange(p)[None, :]
    per_faction = [{"agent": labels[a], "faction": f, **rate((seat_agent == a) & (seat == j))}
                   for a in range(k) for j, f in enumerate(players)]

    # best place of each agent in each game (an agent on several seats counts its best one)
    best = np.full((n, k), np.iinfo(np.int8).max, dtype=np.int16)
    for j in range(p):
        np.minimum.at(best, (np.arange(n), seat_agent[:, j]), place[:, j])
    present = best < np.iinfo(np.int8).max
    agent_won = np.zeros((n, k), dtype=bool)
    for j in range(p):
        agent_won[np.arange(n), seat_agent[:, j]] |= won[:, j]

    comparisons = []
    for a in range(k):
        for b in range(a + 1, k):
            both = present[:, a] & present[:, b]
            a_won = int((both & agent_won[:, a] & ~agent_won[:, b]).sum())
            b_won = int((both & agent_won[:, b] & ~agent_won[:, a]).sum())
            comparisons.append({"a": labels[a], "b": labels[b], "games": int(both.sum()), "a_won": a_won,
                                "b_won": b_won, "p": paired_test(a_won, b_won)})
    for c, adj in zip(comparisons, holm([c["p"] for c in comparisons])):
        c["p_holm"] = adj
        c["significant"] = adj < 0.05

    if k == 1:  # one agent in every seat (a baseline for `compare`): nobody to rate it against
        ratings = {"method": "none", "agents": [], "note": "one agent in every seat: nothing to rate"}
    else:
        ratings = _two_player_ratings(best, present, labels) if p == 2 else _openskill(best, present, labels)
    cell = trials_for_width(ci_width)
    block = plan.block
    cell_per_block = min(sum(s[j] == a for s in block) for a in range(k) for j in range(p))
    needed = -(-cell // cell_per_block) * len(block)
    return {"games": n, "agents": labels, "players": list(players), "per_agent": per_agent,
            "per_faction": per_faction, "ratings": ratings, "comparisons": comparisons,
            "games_needed": {"ci_width": ci_width, "games_per_cell": cell, "tournament_games": needed,
                             "cell_games_now": n // len(block) * cell_per_block}}


def _openskill(best: np.ndarray, present: np.ndarray, labels: list[str]) -> dict[str, Any]:
    """Plackett-Luce ratings (openskill), updated game by game in index order; interval mu +- 1.96 sigma."""
    model = PlackettLuce()
    ratings = [model.rating(name=label) for label in labels]
    for g in range(len(best)):
        idx = np.flatnonzero(present[g])
        updated = model.rate([[ratings[a]] for a in idx], ranks=[int(best[g, a]) + 1 for a in idx])
        for a, team in zip(idx, updated):
            ratings[a] = team[0]
    return {"method": "openskill Plackett-Luce (mu, 95% interval mu +- 1.96 sigma)",
            "agents": [{"agent": r.name, "rating": r.mu, "low": r.mu - Z95 * r.sigma, "high": r.mu + Z95 * r.sigma}
                       for r in ratings]}


def _two_player_ratings(best: np.ndarray, present: np.ndarray, labels: list[str]) -> dict[str, Any]:
    """Bradley-Terry on the Elo scale from head-to-head results (a draw is half a win each)."""
    k = len(labels)
    wins = np.zeros((k, k))
    for g in range(len(best)):
        a, b = np.flatnonzero(present[g])  # two seats, two different agents (see schedule.seatings)
        if best[g, a] == best[g, b]:
            wins[a, b] += 0.5
            wins[b, a] += 0.5
        elif best[g, a] < best[g, b]:
            wins[a, b] += 1
        else:
            wins[b, a] += 1
    fit = bradley_terry(wins)
    method = "Bradley-Terry, Elo scale centred on 0 (95% interval from the Fisher information)"
    if fit is None:
        return {"method": method, "agents": [], "note": "undetermined: some agent won or lost all its games"}
    elo, se = fit
    return {"method": method, "agents": [{"agent": label, "rating": float(e), "low": float(e - Z95 * s),
                                          "high": float(e + Z95 * s)} for label, e, s in zip(labels, elo, se)]}
