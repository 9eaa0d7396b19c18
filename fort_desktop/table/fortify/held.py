"""What a person's hand does on the Fortify table, each as a small state holder with its own methods
(the parts share these objects, never each other's attributes): where the pointer is, how the
revealed hand card is turned, where the last frame drew what can be picked up, the legal targets of
the die held, where each placed die was let go, and a fling of the dice.

Positions are logical pixels (``event.pos``); turns are quarter turns clockwise.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

import pygame

Point = tuple[float, float]


class Pointer:
    """The last pointer position (px) the table heard; (-1, -1) once it is unknown."""

    def __init__(self) -> None:
        self.at: tuple[int, int] = (0, 0)

    def move(self, pos: tuple[int, int]) -> None:
        self.at = pos

    def lose(self) -> None:
        """The pointer is wherever the next motion says (a scene covered the table)."""
        self.at = (-1, -1)


class HandTurns:
    """How each seat's revealed hand card is turned (quarter turns, 0-3); a new top card starts
    unturned (:meth:`follow`)."""

    def __init__(self) -> None:
        self.rot = {0: 0, 1: 0}
        self._top: dict[int, Optional[int]] = {0: None, 1: None}

    def turn(self, seat: int, quarter_turns: int) -> None:
        self.rot[seat] = (self.rot[seat] + quarter_turns) % 4

    def follow(self, state: Any) -> None:
        """A seat whose top card changed (placed, skipped) starts the new one unturned."""
        for seat in (0, 1):
            hand = state.players[seat].hand
            top = hand[0] if hand else None
            if top != self._top[seat]:
                self._top[seat] = top
                self.rot[seat] = 0


class Drawn:
    """Where the last frame drew what a person may pick up (px): each seat's revealed hand card
    (None: not drawn, e.g. held or hidden), the supply piles by name and the round's results panel
    (None: not drawn yet)."""

    def __init__(self) -> None:
        self.hands: dict[int, Optional[pygame.Rect]] = {0: None, 1: None}
        self.piles: dict[str, pygame.Rect] = {}
        self.results: Optional[pygame.Rect] = None

    def lay_hand(self, seat: int, rect: Optional[pygame.Rect]) -> None:
        self.hands[seat] = rect

    def lay_piles(self, rects: dict[str, pygame.Rect]) -> None:
        self.piles = rects

    def lay_results(self, rect: Optional[pygame.Rect]) -> None:
        self.results = rect


class HeldDie:
    """The legal targets (rules' target dicts) of the die a person holds; [] when none is held."""

    def __init__(self) -> None:
        self.targets: list[dict] = []

    def hold(self, targets: list[dict]) -> None:
        self.targets = targets

    def clear(self) -> None:
        self.targets = []


class DiceDrops:
    """Where each die on a target was let go (px), and the focus it was let go in, so it lies there
    (issue 7), and moves with its target when the play area is drawn at another size."""

    def __init__(self) -> None:
        self.at: dict[str, Point] = {}
        self.focus: dict[str, int] = {}

    def let_go(self, die: str, point: Point, focus: int) -> None:
        self.at[die] = point
        self.focus[die] = focus

    def take_back(self, die: str) -> None:
        """The drop was refused: the die lies nowhere."""
        self.at.pop(die, None)

    def clear(self) -> None:
        """No die lies on a target (a new round)."""
        self.at.clear()
        self.focus.clear()

    def keep_in(self, focus: int) -> None:
        """The focus is about to change from ``focus``: every die let go remembers it."""
        for die in self.at:
            self.focus.setdefault(die, focus)

    def points(self, focus: int, dice_targets: dict[str, dict],
               target_rect: Callable[[int, dict], Optional[pygame.Rect]]) -> dict[str, Point]:
        """Where each die let go lies in ``focus`` (px): a point noted in the other focus is moved to
        the same spot of its target as drawn now. ``dice_targets``: die -> its target;
        ``target_rect(focus, target)``: the target's rect drawn in that focus (None: not drawn)."""
        points = {}
        for die, point in self.at.items():
            was = self.focus.get(die, focus)
            if was == focus or die not in dice_targets:
                points[die] = point
                continue
            old = target_rect(was, dice_targets[die])
            new = target_rect(focus, dice_targets[die])
            if old is None or new is None or not old.w or not old.h:
                continue
            fx, fy = (point[0] - old.x) / old.w, (point[1] - old.y) / old.h
            points[die] = (new.x + fx * new.w, new.y + fy * new.h)
        return points


class DiceThrow:
    """A fling of the dice under way (``fling``: ``{"seat", "start", "rels"}``, or None) and how the
    last one was thrown (``pending``: (impulse px/s or None, where it was let go), read once by
    the tray when the roll is applied)."""

    def __init__(self) -> None:
        self.fling: Optional[dict] = None
        self.pending: Optional[tuple] = None

    def start(self, seat: int, pos: tuple[int, int]) -> None:
        self.fling = {"seat": seat, "start": pos, "rels": []}

    def follow(self, rel: tuple[int, int]) -> None:
        """The pointer moved by ``rel`` px while flinging (the last three moves make the throw)."""
        if self.fling is not None:
            self.fling["rels"] = (self.fling["rels"] + [tuple(rel)])[-3:]

    def finish(self) -> Optional[dict]:
        """The fling ends: it, or None when there was none."""
        fling, self.fling = self.fling, None
        return fling

    def aim(self, impulse: Optional[tuple[float, float]], at: Optional[tuple[int, int]]) -> None:
        self.pending = (impulse, at)

    def take(self) -> tuple:
        """How the dice were thrown, once: (impulse or None, point or None)."""
        pending, self.pending = self.pending, None
        return pending or (None, None)
