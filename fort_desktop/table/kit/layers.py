"""Cached layers and words of a table, so a frame is mostly one blit (TESTING.md: a full-table
frame stays under ~4 ms under the dummy driver).

- :class:`LayerCache`: a part of the screen (a play area, the supply, a panel, the banner) painted
  once into an opaque surface and blitted every frame until its *key* changes. The key names what
  the part shows (e.g. the table's state version and the viewer), never the time. Pieces that lie
  over the parts and do not move (tokens, arrows, a fanned hand) can be kept in it too, as
  *overlays* (:meth:`LayerCache.show`): blitted once, then again only where something changed.
- :func:`text_image`: rendered words, cached by text, size, colour and width; :func:`text_width`:
  how wide they are drawn, measured (never drawn) and cached.
- :func:`fill`, :func:`copy` and :func:`blit_opaque`: opaque fills and copies that leave what
  they wrote in the processor's cache. SDL fills 32-bit rows, and copies rows that start on 16
  bytes, with streaming stores, which write past the cache: whatever is drawn over those pixels
  next (words, a card, a ring) must fetch them from memory first, several times slower than the
  drawing itself (a full-screen copy then 30 cards: 1.6 ms, against 0.7 ms when the copy's rows
  are written the ordinary way). These write the same pixels the ordinary way.

Rects and sizes are logical pixels.
"""
from __future__ import annotations

from collections import OrderedDict
from typing import Any, Callable, Optional, Sequence

import pygame

from .. import widgets
from ..widgets import TEXT_CHANGE_LISTENERS, fit_text, font

TEXT_CACHE_SIZE = 600
_texts: "OrderedDict[tuple, pygame.Surface]" = OrderedDict()


def text_image(text: str, size: int, colour: tuple[int, int, int], bold: bool = False,
               max_width: Optional[int] = None) -> pygame.Surface:
    """``text`` rendered with the bundled font at ``size`` px (shortened with "..." to fit
    ``max_width`` px). Shared and cached: never draw on the returned surface."""
    key = (text, size, tuple(colour), bold, max_width)
    image = _texts.get(key)
    if image is not None:
        _texts.move_to_end(key)
        return image
    whole = _texts.get((text, size, key[2], bold, None)) if max_width is not None else None
    f = font(size, bold)
    if whole is not None and max_width is not None and whole.get_width() <= max_width:
        image = whole          # drawn already unbounded (e.g. measured to fit) and it fits: the same pixels
    elif max_width is None:
        image = f.render(text, True, colour)
    else:
        # words that fit are drawn as they are (a drawing is as wide as its measurement): drawn
        # first, measured only when too wide (or not drawn whole at all when already measured so)
        known = _widths.get((text, size, bold))
        image = f.render(text[:400], True, colour) if len(text) <= 400 and (known is None or known <= max_width) \
            else None
        if image is None or image.get_width() > max_width:
            image = f.render(fit_text(f, text, max_width), True, colour)
    _texts[key] = image
    if len(_texts) > TEXT_CACHE_SIZE:
        _texts.popitem(last=False)
    return image


_widths: dict[tuple[str, int, bool], int] = {}


def text_width(text: str, size: int, bold: bool = False) -> int:
    """How wide (px) :func:`text_image` draws ``text`` at ``size`` px (unbounded, any colour):
    measured with the font, never drawn (a drawing is as wide as its measurement), and cached, so
    a part that tries several sizes to find the one that fits draws only the one it keeps."""
    key = (text, size, bold)
    width = _widths.get(key)
    if width is None:
        drawn = _texts.get((text, size, (240, 240, 230), bold, None))
        if drawn is not None or not text:
            width = (drawn if drawn is not None else text_image(text, size, (240, 240, 230), bold)).get_width()
        else:
            width = font(size, bold).size(text)[0]
        if len(_widths) >= 4 * TEXT_CACHE_SIZE:
            _widths.clear()
        _widths[key] = width
    return width


#: Pixels of a 32-bit surface per 64-byte line of memory.
LINE_PX = 16


def _line_offset(surface: pygame.Surface) -> Optional[int]:
    """Where ``surface``'s memory lines fall: x (px) of the first line start is ``-offset % 16``
    on every row; None when the rows do not all line up (not 32-bit, or an odd pitch)."""
    if surface.get_bytesize() != 4 or surface.get_pitch() % (4 * LINE_PX):
        return None
    address = getattr(surface, "_pixels_address", None)
    return None if address is None else (address // 4) % LINE_PX


def aligned(surface: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
    """``rect`` (px) widened to whole 64-byte lines of ``surface``'s memory (inside the surface):
    the area to copy when copying a little more is harmless (an opaque copy is several times
    faster so)."""
    rect = pygame.Rect(rect)
    offset = _line_offset(surface)
    if offset is None:
        return rect
    left = rect.x - (rect.x + offset) % LINE_PX
    right = rect.right + (-(rect.right + offset)) % LINE_PX
    rect.x, rect.w = max(0, left), min(surface.get_width(), right) - max(0, left)
    return rect


def _split(surface: pygame.Surface, rect: pygame.Rect) -> list[pygame.Rect]:
    """``rect`` (px, inside ``surface``'s clip) as its middle on whole 64-byte lines of memory and
    the narrow edges left and right of it (each edge under 16 px)."""
    rect = pygame.Rect(rect).clip(surface.get_clip())
    offset = _line_offset(surface)
    if offset is None or rect.w < 2 * LINE_PX:
        return [rect]
    a = rect.x + (-(rect.x + offset)) % LINE_PX
    b = rect.right - (rect.right + offset) % LINE_PX
    parts = [pygame.Rect(a, rect.y, b - a, rect.h)]
    if a > rect.x:
        parts.append(pygame.Rect(rect.x, rect.y, a - rect.x, rect.h))
    if rect.right > b:
        parts.append(pygame.Rect(b, rect.y, rect.right - b, rect.h))
    return parts


def _opaque_32(surface: pygame.Surface) -> bool:
    """``surface`` holds 32-bit pixels without per-pixel alpha (the display's format, a table's
    composite) and its rows' addresses are known."""
    return (surface.get_bytesize() == 4 and not surface.get_flags() & pygame.SRCALPHA
            and getattr(surface, "_pixels_address", None) is not None)


def fill(surface: pygame.Surface, colour: tuple[int, int, int], rect: pygame.Rect) -> None:
    """``surface.fill(colour, rect)`` (px; inside the surface's clip): the same bytes, left in the
    cache (module notes). On an opaque 32-bit surface it is two blending fills, which write the
    ordinary way: every channel down to 0, then up by ``colour``; elsewhere SDL's fill (its
    middle on whole 64-byte lines of memory and its edges filled apart)."""
    rect = pygame.Rect(rect).clip(surface.get_clip())
    if rect.w <= 0 or rect.h <= 0:
        return
    if _opaque_32(surface):
        surface.fill((0, 0, 0), rect, special_flags=pygame.BLEND_RGB_MIN)
        surface.fill(colour, rect, special_flags=pygame.BLEND_RGB_ADD)
        return
    for part in _split(surface, rect):
        surface.fill(colour, part)


def _streams(surface: pygame.Surface, x: int, y: int) -> bool:
    """SDL would copy rows into or out of ``surface`` from pixel (x, y) with streaming stores: the
    address and every row's pitch on 16 bytes."""
    address = getattr(surface, "_pixels_address", None)
    pitch = surface.get_pitch()
    return address is not None and not pitch % 16 and not (address + y * pitch + 4 * x) % 16


def blit_opaque(surface: pygame.Surface, source: pygame.Surface, dest: tuple[int, int] = (0, 0),
                area: pygame.Rect | None = None) -> None:
    """``surface.blit(source, dest, area)`` for an opaque ``source`` in ``surface``'s format (a
    layer's picture, a panel's kept picture): the same pixels, written so they stay in the cache
    (module notes). Where SDL would stream the rows (both ends' rows start on 16 bytes) the first
    column is copied apart, so the rest starts off 16 bytes and is copied the ordinary way."""
    asked = source.get_rect() if area is None else pygame.Rect(area)
    area = asked.clip(source.get_rect())
    x, y = dest[0] + area.x - asked.x, dest[1] + area.y - asked.y
    target = pygame.Rect(x, y, area.w, area.h).clip(surface.get_clip())
    if target.w <= 0 or target.h <= 0:
        return
    area = pygame.Rect(area.x + target.x - x, area.y + target.y - y, target.w, target.h)
    if (target.w > 1 and _opaque_32(surface) and _opaque_32(source)
            and _streams(surface, target.x, target.y) and _streams(source, area.x, area.y)):
        surface.blit(source, target.topleft, pygame.Rect(area.x, area.y, 1, area.h))
        surface.blit(source, (target.x + 1, target.y), pygame.Rect(area.x + 1, area.y, area.w - 1, area.h))
        return
    surface.blit(source, target.topleft, area)


def copy(surface: pygame.Surface, source: pygame.Surface, rect: pygame.Rect) -> None:
    """``source``'s pixels in ``rect`` (px) onto ``surface`` at the same place (an opaque source the
    same size), left in the cache (:func:`blit_opaque`)."""
    rect = pygame.Rect(rect)
    blit_opaque(surface, source, rect.topleft, rect)


def outermost(rects: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """``rects`` (px) without the empty ones and those inside another (a part's words inside the
    part), largest first: the places a dirty-rect frame shows again, each pixel once, mostly."""
    kept: list[pygame.Rect] = []
    for rect in sorted((pygame.Rect(r) for r in rects if r.w > 0 and r.h > 0), key=lambda r: -r.w * r.h):
        if not any(k.contains(rect) for k in kept):
            kept.append(rect)
    return kept


def frame_parts(picture: pygame.Surface, depth: int) -> list[pygame.Rect]:
    """Where a picture of a frame (a ring round a place, clear inside) shows anything: its four
    edges ``depth`` px deep (picture px) when every pixel inside them is fully clear, else the
    whole picture. Blitting only these parts gives the same pixels for less work."""
    whole = picture.get_rect()
    inner = whole.inflate(-2 * depth, -2 * depth)
    if depth <= 0 or inner.w <= 0 or inner.h <= 0 or not picture.get_flags() & pygame.SRCALPHA:
        return [whole]
    shown = pygame.mask.from_surface(picture, 0)           # every pixel not fully clear
    if shown.overlap_area(pygame.mask.Mask(inner.size, fill=True), inner.topleft):
        return [whole]
    return [pygame.Rect(0, 0, whole.w, depth), pygame.Rect(0, whole.h - depth, whole.w, depth),
            pygame.Rect(0, depth, depth, inner.h), pygame.Rect(whole.w - depth, depth, depth, inner.h)]


def blit_parts(surface: pygame.Surface, picture: pygame.Surface, topleft: tuple[int, int],
               parts: Sequence[pygame.Rect]) -> None:
    """``picture`` at ``topleft`` (px) on ``surface``, only its ``parts`` (:func:`frame_parts`)."""
    x, y = topleft
    for part in parts:
        surface.blit(picture, (x + part.x, y + part.y), part)


def wrap_lines(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """``text`` broken into lines no wider than ``width`` px at words, exactly as
    :func:`~fort_desktop.table.widgets.wrap_text` breaks it (greedy: as many words on a line as fit,
    a word wider than the line alone on it), with fewer measurements: a paragraph that fits is
    measured once; in a longer one each line's end is first guessed from the paragraph's width per
    letter, then moved a word at a time while the measurements say so (a line's width only grows
    with its words), usually two measurements a line."""
    f = font(size, bold)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split()
        whole = " ".join(words)
        whole_w = f.size(whole)[0] if words else 0
        if whole_w <= width:
            lines.append(whole)
            continue
        ends = [0]                               # ends[k]: letters in " ".join(words[:k]) plus one
        for word in words:
            ends.append(ends[-1] + len(word) + 1)
        per_letter = whole_w / max(1, len(whole))
        n = len(words)

        def fits(i: int, k: int) -> bool:
            return f.size(" ".join(words[i:k]))[0] <= width

        i = 0
        while i < n:
            room = ends[i] + width / per_letter  # the letters a line from words[i] may hold, guessed
            k = i + 1
            while k < n and ends[k + 1] - 1 <= room:
                k += 1
            if fits(i, k):                       # words[i:k] fits: add words while they fit
                while k < n and fits(i, k + 1):
                    k += 1
            else:                                # it does not: drop words until it does (one always goes)
                k -= 1
                while k > i + 1 and not fits(i, k):
                    k -= 1
                k = max(k, i + 1)
            lines.append(" ".join(words[i:k]))
            i = k
    return lines


def blit_text(surface: pygame.Surface, text: str, pos: tuple[int, int], *, size: int = 16,
              colour: tuple[int, int, int] = (255, 255, 255), bold: bool = False, anchor: str = "topleft",
              max_width: Optional[int] = None) -> pygame.Rect:
    """Draw cached words with their ``anchor`` point (a pygame.Rect attribute) at ``pos``; returns the
    rect. Told to :data:`~fort_desktop.table.widgets.PLACED_WATCHERS` as :func:`draw_text` is."""
    image = text_image(text, size, colour, bold, max_width)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    for watcher in widgets.PLACED_WATCHERS:     # (read at each call: a test may put its own list)
        watcher(surface, rect, text)
    return rect


def clear_text_cache() -> None:
    """Forget rendered words and their widths (fonts die with ``pygame.quit()``; and a new text
    scale draws them anew)."""
    _texts.clear()
    _widths.clear()


TEXT_CHANGE_LISTENERS.append(clear_text_cache)

#: Later parts (:class:`LayerCache`) painted in a frame that painted no other part.
LATER_PER_FRAME = 1
#: Frames a later part waits at most (then it is painted whatever else the frame paints).
LATER_MOST_FRAMES = 6
#: False: later parts never wait (every part is painted in the frame that asks for it).
LATER_ALLOWED = True


class LayerCache:
    """Named screen parts painted once per key into one composite picture of the table.

    ``background``: the full-screen surface under every part; ``colour``: its one colour when it is
    plain (a part is then blanked with a fill, which is cheaper than copying, and ``background``
    itself becomes the composite: no full-screen copy of a plain colour is made). Each frame the scene names its parts
    (:meth:`part`: name, key, rect, paint); a part whose key (or rect) changed is painted again in
    place (background first, clipped to its rect), the others are left alone; :meth:`show` then
    blits the whole composite in one go. The key names what the part shows (e.g. the state's
    version and the viewer), never the time. Parts must not overlap.

    A *bare* part (``part(..., bare=True)``: a panel no overlay ever lies over, e.g. a banner or a
    log) is painted straight onto the overlays' picture while no overlay of the last :meth:`show`
    lies over its rect, so a frame that changes it copies it no second time; the composite gets
    its pixels later, only when something needs them there (an overlay coming over it, a part or
    blank written across it, the overlays' picture made again). Nothing may draw on
    :attr:`composite` over a bare part outside :meth:`part`.

    A *later* part (``part(..., later=True)``: words beside the board, e.g. the log, the top bar,
    the score) that changed waits while the frame paints other parts: a move's first frame paints
    what changed on the board, the next frames the words, at most :data:`LATER_PER_FRAME` of them a
    frame and none later than :data:`LATER_MOST_FRAMES` frames, so no frame after a move pays for
    all at once. :meth:`show` decides; ``show(..., settle=True)`` paints every one at once (a new
    viewer: nothing of the last one's may stay on screen).
    """

    def __init__(self, background: pygame.Surface, colour: Optional[tuple[int, int, int]] = None):
        self.background = background
        self.colour = colour
        self.composite = background if colour is not None else background.copy()
        self._parts: dict[str, tuple[Any, pygame.Rect, Callable[[pygame.Surface], None]]] = {}
        self.repaints = 0                # how many times a part was painted (for tests and the bench)
        # the composite with the overlays over it, and where it is out of date (None: everywhere)
        self._stage: Optional[pygame.Surface] = None
        self._overlays: list[tuple[Any, pygame.Rect]] = []
        self._spots: list[tuple[Any, tuple[int, int, int, int]]] = []   # the same, as plain tuples
        self._stale: Optional[list[pygame.Rect]] = None
        self.overlay_blits = 0           # how many times an overlay was blitted (for tests)
        # bare parts painted on the stage only: their rects, which the composite is still owed
        self._owed: list[pygame.Rect] = []
        # later parts showing an old key: name -> (key, rect, paint, opaque, bare, frames waited)
        self._later: dict[str, tuple[Any, pygame.Rect, Callable[[pygame.Surface], None], bool, bool, int]] = {}
        self._painted_now = 0            # parts painted since the last show
        # bare parts painted straight onto the stage since the last show (a dirty-rect frame shows them)
        self._on_stage: list[pygame.Rect] = []

    def part(self, name: str, key: Any, rect: pygame.Rect,
             paint: Callable[[pygame.Surface], None], opaque: bool = False, bare: bool = False,
             later: bool = False) -> bool:
        """Make sure part ``name`` (screen rect ``rect``) shows ``key``: ``paint(target)`` draws it
        in screen coordinates when the key or rect changed. Returns True when it was painted.
        ``opaque``: ``paint`` covers every pixel of ``rect`` (e.g. a bar filled whole), so a part
        painted again in the same place is not blanked first. ``bare``: no overlay lies over it.
        ``later``: it may wait for a quieter frame, in the same place (class notes; painted by
        :meth:`show`, so False here)."""
        entry = self._parts.get(name)
        rect = pygame.Rect(rect)
        if entry is not None and entry[0] == key and entry[1] == rect:
            self._later.pop(name, None)
            return False
        if later and entry is not None and entry[1] == rect:
            waited = self._later[name][5] if name in self._later else 0
            self._later[name] = (key, rect, paint, opaque, bare, waited)
            return False
        self._later.pop(name, None)
        self._painted_now += 1
        if opaque and entry is not None and entry[1] == rect:
            self._paint(rect, paint, blank=False, bare=bare)
            self._parts[name] = (key, rect, paint)
            return True
        if entry is not None and entry[1] != rect:
            old = entry[1]
            self._blank(old)
            self.touched(old)
            # a part that moved (e.g. the forts turning round for the next viewer) may leave a place
            # another part has just taken: paint those again, or they would vanish under the blanking
            for other, (_, other_rect, other_paint) in list(self._parts.items()):
                if other != name and other_rect.colliderect(old):
                    self._paint(other_rect, other_paint)
        self._paint(rect, paint, bare=bare)
        self._parts[name] = (key, rect, paint)
        return True

    def _blank(self, rect: pygame.Rect, target: Optional[pygame.Surface] = None) -> None:
        """The background again in ``rect`` of the composite (or of ``target``, the same size)."""
        if target is None:
            self._settle(rect)
            target = self.composite
        if self.colour is not None:
            fill(target, self.colour, rect)
        else:
            copy(target, self.background, rect)

    def touched(self, rect: pygame.Rect) -> None:
        """Someone drew on :attr:`composite` in ``rect`` (px) outside :meth:`part`: the overlays
        there are blitted again at the next :meth:`show`."""
        if self._stale is not None:
            self._stale.append(pygame.Rect(rect))

    def _bare_stage(self, rect: pygame.Rect) -> Optional[pygame.Surface]:
        """The overlays' picture when a bare part in ``rect`` may be painted straight onto it: it
        is up to date but for its stale rects (which do not meet ``rect``) and no overlay lies
        over ``rect``; else None."""
        stage, stale = self._stage, self._stale
        if stage is None or stale is None or stage.get_size() != self.composite.get_size():
            return None
        if rect.collidelist([r for _, r in self._overlays]) != -1 or rect.collidelist(stale) != -1:
            return None
        return stage

    def _settle(self, rect: Optional[pygame.Rect] = None) -> None:
        """Give the composite the pixels of the bare parts painted on the stage only that meet
        ``rect`` (px; None: all): no overlay lies over them there (:meth:`_bare_stage`)."""
        if not self._owed or self._stage is None:
            self._owed = []
            return
        kept = []
        for owed in self._owed:
            if rect is None or owed.colliderect(rect):
                copy(self.composite, self._stage, owed)
            else:
                kept.append(owed)
        self._owed = kept

    def _paint(self, rect: pygame.Rect, paint: Callable[[pygame.Surface], None], blank: bool = True,
               bare: bool = False) -> None:
        stage = self._bare_stage(rect) if bare else None
        if stage is not None:         # straight onto the overlays' picture; the composite is owed it
            self._owed = [owed for owed in self._owed if not rect.contains(owed)]
            stage.set_clip(rect)
            if blank:
                self._blank(rect, stage)
            paint(stage)
            stage.set_clip(None)
            self._owed.append(pygame.Rect(rect))
            self._on_stage.append(pygame.Rect(rect))
            self.repaints += 1
            return
        self._settle(rect)
        comp = self.composite
        comp.set_clip(rect)
        if blank:
            self._blank(rect)
        paint(comp)
        comp.set_clip(None)
        self.repaints += 1
        self.touched(rect)

    def blit(self, surface: pygame.Surface, name: str, key: Any, rect: pygame.Rect,
             paint: Callable[[pygame.Surface], None]) -> None:
        """One part onto ``surface`` (painted first if its key changed)."""
        self.part(name, key, rect, paint)
        self._settle(self._parts[name][1])
        copy(surface, self.composite, self._parts[name][1])

    @property
    def settled(self) -> bool:
        """No later part waits (every part shows what it was last asked to)."""
        return not self._later

    def _paint_later(self, settle: bool) -> None:
        """The later parts this frame paints (class notes): all when ``settle``; else those that
        waited :data:`LATER_MOST_FRAMES` frames, and up to :data:`LATER_PER_FRAME` of the others
        (longest waiting first) when no other part was painted since the last show."""
        budget = LATER_PER_FRAME if self._painted_now == 0 else 0
        for name, (key, rect, paint, opaque, bare, waited) in sorted(self._later.items(), key=lambda kv: -kv[1][5]):
            due = settle or waited >= LATER_MOST_FRAMES
            if not due and budget <= 0:
                self._later[name] = (key, rect, paint, opaque, bare, waited + 1)
                continue
            if not due:
                budget -= 1
            del self._later[name]
            self.part(name, key, rect, paint, opaque=opaque, bare=bare)
        self._painted_now = 0

    def show(self, surface: pygame.Surface, overlays: Sequence[Overlay] = (), settle: bool = False,
             again: Optional[Sequence[pygame.Rect]] = None) -> list[pygame.Rect]:
        """The whole composite (background and every part) onto ``surface``, with ``overlays``
        over it in their order: ``(key, picture, topleft px)``, the key (hashable) naming what the
        picture shows (the same key must mean the same pixels). They are kept in a second
        full-screen picture and blitted again only where a part was painted or an overlay came,
        went or changed key since the last call, so a frame stays one blit. The later parts that
        waited are painted first, as many as this frame may (class notes; ``settle``: all).

        ``again`` (px rects): ``surface`` still shows the last call's picture (a dirty-rect frame):
        only what changed in it since and the rects ``again`` are copied there (whole when the
        cache cannot say what changed). Returns the rects of ``surface`` written."""
        self._paint_later(settle or not LATER_ALLOWED)
        whole = [surface.get_rect()]
        if not overlays and not self._overlays:
            self._settle()
            self._stage, self._stale, self._on_stage = None, None, []
            surface.blit(self.composite, (0, 0))
            return whole
        placed = [(key, picture.get_rect(topleft=topleft)) for key, picture, topleft in overlays]
        # (key, (x, y, w, h)): hashable, compared as plain tuples
        spots = [(key, (x, y, picture.get_width(), picture.get_height()))
                 for key, picture, (x, y) in overlays]
        stale = self._stale
        fresh = self._stage is None or self._stage.get_size() != self.composite.get_size()
        if fresh:
            self._settle()
            self._stage = self.composite.copy()
            stale = None
        elif stale is not None:
            old = self._spots
            if old != spots:
                kept_old, kept_new = set(old), set(spots)
                common_old = [spot for spot in old if spot in kept_new]
                common_new = [spot for spot in spots if spot in kept_old]
                if common_old != common_new:      # the same pieces in another order: all again
                    stale = None
                else:
                    stale = stale + [pygame.Rect(r) for spot in old if spot not in kept_new for r in (spot[1],)]
                    stale += [pygame.Rect(r) for spot in spots if spot not in kept_old for r in (spot[1],)]
        stage = self._stage
        areas = None
        if stale is None:
            self._settle()
            if not fresh:                 # (a fresh stage is a copy of the composite already)
                stage.blit(self.composite, (0, 0))
            for (_, picture, _), (_, rect) in zip(overlays, placed):
                stage.blit(picture, rect)
                self.overlay_blits += 1
        else:
            areas = _merged([aligned(stage, r) for r in stale])
            if self._owed:
                for area in areas:
                    self._settle(area)
            for area in areas:
                copy(stage, self.composite, area)
                stage.set_clip(area)
                for (_, picture, _), (_, rect) in zip(overlays, placed):
                    if rect.colliderect(area):
                        stage.blit(picture, rect)
                        self.overlay_blits += 1
                stage.set_clip(None)
        self._overlays = placed
        self._spots = spots
        self._stale = []
        on_stage, self._on_stage = self._on_stage, []
        if again is not None and areas is not None:
            shown = outermost([r.clip(surface.get_rect()) for r in (*areas, *on_stage, *again)])
            for area in shown:
                copy(surface, stage, area)
            return shown
        surface.blit(stage, (0, 0))      # the whole screen: SDL's streaming copy (nothing drawn yet)
        return whole

    def forget(self) -> None:
        """Drop every part (they are painted again on their next use), and the overlays."""
        self._owed = []
        if self.colour is not None:
            self.composite.fill(self.colour)
        else:
            self.composite = self.background.copy()
        self._parts.clear()
        self._later.clear()
        self._painted_now = 0
        self._stage = None
        self._overlays = []
        self._spots = []
        self._stale = None
        self._on_stage = []


#: A piece kept over the parts (:meth:`LayerCache.show`): (key, picture, topleft px).
Overlay = tuple[Any, pygame.Surface, tuple[int, int]]


def _merged(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """``rects`` with every two that overlap joined (their union) where the union is no bigger than
    the two apart, so few pixels are blitted twice and none that nothing asked for (two far parts
    that touch at a corner, e.g. the list of moves and a line of figures, stay two: their union
    would cover what lies between them). Rects that still overlap are each blitted whole, the
    same pixels (:meth:`LayerCache.show` draws every overlay in order in each)."""
    out: list[pygame.Rect] = []
    for rect in rects:
        if rect.w <= 0 or rect.h <= 0:
            continue
        rect = pygame.Rect(rect)
        joined = True
        while joined:
            joined = False
            for other in out:
                if other.colliderect(rect):
                    union = rect.union(other)
                    if union.w * union.h <= rect.w * rect.h + other.w * other.h:
                        out.remove(other)
                        rect = union
                        joined = True
                        break
        out.append(rect)
    return out
