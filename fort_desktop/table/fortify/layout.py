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

Larger text (the text-size setting, or a small window's least size; issue 15) makes the lines
as tall as the font in use draws them (:class:`Lines`): the name, status and button rows of the
panels, the log's rows, the supply's words. The right column is then as wide as its buttons'
labels need (the play areas shrink a little), the hand card smaller when the panel has no more
height, and the supply's slots as wide as their names measure: beside the piles when they fit,
else over them, the piles smaller (and the inset too, when the names need its width). At 100 %
every line fits the fixed sizes below, so the table is as it always was. A layout is a pure
function of the canvas width and the text size in use (:func:`text_key`: lay out again when it
changes).

Units: every rect is in logical pixels; ``cells[seat]`` is the px per cell of that seat's area.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import widgets
from ..kit import hud as kit_hud
from ..kit.layers import text_width

SCREEN_W, SCREEN_H = 1280, 800
BANNER_H = 44
MARGIN = 12
FENCE_H = 20
SUPPLY_WORDS_TOP = 8         # the supply's names start this far (px) under its band's top
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
DIE_PX = 34                  # a die in a tray (px)
#: the least tray height (px): two rows of dice thrown (a die to every 1.5 die sides, the dice
#: tray's rule), so the most dice a seat throws (4 Balloon Dice and the Cousin Die) always fit
TRAY_LEAST_H = int(2 * 1.5 * DIE_PX) + 2
BUTTON_H = 38
HINTS_H = 30                 # the line of controls at the bottom
SUPPLY_W = 700               # the supply band beside the inset (at most)
SUPPLY_WORDS_H = 38          # a pile's name and count over it (px)
SUPPLY_NAMES = ("deck", "builder", "thrower", "medic", "discard")
#: each pile's name over or beside it
SUPPLY_LABELS = {"deck": "Fort deck", "builder": "Builders", "thrower": "Throwers", "medic": "Medics",
                 "discard": "Discard"}
SUPPLY_NAME_SIZE, SUPPLY_COUNT_SIZE = 16, 14   # a pile's name (bold) and its count (px asked)
SUPPLY_COUNT_WIDEST = "52 left"                 # the widest count a pile shows
#: the panel buttons' labels, by slot (0 and 1 side by side, 2 the wide one below), and their sizes
SLOT_LABELS = (("Skip card", "Roll"), ("Re-roll",), ("Stop & grab", "Done & grab", "Roll Jerk Die"))
SLOT_FONT_PX = (19, 19, 21)
RESULTS_LABELS = ("Next round", "See the winner")   # the results' go-on button, at RESULTS_FONT_PX bold
RESULTS_FONT_PX = 24
NAME_SHOWN = "Annabelle"     # a name this long shows whole on a panel's name line
NAME_LINE_ROOM = 100         # what a name line keeps beside the name: the grabbed Meeples (px)
LEAST_HAND_CELL_PX = 10      # the hand card is never drawn smaller than this (px per cell)


def text_key() -> tuple[int, int]:
    """What of the text size in use a layout depends on: the drawn size of 1 px and of 100 px text
    (the text-size setting and the least size the window asks for). A table lays out again when
    this changes."""
    return widgets.text_px(1), widgets.text_px(100)


@dataclass(frozen=True)
class Lines:
    """Heights (px) of the table's lines for the text in use; at 100 % the fixed sizes above."""

    title_h: int        # a panel's name line (20 px bold names)
    status_h: int       # its status line (17 px at most)
    button_h: int       # a panel button (21 px bold labels at most)
    hand_above: int     # "Hand: 4" over the hand pile (15 px bold), from its baseline to the card
    hand_below: int     # "Reserve: 0" under it (14 px)
    hand_across: int    # both on one line over the hand and the tray (larger text), down to them
    note_step: int      # a line of the tray's note (14 px)
    name_step: int      # a supply pile's name line (16 px bold) down to its count
    words_h: int        # a pile's name and count (px)

    @staticmethod
    def measured() -> Lines:
        step = widgets.line_step
        name_step = max(18, step(SUPPLY_NAME_SIZE, True) - 1)
        return Lines(title_h=max(TITLE_H, step(20, True) + 2), status_h=max(STATUS_H, step(17) - 3),
                     button_h=max(BUTTON_H, step(21, True) + 4), hand_above=max(18, step(15, True)) + 5,
                     hand_below=max(17, step(14)) + 8, hand_across=max(step(15, True), step(14)) + 2, note_step=max(18, step(14) + 1), name_step=name_step,
                     words_h=max(SUPPLY_WORDS_H, name_step + step(SUPPLY_COUNT_SIZE) + 3))


def right_column_need() -> int:
    """The least width (px) of the right column for the text in use: two buttons side by side and
    the wide one below showing their whole labels (the Button keeps 8 px a side), and a name of
    :data:`NAME_SHOWN`'s length beside the Meeples; :data:`RIGHT_W` at the least."""
    def widest(slot: int) -> int:
        return max(text_width(label, SLOT_FONT_PX[slot], True) for label in SLOT_LABELS[slot]) + 16

    pair = 2 * max(widest(0), widest(1)) + 30
    return max(RIGHT_W, pair, widest(2) + 20, text_width(NAME_SHOWN, 20, True) + NAME_LINE_ROOM + 14)


def supply_word_widths() -> list[int]:
    """How wide (px) each pile's words are (its name, or its count if wider), in slot order."""
    count = text_width(SUPPLY_COUNT_WIDEST, SUPPLY_COUNT_SIZE)
    return [max(text_width(SUPPLY_LABELS[name], SUPPLY_NAME_SIZE, True), count) for name in SUPPLY_NAMES]


@dataclass(frozen=True)
class Zone:
    """One player's side panel: name line, hand pile, dice tray and buttons (px)."""

    rect: pygame.Rect
    title: pygame.Rect
    status: pygame.Rect        # the status line under the name line
    hand: pygame.Rect          # the top card of the hand pile, card size (4 x 6 cells)
    tray: pygame.Rect          # inside of the dice tray
    buttons: tuple[pygame.Rect, ...]   # three button slots: two side by side, the third below
    #: where "Hand: 4" and "Reserve: 0" are written: (anchor point, the anchor's name) each
    hand_words: tuple[tuple[tuple[int, int], str], tuple[tuple[int, int], str]]


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
        #: the line heights of the text in use, and the text size they were measured at
        self.lines = lines = Lines.measured()
        self.text_key = text_key()
        #: the table's width (px, at least 1280): the canvas's
        self.width = width = max(SCREEN_W, int(width))
        top = BANNER_H + 6
        bottom = SCREEN_H - HINTS_H
        room_h = bottom - top - FENCE_H          # both play areas, one above the fence, one below
        # the area in focus: as large as the width leaves beside a right column as wide as its
        # words need (RIGHT_W at least), the height beside an inset of MIN_INSET_CELL_PX, and the
        # data's size scaled to the width
        cap = focus_cell_px * width // SCREEN_W
        right_need = right_column_need()
        big_c = min(cap, (width - MARGIN - right_need - 2 * MARGIN) // cols, (room_h - rows * MIN_INSET_CELL_PX) // rows)
        inset_c = max(1, min(INSET_CELL_PX, (room_h - rows * big_c) // rows))
        right_x = MARGIN + cols * big_c + MARGIN
        # the supply's names need this much width beside the inset (large text): the inset gives it
        words_need = sum(w + 12 for w in supply_word_widths()) + 8
        inset_c = max(MIN_INSET_CELL_PX, min(inset_c, (right_x - 2 * MARGIN - 16 - words_need) // cols))
        if big_c < 2 * inset_c:
            raise ValueError(f"a play area of {cols} x {rows} cells leaves no room for the panels")
        #: the right column's width (px): RIGHT_W at 1280, more on a wider canvas or with larger text
        self.right_w = right_w = width - MARGIN - right_x
        self.cell_px = big_c
        self.cells = {focus: big_c, 1 - focus: inset_c}
        big = pygame.Rect(MARGIN, 0, cols * big_c, rows * big_c)
        small = pygame.Rect(MARGIN, 0, cols * inset_c, rows * inset_c)
        # the band of the inset and the supply: the inset's height, or (when the inset is small for
        # the supply's words, larger text) what height the area in focus leaves, up to what the
        # supply's words over whole piles need; the inset lies along the fence
        band_h = small.h
        if small.h < lines.words_h + card_cells[1] * HAND_CELL_PX + 14:
            band_h = max(small.h, min(room_h - big.h, lines.words_h + card_cells[1] * HAND_CELL_PX + 14))
        upper_h = band_h if focus == 0 else big.h
        self.fence = pygame.Rect(0, top + upper_h, MARGIN + big.w + MARGIN, FENCE_H)
        if focus == 0:
            small.bottom, big.y = self.fence.top, self.fence.bottom
        else:
            big.y, small.y = top, self.fence.bottom
        band_y = top if focus == 0 else self.fence.bottom
        upper, lower = (small, big) if focus == 0 else (big, small)
        self.area = {1: upper, 0: lower}
        self.fence_centre = (MARGIN + big.w // 2, self.fence.centery)
        self.banner = pygame.Rect(0, 0, width, BANNER_H)
        # the panels: as tall as their lines need, the hand card (and the tray beside it) giving
        # up height so that the log between them keeps two rows
        fixed = lines.title_h + lines.status_h + 4 + 12 + 2 * lines.button_h + 4 + ZONE_H - 308
        log_least = kit_hud.log_top() + 2 * kit_hud.log_step() + 3
        body_h = min(max(TRAY_H, lines.hand_above + card_cells[1] * HAND_CELL_PX + lines.hand_below),
                     (bottom - top - 2 * GAP - log_least) // 2 - fixed)

        # the hand pile's card (px per cell): smaller only when the panel has no more height; its
        # words over and under it, or (larger text, when that leaves a larger card) both on one
        # line over the hand and the tray
        stacked = (body_h - lines.hand_above - lines.hand_below) // card_cells[1]
        across = (body_h - lines.hand_across - 8) // card_cells[1]
        #: "Hand: 4" and "Reserve: 0" on one line across the panel's body, the hand and tray under it
        self.hand_words_across = stacked < HAND_CELL_PX and across > stacked
        self.hand_cell_px = max(LEAST_HAND_CELL_PX, min(HAND_CELL_PX, across if self.hand_words_across else stacked))
        # ... never so low that its tray holds fewer than the most dice a seat throws (at 150% on
        # 1366 x 768 it held 4 of 5: the throw raised)
        # (its last 6 px taken from the gap over the buttons: the log between the panels keeps its rows)
        body_h = max(body_h, TRAY_LEAST_H + (lines.hand_across if self.hand_words_across else 0))
        self.body_h = body_h
        zone_h = fixed + body_h
        card_w, card_h = card_cells[0] * self.hand_cell_px, card_cells[1] * self.hand_cell_px
        self.hover_cell_px = HOVER_CELL_PX
        self.card_size = (card_w, card_h)
        self.zone = {
            1: self._zone(pygame.Rect(right_x, top, right_w, zone_h)),
            0: self._zone(pygame.Rect(right_x, bottom - zone_h, right_w, zone_h)),
        }
        self.log = pygame.Rect(right_x, self.zone[1].rect.bottom + GAP, right_w,
                               self.zone[0].rect.top - GAP - self.zone[1].rect.bottom - GAP)
        inset = self.area[1 - focus]
        supply_x = inset.right + 16
        room_w = right_x - MARGIN - supply_x
        #: how far (px) the race times' pill, taller than the fence with larger text, stands out
        #: on the inset's side (paint.py ``_race_lines``): the supply's words start past it
        self.race_overhang = max(0, kit_hud.label_rect("Race: 0 s", (0, 0), "center")[0].h - FENCE_H)
        # (the band under the fence starts lower; over the fence, the pill reaches only its piles)
        supply_band = pygame.Rect(supply_x, band_y, room_w, band_h)
        if focus == 1:      # (its words start SUPPLY_WORDS_TOP px into it: that much may be covered)
            supply_band.y += max(0, self.race_overhang - SUPPLY_WORDS_TOP)
            supply_band.h -= max(0, self.race_overhang - SUPPLY_WORDS_TOP)
        self._lay_supply(supply_band, card_cells)
        #: the round's results after a clean-up cover the right column (the forts stay in view)
        self.results = pygame.Rect(right_x, top, right_w, bottom - top)
        # its go-on button: RIGHT_W's width, or as wide as its words (larger text), within the column
        words_w = max(text_width(label, RESULTS_FONT_PX, True) for label in RESULTS_LABELS) + 24
        self.results_button = pygame.Rect(0, 0, min(right_w - 28, max(min(right_w, RIGHT_W) - 28, words_w)),
                                          max(46, widgets.line_step(RESULTS_FONT_PX, True) + 6))
        self.results_button.bottomright = (self.results.right - 14, self.results.bottom - 12)
        self.hints = pygame.Rect(MARGIN, SCREEN_H - HINTS_H, width - 2 * MARGIN, HINTS_H)

    def _lay_supply(self, band: pygame.Rect, card_cells: tuple[int, int]) -> None:
        """The supply in ``band`` (px: all the height beside the inset, the width up to the right
        column): its slots, the size of its piles, where each pile and its words lie.

        The names stand beside the piles (not above them) when the band is too low for a card under
        two lines of words (a wide canvas's smaller inset) and the width holds each name beside
        its card; else over the piles, which are then drawn smaller when the band is too low for
        them under the words (large text)."""
        lines = self.lines
        words = supply_word_widths()
        slot_h = band.h - 8
        n = len(SUPPLY_NAMES)
        # beside: each slot holds its words (6 px in), 2 px of air, the card and 10 px to its right
        beside_c = min(HAND_CELL_PX, slot_h // card_cells[1], (band.w - sum(w + 18 for w in words)) // (n * card_cells[0]))
        #: the supply's names stand beside its piles (not above them): when the band is too low for
        #: a card under two lines of words (a wide canvas's smaller inset) and wide enough for each
        #: name beside a card of LEAST_HAND_CELL_PX a cell at least; the band then takes all the
        #: width beside the inset
        self.supply_words_beside = (band.h < lines.words_h + card_cells[1] * HAND_CELL_PX + 8
                                    and beside_c >= LEAST_HAND_CELL_PX)
        if self.supply_words_beside:
            self.supply = pygame.Rect(band)
            room_h = slot_h
            cell = beside_c
            needs = [float(cell * card_cells[0] + 18 + w) for w in words]
        else:
            needs = [float(w + 12) for w in words]
            self.supply = pygame.Rect(band.x, band.y, min(SUPPLY_W, band.w), band.h)
            if sum(needs) > self.supply.w:      # the names alone fill it: the band takes all the width
                self.supply.w = band.w
            room_h = slot_h - lines.words_h - 3
            cell = max(4, min(HAND_CELL_PX, room_h // card_cells[1]))
        #: the supply's cards (px per cell): the hand's size, smaller when the band is too small
        self.supply_cell_px = cell
        card_w, card_h = card_cells[0] * cell, card_cells[1] * cell
        self.supply_card_size = (card_w, card_h)
        # supply slots, left to right: Fort deck, Builders, Throwers, Medics, discard: as wide as
        # each other when they all hold their words and a card, else each as its words ask and the
        # rest shared (with the words beside the piles, each as wide as its name and a card ask)
        if not self.supply_words_beside and max(needs) * len(needs) <= self.supply.w:
            needs = [1.0] * len(needs)
        elif not self.supply_words_beside:
            spare = (self.supply.w - sum(needs)) / len(needs)
            needs = [n + spare for n in needs]
        edges = [self.supply.x + round(self.supply.w * sum(needs[:i]) / sum(needs)) for i in range(len(needs) + 1)]
        self.supply_slots = {
            name: pygame.Rect(edges[i], self.supply.y + 6, edges[i + 1] - edges[i], slot_h)
            for i, name in enumerate(SUPPLY_NAMES)
        }
        #: the Kid piles are drawn at this size (px per cell), so their top Kid reads well (a Kid
        #: is 3 cells tall at most)
        self.pile_cell_px = max(4, min(2 * HAND_CELL_PX, (self.supply.h - 48) // 3, room_h // 3))
        #: per pile: the centre of its top piece, and where its name and count are written (their
        #: anchor points and the anchor's name)
        self.supply_centres: dict[str, tuple[int, int]] = {}
        self.supply_words: dict[str, tuple[tuple[int, int], tuple[int, int], str]] = {}
        step = lines.name_step
        for name, slot in self.supply_slots.items():
            if self.supply_words_beside:
                self.supply_centres[name] = (slot.right - 10 - card_w // 2, slot.centery)
                left = slot.x + 6
                self.supply_words[name] = ((left, slot.centery - step - 2), (left, slot.centery + 1), "topleft")
            else:
                words_h = lines.words_h
                self.supply_centres[name] = (slot.centerx, slot.y + words_h + (slot.h - words_h) // 2)
                self.supply_words[name] = ((slot.centerx, slot.y + 2), (slot.centerx, slot.y + 2 + step), "midtop")

    def _zone(self, rect: pygame.Rect) -> Zone:
        lines = self.lines
        title = pygame.Rect(rect.x, rect.y, rect.w, lines.title_h)
        status = pygame.Rect(rect.x + 2, title.bottom, rect.w - 4, lines.status_h)
        body_top = status.bottom + 4
        hand = pygame.Rect(0, 0, *self.card_size)
        words: tuple[tuple[tuple[int, int], str], tuple[tuple[int, int], str]]
        if self.hand_words_across:
            words = (((rect.x + 14, body_top), "topleft"),
                     ((rect.x + 14 + text_width("Hand: 44", 15, True) + 18, body_top), "topleft"))
            body_top += lines.hand_across
            body_h = self.body_h - lines.hand_across
            hand.center = (rect.x + 10 + HAND_COL_W // 2, body_top + 2 + (body_h - 8) // 2)
        else:
            body_h = self.body_h
            # in the middle of the body, clear of its words above and below
            hand.center = (rect.x + 10 + HAND_COL_W // 2, max(
                body_top + lines.hand_above + hand.h // 2,
                min(body_top + body_h // 2, body_top + body_h - lines.hand_below - hand.h // 2)))
            words = (((hand.centerx, hand.y - 5), "midbottom"), ((hand.centerx, hand.bottom + 8), "midtop"))
        tray_x = rect.x + 10 + HAND_COL_W + 14
        # the tray holds the most dice: where the body is low (large text) it takes up to 6 px of
        # the gap over the buttons (:data:`TRAY_LEAST_H`)
        extra = min(6, max(0, TRAY_LEAST_H - (body_h - 6)))
        tray = pygame.Rect(tray_x, body_top + 6, rect.right - 16 - tray_x, body_h - 6 + extra)
        row = tray.bottom + 12 - extra
        half = (rect.w - 30) // 2
        h = lines.button_h
        buttons = (pygame.Rect(rect.x + 10, row, half, h),
                   pygame.Rect(rect.x + 20 + half, row, half, h),
                   pygame.Rect(rect.x + 10, row + h + 4, rect.w - 20, h))
        return Zone(rect, title, status, hand, tray, buttons, words)

    def supply_word_rects(self) -> list[pygame.Rect]:
        """Where each supply pile's name and count are written (px, one rect a pile: as wide as
        its widest words, :func:`supply_word_widths`), e.g. for a toast to keep off."""
        rects = []
        for name, width in zip(SUPPLY_NAMES, supply_word_widths()):
            (x, y), _, anchor = self.supply_words[name]
            rect = pygame.Rect(x, y, width, self.lines.words_h)
            if anchor == "midtop":
                rect.centerx = x
            rects.append(rect)
        return rects

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
