"""`solver-ai hint`: the best moves for one faction now, each with an estimated win chance from look-ahead
search, a plain explanation, the risk it leaves, and what the rulebook bot would do instead.

In a game with an optimiser, where it plans a whole turn (in Cuba Libre the Pass / Event / Operation
choice): the candidates are whole turns - the optimiser's top plans (their explanation says what each
gains), the rulebook bot's turn, Pass and each legal Event side (the optimiser's `whole_turns`) - and
ISMCTS chooses among them (turns seeded). Anywhere else, and in a game without an optimiser model: the
search's best answers to the pending decision. `budget=0` skips the search (optimiser scores only).
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field

import numpy as np

from engine.core.protocol import UserError
from solver_ai.games import need, tools

CANDIDATE_PLANS = 5  # optimiser plans offered to the search (it then ranks them with Pass and the Events)


@dataclass
class Move:
    label: str
    first_action: int
    win_chance: float | None  # the faction's estimated win chance after it (None: no search)
    visits: int
    optimiser_score: float | None
    explanation: list[str] = field(default_factory=list)
    rival: str = ""  # the strongest other player after this move, and its chance
    rival_chance: float | None = None


@dataclass
class Hint:
    position: str
    faction: str
    budget: int
    moves: list[Move]
    rulebook_bot: str  # what the rulebook Non-Player would do here (or why it cannot say)
    notes: list[str] = field(default_factory=list)


def hint(game, s: np.ndarray, faction: str, k: int = 3, budget: int = 1000, seed: int = 1) -> Hint:
    if k < 1 or budget < 0:
        raise UserError("hint: --top must be at least 1 and --budget at least 0")
    f = game.parse_faction(faction)
    if game.is_terminal(s) or game.current_player(s) != f:
        raise UserError(f"hint: {game.player_names[f]} is not to move here (pending: {game.describe_pending(s)})")
    has_optimiser = tools(game.game_id).optimiser is not None
    if has_optimiser and need(game, "optimiser", "optimiser model").plan_point(s):
        moves, notes = _turns(game, s, f, budget, seed)
    elif budget == 0:
        where = "inside a turn" if has_optimiser else f"{game.game_id} has no optimiser model yet, so"
        raise UserError(f"hint: {where} only the search ranks moves: give --budget > 0")
    else:
        moves, notes = _decisions(game, s, f, budget, seed)
        if not has_optimiser:
            notes.append(f"search only: {game.game_id} has no optimiser model yet")
    return Hint(game.describe_pending(s), game.player_ids[f], budget, moves[:k], _rulebook_bot(game, s, f), notes)


def _turns(game, s, f, budget, seed) -> tuple[list[Move], list[str]]:
    optimiser = need(game, "optimiser", "optimiser model")
    builder = optimiser.builder()
    turns = optimiser.whole_turns(game, s, f, builder, CANDIDATE_PLANS)
    moves = [Move(t.label, t.path[0], None, 0, t.score, t.explanation) for t in turns]
    notes = [f"the optimiser's evaluation now: {builder.evaluate(s, f)}"]
    if budget == 0:
        return sorted(moves, key=lambda m: -(m.optimiser_score if m.optimiser_score is not None else -1e9)), notes
    from solver_ai.search.mcts import ISMCTS

    r = ISMCTS(game, seed, iters=budget).search(s, [t.path for t in turns])
    for m, est in zip(moves, r.turns):
        if est is not None:
            _estimate(game, m, est, f)
    plans = sum(t.kind == "plan" for t in turns)
    notes.append(f"search: ISMCTS, {r.iterations} iterations over {len(turns)} candidate turns "
                 f"({plans} optimiser plans, the rulebook bot's turn, Pass and the Event sides), "
                 f"{r.seconds:.1f} s")
    return sorted(moves, key=lambda m: (-m.visits, -(m.win_chance or 0))), notes


def _decisions(game, s, f, budget, seed) -> tuple[list[Move], list[str]]:
    from solver_ai.search.mcts import ISMCTS

    r = ISMCTS(game, seed, iters=budget).search(s)
    moves = []
    for c in r.candidates:
        m = Move(game.describe_action(s, c.action), c.action, None, 0, None)
        _estimate(game, m, c, f)
        moves.append(m)
    return moves, [f"search: ISMCTS, {r.iterations} iterations over the {len(moves)} answers, {r.seconds:.1f} s"]


def _estimate(game, m: Move, est, f: int) -> None:
    m.win_chance, m.visits = round(est.means[f], 4), est.visits
    rivals = [(est.means[g], game.player_ids[g]) for g in range(len(est.means)) if g != f]
    chance, name = max(rivals)
    m.rival, m.rival_chance = name, round(chance, 4)


def _rulebook_bot(game, s, f) -> str:
    """The rulebook bot's choice here, with its reasons, or why it cannot say."""
    from solver_ai.agents import make_agent

    try:
        bot = make_agent("np", game, 1, f)
        a = bot.choose(s.copy())
        reasons = bot.explain(s)
    except UserError as e:
        return f"the rulebook bot cannot say: {e}"
    return "; ".join([game.describe_action(s, a), *reasons])


def hint_lines(game, s: np.ndarray, faction: str, k: int = 3, budget: int = 1000, seed: int = 1) -> list[str]:
    h = hint(game, s, faction, k, budget, seed)
    lines = [f"{h.position}", *h.notes]
    if not h.moves:
        lines.append("no move found")
    for i, m in enumerate(h.moves, 1):
        parts = []
        if m.win_chance is not None:
            parts.append(f"estimated win chance {100 * m.win_chance:.0f}% ({m.visits} visits)")
        if m.optimiser_score is not None:
            parts.append(f"optimiser score {m.optimiser_score:g}")
        lines.append(f"{i}. {m.label}: {'; '.join(parts) or 'not searched'}")
        lines.extend(f"   {x}" for x in m.explanation)
        if m.rival_chance is not None:
            lines.append(f"   risk: leaves {m.rival} at {100 * m.rival_chance:.0f}%, the strongest rival")
    lines.append(f"rulebook bot instead: {h.rulebook_bot}")
    return lines


def hint_json(game, s: np.ndarray, faction: str, k: int = 3, budget: int = 1000, seed: int = 1) -> dict:
    return asdict(hint(game, s, faction, k, budget, seed))
