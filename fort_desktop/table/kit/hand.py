"""A fanned hand of cards (the turn-based games): where each card lies, turned a little around a point
below the hand like cards held in a hand, and which card is under the pointer (the topmost).

Pure geometry: positions in logical pixels, angles in degrees (positive: turned anticlockwise on
screen, as ``pygame.transform.rotate`` turns). The scene draws ``pygame.transform.rotate(image,
angle)`` centred at each :class:`FannedCard`'s ``centre``.
"""
from __future__ import annotations

import math
from typing import Optional

import pygame

from ...record import Record


class FannedCard(Record):
    """Card ``index`` of the hand: its centre (px), its angle (degrees) and its outline (4 corners).
    Not changed once made."""

    __slots__ = ("index", "centre", "angle", "corners")
    frozen = True

    def __init__(self, index: int, centre: tuple[float, float], angle: float,
                 corners: tuple[tuple[float, float], ...]):
        self.index = index
        self.centre = centre
        self.angle = angle
        self.corners = corners

    def contains(self, x: float, y: float) -> bool:
        """Whether the point (px) lies on this card (its turned outline)."""
        inside = False
        pts = self.corners
        for i in range(len(pts)):
            (x1, y1), (x2, y2) = pts[i], pts[i - 1]
            if (y1 > y) != (y2 > y) and x < (x2 - x1) * (y - y1) / (y2 - y1) + x1:
                inside = not inside
        return inside


def covered_px(cards: list[FannedCard], card_w: int) -> int:
    """How far (px) into a fanned card of ``card_w`` px its right-hand neighbour reaches at most
    (the card's width less the least distance between two centres; 0 when none overlap): what a
    card's picture keeps its words clear of."""
    gaps = [b.centre[0] - a.centre[0] for a, b in zip(cards, cards[1:])]
    return max(0, math.ceil(card_w - min(gaps))) if gaps else 0


def fan(count: int, anchor: tuple[float, float], card_size: tuple[int, int], *, spread_deg: float = 6.0,
        max_width: Optional[float] = None, lift_px: float = 0.0, lifted: Optional[int] = None) -> list[FannedCard]:
    """``count`` cards fanned around ``anchor`` (px: the middle of the hand's bottom edge).

    Neighbours differ by ``spread_deg`` degrees (less when the fan would be wider than ``max_width``
    px); the card ``lifted`` (e.g. hovered) rises ``lift_px`` along its own up direction.
    """
    if count <= 0:
        return []
    w, h = card_size
    radius = h * 3.0                       # the cards turn around a point well below the hand
    step = spread_deg
    if max_width is not None and count > 1:
        # the outer card centres sit about radius * sin(total / 2) from the middle
        half = max(0.0, (max_width - w) / 2)
        step = min(step, math.degrees(2 * math.asin(min(1.0, half / radius))) / (count - 1))
    cx, cy = anchor[0], anchor[1] - h / 2 + radius
    cards = []
    for i in range(count):
        angle = (count - 1) / 2 * step - i * step          # the left card turns anticlockwise
        a = math.radians(angle)
        up = (-math.sin(a), -math.cos(a))
        r = radius + (lift_px if lifted == i else 0.0)
        centre = (cx + up[0] * r, cy + up[1] * r)
        right = (math.cos(a), -math.sin(a))
        corners = tuple((centre[0] + sx * w / 2 * right[0] + sy * h / 2 * up[0],
                         centre[1] + sx * w / 2 * right[1] + sy * h / 2 * up[1])
                        for sx, sy in ((-1, 1), (1, 1), (1, -1), (-1, -1)))
        cards.append(FannedCard(i, centre, angle, corners))
    return cards


def card_at(cards: list[FannedCard], pos: tuple[float, float]) -> Optional[int]:
    """The index of the topmost card under ``pos`` (later cards lie on top), or None."""
    for card in reversed(cards):
        if card.contains(*pos):
            return card.index
    return None


def bounds(cards: list[FannedCard]) -> pygame.Rect:
    """The rect (px) around the whole fan (empty rect for no cards)."""
    if not cards:
        return pygame.Rect(0, 0, 0, 0)
    xs = [x for c in cards for x, _ in c.corners]
    ys = [y for c in cards for _, y in c.corners]
    return pygame.Rect(math.floor(min(xs)), math.floor(min(ys)), math.ceil(max(xs) - min(xs)),
                       math.ceil(max(ys) - min(ys)))
