"""Where everything of the Fortify table sits on the 1280 x 800 logical screen (no drawing here).

The forts are what people look at (issue 7: the largest thing on screen). Two whole 36 x 20 play
areas do not fit side by side at a readable size, so the table has a *focus*: the play area being
acted on is drawn large (``focus_cell_px`` of ``data/fortify/table.yaml``, at most; 27 px a cell
fills 972 x 540 px, 1.6x the 17 px of the first table) and the other one as
an inset (:data:`INSET_CELL_PX` = 8 px a cell) across the fence, which a click brings into focus.
The two areas keep their places and turns whatever the focus (fortify.md 1; TABLE.md): seat 1 (P2)
above the fence, turned 180 degrees, so cell (x, y) of seat 1 is drawn at screen cell
(35 - x, 19 - y); seat 0 (P1) below it. The supply sits beside the inset.

The right column holds, top to bottom: P2's panel, the game log, P1's panel. A panel is a name line
and a status line over the hand pile (with the Reserve count) beside the dice tray, and two rows of
buttons. A line of controls runs along the bottom.

Units: every rect is in logical pixels; ``cells[seat]`` is the px per cell of that seat's area.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

SCREEN_W, SCREEN_H = 1280, 800
BANNER_H = 44
MARGIN = 12
FENCE_H = 20
GAP = 8
FOCUS_CELL_PX = 27           # the play area in focus (px per cell) unless the data says otherwise
INSET_CELL_PX = 8            # the other play area (px per cell)
HAND_CELL_PX = 18            # the hand pile and the supply's cards (px per cell)
HOVER_CELL_PX = 51           # a card shown big under the pointer (px per cell)
RIGHT_W = 272                # the right column: the panels and the log
ZONE_H = 316                 # one player's panel (px)
TITLE_H = 30                 # the name line of a panel (px)
STATUS_H = 20                # the status line under it (px)
HAND_COL_W = 112             # the hand pile column: room for a card turned sideways
TRAY_H = 162                 # room for six dice of 34 px to tumble (two across, three down)
BUTTON_H = 38
HINTS_H = 30                 # the line of controls at the bottom
SUPPLY_W = 700               # the supply band beside the inset (at most)
SUPPLY_NAMES = ("deck", "builder", "thrower", "medic", "discard")


@dataclass(frozen=True)
class Zone:
    """One player's side panel: name line, hand pile, dice tray and buttons (px)."""

    rect: pygame.Rect
    title: pygame.Rect
    hand: pygame.Rect          # the top card of the hand pile, card size (4 x 6 cells)
    tray: pygame.Rect          # inside of the dice tray
    buttons: tuple[pygame.Rect, ...]   # three button slots: two side by side, the third below


class Layout:
    """Rects of the table for play areas of ``cols`` x ``rows`` cells with seat ``focus`` in focus.

    ``cells[seat]``: px per cell of that seat's area (``cell_px`` is the focused one's: at most
    ``focus_cell_px``, less when the area would not fit). The panels, trays, buttons and log lie in
    the same place whatever the focus.
    Raises ``ValueError`` when the play areas leave no room for the panels.
    """

    def __init__(self, cols: int = 36, rows: int = 20, card_cells: tuple[int, int] = (4, 6), focus: int = 0,
                 focus_cell_px: int = FOCUS_CELL_PX):
        self.focus = focus
        self.cols, self.rows = cols, rows
        top = BANNER_H + 6
        bottom = SCREEN_H - HINTS_H
        inset_c = INSET_CELL_PX
        right_x = SCREEN_W - MARGIN - RIGHT_W
        big_c = min(focus_cell_px, (right_x - 2 * MARGIN) // cols,
                    (bottom - top - FENCE_H - rows * inset_c) // rows)
        if big_c < 2 * inset_c:
            raise ValueError(f"a play area of {cols} x {rows} cells leaves no room for the panels")
        self.cell_px = big_c
        self.cells = {focus: big_c, 1 - focus: inset_c}
        big = pygame.Rect(MARGIN, 0, cols * big_c, rows * big_c)
        small = pygame.Rect(MARGIN, 0, cols * inset_c, rows * inset_c)
        upper, lower = (small, big) if focus == 0 else (big, small)
        upper.y = top
        self.fence = pygame.Rect(0, upper.bottom, MARGIN + big.w + MARGIN, FENCE_H)
        lower.y = self.fence.bottom
        self.area = {1: upper, 0: lower}
        self.fence_centre = (MARGIN + big.w // 2, self.fence.centery)
        self.banner = pygame.Rect(0, 0, SCREEN_W, BANNER_H)
        card_w, card_h = card_cells[0] * HAND_CELL_PX, card_cells[1] * HAND_CELL_PX
        self.hand_cell_px = HAND_CELL_PX
        self.hover_cell_px = HOVER_CELL_PX
        self.card_size = (card_w, card_h)
        self.zone = {
            1: self._zone(pygame.Rect(right_x, top, RIGHT_W, ZONE_H)),
            0: self._zone(pygame.Rect(right_x, bottom - ZONE_H, RIGHT_W, ZONE_H)),
        }
        self.log = pygame.Rect(right_x, self.zone[1].rect.bottom + GAP, RIGHT_W,
                               self.zone[0].rect.top - GAP - self.zone[1].rect.bottom - GAP)
        inset = self.area[1 - focus]
        supply_x = inset.right + 16
        self.supply = pygame.Rect(supply_x, inset.y, min(SUPPLY_W, right_x - MARGIN - supply_x), inset.h)
        #: the round's results after a clean-up cover the right column (the forts stay in view)
        self.results = pygame.Rect(right_x, top, RIGHT_W, bottom - top)
        self.results_button = pygame.Rect(0, 0, RIGHT_W - 28, 46)
        self.results_button.bottomright = (self.results.right - 14, self.results.bottom - 12)
        self.hints = pygame.Rect(MARGIN, SCREEN_H - HINTS_H, SCREEN_W - 2 * MARGIN, HINTS_H)
        # supply slots, left to right: Fort deck, Builders, Throwers, Medics, discard
        slot_w = self.supply.w // len(SUPPLY_NAMES)
        self.supply_slots = {
            name: pygame.Rect(self.supply.x + i * slot_w, self.supply.y + 6, slot_w, self.supply.h - 8)
            for i, name in enumerate(SUPPLY_NAMES)
        }
        #: the Kid piles are drawn at this size (px per cell), so their top Kid reads well
        self.pile_cell_px = min(2 * HAND_CELL_PX, (self.supply.h - 48) // 3)

    def _zone(self, rect: pygame.Rect) -> Zone:
        title = pygame.Rect(rect.x, rect.y, rect.w, TITLE_H)
        body_top = title.bottom + STATUS_H + 4
        hand = pygame.Rect(0, 0, *self.card_size)
        hand.center = (rect.x + 10 + HAND_COL_W // 2, body_top + TRAY_H // 2)
        tray_x = rect.x + 10 + HAND_COL_W + 14
        tray = pygame.Rect(tray_x, body_top + 6, rect.right - 16 - tray_x, TRAY_H - 6)
        row = tray.bottom + 12
        half = (rect.w - 30) // 2
        buttons = (pygame.Rect(rect.x + 10, row, half, BUTTON_H),
                   pygame.Rect(rect.x + 20 + half, row, half, BUTTON_H),
                   pygame.Rect(rect.x + 10, row + BUTTON_H + 4, rect.w - 20, BUTTON_H))
        return Zone(rect, title, hand, tray, buttons)

    # ------------------------------------------------------------------ cells <-> pixels
    def cell_rect(self, seat: int, x: int, y: int, w: int = 1, h: int = 1) -> pygame.Rect:
        """The screen rect (px) of the ``w`` x ``h`` cells with top-left cell (x, y) of ``seat``'s area."""
        c, area = self.cells[seat], self.area[seat]
        if seat == 1:
            sx, sy = self.cols - (x + w), self.rows - (y + h)
        else:
            sx, sy = x, y
        return pygame.Rect(area.x + sx * c, area.y + sy * c, w * c, h * c)

    def cell_at(self, seat: int, px: float, py: float) -> tuple[int, int] | None:
        """The cell of ``seat``'s area under the point (px), or None when outside the area."""
        area, c = self.area[seat], self.cells[seat]
        if not area.collidepoint(px, py):
            return None
        sx, sy = int((px - area.x) // c), int((py - area.y) // c)
        if seat == 1:
            return self.cols - 1 - sx, self.rows - 1 - sy
        return sx, sy

    def top_left_cells(self, seat: int, rect_x: float, rect_y: float, w_cells: int, h_cells: int
                       ) -> tuple[float, float]:
        """Fractional cell coordinates of the top-left cell of a ``w_cells`` x ``h_cells`` thing
        whose on-screen rect starts at (rect_x, rect_y) px, in ``seat``'s cell system (for snapping)."""
        area, c = self.area[seat], self.cells[seat]
        u, v = (rect_x - area.x) / c, (rect_y - area.y) / c
        if seat == 1:
            return self.cols - w_cells - u, self.rows - h_cells - v
        return u, v

    def screen_turns(self, seat: int) -> int:
        """Quarter turns clockwise the drawing of ``seat``'s area adds (2 for the far player)."""
        return 2 if seat == 1 else 0

    def area_at(self, px: float, py: float) -> int | None:
        """The seat whose play area holds the point, or None."""
        for seat, rect in self.area.items():
            if rect.collidepoint(px, py):
                return seat
        return None
