"""Where everything of the Fortify table sits on its logical screen (800 px high, 1280 or more wide; no drawing here).

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

A canvas wider than 1280 (16:9: 1422 px; ``width``) gives its extra width to the forts first: the
area in focus grows until the height is used up (the inset shrinking to :data:`MIN_INSET_CELL_PX`
a cell: 29 px a cell at 16:9, 1044 x 580 px), and the right column takes the rest (its dice trays,
buttons and log widen). At 1280 the table is as it always was.

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
MIN_INSET_CELL_PX = 6        # ... at the least, when a wide canvas lets the area in focus grow
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
SUPPLY_WORDS_H = 38          # a pile's name and count over it (px)
SUPPLY_NAMES = ("deck", "builder", "thrower", "medic", "discard")
#: each pile's name over or beside it
SUPPLY_LABELS = {"deck": "Fort deck", "builder": "Builders", "thrower": "Throwers", "medic": "Medics",
                 "discard": "Discard"}
LABEL_PX_PER_CHAR = 10.5     # about how wide a letter of a pile's name is (16 px bold), for the slots' widths


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
                 focus_cell_px: int = FOCUS_CELL_PX, width: int = SCREEN_W):
        self.focus = focus
        self.cols, self.rows = cols, rows
        #: the table's width (px, at least 1280): the canvas's
        self.width = width = max(SCREEN_W, int(width))
        top = BANNER_H + 6
        bottom = SCREEN_H - HINTS_H
        room_h = bottom - top - FENCE_H          # both play areas, one above the fence, one below
        # the area in focus: as large as the width leaves beside a right column of RIGHT_W at
        # least, the height beside an inset of MIN_INSET_CELL_PX, and the data's size scaled to the width
        cap = focus_cell_px * width // SCREEN_W
        big_c = min(cap, (width - MARGIN - RIGHT_W - 2 * MARGIN) // cols, (room_h - rows * MIN_INSET_CELL_PX) // rows)
        inset_c = max(1, min(INSET_CELL_PX, (room_h - rows * big_c) // rows))
        if big_c < 2 * inset_c:
            raise ValueError(f"a play area of {cols} x {rows} cells leaves no room for the panels")
        right_x = MARGIN + cols * big_c + MARGIN
        #: the right column's width (px): RIGHT_W at 1280, more on a wider canvas
        self.right_w = right_w = width - MARGIN - right_x
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
        self.banner = pygame.Rect(0, 0, width, BANNER_H)
        card_w, card_h = card_cells[0] * HAND_CELL_PX, card_cells[1] * HAND_CELL_PX
        self.hand_cell_px = HAND_CELL_PX
        self.hover_cell_px = HOVER_CELL_PX
        self.card_size = (card_w, card_h)
        self.zone = {
            1: self._zone(pygame.Rect(right_x, top, right_w, ZONE_H)),
            0: self._zone(pygame.Rect(right_x, bottom - ZONE_H, right_w, ZONE_H)),
        }
        self.log = pygame.Rect(right_x, self.zone[1].rect.bottom + GAP, right_w,
                               self.zone[0].rect.top - GAP - self.zone[1].rect.bottom - GAP)
        inset = self.area[1 - focus]
        supply_x = inset.right + 16
        #: the supply's names stand beside its piles (not above them) when the band is too low
        #: for a card under two lines of words (a wide canvas's smaller inset); the band then takes
        #: all the width beside the inset
        self.supply_words_beside = inset.h < SUPPLY_WORDS_H + card_cells[1] * HAND_CELL_PX + 8
        room_w = right_x - MARGIN - supply_x
        self.supply = pygame.Rect(supply_x, inset.y, room_w if self.supply_words_beside else min(SUPPLY_W, room_w),
                                  inset.h)
        #: the round's results after a clean-up cover the right column (the forts stay in view)
        self.results = pygame.Rect(right_x, top, right_w, bottom - top)
        self.results_button = pygame.Rect(0, 0, min(right_w, RIGHT_W) - 28, 46)
        self.results_button.bottomright = (self.results.right - 14, self.results.bottom - 12)
        self.hints = pygame.Rect(MARGIN, SCREEN_H - HINTS_H, width - 2 * MARGIN, HINTS_H)
        # supply slots, left to right: Fort deck, Builders, Throwers, Medics, discard (as wide as
        # each other; with the words beside the piles, each as wide as its name and a card ask)
        needs = [float(card_w + 24 + LABEL_PX_PER_CHAR * len(SUPPLY_LABELS[name])) if self.supply_words_beside
                 else 1.0 for name in SUPPLY_NAMES]
        edges = [self.supply.x + round(self.supply.w * sum(needs[:i]) / sum(needs)) for i in range(len(needs) + 1)]
        self.supply_slots = {
            name: pygame.Rect(edges[i], self.supply.y + 6, edges[i + 1] - edges[i], self.supply.h - 8)
            for i, name in enumerate(SUPPLY_NAMES)
        }
        #: the Kid piles are drawn at this size (px per cell), so their top Kid reads well
        self.pile_cell_px = min(2 * HAND_CELL_PX, (self.supply.h - 48) // 3)
        #: per pile: the centre of its top piece, and where its name and count are written (their
        #: anchor points and the anchor's name)
        self.supply_centres: dict[str, tuple[int, int]] = {}
        self.supply_words: dict[str, tuple[tuple[int, int], tuple[int, int], str]] = {}
        for name, slot in self.supply_slots.items():
            if self.supply_words_beside:
                self.supply_centres[name] = (slot.right - 10 - card_w // 2, slot.centery)
                left = slot.x + 6
                self.supply_words[name] = ((left, slot.centery - 20), (left, slot.centery + 1), "topleft")
            else:
                self.supply_centres[name] = (slot.centerx, slot.y + SUPPLY_WORDS_H + (slot.h - SUPPLY_WORDS_H) // 2)
                self.supply_words[name] = ((slot.centerx, slot.y + 2), (slot.centerx, slot.y + 20), "midtop")

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
