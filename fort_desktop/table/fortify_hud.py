"""The Fortify table's words and side panels: banner, player zones (hand pile, tray, meeples), log,
the reason toast and the hover enlargement. Drawing only; the scene decides what to say.

Units: logical pixels; times in seconds.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Optional

import pygame

from .fortify_layers import blit_text, text_image
from .fortify_layout import Layout
from .fortify_pieces import Pieces
from .widgets import (CREAM, FELT, FELT_LIGHT, GOLD, INK, INK_SOFT, PAPER, WOOD, WOOD_DARK,
                      WOOD_LIGHT, draw_panel, draw_text, wrap_text)

TRAY_FELT = (28, 80, 58)
TOAST_RED = (186, 48, 40)          # refusals: why something was not allowed
TOAST_INFO = (44, 84, 110)          # information: what just happened
DIE_PX = 34                # a die in a tray (px)


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
    right_rect = blit_text(surface, right, (rect.right - 14, rect.centery), size=18, colour=WOOD_LIGHT,
                           anchor="midright")
    room = right_rect.x - 30
    size = fitting_size(text, (23, 21, 19, 17), room, bold=True)
    blit_text(surface, text, (14, rect.centery), size=size, bold=True, colour=CREAM, anchor="midleft",
              max_width=room)


def fitting_size(text: str, sizes: Iterable[int], width: int, bold: bool = False) -> int:
    """The first (largest) font size of ``sizes`` at which ``text`` fits ``width`` px (else the last)."""
    from .widgets import font

    size = 16
    for size in sizes:
        if font(size, bold).size(text[:400])[0] <= width:
            return size
    return size


@dataclass(frozen=True)
class ZoneLook:
    """What a player's panel shows apart from the tumbling dice (the key of its cached layer).

    ``top``: the revealed top card of the hand (None: hidden or none); ``turns``: its quarter turns
    on screen; ``unrolled``: die ids waiting in the tray before their first roll; ``note``: a line
    at the bottom of the tray."""

    title: str
    status: str
    active: bool
    hand_count: int
    top: Optional[int]
    turns: int
    reserve: int
    hide_top: bool
    unrolled: tuple[str, ...]
    note: str


def hand_top_rect(layout: Layout, seat: int, turns: int) -> pygame.Rect:
    """Where the revealed top card of ``seat``'s hand lies (px), turned ``turns`` quarter turns."""
    w, h = layout.card_size
    if turns % 2:
        w, h = h, w
    rect = pygame.Rect(0, 0, w, h)
    rect.center = layout.zone[seat].hand.center
    return rect


def draw_zone(surface: pygame.Surface, layout: Layout, pieces: Pieces, seat: int, look: ZoneLook) -> None:
    """A player's panel: name line and status, hand pile (face-down stack, the revealed top card face
    up) with the Reserve count, the dice tray (rim, felt, dice not rolled yet, a note)."""
    zone, c = layout.zone[seat], layout.cell_px
    draw_panel(surface, zone.rect, FELT, border=GOLD if look.active else FELT_LIGHT, radius=12, shadow=False)
    if look.active:
        pygame.draw.rect(surface, GOLD, zone.title.inflate(-6, -6).move(0, 1), border_radius=8)
    name_colour = INK if look.active else CREAM
    tx = blit_text(surface, look.title, (zone.title.x + 14, zone.title.centery + 1), size=20, bold=True,
                   colour=name_colour, anchor="midleft", max_width=200)
    room = zone.title.right - tx.right - 82      # the grabbed Meeples stand at the right end
    blit_text(surface, look.status, (tx.right + 12, zone.title.centery + 1),
              size=fitting_size(look.status, (16, 15, 14, 13), room),
              colour=INK if look.active else CREAM, anchor="midleft", max_width=room)
    # the hand pile
    hand = zone.hand
    blit_text(surface, f"Hand: {look.hand_count}", (hand.centerx, hand.y - 5), size=15, bold=True,
              colour=CREAM, anchor="midbottom")
    if look.hand_count == 0:
        pygame.draw.rect(surface, FELT_LIGHT, hand, 2, border_radius=4)
    else:
        for i in range(min(3, look.hand_count) - 1, 0, -1):
            surface.blit(pieces.card_back(hand.size), hand.move(3 * i, 3 * i))
        if look.top is not None and not look.hide_top:
            image = pieces.card(look.top, look.turns, c)
            surface.blit(image, hand_top_rect(layout, seat, look.turns))
        elif look.top is None or look.hand_count > 1 or look.hide_top:
            surface.blit(pieces.card_back(hand.size), hand)
    blit_text(surface, f"Reserve: {look.reserve}", (hand.centerx, hand.bottom + 8), size=14,
              colour=CREAM, anchor="midtop")
    # the dice tray
    tray = zone.tray
    pygame.draw.rect(surface, WOOD, tray.inflate(12, 12), border_radius=10)
    pygame.draw.rect(surface, TRAY_FELT, tray, border_radius=6)
    pygame.draw.rect(surface, WOOD_DARK, tray.inflate(12, 12), 2, border_radius=10)
    for die_id, pos in unrolled_positions(layout, seat, list(look.unrolled)):
        image = pieces.die(die_id, None, DIE_PX)
        surface.blit(image, image.get_rect(center=pos))
    if look.note:
        blit_text(surface, look.note, (tray.centerx, tray.bottom - 6), size=14, colour=(200, 220, 205),
                  anchor="midbottom", max_width=tray.w - 16)


def draw_tray_dice(surface: pygame.Surface, pieces: Pieces, views: Iterable[Any], skip: set[str]) -> None:
    """The thrown dice in a tray, turned as they tumble (drawn every frame)."""
    for view in views:
        if view.die_id in skip:
            continue
        image = pieces.die(view.die_id, view.shown_face, DIE_PX)
        if view.angle_rad:
            image = pygame.transform.rotate(image, -view.angle_rad * 57.29578)
        surface.blit(image, image.get_rect(center=(round(view.x_px), round(view.y_px))))


def unrolled_positions(layout: Layout, seat: int, dice: list[str]) -> list[tuple[str, tuple[int, int]]]:
    """Where dice in hand wait before their first roll: a row across the tray's middle (px)."""
    tray = layout.zone[seat].tray
    start = tray.centerx - (len(dice) - 1) * 24
    return [(die, (start + i * 48, tray.centery - 10)) for i, die in enumerate(dice)]


def draw_log(surface: pygame.Surface, layout: Layout, lines: list[str]) -> None:
    """The last lines of the game log that fit (newest at the bottom, long lines wrapped). Only whole
    lines are shown (never the tail of a cut line); a newest line too long for the panel shows its
    start and "... (L: whole log)"."""
    rect = layout.log
    draw_panel(surface, rect, PAPER, border=WOOD_DARK, radius=10, shadow=False)
    blit_text(surface, "Game log", (rect.x + 10, rect.y + 5), size=13, bold=True, colour=INK_SOFT)
    step = 19
    room = max(1, (rect.h - 26) // step)
    rows: list[tuple[str, bool]] = []
    for i, line in enumerate(reversed(lines[-room:])):
        newest = i == 0
        wrapped = wrap_text(line, 15, rect.w - 24, bold=newest)
        if newest and len(wrapped) > room:
            wrapped = wrapped[:room - 1] + ["... (L: the whole log)"]
        if len(rows) + len(wrapped) > room:
            break
        rows = [(part, newest) for part in wrapped] + rows
    for i, (text, newest) in enumerate(rows):
        blit_text(surface, text, (rect.x + 10, rect.y + 23 + i * step), size=15, bold=newest,
                  colour=INK if newest else INK_SOFT, max_width=rect.w - 20)


def draw_results(surface: pygame.Surface, layout: Layout, title: str, lines: list[str], footer: str) -> None:
    """The round's results after a clean-up: a paper panel over the supply and the log listing what
    happened (long lines wrapped; the oldest dropped with a "... and N more" line if they do not fit)."""
    rect = layout.results
    draw_panel(surface, rect, PAPER, border=GOLD, radius=12, shadow=True)
    pygame.draw.rect(surface, WOOD_DARK, rect.inflate(-8, -8), 2, border_radius=10)
    blit_text(surface, title, (rect.x + 18, rect.y + 12), size=24, bold=True, colour=INK, max_width=rect.w - 36)
    step, size = 21, 17
    top, bottom = rect.y + 48, layout.results_button.y - 8
    room = max(1, (bottom - top) // step)
    rows: list[str] = []
    for line in lines or ["Nothing was hit this round."]:
        wrapped = wrap_text(line, size, rect.w - 60)
        rows += ["\u2022 " + wrapped[0]] + ["   " + w for w in wrapped[1:]]
    if len(rows) > room:
        rows = rows[:room - 1] + [f"... and {len(rows) - room + 1} more lines in the game log (L)"]
    for i, row in enumerate(rows):
        blit_text(surface, row, (rect.x + 22, top + i * step), size=size, colour=INK, max_width=rect.w - 44)
    if footer:
        blit_text(surface, footer, (rect.x + 22, layout.results_button.centery), size=15, colour=INK_SOFT,
                  anchor="midleft", max_width=layout.results_button.x - rect.x - 34)


def draw_hints(surface: pygame.Surface, layout: Layout, text: str) -> None:
    """The line of controls along the bottom of the screen."""
    rect = layout.hints
    blit_text(surface, text, (rect.x + 2, rect.centery), size=15, colour=(196, 222, 206), anchor="midleft",
              max_width=rect.w - 4)


def draw_area_tag(surface: pygame.Surface, layout: Layout, seat: int, text: str, active: bool) -> None:
    """The owner's name on the fence, with an arrow to their play area (P2 left of the Meeples,
    pointing up; P1 right of them, pointing down); the acting player's tag and area are framed gold."""
    fence, area = layout.fence, layout.area[seat]
    fx = layout.fence_centre[0]
    arrow = "\u25bc" if seat == 0 else "\u25b2"
    room = fx - 44 - area.x - 12
    from .widgets import font

    if font(14, True).size(f"{arrow} {text}")[0] > room and " - " in text:
        text = text.rsplit(" - ", 1)[0]     # "Ann's fort" without "- black dice" (also on the panel)
    image = text_image(f"{arrow} {text}", 14, INK if active else CREAM, True, max_width=room)
    rect = image.get_rect()
    rect.inflate_ip(12, 4)
    rect.centery = fence.centery
    rect.x = area.x - 4 if seat == 1 else fx + 44
    if active:
        pygame.draw.rect(surface, GOLD, rect, border_radius=7)
        pygame.draw.rect(surface, GOLD, area.inflate(6, 6), 3, border_radius=4)
    else:
        pygame.draw.rect(surface, WOOD_DARK, rect, border_radius=7)
    surface.blit(image, image.get_rect(center=rect.center))


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



def draw_label(surface: pygame.Surface, text: str, pos: tuple[int, int], colour, anchor="midbottom",
               max_width: int = 620) -> pygame.Rect:
    """A small caption on a dark pill (the reason by a ghost, the race times on the fence): a smaller
    font when it is too long for ``max_width`` px, and only then an ellipsis. Returns its rect."""
    size = fitting_size(text, (16, 15, 14, 13), max_width - 16, bold=True)
    f = _font(size)
    w, h = f.size(text[:400])
    rect = pygame.Rect(0, 0, min(w + 16, max_width), h + 8)
    setattr(rect, anchor, pos)
    rect.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, (20, 20, 20), rect, border_radius=8)
    pygame.draw.rect(surface, colour, rect, 2, border_radius=8)
    draw_text(surface, text, rect.center, size=size, bold=True, color=colour, anchor="center",
              max_width=rect.w - 12)
    return rect


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


__all__ = ["LogLine", "ZoneLook", "draw_banner", "draw_zone", "draw_tray_dice", "hand_top_rect", "draw_log",
           "draw_hints", "draw_results", "fitting_size", "draw_area_tag", "draw_toast", "draw_label", "draw_enlarged", "draw_meeple",
           "unrolled_positions", "DIE_PX"]
