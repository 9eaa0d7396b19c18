"""The rules reference ("How to play"; F1 over the table, the launcher's "How to play" button).

Pages come from ``data/<game>/reference.yaml`` (``fort_desktop.data.load_reference``): a title, a few
paragraphs, optionally a small picture of the box grid (``layout`` rows, fortify.md 1) with its rooms
lit (``BoxGrid.from_layout(...).enclosures()``), and icons with captions. The last page, "Choices we
made", lists where our table fills a gap in the rulebook, with the data setting that holds each
choice. A game with no reference file shows one friendly "coming" page; a damaged file shows its
one-line problem instead of crashing.

Keys: Left/Right (or Page Up/Down) turn pages, Home/End jump, Escape or F1 closes. The scene below
is not changed. Logical pixels throughout.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Optional

import pygame

from ... import games

from ...data import DataError, ReferencePage, load_reference
from ..widgets import (ACCENT, CREAM, FELT, FELT_DARK, GOLD, INK, INK_SOFT, WOOD, WOOD_DARK, WOOD_LIGHT,
                       Button, draw_card, draw_text, font, wrap_text)
from .overlay import Overlay

CARD = pygame.Rect(80, 36, 1120, 728)
PICTURE_BOX = (470, 300)      # the largest picture, logical pixels
MAX_CELL_PX = 30
ICON_PX = 60
BIG_ICON_PX = 92               # icons on a page without a picture
MANY_ICON_PX = 84              # icons on a page with more than 6 of them
ICONS_PER_ROW = 4              # beside a picture; one fewer when the icons are big
ROOM_LIGHT = (140, 255, 150, 110)
ROOM_EDGE = (120, 240, 130)
TEXT_SIZE = 22
CHOICE_SIZE = 19
CHOICES_SLACK = 10             # the choices may run this far below the body (px), above the dots

#: Layout characters that are not boxes (fortify.md 1), drawn as flat cells.
FLAT_CELLS = {
    ".": None,               # the table: the picture's felt shows through
    ",": (236, 222, 190),    # card floor
    "j": (196, 178, 120),    # lawn junk
    "b": WOOD_LIGHT,         # Base board
    "X": (120, 116, 110),    # Base box
    "k": CREAM,              # a face-up Kid
    "d": (126, 84, 150),     # a face-down Kid
}


def pages_for(game: str) -> tuple[tuple[ReferencePage, ...], Optional[str]]:
    """``(pages, problem)``: the game's pages, or a "coming" page when it has no reference file, or a
    page naming the data problem (``problem`` then holds its one line)."""
    title = games.title(game)
    try:
        return load_reference(game), None
    except DataError as error:
        if error.message == "file is missing":
            from .launcher import seats_words

            info = games.GAMES.get(game)
            icons = ((f"games/{game}", seats_words(info)),) if info is not None else ()
            pitch = (info.pitch,) if info is not None and info.pitch else ()
            return (ReferencePage(f"{title} is coming", pitch + (
                f"{title} is not on this table yet: its rules and pieces are being made.",
                "Pick Fortify in the launcher to play now. This page will teach the new game once it "
                "arrives."), icons=icons),), None
        return (ReferencePage("The rules could not be read", (str(error),)),), str(error)


class RulesReference(Overlay):
    """The "How to play" pages of ``game``; ``page`` is the index shown (0-based)."""

    close_keys = (pygame.K_F1,)
    shade = 190
    #: After a draw: whether some text of the page did not fit, and the lowest pixel it drew to.
    text_cut = False
    content_bottom = 0

    def __init__(self, app: Any, game: str, page: int = 0):
        super().__init__(app)
        self.game = game
        pages, self.problem = pages_for(game)
        self.pages = split_choices(pages)
        self.page = max(0, min(page, len(self.pages) - 1))
        y = CARD.bottom - 84
        self.prev = Button((CARD.x + 40, y, 180, 56), "< Back", self.previous, style="light", font_size=24)
        self.next = Button((CARD.right - 40 - 180, y, 180, 56), "Next >", self.forward, style="primary",
                           font_size=24)
        self.close_button = Button((CARD.right - 64, CARD.y + 8, 44, 40), "X", self.close, style="light",
                                   font_size=22)
        self.widgets = [self.prev, self.next, self.close_button]
        self._refresh_buttons()
        self._picture_cache: dict[int, Optional[pygame.Surface]] = {}

    # -- paging ----------------------------------------------------------------------------------
    def go(self, page: int) -> None:
        """Show page ``page`` (clamped)."""
        self.page = max(0, min(page, len(self.pages) - 1))
        self._refresh_buttons()

    def forward(self) -> None:
        self.go(self.page + 1)

    def previous(self) -> None:
        self.go(self.page - 1)

    def _refresh_buttons(self) -> None:
        self.prev.enabled = self.page > 0
        self.next.enabled = self.page < len(self.pages) - 1

    def key(self, key: Any, event: pygame.event.Event) -> None:
        if key in (pygame.K_RIGHT, pygame.K_PAGEDOWN, pygame.K_SPACE):
            self.forward()
        elif key in (pygame.K_LEFT, pygame.K_PAGEUP, pygame.K_BACKSPACE):
            self.previous()
        elif key == pygame.K_HOME:
            self.go(0)
        elif key == pygame.K_END:
            self.go(len(self.pages) - 1)

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            return True
        return super().process_event(event)

    # -- drawing ---------------------------------------------------------------------------------
    def draw_card(self, surface: pygame.Surface) -> None:
        paper = draw_card(surface, CARD, f"How to play {games.title(self.game)}")
        page = self.pages[self.page]
        draw_text(surface, page.title, (paper.x + 34, paper.y + 22), size=36, bold=True, color=INK,
                  max_width=paper.width - 200)
        draw_text(surface, f"{self.page + 1} / {len(self.pages)}", (paper.right - 30, paper.y + 30), size=22,
                  bold=True, color=INK_SOFT, anchor="topright")
        body = page_body(paper)
        self.text_cut, self.content_bottom = False, body.y
        if page.kind == "choices":
            self._draw_choices(surface, page, body)
        else:
            self._draw_page(surface, page, body)
        self._draw_dots(surface, (CARD.centerx, self.prev.rect.centery))

    def _draw_page(self, surface: pygame.Surface, page: ReferencePage, body: pygame.Rect) -> None:
        picture = self._picture(page) if page.layout else None
        wide = picture is None and not page.icons
        text_w = body.width if wide else body.width - PICTURE_BOX[0] - 40
        self.content_bottom = self._draw_paragraphs(surface, page.text, pygame.Rect(body.x, body.y, text_w,
                                                                                   body.height))
        right = pygame.Rect(body.right - PICTURE_BOX[0], body.y, PICTURE_BOX[0], body.height)
        if picture is not None:
            frame = picture.get_rect(midtop=(right.centerx, right.y + 4))
            pygame.draw.rect(surface, WOOD_DARK, frame.inflate(16, 16), border_radius=10)
            surface.blit(picture, frame)
            self.content_bottom = max(self.content_bottom, frame.bottom + 8)
            if self._has_rooms(page):   # the caption only under a picture with a room to light
                draw_text(surface, "rooms the walls close are lit green", (frame.centerx, frame.bottom + 16),
                          size=17, color=INK_SOFT, anchor="midtop")
            icons_top = frame.bottom + 52
            px = ICON_PX
        else:
            icons_top = right.y + 40
            px = BIG_ICON_PX
        if page.icons:
            bottom = self._draw_icons(surface, page.icons, pygame.Rect(right.x, icons_top, right.width, px + 60), px)
            self.content_bottom = max(self.content_bottom, bottom)

    def _draw_paragraphs(self, surface: pygame.Surface, paragraphs: tuple[str, ...], area: pygame.Rect) -> int:
        step = font(TEXT_SIZE).get_linesize() + 2
        y = area.y
        for paragraph in paragraphs:
            for line in wrap_text(paragraph, TEXT_SIZE, area.width):
                if y + step > area.bottom:
                    self.text_cut = True
                    return y
                draw_text(surface, line, (area.x, y), size=TEXT_SIZE, color=INK)
                y += step
            y += 12
        return y

    def _draw_choices(self, surface: pygame.Surface, page: ReferencePage, body: pygame.Rect) -> None:
        size = CHOICE_SIZE
        step = font(size).get_linesize() + 1
        y = body.y
        draw_text(surface, "Where the rulebook leaves a gap, this table plays it this way:", (body.x, y),
                  size=size, color=INK_SOFT, max_width=body.width)
        y += step + 10
        for choice in page.text:
            lines = wrap_text(choice_words(choice), size, body.width - 30)
            if y + step * len(lines) > body.bottom + CHOICES_SLACK:
                self.text_cut = True
                break
            pygame.draw.circle(surface, ACCENT, (body.x + 8, y + step // 2), 5)
            for line in lines:
                draw_text(surface, line, (body.x + 26, y), size=size, color=INK)
                y += step
            self.content_bottom = y
            y += 8

    def _draw_icons(self, surface: pygame.Surface, icons: tuple[tuple[str, str], ...], area: pygame.Rect,
                    px: int = ICON_PX) -> int:
        """Each icon on a mat with its caption (up to 3 lines) under it, in rows centred in ``area``:
        at most :data:`ICONS_PER_ROW` a row, so captions stay readable. Returns the bottom (px) of
        the last caption."""
        if len(icons) > 2 * (ICONS_PER_ROW - 1):   # many pieces (the card shapes): 4 a row
            px = MANY_ICON_PX
        per_row = ICONS_PER_ROW if px <= MANY_ICON_PX else ICONS_PER_ROW - 1
        rows = [icons[i:i + per_row] for i in range(0, len(icons), per_row)]
        if len(rows) > 1:   # balance the rows: 5 icons are 3 + 2, not 4 + 1
            per_row = -(-len(icons) // len(rows))
            rows = [icons[i:i + per_row] for i in range(0, len(icons), per_row)]
        top = area.y
        for row in rows:
            lines = self._draw_icon_row(surface, row, pygame.Rect(area.x, top, area.width, area.height), px)
            top += px + 16 + 6 + lines * 20 + 14
        return top - 14

    def _draw_icon_row(self, surface: pygame.Surface, icons: tuple[tuple[str, str], ...], area: pygame.Rect,
                       px: int) -> int:
        """One row of icons centred in ``area``; returns the most caption lines under one icon."""
        art = self.app.art
        most = 1
        slot = min(px + 110, area.width // max(1, len(icons)))
        px = min(px, slot - 24)
        x0 = area.centerx - slot * len(icons) // 2
        for i, (sprite, caption) in enumerate(icons):
            centre_x = x0 + slot * i + slot // 2
            disc = pygame.Rect(0, 0, px + 16, px + 16)
            disc.midtop = (centre_x, area.y)
            image = None
            if art is not None:
                try:
                    image = piece_picture(sprite, art, px, max_width=slot - 20)
                except (ValueError, KeyError, IndexError, StopIteration, pygame.error, OSError):
                    image = None
            if image is not None and sprite.partition(":")[0] in CARD_PIECES:   # a card: a rounded mat
                mat = image.get_rect(center=disc.center).inflate(14, 14)
                pygame.draw.rect(surface, (228, 212, 178), mat, border_radius=12)
            else:
                pygame.draw.ellipse(surface, (228, 212, 178), disc)
            if image is not None:
                surface.blit(image, image.get_rect(center=disc.center))
            lines = wrap_text(caption, 17, slot - 12, bold=True)[:3]
            most = max(most, len(lines))
            for j, line in enumerate(lines):
                draw_text(surface, line, (centre_x, disc.bottom + 6 + j * 20), size=17, bold=True,
                          color=INK_SOFT, anchor="midtop")
        return most

    def _draw_dots(self, surface: pygame.Surface, centre: tuple[int, int]) -> None:
        count = len(self.pages)
        gap = min(26, 520 // max(1, count))
        x0 = centre[0] - gap * (count - 1) // 2
        for i in range(count):
            colour = ACCENT if i == self.page else (WOOD if i < self.page else (214, 198, 168))
            pygame.draw.circle(surface, colour, (x0 + i * gap, centre[1] - 10), 7 if i == self.page else 5)
        draw_text(surface, "Left / Right turn pages  -  Esc closes", (centre[0], centre[1] + 6), size=15,
                  color=INK_SOFT, anchor="midtop")

    # -- the picture -----------------------------------------------------------------------------
    def _has_rooms(self, page: ReferencePage) -> bool:
        """Whether the page's layout picture holds at least one enclosure (cached)."""
        cache = self.__dict__.setdefault("_rooms_cache", {})
        key = tuple(page.layout or ())
        if key not in cache:
            cache[key] = bool(layout_rooms(key)) if key else False
        return cache[key]

    def _picture(self, page: ReferencePage) -> Optional[pygame.Surface]:
        key = self.page
        if key not in self._picture_cache:
            try:
                if len(page.layout) == 1 and page.layout[0].startswith("table:"):  # drawn by the game's table
                    self._picture_cache[key] = table_picture(page.layout[0], self.app.art, PICTURE_BOX)
                else:
                    self._picture_cache[key] = layout_picture(page.layout, self.app.art)
            except Exception:  # a picture must never break the reference
                self._picture_cache[key] = None
        return self._picture_cache[key]


def page_body(paper: pygame.Rect) -> pygame.Rect:
    """Where a page's words and pictures go on the card's ``paper`` (logical pixels)."""
    return pygame.Rect(paper.x + 34, paper.y + 82, paper.width - 68, paper.height - 190)


def split_choices(pages: tuple[ReferencePage, ...]) -> tuple[ReferencePage, ...]:
    """``pages`` with a "Choices we made" page too long for one card split into as many pages as
    it needs ("Choices we made (1/2)", ...), each choice whole on one page."""
    out: list[ReferencePage] = []
    body = page_body(pygame.Rect(CARD.x + 20, CARD.y + 56, CARD.width - 40, CARD.height - 76))
    step = font(CHOICE_SIZE).get_linesize() + 1
    room = body.height + CHOICES_SLACK - (step + 10)   # below the "Where the rulebook..." line
    for page in pages:
        if page.kind != "choices":
            out.append(page)
            continue
        chunks: list[list[str]] = [[]]
        used = 0
        for choice in page.text:
            height = step * len(wrap_text(choice_words(choice), CHOICE_SIZE, body.width - 30))
            if chunks[-1] and used + height > room:
                chunks.append([])
                used = 0
            chunks[-1].append(choice)
            used += height + 8
        for i, chunk in enumerate(chunks):
            title = page.title if len(chunks) == 1 else f"{page.title} ({i + 1}/{len(chunks)})"
            out.append(dataclasses.replace(page, title=title, text=tuple(chunk)))
    return tuple(out)


def choice_words(choice: str) -> str:
    """A "Choices we made" line as players read it: without the ``[rules.yaml: name = value]`` tag
    that :func:`fort_desktop.data.load_reference` appends (the data keeps the link, players get
    words); ``{value}`` in the text becomes the setting's current value."""
    text, _, tag = choice.partition(" [rules.yaml:")
    value = tag.rstrip("]").partition(" = ")[2]
    return text.replace("{value}", value) if value else text


#: Icon names the overlay draws itself (the rest are sprite names): ``die:<body>:<face>`` a die
#: (body white, black, cousin or jerk; face a colour, block or wild), ``kid:<kind>`` or
#: ``kid:<kind>:down`` a Kid Card, ``base:<hits>`` a Base board with that many Hit Tokens,
#: ``card:<colour>:<shape>`` a Fort Card of that shape (``data/fortify/fort_cards.yaml``);
#: ``table:<game>:<name>`` a picture the game's own table code draws (:func:`table_picture`).
PIECE_KINDS = ("die", "kid", "base", "card", "table")
CARD_PIECES = ("kid", "base", "card", "table")   # drawn on a rounded mat, not a round one


def table_picture(name: str, art: Any, box: tuple[int, int]) -> pygame.Surface:
    """``table:<game>:<what>``: the picture ``fort_desktop.table.<game>.pictures.picture(what, art,
    box)`` draws with the game's real table code, at most ``box`` (w, h) logical pixels. Raises
    ValueError for a name of another shape, ImportError / KeyError for an unknown game or picture."""
    import importlib

    kind, game, what = (name.split(":", 2) + ["", ""])[:3]
    if kind != "table" or not game.isidentifier() or not what:
        raise ValueError(f"not a table picture: {name!r}")
    module = importlib.import_module(f"fort_desktop.table.{game}.pictures")
    return module.picture(what, art, box)


def piece_picture(name: str, art: Any, px: int, max_width: int | None = None) -> pygame.Surface:
    """The picture of icon ``name`` (see :data:`PIECE_KINDS`), ``px`` logical pixels tall (a Base
    is wider, up to ``max_width``). Raises ValueError / KeyError / StopIteration for an unknown
    piece, colour or shape."""
    kind, _, rest = name.partition(":")
    if kind not in PIECE_KINDS or not rest:
        return art.image(name, px)
    parts = rest.split(":")
    if kind == "table":
        return table_picture(name, art, (max_width or px * 2, px))
    if kind == "die":
        body, face = parts
        return art.die_face(face, px, body)
    if kind == "kid":
        return _kid_picture(art, parts[0], px, face_up=parts[1:] != ["down"])
    if kind == "base":
        return _base_picture(art, int(parts[0]), px * 3 // 4, min(px * 2, max_width or px * 2))
    colour, shape = parts
    from ...rules.fortify.data import load_fortify

    spec = next(c for c in load_fortify().fort_cards if c.colour == colour and c.shape == shape)
    rows = tuple(r.replace("#", colour[0].upper()).replace(".", ",") for r in spec.rows)
    return layout_picture(rows, art, (px, px), lit=False)


def _kid_picture(art: Any, kind: str, px: int, face_up: bool = True) -> pygame.Surface:
    """A Kid Card (2 x 3 for a Thrower, else 2 x 2) face up with its badge, or face down."""
    w = px * 2 // 3 if kind == "thrower" else px
    rect = pygame.Rect(0, 0, w, px)
    surface = pygame.Surface(rect.size, pygame.SRCALPHA)
    if face_up:
        pygame.draw.rect(surface, CREAM, rect, border_radius=6)
        badge = art.kid_icon(kind, w - 6)
        surface.blit(badge, badge.get_rect(center=rect.center))
    else:
        surface.blit(art.card_back("kid", rect.size), (0, 0))
    pygame.draw.rect(surface, GOLD if face_up else (90, 60, 110), rect, width=3, border_radius=6)
    return surface


def _base_picture(art: Any, hits: int, height: int, width: int) -> pygame.Surface:
    """A Base board (Captain, Target, 3 Buckets) with ``hits`` Hit Tokens in the left-most Buckets."""
    rect = pygame.Rect(0, 0, width, height)
    surface = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(surface, WOOD_LIGHT, rect, border_radius=6)
    pygame.draw.rect(surface, WOOD_DARK, rect, width=2, border_radius=6)
    _draw_board(surface, rect.inflate(-6, -6), art, hits, captain=False)
    return surface


def _draw_board(surface: pygame.Surface, board: pygame.Rect, art: Any, hits: int = 0,
                captain: bool = True) -> None:
    """The Base board's pieces in ``board`` as the table draws them: Captain (unless not
    ``captain``), Target, 3 Buckets with ``hits`` Hit Tokens in the left-most."""
    size = min(board.h, board.w // 3)
    if captain:
        face = art.base_piece("captain", max(4, min(board.h, board.w // 4)))
        surface.blit(face, face.get_rect(midleft=(board.x, board.centery)))
        target_rect = pygame.Rect(0, 0, size, size)
        target_rect.center = (board.x + board.w * 9 // 20, board.centery)
    else:
        target_rect = pygame.Rect(board.x, board.centery - size // 2, size, size)
    target = art.base_piece("target", size)
    surface.blit(target, target_rect)
    left = target_rect.right + 2
    bucket = max(4, min(board.h // 2 + 2 if captain else board.h - 4, (board.right - left) // 3 - 1))
    for i in range(3):
        pos = (left + i * (bucket + 1), board.centery - bucket // 2)
        surface.blit(art.base_piece("bucket", bucket), pos)
        if i < hits:
            surface.blit(art.base_piece("hit_token", bucket - 2), (pos[0] + 1, pos[1] + 1))


def layout_rooms(layout: tuple[str, ...]) -> list[Any]:
    """The enclosures of a layout picture (Fortify's Kid sizes), or [] if they cannot be found."""
    try:
        from ...rules.fortify.data import load_fortify
        from ...grid import BoxGrid

        return list(BoxGrid.from_layout("\n".join(layout), kid_sizes=load_fortify().kid_sizes).enclosures())
    except Exception:
        return []


def layout_picture(layout: tuple[str, ...], art: Any, box: tuple[int, int] = PICTURE_BOX,
                   lit: bool = True) -> pygame.Surface:
    """A layout drawn like the table: felt, box tiles with their colour's symbol (``art.box_tile``),
    Base (board with Captain, Target and Buckets), card floor and Kids; with ``lit`` the rooms it
    encloses are lit green. Fits in ``box`` (logical pixels)."""
    rows, cols = len(layout), len(layout[0])
    cell = max(6, min(MAX_CELL_PX, box[0] // cols, box[1] // rows))
    surface = pygame.Surface((cols * cell, rows * cell), pygame.SRCALPHA)
    surface.fill(FELT)
    for x in range(0, cols * cell, cell):
        pygame.draw.line(surface, FELT_DARK, (x, 0), (x, rows * cell))
    for y in range(0, rows * cell, cell):
        pygame.draw.line(surface, FELT_DARK, (0, y), (cols * cell, y))
    colours = {name[0].upper(): name for name in (getattr(art, "colours", None) or {})}
    fallback = {"B": (58, 110, 214), "G": (62, 160, 86), "Y": (232, 190, 48), "R": (210, 62, 58)}
    rooms = layout_rooms(layout) if lit else []
    light = pygame.Surface((cell, cell), pygame.SRCALPHA)
    light.fill(ROOM_LIGHT)
    for y, row in enumerate(layout):
        for x, ch in enumerate(row):
            rect = pygame.Rect(x * cell, y * cell, cell, cell)
            if ch in FLAT_CELLS:
                if FLAT_CELLS[ch] is not None:
                    pygame.draw.rect(surface, FLAT_CELLS[ch], rect)
            elif ch in colours and art is not None:
                surface.blit(art.box_tile(colours[ch], cell), rect)
            else:
                pygame.draw.rect(surface, fallback.get(ch, (200, 200, 200)), rect.inflate(-1, -1), border_radius=2)
    if art is not None:
        for rect in _blocks(layout, "b"):
            board = pygame.Rect(rect.x * cell, rect.y * cell, rect.w * cell, rect.h * cell)
            try:
                _draw_board(surface, board.inflate(-4, -4), art)
            except (ValueError, pygame.error, OSError):
                pass
    for room in rooms:
        for (x, y) in room.cells:
            surface.blit(light, (x * cell, y * cell))
    _draw_kids(surface, layout, cell, art)
    for room in rooms:
        for (x, y) in room.cells:
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                if (x + dx, y + dy) not in room.cells:
                    a = (x * cell + (cell if dx == 1 else 0), y * cell + (cell if dy == 1 else 0))
                    b = (a[0] + (0 if dx else cell), a[1] + (0 if dy else cell))
                    pygame.draw.line(surface, ROOM_EDGE, a, b, 2)
    return surface


def _blocks(layout: tuple[str, ...], ch: str) -> list[pygame.Rect]:
    """The bounding rects (cells) of each 4-connected block of ``ch`` cells in ``layout``."""
    seen: set[tuple[int, int]] = set()
    rects = []
    for y, row in enumerate(layout):
        for x, c in enumerate(row):
            if c != ch or (x, y) in seen:
                continue
            block, todo = set(), [(x, y)]
            while todo:
                cx, cy = todo.pop()
                if (cx, cy) in block or not (0 <= cy < len(layout) and 0 <= cx < len(row)):
                    continue
                if layout[cy][cx] != ch:
                    continue
                block.add((cx, cy))
                todo += [(cx + 1, cy), (cx - 1, cy), (cx, cy + 1), (cx, cy - 1)]
            seen |= block
            xs, ys = [c[0] for c in block], [c[1] for c in block]
            rects.append(pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1))
    return rects


def _draw_kids(surface: pygame.Surface, layout: tuple[str, ...], cell: int, art: Any) -> None:
    """Each block of face-up Kid cells (``k``) as one card with a Kid badge (a Builder for 2 x 2,
    a Thrower for 2 x 3); each block of face-down Kid cells (``d``) as a card back."""
    for block in _blocks(layout, "d"):
        rect = pygame.Rect(block.x * cell, block.y * cell, block.w * cell, block.h * cell)
        if art is not None:
            try:
                surface.blit(art.card_back("kid", rect.size), rect)
            except (ValueError, pygame.error, OSError):
                pass
        pygame.draw.rect(surface, (90, 60, 110), rect, width=2, border_radius=4)
    for block in _blocks(layout, "k"):
        rect = pygame.Rect(block.x * cell, block.y * cell, block.w * cell, block.h * cell)
        pygame.draw.rect(surface, CREAM, rect, border_radius=4)
        pygame.draw.rect(surface, GOLD, rect, width=2, border_radius=4)
        if art is not None:
            kind = "thrower" if sorted((rect.width, rect.height)) == sorted((2 * cell, 3 * cell)) else "builder"
            try:
                badge = art.kid_icon(kind, max(8, min(rect.width, rect.height) - 6))
                surface.blit(badge, badge.get_rect(center=rect.center))
            except (ValueError, pygame.error, OSError):
                pass


__all__ = ["RulesReference", "pages_for", "layout_picture", "layout_rooms", "piece_picture", "choice_words",
           "split_choices"]
