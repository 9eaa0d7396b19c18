"""Cached layers and words of the Fortify table, so a frame is mostly a few blits (TESTING.md: a
full-table frame stays under ~4 ms under the dummy driver).

- :class:`LayerCache`: a part of the screen (a play area, the supply, a panel, the banner) painted
  once into an opaque surface and blitted every frame until its *key* changes. The key names what
  the part shows (e.g. the table's state version and the viewer), never the time.
- :func:`text_image`: rendered words, cached by text, size, colour and width.

Rects and sizes are logical pixels.
"""
from __future__ import annotations

from collections import OrderedDict
from typing import Any, Callable, Optional

import pygame

from .widgets import fit_text, font

TEXT_CACHE_SIZE = 600
_texts: "OrderedDict[tuple, pygame.Surface]" = OrderedDict()


def text_image(text: str, size: int, colour: tuple[int, int, int], bold: bool = False,
               max_width: Optional[int] = None) -> pygame.Surface:
    """``text`` rendered with the bundled font at ``size`` px (shortened with "..." to fit
    ``max_width`` px). Shared and cached: never draw on the returned surface."""
    key = (text, size, tuple(colour), bold, max_width)
    image = _texts.get(key)
    if image is not None:
        _texts.move_to_end(key)
        return image
    f = font(size, bold)
    shown = text if max_width is None else fit_text(f, text, max_width)
    image = f.render(shown, True, colour)
    _texts[key] = image
    if len(_texts) > TEXT_CACHE_SIZE:
        _texts.popitem(last=False)
    return image


def blit_text(surface: pygame.Surface, text: str, pos: tuple[int, int], *, size: int = 16,
              colour: tuple[int, int, int] = (255, 255, 255), bold: bool = False, anchor: str = "topleft",
              max_width: Optional[int] = None) -> pygame.Rect:
    """Draw cached words with their ``anchor`` point (a pygame.Rect attribute) at ``pos``; returns the rect."""
    image = text_image(text, size, colour, bold, max_width)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def clear_text_cache() -> None:
    """Forget rendered words (fonts die with ``pygame.quit()``)."""
    _texts.clear()


class LayerCache:
    """Named screen parts painted once per key.

    ``background``: the full-screen surface under every part (copied under a part before it is
    painted, so rounded corners and see-through bits show the right thing).
    """

    def __init__(self, background: pygame.Surface):
        self.background = background
        self._scratch = pygame.Surface(background.get_size())
        self._layers: dict[str, tuple[Any, pygame.Rect, pygame.Surface]] = {}
        self.repaints = 0                # how many times a part was painted (for tests and the bench)

    def blit(self, surface: pygame.Surface, name: str, key: Any, rect: pygame.Rect,
             paint: Callable[[pygame.Surface], None]) -> None:
        """Blit part ``name`` (screen rect ``rect``) onto ``surface``; ``paint(target)`` draws it in
        screen coordinates when ``key`` or ``rect`` changed since last time."""
        entry = self._layers.get(name)
        if entry is None or entry[0] != key or entry[1] != rect:
            rect = pygame.Rect(rect)
            scratch = self._scratch
            scratch.set_clip(rect)
            scratch.blit(self.background, rect, rect)
            paint(scratch)
            scratch.set_clip(None)
            layer = pygame.Surface(rect.size)
            layer.blit(scratch, (0, 0), rect)
            entry = (key, rect, layer)
            self._layers[name] = entry
            self.repaints += 1
        surface.blit(entry[2], entry[1])

    def forget(self) -> None:
        """Drop every part (they are painted again on their next use)."""
        self._layers.clear()
