"""A tournament summary for people: rich tables on the terminal and a PNG plot of win rates."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.table import Table


def _pct(x: float) -> str:
    return "-" if x != x else f"{x:.1%}"


def tables(summary: dict[str, Any], title: str) -> list:
    """Per agent (win rate, interval, margin, rating), per agent and faction, and the pairwise tests."""
    ratings = {r["agent"]: r for r in summary["ratings"]["agents"]}
    main = Table(title=title)
    for col in ("agent", "plays", "wins", "win rate", "95% interval (Wilson)", "mean margin", "rating", "95% interval"):
        main.add_column(col, justify="left" if col == "agent" else "right")
    for r in summary["per_agent"]:
        rt = ratings.get(r["agent"])
        main.add_row(r["agent"], str(r["plays"]), str(r["wins"]), _pct(r["win_rate"]),
                     f"{_pct(r['ci_low'])} - {_pct(r['ci_high'])}", f"{r['mean_margin']:+.2f}",
                     f"{rt['rating']:.1f}" if rt else "-", f"{rt['low']:.1f} - {rt['high']:.1f}" if rt else "-")
    main.caption = ("plays: seats taken (games x seats per game); rating: "
                    + summary["ratings"].get("note", summary["ratings"]["method"]))

    players = summary["players"]
    by_faction = Table(title="win rate by faction (95% Wilson interval)")
    by_faction.add_column("agent")
    for f in players:
        by_faction.add_column(f, justify="right")
    cells = {(r["agent"], r["faction"]): r for r in summary["per_faction"]}
    for agent in summary["agents"]:
        by_faction.add_row(agent, *(f"{_pct(c['win_rate'])} ({_pct(c['ci_low'])}-{_pct(c['ci_high'])})"
                                    for c in (cells[agent, f] for f in players)))

    tests = Table(title="is the difference real? (exact sign test on games both played, Holm-adjusted)")
    for col in ("agents", "games together", "first won", "second won", "p", "p (Holm)", "verdict"):
        tests.add_column(col, justify="left" if col in ("agents", "verdict") else "right")
    for c in summary["comparisons"]:
        verdict = "significant at 5%" if c["significant"] else "not significant"
        tests.add_row(f"{c['a']} vs {c['b']}", str(c["games"]), str(c["a_won"]), str(c["b_won"]),
                      f"{c['p']:.3g}", f"{c['p_holm']:.3g}", verdict)
    return [main, by_faction, tests]


def games_needed_line(summary: dict[str, Any]) -> str:
    g = summary["games_needed"]
    return (f"95% intervals no wider than {g['ci_width']:.0%} on every agent x faction win rate need "
            f"{g['games_per_cell']} games per cell, i.e. a tournament of {g['tournament_games']} games "
            f"(this one: {g['cell_games_now']} per cell)")


def plot(summary: dict[str, Any], path: Path, title: str) -> None:
    """Grouped bars: win rate of each agent on each faction and overall, with Wilson 95% intervals."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np

    groups = [*summary["players"], "all"]
    cells = {(r["agent"], r["faction"]): r for r in summary["per_faction"]}
    cells.update({(r["agent"], "all"): r for r in summary["per_agent"]})
    agents = summary["agents"]
    width = 0.8 / len(agents)
    fig, ax = plt.subplots(figsize=(max(6.0, 1.4 * len(groups) * max(1, len(agents) / 3)), 4.0))
    x = np.arange(len(groups))
    for i, agent in enumerate(agents):
        rows = [cells[agent, g] for g in groups]
        rate = np.array([r["win_rate"] for r in rows])
        err = np.array([[r["win_rate"] - r["ci_low"] for r in rows], [r["ci_high"] - r["win_rate"] for r in rows]])
        ax.bar(x + (i - (len(agents) - 1) / 2) * width, rate, width, yerr=err, capsize=3, label=agent)
    ax.set_xticks(x, groups)
    ax.set_ylabel("win rate (95% Wilson interval)")
    ax.set_ylim(0, 1)
    ax.set_title(title)
    ax.legend(fontsize="small")
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=120)
    plt.close(fig)
