"""The analysis as a terminal table, a JSON report and an HTML page (the curve of every player's
estimated win chance, the key moments, and the board at each of them)."""
from __future__ import annotations

import base64
import html
import io
import json
from pathlib import Path

from rich.table import Table

from solver_ai.analysis.analyse import Analysis, Judged
from solver_ai.provenance import line, provenance


def key_moments(a: Analysis) -> list[Judged]:
    return [j for j in a.judged if j.flags]


def table(a: Analysis) -> Table:
    t = Table(title=f"{a.game} ({a.scenario}, seed {a.seed}): {len(a.judged)} of {a.decisions} decisions "
                    f"judged at {a.budget} iterations, {len(key_moments(a))} key moments")
    for col in ("#", "player", "played", "chance", "best found", "chance ", "loss", ""):
        t.add_column(col, justify="right" if col in ("#", "chance", "chance ", "loss") else "left")
    for j in key_moments(a):
        t.add_row(str(j.decision), j.player, j.played, _pct(j.played_value), j.best, _pct(j.best_value),
                  _pct(j.loss), ", ".join(j.flags))
    return t


def _result_text(r: dict | None) -> str:
    if not r:
        return "the record ends before the game does"
    margins = ", ".join(f"{k} {v:+d}" for k, v in r.get("margins", {}).items())
    head = f"{r['winner']} wins" if r.get("winner") else "no winner"
    how = f" by {r['end']}" if r.get("end") else ""
    return f"{head}{how}; margins {margins}"


def _pct(x: float | None) -> str:
    return "—" if x is None else f"{100 * x:.0f}%"


def write_json(a: Analysis, path: Path) -> None:
    path.write_text(json.dumps({**a.to_json(), **provenance()}, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def curve_png(a: Analysis) -> bytes:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(9, 3.6))
    xs = [j.decision for j in a.judged]
    for name in (a.judged[0].chances if a.judged else {}):
        ax.plot(xs, [j.chances[name] for j in a.judged], label=name, linewidth=1.4)
    for j in key_moments(a):
        ax.axvline(j.decision, color="grey", linewidth=0.6, linestyle=":")
    ax.set_ylim(0, 1)
    ax.set_xlabel("decision")
    ax.set_ylabel("estimated win chance")
    ax.legend(fontsize="small", ncols=4, loc="upper left")
    fig.tight_layout()
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=110)
    plt.close(fig)
    return buf.getvalue()


BOARDS = 8  # boards drawn in the HTML report: turning points first, then the largest losses


def board_svgs(a: Analysis, game) -> dict[int, str]:
    """SVG markup of the board before the BOARDS most important key moments (solver_ai/board)."""
    import tempfile

    from solver_ai.board import picture

    order = sorted(key_moments(a), key=lambda j: ("turning point" not in j.flags, -j.loss, j.decision))
    out = {}
    with tempfile.TemporaryDirectory() as tmp:
        for j in order[:BOARDS]:
            f = Path(tmp) / f"{j.decision}.svg"
            picture(game, a.positions[j.decision], f, title=f"before decision {j.decision}")
            svg = f.read_text(encoding="utf-8")
            out[j.decision] = svg[svg.index("<svg"):]
    return out


def write_html(a: Analysis, path: Path, boards: dict[int, str]) -> None:
    """boards: SVG markup of the board before some key decisions (board_svgs)."""
    e = html.escape
    rows = "".join(
        f"<tr><td>{j.decision}</td><td>{e(j.player)}</td><td>{e(j.played)}</td><td>{_pct(j.played_value)}</td>"
        f"<td>{e(j.best)}</td><td>{_pct(j.best_value)}</td><td>{_pct(j.loss)}</td><td>{e(', '.join(j.flags))}</td></tr>"
        for j in key_moments(a))
    moments = "".join(
        f"<section><h3>Decision {j.decision}: {e(j.player)} ({e(', '.join(j.flags))})</h3>"
        f"<p>Played <b>{e(j.played)}</b> ({_pct(j.played_value)}); best found <b>{e(j.best)}</b> "
        f"({_pct(j.best_value)}).</p>{boards.get(j.decision, '')}</section>"
        for j in key_moments(a))
    result = e(_result_text(a.result))
    img = base64.b64encode(curve_png(a)).decode()
    path.write_text(f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>solver-ai analysis: {e(a.game)} seed {a.seed}</title>
<style>body{{font-family:sans-serif;max-width:70em;margin:1em auto}}table{{border-collapse:collapse}}
td,th{{border:1px solid #ccc;padding:2px 6px}}section svg{{max-width:100%;height:auto}}</style></head><body>
<h1>{e(a.game)} ({e(a.scenario)}, seed {a.seed})</h1>
<p>Result: {result}. {len(a.judged)} of {a.decisions} decisions had a choice and were judged by ISMCTS at
{a.budget} iterations each (playouts to a {a.horizon}-card horizon) in {a.seconds:.1f} s.
A blunder loses at least 15% of the mover's estimated win chance; turning points are the largest swings.</p>
<h2>Estimated win chance</h2><img alt="estimated win chance of each player by decision" src="data:image/png;base64,{img}">
<h2>Key moments</h2><table><tr><th>#</th><th>player</th><th>played</th><th>chance</th><th>best found</th>
<th>chance</th><th>loss</th><th></th></tr>{rows}</table>
{moments}
<p><small>{e(line())}</small></p>
</body></html>
""", encoding="utf-8")
