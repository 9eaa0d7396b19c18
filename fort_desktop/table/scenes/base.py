"""The scene stack (Tuxemon's ``state.py`` shape): each scene reads events, updates, draws.

Coordinates are logical pixels (``event.pos``). The App draws on a *canvas* 800 logical pixels high
and as wide as the window's shape asks (:func:`canvas_size`: 1280 at 16:10, 1422 at 16:9), scaled to
the window. A scene that lays itself out for any canvas width says so with ``fills_width``; any
other scene is drawn in a 1280 x 800 box (:data:`LOGICAL_SIZE`) in the middle of the canvas, with its
events moved into that box (the App does both).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    import pygame

    from ..app import App

#: The design size (logical px): the narrowest canvas, and the box of a scene that is not ``fills_width``.
LOGICAL_SIZE = (1280, 800)
#: The widest canvas (logical px): a window wider than 1.95 : 1 shows bars at its sides.
MAX_CANVAS_W = 1560


def canvas_size(window_px: tuple[int, int]) -> tuple[int, int]:
    """The canvas (logical px, width x 800) for a window of ``window_px`` (px): its shape, 1280 to
    :data:`MAX_CANVAS_W` wide (a window narrower than 16:10 keeps 1280 and shows bars above and
    below). A 1366 x 768 screen gets 1423 x 800; 1920 x 1080 gets 1422 x 800; 1280 x 800 itself."""
    width, height = max(1, int(window_px[0])), max(1, int(window_px[1]))
    logical_h = LOGICAL_SIZE[1]
    return max(LOGICAL_SIZE[0], min(MAX_CANVAS_W, round(logical_h * width / height))), logical_h


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
    #: True for a scene laid out for any canvas width (it reads ``surface.get_size()`` and
    #: :meth:`on_canvas`); False: drawn in a 1280 x 800 box in the middle of the canvas.
    fills_width = False
    #: The most frames a second the App draws while this scene is on top and moves (None: the App's
    #: own cap). A show watched from across a room (attract mode) moves smoothly enough at less.
    frame_cap: "int | None" = None

    def __init__(self, app: "App"):
        self.app = app

    def on_enter(self) -> None:
        """Called when the scene becomes the top scene (pushed, or uncovered by a pop)."""

    def on_leave(self) -> None:
        """Called when the scene stops being the top scene (popped, replaced or covered)."""

    def process_event(self, event: "pygame.event.Event") -> bool:
        """Handle one event; return True if it was consumed."""
        return False

    def backdrop(self, canvas: "pygame.Surface", box_left: int) -> bool:
        """Paint the whole canvas behind this boxed scene's 1280 x 800 box (``box_left``: logical px
        from the canvas's left to the box), so a wide window shows no bars; True if painted. The
        default paints nothing and the App fills the bars with felt."""
        return False

    def on_canvas(self, size: tuple[int, int]) -> None:
        """The canvas changed to ``size`` (logical px; the window was resized or went fullscreen):
        a ``fills_width`` scene lays itself out again."""

    def update(self, dt_seconds: float) -> None:
        """Advance animations and clocks by ``dt_seconds`` (seconds of game time)."""

    def wake_in(self) -> "float | None":
        """Seconds until this scene needs a frame with no input (0: every frame, it moves; None: only
        on input). The default follows ``animates``."""
        return 0.0 if self.animates else None

    def draw(self, surface: "pygame.Surface") -> None:
        """Draw the whole scene onto ``surface`` (the canvas, or the 1280 x 800 box of a scene
        that is not ``fills_width``; logical pixels)."""
