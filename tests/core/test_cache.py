"""engine/cache.py: Numba's on-disk cache keyed on every engine source, so that no stale code runs."""
import os
import subprocess
import sys

import numba

from engine import cache

CALLER = """
from numba import njit
from callee import g

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


def _package(root, value):
    (root / "caller.py").write_text(CALLER)
    (root / "callee.py").write_text(CALLEE.format(value=value))


def _run(root, keyed: bool) -> int:
    setup = f"from pathlib import Path; from engine import cache; cache.configure(Path({str(root)!r})); " if keyed else ""
    code = f"import sys; sys.path.insert(0, {str(root)!r}); {setup}import caller; print(caller.f())"
    env = {k: v for k, v in os.environ.items() if k != "NUMBA_CACHE_DIR"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    return int(out.stdout.strip())


def test_an_edit_in_a_called_module_recompiles_the_cached_caller(tmp_path):
    keyed, plain = tmp_path / "keyed", tmp_path / "plain"
    for root in (keyed, plain):
        root.mkdir()
        _package(root, 1)
        assert _run(root, keyed=root is keyed) == 1  # compiled and cached
        _package(root, 2)  # the callee changes, the cached caller's file does not
    assert _run(keyed, keyed=True) == 2
    assert _run(plain, keyed=False) == 1  # why engine/cache.py exists: Numba's own stamp misses it


def test_fingerprint_covers_sources_and_data_but_not_caches(tmp_path):
    (tmp_path / "data").mkdir()
    (tmp_path / "a.py").write_text("x = 1\n")
    (tmp_path / "data" / "t.csv").write_text("a,b\n1,2\n")
    first = cache.fingerprint(tmp_path)
    (tmp_path / "__pycache__").mkdir()
    (tmp_path / "__pycache__" / "junk.py").write_text("y = 2\n")
    assert cache.fingerprint(tmp_path) == first
    (tmp_path / "data" / "t.csv").write_text("a,b\n1,3\n")
    assert cache.fingerprint(tmp_path) != first


def test_configure_uses_numba_cache_dir_as_the_base(tmp_path, monkeypatch):
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path / "base"))
    monkeypatch.setattr(numba.config, "CACHE_DIR", numba.config.CACHE_DIR)  # restored after the test
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "a.py").write_text("x = 1\n")
    here = cache.configure(tmp_path / "src")
    assert here == tmp_path / "base" / cache.fingerprint(tmp_path / "src")
    assert numba.config.CACHE_DIR == str(here) and here.is_dir()


def test_prune_keeps_the_most_recently_used_directories_and_nothing_else_is_touched(tmp_path):
    names = [c * cache.DIGITS for c in "abcde"]
    for i, name in enumerate(names + ["numba_other_program"]):
        (tmp_path / name).mkdir()
        os.utime(tmp_path / name, (1000 + i, 1000 + i))
    os.utime(tmp_path / "numba_other_program", (1, 1))  # the oldest, but not a fingerprint directory
    cache.prune(tmp_path, 3)
    assert sorted(p.name for p in tmp_path.iterdir()) == names[2:] + ["numba_other_program"]


def test_the_engine_caches_under_its_own_fingerprint():
    assert numba.config.CACHE_DIR.endswith(cache.fingerprint())
