"""The scene stack (Tuxemon's ``state.py`` shape): each scene reads events, updates, draws.

Coordinates are logical pixels of the 1280 x 800 table (``event.pos``; the window is SCALED).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    import pygame

    from ..app import App

LOGICAL_SIZE = (1280, 800)


class Scene:
    """One screen. The app gives the top scene every event; scenes below it only draw (if
    ``draws_below`` of the scene above is true, e.g. a translucent overlay).

    Subclasses override ``process_event`` (return True when the event was used), ``update`` and
    ``draw``. ``on_enter`` / ``on_leave`` run on push/pop/replace; a scene must drop any drag in
    progress in ``on_leave`` (TABLE.md "Window and input": a drag never survives a scene change).
    """

    #: True for overlays: the scene under it is drawn first.
    draws_below = False
    #: False for scenes that change only on input (launcher, menus, game over): while they are on top
    #: and no input arrives, the App draws at most ~10 frames a second (idle CPU).
    animates = True

    def __init__(self, app: "App"):
        self.app = app

    def on_enter(self) -> None:
        """Called when the scene becomes the top scene (pushed, or uncovered by a pop)."""

    def on_leave(self) -> None:
        """Called when the scene stops being the top scene (popped, replaced or covered)."""

    def process_event(self, event: "pygame.event.Event") -> bool:
        """Handle one event; return True if it was consumed."""
        return False

    def update(self, dt_seconds: float) -> None:
        """Advance animations and clocks by ``dt_seconds`` (seconds of game time)."""

    def wake_in(self) -> "float | None":
        """Seconds until this scene needs a frame with no input (0: every frame, it moves; None: only
        on input). The default follows ``animates``."""
        return 0.0 if self.animates else None

    def draw(self, surface: "pygame.Surface") -> None:
        """Draw the whole scene onto ``surface`` (1280 x 800 logical pixels)."""
