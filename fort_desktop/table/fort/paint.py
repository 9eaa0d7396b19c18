"""Drawing the Fort table from one seat's view only (never the full state), so a hidden card can
never be drawn: a hand is drawn face up only when the view holds it. Every word is fitted to its
place (a smaller size, then wrapped); anything that still had to be cut is listed in
``FortPainter.clipped`` so a test can insist on none.

The first frame after a move redraws little (issue 13, frames): the table picture is kept between
frames and each part (banner, boards, Park, Perk row, play area, hand, panel) is painted again in
place only when what it shows changed (its key names the drawn fields, never the time). A board is
painted band by band (:func:`board_bands`) from a kept picture of its back; any other part first
puts back to the bare table only what its last painting covered (its ink, noted by :meth:`_mark`
around every drawing call). Card faces, words, and plain boxes are made once and kept.
``tests/table/fort/test_redraw.py`` checks that the kept picture is always the table painted from
scratch."""
from __future__ import annotations

import re
from typing import Any, Callable, NamedTuple, Optional, Sequence

import pygame

from ... import games
from ...record import Record
from ..kit.art import ArtLoader
from ..kit.hand import fan
from ..kit.hud import TOAST_INFO, TOAST_RED, LogStrip, draw_banner, draw_message_box
from ..kit.layers import blit_opaque, copy, text_image, wrap_lines
from ..kit.score_sheet import SHEET_W, SeatScores, draw_score_sheet
from .. import widgets
from ..widgets import font, text_scale, wrap_text
from ..kit.palette import draw_lit_outline
from .layout import BOARD_H, CARD, HAND_Y, SCREEN_H, FortLayout, line_px
from .words import SUIT_WORDS, box_words, sized_effect, trash_choice_words
from ...text import possessive

SUIT_COLOURS = {"SK": (214, 96, 60), "SH": (150, 110, 70), "GL": (90, 170, 90), "SQ": (70, 140, 210),
                "CR": (220, 180, 40), "BK": (150, 90, 180), "CO": (200, 200, 200)}
FELT, BOARD, INK, PAPER = (46, 92, 64), (236, 226, 200), (40, 30, 20), (250, 246, 232)
LIT = (250, 210, 60)
#: a token picked to pay: spent, not wrong: a grey frame and a pale wash over it
SPENT = (120, 110, 100)
SPENT_WASH = (236, 228, 212)
RED = (170, 20, 20)
MARKER = (200, 60, 50)   # the markers on the Fort Level track and the victory track
TOKEN = 20            # a token picture on a board (px): big enough to click once, surely
MINI_W, MINI_H = 64, 57   # a card in a Lookout or a Yard (px): its name whole at 12 px on a laptop, clear of the frame
CHIP_H = 19               # a card in a crowded Lookout or Yard, as a chip with its whole name (px; taller for larger words)
ICON_CHIP_H = 19          # a card in a Lookout or Yard too crowded for names: its suit icons only (px)
TRACK_H = 22              # the Fort Level track under a board's name at 100% text (px; see track_h)
LABELLED_LEAST = 8        # a card box keeps its "Public:" / "Private:" down to this size (px, at any text size)
CHIP_SIZE, CHIP_ICON = 12, 12   # a chip's words and suit icons (px)
#: The frame of the board of the seat to act: this wide along the board's sides, within corner
#: squares this big at its rounded corners (px); a board's content keeps off both.
FRAME_PX, FRAME_CORNER_PX = 3, 8
HAND = pygame.Rect(0, HAND_Y - 4, 926, SCREEN_H - HAND_Y + 4)     # the hand and its legend (px), under the play area
HAND_MARGIN = 6       # felt left under the lowest hand card (px)
HAND_LEGEND_W = 224   # the hand's name and the gold dot's legend, left of the cards (px)
HAND_GAP = 10         # between two hand cards side by side (px)
HAND_CARD_W = 150     # the widest a hand card is drawn side by side (px; CARD's width the least)
PART_CACHE = 64


#: The left part of the play area while a card is played (px from the part's left, 4 px left of
#: the area): who plays it and the cards (they end 408 px into the area); its words start at 420.
PLAY_LEFT = 420
#: A played card's width in the play area (px): wider than a hand card, so its words are larger
PLAY_CARD_W = 180


#: The least text size (asked px) a message at the panel's foot is drawn at before its box grows.
MESSAGE_LEAST_PX = 14


def message_height(message: str, width: int) -> int:
    """The px a message box ``width`` px wide needs for ``message`` whole at
    :data:`MESSAGE_LEAST_PX` (``hud.draw_message_box``'s wrapping and margins)."""
    lines = wrap_text(message, MESSAGE_LEAST_PX, width - 24, bold=True)
    return font(MESSAGE_LEAST_PX, True).get_linesize() * len(lines) + 12

class BoardZoom(NamedTuple):
    """How much larger a board's pieces (``k``: tokens, cards, the tracks) and words (``text``) are
    drawn than on a 200 px board, and its Fort Level track (``track``: within the board's width)."""
    k: float
    text: float
    track: float


NORMAL = BoardZoom(1.0, 1.0, 1.0)


def board_zoom(size: tuple[int, int]) -> BoardZoom:
    """The zoom of a board of ``size`` (w, h px): its height over 200 px for its pieces (issue 15:
    the boards are the largest thing on the table and read from across a room); its words as large
    as that too, and larger with the text-size setting up to 125% (at 150% as at 125%: the board's
    rows keep their room; every other word of the table grows to 150%); its Fort Level track as
    large as leaves the victory track 100 px beside it."""
    key = (tuple(size), text_scale(), widgets.text_px(12))      # (a small window draws words larger)
    known = _ZOOMS.get(key)
    if known is None:
        known = _ZOOMS[key] = _board_zoom(size)
    return known


#: board_zoom's answers by board size and text size (a board asks for it many times a frame)
_ZOOMS: dict[tuple, BoardZoom] = {}


def _board_zoom(size: tuple[int, int]) -> BoardZoom:
    w, h = size
    k = max(1.0, h / 200)
    scale = text_scale()
    text = max(1.0, k * min(scale, 1.25) / scale)
    track = k
    while track > 1.0 and track_w(BoardZoom(k, text, track)) + 126 > w:
        track = max(1.0, track - 0.05)
    return BoardZoom(k, text, track)


def zs(size: int, z: BoardZoom) -> int:
    """A board's word size ``size`` (px on a 200 px board) as drawn at ``z``."""
    return round(size * z.text)


def zp(px: int, z: BoardZoom) -> int:
    """A board's piece size ``px`` (px on a 200 px board) as drawn at ``z``."""
    return round(px * z.k)


def mini_size(z: BoardZoom = NORMAL) -> tuple[int, int]:
    """A card's size (px) in a Lookout or a Yard at ``z``."""
    return zp(MINI_W, z), zp(MINI_H, z)


#: A board at least this wide (px; two seats) shows its Lookout and Yard in a column of their own at
#: its right, beside its tokens and counts, their cards as large as the column holds
WIDE_BOARD = 560


def rows_top(size: tuple[int, int]) -> int:
    """Where a board of ``size`` (w, h px) starts its Lookout's and Yard's count lines (px from its
    top): under its counts, or under its head on a wide board (:data:`WIDE_BOARD`)."""
    bands = board_bands(size)
    return bands["head"][1] if size[0] >= WIDE_BOARD else bands["rows"][0]


def left_w(size: tuple[int, int]) -> int:
    """The width (px) of a board's tokens and counts: the whole board, or its left half when wide."""
    return size[0] // 2 if size[0] >= WIDE_BOARD else size[0]


def mini_face_sizes(height: int) -> tuple[int, int]:
    """A small card face's suit icons and name size (px) for a card ``height`` px tall: 14 and 13
    on a 57 px card, as much larger as the card is."""
    k = max(1.0, height / MINI_H)
    return round(14 * k), round(13 * k)


def token_px(z: BoardZoom = NORMAL) -> int:
    """A token picture's side (px) on a board at ``z``."""
    return zp(TOKEN, z)


def token_x0(z: BoardZoom = NORMAL) -> int:
    """Where a board's first token lies (px right of the tokens' band's left): past the label."""
    return max(48, font(zs(12, z)).size("Stuff")[0] + 12)


def board_bands(size: tuple[int, int] | int = (300, 200)) -> dict[str, tuple[int, int]]:
    """A board's horizontal bands (px from its top: first row, row past the last), each painted
    again alone when its content changed: name, VP and Fort track; Stuff and Pack; counts and
    Perks; Lookout and Yard (to the board's height; ``size``: (w, h) or the height). Each band is as
    tall as its words are drawn now (the fonts' own line heights, which grow with the text-size
    setting and on a small window) at the board's zoom (:func:`board_zoom`)."""
    size = (300, size) if isinstance(size, int) else size
    height = size[1]
    z = board_zoom(size)
    name_h = line_px(zs(17, z), True)
    line = line_px(zs(12, z))
    head = 2 + name_h + track_h(z) + 2
    tokens = head + 2 * token_row_h(z) + 2
    counts = tokens + 2 * line
    return {"head": (0, head), "tokens": (head, tokens), "counts": (tokens, counts), "rows": (counts, height)}


def board_places(rect: pygame.Rect) -> dict[str, pygame.Rect]:
    """Where a board at ``rect`` (px) shows its Fort Level track ("level") and its Stuff and Pack
    rows ("stuff", "pack"), as :meth:`FortPainter.board` paints them now (px)."""
    z = board_zoom(rect.size)
    top, row_h = board_bands(rect.size)["tokens"][0], token_row_h(z)
    return {"level": pygame.Rect(rect.x + 4, rect.y + 2 + line_px(zs(17, z), True), track_w(z), track_h(z)),
            "stuff": pygame.Rect(rect.x + 4, rect.y + top + 2, rect.w - 8, row_h),
            "pack": pygame.Rect(rect.x + 4, rect.y + top + 2 + row_h, rect.w - 8, row_h)}


def track_step(z: BoardZoom = NORMAL) -> tuple[int, int]:
    """One step (a level chip) of the Fort Level track (w, h px): 22 x 18 at 100% text on a 200 px
    board, larger with the text-size setting (its number as large as the words round it) and the
    board's zoom ``z``."""
    number = step_number_size(z)
    pad = 12 if z.text <= 1.0 else 6       # (larger words: the steps keep their room in the board's width)
    return (max(round(22 * z.track), font(number, True).size("5")[0] + pad),
            max(round(18 * z.track), line_px(number)))


def step_number_size(z: BoardZoom = NORMAL) -> int:
    """The size (px) a Fort Level step's number is asked at: as the board's words."""
    return zs(11, z)


def track_h(z: BoardZoom = NORMAL) -> int:
    """The Fort Level track's height (px): :data:`TRACK_H` at 100% text, its steps' height + 2
    when larger (a board's lower rows keep their room: the steps grow in width more)."""
    return max(round(TRACK_H * z.track), track_step(z)[1] + 2)


def track_w(z: BoardZoom = NORMAL) -> int:
    """The Fort Level track's width (px): the word "Fort" as drawn, then six steps (150 px at 100%)."""
    return max(40, 10 + font(zs(12, z)).size("Fort")[0]) + 6 * (track_step(z)[0] + 2) + 6


def token_row_h(z: BoardZoom = NORMAL) -> int:
    """The height (px) of a board's Stuff or Pack row: its tokens, or its label's line if taller."""
    return max(token_px(z) + 5, line_px(zs(12, z)))


def chip_h(z: BoardZoom = NORMAL) -> int:
    """A chip's height (px): :data:`CHIP_H`, or its name's line and a little air if taller."""
    return max(zp(CHIP_H, z), line_px(zs(CHIP_SIZE, z)) + 1)


class TokenSpot(Record):
    """A token drawn on a board: ``seat``, ``zone`` ("stuff" | "pack"), ``r`` ("P" | "T"), its
    ``index`` among that zone's tokens of that type, and its ``rect`` (px). Not changed once made
    (a :class:`~fort_desktop.record.Record`)."""

    __slots__ = ("rect", "seat", "zone", "r", "index")
    frozen = True

    def __init__(self, rect: pygame.Rect, seat: int, zone: str, r: str, index: int):
        self.rect, self.seat, self.zone, self.r, self.index = rect, seat, zone, r, index


#: The empty play area's words for the person who plays a card now.
#: how far (px) a dropped hand card whose ways to play the panel lists is lifted, and its tag
LIFTED_PX, LIFTED_WORDS = 26, "being played"
PLAY_HINT = "Drag a card from your hand here to play it (or pick a row on the right)"

def face_sizes(size: tuple[int, int]) -> tuple[int, int]:
    """The sizes (px) a big card face ``size`` (w, h px) asks its name and its action boxes' words
    at, at most: 15 and 12 on a hand card; 17 and 14 on a card at least 130 x 100 (the Park's and
    the play area's: issue 15, read from a picture at half size). Smaller where they do not fit."""
    return (17, 14) if size[0] >= 130 and size[1] >= 100 else (15, 12)


def perk_text_fits(text: str, box: pygame.Rect, size: int = 11) -> bool:
    """Whether a Perk's ``text`` fits ``box`` (px) whole at ``size`` (as drawn: never under the
    kit's least text size)."""
    lines = wrap_text(text, size, box.w)
    return len(lines) * font(size).get_linesize() <= box.h + 2 and all(font(size).size(l)[0] <= box.w for l in lines)


class FortPainter:
    """Paints ``view`` (rules.view for the table's viewer) with the card faces from ``rules.card``.
    ``names``: the players' names by seat."""

    def __init__(self, rules: Any, seats: int, names: Sequence[str] | None = None, width: int = 1280,
                 watch: bool = False):
        self.rules = rules
        self.art = ArtLoader()
        self.layout = FortLayout(seats, width, watch)
        self.names = list(names) if names else [f"P{i + 1}" for i in range(seats)]
        self.hand_cards: list[tuple[pygame.Rect, str]] = []
        #: every face-up card drawn this frame (rect, id), for the hover enlargement
        self.shown: list[tuple[pygame.Rect, str]] = []
        #: each used action's effect sizes while cards are being added (the table works them out)
        self.live_ms: dict[str, list[int]] | None = None
        #: the game log's last lines in the table's words (the scene's, set before each painting)
        self.log_lines: list[str] = []
        #: whether the log has its place at the panel's foot (the scene's: not while the panel's
        #: rows need the room, their pages else too short)
        self.log_shown = True
        self._log = LogStrip()
        #: the words on the empty play area (the scene's: "Drag a card..." only for the seat that plays)
        self.play_hint = PLAY_HINT
        #: where the top bar's words must stop (px: the left edge of the "What now?" button lying
        #: on the bar), or None: at the bar's end (set by the scene before each painting)
        self.banner_end: Optional[int] = None
        self.perk_tiles: list[tuple[pygame.Rect, str]] = []   # (rect, perk id) drawn last frame
        self.rule_tiles: list[tuple[pygame.Rect, str]] = []   # (rect, Made-Up Rule id) to keep, drawn last frame
        self.board_rects: list[tuple[pygame.Rect, int]] = []  # (rect, seat)
        #: where the hand's legend ("gold dot / gold frame: ...") was last painted (px), or None
        self.legend_rect: Optional[pygame.Rect] = None
        #: the hand card dropped on the play area whose ways to play the panel lists (the scene's
        #: focus): drawn lifted out of the row and marked "being played" (issue 14: it seemed not taken)
        self.lifted: Optional[str] = None
        #: the Fort VP of each Fort Level in this game (counted at the end; the board says so)
        self.fort_vp: list[int] = []
        #: where the empty play area's hint ("Drag a card from your hand here ...") was painted, if it is
        self.hint_rect: Optional[pygame.Rect] = None
        #: each board's Lookout and Yard as last painted: seat -> {"look": rect, "yard": rect}, each
        #: with its count line above its row of cards (px)
        self.board_rows: dict[int, dict[str, pygame.Rect]] = {}
        self.tokens: list[TokenSpot] = []                     # tokens on the boards, drawn last frame
        self.supply_spots: list[tuple[pygame.Rect, str]] = []  # (rect, "P" | "T") of the supply
        #: the token supply's line (its words and tokens) as last painted (px)
        self.supply_rect = pygame.Rect(0, 0, 0, 0)
        #: a trash choice the table shows in the play area: (title, [(card, "hand" | "discard")], picked)
        self.trash_choice: Optional[tuple[str, list[tuple[str, str]], tuple[str, ...]]] = None
        self.trash_tiles: list[tuple[pygame.Rect, str]] = []  # (rect, card) offered to trash, drawn last frame
        #: words that did not fit their place even at the smallest size (a test wants none)
        self.clipped: list[str] = []
        #: every line of words drawn by :meth:`text` since the last :meth:`paint` began
        self.words: list[str] = []
        self._faces: dict[tuple[str, tuple[int, int]], pygame.Surface] = {}
        self._parts: dict[Any, pygame.Surface] = {}
        self._plains: dict[Any, pygame.Surface] = {}    # opaque pictures kept for good (see _plain)
        #: board -> (what it shows, its hit lists, its Lookout's and Yard's rows)
        self._spots: dict[Any, tuple[Any, list, list, dict[str, pygame.Rect]]] = {}
        #: each part's ink: the rects (px) its last painting covered, put back before it is painted again
        self._inked: dict[str, list[pygame.Rect]] = {}
        self._ink: list[pygame.Rect] = []
        self._ink_target: Optional[pygame.Surface] = None
        self._ink_name, self._ink_rect = "", pygame.Rect(0, 0, 0, 0)
        self._drawn: dict[Any, Any] = {}    # part -> the key it was last painted for
        self._park_shown: list[tuple[pygame.Rect, str]] = []
        self._play_shown: list[tuple[pygame.Rect, str]] = []
        self._fits: dict[tuple, Any] = {}   # words -> the size (and lines) that fit, worked out once
        self._budget: Optional[int] = None   # boards, Park and play parts still to paint this time (None: all)
        #: the last painting left a changed board, the Park or a play part as it was (its budget ran out)
        self.behind = False
        #: the rects (px) of the picture the last :meth:`paint` painted again (the whole picture when new)
        self.painted: list[pygame.Rect] = []

    # -- words ----------------------------------------------------------------------------------
    def text(self, surface: pygame.Surface, text: str, pos: tuple[int, int], *, size: int, width: int,
             colour: tuple[int, int, int] = INK, bold: bool = False, anchor: str = "topleft",
             smallest: int = 9) -> pygame.Rect:
        """One line at ``size`` px, or smaller (down to ``smallest``) so it fits ``width`` px."""
        self.words.append(text)
        key = ("line", text, size, bold, width, smallest)
        fitted = self._fits.get(key)
        if fitted is None:
            image = text_image(text, size, colour, bold)   # most words fit at their size: no measuring
            if image.get_width() <= width:
                self._fits[key] = size
                rect = image.get_rect(**{anchor: pos})
                self._mark(surface, surface.blit(image, rect))
                self._placed(surface, rect, text)
                return rect
            fitted = self._fits[key] = next((s for s in range(size - 1, smallest - 1, -1)
                                             if font(s, bold).size(text)[0] <= width), 0)
        if fitted:
            image = text_image(text, fitted, colour, bold)
        else:
            self.clipped.append(text)
            image = text_image(text, smallest, colour, bold, width)
        rect = image.get_rect(**{anchor: pos})
        self._mark(surface, surface.blit(image, rect))
        self._placed(surface, rect, text)
        return rect

    @staticmethod
    def _placed(surface: pygame.Surface, rect: pygame.Rect, text: str) -> None:
        """Tell the kit's :data:`~..widgets.PLACED_WATCHERS` of a line put on ``surface`` at ``rect``
        (px of that surface): a test checks that no two lines overlap."""
        for watcher in widgets.PLACED_WATCHERS:
            watcher(surface, rect, text)

    def para(self, surface: pygame.Surface, text: str, box: pygame.Rect, *, size: int,
             colour: tuple[int, int, int] = INK, bold: bool = False, smallest: int = 8, centre: bool = False) -> None:
        """``text`` wrapped into ``box`` (px), at ``size`` or smaller until every line fits."""
        key = ("para", text, size, bold, box.size, smallest)
        fitted = self._fits.get(key)
        if fitted is None:
            one_line = "\n" not in text and text == " ".join(text.split()) and font(size, bold).size(text)[0] <= box.w
            for s in range(size, smallest - 1, -1):
                lines = [text] if one_line and s == size else wrap_lines(text, s, box.w, bold)   # wrap_text's lines
                step = font(s, bold).get_linesize()
                # a line of two words or more was measured by the wrap; a word alone may be too wide
                if len(lines) * step <= box.h + 2 and all(" " in l or font(s, bold).size(l)[0] <= box.w for l in lines):
                    fitted = (s, step, lines, False)
                    break
            else:
                fitted = (s, step, lines[:max(1, (box.h + 2) // step)], True)
            self._fits[key] = fitted
        s, step, lines, cut = fitted
        if cut:
            self.clipped.append(text)
        for k, line in enumerate(lines):
            image = text_image(line, s, colour, bold, box.w if cut else None)   # lines that fit need no cut
            rect = image.get_rect(midtop=(box.centerx, box.y + k * step)) if centre else \
                image.get_rect(topleft=(box.x, box.y + k * step))
            self._mark(surface, surface.blit(image, rect))
            self._placed(surface, rect, line)

    def who(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else f"P{seat + 1}"

    # -- cards ----------------------------------------------------------------------------------
    def order(self, view: dict) -> list[int]:
        """Seats in board order: seat order, the same for every viewer (FortLayout.board)."""
        return list(range(len(view["seats"])))

    def card(self, surface: pygame.Surface, rect: pygame.Rect, card_id: str | None, big: bool = False,
             record: bool = True) -> None:
        """One card face (``card_id``) or a card back (None); ``record``: list it for hit tests.
        ``big``: with its two action boxes; else a mini card (band, name, suit icons)."""
        if card_id is not None and record and surface.get_size() == self.layout.size:
            self.shown.append((rect.copy(), card_id))
        self._mark(surface, surface.blit(self.face(card_id, rect.size, big), rect))

    def _back(self, size: tuple[int, int]) -> pygame.Surface:
        key = ("back", tuple(size))
        image = self._faces.get(key)  # type: ignore[arg-type]
        if image is None:
            image = self._faces[key] = pygame.Surface(size, pygame.SRCALPHA)  # type: ignore[index]
            pygame.draw.rect(image, (110, 70, 50), image.get_rect(), border_radius=5)
            pygame.draw.rect(image, INK, image.get_rect(), 1, border_radius=5)
        return image

    def _draw_face(self, surface: pygame.Surface, rect: pygame.Rect, card_id: str, big: bool) -> None:
        pygame.draw.rect(surface, PAPER, rect, border_radius=5)
        pygame.draw.rect(surface, INK, rect, 1, border_radius=5)
        spec = self.rules.card(card_id)
        band = pygame.Rect(rect.x, rect.y, rect.w, 8 if not big else 6)
        for i, suit in enumerate(spec.suits):
            part = band.copy()
            part.w = rect.w // len(spec.suits)
            part.x = rect.x + i * part.w
            pygame.draw.rect(surface, SUIT_COLOURS[suit], part)
        # "Best Friend Builder" on a hand card; "BF Builder" on the smaller Park and board cards
        # (and on a hand card whose actions need the room the longer name takes)
        whole = big and rect.h > 130
        name = spec.name.replace("Best Friend: ", "Best Friend ") if whole else spec.name.replace("Best Friend: ", "BF ")
        if big:
            plan = self._face_plan(rect, band.h, spec, name, whole)
            short = spec.name.replace("Best Friend: ", "BF ")
            if whole and name != short:
                # the short name when the whole one leaves the words no room, or smaller than it
                # would (a Best Friend's words as large as the other cards')
                other = self._face_plan(rect, band.h, spec, short, False)
                if (any(w.startswith("(hover") for w in plan[4])
                        or self._box_size(rect, other[4], other[5]) > self._box_size(rect, plan[4], plan[5])):
                    plan = other
            name, name_h, beside, top, words, heights = plan
            icon = 18
            icons_w = len(spec.suits) * (icon + 1)
            name_w = rect.w - 8 - (icons_w if beside else 0)
            self.para(surface, name, pygame.Rect(rect.x + 3, rect.y + band.h + 1, name_w, name_h),
                      size=face_sizes(rect.size)[0], bold=True, centre=True, smallest=8)
            if beside:      # the icons at the name's right
                x0, y0 = rect.right - 3 - icons_w, rect.y + band.h + 1
            else:           # many suits (a Best Friend): their own row under the name
                x0, y0 = rect.centerx - icons_w // 2, rect.y + band.h + 1 + name_h
            for i, suit in enumerate(spec.suits):
                surface.blit(self.art.image(f"fort/suit_{suit}", icon), (x0 + i * (icon + 1), y0))
            y = top
            size = self._box_size(rect, words, heights)
            for j, (text, box_h) in enumerate(zip(words, heights)):
                box = pygame.Rect(rect.x + 3, y, rect.w - 6, box_h)
                pygame.draw.rect(surface, (232, 240, 250) if j == 0 else (250, 232, 232), box, border_radius=3)
                self.para(surface, text, box.inflate(-4, -2), size=size, smallest=8)   # both boxes one size
                y += box_h + 2
            return
        # each suit as its icon (a shape, not only the band's colour); a larger board's cards larger
        icon, size = mini_face_sizes(rect.h)
        # a long name may break after a hyphen ("Walkie-" / "Talkies")
        self.para(surface, name.replace("-", "- "), pygame.Rect(rect.x + 2, rect.y + band.h + 1, rect.w - 4,
                                                             rect.h - band.h - icon - 4),
                  size=size, centre=True, smallest=8)
        y0 = rect.bottom - icon - 2
        x0 = rect.centerx - (len(spec.suits) * (icon + 2)) // 2
        for i, suit in enumerate(spec.suits):
            surface.blit(self.art.image(f"fort/suit_{suit}", icon), (x0 + i * (icon + 2), y0))

    def _face_plan(self, rect: pygame.Rect, band_h: int, spec: Any, name: str, whole: bool
                   ) -> tuple[str, int, bool, int, list[str], list[int]]:
        """How a big card face at ``rect`` (px) lays out ``name`` (on two lines at most when
        ``whole``) and its two action boxes: (name, the name's height, whether the suit icons sit
        beside it, the boxes' top, the boxes' words, their heights). Words too long for their box
        are drawn smaller, down to :data:`LABELLED_LEAST` px, and only then lose their "Public:" /
        "Private:" (the box's colour says it); a box that still cannot hold
        them even as small as :meth:`para` draws says "(hover to read)" (the hover shows the card)."""
        icon = 18
        icons_w = len(spec.suits) * (icon + 1)
        name_size, most = face_sizes(rect.size)
        beside_lines = wrap_text(name, name_size, rect.w - 8 - icons_w, bold=True)
        beside = len(beside_lines) <= (2 if whole else 1) and all(
            font(name_size, True).size(line)[0] <= rect.w - 8 - icons_w for line in beside_lines)
        name_w = rect.w - 8 - (icons_w if beside else 0)
        if whole:   # the name's lines at its width (those worked out above when the icons sit beside it)
            name_lines = beside_lines if beside else wrap_text(name, name_size, name_w, bold=True)
            name_h = line_px(name_size, True) * min(2, len(name_lines))
        else:
            name_h = line_px(name_size, True)
        top = rect.y + band_h + 2 + name_h + (0 if beside else icon + 1)
        actions = (("Public", spec.pub), ("Private", spec.prv))
        words = [f"{label}: {box_words(action)}" for label, action in actions]
        room = rect.bottom - 3 - top - 2
        heights = self._action_heights(words, rect.w - 10, room)
        plain = [box_words(action) for _, action in actions]

        measured: dict[tuple[str, int, int], bool] = {}   # each text, height and size measured once

        def fits_at(text: str, h: int, s: int) -> bool:
            key = (text, h, s)
            if key not in measured:
                measured[key] = perk_text_fits(text, pygame.Rect(0, 0, rect.w - 10, h - 2), s)
            return measured[key]

        def fits(text: str, h: int, least: int = 12) -> bool:   # at 12 px (or more), or as small as ``least``
            return any(fits_at(text, h, s) for s in range(max(most, least), least - 1, -1))

        if any(not fits(text, h, LABELLED_LEAST) for text, h in zip(words, heights)):
            # the labels stay while the words fit a step or two smaller (large text sizes); else
            # the box's colour says which it is
            words = [text if fits(text, h, LABELLED_LEAST) else bare for text, h, bare in zip(words, heights, plain)]
            heights = self._action_heights(words, rect.w - 10, room)
        words = [text if fits(text, h, 8) else "(hover to read)" if fits("(hover to read)", h, 8) else "(hover)"
                 for text, h in zip(words, heights)]
        return name, name_h, beside, top, words, heights

    @staticmethod
    def _box_size(rect: pygame.Rect, words: list[str], heights: list[int]) -> int:
        """The one text size (px, 12 down to 8) both action boxes of a card face at ``rect`` are
        drawn at: the largest at which each box's ``words`` fit its height (as :meth:`para` draws)."""
        inner = [pygame.Rect(0, 0, rect.w - 10, h - 2) for h in heights]
        return next((s for s in range(face_sizes(rect.size)[1], 8, -1)
                     if all(perk_text_fits(t, b, s) for t, b in zip(words, inner))), 8)

    @staticmethod
    def _action_heights(words: list[str], width: int, room: int) -> list[int]:
        """The heights (px) of a card's action boxes sharing ``room`` px: half each, unless one
        needs more lines than half holds and the other fewer (each box at least what its words
        need at 12 px, wrapped to ``width``; the rest shared)."""
        half = room // len(words)
        step = font(12).get_linesize()
        needs = [len(wrap_lines(text, 12, width, False)) * step + 4 for text in words]
        if max(needs) <= half or sum(needs) > room:
            return [half] * (len(words) - 1) + [room - half * (len(words) - 1)]
        spare = (room - sum(needs)) // len(words)
        heights = [need + spare for need in needs]
        heights[-1] = room - sum(heights[:-1])
        return heights

    def face(self, card_id: str | None, size: tuple[int, int], big: bool = True) -> pygame.Surface:
        """``card_id`` drawn at ``size`` (px) (None: a card back), made once and kept (a held card
        is blitted each frame, not drawn again)."""
        if card_id is None:
            return self._back(size)
        key = (card_id, tuple(size), big)
        image = self._faces.get(key)  # type: ignore[arg-type]
        if image is None:
            image = self._faces[key] = pygame.Surface(size, pygame.SRCALPHA)  # type: ignore[index]
            self._draw_face(image, image.get_rect(), card_id, big)
        return image

    def big(self, card_id: str) -> pygame.Surface:
        """A card drawn big for the hover enlargement."""
        return self.face(card_id, (150, 200))

    def card_at(self, pos: tuple[int, int]) -> str | None:
        """The topmost face-up card drawn at ``pos`` in the last frame."""
        hit = self.shown_at(pos)
        return hit[1] if hit else None

    def shown_at(self, pos: tuple[int, int]) -> tuple[pygame.Rect, str] | None:
        """(rect, card) of the topmost face-up card drawn at ``pos`` (px) in the last frame."""
        for rect, card in reversed(self.shown):
            if rect.collidepoint(pos):
                return rect, card
        return None

    # -- the table ------------------------------------------------------------------------------
    def message_box(self, message: str = "", above: int = 0) -> pygame.Rect:
        """Where a message shows (px): at the foot of the panel, with room for its drop shadow
        below (the rect drawn is 5 px shorter than the shadow's foot). 70 px tall, or taller (up
        to ``above``, the foot of the panel's last row, px) when ``message`` would not fit whole at
        :data:`MESSAGE_LEAST_PX` (issue 14: the Level 5 words were cut at 150 % text)."""
        panel_rect = self.layout.panel
        foot = self.layout.log.y if self.log_shown else panel_rect.bottom
        box = pygame.Rect(panel_rect.x + 8, foot - 78, panel_rect.w - 16, 70)
        if message:
            need = message_height(message, box.w)
            if need > box.h:
                top = max(foot - 8 - need, above + 4, panel_rect.y + 4)
                box = pygame.Rect(box.x, top, box.w, foot - 8 - top)
        return box

    def paint(self, surface: pygame.Surface, view: dict, banner: str, panel: list[tuple[pygame.Rect, str, bool]],
              message: str, lit: Optional[dict] = None, calm: bool = False, words: bool = True,
              budget: Optional[int] = None) -> None:
        """The whole table onto ``surface`` (kept by the caller between calls: a part whose content
        is the same as last time is not painted again). ``lit``: what the person may click now -
        ``cards`` and ``perks`` (ids), ``tokens`` {(seat, zone, r): (picked, clickable)}, ``boards``
        (seats), ``supply`` (token types) - drawn with gold marks. ``message`` is a refusal (red)
        or, ``calm``, a note (ink). ``words`` False: the top bar, the Perk row and the panel are
        left as they are (a move's first frame; ``banner``, ``panel`` and ``message`` unused).
        ``budget``: how many of the boards, the Park and the play area's parts that changed are
        painted again this time (the board of the seat to act first; None: all; the hand, where
        the person's hand answers the mouse, always); the others keep their last picture and
        :attr:`behind` says so (the caller paints again next frame)."""
        lit = lit or {}
        self._budget = budget
        self.behind = False
        size = surface.get_size()
        fresh = self._drawn.get("_surface") != (id(surface), size)
        self.painted = [surface.get_rect()] if fresh else []
        if fresh:
            # The bare table is drawn straight onto the new picture, and while it is first painted a
            # part's place is put back by drawing the bare table there again (clipped): the same
            # pixels as a copy, without a full-screen picture of it made at start-up. Later paintings
            # copy from that picture (made on first use: a copy is cheaper than drawing).
            self._table(surface)
            self._drawn = {"_surface": (id(surface), size)}
            self._inked = {}

        def put_back(spot: pygame.Rect) -> None:
            """The bare table again in ``spot`` (px) of ``surface``."""
            if fresh:
                clip = surface.get_clip()
                surface.set_clip(pygame.Rect(spot).clip(clip))
                self._table(surface)
                surface.set_clip(clip)
            else:
                copy(surface, self._cached(("table", size), size, self._table), spot)
        self.words = []
        cards = frozenset(lit.get("cards") or ())

        def region(name: str, rect: pygame.Rect, key: Any, covers: bool = False) -> bool:
            """Start painting part ``name`` again when its ``key`` changed: only what its last
            painting covered (its ink) is put back to the bare table first (nothing when the new
            painting ``covers`` the whole of ``rect``, opaque, and its last ink lay inside it),
            and what this painting covers is noted (:meth:`_mark`) until the next part starts."""
            self._end_ink()
            if self._drawn.get(name) == key:
                return False
            for spot in self._inked.get(name, (rect,)):
                if not (covers and rect.contains(spot)):
                    put_back(spot)
            self._drawn[name] = key
            self.painted.append(pygame.Rect(rect))
            self._ink_name, self._ink_rect, self._ink_target = name, rect, surface
            self._ink = []
            return True

        # the banner fills its whole rect (the kit's draw_banner): nothing of the table to put back
        banner_key = (banner, self.banner_end)
        if words and self._affordable("banner", banner_key) and region("banner", self.layout.banner, banner_key,
                                                                       covers=True):
            self.words.append(banner)
            draw_banner(surface, self.layout.banner, banner, "", words_end=self.banner_end,
                        shorter=shorter_banners(banner))
            self._mark(surface, self.layout.banner)
        self._end_ink()  # the boards are painted whole (opaque), not as ink
        self.tokens, self.board_rects, self.shown = [], [], []
        shown: list[tuple[pygame.Rect, str]] = []
        first = view.get("current")
        for seat in sorted(self.order(view), key=lambda other: other != first):  # the seat to act first
            self.board(surface, self.layout.board(seat), view, seat, lit, cards)
        for seat in self.order(view):
            rect = self.layout.board(seat)
            self.board_rects.append((rect, seat))
            self._board_spots(rect, view["seats"][seat], seat)
        shown += self.shown
        lay = self.layout
        # keys as reprs of plain data (equal words mean equal content; cheaper than JSON)
        park_key = repr([view["park"], view["park_deck_count"], sorted(cards & set(view["park"]) - {None})])
        if self._affordable("park", park_key) and region("park", lay.park.inflate(8, 8), park_key):
            self.shown = []
            self.park(surface, view, cards)
            self._park_shown = self.shown
        perks_key = repr([view["perk_row"], view["supply"], view["made_up_count"], sorted(lit.get("perks") or ()),
                          sorted(lit.get("supply") or ())])
        if words and self._affordable("perks", perks_key) and region("perks", lay.perks.inflate(8, 8), perks_key):
            self.perk_row(surface, view, lit)
        self._play_parts(surface, put_back, view, region)
        shown += self._park_shown + self._play_shown
        viewer = view["viewer"]
        hand = tuple(view["seats"][viewer].get("hand", [])) if viewer is not None else ()
        hand_key = (viewer, hand, tuple(sorted(cards & set(hand))), self.lifted)
        if region(
                "hand", pygame.Rect(0, self.layout.hand.y - 4, HAND.w + self.layout.extra, SCREEN_H - self.layout.hand.y + 4),
                hand_key):
            self.hand(surface, view, cards)
        shown += self.hand_cards
        self.shown = shown
        panel_key = (tuple((tuple(r), label, b) for r, label, b in panel), message, calm, self.log_shown)
        log_key = tuple(self.log_lines) if self.log_shown else ()
        # the panel and the log are one part to the budget unless both lie as last painted beside
        # each other (the log shown then and now: the panel's rows keep above it)
        apart = self.log_shown and self._drawn.get("panel", (None,) * 4)[3] is True
        if words and apart:
            panel_words = self._affordable("panel", panel_key)
            log_words = self._affordable("log", log_key)
        elif words and (self._drawn.get("panel") != panel_key or self._drawn.get("log") != log_key):
            panel_words = log_words = self._spend()
        else:
            panel_words = log_words = words
        if not self.log_shown:      # its place given back before the panel's rows come over it
            self._paint_log(surface, region, log_words, fresh)
        if panel_words and region("panel", self.layout.panel, panel_key):
            for rect, label, button in panel:  # rows to click; a title or a hint is words only
                if button:
                    blit_opaque(surface, self._plain(("row", rect.size, INK, 1), rect.size,
                                                     lambda im: self._button(im, INK, 1)), rect.topleft)
                    self._mark(surface, rect.clip(surface.get_clip()))
                self.para(surface, label, rect.inflate(-10, -6), size=14, smallest=10, bold=not button)
            if message:  # at the foot of the panel: never over the cards or the rows the person needs next
                box = self.message_box(message, max((r.bottom for r, _, _ in panel), default=0))
                if not draw_message_box(surface, message, box, TOAST_INFO if calm else TOAST_RED)[1]:
                    self.clipped.append(message)
                self._mark(surface, box.union(box.move(0, 5)))  # the box and its drop shadow
        self._end_ink()
        if self.log_shown:          # over the panel's back, after its rows
            self._paint_log(surface, region, log_words, fresh)
        self._end_ink()
        self._budget = None

    def _paint_log(self, surface: pygame.Surface, region: Callable[..., bool], words: bool, fresh: bool) -> None:
        """The game log's last lines at the panel's foot (the kit's log panel), or its place as
        the bare table when it is not shown."""
        log_key = tuple(self.log_lines) if self.log_shown else ()
        if words and region("log", self.layout.log, log_key, covers=bool(log_key)) and log_key:
            if fresh:
                self._log.forget()          # (its rounded corners are taken from a new picture)
            self._log.draw(surface, self.layout.log, self.log_lines)
            self.words.extend(self.log_lines)
            self._mark(surface, self.layout.log)

    def _affordable(self, part: str, key: Any) -> bool:
        """Whether ``part`` may be painted for ``key`` this time: it is as last painted (nothing
        to do), or the painting's budget has room (spent here); else it waits (:attr:`behind`)."""
        if self._drawn.get(part) == key:
            return True
        return self._spend()

    def _spend(self) -> bool:
        if self._budget is None:
            return True
        if self._budget <= 0:
            self.behind = True
            return False
        self._budget -= 1
        return True

    def _play_parts(self, surface: pygame.Surface, put_back: Callable[[pygame.Rect], None], view: dict,
                    region: Any) -> None:
        """The play area as parts: while a card is played, its left (who plays it, the cards:
        :data:`PLAY_LEFT` px wide) and its right (the actions' sizes in words) are painted again
        apart, so sizes worked out or a follow window moving on leave the cards alone; a trash
        choice, the Made-Up Rules to keep or an empty area are one part."""
        lay = self.layout
        whole = lay.play.inflate(8, 8)
        play, pending = view.get("play"), view.get("pending") or {}
        split = bool(play) and self.trash_choice is None and not (pending.get("kind") == "keep_rule"
                                                                 and pending.get("drawn"))
        left = pygame.Rect(whole.x, whole.y, PLAY_LEFT, whole.h)
        right = pygame.Rect(left.right, whole.y, whole.right - left.right, whole.h)
        if split:
            if self._drawn.get("play") != "split":
                # the area was one part: each half takes the ink of the last painting that lies in
                # it, and keeps it on show until that half's own turn to be painted (as a board
                # left for the next frame keeps its last picture)
                self._end_ink()
                old = self._inked.pop("play", [whole])
                self._drawn["play"] = "split"
                self.rule_tiles, self.trash_tiles = [], []
                self.hint_rect = None
                for half, area in (("play_left", left), ("play_right", right)):
                    self._drawn.pop(half, None)
                    self._inked[half] = [r.clip(area) for r in old if r.colliderect(area)]
            left_key = repr([play["card"], play["adds"], play["leader"], play["order"], play["full"]])
            if self._affordable("play_left", left_key) and region("play_left", left, left_key):
                self.shown = []
                self._play(surface, view, play, pending, "left")
                self._play_shown = self.shown
            right_key = repr([play["card"], play.get("ms"), play.get("gather"), self.live_ms, play_pending(pending)])
            if self._affordable("play_right", right_key) and region("play_right", right, right_key):
                self._play(surface, view, play, pending, "right")
            return
        afford = self._affordable
        if self._drawn.get("play") == "split":  # back to one part: put back both halves' ink first
            if not self._spend():
                return                          # (both halves as they are until its turn)
            afford = (lambda part, key: True)
            self._end_ink()
            for half in ("play_left", "play_right"):
                for spot in self._inked.pop(half, ()):
                    put_back(spot)
                self._drawn.pop(half, None)
            self._inked["play"] = []
            self._drawn.pop("play", None)
        play_key = repr([play, play_pending(pending), self.live_ms, self.trash_choice, self.play_hint])
        if afford("play", play_key) and region("play", whole, play_key):
            self.shown = []
            self.play_area(surface, view)
            self._play_shown = self.shown

    def _mark(self, surface: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
        """Note ``rect`` (px, what a drawing call covered) as ink of the part being painted when
        ``surface`` is the table picture it is painted on; returns ``rect``. Every drawing call of
        a part (:meth:`paint`'s ``region``) goes through here, so the part's next painting puts
        back exactly what this one covered."""
        if surface is self._ink_target:
            self._ink.append(rect)
            self.painted.append(pygame.Rect(rect))
        return rect

    def _end_ink(self) -> None:
        """The part being painted is done: keep its ink (clipped to the part) for next time."""
        if self._ink_target is not None:
            area = self._ink_rect
            self._inked[self._ink_name] = [r.clip(area) for r in self._ink if r.colliderect(area)]
        self._ink_target, self._ink = None, []

    def ink(self, *parts: str) -> list[pygame.Rect]:
        """What the last painting of each of ``parts`` (e.g. "panel", "play", "play_left",
        "play_right", "hand") covered on the table: its words, rows and cards (px rects, copies;
        none for a part not painted yet)."""
        return [pygame.Rect(r) for part in parts for r in self._inked.get(part, ()) if r.w and r.h]

    def forget(self) -> None:
        """Paint every part again next time (something was drawn over the table), hit lists too."""
        self._drawn = {}
        self._spots = {}

    def _table(self, image: pygame.Surface) -> None:
        """What never changes: the felt, the top bar, the Park, Perk row, play area and panel."""
        image.fill(FELT)
        pygame.draw.rect(image, (30, 60, 40), self.layout.banner)
        for rect in (self.layout.park, self.layout.perks, self.layout.play, self.layout.panel):
            pygame.draw.rect(image, BOARD, rect, border_radius=8)

    def _cached(self, key: Any, size: tuple[int, int], draw: Any, alpha: bool = False) -> pygame.Surface:
        """A part's picture made once per ``key`` by ``draw(image)`` (``alpha``: see-through where
        not drawn) and kept."""
        image = self._parts.get(key)
        if image is None:
            image = pygame.Surface(size, pygame.SRCALPHA) if alpha else pygame.Surface(size)
            draw(image)
            if len(self._parts) > PART_CACHE:
                self._parts.pop(next(iter(self._parts)))
            self._parts[key] = image
        return image

    def board(self, surface: pygame.Surface, rect: pygame.Rect, view: dict, seat: int, lit: dict,
              cards: frozenset = frozenset()) -> None:
        """One seat's board: name, VP, the Fort Level track, Stuff and Pack as token pictures,
        counts, Perks, the Lookout and the Yard. Drawn in place on the table picture, band by band
        (:func:`board_bands`): only the bands whose content changed are painted again (all of them
        when its frame changed: the seat to act, a rival to click)."""
        s = view["seats"][seat]
        my_lit = tuple(sorted((k, v) for k, v in (lit.get("tokens") or {}).items() if k[0] == seat))
        mine = tuple(sorted(cards & set(s["yard"] + s["lookout"])))
        back = (rect.size, view["current"] == seat, seat in (lit.get("boards") or ()))
        scale = vp_scale(view)
        keys = {"head": (self.who(seat), s["track"], s["macaroni"], s["level"], scale),
                "tokens": (tuple(sorted(s["stuff"].items())), tuple(sorted(s["pack"].items())), s["pack_cap"], my_lit),
                "counts": (s["hand_count"], s["deck_count"], s["discard_count"], s["rules_count"], tuple(s["perks"])),
                "rows": (tuple(s["lookout"]), s["lookout_cap"], tuple(s["yard"]), mine)}
        before = self._drawn.get(("board", tuple(rect)))
        if before is not None and before[0] == back:
            bands = {name for name, key in keys.items() if before[1][name] != key}
            if not bands:
                return
            if rect.w >= WIDE_BOARD:      # its Lookout and Yard reach over every band: all of it again
                bands = set(keys)
        else:
            bands = set(keys)
        if not self._spend():
            return
        self._drawn[("board", tuple(rect))] = (back, keys)
        self.painted.append(pygame.Rect(rect))
        clip = surface.get_clip()
        surface.set_clip(rect.clip(clip))
        if (before is not None and before[1] == keys and before[0][0] == back[0] and not before[0][2]
                and not back[2] and not mine):
            # only the frame of the seat to act came or went (nothing lit on the board): its back
            # again along the edges, where nothing of the board's content is ever drawn
            self._reframe(surface, rect, back[1])
        else:
            self._board(surface, rect, s, seat, back[1], back[2], dict(my_lit), frozenset(mine), bands, scale)
        surface.set_clip(clip)

    def _reframe(self, surface: pygame.Surface, rect: pygame.Rect, current: bool) -> None:
        """The board at ``rect`` framed (``current``) or not, its content as it is: the back's
        edges blitted again, :data:`FRAME_PX` px strips along its sides and its corners' squares
        (the frame's rounded corners), which no content reaches."""
        back = self._plain(("board", rect.size, current, False), rect.size,
                           lambda im: self._board_back(im, current, False))
        w, h, edge, corner = rect.w, rect.h, FRAME_PX, FRAME_CORNER_PX
        for part in ((0, 0, w, edge), (0, h - edge, w, edge), (0, 0, edge, h), (w - edge, 0, edge, h),
                     (0, 0, corner, corner), (w - corner, 0, corner, corner), (0, h - corner, corner, corner),
                     (w - corner, h - corner, corner, corner)):
            area = pygame.Rect(part)
            blit_opaque(surface, back, area.move(rect.topleft).topleft, area)

    def _board_layout(self, rect: pygame.Rect, s: dict) -> dict[str, Any]:
        # the Lookout and the Yard share the row by how many cards each holds, so cards lie side by
        # side (names whole) rather than over each other
        x0 = rect.x + (left_w(rect.size) if rect.w >= WIDE_BOARD else 0)
        inner = rect.right - x0 - 24
        held = max(1, len(s["lookout"])), max(1, len(s["yard"]))
        half = max(min(110, inner // 2), min(inner - 70, round(inner * held[0] / (held[0] + held[1]))))
        top = rows_top(rect.size) + line_px(zs(12, board_zoom(rect.size)))   # under the rows' count lines
        look = pygame.Rect(x0 + 8, rect.y + top, half, rect.h - 4 - top)
        yard = pygame.Rect(x0 + 16 + half, rect.y + top, inner - half, rect.h - 4 - top)
        return {"look": look, "yard": yard}

    def _row(self, area: pygame.Rect, cards: list[str], z: BoardZoom = NORMAL) -> list[pygame.Rect]:
        """Where ``cards`` lie in ``area`` (px): mini cards side by side when they fit; else a chip
        per card (its suit icons and whole name, :func:`chip_h` high) flowing in rows, when the chips
        fit; else a chip of suit icons only per card (:data:`ICON_CHIP_H` high, no name: the hover
        shows the card), flowing in rows, overlapping in one row when even those do not fit."""
        if not cards:
            return []
        n = len(cards)
        # as large as the board's zoom, or the row's room (a wide board's column: as the row holds)
        cap = area.h if area.h >= 2 * MINI_H else mini_size(z)[1]
        mini_h = min(cap, area.h, ((area.w + 3) // n - 3) * MINI_H // MINI_W)
        mini_w = round(mini_h * MINI_W / MINI_H)
        if (n * (mini_w + 3) - 3 <= area.w and mini_h >= MINI_H
                and all(self._mini_fits(c, (mini_w, mini_h)) for c in cards)):
            return [pygame.Rect(area.x + j * (mini_w + 3), area.y, mini_w, mini_h) for j in range(n)]
        icon_h = zp(ICON_CHIP_H, z)
        for height, widths in ((chip_h(z), [self._chip_width(c, z) for c in cards]),
                               (icon_h, [self._icon_chip_width(c, z) for c in cards])):
            chips: list[pygame.Rect] = []
            x, y = area.x, area.y
            for width in widths:
                if x > area.x and x + width > area.right:
                    x, y = area.x, y + height + 2
                chips.append(pygame.Rect(x, y, width, height))
                x += width + 3
            if chips[-1].bottom <= area.bottom and max(widths) <= area.w:
                return chips
        width = max(widths)
        step = (area.w - width) // max(1, n - 1)
        return [pygame.Rect(area.x + j * step, area.y, width, icon_h) for j in range(n)]

    def _mini_fits(self, card_id: str, size: tuple[int, int] = (MINI_W, MINI_H)) -> bool:
        """Whether a mini card shows ``card_id``'s name whole (a small window's larger words may
        not: its chip does). Worked out once per card (and text size: :attr:`_fits`)."""
        key = ("mini fits", card_id, size)
        fits = self._fits.get(key)
        if fits is None:
            name = self._mini_name(self.rules.card(card_id)).replace("-", "- ")
            w, h = size
            icon, words = mini_face_sizes(h)
            fits = self._fits[key] = perk_text_fits(name, pygame.Rect(0, 0, w - 4, h - 8 - icon - 4), words)
        return fits

    def _chip_width(self, card_id: str, z: BoardZoom = NORMAL) -> int:
        """A chip's width (px): the suit strip, one icon per suit and the card's name whole.
        Measured once per card (and text size: :attr:`_fits`)."""
        key = ("chip w", card_id, z)
        width = self._fits.get(key)
        if width is None:
            spec = self.rules.card(card_id)
            width = self._fits[key] = (6 + len(spec.suits) * (zp(CHIP_ICON, z) + 1) + 3
                                       + font(zs(CHIP_SIZE, z)).size(self._mini_name(spec))[0] + 5)
        return width

    def _icon_chip_width(self, card_id: str, z: BoardZoom = NORMAL) -> int:
        """An icon chip's width (px): the suit strip and one icon per suit."""
        return 6 + len(self.rules.card(card_id).suits) * (zp(CHIP_ICON, z) + 1) + 3

    @staticmethod
    def _mini_name(spec: Any) -> str:
        return spec.name.replace("Best Friend: ", "BF ")

    def _chip(self, surface: pygame.Surface, rect: pygame.Rect, card_id: str, z: BoardZoom = NORMAL) -> None:
        """A card in a crowded Lookout or Yard: a paper chip with its suits' colours and icons and its
        whole name (hover enlarges the card)."""
        spec = self.rules.card(card_id)
        pygame.draw.rect(surface, PAPER, rect, border_radius=4)
        pygame.draw.rect(surface, INK, rect, 1, border_radius=4)
        for i, suit in enumerate(spec.suits):
            part = pygame.Rect(rect.x + 1, rect.y + 1 + i * (rect.h - 2) // len(spec.suits), 4,
                               (rect.h - 2) // len(spec.suits))
            pygame.draw.rect(surface, SUIT_COLOURS[suit], part)
        x = rect.x + 7
        icon = zp(CHIP_ICON, z)
        for suit in spec.suits:
            surface.blit(self.art.image(f"fort/suit_{suit}", icon), (x, rect.centery - icon // 2))
            x += icon + 1
        if rect.w <= self._icon_chip_width(card_id, z):   # an icon chip: no room for the name (the hover says it)
            return
        self.text(surface, self._mini_name(spec), (x + 2, rect.centery), size=zs(CHIP_SIZE, z), anchor="midleft",
                  width=rect.right - x - 4)

    @staticmethod
    def _token_step(rect: pygame.Rect, s: dict, zone: str, z: BoardZoom) -> int:
        """How far apart (px) a board's tokens in ``zone`` lie: side by side, or overlapping when
        a row (a Pack's empty places too) would run past the board's edge."""
        t = token_px(z)
        places = s[zone]["P"] + s[zone]["T"]
        if zone == "pack":
            places = max(places, s["pack_cap"])
        room = left_w(rect.size) - 12 - token_x0(z) - 12 - t
        return t + 1 if places <= 1 else max(4, min(t + 1, room // (places - 1)))

    def _token_rects(self, rect: pygame.Rect, s: dict) -> list[tuple[pygame.Rect, str, str, int]]:
        out = []
        z = board_zoom(rect.size)
        t = token_px(z)
        top, row_h = board_bands(rect.size)["tokens"][0], token_row_h(z)
        for row, zone in enumerate(("stuff", "pack")):
            x = rect.x + 4 + token_x0(z)
            y = rect.y + top + 2 + row * row_h + (row_h - t) // 2
            step = self._token_step(rect, s, zone, z)
            for r in "PT":
                for i in range(s[zone][r]):
                    out.append((pygame.Rect(x, y, t, t), zone, r, i))
                    x += step
                x += 4
        return out

    def _board_spots(self, rect: pygame.Rect, s: dict, seat: int) -> None:
        """The hit lists of one board in screen pixels (``shown`` cards, ``tokens``), worked out
        without drawing (the board's picture may be kept from an earlier frame)."""
        key = (tuple(s["lookout"]), tuple(s["yard"]), s["stuff"]["P"], s["stuff"]["T"], s["pack"]["P"],
               s["pack"]["T"])
        kept = self._spots.get((tuple(rect), seat))
        if kept is None or kept[0] != key:   # the layout follows from the rect and the key alone
            spots = self._board_layout(rect, s)
            top = rect.y + rows_top(rect.size)
            z = board_zoom(rect.size)
            rows = {name: pygame.Rect(area.x, top, area.w, area.bottom - top) for name, area in spots.items()}
            shown = [(r, c) for area, cards in ((spots["look"], s["lookout"]), (spots["yard"], s["yard"]))
                     for r, c in zip(self._row(area, cards, z), cards)]
            tokens = [TokenSpot(r, seat, zone, res, i) for r, zone, res, i in self._token_rects(rect, s)]
            kept = self._spots[(tuple(rect), seat)] = (key, shown, tokens, rows)
        self.board_rows[seat] = {name: pygame.Rect(area) for name, area in kept[3].items()}
        self.shown += kept[1]
        self.tokens += kept[2]

    def _board(self, surface: pygame.Surface, rect: pygame.Rect, s: dict, seat: int, current: bool, lit_board: bool,
               lit_tokens: dict, lit_cards: frozenset = frozenset(), bands: Optional[set] = None,
               scale: Optional[int] = None) -> None:
        """``s`` drawn as a board at ``rect``; ``bands``: only those of :func:`board_bands` (None:
        all), each starting from its strip of the board's back. Nothing of a band is drawn outside
        its strip. ``scale``: the VP at the end of the victory track (:func:`vp_scale`; None: this
        board's own)."""
        back = self._plain(("board", rect.size, current, lit_board), rect.size,
                           lambda im: self._board_back(im, current, lit_board))
        layout = board_bands(rect.size)
        bands = set(layout) if bands is None else bands
        z = board_zoom(rect.size)
        name_h, line_h = line_px(zs(17, z), True), line_px(zs(12, z))
        small, vp_size, name_size = zs(12, z), zs(13, z), zs(17, z)
        for name, (top, bottom) in layout.items():
            if name in bands:
                strip = pygame.Rect(0, top, rect.w, min(bottom, rect.h) - top)
                blit_opaque(surface, back, strip.move(rect.topleft).topleft, strip)
        if "head" in bands:
            surface.blit(self._cached(("track", s["level"], track_w(z), z), (track_w(z), track_h(z)),
                                      lambda im: self._track(im, s["level"], z), alpha=True),
                         (rect.x + 4, rect.y + 2 + name_h))
            mac = zp(26, z)
            macaroni = mac + 4 if s["macaroni"] else 0
            if s["macaroni"]:
                surface.blit(self.art.image("fort/macaroni", mac), (rect.right - mac - 8, rect.y + 3))
            # "7 VP on the track, +3 for the Fort at the end" where the name leaves room for it (issue
            # 14: the track showed 0 after a level-up; a Fort Level's points count at the end), else
            # "7 VP, +3 for the Fort" (a new user's board with the Macaroni lost the Fort's points),
            # else "7 VP on the track", else "7 VP"
            fort = self.fort_vp[s["level"]] if 0 < s["level"] < len(self.fort_vp) else 0
            room = rect.w - 28 - macaroni - font(name_size, True).size(self.who(seat))[0]
            ways = [f"{s['track']} VP on the track, +{fort} for the Fort at the end", f"{s['track']} VP, +{fort} for the Fort"]
            vp = next((words for words in (ways if fort else [])
                       + [f"{s['track']} VP on the track"] if font(vp_size).size(words)[0] <= min(390, room - 40)),
                      f"{s['track']} VP")
            right = font(vp_size).size(vp)[0] + 8 + macaroni
            self.text(surface, self.who(seat), (rect.x + 8, rect.y + 2), size=name_size, bold=True, width=rect.w - right - 16)
            self.text(surface, vp, (rect.right - 8 - macaroni, rect.y + 2 + name_h // 2),
                      size=vp_size, width=right - macaroni, anchor="midright")
            rail_h = zp(20, z)
            rail = pygame.Rect(rect.x + 14 + track_w(z), rect.y + 3 + name_h + (track_h(z) - rail_h) // 2,
                               min(zp(220, z), rect.w - 26 - track_w(z)), rail_h)
            if rail.w >= 60:
                scale = scale if scale is not None else vp_scale({"seats": [s]})
                surface.blit(self._cached(("vp", s["track"], scale, rail.size), rail.size,
                                          lambda im: self._vp_track(im, s["track"], scale), alpha=True), rail)
        if "tokens" in bands:
            top, bottom = layout["tokens"]
            self._tokens(surface, pygame.Rect(rect.x + 4, rect.y + top, left_w(rect.size) - 8, bottom - top), s, seat,
                         lit_tokens, rect.size)
        if "counts" in bands:
            perks = ", ".join(self.rules.catalogue.perks[p].name for p in s["perks"]) or "none"
            rules = s["rules_count"]
            counts = [s["hand_count"], s["deck_count"], s["discard_count"], rules]
            # the counts whole: "Made-Up Rules" said shorter, then the gaps narrowed, where the board is narrow
            line = ""
            for words, gap in ((("hand", "deck", "discard", "Made-Up Rules"), "  "), (("hand", "deck", "discard", "Rules"), "  "),
                               (("hand", "deck", "discard", "Rules"), " ")):
                line = gap.join(f"{w} {n}" for w, n in zip(words, counts))
                if font(small).size(line)[0] <= left_w(rect.size) - 16:
                    break
            top = rect.y + layout["counts"][0]
            self.text(surface, line, (rect.x + 8, top), size=small, width=left_w(rect.size) - 16)
            self.text(surface, f"Perks: {perks}", (rect.x + 8, top + line_h), size=small, width=left_w(rect.size) - 16)
        if "rows" not in bands:
            return
        spots = self._board_layout(rect, s)
        top = rect.y + rows_top(rect.size)
        held = f"Lookout {len(s['lookout'])} of {s['lookout_cap']}"
        if font(small).size(held)[0] > spots["look"].w:       # a narrow Lookout: its count in figures
            held = f"Lookout {len(s['lookout'])}/{s['lookout_cap']}"
        self.text(surface, held, (spots["look"].x, top), size=small, width=spots["look"].w)
        self.text(surface, f"Yard {len(s['yard'])}", (spots["yard"].x, top), size=small, width=spots["yard"].w)
        for area, cards in ((spots["look"], s["lookout"]), (spots["yard"], s["yard"])):
            for r, c in zip(self._row(area, cards, z), cards):
                if r.h < MINI_H:          # a chip (a mini card is never smaller than MINI_H)
                    self._chip(surface, r, c, z)
                else:
                    self.card(surface, r, c, record=False)
                if c in lit_cards:
                    draw_lit_outline(surface, LIT, r.inflate(4, 4), 3, border_radius=6)

    @staticmethod
    def _board_back(image: pygame.Surface, current: bool, lit_board: bool) -> None:
        """A board's back (its size): the felt, the board's rounded rect, framed when it is the seat
        to act (``current``) and in gold when it may be clicked (``lit_board``)."""
        rect = image.get_rect()
        image.fill(FELT)
        pygame.draw.rect(image, BOARD, rect, border_radius=8)
        if current:
            pygame.draw.rect(image, (240, 200, 60), rect, 3, border_radius=8)
        if lit_board:
            draw_lit_outline(image, LIT, rect, 5, border_radius=8)

    @staticmethod
    def _button(image: pygame.Surface, edge: tuple[int, int, int], width: int) -> None:
        """A panel row or message box (its size) on the panel's board colour: paper, rounded, with
        an ``edge`` of ``width`` px."""
        image.fill(BOARD)
        pygame.draw.rect(image, PAPER, image.get_rect(), border_radius=4)
        pygame.draw.rect(image, edge, image.get_rect(), width, border_radius=4)

    def _plain(self, key: Any, size: tuple[int, int], draw: Any) -> pygame.Surface:
        """An opaque picture that depends on its ``key`` alone (a board's back, a plain box), made
        once by ``draw(image)`` and kept for good (a few sizes): blitting it is much cheaper than
        filling or drawing a rounded rect on the big table picture."""
        image = self._plains.get(key)
        if image is None:
            image = pygame.Surface(size)
            draw(image)
            self._plains[key] = image
        return image

    def _track(self, image: pygame.Surface, level: int, z: BoardZoom = NORMAL) -> None:
        """The Fort Level track (:func:`track_w` x :func:`track_h` px): six steps, the ones built filled, the
        current one framed in red."""
        sw, sh = track_step(z)
        x0 = track_w(z) - 6 * (sw + 2) - 6      # the steps start right of the word "Fort" as it is drawn
        self.text(image, "Fort", (4, track_h(z) // 2), size=zs(12, z), width=x0 - 6, anchor="midleft")
        number = step_number_size(z)

        def step_at(n: int) -> pygame.Rect:     # a staircase: each step a px taller than the last
            return pygame.Rect(x0 + n * (sw + 2), 2 + (5 - n), sw, sh - (5 - n))

        for step_no in range(6):
            step = step_at(step_no)
            built = step_no <= level
            pygame.draw.rect(image, (176, 120, 70) if built else (226, 214, 186), step, border_radius=3)
            pygame.draw.rect(image, INK, step, 2 if step_no == level else 1, border_radius=3)
            self.text(image, str(step_no), step.center, size=number, width=sw - 2, anchor="center",
                      colour=PAPER if built else (120, 100, 70), bold=step_no == level)
        here = step_at(level)  # the level now: a red frame
        pygame.draw.rect(image, MARKER, here.inflate(4, 4), 2, border_radius=4)
        # the marker on the track: a red pawn standing on the step reached, its number in it
        pawn = pygame.Rect(0, 0, sh, sh)
        pawn.center = here.center
        pygame.draw.ellipse(image, MARKER, pawn)
        pygame.draw.ellipse(image, INK, pawn, 1)
        self.text(image, str(level), pawn.center, size=number, width=sh - 2, anchor="center", colour=PAPER, bold=True)

    def _vp_track(self, image: pygame.Surface, track: int, scale: int) -> None:
        """The victory track (its size: up to 220 x 20 px): a rail from 0 to ``scale`` VP with a
        notch every 10 VP and a marker (a red disc ringed in ink, the VP in it) at ``track`` VP."""
        w, h = image.get_size()
        y = h // 2
        left, right = max(7, h * 7 // 20), w - max(8, h * 7 // 20 + 1)
        pygame.draw.line(image, (150, 120, 80), (left, y), (right, y), 4)
        notch, disc = max(5, h // 4), max(7, h * 7 // 20)        # (a larger board: a larger marker)
        for vp in range(0, scale + 1, 10):
            x = left + round((right - left) * vp / scale)
            pygame.draw.line(image, (120, 100, 70), (x, y - notch), (x, y + notch), 2)
        # the marker: as tall as the rail, its VP in it (issue 15: read from a picture at half size)
        disc = max(disc, h // 2)
        x = left + round((right - left) * min(track, scale) / scale)
        x = max(disc, min(w - disc - 1, x))
        pygame.draw.circle(image, MARKER, (x, y), disc)
        pygame.draw.circle(image, INK, (x, y), disc, 1 + disc // 9)
        self.text(image, str(track), (x, y), size=max(11, disc), width=2 * disc - 2, anchor="center", colour=PAPER,
                  bold=True)

    def _spent_wash(self, size: tuple[int, int]) -> pygame.Surface:
        """The pale wash over a token picked to pay (made once per size)."""
        key = ("spent", tuple(size))
        wash = self._plains.get(key)
        if wash is None:
            wash = self._plains[key] = pygame.Surface(size, pygame.SRCALPHA)
            wash.fill((*SPENT_WASH, 170))
        return wash

    def _tokens(self, surface: pygame.Surface, box: pygame.Rect, s: dict, seat: int, lit_tokens: dict,
                board_size: tuple[int, int] = (300, BOARD_H)) -> None:
        """Stuff and Pack in ``box`` (the board's "tokens" band, :func:`board_bands`, 4 px in from
        its sides): one picture per token, a Pack's empty places as outlines, picked tokens faded as
        spent in a grey frame and clickable ones ringed gold."""
        clip = surface.get_clip()
        surface.set_clip(box.clip(clip))
        blit_opaque(surface, self._plain(("box", BOARD, box.size), box.size, lambda im: im.fill(BOARD)), box.topleft)
        board = pygame.Rect((0, 0), board_size)
        z = board_zoom(board.size)
        t = token_px(z)
        top, row_h = board_bands(board.size)["tokens"][0], token_row_h(z)
        origin = pygame.Rect(box.x - 4, box.y - top, board.w, board.h)   # the board itself
        for row, zone in enumerate(("stuff", "pack")):
            self.text(surface, "Stuff" if zone == "stuff" else "Pack", (box.x + 4, box.y + 2 + row * row_h + row_h // 2),
                      size=zs(12, z), width=token_x0(z) - 4, anchor="midleft")
        for r, zone, res, i in self._token_rects(origin, s):
            surface.blit(self.art.image(f"fort/token_{res}", t), r)
            state = lit_tokens.get((seat, zone, res))
            if state is not None:
                selected, clickable = state
                if i < selected:   # picked to pay: spent, faded under a calm frame (no error red)
                    surface.blit(self._spent_wash(r.size), r)
                    pygame.draw.rect(surface, SPENT, r.inflate(4, 4), 2, border_radius=4)
                elif clickable:
                    draw_lit_outline(surface, LIT, r.inflate(4, 4), 2, border_radius=4)
        used = s["pack"]["P"] + s["pack"]["T"]
        step = self._token_step(origin, s, "pack", z)
        x = token_x0(z) + used * step + (8 if used else 0)
        pack_y = box.y + 2 + row_h + (row_h - t) // 2
        for _ in range(max(0, s["pack_cap"] - used)):
            pygame.draw.rect(surface, (150, 130, 100), (box.x + x, pack_y, t, t), 1, border_radius=3)
            x += step
        x += t - step
        # what the Pack holds in words where there is room (the empty places show it as well)
        room = box.w - x - 8
        holds = next((words for words in (f"(Pack holds {s['pack_cap']})", f"(holds {s['pack_cap']})")
                      if font(zs(11, z)).size(words)[0] <= room), "")
        if holds:
            self.text(surface, holds, (box.x + x + 4, pack_y + t // 2), size=zs(11, z), width=room, anchor="midleft")
        surface.set_clip(clip)

    def middle(self, surface: pygame.Surface, view: dict, lit: dict, cards: frozenset = frozenset()) -> None:
        """The Park, the Perk row (with the supply) and the play area."""
        self.park(surface, view, cards)
        self.perk_row(surface, view, lit)
        self.play_area(surface, view)

    def park(self, surface: pygame.Surface, view: dict, cards: frozenset = frozenset()) -> None:
        """The Park: its deck count and face-up cards (``cards``: lit ones)."""
        lay = self.layout
        self.text(surface, f"Park ({view['park_deck_count']} cards in its deck)", (lay.park.x + 8, lay.park.y + 3),
                  size=15, bold=True, width=lay.park.w - 16)
        for i, c in enumerate(view["park"]):
            if c is not None:
                self.card(surface, lay.park_slot(i), c, big=True)
                if c in cards:
                    self._mark(surface, draw_lit_outline(surface, LIT, lay.park_slot(i).inflate(4, 4), 3, border_radius=6))

    def perk_row(self, surface: pygame.Surface, view: dict, lit: dict) -> None:
        """The Made-Up stack count and the token supply (a line), the stack's reward, the Perk row's
        title and its tiles, each line under the last by its words' real line height."""
        lay = self.layout
        # the token supply at the right end, as wide as its words are drawn (larger on a small
        # window); the Made-Up stack's words in what is left, said shorter where they must
        counts = [f"{'pizza' if r == 'P' else 'toys'} {view['supply'][r]}" for r in ("P", "T")]
        count_w = [max(62, font(14).size(words)[0] + 2) for words in counts]
        label_w = max(56, font(14).size("Supply")[0] + 2)
        supply_x = min(lay.perks.x + 230 + lay.extra // 2,      # (a wider table: the stack's words get the room)
                       lay.perks.right - 10 - (label_w + 2) - sum(30 + w for w in count_w) + 2)
        stack_w = supply_x - lay.perks.x - 16
        n = view["made_up_count"]
        keep = self.reward_levels("made_up_rule")
        # what a Made-Up Rule is for on the stack's line, where it fits (the Perks keep the rest of
        # the row's height: issue 15)
        wordings = (f"Made-Up Rule stack: {n} face down (keep 1 at Fort Level {keep})",
                    f"Made-Up Rule stack: {n} face down (keep 1 at Level {keep})",
                    f"Made-Up Rule stack: {n} face down", f"Made-Up Rules: {n} face down",
                    f"Made-Up Rules: {n}", f"Rule stack: {n}")
        # with the reward where it fits at its size, else the longest that fits at the least it may
        # shrink to (text(): 11)
        stack = next((words for size, words in [(13, w) for w in wordings[:2]] + [(11, w) for w in wordings]
                      if font(size).size(words)[0] <= stack_w), f"Rules: {n}")
        first_h = max(28, line_px(13), line_px(14))
        y = lay.perks.y + 3
        self.text(surface, stack, (lay.perks.x + 8, y + first_h // 2), size=13, width=stack_w, anchor="midleft",
                  smallest=11)
        self.supply_spots = []
        self.supply_rect = pygame.Rect(supply_x - 4, y, lay.perks.right - supply_x, first_h)
        self.text(surface, "Supply", (supply_x, y + first_h // 2), size=14, width=label_w, anchor="midleft")
        x = supply_x + label_w + 2
        for j, r in enumerate(("P", "T")):  # the token supply: each token's picture and how many are left
            spot = pygame.Rect(x, y + (first_h - 24) // 2, 24, 24)
            self._mark(surface, surface.blit(self.art.image(f"fort/token_{r}", 24), spot))
            if r in (lit.get("supply") or ()):
                self._mark(surface, draw_lit_outline(surface, LIT, spot.inflate(6, 6), 3, border_radius=5))
            self.supply_spots.append((spot, r))
            self.text(surface, counts[j], (x + 28, y + first_h // 2), size=14, width=count_w[j], anchor="midleft")
            x += 30 + count_w[j]
        y += first_h
        self.text(surface, f"Perks (take one at Fort Level {self.reward_levels('perk')}):",
                  (lay.perks.x + 8, y), size=13, bold=True, width=lay.perks.w - 16)
        y += line_px(13, True) + 1
        self.perk_tiles = []
        row = view["perk_row"]
        tiles, size = self.perk_places(pygame.Rect(lay.perks.x + 8, y, lay.perks.w - 14, lay.perks.bottom - 4 - y), row)
        for tile, perk in zip(tiles, row):   # a tile per Perk, clicked to pick it
            spec = self.rules.catalogue.perks[perk]
            self._mark(surface, surface.blit(self._cached(("perk", perk, tile.size, size), tile.size,
                                                          lambda im, s=spec: self._perk(im, s, size)), tile))
            if perk in (lit.get("perks") or ()):
                self._mark(surface, draw_lit_outline(surface, LIT, tile.inflate(4, 4), 3, border_radius=6))
            self.perk_tiles.append((tile, perk))

    def perk_places(self, area: pygame.Rect, perks: Sequence[str]) -> tuple[list[pygame.Rect], int]:
        """The Perk tiles' rects in ``area`` (px) and the size their names are asked at: one row
        when every name fits its tile whole (on two lines at most), else two or three rows of
        wider tiles (each showing its text only where there is room: the hover shows it), the
        names at 13 px, or smaller (never under the kit's least size) when no rows hold them."""
        n = len(perks)
        if not n:
            return [], 13
        specs = [self.rules.catalogue.perks[p] for p in perks]
        best: Optional[tuple[tuple[int, int, int], list[pygame.Rect], int]] = None
        for size in range(16, 7, -1):
            name_h = line_px(size, True)
            for rows in (1, 2, 3):
                per_row = -(-n // rows)
                pitch = min(156 + self.layout.extra // 4, area.w // per_row)
                tile_h = (area.h - (rows - 1) * 4) // rows
                lines = [self._perk_name_lines(spec.name, pitch - 12, size) for spec in specs]
                if all(part is not None and len(part) * name_h + 4 <= tile_h for part in lines) or (rows, size) == (3, 8):
                    tiles = [pygame.Rect(area.x + (j % per_row) * pitch, area.y + (j // per_row) * (tile_h + 4),
                                         pitch - 6, tile_h) for j in range(n)]
                    # the shape whose tiles show the most Perks' words whole (issue 15: read, not
                    # hovered), then the larger names, then the fewer rows
                    shown = sum(1 for spec, tile, part in zip(specs, tiles, lines)
                                if self._perk_words_size(spec, tile, size, part or [spec.name]) is not None)
                    score = (shown, size, -rows)
                    if best is None or score > best[0]:
                        best = (score, tiles, size)
                    if shown == n:
                        return tiles, size
            if best is not None and size <= 10:
                break
        return (best[1], best[2]) if best is not None else ([], 13)

    def _perk_words_size(self, spec: Any, tile: pygame.Rect, size: int, lines: list[str]) -> Optional[int]:
        """The size (px, 15 down to 8) a Perk's words are drawn at under its name on a tile
        ``tile`` (px) with its name in ``lines`` at ``size`` px bold, or None: they do not fit."""
        box = self._perk_words_box(tile.size, size, lines)
        return next((s for s in range(15, 7, -1) if perk_text_fits(spec.text, box, s)), None)

    @staticmethod
    def _perk_words_box(tile: tuple[int, int], size: int, lines: list[str]) -> pygame.Rect:
        """Where a Perk's words lie on its tile of ``tile`` (w, h px), under its name's ``lines``."""
        top = 2 + line_px(size, True) * len(lines)
        return pygame.Rect(4, top + 1, tile[0] - 8, tile[1] - top - 4)

    @staticmethod
    def _perk_name_lines(name: str, width: int, size: int = 13) -> list[str] | None:
        """A Perk's name in lines ``width`` px wide at ``size`` px bold (broken after a hyphen
        when it must: "Walkie-" / "Talkies"), or None when a word is wider than that."""
        if font(size, True).size(name)[0] <= width:
            return [name]
        lines = wrap_text(name.replace("-", "- "), size, width, bold=True)
        return lines if all(font(size, True).size(line)[0] <= width for line in lines) else None

    def reward_levels(self, reward: str) -> str:
        """The Fort Levels whose reward is ``reward`` ("perk", "made_up_rule"), from the Fort table
        in data ("2", "1 and 3")."""
        levels = [str(row.level) for row in self.rules.catalogue.fort if row.reward == reward]
        return " and ".join(levels) or "-"

    def play_area(self, surface: pygame.Surface, view: dict) -> None:
        """The play area: the played card and its adds with their sizes, or the Made-Up Rules to keep."""
        lay = self.layout
        play = view.get("play")
        pending = view.get("pending") or {}
        self.rule_tiles, self.trash_tiles = [], []
        self.hint_rect = None
        if self.trash_choice is not None:
            self._trash_choice(surface, *self.trash_choice)
            return
        if pending.get("kind") == "keep_rule" and pending.get("drawn"):
            self._rules_to_keep(surface, pending)
        elif not play and self.play_hint:
            self.hint_rect = self.text(surface, self.play_hint, lay.play.center, size=18, colour=(120, 100, 70),
                                       anchor="center", width=lay.play.w - 20)
        if play and not self.rule_tiles:
            self._play(surface, view, play, pending)

    def _perk(self, image: pygame.Surface, spec: Any, size: int = 13) -> None:
        """A Perk tile (its size): the name whole at ``size`` px bold, its text under it where
        there is room."""
        tile = image.get_rect()
        image.fill(BOARD)
        pygame.draw.rect(image, PAPER, tile, border_radius=6)
        pygame.draw.rect(image, INK, tile, 1, border_radius=6)
        # the name whole, on two lines when it must ("Walkie-" / "Talkies"), the text under it
        # where there is room for it (else "(hover to read)", or nothing: the hover shows it)
        lines = self._perk_name_lines(spec.name, tile.w - 6, size) or [spec.name]
        top = 2 + line_px(size, True) * len(lines)
        self.para(image, "\n".join(lines), pygame.Rect(tile.x + 3, tile.y + 2, tile.w - 6, top), size=size, bold=True,
                  centre=True, smallest=8)
        box = self._perk_words_box(tile.size, size, lines)
        # the words as large as fit, down to the least size that reads on the window (issue 15: at
        # 150% text every Perk said "(hover to read)"): font() never draws under it
        fitting = self._perk_words_size(spec, tile, size, lines)
        if fitting is not None:
            self.para(image, spec.text, box, size=fitting, smallest=8)
        elif box.h >= line_px(11) and font(11).size("(hover to read)")[0] <= box.w:
            self.para(image, "(hover to read)", box, size=11, colour=(110, 92, 76), smallest=8)

    def perk_big(self, perk: str) -> pygame.Surface:
        """A Perk tile drawn big (its whole text), for the hover enlargement."""
        spec = self.rules.catalogue.perks[perk]
        size = (240, 170)
        return self._cached(("perk big", perk, size), size, lambda im: self._perk_big(im, spec))

    def _perk_big(self, image: pygame.Surface, spec: Any) -> None:
        tile = image.get_rect()
        pygame.draw.rect(image, PAPER, tile, border_radius=8)
        pygame.draw.rect(image, INK, tile, 2, border_radius=8)
        self.text(image, spec.name, (tile.centerx, tile.y + 8), size=17, bold=True, anchor="midtop", width=tile.w - 12)
        self.para(image, spec.text, pygame.Rect(tile.x + 10, tile.y + 34, tile.w - 20, tile.h - 40), size=15,
                  smallest=8)

    def perk_at(self, pos: tuple[int, int]) -> str | None:
        """The Perk whose tile lies under ``pos`` (px), or None."""
        for rect, perk in self.perk_tiles:
            if rect.collidepoint(pos):
                return perk
        return None

    def _trash_choice(self, surface: pygame.Surface, title: str, offer: list[tuple[str, str]],
                      picked: tuple[str, ...]) -> None:
        """The cards a trash may take, each under the words of where it lies (hand, discard pile);
        picked ones framed red and marked "trash", the others lit gold (fort.md S4 trash)."""
        lay = self.layout
        words = trash_choice_words()
        self.text(surface, f"{title}: {words['pick']}", (lay.play.x + 8, lay.play.y + 4),
                  size=15, bold=True, width=lay.play.w - 16)
        meaning_y = lay.play.y + 4 + line_px(15, True)      # what trashing means, under the title
        self.text(surface, words["meaning"], (lay.play.x + 8, meaning_y), size=13, width=lay.play.w - 16,
                  colour=(90, 70, 50))
        # each tile as wide as the words over it (larger on a small window), as the area allows
        pitch = min(max(84, font(11).size("discard pile")[0] + 8), (lay.play.w - 16) // max(1, len(offer)))
        label_y = meaning_y + line_px(13)
        top = label_y + line_px(11) + 2
        for j, (card, where) in enumerate(offer):
            tile = pygame.Rect(lay.play.x + 8 + j * pitch, top, pitch - 6, min(84, lay.play.bottom - 4 - top))
            label = "hand" if where == "hand" else \
                "discard pile" if font(11).size("discard pile")[0] <= tile.w else "discard"
            self.text(surface, label, (tile.centerx, label_y), size=11, anchor="midtop", width=tile.w, colour=(90, 70, 50))
            self.card(surface, tile, card)  # name and suits; hover shows the whole card
            self.trash_tiles.append((tile, card))
            if card in picked:
                self._mark(surface, pygame.draw.rect(surface, RED, tile.inflate(6, 6), 4, border_radius=7))
                self.text(surface, "TRASH", tile.center, size=16, bold=True, colour=RED, anchor="center",
                          width=tile.w - 4)
            else:
                self._mark(surface, draw_lit_outline(surface, LIT, tile.inflate(4, 4), 3, border_radius=6))

    def _rules_to_keep(self, surface: pygame.Surface, pending: dict) -> None:
        lay = self.layout
        self.text(surface, "Click the Made-Up Rule you keep (secret; the other goes under the stack)",
                  (lay.play.x + 8, lay.play.y + 6), size=15, bold=True, width=lay.play.w - 16)
        top = lay.play.y + 6 + line_px(15, True)     # under the title, as tall as it is drawn
        for j, rule in enumerate(pending["drawn"]):
            spec = self.rules.catalogue.rules[rule]
            tile = pygame.Rect(lay.play.x + 8 + j * 300, top, 290, lay.play.bottom - 6 - top)
            self._mark(surface, pygame.draw.rect(surface, PAPER, tile, border_radius=6))
            self._mark(surface, draw_lit_outline(surface, LIT, tile, 3, border_radius=6))
            self.text(surface, spec.name, (tile.x + 8, tile.y + 4), size=15, bold=True, width=tile.w - 16)
            words = tile.y + 4 + line_px(15, True)
            self.para(surface, rule_text(spec), pygame.Rect(tile.x + 8, words, tile.w - 16, tile.bottom - 4 - words),
                      size=13, smallest=9)
            self.rule_tiles.append((tile, rule))

    def _play(self, surface: pygame.Surface, view: dict, play: dict, pending: dict, part: str = "") -> None:
        """A played card: who plays it how and the cards (``part`` "left": only those, within
        :data:`PLAY_LEFT` px of the area's part), the actions' sizes in words ("right": only
        those); "": both."""
        lay = self.layout
        name = {"pub": "public", "prv": "private"}
        if part != "right":
            # "Ana plays public, then private (public in full)": whole beside the actions' words
            order = ", then ".join(name[n] for n in play["order"])
            how = f"{order} action" if len(play["order"]) == 1 else f"{order} ({name[play['full']]} in full)"
            title = f"{self.who(play['leader'])} plays {how}"
            if font(14).size(title)[0] > 408:       # a small window's larger words: the order alone
                title = f"{self.who(play['leader'])} plays {order}"
            self.text(surface, title, (lay.play.x + 8, lay.play.y + 4), size=14, width=408)
            cards = [play["card"]] + play["adds"]
            # wide cards (their words larger: issue 15), the adds over each other as the room asks
            step = min(PLAY_CARD_W + 6, (400 - PLAY_CARD_W) // max(1, len(cards) - 1)) if len(cards) > 1 else 0
            top = lay.play.y + 4 + line_px(14)      # under the title, as tall as its words are drawn
            for j, c in enumerate(cards):
                self.card(surface, pygame.Rect(lay.play.x + 8 + j * step, top, PLAY_CARD_W,
                                               min(121, lay.play.bottom - 2 - top)), c, big=True)
            if part == "left":
                return
        ms = play.get("ms") or self.live_ms
        right = pygame.Rect(lay.play.x + 420, lay.play.y + 6, lay.play.w - 428, 0)
        y = right.y
        if ms:  # each effect's size now, in words: "Public: gather 2 pizza, and 1 more for each Skateboard you add"
            spec = self.rules.card(play["card"])
            for n, sizes in ms.items():
                effects = (spec.pub if n == "pub" else spec.prv) or ()
                chosen = (play.get("gather") or {}).get(n)  # a "pizza or toys" gather says the type chosen
                effects = [dict(e, r=chosen) if e["op"] == "gather" and e.get("r", "ONE") == "ONE" and chosen else e
                           for e in effects]
                words = ", then ".join(sized_effect(e, m, pending.get("kind") == "add") for e, m in zip(effects, sizes))
                box = pygame.Rect(right.x, y, right.w, 40)
                self.para(surface, f"{name[n].capitalize()}: {words}", box, size=15, bold=True, smallest=10)
                y += 44
        if pending.get("kind") == "eff":
            full = "must be done in full" if pending["mode"] == "full" else "as far as you can"
            words = sized_effect(pending["effect"], pending["m"])
            self.para(surface, f"Now {self.who(pending['seat'])}: {words} ({full})",
                      pygame.Rect(right.x, max(y, lay.play.bottom - 44), right.w, 40), size=15, colour=(60, 40, 120),
                      smallest=10)

    def hand(self, surface: pygame.Surface, view: dict, lit: frozenset = frozenset()) -> None:
        """The viewer's hand fanned at the bottom, face up; nobody else's hand is ever drawn. A card
        in ``lit`` (usable now) gets a gold dot, explained by the legend beside the hand."""
        self.hand_cards = []
        self.legend_rect = None
        viewer = view["viewer"]
        if viewer is None:
            return
        cards = view["seats"][viewer].get("hand", [])
        lay = self.layout.hand
        # the row above the cards is free across the hand: the whole name at its size (at 150% a
        # 200 px room made "Annabelle's..." 12 px)
        self.text(surface, f"{possessive(self.who(viewer))} hand", (lay.x + 4, lay.y + 4), size=14, bold=True, colour=PAPER,
                  width=max(200, lay.w // 2 - 8))
        placed_cards = []
        row = self._hand_row(len(cards))
        if row is not None:      # side by side, upright, every title whole
            for rect, c in zip(row, cards):
                placed_cards.append((self.face(c, rect.size), rect, c))
        for placed, c in zip(fan(len(cards), (lay.centerx, lay.bottom - 44), CARD, spread_deg=12.0, max_width=lay.w)
                             if row is None else [], cards):
            key = ("turned", c, round(placed.angle, 2))
            turned = self._faces.get(key)  # type: ignore[arg-type]
            if turned is None:
                turned = self._faces[key] = pygame.transform.rotate(self.face(c, CARD), placed.angle)  # type: ignore[index]
            placed_cards.append((turned, turned.get_rect(center=(round(placed.centre[0]), round(placed.centre[1]))), c))
        # the whole fan lifted so its lowest corner stays HAND_MARGIN px above the screen's foot
        lift = max([0] + [rect.bottom - (HAND.bottom - HAND_MARGIN) for _, rect, _ in placed_cards])
        # a lifted card and its words stay inside the hand's part of the table (above it lies the
        # play area, which would never paint over words left there)
        words_top = HAND.top + line_px(12, True) + 8
        for turned, rect, c in placed_cards:
            up = max(0, min(LIFTED_PX, rect.top - lift - words_top)) if c == self.lifted else 0
            rect = rect.move(0, -lift - up)
            self._mark(surface, surface.blit(turned, rect))
            self.hand_cards.append((rect, c))
            if c == self.lifted:   # taken from the hand: a gold frame and what it is for
                self._mark(surface, pygame.draw.rect(surface, LIT, rect.inflate(6, 6), 3, border_radius=6))
                # (above the card, kept inside the hand's part of the table)
                self.text(surface, LIFTED_WORDS, (rect.centerx, max(rect.top - 4, HAND.top + 2 + line_px(12, True))),
                          size=12, bold=True,
                          colour=PAPER, anchor="midbottom", width=rect.w + 40)
        for rect, c in self.hand_cards:
            if c in lit:
                self._mark(surface, pygame.draw.circle(surface, LIT, (rect.centerx, rect.top + 2), 7))
                self._mark(surface, pygame.draw.circle(surface, (90, 60, 20), (rect.centerx, rect.top + 2), 7, 2))
        if lit & set(cards):
            self.legend(surface)

    def _hand_row(self, count: int) -> list[pygame.Rect] | None:
        """The hand's cards side by side (px; right of the legend, at the foot of the hand area), or
        None when ``count`` cards do not fit so: the hand is fanned then (its cards overlapping)."""
        lay = self.layout.hand
        left, right = lay.x + HAND_LEGEND_W, lay.right - 4
        # as wide as the room shares out, up to HAND_CARD_W (issue 15: their words larger)
        w = min(HAND_CARD_W, (right - left - (count - 1) * HAND_GAP) // max(1, count))
        w = max(CARD[0], w)
        row_w = count * w + (count - 1) * HAND_GAP
        if count <= 0 or row_w > right - left:
            return None
        x = max(left, min(lay.centerx - row_w // 2, right - row_w))
        # as tall as leaves a card being played its words above it (room for the gold dots too)
        h = min(CARD[1], HAND.bottom - HAND_MARGIN - 8 - (HAND.top + line_px(12, True) + 4))
        top = HAND.bottom - HAND_MARGIN - h - 8
        return [pygame.Rect(x + i * (w + HAND_GAP), top, w, h) for i in range(count)]

    def legend(self, surface: pygame.Surface) -> None:
        """What the gold marks mean, at the foot of the hand area."""
        lay = self.layout.hand
        top = lay.y + 4 + line_px(14, True)         # under the hand's name, as tall as it is drawn
        self.legend_rect = pygame.Rect(lay.x + 4, top, 212, HAND.bottom - HAND_MARGIN - top)
        dot = (lay.x + 12, top + line_px(12) // 2)
        self._mark(surface, pygame.draw.circle(surface, LIT, dot, 6))
        self._mark(surface, pygame.draw.circle(surface, (90, 60, 20), dot, 6, 2))
        self.para(surface, "gold dot / gold frame: you can use it now. Hover a card to read it.",
                  pygame.Rect(lay.x + 24, top, 190, self.legend_rect.h), size=12, colour=PAPER, smallest=9)

    def score_sheet(self, surface: pygame.Surface, result: Any, names: list[str], waiting: bool) -> pygame.Rect:
        """The final scores with every source (fort.md final scoring: Fort, Victory Track, Pack,
        Lookout, Made-Up Rules, Perks, Macaroni; the total first), one row per seat, winners starred:
        the kit's sheet (:func:`~..kit.score_sheet.draw_score_sheet`). Returns the sheet's rect (px)."""
        seats = [SeatScores(names[seat], figures, seat in result.winners) for seat, figures in enumerate(result.scores)]
        # in the free middle, under the boards (issue 15: it lay over the boards being counted)
        lay = self.layout
        middle = (max(lay.play.centerx, SHEET_W // 2 + 8), (lay.park.top + lay.play.bottom) // 2)
        drawn = draw_score_sheet(surface, "Final scores", headings=games.get("fort").score_labels, seats=seats,
                                 go_on="Click to see the result" if waiting else "", centre=middle)
        self.words += drawn.words
        return drawn.rect


def vp_scale(view: dict) -> int:
    """The VP at the end of every board's victory track (one scale for all, so the markers compare):
    30, or the highest seat's track rounded up to the next 10."""
    top = max((s["track"] for s in view["seats"]), default=0)
    return max(30, -(-top // 10) * 10)


def play_pending(pending: Optional[dict]) -> tuple:
    """What of the view's ``pending`` the play area shows, as a key: whether cards are being added,
    an effect being done (by whom, how big, how) and the Made-Up Rules drawn to keep; not who is
    asked to follow next (the play area looks the same)."""
    p = pending or {}
    kind = p.get("kind")
    return (kind == "add",
            (p.get("seat"), p.get("effect"), p.get("m"), p.get("mode")) if kind == "eff" else None,
            p.get("drawn") if kind == "keep_rule" else None)


def rule_text(spec: Any) -> str:
    """A Made-Up Rule's scoring in words, from its data (fort.md 4.1 Scoring)."""
    return str(spec.text)


__all__ = ["FortPainter", "TokenSpot", "board_places", "SUIT_COLOURS", "SUIT_WORDS", "rule_text"]


def shorter_banners(words: str) -> tuple[str, ...]:
    """Shorter wordings of the top bar's ``words`` for a bar too narrow for them (a long name at
    150% on a small window): without "Round 3 - ", then without whose turn it is too (the boards
    light the one whose turn it is)."""
    no_round = re.sub(r"^Round \d+ - ", "", words)
    no_turn = re.sub(r"^[^-]*'s turn - ", "", no_round)
    return tuple(dict.fromkeys(w for w in (no_round, no_turn) if w != words))
