"""``python -m fort_desktop.enclosures LAYOUT``: print the enclosures of a layout file as JSON.

A tool for card designers and tests (fortify.md section 10). The layout is UTF-8 text, one line per row
(row 0 = fence side), all rows the same length, characters as in fortify.md section 1; lines starting
with ``;`` and blank lines are ignored. Output, one line on stdout::

    {"enclosures": [{"cells": N, "free": F, "clear": true, "fits": ["builder", ...]}, ...]}

Rooms come in reading order of their first cell. Kid sizes and the junk / card-floor settings are a
:class:`LayoutRules` the caller gives: the command (``__main__.py``) takes them from ``data/fortify``
through the Fortify rules (:func:`fort_desktop.rules.fortify.data.layout_rules`), so this grid side
imports no rules (arrows ``rules -> grid``, never back). Any problem (no or too many arguments, a missing, unreadable or
malformed file) prints one line ``error: ...`` to stderr and exits 2; for a malformed file the line is
``error: FILE:LINE:COL: what is wrong``.
"""
from __future__ import annotations

import json
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from ..grid import BoxGrid, Enclosure, LayoutError

USAGE = "usage: python -m fort_desktop.enclosures LAYOUT"


@dataclass(frozen=True)
class LayoutRules:
    """The game settings a layout is read with: ``kid_sizes`` (kind -> (width, height) in cells) and
    the two switches of :class:`~fort_desktop.grid.BoxGrid`."""

    kid_sizes: Mapping[str, tuple[int, int]]
    junk_blocks_kids: bool = True
    kids_may_cover_card_floor: bool = True


def enclosure_json(room: Enclosure) -> dict[str, object]:
    """One room as the CLI prints it: keys ``cells``, ``free`` (counts), ``clear``, ``fits``, in order."""
    return {"cells": len(room.cells), "free": len(room.free), "clear": room.clear, "fits": list(room.fits)}


def read_layout(path: str, rules: LayoutRules) -> BoxGrid:
    """Read and parse a layout file with ``rules`` (kid sizes and settings).

    Raises :class:`LayoutError` (bad UTF-8 with its line and column, or a malformed layout) and OSError
    (missing or unreadable file).
    """
    with open(path, "rb") as handle:
        raw = handle.read()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line_start = raw.rfind(b"\n", 0, exc.start) + 1
        line = raw.count(b"\n", 0, exc.start) + 1
        col = len(raw[line_start : exc.start].decode("utf-8", errors="replace")) + 1
        raise LayoutError(path, line, col, "not valid UTF-8") from None
    if text.startswith("\ufeff"):
        text = text[1:]
    return BoxGrid.from_layout(
        text,
        path=path,
        kid_sizes=rules.kid_sizes,
        junk_blocks_kids=rules.junk_blocks_kids,
        kids_may_cover_card_floor=rules.kids_may_cover_card_floor,
    )


def main(argv: Sequence[str] | None, load_rules: Callable[[], LayoutRules]) -> int:
    """Run the CLI on ``argv`` (``None``: ``sys.argv[1:]``) with the settings ``load_rules()`` gives
    (called only for a layout to read; a ``ValueError`` from it is broken game data); returns the exit
    status (0, or 2 on error)."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args in (["-h"], ["--help"]):
        print(USAGE)
        return 0
    if len(args) != 1:
        return _fail(f"{USAGE} (expected 1 argument, got {len(args)})")
    path = args[0]
    try:
        grid = read_layout(path, load_rules())
    except LayoutError as exc:
        return _fail(str(exc))
    except FileNotFoundError:
        return _fail(f"{path}: no such file")
    except IsADirectoryError:
        return _fail(f"{path}: is a directory, not a layout file")
    except OSError as exc:
        return _fail(f"{path}: cannot be read ({exc.strerror or exc.__class__.__name__})")
    except ValueError as exc:  # DataError: the game data is broken, not the layout
        return _fail(" ".join(str(exc).split()))
    print(json.dumps({"enclosures": [enclosure_json(room) for room in grid.enclosures()]}))
    return 0


def _fail(message: str) -> int:
    print(f"error: {message}", file=sys.stderr)
    return 2

