"""What produced a file: the package version and, in a git checkout, the commit (with `-dirty` when
tracked files differ from it). Every record, results file and report carries it."""
from __future__ import annotations

import subprocess
from functools import lru_cache
from pathlib import Path

from solver_ai import __version__

SOURCE = Path(__file__).resolve().parent


@lru_cache(maxsize=1)
def commit() -> str | None:
    """The commit of the source tree this package runs from, or None outside a git checkout."""
    def git(*args: str) -> str:
        return subprocess.run(["git", "-C", str(SOURCE), *args], capture_output=True, text=True, timeout=10,
                              check=True).stdout.strip()

    try:
        head = git("rev-parse", "HEAD")
        dirty = git("status", "--porcelain", "--untracked-files=no")
    except (OSError, subprocess.SubprocessError):
        return None
    return head + ("-dirty" if dirty else "")


def provenance() -> dict[str, str | None]:
    return {"version": __version__, "commit": commit()}


def line() -> str:
    """One line for terminals and pages: "solver-ai 0.1.0, commit 1a2b3c4d5e6f"."""
    c = commit()
    return f"solver-ai {__version__}" + (f", commit {c[:12]}{'-dirty' if c.endswith('-dirty') else ''}" if c else "")
