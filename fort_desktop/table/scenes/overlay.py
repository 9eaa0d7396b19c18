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
