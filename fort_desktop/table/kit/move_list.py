"""The list of moves (TABLE.md "Window and input": nobody is ever stuck because a drag is hard):
every legal action of the person at the mouse in players' words, one clickable row each, paged
when they do not fit. A game gives only its entries - ``(words, action)`` pairs, in its own words
and grouping - and a title; the kit lays the rows out, pages them, finds the row under a point
and draws the panel.

A row is ``(rect, words, action)``: ``rect`` in logical pixels, ``action`` a legal action dict or
one of the list's own markers, whose ``type`` starts with "_" (``{"type": "_more"}`` turns the
page, ``{"type": "_title"}`` is a line of words heading every page, not a button; a game may add
its own, e.g. ``"_card"`` to open one card's moves, ``"_back"``).

Rows are one height (``row_h``) or each its own (``row_height(words)``, e.g. one line or two);
a page holds the rows that fit above :attr:`MoveList.rows_bottom`, and the row that turns the page
says how many rows the other pages hold.
"""
from __future__ import annotations

from typing import Callable, Optional, Sequence

import pygame

from ..widgets import CREAM, GOLD, INK, PAPER, WOOD_DARK, draw_panel, line_step
from .layers import blit_text, text_width, wrap_lines

Row = tuple[pygame.Rect, str, dict]
Entry = tuple[str, dict]
MORE = "_more"
TITLE = "_title"
MARKER_FILL = (226, 212, 182)       # a marker row (turn the page, open a card, go back)
TITLE_SIZE = 15                     # the panel's title (px, bold)


def is_marker(action: dict) -> bool:
    """True for the list's own rows (navigation), False for a legal action."""
    return action["type"].startswith("_")


def default_more_words(page: int, pages: int, hidden: int) -> str:
    """The words of the row that turns the page (``page`` counts from 0; ``hidden``: how many
    rows the other pages hold)."""
    return f"More moves... (page {page + 1} of {pages})"


class MoveList:
    """Rows of moves in ``rect`` (px), ``row_h`` px high with ``gap_px`` between them under a
    ``title_h`` px title; ``text_size``: the largest font size of a row's words (smaller sizes
    keep long words whole in two lines, see :func:`row_lines`). ``more_words(page, pages, hidden)``:
    the words of the row that turns the page (``page`` counts from 0, ``hidden``: the rows on the
    other pages).

    ``row_height(words)`` (px), when given, sizes each row by its words (the row that turns the
    page stays ``row_h`` high); ``rows_bottom`` (px; default 4 px above the
    panel's foot) is where rows stop, e.g. above a message box; ``more_gap_px`` (default
    ``gap_px``) the gap above the row that turns the page, which sits after the page's last row,
    or ``more_at_foot`` at the foot of the rows. ``pinned(action)``, when given, marks the rows that
    always sit on the first page when the rows take several (pass, skip, be done: never a page away)."""

    def __init__(self, rect: pygame.Rect, *, row_h: int = 40, gap_px: int = 4, title_h: int = 26,
                 text_size: int = 14, more_words: Callable[[int, int, int], str] = default_more_words,
                 row_height: Optional[Callable[[str], int]] = None, rows_bottom: Optional[int] = None,
                 more_gap_px: Optional[int] = None, more_at_foot: bool = False, one_size: bool = False,
                 pinned: Optional[Callable[[dict], bool]] = None):
        self.rect = rect
        self.row_h, self.gap_px, self.title_h, self.text_size = row_h, gap_px, title_h, text_size
        self.more_words = more_words
        self.row_height = row_height
        self.rows_bottom = rows_bottom
        self.more_gap_px = gap_px if more_gap_px is None else more_gap_px
        self.more_at_foot = more_at_foot
        self.pinned = pinned
        #: True: a row's words stay at ``text_size`` on as many lines as they take (the row as tall
        #: as they are), never smaller nor cut; False: :func:`row_lines`
        self.one_size = one_size
        self.page = 0
        self.pages = 1          # how many pages the last :meth:`lay_out` took
        self.rows: list[Row] = []

    def height_of(self, words: str, base: Optional[int] = None) -> int:
        """A row's height (px) for ``words``: ``base`` (default ``row_h``, or ``row_height(words)``),
        or more when the text-size setting draws its lines taller (they never overlap)."""
        if base is None:
            base = self.row_h if self.row_height is None else self.row_height(words)
        size, lines = self.lines_of(words, self.rect.w - 26)
        return max(base, line_gap(size, len(lines)) * len(lines) + 4)

    def lines_of(self, words: str, width: int) -> tuple[int, list[str]]:
        """A row's words within ``width`` px: their size and lines (see :attr:`one_size`)."""
        if self.one_size:
            return self.text_size, wrap_lines(words, self.text_size, width)
        return row_lines(words, width, self.text_size)

    def title_lines(self, title: str) -> list[str]:
        """The panel's title on one line, or on as many as it takes when it is too long for one."""
        if not title or line_width(title, TITLE_SIZE, True) <= self.rect.w - 20:
            return [title]
        return wrap_lines(title, TITLE_SIZE, self.rect.w - 20, bold=True)

    def title_height(self, title: str) -> int:
        """The room (px) the title takes above the rows: ``title_h``, or more for a taller or second line."""
        if not title:
            return self.title_h
        return max(self.title_h, len(self.title_lines(title)) * line_step(TITLE_SIZE, True) + 4)

    def lay_out(self, entries: list[Entry], titles: Sequence[str] = (), title: str = "") -> list[Row]:
        """The rows of this page for ``entries`` (all pages' worth; a last "more" row when they do
        not fit) under ``titles`` (a :data:`TITLE` row each, on every page) and the panel's
        ``title`` (the words :meth:`draw` is given: the rows start under its lines); kept in
        :attr:`rows` (the page count in :attr:`pages`). A page past the last wraps round to the first."""
        top = self.rect.y + self.title_height(title) + 6
        x, w = self.rect.x + 6, self.rect.w - 12
        rows: list[Row] = []

        def add(y: int, words: str, action: dict, height: Optional[int] = None) -> int:
            height = self.height_of(words) if height is None else height
            rows.append((pygame.Rect(x, y, w, height), words, action))
            return y + height + self.gap_px

        for title in titles:
            top = add(top, title, {"type": TITLE})
        limit = self.rect.bottom - 4 if self.rows_bottom is None else self.rows_bottom
        steps = [self.height_of(words) + self.gap_px for words, _ in entries]
        pages: list[list[Entry]] = [list(entries)]
        if top + sum(steps) > limit:        # pages, each leaving room for the "more" row
            pins = {k for k, (_, action) in enumerate(entries) if self.pinned is not None and self.pinned(action)}
            paged: list[list[int]] = [[]]
            y = top + sum(steps[k] for k in pins)      # the pinned rows' room kept on the first page
            room = limit - self.height_of(self.more_words(0, 9, 99), self.row_h) - self.more_gap_px
            for k, step in enumerate(steps):
                if k in pins:
                    continue
                if y + step > room and paged[-1]:
                    paged.append([])
                    y = top
                paged[-1].append(k)
                y += step
            paged[0] = sorted(paged[0] + list(pins))   # in their order, the pinned ones among them
            pages = [[entries[k] for k in page] for page in paged if page]
        self.pages = len(pages)
        self.page %= self.pages
        y = top
        for words, action in pages[self.page]:
            y = add(y, words, action)
        if self.pages > 1:
            hidden = len(entries) - len(pages[self.page])
            more = self.more_words(self.page, self.pages, hidden)
            height = self.height_of(more, self.row_h)
            y = limit - self.gap_px - height if self.more_at_foot else y + self.more_gap_px - self.gap_px
            add(y, more, {"type": MORE}, height)
        self.rows = rows
        return rows

    def row_at(self, pos: tuple[int, int]) -> Optional[Row]:
        """The row under ``pos`` (px), or None."""
        return next((row for row in self.rows if row[0].collidepoint(pos)), None)

    def turn_page(self) -> None:
        """The next page (the next :meth:`lay_out` wraps past the last)."""
        self.page += 1

    def draw(self, surface: pygame.Surface, hovered: Optional[tuple[int, int]], title: str) -> None:
        """The panel, its title and its rows (the row under ``hovered`` lightened, markers greyed)."""
        draw_panel(surface, self.rect, PAPER, border=WOOD_DARK, radius=10, shadow=False)
        for i, line in enumerate(self.title_lines(title)):
            blit_text(surface, line, (self.rect.x + 10, self.rect.y + 6 + line_step(TITLE_SIZE, True) * i),
                      size=TITLE_SIZE, bold=True, colour=INK, max_width=self.rect.w - 20)
        for rect, words, action in self.rows:
            if action["type"] == TITLE:
                size, lines = self.lines_of(words, rect.w - 14)
                for i, line in enumerate(lines):
                    blit_text(surface, line, (rect.x + 2, rect.y + line_gap(size, len(lines)) * i), size=size,
                              bold=True, colour=INK, max_width=rect.w - 4)
                continue
            lit = hovered is not None and rect.collidepoint(hovered)
            fill = GOLD if lit else (CREAM if not is_marker(action) else MARKER_FILL)
            pygame.draw.rect(surface, fill, rect, border_radius=7)
            pygame.draw.rect(surface, WOOD_DARK, rect, 1, border_radius=7)
            size, lines = self.lines_of(words, rect.w - 14)
            step = line_gap(size, len(lines))
            y = rect.centery - step * len(lines) // 2
            for i, line in enumerate(lines):
                blit_text(surface, line, (rect.x + 7, y + step * i), size=size, colour=INK,
                          max_width=rect.w - 14)


def line_gap(size: int, count: int) -> int:
    """From one line of a row's words to the next (px) for ``count`` lines at ``size``: as at 100%
    (4 px apart, 1 px for three lines), or the font's own line when the text size draws it taller."""
    return max(size + (4 if count <= 2 else 1), line_step(size))


def line_width(text: str, size: int, bold: bool = False) -> int:
    """How wide (px) ``text`` is drawn at ``size``."""
    return text_width(text, size, bold)


def row_lines(words: str, width: int, text_size: int = 14) -> tuple[int, list[str]]:
    """A row's words whole within ``width`` px and a row's height: two lines at the largest size
    from ``text_size`` down to 11 px, else three small lines (only then the last is cut)."""
    for size, most in [(size, 2) for size in range(text_size, 10, -1)] + [(11, 3), (10, 3)]:
        lines = wrap_lines(words, size, width)
        if len(lines) <= most:
            return size, lines
    lines = wrap_lines(words, 10, width)
    return 10, lines[:2] + [" ".join(lines[2:])]
