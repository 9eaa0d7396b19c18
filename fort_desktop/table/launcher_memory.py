"""What the launcher remembers between runs: the last game started and its seats (kinds and names).

A small JSON file next to the settings (``fort_desktop.paths.config_dir()/launcher.json``), written
whole with ``paths.write_atomic``::

    {"version": 1, "game": "fortify", "seats": ["human", "bot"], "names": ["Ann", "P2"]}

Reading never raises: a missing, unreadable or damaged file gives ``None`` (the launcher's defaults),
and any odd field is dropped or clipped. Writing never raises either: it returns False on failure.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

from .. import paths

FILE_NAME = "launcher.json"
VERSION = 1
MAX_FILE_BYTES = 16_384
MAX_SEATS = 8
NAME_CHARS_MAX = 16
SEAT_KINDS = ("human", "bot")


@dataclass(frozen=True)
class Remembered:
    """The last seating: ``game``, ``seats`` (``"human"``/``"bot"``) and ``names`` (same length;
    ``""`` for a seat with no name of its own)."""

    game: Optional[str]
    seats: list[str]
    names: list[str]


def memory_path(create: bool = False) -> Path:
    return paths.config_dir(create=create) / FILE_NAME


def clean_name(name: Any, seat: int) -> str:
    """A name as the launcher keeps it: stripped, at most ``NAME_CHARS_MAX`` characters; the default
    ``P<n>`` becomes ``""``."""
    text = " ".join(str(name).split())[:NAME_CHARS_MAX].strip() if isinstance(name, str) else ""
    return "" if text == f"P{seat + 1}" else text


def load() -> Optional[Remembered]:
    """The remembered seating, or None (no file, or a damaged one: silently the defaults)."""
    try:
        path = memory_path()
        if not path.is_file() or path.stat().st_size > MAX_FILE_BYTES:
            return None
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, UnicodeError):
        return None
    if not isinstance(data, dict):
        return None
    seats = data.get("seats")
    if not isinstance(seats, list) or not seats or not all(s in SEAT_KINDS for s in seats):
        return None
    seats = list(seats[:MAX_SEATS])
    names = data.get("names")
    names = list(names) if isinstance(names, list) else []
    names = [clean_name(n, i) for i, n in enumerate((names + [""] * len(seats))[:len(seats)])]
    game = data.get("game")
    return Remembered(game if isinstance(game, str) and len(game) < 40 else None, seats, names)


def save(game: str, seats: list[str], names: list[str]) -> bool:
    """Remember this seating (True when written; a failed write is silently ignored)."""
    seats = [s if s in SEAT_KINDS else "human" for s in list(seats)[:MAX_SEATS]]
    names = [clean_name(n, i) for i, n in enumerate((list(names) + [""] * len(seats))[:len(seats)])]
    data = {"version": VERSION, "game": str(game), "seats": seats, "names": names}
    try:
        paths.write_atomic(memory_path(create=True), json.dumps(data, indent=2) + "\n")
    except (OSError, ValueError):
        return False
    return True


__all__ = ["Remembered", "load", "save", "memory_path", "clean_name", "NAME_CHARS_MAX"]
