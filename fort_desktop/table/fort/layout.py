"""Where things lie on the 1280 x 800 Fort table (logical pixels)."""
from __future__ import annotations

import pygame

from ...record import Record

SCREEN_W, SCREEN_H = 1280, 800
CARD = (112, 156)         # a card in hand (px)
MINI = (58, 40)           # a card on a board (Yard, Lookout) or in the Park (px)
PANEL = pygame.Rect(930, 250, 340, 540)
BANNER = pygame.Rect(0, 0, SCREEN_W, 36)


class FortLayout(Record):
    """Rects for ``seats`` boards (a row along the top, in seat order), the middle strip and the hand.

    Each board keeps its place for the whole game, whoever looks (issue 14 item 5: a board that
    moved under a person got the wrong rival's card recruited); the person's own hand is the strip
    along the bottom. Not changed once made."""

    __slots__ = ("seats",)
    frozen = True

    def __init__(self, seats: int):
        self.seats = seats

    def board(self, seat: int) -> pygame.Rect:
        """The board of ``seat`` (0-based): the ``seat``-th place from the left, for every viewer."""
        width = (SCREEN_W - 10) // self.seats
        return pygame.Rect(5 + seat * width, 40, width - 6, 200)

    @property
    def park(self) -> pygame.Rect:
        return pygame.Rect(10, 250, 420, 150)

    @property
    def perks(self) -> pygame.Rect:
        return pygame.Rect(440, 250, 480, 150)

    @property
    def play(self) -> pygame.Rect:
        return pygame.Rect(10, 410, 910, 150)

    @property
    def hand(self) -> pygame.Rect:
        return pygame.Rect(10, 570, 910, 225)

    @property
    def recap(self) -> pygame.Rect:
        """Where "Since your last turn" is shown: over the Park, the Perks and the play area."""
        return pygame.Rect(10, 246, 910, 318)

    def park_slot(self, i: int) -> pygame.Rect:
        return pygame.Rect(self.park.x + 10 + i * (MINI[0] + 50), self.park.y + 36, MINI[0] + 40, MINI[1] + 70)
