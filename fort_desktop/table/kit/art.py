"""Loading pictures and the bundled font by name at a pixel size, cached - apart from any game's
catalogue (which names its pieces on top of this, in the game's table package).

Sprites live in ``sprites/<group>/<name>.svg`` (or ``.png``); a name without a group means the
loader's ``default_group`` (a catalogue's own group; none in the plain loader). A name that is the
absolute path of an ``.svg`` or ``.png`` file is that file (a game whose pictures live apart). Every size is in screen pixels; every returned surface has exactly the
size asked for, with per-pixel alpha; callers must not draw on it (it is shared: ``.copy()`` it).
Never crashes on missing art: a missing or unreadable sprite gives a drawn placeholder (a grey box
with a magenta cross) of the right size and one warning line per name; a missing font file falls
back to pygame's default font, also with one warning. Works under ``SDL_VIDEODRIVER=dummy``:
``convert_alpha`` is only used once a display mode is set.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from fort_desktop import SPRITES_DIR

if TYPE_CHECKING:  # pragma: no cover - types only
    import logging


def _log() -> logging.Logger:
    """This module's logger (the logging package imported on the first line logged, not at start-up)."""
    import logging

    return logging.getLogger("fort_desktop.table.art")


FONT_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}


def _size(size) -> tuple[int, int]:
    """``px`` or ``(w, h)`` -> ``(w, h)``, each at least 1."""
    if isinstance(size, (int, float)):
        w = h = int(size)
    else:
        w, h = (int(v) for v in size)
    return max(1, w), max(1, h)


class ArtLoader:
    """Loads sprites from ``sprites_dir`` and fonts from ``sprites_dir/fonts``, cached by (name, size)."""

    #: The group of a name given without one ("" in the plain loader: the name as it is).
    default_group = ""

    def __init__(self, sprites_dir: Path | str = SPRITES_DIR):
        self.sprites_dir = Path(sprites_dir)
        self.font_dir = self.sprites_dir / "fonts"
        self._images: dict[tuple, pygame.Surface] = {}
        self._fonts: dict[tuple, pygame.font.Font] = {}
        self._warned: set[str] = set()

    # ---- general ---------------------------------------------------------------------------

    def path(self, name: str) -> Path | None:
        """The file for sprite ``name`` (``.svg`` preferred, then ``.png``), or None if neither exists."""
        given = Path(name)
        if given.is_absolute() and given.suffix in (".svg", ".png"):
            return given if given.is_file() else None
        rel = name if "/" in name or not self.default_group else f"{self.default_group}/{name}"
        for ext in (".svg", ".png"):
            p = self.sprites_dir / f"{rel}{ext}"
            if p.is_file():
                return p
        return None

    def image(self, name: str, size, fit: str = "contain") -> pygame.Surface:
        """Sprite ``name`` as a surface of exactly ``size`` pixels (``px`` or ``(w, h)``).

        ``fit="contain"`` keeps the drawing's shape and centres it (transparent margins);
        ``fit="cover"`` keeps the shape, fills the size and crops the overflow (centred);
        ``fit="stretch"`` scales it to fill. Missing or unreadable file: a placeholder and one log line.
        """
        w, h = _size(size)
        key = ("img", name, w, h, fit)
        surf = self._images.get(key)
        if surf is None:
            surf = self._load(name, (w, h), fit)
            self._images[key] = surf
        return surf

    def _load(self, name: str, size: tuple[int, int], fit: str) -> pygame.Surface:
        w, h = size
        path = self.path(name)
        if path is None:
            return self._placeholder(name, size, "file is missing")
        try:
            if path.suffix == ".svg" and fit == "cover":
                raw = self._load_cover(path, (w, h))
            elif path.suffix == ".svg":
                raw = pygame.image.load_sized_svg(str(path), (w, h))
            else:
                raw = pygame.image.load(str(path))
        except (pygame.error, OSError, ValueError, AttributeError) as exc:
            return self._placeholder(name, size, f"cannot be read ({exc})")
        return self._finish(self._fit(raw, (w, h), fit))

    @staticmethod
    def _load_cover(path: Path, size: tuple[int, int]) -> pygame.Surface:
        """Load an SVG big enough to cover ``size`` and cut out the centre."""
        w, h = size
        probe = pygame.image.load_sized_svg(str(path), (64, 64)).get_size()
        scale = max(w / probe[0], h / probe[1])
        raw = pygame.image.load_sized_svg(str(path), (max(w, round(probe[0] * scale)) + 2,
                                                      max(h, round(probe[1] * scale)) + 2))
        rect = pygame.Rect(0, 0, w, h)
        rect.center = raw.get_rect().center
        rect.clamp_ip(raw.get_rect())
        return raw.subsurface(rect.clip(raw.get_rect())).copy()

    @staticmethod
    def _fit(raw: pygame.Surface, size: tuple[int, int], fit: str) -> pygame.Surface:
        w, h = size
        rw, rh = raw.get_size()
        if (rw, rh) == (w, h):
            return raw
        if raw.get_bitsize() != 32:  # smoothscale wants 32-bit pixels (a paletted PNG is not)
            rgba = pygame.Surface((rw, rh), pygame.SRCALPHA)
            rgba.blit(raw, (0, 0))
            raw = rgba
        if fit == "stretch" or (abs(rw - w) <= 2 and abs(rh - h) <= 2):
            return pygame.transform.smoothscale(raw, (w, h))
        scale = min(w / rw, h / rh)
        if scale != 1:
            raw = pygame.transform.smoothscale(raw, (max(1, round(rw * scale)), max(1, round(rh * scale))))
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        out.blit(raw, raw.get_rect(center=(w // 2, h // 2)))
        return out

    @staticmethod
    def _finish(surf: pygame.Surface) -> pygame.Surface:
        """``convert_alpha`` when a display mode is set (faster blits); as-is otherwise."""
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            try:
                return surf.convert_alpha()
            except pygame.error:
                pass
        if not surf.get_flags() & pygame.SRCALPHA:
            out = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            out.blit(surf, (0, 0))
            return out
        return surf

    def _placeholder(self, name: str, size: tuple[int, int], why: str) -> pygame.Surface:
        if name not in self._warned:
            self._warned.add(name)
            _log().warning("art: sprite %r %s under %s; drawing a placeholder", name, why, self.sprites_dir)
        w, h = size
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        surf.fill((150, 150, 150, 230))
        pygame.draw.rect(surf, (40, 40, 40), surf.get_rect(), max(1, min(w, h) // 12))
        lw = max(1, min(w, h) // 8)
        pygame.draw.line(surf, (230, 0, 200), (0, 0), (w - 1, h - 1), lw)
        pygame.draw.line(surf, (230, 0, 200), (0, h - 1), (w - 1, 0), lw)
        return surf

    def is_placeholder_name(self, name: str) -> bool:
        """True if ``name`` has no file (so :meth:`image` draws a placeholder for it)."""
        return self.path(name) is None

    def clear_cache(self) -> None:
        """Forget cached images and fonts (e.g. after the display mode was first set)."""
        self._images.clear()
        self._fonts.clear()

    # ---- fonts -----------------------------------------------------------------------------

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        """The bundled DejaVu Sans (or Bold) at ``size`` pixels, cached.

        Initialises ``pygame.font`` if needed. A missing font file gives pygame's default font and one
        log line.
        """
        size = max(1, int(size))
        key = (size, bool(bold))
        font = self._fonts.get(key)
        if font is None:
            if not pygame.font.get_init():
                pygame.font.init()
            path = self.font_dir / FONT_FILES[bool(bold)]
            try:
                font = pygame.font.Font(str(path), size)
            except (FileNotFoundError, OSError, pygame.error) as exc:
                if str(path) not in self._warned:
                    self._warned.add(str(path))
                    _log().warning("art: font %s cannot be used (%s); using pygame's default font", path, exc)
                font = pygame.font.Font(None, size)
                font.set_bold(bool(bold))
            self._fonts[key] = font
        return font

    def game_picture(self, game: str, size=(160, 100)) -> pygame.Surface:
        """The launcher picture of a registered game (``GameEntry.picture``; drawn 160 x 100).
        ValueError: unknown game."""
        from ... import games

        entry = games.GAMES.get(game)
        if entry is None:
            raise ValueError(f"unknown game {game!r}; expected one of {', '.join(games.GAMES)}")
        return self.image(entry.picture_name, size)
