"""Stop & grab with Fort Cards still in hand asks first: the rest of the hand goes to the discard
(rulebook Part I "Build": a player who stops discards the cards left), so one stray click must not
throw it away. Positions in logical pixels of the 1280 x 800 table.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ..scenes.base import LOGICAL_SIZE
from ..scenes.overlay import Overlay
from ..widgets import (
    INK,
    Button,
    button_size,
    card_top,
    draw_card,
    draw_text,
    line_step,
    wrap_text,
)

#: The card's least and largest widths (logical px); its words wrap inside.
CARD_WIDTH = (640, 860)
#: Room (logical px) between the paper's edge and its words, and between the two buttons.
MARGIN, BUTTON_GAP = 30, 40


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
        keep_size = button_size("Keep building", 26, least=(240, 58))
        stop_size = button_size("Stop", 28, least=(200, 58))
        tall = max(keep_size[1], stop_size[1])       # both buttons as tall as the taller
        keep_size, stop_size = (keep_size[0], tall), (stop_size[0], tall)
        buttons_width = keep_size[0] + BUTTON_GAP + stop_size[0] + 2 * MARGIN + 40
        width = max(CARD_WIDTH[0], min(CARD_WIDTH[1], buttons_width))
        first, rest = self.question.split("? ", 1)
        room = width - 40 - 2 * MARGIN
        #: (words, size, bold) of each line on the paper, top to bottom
        self.lines = [(line, 26, True) for line in wrap_text(first + "?", 26, room, True)]
        self.lines += [(line, 22, False) for line in wrap_text(rest[0].upper() + rest[1:], 22, room)]
        words_height = sum(line_step(size, bold) for _line, size, bold in self.lines)
        height = card_top("Stop & grab") + 24 + words_height + 24 + max(keep_size[1], stop_size[1]) + 20 + 20
        self.card = pygame.Rect(0, 0, width, max(250, height))
        self.card.center = (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2)
        paper_inner = self.card.inflate(-40 - 2 * MARGIN, 0)
        self.keep_button = Button((paper_inner.x, self.card.bottom - 40 - keep_size[1], *keep_size),
                                  "Keep building", self.close, style="light", font_size=26)
        self.stop_button = Button((paper_inner.right - stop_size[0], self.card.bottom - 40 - stop_size[1],
                                   *stop_size), "Stop", self.stop, style="primary", font_size=28)
        self.widgets = [self.keep_button, self.stop_button]

    def stop(self) -> None:
        """The person chose Stop: close and grab."""
        self.close()
        self.on_stop()

    def draw_card(self, surface: pygame.Surface) -> None:
        paper = draw_card(surface, self.card, "Stop & grab")
        y = paper.y + 24
        for line, size, bold in self.lines:
            draw_text(surface, line, (paper.centerx, y), size=size, bold=bold, color=INK, anchor="midtop",
                      max_width=paper.width - 2 * MARGIN)
            y += line_step(size, bold)
