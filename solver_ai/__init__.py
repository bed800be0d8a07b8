"""solver_ai: opponents, tools and the `solver-ai` command line over the compiled engines."""
from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("solver-ai")
except PackageNotFoundError:  # running from a source tree without installing
    __version__ = "0+unknown"
