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

from ..widgets import draw_text

INK = (25, 25, 25)
PAPER = (247, 241, 226)
IRON = (61, 68, 80)
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
            art = self.sprite("army_skull" if skull else "army", size - max(6, size // 4))
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
    def hand_card(self, card: str, colour: tuple[int, int, int], size: tuple[int, int]) -> pygame.Surface:
        """``card`` as held in the hand (``size`` px, e.g. 92 x 128; bigger for the enlargement):
        its name, the wall, each symbol with its name, the drawbridge."""
        wall = self.rules.wall(card)
        return self._cached(("hand", wall.id, colour, size), lambda: self._hand_card(wall, colour, size))

    def _hand_card(self, wall: Any, colour, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        k = w / 112
        image = pygame.Surface(size, pygame.SRCALPHA)
        rect = image.get_rect()
        protected = wall.guard == "protected"
        pygame.draw.rect(image, PAPER, rect, border_radius=round(9 * k))
        pygame.draw.rect(image, colour, rect, max(3, round(6 * k)), border_radius=round(9 * k))
        draw_text(image, wall.shape.capitalize(), (w // 2, round(8 * k)), size=round(16 * k), color=INK,
                  bold=True, anchor="midtop")
        art_px = round(w * 0.6)
        art = pygame.Rect(w // 2 - art_px // 2, round(30 * k), art_px, art_px)
        pygame.draw.rect(image, tint(colour, 0.55), art, border_radius=4)
        name = f"wall_{wall.shape}" + ("_protected" if protected else "")
        image.blit(self.sprite(name, art_px), art)
        if protected:
            band = pygame.Rect(art.x - 4, art.bottom - round(15 * k), art.width + 8, round(15 * k))
            pygame.draw.rect(image, IRON, band, border_radius=3)
            draw_text(image, "PROTECTED", band.center, size=round(10 * k), color=PAPER, bold=True, anchor="center")
        if wall.drawbridge:
            icon = round(30 * k)
            image.blit(self.sprite("drawbridge", icon), (art.right - icon // 2, art.y - round(6 * k)))
        badge = round((30 if len(wall.symbols) == 1 else 24) * k)
        y = art.bottom + round(5 * k)
        for symbol in wall.symbols:
            image.blit(self.sprite(f"symbol_{symbol}", badge), (round(7 * k), y))
            words = self.rules.ctx.data.symbols[symbol].en
            room = w - round(30 * k) - badge   # clear of the next fanned card's edge
            px = round(14 * k)
            while px > 7 and _text_w(words, px) > room:
                px -= 1
            draw_text(image, words, (round(11 * k) + badge, y + badge // 2), size=px, color=INK, bold=True,
                      anchor="midleft")
            y += badge + round(3 * k)
        return image


def _text_w(text: str, size: int) -> int:
    from ..widgets import font

    return font(size, True).size(text)[0]
