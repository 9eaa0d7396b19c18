"""The list of moves (TABLE.md "Window and input": nobody is ever stuck because a drag is hard):
every legal action of the person at the mouse in players' words, one clickable row each, paged
when they do not fit. A game gives only its entries - ``(words, action)`` pairs, in its own words
and grouping - and a title; the kit lays the rows out, pages them, finds the row under a point
and draws the panel.

A row is ``(rect, words, action)``: ``rect`` in logical pixels, ``action`` a legal action dict or
one of the list's own markers, whose ``type`` starts with "_" (``{"type": "_more"}`` turns the
page; a game may add its own, e.g. ``"_card"`` to open one card's moves, ``"_back"``).
"""
from __future__ import annotations

from typing import Callable, Optional

import pygame

from ..widgets import CREAM, GOLD, INK, PAPER, WOOD_DARK, draw_panel
from .layers import blit_text, wrap_lines

Row = tuple[pygame.Rect, str, dict]
Entry = tuple[str, dict]
MORE = "_more"
MARKER_FILL = (226, 212, 182)       # a marker row (turn the page, open a card, go back)


def is_marker(action: dict) -> bool:
    """True for the list's own rows (navigation), False for a legal action."""
    return action["type"].startswith("_")


def default_more_words(page: int, pages: int) -> str:
    return f"More moves... (page {page + 1} of {pages})"


class MoveList:
    """Rows of moves in ``rect`` (px), ``row_h`` px high with ``gap_px`` between them under a
    ``title_h`` px title; ``text_size``: the largest font size of a row's words (smaller sizes
    keep long words whole in two lines, see :func:`row_lines`). ``more_words(page, pages)``: the
    words of the row that turns the page (``page`` counts from 0)."""

    def __init__(self, rect: pygame.Rect, *, row_h: int = 40, gap_px: int = 4, title_h: int = 26,
                 text_size: int = 14, more_words: Callable[[int, int], str] = default_more_words):
        self.rect = rect
        self.row_h, self.gap_px, self.title_h, self.text_size = row_h, gap_px, title_h, text_size
        self.more_words = more_words
        self.page = 0
        self.rows: list[Row] = []

    def lay_out(self, entries: list[Entry]) -> list[Row]:
        """The rows of this page for ``entries`` (all pages' worth; a last "more" row when they do
        not fit); kept in :attr:`rows`. A page past the last wraps round to the first."""
        top = self.rect.y + self.title_h + 6
        room = max(1, (self.rect.bottom - top - 4) // (self.row_h + self.gap_px))
        per_page = room if len(entries) <= room else max(1, room - 1)
        pages = max(1, -(-len(entries) // per_page))
        self.page %= pages
        shown = entries[self.page * per_page:(self.page + 1) * per_page]
        if pages > 1:
            shown.append((self.more_words(self.page, pages), {"type": MORE}))
        self.rows = [(pygame.Rect(self.rect.x + 6, top + i * (self.row_h + self.gap_px), self.rect.w - 12, self.row_h),
                      words, action) for i, (words, action) in enumerate(shown)]
        return self.rows

    def row_at(self, pos: tuple[int, int]) -> Optional[Row]:
        """The row under ``pos`` (px), or None."""
        return next((row for row in self.rows if row[0].collidepoint(pos)), None)

    def turn_page(self) -> None:
        """The next page (the next :meth:`lay_out` wraps past the last)."""
        self.page += 1

    def draw(self, surface: pygame.Surface, hovered: Optional[tuple[int, int]], title: str) -> None:
        """The panel, its title and its rows (the row under ``hovered`` lightened, markers greyed)."""
        draw_panel(surface, self.rect, PAPER, border=WOOD_DARK, radius=10, shadow=False)
        blit_text(surface, title, (self.rect.x + 10, self.rect.y + 6), size=15, bold=True, colour=INK,
                  max_width=self.rect.w - 20)
        for rect, words, action in self.rows:
            lit = hovered is not None and rect.collidepoint(hovered)
            fill = GOLD if lit else (CREAM if not is_marker(action) else MARKER_FILL)
            pygame.draw.rect(surface, fill, rect, border_radius=7)
            pygame.draw.rect(surface, WOOD_DARK, rect, 1, border_radius=7)
            size, lines = row_lines(words, rect.w - 14, self.text_size)
            step = size + (4 if len(lines) <= 2 else 1)
            y = rect.centery - step * len(lines) // 2
            for i, line in enumerate(lines):
                blit_text(surface, line, (rect.x + 7, y + step * i), size=size, colour=INK,
                          max_width=rect.w - 14)


def row_lines(words: str, width: int, text_size: int = 14) -> tuple[int, list[str]]:
    """A row's words whole within ``width`` px and a row's height: two lines at the largest size
    from ``text_size`` down to 11 px, else three small lines (only then the last is cut)."""
    for size, most in [(size, 2) for size in range(text_size, 10, -1)] + [(11, 3), (10, 3)]:
        lines = wrap_lines(words, size, width)
        if len(lines) <= most:
            return size, lines
    lines = wrap_lines(words, 10, width)
    return 10, lines[:2] + [" ".join(lines[2:])]
