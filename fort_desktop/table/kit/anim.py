"""Brief, non-blocking animations of a game's table (TABLE.md "Sound and feel").

Cards sliding to the discard or the Reserve, Kids flashing as they flip, a Hit Token landing, the
revealed dice fading out. Each animation has a start time and a duration in seconds of scene time;
none lasts more than 0.6 s and none ever holds up input (the scene keeps reading events). Rects are
logical pixels.
"""
from __future__ import annotations

from typing import Optional

import pygame

from ...record import Record

MAX_SECONDS = 0.6


class Anim(Record):
    """One animation from ``start`` (scene seconds) for ``duration`` seconds over ``rect`` (px):
    ``image`` shown, sliding to ``to_rect`` when set, or a ``colour`` flash. ``fade``: a slide fades
    to half on its way (a hold never fades); ``faded``: its own copy of ``image`` to fade (the image
    may be shared)."""

    __slots__ = ("start", "duration", "rect", "image", "to_rect", "colour", "fade", "faded")

    def __init__(self, start: float, duration: float, rect: pygame.Rect, image: Optional[pygame.Surface] = None,
                 to_rect: Optional[pygame.Rect] = None, colour: tuple[int, int, int] = (255, 255, 255),
                 fade: bool = True, faded: Optional[pygame.Surface] = None):
        self.start = start
        self.duration = duration
        self.rect = rect
        self.image = image
        self.to_rect = to_rect
        self.colour = colour
        self.fade = fade
        self.faded = faded

    def fading(self, alpha: int) -> pygame.Surface:
        """``image`` at ``alpha`` (0-255): a copy made once per animation, so a shared picture is
        never changed and no frame copies it again (none at all while it is still opaque: the
        picture itself shows the same)."""
        assert self.image is not None
        if alpha >= 255 and self.image.get_alpha() in (None, 255):
            return self.image
        if self.faded is None:
            assert self.image is not None
            self.faded = self.image.copy()
        self.faded.set_alpha(alpha)
        return self.faded

    def progress(self, now: float) -> float:
        return max(0.0, min(1.0, (now - self.start) / self.duration)) if self.duration > 0 else 1.0


class Animations:
    """A list of animations drawn over the table; ``speed`` > 1 makes them shorter (autoplay)."""

    def __init__(self, speed: float = 1.0):
        self.speed = max(0.1, float(speed))
        self.items: list[Anim] = []

    def _seconds(self, seconds: float) -> float:
        return min(MAX_SECONDS, seconds) / self.speed

    def slide(self, image: pygame.Surface, from_rect: pygame.Rect, to_rect: pygame.Rect, start: float,
              seconds: float = 0.5, fade: bool = True) -> None:
        """``image`` slides from ``from_rect`` to ``to_rect`` (a card to the discard pile; ``fade``
        False: a thrown die keeps its look)."""
        self.items.append(Anim(start, self._seconds(seconds), pygame.Rect(from_rect), image, pygame.Rect(to_rect),
                               fade=fade))

    def show(self, image: pygame.Surface, rect: pygame.Rect, start: float, seconds: float) -> None:
        """``image`` lies still at ``rect`` for ``seconds`` (already scaled by the caller; not capped:
        a big moment held long enough to be seen, e.g. the Jerk Die on what it hit)."""
        self.items.append(Anim(start, max(0.0, seconds), pygame.Rect(rect), image, pygame.Rect(rect), fade=False))

    def shift(self, after: float, seconds: float) -> None:
        """Bring every animation starting after scene time ``after`` forward by ``seconds`` (a click
        skipped ahead)."""
        for a in self.items:
            if a.start > after:
                a.start = max(after, a.start - seconds)

    def flash(self, rect: pygame.Rect, colour: tuple[int, int, int], start: float, seconds: float = 0.6) -> None:
        """A frame around ``rect`` that blinks and fades (a Kid flipping, a Base hit, a new room)."""
        self.items.append(Anim(start, self._seconds(seconds), pygame.Rect(rect), colour=colour))

    def fade(self, image: pygame.Surface, rect: pygame.Rect, start: float, seconds: float = 0.6) -> None:
        """``image`` shown at ``rect`` fading out (the revealed dice, before they return)."""
        self.items.append(Anim(start, self._seconds(seconds), pygame.Rect(rect), image))

    def update(self, now: float) -> None:
        self.items = [a for a in self.items if now < a.start + a.duration]

    @property
    def busy(self) -> bool:
        return bool(self.items)

    def drawn_rects(self, now: float) -> list[pygame.Rect]:
        """Where :meth:`draw` draws at ``now`` (px), one rect per animation drawn (a rect may
        reach a pixel past what is drawn): what lies under them this frame is covered by them."""
        out = []
        for a in self.items:
            if now < a.start:
                if a.to_rect is not None and a.image is not None and a.fade:
                    out.append(a.image.get_rect(topleft=a.rect.topleft))
                continue
            if a.to_rect is not None and a.image is not None:
                ease = 1 - (1 - a.progress(now)) ** 2
                x = a.rect.x + (a.to_rect.x - a.rect.x) * ease
                y = a.rect.y + (a.to_rect.y - a.rect.y) * ease
                out.append(a.image.get_rect(topleft=(round(x), round(y))).inflate(2, 2))
            elif a.image is not None:
                out.append(a.image.get_rect(topleft=a.rect.topleft))
            else:
                out.append(a.rect.inflate(16, 16))   # a flash's frame grows by up to 14 px
        return out

    def draw(self, surface: pygame.Surface, now: float) -> None:
        """Things waiting their turn first (still where they were), then what moves now, on top
        (:meth:`drawn_rects` says where)."""
        for a in self.items:
            if now < a.start and a.to_rect is not None and a.image is not None and a.fade:
                surface.blit(a.image, a.rect)       # e.g. a card that will leave, still in its place
        for a in self.items:
            if now < a.start:
                continue
            t = a.progress(now)
            if a.to_rect is not None and a.image is not None:
                ease = 1 - (1 - t) ** 2
                x = a.rect.x + (a.to_rect.x - a.rect.x) * ease
                y = a.rect.y + (a.to_rect.y - a.rect.y) * ease
                if a.fade:
                    image = a.fading(int(255 * (1 - 0.5 * t)))
                else:
                    image = a.image
                surface.blit(image, (round(x), round(y)))
            elif a.image is not None:
                surface.blit(a.fading(int(255 * (1 - t))), a.rect)
            else:
                width = 2 + int(3 * (1 - t))
                grow = int(10 * t)
                blink = int(t * 6) % 2 == 0
                if blink:
                    pygame.draw.rect(surface, a.colour, a.rect.inflate(4 + grow, 4 + grow), width,
                                     border_radius=4)
