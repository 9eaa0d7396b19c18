"""The base of the shell's overlays (pause menu, saves, settings, rules reference, game log).

An :class:`Overlay` is drawn over the scene below it (dimmed), takes every event (nothing reaches the
table underneath, which also stops updating: its race clocks and bots wait), and closes with Escape
or its close key. Positions are logical pixels of the 1280 x 800 table.
"""
from __future__ import annotations

from typing import Any, Sequence

import pygame

from ..widgets import Widget, draw_shade, handle_all
from .base import Scene


class Overlay(Scene):
    """A scene drawn over the one below. Subclasses fill ``widgets`` and draw their card.

    ``close_keys``: keys that close it (Escape always does, unless a widget used the key first, e.g.
    a focused text field). ``shade``: how dark the scene below gets (0-255).
    """

    animates = False  # changes only on input: the App may idle between frames

    draws_below = True
    close_keys: tuple[int, ...] = ()
    shade = 170

    def __init__(self, app: Any):
        super().__init__(app)
        self.widgets: list[Widget] = []
        self.status = ""

    def close(self) -> None:
        """Pop this overlay (only if it is on top)."""
        self.app.pop(self)

    def all_widgets(self) -> Sequence[Widget]:
        """The widgets that get events, top-most last (override to add rows built on the fly)."""
        return self.widgets

    def process_event(self, event: pygame.event.Event) -> bool:
        widgets = [w for w in self.all_widgets() if w.visible]
        if event.type == pygame.MOUSEMOTION:
            pos = getattr(event, "pos", None)
            hovering = pos is not None and any(
                getattr(w, "enabled", True) and w.rect.collidepoint(pos) for w in widgets
                if hasattr(w, "on_click"))
            self.app.set_cursor(pygame.SYSTEM_CURSOR_HAND if hovering else pygame.SYSTEM_CURSOR_ARROW)
        used = handle_all(widgets, event)
        if not used and event.type == pygame.KEYDOWN:
            key = getattr(event, "key", None)
            if key == pygame.K_ESCAPE or key in self.close_keys:
                self.close()
            else:
                self.key(key, event)
        return True  # nothing reaches the scene below

    def key(self, key: Any, event: pygame.event.Event) -> None:
        """A key no widget used (override for arrows, page keys...)."""

    def update(self, dt_seconds: float) -> None:
        for widget in self.all_widgets():
            widget.update(dt_seconds)

    def draw(self, surface: pygame.Surface) -> None:
        draw_shade(surface, self.shade)
        self.draw_card(surface)
        for widget in self.all_widgets():
            widget.draw(surface)

    def draw_card(self, surface: pygame.Surface) -> None:
        """The overlay's frame and words (under its widgets)."""


class ScrollingOverlay(Overlay):
    """An overlay with a list that scrolls: the wheel moves ``wheel_rows`` rows, Up/Down one,
    Page Up/Down ``page_rows``, Home/End to either end. Subclasses implement ``scroll(rows)``."""

    wheel_rows = 1

    @property
    def page_rows(self) -> int:
        """Rows one Page Up/Down moves (the rows on show)."""
        return 1

    def scroll(self, rows: int) -> None:
        """Move the list by ``rows`` (negative: up), clamped."""
        raise NotImplementedError

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            y = getattr(event, "y", 0)
            if y:
                self.scroll(-self.wheel_rows if y > 0 else self.wheel_rows)
            return True
        return super().process_event(event)

    def key(self, key: Any, event: pygame.event.Event) -> None:
        steps = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -self.page_rows,
                 pygame.K_PAGEDOWN: self.page_rows, pygame.K_HOME: -10**6, pygame.K_END: 10**6}
        if key in steps:
            self.scroll(steps[key])
