"""Surfaces of single Fortify pieces (Fort Cards, Kid Cards, dice), drawn once and cached.

Every size is in logical pixels; ``cell_px`` is one cell. A Fort Card is drawn from its printed
rows turned ``turns`` clockwise quarter turns *on screen* (its placement's ``rot`` plus 2 for the
far player's area), with each box upright so its colour symbol always reads the right way up
(TABLE.md: colour never alone). Callers must not draw on a returned surface (it is shared).
"""
from __future__ import annotations

from typing import Any

import pygame

from ..kit.dice_look import landed

PAPER_FLOOR = (236, 224, 196)
PAPER_EDGE = (150, 126, 92)
JUNK = (122, 98, 70)
JUNK_DARK = (74, 58, 40)
DOWN_MARK = (200, 60, 50)


def turn_rows(rows: tuple[str, ...], turns: int) -> tuple[str, ...]:
    """``rows`` (strings, row 0 first) turned ``turns`` clockwise quarter turns."""
    out = tuple(rows)
    for _ in range(turns % 4):
        h, w = len(out), len(out[0])
        out = tuple("".join(out[h - 1 - x][y] for x in range(h)) for y in range(w))
    return out


def body_of(die_id: str) -> str:
    """The die body art name for a die id (``black3`` -> ``black``, ``cousin``, ``jerk``)."""
    for body in ("black", "white", "cousin", "jerk"):
        if die_id.startswith(body):
            return body
    return "white"


class Pieces:
    """Cached piece surfaces built from ``art`` (``fort_desktop.table.art.Art``) and the rules data."""

    def __init__(self, art: Any, rules: Any):
        self.art, self.rules = art, rules
        self._cache: dict[tuple, pygame.Surface] = {}

    def card(self, card_id: int, turns: int, cell_px: int) -> pygame.Surface:
        """Fort Card ``card_id`` turned ``turns`` on screen: floor, lawn junk and symbol boxes."""
        key = ("card", card_id, turns % 4, cell_px)
        surf = self._cache.get(key)
        if surf is None:
            spec = self.rules.card_spec(card_id)
            surf = self._draw_card(turn_rows(spec.rows, turns), spec.colour, cell_px)
            self._cache[key] = surf
        return surf

    def _draw_card(self, rows: tuple[str, ...], colour: str, c: int) -> pygame.Surface:
        h, w = len(rows), len(rows[0])
        surf = pygame.Surface((w * c, h * c), pygame.SRCALPHA)
        rect = surf.get_rect()
        pygame.draw.rect(surf, PAPER_FLOOR, rect, border_radius=max(2, c // 4))
        tint = self.art.colour_rgb(colour)
        wash = pygame.Surface(rect.size, pygame.SRCALPHA)
        wash.fill((*tint, 34))
        surf.blit(wash, (0, 0))
        pygame.draw.rect(surf, PAPER_EDGE, rect, 1, border_radius=max(2, c // 4))
        box = self.art.box_tile(colour, c)
        for y, row in enumerate(rows):
            for x, ch in enumerate(row):
                if ch == "#":
                    surf.blit(box, (x * c, y * c))
                elif ch == "j":
                    centre = (x * c + c // 2, y * c + c // 2)
                    pygame.draw.circle(surf, JUNK, centre, max(2, c * 3 // 8))
                    pygame.draw.circle(surf, JUNK_DARK, centre, max(2, c * 3 // 8), 1)
                    pygame.draw.line(surf, JUNK_DARK, (centre[0] - c // 5, centre[1]),
                                     (centre[0] + c // 5, centre[1] - c // 6), 1)
        return surf

    def card_back(self, size: tuple[int, int]) -> pygame.Surface:
        return self.art.card_back("fort", size)

    def kid(self, kid_id: int, size: tuple[int, int], face_up: bool) -> pygame.Surface:
        """Kid Card ``kid_id`` of ``size`` px: a tinted card with its kind badge and colour symbol;
        face down it shows the Kid card back with a red HIT corner (no colour: fortify.md 6)."""
        key = ("kid", kid_id if face_up else -1, size, face_up)
        surf = self._cache.get(key)
        if surf is None:
            spec = self.rules.kid_spec(kid_id)
            surf = self.kid_face(spec.kind, spec.colour, size) if face_up else self._kid_down(size)
            self._cache[key] = surf
        return surf

    def kid_face(self, kind: str, colour: str, size: tuple[int, int]) -> pygame.Surface:
        key = ("kidface", kind, colour, size)
        surf = self._cache.get(key)
        if surf is not None:
            return surf
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        rgb = self.art.colour_rgb(colour)
        light = tuple(min(255, v + (255 - v) * 3 // 5) for v in rgb)
        radius = max(3, min(w, h) // 6)
        pygame.draw.rect(surf, light, surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, rgb, surf.get_rect(), max(2, min(w, h) // 12), border_radius=radius)
        badge = max(8, min(w, h) * 62 // 100)
        icon = self.art.kid_icon(kind, badge)
        surf.blit(icon, icon.get_rect(center=(w // 2, h // 2 - (h - w) // 4 if h > w else h // 2)))
        sym_px = max(8, min(w, h) * 40 // 100)
        sym = self.art.symbol(colour, sym_px)
        surf.blit(sym, (w - sym_px - 1, h - sym_px - 1))
        self._cache[key] = surf
        return surf

    def _kid_down(self, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        surf = self.art.card_back("kid", size).copy()
        shade = pygame.Surface(size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 60))
        surf.blit(shade, (0, 0))
        pygame.draw.rect(surf, DOWN_MARK, surf.get_rect(), 2, border_radius=3)
        pygame.draw.line(surf, DOWN_MARK, (3, 3), (w - 4, h - 4), 2)
        return surf

    def placed_die(self, die_id: str, face: str | None, px: int) -> pygame.Surface:
        """A die of ``px`` px lying on a target, drawn to read on any card (the kit's
        :func:`~..kit.dice_look.landed`: shadow and outline; ``dice_look.MARGIN`` px larger each side)."""
        key = ("placed", die_id, face, px)
        surf = self._cache.get(key)
        if surf is None:
            surf = self._cache[key] = landed(self.die(die_id, face, px))
        return surf

    def die(self, die_id: str, face: str | None, px: int) -> pygame.Surface:
        """A die of ``px`` px showing ``face`` (None: not rolled yet, a blank die with a "?")."""
        body = body_of(die_id)
        if face is not None:
            return self.art.die_face(face, px, body)
        key = ("blank", body, px)
        surf = self._cache.get(key)
        if surf is None:
            surf = self.art.image(f"fortify/die_{body}", px).copy()
            text = self.art.font(max(8, px * 3 // 5), True).render(
                "?", True, (240, 240, 240) if body == "black" else (60, 60, 60))
            surf.blit(text, text.get_rect(center=(px // 2, px // 2)))
            self._cache[key] = surf
        return surf
