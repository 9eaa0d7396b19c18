"""Small widgets every scene shares: Button, Toggle, Label, TextField, NumberField, SeedField, Slider,
Panel; and ``draw_shade`` / ``draw_card`` for the overlays (pause menu, rules, log, settings).

All positions and sizes are logical pixels of the 1280 x 800 table. A widget reads events through
``handle(event) -> bool`` (True when it used the event, so the scene below gets only what the
widgets did not take; pygame_gui's shape), advances with ``update(dt_seconds)`` and paints with
``draw(surface)``. Hit tests use ``event.pos`` only, never ``pygame.mouse.get_pos()``.

A click is a left press inside followed by a left release inside (press inside, release outside:
no click), as in pygame_gui. Words are drawn with the bundled font from ``sprites/fonts/`` (the
first ``.ttf``/``.otf``; a file with "bold" in its name serves bold text), else pygame's default.
"""
from __future__ import annotations

import contextlib
import functools
import random
from typing import Any, Callable, Iterator, Optional, Sequence

import pygame

from .. import SPRITES_DIR

# The game-night palette: green felt, warm wood, cream cards, dark ink, orange for the main action.
FELT = (36, 98, 72)
FELT_DARK = (24, 70, 51)
FELT_LIGHT = (50, 124, 91)
WOOD = (142, 90, 52)
WOOD_DARK = (92, 56, 30)
WOOD_LIGHT = (190, 134, 84)
CREAM = (250, 241, 220)
PAPER = (240, 226, 196)
INK = (46, 33, 24)
INK_SOFT = (110, 92, 76)
ACCENT = (230, 122, 42)
ACCENT_LIGHT = (248, 152, 72)
ACCENT_DARK = (168, 80, 22)
GOLD = (255, 208, 84)
GREY = (150, 146, 136)
GREY_DARK = (96, 92, 86)
WHITE = (255, 255, 255)
SHADOW = (0, 0, 0, 90)

FONTS_DIR = SPRITES_DIR / "fonts"

OnClick = Callable[[], Any]


# -- text ------------------------------------------------------------------------------------------
@functools.lru_cache(maxsize=2)
def _font_files() -> tuple[str | None, str | None]:
    """(regular, bold) font files bundled under sprites/fonts/, or None each."""
    if not FONTS_DIR.is_dir():
        return None, None
    files = sorted(p for p in FONTS_DIR.iterdir() if p.suffix.lower() in (".ttf", ".otf"))
    bold = [p for p in files if "bold" in p.name.lower()]
    regular = [p for p in files if "bold" not in p.name.lower() and "italic" not in p.name.lower()]
    reg = str((regular or files)[0]) if files else None
    return reg, str(bold[0]) if bold else reg


_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
#: the fonts of :func:`pictures_text` (the size asked for, whatever the setting), by the least size
_picture_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_in_pictures = [0]

#: How text sizes asked for become the sizes drawn (set by the App, :func:`set_text_scale`): the
#: text-size setting's factor (1, 1.25, 1.5) and the least size (logical px) that is still
#: ``MIN_TEXT_PX`` tall on the window at its scale.
_text = {"scale": 1.0, "least_px": 1}
#: Called (no arguments) when the text scale changes: caches of measured or drawn words forget them.
TEXT_CHANGE_LISTENERS: list[Callable[[], Any]] = []


class KitFont(pygame.font.Font):
    """A font of the kit, which knows the size asked for (``asked_px``) and the size drawn
    (``drawn_px``, logical px) and tells :data:`TEXT_WATCHERS` of each line it renders (a test
    measures the text on screen with them)."""

    asked_px = 0
    drawn_px = 0
    #: what names its measures from one start to the next (:func:`_face`; None: nothing is kept)
    face: Optional[tuple] = None
    #: the most measured texts a font remembers (:meth:`size`)
    SIZES_KEPT = 4096

    def size(self, text: Any) -> tuple[int, int]:  # type: ignore[override]
        """(width, height) px of ``text`` in this font, as pygame measures it; remembered per text
        (the table measures the same names and words every frame a part is laid out again)."""
        sizes: dict[Any, tuple[int, int]] | None = self.__dict__.get("_sizes")
        if sizes is None:
            sizes = self.__dict__["_sizes"] = {}
        got = sizes.get(text)
        if got is None:
            if len(sizes) >= self.SIZES_KEPT:
                sizes.clear()
            kept = _kept_sizes(self) if type(text) is str else None
            got = kept.get(text) if kept is not None else None
            if got is None:
                got = super().size(text)
                if kept is not None and _KEPT["count"] < KEPT_SIZES_MOST:
                    kept[text] = got
                    _KEPT["count"] += 1
                    _KEPT["new"] = True
            sizes[text] = got
        return got

    def render(self, text: Any, antialias: Any, color: Any, bgcolor: Any = None,   # type: ignore[override]
               wraplength: int = 0) -> pygame.Surface:
        for watcher in TEXT_WATCHERS:
            watcher(self, text)
        if bgcolor is None:
            return super().render(text, antialias, color, None, wraplength)
        return super().render(text, antialias, color, bgcolor, wraplength)


#: The most measured texts kept from one start to the next (:func:`save_text_sizes`).
KEPT_SIZES_MOST = 20000
#: File (in :func:`fort_desktop.paths.cache_dir`) of the texts measured in earlier starts.
KEPT_SIZES_FILE = "text-sizes.marshal"
#: Measured texts of earlier starts, per font face (file, its size and time, px drawn, bold), loaded
#: at the first measure: a start measures the words of its first frame once ever, not each time
#: (pygame's first measure of a face's letters is the slow one). ``count``: texts kept in all;
#: ``new``: some came this run (saved at the end).
_KEPT: dict[str, Any] = {"faces": None, "count": 0, "new": False}


def _kept_sizes(f: "KitFont") -> Optional[dict[str, tuple[int, int]]]:
    """The measured texts kept for ``f``'s face (a dict to read and add to), or None when the face
    cannot be named (pygame's default font is named by pygame's version)."""
    known = f.__dict__.get("_kept", False)
    if known is not False:
        return known
    faces = _KEPT["faces"]
    if faces is None:
        faces = _KEPT["faces"] = _load_kept_sizes()
        _KEPT["count"] = sum(len(v) for v in faces.values())
    face = f.__dict__.get("face")
    kept = None if face is None else faces.setdefault(face, {})
    f.__dict__["_kept"] = kept
    return kept


def _load_kept_sizes() -> dict[tuple, dict[str, tuple[int, int]]]:
    """What :func:`save_text_sizes` kept, or nothing (no file, or one broken or of another shape)."""
    import marshal

    from ..paths import cache_dir, read_regular

    try:
        data = marshal.loads(read_regular(cache_dir(create=False) / KEPT_SIZES_FILE, 8 << 20))
    except (OSError, ValueError, EOFError, TypeError):
        return {}
    if not isinstance(data, dict) or not all(
            isinstance(k, tuple) and isinstance(v, dict) for k, v in data.items()):
        return {}
    # (checked entry by entry without a generator per entry: this runs before the first frame)
    return {k: {t: wh for t, wh in v.items() if type(t) is str and type(wh) is tuple and len(wh) == 2
                and type(wh[0]) is int and type(wh[1]) is int} for k, v in data.items()}


def save_text_sizes() -> None:
    """Keep the texts measured this run for the next start (in the cache folder), when some are
    new; nothing is raised (a read-only cache folder only means the next start measures again)."""
    import marshal
    import os

    from ..paths import cache_dir

    if not _KEPT["new"] or not _KEPT["faces"]:
        return
    try:
        path = cache_dir() / KEPT_SIZES_FILE
        scratch = path.with_name(path.name + f".{os.getpid()}.tmp")
        scratch.write_bytes(marshal.dumps({k: v for k, v in _KEPT["faces"].items() if v}))
        os.replace(scratch, path)
        _KEPT["new"] = False
    except (OSError, ValueError):
        pass


#: Called with (font, text) for every line a :class:`KitFont` renders (empty: nothing is watched).
TEXT_WATCHERS: list[Callable[[KitFont, Any], Any]] = []
#: Called with (font, text, shortened text) whenever :func:`fit_text` cuts a text to fit.
CUT_WATCHERS: list[Callable[[Any, str, str], Any]] = []
#: Called with (surface, rect, text) for every line :func:`draw_text` puts on a surface and every
#: button label (``rect`` in that surface's px; a test maps it to the screen with
#: ``surface.get_abs_offset()`` and checks that no two lines overlap).
PLACED_WATCHERS: list[Callable[[pygame.Surface, pygame.Rect, str], Any]] = []


def set_text_scale(scale: float, least_px: int = 1) -> bool:
    """Draw every text at ``scale`` times the size asked for (the text-size setting: 1, 1.25, 1.5)
    and at least ``least_px`` logical px (so it is 12 px tall on a window that shows the canvas
    smaller). Returns True when this changed anything (fonts and the listeners' caches are then
    dropped)."""
    new = {"scale": max(0.5, min(3.0, float(scale))), "least_px": max(1, int(least_px))}
    if new == _text:
        return False
    _text.update(new)
    _fonts.clear()
    _picture_fonts.clear()
    for listener in TEXT_CHANGE_LISTENERS:
        listener()
    return True


@contextlib.contextmanager
def pictures_text() -> Iterator[None]:
    """While in this block, text is drawn at the size asked for (still never under the least size
    that reads on the window), whatever the text-size setting: for the words inside a picture drawn
    to its own size (a How to play illustration), which grow with the picture, not with the
    setting. Fonts of the block are kept apart; no listener is told."""
    global _fonts
    saved, saved_fonts = dict(_text), _fonts
    _text["scale"] = 1.0
    _fonts = _picture_fonts
    _in_pictures[0] += 1
    try:
        yield
    finally:
        _in_pictures[0] -= 1
        _text.update(saved)
        _fonts = saved_fonts


def drawing_pictures() -> bool:
    """True inside :func:`pictures_text` (a watcher may tell a picture's words from the screen's)."""
    return _in_pictures[0] > 0


def text_scale() -> float:
    """The text-size setting's factor now (1, 1.25, 1.5; :func:`set_text_scale`)."""
    return _text["scale"]


def text_px(size: int) -> int:
    """The size (logical px) text asked for at ``size`` px is drawn at (:func:`set_text_scale`)."""
    return max(_text["least_px"], round(int(size) * _text["scale"]))


def clear_font_cache() -> None:
    """Forget loaded fonts (they die with ``pygame.font.quit()``; the App calls this)."""
    _fonts.clear()
    _picture_fonts.clear()


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The bundled font asked for at ``size`` pixels (pygame's default font when none is bundled),
    cached; drawn at :func:`text_px` of ``size`` (the text-size setting, never under the least size
    that reads on the window)."""
    if not pygame.font.get_init():
        pygame.font.init()
        _fonts.clear()
        _picture_fonts.clear()
    key = (int(size), bool(bold))
    cached = _fonts.get(key)
    if cached is None:
        cached = _fonts[key] = _load_font(text_px(key[0]), key[1])
        cached.asked_px = key[0]
    return cached


def _load_font(size: int, bold: bool) -> KitFont:
    regular, bold_file = _font_files()
    path = bold_file if bold else regular
    try:
        f = KitFont(path, size)
    except (OSError, pygame.error):
        path = None
        f = KitFont(None, size)
    f.drawn_px = size
    if bold and (path is None or path == regular):
        f.set_bold(True)
    f.face = _face(path, size, f.get_bold())
    return f


def _face(path: Any, size: int, bold: bool) -> Optional[tuple]:
    """What names a font's measures from one start to the next: its file (with the file's size and
    time: another file there measures anew), or pygame's version for its default font; px; bold."""
    import os

    if path is None:
        return ("pygame", pygame.version.ver, size, bold)
    try:
        stat = os.stat(path)
    except (OSError, TypeError, ValueError):
        return None
    return (str(path), stat.st_size, stat.st_mtime_ns, pygame.version.ver, size, bold)


def draw_text(
    surface: pygame.Surface,
    text: str,
    pos: tuple[int, int],
    *,
    size: int = 24,
    color: tuple[int, int, int] = INK,
    bold: bool = False,
    anchor: str = "topleft",
    shadow: tuple[int, int, int] | None = None,
    max_width: int | None = None,
) -> pygame.Rect:
    """Draw one line of ``text`` with its ``anchor`` point (a pygame.Rect attribute name) at ``pos``.

    ``max_width`` (logical pixels) shortens the text with an ellipsis. Returns the drawn rect.
    """
    f = font(size, bold)
    if max_width is not None:
        text = fit_text(f, text, max_width)
    image = f.render(text, True, color)
    rect = image.get_rect(**{anchor: pos})
    if shadow is not None:
        surface.blit(f.render(text, True, shadow), rect.move(2, 2))
    surface.blit(image, rect)
    for watcher in PLACED_WATCHERS:
        watcher(surface, rect, text)
    return rect


#: A player's name is shown with at most this many characters (then "...").
NAME_SHOWN_MAX = 16


def fit_text(f: pygame.font.Font, text: str, max_width: int) -> str:
    """``text`` shortened with "..." so it is at most ``max_width`` px wide in font ``f`` (a binary
    search, so a 5,000-character name costs a dozen measurements, not thousands)."""
    if len(text) > 400:     # no line on a 1280 px screen holds more
        text = text[:400]
    elif f.size(text)[0] <= max_width:
        return text
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if f.size(text[:mid].rstrip() + "...")[0] <= max_width:
            lo = mid
        else:
            hi = mid - 1
    cut = text[:lo].rstrip() + "..."
    for watcher in CUT_WATCHERS:
        watcher(f, text, cut)
    return cut


def clip_name(name: Any, chars: int = NAME_SHOWN_MAX) -> str:
    """A player's name as shown: spaces collapsed and trimmed, at most ``chars`` characters + "...\"."""
    text = " ".join(str(name)[:4 * chars + 40].split())
    if len(text) > chars:
        return text[:chars].rstrip() + "..."
    return text


def clip_summary(text: Any, chars: int = 2 * NAME_SHOWN_MAX) -> str:
    """A save's summary (``Fortify, round 3, Ann vs Bob``) with every over-long part clipped, so a huge
    name never pushes the rest out of sight; each name of a side of partners (``Ann & Computer (P3)``)
    is clipped alone."""
    parts = []
    for part in str(text or "")[:2000].split(", "):
        parts.append(" vs ".join(" & ".join(clip_name(name, chars) for name in side.split(" & "))
                                 for side in part.split(" vs ")))
    return ", ".join(parts)


def wrap_text(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """``text`` broken into lines no wider than ``width`` logical pixels (at word boundaries)."""
    f = font(size, bold)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}".strip()
            if line and f.size(trial)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


def text_size(text: str, size: int, bold: bool = False) -> tuple[int, int]:
    """(width, height) in logical px of ``text`` drawn at ``size`` (as :func:`font` draws it)."""
    return font(size, bold).size(text)


def line_step(size: int, bold: bool = False) -> int:
    """The distance (logical px) from one line to the next of text asked for at ``size``."""
    return font(size, bold).get_linesize()


def button_size(label: str, font_size: int = 28, *, least: tuple[int, int] = (0, 0),
                pad: tuple[int, int] = (20, 10)) -> tuple[int, int]:
    """The (width, height) in logical px a :class:`Button` needs to show ``label`` whole at
    ``font_size`` (its bold label, ``pad`` px each side; the label's own margin of 8 px a side
    included), at least ``least``."""
    w, h = text_size(label, font_size, True)
    return max(least[0], w + 16 + 2 * pad[0]), max(least[1], h + 2 * pad[1])


def flow_rows(widths: Sequence[int], room: int, gap: int) -> list[list[int]]:
    """Indices of items of ``widths`` (px) in rows no wider than ``room`` (px, ``gap`` between items),
    in order; an item wider than ``room`` gets a row of its own."""
    rows: list[list[int]] = [[]]
    used = 0
    for i, w in enumerate(widths):
        if rows[-1] and used + gap + w > room:
            rows.append([])
            used = 0
        used += (gap if rows[-1] else 0) + w
        rows[-1].append(i)
    return rows if rows[0] else []


_SHADOWS: dict[tuple[tuple[int, int], int], pygame.Surface] = {}


def _shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    """A panel's soft drop shadow of ``size`` px, made once per size and corner radius (at most 64
    kept). Shared: never draw on it."""
    key = (tuple(size), radius)
    shade = _SHADOWS.get(key)
    if shade is None:
        if len(_SHADOWS) >= 64:
            _SHADOWS.clear()
        shade = _SHADOWS[key] = pygame.Surface(key[0], pygame.SRCALPHA)
        pygame.draw.rect(shade, SHADOW, shade.get_rect(), border_radius=radius)
    return shade


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    color: tuple[int, int, int] = WOOD,
    *,
    border: tuple[int, int, int] | None = WOOD_DARK,
    radius: int = 16,
    shadow: bool = True,
) -> None:
    """A rounded box with a soft drop shadow and a border (the look of every panel and button)."""
    if shadow:
        surface.blit(_shadow(rect.size, radius), rect.move(0, 5))
    pygame.draw.rect(surface, color, rect, border_radius=radius)
    if border is not None:
        pygame.draw.rect(surface, border, rect, width=3, border_radius=radius)


def event_pos(event: pygame.event.Event) -> tuple[int, int] | None:
    """The logical-pixel position of a mouse event (``event.pos``), or None without a usable one."""
    pos = getattr(event, "pos", None)
    if pos is None:
        return None
    try:
        return int(pos[0]), int(pos[1])
    except (TypeError, ValueError, IndexError):
        return None


# -- widgets ---------------------------------------------------------------------------------------
class Widget:
    """Base of all widgets: a ``rect`` (logical pixels) that may be hidden."""

    def __init__(self, rect: pygame.Rect | Sequence[int]):
        self.rect = pygame.Rect(rect)
        self.visible = True

    def handle(self, event: pygame.event.Event) -> bool:
        """Use ``event`` if it is for this widget; return True when it was consumed."""
        return False

    def update(self, dt_seconds: float) -> None:
        """Advance blinking carets and the like by ``dt_seconds``."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the widget."""


class Label(Widget):
    """A line of text (or several, wrapped to ``width``) anchored at ``pos``."""

    def __init__(
        self,
        pos: tuple[int, int],
        text: str,
        *,
        size: int = 24,
        color: tuple[int, int, int] = INK,
        bold: bool = False,
        anchor: str = "topleft",
        width: int | None = None,
    ):
        super().__init__((pos[0], pos[1], 0, 0))
        self.pos, self.text, self.size, self.color = pos, text, size, color
        self.bold, self.anchor, self.width = bold, anchor, width

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        lines = wrap_text(self.text, self.size, self.width, self.bold) if self.width else [self.text]
        x, y = self.pos
        step = font(self.size, self.bold).get_linesize()
        rects = [
            draw_text(surface, line, (x, y + i * step), size=self.size, color=self.color,
                      bold=self.bold, anchor=self.anchor)
            for i, line in enumerate(lines)
        ]
        self.rect = rects[0].unionall(rects[1:]) if rects else pygame.Rect(x, y, 0, 0)


class Button(Widget):
    """A clickable button with a label; ``on_click()`` runs on a full click while ``enabled``.

    ``style``: ``"primary"`` (orange, the main action), ``"wood"`` or ``"light"`` (cream).
    ``hotkey``: a key (``pygame.K_*``) that clicks it too. Hovering lightens it. A disabled
    button is drawn grey and swallows clicks on itself (nothing under it reacts).
    """

    STYLES = {
        "primary": (ACCENT, ACCENT_LIGHT, ACCENT_DARK, WHITE),
        "wood": (WOOD, WOOD_LIGHT, WOOD_DARK, CREAM),
        "light": (PAPER, CREAM, WOOD_DARK, INK),
    }

    def __init__(
        self,
        rect: pygame.Rect | Sequence[int],
        label: str,
        on_click: OnClick | None = None,
        *,
        enabled: bool = True,
        style: str = "wood",
        font_size: int = 28,
        hotkey: int | None = None,
    ):
        super().__init__(rect)
        self.label, self.on_click, self.enabled = label, on_click, enabled
        self.style, self.font_size, self.hotkey = style, font_size, hotkey
        self.hovered = False
        self.pressed = False
        self.selected = False  # drawn with a gold ring (e.g. the chosen game)

    def click(self) -> None:
        """Act as if clicked (does nothing while disabled)."""
        if self.enabled and self.on_click is not None:
            self.on_click()

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.KEYDOWN and self.hotkey is not None and getattr(event, "key", None) == self.hotkey:
            self.click()
            return self.enabled
        pos = event_pos(event)
        if pos is None:
            return False
        inside = self.rect.collidepoint(pos)
        if event.type == pygame.MOUSEMOTION:
            self.hovered = inside
            return False
        if getattr(event, "button", None) != 1:
            return inside and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pressed = inside
            return inside
        if event.type == pygame.MOUSEBUTTONUP:
            was_pressed, self.pressed = self.pressed, False
            if inside and was_pressed:
                self.click()
            return inside
        return False

    def colours(self) -> tuple[tuple[int, int, int], tuple[int, int, int], tuple[int, int, int]]:
        """(fill, border, text) for the current look."""
        base, light, dark, text = self.STYLES.get(self.style, self.STYLES["wood"])
        if not self.enabled:
            return (GREY, GREY_DARK, (226, 222, 214))
        return (light if self.hovered else base, dark, text)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        fill, border, text = self.colours()
        pressed = self.pressed and self.hovered
        rect = self.rect.move(0, 2) if pressed else self.rect
        # the button's picture (panel, shadow, label) is made once per look, not every frame
        look = (self.label, self.rect.size, fill, border, text, self.enabled, self.font_size, text_px(self.font_size))
        cached = getattr(self, "_picture", None)
        if cached is None or cached[0] != look:
            pad = 8
            picture = pygame.Surface((self.rect.w + 2 * pad, self.rect.h + 2 * pad), pygame.SRCALPHA)
            inner = pygame.Rect(pad, pad, self.rect.w, self.rect.h)
            draw_panel(picture, inner, fill, border=border, radius=min(14, inner.height // 3),
                       shadow=self.enabled)
            label_rect = draw_text(picture, self.label, inner.center, size=self.font_size, color=text,
                                   bold=True, anchor="center", max_width=inner.width - 16)
            cached = self._picture = (look, picture, pad, label_rect.move(-pad, -pad))
        surface.blit(cached[1], (rect.x - cached[2], rect.y - cached[2]))
        for watcher in PLACED_WATCHERS:
            watcher(surface, cached[3].move(rect.topleft), self.label)
        if self.selected:
            pygame.draw.rect(surface, GOLD, rect.inflate(10, 10), width=4, border_radius=18)


class Toggle(Button):
    """A button that cycles through ``options`` (``(value, label)`` pairs) on each click.

    ``value`` is the current option's value; ``on_change(value)`` runs after each change.
    """

    def __init__(
        self,
        rect: pygame.Rect | Sequence[int],
        options: Sequence[tuple[Any, str]],
        value: Any = None,
        on_change: Callable[[Any], Any] | None = None,
        **kwargs: Any,
    ):
        if not options:
            raise ValueError("a Toggle needs at least one option")
        self.options = list(options)
        values = [v for v, _ in self.options]
        self.index = values.index(value) if value in values else 0
        self.on_change = on_change
        super().__init__(rect, self.options[self.index][1], self._next, **kwargs)

    @property
    def value(self) -> Any:
        return self.options[self.index][0]

    @value.setter
    def value(self, value: Any) -> None:
        self.index = [v for v, _ in self.options].index(value)
        self.label = self.options[self.index][1]

    def _next(self) -> None:
        self.index = (self.index + 1) % len(self.options)
        self.label = self.options[self.index][1]
        if self.on_change is not None:
            self.on_change(self.value)


#: A text field's words shrink to this share of its font size at most to show whole (then "...").
FIELD_LEAST_SHARE = 0.5


class TextField(Widget):
    """A one-line text box: click to focus, type, Backspace erases, Enter/Tab/Escape or a click
    elsewhere ends editing; Ctrl+A selects all of it (then a letter replaces it, Backspace or
    Delete clears it). ``allowed`` limits the characters; ``max_length`` the length.

    ``on_change(text)`` runs after each edit. While focused it consumes every key press.
    """

    def __init__(
        self,
        rect: pygame.Rect | Sequence[int],
        text: str = "",
        *,
        max_length: int = 16,
        allowed: str | None = None,
        placeholder: str = "",
        font_size: int = 26,
        on_change: Callable[[str], Any] | None = None,
        show_count: bool = False,
    ):
        super().__init__(rect)
        self.text, self.max_length, self.allowed = text[:max_length], max_length, allowed
        self.show_count = show_count  # draw "7/16" at the right while editing (and at the limit, room allowing)
        self.placeholder, self.font_size, self.on_change = placeholder, font_size, on_change
        self.focused = False
        self.enabled = True
        self.selected = False      # Ctrl+A: the whole text is selected (the next key acts on all of it)
        self._blink_seconds = 0.0

    def set_text(self, text: str) -> None:
        self.text = text[: self.max_length]
        if self.on_change is not None:
            self.on_change(self.text)

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible or not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            pos = event_pos(event)
            if pos is None or getattr(event, "button", 1) not in (1, 2, 3):  # 4/5: wheel
                return False
            self.focused = self.rect.collidepoint(pos)
            self.selected = False
            self._blink_seconds = 0.0
            return self.focused
        if event.type == pygame.MOUSEBUTTONUP:
            pos = event_pos(event)
            return pos is not None and self.focused and self.rect.collidepoint(pos)
        if event.type != pygame.KEYDOWN or not self.focused:
            return False
        key = getattr(event, "key", None)
        selected, self.selected = self.selected, False
        if key == pygame.K_a and getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.selected = bool(self.text)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
            self.focused = False
        elif key in (pygame.K_BACKSPACE, pygame.K_DELETE) and selected:
            self.set_text("")
        elif key == pygame.K_BACKSPACE:
            if self.text:
                self.set_text(self.text[:-1])
        else:
            char = getattr(event, "unicode", "") or ""
            base = "" if selected else self.text       # a selected text is replaced by what is typed
            if (
                len(char) == 1
                and char.isprintable()
                and (self.allowed is None or char in self.allowed)
                and len(base) < self.max_length
            ):
                self.set_text(base + char)
        self._blink_seconds = 0.0
        return True

    def update(self, dt_seconds: float) -> None:
        self._blink_seconds = (self._blink_seconds + dt_seconds) % 1.0

    def shown_size(self, words: str, width: int) -> int:
        """The font size ``words`` are shown at in ``width`` px: ``font_size``, or smaller (down to
        :data:`FIELD_LEAST_SHARE` of it, 12 px at least) so that a long name shows whole."""
        least = max(12, min(self.font_size, round(self.font_size * FIELD_LEAST_SHARE)))
        return next((size for size in range(self.font_size, least - 1, -1)
                     if text_size(words, size)[0] <= width), least)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        border = GOLD if self.focused else WOOD_DARK
        fill = CREAM if self.enabled else (220, 214, 204)
        draw_panel(surface, self.rect, fill, border=border, radius=10, shadow=False)
        inner = self.rect.inflate(-20, 0)
        full = len(self.text) >= self.max_length
        count_words = f"{len(self.text)}/{self.max_length}"
        count_w = text_size(count_words, 14, full)[0] + 6
        # at the limit, not typing: the count shows only where the whole name still fits beside it
        if self.show_count and (self.focused or (full and text_size(
                self.text, self.shown_size(self.text, inner.width - count_w))[0] <= inner.width - count_w)):
            count = draw_text(surface, count_words, (inner.right, inner.centery),
                              size=14, bold=full, color=ACCENT_DARK if full else INK_SOFT, anchor="midright")
            inner.width = count.x - 6 - inner.x
        shown = self.text or self.placeholder
        colour = INK if self.text else INK_SOFT
        size = self.shown_size(shown, inner.width)
        if self.focused and text_size(shown, size)[0] > inner.width:   # typing: the end of the words shows
            shown = "..." + next((shown[i:] for i in range(1, len(shown))
                                  if text_size("..." + shown[i:], size)[0] <= inner.width), "")
        if self.focused and self.selected and self.text:     # Ctrl+A: the words on a highlight
            w, h = text_size(shown, size)
            pygame.draw.rect(surface, (176, 206, 240), pygame.Rect(inner.left - 2, inner.centery - h // 2 - 1,
                                                                   min(w, inner.width) + 4, h + 2), border_radius=3)
        r = draw_text(surface, shown, (inner.left, inner.centery), size=size, color=colour,
                      anchor="midleft", max_width=inner.width)
        if self.focused and self._blink_seconds < 0.5:
            x = r.right + 2 if self.text else inner.left
            pygame.draw.line(surface, INK, (x, r.top + 2), (x, r.bottom - 2), 2)


class NumberField(TextField):
    """A :class:`TextField` that takes digits only; ``value`` is the int, or None when empty."""

    def __init__(self, rect: pygame.Rect | Sequence[int], value: int | None = None, *,
                 max_length: int = 9, **kwargs: Any):
        super().__init__(rect, "" if value is None else str(value), max_length=max_length,
                         allowed="0123456789", **kwargs)

    @property
    def value(self) -> int | None:
        return int(self.text) if self.text else None

    @value.setter
    def value(self, value: int | None) -> None:
        self.set_text("" if value is None else str(value))


#: Seeds the launcher offers when it picks one (short enough to read out and type back).
RANDOM_SEED_RANGE = (1, 999_999)


class SeedField(Widget):
    """A seed: a :class:`NumberField` plus a "New" button that draws a fresh random seed.

    ``value`` is the typed seed (None while empty). ``rng`` picks the random seeds.
    """

    def __init__(self, rect: pygame.Rect | Sequence[int], value: int | None = None, *,
                 rng: random.Random | None = None):
        super().__init__(rect)
        self.rng = rng or random.Random()
        self.field = NumberField(self.rect, value if value is not None else self.random_seed(),
                                 placeholder="type a number")
        self.button = Button(self.rect, "New", self.new_random, style="light", font_size=24)
        self.place(self.rect)

    def place(self, rect: pygame.Rect | Sequence[int]) -> None:
        """Lay the field and its "New" button out in ``rect`` (logical px; the button as wide as its
        word needs at the text size now, at least 110 px)."""
        self.rect = pygame.Rect(rect)
        button_w = min(self.rect.width // 2, button_size("New", 24, least=(110, 0), pad=(14, 0))[0])
        self.field.rect = pygame.Rect(self.rect.x, self.rect.y, self.rect.width - button_w - 12, self.rect.height)
        self.button.rect = pygame.Rect(self.field.rect.right + 12, self.rect.y, button_w, self.rect.height)

    def random_seed(self) -> int:
        return self.rng.randint(*RANDOM_SEED_RANGE)

    def new_random(self) -> None:
        self.field.value = self.random_seed()

    @property
    def value(self) -> int | None:
        return self.field.value

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if self.button.handle(event):
            return True
        return self.field.handle(event)

    def update(self, dt_seconds: float) -> None:
        self.field.update(dt_seconds)

    def draw(self, surface: pygame.Surface) -> None:
        if self.visible:
            self.field.draw(surface)
            self.button.draw(surface)


class Panel(Widget):
    """A wooden (or any ``color``) box with an optional title that holds child widgets.

    Children get events as with :func:`handle_all` and draw in the order they were added.
    """

    def __init__(self, rect: pygame.Rect | Sequence[int], title: str = "", *,
                 color: tuple[int, int, int] = WOOD, title_color: tuple[int, int, int] = CREAM,
                 children: Sequence[Widget] = ()):
        super().__init__(rect)
        self.title, self.color, self.title_color = title, color, title_color
        self.children: list[Widget] = list(children)

    def add(self, widget: Widget) -> Widget:
        self.children.append(widget)
        return widget

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        return handle_all(self.children, event)

    def update(self, dt_seconds: float) -> None:
        for child in self.children:
            child.update(dt_seconds)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        draw_panel(surface, self.rect, self.color)
        if self.title:
            draw_text(surface, self.title, (self.rect.x + 22, self.rect.y + 14), size=28, bold=True,
                      color=self.title_color)
        for child in self.children:
            child.draw(surface)


class Slider(Widget):
    """A horizontal slider from ``low`` to ``high`` in steps of ``step`` (its units are the caller's:
    a volume 0..1, seconds, a speed factor). Press on it or drag its knob; Left/Right keys while the
    pointer is over it move one step. ``text(value)`` gives the words shown beside it.

    ``on_change(value)`` runs on every change; ``on_release(value)`` once a drag or key press ends
    (e.g. to save). Raises ``ValueError`` unless ``low < high`` and ``step > 0``.
    """

    def __init__(self, rect: pygame.Rect | Sequence[int], low: float, high: float, value: float, *,
                 step: float = 0.05, on_change: Callable[[float], Any] | None = None,
                 on_release: Callable[[float], Any] | None = None,
                 text: Callable[[float], str] | None = None, font_size: int = 20):
        if not low < high or step <= 0:
            raise ValueError(f"a Slider needs low < high and step > 0, got {low}, {high}, {step}")
        super().__init__(rect)
        self.low, self.high, self.step = float(low), float(high), float(step)
        self.on_change, self.on_release = on_change, on_release
        self.text = text or (lambda v: f"{v:g}")
        self.font_size = font_size
        #: logical px kept at the right for the words (set it wider when they are longer)
        self.words_w = 150
        self.enabled = True
        self.dragging = False
        self.hovered = False
        self.value = self._snap(value)
        self._drag_start = self.value

    @property
    def track(self) -> pygame.Rect:
        """The bar the knob runs along (the left part of ``rect``; words on the right)."""
        return pygame.Rect(self.rect.x + 12, self.rect.centery - 5, self.rect.width - self.words_w - 30, 10)

    def _snap(self, value: float) -> float:
        value = max(self.low, min(self.high, float(value)))
        steps = round((value - self.low) / self.step)
        return round(max(self.low, min(self.high, self.low + steps * self.step)), 6)

    def set_value(self, value: float) -> None:
        """Move the knob to ``value`` (snapped and clamped); ``on_change`` runs if it moved."""
        new = self._snap(value)
        if new != self.value:
            self.value = new
            if self.on_change is not None:
                self.on_change(new)

    def _from_x(self, x: int) -> float:
        track = self.track
        share = (x - track.left) / max(1, track.width)
        return self.low + max(0.0, min(1.0, share)) * (self.high - self.low)

    def _release(self) -> None:
        if self.on_release is not None:
            self.on_release(self.value)

    def cancel_drag(self) -> None:
        """End a drag without keeping it: the knob goes back where the drag began (``on_change``
        runs with that value) and ``on_release`` does not run, so nothing is saved."""
        if self.dragging:
            self.dragging = False
            self.set_value(self._drag_start)

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible or not self.enabled:
            return False
        if self.dragging and (event.type == pygame.WINDOWFOCUSLOST or (
                event.type == pygame.MOUSEMOTION and not (getattr(event, "buttons", (1,)) or (1,))[0])):
            self.cancel_drag()       # focus lost, or the button was let go where we could not see it
            return True
        if event.type == pygame.KEYDOWN:
            key = getattr(event, "key", None)
            if self.hovered and key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.set_value(self.value + (self.step if key == pygame.K_RIGHT else -self.step))
                self._release()
                return True
            return False
        pos = event_pos(event)
        if pos is None:
            return False
        hit = self.rect.inflate(0, 8).collidepoint(pos)
        if event.type == pygame.MOUSEMOTION:
            self.hovered = hit
            if self.dragging:
                self.set_value(self._from_x(pos[0]))
                return True
            return False
        if getattr(event, "button", None) != 1:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and hit and pos[0] <= self.track.right + 14:
            self.dragging = True
            self._drag_start = self.value
            self.set_value(self._from_x(pos[0]))
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.dragging:
            self.dragging = False
            self.set_value(self._from_x(pos[0]))
            self._release()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        track = self.track
        pygame.draw.rect(surface, WOOD_DARK, track.inflate(4, 4), border_radius=7)
        share = (self.value - self.low) / (self.high - self.low)
        filled = pygame.Rect(track.x, track.y, round(track.width * share), track.height)
        pygame.draw.rect(surface, CREAM, track, border_radius=5)
        if filled.width > 0:
            pygame.draw.rect(surface, ACCENT if self.enabled else GREY, filled, border_radius=5)
        knob = (track.x + round(track.width * share), track.centery)
        pygame.draw.circle(surface, WOOD_DARK, (knob[0], knob[1] + 2), 14)
        pygame.draw.circle(surface, GOLD if (self.hovered or self.dragging) else PAPER, knob, 13)
        pygame.draw.circle(surface, WOOD_DARK, knob, 13, width=2)
        draw_text(surface, self.text(self.value), (self.rect.right, self.rect.centery), size=self.font_size,
                  bold=True, color=CREAM, anchor="midright", max_width=self.words_w)


def draw_shade(surface: pygame.Surface, alpha: int = 170) -> None:
    """Darken the whole surface (what an overlay draws over the scene below it)."""
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((10, 24, 18, max(0, min(255, alpha))))
    surface.blit(shade, (0, 0))


def card_top(title: str = "") -> int:
    """Logical px from an overlay card's top to its paper (:func:`draw_card`): room for its title
    at the text size now."""
    return max(56, line_step(30, True) + 8) if title else 20


def draw_card(surface: pygame.Surface, rect: pygame.Rect, title: str = "") -> pygame.Rect:
    """The look of every overlay: a wooden frame around a paper sheet, with an optional title on the
    frame. Returns the paper's rect (logical pixels) to draw the contents in."""
    draw_panel(surface, rect, WOOD, radius=24)
    top = card_top(title)
    paper = pygame.Rect(rect.x + 20, rect.y + top, rect.width - 40, rect.height - top - 20)
    draw_panel(surface, paper, PAPER, border=WOOD_DARK, radius=16, shadow=False)
    if title:
        draw_text(surface, title, (rect.x + 28, rect.y + top // 2 + 2), size=30, bold=True, color=CREAM,
                  anchor="midleft", shadow=WOOD_DARK, max_width=rect.width - 56)
    return paper


def handle_all(widgets: Sequence[Widget], event: pygame.event.Event) -> bool:
    """Offer ``event`` to ``widgets`` (top-most last in the list) like a :class:`Panel` does."""
    # Mouse events reach every widget (a press elsewhere must unfocus a text field and un-press a
    # button); each reacts only inside its own rect. Keys stop at the first widget that uses them,
    # so Enter typed into a field does not also press a button with the Enter hotkey.
    mouse = event.type in _MOUSE_EVENTS
    used = False
    for widget in reversed(list(widgets)):
        if widget.handle(event):
            used = True
            if not mouse:
                break
    return used


_MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
