"""`solver-ai hint`: the best moves for the player to move, ranked by their estimated win chance from
look-ahead search (one distribution over the winner, with a 95 % interval), each with what it gains,
the risk it leaves, and what the rulebook bot would do instead.

In a game with an optimiser, where it plans a whole turn (in Cuba Libre the Pass / Event / Operation
choice): the candidates are whole turns - the optimiser's top plans (their explanation says what each
gains), the rulebook bot's turn, Pass and each legal Event side (the optimiser's `whole_turns`) - and
ISMCTS weighs them (turns seeded). Anywhere else, and in a game without an optimiser model: the
search's answers to the pending decision. What a candidate gains is read from the position after it,
its turn finished by the rulebook bot where it has rules for that player, else by the optimiser agent (its plans,
the bot's answer elsewhere): every player's victory margin before and after (and the optimiser's evaluation). `budget=0` skips the search (optimiser scores only).
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field

import numpy as np

from engine.core.protocol import UserError
from solver_ai.analysis.estimate import distribution, interval
from solver_ai.analysis.turns import untagged
from solver_ai.games import need, tools

CANDIDATE_PLANS = 5  # optimiser plans offered to the search (it then ranks them with Pass and the Events)
MIN_VISITS = 5  # fewer visits: ranked after the candidates the search could judge
TURN_LIMIT = 400  # decisions answered to finish a candidate's turn (a guard)


@dataclass
class Move:
    label: str
    first_action: int
    win_chance: float | None  # the faction's estimated win chance after it (None: no search)
    visits: int
    interval: tuple[float, float] | None  # the 95 % interval of win_chance
    optimiser_score: float | None
    explanation: list[str] = field(default_factory=list)
    rival: str = ""  # the strongest other player after this move, and its chance
    rival_chance: float | None = None
    path: list[int] = field(default_factory=list, repr=False)  # its decisions from the position


@dataclass
class Hint:
    position: str
    faction: str
    budget: int
    moves: list[Move]
    rulebook_bot: str  # what the rulebook Non-Player would do here (or why it cannot say)
    notes: list[str] = field(default_factory=list)


def hint(game, s: np.ndarray, faction: str | None = None, k: int = 3, budget: int = 1000, seed: int = 1) -> Hint:
    """faction: the player asking (None: the one to move in s, as the position says)."""
    if k < 1 or budget < 0:
        raise UserError("hint: --top must be at least 1 and --budget at least 0")
    if game.is_terminal(s):
        raise UserError("hint: the game is over in this position")
    f = game.current_player(s) if faction is None else game.parse_faction(faction)
    if game.current_player(s) != f:
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
    if budget > 0:
        moves.sort(key=lambda m: (m.visits >= MIN_VISITS, -1 if m.win_chance is None else m.win_chance),
                   reverse=True)  # stable: ties keep their order
        if any(m.visits < MIN_VISITS for m in moves[:k]):
            notes.append(f"moves with fewer than {MIN_VISITS} visits come last: too few to estimate")
    builder = need(game, "optimiser", "optimiser model").builder() if has_optimiser else None
    for m in moves[:k]:
        if not any(x.startswith("margins ") for x in m.explanation):
            m.explanation.extend(_gains(game, s, f, m.path, builder))
        m.explanation = [untagged(x) for x in m.explanation]
    return Hint(untagged(game.describe_pending(s)), game.player_ids[f], budget, moves[:k],
                untagged(_rulebook_bot(game, s, f)), notes)


def _turns(game, s, f, budget, seed) -> tuple[list[Move], list[str]]:
    optimiser = need(game, "optimiser", "optimiser model")
    builder = optimiser.builder()
    turns = optimiser.whole_turns(game, s, f, builder, CANDIDATE_PLANS)
    moves = [Move(t.label, t.path[0], None, 0, None, t.score, list(t.explanation), path=list(t.path)) for t in turns]
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
    return moves, notes


def _decisions(game, s, f, budget, seed) -> tuple[list[Move], list[str]]:
    from solver_ai.search.mcts import ISMCTS

    r = ISMCTS(game, seed, iters=budget).search(s)
    moves = []
    for c in r.candidates:
        m = Move(game.describe_action(s, c.action), c.action, None, 0, None, None, path=[c.action])
        _estimate(game, m, c, f)
        moves.append(m)
    return moves, [f"search: ISMCTS, {r.iterations} iterations over the {len(moves)} answers, {r.seconds:.1f} s"]


def _estimate(game, m: Move, est, f: int) -> None:
    dist = distribution(est.means)
    m.win_chance, m.visits, m.interval = round(dist[f], 4), est.visits, interval(dist[f], est.visits)
    rivals = [(dist[g], game.player_ids[g]) for g in range(len(dist)) if g != f]
    chance, name = max(rivals)
    m.rival, m.rival_chance = name, round(chance, 4)


def _finisher(game, f: int):
    """Who answers f's decisions left in a candidate's turn: the rulebook bot where it has rules for f (a bot
    without them would answer at random, as Labyrinth's for the US), else the optimiser agent where the game has
    one; None when neither can."""
    bot = game.rulebook_bot()
    if (bot is None or not (bot.rule_seats >> f) & 1) and tools(game.game_id).optimiser is not None:
        from solver_ai.agents import make_agent

        return make_agent("optimiser", game, 1, f).choose
    if bot is None:
        return None
    trace = bot.new_trace()
    return lambda t: int(bot.action(t, trace))


def finish_turn(game, t: np.ndarray, f: int) -> None:
    """Play f's decisions left in this turn (until the turn ends or another player is to move) by _finisher."""
    choose = _finisher(game, f)
    for _ in range(TURN_LIMIT):
        if choose is None or game.is_terminal(t) or game.turn_start(t) or game.current_player(t) != f:
            break
        game.step(t, int(choose(t)))


def _gains(game, s: np.ndarray, f: int, path: list[int], builder) -> list[str]:
    """What a candidate changes: every player's margin before and after its turn (finish_turn), and the
    optimiser's evaluation after it."""
    t = s.copy()
    try:
        for a in path:
            game.step(t, a)
        finish_turn(game, t, f)
    except UserError:  # a step the rules do not build yet: nothing to read
        return []
    before, after = game.margins(s), game.margins(t)
    if (before == after).all():
        out = ["margins unchanged: " + ", ".join(f"{n} {int(x):+d}" for n, x in zip(game.player_names, before))]
    else:
        out = ["margins " + ", ".join(f"{n} {int(x):+d}->{int(y):+d}" for n, x, y in zip(game.player_names, before, after))]
    if builder is not None and not game.is_terminal(t):
        out.append(f"evaluation after it {builder.evaluate(t, f):g} (now {builder.evaluate(s, f):g})")
    return out


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


def hint_lines(game, s: np.ndarray, faction: str | None = None, k: int = 3, budget: int = 1000, seed: int = 1) -> list[str]:
    h = hint(game, s, faction, k, budget, seed)
    lines = [f"{h.position}", *h.notes]
    if not h.moves:
        lines.append("no move found")
    for i, m in enumerate(h.moves, 1):
        parts = []
        if m.win_chance is not None:
            lo, hi = m.interval
            parts.append(f"estimated win chance {100 * m.win_chance:.0f}% (95 % {100 * lo:.0f}-{100 * hi:.0f}%, "
                         f"{m.visits} visits)")
        if m.optimiser_score is not None:
            parts.append(f"optimiser score {m.optimiser_score:g}")
        lines.append(f"{i}. {m.label}: {'; '.join(parts) or 'not searched'}")
        lines.extend(f"   {x}" for x in m.explanation)
        if m.rival_chance is not None:
            lines.append(f"   risk: leaves {m.rival} at {100 * m.rival_chance:.0f}%, the strongest rival")
    lines.append(f"rulebook bot instead: {h.rulebook_bot}")
    return lines


def hint_json(game, s: np.ndarray, faction: str | None = None, k: int = 3, budget: int = 1000, seed: int = 1) -> dict:
    doc = asdict(hint(game, s, faction, k, budget, seed))
    for m in doc["moves"]:
        del m["path"]
    return doc
