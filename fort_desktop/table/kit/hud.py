"""Words and panels every table draws: the banner, the log panel, a round's results, the hint line,
toasts (floating, or in a message box of their own), captions and the enlargement of a card (drawing only; the scene decides what to say).

Units: logical pixels; times in seconds.
"""
from __future__ import annotations

import functools
import re
from collections import OrderedDict
from typing import Iterable, Optional, Sequence

import pygame

from ..widgets import (TEXT_CHANGE_LISTENERS, text_px, CREAM, GOLD, INK, INK_SOFT, PAPER, WOOD_DARK, WOOD_LIGHT, draw_panel, draw_text,
                       font, wrap_text)
from ...record import Record
from .layers import blit_opaque, blit_text, fill, text_image, text_width, wrap_lines

TOAST_RED = (186, 48, 40)          # refusals: why something was not allowed
TOAST_INFO = (44, 84, 110)          # information: what just happened


class LogLine(Record):
    """One line of the game log. ``secret`` names a raced step and seat whose half it belongs to:
    hidden from the other player until that step is over (a raced game's hot-seat race); ``at``:
    scene seconds from which the line shows (resolution step by step)."""

    __slots__ = ("text", "secret", "seat", "at")

    def __init__(self, text: str, secret: Optional[tuple] = None, seat: Optional[int] = None, at: float = 0.0):
        self.text = text
        self.secret = secret
        self.seat = seat
        self.at = at


def draw_banner(surface: pygame.Surface, rect: pygame.Rect, text: str, right: str, colour=GOLD,
                words_end: int | None = None, shorter: Sequence[str] = ()) -> None:
    """The top line in ``rect``: what to do now (big) and the round / part (right). Long words are
    drawn smaller (the right part too), then on two lines, then in the ``shorter`` wordings given
    (each smaller, then on two lines), before any is cut. ``words_end`` (px, optional): the words
    stop 16 px short of it (a button lying on the bar, e.g. "What now?"). Only sizes whose
    letters (descenders too) fit above the bar's yellow line are used (larger text: the words
    get smaller first), and nothing is drawn outside ``rect``: the bar's repaint covers it all
    (at 150 % text a line taller than the bar left letters below it that no repaint took away)."""
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip) if clip else rect)
    try:
        _draw_banner(surface, rect, text, right, colour, words_end, shorter)
    finally:
        surface.set_clip(clip)


def _banner_sizes(sizes: tuple[int, ...], height: int) -> tuple[int, ...]:
    """Those of ``sizes`` (bold) whose letters are at most ``height`` px tall; the smallest if none."""
    fit = tuple(s for s in sizes if font(s, True).get_height() <= height)
    return fit or sizes[-1:]


def _draw_banner(surface: pygame.Surface, rect: pygame.Rect, text: str, right: str, colour,
                 words_end: int | None, shorter: Sequence[str]) -> None:
    """:func:`draw_banner`, clipped to ``rect`` by it."""
    fill(surface, WOOD_DARK, rect)
    pygame.draw.line(surface, colour, (0, rect.bottom - 3), (rect.w, rect.bottom - 3), 3)
    right_size = 18
    # measured through the kit's cache of widths (the same figures as the font's): a banner drawn
    # again for new words measures only them, once per size
    if right and text_width(text, 17, True) > rect.w - 44 - text_width(right, 18):
        right_size = 14                     # long words: the right part gives them room first
    right_rect = blit_text(surface, right, (rect.right - 14, rect.centery), size=right_size, colour=WOOD_LIGHT,
                           anchor="midright")
    room = right_rect.x - 30
    if words_end is not None:
        room = min(room, words_end - 30)
    sizes = _banner_sizes((23, 21, 19, 17, 15, 14), rect.h - 6)   # clear of the 3 px line
    for words in (text, *shorter):
        size = fitting_size(words, sizes, room, bold=True)
        if text_width(words, size, True) <= room:
            break
        lines = wrap_lines(words, 14, room, bold=True)
        step = font(14, True).get_linesize()
        if len(lines) == 2 and 2 * step <= rect.h - 2 and all(font(14, True).size(line)[0] <= room for line in lines):
            for i, line in enumerate(lines):
                blit_text(surface, line, (14, rect.centery - step + i * step), size=14, bold=True, colour=CREAM)
            return
    blit_text(surface, words, (14, rect.centery), size=size, bold=True, colour=CREAM, anchor="midleft",
              max_width=room)


def fitting_size(text: str, sizes: Iterable[int], width: int, bold: bool = False) -> int:
    """The first (largest) font size of ``sizes`` at which ``text`` fits ``width`` px (else the last)."""
    return _fitting_size(text[:400], tuple(sizes), width, bold)


@functools.lru_cache(maxsize=512)
def _fitting_size(text: str, sizes: tuple[int, ...], width: int, bold: bool) -> int:
    size = 16
    for size in sizes:
        if text_width(text, size, bold) <= width:    # kept: the words drawn next need not be drawn whole
            return size
    return size


@functools.lru_cache(maxsize=1024)
def _wrapped(line: str, size: int, width: int, bold: bool) -> tuple[str, ...]:
    """A log line wrapped once (the log is painted again after every move, its lines rarely new)."""
    return tuple(wrap_lines(line, size, width, bold=bold))


LOG_STEP = 19                     # a log row's height (px; the 15 px words are 18 px tall)
LOG_TOP = 23                      # the first row's top below the panel's top (px)


def log_step() -> int:
    """A log row's height (px) for the text in use: :data:`LOG_STEP` at 100 %, more for larger text."""
    return max(LOG_STEP, font(15).get_linesize() + 1)


def log_top() -> int:
    """The first log row's top below the panel's top (px), under the "Game log" title of the text
    in use: :data:`LOG_TOP` at 100 %."""
    return max(LOG_TOP, font(13, True).get_linesize() + 5)
LOG_MARK = WOOD_DARK              # the bar at the left of the newest line's rows


def log_rows(rect: pygame.Rect, lines: list[str]) -> list[tuple[str, bool]]:
    """The rows :func:`draw_log` shows in ``rect`` (px) for ``lines``, top to bottom: (words, is a
    row of the newest line). Only whole lines; a newest line too long for the panel keeps its start
    and "... (L: the whole log)"."""
    room = max(1, (rect.h - log_top() - 3) // log_step())
    rows: list[tuple[str, bool]] = []
    for i, line in enumerate(reversed(lines[-room:])):
        newest = i == 0
        wrapped = list(_wrapped(line, 15, rect.w - 24, False))
        if newest and len(wrapped) > room:
            wrapped = wrapped[:room - 1] + ["... (L: the whole log)"]
        if len(rows) + len(wrapped) > room:
            break
        rows = [(part, newest) for part in wrapped] + rows
    return rows


def _log_bar(rect: pygame.Rect, index: int) -> pygame.Rect:
    """Where row ``index`` of the log panel ``rect`` shows the newest line's bar (px), left of its words."""
    return pygame.Rect(rect.x + 4, rect.y + log_top() + index * log_step() - 1, 4, log_step())


def draw_log_row(surface: pygame.Surface, rect: pygame.Rect, index: int, text: str, newest: bool) -> None:
    """Row ``index`` of the log panel ``rect`` (px) over what was there: paper, its words, and for
    a row of the newest line the bar at its left."""
    fill(surface, PAPER, pygame.Rect(rect.x + 4, rect.y + log_top() + index * log_step() - 1, rect.w - 8, log_step()))
    if newest:
        fill(surface, LOG_MARK, _log_bar(rect, index))
    blit_text(surface, text, (rect.x + 10, rect.y + log_top() + index * log_step()), size=15, colour=INK_SOFT,
              max_width=rect.w - 20)


def draw_log(surface: pygame.Surface, rect: pygame.Rect, lines: list[str]) -> None:
    """The last lines of the game log that fit (newest at the bottom, long lines wrapped, the
    newest line's rows marked by a bar at their left). Only whole lines are shown
    (never the tail of a cut line); a newest line too long for the panel shows its start and
    "... (L: whole log)"."""
    draw_panel(surface, rect, PAPER, border=WOOD_DARK, radius=10, shadow=False)
    blit_text(surface, "Game log", (rect.x + 10, rect.y + 5), size=13, bold=True, colour=INK_SOFT)
    for i, (text, newest) in enumerate(log_rows(rect, lines)):
        draw_log_row(surface, rect, i, text, newest)


_STALE = ("\x00", False)            # a row place whose pixels show nothing known


class LogStrip:
    """The log panel (:func:`draw_log`'s pixels) kept as a picture of its own between frames: when
    lines come, the rows still shown move up (their pixels scrolled, not drawn again), the newest
    line's bar moves, and only rows that show other words are drawn again. :meth:`forget` drops the
    picture (the next :meth:`draw` paints it whole)."""

    def __init__(self) -> None:
        self._picture: Optional[pygame.Surface] = None
        self._rect: Optional[pygame.Rect] = None
        self._rows_at = (0, 0)             # the first row's top and the rows' step it was drawn with (px)
        self._shown: list[Optional[tuple[str, bool]]] = []     # per row place: what it shows (None: paper)

    def forget(self) -> None:
        self._picture = None

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, lines: list[str]) -> None:
        """The panel for ``lines`` at ``rect`` (px) on ``surface``; what lies outside its rounded
        corners is taken from ``surface`` when the picture is made (a plain table, the same every time)."""
        rect = pygame.Rect(rect)
        rows = log_rows(rect, lines)
        room = max(1, (rect.h - log_top() - 3) // log_step())
        local = pygame.Rect(0, 0, rect.w, rect.h)
        picture = self._picture
        rows_at = (log_top(), log_step())
        if picture is None or self._rect != rect or self._rows_at != rows_at:    # (or a new text size)
            picture = self._picture = pygame.Surface(rect.size, 0, surface)
            picture.blit(surface, (0, 0), rect)
            self._rect, self._rows_at = rect, rows_at
            draw_log(picture, local, lines)
            self._shown = list(rows) + [None] * (room - len(rows))
        else:
            shown = self._shown
            old = [row for row in shown if row is not None]
            words = [text for text, _ in rows]
            old_words = [text for text, _ in old]
            # the rows that went off the top: the fewest after which the old rows' words lead the new
            k = next((k for k in range(len(old) + 1) if old_words[k:] == words[:len(old) - k]), len(old))
            if 0 < k < len(old):
                body = pygame.Rect(4, log_top() - 1, rect.w - 8, room * log_step())
                picture.subsurface(body).scroll(0, -k * log_step())
                shown = shown[k:] + [_STALE] * k          # scrolled in: whatever was there, drawn again
            for i in range(room):
                want = rows[i] if i < len(rows) else None
                if shown[i] != want:
                    if want is not None and shown[i] is not None and shown[i][0] == want[0]:
                        fill(picture, LOG_MARK if want[1] else PAPER, _log_bar(local, i))   # the same words: only the bar
                    elif want is None:
                        fill(picture, PAPER, pygame.Rect(4, log_top() - 1 + i * log_step(), rect.w - 8, log_step()))
                    else:
                        draw_log_row(picture, local, i, *want)
                    shown[i] = want
            self._shown = shown
        blit_opaque(surface, picture, rect.topleft)


def result_rows(wrapped: list[list[str]], room: int) -> list[str]:
    """The rows of the results panel for lines already wrapped (``wrapped[i]``: the rows of line i),
    at most ``room`` rows. Every line keeps at least its first row (what was lost, whose Kids
    flipped), so a long list of card names never pushes a later line out; the rest of the room goes
    to the lines' further rows in order. Lines that do not fit at all end in "... and N more"."""
    if len(wrapped) > room:
        shown = wrapped[:room - 1]
        extra = [f"... and {len(wrapped) - room + 1} more in the game log (L)"]
    else:
        shown, extra = wrapped, []
    spare = room - len(shown) - len(extra)
    rows: list[str] = []
    for parts in shown:
        more = parts[1:1 + max(0, spare)]
        spare -= len(more)
        rows += ["\u2022 " + parts[0]] + ["   " + w for w in more]
        if len(parts) > 1 + len(more):
            rows[-1] = rows[-1].rstrip(",; ") + " ..."
    return rows + extra


#: The results' words (px at 100 %), largest first: the panel first grows wider (``least_x``), then
#: its words get smaller, before a line is shortened (issue 14: at 150 % rows ended in "...")
RESULT_SIZES = (17, 15, 14)
#: How much wider (px) the results panel grows at each try
RESULT_GROW_STEP = 40


def _result_step(size: int) -> int:
    """The height (px) of a results row at ``size`` (larger text: its rows as tall as it draws them)."""
    return max(21, font(size).get_linesize() + 1)


def _result_indent(size: int) -> int:
    """The room (px) of a results row's bullet or indent at ``size``."""
    return max(16, text_width("\u2022 ", size), text_width("   ", size))


def _result_room(rect: pygame.Rect, button: pygame.Rect, size: int) -> int:
    """How many rows at ``size`` the results panel ``rect`` holds above its go-on ``button``."""
    top, bottom = rect.y + max(48, 16 + font(24, True).get_linesize()), button.y - 8
    return max(1, (bottom - top) // _result_step(size))


def results_fit(rect: pygame.Rect, button: pygame.Rect, lines: Sequence[str],
                least_x: Optional[int] = None) -> tuple[pygame.Rect, int]:
    """(the results panel, its words' size) that shows ``lines`` whole: ``rect`` at
    :data:`RESULT_SIZES`' first size when they fit it; else ``rect`` grown leftwards (its right
    edge kept, by :data:`RESULT_GROW_STEP` px) as far as ``least_x`` (None: it never grows), then
    the next size, and so on; when nothing holds them, ``rect`` widest at the last size (the
    rows then end in "..."). Worked out once per lines, place and text size."""
    return _results_fit(tuple(rect), tuple(button), tuple(lines), least_x)


@functools.lru_cache(maxsize=32)
def _results_fit(rect_t: tuple[int, int, int, int], button_t: tuple[int, int, int, int], lines: tuple[str, ...],
                 least_x: Optional[int]) -> tuple[pygame.Rect, int]:
    rect, button = pygame.Rect(rect_t), pygame.Rect(button_t)
    widths = [rect.w]
    if least_x is not None:
        widest = max(rect.w, rect.right - least_x)
        widths += list(range(rect.w + RESULT_GROW_STEP, widest, RESULT_GROW_STEP)) + [widest]
    shown = list(lines) or ["Nothing was hit this round."]
    grown = rect
    for size in RESULT_SIZES:
        room, indent = _result_room(rect, button, size), _result_indent(size)
        for width in widths:
            grown = pygame.Rect(rect.right - width, rect.y, width, rect.h)
            if sum(len(wrap_text(line, size, width - 44 - indent)) for line in shown) <= room:
                return grown, size
    return grown, RESULT_SIZES[-1]


def draw_results(surface: pygame.Surface, rect: pygame.Rect, button: pygame.Rect, title: str, lines: list[str],
                 footer: str, size: int = RESULT_SIZES[0]) -> None:
    """The round's results after a clean-up: a paper panel over the supply and the log listing what
    happened (long lines wrapped at ``size`` px; ``button``: where the go-on button sits; the
    oldest dropped with a "... and N more" line if they do not fit: :func:`results_fit` finds a
    panel and a size where they do)."""
    draw_panel(surface, rect, PAPER, border=GOLD, radius=12, shadow=True)
    pygame.draw.rect(surface, WOOD_DARK, rect.inflate(-8, -8), 2, border_radius=10)
    blit_text(surface, title, (rect.x + 18, rect.y + 12), size=24, bold=True, colour=INK, max_width=rect.w - 36)
    step = _result_step(size)
    top = rect.y + max(48, 16 + font(24, True).get_linesize())
    room = _result_room(rect, button, size)
    indent = _result_indent(size)
    wrapped = [wrap_text(line, size, rect.w - 44 - indent) for line in lines or ["Nothing was hit this round."]]
    rows = result_rows(wrapped, room)
    for i, row in enumerate(rows):
        blit_text(surface, row, (rect.x + 22, top + i * step), size=size, colour=INK, max_width=rect.w - 44)
    if footer:
        blit_text(surface, footer, (rect.x + 22, button.centery), size=15, colour=INK_SOFT,
                  anchor="midleft", max_width=button.x - rect.x - 34)


def draw_hints(surface: pygame.Surface, rect: pygame.Rect, text: str) -> None:
    """The line of controls along the bottom of the screen."""
    blit_text(surface, text, (rect.x + 2, rect.centery), size=15, colour=(196, 222, 206), anchor="midleft",
              max_width=rect.w - 4)


def toast_rect(text: str, centre: tuple[int, int], width: int = 600,
               bounds: Optional[pygame.Rect] = None) -> pygame.Rect:
    """Where :func:`draw_toast` would draw ``text`` (px): its box centred at ``centre``, at most
    ``width`` px wide, inside ``bounds`` (required: the surface's rect when drawing)."""
    lines = wrap_text(text, 20, width - 40, bold=True)
    height = 18 + toast_step() * len(lines)
    width = max(min(200, width), min(width, max(pygame.font.Font.size(_font(20), line)[0] for line in lines) + 32))
    rect = pygame.Rect(0, 0, width, height)
    rect.center = centre
    if bounds is not None:
        rect.clamp_ip(bounds)
    return rect


def draw_toast(surface: pygame.Surface, text: str, centre: tuple[int, int], colour=TOAST_RED,
               width: int = 600, bounds: Optional[pygame.Rect] = None,
               taken: Optional[list[pygame.Rect]] = None) -> pygame.Rect:
    """A short message in a box (e.g. why a drop was refused), centred at ``centre``, at most
    ``width`` px wide (the words wrap), kept inside ``bounds`` (default: the surface). ``taken``:
    the labels and toasts already on the table this frame (px): the box moves clear of them
    (:func:`clear_of`) and is added to them."""
    area = bounds or surface.get_rect()
    rect = toast_rect(text, centre, width, area)
    if taken is not None:
        rect = clear_of(rect, taken, area)
        taken.append(rect)
    lines = wrap_text(text, 20, width - 40, bold=True)
    draw_panel(surface, rect, colour, border=(255, 230, 220), radius=12)
    for i, line in enumerate(lines):
        draw_text(surface, line, (rect.centerx, rect.y + 10 + toast_step() * i), size=20, bold=True, color=CREAM,
                  anchor="midtop")
    return rect


def toast_step() -> int:
    """The px from one line of a toast (:func:`draw_toast`) to the next: 26, or the line's height
    when the text size draws it taller (no line on another)."""
    return max(26, _font(20).get_linesize())


def clear_of(rect: pygame.Rect, taken: Iterable[pygame.Rect], bounds: pygame.Rect, gap: int = 4) -> pygame.Rect:
    """``rect`` (px) moved the least way so it overlaps none of ``taken`` (another label or toast
    on show), kept inside ``bounds``: just above, below, left or right of one it would overlap;
    where no such spot is clear, the one that overlaps least. ``rect`` itself when it is clear."""
    others = [pygame.Rect(r) for r in taken]
    start = pygame.Rect(rect).clamp(bounds)
    if start.collidelist(others) < 0:
        return start
    spots = [start]
    for other in others:
        for moved in (start.move(0, other.top - gap - start.bottom), start.move(0, other.bottom + gap - start.top),
                      start.move(other.left - gap - start.right, 0), start.move(other.right + gap - start.left, 0)):
            spots.append(moved.clamp(bounds))

    def cost(spot: pygame.Rect) -> tuple[int, int]:
        over = sum(spot.clip(o).w * spot.clip(o).h for o in others)
        return over, abs(spot.x - start.x) + abs(spot.y - start.y)

    return min(spots, key=cost)


#: spots found by :func:`place_toast` (the same toast over the same table is placed once)
_TOAST_SPOTS: OrderedDict[tuple, pygame.Rect] = OrderedDict()
TOAST_SPOTS_KEPT = 32


def place_toast(text: str, centre: tuple[int, int], width: int, bounds: pygame.Rect,
                clear: Iterable[pygame.Rect] = (), avoid: Iterable[pygame.Rect] = ()) -> pygame.Rect:
    """Where a toast of ``text`` (:func:`draw_toast`, at most ``width`` px wide) goes inside
    ``bounds`` (px): centred at ``centre`` when it covers none of ``clear`` (the table's labels,
    its piles and pieces, a big moment's banner: what must stay readable); else the nearest spot
    over none of ``clear`` and as little as may be of ``avoid`` (where people work, e.g. a play
    area), by :func:`~.moments.place_banner`; where no spot is clear, the one covering least."""
    from .moments import place_banner

    home = toast_rect(text, centre, width, bounds)
    keep = [pygame.Rect(r) for r in clear if r.w > 0 and r.h > 0]
    if home.collidelist(keep) < 0:
        return home
    off = [pygame.Rect(r) for r in avoid if r.w > 0 and r.h > 0]
    key = (tuple(home), tuple(bounds), tuple(tuple(r) for r in keep), tuple(tuple(r) for r in off))
    spot = _TOAST_SPOTS.get(key)
    if spot is None:
        spot = place_banner(home.size, pygame.Rect(home.center, (0, 0)), keep, pygame.Rect(bounds), off)[0]
        _TOAST_SPOTS[key] = spot
        while len(_TOAST_SPOTS) > TOAST_SPOTS_KEPT:
            _TOAST_SPOTS.popitem(last=False)
    return pygame.Rect(spot)


def draw_message_box(surface: pygame.Surface, text: str, rect: pygame.Rect, colour=TOAST_RED,
                     sizes: Iterable[int] = range(20, 10, -1)) -> tuple[list[str], bool]:
    """A toast (:func:`draw_toast`'s look) filling a fixed ``rect`` (px), e.g. the message box at
    the foot of a panel that never covers what the person needs next: the words wrapped at the
    first (largest) bold size of ``sizes`` at which they fit, centred up and down. Returns the
    lines drawn and False when even the last size had to cut some words."""
    draw_panel(surface, rect, colour, border=(255, 230, 220), radius=12)
    width, room = rect.w - 24, rect.h - 12
    size, lines, whole = 11, [text], False
    for size in sizes:
        lines = wrap_text(text, size, width, bold=True)
        if font(size, True).get_linesize() * len(lines) <= room:
            whole = True
            break
    step = font(size, True).get_linesize()
    if not whole:
        lines = lines[:max(1, room // step)]
    top = rect.centery - step * len(lines) // 2
    for i, line in enumerate(lines):
        image = text_image(line, size, CREAM, True, width)
        surface.blit(image, image.get_rect(midtop=(rect.centerx, top + step * i)))
    return lines, whole


def _font(size: int) -> pygame.font.Font:
    return font(size, True)


def draw_label(surface: pygame.Surface, text: str, pos: tuple[int, int], colour, anchor="midbottom",
               max_width: int = 620, bounds: Optional[pygame.Rect] = None,
               taken: Optional[list[pygame.Rect]] = None) -> pygame.Rect:
    """A small caption on a dark pill (the reason by a ghost, the race times on the fence): a smaller
    font when it is too long for ``max_width`` px, and only then an ellipsis; kept inside ``bounds``
    (default: the surface), e.g. off the hint bar. ``taken``: the labels and toasts already on the
    table this frame (px): the pill moves clear of them (:func:`clear_of`) and is added to them.
    Returns its rect."""
    rect, size = label_rect(text, pos, anchor, max_width, bounds or surface.get_rect())
    if taken is not None:
        rect = clear_of(rect, taken, bounds or surface.get_rect())
        taken.append(rect)
    pygame.draw.rect(surface, (20, 20, 20), rect, border_radius=8)
    pygame.draw.rect(surface, colour, rect, 2, border_radius=8)
    draw_text(surface, text, rect.center, size=size, bold=True, color=colour, anchor="center",
              max_width=rect.w - 12)
    return rect


def label_rect(text: str, pos: tuple[int, int], anchor: str = "midbottom", max_width: int = 620,
               bounds: Optional[pygame.Rect] = None) -> tuple[pygame.Rect, int]:
    """Where :func:`draw_label` would draw ``text`` (px) and at which font size."""
    size = fitting_size(text, (16, 15, 14, 13), max_width - 16, bold=True)
    w, h = _font(size).size(text[:400])
    rect = pygame.Rect(0, 0, min(w + 16, max_width), h + 8)
    setattr(rect, anchor, pos)
    if bounds is not None:
        rect.clamp_ip(bounds)
    return rect, size


#: Enlargements kept, newest last: (image, lines, pinned) -> (that image, the boxed picture).
_ENLARGED: "OrderedDict[tuple, tuple[pygame.Surface, pygame.Surface]]" = OrderedDict()


def _forget_words() -> None:
    """A new text scale: sizes that fit and wrapped lines are measured again, enlargements drawn again."""
    _fitting_size.cache_clear()
    _wrapped.cache_clear()
    _ENLARGED.clear()
    _recap_laid.cache_clear()
    _RECAPS.clear()
    _results_fit.cache_clear()


TEXT_CHANGE_LISTENERS.append(_forget_words)
ENLARGED_CACHE = 16
SHADOW_DROP_PX = 5


def enlarged_picture(image: pygame.Surface, lines: list[str], pinned: bool) -> pygame.Surface:
    """The boxed enlargement of ``image`` with ``lines`` under it (see :func:`draw_enlarged`), its
    drop shadow included (:data:`SHADOW_DROP_PX` px below the box): made once per image, words and
    pin, then kept (the hover is drawn every frame while the pointer moves on the card). Shared:
    never draw on it."""
    key = (id(image), tuple(lines), pinned)
    hit = _ENLARGED.get(key)
    if hit is not None and hit[0] is image:
        _ENLARGED.move_to_end(key)
        return hit[1]
    # the words' column: 300 px at 100%, as much wider as the text-size setting draws them bigger
    text_w = max(image.get_width(), 300 * text_px(17) // 17)
    step = max(22, font(17, True).get_linesize())       # lines never overlap, whatever the text size
    # the first line (the title) is bold: it is wrapped in bold, so it never runs past the box
    wrapped = [(w, i == 0) for i, line in enumerate(lines) for w in wrap_text(line, 17, text_w, bold=(i == 0))]
    rect = pygame.Rect(0, 0, text_w + 24, image.get_height() + 24 + step * len(wrapped) + 6)
    picture = pygame.Surface((rect.w, rect.h + SHADOW_DROP_PX), pygame.SRCALPHA)
    draw_panel(picture, rect, PAPER, border=GOLD if pinned else WOOD_DARK, radius=12)
    picture.blit(image, image.get_rect(midtop=(rect.centerx, rect.y + 12)))
    for i, (line, bold) in enumerate(wrapped):
        draw_text(picture, line, (rect.x + 12, rect.y + image.get_height() + 18 + step * i), size=17,
                  color=INK, bold=bold)
    if pinned:
        draw_text(picture, "pinned - middle click to close", (rect.right - 8, rect.bottom - 4), size=12,
                  color=INK_SOFT, anchor="bottomright")
    if pygame.display.get_surface() is not None:
        picture = picture.convert_alpha()
    _ENLARGED[key] = (image, picture)
    if len(_ENLARGED) > ENLARGED_CACHE:
        _ENLARGED.popitem(last=False)
    return picture


def draw_enlarged(surface: pygame.Surface, image: pygame.Surface, lines: list[str],
                  near: tuple[int, int], pinned: bool, bounds: Optional[pygame.Rect] = None,
                  keep_off: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """A card shown big near the pointer with a few lines about it, kept inside ``bounds`` (px;
    default the surface): the kept :func:`enlarged_picture`, placed right of the pointer (left
    when there is no room), or where it covers least of ``keep_off`` (px rects, e.g. a tutorial
    caption: issue 14, the enlargement lay over it): beside, above or below the pointer, never
    over it. Returns where it was drawn (px)."""
    area = bounds or surface.get_rect()
    picture = enlarged_picture(image, lines, pinned)
    rect = pygame.Rect(0, 0, picture.get_width(), picture.get_height() - SHADOW_DROP_PX)
    rect.midleft = (near[0] + 24, near[1])
    if rect.right > area.right:
        rect.midright = (near[0] - 24, near[1])
    rect.clamp_ip(area)
    shun = [pygame.Rect(r) for r in keep_off if r.w > 0 and r.h > 0]
    if shun and rect.collidelist(shun) >= 0:
        def cover(spot: pygame.Rect) -> int:
            return sum(spot.clip(r).w * spot.clip(r).h for r in shun)

        spots = [rect]
        for side, dx, dy in (("midleft", 24, 0), ("midright", -24, 0), ("midbottom", 0, -24), ("midtop", 0, 24),
                             ("bottomleft", 24, -24), ("bottomright", -24, -24), ("topleft", 24, 24),
                             ("topright", -24, 24)):
            spot = rect.copy()
            setattr(spot, side, (near[0] + dx, near[1] + dy))
            spot.clamp_ip(area)
            if not spot.collidepoint(near):
                spots.append(spot)
        rect = min(spots, key=lambda spot: (cover(spot), spots.index(spot)))
    surface.blit(picture, rect.topleft)
    return rect


RECAP_WIDTH = 620          # px
RECAP_FOOT = "Click to close - L: the whole game log"


Row = tuple[int, str, int, tuple[int, int, int], bool, bool]


def recap_more_words(left: int) -> str:
    """The recap's row for ``left`` older lines it leaves out (each a line of the game log)."""
    return f"... and {left} earlier line{'s' if left != 1 else ''} in the game log (L)"


def _recap_rows(title: str, lines: list[str], more: int, width: int, room: int) -> tuple[list[Row], int]:
    """A recap's words laid out ``width`` px wide: rows (y below its top px, words, size, colour,
    bold, centred) and its height (px). The title and the foot over two lines rather than cut, the
    lines as bullets (wrapped); when the whole would be taller than ``room`` px, the oldest lines
    about others, then the oldest about the reader ("your ...") are counted in "... and N earlier
    lines" (above the rest) instead (the newest always kept). As at 100% when the words are that small."""
    def wrapped(text: str, size: int, bold: bool = False) -> list[str]:
        parts = list(_wrapped(text, size, width - 36, bold))
        return parts if len(parts) <= 2 else parts[:1] + [" ".join(parts[1:])]

    def laid(shown: list[str], left: int) -> tuple[list[Row], int]:
        rows: list[Row] = []
        heads = wrapped(title, 21, True)
        head_step = font(21, True).get_linesize()
        for i, part in enumerate(heads):
            rows.append((14 + i * head_step, part, 21, INK, True, False))
        y = max(50, 14 + len(heads) * head_step + 4)
        step = max(22, font(17).get_linesize())
        if left:                  # the older lines left out: above the newest, which always show
            for part in wrapped(recap_more_words(left), 16):
                rows.append((y, part, 16, INK_SOFT, False, False))
                y += max(22, font(16).get_linesize())
        for line in shown:
            for k, part in enumerate(_wrapped(line, 17, width - 56, False)):
                rows.append((y, ("\u2022 " if k == 0 else "   ") + part, 17, INK, False, False))
                y += step
        foot = wrapped(RECAP_FOOT, 14)
        foot_step = font(14).get_linesize()
        height = y + 4 + max(34, len(foot) * foot_step + 16)
        for i, part in enumerate(foot):
            rows.append((height - 14 - (len(foot) - i) * foot_step, part, 14, INK_SOFT, False, True))
        return rows, height

    shown = list(lines)
    rows, height = laid(shown, more)
    while len(shown) > 1 and height > room:
        # the oldest line about someone else goes first, then the oldest about the reader ("your
        # Yard": what they most need to hear); the newest line is always shown
        others = [k for k, line in enumerate(shown[:-1]) if not _ABOUT_READER.search(line)]
        shown.pop(others[0] if others else 0)
        more += 1
        rows, height = laid(shown, more)
    return rows, height


#: A recap line about the reader's own things or to them ("took Sol from your Yard", "you gain").
_ABOUT_READER = re.compile(r"\byou(r|rs)?\b", re.IGNORECASE)


def recap_rect(title: str, lines: list[str], centre: tuple[int, int], more: int = 0,
               width: int = RECAP_WIDTH, bounds: Optional[pygame.Rect] = None) -> pygame.Rect:
    """Where :func:`draw_recap` draws a recap of ``lines`` centred at ``centre`` (px), kept inside
    ``bounds`` (default: the 1280 x 800 table)."""
    bounds = bounds or pygame.Rect(0, 0, 1280, 800)
    rect = pygame.Rect(0, 0, width, _recap_laid(title, tuple(lines), more, width, bounds.h)[1])
    rect.center = centre
    rect.clamp_ip(bounds)
    return rect


def recap_lines_shown(title: str, lines: list[str], more: int, width: int, room: int) -> int:
    """How many of ``lines`` a recap ``width`` px wide shows within ``room`` px of height (the
    oldest counted in "... and N earlier lines"; the newest always shown: the last that many)."""
    rows = _recap_laid(title, tuple(lines), more, width, room)[0]
    return sum(1 for row in rows if row[1].startswith("\u2022"))


@functools.lru_cache(maxsize=64)      # (a table may try a recap at several widths)
def _recap_laid(title: str, lines: tuple[str, ...], more: int, width: int, room: int) -> tuple[tuple[Row, ...], int]:
    """:func:`_recap_rows`, once per recap, width and room (a recap shows for many frames)."""
    rows, height = _recap_rows(title, list(lines), more, width, room)
    return tuple(rows), height


#: Recap pictures kept, newest last: (title, lines, more, width, room) -> the panel, its shadow below.
_RECAPS: "OrderedDict[tuple, pygame.Surface]" = OrderedDict()
RECAP_CACHE = 8


def _recap_picture(title: str, lines: tuple[str, ...], more: int, width: int, room: int) -> pygame.Surface:
    """A recap's panel with its words and its drop shadow (:data:`SHADOW_DROP_PX` px below), drawn
    once per recap (and text size) and blitted every frame it shows. Shared: never draw on it."""
    key = (title, lines, more, width, room)
    picture = _RECAPS.get(key)
    if picture is not None:
        _RECAPS.move_to_end(key)
        return picture
    rows, height = _recap_laid(title, lines, more, width, room)
    picture = pygame.Surface((width, height + SHADOW_DROP_PX), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, width, height)
    draw_panel(picture, rect, PAPER, border=GOLD, radius=12, shadow=True)
    pygame.draw.rect(picture, WOOD_DARK, rect.inflate(-8, -8), 2, border_radius=10)
    for y, words, size, colour, bold, centred in rows:
        at = (rect.centerx, y) if centred else (20, y)
        blit_text(picture, words, at, size=size, bold=bold, colour=colour, anchor="midtop" if centred else "topleft",
                  max_width=rect.w - 28)      # inside the inner frame (a wrapped row's indent included)
    _RECAPS[key] = picture
    if len(_RECAPS) > RECAP_CACHE:
        _RECAPS.popitem(last=False)
    return picture


def draw_recap(surface: pygame.Surface, title: str, lines: list[str], centre: tuple[int, int], more: int = 0,
               width: int = RECAP_WIDTH, bounds: Optional[pygame.Rect] = None) -> pygame.Rect:
    """What happened while a person looked away (issue 14 item 4): a paper panel titled ``title``
    with ``lines`` as bullets (wrapped), "... and N more" for ``more`` lines left out (and for those
    that do not fit ``bounds``), and how to close it, centred at ``centre`` (px) inside ``bounds``.
    Returns its rect (a click there closes it). Drawn once per recap, then blitted."""
    bounds = bounds or surface.get_rect()
    rect = recap_rect(title, lines, centre, more, width, bounds)
    surface.blit(_recap_picture(title, tuple(lines), more, width, bounds.h), rect.topleft)
    return rect
