"""Big moments, staged for everyone (issue 15 item 2): a large banner with a picture of the piece it
is about, shown over the table where it happens, for about 1.5-2.5 s, with a sound; a click on it
skips it; a click elsewhere (or Space) ends it and still reaches the table.

What stages a moment is the game's: its table's ``staging`` module reads the rules' public events
(the log, the views) and asks for a moment by its kind; the words, the seconds and the sound of each
kind are data (``data/<game>/moments.yaml``, checked by ``data/schemas/moments.yaml``).
:class:`MomentStage` shows them one after another (at most :data:`MAX_WAITING` wait; a queue makes
the one on show shorter), places each banner next to the place it is about and never over the places
it must keep clear (the forts it talks about, the moves panel, the hand), and plays its sound when it
starts. No game is named here. Rects are logical pixels; times seconds of scene time.

Headless autoplay (no person seated, no window) stages nothing: nobody watches, and the game plays
at full speed (:meth:`~.game_table.GameTable.stage`).
"""
from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Any, Callable, Mapping, Optional, Sequence

import pygame

from ... import DATA_DIR
from ...data import DataError, load_yaml
from ...record import Record
from ...text import possessive
from ..widgets import font
from .overlap import overlap_grid

#: The shared schema of every game's moments file (under ``data/``).
SCHEMA = Path("schemas") / "moments.yaml"
FILE_NAME = "moments.yaml"
#: Moments waiting their turn at most; an older one waiting is dropped when a new one comes.
MAX_WAITING = 2
#: Moments remembered in :attr:`MomentStage.staged` and ``ended`` (a game of any length).
KEPT = 400
#: While that many wait, the moment on show lasts at most this long (seconds, at speed 1).
HURRIED_SECONDS = 0.8
#: Seconds the banner takes to pop up to its full size.
POP_SECONDS = 0.15
TITLE_PX, LINE_PX, HINT_PX = 46, 24, 15
TITLE_SIZES = (TITLE_PX, 40, 34, 30, 26, 22)
#: a title takes at most this many lines before its last size; the line under it as many
TITLE_LINES, LINE_LINES = 2, 4
LINE_SIZES = (LINE_PX, 20)
PICTURE_PX = 120           # the picture of the piece is at most this big (px)
PAD_PX = 18
MAX_BANNER_W = 780
GAP_PX = 14                # between the banner and the place it is about
GRID_PX = 20               # banner positions tried on a grid this fine
SKIP_WORDS = "click to skip"
#: seconds after a banner ended by itself during which a click on where it lay is still its skip
GRACE_SECONDS = 0.5
#: Banner sizes tried, largest first, until one finds room off every place it keeps clear and lies
#: over at most :data:`AVOID_SHARE` of its own area of the places it keeps off where it can.
SCALES = (1.0, 0.85)       # never smaller: its 15 px "click to skip" stays 12 px on a laptop window
AVOID_SHARE = 0.1


class MomentWords(Record):
    """One kind of moment as data: ``title`` and ``line`` are ``str.format`` templates of the
    fields the game gives (``{name}``, ``{level}``...), ``sound`` a name of
    :mod:`fort_desktop.table.sound`, ``seconds`` how long it shows at speed 1, ``colour`` its border
    and title (RGB). Not changed once made (a :class:`~fort_desktop.record.Record`)."""

    __slots__ = ("kind", "title", "line", "sound", "seconds", "colour")
    frozen = True

    def __init__(self, kind: str, title: str, line: str, sound: str, seconds: float,
                 colour: tuple[int, int, int]):
        self.kind, self.title, self.line, self.sound = kind, title, line, sound
        self.seconds, self.colour = seconds, colour


def moments_path(game: str, data_dir: Path = DATA_DIR) -> Path:
    """``data/<game>/moments.yaml``."""
    return Path(data_dir) / game / FILE_NAME


@functools.lru_cache(maxsize=8)
def load_moments(game: str, data_dir: Path = DATA_DIR) -> dict[str, MomentWords]:
    """``game``'s moments by kind (``{}`` when it has no file). Raises
    :class:`~fort_desktop.data.DataError` (one line: file, entry, field) for a file that breaks its
    schema, names an unknown sound, or a template field that is not a plain name."""
    from ..sound import NAMES

    path = moments_path(game, data_dir)
    if not path.is_file():
        return {}
    doc = load_yaml(path, Path(data_dir) / SCHEMA)
    out: dict[str, MomentWords] = {}
    for kind, entry in doc["moments"].items():
        if entry["sound"] not in NAMES:
            raise DataError(path, f"moments.{kind}.sound", f"{entry['sound']!r} is not one of {', '.join(NAMES)}")
        for key in ("title", "line"):
            try:
                entry.get(key, "").format_map(_Names())
            except (ValueError, KeyError, IndexError, AttributeError) as exc:
                raise DataError(path, f"moments.{kind}.{key}", f"bad template ({exc})") from None
        out[kind] = MomentWords(kind, entry["title"], entry.get("line", ""), entry["sound"],
                                float(entry.get("seconds", 2.0)), tuple(entry.get("colour", (250, 220, 90))))
    return out


class _Names(dict):
    """Any plain field name formats (a check of a template's shape)."""

    def __missing__(self, key: str) -> str:
        if not key.isidentifier():
            raise KeyError(key)
        return key


class _Fields(dict):
    """Fields given by the game; one it did not give shows as ``?`` rather than raising."""

    def __missing__(self, key: str) -> str:
        return "?"


class Moment(Record):
    """One staged moment. ``title`` (big) and ``line`` (under it): its words; ``picture``: the piece
    it is about (drawn at its left, scaled to at most :data:`PICTURE_PX`), or None; ``at``: where
    it happens (the banner sits next to it); ``clear``: places it never covers (the forts it talks
    about); ``seconds`` at speed 1; ``sound``: played when it starts; ``key``: a name tests read.
    ``start`` and ``until``: the scene seconds it started and ends, ``rect`` where its banner lies
    and ``image`` the banner's picture (set by the stage). A :class:`~fort_desktop.record.Record`."""

    __slots__ = ("kind", "title", "line", "sound", "seconds", "colour", "picture", "at", "clear", "start",
                 "until", "rect", "image")

    def __init__(self, kind: str, title: str, line: str = "", sound: str = "win", seconds: float = 2.0,
                 colour: tuple[int, int, int] = (250, 220, 90), picture: Optional[pygame.Surface] = None,
                 at: Optional[pygame.Rect] = None, clear: tuple[pygame.Rect, ...] = (), start: float = 0.0,
                 until: float = 0.0, rect: Optional[pygame.Rect] = None, image: Optional[pygame.Surface] = None):
        self.kind, self.title, self.line, self.sound, self.seconds = kind, title, line, sound, seconds
        self.colour, self.picture, self.at, self.clear = colour, picture, at, clear
        self.start, self.until, self.rect, self.image = start, until, rect, image


def _fill(template: str, values: Mapping[str, Any]) -> str:
    """``template`` filled from ``values``; a field owning something ("{name}'s board") as
    :func:`~fort_desktop.text.possessive` words it (a person named "You": "Your board")."""
    def owner(match: re.Match[str]) -> str:
        whose = possessive(("{" + match.group(1) + "}").format_map(values))
        return whose.replace("{", "{{").replace("}", "}}")

    return re.sub(r"\{(\w+)\}'s\b", owner, template).format_map(values)


def make_moment(words: Mapping[str, MomentWords], kind: str, fields: Mapping[str, Any], *,
                picture: Optional[pygame.Surface] = None, at: Optional[pygame.Rect] = None,
                clear: Sequence[pygame.Rect] = ()) -> Optional[Moment]:
    """The moment of ``kind`` with its words filled from ``fields`` (None: the game's data has no such
    kind, so nothing is staged)."""
    spec = words.get(kind)
    if spec is None:
        return None
    values = _Fields(fields)
    return Moment(kind, _fill(spec.title, values), _fill(spec.line, values), spec.sound, spec.seconds,
                  spec.colour, picture, pygame.Rect(at) if at is not None else None,
                  tuple(pygame.Rect(r) for r in clear))


def place_banner(size: tuple[int, int], at: Optional[pygame.Rect], clear: Sequence[pygame.Rect],
                 bounds: pygame.Rect, avoid: Sequence[pygame.Rect] = ()) -> tuple[pygame.Rect, int, int]:
    """Where a banner of ``size`` goes: inside ``bounds``, over none of ``clear`` (the places it
    talks about) and as little as may be of ``avoid`` (where people click), as near ``at`` as that
    allows (the middle of ``bounds`` without ``at``). Tried on a :data:`GRID_PX` grid and beside ``at``.
    Returns the rect and how much of ``clear`` and of ``avoid`` it still covers (px², 0 when it found
    room)."""
    w, h = min(size[0], bounds.w), min(size[1], bounds.h)
    target = pygame.Rect(at) if at is not None else pygame.Rect(bounds.center, (0, 0))
    spots: list[tuple[int, int]] = []
    if at is not None:
        spots += [(target.centerx - w // 2, target.top - GAP_PX - h), (target.centerx - w // 2, target.bottom + GAP_PX),
                  (target.left - GAP_PX - w, target.centery - h // 2), (target.right + GAP_PX, target.centery - h // 2),
                  (target.centerx - w // 2, target.centery - h // 2)]
    clear, avoid = [pygame.Rect(c) for c in clear], [pygame.Rect(a) for a in avoid]

    def cost_of(rect: pygame.Rect, distance: float) -> tuple[float, pygame.Rect, int, int]:
        covered = sum(_area(rect.clip(clear[i])) for i in rect.collidelistall(clear))
        pressed = sum(_area(rect.clip(avoid[i])) for i in rect.collidelistall(avoid))
        return covered * 1000.0 + pressed * 40.0 + distance, rect, covered, pressed

    # each spot's distance to the place is a floor of its cost: the spots beside the place give a
    # bound, and grid spots at least that far are never the best; the grid's costs are summed rect
    # by rect (:func:`overlap_grid`), the same choice as trying every spot in turn.
    bound = float("inf")
    best: Optional[tuple[float, float, int, pygame.Rect]] = None
    for i, (x, y) in enumerate(spots):
        rect = pygame.Rect(x, y, w, h).clamp(bounds)
        dx, dy = rect.centerx - target.centerx, rect.centery - target.centery
        distance = (dx * dx + dy * dy) ** 0.5
        cost = cost_of(rect, distance)[0]
        bound = min(bound, cost)
        if best is None or (cost, distance, i) < best[:3]:
            best = (cost, distance, i, rect)
    tx, ty, half_w, half_h = target.centerx, target.centery, w // 2, h // 2
    xs = range(bounds.left, bounds.right - w + 1, GRID_PX)      # inside bounds: unclamped
    ys = range(bounds.top, bounds.bottom - h + 1, GRID_PX)
    cols = [(j, x) for j, x in enumerate(xs) if abs(x + half_w - tx) < bound]
    rows = [(k, y) for k, y in enumerate(ys) if abs(y + half_h - ty) < bound]
    if cols and rows:
        xs_near, ys_near = [x for _, x in cols], [y for _, y in rows]
        grid = overlap_grid(xs_near, ys_near, (w, h), clear, 1000)
        overlap_grid(xs_near, ys_near, (w, h), avoid, 40, into=grid)
        rows_near = sorted(((y + half_h - ty) ** 2, kk) for kk, (_, y) in enumerate(rows))
        for dx2, jj in sorted(((x + half_w - tx) ** 2, jj) for jj, (_, x) in enumerate(cols)):
            if best is not None and dx2 > best[0] * best[0]:
                break           # this column and every farther one: farther than the best cost
            j, x = cols[jj]
            line = grid[jj]
            for dy2, kk in rows_near:
                distance = (dx2 + dy2) ** 0.5
                if distance >= bound or (best is not None and distance > best[0]):
                    break
                cost = line[kk] + distance
                if best is None or cost <= best[0]:
                    k, y = rows[kk]
                    index = len(spots) + j * len(ys) + k
                    if best is None or (cost, distance, index) < best[:3]:
                        best = (cost, distance, index, pygame.Rect(x, y, w, h))
    assert best is not None
    _, rect, covered, pressed = cost_of(best[3], best[1])
    return rect, covered, pressed


def _area(rect: pygame.Rect) -> int:
    return rect.w * rect.h


def banner_image(moment: Moment) -> pygame.Surface:
    """The moment's banner as one picture (drawn once): a dark board with a border in its colour,
    the piece's picture at the left, the title big, the line under it and "click to skip" (it ends by itself)."""
    pic = moment.picture
    if pic is not None:
        scale = min(1.0, PICTURE_PX / max(pic.get_width(), pic.get_height(), 1))
        if scale < 1.0 or max(pic.get_size()) < PICTURE_PX * 0.6:   # small pieces are shown big
            scale = min(PICTURE_PX / max(pic.get_width(), pic.get_height(), 1), 3.0)
            pic = pygame.transform.smoothscale(pic, (max(1, round(pic.get_width() * scale)),
                                                     max(1, round(pic.get_height() * scale))))
    text_room = MAX_BANNER_W - 2 * PAD_PX - (pic.get_width() + PAD_PX if pic is not None else 0)
    title_font, titles = _fitted(moment.title, text_room, TITLE_SIZES, True, TITLE_LINES)
    line_font, lines = _fitted(moment.line, text_room, LINE_SIZES, False, LINE_LINES)
    hint_font = font(HINT_PX, False)
    text_w = max([title_font.size(t)[0] for t in titles] + [hint_font.size(SKIP_WORDS)[0]]
                 + [line_font.size(t)[0] for t in lines])
    text_h = len(titles) * title_font.get_height() + len(lines) * (line_font.get_height() + 2) + 2 + hint_font.get_height() + 4
    pic_w, pic_h = pic.get_size() if pic is not None else (0, 0)
    w = 2 * PAD_PX + text_w + (pic_w + PAD_PX if pic is not None else 0)
    h = 2 * PAD_PX + max(text_h, pic_h)
    image = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(image, (28, 22, 18, 238), image.get_rect(), border_radius=16)
    pygame.draw.rect(image, moment.colour, image.get_rect(), 5, border_radius=16)
    x = PAD_PX
    if pic is not None:
        image.blit(pic, (x, (h - pic_h) // 2))
        x += pic_w + PAD_PX
    y = (h - text_h) // 2
    for title in titles:
        image.blit(title_font.render(title, True, moment.colour), (x, y))
        y += title_font.get_height()
    y += 4
    for text in lines:
        image.blit(line_font.render(text, True, (250, 244, 230)), (x, y))
        y += line_font.get_height() + 2
    y += 2
    image.blit(hint_font.render(SKIP_WORDS, True, (196, 186, 170)), (x, y))
    return image


def _fitted(text: str, width: int, sizes: Sequence[int], bold: bool, most: int) -> tuple[pygame.font.Font, list[str]]:
    """``text``'s font and lines, whole: at the first of ``sizes`` where it fits on one line, else at
    the first where it fits on at most ``most`` lines broken between words, else on as many lines as
    it takes at the last size (a word wider than ``width`` alone is shortened, the only cut)."""
    for lines_allowed in (1, most):
        for px in sizes:
            f = font(px, bold)
            lines = _wrap(text, width, f, most=10_000)
            if len(lines) <= lines_allowed and all(f.size(line)[0] <= width for line in lines):
                return f, lines
    f = font(sizes[-1], bold)
    return f, _wrap(text, width, f, most=10_000)


def _fit(f: pygame.font.Font, text: str, width: int) -> str:
    from ..widgets import fit_text

    return fit_text(f, text, width)


def _wrap(text: str, width: int, f: pygame.font.Font, most: int = 4) -> list[str]:
    """``text`` in lines at most ``width`` px wide in font ``f``, at most ``most`` of them (the last
    shortened with "..." if need be)."""
    lines: list[str] = []
    for word in text.split():
        if lines and f.size(lines[-1] + " " + word)[0] <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    if len(lines) > most:
        lines = lines[:most - 1] + [" ".join(lines[most - 1:])]
    return [_fit(f, line, width) for line in lines]


class MomentStage:
    """The moments of one table, shown one at a time. ``sound(name)`` plays a sound (never raises);
    ``bounds``: where banners may go (px); ``avoid()``: rects a banner keeps off where it can (the
    moves panel, the hand); ``keep_off()``: rects a banner never covers while any spot allows it, as
    its moment's own ``clear`` (what lies over a banner: the recap, a tutorial caption). ``speed``:
    the animation speed (higher is shorter)."""

    def __init__(self, sound: Callable[[str], Any], bounds: tuple[int, int, int, int] = (0, 0, 1280, 800),
                 avoid: Callable[[], Sequence[pygame.Rect]] = lambda: (), speed: float = 1.0,
                 keep_off: Callable[[], Sequence[pygame.Rect]] = lambda: ()):
        self.sound = sound
        self.bounds = pygame.Rect(bounds)
        self.avoid = avoid
        self.keep_off = keep_off
        self.speed = max(0.1, float(speed))
        self.showing: Optional[Moment] = None
        self.waiting: list[Moment] = []
        #: the last :data:`KEPT` moments staged, in order (tests read them)
        self.staged: list[Moment] = []
        #: the last :data:`KEPT` moments shown and how each ended: (kind, "skipped" | "ended")
        self.ended: list[tuple[str, str]] = []
        #: the moment last drawn whole and popped up, and where (:meth:`changes`)
        self._whole: Optional[tuple[Moment, pygame.Rect]] = None
        #: where the banner that ended by itself lay, and until when a click there is still its own
        #: (:data:`GRACE_SECONDS`); the scene time of the last update
        self._gone: Optional[tuple[pygame.Rect, float]] = None
        self._now = 0.0

    def stage(self, moment: Optional[Moment]) -> None:
        """Show ``moment`` at the next :meth:`update`, or after those before it (None: nothing). It
        starts (and sounds) only then: a table covered by a curtain meanwhile shows it once
        uncovered."""
        if moment is None:
            return
        self.staged.append(moment)
        del self.staged[:-KEPT]
        self.waiting.append(moment)
        del self.waiting[:-MAX_WAITING]

    def update(self, now: float) -> None:
        """End the moment whose time is up and start the next (its sound plays then)."""
        self._now = now
        if self.showing is not None and now >= self.showing.until:
            if self.showing.rect is not None:
                self._gone = (pygame.Rect(self.showing.rect), now + GRACE_SECONDS)
            self._end("ended")
        if self.showing is None and self.waiting:
            moment = self.showing = self.waiting.pop(0)
            moment.start, moment.until = now, now + moment.seconds / self.speed
            self._place(moment)
            self.sound(moment.sound)
        if self.showing is not None and len(self.waiting) >= MAX_WAITING:   # a queue: this one is cut short
            self.showing.until = min(self.showing.until, self.showing.start + HURRIED_SECONDS / self.speed)

    def _place(self, moment: Moment) -> None:
        """Size and place ``moment``'s banner off what it keeps clear and what ``avoid()`` says now."""
        image = banner_image(moment)
        avoid = list(self.avoid())
        clear = [*moment.clear, *(pygame.Rect(r) for r in self.keep_off() if r.w and r.h)]
        tries = []                 # smaller when the full size finds no room off what it keeps clear or off
        for scale in SCALES:
            size = (round(image.get_width() * scale), round(image.get_height() * scale))
            rect, covered, pressed = place_banner(size, moment.at, clear, self.bounds, avoid)
            much = pressed > AVOID_SHARE * size[0] * size[1]
            tries.append((covered, much, -scale, rect))
            if covered == 0 and not much:
                break
        moment.rect = min(tries, key=lambda t: t[:3])[3]
        moment.image = image if moment.rect.size == image.get_size() else \
            pygame.transform.smoothscale(image, moment.rect.size)

    def replace(self) -> bool:
        """Place the banner on show again (something it keeps off came up meanwhile: a recap); True
        when it moved."""
        moment = self.showing
        if moment is None or moment.rect is None:
            return False
        before = pygame.Rect(moment.rect)
        self._place(moment)
        return moment.rect != before

    def skip(self) -> bool:
        """End the moment on show at once (the next waiting one starts at the next update)."""
        if self.showing is None:
            return False
        self._end("skipped")
        return True

    def _end(self, how: str) -> None:
        moment, self.showing = self.showing, None
        if moment is not None:
            moment.image = None          # its banner picture is not kept (a long attract mode)
            self.ended.append((moment.kind, how))
            del self.ended[:-KEPT]

    def clear(self) -> None:
        """Forget every moment on show or waiting (e.g. the table left)."""
        self.showing, self.waiting = None, []

    @property
    def busy(self) -> bool:
        return self.showing is not None or bool(self.waiting)

    def handle(self, event: pygame.event.Event) -> bool:
        """A click ends the moment on show; True (used) when it was on the banner (or where a banner
        lay that ended by itself less than :data:`GRACE_SECONDS` ago). A click elsewhere, Space or
        Enter end it too but still reach the table (they go on there as well)."""
        if self.showing is None:
            # a click meant to skip a banner that ended a moment before is eaten, not passed on to
            # what lay under it (a new user's picked a hand card so)
            if event.type != pygame.MOUSEBUTTONDOWN or self._gone is None:
                return False
            eaten = self.just_ended() and self._gone[0].collidepoint(getattr(event, "pos", (-1, -1)))
            self._gone = None                   # once only
            return eaten
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) in (1, 2, 3):
            rect = self.showing.rect
            on_it = rect is not None and rect.collidepoint(getattr(event, "pos", (-1, -1)))
            self.skip()
            return on_it
        if event.type == pygame.KEYDOWN and getattr(event, "key", None) in (pygame.K_SPACE, pygame.K_RETURN):
            self.skip()
        return False

    def just_ended(self) -> bool:
        """True while a click where the banner that ended by itself lay is still its skip
        (:data:`GRACE_SECONDS`, as of the last update)."""
        return self._gone is not None and self._now <= self._gone[1]

    def wake_in(self, now: float) -> Optional[float]:
        """0 while a banner pops up or waits to start, the seconds until it ends, or None."""
        if self.showing is None:
            return 0.0 if self.waiting else None
        if now - self.showing.start < POP_SECONDS / self.speed:
            return 0.0
        return max(0.0, min(0.1, self.showing.until - now))   # the bar of time left moves

    def changes(self, now: float) -> Optional[pygame.Rect]:
        """Where the banner on show changes from the last frame it was drawn (px): the track of its
        bar of time left, once it has popped up and was drawn whole at the same place; None when
        it must be drawn whole (popping up, new, moved, or none on show)."""
        moment, whole = self.showing, self._whole
        if moment is None or moment.rect is None or whole is None or whole[0] is not moment \
                or whole[1] != moment.rect or now - moment.start < POP_SECONDS / self.speed:
            return None
        rect = moment.rect
        return pygame.Rect(rect.x + 16, rect.bottom - 10, rect.w - 32, 4)

    def draw(self, surface: pygame.Surface, now: float,
             parts: Optional[Sequence[pygame.Rect]] = None) -> Optional[pygame.Rect]:
        """The banner on show (popping up at first) and a bar of the time it has left; its rect.
        ``parts`` (px): only those parts of a popped-up banner are drawn (where the table under it
        was painted again; :meth:`changes` says where it changes), the same pixels there."""
        moment = self.showing
        self._whole = None
        if moment is None or moment.image is None or moment.rect is None:
            return None
        rect = moment.rect
        grow = min(1.0, (now - moment.start) / max(1e-6, POP_SECONDS / self.speed))
        if grow < 1.0:
            k = 0.7 + 0.3 * grow
            image = pygame.transform.smoothscale(moment.image, (max(1, round(rect.w * k)), max(1, round(rect.h * k))))
            surface.blit(image, image.get_rect(center=rect.center))
            return rect
        if parts is None:
            surface.blit(moment.image, rect)
        else:
            # each pixel once: the banner is see-through, and parts may overlap (a bar's track
            # across a part painted again) - blitted twice, the overlap came out darker
            done: list[pygame.Rect] = []
            for part in parts:
                for clip in _minus(rect.clip(part), done):
                    surface.blit(moment.image, clip, clip.move(-rect.x, -rect.y))
                    done.append(clip)
        self._whole = (moment, pygame.Rect(rect))
        left = max(0.0, min(1.0, (moment.until - now) / max(1e-6, moment.until - moment.start)))
        bar = pygame.Rect(rect.x + 16, rect.bottom - 10, round((rect.w - 32) * left), 4)
        if bar.w > 0:
            pygame.draw.rect(surface, moment.colour, bar, border_radius=2)
        return rect


def _minus(rect: pygame.Rect, others: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """``rect`` less every one of ``others`` (px): the rects that cover the rest of it, apart."""
    pieces = [rect] if rect.w and rect.h else []
    for other in others:
        cut: list[pygame.Rect] = []
        for piece in pieces:
            inter = piece.clip(other)
            if not (inter.w and inter.h):
                cut.append(piece)
                continue
            for bit in (pygame.Rect(piece.x, piece.y, piece.w, inter.y - piece.y),
                        pygame.Rect(piece.x, inter.bottom, piece.w, piece.bottom - inter.bottom),
                        pygame.Rect(piece.x, inter.y, inter.x - piece.x, inter.h),
                        pygame.Rect(inter.right, inter.y, piece.right - inter.right, inter.h)):
                if bit.w > 0 and bit.h > 0:
                    cut.append(bit)
        pieces = cut
    return pieces


def badge_picture(text: str, colour: tuple[int, int, int], size_px: int = PICTURE_PX) -> pygame.Surface:
    """A round badge in ``colour`` with ``text`` (a number, a letter) in the middle: the picture of a
    moment whose piece is a count (a level reached, the last round)."""
    image = pygame.Surface((size_px, size_px), pygame.SRCALPHA)
    r = size_px // 2
    pygame.draw.circle(image, (40, 30, 22), (r, r), r)
    pygame.draw.circle(image, colour, (r, r), r - 5)
    pygame.draw.circle(image, (255, 250, 235), (r, r), r - 12, 3)
    words = font(max(12, int(size_px * (0.55 if len(text) <= 2 else 0.3))), True).render(text, True, (40, 30, 22))
    image.blit(words, words.get_rect(center=(r, r + 2)))
    return image
