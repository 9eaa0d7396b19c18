"""The App's shared art (:func:`get_art`): pictures and the bundled font by name, for the shell's
scenes and every table. A game's own catalogue (a subclass of
:class:`~fort_desktop.table.kit.art.ArtLoader` in its table package) is shared the same way, one
instance per class, so :func:`clear_caches` can forget every font when pygame shuts down.

Sprite names carry their group (``games/<name>``, ``<group>/<piece>``); see :mod:`.kit.art`.
"""
from __future__ import annotations

from typing import TypeVar

from .kit.art import ArtLoader

Loader = TypeVar("Loader", bound=ArtLoader)

_shared: dict[type, ArtLoader] = {}


def get_art(kind: type[Loader] = ArtLoader) -> Loader:   # type: ignore[assignment]
    """The one shared loader of class ``kind`` (the plain loader by default), created on first call."""
    art = _shared.get(kind)
    if art is None:
        art = _shared[kind] = kind()
    return art   # type: ignore[return-value]


def clear_caches() -> None:
    """Forget every shared loader's images and fonts (fonts die with ``pygame.quit()``)."""
    for art in _shared.values():
        art.clear_cache()
