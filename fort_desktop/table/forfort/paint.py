"""The Forfort table drawn from the viewer's view (``rules.view``) and what this frame shows
besides it (:class:`Frame`): the banner and the log, every fort as layer parts (each slot, the
keep, its line of figures), the pieces over them (the keeps' arrows, drawbridge tokens, Armies),
the hand fanned, what moves (:class:`~.motion.Motion`), the list of moves, choice buttons,
messages, an opened discard and the final sheet. Never reads the full state, so hidden cards
cannot leak. Logical pixels.
"""
from __future__ import annotations

from math import cos as _cos, sin as _sin
from typing import Any, Callable, Optional

import re

import pygame

from ...record import Record
from ..kit.hand import FannedCard, bounds as fan_bounds, covered_px
from ..kit.hover import HoverEnlarger, HoverInfo
from ..kit.hud import LogStrip, draw_banner, draw_toast
from ..kit.layers import LayerCache, Overlay, blit_parts, blit_text, frame_parts, text_image, text_width
from ..kit.score_sheet import SHEET_W, draw_score_sheet
from ..widgets import Button, line_step, wrap_text
from ..kit.palette import draw_lit_outline, draw_seat_mark, readable_on
from .layout import (
    BANNER_H,
    CARD_SIZE,
    INFO_ICON_PX,
    INFO_ROW_H,
    SCREEN_H,
    SLOT_PX,
    Layout,
    fan_card_size,
)
from .motion import Motion
from .moves import target_of
from .panel import MovesPanel
from .pictures import SLOT_TURNS, Pictures
from .words import (
    CAMP_LEGEND,
    DEFEATED,
    EMPTY,
    LEGEND,
    SCORE_TITLE,
    SHEET_GO_ON,
    SHEET_TITLE,
    camp_lines,
    card_lines,
    covers_words,
    discard_title,
    keep_lines,
    team_band_words,
)

COLOURS = [(70, 110, 190), (190, 70, 60), (70, 150, 80), (200, 160, 50)]
#: The dark box of a fort's line of figures, and each seat's colour lightened to read on it (3:1).
INFO_BG = (30, 55, 40)
INFO_EDGES = [readable_on(colour, INFO_BG) for colour in COLOURS]
#: The light edge round a seat-coloured piece (a keep): it reads on the slots and on every seat colour.
PIECE_EDGE = (250, 241, 220)
FELT = (46, 84, 60)
SLOT = (78, 112, 88)
#: an empty slot's number (the words' "slot 3"): light on the slot's green, at this size (px)
SLOT_NUMBER = (196, 222, 200)
SLOT_NUMBER_PX = 22
LIT = (250, 220, 90)
CAMP_LIT = (150, 225, 250)        # a place a Camp may go: a dashed outline and a tent badge
LAST_ROUND = (235, 120, 60)
#: The running score and the "Last round" notice: the table's top left, clear of every fort (px).
SCORE_RECT = pygame.Rect(10, BANNER_H + 8, 360, 128)
#: the final sheet's text sizes (px) tried in its room right of the forts, largest first; narrower
#: than SHEET_LEAST_W px it goes over the middle of the table instead (STYLE: 14 px is the least)
SHEET_SIZES = (17, 15, 14)
SHEET_LEAST_W = 300
INK = (25, 25, 25)
ARROW = (255, 255, 255)
TEAM_COLOURS = [(245, 205, 90), (190, 150, 245)]
LEGEND_LEFT = 24                  # the legend sits this far left of its fort's middle, clear of the hand (px)
DISCARD_CARD = (94, 131)          # a card in an opened discard (px): as a small hand card
DISCARD_PER_ROW = 8               # the cards in a row of an opened discard
RING_DEPTH = 8                    # a slot's flashing frame shows nothing further in than this (px)
HOVER_SIZE = (224, 312)           # a card shown big (px): twice a hand card
INFO_MARGIN, INFO_RIGHT = 10, 978  # a line of figures stays between these x (px): on the table, clear of the log
#: Where the forts' bands and lines of figures are drawn on a 1280 px table: the table left of the log
#: (px; a wider table's is ``Layout.on_table``).
ON_TABLE = pygame.Rect(0, 0, INFO_RIGHT + INFO_MARGIN, 800)
TOAST_W = 420                     # a message is at most this wide, so it covers neither the forts nor the top bar

Place = tuple[int, str]


class Frame(Record):
    """What one frame shows besides the view.

    ``lit``: places lit (fort, slot or "keep"); ``progress``/``right``: the banner's words;
    ``log``: the log's lines (asked only when ``log_key`` changed); ``sides``: the teams (seat
    tuples; teams bands when one has two seats); ``moves_title``: the list of moves' title;
    ``held``: the card carried and its rect (px); ``end_button``: shown when not None;
    ``toast``: (words, colour, centre px); ``sheet``: the final sheet's rows (words, bold) and
    whether it waits for a click; ``browsing``: the seat whose discard is open; ``camp_lit``:
    places where the held card may be given up for a Camp (lit dashed, with a tent);
    ``standing()``: the running score's lines and why this round is the last (a notice, or None),
    asked only in a frame that paints the words beside the board; ``score_title``: the score's
    title (the final count's once the game is over).
    A :class:`~fort_desktop.record.Record` (made every frame: nothing is compiled for it)."""

    __slots__ = ("layout", "version", "now", "pointer", "names", "lit", "progress", "right", "log_key", "log",
                 "sides", "moves_title", "fan", "held", "end_button", "choices", "toast", "sheet", "browsing",
                 "show_hover", "camp_lit", "standing", "score_title")

    def __init__(self, layout: Layout, version: int, now: float, pointer: tuple[int, int], names: list[str],
                 lit: set[Place], progress: str, right: str, log_key: Any, log: Callable[[], list[str]],
                 sides: list[tuple[int, ...]], moves_title: str, fan: list[FannedCard],
                 held: Optional[tuple[str, pygame.Rect]] = None, end_button: Optional[Button] = None,
                 choices: Optional[list[Button]] = None,
                 toast: Optional[tuple[str, tuple[int, int, int], tuple[int, int]]] = None,
                 sheet: Optional[tuple[list[tuple[str, bool]], bool]] = None, browsing: Optional[int] = None,
                 show_hover: bool = True, camp_lit: Optional[set[Place]] = None,
                 standing: Optional[Callable[[], tuple[tuple[str, ...], Optional[str]]]] = None,
                 score_title: str = SCORE_TITLE):
        self.layout, self.version, self.now, self.pointer, self.names = layout, version, now, pointer, names
        self.lit, self.progress, self.right, self.log_key, self.log = lit, progress, right, log_key, log
        self.sides, self.moves_title, self.fan, self.held, self.end_button = sides, moves_title, fan, held, end_button
        self.choices: list[Button] = [] if choices is None else choices
        self.toast, self.sheet, self.browsing, self.show_hover = toast, sheet, browsing, show_hover
        self.camp_lit: set[Place] = set() if camp_lit is None else camp_lit
        self.standing: Callable[[], tuple[tuple[str, ...], Optional[str]]] = \
            standing if standing is not None else (lambda: ((), None))
        self.score_title = score_title


def discard_rect(layout: Layout, count: int, figures: Optional[pygame.Rect] = None) -> pygame.Rect:
    """Where an opened discard of ``count`` cards lies (px): across the table's middle, just under
    the line of ``figures`` clicked to open it (above it when there is no room below), so that line
    stays in sight; in the table's middle without one."""
    w, h = DISCARD_CARD
    rows = max(1, -(-count // DISCARD_PER_ROW))
    panel = pygame.Rect(0, 0, 28 + DISCARD_PER_ROW * (w + 8), 64 + rows * (h + 8))
    panel.center = (layout.middle[0], 420)
    if figures is not None:
        panel.top = figures.bottom + 4
        if panel.bottom > SCREEN_H - 4:
            panel.bottom = figures.top - 4
    return panel.clamp(layout.table)


class ForfortPainter:
    """Draws the Forfort table. ``cells``: slot id -> (x, y) on the 3 x 3 grid (geometry.yaml);
    ``moves``: the list of moves (its rows built by the scene); ``hover``: the enlargement;
    ``motion``: what moves. Keeps its layer cache between frames; :attr:`info_rects` holds where
    each fort's line of figures was last drawn (px; a click there opens the discard)."""

    def __init__(self, rules: Any, pictures: Pictures, cells: dict[str, tuple[int, int]], moves: MovesPanel,
                 hover: HoverEnlarger, motion: Motion):
        self.rules = rules
        self.pictures = pictures
        self.cells = cells
        self.moves = moves
        self.hover = hover
        self.motion = motion
        self.info_rects: dict[int, pygame.Rect] = {}
        #: where the running score's lines (and the team bands under them) were last laid out (px;
        #: empty before the first frame): a big moment's banner keeps off them where it can
        self.score_rect = pygame.Rect(0, 0, 0, 0)
        self._sheet_fits: Optional[tuple[Any, int]] = None   # (the sheet measured, its text size in its room; 0: none)
        self._layers: Optional[LayerCache] = None      # made on the first frame
        self._log = LogStrip()                          # the log's picture, scrolled as lines come
        self._forts_key: Any = None    # what the fort parts were last brought up to date for
        self._fort_seen: dict[int, tuple] = {}   # per fort: what its parts last showed
        self._slots_seen: dict[int, tuple] = {}  # per fort: what its slots' parts last showed
        # per fort: what it shows, its picture, its rect, its overlay key (a number per picture made)
        # the pieces' pictures: a keep's arrows (picture, topleft px) and an Army's look (picture)
        self._pieces: dict[tuple, Any] = {}
        self._legend_out: Optional[tuple[Any, tuple[tuple[pygame.Rect, str, bool], ...]]] = None
        self._legend_area: Optional[pygame.Rect] = None    # where the legend was last laid (px)
        # per fort: what its team band was worked out for, and where it lies (:meth:`_team_band`)
        self._bands: dict[int, tuple[Any, tuple[pygame.Rect, tuple[str, ...], int]]] = {}
        self._info_boxes: dict[int, pygame.Rect] = {}   # per fort: where its line of figures lies (px)
        self._score_out: Optional[tuple[Any, tuple[tuple[pygame.Rect, str, int, bool], ...]]] = None
        #: where the last frame's message (toast) was drawn (px), or None
        self.toast_drawn: Optional[pygame.Rect] = None
        #: a dirty-rect frame's rects to show again whatever changed (px; None: a full frame)
        self.again: Optional[list[pygame.Rect]] = None
        #: the rects of the screen the last :meth:`paint` wrote from the layer cache (px)
        self.presented: list[pygame.Rect] = []
        #: what the last :meth:`paint` drew straight onto the screen (:meth:`_calm_direct`)
        self.direct: Optional[list[pygame.Rect]] = None
        self._turned: dict[tuple, pygame.Surface] = {}  # hand cards turned as they fan
        self._rings: dict[tuple[tuple[int, int, int], int], pygame.Surface] = {}
        self._ring_parts: dict[int, list[pygame.Rect]] = {}     # id of a ring -> where it shows (frame_parts)
        # the last frame's overlays of the pieces (view, layout, marching Armies, overlays) and of
        # the hand (viewer, cards, card carried, the fan's placings, overlays): the same again while
        # what they show is the same
        self._pieces_out: Optional[tuple[dict, Layout, set[str], list[Overlay]]] = None
        self._shown_viewer: Optional[int] = -1     # the viewer of the last frame (-1: none yet)
        self._info_laid: dict[int, tuple[Any, list]] = {}   # per seat: (figures and place, rows)
        self._words_version: Optional[int] = None   # the state version the words beside the board show
        self._words_skipped = False                 # the last frame left them for this one
        self._hand_out: Optional[tuple[Any, list[str], Optional[str], list[FannedCard], list[Overlay]]] = None

    # ------------------------------------------------------------------ the frame
    def forget(self) -> None:
        """Paint every part again on the next frame (the worst case, for the bench)."""
        if self._layers is not None:
            self._layers.forget()
        self._log.forget()
        self._shown_viewer = -1
        self._forts_key = None
        self._fort_seen.clear()
        self._info_laid.clear()
        self._slots_seen.clear()
        self._pieces.clear()
        self._pieces_out = self._hand_out = None

    def words_due(self, version: int, viewer: Optional[int]) -> bool:
        """The next frame (of state ``version``, for ``viewer``) paints the words beside the board:
        not a move's first frame, unless the viewer is new (a hand-off) or the picture is."""
        return viewer != self._shown_viewer or version == self._words_version or self._words_skipped

    def settling(self) -> bool:
        """Words of the last frame still wait to be painted (the layer cache's later parts)."""
        return self._words_skipped or (self._layers is not None and not self._layers.settled)

    def paint(self, surface: pygame.Surface, view: dict, frame: Frame) -> None:
        layout = frame.layout
        lit = frame.lit
        if self._layers is None or self._layers.background.get_size() != surface.get_size():
            # a new surface has the display's format once a window is open (the fastest blits);
            # the felt is one colour, so the cache paints on this picture itself (no copy of it)
            background = pygame.Surface(surface.get_size())
            background.fill(FELT)
            self._layers = LayerCache(background, FELT)
            self._shown_viewer = -1          # a new picture: everything in its first frame
        # each part (banner, log, each fort) is painted again only when what it shows changed; a
        # frame blits the composite and draws what moves on top. The banner, the log, the list of
        # moves and the score are bare parts (no piece lies over them): painted straight onto the
        # pieces' picture, not copied there again
        layers = self._layers
        viewer = view["viewer"]
        # a new viewer (a hand-off) sees nothing of the last one's, not even for a frame
        # a move's first frame shows the board; the words beside it (top bar, log, score, bands,
        # legend, list of moves) are worked out from the next frame on (one frame skipped at most)
        words = self.words_due(frame.version, viewer)
        new_viewer, self._shown_viewer = viewer != self._shown_viewer, viewer
        self._words_skipped = not words
        if words:
            self._words_version = frame.version
            progress, right = frame.progress, frame.right
            layers.part("banner", (progress, right), layout.banner,
                        lambda target: draw_banner(target, layout.banner, progress, right), opaque=True, bare=True,
                        later=True)
            layers.part("log", frame.log_key, layout.side,
                        lambda target: self._log.draw(target, layout.side, frame.log()),
                        opaque=True, bare=True, later=True)      # the log's kept picture covers its rect whole
        # each fort is several parts (every slot, the keep, the line of figures), so a move paints
        # again only the slots it changed; tokens, Armies and what moves are drawn on top
        camps = frame.camp_lit
        forts_key = (frame.version, viewer, frozenset(lit), frozenset(camps), id(layout), id(layers.composite))
        if forts_key != self._forts_key:
            self._forts_key = forts_key
            for seat in layout.forts:
                # a fort whose view, lit places and place are as last time needs no part checked
                seen = (view["players"][seat], frozenset(p for p in lit if p[0] == seat), layout.forts[seat],
                        id(layers.composite), frozenset(p for p in camps if p[0] == seat))
                if self._fort_seen.get(seat) != seen:
                    self._fort_seen[seat] = seen
                    self._fort_parts(layers, view, layout, seat, lit, frame.names, camps)
        if words:
            self._words_parts(layers, layout, frame, viewer)
        # the pieces over the forts, the fanned hand and the slots' still flashing frames stay in the
        # layer cache as overlays: a frame blits them again only where they or the parts under them
        # changed (a frame that something moving crosses is drawn after it, as before)
        motion, now = self.motion, frame.now
        rings, direct_rings = self._ring_overlays(view, layout, frame)
        self.direct = self._calm_direct(view, layout, frame, direct_rings)
        again = None if self.again is None or self.direct is None else self.again + self.direct
        self.presented = layers.show(surface, self._pieces_overlays(view, layout) + self._hand_overlays(view, frame)
                                     + rings, settle=new_viewer, again=again)
        self._paint_held(surface, view, frame)
        motion.anims.draw(surface, now)
        marching = motion.marching_ids()
        for army in view["armies"]:
            centre = motion.marching_centre(layout, army["id"], now) if army["id"] in marching else None
            if centre is not None:
                self._paint_army(surface, layout, army, centre)
        for fort, slot, owner, start, _ in motion.defeats:
            if start <= now and fort in layout.forts and slot in self.cells:
                self._paint_defeated(surface, layout.slot_rect(fort, slot), owner)
        for ring, rect in direct_rings:
            blit_parts(surface, ring, rect.topleft, self._ring_parts[id(ring)])
        for seat, slot, symbol, until in motion.combo_marks:
            if slot in self.cells and seat in layout.forts:
                # the matching symbols pulse big over both slots
                badge = self.pictures.sprite(f"symbol_{symbol}", motion.pulse_px(until, now))
                surface.blit(badge, badge.get_rect(center=layout.slot_rect(seat, slot).center))
        self._paint_row_target(surface, layout, view, frame.pointer)
        if frame.browsing is not None:
            self._paint_discard(surface, view, layout, frame.browsing, frame.names)
        # the enlargement lies under what the player needs next: the moves, buttons and messages
        if frame.show_hover:
            self.hover.draw(surface, frame.pointer, now, frame.version,
                            bounds=pygame.Rect(layout.table))
        if frame.end_button is not None:
            frame.end_button.draw(surface)
        for button in frame.choices:
            button.draw(surface)
        self.toast_drawn = None
        if frame.toast is not None:
            words, colour, centre = frame.toast
            self.toast_drawn = draw_toast(surface, words, centre, colour, width=layout.toast_w,
                                          bounds=pygame.Rect(layout.table).inflate(0, -8))
        if frame.sheet is not None:
            self.score_sheet(surface, *frame.sheet, room=layout.sheet_room)

    def _words_parts(self, layers: LayerCache, layout: Layout, frame: Frame, viewer: Optional[int]) -> None:
        """The words beside the board as later parts: the running score, the team bands under it,
        the list of moves and the legend (the top bar and the log are asked in :meth:`paint`)."""
        score, last = frame.standing()
        teams = any(len(side) > 1 for side in frame.sides)
        score_lines = self._score_lines(layout, score, last, frame.score_title,
                                        self._score_floor(layout) if teams else None)
        score_rect = layout.score.unionall([rect for rect, *_ in score_lines])
        self.score_rect = score_rect.copy() if score_lines else pygame.Rect(0, 0, 0, 0)
        if teams:
            for seat in layout.forts:
                band = self._team_band(layout, seat, frame.sides, frame.names, score_rect.bottom + 4)
                layers.part(f"team{seat}", band, band[0].inflate(2, 2),
                            lambda target, band=band: self._paint_team(target, band), later=True)
        self._moves_part(layers, frame)
        if viewer is not None:
            legend = self._legend_lines(layout, viewer, bool(frame.camp_lit), fan_bounds(frame.fan))
            area = legend[0][0].unionall([rect for rect, *_ in legend[1:]]).inflate(4, 4)
            self._legend_area = area
            layers.part("legend", legend, area, lambda target: self._paint_legend(target, legend), later=True)
        elif self._legend_area is not None:
            # nobody's words under a fort now (a computer's move, the end): the last person's (a
            # Camp line while a card was held) must not stay in the layer cache
            layers.part("legend", (), self._legend_area, lambda target: None, later=True)
        # painted when empty too: lines that went (or shrank) must not stay in the layer cache
        layers.part("score", score_lines, score_rect.inflate(2, 2),
                    lambda target: self._paint_score(target, score_lines) if score_lines else None, bare=True,
                    later=True)

    def score_sheet(self, surface: pygame.Surface, rows: list[tuple[str, bool]], waiting: bool,
                    room: Optional[pygame.Rect] = None) -> pygame.Rect:
        """The final sheet: ``rows`` (words, bold; :func:`.words.sheet_rows`) and, when ``waiting``
        for a person, "click to go on" (the kit's sheet), in ``room`` (px; the right column, off the
        forts) when it fits there, else over the middle of the table. Returns its rect (px)."""
        go_on = SHEET_GO_ON if waiting else ""
        if room is not None:
            key = (tuple(rows), go_on, tuple(room), line_step(16))
            if self._sheet_fits is None or self._sheet_fits[0] != key:   # measured once per sheet
                width = min(room.w, SHEET_W)
                fits = [size for size in SHEET_SIZES
                        if draw_score_sheet(pygame.Surface((1, 1)), SHEET_TITLE, lines=rows, go_on=go_on, width=width,
                                            line_size=size).rect.h <= room.h]
                self._sheet_fits = (key, fits[0] if fits and width >= SHEET_LEAST_W else 0)
            size = self._sheet_fits[1]
            if size:
                return draw_score_sheet(surface, SHEET_TITLE, lines=rows, go_on=go_on, centre=room.center,
                                        width=min(room.w, SHEET_W), line_size=size).rect
        return draw_score_sheet(surface, SHEET_TITLE, lines=rows, go_on=go_on).rect

    def _moves_part(self, layers: LayerCache, frame: Frame) -> None:
        """The list of moves as a layer part (painted again only when its rows, title or the row
        under the pointer change)."""
        rows = self.moves.rows
        hovered = next((i for i, row in enumerate(rows) if row[0].collidepoint(frame.pointer)), None)
        title = frame.moves_title
        key = (tuple((r[0].topleft, r[1]) for r in rows), hovered, title)
        pointer = frame.pointer if hovered is not None else None
        layers.part("moves", key, self.moves.rect, lambda target: self.moves.draw(target, pointer, title), bare=True,
                    later=True)

    def _ring_overlays(self, view: dict, layout: Layout, frame: Frame) -> tuple[list[Overlay], list[tuple[pygame.Surface, pygame.Rect]]]:
        """The slots' flashing frames, in order: as layer overlays those that nothing drawn between
        the hand and them (the card carried, what slides, marching Armies) nor an earlier frame
        drawn directly may cover; the others (picture, rect px) to be drawn after those, as always."""
        motion = self.motion
        moving = motion.anims.drawn_rects(frame.now)      # this frame's: a ring clear of them is kept
        moving += self._marching_rects(view, layout, frame.now)
        if frame.held is not None:
            moving.append(pygame.Rect(frame.held[1]))
        # an Army just defeated is drawn between the overlays and the frames drawn directly: a frame
        # over it stays over it when a march's way passes by, as it always did, else under it
        defeats = [layout.slot_rect(fort, slot).inflate(80, 80) for fort, slot, _, start, _ in motion.defeats
                   if start <= frame.now and fort in layout.forts and slot in self.cells]
        ways: Optional[list[pygame.Rect]] = None
        overlays: list[Overlay] = []
        direct: list[tuple[pygame.Surface, pygame.Rect]] = []
        for seat, slot, colour, _ in motion.flashes:
            if slot in self.cells and seat in layout.forts:
                rect = layout.slot_rect(seat, slot).inflate(6, 6)
                ring = self._ring(colour, rect.w)
                kept = rect.collidelist(moving) == -1 and rect.collidelist([r for _, r in direct]) == -1
                if kept and defeats and rect.collidelist(defeats) != -1:
                    if ways is None:
                        ways = [layout.slot_rect(fort, a).union(layout.slot_rect(fort, b)).inflate(72, 72)
                                for _, fort, a, b, _, _ in motion.marches if fort in layout.forts]
                    kept = rect.collidelist(ways) == -1
                if kept:
                    overlays.append((("ring", colour, tuple(rect)), ring, rect.topleft))
                else:
                    direct.append((ring, rect))
        return overlays, direct

    def _marching_rects(self, view: dict, layout: Layout, now: float) -> list[pygame.Rect]:
        """Where each marching Army is drawn this frame (px): its token and its arrow, which
        reach less than 40 px (times :func:`piece_scale`) from where it stands on its way."""
        motion = self.motion
        marching = motion.marching_ids()
        out = []
        for army in view["armies"]:
            if army["id"] in marching and army["fort"] in layout.forts:
                centre = motion.marching_centre(layout, army["id"], now)
                if centre is not None:
                    reach = round(40 * piece_scale(layout.slot_px))
                    out.append(pygame.Rect(round(centre[0]) - reach, round(centre[1]) - reach, 2 * reach, 2 * reach))
        return out

    def _ring(self, colour: tuple[int, int, int], px: int = SLOT_PX + 6) -> pygame.Surface:
        """A slot's flashing frame in ``colour``, ``px`` square (made once per colour and size: a
        blit, not a drawing; drawn directly, only its edges are blitted)."""
        ring = self._rings.get((colour, px))
        if ring is None:
            ring = pygame.Surface((px, px), pygame.SRCALPHA)
            pygame.draw.rect(ring, colour, ring.get_rect(), 4, border_radius=8)
            ring = self._rings[(colour, px)] = _fast(ring)
            self._ring_parts[id(ring)] = frame_parts(ring, RING_DEPTH)
        return ring

    def _paint_row_target(self, surface: pygame.Surface, layout: Layout, view: dict, pointer: tuple[int, int]) -> None:
        """While the pointer rests on a move in the list, its place on the table is ringed."""
        rect = self._row_target(layout, view, pointer)
        if rect is not None:
            pygame.draw.rect(surface, (255, 255, 255), rect, 4, border_radius=9)

    def _row_target(self, layout: Layout, view: dict, pointer: tuple[int, int]) -> Optional[pygame.Rect]:
        """The ring round the place of the move in the list under ``pointer`` (px), or None."""
        row = self.moves.row_at(pointer) if self.moves.rect.collidepoint(pointer) else None
        if row is None or row[2]["type"].startswith("_"):
            return None
        where = target_of(row[2], view)
        if where is None or where[0] not in layout.forts:
            return None
        rect = layout.keep_rect(where[0]) if where[1] == "keep" else layout.slot_rect(*where)
        return rect.inflate(10, 10)

    def _calm_direct(self, view: dict, layout: Layout, frame: Frame,
                     direct_rings: list[tuple[pygame.Surface, pygame.Rect]]) -> Optional[list[pygame.Rect]]:
        """Where this frame draws straight onto the screen over the layer cache's picture (px
        bounds: what flies, marching and defeated Armies, flashing frames, pulsing combo badges,
        the ring of a move pointed at, the buttons), or None when it also draws what a dirty-rect
        frame does not show again (a card carried, an open discard, an enlargement, a message,
        the final sheet)."""
        hover = self.hover
        if (frame.held is not None or frame.browsing is not None or frame.toast is not None or frame.sheet is not None
                or (frame.show_hover and (hover.pinned is not None or hover.key is not None))):
            return None
        motion, now = self.motion, frame.now
        out = motion.anims.drawn_rects(now) + self._marching_rects(view, layout, now)
        out += [layout.slot_rect(fort, slot).inflate(80, 80) for fort, slot, _, start, _ in motion.defeats
                if start <= now and fort in layout.forts and slot in self.cells]
        out += [pygame.Rect(rect) for _, rect in direct_rings]
        for seat, slot, symbol, until in motion.combo_marks:
            if slot in self.cells and seat in layout.forts:
                px = motion.pulse_px(until, now)
                out.append(pygame.Rect(0, 0, px + 2, px + 2).move(-(px // 2 + 1), -(px // 2 + 1))
                           .move(layout.slot_rect(seat, slot).center))
        target = self._row_target(layout, view, frame.pointer)
        if target is not None:
            out.append(target)
        for button in ([frame.end_button] if frame.end_button is not None else []) + list(frame.choices):
            out.append(button.rect.inflate(20, 24))       # its picture: 8 px round it, 2 px lower when pressed
        return out

    def _legend_lines(self, layout: Layout, viewer: int, camp_line: bool,
                      fan: pygame.Rect) -> tuple[tuple[pygame.Rect, str, bool], ...]:
        """Where the words under the viewer's fort lie: what the keep's two arrows mean
        (``camp_line``: and, while Camp places are lit, what their dashed outline means, after a
        tent icon: its rect and words ""), as (rect px, words, of the Camp line); under the viewer's
        line of figures, clear of the hand fanned at ``fan`` (px), lines wrapped to the room left of
        it. When both do not fit above the table's foot (large text), the Camp line comes first and
        the arrows' legend keeps the lines that fit."""
        box = place_box(layout, viewer, self.cells)
        info = self._info_boxes.get(viewer)
        top = (info.bottom if info is not None else box.bottom + 26) + 5
        right = box.right + 8
        if fan.w and fan.top < SCREEN_H and fan.left < right + 40:
            right = min(right, fan.left - 4)
        key = (viewer, top, right, camp_line, line_step(15))
        cached = self._legend_out
        if cached is not None and cached[0] == key:
            return cached[1]
        room = right - INFO_MARGIN
        step = max(18, line_step(15))
        lines = [part for line in LEGEND for part in wrap_text(line, 15, room)]
        camp = wrap_text(CAMP_LEGEND, 15, room - 24) if camp_line else []
        fits = top + step * (len(lines) + len(camp)) + 2 <= SCREEN_H - 4
        beside = box.left - 16 - INFO_MARGIN     # a large fort near the foot: the words left of it
        at_side = False
        if not fits and beside >= 160:
            side_lines = [part for line in LEGEND for part in wrap_text(line, 15, beside)]
            side_camp = wrap_text(CAMP_LEGEND, 15, beside - 24) if camp_line else []
            height = step * (len(side_lines) + len(side_camp))
            if height <= box.h:
                lines, camp, fits, room = side_lines, side_camp, True, beside
                top, right, at_side = box.bottom - height, box.left - 16, True
        if not fits:
            lines = lines[:max(0, (SCREEN_H - 6 - top) // step - len(camp))]
        widest = max([_text_px(line, 15) for line in lines] + [0])
        centre = max(INFO_MARGIN + widest // 2, min(right if at_side else box.centerx - LEGEND_LEFT,
                                                     right - (widest + 1) // 2))
        out: list[tuple[pygame.Rect, str, bool]] = []
        y = top

        def legend() -> None:
            nonlocal y
            for line in lines:
                rect = pygame.Rect(0, y, _text_px(line, 15), step)
                rect.midtop = (centre, y)
                out.append((rect, line, False))
                y += step

        def camp_lines() -> None:
            nonlocal y
            widest = max(_text_px(line, 15) for line in camp)
            x = max(INFO_MARGIN + 24, min(centre + 12 - widest // 2, right - widest))
            out.append((pygame.Rect(x - 24, y + 3, 18, 18), "", True))
            for line in camp:
                out.append((pygame.Rect(x, y + 2, _text_px(line, 15), step), line, True))
                y += step

        for part in ((legend, camp_lines) if fits else (camp_lines, legend)):
            if part is legend or camp:
                part()
        if not out:
            out.append((pygame.Rect(centre, top, 0, 0), "", False))
        self._legend_out = (key, tuple(out))
        return self._legend_out[1]

    def _paint_legend(self, surface: pygame.Surface, lines: tuple[tuple[pygame.Rect, str, bool], ...]) -> None:
        """The words under the viewer's fort (:meth:`_legend_lines`): the arrows' legend in
        pale green, the Camp line (after its tent) in the Camp's light blue."""
        for rect, words, camp in lines:
            if not words:
                if camp:
                    surface.blit(self.pictures.camp((90, 90, 90), 18), rect)
                continue
            blit_text(surface, words, rect.topleft, size=15, colour=CAMP_LIT if camp else (226, 240, 228))

    def _score_floor(self, layout: Layout) -> Optional[int]:
        """The lowest the running score may reach (px) at 4 in teams: above the team band (two
        lines at most) of a fort right under it; None when no fort lies under it."""
        step = line_step(14, True)
        under = [place_box(layout, seat, self.cells).top for seat in layout.forts
                 if layout.score.left <= place_box(layout, seat, self.cells).centerx <= layout.score.right]
        return min(under) - 6 - (2 * step + 4) - 4 if under else None

    def _score_lines(self, layout: Layout, rows: tuple[str, ...], last: Optional[str],
                     title: str = SCORE_TITLE, floor: Optional[int] = None) -> tuple[tuple[pygame.Rect, str, int, bool], ...]:
        """Where the running score's lines lie at the table's top left (``layout.score``): its
        title, one line per player (or per team at 4 in teams) and, in the last round, the "Last
        round" notice in its own colour below it, as (rect px, words, size, bold); the notice's band
        comes last, as (band rect, "", 0, False). A row too long for the room is broken after its
        names ("Ana & Cleo:" then the figures), long names over two lines: never cut nor made
        smaller. At 4 in teams, when the rows with the players' names would run below ``floor``
        (px: into the team band of the fort under the score, at a large text size), each team's row
        is "Team 1: 21 points, Walls 5 + 3" (its band over its forts names its players). Worked out
        once per rows, notice, place and text size."""
        key = (rows, last, title, tuple(layout.score), line_step(15, True), floor)
        cached = self._score_out
        if cached is not None and cached[0] == key:
            return cached[1]
        out: list[tuple[pygame.Rect, str, int, bool]] = []
        if rows or last:
            box = layout.score
            room = box.w - 12
            y = box.y + 4

            def add(words: str, size: int, bold: bool, x: int = box.x + 6) -> None:
                nonlocal y
                out.append((pygame.Rect(x, y, _text_px(words, size, bold), line_step(size, bold)), words, size, bold))
                y += max(20 if size == 15 else 18, line_step(size, bold) - 2)

            add(title, 13, False)
            for row in rows:
                if _text_px(row, 15, True) <= room or ": " not in row:
                    for line in wrap_text(row, 15, room, bold=True):
                        add(line, 15, True)
                    continue
                who, _, figures = row.partition(": ")
                short = re.sub(r"^Team \d+[,:] ", "", who)     # the team's band and colour say which team
                who = who if _text_px(f"{who}:", 15, True) <= room else short
                if _text_px(f"{who}:", 15, True) > room:       # long names: the whole row over two lines or more
                    for line in wrap_text(f"{who}: {figures}", 15, room, bold=True):
                        add(line, 15, True)
                    continue
                add(f"{who}:", 15, True)
                for line in wrap_text(figures, 15, room - 24, bold=True):
                    add(line, 15, True, box.x + 30)
            if last:
                step = max(18, line_step(14, True))
                lines = wrap_text(last, 14, box.w - 20, bold=True)     # whole (a new user read it cut)
                band = pygame.Rect(box.x, y + 4, box.w, 8 + step * len(lines))
                for i, line in enumerate(lines):
                    out.append((pygame.Rect(band.x + 10, band.y + 4 + step * i, _text_px(line, 14, True), step),
                                line, 14, True))
                out.append((band, "", 0, False))
        teams = [re.match(r"^(Team \d+), ", row) for row in rows]
        if floor is not None and out and all(teams) and max(rect.bottom for rect, *_ in out) > floor:
            compact = tuple(f"{match.group(1)}: {row.rpartition(': ')[2]}" for match, row in zip(teams, rows) if match)
            self._score_out = None
            out = []
            for line in self._score_lines(layout, compact, last, title):
                found = re.match(r"^Team (\d+):", line[1])
                if found:         # a swatch of the team's band colour before its row (size: -team)
                    side = line[0].h - 8
                    out.append((pygame.Rect(line[0].x, line[0].centery - side // 2, side, side), "",
                                -int(found.group(1)), False))
                    out.append((line[0].move(side + 6, 0), *line[1:]))
                else:
                    out.append(line)
        self._score_out = (key, tuple(out))
        return self._score_out[1]

    def _paint_score(self, surface: pygame.Surface, lines: tuple[tuple[pygame.Rect, str, int, bool], ...]) -> None:
        """The running score (:meth:`_score_lines`), the "Last round" notice on its band."""
        band = lines[-1][0] if not lines[-1][1] else None
        if band is not None:
            pygame.draw.rect(surface, LAST_ROUND, band, border_radius=8)
            pygame.draw.rect(surface, INK, band, 2, border_radius=8)
        for rect, words, size, bold in lines:
            if size < 0:          # a team's swatch (:meth:`_score_lines`)
                pygame.draw.rect(surface, TEAM_COLOURS[(-size - 1) % len(TEAM_COLOURS)], rect, border_radius=4)
                pygame.draw.rect(surface, INK, rect, 1, border_radius=4)
                continue
            if not words:
                continue
            on_band = band is not None and band.contains(rect)
            colour = INK if on_band else (240, 240, 230) if bold else (200, 220, 205)
            blit_text(surface, words, rect.topleft, size=size, colour=colour, bold=bold)

    def _paint_defeated(self, surface: pygame.Surface, rect: pygame.Rect, owner: int) -> None:
        """An Army just defeated, shown a moment where it stood: a red burst, its token turned to
        the skull side, and the word "Defeated"."""
        cx, cy = rect.center
        grow = piece_scale(rect.w)
        points = []
        for k in range(16):
            radius = (34 if k % 2 == 0 else 22) * grow
            angle = k * 3.14159 / 8
            points.append((cx + radius * _cos(angle), cy + radius * _sin(angle)))
        pygame.draw.polygon(surface, (230, 60, 50), points)
        pygame.draw.polygon(surface, INK, points, 2)
        token = self.pictures.army(COLOURS[owner % len(COLOURS)], round(32 * grow), skull=True)
        surface.blit(token, token.get_rect(center=(cx, cy - 4)))
        label = text_image(DEFEATED, 13 if grow < 1.3 else 16, (255, 255, 255), True)
        pill = label.get_rect(midtop=(cx, rect.bottom - 14)).inflate(10, 2)
        pygame.draw.rect(surface, INK, pill, border_radius=6)
        surface.blit(label, label.get_rect(center=pill.center))

    def discard_rect(self, layout: Layout, seat: int, count: int) -> pygame.Rect:
        """Where ``seat``'s opened discard of ``count`` cards lies (px): :func:`discard_rect` by the
        line of figures that opened it (as last drawn)."""
        return discard_rect(layout, count, self.info_rects.get(seat))

    def _paint_discard(self, surface: pygame.Surface, view: dict, layout: Layout, seat: int, names: list[str]) -> None:
        """``seat``'s discard opened: every card face up (public), newest last, in rows."""
        cards = view["players"][seat]["discard"]
        w, h = DISCARD_CARD
        per_row = DISCARD_PER_ROW
        panel = self.discard_rect(layout, seat, len(cards))
        pygame.draw.rect(surface, (245, 238, 220), panel, border_radius=10)
        pygame.draw.rect(surface, INK, panel, 2, border_radius=10)
        blit_text(surface, discard_title(names[seat], len(cards)), (panel.x + 14, panel.y + 14), size=18, colour=INK,
                  bold=True)
        if not cards:
            blit_text(surface, EMPTY, (panel.x + 14, panel.y + 50), size=16, colour=INK)
        colour = COLOURS[seat % len(COLOURS)]
        for i, card in enumerate(cards):
            x = panel.x + 14 + (i % per_row) * (w + 8)
            y = panel.y + 50 + (i // per_row) * (h + 8)
            if "-C" in card:
                surface.blit(self.pictures.camp(colour, w), (x, y))
            else:
                surface.blit(self.pictures.hand_card(card, colour, DISCARD_CARD), (x, y))

    # ------------------------------------------------------------------ the forts
    def _fort_parts(self, layers: LayerCache, view: dict, layout: Layout, seat: int, lit: set, names: list[str],
                    camps: frozenset | set = frozenset()) -> None:
        """``seat``'s fort as layer parts: each slot (lit, or lit for a Camp: ``camps``), the
        keep, the line of figures below."""
        player = view["players"][seat]
        colour = COLOURS[seat % len(COLOURS)]
        place = layout.forts[seat]
        # the slots' parts are asked only when a stack, a lit place or the fort's place changed (a
        # move that changes only a fort's figures, e.g. its hand, leaves its nine slots alone)
        slots_seen = (player["fort"], frozenset(p for p in lit if p[0] == seat), frozenset(p for p in camps if p[0] == seat),
                      place, id(layout), id(layers.composite))
        if self._slots_seen.get(seat) == slots_seen:
            slots: dict[str, tuple[int, int]] = {}
        else:
            self._slots_seen[seat] = slots_seen
            slots = self.cells
        for slot, (x, y) in slots.items():
            rect = layout.slot_rect(seat, slot)
            stack = tuple(player["fort"][slot])
            turns = SLOT_TURNS[(x - 1, y - 1)] + place.turns
            camp_here = (seat, slot) in camps
            number = self.rules.ctx.geo.number(slot)
            layers.part(f"slot{seat}{slot}", (stack, (seat, slot) in lit, turns, camp_here, number), rect.inflate(4, 4),
                        lambda target, rect=rect, stack=stack, turns=turns, lit_here=(seat, slot) in lit,
                        camp_here=camp_here, number=number: self._paint_slot(target, rect, stack, colour, turns,
                                                                             lit_here, camp_here, number))
        keep = layout.keep_rect(seat)
        layers.part(f"keep{seat}", (player["keep_count"], tuple(player["arrows"]), (seat, "keep") in lit, place.turns),
                    keep.inflate(4, 4), lambda target: self._paint_keep(target, layout, seat, player, colour, lit))
        name = names[seat]
        figures = (name, player["hand_count"], len(player["discard"]), len(player["camp_supply"]),
                   len(player["army_supply"]), len(player["skulls"]), player["has_token"], text_px("0", 14))
        # the viewer's own line ends at its fort's right edge, clear of the hand fanned to its right
        mine = seat == view["viewer"]
        rows_key = (figures, id(layout), mine)
        known = self._info_laid.get(seat)
        if known is not None and known[0] == rows_key:
            rows = known[1]            # the same figures in the same place: laid out already
        else:
            rows = self._info_rows(view, layout, seat, name, mine)
            self._info_laid[seat] = (rows_key, rows)
        info = rows[0][0].unionall([rect for rect, _ in rows[1:]]).inflate(2, 2)
        self._info_boxes[seat] = info

        def paint_info(target: pygame.Surface) -> None:
            self.info_rects[seat] = self._paint_info(target, seat, name, rows)

        layers.part(f"info{seat}", (figures, tuple(info), mine), info, paint_info, later=True)

    def _paint_slot(self, surface: pygame.Surface, rect: pygame.Rect, stack: tuple, colour, turns: int, lit: bool,
                    camp: bool = False, number: Optional[int] = None) -> None:
        """One slot: its square, the stack's top card (covered ones peeking out), lit or not
        (``camp``: a place the held card may be given up for a Camp: dashed, with a tent), and its
        ``number`` (the words' "slot 3", the same for everyone: big in an empty slot, on a small
        tag at its bottom right over a card)."""
        pygame.draw.rect(surface, SLOT, rect, border_radius=6)
        if number is not None and not stack:
            blit_text(surface, str(number), rect.center, size=round(SLOT_NUMBER_PX * piece_scale(rect.w)),
                      colour=SLOT_NUMBER, bold=True,
                      anchor="center")
        if stack:
            # covered cards peek out below and to the right, one edge per card (up to 2)
            for depth in range(min(len(stack) - 1, 2), 0, -1):
                under = rect.inflate(-6, -6).move(depth * 2, depth * 2)
                pygame.draw.rect(surface, (200, 192, 175), under, border_radius=5)
                pygame.draw.rect(surface, INK, under, 1, border_radius=5)
            self._paint_card(surface, rect.inflate(-6, -6), stack[-1], colour, turns)
            if len(stack) > 1:
                tag = pygame.Rect(rect.x + 1, rect.bottom - 17, 26, 16)
                pygame.draw.rect(surface, INK, tag, border_radius=4)
                blit_text(surface, f"x{len(stack)}", tag.center, size=12, colour=(255, 255, 255), bold=True, anchor="center")
        if number is not None and stack:
            grow = min(1.3, piece_scale(rect.w))
            tag = pygame.Rect(0, 0, round(17 * grow), round(17 * grow))
            tag.bottomright = (rect.right - 1, rect.bottom - 1 - round(6 * (grow - 1)))
            pygame.draw.rect(surface, INK, tag, border_radius=tag.w // 2)
            blit_text(surface, str(number), tag.center, size=round(13 * grow), colour=(255, 255, 255), bold=True,
                      anchor="center")
        if lit:
            draw_lit_outline(surface, LIT, rect, 3, border_radius=6)
        if camp:
            _dashed_rect(surface, CAMP_LIT, rect.inflate(-2, -2))
            badge = self.pictures.camp(CAMP_LIT, 22)
            surface.blit(badge, badge.get_rect(topright=(rect.right - 3, rect.y + 3)))

    def _paint_keep(self, surface: pygame.Surface, layout: Layout, seat: int, player: dict, colour, lit: set) -> None:
        """The keep: its picture, the two arrows of its top card's back, the cards left."""
        keep = layout.keep_rect(seat)
        surface.blit(self.pictures.keep(colour, keep.width), keep)
        pygame.draw.rect(surface, PIECE_EDGE, keep, 2, border_radius=8)
        number = text_image(f"{player['keep_count']}", round(20 * min(1.6, piece_scale(keep.w))), (255, 255, 255), True)
        count = number.get_rect(center=keep.center)
        pygame.draw.rect(surface, INK, count.inflate(6, 0), 0, border_radius=6)
        surface.blit(number, count)
        if (seat, "keep") in lit:
            draw_lit_outline(surface, LIT, keep, 3, border_radius=8)

    def _pieces_overlays(self, view: dict, layout: Layout) -> list[Overlay]:
        """What lies over the slots as layer overlays (:meth:`LayerCache.show`), per fort in order:
        its keep's two arrows, its drawbridge token and each Army standing still, every one a
        picture of its own made once per look (arrows per keep, slots and place; an Army per
        colour, screen direction and size), so a move that marches one Army blits again only
        where that Army was and is."""
        marching = self.motion.marching_ids()
        last = self._pieces_out
        if last is not None and last[0] is view and last[1] is layout and last[2] == marching:
            return last[3]            # the same view, place and marching Armies: the same pictures
        if len(self._pieces) > 256:
            self._pieces.clear()
        out: list[Overlay] = []
        for seat in layout.forts:
            player = view["players"][seat]
            # arrows first, then the token, then Armies, fort by fort: the order matters only where
            # two pieces meet, which pieces of two forts never do (forts are far apart)
            if player["arrows"]:
                out.append(self._arrows_overlay(layout, seat, tuple(player["arrows"])))
            slot = player["token_slot"]
            if slot:
                at = layout.slot_rect(seat, slot)
                px = round(26 * piece_scale(at.w))
                out.append((("token", px), self.pictures.sprite("drawbridge_token", px),
                            (at.right - round(px * 0.77), at.top - 6)))
            for army in view["armies"]:
                if army["fort"] == seat and army["id"] not in marching:
                    out.append(self._army_overlay(layout, army))
        self._pieces_out = (view, layout, marching, out)
        return out

    def overlay_pieces(self, view: dict, layout: Layout) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        """The pieces over the slots as this painter shows them (each keep's arrows, the drawbridge
        token, each Army standing still): (picture, top left px) each, for the frame bench."""
        return [(picture, spot) for _, picture, spot in self._pieces_overlays(view, layout)]

    def _arrows_overlay(self, layout: Layout, seat: int, arrows: tuple) -> Overlay:
        """``seat``'s keep's arrows to ``arrows`` (slot ids) on a clear picture just big enough for
        them (they stay inside the keep and their slots), made once per keep, slots and place."""
        key = ("arrows", seat, arrows, layout.forts[seat], id(layout))
        made = self._pieces.get(key)
        if made is None:
            parts = [layout.keep_rect(seat)] + [layout.slot_rect(seat, s) for s in arrows]
            rect = parts[0].unionall(parts[1:]).inflate(4, 4)
            picture = pygame.Surface(rect.size, pygame.SRCALPHA)
            self._paint_arrows(picture, _Shifted(layout, -rect.x, -rect.y), seat, arrows)
            made = self._pieces[key] = (picture, rect.topleft)
        return key, made[0], made[1]

    def _army_overlay(self, layout: Layout, army: dict) -> Overlay:
        """An Army standing on its slot as a picture of its own (its token and direction arrow,
        which reach less than 38 px from the slot's middle), made once per colour, screen
        direction and size."""
        rect = layout.slot_rect(army["fort"], army["slot"]).inflate(8, 8)
        dx, dy = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}[army["direction"]]
        key = ("army", army["owner"] % len(COLOURS), layout.forts[army["fort"]].direction(dx, dy), rect.size)
        picture = self._pieces.get(key)
        if picture is None:
            picture = pygame.Surface(rect.size, pygame.SRCALPHA)
            local = rect.move(-rect.x, -rect.y)
            self._paint_army(picture, layout, army, local.center)
            picture = self._pieces[key] = picture
        return key, picture, rect.topleft

    def _paint_arrows(self, surface: pygame.Surface, layout: "Layout | _Shifted", seat: int, slots) -> None:
        """The keep's two arrows (rule text "Construire": the back of its top card): each a thick
        white arrow with a dark outline from the keep's edge into the slot it points to, so two
        arrows to neighbouring slots stay apart."""
        dx, dy = layout.offset if isinstance(layout, _Shifted) else (0, 0)
        grow = piece_scale(layout.forts[seat].slot_px)
        for start, tip in keep_arrows(layout.layout if isinstance(layout, _Shifted) else layout, seat, slots):
            _big_arrow(surface, (start[0] + dx, start[1] + dy), (tip[0] + dx, tip[1] + dy), grow)

    def _team_band(self, layout: Layout, seat: int, sides: list[tuple[int, ...]], names: list[str],
                   score_bottom: int) -> tuple[pygame.Rect, tuple[str, ...], int]:
        """Where a fort's team band lies at 4 in teams (its pill, px), its lines and its team's
        index: "Team 1: Ana & Cleo" over the fort, in the table's room beside it (clear of the other
        forts and of the running score, which ends at ``score_bottom`` px); without "Team 1: " when
        that makes it one line (the band's colour says which team), else over two lines. Never cut
        nor made smaller."""
        index = next(i for i, side in enumerate(sides) if seat in side)
        words = team_band_words(index, sides[index], names)
        step = line_step(14, True)
        key = (seat, words, id(layout), score_bottom, step)
        cached = self._bands.get(seat)
        if cached is not None and cached[0] == key:
            return cached[1]
        box = place_box(layout, seat, self.cells)
        left, right = layout.line_span(seat, box.top - 10 - 2 * step, box.top - 6, score_bottom)
        room = right - left - 16
        short = re.sub(r"^Team \d+[,:] ", "", words)
        lines = [words] if _text_px(words, 14, True) <= room else [short]
        if _text_px(lines[0], 14, True) > room:
            lines = wrap_text(short, 14, room, bold=True)
        width = max(_text_px(line, 14, True) for line in lines) + 16
        pill = pygame.Rect(0, 0, width, step * len(lines) + 4)
        pill.midbottom = (box.centerx, box.top - 6)
        pill.x = max(left, min(pill.x, right - width))      # on the table, clear of the log and the score
        self._bands[seat] = (key, (pill, tuple(lines), index))
        return pill, tuple(lines), index

    def _paint_team(self, surface: pygame.Surface, band: tuple[pygame.Rect, tuple[str, ...], int]) -> None:
        """Above a fort at 4 in teams: its team's band (:meth:`_team_band`) in the team's colour."""
        pill, lines, index = band
        pygame.draw.rect(surface, TEAM_COLOURS[index % len(TEAM_COLOURS)], pill, border_radius=8)
        pygame.draw.rect(surface, INK, pill, 1, border_radius=8)
        step = line_step(14, True)
        for i, line in enumerate(lines):
            blit_text(surface, line, (pill.centerx, pill.y + 2 + step * i), size=14, colour=INK, bold=True,
                      anchor="midtop")

    def _info_rows(self, view: dict, layout: Layout, seat: int, name: str,
                   mine: bool) -> list[tuple[pygame.Rect, list[tuple[str, Any, int]]]]:
        """Where the line under ``seat``'s fort lies: name, hand, discard, Camps, Armies (and
        skulls) as icons, each part with its width (px). One line when the table has room for it
        beside the fort (``mine``: the viewer's, ending at its fort's right edge, clear of the hand
        fanned to its right), else two: the name, then the figures. Each row's box (px)."""
        player = view["players"][seat]
        colour = COLOURS[seat % len(COLOURS)]
        named: list[tuple[str, Any]] = [("mark", seat), ("name", name)]
        parts: list[tuple[str, Any]] = [("text", f"hand {player['hand_count']}  discard {len(player['discard'])}")]
        parts += [("icon", self.pictures.camp(colour, INFO_ICON_PX)), ("text", str(len(player["camp_supply"])))]
        parts += [("icon", self.pictures.army(colour, INFO_ICON_PX)), ("text", str(len(player["army_supply"])))]
        if player["skulls"]:
            parts += [("icon", self.pictures.army(colour, INFO_ICON_PX, skull=True)), ("text", str(len(player["skulls"])))]
        if player["has_token"]:
            parts += [("icon", self.pictures.sprite("drawbridge_token", INFO_ICON_PX))]

        def measured(row: list[tuple[str, Any]]) -> list[tuple[str, Any, int]]:
            return [(k, v, (_text_px(v, 14, k == "name") if k in ("text", "name") else INFO_ICON_PX if k == "icon" else 14) + 5)
                    for k, v in row]

        box = place_box(layout, seat, self.cells)
        height = max(INFO_ROW_H, line_step(14) + 2)
        top = box.bottom + 3
        left, right = layout.line_span(seat, top, top + 2 * height + 2)
        if mine:
            right = min(right, box.right + 8)
        rows = [measured(named + parts)]
        if sum(w for *_, w in rows[0]) + 8 > right - left:
            rows = [measured(named), measured(parts)]
        out = []
        for i, row in enumerate(rows):
            width = sum(w for *_, w in row) + 8
            x = box.centerx - width // 2 if not mine else box.right + 2 - width
            x = max(left, min(x, right - width))           # whole on the table, clear of the log and the forts
            out.append((pygame.Rect(x, top + i * (height + 2), width, height), row))
        return out

    def _paint_info(self, surface: pygame.Surface, seat: int, name: str,
                    rows: list[tuple[pygame.Rect, list[tuple[str, Any, int]]]]) -> pygame.Rect:
        """The line under a fort (:meth:`_info_rows`); it is where a click opens the discard.
        Returns its rect (px)."""
        colour = COLOURS[seat % len(COLOURS)]
        for box, row in rows:
            pygame.draw.rect(surface, INFO_BG, box, border_radius=6)
            pygame.draw.rect(surface, INFO_EDGES[seat % len(INFO_EDGES)], box, 2, border_radius=6)
            x, middle = box.x + 6, box.centery
            for kind, value, w in row:
                if kind == "mark":     # the seat's own shape: colour never alone
                    draw_seat_mark(surface, value, (x + 7, middle), 13, colour)
                elif kind in ("text", "name"):
                    blit_text(surface, value, (x, middle), size=14, colour=(240, 240, 230), anchor="midleft",
                              bold=kind == "name")
                else:
                    surface.blit(value, (x, middle - INFO_ICON_PX // 2))
                x += w
        return rows[0][0].unionall([rect for rect, _ in rows[1:]])

    def _paint_card(self, surface: pygame.Surface, rect: pygame.Rect, card: str, colour, turns: int) -> None:
        """The visible card of a stack in ``rect`` (a Camp, or a Wall turned by ``turns``)."""
        if "-C" in card:
            surface.blit(self.pictures.camp(colour, rect.width), rect)
            return
        surface.blit(self.pictures.slot_card(card, colour, rect.width, turns), rect)

    def stack_picture(self, cards: list[str], seat: int, size: tuple[int, int]) -> pygame.Surface:
        """A stack of ``seat``'s fort as one picture of ``size`` (px): its top card, up to three
        covered ones peeking out below (a destroyed stack flying to the discard)."""
        image = pygame.Surface(size, pygame.SRCALPHA)
        inner = image.get_rect().inflate(-6, -6)
        for depth in range(min(len(cards) - 1, 3), 0, -1):
            pygame.draw.rect(image, (200, 192, 175), inner.move(depth * 2, depth * 2), border_radius=5)
        self._paint_card(image, inner, cards[-1], COLOURS[seat % len(COLOURS)], 0)
        return _fast(image)

    def _paint_army(self, surface: pygame.Surface, layout: "Layout | _Shifted", army: dict, centre=None) -> None:
        """An Army token on its slot (or at ``centre``, px, while it marches) with its direction."""
        rect = layout.slot_rect(army["fort"], army["slot"])
        dx, dy = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}[army["direction"]]
        sx, sy = layout.forts[army["fort"]].direction(dx, dy)
        cx, cy = centre or rect.center
        colour = COLOURS[army["owner"] % len(COLOURS)]
        k = piece_scale(layout.forts[army["fort"]].slot_px)
        tip = (cx + sx * 32 * k, cy + sy * 32 * k)
        left = (cx + sx * 10 * k - sy * 13 * k, cy + sy * 10 * k + sx * 13 * k)
        right = (cx + sx * 10 * k + sy * 13 * k, cy + sy * 10 * k - sx * 13 * k)
        pygame.draw.polygon(surface, colour, [tip, left, right])
        pygame.draw.polygon(surface, INK, [tip, left, right], 2)
        token = self.pictures.army(colour, round(32 * k))
        surface.blit(token, token.get_rect(center=(round(cx), round(cy))))

    # ------------------------------------------------------------------ the hand and the hover
    def _hand_overlays(self, view: dict, frame: Frame) -> list[Overlay]:
        """The viewer's hand fanned (the card carried left out) as layer overlays, each card
        turned as it fans (a turned picture made once per card, size and angle)."""
        viewer = view["viewer"]
        hand = hand_cards(view)
        held = frame.held[0] if frame.held is not None else None
        last = self._hand_out
        if (last is not None and last[0] == viewer and last[1] == hand and last[2] == held
                and len(last[3]) == len(frame.fan) and all(a is b for a, b in zip(last[3], frame.fan))):
            return last[4]            # the same cards at the same places (the fan's own placings)
        out: list[Overlay] = []
        size = fan_card_size(len(hand))
        covered = covered_px(list(frame.fan), size[0])      # the words keep clear of the next card
        for card, placed in zip(hand, frame.fan):
            if card == held:
                continue
            colour = COLOURS[viewer % len(COLOURS)]
            image = self.card_image(card, colour, size, covered)
            turn_key = (id(image), round(placed.angle, 2))
            turned = self._turned.get(turn_key)
            if turned is None:
                if len(self._turned) > 64:
                    self._turned.clear()
                turned = self._turned[turn_key] = _fast(pygame.transform.rotate(image, placed.angle))
            centre = (round(placed.centre[0]), round(placed.centre[1]))
            out.append((("hand", card, colour, size, round(placed.angle, 2), centre), turned,
                        turned.get_rect(center=centre).topleft))
        self._hand_out = (viewer, hand, held, list(frame.fan), out)
        return out

    def _paint_held(self, surface: pygame.Surface, view: dict, frame: Frame) -> None:
        """The hand card carried, at its rect (px)."""
        viewer = view["viewer"]
        if frame.held is not None and viewer is not None:
            image = self.card_image(frame.held[0], COLOURS[viewer % len(COLOURS)])
            surface.blit(image, frame.held[1])

    def card_image(self, card: str, colour, size: tuple[int, int] = CARD_SIZE, covered: int = 0) -> pygame.Surface:
        """``card``'s hand picture (``covered``: px of its right side under the next fanned card)."""
        return self.pictures.hand_card(card, colour, size, covered)

    def hover_info(self, view: dict, layout: Layout, fan_index: Optional[int], where: Optional[Place],
                   names: list[str]) -> Optional[HoverInfo]:
        """What shows big: the hand card ``fan_index`` of the viewer's hand, else the visible card
        (or keep, or Camp) at ``where`` (:data:`HoverInfo`)."""
        viewer = view["viewer"]
        if fan_index is not None:
            card = hand_cards(view)[fan_index]
            return ("hand", card), self.card_image(card, COLOURS[viewer % len(COLOURS)], HOVER_SIZE), \
                card_lines(self.rules, card)
        if where is None:
            return None
        seat, slot = where
        colour = COLOURS[seat % len(COLOURS)]
        name = names[seat]
        if slot == "keep":
            player = view["players"][seat]
            arrows = " and ".join(self.rules.ctx.geo.words(s) for s in player["arrows"]) or "nowhere"
            return (("keep", seat, player["keep_count"], tuple(player["arrows"])), self.pictures.keep(colour, 160),
                    keep_lines(name, player["keep_count"], arrows))
        stack = view["players"][seat]["fort"][slot]
        if not stack:
            return None
        if "-C" in stack[-1]:
            owner = int(stack[-1].split("-")[0][1:]) - 1        # "P2-C1": a Camp of P2 (maybe in a partner's fort)
            lines = camp_lines(names[owner] if 0 <= owner < len(names) else f"P{owner + 1}")
            if len(stack) > 1:
                lines.insert(1, covers_words(len(stack) - 1))
            return ("camp", seat, slot, stack[-1]), self.pictures.camp(colour, 160), lines
        lines = card_lines(self.rules, stack[-1])
        if len(stack) > 1:
            lines.insert(1, covers_words(len(stack) - 1))
        return ("slot", seat, slot, stack[-1]), self.card_image(stack[-1], colour, HOVER_SIZE), lines


class _Shifted:
    """A :class:`Layout` seen from a picture whose top-left lies at screen (-dx, -dy): the same
    rects moved by (dx, dy), the same forts (for their turns)."""

    def __init__(self, layout: Layout, dx: int, dy: int):
        self.layout, self.offset = layout, (dx, dy)
        self.forts = layout.forts

    def slot_rect(self, seat: int, slot: str) -> pygame.Rect:
        return self.layout.slot_rect(seat, slot).move(self.offset)

    def keep_rect(self, seat: int) -> pygame.Rect:
        return self.layout.keep_rect(seat).move(self.offset)


def hand_cards(view: dict) -> list[str]:
    """The viewer's hand in the view ([] for an onlooker)."""
    viewer = view["viewer"]
    return list(view["players"][viewer].get("hand", [])) if viewer is not None else []


def _fast(image: pygame.Surface) -> pygame.Surface:
    """``image`` in the display's pixel format once a window exists (blits several times faster)."""
    return image.convert_alpha() if pygame.display.get_surface() is not None else image


def keep_arrows(layout: Layout, seat: int, slots) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """The keep's arrows of ``seat`` on screen (px): for each slot it points to, the arrow's start
    (16 px out of the keep's middle) and tip (68% of the way to the slot's middle)."""
    keep = layout.keep_rect(seat)
    out = []
    for slot in slots:
        target = layout.slot_rect(seat, slot).center
        out.append((_towards(keep.center, target, 16 * piece_scale(keep.w)), _towards(keep.center, target, 0.68 * _dist(keep.center, target))))
    return out


def _dashed_rect(surface: pygame.Surface, colour, rect: pygame.Rect, dash: int = 8, width: int = 3) -> None:
    """``rect``'s outline in dashes of ``dash`` px (a place lit for a Camp, apart from a build's)."""
    for x in range(rect.left, rect.right, dash * 2):
        end = min(x + dash, rect.right)
        pygame.draw.line(surface, colour, (x, rect.top), (end, rect.top), width)
        pygame.draw.line(surface, colour, (x, rect.bottom - 1), (end, rect.bottom - 1), width)
    for y in range(rect.top, rect.bottom, dash * 2):
        end = min(y + dash, rect.bottom)
        pygame.draw.line(surface, colour, (rect.left, y), (rect.left, end), width)
        pygame.draw.line(surface, colour, (rect.right - 1, y), (rect.right - 1, end), width)


def _towards(start: tuple[int, int], end: tuple[int, int], length: float) -> tuple[float, float]:
    dx, dy = end[0] - start[0], end[1] - start[1]
    norm = max(1.0, (dx * dx + dy * dy) ** 0.5)
    return start[0] + dx / norm * length, start[1] + dy / norm * length


def _dist(a, b) -> float:
    return ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5


def piece_scale(slot_px: int) -> float:
    """How much larger than on a 64 px slot a piece over a slot is drawn (an Army, the keep's
    arrows, a slot's number, the drawbridge token): as the slot, at least 1 (issue 15: big forts
    keep their pieces in proportion, readable from a screenshot viewed at half size)."""
    return max(1.0, slot_px / SLOT_PX)


def _big_arrow(surface: pygame.Surface, start, tip, grow: float = 1.0) -> None:
    """A thick white arrow (px) from ``start`` to ``tip`` with a dark outline, readable at 1024 x 640
    (``grow``: its head and shaft that much wider, on a large fort)."""
    dx, dy = tip[0] - start[0], tip[1] - start[1]
    norm = max(1.0, (dx * dx + dy * dy) ** 0.5)
    ux, uy = dx / norm, dy / norm
    nx, ny = -uy, ux
    head, half, shaft = 16 * grow, 12 * grow, 5 * grow
    back = (tip[0] - ux * head, tip[1] - uy * head)
    outline = [(start[0] + nx * shaft, start[1] + ny * shaft), (back[0] + nx * shaft, back[1] + ny * shaft),
               (back[0] + nx * half, back[1] + ny * half), tip, (back[0] - nx * half, back[1] - ny * half),
               (back[0] - nx * shaft, back[1] - ny * shaft), (start[0] - nx * shaft, start[1] - ny * shaft)]
    pygame.draw.polygon(surface, ARROW, outline)
    pygame.draw.polygon(surface, INK, outline, 2)


def text_px(text: str, size: int, bold: bool = False) -> int:
    """How wide ``text`` is drawn (px; measured, not drawn: the kit's :func:`text_width`)."""
    return text_width(text, size, bold)


_text_px = text_px


def fort_part(layout: Layout, seat: int, cells: dict) -> pygame.Rect:
    """The screen part (px) a fort is painted in: its 3 x 3 board, the drawbridge token overhang and
    the line of figures below (50 px past the board each side: most of its width at 100%)."""
    box = place_box(layout, seat, cells)
    part = pygame.Rect(box.x - 50, box.y - 8, box.w + 100, box.height + 8 + 30)
    return part.clip(layout.on_table)     # the line is kept on the table, clear of the log


def place_box(layout: Layout, seat: int, cells: dict) -> pygame.Rect:
    """The bounding box (px) of ``seat``'s 3 x 3 fort on screen (worked out once per layout)."""
    boxes = layout.__dict__.setdefault("_place_boxes", {})
    box = boxes.get(seat)
    if box is None:
        box = layout.keep_rect(seat)
        for slot in cells:
            box = box.union(layout.slot_rect(seat, slot))
        boxes[seat] = box
    return box.copy()
