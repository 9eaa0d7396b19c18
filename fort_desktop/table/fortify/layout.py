"""Where everything of the Fortify table sits on the 1280 x 800 logical screen (no drawing here).

The forts are what people look at, so the two play areas of 36 x 20 cells fill the left column at
``cell_px`` (17 by default: 612 x 340 px each) and face each other across the fence (fortify.md 1;
TABLE.md): seat 0 (P1) below the fence, seat 1 (P2) above it, turned 180 degrees so each fort grows
away from the fence: cell (x, y) of seat 1 is drawn at screen cell (35 - x, 19 - y).

The right column holds, top to bottom: P2's panel (beside P2's area), the shared supply and the game
log (level with the fence, between the players), P1's panel (beside P1's area). A panel is a name
line (name, dice, Base hits, race status) over three columns: the hand pile with the Reserve count,
the dice tray (room for 5 dice of 34 px to tumble) and up to three buttons. A line of controls runs
along the bottom.

Units: ``cell_px`` logical pixels per cell; every rect is in logical pixels.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

SCREEN_W, SCREEN_H = 1280, 800
BANNER_H = 44
MARGIN = 12
FENCE_H = 24
GAP = 8
ZONE_H = 190                 # one player's panel (px)
TITLE_H = 30                 # the name line of a panel (px)
HAND_COL_W = 112             # the hand pile column: room for a card turned sideways (6 cells + margin)
BUTTON_W, BUTTON_H = 172, 40
SUPPLY_H = 160               # the supply band (labels and piles), level with the fence
HINTS_H = 30                 # the line of controls at the bottom
SUPPLY_NAMES = ("deck", "builder", "thrower", "medic", "discard")


@dataclass(frozen=True)
class Zone:
    """One player's side panel: name line, hand pile, dice tray and buttons (px)."""

    rect: pygame.Rect
    title: pygame.Rect
    hand: pygame.Rect          # the top card of the hand pile, card size (4 x 6 cells)
    tray: pygame.Rect          # inside of the dice tray
    buttons: tuple[pygame.Rect, ...]   # three button slots, top to bottom


class Layout:
    """Rects of the table for a play area of ``cols`` x ``rows`` cells drawn at ``cell_px``.

    Raises ``ValueError`` when the play areas at that size leave no room for the panels.
    """

    def __init__(self, cell_px: int = 17, cols: int = 36, rows: int = 20,
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
        play_w = MARGIN + aw + MARGIN
        self.fence = pygame.Rect(0, top + ah, play_w, FENCE_H)
        self.fence_centre = (MARGIN + aw // 2, self.fence.centery)
        right_x = play_w
        right_w = SCREEN_W - right_x - MARGIN
        if right_w < 520 or self.area[0].bottom > SCREEN_H - HINTS_H:
            raise ValueError(f"cell_px {c} leaves no room for the panels beside the play areas")
        card_w, card_h = card_cells[0] * c, card_cells[1] * c
        self.card_size = (card_w, card_h)
        self.zone = {
            1: self._zone(pygame.Rect(right_x, self.area[1].y, right_w, ZONE_H)),
            0: self._zone(pygame.Rect(right_x, self.area[0].bottom - ZONE_H, right_w, ZONE_H)),
        }
        middle_top = self.zone[1].rect.bottom + GAP
        middle_bottom = self.zone[0].rect.top - GAP
        self.supply = pygame.Rect(right_x, middle_top, right_w, SUPPLY_H)
        self.log = pygame.Rect(right_x, self.supply.bottom + GAP, right_w,
                               middle_bottom - self.supply.bottom - GAP)
        #: the round's results after a clean-up cover the supply and the log (the forts stay in view)
        self.results = pygame.Rect(right_x, middle_top, right_w, self.log.bottom - middle_top)
        self.results_button = pygame.Rect(0, 0, 200, 46)
        self.results_button.bottomright = (self.results.right - 14, self.results.bottom - 12)
        self.hints = pygame.Rect(MARGIN, SCREEN_H - HINTS_H, SCREEN_W - 2 * MARGIN, HINTS_H)
        # supply slots, left to right: Fort deck, Builders, Throwers, Medics, discard
        slot_w = self.supply.w // len(SUPPLY_NAMES)
        self.supply_slots = {
            name: pygame.Rect(self.supply.x + i * slot_w, self.supply.y + 8, slot_w, self.supply.h - 12)
            for i, name in enumerate(SUPPLY_NAMES)
        }
        #: the Kid piles are drawn bigger than on the table (px per cell), so their top Kid reads well
        self.pile_cell_px = min(2 * c, (self.supply.h - 52) // 3)

    def _zone(self, rect: pygame.Rect) -> Zone:
        title = pygame.Rect(rect.x, rect.y, rect.w, TITLE_H)
        body_top = title.bottom + 4
        body_h = rect.bottom - body_top - 10
        card_w, card_h = self.card_size
        hand = pygame.Rect(0, 0, card_w, card_h)
        hand.center = (rect.x + 10 + HAND_COL_W // 2, body_top + body_h // 2 + 2)
        bx = rect.right - 10 - BUTTON_W
        tray_x = rect.x + 10 + HAND_COL_W + 16
        tray = pygame.Rect(tray_x, body_top + 6, bx - 16 - tray_x, body_h - 6)
        step = (body_h - BUTTON_H) // 2
        buttons = tuple(pygame.Rect(bx, body_top + 4 + i * step, BUTTON_W, BUTTON_H) for i in range(3))
        return Zone(rect, title, hand, tray, buttons)

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
