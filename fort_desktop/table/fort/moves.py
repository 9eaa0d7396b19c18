"""What moves on the Fort table after an action (TABLE.md "Sound and feel"; issue 8 item 3: draws,
reshuffles, tokens and level-ups move on screen), worked out from two views of the same viewer -
before and after - so nothing hidden can move face up: a card drawn into the viewer's hand slides
from its deck face up; a recruited card slides from the Park to the recruiter's board; tokens
slide between the supply and a board; a reshuffle and a level-up flash the board. Rects in logical
pixels; the scene turns each :class:`Move` into a short animation (never longer than 0.5 s)."""
from __future__ import annotations

import json
from typing import Optional

import pygame

from ...record import Record
from .layout import CARD, FortLayout


class Move(Record):
    """``kind``: "card" (``card`` face up; None: a card back), "token" (``card`` is "P" or "T"), "flash" or "level".
    ``start``/``goal``: rects (a flash or level uses ``start`` only); ``delay``: seconds. Not
    changed once made."""

    __slots__ = ("kind", "card", "start", "goal", "delay")

    def __init__(self, kind: str, card: Optional[str], start: pygame.Rect, goal: pygame.Rect, delay: float = 0.0):
        self.kind = kind
        self.card = card
        self.start = start
        self.goal = goal
        self.delay = delay


def shows(view_json: str, card: str) -> bool:
    """Whether the view (as ``json.dumps`` text) shows card ``card`` face up anywhere."""
    return f'"{card}"' in view_json


def board_of(view: dict, seat: int, layout: FortLayout) -> pygame.Rect:
    """The board of ``seat`` (its place is the same for every viewer)."""
    return layout.board(seat)


def moves(before: dict, after: dict, layout: FortLayout) -> list[Move]:
    """The moves between two views of one viewer (``rules.view``), in the order they happen."""
    out: list[Move] = []
    viewer = after["viewer"]
    supply = pygame.Rect(layout.perks.x + 300 + layout.extra // 2, layout.perks.y + 30, 24, 24)
    if viewer is not None and before["viewer"] == viewer:
        old = list(before["seats"][viewer].get("hand", []))
        drawn = [c for c in after["seats"][viewer].get("hand", []) if c not in old]
        deck = board_of(after, viewer, layout)
        goal = pygame.Rect(0, 0, *CARD)
        goal.midbottom = (layout.hand.centerx, layout.hand.bottom - 30)
        for i, card in enumerate(drawn):
            out.append(Move("card", card, pygame.Rect(deck.x + 20, deck.bottom - 60, *CARD), goal, 0.06 * i))
    shown_after = json.dumps(after)  # a card that left the Park slides face up only if still in view
    old_park = [c for c in before["park"] if c is not None]
    for seat, (s0, s1) in enumerate(zip(before["seats"], after["seats"])):
        board = board_of(after, seat, layout)
        for card in old_park:
            if card not in after["park"] and s1["discard_count"] > s0["discard_count"]:
                slot = layout.park_slot(before["park"].index(card))
                face = card if shows(shown_after, card) else None
                out.append(Move("card", face, slot, pygame.Rect(board.x + 10, board.y + 100, *slot.size)))
        if s1["deck_count"] > s0["deck_count"] and s1["discard_count"] < s0["discard_count"]:
            out.append(Move("flash", None, board, board))           # the discard shuffled into the deck
        for r in ("P", "T"):
            gained = (s1["stuff"][r] + s1["pack"][r]) - (s0["stuff"][r] + s0["pack"][r])
            spot = pygame.Rect(board.x + 60, board.y + 26, 24, 24)
            for i in range(min(abs(gained), 5)):
                start, goal = (supply, spot) if gained > 0 else (spot, supply)
                out.append(Move("token", r, start, goal, 0.05 * i))
            packed = s1["pack"][r] - s0["pack"][r]
            if packed > 0 and gained <= 0:                          # Stuff to Pack on the board
                out.append(Move("token", r, spot, spot.move(150, 0)))
        if s1["level"] > s0["level"]:
            out.append(Move("level", str(s1["level"]), board, board))
    return out
