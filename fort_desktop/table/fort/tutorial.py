"""Fort's hooks for the tutorial (issue 14 item 1; the script is ``data/fort/tutorial.yaml``, the
runner :mod:`fort_desktop.tutorial`, the caption :mod:`fort_desktop.table.kit.tutorial`): the named
places of the Fort table a caption may sit by, and which panel rows the tutorial lights.

Places (logical px): ``hand``, ``play``, ``park``, ``perks``, ``supply``, ``panel`` (its rows),
``panel_foot`` (its empty foot), ``banner``, and for
each board ``board:<who>``, ``level:<who>``, ``stuff:<who>``, ``pack:<who>``, ``lookout:<who>``,
``yard:<who>``, and ``card:<id>`` for each face-up card (``card:kid-SK01``), where ``<who>`` is ``you`` (the tutorial's person), ``rival`` (the first other seat)
or the seat number (``board:1``).

A caption never covers the words of the play area and the panel (:func:`keep_clear`).
"""
from __future__ import annotations

from typing import Any

import pygame

from .paint import board_places



def places(table: Any) -> dict[str, pygame.Rect]:
    """The named places of ``table`` (a FortTable) as last painted."""
    painter = table.painter
    lay = painter.layout
    out = {"hand": pygame.Rect(lay.hand), "play": pygame.Rect(lay.play), "park": pygame.Rect(lay.park),
           "perks": pygame.Rect(lay.perks.x, lay.perks.y + 34, lay.perks.w, lay.perks.h - 34),
           "supply": pygame.Rect(painter.supply_rect) if painter.supply_rect.w else
           pygame.Rect(lay.perks.x + 226 + lay.extra // 2, lay.perks.y, lay.perks.w - 226 - lay.extra // 2, 32),
           "panel": panel_in_use(painter), "banner": pygame.Rect(lay.banner)}
    foot = pygame.Rect(lay.panel).clip(pygame.Rect(lay.panel.x, out["panel"].bottom, lay.panel.w, lay.panel.h))
    if foot.h:   # the panel's empty foot: a place as the felt's parts are (a caption may lie there)
        out["panel_foot"] = foot
    person = table.tutorial.person if table.tutorial is not None else 0
    rival = None
    for rect, seat in painter.board_rects:
        names = [str(seat)]
        if seat == person:
            names.append("you")
        elif rival is None:
            rival = seat
            names.append("rival")
        rows = painter.board_rows.get(seat, {})   # the Lookout and the Yard where they were painted
        half = (rect.w - 24) // 2
        parts = {"board": pygame.Rect(rect), **board_places(rect),
                 "lookout": pygame.Rect(rows.get("look", (rect.x + 6, rect.y + 124, half + 4, rect.bottom - rect.y - 126))),
                 "yard": pygame.Rect(rows.get("yard", (rect.x + 14 + half, rect.y + 124, half + 4,
                                                       rect.bottom - rect.y - 126)))}
        for name in names:
            for part, area in parts.items():
                out[f"{part}:{name}"] = area
    for rect, card in getattr(painter, "shown", ()):   # each face-up card by its id: card:kid-SK01
        out.setdefault(f"card:{card}", pygame.Rect(rect))
    return out


def panel_in_use(painter: Any) -> pygame.Rect:
    """The panel's part that holds its words and rows (px: from its top to below its last row, its
    whole width), or the whole panel before it was painted. A step about the panel points at its
    rows; its empty foot may hold the caption (a 1024 x 640 window: issue 14, with the whole tall
    panel framed the "Follow or pass" caption had no room but over the hand)."""
    whole = pygame.Rect(painter.layout.panel)
    ink = painter.ink("panel")
    if not ink:
        return whole
    bottom = min(whole.bottom, ink[0].unionall(ink[1:]).bottom + 8)
    return pygame.Rect(whole.x, whole.y, whole.w, bottom - whole.y)


#: how much more a hand card under a caption costs than a card elsewhere on the table (the person
#: drags from the hand and reads it: issue 14, a caption lay over 3 of the 5 hand cards)
HAND_WEIGHT = 8


def avoid(table: Any) -> list[pygame.Rect]:
    """Where a caption should not lie (each rect a cost per px² it covers; a rect listed twice
    costs twice): the hand's cards most (they are dragged from there and read), the face-up
    cards and Perks elsewhere on the table (the Park, the play area's cards: issue 14, a caption
    lay over the Park's cards). The empty felt, the play area's free part and the panel's cost
    nothing here: a caption may lie there (a drop on it still counts, and it hides while a card
    is held; the panel's rows and message are kept clear, :func:`keep_clear`)."""
    painter = table.painter
    hand = [pygame.Rect(r) for r, _ in painter.hand_cards]
    boards = [pygame.Rect(r) for r, _ in painter.board_rects]
    cards = [pygame.Rect(r) for r, _ in getattr(painter, "shown", ())
             if not any(b.contains(r) for b in boards) and r not in hand]
    perks = [pygame.Rect(r) for r, _ in getattr(painter, "perk_tiles", ())]
    return hand * HAND_WEIGHT + cards + perks


def keep_clear(table: Any) -> list[pygame.Rect]:
    """What a caption never covers while any spot allows it: the words of the play area (who plays
    what, each action's size: the plan lines the steps talk about, the played cards, the Made-Up
    Rules to keep), of the panel (its title, its rows, the message at its foot), the hand's
    legend (what the gold marks mean) and the hand's cards (a 1024 x 640 window: issue 14, the
    "Follow or pass" caption lay over 3 of them), as last painted."""
    painter = table.painter
    legend = [pygame.Rect(painter.legend_rect)] if painter.legend_rect is not None else []
    hint = painter.hint_rect.inflate(4, 4) if painter.hint_rect is not None else None
    ink = [r for r in painter.ink("play", "play_left", "play_right", "panel") if hint is None or not hint.contains(r)]
    hand = [pygame.Rect(r) for r, _ in painter.hand_cards]   # dragged from and read (a 1024 x 640 window: issue 14)
    return ink + legend + hand


def drops(table: Any) -> list[pygame.Rect]:
    """Where the learner drops the cards a step has them drag (px): the play area (a hand card
    played, added or followed with), which the recap keeps off in a lesson as it keeps off the
    caption (new users: "Since your last turn" lay over the play area while a card was dragged
    there)."""
    return [pygame.Rect(table.painter.layout.play)]


def place_now(table: Any, name: str) -> str:
    """The place the caption sits by now for the step's place ``name``: the panel once a card the
    step teaches to play is dropped and the panel lists its ways to play (issue 14: the caption
    stayed by the hand, over the Park, while the choice to make was in the panel), else ``name``."""
    focus = getattr(table, "focus", None)
    runner = table.tutorial
    if focus is None or runner is None or not runner.active:
        return name
    seat = table.hand_off.mouse_seat()
    if seat is None:
        return name
    taught = table.taught_now(seat)
    if any(a.get("type") == "play" and a.get("card") == focus for a in taught):
        return "panel"
    return name


def row_taught(table: Any, action: dict) -> bool:
    """Whether a panel row is lit: a real row the tutorial accepts now (every row without one)."""
    if action["type"] in ("_title", "_more"):
        return action["type"] == "_more"
    if table.tutorial is None or not table.tutorial.active:
        return True
    seat = table.hand_off.mouse_seat()
    if seat is None:
        return True
    taught = table.taught_now(seat)
    if action["type"] == "_focus":
        return any(a.get("card") == action["card"] for a in taught)
    return any(a == action for a in taught)
