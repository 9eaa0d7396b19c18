"""The final score sheet a table lays over itself when the game ends (TABLE.md "Scenes": the
scores before the game-over screen), one picture for every game: a title, a table of figures
(one column per source of points, the total first; one row per seat, winners starred on a gold
band) and/or lines of words (why the game ended, each seat's points in words), and, while a
person must click it away, "click to go on". A game gives only its words and figures.

Units: logical pixels.
"""
from __future__ import annotations

from typing import Optional, Sequence

import pygame

from .. import widgets
from ..widgets import font, wrap_text
from ...record import Record
from .layers import text_image

SHEET_PAPER = (250, 246, 232)
SHEET_INK = (40, 30, 20)
WINNER_BAND = (255, 236, 170)
GO_ON_INK = (90, 60, 30)
SHEET_W = 1160           # the sheet's width (px)
SHEET_CENTRE = (640, 400)
TITLE_TOP = 12           # the title's top below the sheet's top (px)
BODY_TOP = 56            # the first heading or line below the sheet's top (px)
TABLE_ROW_H = 44         # the headings' row and each seat's row of figures (px)
NAME_W = 150             # the column of names (px)
LINE_H = 26              # a line of words (px)
LINE_SIZE = 17
FOOT_H = 20              # below the last row (the "click" line sits over it, px)


class SeatScores(Record):
    """One seat's row of the table: its ``name``, its ``figures`` (the total first, then one per
    heading) and whether it ``won`` (starred, bold, on a gold band). Not changed once made."""

    __slots__ = ("name", "figures", "won")

    def __init__(self, name: str, figures: Sequence[object], won: bool = False):
        self.name = name
        self.figures = figures
        self.won = won


class SheetDrawn(Record):
    """What :func:`draw_score_sheet` drew: the sheet's ``rect`` (px) and every line of its words
    (``words``), in drawing order (tests read what the sheet says)."""

    __slots__ = ("rect", "words")

    def __init__(self, rect: pygame.Rect, words: Optional[list[str]] = None):
        self.rect = rect
        self.words: list[str] = [] if words is None else words


def _text(surface: pygame.Surface, drawn: SheetDrawn, text: str, pos: tuple[int, int], *, size: int,
          width: int, bold: bool = False, colour: tuple[int, int, int] = SHEET_INK, anchor: str = "topleft") -> None:
    """One line at ``size`` px, or smaller (down to 9 px) so it fits ``width`` px, then cut."""
    drawn.words.append(text)
    fitted = next((s for s in range(size, 8, -1) if font(s, bold).size(text)[0] <= width), 0)
    image = text_image(text, fitted, colour, bold) if fitted else text_image(text, 9, colour, bold, width)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    for watcher in widgets.PLACED_WATCHERS:     # a test checks that no two lines overlap
        watcher(surface, rect, text)


def draw_score_sheet(surface: pygame.Surface, title: str, *, headings: Sequence[str] = (),
                     seats: Sequence[SeatScores] = (), lines: Sequence[tuple[str, bool]] = (),
                     go_on: str = "", centre: tuple[int, int] = SHEET_CENTRE, width: int = SHEET_W,
                     line_size: int = LINE_SIZE) -> SheetDrawn:
    """The sheet centred at ``centre`` (px), ``width`` px wide and as high as it needs: ``title``;
    when ``headings`` are given, a table of them over one row per seat of ``seats`` (the first
    column of figures, the total, in bold); then ``lines`` (words, bold), each wrapped to the
    sheet (at ``line_size`` px: smaller for a sheet kept narrow, off the board); ``go_on`` (e.g.
    "Click to see the result", "" for none) at its foot. Returns what was drawn (:class:`SheetDrawn`)."""
    wrapped = [(part, bold) for text, bold in lines for part in wrap_text(text, line_size, width - 60, bold=bold)]
    # the names' column as wide as the widest name is drawn (up to a third of the sheet), the
    # headings wrapped in their columns, each row as tall as its words are drawn
    name_w = min(width // 3, max([NAME_W] + [font(22, True).size(("* " if row.won else "") + row.name)[0] + 26
                                             for row in seats]))
    col_w = (width - name_w - 10) // max(1, len(headings))
    heads = [wrap_text(heading, 14, col_w - 4, bold=True) for heading in headings]
    head_step = font(14, True).get_linesize()
    head_h = max([TABLE_ROW_H] + [len(lines_) * head_step + 14 for lines_ in heads])
    row_h = max(TABLE_ROW_H, font(22, True).get_linesize() + 14)
    line_h = max(round(LINE_H * line_size / LINE_SIZE), font(line_size, True).get_linesize() + 4)
    body_top = max(BODY_TOP, TITLE_TOP + font(26, True).get_linesize() + 6)
    foot_h = FOOT_H + max(0, font(18).get_linesize() - 22)
    table_h = head_h + row_h * len(seats) if headings else 0
    lines_h = line_h * len(wrapped) + (24 if wrapped else 0)
    sheet = pygame.Rect(0, 0, width, body_top + table_h + lines_h + foot_h)
    sheet.center = centre
    drawn = SheetDrawn(sheet)
    pygame.draw.rect(surface, SHEET_PAPER, sheet, border_radius=12)
    pygame.draw.rect(surface, SHEET_INK, sheet, 2, border_radius=12)
    _text(surface, drawn, title, (sheet.centerx, sheet.y + TITLE_TOP), size=26, bold=True, anchor="midtop", width=400)
    y = sheet.y + body_top
    if headings:
        for i, lines_ in enumerate(heads):
            for k, part in enumerate(lines_):
                _text(surface, drawn, part, (sheet.x + name_w + col_w * i + col_w // 2, y + k * head_step), size=14,
                      bold=True, anchor="midtop", width=col_w - 4)
        y += head_h - row_h
        for row in seats:
            y += row_h
            if row.won:
                pygame.draw.rect(surface, WINNER_BAND, (sheet.x + 10, y - 6, sheet.w - 20, row_h - 6), border_radius=8)
            _text(surface, drawn, ("* " if row.won else "") + row.name, (sheet.x + 20, y), size=22, bold=row.won,
                  width=name_w - 24)
            for i, value in enumerate(row.figures):
                _text(surface, drawn, str(value), (sheet.x + name_w + col_w * i + col_w // 2, y), size=22,
                      bold=i == 0, anchor="midtop", width=col_w - 4)
        y += row_h
    for line, bold in wrapped:
        _text(surface, drawn, line, (sheet.x + 28, y), size=line_size, bold=bold, width=width - 56)
        y += line_h
    if go_on:
        _text(surface, drawn, go_on, (sheet.centerx, sheet.bottom - max(30, font(18).get_linesize() + 8)), size=18,
              colour=GO_ON_INK, anchor="midtop", width=400)
    return drawn
