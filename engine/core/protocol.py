"""The game protocol (ARCHITECTURE.md section 2, shared/design/ONE-SEAM-PER-GAME.md): the whole surface a
game object declares, the optional capabilities (`None` where a game has not built them), the structured
pending decision, and the errors every game raises.

Everything above `engine/` reaches a game through this surface only: it asks what the game can do (its
capabilities) and never compares a game's name. Compiled code never raises: legality is decided by
`legal_actions` before `apply_action` runs. The Python wrapper `step` checks an action first and raises
one of the errors below, each with a one-line message meant for a person (the CLI prints it, exit 2).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, NamedTuple, Protocol

import numpy as np

if TYPE_CHECKING:
    from engine.core.layout import Layout

CHANCE = -2  # current_player when the next step is a chance event (no game uses it: dice roll inside steps)
TERMINAL = -1  # current_player once the game is over


class UserError(Exception):
    """Bad input from a person or a program: a one-line message, never a traceback."""


class PositionError(UserError):
    """A position document breaks a rule; the message names the field and the rule."""


class IllegalAction(UserError):
    """An action that the rules do not allow in this position."""


class NotImplementedYet(UserError):
    """An action the rules allow here but whose rule is not built yet (names the rule)."""


class Missing(UserError):
    """A capability this game has not built (e.g. no rulebook bot yet): one line naming it."""


# ---------------------------------------------------------------------- structured decisions
class Option(NamedTuple):
    """One answer to the pending decision: the engine action, its text and the rule it cites."""

    action: int
    name: str
    rule: str  # the section the text cites ("" where it cites none)


@dataclass(frozen=True)
class Decision:
    """The pending decision as data: what kind, who decides, under which rule, and every legal answer."""

    kind: str  # the decision frame's name, e.g. "act", "space", "card" (the game's FR_* constants)
    player: str  # the id of the player who decides
    rule: str  # the section the decision's text cites ("" where none)
    text: str  # describe_pending
    options: tuple[Option, ...]

    def action(self, name: str) -> int:
        """The action whose option text is `name` (exactly, or a unique case-insensitive prefix)."""
        exact = [o.action for o in self.options if o.name == name]
        if exact:
            return exact[0]
        found = [o for o in self.options if o.name.lower().startswith(name.lower())]
        if len(found) != 1:
            which = "no option" if not found else f"{len(found)} options"
            raise UserError(f"{which} of \"{self.text}\" begin with {name!r}")
        return found[0].action


# ---------------------------------------------------------------------- optional capabilities
class RulebookBot(NamedTuple):
    """A game's literal rulebook non-player as compiled functions, with its explanation trace."""

    action: Callable  # action(s, trace) -> int: the bot's answer to the pending decision (one of legal_actions)
    new_trace: Callable  # new_trace() -> the trace buffer `action` writes the branches it took into
    explain: Callable  # explain(trace) -> list[str]: those branches as sentences citing their rules
    playout: Callable  # playout(s, rng_words, mask, counts) -> decisions: whole games in compiled code,
    #                    the players with their bit in mask answered by the bot, the others at random
    marks_seat: bool  # a seat the bot plays is a non-player in the rules (the `players` option)
    agents_game: Callable | None = None  # agents_game(s, bot_seats, rngs, actions) -> decisions: whole games
    #                    between the bot and random agents in compiled code (engine.core.playout.agents_game);
    #                    None: the bot's seats are played through Python one decision at a time
    rule_seats: int = -1  # bits of the seats whose decisions the bot answers by its rules (-1: every seat);
    #                    another seat's decision it answers with a random legal action


class SearchKernels(NamedTuple):
    """A game's rules bound to the compiled ISMCTS of engine.core.search (see engine/<game>/search.py)."""

    iterate: Callable  # iterate(root, me, nodes, values, meta, rng, n, c, horizon, playout_mask, model_mask)
    seed: Callable  # seed(root, nodes, values, meta, path, n_path) -> the node after a seeded path
    n_players: int
    rounds: bool  # a negative horizon counts rounds of the game (e.g. Propaganda Rounds) instead of cards
    bot_policy: bool  # playout_mask / model_mask players are answered by the rulebook bot (else ignored)
    greedy_policy: bool = False  # playout_mask bit GREEDY + p plays p out by the game's greedy policy (Labyrinth's
    #                              US: the optimiser's one-card plan, engine.labyrinth.us_plans.best_first)


class Game(Protocol):
    """What each game package exposes (engine.<game>.game.GAME); engine.core.game.CompiledGame gives the
    shared part. Members after `fuzz_game` are capabilities: each may answer None (not built)."""

    game_id: str
    n_players: int
    player_names: tuple[str, ...]
    player_ids: tuple[str, ...]
    n_actions: int
    max_decisions: int  # the playouts' guard against a rules bug: longer than any real game
    default_scenario: str
    rng_offset: int  # where the state keeps its four RNG words (engine.core.rng)
    layout: Layout  # the state's named fields (engine.core.layout)

    def scenarios(self) -> list[str]: ...
    def new_state(self, scenario: str = ..., seed: int = 0, options: dict | None = None) -> np.ndarray: ...
    def current_player(self, s: np.ndarray) -> int: ...
    def legal_actions(self, s: np.ndarray) -> np.ndarray: ...
    def apply_action(self, s: np.ndarray, a: int) -> None: ...
    def step(self, s: np.ndarray, a: int) -> None: ...
    def is_terminal(self, s: np.ndarray) -> bool: ...
    def returns(self, s: np.ndarray) -> np.ndarray: ...
    def margins(self, s: np.ndarray) -> np.ndarray: ...
    def result(self, s: np.ndarray) -> dict[str, Any]: ...
    def determinize(self, s: np.ndarray, player: int, rng_words: np.ndarray) -> None: ...
    def describe_action(self, s: np.ndarray, a: int) -> str: ...
    def describe_pending(self, s: np.ndarray) -> str: ...
    def pending(self, s: np.ndarray) -> Decision: ...
    def parse_faction(self, name: str) -> int: ...
    def to_json(self, s: np.ndarray) -> dict[str, Any]: ...
    def from_json(self, doc: dict[str, Any]) -> np.ndarray: ...
    def with_dice(self, s: np.ndarray, rolls: list[int]) -> None: ...
    def random_action(self, s: np.ndarray, rng: np.ndarray) -> int: ...
    def random_game(self, s: np.ndarray, rng: np.ndarray) -> int: ...
    def fuzz_game(self, s: np.ndarray, rng: np.ndarray, counts: np.ndarray | None = None) -> tuple[int, int]: ...

    def rulebook_bot(self) -> RulebookBot | None: ...
    def search_kernels(self) -> SearchKernels | None: ...
    def hidden_words(self, s: np.ndarray, player: int) -> np.ndarray | None: ...  # words `player` cannot see
    def turn_start(self, s: np.ndarray) -> bool: ...  # a player chooses what to do with a card here
    def cards_played(self, s: np.ndarray) -> int | None: ...  # cards played before the pending decision
    def agents_loop(self, bot_seats: int) -> Callable | None: ...  # the compiled agents_game for these bot seats
