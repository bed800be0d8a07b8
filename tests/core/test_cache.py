"""engine/cache.py: Numba's on-disk cache keyed per module on the sources its compiled code can reach, so
that no stale code runs and an edit recompiles only the modules that can see it."""
import os
import shutil
import subprocess
import sys

import numba

from engine import cache
from engine.core import rng

CALLER = """
from numba import njit
from pkg.callee import g

@njit(cache=True)
def f():
    return g()
"""
CALLEE = """
from numba import njit

@njit
def g():
    return {value}
"""
OTHER = "from numba import njit\n\n@njit(cache=True)\ndef h():\n    return {value}\n"


def _package(top, files):
    """Writes package `pkg` under top with the given {module name: source}."""
    (top / "pkg").mkdir(exist_ok=True)
    (top / "pkg" / "__init__.py").write_text("")
    for name, text in files.items():
        (top / "pkg" / f"{name}.py").write_text(text)


def _run(top, keyed: bool, call: str = "caller.f") -> tuple[int, int]:
    """Runs pkg.<call>() in a fresh process; returns (its value, functions loaded from the cache)."""
    setup = f"from pathlib import Path; from engine import cache; cache.configure(Path({str(top / 'pkg')!r})); " if keyed else ""
    module, fn = call.split(".")
    code = (f"import sys; sys.path.insert(0, {str(top)!r}); {setup}from pkg import {module}; "
            f"print({module}.{fn}(), sum({module}.{fn}.stats.cache_hits.values()))")
    env = {k: v for k, v in os.environ.items() if k != "NUMBA_CACHE_DIR"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    value, hits = out.stdout.split()
    return int(value), int(hits)


def test_an_edit_in_a_called_module_recompiles_the_cached_caller(tmp_path):
    keyed, plain = tmp_path / "keyed", tmp_path / "plain"
    for top in (keyed, plain):
        top.mkdir()
        _package(top, {"caller": CALLER, "callee": CALLEE.format(value=1)})
        assert _run(top, keyed=top is keyed) == (1, 0)  # compiled and cached
        assert _run(top, keyed=top is keyed) == (1, 1)  # loaded from the cache
        _package(top, {"callee": CALLEE.format(value=2)})  # the callee changes, the cached caller's file does not
    assert _run(keyed, keyed=True) == (2, 0)
    assert _run(plain, keyed=False) == (1, 1)  # why engine/cache.py exists: Numba's own stamp misses it


def test_an_edit_in_a_module_the_caller_cannot_reach_keeps_its_cache(tmp_path):
    _package(tmp_path, {"caller": CALLER, "callee": CALLEE.format(value=1), "other": OTHER.format(value=5)})
    assert _run(tmp_path, keyed=True) == (1, 0)
    assert _run(tmp_path, keyed=True, call="other.h") == (5, 0)
    _package(tmp_path, {"other": OTHER.format(value=6)})
    assert _run(tmp_path, keyed=True) == (1, 1)  # loaded, not recompiled
    assert _run(tmp_path, keyed=True, call="other.h") == (6, 0)


def test_closure_follows_absolute_relative_nested_and_package_imports(tmp_path):
    root = tmp_path / "eng"
    (root / "game" / "rules").mkdir(parents=True)
    files = {
        "__init__.py": "",
        "core.py": "import numpy as np\n",
        "game/__init__.py": "from . import rules\n",
        "game/rules/__init__.py": "",
        "game/rules/a.py": "from ..data import (\n    TABLE,  # why\n)\nfrom eng import core as c\n",
        "game/rules/b.py": "def f():\n    import eng.game.lazy\n",
        "game/data.py": "",
        "game/lazy.py": "",
        "game/python_only.py": "from eng.game.rules import a\n",
        "other.py": "",
    }
    for name, text in files.items():
        (root / name).write_text(text)
    s = cache.Sources(root)
    assert s.closure("eng.game.rules.a") == ["eng", "eng.core", "eng.game", "eng.game.data", "eng.game.rules",
                                             "eng.game.rules.a"]
    assert "eng.game.lazy" in s.closure("eng.game.rules.b")
    assert s.module_name(root / "game" / "rules" / "__init__.py") == "eng.game.rules"
    assert s.module_name(tmp_path / "elsewhere.py") is None


def test_a_key_covers_the_closure_and_its_packages_data_tables_only(tmp_path):
    root = tmp_path / "eng"
    for d in ("core", "game_a/data", "game_b/data"):
        (root / d).mkdir(parents=True)
    for name in ("__init__.py", "core/__init__.py", "game_a/__init__.py", "game_b/__init__.py", "core/rng.py"):
        (root / name).write_text("")
    (root / "game_a" / "step.py").write_text("from eng.core import rng\n")
    (root / "game_b" / "step.py").write_text("from eng.core import rng\n")
    (root / "game_a" / "data" / "t.csv").write_text("a\n1\n")
    (root / "game_b" / "data" / "t.csv").write_text("a\n1\n")

    def key():
        return cache.Sources(root).key("eng.game_a.step")

    first = key()
    (root / "game_b" / "step.py").write_text("from eng.core import rng\nX = 1\n")
    (root / "game_b" / "data" / "t.csv").write_text("a\n2\n")
    (root / "game_a" / "__pycache__").mkdir()
    (root / "game_a" / "__pycache__" / "junk.csv").write_text("b\n")
    assert key() == first
    (root / "game_a" / "data" / "t.csv").write_text("a\n2\n")
    second = key()
    assert second != first
    (root / "core" / "rng.py").write_text("X = 1\n")
    assert key() != second


def test_editing_labyrinth_or_a_python_only_module_keeps_every_cuba_libre_key(tmp_path):
    """The engine itself: every compiled Cuba Libre module keeps its key (its cache) when a Labyrinth rule
    file or the Cuba Libre text helpers change, and loses it when the shared core changes."""
    root = tmp_path / "engine"
    shutil.copytree(cache.ROOT, root, ignore=shutil.ignore_patterns("__pycache__"))
    compiled = sorted(p for p in (root / "cuba_libre").rglob("*.py") if "cache=True" in p.read_text(encoding="utf-8"))
    assert len(compiled) > 20

    def keys():
        s = cache.Sources(root)
        return {p.name: s.key(s.module_name(p)) for p in compiled}

    first = keys()
    for edited in (root / "labyrinth" / "rules" / "us_ops.py", root / "cuba_libre" / "describe.py"):
        edited.write_text(edited.read_text(encoding="utf-8") + "\n# an edit\n", encoding="utf-8")
    assert keys() == first
    rng_file = root / "core" / "rng.py"
    rng_file.write_text(rng_file.read_text(encoding="utf-8") + "\n# an edit\n", encoding="utf-8")
    assert all(first[name] != key for name, key in keys().items())


def test_prune_keeps_the_most_recently_used_keys_and_nothing_else_is_touched(tmp_path):
    names = [c * cache.DIGITS for c in "abcde"]
    for i, name in enumerate(names + ["numba_other_program"]):
        (tmp_path / name).mkdir()
        os.utime(tmp_path / name, (1000 + i, 1000 + i))
    os.utime(tmp_path / "numba_other_program", (1, 1))  # the oldest, but not a key directory
    cache.prune(tmp_path, 3)
    assert sorted(p.name for p in tmp_path.iterdir()) == names[2:] + ["numba_other_program"]


def test_the_engine_caches_each_module_under_its_own_key():
    s = cache.Sources(cache.ROOT)
    base = cache.ModuleKeyedLocator.base
    expected = base / "engine.core.rng" / s.key("engine.core.rng")
    assert rng.next_u32.stats.cache_path == str(expected)
    if not os.environ.get("NUMBA_CACHE_DIR"):
        assert base == cache.ROOT / "__pycache__" / "numba"
    assert numba.config.CACHE_DIR == os.environ.get("NUMBA_CACHE_DIR", "")  # Numba's own setting untouched
