"""The part of the game protocol (ARCHITECTURE.md section 2) that is the same for every game.

A game object subclasses `CompiledGame` and names its compiled functions in `kernels`; what differs
between games (setup, returns, results, text) stays in engine.<game>.game.
"""
from __future__ import annotations

import re
from types import ModuleType
from typing import Callable, NamedTuple

import numpy as np

from engine.core import chance
from engine.core.frames import top
from engine.core.layout import Layout
from engine.core.protocol import (
    TERMINAL,
    Decision,
    IllegalAction,
    NotImplementedYet,
    Option,
    RulebookBot,
    SearchKernels,
    UserError,
)
from engine.core.scenarios import scenario_names

SECTION = re.compile(r"\b\d{1,2}(?:\.\d+)+\b")  # a rule section cited in a text: "4.2.1", "8.5"


def frame_kinds(layout: ModuleType) -> dict[int, str]:
    """The names of a game's decision frames, from its layout's FR_* constants (FR_ACT = 1 -> "act")."""
    return {v: k[3:].lower() for k, v in vars(layout).items() if k.startswith("FR_") and isinstance(v, int)}


def cited_rule(text: str) -> str:
    """The first rule section a text cites, or ""."""
    m = SECTION.search(text)
    return m.group(0) if m else ""


class Kernels(NamedTuple):
    """A game's compiled functions (a NamedTuple: a Numba dispatcher stored on a class would bind self)."""

    actions: Callable  # actions(s, with_unbuilt): legal (False) or offered (True) actions (engine.<game>.legal)
    apply_action: Callable  # apply_action(s, a), then run on to the next decision
    determinize: Callable  # determinize(s, player, rng_words)
    random_action: Callable  # random_action(s, rng), random_game(s, rng), fuzz_game(s, rng, counts):
    random_game: Callable  # engine.<game>.playout
    fuzz_game: Callable
    agents_game: Callable | None = None  # agents_game(s, bot_seats, rngs, actions): random seats only (playout.py)


class CompiledGame:
    """Each game also defines describe_pending, describe_action (the text of errors), and unbuilt_rule
    if it offers actions whose rule is not built yet (offered_actions beyond legal_actions)."""

    kernels: Kernels
    n_actions: int
    max_decisions: int  # the playouts' guard (engine.<game>.playout.MAX_DECISIONS)
    phase_offset: int  # the state word holding the phase, and its value once the game is over:
    ph_over: int  # read in Python, as calling compiled code from Python costs more than the read
    rng_offset: int  # the state's RNG words (the common tail, engine.core.layout)
    layout: Layout  # the state's named fields (engine.core.layout.with_tail)
    frames: dict[int, str]  # decision frame kind -> name (frame_kinds)
    scenario_dir: str  # the game's folder under scenarios/

    def scenarios(self) -> list[str]:
        return scenario_names(self.scenario_dir)

    # ------------------------------------------------------------------ protocol
    def current_player(self, s: np.ndarray) -> int:
        return TERMINAL if self.is_terminal(s) else int(top(s, 1))

    def is_terminal(self, s: np.ndarray) -> bool:
        return bool(s[self.phase_offset] == self.ph_over)

    def legal_actions(self, s: np.ndarray) -> np.ndarray:
        return self.kernels.actions(s, False)

    def offered_actions(self, s: np.ndarray) -> np.ndarray:
        """legal_actions and the actions the rules offer whose rule is not built yet."""
        return self.kernels.actions(s, True)

    def apply_action(self, s: np.ndarray, a: int) -> None:
        self.kernels.apply_action(s, a)

    def step(self, s: np.ndarray, a: int) -> None:
        """apply_action with the checks a caller from Python needs: one clear error, state untouched."""
        self.check_action(s, a)
        self.kernels.apply_action(s, a)

    def check_action(self, s: np.ndarray, a: int) -> None:
        if self.is_terminal(s):
            raise IllegalAction("the game is over")
        legal = self.legal_actions(s)
        if a in legal:
            return
        if a in self.offered_actions(s):
            raise NotImplementedYet(f"not implemented yet: {self.unbuilt_rule(s, a)}")
        options = "; ".join(f"{x} = {self.describe_action(s, int(x))}" for x in legal)
        raise IllegalAction(f"action {a} is not legal now ({self.describe_pending(s)}); legal: {options}")

    def determinize(self, s: np.ndarray, player: int, rng_words: np.ndarray) -> None:
        self.kernels.determinize(s, player, rng_words)

    def pending(self, s: np.ndarray) -> Decision:
        """The pending decision as data: its kind, who decides, the rule, and each legal answer."""
        if self.is_terminal(s):
            raise IllegalAction("the game is over")
        text = self.describe_pending(s)
        options = []
        for a in self.legal_actions(s):
            name = self.describe_action(s, int(a))
            options.append(Option(int(a), name, cited_rule(name)))
        return Decision(self.frames.get(int(top(s, 0)), "decision"), self.player_ids[self.current_player(s)],
                        cited_rule(text), text, tuple(options))

    # ------------------------------------------------------------------ chance control
    def with_dice(self, s: np.ndarray, rolls: list[int]) -> None:
        """The next len(rolls) die rolls of the game (at most chance.MAX_DICE) come out as `rolls`."""
        chance.set_dice(s, self.rng_offset, rolls)

    # ------------------------------------------------------------------ capabilities (None: not built)
    def rulebook_bot(self) -> RulebookBot | None:
        return None

    def search_kernels(self) -> SearchKernels | None:
        return None

    def hidden_words(self, s: np.ndarray, player: int) -> np.ndarray | None:
        """Flags (bool, one per state word) of the words `player` cannot see: those `determinize` may
        resample for it. None: not built."""
        return None

    def turn_start(self, s: np.ndarray) -> bool:
        """Is the player to move choosing what to do with a card (the start of a whole turn)?"""
        return False

    def cards_played(self, s: np.ndarray) -> int | None:
        """How many cards were played before the pending decision (None: the game does not count them)."""
        return None

    def agents_loop(self, bot_seats: int) -> Callable | None:
        """The compiled loop of whole games between compiled agents, agents_game(s, bot_seats, rngs, actions)
        -> decisions (engine.core.playout.agents_game): the game's own for random seats only, the rulebook
        bot's when bot_seats names some; None where that one is not built."""
        if not bot_seats:
            return self.kernels.agents_game
        bot = self.rulebook_bot()
        return bot.agents_game if bot is not None else None

    # ------------------------------------------------------------------ compiled playouts
    def random_action(self, s: np.ndarray, rng: np.ndarray) -> int:
        """A uniformly random legal action drawn with the caller's generator words (compiled)."""
        return int(self.kernels.random_action(s, rng))

    def random_game(self, s: np.ndarray, rng: np.ndarray) -> int:
        """Play s to the end in compiled code with uniformly random decisions; returns the decisions."""
        return int(self.kernels.random_game(s, rng))

    def fuzz_game(self, s: np.ndarray, rng: np.ndarray, counts: np.ndarray | None = None) -> tuple[int, int]:
        """random_game checking the invariants after every step (engine.core.playout.fuzz_game);
        counts[action] (int64, n_actions long) adds up the actions taken."""
        if counts is None:
            counts = np.zeros(self.n_actions, dtype=np.int64)
        n, code = self.kernels.fuzz_game(s, rng, counts)
        return int(n), int(code)

    # ------------------------------------------------------------------ text
    def parse_player(self, name: str, ids: tuple[str, ...], word: str, aliases: dict[str, str]) -> int:
        """A player by id, case and spaces ignored; UserError naming the choices otherwise."""
        key = name.lower().replace(" ", "")
        key = aliases.get(key, key)
        if key not in ids:
            raise UserError(f"unknown {word} {name!r}; {word}s are {', '.join(ids)}")
        return ids.index(key)
