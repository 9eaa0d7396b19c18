"""Where things lie on the Fort table (logical pixels): 800 high and as wide as the canvas
(1280 at 16:10, 1422 at 16:9; :func:`~fort_desktop.table.scenes.base.canvas_size`). The extra width
of a wider window goes to the boards along the top and to the Park, Perks, play area and hand; the
panel keeps its width at the right edge."""
from __future__ import annotations

import pygame

from ...record import Record
from ..widgets import font

SCREEN_W, SCREEN_H = 1280, 800    # the narrowest table (px)
CARD = (112, 156)         # a card in hand (px)
MINI = (58, 40)           # a card on a board (Yard, Lookout) or in the Park (px)
#: The panel of choices on the narrowest table (px); :attr:`FortLayout.panel` on any table.
PANEL = pygame.Rect(930, 306, 340, 488)    # (its top: MIDDLE_Y)
#: The boards' height (px): the largest thing on the table (issue 15: read from across a room), its
#: pieces and words drawn larger to fill it (paint.board_zoom); the rows under it keep what they show
BOARD_H = 260
#: The game log's height (px), at the foot of the panel (the last few moves in plain words)
LOG_H = 176
#: The tops (px) of the middle row (Park, Perks), the play area and the hand. The middle row is as
#: tall as leaves the play area its played cards (wide: 180 x 103 px) and the hand its cards
#: (149 px; paint.hand_row) under it (issue 15: the Park's cards nearly as tall as a hand card, the Perks' words
#: whole at 12 px and more; the hand's name and legend sit left of its cards, so the hand needs
#: no row above them)
MIDDLE_Y, PLAY_Y, HAND_Y = 306, 490, 622
#: ... and where nobody's hand is shown (every seat a computer: a game watched, attract mode):
#: the boards take most of the hand's room, the middle row the rest (board height, middle row,
#: play area, foot)
WATCH_YS = (350, 396, 590, 744)
BANNER = pygame.Rect(0, 0, SCREEN_W, 36)
#: The widest a Park card is drawn (px): wider than a hand card; past it a wider table's room goes to the Perks
PARK_CARD_W = 156


def line_px(size: int, bold: bool = False) -> int:
    """The height (px) a line of words asked for at ``size`` takes: the font's own line height
    (it grows with the text-size setting and on a small window), and a pixel for a drawn line
    that is a pixel taller than that."""
    return font(size, bold).get_linesize() + 1


class FortLayout(Record):
    """Rects for ``seats`` boards (a row along the top, in seat order), the middle strip and the hand,
    on a table ``width`` px wide (at least 1280) and 800 high.

    Each board keeps its place for the whole game, whoever looks (issue 14 item 5: a board that
    moved under a person got the wrong rival's card recruited); the person's own hand is the strip
    along the bottom. Not changed once made (a :class:`~fort_desktop.record.Record`)."""

    __slots__ = ("seats", "width", "watch")
    frozen = True

    def __init__(self, seats: int, width: int = SCREEN_W, watch: bool = False):
        self.seats, self.width, self.watch = seats, width, watch

    @property
    def ys(self) -> tuple[int, int, int, int]:
        """The boards' height and the tops of the middle row, the play area and the hand (px):
        :data:`BOARD_H` and the rest, or :data:`WATCH_YS` when no hand is ever shown (``watch``)."""
        return WATCH_YS if self.watch else (BOARD_H, MIDDLE_Y, PLAY_Y, HAND_Y)

    @property
    def extra(self) -> int:
        """Px the table is wider than the narrowest one."""
        return max(0, self.width - SCREEN_W)

    @property
    def size(self) -> tuple[int, int]:
        """The whole table (px)."""
        return max(SCREEN_W, self.width), SCREEN_H

    def board(self, seat: int) -> pygame.Rect:
        """The board of ``seat`` (0-based): the ``seat``-th place from the left, for every viewer."""
        width = (self.size[0] - 10) // self.seats
        return pygame.Rect(5 + seat * width, 40, width - 6, self.ys[0])

    @property
    def banner(self) -> pygame.Rect:
        return pygame.Rect(0, 0, self.size[0], BANNER.h)

    @property
    def panel(self) -> pygame.Rect:
        """The panel of choices, at the right edge."""
        top = self.ys[1]
        return pygame.Rect(PANEL.x + self.extra, top, PANEL.w, PANEL.bottom - top)

    @property
    def log(self) -> pygame.Rect:
        """The game log: the last few moves, at the foot of the panel (under its rows and message;
        the panel under a message's place when nobody's moves are listed, ``watch``)."""
        panel = self.panel
        height = panel.h - 92 if self.watch else LOG_H
        return pygame.Rect(panel.x + 6, panel.bottom - height - 4, panel.w - 12, height)

    @property
    def park(self) -> pygame.Rect:
        """The Park: its three cards at most :data:`PARK_CARD_W` wide; the rest of a wider table
        goes to the Perks (issue 15: their words read on the tiles, not only hovered)."""
        _, middle, play, _ = self.ys
        return pygame.Rect(10, middle, min(420 + self.extra // 2, 3 * (PARK_CARD_W + 6) + 12), play - 6 - middle)

    @property
    def perks(self) -> pygame.Rect:
        _, middle, play, _ = self.ys
        left = self.park.right + 10
        return pygame.Rect(left, middle, 920 + self.extra - left, play - 6 - middle)

    @property
    def play(self) -> pygame.Rect:
        _, _, play, hand = self.ys
        return pygame.Rect(10, play, 910 + self.extra, hand - 4 - play)

    @property
    def hand(self) -> pygame.Rect:
        hand = self.ys[3]
        return pygame.Rect(10, hand, 910 + self.extra, SCREEN_H - 5 - hand)

    @property
    def recap(self) -> pygame.Rect:
        """Where "Since your last turn" is shown: over the Park, the Perks and the play area."""
        _, middle, _, hand = self.ys
        return pygame.Rect(10, middle - 4, 910 + self.extra, hand - middle)

    def park_slot(self, i: int) -> pygame.Rect:
        """The ``i``-th Park card's place (the slots spread over a wider Park), under the Park's
        title as tall as it is drawn (15 px bold)."""
        step = max(136, (self.park.w - 12) // 3)        # (a wider Park: wider cards, as many)
        top = max(self.park.y + 28, self.park.y + 3 + line_px(15, True))
        return pygame.Rect(self.park.x + 8 + i * step, top, step - 6, self.park.bottom - 4 - top)
