"""Forfort's hooks for the tutorial (issue 14 item 1; the script is ``data/forfort/tutorial.yaml``,
the runner :mod:`fort_desktop.tutorial`, the caption :mod:`fort_desktop.table.kit.tutorial`): the
named places of the Forfort table a caption may sit by, the places it should not cover, and which
places the tutorial lights.

Places (logical px), where ``<who>`` is ``you`` (the tutorial's person), ``rival`` (the first other
seat), ``partner`` (at 4 in teams) or the seat number (``fort:1``):

- ``fort:<who>`` the 3 x 3 fort; ``keep:<who>`` its keep (the arrows); ``slot:<who>-<slot>`` one
  slot by its id (``slot:you-NW``; a turned fort's NW shows where the turn puts it);
  ``figures:<who>`` the line under a fort (name, hand, discard, Camps, Armies, drawbridge token);
- ``army:<id>`` the slot an Army in play stands on (``army:P1-A1``);
- ``hand`` (the fan), ``log`` (the right panel's log), ``moves`` (the list of moves),
  ``button`` (End turn and the like), ``banner``, ``score`` (the running score, top left).
"""
from __future__ import annotations

from typing import Any

import pygame

from ..kit.hand import bounds as fan_bounds
from .moves import target_of
from .paint import keep_arrows, place_box


def _names(table: Any) -> dict[int, list[str]]:
    """Each seat's names in the places: its number, and ``you`` / ``rival`` / ``partner``."""
    seats = len(table.session.seats)
    person = table.tutorial.person if table.tutorial is not None else 0
    mate = next((s for side in table.rules.sides(table.state) if person in side and len(side) > 1
                 for s in side if s != person), None)
    rival = next(((person + k) % seats for k in range(1, seats) if (person + k) % seats != mate), None)
    out = {seat: [str(seat)] for seat in range(seats)}
    out[person].append("you")
    if rival is not None:
        out[rival].append("rival")
    if mate is not None:
        out[mate].append("partner")
    return out


def places(table: Any) -> dict[str, pygame.Rect]:
    """The named places of ``table`` (a ForfortTable) as the current viewer sees them."""
    lay = table.layout()
    view = table.view()
    out = {"hand": fan_bounds(table.fan(view)), "log": pygame.Rect(lay.side), "moves": pygame.Rect(lay.moves),
           "button": pygame.Rect(lay.end_button), "banner": pygame.Rect(lay.banner)}
    score = table.painter.score_rect
    out["score"] = pygame.Rect(score) if score.w and score.h else pygame.Rect(lay.score.x, lay.score.y, 240, 60)
    for seat, names in _names(table).items():
        box = place_box(lay, seat, table.cells)
        figures = table.info_rects.get(seat) or pygame.Rect(box.x, box.bottom + 3, box.w, 24)
        parts = {"fort": box, "keep": lay.keep_rect(seat), "figures": pygame.Rect(figures)}
        for name in names:
            for part, area in parts.items():
                out[f"{part}:{name}"] = pygame.Rect(area)
            for slot in table.cells:
                out[f"slot:{name}-{slot}"] = lay.slot_rect(seat, slot)
    for army in view.get("armies", ()):
        out[f"army:{army['id']}"] = lay.slot_rect(army["fort"], army["slot"])
    return out


def _browser(table: Any) -> list[pygame.Rect]:
    """The opened discard (px), when one is open: a caption never lies over what is being read."""
    seat = table.input.browsing
    if seat is None:
        return []
    count = len(table.view()["players"][seat]["discard"])
    return [table.painter.discard_rect(table.layout(), seat, count).inflate(8, 8)]


def _arrows_and_score(table: Any) -> list[pygame.Rect]:
    """Each keep's arrows (where its Walls may go: a rect round each arrow, px) and the running
    score at the table's top left ("Score if the game ended now"), as drawn now."""
    lay = table.layout()
    view = table.view()
    out = []
    for seat in lay.forts:
        for start, tip in keep_arrows(lay, seat, view["players"][seat]["arrows"]):
            x0, x1 = sorted((round(start[0]), round(tip[0])))
            y0, y1 = sorted((round(start[1]), round(tip[1])))
            out.append(pygame.Rect(x0, y0, x1 - x0, y1 - y0).inflate(24, 24))
    score = table.painter.score_rect
    return out + ([pygame.Rect(score)] if score.w and score.h else [])


def avoid(table: Any) -> list[pygame.Rect]:
    """Where a caption should not lie: the hand (cards are dragged from it), the list of moves and
    the End turn button and the lines of figures (clicked), the choice buttons when open (above all),
    each slot and keep of every fort (cards are dropped there;
    one rect per cell, so a caption about one slot still keeps off the rest of its fort), the
    keeps' arrows, the running score and an opened discard (read)."""
    lay = table.layout()
    rects = [fan_bounds(table.fan(table.view())).inflate(16, 16), pygame.Rect(lay.moves), pygame.Rect(lay.end_button)]
    rects.extend(pygame.Rect(r) for r in table.info_rects.values())   # the lines of figures (clicked)
    rects.extend(pygame.Rect(b.rect).inflate(8, 8) for b in table.input.choices for _ in range(8))   # open choices: never
    for seat in lay.forts:
        rects.append(lay.keep_rect(seat))
        rects.extend(lay.slot_rect(seat, slot) for slot in table.cells)
    return rects + _browser(table) + _arrows_and_score(table)


def keep_clear(table: Any) -> list[pygame.Rect]:
    """What a caption never covers while any spot allows it: each fort's line of figures (hand,
    discard, Camps, Armies: the counts the steps talk about), the person's keep and every keep's
    arrows (they say where Walls go), the running score ("Score if the game ended now"), an opened
    discard (issue 14: the Discards step's caption lay over it) and, while a move is taught, each
    slot or keep it points at."""
    lay = table.layout()
    out = [pygame.Rect(r) for r in table.info_rects.values()] + _browser(table) + _arrows_and_score(table)
    runner = table.tutorial
    if runner is None:
        return out
    out.append(lay.keep_rect(runner.person))
    if runner.active:
        view = table.view()
        taught = table.taught_now(runner.person)
        if len(taught) < len(table.legal_now(runner.person)):     # a move is taught, not a free turn
            for where in {target_of(a, view) for a in taught} - {None}:
                fort, slot = where
                out.append(lay.keep_rect(fort) if slot == "keep" else lay.slot_rect(fort, slot))
    return out


def lit(table: Any, shown: set) -> set:
    """The places to light (``shown``: what the table would light without a tutorial). While a move
    is taught: the places its actions point at (a held card other than the taught one lights
    nothing); nothing while a note is read; otherwise ``shown`` unchanged."""
    runner = table.tutorial
    if runner is None or not runner.active:
        return shown
    seat = table.mouse_seat()
    if seat is None or seat != runner.person:
        return shown
    taught = table.taught_now(seat)
    if not taught:              # a note to read: nothing to do on the table yet
        return set()
    if len(taught) == len(table.legal_now(seat)):   # free (or every move is the taught one)
        return shown
    view = table.view()
    held = table.drag.drag.payload if table.drag.active else None
    return {where for a in taught if (held is None or a.get("card") == held)
            for where in [target_of(a, view)] if where is not None}
