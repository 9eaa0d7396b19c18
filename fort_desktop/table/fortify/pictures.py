"""Fortify's pictures for the "How to play" pages (``data/fortify/reference.yaml``), drawn as the
table draws its pieces; the rules reference reaches them through the registry
(``GameEntry.illustrations`` = :data:`ILLUSTRATIONS`).

A page's ``layout`` is rows of layout characters (fortify.md 1): box colours by initial, and the
flat cells of :data:`FLAT_CELLS`; the rooms the walls close are lit green. An icon name is
``die:<body>:<face>`` a die (body white, black, cousin or jerk; face a colour, block or wild),
``kid:<kind>`` or ``kid:<kind>:down`` a Kid Card, ``base:<hits>`` a Base board with that many Hit
Tokens, ``card:<colour>:<shape>`` a Fort Card of that shape (``data/fortify/fort_cards.yaml``).
Logical pixels throughout.
"""
from __future__ import annotations

from typing import Any

import pygame

from ..kit.art import ArtLoader
from ..widgets import CREAM, FELT, FELT_DARK, GOLD, WOOD_DARK, WOOD_LIGHT
from .art import Art, get_art

PICTURE_BOX = (470, 300)      # the largest picture, logical pixels
MAX_CELL_PX = 30
ROOM_LIGHT = (140, 255, 150, 110)
ROOM_EDGE = (120, 240, 130)
ROOMS_CAPTION = "rooms the walls close are lit green"

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
#: Icon kinds drawn here (see the module's docstring); all but a die lie on a rounded mat.
PIECE_KINDS = ("die", "kid", "base", "card")
CARD_PIECES = ("kid", "base", "card")


class FortifyPictures:
    """Fortify's :class:`~fort_desktop.table.kit.illustrations.Illustrations`: layouts and pieces
    drawn with Fortify's own art catalogue (whatever loader the shell passes)."""

    def picture(self, spec: str, art: ArtLoader, box: tuple[int, int]) -> pygame.Surface:
        """Raises ValueError / KeyError / IndexError / StopIteration for an unknown piece, colour
        or shape, or rows of unequal length."""
        kind = spec.partition(":")[0]
        if kind in PIECE_KINDS:
            return piece_picture(spec, get_art(), box[1], max_width=box[0])
        rows = tuple(spec.split("\n"))
        if len({len(row) for row in rows}) != 1:
            raise ValueError("layout rows must have the same length")
        return layout_picture(rows, get_art(), box)

    def caption(self, spec: str) -> str:
        """:data:`ROOMS_CAPTION` under a layout that holds a room, else ``""``."""
        if spec.partition(":")[0] in PIECE_KINDS:
            return ""
        return ROOMS_CAPTION if layout_rooms(tuple(spec.split("\n"))) else ""

    def on_mat(self, spec: str) -> bool:
        return spec.partition(":")[0] in CARD_PIECES


ILLUSTRATIONS = FortifyPictures()


def piece_picture(name: str, art: Art, px: int, max_width: int | None = None) -> pygame.Surface:
    """The picture of icon ``name`` (see the module's docstring), ``px`` logical pixels tall (a Base
    is wider, up to ``max_width``); any other name is a sprite. Raises ValueError / KeyError /
    StopIteration for an unknown piece, colour or shape."""
    kind, _, rest = name.partition(":")
    if kind not in PIECE_KINDS or not rest:
        return art.image(name, px)
    parts = rest.split(":")
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


def _kid_picture(art: Art, kind: str, px: int, face_up: bool = True) -> pygame.Surface:
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


def _base_picture(art: Art, hits: int, height: int, width: int) -> pygame.Surface:
    """A Base board (Captain, Target, 3 Buckets) with ``hits`` Hit Tokens in the left-most Buckets."""
    rect = pygame.Rect(0, 0, width, height)
    surface = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(surface, WOOD_LIGHT, rect, border_radius=6)
    pygame.draw.rect(surface, WOOD_DARK, rect, width=2, border_radius=6)
    _draw_board(surface, rect.inflate(-6, -6), art, hits, captain=False)
    return surface


def _draw_board(surface: pygame.Surface, board: pygame.Rect, art: Art, hits: int = 0,
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


def layout_picture(layout: tuple[str, ...], art: Art | None, box: tuple[int, int] = PICTURE_BOX,
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
                flat = FLAT_CELLS[ch]
                if flat is not None:
                    pygame.draw.rect(surface, flat, rect)
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


def _draw_kids(surface: pygame.Surface, layout: tuple[str, ...], cell: int, art: Art | None) -> None:
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
