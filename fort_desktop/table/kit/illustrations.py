"""What a game's table offers the "How to play" pages: its pictures, drawn by its own code.

The rules reference (:mod:`fort_desktop.table.scenes.rules_reference`) knows no game. A page names
its pictures in the game's reference file: a ``layout`` (rows of the game's own characters, or one
``table:<game>:<what>`` line) and ``icons`` (sprite names, or names with a ``:`` that the game
draws). The shell loads plain sprite names itself and hands every other name to the
:class:`Illustrations` the game's registry entry names (``GameEntry.illustrations``).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

import pygame

from .art import ArtLoader


class Illustrations(Protocol):
    """A game's how-to-play pictures.

    ``spec`` is what the page names: a layout's rows joined with ``"\\n"``, or an icon name with a
    ``:`` in it. ``art`` is the App's shared loader; ``box`` the most room ``(w, h)`` in logical
    pixels (a layout gets 470 x 300, an icon about its height). ``picture`` raises ``ValueError``
    or ``KeyError`` for a name it does not know (the page then shows no picture).
    """

    def picture(self, spec: str, art: ArtLoader, box: tuple[int, int]) -> pygame.Surface:
        """The picture of ``spec``, at most ``box``."""
        ...

    def caption(self, spec: str) -> str:
        """A line under a layout picture (``""``: none)."""
        ...

    def on_mat(self, spec: str) -> bool:
        """True for an icon drawn as a card (on a rounded mat), False for a round one."""
        ...


@dataclass(frozen=True)
class TablePictures:
    """:class:`Illustrations` for a table whose pictures are ``draw(what, art, box)`` for names
    ``table:<game>:<what>`` (every such icon is a card on a rounded mat)."""

    draw: Callable[[str, ArtLoader, tuple[int, int]], pygame.Surface]

    def picture(self, spec: str, art: ArtLoader, box: tuple[int, int]) -> pygame.Surface:
        """Raises ValueError for a name not of the ``table:<game>:<what>`` shape."""
        kind, game, what = (spec.split(":", 2) + ["", ""])[:3]
        if kind != "table" or not game or not what:
            raise ValueError(f"not a table picture: {spec!r}")
        return self.draw(what, art, box)

    def caption(self, spec: str) -> str:
        return ""

    def on_mat(self, spec: str) -> bool:
        return True
