"""Reading a game's data files (engine/<game>/data/*.csv): the rows as dicts of strings."""
from __future__ import annotations

import csv
from pathlib import Path


def csv_rows(path: Path) -> list[dict[str, str]]:
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))
