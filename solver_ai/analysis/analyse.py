"""`solver-ai analyse RECORD`: replay a game and judge each turn that had a choice with ISMCTS.

The record is cut into turns (turns.py: a card and what its player did with it). For each turn one
search from the position before it weighs the turn as played against the alternatives: every legal
first decision and, in a game with an optimiser, its candidate whole turns (each with what it gains);
the played turn is seeded into the tree, so its estimate and theirs come from the same search.

Every estimate is one distribution over the winner (estimate.distribution), with a 95 % interval
from its visits (estimate.py). The report keeps, per turn: the turn played, the best
alternative found, the mover's chance after each with its interval, the loss, and every player's
chance after the turn played (the curve of the game, by card). A **blunder** loses more than noise
explains and at least estimate.MIN_LOSS; a **turning point** is one of the TURNING largest moves of
any player's chance from one judged turn to the next (at least SWING and beyond noise).
"""
from __future__ import annotations

import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Callable, Optional

import numpy as np

import engine
from engine.core.protocol import UserError
from solver_ai.analysis.estimate import clear_loss, distribution, interval, noise
from solver_ai.analysis.turns import Turn, cut, move_lines, plain
from solver_ai.records import read_record, replay, start
from solver_ai.search.mcts import ISMCTS, SEARCH_STREAM

SWING = 0.10
TURNING = 3
MIN_VISITS = 5  # an estimate from fewer visits is not compared (the played turn's: its deepest such node)
CHECK_STREAM = SEARCH_STREAM + 1  # the turn played's own estimate draws its own random numbers
PLANS = 3  # optimiser plans among a turn's alternatives, in a game with an optimiser


@dataclass
class Judged:
    turn: int  # 1-based, among the record's turns
    card: Optional[int]  # the card's number in the game (None: the game does not count cards)
    when: str  # the decision that opened the turn, e.g. "26July is 1st Eligible on #20 The Twelve"
    decisions: list[int]  # first and last decision of the turn, 1-based as in the record
    player: str
    played: str
    played_value: float  # the mover's estimated win chance after the turn played
    played_interval: tuple[float, float]
    played_visits: int
    best: str  # the best alternative found ("" when none beats the turn played)
    best_value: float
    best_interval: tuple[float, float]
    loss: float  # best_value - played_value, at least 0
    chances: dict[str, float]  # every player's estimated win chance after the turn played (sums to 1)
    intervals: dict[str, tuple[float, float]]
    reason: str  # the judgement in words
    flags: list[str] = field(default_factory=list)  # "blunder", "turning point"


@dataclass
class Analysis:
    game: str
    scenario: str
    seed: int
    budget: int
    horizon: int
    decisions: int
    turns: int
    result: Optional[dict]
    seconds: float
    judged: list[Judged]
    positions: dict[int, object] = field(default_factory=dict, repr=False)  # state before each key moment's turn

    def to_json(self) -> dict:
        doc = asdict(self)
        del doc["positions"]
        return doc


def analyse(path: Path, budget: int = 400, horizon: int = 4, seed: int = 1, plans: int = PLANS,
            progress: Callable[[int, int], None] | None = None) -> Analysis:
    """Judge every turn with a choice in the record at `path` (budget: ISMCTS iterations each)."""
    if budget < 1:
        raise UserError("analyse: --budget must be at least 1 iteration")
    if plans < 0:
        raise UserError("analyse: --plans must be 0 or more")
    header, body, result = read_record(path)
    game = engine.load(header["game"])
    befores, actions = [], []
    s = start(game, header)
    for _, row, after in replay(path, verify=True):
        befores.append(s)
        actions.append(int(row["action"]))
        s = after.copy()
    turns = cut(game, befores, actions, move_lines(game, path))
    search = ISMCTS(game, seed, iters=budget, horizon=horizon)
    check = ISMCTS(game, seed, iters=max(1, budget // 2), horizon=horizon, stream=CHECK_STREAM)
    alternatives = Alternatives(game, plans)
    t0 = time.perf_counter()
    judged, states = [], {}
    for n, t in enumerate(turns, 1):
        c = next((k for k in range(t.first, t.end) if len(game.legal_actions(befores[k])) > 1), None)
        if c is not None:
            after = befores[t.end] if t.end < len(befores) else s
            judged.append(judge(game, search, befores[c], actions[c:t.end], alternatives, t, n, after, check))
            states[n] = befores[t.first]
        if progress:
            progress(t.end, len(body))
    _flag(judged, list(game.player_ids))
    return Analysis(game.game_id, header.get("scenario", game.default_scenario), int(header.get("seed", 0)),
                    budget, horizon, len(body), len(turns), result, time.perf_counter() - t0, judged,
                    {j.turn: states[j.turn] for j in judged if j.flags})


class Alternatives:
    """A turn's alternatives to the one played: (label, what it gains, decisions from the position)."""

    def __init__(self, game, plans: int):
        from solver_ai.games import need, tools

        self.game = game
        self.optimiser = need(game, "optimiser", "optimiser") if plans and tools(game.game_id).optimiser else None
        self.builder = self.optimiser.builder() if self.optimiser else None
        self.plans = plans

    def __call__(self, s: np.ndarray) -> list[tuple[str, list[str], list[int]]]:
        game, f = self.game, self.game.current_player(s)
        out = []
        if self.optimiser is not None and self.optimiser.plan_point(s):
            try:
                turns = self.optimiser.whole_turns(game, s, f, self.builder, self.plans)
            except UserError:  # a rule the optimiser does not model here: the first choices alone
                turns = []
            out = [(plain(t.label), [plain(x) for x in t.explanation], list(t.path)) for t in turns]
        seeded = {tuple(p) for *_, p in out}
        out += [(plain(game.describe_action(s, int(a))), [], [int(a)]) for a in game.legal_actions(s)
                if (int(a),) not in seeded]
        return out


def judge(game, search: ISMCTS, s: np.ndarray, played: list[int], alternatives: Alternatives, turn: Turn,
          number: int = 1, s_after: np.ndarray | None = None, check: ISMCTS | None = None) -> Judged:
    """Judge the turn `played` (its decisions from s, where the mover has a choice; s_after: the position
    after it) against the alternatives, all in one search. Where that search left the turn played too
    few visits to judge it (UCB spends little on a bad move), `check` estimates it from s_after."""
    names = list(game.player_ids)
    me = game.current_player(s)
    alts = [a for a in alternatives(s) if a[2] != played[:len(a[2])]]  # a prefix of the turn played is it
    r = search.search(s, [played] + [path for *_, path in alts])
    mine = _deepest(r.trails[0])
    if check is not None and s_after is not None and (mine is None or mine.visits < check.iters):
        mine = check.value(s_after, me)
    mine = mine or r.trails[0][0]  # without a check: the seeded first decision, however few its visits
    found = [(est, a) for est, a in zip(r.turns[1:], alts) if est is not None and est.visits >= MIN_VISITS]
    best_est, (label, gains, path) = max(found, key=lambda x: distribution(x[0].means)[me],
                                         default=(mine, ("", [], played)))
    dist, best = distribution(mine.means), distribution(best_est.means)[me]
    loss = max(0.0, best - dist[me])
    chances = {n: round(dist[p], 4) for p, n in enumerate(names)}
    intervals = {n: interval(dist[p], mine.visits) for p, n in enumerate(names)}
    j = Judged(number, turn.card, turn.when, [turn.first + 1, turn.end], names[me], turn.text,
               round(dist[me], 4), interval(dist[me], mine.visits), mine.visits,
               label if loss > 0 else "", round(best, 4), interval(best, best_est.visits),
               round(loss, 4), chances, intervals, "")
    if clear_loss((best, best_est.visits), (dist[me], mine.visits)):
        j.flags.append("blunder")
    j.reason = _reason(game, s, s_after, me, j, gains, path, best_est.visits)
    return j


def _deepest(trail):
    """The deepest node of the turn played with enough visits to estimate it."""
    return next((c for c in reversed(trail) if c.visits >= MIN_VISITS), None)


def _reason(game, s, s_after, me, j: Judged, gains: list[str], path: list[int], best_visits: int) -> str:
    if not j.best:
        return f"the turn played is the best found: {_pct(j.played_value)} (95 % {_range(j.played_interval)})"
    sure = "beyond the noise" if "blunder" in j.flags else "within the noise"
    spread = noise((j.best_value, best_visits), (j.played_value, j.played_visits))
    parts = [f"{j.best} instead: {_pct(j.best_value)} against {_pct(j.played_value)} for the turn played "
             f"(a loss of {_pct(j.loss)}, {sure} of ±{_pct(spread)})"]
    margin = _margins(game, s, s_after, me, path)
    if margin:
        parts.append(margin)
    steps = [g for g in gains if not g.startswith(SCORES)]  # the margins are said above, scores are the model's
    if steps:
        parts.append("that turn: " + ", ".join(steps))
    return "; ".join(parts)


SCORES = ("margins ", "evaluation", "expected evaluation")


def _margins(game, s, s_after, me, path) -> str:
    """The mover's victory margin now, after the turn played and after the alternative (where its whole
    path can be applied here), when they differ."""
    if s_after is None:
        return ""
    t = s.copy()
    try:
        for a in path:
            game.step(t, a)
    except UserError:
        return ""
    if not (game.is_terminal(t) or game.turn_start(t) or game.current_player(t) != me):
        return ""  # the alternative's path stops inside the turn: its margin is not the turn's
    now, played, other = (int(game.margins(x)[me]) for x in (s, s_after, t))
    if played == other:
        return ""
    return f"the {game.player_names[me]} margin goes from {now:+d} to {other:+d} (played: {played:+d})"


def _pct(x: float) -> str:
    return f"{100 * x:.0f}%"


def _range(iv: tuple[float, float]) -> str:
    return f"{100 * iv[0]:.0f}-{100 * iv[1]:.0f}%"


def _flag(judged: list[Judged], names: list[str]) -> None:
    swings = []
    for prev, cur in zip(judged, judged[1:]):
        size, who = max((abs(cur.chances[n] - prev.chances[n]), n) for n in names)
        sure = noise((cur.chances[who], cur.played_visits), (prev.chances[who], prev.played_visits))
        if size >= SWING and size > sure:
            swings.append((size, cur.turn, cur))
    for _, _, j in sorted(swings, key=lambda x: (-x[0], x[1]))[:TURNING]:
        j.flags.append("turning point")
