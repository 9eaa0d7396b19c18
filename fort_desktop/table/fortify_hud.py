"""The Fortify table's words and side panels: banner, player zones (hand pile, tray, meeples), log,
the reason toast and the hover enlargement. Drawing only; the scene decides what to say.

Units: logical pixels; times in seconds.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Optional

import pygame

from .fortify_layout import Layout
from .fortify_pieces import Pieces
from .widgets import (CREAM, FELT, FELT_DARK, FELT_LIGHT, GOLD, INK, INK_SOFT, PAPER, WOOD, WOOD_DARK,
                      WOOD_LIGHT, draw_panel, draw_text, wrap_text)

TRAY_FELT = (28, 80, 58)
TOAST_RED = (186, 48, 40)


@dataclass
class LogLine:
    """One line of the game log. ``secret`` names a raced step and seat whose half it belongs to:
    hidden from the other player until that step is over (fortify.md 9)."""

    text: str
    secret: Optional[tuple] = None
    seat: Optional[int] = None
    at: float = 0.0            # scene seconds from which the line shows (resolution step by step)


def draw_banner(surface: pygame.Surface, layout: Layout, text: str, right: str, colour=GOLD) -> None:
    """The top line: what to do now (big) and the round / part (right)."""
    rect = layout.banner
    pygame.draw.rect(surface, WOOD_DARK, rect)
    pygame.draw.line(surface, colour, (0, rect.bottom - 3), (rect.w, rect.bottom - 3), 3)
    right_rect = draw_text(surface, right, (rect.right - 14, rect.centery), size=18, color=WOOD_LIGHT,
                           anchor="midright")
    draw_text(surface, text, (14, rect.centery), size=24, bold=True, color=CREAM, anchor="midleft",
              max_width=right_rect.x - 30)


def draw_zone_frame(surface: pygame.Surface, layout: Layout, seat: int, title: str, status: str,
                    active: bool) -> None:
    """The panel beside a play area: the player's name line and their status."""
    zone = layout.zone[seat]
    draw_panel(surface, zone.rect, FELT, border=GOLD if active else FELT_LIGHT, radius=12, shadow=False)
    tx = draw_text(surface, title, (zone.title.x + 12, zone.title.centery + 2), size=20, bold=True,
                   color=GOLD if active else CREAM, anchor="midleft")
    draw_text(surface, status, (tx.right + 14, zone.title.centery + 3), size=16, color=CREAM,
              anchor="midleft", max_width=zone.tray.right - tx.right - 20)


def draw_hand(surface: pygame.Surface, layout: Layout, pieces: Pieces, seat: int, hand_count: int,
              top: Optional[int], turns: int, reserve: int, hide_top: bool = False) -> Optional[pygame.Rect]:
    """The hand pile (face-down stack, the revealed top card face up) and the Reserve count.

    Returns the rect of the revealed top card (what may be dragged), or None.
    """
    zone, c = layout.zone[seat], layout.cell_px
    hand = zone.hand
    draw_text(surface, f"Hand: {hand_count}", (hand.centerx, hand.y - 24), size=16, bold=True,
              color=CREAM, anchor="midtop")
    top_rect = None
    if hand_count == 0:
        pygame.draw.rect(surface, FELT_LIGHT, hand, 2, border_radius=4)
    else:
        for i in range(min(3, hand_count) - 1, 0, -1):
            surface.blit(pieces.card_back(hand.size), hand.move(3 * i, 3 * i))
        if top is not None and not hide_top:
            image = pieces.card(top, turns, c)
            top_rect = image.get_rect(center=hand.center)
            surface.blit(image, top_rect)
        elif top is None or hand_count > 1 or hide_top:
            surface.blit(pieces.card_back(hand.size), hand)
    draw_text(surface, f"Reserve: {reserve}", (hand.centerx, hand.bottom + 34), size=15,
              color=CREAM, anchor="midtop")
    return top_rect


def draw_tray(surface: pygame.Surface, layout: Layout, pieces: Pieces, seat: int, views: Iterable[Any],
              skip: set[str], unrolled: list[str], note: str = "") -> None:
    """The dice tray: its wooden rim, the dice in it (rotated as they tumble) and a note."""
    tray = layout.zone[seat].tray
    pygame.draw.rect(surface, WOOD, tray.inflate(12, 12), border_radius=10)
    pygame.draw.rect(surface, TRAY_FELT, tray, border_radius=6)
    pygame.draw.rect(surface, WOOD_DARK, tray.inflate(12, 12), 2, border_radius=10)
    for view in views:
        if view.die_id in skip:
            continue
        image = pieces.die(view.die_id, view.shown_face, 34)
        if view.angle_rad:
            image = pygame.transform.rotate(image, -view.angle_rad * 57.29578)
        surface.blit(image, image.get_rect(center=(round(view.x_px), round(view.y_px))))
    for die_id, pos in unrolled_positions(layout, seat, unrolled):
        surface.blit(pieces.die(die_id, None, 34), pieces.die(die_id, None, 34).get_rect(center=pos))
    if note:
        draw_text(surface, note, (tray.centerx, tray.bottom - 8), size=15, color=(200, 220, 205),
                  anchor="midbottom", max_width=tray.w - 16)


def unrolled_positions(layout: Layout, seat: int, dice: list[str]) -> list[tuple[str, tuple[int, int]]]:
    """Where dice in hand wait before their first roll: a row across the tray's middle (px)."""
    tray = layout.zone[seat].tray
    start = tray.centerx - (len(dice) - 1) * 24
    return [(die, (start + i * 48, tray.centery - 10)) for i, die in enumerate(dice)]


def draw_log(surface: pygame.Surface, layout: Layout, lines: list[str]) -> None:
    """The last few lines of the game log (newest at the bottom)."""
    rect = layout.log
    draw_panel(surface, rect, PAPER, border=WOOD_DARK, radius=10, shadow=False)
    draw_text(surface, "Game log", (rect.x + 10, rect.y + 5), size=14, bold=True, color=INK_SOFT)
    step = 21
    room = (rect.h - 26) // step
    shown = lines[-room:]
    for i, line in enumerate(shown):
        newest = i == len(shown) - 1
        draw_text(surface, line, (rect.x + 10, rect.y + 24 + i * step), size=16, bold=newest,
                  color=INK if newest else INK_SOFT, max_width=rect.w - 20)


def draw_toast(surface: pygame.Surface, text: str, centre: tuple[int, int], colour=TOAST_RED) -> pygame.Rect:
    """A short message in a box (e.g. why a drop was refused), centred at ``centre``."""
    lines = wrap_text(text, 20, 560, bold=True)
    height = 18 + 26 * len(lines)
    width = max(200, min(600, max(pygame.font.Font.size(_font(20), line)[0] for line in lines) + 32))
    rect = pygame.Rect(0, 0, width, height)
    rect.center = centre
    rect.clamp_ip(surface.get_rect())
    draw_panel(surface, rect, colour, border=(255, 230, 220), radius=12)
    for i, line in enumerate(lines):
        draw_text(surface, line, (rect.centerx, rect.y + 10 + 26 * i), size=20, bold=True, color=CREAM,
                  anchor="midtop")
    return rect


def _font(size: int) -> pygame.font.Font:
    from .widgets import font
    return font(size, True)


def draw_label(surface: pygame.Surface, text: str, pos: tuple[int, int], colour, anchor="midbottom") -> None:
    """A small caption on a dark pill (the reason under a ghost)."""
    f = _font(16)
    w, h = f.size(text)
    rect = pygame.Rect(0, 0, min(w + 16, 620), h + 8)
    setattr(rect, anchor, pos)
    rect.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, (20, 20, 20), rect, border_radius=8)
    pygame.draw.rect(surface, colour, rect, 2, border_radius=8)
    draw_text(surface, text, rect.center, size=16, bold=True, color=colour, anchor="center",
              max_width=rect.w - 12)


def draw_enlarged(surface: pygame.Surface, image: pygame.Surface, lines: list[str],
                  near: tuple[int, int], pinned: bool) -> None:
    """A card shown big near the pointer with a few lines about it."""
    text_w = max(image.get_width(), 300)
    wrapped = [w for line in lines for w in wrap_text(line, 17, text_w)]
    rect = pygame.Rect(0, 0, text_w + 24, image.get_height() + 24 + 22 * len(wrapped) + 6)
    rect.midleft = (near[0] + 24, near[1])
    if rect.right > surface.get_width():
        rect.midright = (near[0] - 24, near[1])
    rect.clamp_ip(surface.get_rect())
    draw_panel(surface, rect, PAPER, border=GOLD if pinned else WOOD_DARK, radius=12)
    surface.blit(image, image.get_rect(midtop=(rect.centerx, rect.y + 12)))
    for i, line in enumerate(wrapped):
        draw_text(surface, line, (rect.x + 12, rect.y + image.get_height() + 18 + 22 * i), size=17,
                  color=INK, bold=(i == 0))
    if pinned:
        draw_text(surface, "pinned - middle click to close", (rect.right - 8, rect.bottom - 4), size=12,
                  color=INK_SOFT, anchor="bottomright")


def draw_meeple(surface: pygame.Surface, art: Any, name: str, centre: tuple[int, int], px: int = 34) -> pygame.Rect:
    image = art.meeple(name, px)
    rect = image.get_rect(center=centre)
    surface.blit(image, rect)
    return rect


__all__ = ["LogLine", "draw_banner", "draw_zone_frame", "draw_hand", "draw_tray", "draw_log", "draw_toast",
           "draw_label", "draw_enlarged", "draw_meeple", "unrolled_positions", "FELT_DARK"]
