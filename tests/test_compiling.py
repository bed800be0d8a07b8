"""Compiling says so (issue 32 item 5): one line when Numba starts compiling (which game, how long all of
it takes cold), the time spent when the command ends; `solver-ai warmup` compiles ahead."""
import io
import sys
import types

import numba
import pytest

from solver_ai.compiling import ENV, notice
from tests.test_cli import invoke


@pytest.fixture
def toy_function(monkeypatch):
    """A function of a game `toy` (a game module with GAME, as every engine package has), never compiled."""
    module = types.ModuleType("engine.toy_compiling.game")
    module.GAME_ID, module.COMPILE_SECONDS = "toy", 120  # set before the module's imports, which compile
    monkeypatch.setitem(sys.modules, "engine.toy_compiling.game", module)
    namespace = {"__name__": "engine.toy_compiling.rules"}
    exec("def add_one(x):\n    return x + 1\n", namespace)
    return numba.njit(namespace["add_one"])  # a throwaway function, not engine code


def test_compiling_is_one_line_with_what_and_how_long_then_the_time_it_took(toy_function, monkeypatch):
    monkeypatch.setenv(ENV, "1")
    out = io.StringIO()
    with notice(out):
        assert toy_function(1) == 2
    lines = out.getvalue().splitlines()
    assert lines[0] == ("compiling the toy engine, once (later runs load Numba's cache): about 84 s to 3 min 00 s "
                        "for all of it on one core; `solver-ai warmup toy` compiles it ahead")
    assert lines[1].startswith("compiled the toy engine in ") and lines[1].endswith(" s; cached for later runs")
    assert len(lines) == 2
    quiet = io.StringIO()
    with notice(quiet):  # compiled already: nothing to say
        toy_function(2)
    assert quiet.getvalue() == ""


def test_no_notice_on_a_pipe_unless_asked(toy_function, monkeypatch):
    monkeypatch.delenv(ENV, raising=False)
    out = io.StringIO()  # not a terminal
    with notice(out):
        toy_function(1)
    assert out.getvalue() == ""


def test_every_game_states_its_cold_compile_time():
    import engine

    for game_id in ("cuba-libre", "labyrinth", "twilight"):
        assert engine.load(game_id).compile_seconds > 0


def test_the_precompile_step_balances_the_games_by_their_stated_compile_time():
    import engine
    from tests.precompile import compile_seconds, groups

    for game_id in engine.games():
        assert compile_seconds(game_id) == engine.load(game_id).compile_seconds  # read without importing
    split = groups()
    assert sorted(g for group in split for g in group) == sorted(engine.games()) and all(split)
    cost = [compile_seconds(g) for g in engine.games()]
    total = sum(cost)
    best = min(max(part, total - part) for part in (sum(c for i, c in enumerate(cost) if m >> i & 1)
                                                    for m in range(2 ** len(cost))))  # by brute force (3 games)
    assert max(sum(compile_seconds(g) for g in group) for group in split) == best


def test_warmup_compiles_a_game_ahead(tmp_path):
    r = invoke("warmup", "labyrinth", "--no-search")
    assert r.exit_code == 0, r.output
    assert "labyrinth: ready in" in r.stdout
    assert "unknown game 'chess'" in str(invoke("warmup", "chess").exception)
