"""The README's command list runs top to bottom as written (issue 32 item 6): each line of the Commands
block, and the main job of the first block, in order in one folder, with small sizes (4 games, budgets
of 2 iterations, quick benches). The whole list is long (the benches, Ray, the analyses), so it is in
the slow tier; the default tier runs the lines that make or read the files the others use."""
import importlib.util
import re
import shlex
from pathlib import Path

import pytest

from tests.test_cli import invoke

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
SMALL = ((r"--games \d+", "--games 4"), (r"--budget \d+", "--budget 2"), (r"iters=\d+", "iters=4"))
HEAVY = ("solver-ai bench", "--backend ray", "solver-ai analyse", "solver-ai tournament", "solver-ai compare",
         "solver-ai hint", "--explain", "solver-ai warmup")


def commands() -> list[str]:
    """The main job (the first block's `solver-ai` command), then the Commands block, comments dropped."""
    text = README.read_text(encoding="utf-8")
    first = text.split("```sh\n", 1)[1].split("```", 1)[0].splitlines()[0]
    main_job = "solver-ai " + first.split("solver-ai ", 1)[1]
    block = text.split("## Commands", 1)[1].split("```sh\n", 1)[1].split("```", 1)[0]
    return [main_job] + [line.split("  #")[0].strip() for line in block.splitlines() if line.strip()]


def small(command: str) -> list[str]:
    """The command's arguments with small sizes."""
    for pattern, replacement in SMALL:
        command = re.sub(pattern, replacement, command)
    args = shlex.split(command)[1:]
    if args[0] in ("hint", "analyse") and "--budget" not in args:
        args += ["--budget", "2"]
    if args[0] == "bench":
        args += ["--quick", "--no-cold", "--out", "out/bench"]
    return args


def run_list(tmp_path, monkeypatch, keep) -> list[str]:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "examples").symlink_to(ROOT / "examples")
    ran = []
    for command in commands():
        if not keep(command):
            continue
        if "--backend ray" in command and importlib.util.find_spec("ray") is None:
            continue
        r = invoke(*small(command))
        assert r.exit_code == 0, f"{command}\n{r.output}\n{r.exception!r}"
        ran.append(command)
    return ran


def test_the_list_names_no_placeholder_and_reads_only_what_it_made():
    made: set[str] = set()
    for command in commands():
        args = shlex.split(command)[1:]
        assert "..." not in args, command
        outputs = [args[i + 1] for i, a in enumerate(args[:-1])
                   if a in ("--record", "--out", "--png", "--svg") or (a == "-o" and args[0] == "record")]
        for arg in args[1:]:
            if arg not in outputs and re.fullmatch(r"[\w./-]+\.(jsonl|json|txt)|out/[\w/-]+", arg):
                assert arg in made or (ROOT / arg).exists(), f"{command}: {arg} is made by no command before it"
        made.update(outputs)


def test_the_files_the_list_makes_and_reads(tmp_path, monkeypatch):
    ran = run_list(tmp_path, monkeypatch, lambda c: not any(h in c for h in HEAVY))
    assert len(ran) >= 10
    assert (tmp_path / "board.png").is_file() and (tmp_path / "opening.jsonl").is_file()


@pytest.mark.slow
def test_the_whole_list_top_to_bottom(tmp_path, monkeypatch):
    ran = run_list(tmp_path, monkeypatch, lambda c: True)
    assert len(ran) >= len(commands()) - 1  # all, Ray's line aside where Ray is not installed
    assert (tmp_path / "out" / "search-run" / "tournament.jsonl").is_file()
