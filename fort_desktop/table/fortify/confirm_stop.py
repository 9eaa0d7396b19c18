"""Stop & grab with Fort Cards still in hand asks first: the rest of the hand goes to the discard
(rulebook Part I "Build": a player who stops discards the cards left), so one stray click must not
throw it away. Positions in logical pixels of the 1280 x 800 table.
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from ..scenes.base import LOGICAL_SIZE
from ..scenes.overlay import Overlay
from ..widgets import INK, Button, draw_card, draw_text


def stop_question(cards_left: int) -> str:
    """The question for ``cards_left`` (>= 1) Fort Cards still in hand."""
    cards = "1 card" if cards_left == 1 else f"{cards_left} cards"
    return f"Stop building? {cards} left in your hand go{'es' if cards_left == 1 else ''} to the discard"


class ConfirmStop(Overlay):
    """"Stop" runs ``on_stop`` (the grab); "Keep building" (or Escape) closes and changes nothing."""

    def __init__(self, app: Any, cards_left: int, on_stop: Callable[[], None]):
        super().__init__(app)
        self.question = stop_question(cards_left)
        self.on_stop = on_stop
        self.card = pygame.Rect(0, 0, 640, 250)
        self.card.center = (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2)
        self.keep_button = Button((self.card.x + 50, self.card.bottom - 96, 240, 58), "Keep building", self.close,
                                  style="light", font_size=26)
        self.stop_button = Button((self.card.right - 50 - 200, self.card.bottom - 96, 200, 58), "Stop", self.stop,
                                  style="primary", font_size=28)
        self.widgets = [self.keep_button, self.stop_button]

    def stop(self) -> None:
        """The person chose Stop: close and grab."""
        self.close()
        self.on_stop()

    def draw_card(self, surface: pygame.Surface) -> None:
        paper = draw_card(surface, self.card, "Stop & grab")
        first, rest = self.question.split("? ", 1)
        draw_text(surface, first + "?", (paper.centerx, paper.y + 36), size=26, bold=True, color=INK,
                  anchor="center", max_width=paper.width - 40)
        draw_text(surface, rest[0].upper() + rest[1:], (paper.centerx, paper.y + 74), size=22, color=INK,
                  anchor="center", max_width=paper.width - 40)
