"""The words on a Forfort hand card's face, fitted to the card (issue 15 item 1: "no card title or
name is cut"): each word is measured at the size it is drawn and the largest size that fits is
chosen, never under the least size the kit draws (:func:`~fort_desktop.table.widgets.text_px`);
a name too wide for one line goes on two, and only a name that fits neither way gives way to a
shorter one (``data/forfort/card_faces.yaml``), its symbol's badge still beside it.

Every function here measures as the kit draws inside
:func:`~fort_desktop.table.widgets.pictures_text` (the words of a picture); sizes are logical px.
"""
from __future__ import annotations

import functools
from pathlib import Path

from ... import DATA_DIR
from ...data import load_yaml
from ..widgets import text_px, text_size


class CardFaces:
    """The other ways a card face may write its words: ``split[symbol]`` (the full name's two
    lines), ``shorter[symbol]`` (shorter names, longest first) and ``protected`` (the Protected
    band's words, longest first), ``protected_line`` (what a Protected Wall is: a line of its
    enlargement)."""

    __slots__ = ("split", "shorter", "protected", "protected_line")

    def __init__(self, split: dict[str, tuple[str, ...]], shorter: dict[str, tuple[str, ...]],
                 protected: tuple[str, ...], protected_line: str = ""):
        self.split = split
        self.shorter = shorter
        self.protected = protected
        self.protected_line = protected_line

    def name_choices(self, symbol: str, name: str, level: int) -> list[tuple[str, ...]]:
        """The ways ``symbol`` (full ``name``) may be written on a card at ``level``, in the order
        tried, each a tuple of lines: 0: the full name on one line; 1: then on two lines; 2: the
        full name on one line, then each shorter name, then the full name on two lines."""
        split = self.split.get(symbol, ())
        two: list[tuple[str, ...]] = [split] if len(split) == 2 else []
        if level <= 0:
            return [(name,)]
        if level == 1:
            return [(name,)] + two
        return [(name,)] + [(short,) for short in self.shorter.get(symbol, ()) if short != name] + two


@functools.lru_cache(maxsize=2)
def card_faces(data_dir: Path = DATA_DIR) -> CardFaces:
    """``data/forfort/card_faces.yaml``, checked by its schema."""
    doc = load_yaml(Path(data_dir) / "forfort" / "card_faces.yaml",
                    Path(data_dir) / "schemas" / "forfort" / "card_faces.yaml")
    symbols = doc["symbols"]
    return CardFaces({k: tuple(v["split"]) for k, v in symbols.items()},
                     {k: tuple(v["shorter"]) for k, v in symbols.items()}, tuple(doc["protected"]),
                     str(doc["protected_line"]))


def least_px() -> int:
    """The smallest size text is drawn at now (logical px)."""
    return text_px(1)


def largest_px(lines: tuple[str, ...], wanted: int, room: int, bold: bool = True) -> int | None:
    """The largest size from ``wanted`` down to :func:`least_px` at which every one of ``lines``
    is at most ``room`` px wide, or None when one is wider even at the least size."""
    least = least_px()
    for px in range(max(int(wanted), least), least - 1, -1):
        if all(text_size(line, px, bold)[0] <= room for line in lines):
            return px
    return None
