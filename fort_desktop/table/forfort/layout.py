"""Where things lie on the Forfort table (logical pixels, 800 high and as wide as the canvas:
1280 at 16:10, 1422 at 16:9). A wider table spreads the forts apart and moves the hand and the
right panel (log, moves, End turn) with the right edge; the constants below are the 1280 px table's.

Each fort is a 3 x 3 board, keep in the middle, turned so its line 1 (the row the Ram hits) faces
the middle of the table: the viewer's fort at the bottom, the others around clockwise (2 players
face each other; at 4, partners sit opposite). A slot is addressed ``(fort seat, slot id)``.
"""
from __future__ import annotations

import math
from typing import Optional

import pygame

from ...record import Record
from ..kit.hand import FannedCard, fan
from ..kit.hud import toast_step

SCREEN_W, SCREEN_H = 1280, 800
BANNER_H = 40
SIDE_X = 990                       # the right panel (log, buttons) starts here
SLOT_PX = 64
GAP_PX = 4
HAND_Y = 764                       # the hand fan's bottom edge (the turned outer cards reach lower)
HAND_MARGIN = 10                   # the fan's lowest corner keeps this far above the table's foot (px)
HAND_X = 800                       # the hand fans out at the bottom right, beside the viewer's fort
HAND_MAX_W = 340                   # the widest the fan may spread (px): 3 cards side by side, whole
HAND_SPREAD_DEG = 16.0             # neighbouring hand cards differ by this much (less when many)
CARD_SIZE = (112, 156)             # a hand card (px)
SMALL_CARD_SIZE = (94, 131)        # a hand card when 4 or more are held (px)


def fan_card_size(count: int) -> tuple[int, int]:
    """The size (px) of each of ``count`` fanned hand cards: smaller past 3, so that beside the
    viewer's fort each card still shows its symbols' names whole."""
    return CARD_SIZE if count <= 3 else SMALL_CARD_SIZE

#: The running score's place at the table's top left (px): at most this wide, clear of the fort above.
SCORE_X, SCORE_TOP, SCORE_MAX_W = 10, BANNER_H + 8, 440
#: the height (px) kept for the running score's lines: a fort reaching higher narrows it
SCORE_ROOM_H = 160
#: A line under a fort, or a team's band above it, keeps this far from the table's edges (px).
LINE_MARGIN = 10
#: The log's height (px); under it the "What now?" button's row, then the list of moves.
SIDE_H = 212
#: the line of figures under a fort: its icons (Camps, Armies, skulls, the drawbridge token), px
#: square, readable across a room (at 18 px the Army's soldier read as a ball)
INFO_ICON_PX = 26
#: ... and the least height of one of its rows (px)
INFO_ROW_H = 30
COACH_ROW_H = 38

#: Where "Since your last turn" is shown (px): the middle of the table, between the forts.
RECAP = pygame.Rect(SIDE_X - 6, BANNER_H + 6, SCREEN_W - SIDE_X, 330)   # over the game log it sums up

#: A slot's side (px) on the 1280 px table of old, the least the table lays out, and the most it tries
#: (issue 15: the slots are the largest that fit the window's shape, its text size and seats)
SLOT_PX_BY_SEATS = {2: SLOT_PX, 3: SLOT_PX, 4: SLOT_PX}
LEAST_SLOT_PX, MOST_SLOT_PX = 56, 170
#: what keeps its room beside the forts (px): the fanned hand right of the viewer's fort (as wide
#: as three cards side by side, from this height down), the running score's at the top left, and
#: the legend of the keep's arrows left of the viewer's fort (when not under it)
HAND_ROOM_W, HAND_TOP = HAND_MAX_W + 30, 604
SCORE_ROOM_W = 362
LEGEND_SIDE_W = 186
#: a message's widest (px) where the forts leave the middle of the table free (3 or 4 players)
TOAST_W = 420
#: a big moment's banner (its smaller size, px) finds room this big off the forts at 2 players
MOMENT_ROOM = (612, 128)
#: ... and at 3 or 4 (the banner at its smaller size, most of it)
MOMENT_ROOM_MANY = (520, 110)
#: the gap (px) kept between two forts' footprints (board, band above, line of figures below)
FORT_GAP = 8
#: ... and between two forts side by side (px): a gap that shows they are two
ASIDE_GAP = 36

#: On a wider table the slots grow faster than the forts' spread (as its power 2.8: x 1.44, 92 px at
#: 16:9, so the forts fill a fullscreen 16:9 window: issue 15 found them on ~60% of it), at most this
#: much (the room between the top fort and the viewer's holds a line of figures and a team band of
#: two lines at 150% text)
MAX_SLOT_GROWTH = 1.44
SLOT_GROWTH_POWER = 2.8
#: ... and two forts, one above the other, as the power 3.3 of the spread (x 1.56: 100 px at 16:9)
MAX_SLOT_GROWTH_2 = 1.56
SLOT_GROWTH_POWER_2 = 3.3
#: as the slots grow, a fort above the others keeps this far (px) under the top bar (its band
#: above it), and the viewer's fort this far above the table's foot (its line of figures below it;
#: the legend of its keep's arrows lies beside it then)
TOP_ROOM, FOOT_ROOM = 34, 40

#: Centres (px) of the forts around the table of old (1280 px, 64 px slots) by seat offset from the
#: viewer, per player count: which places a player count has (the viewer's first); the table lays
#: them out again for its size (:func:`fort_places`). How each is turned is data (geometry.yaml
#: ``seen_turns``), shared with the words of the log.
PLACES = {
    2: [(495, 545), (495, 175)],
    3: [(495, 545), (175, 340), (815, 340)],     # the side forts low enough for the score above
    4: [(495, 545), (175, 340), (495, 175), (815, 340)],
}


def _rooms(seats: int, fort_px: int) -> tuple[int, int]:
    """The room (px) a fort of ``fort_px`` keeps above its board (a team band at 4, two lines when
    its words are longer than the fort is wide) and below it (its line of figures: one row, or two
    when the figures are wider than the fort), at the text size now."""
    from ..kit.layers import text_width
    from ..widgets import line_step
    row = max(INFO_ROW_H, line_step(14) + 2)
    figures = text_width("Computer (P2) hand 3  discard 9", 14) + 3 * (INFO_ICON_PX + 5) + 40
    below = row + 5 if figures <= fort_px + 90 else 2 * row + 7      # (its part reaches 50 px past the board)
    if seats < 4:
        return 6, below
    step = line_step(14, True)
    band = text_width("Computer (P2) & Computer (P4)", 14, True) + 16     # the band says no "Team 2: " when narrow
    return (step + 4 if band <= fort_px + 40 else 2 * step + 4) + 8, below


def _line_widths(fort_px: int, above: int, below: int) -> tuple[int, int]:
    """How wide (px) a fort's team band and line of figures are at the text size now, as
    :func:`_rooms` lays them (on two lines: about half as wide)."""
    from ..kit.layers import text_width
    from ..widgets import line_step
    band = text_width("Computer (P2) & Computer (P4)", 14, True) + 16
    figures = text_width("Computer (P2) hand 3  discard 9", 14) + 3 * (INFO_ICON_PX + 5) + 40
    if above > line_step(14, True) + 14:
        band = band * 3 // 5
    if below > max(INFO_ROW_H, line_step(14) + 2) + 5:
        figures = figures * 3 // 5
    return band, figures


def fort_places(seats: int, side_x: int, slot_px: int) -> Optional[list[tuple[int, int]]]:
    """The forts' centres (px, the viewer's first, as :data:`PLACES`) on a table whose right panel
    starts at ``side_x`` with slots of ``slot_px``, or None when they do not fit: every fort with
    its band and line of figures on the table, apart from the others, off the running score's
    room, the hand's room right of the viewer's fort and the legend's room left of it."""
    fort = 3 * slot_px + 2 * GAP_PX
    half = fort // 2
    above, below = _rooms(seats, fort)
    top, foot = BANNER_H + 4, SCREEN_H - 4
    score = pygame.Rect(SCORE_X, SCORE_TOP, SCORE_ROOM_W, SCORE_ROOM_H)
    # (the right fort leaves the final sheet its least width right of it, over the log)
    left_x, right_x = LINE_MARGIN + half, side_x - 26 - half
    low_y = foot - below - half                                     # the viewer's fort, at the foot
    hand_x = side_x - 12 - HAND_ROOM_W - 12 - half                  # the viewer's fort, left of the hand
    candidates: list[list[tuple[int, int]]] = []
    if seats == 2:
        high_y = top + above + half
        mid = max(LEGEND_SIDE_W + half, min(hand_x, side_x // 2))
        far = max(mid, score.right + 12 + half)
        # face to face, one above the other; or, when that leaves them smaller, the rival's fort
        # up at the right and the viewer's down at the left (the hand under the rival's)
        aside = (LEGEND_SIDE_W + half, low_y)
        rival = (right_x, min(high_y, HAND_TOP - below - half))
        if rival[0] - aside[0] < fort + ASIDE_GAP:          # a gap between them that shows they are two
            rival = (right_x, -SCREEN_H)
        candidates = [[aside, rival],
                      [(far, low_y), (far, high_y)], [(mid, low_y), (far, high_y)]]
    else:
        side_y = max(score.bottom + above + 4 + half, top + above + half)
        if seats == 4:
            side_y = max(side_y, (top + above + half + low_y) // 2)
        inner_l, inner_r = left_x + fort + FORT_GAP, right_x - fort - FORT_GAP
        mid = max(inner_l, min(hand_x, inner_r, side_x // 2))
        places = [(mid, low_y), (left_x, side_y)]
        if seats == 4:
            high = max(mid, score.right + 12 + half)
            places.append((high, top + above + half))
        places.append((right_x, side_y))
        candidates = [places]
        if seats == 4 and places[2][0] != mid:
            candidates.append([(places[2][0], low_y), *places[1:]])
            candidates = candidates[::-1]
    for places in candidates:
        if _fits(places, half, above, below, side_x, score, low_y) and (
                _has_room(places, half, above, below, side_x, MOMENT_ROOM if seats == 2 else MOMENT_ROOM_MANY)):
            return places
    return None


def _has_room(places: list[tuple[int, int]], half: int, above: int, below: int, side_x: int,
              size: tuple[int, int]) -> bool:
    """Whether a box of ``size`` (px) lies on the table left of the right panel off every fort at
    ``places`` (with its band and line of figures), the running score's lines and the hand."""
    prints = [pygame.Rect(x - half - 4, y - half - above - 4, 2 * half + 8, 2 * half + above + below + 8)
              for x, y in places]
    prints.append(pygame.Rect(SCORE_X, SCORE_TOP, SCORE_ROOM_W, 70))
    prints.append(pygame.Rect(places[0][0] + half, HAND_TOP, side_x, SCREEN_H))
    box = pygame.Rect(0, 0, *size)
    for x in range(0, side_x - size[0] + 1, 16):
        for y in range(BANNER_H + 2, SCREEN_H - size[1] + 1, 16):
            box.topleft = (x, y)
            if box.collidelist(prints) == -1:
                return True
    return False


def _fits(places: list[tuple[int, int]], half: int, above: int, below: int, side_x: int,
          score: pygame.Rect, low_y: int) -> bool:
    """Whether forts at ``places`` (centres px, the viewer's first; boards of ``half`` px each side,
    ``above``/``below`` px kept over and under each) keep every room :func:`fort_places` names."""
    boards = [pygame.Rect(x - half, y - half, 2 * half, 2 * half) for x, y in places]
    prints = [pygame.Rect(b.x, b.y - above, b.w, b.h + above + below) for b in boards]
    table = pygame.Rect(4, BANNER_H + 2, side_x - 8, SCREEN_H - BANNER_H - 3)
    if any(not table.contains(p) for p in prints):
        return False
    for i, p in enumerate(prints):
        if p.inflate(FORT_GAP, FORT_GAP).collidelist(prints[i + 1:]) != -1:
            return False
    # a band or line of figures wider than its fort keeps off the other forts and their lines
    band_w, figures_w = _line_widths(2 * half, above, below)
    lines: list[tuple[int, pygame.Rect]] = []
    for i, b in enumerate(boards):
        for width, rect in ((band_w, pygame.Rect(0, b.y - above, 0, above)), (figures_w, pygame.Rect(0, b.bottom, 0, below))):
            if width > b.w and rect.h > 6:
                rect.w = width
                rect.centerx = b.centerx
                lines.append((i, rect.clamp(table)))
    for i, line in lines:
        others = [p for j, p in enumerate(prints) if j != i] + [r for j, r in lines if j != i]
        if line.inflate(8, 4).collidelist(others) != -1:
            return False
    if score.collidelist(prints) != -1:
        return False
    viewer = boards[0]
    hand = pygame.Rect(viewer.right + 12, HAND_TOP, side_x - 12 - viewer.right - 12, SCREEN_H - HAND_TOP)
    if hand.w < HAND_ROOM_W or hand.collidelist(prints) != -1:
        return False
    # the legend of the keep's arrows: left of the viewer's fort (three lines), or under it
    legend = pygame.Rect(LINE_MARGIN, viewer.bottom - 70, viewer.left - 16 - LINE_MARGIN, 70)
    under = viewer.bottom + below + 3 * 18 + 6 <= SCREEN_H
    if not under and (legend.w < LEGEND_SIDE_W - 26 or legend.collidelist(prints[1:]) != -1):
        return False
    return True


def best_slot_px(seats: int, side_x: int) -> tuple[int, list[tuple[int, int]]]:
    """The largest slot (px) whose forts fit the table (:func:`fort_places`) and their centres;
    the least slot at the old places when nothing fits (a tiny canvas)."""
    for px in range(MOST_SLOT_PX, LEAST_SLOT_PX - 1, -2):
        places = fort_places(seats, side_x, px)
        if places is not None:
            return px, places
    return LEAST_SLOT_PX, list(PLACES[seats])


class FortPlace(Record):
    """One fort on screen: its owner ``seat``, ``centre`` (px) and ``turns`` (quarter turns);
    ``slot_px``: a slot's side (px), larger when few forts share the table. Not changed once made
    (a :class:`~fort_desktop.record.Record`)."""

    __slots__ = ("seat", "centre", "turns", "slot_px")
    frozen = True

    def __init__(self, seat: int, centre: tuple[int, int], turns: int, slot_px: int = SLOT_PX):
        self.seat, self.centre, self.turns, self.slot_px = seat, centre, turns, slot_px

    def to_screen(self, dx: float, dy: float) -> tuple[float, float]:
        """A fort-relative offset (x right, y toward the owner, in cells from the keep) on screen."""
        for _ in range(self.turns % 4):
            dx, dy = -dy, dx
        step = self.slot_px + GAP_PX
        return self.centre[0] + dx * step, self.centre[1] + dy * step

    def cell_rect(self, x: int, y: int) -> pygame.Rect:
        """The square (px) of grid cell (x, y) of this fort (keep at (1, 1))."""
        cx, cy = self.to_screen(x - 1, y - 1)
        px = self.slot_px
        return pygame.Rect(round(cx - px / 2), round(cy - px / 2), px, px)

    def direction(self, dx: int, dy: int) -> tuple[float, float]:
        """A fort-relative step turned as the fort is (for an Army's arrow)."""
        for _ in range(self.turns % 4):
            dx, dy = -dy, dx
        return float(dx), float(dy)


class Layout:
    """Every fort's place for ``seats`` players seen by ``viewer`` (None: seat 0 at the bottom).

    ``cells``: slot id -> (x, y) on the 3 x 3 grid (geometry.yaml); ``seen_turns``: quarter turns
    of the fort k seats after the viewer's (geometry.yaml, the same turns the log's words use);
    raises ``ValueError`` for a player count the table has no places for.
    """

    def __init__(self, seats: int, viewer: int | None, cells: dict[str, tuple[int, int]], keep_cell: tuple[int, int],
                 seen_turns: tuple[int, ...], width: int = SCREEN_W):
        if seats not in PLACES or len(seen_turns) != seats:
            raise ValueError(f"no table places for {seats} players")
        bottom = viewer or 0
        #: the table's width (px, at least 1280) and how much wider than 1280 it is
        self.width = max(SCREEN_W, int(width))
        extra = self.width - SCREEN_W
        #: where the right panel starts (px); the forts spread over the room left of it
        self.side_x = SIDE_X + extra
        spread = self.side_x / SIDE_X

        if seats == 2:
            #: a slot's side (px) on this table: at 2 players the largest whose forts fit it
            #: (:func:`best_slot_px`), so the forts fill the window's shape (issue 15), at its text size
            self.slot_px, places = best_slot_px(seats, self.side_x)
            self.forts = {seat: FortPlace(seat, places[(seat - bottom) % seats],
                                          seen_turns[(seat - bottom) % seats], self.slot_px)
                          for seat in range(seats)}
        else:
            self._grown_places(seats, bottom, seen_turns, spread)
        self.cells = dict(cells)
        self.keep_cell = keep_cell
        self.banner = pygame.Rect(0, 0, self.width, BANNER_H)
        self.side = pygame.Rect(self.side_x, BANNER_H + 10, SCREEN_W - SIDE_X - 10, SIDE_H)
        #: the "What now?" button's place (px): its own row under the log, at the right (the kit's
        #: button grows leftwards and about its middle to hold its label, covering no words)
        self.coach = pygame.Rect(self.side.right - 132, self.side.bottom + (COACH_ROW_H - 19) // 2, 126, 19)
        #: the list of moves, under the log; the "End turn" button below it
        self.moves = pygame.Rect(self.side_x, BANNER_H + 268, SCREEN_W - SIDE_X - 10, 420)
        self.end_button = pygame.Rect(self.side_x + 10, SCREEN_H - 58, SCREEN_W - SIDE_X - 30, 48)
        self.hand_anchor = (round(HAND_X * spread), HAND_Y)
        #: the widest the hand's fan may spread (px): wider on a wider table, so its cards overlap less
        self.hand_max_w = round(HAND_MAX_W * spread)
        #: "Since your last turn": over the game log in the right panel
        self.recap = RECAP.move(extra, 0)
        #: the room for the forts (px): the table left of the right panel, under the banner
        self.table = pygame.Rect(0, BANNER_H, self.side_x - 4, SCREEN_H - BANNER_H)
        #: where the forts' team bands and lines of figures may lie: the table left of the log (px)
        self.on_table = pygame.Rect(0, 0, self.side_x - 2, SCREEN_H)
        self._rects = {(seat, slot): place.cell_rect(*cell) for seat, place in self.forts.items()
                       for slot, cell in [*self.cells.items(), ("keep", keep_cell)]}
        self._boxes = {seat: self._rects[seat, "keep"].unionall([self._rects[seat, slot] for slot in self.cells])
                       for seat in self.forts}
        # the hand fans beside the viewer's fort, in the middle of the room between it and the list
        # of moves (px)
        room_left, room_right = self._boxes[bottom].right + 12, self.side_x - 12
        #: what each fort keeps above and below its board (px: a band, its line of figures)
        self.above, self.below = _rooms(seats, self._boxes[bottom].w)
        if seats == 2:
            self.hand_max_w = max(HAND_MAX_W // 2, min(self.hand_max_w, room_right - room_left - 30))
            self.hand_anchor = ((room_left + room_right) // 2, HAND_Y)
            #: where a message shows (px) and how wide it may be: the free place nearest the table's
            #: middle, off every fort (issue 15: big forts leave no room between them)
            self.middle, self.toast_w = self._free_middle(bottom)
        else:
            if self.hand_anchor[0] - self.hand_max_w // 2 - 12 < room_left:
                self.hand_max_w = min(self.hand_max_w, room_right - room_left - 30)
                self.hand_anchor = ((room_left + room_right) // 2, HAND_Y)
            self.middle, self.toast_w = (round(495 * spread), 362), TOAST_W
        #: the final score sheet's room (px): right of every fort, over the log and the list of
        #: moves (the forts stay in sight at the end)
        left = max(box.right for box in self._boxes.values()) + 10
        self.sheet_room = pygame.Rect(left, BANNER_H + 6, self.width - 6 - left, SCREEN_H - BANNER_H - 12)
        #: the running score's place (px; its height is its lines'): left of every fort reaching up
        #: into its room (:data:`SCORE_ROOM_H`)
        beside = [box.x for box in self._boxes.values() if box.top < SCORE_TOP + SCORE_ROOM_H and box.x > SCORE_X]
        self.score = pygame.Rect(SCORE_X, SCORE_TOP, min([SCORE_MAX_W] + [x - 2 * SCORE_X for x in beside]), 0)

    def _grown_places(self, seats: int, bottom: int, seen_turns: tuple[int, ...], spread: float) -> None:
        """At 3 or 4 players: the forts of the 1280 px table spread over a wider one, their slots
        grown with it (:data:`MAX_SLOT_GROWTH`)."""
        def placed(centre: tuple[int, int]) -> tuple[int, int]:
            return round(centre[0] * spread), centre[1]

        base_px = SLOT_PX_BY_SEATS.get(seats, SLOT_PX)
        growth = (min(spread ** SLOT_GROWTH_POWER_2, MAX_SLOT_GROWTH_2) if seats == 2
                  else min(spread ** SLOT_GROWTH_POWER, MAX_SLOT_GROWTH))
        self.slot_px = round(base_px * growth)
        #: a fort's half height (px): its keep's half and a slot and a gap
        half = self.slot_px // 2 + self.slot_px + GAP_PX
        top_y = BANNER_H + TOP_ROOM + half                  # the fort above the others, under the top bar
        foot_y = SCREEN_H - FOOT_ROOM - half                # the viewer's fort, above the table's foot
        rows = sorted({y for _, y in PLACES[seats]})

        def lowered(centre: tuple[int, int]) -> tuple[int, int]:
            """A fort's place as the slots grow: the top one under the top bar and the viewer's above
            the table's foot, as far apart as they were; the others between them (the side forts
            half way when there are forts above and below)."""
            x, y = placed(centre)
            low, high = rows[-1], rows[0]
            if grow_px <= 0 or len(rows) == 1:
                return x, y
            new_low, new_high = max(low, foot_y), max(high, top_y)
            if seats == 3:        # the side forts are the top ones: under the running score's room
                new_high = max(new_high, SCORE_TOP + SCORE_ROOM_H + 30 + half)
            share = (y - high) / (low - high)
            return x, round(new_high + share * (new_low - new_high))

        grow_px = self.slot_px - base_px
        self.forts = {seat: FortPlace(seat, lowered(PLACES[seats][(seat - bottom) % seats]),
                                      seen_turns[(seat - bottom) % seats], self.slot_px)
                      for seat in range(seats)}

    def _free_middle(self, viewer: int) -> tuple[tuple[int, int], int]:
        """The centre (px) of the widest message box (400, 300 or 240 px wide, two lines high)
        nearest the middle of the table that covers no fort (nor its band or line of figures), the
        running score's room nor the hand's, and that width; the table's middle and 400 px when
        there is none."""
        keep_off = [pygame.Rect(box.x - 6, box.y - self.above, box.w + 12, box.h + self.above + self.below)
                    for box in self._boxes.values()]
        keep_off.append(pygame.Rect(SCORE_X, SCORE_TOP, SCORE_ROOM_W, 70))
        keep_off.append(pygame.Rect(self._boxes[viewer].right, HAND_TOP, self.side_x, SCREEN_H))
        want = (self.side_x // 2, (BANNER_H + SCREEN_H) // 2)
        area = pygame.Rect(8, BANNER_H + 6, self.side_x - 16, SCREEN_H - BANNER_H - 14)
        high = 20 + 2 * toast_step()
        for width in (400, 300, 240):
            best: Optional[tuple[float, tuple[int, int]]] = None
            box = pygame.Rect(0, 0, width, high)
            for x in range(area.left + width // 2, area.right - width // 2 + 1, 12):
                for y in range(area.top + high // 2, area.bottom - high // 2 + 1, 12):
                    box.center = (x, y)
                    if box.collidelist(keep_off) == -1:
                        far = (x - want[0]) ** 2 + (y - want[1]) ** 2
                        if best is None or far < best[0]:
                            best = (far, (x, y))
            if best is not None:
                return best[1], width
        return want, 400

    def fort_box(self, seat: int) -> pygame.Rect:
        """The bounding box (px) of ``seat``'s 3 x 3 fort (a fresh copy)."""
        return self._boxes[seat].copy()

    def line_span(self, seat: int, top: int, bottom: int, score_bottom: Optional[int] = None) -> tuple[int, int]:
        """The free x range (px) for a line of words about ``seat``'s fort lying from ``top`` to
        ``bottom`` (px): the table left of the right panel, cut short by every other fort beside
        it there (6 px clear) and by the running score (down to ``score_bottom``, px) when beside it."""
        mid = self._boxes[seat].centerx
        left, right = LINE_MARGIN, self.on_table.right - LINE_MARGIN
        others = [box.inflate(12, 12) for other, box in self._boxes.items() if other != seat]
        if score_bottom is not None and not self.score.left <= mid <= self.score.right:
            others.append(pygame.Rect(self.score.x, self.score.y, self.score.w + 6, score_bottom - self.score.y))
        for box in others:
            if box.top < bottom and box.bottom > top:
                if box.centerx <= mid:
                    left = max(left, box.right)
                else:
                    right = min(right, box.left)
        return left, right

    def slot_rect(self, seat: int, slot: str) -> pygame.Rect:
        """The square (px) of ``slot`` of ``seat``'s fort (a fresh copy: callers may change it)."""
        return self._rects[seat, slot].copy()

    def keep_rect(self, seat: int) -> pygame.Rect:
        """The square (px) of ``seat``'s keep."""
        return self._rects[seat, "keep"].copy()

    def target_at(self, pos: tuple[int, int]) -> tuple[int, str] | None:
        """What lies under ``pos``: ``(seat, slot id)``, ``(seat, "keep")``, or None."""
        for (seat, slot), rect in self._rects.items():
            if rect.collidepoint(pos):
                return seat, slot
        return None


def hand_fan(count: int, layout: Layout) -> list[FannedCard]:
    """The viewer's hand of ``count`` cards fanned at ``layout``'s bottom right (px), raised as
    needed so that no turned card's corner comes nearer the table's foot than
    :data:`HAND_MARGIN` (issue 14: on a wide, maximised window the fan touched the bottom edge)."""
    fanned = fan(count, layout.hand_anchor, fan_card_size(count), spread_deg=HAND_SPREAD_DEG, max_width=layout.hand_max_w)
    lowest = max((y for card in fanned for _, y in card.corners), default=0.0)
    lift = math.ceil(lowest - (SCREEN_H - HAND_MARGIN))
    if lift <= 0:
        return fanned
    x, y = layout.hand_anchor
    return fan(count, (x, y - lift), fan_card_size(count), spread_deg=HAND_SPREAD_DEG, max_width=layout.hand_max_w)
