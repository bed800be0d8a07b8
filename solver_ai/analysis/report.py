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
from solver_ai.analysis.estimate import MIN_LOSS
from solver_ai.provenance import line, provenance


def key_moments(a: Analysis) -> list[Judged]:
    return [j for j in a.judged if j.flags]


def table(a: Analysis) -> Table:
    t = Table(title=f"{a.game} ({a.scenario}, seed {a.seed}): {len(a.judged)} of {a.turns} turns "
                    f"judged at {a.budget} iterations, {len(key_moments(a))} key moments")
    for col in ("turn", "card", "player", "played", "chance", "best found instead", "chance ", "loss", "", "why"):
        t.add_column(col, justify="right" if col in ("turn", "card", "chance", "chance ", "loss") else "left")
    for j in key_moments(a):
        t.add_row(str(j.turn), _card(j), j.player, j.played, _pct(j.played_value), j.best or "—",
                  _pct(j.best_value) if j.best else "—", _pct(j.loss), ", ".join(j.flags), j.reason)
    return t


def _card(j: Judged) -> str:
    return "—" if j.card is None else str(j.card)


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


def curve(a: Analysis) -> tuple[list[int], list[Judged]]:
    """The curve's points: by card, the last judged turn on each (by turn where the game counts no cards)."""
    last: dict[int, Judged] = {}
    for j in a.judged:
        last[j.turn if j.card is None else j.card] = j
    xs = sorted(last)
    return xs, [last[x] for x in xs]


def curve_png(a: Analysis) -> bytes:
    """Every player's estimated win chance after each card, with its 95 % band."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(9, 3.6))
    xs, points = curve(a)
    for name in (points[0].chances if points else {}):
        line, = ax.plot(xs, [j.chances[name] for j in points], label=name, linewidth=1.4)
        ax.fill_between(xs, [j.intervals[name][0] for j in points], [j.intervals[name][1] for j in points],
                        color=line.get_color(), alpha=0.15, linewidth=0)
    for j in key_moments(a):
        ax.axvline(j.turn if j.card is None else j.card, color="grey", linewidth=0.6, linestyle=":")
    ax.set_ylim(0, 1)
    ax.set_xlabel("turn" if points and points[0].card is None else "card")
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

    order = sorted(key_moments(a), key=lambda j: ("turning point" not in j.flags, -j.loss, j.turn))
    out = {}
    with tempfile.TemporaryDirectory() as tmp:
        for j in order[:BOARDS]:
            f = Path(tmp) / f"{j.turn}.svg"
            picture(game, a.positions[j.turn], f, title=f"before turn {j.turn}: {j.when}")
            svg = f.read_text(encoding="utf-8")
            out[j.turn] = svg[svg.index("<svg"):]
    return out


def write_html(a: Analysis, path: Path, boards: dict[int, str]) -> None:
    """boards: SVG markup of the board before some key turns (board_svgs)."""
    e = html.escape
    rows = "".join(
        f"<tr><td>{j.turn}</td><td>{_card(j)}</td><td>{e(j.player)}</td><td>{e(j.played)}</td>"
        f"<td>{_pct(j.played_value)}</td><td>{e(j.best or '—')}</td><td>{_pct(j.best_value) if j.best else '—'}</td>"
        f"<td>{_pct(j.loss)}</td><td>{e(', '.join(j.flags))}</td></tr>"
        for j in key_moments(a))
    moments = "".join(
        f"<section><h3>Turn {j.turn}{'' if j.card is None else f', card {j.card}'}: {e(j.when)} "
        f"({e(', '.join(j.flags))})</h3><p>{e(j.player)} played <b>{e(j.played)}</b>: estimated win chance "
        f"{_pct(j.played_value)} (95 % {_pct(j.played_interval[0])}–{_pct(j.played_interval[1])}).</p>"
        f"<p>{e(j.reason)}.</p>{boards.get(j.turn, '')}</section>"
        for j in key_moments(a))
    result = e(_result_text(a.result))
    img = base64.b64encode(curve_png(a)).decode()
    path.write_text(f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>solver-ai analysis: {e(a.game)} seed {a.seed}</title>
<style>body{{font-family:sans-serif;max-width:70em;margin:1em auto}}table{{border-collapse:collapse}}
td,th{{border:1px solid #ccc;padding:2px 6px}}section svg{{max-width:100%;height:auto}}</style></head><body>
<h1>{e(a.game)} ({e(a.scenario)}, seed {a.seed})</h1>
<p>Result: {result}. {len(a.judged)} of the {a.turns} turns ({a.decisions} decisions) had a choice and were
judged by ISMCTS at {a.budget} iterations each (playouts to a {a.horizon}-card horizon) in {a.seconds:.1f} s.
The chances of one position are one distribution over the winner; the bands are 95 % intervals from the
search's visits. A blunder loses at least {100 * MIN_LOSS:.0f}% of the mover's estimated win chance and
more than that noise; turning points are the largest swings beyond it.</p>
<h2>Estimated win chance</h2><img alt="estimated win chance of each player by card" src="data:image/png;base64,{img}">
<h2>Key moments</h2><table><tr><th>turn</th><th>card</th><th>player</th><th>played</th><th>chance</th>
<th>best found instead</th><th>chance</th><th>loss</th><th></th></tr>{rows}</table>
{moments}
<p><small>{e(line())}</small></p>
</body></html>
""", encoding="utf-8")
