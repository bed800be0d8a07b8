"""Scenario files: engine/<game>/../../scenarios/<game>/*.json in a source checkout, or the copy packed
in the wheel (engine/_scenarios/<game>/). A scenario may name a `base` scenario and say only what differs."""
from __future__ import annotations

import json
from pathlib import Path

from engine.core.protocol import UserError


def scenario_dirs(game_dir: str) -> list[Path]:
    engine_dir = Path(__file__).resolve().parent.parent
    return [engine_dir.parent / "scenarios" / game_dir, engine_dir / "_scenarios" / game_dir]


def scenario_names(game_dir: str) -> list[str]:
    names = set()
    for d in scenario_dirs(game_dir):
        if d.is_dir():
            names.update(p.stem for p in d.glob("*.json"))
    return sorted(names)


def load_scenario(game_dir: str, game_name: str, name: str) -> dict:
    """The scenario document `name` of the game whose files are in folders `game_dir`."""
    for d in scenario_dirs(game_dir):
        path = d / f"{name}.json"
        if path.is_file():
            return json.loads(path.read_text(encoding="utf-8"))
    raise UserError(f"unknown {game_name} scenario {name!r}; known scenarios: {', '.join(scenario_names(game_dir))}")


def scenario_doc(game_dir: str, game_name: str, name: str) -> dict:
    """The scenario `name` over its `base` chain: its `position` and `options` merged into the base's at
    every depth (a space's or country's entries key by key), its other entries replacing the base's."""
    doc = load_scenario(game_dir, game_name, name)
    if "base" not in doc:
        return doc
    base = scenario_doc(game_dir, game_name, doc["base"])
    merged = {**base, **doc}
    for key in ("position", "options"):
        if key in base and key in doc:
            merged[key] = deep_merge(base[key], doc[key])
    return merged


def deep_merge(base: dict, over: dict) -> dict:
    """base with over's entries: maps merged key by key at every depth, any other value replaced."""
    out = dict(base)
    for key, value in over.items():
        out[key] = deep_merge(out[key], value) if isinstance(value, dict) and isinstance(out.get(key), dict) else value
    return out
