"""The kit palette: colours that read, a lit outline that reads anywhere and a mark for each seat
(issue 15 item 3: contrast of at least 3:1, and colour never alone).

Contrast is WCAG 2's: the relative luminance of sRGB colours and the ratio
``(lighter + 0.05) / (darker + 0.05)``, from 1 (none) to 21 (black on white). Lines and outlines
need at least :data:`MIN_CONTRAST` against what they sit on. :func:`readable_on` lightens or
darkens a seat colour until it does; :func:`draw_seat_mark` draws the seat's own shape (circle,
square, triangle, diamond...) next to its name or its part of the table, so no seat is told by colour alone.
"""
from __future__ import annotations

import math
from typing import Sequence

import pygame

Colour = tuple[int, int, int]

#: WCAG's least contrast for graphics and large text (1.4.11): outlines and seat lines.
MIN_CONTRAST = 3.0
#: One shape per seat, in seat order (seat 5 and more reuse them).
SEAT_MARKS = ("circle", "square", "triangle", "diamond", "star", "hexagon")


def relative_luminance(colour: Sequence[int]) -> float:
    """WCAG relative luminance of an sRGB colour (0..255 channels): 0 black .. 1 white."""
    def linear(channel: int) -> float:
        c = channel / 255.0
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(int(v)) for v in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: Sequence[int], b: Sequence[int]) -> float:
    """WCAG contrast ratio of two colours, 1..21 (order does not matter)."""
    la, lb = relative_luminance(a), relative_luminance(b)
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)


def readable_on(colour: Sequence[int], background: Sequence[int], ratio: float = MIN_CONTRAST) -> Colour:
    """``colour`` mixed towards white (on a dark ``background``) or black (on a light one) by the
    least step of 5% that gives at least ``ratio`` against ``background``; itself when it does."""
    base: Colour = (int(colour[0]), int(colour[1]), int(colour[2]))
    target = (255, 255, 255) if relative_luminance(background) < 0.18 else (0, 0, 0)
    for step in range(21):
        t = step / 20
        mixed = tuple(round(c + (g - c) * t) for c, g in zip(base, target))
        if contrast_ratio(mixed, background) >= ratio:
            return (mixed[0], mixed[1], mixed[2])
    return (target[0], target[1], target[2])


def mark_points(seat: int, centre: tuple[float, float], size: float) -> list[tuple[float, float]]:
    """The corners of seat ``seat``'s mark (a polygon; the circle as 24 points) within a ``size`` px
    square around ``centre``."""
    shape = SEAT_MARKS[seat % len(SEAT_MARKS)]
    x, y, r = centre[0], centre[1], size / 2
    if shape == "circle":
        return [(x + r * math.cos(a * math.pi / 12), y + r * math.sin(a * math.pi / 12)) for a in range(24)]
    if shape == "square":
        q = r * 0.85
        return [(x - q, y - q), (x + q, y - q), (x + q, y + q), (x - q, y + q)]
    if shape == "triangle":
        return [(x, y - r), (x + r, y + r * 0.8), (x - r, y + r * 0.8)]
    if shape == "diamond":
        return [(x, y - r), (x + r, y), (x, y + r), (x - r, y)]
    corners = 10 if shape == "star" else 6
    return [(x + (r if i % 2 == 0 or shape != "star" else r * 0.45) * math.cos(-math.pi / 2 + i * 2 * math.pi / corners),
             y + (r if i % 2 == 0 or shape != "star" else r * 0.45) * math.sin(-math.pi / 2 + i * 2 * math.pi / corners))
            for i in range(corners)]


def draw_seat_mark(surface: pygame.Surface, seat: int, centre: tuple[int, int], size: int, colour: Sequence[int],
                   edge: Sequence[int] = (250, 241, 220)) -> pygame.Rect:
    """Seat ``seat``'s mark filled with its ``colour`` and edged in ``edge`` (cream: it reads on the
    dark felt and on the seat colours alike). Returns the rect drawn (px)."""
    points = mark_points(seat, centre, size)
    pygame.draw.polygon(surface, tuple(colour[:3]), points)
    return pygame.draw.polygon(surface, tuple(edge[:3]), points, width=2)


#: The dark edge each side of a lit outline: with the bright ring it reads on any background.
LIT_EDGE: Colour = (28, 24, 20)


def outline_contrast(lit: Sequence[int], background: Sequence[int], edge: Sequence[int] = LIT_EDGE) -> float:
    """How well a lit outline of ``lit`` edged in ``edge`` (:func:`draw_lit_outline`) stands out on
    ``background``: the better of its two rings' contrast ratios."""
    return max(contrast_ratio(lit, background), contrast_ratio(edge, background))


def draw_lit_outline(surface: pygame.Surface, colour: Sequence[int], rect: pygame.Rect, width: int = 3,
                     border_radius: int = 0, edge: Sequence[int] = LIT_EDGE) -> pygame.Rect:
    """A legal target's outline: a ``width`` px ring of the bright ``colour`` on ``rect`` with a
    1 px dark ``edge`` outside and inside it, so it reads on a dark felt (the bright ring) and on
    a gold piece or a cream board (the dark edges) alike. Returns the rect it covers (px)."""
    rect = pygame.Rect(rect)
    outer = rect.inflate(2, 2)
    pygame.draw.rect(surface, tuple(edge[:3]), outer, 1, border_radius=border_radius + 1 if border_radius else 0)
    pygame.draw.rect(surface, tuple(colour[:3]), rect, width, border_radius=border_radius)
    inner = rect.inflate(-2 * width, -2 * width)
    if inner.width > 2 and inner.height > 2:
        pygame.draw.rect(surface, tuple(edge[:3]), inner, 1, border_radius=max(0, border_radius - width))
    return outer
