"""Sprites and the bundled font for the table, loaded by name at a pixel size and cached.

Sprites live in ``sprites/<group>/<name>.svg`` (or ``.png``) and are written by
``python -m fort_desktop.tools.make_sprites``. A name without a group means ``fortify/<name>``, so
``art.image("box_blue", (14, 14))`` and ``art.image("fortify/box_blue", (14, 14))`` are the same.

Every size is in screen pixels. Every returned surface has exactly the size asked for, with per-pixel
alpha; callers must not draw on it (it is shared through the cache: ``.copy()`` it first).

Never crashes on missing art: a sprite that is missing or cannot be read gives a drawn placeholder (a
grey box with a magenta cross) of the right size and one warning line in the log per name; a missing
font file falls back to pygame's default font, also with one warning. Unknown *names* of colours, Kid
kinds, die faces, meeples, Base pieces, card backs and games are programming errors and raise
``ValueError``. Works under ``SDL_VIDEODRIVER=dummy``: ``convert_alpha`` is only used once a display
mode is set.
"""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Mapping

import pygame

from fort_desktop import DATA_DIR, SPRITES_DIR

log = logging.getLogger(__name__)

FONT_DIR = SPRITES_DIR / "fonts"
FONT_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}

KID_KINDS = ("builder", "thrower", "medic")
DIE_FACES_BALLOON = ("blue", "green", "yellow", "red")
DIE_FACES = DIE_FACES_BALLOON + ("block", "wild")
DIE_BODIES = ("white", "black", "cousin", "jerk")
MEEPLES = ("cousin", "jerk")
BASE_PIECES = {"captain": "base_captain", "target": "base_target", "bucket": "base_bucket",
               "hit_token": "hit_token"}
CARD_BACKS = ("fort", "kid")
GAMES = ("fortify", "fort", "forfort")
#: Share of a die's width that its face glyph fills.
DIE_GLYPH_SHARE = 0.78


def _size(size) -> tuple[int, int]:
    """``px`` or ``(w, h)`` -> ``(w, h)``, each at least 1."""
    if isinstance(size, (int, float)):
        w = h = int(size)
    else:
        w, h = (int(v) for v in size)
    return max(1, w), max(1, h)


def _read_table(data_dir: Path) -> Mapping:
    """``colours_rgb`` and ``colour_symbols`` from the project's loader, or the YAML file directly."""
    try:
        from fort_desktop.data import load_fortify
        return load_fortify(data_dir).table
    except Exception as exc:  # the data layer may be mid-change; the plain file is enough for art
        log.debug("art: load_fortify failed (%s); reading table.yaml directly", exc)
        import yaml
        return yaml.safe_load((data_dir / "fortify" / "table.yaml").read_text(encoding="utf-8"))


class Art:
    """Loads sprites and fonts, caches them by (name, size).

    ``Art()`` reads colours and symbols from ``data/fortify/table.yaml``; tests may pass
    ``sprites_dir`` (another folder) and ``colours`` / ``symbols`` (mappings) instead.
    Calls ``pygame.init()``-free parts only: fonts need ``pygame.font.init()``, done on first use.
    """

    def __init__(self, sprites_dir: Path | str = SPRITES_DIR, data_dir: Path | str = DATA_DIR,
                 colours: Mapping[str, tuple[int, int, int]] | None = None,
                 symbols: Mapping[str, str] | None = None):
        self.sprites_dir = Path(sprites_dir)
        self.font_dir = self.sprites_dir / "fonts"
        if colours is None or symbols is None:
            table = _read_table(Path(data_dir))
            colours = colours or table["colours_rgb"]
            symbols = symbols or table["colour_symbols"]
        #: colour name -> (r, g, b), in data order (blue, green, yellow, red).
        self.colours = {c: tuple(int(v) for v in rgb) for c, rgb in colours.items()}
        #: colour name -> symbol name (drop, leaf, star, heart).
        self.symbols = dict(symbols)
        self._images: dict[tuple, pygame.Surface] = {}
        self._fonts: dict[tuple, pygame.font.Font] = {}
        self._warned: set[str] = set()

    # ---- general ---------------------------------------------------------------------------

    def path(self, name: str) -> Path | None:
        """The file for sprite ``name`` (``.svg`` preferred, then ``.png``), or None if neither exists."""
        rel = name if "/" in name else f"fortify/{name}"
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
            log.warning("art: sprite %r %s under %s; drawing a placeholder", name, why, self.sprites_dir)
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
                    log.warning("art: font %s cannot be used (%s); using pygame's default font", path, exc)
                font = pygame.font.Font(None, size)
                font.set_bold(bool(bold))
            self._fonts[key] = font
        return font

    # ---- game pieces -----------------------------------------------------------------------

    def _check(self, what: str, value: str, allowed) -> None:
        if value not in allowed:
            raise ValueError(f"unknown {what} {value!r}; expected one of {', '.join(allowed)}")

    def colour_rgb(self, colour: str) -> tuple[int, int, int]:
        """The table colour (r, g, b) of ``colour``. Raises ValueError for an unknown colour."""
        self._check("colour", colour, tuple(self.colours))
        return self.colours[colour]

    def box_tile(self, colour: str, px: int) -> pygame.Surface:
        """One wall box of ``colour`` with its symbol, ``px`` x ``px``. ValueError: unknown colour."""
        self._check("colour", colour, tuple(self.colours))
        return self.image(f"fortify/box_{colour}", px)

    def symbol(self, colour: str, px: int, dark: bool = False) -> pygame.Surface:
        """The symbol of ``colour`` (drop, leaf, star, heart) alone, ``px`` x ``px``.

        White glyph with a dark outline, or (``dark=True``) dark with a white outline.
        ValueError: unknown colour.
        """
        self._check("colour", colour, tuple(self.colours))
        return self.image(f"fortify/symbol_{self.symbols[colour]}{'_dark' if dark else ''}", px)

    def kid_icon(self, kind: str, px: int) -> pygame.Surface:
        """Round badge for a Kid kind ('builder', 'thrower', 'medic'), ``px`` x ``px``."""
        self._check("Kid kind", kind, KID_KINDS)
        return self.image(f"fortify/kid_{kind}", px)

    def face_glyph(self, face: str, px: int) -> pygame.Surface:
        """A die face's drawing alone on transparent ground, ``px`` x ``px``.

        ``face`` is a colour (a balloon in that colour, with its symbol), 'block' (hammer) or 'wild'
        (target). ValueError: unknown face.
        """
        self._check("die face", face, DIE_FACES)
        name = f"face_balloon_{face}" if face in DIE_FACES_BALLOON else f"face_{face}"
        return self.image(f"fortify/{name}", px)

    def die_face(self, face: str, px: int, body: str = "white") -> pygame.Surface:
        """A die showing ``face``, ``px`` x ``px``: the body ('white', 'black', 'cousin', 'jerk') with
        the face glyph centred on it. ValueError: unknown face or body.
        """
        self._check("die face", face, DIE_FACES)
        self._check("die body", body, DIE_BODIES)
        w, h = _size(px)
        key = ("die", face, body, w, h)
        surf = self._images.get(key)
        if surf is None:
            surf = self.image(f"fortify/die_{body}", (w, h)).copy()
            g = max(1, round(min(w, h) * DIE_GLYPH_SHARE))
            glyph = self.face_glyph(face, g)
            surf.blit(glyph, glyph.get_rect(center=(w // 2, h // 2)))
            self._images[key] = surf
        return surf

    def meeple(self, name: str, px: int) -> pygame.Surface:
        """The 'cousin' or 'jerk' meeple, ``px`` x ``px``. ValueError: unknown name."""
        self._check("meeple", name, MEEPLES)
        return self.image(f"fortify/meeple_{name}", px)

    def base_piece(self, name: str, px: int) -> pygame.Surface:
        """A Base board piece: 'captain', 'target', 'bucket' (empty) or 'hit_token', ``px`` x ``px``."""
        self._check("Base piece", name, tuple(BASE_PIECES))
        return self.image(f"fortify/{BASE_PIECES[name]}", px)

    def card_back(self, kind: str, size) -> pygame.Surface:
        """Back of a 'fort' or 'kid' card filling ``size`` = ``(w, h)`` pixels.

        Drawn 2:3 (portrait); another shape is cut from the centre (a 2 x 2 Kid shows the middle).
        """
        self._check("card back", kind, CARD_BACKS)
        return self.image(f"fortify/card_back_{kind}", size, fit="cover")

    def game_picture(self, game: str, size=(160, 100)) -> pygame.Surface:
        """The launcher picture of 'fortify', 'fort' or 'forfort' (drawn 160 x 100)."""
        self._check("game", game, GAMES)
        return self.image(f"games/{game}", size)


def sprite_names(colours=DIE_FACES_BALLOON, symbols=("drop", "leaf", "star", "heart")) -> list[str]:
    """Every named sprite the generator writes, as ``group/name``; the tests check each one loads."""
    names = [f"fortify/box_{c}" for c in colours] + [f"fortify/face_balloon_{c}" for c in colours]
    names += [f"fortify/symbol_{s}" for s in symbols] + [f"fortify/symbol_{s}_dark" for s in symbols]
    names += [f"fortify/kid_{k}" for k in KID_KINDS]
    names += ["fortify/face_block", "fortify/face_wild"] + [f"fortify/die_{b}" for b in DIE_BODIES]
    names += [f"fortify/meeple_{m}" for m in MEEPLES]
    names += [f"fortify/{n}" for n in BASE_PIECES.values()]
    names += [f"fortify/card_back_{k}" for k in CARD_BACKS] + [f"games/{g}" for g in GAMES]
    return names


_shared: Art | None = None


def get_art() -> Art:
    """One shared :class:`Art` for the whole app (created on first call)."""
    global _shared
    if _shared is None:
        _shared = Art()
    return _shared
