"""The Fortify table's side panels: each player's zone (name line, hand pile, dice tray), the dice in
a tray, the owners' tags on the fence and the Meeples. Drawing only; the scene decides what to say.

Units: logical pixels; times in seconds.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Optional

import pygame

from ..kit.hud import fitting_size
from ..kit.layers import blit_text, text_image, text_width
from ..widgets import CREAM, FELT, FELT_LIGHT, GOLD, INK, WOOD, WOOD_DARK, draw_panel, font, wrap_text
from .layout import DIE_PX, Layout
from .pieces import Pieces

TRAY_FELT = (28, 80, 58)


@dataclass(frozen=True)
class ZoneLook:
    """What a player's panel shows apart from the tumbling dice (the key of its cached layer).

    ``top``: the revealed top card of the hand (None: hidden or none); ``turns``: its quarter turns
    on screen; ``unrolled``: die ids waiting in the tray before their first roll; ``note``: a line
    at the bottom of the tray; ``computer``: a computer plays the seat (a tag on the name line)."""

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
    tray_hidden: bool = False     # the other player's dice, hidden in a hot-seat throw
    computer: bool = False


def hand_top_rect(layout: Layout, seat: int, turns: int) -> pygame.Rect:
    """Where the revealed top card of ``seat``'s hand lies (px), turned ``turns`` quarter turns."""
    w, h = layout.card_size
    if turns % 2:
        w, h = h, w
    rect = pygame.Rect(0, 0, w, h)
    rect.center = layout.zone[seat].hand.center
    return rect


def status_rect(layout: Layout, seat: int) -> pygame.Rect:
    """The band of ``seat``'s status line under its name line (px): all a running race clock
    changes on screen (nothing else is drawn over it while the clock alone changes)."""
    return pygame.Rect(layout.zone[seat].status)


def draw_status(surface: pygame.Surface, layout: Layout, seat: int, look: ZoneLook) -> pygame.Rect:
    """Only ``seat``'s status band (:func:`status_rect`), exactly as :func:`draw_zone` paints it
    there (the panel under it, then the words); returns the band."""
    rect = status_rect(layout, seat)
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip))
    try:
        _draw_panel(surface, layout, seat, look)
        _draw_status_words(surface, layout, seat, look)
    finally:
        surface.set_clip(clip)
    return rect


def _draw_panel(surface: pygame.Surface, layout: Layout, seat: int, look: ZoneLook) -> None:
    draw_panel(surface, layout.zone[seat].rect, FELT, border=GOLD if look.active else FELT_LIGHT, radius=12,
               shadow=False)


def _draw_status_words(surface: pygame.Surface, layout: Layout, seat: int, look: ZoneLook) -> None:
    zone = layout.zone[seat]
    room = zone.rect.w - 24
    blit_text(surface, look.status, (zone.rect.x + 12, zone.status.centery),
              size=fitting_size(look.status, (17, 16, 15, 14, 13), room),
              colour=GOLD if look.active else CREAM, anchor="midleft", max_width=room)


def draw_zone(surface: pygame.Surface, layout: Layout, pieces: Pieces, seat: int, look: ZoneLook) -> None:
    """A player's panel: name line and status, hand pile (face-down stack, the revealed top card face
    up) with the Reserve count, the dice tray (rim, felt, dice not rolled yet, a note)."""
    zone, c = layout.zone[seat], layout.hand_cell_px
    _draw_panel(surface, layout, seat, look)
    if look.active:
        pygame.draw.rect(surface, GOLD, zone.title.inflate(-6, -6).move(0, 1), border_radius=8)
    name_colour = INK if look.active else CREAM
    # the grabbed Meeples stand at the right end of the name line; the status has a line of its own
    tag = "computer" if look.computer and "computer" not in look.title.lower() else ""
    tag_w = font(14).size(tag)[0] + 8 if tag else 0
    name = blit_text(surface, look.title, (zone.title.x + 14, zone.title.centery + 1), size=20, bold=True,
                     colour=name_colour, anchor="midleft", max_width=zone.title.w - 100 - tag_w)
    if tag:
        blit_text(surface, tag, (name.right + 8, zone.title.centery + 2), size=14, colour=name_colour,
                  anchor="midleft")
    _draw_status_words(surface, layout, seat, look)
    # the hand pile
    hand = zone.hand
    above, below = zone.hand_words
    blit_text(surface, f"Hand: {look.hand_count}", above[0], size=15, bold=True, colour=CREAM, anchor=above[1])
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
    blit_text(surface, f"Reserve: {look.reserve}", below[0], size=14, colour=CREAM, anchor=below[1])
    # the dice tray
    tray = zone.tray
    pygame.draw.rect(surface, WOOD, tray.inflate(12, 12), border_radius=10)
    pygame.draw.rect(surface, TRAY_FELT, tray, border_radius=6)
    pygame.draw.rect(surface, WOOD_DARK, tray.inflate(12, 12), 2, border_radius=10)
    notes = note_lines(look.note, tray.w - 16)
    note_h = len(notes) * layout.lines.note_step
    for die_id, pos in unrolled_positions(layout, seat, list(look.unrolled), note_h):
        image = pieces.die(die_id, None, DIE_PX)
        surface.blit(image, image.get_rect(center=pos))
    bottom = tray.bottom - 6
    for line in reversed(notes):
        blit_text(surface, line, (tray.centerx, bottom), size=14, colour=(200, 220, 205),
                  anchor="midbottom", max_width=tray.w - 16)
        bottom -= layout.lines.note_step


def note_lines(note: str, width: int) -> list[str]:
    """The tray's note in lines at most ``width`` px wide (14 px), the last never a lone word
    under a full line ("white dice for Part" / "II"): then the lines are made narrower, as many."""
    lines = wrap_text(note, 14, width) if note else []
    while len(lines) > 1 and " " not in lines[-1] and width > 40:
        narrower = wrap_text(note, 14, width - 8)
        if len(narrower) != len(lines):
            break
        width, lines = width - 8, narrower
    return lines


def draw_tray_dice(surface: pygame.Surface, pieces: Pieces, views: Iterable[Any], skip: set[str]) -> None:
    """The thrown dice in a tray, turned as they tumble (drawn every frame)."""
    for view in views:
        if view.die_id in skip:
            continue
        image = pieces.die(view.die_id, view.shown_face, DIE_PX)
        if view.angle_rad:
            image = pygame.transform.rotate(image, -view.angle_rad * 57.29578)
        surface.blit(image, image.get_rect(center=(round(view.x_px), round(view.y_px))))


def unrolled_positions(layout: Layout, seat: int, dice: list[str],
                       note_h: int = 0) -> list[tuple[str, tuple[int, int]]]:
    """Where dice in hand wait before their first roll: rows across the middle of the tray above
    its note (``note_h`` px of lines at its bottom: larger text laid the words over the dice), as
    many to a row as fit side by side (centres, px)."""
    tray = layout.zone[seat].tray
    room = pygame.Rect(tray.x, tray.y, tray.w, max(DIE_PX + 4, tray.h - (note_h + 6 if note_h else 0)))
    step = DIE_PX + 6
    per_row = max(1, min(len(dice), (tray.w - 4) // step))
    rows = -(-len(dice) // per_row) if dice else 0
    spots = []
    for i, die in enumerate(dice):
        row, col = divmod(i, per_row)
        in_row = min(per_row, len(dice) - row * per_row)
        x = tray.centerx + (col - (in_row - 1) / 2) * step
        y = (room.centery if note_h else tray.centery - 10) + (row - (rows - 1) / 2) * step
        spots.append((die, (round(x), round(y))))
    return spots


def draw_area_tag(surface: pygame.Surface, layout: Layout, seat: int, text: str, active: bool) -> None:
    """The owner's name on the fence, with an arrow to their play area (P2 left of the Meeples,
    pointing up; P1 right of them, pointing down); the acting player's tag and area are framed gold."""
    fence, area = layout.fence, layout.area[seat]
    fx = layout.fence_centre[0]
    arrow = "\u25bc" if seat == 0 else "\u25b2"
    room = fx - 44 - area.x - 12
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
    blit_text(surface, f"{arrow} {text}", rect.center, size=14, colour=INK if active else CREAM, bold=True,
              anchor="center", max_width=room)


def draw_meeple(surface: pygame.Surface, art: Any, name: str, centre: tuple[int, int], px: int = 34) -> pygame.Rect:
    image = art.meeple(name, px)
    rect = image.get_rect(center=centre)
    surface.blit(image, rect)
    return rect


#: The inset's tag, longest first: the first that fits the inset is shown (a large text size on a
#: small window leaves the inset too narrow for the whole sentence).
INSET_HINTS = ("click to see it big", "click: see it big", "see it big")


def inset_hint_words(width: int, size: int = 13) -> str:
    """The words of the inset's tag that fit ``width`` px (its room less its padding), in ``size`` px."""
    return next((w for w in INSET_HINTS if text_width(w, size, True) <= width), INSET_HINTS[-1])


def draw_inset_hint(surface: pygame.Surface, layout: Layout, seat: int) -> pygame.Rect:
    """A small tag in the far corner of ``seat``'s play area while it is the inset: a click there
    draws it large (the far corner: forts grow from the fence, so it rarely covers a card). Its
    words fit the inset (:func:`inset_hint_words`); returns where it was drawn (px)."""
    area = layout.area[seat]
    words = inset_hint_words(area.w - 6 - 12)
    image = text_image(words, 13, CREAM, True, max_width=area.w - 6 - 12)
    rect = image.get_rect().inflate(12, 4)
    if seat == 1:
        rect.topright = (area.right - 3, area.y + 3)
    else:
        rect.bottomright = (area.right - 3, area.bottom - 3)
    pygame.draw.rect(surface, WOOD_DARK, rect, border_radius=6)
    blit_text(surface, words, rect.center, size=13, colour=CREAM, bold=True, anchor="center",
              max_width=area.w - 6 - 12)
    return rect
