"""Enlargement on hover: hold the pointer over a card for a moment to see it big with a few lines
about it; a middle click pins it until the next middle click (TABLE.md "Window and input").

The game says what is under a point (:data:`HoverInfo`); :class:`HoverEnlarger` times the hover,
pins, and draws the enlargement with :func:`~.hud.draw_enlarged`. Times in seconds of scene time,
positions in logical pixels.
"""
from __future__ import annotations

from typing import Any, Callable, Hashable, Optional, Sequence

import pygame

from .hud import draw_enlarged

#: ``(key, big image, lines)`` for the thing under a point: ``key`` names it (a new key restarts the
#: hover timer), ``lines`` the words under the picture (the first in bold).
HoverInfo = tuple[Hashable, pygame.Surface, list[str]]

_UNSEEN = object()


class HoverEnlarger:
    """Hover timing and pinning. ``info_at(pos)`` gives the :data:`HoverInfo` under ``pos`` or None;
    ``seconds``: how long the pointer must rest on a thing before it shows big."""

    def __init__(self, info_at: Callable[[tuple[int, int]], Optional[HoverInfo]], seconds: float = 0.4):
        self.info_at = info_at
        self.seconds = float(seconds)
        self.key: Any = None
        self.since = 0.0
        self.pinned: Optional[tuple[Any, tuple[int, int]]] = None
        self._info: Optional[HoverInfo] = None
        self._info_pos: Optional[tuple[int, int]] = None
        self._info_version: Any = None
        self._version_seen: Any = _UNSEEN
        self._still_at: Optional[tuple[int, int]] = None
        #: rects the enlargement keeps off where it can (px; the table sets it: a tutorial caption)
        self.keep_off: Callable[[], Sequence[pygame.Rect]] = lambda: ()
        #: where the enlargement was drawn last (px), None when none was
        self.drawn: Optional[pygame.Rect] = None
        self._last: Optional[tuple[HoverInfo, tuple[int, int], bool, Optional[pygame.Rect]]] = None

    def forget(self) -> None:
        """Nothing is hovered any more (e.g. a curtain fell): the timer starts again from scratch."""
        self.key = None
        self._info_pos = None

    def hide(self) -> None:
        """Nothing shows big this frame (a card is held: the enlargement must not pop up under the
        dragged card); a pin is kept for after."""
        self.drawn = self._last = None

    def rest_again(self, pos: tuple[int, int]) -> None:
        """Something was just dropped or the game changed with the pointer at ``pos`` (px): nothing
        shows big until the pointer has moved and then rested again (a card just placed under the
        pointer must not pop up over the table)."""
        self.key = None
        self._still_at = pos

    def _waiting_for_a_move(self, pos: tuple[int, int], version: Any) -> bool:
        """True while the pointer has not moved since the last drop or state change."""
        if version != self._version_seen:
            if self._version_seen is not _UNSEEN:
                self.rest_again(pos)
            self._version_seen = version
        if self._still_at is not None:
            if pos == self._still_at:
                self.key = None
                return True
            self._still_at = None
        return False

    def _lookup(self, pos: tuple[int, int], version: Any) -> Optional[HoverInfo]:
        if pos != self._info_pos or version != self._info_version:
            self._info_pos, self._info_version = pos, version
            self._info = self.info_at(pos)
        return self._info

    def pointer_at(self, pos: tuple[int, int], now: float, version: Any = None) -> None:
        """The pointer rests at ``pos`` (px) at scene time ``now``; ``version`` changes when what is
        under it may have changed (the game state): a new version restarts the wait (see
        :meth:`rest_again`)."""
        if self._waiting_for_a_move(pos, version):
            return
        info = self._lookup(pos, version)
        key = info[0] if info else None
        if key != self.key:
            self.key, self.since = key, now

    def due_in(self, now: float) -> Optional[float]:
        """Seconds until a hovered thing shows big (None: nothing is waiting to show)."""
        if self.key is None or self.pinned is not None:
            return None
        left = self.since + self.seconds - now
        return left if left > 0 else None

    def toggle_pin(self, pos: tuple[int, int]) -> None:
        """Middle click: pin what is under ``pos``, or unpin."""
        if self.pinned is not None:
            self.pinned = None
            return
        info = self.info_at(pos)
        if info is not None:
            self.pinned = (info[0], pos)

    def draw(self, surface: pygame.Surface, pointer: tuple[int, int], now: float, version: Any = None,
             bounds: Optional[pygame.Rect] = None) -> bool:
        """The pinned thing, else the hovered one once the pointer rested long enough, kept inside
        ``bounds`` (px; default the surface, e.g. off a side panel). Returns True when something
        was drawn big."""
        self.drawn = self._last = None
        if self.pinned is not None:
            key, at = self.pinned
            info = self.info_at(at)
            if info is None or info[0] != key:
                self.pinned = None
            else:
                self._draw(surface, info, at, True, bounds)
                return True
        if self._waiting_for_a_move(pointer, version):
            return False
        info = self._lookup(pointer, version)
        key = info[0] if info else None
        if key != self.key:
            self.key, self.since = key, now
            return False
        if info is not None and now - self.since >= self.seconds:
            self._draw(surface, info, pointer, False, bounds)
            return True
        return False

    def _draw(self, surface: pygame.Surface, info: HoverInfo, at: tuple[int, int], pinned: bool,
              bounds: Optional[pygame.Rect]) -> None:
        self._last = (info, at, pinned, bounds)
        self.drawn = self._enlarge(surface, info, at, pinned, bounds)

    def _enlarge(self, surface: pygame.Surface, info: HoverInfo, at: tuple[int, int], pinned: bool,
                 bounds: Optional[pygame.Rect]) -> Optional[pygame.Rect]:
        keep_off = list(self.keep_off())
        if keep_off:
            return draw_enlarged(surface, info[1], info[2], at, pinned, bounds, keep_off)
        if bounds is None:
            return draw_enlarged(surface, info[1], info[2], at, pinned)
        return draw_enlarged(surface, info[1], info[2], at, pinned, bounds)

    def draw_again(self, surface: pygame.Surface) -> None:
        """Draw this frame's enlargement once more, over what was drawn since (a tutorial caption
        it could not keep off: the card the person is reading lies on top)."""
        if self._last is not None:
            info, at, pinned, bounds = self._last
            self._enlarge(surface, info, at, pinned, bounds)
