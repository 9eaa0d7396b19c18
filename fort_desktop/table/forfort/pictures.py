"""Forfort's pictures, made from the sprites of ``sprites/forfort/`` (written by :mod:`.sprite_maker`)
through the kit's loader, cached: a Wall on its slot (the wall turned as the slot lies, so the built
Walls draw the fort's ring), a hand card and its enlargement (wall, symbols with their names, guard,
drawbridge), Camps, Armies (army and skull side), the keep and the drawbridge token.

Sizes are screen pixels; ``turns`` are clockwise quarter turns on screen. Every returned surface is
shared through the cache: blit it, never draw on it.
"""
from __future__ import annotations

from typing import Any

import pygame

from ...record import Record
from ..widgets import draw_text, line_step, pictures_text, text_px, text_size
from .card_words import card_faces, largest_px, least_px

INK = (25, 25, 25)
PAPER = (247, 241, 226)
IRON = (61, 68, 80)
SHIELD_RIM = (236, 232, 214)      # a Protected Wall's shield: its rim and boss
GROUP = "forfort"
#: A slot's offset from the keep -> clockwise quarter turns of the wall sprite (drawn for NW / N).
SLOT_TURNS = {(-1, -1): 0, (1, -1): 1, (1, 1): 2, (-1, 1): 3, (0, -1): 0, (1, 0): 1, (0, 1): 2, (-1, 0): 3}


def tint(colour: tuple[int, int, int], k: float) -> tuple[int, int, int]:
    """``colour`` mixed toward white by ``k`` (0: as is, 1: white)."""
    return tuple(round(c + (255 - c) * k) for c in colour)  # type: ignore[return-value]


class Pictures:
    """Card and piece surfaces for ``rules`` (the Forfort rules object) from ``art`` (the App's art
    loader, :class:`~fort_desktop.table.kit.art.ArtLoader`)."""

    def __init__(self, rules: Any, art: Any):
        self.rules = rules
        self.art = art
        self._cache: dict[tuple, pygame.Surface] = {}

    def sprite(self, name: str, size: int) -> pygame.Surface:
        """Sprite ``sprites/forfort/<name>`` at ``size`` x ``size`` px."""
        return self.art.image(f"{GROUP}/{name}", (size, size))

    def _cached(self, key: tuple, make) -> pygame.Surface:
        surf = self._cache.get(key)
        if surf is None:
            surf = make()
            if pygame.display.get_surface() is not None:
                surf = surf.convert_alpha()      # the display's format: blits several times faster
            self._cache[key] = surf
        return surf

    # ------------------------------------------------------------------ on the fort
    def slot_card(self, card: str, colour: tuple[int, int, int], size: int, turns: int) -> pygame.Surface:
        """``card`` lying on a slot, ``size`` px square: the owner's colour, the wall turned by
        ``turns``, its symbols as badges in the middle, the drawbridge icon in a corner."""
        wall = self.rules.wall(card)
        return self._cached(("slot", wall.id, colour, size, turns % 4), lambda: self._slot_card(wall, colour, size, turns))

    def _slot_card(self, wall: Any, colour, size: int, turns: int) -> pygame.Surface:
        image = pygame.Surface((size, size), pygame.SRCALPHA)
        rect = image.get_rect()
        pygame.draw.rect(image, tint(colour, 0.55), rect, border_radius=6)
        pygame.draw.rect(image, colour, rect, 4 if wall.guard == "protected" else 3, border_radius=6)
        name = f"wall_{wall.shape}" + ("_protected" if wall.guard == "protected" else "")
        art = pygame.transform.rotate(self.sprite(name, size - 4), -90 * (turns % 4))
        image.blit(art, art.get_rect(center=rect.center))
        badge = round(size * (0.52 if len(wall.symbols) == 1 else 0.45))
        for i, symbol in enumerate(wall.symbols):
            offset = 0 if len(wall.symbols) == 1 else (i - 0.5) * badge * 0.95
            image.blit(self.sprite(f"symbol_{symbol}", badge),
                       (round(rect.centerx + offset - badge / 2), round(rect.centery - badge / 2)))
        if wall.drawbridge:
            icon = round(size * 0.34)
            image.blit(self.sprite("drawbridge", icon), (rect.right - icon - 1, rect.bottom - icon - 1))
        if wall.guard == "protected":
            draw_shield(image, pygame.Rect(3, 3, round(size * 0.32), round(size * 0.38)))
        return image

    def camp(self, colour: tuple[int, int, int], size: int) -> pygame.Surface:
        """A Camp of ``colour``'s owner on a slot, ``size`` px square."""
        def make():
            image = pygame.Surface((size, size), pygame.SRCALPHA)
            pygame.draw.rect(image, tint(colour, 0.75), image.get_rect(), border_radius=6)
            pygame.draw.rect(image, colour, image.get_rect(), 3, border_radius=6)
            art = self.sprite("camp", size - 10)
            image.blit(art, art.get_rect(center=image.get_rect().center))
            return image
        return self._cached(("camp", colour, size), make)

    def army(self, colour: tuple[int, int, int], size: int, skull: bool = False) -> pygame.Surface:
        """An Army token ringed in its owner's ``colour`` (``skull``: its defeated side)."""
        def make():
            image = pygame.Surface((size, size), pygame.SRCALPHA)
            c = size // 2
            pygame.draw.circle(image, colour, (c, c), c)
            art = self.sprite("army_skull" if skull else "army", size - max(4, size // 6))
            image.blit(art, art.get_rect(center=(c, c)))
            return image
        return self._cached(("army", colour, size, skull), make)

    def keep(self, colour: tuple[int, int, int], size: int) -> pygame.Surface:
        """A keep (round tower from above) on a square of its owner's ``colour``."""
        def make():
            image = pygame.Surface((size, size), pygame.SRCALPHA)
            pygame.draw.rect(image, colour, image.get_rect(), border_radius=8)
            art = self.sprite("keep", size - 4)
            image.blit(art, art.get_rect(center=image.get_rect().center))
            return image
        return self._cached(("keep", colour, size), make)

    # ------------------------------------------------------------------ in the hand
    def hand_card(self, card: str, colour: tuple[int, int, int], size: tuple[int, int],
                  clear_right: int = 0) -> pygame.Surface:
        """``card`` as held in the hand (``size`` px, e.g. 92 x 128; bigger for the enlargement):
        its name, the wall, each symbol with its name, the drawbridge. Every word fits the card at
        the text size in force (:mod:`.card_words`); the symbols' names keep ``clear_right`` px
        clear of the card's right edge (the part the next fanned card covers)."""
        wall = self.rules.wall(card)
        grow = text_px(100)                     # the text-size setting: px drawn per 100 px asked
        key = ("hand", wall.id, colour, size, clear_right, grow, text_px(1))
        return self._cached(key, lambda: self._hand_card(wall, colour, size, clear_right, grow / 100))

    def _hand_card(self, wall: Any, colour, size: tuple[int, int], clear_right: int, grow: float) -> pygame.Surface:
        w, h = size
        k = w / 112
        image = pygame.Surface(size, pygame.SRCALPHA)
        rect = image.get_rect()
        protected = wall.guard == "protected"
        edge = max(3, round(6 * k))
        pygame.draw.rect(image, PAPER, rect, border_radius=round(9 * k))
        pygame.draw.rect(image, colour, rect, edge, border_radius=round(9 * k))
        with pictures_text():
            face = card_face(self.rules, wall, size, clear_right, grow)
            if face.title:
                draw_text(image, face.title[0], face.title[2], size=face.title[1], color=INK, bold=True,
                          anchor="midtop")
            art = face.art
            pygame.draw.rect(image, tint(colour, 0.55), art, border_radius=4)
            name = f"wall_{wall.shape}" + ("_protected" if protected else "")
            image.blit(self.sprite(name, art.width), art)
            if face.band is not None:
                band, words, px = face.band
                pygame.draw.rect(image, IRON, band, border_radius=3)
                if words:
                    draw_text(image, words, band.center, size=px, color=PAPER, bold=True, anchor="center")
            if wall.drawbridge:
                icon = min(round(30 * k), art.width // 2)
                image.blit(self.sprite("drawbridge", icon), (min(art.right - icon // 2, w - edge - icon),
                                                             max(edge, art.y - round(6 * k))))
            for symbol, badge, lines, px, row in face.rows:
                image.blit(self.sprite(f"symbol_{symbol}", badge), (row.x, row.centery - badge // 2))
                step = line_step(px, True)
                y = row.centery - step * len(lines) // 2
                for line in lines:
                    draw_text(image, line, (row.x + badge + round(4 * k), y + step // 2), size=px, color=INK,
                              bold=True, anchor="midleft")
                    y += step
        return image


def draw_shield(image: pygame.Surface, box: pygame.Rect) -> None:
    """A Protected Wall's mark on the fort: an iron shield with a light rim and boss in ``box``
    (px of ``image``), so a Protected Wall never looks like a plain one."""
    x, y, w, h = box
    points = [(x, y), (x + w, y), (x + w, y + h * 0.55), (x + w / 2, y + h), (x, y + h * 0.55)]
    pygame.draw.polygon(image, IRON, points)
    pygame.draw.polygon(image, SHIELD_RIM, points, max(2, w // 9))
    pygame.draw.circle(image, SHIELD_RIM, (round(x + w / 2), round(y + h * 0.42)), max(2, w // 6))


class CardFace(Record):
    """Where a hand card's words and pieces lie (px in the card): ``title`` (words, px, midtop) or
    None, ``art`` (the wall's picture), ``band`` (the Protected band, its words and px) or None,
    ``rows`` [(symbol, badge px, name lines, px, row rect)]."""

    __slots__ = ("title", "art", "band", "rows")

    def __init__(self, title: tuple[str, int, tuple[int, int]] | None, art: pygame.Rect,
                 band: tuple[pygame.Rect, str, int] | None,
                 rows: tuple[tuple[str, int, tuple[str, ...], int, pygame.Rect], ...]):
        self.title = title
        self.art = art
        self.band = band
        self.rows = rows


NameRows = tuple[int, int, int, list[tuple[tuple[str, ...], int]], int, list[int], int]


def card_face(rules: Any, wall: Any, size: tuple[int, int], clear_right: int, grow: float) -> CardFace:
    """The face of ``wall``'s hand card of ``size`` px at text ``grow`` times the card's own sizes:
    each word at the largest size that fits (never under the least size), a symbol's name on one
    line, else on two, else shorter (:mod:`.card_words`); the wall's picture as big as the words
    leave room for (the title smaller before a name gets shorter). Measures inside
    :func:`~fort_desktop.table.widgets.pictures_text`."""
    w, h = size
    k = w / 112
    edge = max(3, round(6 * k))
    inner = w - 2 * edge - 2
    faces = card_faces()
    title_words = wall.shape.capitalize()
    top = max(edge, round(6 * k))
    title_sizes = [largest_px((title_words,), round(16 * k * grow), inner), largest_px((title_words,), 1, inner)]
    found: tuple[int | None, NameRows] | None = None
    for title_px in dict.fromkeys(title_sizes):
        art_top = top + (line_step(title_px, True) if title_px is not None else 0) + round(2 * k)
        rows_found = name_rows(rules, wall, size, clear_right, grow, art_top)
        if found is None or (rows_found[0] == 0 and rows_found[1] < 2 and not (found[1][0] == 0 and found[1][1] < 2)):
            found = (title_px, rows_found)
    assert found is not None
    title_px, (_, _, badge, chosen, px, heights, art_px) = found
    title = None if title_px is None else (title_words, title_px, (w // 2, top))
    art_top = top + (line_step(title_px, True) if title_px is not None else 0) + round(2 * k)
    gap = max(1, round(3 * k))
    art_px = max(8, art_px)
    art = pygame.Rect(w // 2 - art_px // 2, art_top, art_px, art_px)
    rows: list[tuple[str, int, tuple[str, ...], int, pygame.Rect]] = []
    y = art.bottom + gap
    row_x = edge + 1
    for symbol, (lines, _), height in zip(wall.symbols, chosen, heights):
        rows.append((symbol, badge, lines, px, pygame.Rect(row_x, y, w - row_x - edge, height)))
        y += height + gap
    band = None
    if wall.guard == "protected":
        words, band_px = "", least_px()
        for word in faces.protected:
            found = largest_px((word,), round(10 * k * grow), w - 2 * edge - 8)
            if found is not None:
                words, band_px = word, found
                break
        text_w, text_h = text_size(words, band_px, True) if words else (0, 0)
        band_w = min(w - 2 * edge, max(art.width + 8, text_w + 8))
        band_h = min(art.height, max(round(15 * k), text_h))
        band = (pygame.Rect(w // 2 - band_w // 2, art.bottom - band_h, band_w, band_h), words, band_px)
    return CardFace(title=title, art=art, band=band, rows=tuple(rows))


def name_rows(rules: Any, wall: Any, size: tuple[int, int], clear_right: int, grow: float, art_top: int) -> NameRows:
    """How ``wall``'s symbols are named under its picture (which starts ``art_top`` px down):
    (rank, level, badge px, [(lines, px)] a symbol, the names' px, each row's height, the picture's
    px); rank 0: every name fits and the picture keeps a third of the card's width, 1: every name
    fits, 2: one does not; level 0: in full on one line, 1: on two lines, 2: a shorter name."""
    w, h = size
    k = w / 112
    edge = max(3, round(6 * k))
    faces = card_faces()
    row_x = edge + 1
    wanted = round(14 * k * grow)
    gap = max(1, round(3 * k))
    names = [rules.ctx.data.symbols[symbol].en for symbol in wall.symbols]
    largest_art, least_art = round(w * 0.6), round(w * 0.33)
    best: NameRows | None = None
    # clear of the next card first, then (only when a name fits no way there) over the whole card;
    # the badge smaller only when a name needs it, then the names smaller (the least size) when the
    # picture needs it; the names: in full on one line, on two, shorter;
    # the first way where every name fits and the picture keeps its size, else the first that fits
    for clear in ([clear_right, 0] if clear_right > 0 else [0]):
        badges = sorted({round((30 if len(wall.symbols) == 1 else 24) * k), round(20 * k)}, reverse=True)
        for level, badge, cap in [(level, badge, cap) for level in (0, 1, 2) for badge in badges
                                  for cap in dict.fromkeys((wanted, least_px()))]:
            room = w - edge - 1 - clear - (row_x + badge + round(4 * k))
            chosen = []
            for symbol, name in zip(wall.symbols, names):
                chosen.append(next(((lines, found) for lines in faces.name_choices(symbol, name, level)
                                    for found in [largest_px(lines, cap, room)] if found is not None),
                                   ((), cap)))
            px = min(p for _, p in chosen)
            heights = [max(badge, len(lines) * line_step(px, True)) for lines, _ in chosen]
            block = sum(heights) + gap * (len(heights) - 1)
            art_px = min(largest_art, h - edge - gap - block - gap - art_top)
            fits_all = all(lines for lines, _ in chosen)
            rank = 0 if fits_all and art_px >= least_art else 1 if fits_all else 2
            if best is None or rank < best[0]:
                best = (rank, level, badge, chosen, px, heights, art_px)
            if rank == 0:
                break
        if best is not None and best[0] <= 1:
            break
    assert best is not None
    return best
