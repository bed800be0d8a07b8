"""Numba's on-disk cache, keyed on the whole engine's sources.

Numba stamps a cached function with its own file's contents only: an edit to a function or constant it
calls from another module (or to a data table read at import) leaves its machine code stale, and a
stale function silently plays old rules. So every compiled function caches under one directory named by
a fingerprint of all of `engine/`'s Python files and data tables; any edit starts a fresh directory (a
full recompile), and the last few are kept so that switching between versions stays warm.

The directory is `$NUMBA_CACHE_DIR/<fingerprint>` when that variable is set (e.g. an empty one for a
cold-start benchmark), else `engine/__pycache__/numba/<fingerprint>`.
"""
from __future__ import annotations

import hashlib
import os
import re
import shutil
from pathlib import Path

import numba

ROOT = Path(__file__).resolve().parent
SOURCES = ("*.py", "*.csv")
KEEP = 3  # fingerprint directories kept: the current one and the two used most recently before it
DIGITS = 16  # hex digits of a fingerprint, which is also its directory's name


def fingerprint(root: Path = ROOT) -> str:
    """A digest of every source file under root: its path relative to root and its bytes."""
    h = hashlib.sha256()
    files = sorted(p for pattern in SOURCES for p in root.rglob(pattern) if "__pycache__" not in p.parts)
    for p in files:
        h.update(p.relative_to(root).as_posix().encode())
        h.update(b"\0")
        h.update(p.read_bytes())
        h.update(b"\0")
    return h.hexdigest()[:DIGITS]


def configure(root: Path = ROOT) -> Path | None:
    """Point Numba's cache at this version's directory (before any function is compiled) and remove
    all but the KEEP most recently used ones beside it. Returns the directory (None: not writable)."""
    base = Path(os.environ["NUMBA_CACHE_DIR"]) if os.environ.get("NUMBA_CACHE_DIR") else root / "__pycache__" / "numba"
    here = base / fingerprint(root)
    try:
        here.mkdir(parents=True, exist_ok=True)
        os.utime(here)  # marks it used now, for prune
    except OSError:  # a read-only install: Numba falls back to its own locations
        return None
    numba.config.CACHE_DIR = str(here)
    prune(base, KEEP)
    return here


def prune(base: Path, keep: int) -> None:
    """Delete the fingerprint directories under base except the `keep` most recently used; anything else
    there (a shared $NUMBA_CACHE_DIR holds other programs' caches) is left alone."""
    named = re.compile(f"[0-9a-f]{{{DIGITS}}}")
    dirs = sorted((d for d in base.iterdir() if d.is_dir() and named.fullmatch(d.name)),
                  key=lambda d: d.stat().st_mtime, reverse=True)
    for d in dirs[keep:]:
        shutil.rmtree(d, ignore_errors=True)
