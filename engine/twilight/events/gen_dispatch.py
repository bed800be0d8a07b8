"""Writes the generated parts of dispatch.py and answers.py from the card modules: the imports, the branches
of `now` and `do` (one a card, by number), the per-card loops of `answers`, and BUILT_CARDS (every card with an
event function, and the scoring cards and Defectors, which dispatch.now handles itself). Each part sits
between `# <name>` and `# </name>` comments.

    python -m engine.twilight.events.gen_dispatch
"""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).parent
IN_DISPATCH = (1, 2, 3, 37, 38, 79, 81, 103)  # the scoring cards and Defectors (dispatch.now)


def functions() -> tuple[list, list, list, list]:
    """(module, alias) of each card module, and (card, function) of its event, `_ok` and `_do` functions."""
    mods, now, ok, do = [], [], [], []
    for path in sorted(ROOT.glob("cards_[0-9]*.py")):
        alias = "k" + path.stem.split("_")[1]
        mods.append((path.stem, alias))
        for fn, num in re.findall(r"^def (e(\d{3})_\w+)\(", path.read_text(encoding="utf-8"), re.MULTILINE):
            kind = ok if fn.endswith("_ok") else do if fn.endswith("_do") else now
            kind.append((int(num), f"{alias}.{fn}"))
    return mods, sorted(now), sorted(ok), sorted(do)


def _part(text: str, name: str, body: str, indent: str = "    ") -> str:
    return re.sub(rf"(# <{name}>\n).*?({indent}# </{name}>)", lambda m: m.group(1) + body + m.group(2), text,
                  flags=re.DOTALL)


def _chain(items: list, call: str) -> str:
    return "".join(f"    {'if' if i == 0 else 'elif'} c == {n}:\n        {f}({call})\n" for i, (n, f) in enumerate(items))


def _imports(mods: list) -> str:
    return "".join(f"from engine.twilight.events import {m} as {a}\n" for m, a in mods) + "\n"


def dispatch_text() -> str:
    mods, now, _, do = functions()
    text = (ROOT / "dispatch.py").read_text(encoding="utf-8")
    text = _part(text, "imports", _imports(mods), "")
    text = _part(text, "now", _chain(now, "s, side"))
    text = _part(text, "do", _chain(do, "s, side, step, a"))
    built = sorted({n for n, _ in now} | set(IN_DISPATCH))
    return re.sub(r"BUILT_CARDS = \(.*?\)\n", "BUILT_CARDS = (" + ", ".join(map(str, built)) + ")\n", text, flags=re.DOTALL)


def answers_text() -> str:
    mods, _, ok, _ = functions()
    text = (ROOT / "answers.py").read_text(encoding="utf-8")
    text = _part(text, "imports", _imports(mods), "")
    loops = "".join(f"    {'if' if i == 0 else 'elif'} c == {n}:\n        for a in range(N_ACTIONS):\n"
                    f"            if may_answer(c, a) and {f}(s, side, step, a):\n"
                    "                out[n] = a\n                n += 1\n" for i, (n, f) in enumerate(ok))
    return _part(text, "scan", loops)


if __name__ == "__main__":
    (ROOT / "dispatch.py").write_text(dispatch_text(), encoding="utf-8")
    (ROOT / "answers.py").write_text(answers_text(), encoding="utf-8")
