"""The pass-the-device curtain (TABLE.md "Hidden information"; the raced games' "Hot-seat race").

A full-screen cover that hides the whole table: "P1's turn / P2, look away / click when ready".
A full click on its "Click when ready" button (press and release on it; a release left over from the
click that raised the curtain does not count), Space or Enter pops it and then calls ``on_ready()``;
a click anywhere else on the curtain does nothing, so a click meant for the step before cannot lift it. Presses in its first
:data:`GUARD_SECONDS` are ignored: a double click or a hammered Space that raised the curtain must not
lift it too, or the player who just finished would see the next one's turn. Escape is left unused, so the
App opens the pause menu over the curtain (the table underneath never shows).
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from ..widgets import (CREAM, GOLD, INK, INK_SOFT, PAPER, WOOD_DARK, draw_panel, draw_text, font, line_step,
                       text_size, wrap_text)
from .base import LOGICAL_SIZE, Scene
from ...text import possessive

DRAPE = (128, 34, 40)
DRAPE_DARK = (92, 20, 28)
DRAPE_LIGHT = (160, 52, 56)
#: Seconds after the curtain falls during which presses do not lift it (a double click is ~0.3 s).
GUARD_SECONDS = 0.6
#: Logical px from one fold of the drape to the next.
FOLD_PX = 80


class Curtain(Scene):
    """Covers the table until the acting player is ready.

    ``acting``: the name shown as "<acting>'s turn" (``headline``: other words for that line);
    ``waiting``: who must look away (None: no such line, e.g. when the other seat is a bot); ``note``:
    an optional line (e.g. "Build: place your cards, then grab the Cousin"); ``on_ready()``: called
    once, after the curtain is popped.
    """

    animates = False  # changes only on input: the App may idle between frames

    draws_below = False  # the table must never show through

    def __init__(self, app: Any, *, acting: str, waiting: str | None = None, note: str = "",
                 on_ready: Callable[[], Any] | None = None, headline: str = ""):
        super().__init__(app)
        self.acting, self.waiting, self.note, self.on_ready = acting, waiting, note, on_ready
        #: the big line; default "<acting>'s turn" (e.g. "Ana: follow Ben's play?" in another's turn)
        self.headline = headline or f"{possessive(acting)} turn"
        self.pressed = False
        self.done = False
        self.seconds = 0.0
        #: the frame that raised the curtain updates it too, with that frame's time (up to half a
        #: second after an idle wait): that time was spent before the curtain fell, so it is not counted
        self._first_update = True

    def on_enter(self) -> None:
        self.pressed = False

    @property
    def button_rect(self) -> pygame.Rect:
        """The "Click when ready" button (logical px): the only place a click lifts the curtain."""
        return ready_button_rect()

    @property
    def accepts_input(self) -> bool:
        """Whether a press may lift the curtain yet (not in its first :data:`GUARD_SECONDS`)."""
        return self.seconds >= GUARD_SECONDS

    def ready(self) -> None:
        """Lift the curtain: pop it and call ``on_ready`` (only the first time)."""
        if self.done:
            return
        self.done = True
        self.app.pop(self)
        if self.on_ready is not None:
            self.on_ready()

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            key = getattr(event, "key", None)
            if key in (pygame.K_ESCAPE, pygame.K_m):
                return False  # the App's pause menu, its mute (a new user's M on the curtain did nothing)
            if key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER) and self.accepts_input:
                self.ready()
            return True
        if getattr(event, "button", None) != 1:
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        on_button = self.button_rect.collidepoint(getattr(event, "pos", (-1, -1)))
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pressed = self.accepts_input and on_button
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            if self.pressed and on_button:
                self.ready()
            self.pressed = False
            return True
        return False

    def update(self, dt_seconds: float) -> None:
        if self._first_update:
            self._first_update = False
            return
        self.seconds += dt_seconds

    def wake_in(self) -> "float | None":
        """A frame when the guard ends (so its time counts while the App idles), then only on input."""
        if self._first_update:
            return 0.0
        return None if self.accepts_input else GUARD_SECONDS - self.seconds

    def backdrop(self, canvas: pygame.Surface, box_left: int) -> bool:
        """The drape across the whole canvas (a wide window shows the curtain edge to edge, issue 15),
        its folds in step with the box's."""
        _drape(canvas, box_left)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        _drape(surface, 0)
        header = f"Pass the mouse to {self.acting}" if self.waiting else f"{self.acting}, get ready"
        draw_text(surface, header, (16, 23), size=26, bold=True, color=CREAM,
                  anchor="midleft")

        card = _card_rect()
        draw_panel(surface, card, PAPER, border=WOOD_DARK, radius=24)
        pygame.draw.rect(surface, CREAM, card.inflate(-24, -24), width=2, border_radius=18)
        y = card.top + 26
        if self.waiting:
            draw_text(surface, f"{self.waiting}, look away!", (card.centerx, y), size=34, bold=True,
                      color=DRAPE, anchor="midtop", max_width=card.width - 60)
        y += line_step(34, True) + 10
        turn = self.headline
        size = next((s for s in (64, 56, 48, 42, 36, 30, 26, 22) if font(s, True).size(turn[:200])[0] <= card.width - 60), 22)
        draw_text(surface, turn, (card.centerx, y), size=size, bold=True, color=INK,
                  anchor="midtop", max_width=card.width - 60)
        y += line_step(size, True) + 6
        for line in wrap_text(self.note, 22, card.width - 80)[:2] if self.note else ():
            draw_text(surface, line, (card.centerx, y), size=22, color=INK_SOFT, anchor="midtop")
            y += line_step(22)
        hint = ready_button_rect()
        draw_panel(surface, hint, (230, 122, 42), border=(168, 80, 22), radius=16)
        draw_text(surface, "Click when ready", hint.center, size=32, bold=True, color=CREAM,
                  anchor="center")
        draw_text(surface, "or press Space - F1: how to play", (card.centerx, card.bottom - 16), size=18,
                  color=INK_SOFT, anchor="midbottom")


def _drape(surface: pygame.Surface, left: int) -> None:
    """The stage curtain over all of ``surface``: folds (darker valleys, lighter ridges) every
    :data:`FOLD_PX` px counted from ``left`` (px), and the wooden header band."""
    width, height = surface.get_size()
    surface.fill(DRAPE)
    for x in range(left % FOLD_PX - FOLD_PX, width, FOLD_PX):
        pygame.draw.rect(surface, DRAPE_DARK, (x, 0, FOLD_PX // 4, height))
        pygame.draw.rect(surface, DRAPE_LIGHT, (x + FOLD_PX // 2, 0, FOLD_PX // 6, height))
    pygame.draw.rect(surface, WOOD_DARK, (0, 0, width, 46))
    pygame.draw.rect(surface, GOLD, (0, 46, width, 6))


def _hint_size() -> tuple[int, int]:
    """The "Click when ready" button's size (logical px) at the text size now."""
    return (max(440, text_size("Click when ready", 32, True)[0] + 48), max(64, line_step(32, True) + 16))


def _card_rect() -> pygame.Rect:
    """The curtain's card (logical px): as tall as its lines at the text size now (the look-away
    line, the turn at its largest, two lines of note, the button and the keys' line)."""
    hint_w, hint_h = _hint_size()
    height = (26 + line_step(34, True) + 10 + line_step(64, True) + 6 + 2 * line_step(22) + 12 + hint_h + 12
              + line_step(18) + 16)
    card = pygame.Rect(0, 0, max(720, hint_w + 80), max(410, height))
    card.center = (LOGICAL_SIZE[0] // 2, min(LOGICAL_SIZE[1] // 2 + 10, LOGICAL_SIZE[1] - 8 - card.height // 2))
    return card


def ready_button_rect() -> pygame.Rect:
    """Where the "Click when ready" button is drawn (logical px), over the keys' line."""
    card = _card_rect()
    hint = pygame.Rect((0, 0), _hint_size())
    hint.midbottom = (card.centerx, card.bottom - 16 - line_step(18) - 12)
    return hint
