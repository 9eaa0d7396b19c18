"""A generic drag controller: pick up a thing, carry it with a constant grab offset, drop or cancel.

TABLE.md "Window and input": the held thing follows the pointer with a constant grab offset (the
pointer stays on the same spot of the thing); a drag is cancelled (the thing slides back home) on
WINDOWLEAVE with the button released, a release outside the window (while the button is held SDL
keeps the mouse and reports the release there), WINDOWFOCUSLOST, a scene change (the scene calls
:meth:`DragController.cancel` in ``on_leave``) or Escape. Turning the held thing (a quarter turn
clockwise) keeps the same spot of it under the pointer.

The controller knows no game: the payload is whatever the scene picked up, and the scene
decides what a drop means (it asks the same function that draws the ghost). Coordinates are logical
pixels from ``event.pos``; times are seconds.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable, Optional

import pygame

from ...record import Record

RETURN_SECONDS = 0.25   # how long a cancelled or refused thing takes to slide home


class Drag(Record):
    """One thing being carried.

    ``grab_offset``: pointer minus the thing's top-left at pick-up (px), kept constant while moving;
    ``size``: the thing's width and height on screen (px); ``pointer``: last pointer position (px);
    ``home``: the top-left (px) the thing returns to when the drag is cancelled; ``turns``: quarter
    turns clockwise made while held.
    """

    __slots__ = ("payload", "grab_offset", "size", "pointer", "home", "turns")

    def __init__(self, payload: Any, grab_offset: tuple[float, float], size: tuple[int, int],
                 pointer: tuple[int, int], home: tuple[float, float], turns: int = 0):
        self.payload = payload
        self.grab_offset = grab_offset
        self.size = size
        self.pointer = pointer
        self.home = home
        self.turns = turns

    @property
    def top_left(self) -> tuple[float, float]:
        """Where the thing's top-left is now (px)."""
        return (self.pointer[0] - self.grab_offset[0], self.pointer[1] - self.grab_offset[1])

    @property
    def rect(self) -> pygame.Rect:
        x, y = self.top_left
        return pygame.Rect(round(x), round(y), self.size[0], self.size[1])

    @property
    def centre(self) -> tuple[float, float]:
        x, y = self.top_left
        return (x + self.size[0] / 2, y + self.size[1] / 2)


class Returning(Record):
    """A thing sliding back home after a cancel or a refused drop (drawn by the scene)."""

    __slots__ = ("payload", "start", "home", "size", "turns", "elapsed_seconds")

    def __init__(self, payload: Any, start: tuple[float, float], home: tuple[float, float], size: tuple[int, int],
                 turns: int = 0, elapsed_seconds: float = 0.0):
        self.payload = payload
        self.start = start
        self.home = home
        self.size = size
        self.turns = turns
        self.elapsed_seconds = elapsed_seconds

    @property
    def progress(self) -> float:
        return min(1.0, self.elapsed_seconds / RETURN_SECONDS)

    @property
    def top_left(self) -> tuple[float, float]:
        t = self.progress
        t = 1 - (1 - t) * (1 - t)          # ease out
        return (self.start[0] + (self.home[0] - self.start[0]) * t,
                self.start[1] + (self.home[1] - self.start[1]) * t)


class DragController(Record):
    """Holds at most one :class:`Drag`; keeps the things sliding home; tracks the left button.

    The scene calls :meth:`start` on a press over something draggable, :meth:`move` on motion,
    :meth:`finish` on release (then decides: accept the drop, or :meth:`refuse` it), and passes every
    event to :meth:`cancel_event` first, which cancels the drag on the events listed above.
    ``last_cancel``: why the last drag was cancelled ("" if none); ``bounds``: the window in logical
    px: a release outside it (SDL reports one while it captures the mouse) cancels the drag instead
    of dropping the thing.
    """

    __slots__ = ("drag", "returning", "button_held", "last_cancel", "bounds")

    def __init__(self, drag: Optional[Drag] = None, returning: Optional[list[Returning]] = None,
                 button_held: bool = False, last_cancel: str = "",
                 bounds: Optional[tuple[int, int, int, int]] = None):
        self.drag = drag
        self.returning: list[Returning] = [] if returning is None else returning
        self.button_held = button_held
        self.last_cancel = last_cancel
        self.bounds = bounds

    # ------------------------------------------------------------------ carrying
    @property
    def active(self) -> bool:
        return self.drag is not None

    def start(self, payload: Any, pointer: tuple[int, int], item_rect: pygame.Rect | tuple,
              home: Optional[tuple[float, float]] = None) -> Drag:
        """Pick up ``payload`` whose on-screen rect is ``item_rect`` at ``pointer`` (px).

        ``home`` (default: the rect's top-left) is where it slides back to if cancelled. Any drag in
        progress is cancelled first.
        """
        if self.drag is not None:
            self.cancel("picked up something else")
        rect = pygame.Rect(item_rect)
        self.drag = Drag(payload, (pointer[0] - rect.x, pointer[1] - rect.y), (rect.w, rect.h),
                         (int(pointer[0]), int(pointer[1])),
                         home if home is not None else (rect.x, rect.y))
        self.button_held = True
        self.last_cancel = ""
        return self.drag

    def move(self, pointer: tuple[int, int]) -> None:
        """The pointer moved to ``pointer`` (px): the thing follows with the same grab offset."""
        if self.drag is not None:
            self.drag.pointer = (int(pointer[0]), int(pointer[1]))

    def turn(self, quarter_turns: int = 1) -> None:
        """Turn the held thing clockwise by quarter turns around the pointer: the spot under the
        pointer stays under it, the width and height swap on each odd turn."""
        if self.drag is None:
            return
        for _ in range(quarter_turns % 4):
            ox, oy = self.drag.grab_offset
            w, h = self.drag.size
            # a point (ox, oy) of a w x h thing turned clockwise lands at (h - oy, ox) in an h x w thing
            self.drag.grab_offset = (h - oy, ox)
            self.drag.size = (h, w)
            self.drag.turns = (self.drag.turns + 1) % 4

    def finish(self, pointer: Optional[tuple[int, int]] = None) -> Optional[Drag]:
        """The button was released: end the drag and hand it back (None if nothing was held).

        The scene then accepts the drop or calls :meth:`refuse` to send the thing home.
        """
        self.button_held = False
        drag = self.drag
        if drag is not None and pointer is not None:
            drag.pointer = (int(pointer[0]), int(pointer[1]))
        self.drag = None
        return drag

    def refuse(self, drag: Drag) -> None:
        """Send a dropped thing home (an illegal drop is not a placement)."""
        self.returning.append(Returning(drag.payload, drag.top_left, drag.home, drag.size, drag.turns))

    def cancel(self, why: str = "cancelled") -> Optional[Drag]:
        """Drop the drag in progress without placing it; the thing slides home. Returns it."""
        drag = self.drag
        self.drag = None
        if drag is not None:
            self.last_cancel = why
            self.refuse(drag)
        return drag

    # ------------------------------------------------------------------ events and time
    def cancel_event(self, event: pygame.event.Event) -> bool:
        """Track the left button and cancel the drag on a window or key event that must end it.

        Returns True when the event cancelled a drag (the scene should not use the event further).
        """
        etype = event.type
        if etype == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            self.button_held = True
        elif etype == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1:
            self.button_held = False
            pos = getattr(event, "pos", None)
            if self.drag is not None and self.bounds is not None and pos is not None \
                    and not pygame.Rect(self.bounds).collidepoint(pos):
                return self.cancel("the button was released outside the window") is not None
        elif etype == pygame.MOUSEMOTION:
            buttons = getattr(event, "buttons", (0, 0, 0))
            held = bool(buttons and buttons[0])
            if self.drag is not None and self.button_held and not held:
                # the release happened where we could not see it (outside the window)
                self.button_held = False
                return self.cancel("the button was released outside the window") is not None
            self.button_held = held
        if self.drag is None:
            return False
        if etype == pygame.WINDOWFOCUSLOST:
            return self.cancel("the window lost focus") is not None
        if etype == pygame.WINDOWLEAVE and not self.button_held:
            return self.cancel("the pointer left the window") is not None
        if etype == pygame.KEYDOWN and getattr(event, "key", None) == pygame.K_ESCAPE:
            return self.cancel("Escape") is not None
        return False

    def update(self, dt_seconds: float) -> None:
        """Advance the slide-home animations by ``dt_seconds``."""
        for item in self.returning:
            item.elapsed_seconds += max(0.0, dt_seconds)
        self.returning = [r for r in self.returning if r.progress < 1.0]

    def is_returning(self, payload: Any) -> bool:
        """True while ``payload`` is still sliding home (the scene hides it at home meanwhile)."""
        return any(r.payload == payload for r in self.returning)


class SnapTarget(Record):
    """A place a held thing may be dropped: ``key`` is what the game calls it (a box-grid cell and
    turn, a slot, a pile, a player-board zone), ``rect`` where the thing would lie (px; the ghost),
    ``problem`` why it may not go there (None: legal). Not changed once made."""

    __slots__ = ("key", "rect", "problem")

    def __init__(self, key: Any, rect: pygame.Rect, problem: Optional[str] = None):
        self.key = key
        self.rect = rect
        self.problem = problem


class Snapper:
    """The target a held thing snaps to: the nearest of ``targets(drag)`` whose rect contains the
    held thing's centre, or whose centre lies within ``reach_px`` of it. The same answer draws the
    ghost (green, or red with the reason) and decides the drop, so what is shown is what happens.

    The answer is remembered until the thing moves, turns, or ``version`` (the game state) changes:
    nothing is recomputed on frames where nothing moved.
    """

    def __init__(self, targets: "Callable[[Drag], Iterable[SnapTarget]]", reach_px: float = 0.0):
        self.targets = targets
        self.reach_px = float(reach_px)
        self._key: Any = None
        self._answer: Optional[SnapTarget] = None

    def target(self, drag: Drag, version: Any = None) -> Optional[SnapTarget]:
        """Where ``drag`` would land now, or None when it is over no target."""
        key = (drag.payload, drag.top_left, drag.turns, version)
        if key == self._key:
            return self._answer
        cx, cy = drag.centre
        best, best_d = None, None
        for target in self.targets(drag):
            rect = target.rect
            d = 0.0 if rect.collidepoint(cx, cy) else ((rect.centerx - cx) ** 2 + (rect.centery - cy) ** 2) ** 0.5
            if d > 0 and d > self.reach_px:
                continue
            if best_d is None or d < best_d or (d == best_d == 0 and _dist2(rect, cx, cy) < _dist2(best.rect, cx, cy)):
                best, best_d = target, d
        self._key, self._answer = key, best
        return best


def _dist2(rect: pygame.Rect, x: float, y: float) -> float:
    return (rect.centerx - x) ** 2 + (rect.centery - y) ** 2
