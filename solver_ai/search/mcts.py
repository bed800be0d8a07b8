"""Information-set MCTS from Python: budgets, the tree kept in NumPy arrays, and what the search found.

The iterations themselves run compiled (engine.core.search, bound per game in engine.<game>.search).
A search with an iteration budget is reproducible bit for bit from its seed; a time budget runs slices
of SLICE iterations until the time is up, so its result depends on the machine's speed.
"""
from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from engine.core import search as core
from engine.core.protocol import UserError
from engine.core.rng import seed_words

SLICE = 64  # iterations per compiled call under a time budget
SEARCH_STREAM = 2000  # seed_words stream offset of search generators (agents' own streams start at 1000)


@dataclass(frozen=True)
class Candidate:
    action: int
    visits: int
    value: float  # the mover's mean return through this action (an estimated win chance)
    means: tuple[float, ...]  # every player's mean return through this action


@dataclass(frozen=True)
class SearchResult:
    action: int
    iterations: int
    nodes: int
    seconds: float
    decisions: int  # decisions applied in the tree and the playouts
    candidates: list[Candidate]  # the root's children, most visited first
    turns: list[Candidate | None]  # per candidate turn given: its last seeded node (None: not legal here)
    trails: list[list[Candidate]]  # per candidate turn given: its nodes from the root's child to its last


class ISMCTS:
    """Single-observer ISMCTS for one game. `iters` > 0 is an iteration budget; otherwise `seconds`."""

    def __init__(self, game, seed: int, iters: int = 2000, seconds: float = 0.0, c: float = 0.7,
                 horizon: int = 4, max_nodes: int = 200_000, stream: int = SEARCH_STREAM,
                 playout_mask: int = 0, model_mask: int = 0, rounds: int = 0):
        """playout_mask: players who play out as the game's rulebook bot (bit per player; the others at
        random); model_mask: opponents not searched but answered by that bot in the tree too; rounds > 0
        (Cuba Libre): playouts stop once that many Propaganda Rounds are over instead of after `horizon`
        cards."""
        if iters <= 0 and seconds <= 0:
            raise UserError("mcts: give a budget, iters > 0 or seconds > 0")
        if horizon < 0 or rounds < 0 or c < 0 or max_nodes < 2:
            raise UserError("mcts: horizon, rounds and c must be >= 0 and max_nodes >= 2")
        self.game = game
        self.kernels = game.search_kernels()
        if self.kernels is None:
            raise UserError(f"mcts: {game.game_id} has no search kernels yet")
        if rounds and not self.kernels.rounds:
            raise UserError(f"mcts: rounds counts rounds of the game (Propaganda Rounds), which {game.game_id} does not have")
        self.iters, self.seconds, self.c = iters, seconds, c
        self.horizon = -rounds if rounds else horizon  # the kernels read a negative horizon as rounds
        self.playout_mask, self.model_mask = playout_mask, model_mask
        self.rng = np.array(seed_words(seed, stream), dtype=np.int64)
        n_players = self.kernels.n_players
        self.nodes = np.zeros((max_nodes, core.N_NODE_FIELDS), dtype=np.int64)
        self.values = np.zeros((max_nodes, n_players))
        self.meta = np.zeros(core.N_META, dtype=np.int64)

    def search(self, s: np.ndarray, turns: list[list[int]] | None = None) -> SearchResult:
        """Search from s for the player to move there. `turns`: candidate whole turns (each the list of
        decisions from s); the search then chooses among them (engine/core/search.py, seed_path), and
        each turn's estimate is read at the node after its last decision."""
        legal = self.game.legal_actions(s)
        if len(legal) == 0:
            raise UserError("mcts: no legal action in this position")
        me = self.game.current_player(s)
        core.reset_tree(self.nodes, self.values, self.meta)
        ends = [self._seed(s, path) for path in turns or []]
        # CPU time, not wall: a search on a loaded machine (strength runs share the cores) plays as strong, only slower
        start = time.process_time()
        if len(legal) > 1:
            if self.iters > 0:
                self._run(s, me, self.iters)
            else:
                while time.process_time() - start < self.seconds:
                    self._run(s, me, SLICE)
        seconds = time.process_time() - start
        # A root child made in a determinization whose legal actions differ from the real state's (the
        # resampled hidden cards may allow other choices) is not a move here.
        allowed = {int(a) for a in legal}
        cands = [c for c in self._candidates(me) if c.action in allowed]
        action = cands[0].action if cands else int(legal[0])
        return SearchResult(action, int(self.meta[core.META_ITERS]), int(self.meta[core.META_NODES]), seconds,
                            int(self.meta[core.META_DECISIONS]), cands, [self._node(e, me) for e in ends],
                            [self._trail(e, me) for e in ends])

    def value(self, s: np.ndarray, me: int) -> Candidate:
        """Every player's mean return from s over the budget (s may be a forced move or the game's end):
        the position's value, `me`'s in `value`."""
        core.reset_tree(self.nodes, self.values, self.meta)
        self._run(s, me, self.iters if self.iters > 0 else SLICE)
        return self._node(0, me)

    def _seed(self, s: np.ndarray, path: list[int]) -> int:
        arr = np.asarray(path, dtype=np.int64)
        return int(self.kernels.seed(s, self.nodes, self.values, self.meta, arr, len(arr)))

    def _run(self, s: np.ndarray, me: int, n: int) -> None:
        self.kernels.iterate(s, me, self.nodes, self.values, self.meta, self.rng, n, self.c, self.horizon,
                             self.playout_mask, self.model_mask)

    def _node(self, c: int, me: int) -> Candidate | None:
        if c < 0:
            return None
        v = int(self.nodes[c, core.VISITS])
        means = tuple(float(x) / v if v else 0.0 for x in self.values[c])
        return Candidate(int(self.nodes[c, core.ACTION]), v, means[me], means)

    def _trail(self, c: int, me: int) -> list[Candidate]:
        out = []
        while c > 0:
            out.append(self._node(c, me))
            c = int(self.nodes[c, core.PARENT])
        return out[::-1]

    def _candidates(self, me: int) -> list[Candidate]:
        out = []
        c = int(self.nodes[0, core.FIRST])
        while c >= 0:
            out.append(self._node(c, me))
            c = int(self.nodes[c, core.SIBLING])
        # Most visited first; ties in the order the compiled choice uses (latest expanded first).
        return sorted(out, key=lambda k: -k.visits)
