"""What the launcher remembers between runs: the last game started, its seats (kinds and names) and
its set-up options (``GameEntry.options``, e.g. Forfort's ``four_player_mode``).

A small JSON file next to the settings (``fort_desktop.paths.config_dir()/launcher.json``), written
whole with ``paths.write_atomic``::

    {"version": 1, "game": "forfort", "seats": ["human", "bot", "human", "bot"], "names": ["Ann", "", "", ""],
     "options": {"four_player_mode": "solo"}}

Reading never raises: a missing, unreadable or damaged file gives ``None`` (the launcher's defaults),
and any odd field is dropped or clipped; an option the game's registry entry does not offer, or a
value not among its choices, is dropped (that option then takes its default). Writing never raises either: it returns False on failure.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional

from .. import games, paths
from ..text import clean_text

FILE_NAME = "launcher.json"
VERSION = 1
MAX_FILE_BYTES = 16_384
MAX_SEATS = 8
NAME_CHARS_MAX = 16
SEAT_KINDS = ("human", "bot") + tuple(f"bot:{strength}" for strength in games.LAUNCHER_STRENGTHS)
MAX_OPTIONS = 16
OPTION_CHARS_MAX = 40


@dataclass(frozen=True)
class Remembered:
    """The last seating: ``game``, ``seats`` (``"human"``, ``"bot"``, ``"bot:easy"``, ``"bot:hard"``), ``names`` (same length;
    ``""`` for a seat with no name of its own) and ``options`` (option name -> chosen value, only
    those ``game`` offers, with a value among their choices)."""

    game: Optional[str]
    seats: list[str]
    names: list[str]
    options: dict[str, str] = field(default_factory=dict)


def memory_path(create: bool = False) -> Path:
    return paths.config_dir(create=create) / FILE_NAME


def clean_name(name: Any, seat: int) -> str:
    """A name as the launcher keeps it: stripped, at most ``NAME_CHARS_MAX`` characters; the default
    ``P<n>`` becomes ``""``."""
    text = " ".join(str(name).split())[:NAME_CHARS_MAX].strip() if isinstance(name, str) else ""
    return "" if text == f"P{seat + 1}" else text


def clean_options(game: Any, options: Any) -> dict[str, str]:
    """The options of ``options`` (a mapping name -> value) that the registry entry of ``game``
    offers, with a value among that option's choices; everything else is dropped. Never raises."""
    entry = games.GAMES.get(game) if isinstance(game, str) else None
    if entry is None or not isinstance(options, dict):
        return {}
    offered = {o.name: {v for v, _ in o.choices} for o in entry.options}
    kept: dict[str, str] = {}
    for name, value in list(options.items())[:MAX_OPTIONS]:
        name = clean_text(name, OPTION_CHARS_MAX)
        value = clean_text(value, OPTION_CHARS_MAX)
        if name in offered and value in offered[name]:
            kept[name] = value
    return kept


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
    game = game if isinstance(game, str) and len(game) < 40 else None
    return Remembered(game, seats, names, clean_options(game, data.get("options")))


def save(game: str, seats: list[str], names: list[str], options: Optional[dict[str, str]] = None) -> bool:
    """Remember this seating and ``options`` (True when written; a failed write is silently ignored)."""
    seats = [s if s in SEAT_KINDS else "human" for s in list(seats)[:MAX_SEATS]]
    names = [clean_name(n, i) for i, n in enumerate((list(names) + [""] * len(seats))[:len(seats)])]
    data = {"version": VERSION, "game": str(game), "seats": seats, "names": names,
            "options": clean_options(str(game), dict(options or {}))}
    try:
        paths.write_atomic(memory_path(create=True), json.dumps(data, indent=2) + "\n")
    except (OSError, ValueError):
        return False
    return True


__all__ = ["Remembered", "load", "save", "memory_path", "clean_name", "clean_options", "NAME_CHARS_MAX"]
