"""Drawing helpers shared by the board pictures (matplotlib): a figure in board units, labelled boxes,
piece chips and a writer that keeps SVG text as text and every group named by its `gid`."""
from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")  # files only: never open a window

import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.patches import FancyBboxPatch  # noqa: E402

from engine.core.protocol import UserError  # noqa: E402

FORMATS = ("svg", "png")


def figure(width: float, height: float, inches_per_unit: float = 0.75):
    """A figure whose axes run 0..width by 0..height in board units, no frame, no ticks."""
    fig = plt.figure(figsize=(width * inches_per_unit, height * inches_per_unit))
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_xlim(0, width)
    ax.set_ylim(0, height)
    ax.set_axis_off()
    return fig, ax


def box(ax, x: float, y: float, w: float, h: float, gid: str, face: str, edge: str = "#333333",
        lw: float = 1.2, rounding: float = 0.12, z: int = 1):
    """A rounded rectangle with its lower-left corner at (x, y), named gid in the SVG."""
    patch = FancyBboxPatch((x, y), w, h, boxstyle=f"round,pad=0,rounding_size={rounding}", facecolor=face,
                           edgecolor=edge, linewidth=lw, zorder=z)
    patch.set_gid(gid)
    ax.add_patch(patch)
    return patch


def text(ax, x: float, y: float, s: str, size: float = 8, gid: str | None = None, **kw):
    t = ax.text(x, y, s, fontsize=size, zorder=kw.pop("zorder", 5), **kw)
    if gid:
        t.set_gid(gid)
    return t


def chip(ax, x: float, y: float, marker: str, color: str, count: int, gid: str, hollow: bool = False,
         size: float = 9, label_size: float = 7.5):
    """One piece group: a marker in the faction's colour and its count beside it, both under gid."""
    face = "white" if hollow else color
    m = ax.scatter([x], [y], s=size * size, marker=marker, facecolors=face, edgecolors=color if hollow else "#222222",
                   linewidths=1.4 if hollow else 0.6, zorder=6)
    m.set_gid(gid)
    t = ax.text(x + 0.12, y, str(count), fontsize=label_size, va="center", ha="left", zorder=6)
    t.set_gid(gid + "-count")


def save(fig, path: Path) -> None:
    """Write the figure as SVG (text kept as text) or PNG, by the file's suffix."""
    path = Path(path)
    fmt = path.suffix.lower().lstrip(".")
    if fmt not in FORMATS:
        plt.close(fig)
        raise UserError(f"{path}: the picture must be a .svg or .png file")
    path.parent.mkdir(parents=True, exist_ok=True)
    with matplotlib.rc_context({"svg.fonttype": "none", "svg.hashsalt": "solver-ai"}):
        fig.savefig(path, format=fmt, dpi=110, metadata={"Date": None} if fmt == "svg" else None)
    plt.close(fig)
