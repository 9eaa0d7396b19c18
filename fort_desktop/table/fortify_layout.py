"""Where everything of the Fortify table sits on the 1280 x 800 logical screen (no drawing here).

Two play areas of 36 x 20 cells face each other across the fence (fortify.md 1; TABLE.md): seat 0
(P1) below the fence, seat 1 (P2) above it, rotated 180 degrees so each fort grows away from the
fence: cell (x, y) of seat 1 is drawn at screen cell (35 - x, 19 - y). Beside each area sits its
player's zone (hand pile, dice tray, buttons); the supply and the log run along the bottom.

Units: ``cell_px`` logical pixels per cell; every rect is in logical pixels.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

SCREEN_W, SCREEN_H = 1280, 800
BANNER_H = 46
MARGIN = 14
FENCE_H = 30


@dataclass(frozen=True)
class Zone:
    """One player's side panel: name line, hand pile, reserve, dice tray and buttons (px)."""

    rect: pygame.Rect
    title: pygame.Rect
    hand: pygame.Rect          # the top card of the hand pile, card size (4 x 6 cells)
    tray: pygame.Rect          # inside of the dice tray
    buttons: tuple[pygame.Rect, ...]   # up to 3 button slots, top to bottom


class Layout:
    """Rects of the table for a play area of ``cols`` x ``rows`` cells drawn at ``cell_px``."""

    def __init__(self, cell_px: int = 14, cols: int = 36, rows: int = 20,
                 card_cells: tuple[int, int] = (4, 6)):
        self.cell_px = c = int(cell_px)
        self.cols, self.rows = cols, rows
        aw, ah = cols * c, rows * c
        self.banner = pygame.Rect(0, 0, SCREEN_W, BANNER_H)
        top = BANNER_H + 6
        self.area = {
            1: pygame.Rect(MARGIN, top, aw, ah),
            0: pygame.Rect(MARGIN, top + ah + FENCE_H, aw, ah),
        }
        self.fence = pygame.Rect(0, top + ah, SCREEN_W, FENCE_H)
        self.fence_centre = (MARGIN + aw // 2, self.fence.centery)
        right_x = MARGIN + aw + MARGIN
        right_w = SCREEN_W - right_x - MARGIN
        card_w, card_h = card_cells[0] * c, card_cells[1] * c
        self.card_size = (card_w, card_h)
        self.zone = {}
        for seat, area in self.area.items():
            zone = pygame.Rect(right_x, area.y, right_w, area.h)
            title = pygame.Rect(zone.x, zone.y, zone.w, 30)
            hand = pygame.Rect(zone.x + 14, title.bottom + 36, card_w, card_h)
            button_w, button_h = 176, 44
            bx = zone.right - button_w
            tray_x = hand.right + 40
            tray = pygame.Rect(tray_x, title.bottom + 6, bx - 12 - tray_x, zone.bottom - title.bottom - 12)
            buttons = tuple(pygame.Rect(bx, title.bottom + 10 + i * (button_h + 12), button_w, button_h)
                            for i in range(4))
            self.zone[seat] = Zone(zone, title, hand, tray, buttons)
        bottom = self.area[0].bottom + 8
        self.supply = pygame.Rect(MARGIN, bottom, aw, SCREEN_H - bottom - 6)
        self.log = pygame.Rect(right_x, bottom, right_w, SCREEN_H - bottom - 6)
        # supply slots, left to right: Fort deck, Builders, Throwers, Medics, discard
        slot_w = self.supply.w // 5
        self.supply_slots = {
            name: pygame.Rect(self.supply.x + i * slot_w, self.supply.y + 18, slot_w, self.supply.h - 18)
            for i, name in enumerate(("deck", "builder", "thrower", "medic", "discard"))
        }

    # ------------------------------------------------------------------ cells <-> pixels
    def cell_rect(self, seat: int, x: int, y: int, w: int = 1, h: int = 1) -> pygame.Rect:
        """The screen rect (px) of the ``w`` x ``h`` cells with top-left cell (x, y) of ``seat``'s area."""
        c, area = self.cell_px, self.area[seat]
        if seat == 1:
            sx, sy = self.cols - (x + w), self.rows - (y + h)
        else:
            sx, sy = x, y
        return pygame.Rect(area.x + sx * c, area.y + sy * c, w * c, h * c)

    def cell_at(self, seat: int, px: float, py: float) -> tuple[int, int] | None:
        """The cell of ``seat``'s area under the point (px), or None when outside the area."""
        area = self.area[seat]
        if not area.collidepoint(px, py):
            return None
        sx, sy = int((px - area.x) // self.cell_px), int((py - area.y) // self.cell_px)
        if seat == 1:
            return self.cols - 1 - sx, self.rows - 1 - sy
        return sx, sy

    def top_left_cells(self, seat: int, rect_x: float, rect_y: float, w_cells: int, h_cells: int
                       ) -> tuple[float, float]:
        """Fractional cell coordinates of the top-left cell of a ``w_cells`` x ``h_cells`` thing
        whose on-screen rect starts at (rect_x, rect_y) px, in ``seat``'s cell system (for snapping)."""
        area, c = self.area[seat], self.cell_px
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
