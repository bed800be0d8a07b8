"""Numba's on-disk cache, keyed per module on the sources its compiled code can reach.

Numba stamps a cached function with its own file's contents only: an edit to a function or constant it
calls from another module (or to a data table read at import) leaves its machine code stale, and a
stale function silently plays old rules. So a compiled function defined under `engine/` caches in a
directory named by a key of its module's import closure: every engine module it imports, directly or
through others, with the packages holding them (read from their `import` statements, those inside
functions included), and the data tables (`*.csv`) of each game or core package among them. An edit
recompiles only the modules that can see it: editing Labyrinth, or a module that no compiled module
imports, leaves Cuba Libre's cache warm. Each module keeps its KEEP most recently used keys, so that
switching between versions stays warm.

A module's functions cache under `<base>/<module>/<key>`, base being `$NUMBA_CACHE_DIR` when that is set
(e.g. an empty one for a cold-start benchmark), else `engine/__pycache__/numba`. Functions outside
`engine/` keep Numba's own locators.
"""
from __future__ import annotations

import hashlib
import os
import re
import shutil
from pathlib import Path

from numba.core import caching

ROOT = Path(__file__).resolve().parent
DATA = "*.csv"  # data tables read at import, whose values compiled code freezes as constants
KEEP = 3  # keys kept per module: the current one and the two used most recently before it
# `from SOURCE import NAMES` (NAMES possibly in parentheses over lines) or `import MODULES`, at a line start
_IMPORT = re.compile(r"^[ \t]*(?:from[ \t]+([.\w]+)[ \t]+import[ \t]+(\([^)]*\)|[^\n#]*)|import[ \t]+([^\n#]*))", re.M)
_COMMENT = re.compile(r"#[^\n]*")
DIGITS = 16  # hex digits of a key, which is also its directory's name
_CACHE_IMPL = getattr(caching, "CacheImpl", None) or caching._CacheImpl  # renamed public in Numba 0.61


class Sources:
    """The Python modules of one package tree (root: the package directory) and their import graph,
    read once: a Sources describes the files as they were when first asked."""

    def __init__(self, root: Path):
        self.root = root
        self._files: dict[str, Path | None] = {}
        self._imports: dict[str, frozenset[str]] = {}
        self._keys: dict[str, str] = {}

    def module_name(self, path: Path) -> str | None:
        """The dotted name of the module in file `path`, None when it is not a module under root."""
        path = Path(path).resolve()
        if path.suffix != ".py" or not path.is_relative_to(self.root):
            return None
        parts = path.relative_to(self.root.parent).with_suffix("").parts
        return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)

    def file(self, name: str) -> Path | None:
        """The file of module or package `name`, None when it is not one under root."""
        if name not in self._files:
            parts = name.split(".")
            base = self.root.joinpath(*parts[1:])
            candidates = (base / "__init__.py", base.with_name(base.name + ".py")) if parts[0] == self.root.name else ()
            self._files[name] = next((p for p in candidates if p.is_file()), None)
        return self._files[name]

    def imports(self, name: str) -> frozenset[str]:
        """The modules under root that module `name` imports anywhere in its file (a line-start
        `import` in a string counts too: one extra module only widens the key), with the packages that
        hold each (importing a module runs its packages' __init__ first)."""
        if name not in self._imports:
            path = self.file(name)
            package = name if path.name == "__init__.py" else name.rpartition(".")[0]
            found = set()
            for source, names, modules in _IMPORT.findall(path.read_text(encoding="utf-8")):
                if modules:
                    found.update(m.split()[0] for m in modules.split(","))
                else:
                    base = _absolute(source, package)
                    found.add(base)
                    names = _COMMENT.sub("", names).strip("()")
                    found.update(f"{base}.{n.split()[0]}" for n in names.split(",") if n.strip())  # modules?
            self._imports[name] = frozenset(p for m in found for p in _with_packages(m) if self.file(p))
        return self._imports[name]

    def closure(self, name: str) -> list[str]:
        """Module `name`, its packages and every module under root they reach by imports, sorted."""
        seen, todo = set(), list(_with_packages(name))
        while todo:
            m = todo.pop()
            if m not in seen and self.file(m):
                seen.add(m)
                todo.extend(self.imports(m))
        return sorted(seen)

    def key(self, name: str) -> str:
        """A digest of the closure of module `name`: each module's path and bytes, then the data tables
        under each top-level package it touches (engine/<game>/, engine/core/)."""
        if name not in self._keys:
            h = hashlib.sha256()
            modules = self.closure(name)
            tops = sorted({self.root / m.split(".")[1] for m in modules if "." in m})
            tables = sorted(p for top in tops if top.is_dir() for p in top.rglob(DATA)
                            if "__pycache__" not in p.parts)
            for path in [self.file(m) for m in modules] + tables:
                h.update(path.relative_to(self.root).as_posix().encode())
                h.update(b"\0")
                h.update(path.read_bytes())
                h.update(b"\0")
            self._keys[name] = h.hexdigest()[:DIGITS]
        return self._keys[name]


def _absolute(source: str, package: str) -> str:
    """The absolute name of module `source` (`a.b`, `.b`, `..`) named in a `from ... import` in `package`."""
    module = source.lstrip(".")
    level = len(source) - len(module)
    if not level:
        return module
    base = package.rsplit(".", level - 1)[0] if level > 1 else package
    return f"{base}.{module}" if module else base


def _with_packages(name: str) -> list[str]:
    """`a.b.c` -> [a, a.b, a.b.c]."""
    parts = name.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts) + 1)]


class ModuleKeyedLocator(caching._SourceFileBackedLocatorMixin, caching._CacheLocator):
    """Numba's cache locator for functions defined under `sources.root`: `<base>/<module>/<key>`.
    configure() sets the class attributes and puts it first among Numba's locators."""

    sources: Sources | None = None
    base: Path | None = None
    _pruned: set[Path] = set()  # module directories already pruned by this process

    def __init__(self, py_func, py_file):
        self._py_file = py_file
        self._lineno = py_func.__code__.co_firstlineno
        name = self.sources.module_name(Path(py_file))
        self._module_dir = self.base / name
        self._cache_path = str(self._module_dir / self.sources.key(name))

    def get_cache_path(self):
        return self._cache_path

    @classmethod
    def from_function(cls, py_func, py_file):
        if cls.sources is None or cls.sources.module_name(Path(py_file)) is None:
            return None
        self = super().from_function(py_func, py_file)  # None when the directory is not writable
        if self is not None and self._module_dir not in cls._pruned:
            cls._pruned.add(self._module_dir)
            os.utime(self._cache_path)  # marks this key used now, for prune
            prune(self._module_dir, KEEP)
        return self


def configure(root: Path = ROOT) -> Path:
    """Cache the compiled functions defined under root by module key (before any is defined);
    returns the base directory."""
    env = os.environ.get("NUMBA_CACHE_DIR")
    ModuleKeyedLocator.sources = Sources(root)
    ModuleKeyedLocator.base = Path(env) if env else root / "__pycache__" / "numba"
    locators = _CACHE_IMPL._locator_classes
    if ModuleKeyedLocator not in locators:
        locators.insert(0, ModuleKeyedLocator)
    return ModuleKeyedLocator.base


def prune(module_dir: Path, keep: int) -> None:
    """Delete the key directories of one module except the `keep` most recently used."""
    keys = sorted((d for d in module_dir.iterdir() if d.is_dir() and len(d.name) == DIGITS),
                  key=lambda d: d.stat().st_mtime, reverse=True)
    for d in keys[keep:]:
        shutil.rmtree(d, ignore_errors=True)
