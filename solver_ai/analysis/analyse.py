"""`solver-ai analyse RECORD`: replay a game and judge each decision that had a choice with ISMCTS.

For each such decision the search (from the position before it, for the player who made it) gives
every legal action an estimated win chance for every player. The report keeps: the move played, the
best alternative found, the mover's estimated win chance after each and the loss between them, and
every player's estimated chance after the best move (the curve of the game). A **blunder** loses at
least BLUNDER of the mover's estimated win chance, judged on at least MIN_VISITS visits of the move
played (fewer is noise); a **turning point** is one of the TURNING largest moves of any player's
estimated chance from one analysed decision to the next (at least SWING).
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Callable, Optional

import engine
from engine.core.protocol import UserError
from solver_ai.records import read_record, replay, start
from solver_ai.search.mcts import ISMCTS

BLUNDER = 0.15
SWING = 0.10
TURNING = 3
MIN_VISITS = 5


@dataclass
class Judged:
    decision: int  # 1-based, as in the record
    player: str
    played: str
    played_value: Optional[float]  # None: the search did not reach the move played
    best: str
    best_value: float
    loss: float  # best_value - played_value (0 when the best move was played)
    played_visits: int  # how often the search tried the move played
    chances: dict[str, float]  # every player's estimated win chance after the best move
    flags: list[str] = field(default_factory=list)  # "blunder", "turning point"


@dataclass
class Analysis:
    game: str
    scenario: str
    seed: int
    budget: int
    horizon: int
    decisions: int
    result: Optional[dict]
    seconds: float
    judged: list[Judged]
    positions: dict[int, object] = field(default_factory=dict, repr=False)  # state before each key moment

    def to_json(self) -> dict:
        doc = asdict(self)
        del doc["positions"]
        return doc


def analyse(path: Path, budget: int = 400, horizon: int = 4, seed: int = 1,
            progress: Callable[[int, int], None] | None = None) -> Analysis:
    """Judge every decision with a choice in the record at `path` (budget: ISMCTS iterations each)."""
    import time

    if budget < 1:
        raise UserError("analyse: --budget must be at least 1 iteration")
    header, body, result = read_record(path)
    game = engine.load(header["game"])
    search = ISMCTS(game, seed, iters=budget, horizon=horizon)
    names = list(game.player_ids)
    t0 = time.perf_counter()
    judged: list[Judged] = []
    states = {}
    before = start(game, header)
    for i, row, after in replay(path, verify=True):
        if len(game.legal_actions(before)) > 1:
            judged.append(_judge(game, search, before, i, row["action"], names))
            states[i] = before
        before = after.copy()
        if progress:
            progress(i, len(body))
    _flag(judged, names)
    return Analysis(game.game_id, header.get("scenario", game.default_scenario), int(header.get("seed", 0)),
                    budget, horizon, len(body), result, time.perf_counter() - t0, judged,
                    {j.decision: states[j.decision] for j in judged if j.flags})


def _judge(game, search, s, i, played, names) -> Judged:
    me = game.current_player(s)
    r = search.search(s)
    best = r.candidates[0]
    mine = next((c for c in r.candidates if c.action == played), None)
    played_value = mine.value if mine else None
    loss = 0.0 if played == best.action or mine is None else max(0.0, best.value - mine.value)
    return Judged(i, names[me], game.describe_action(s, played), played_value,
                  game.describe_action(s, best.action), round(best.value, 4), round(loss, 4),
                  mine.visits if mine else 0, {n: round(best.means[p], 4) for p, n in enumerate(names)})


def _flag(judged: list[Judged], names: list[str]) -> None:
    for j in judged:
        if j.loss >= BLUNDER and j.played_visits >= MIN_VISITS:
            j.flags.append("blunder")
    swings = []
    for prev, cur in zip(judged, judged[1:]):
        size = max(abs(cur.chances[n] - prev.chances[n]) for n in names)
        if size >= SWING:
            swings.append((size, cur.decision, cur))
    for _, _, j in sorted(swings, key=lambda x: (-x[0], x[1]))[:TURNING]:
        j.flags.append("turning point")
