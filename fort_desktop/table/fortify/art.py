"""Fortify's art catalogue: its pieces by name, over the kit's loader (:mod:`..kit.art`), and the
one shared :func:`get_art` of the Fortify table and its how-to-play pictures.

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

from pathlib import Path
from typing import TYPE_CHECKING, Mapping

import pygame

from fort_desktop import DATA_DIR, SPRITES_DIR, games

from ..kit.art import ArtLoader, _size
from ..kit.dice_look import FACE_SHARE, face_on

if TYPE_CHECKING:  # pragma: no cover - types only
    import logging


def _log() -> logging.Logger:
    """This module's logger (the logging package imported on the first line logged, not at start-up)."""
    import logging

    return logging.getLogger(__name__)


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
#: Share of a die's width that its face glyph fills.
DIE_GLYPH_SHARE = FACE_SHARE


def _read_table(data_dir: Path) -> Mapping:
    """``colours_rgb`` and ``colour_symbols``: from the rules' data already loaded (the project's own
    data folder: the data is read once per run), else the project's loader, else the plain file."""
    try:
        if Path(data_dir).resolve() == Path(DATA_DIR).resolve():
            from fort_desktop.rules.fortify import RULES
            return RULES.data.table
        from fort_desktop.rules.fortify.data import load_fortify
        return load_fortify(data_dir).table
    except Exception as exc:  # the data layer may be mid-change; the plain file is enough for art
        _log().debug("art: the data loader failed (%s); reading table.yaml directly", exc)
        import yaml
        return yaml.safe_load((data_dir / "fortify" / "table.yaml").read_text(encoding="utf-8"))


class Art(ArtLoader):
    """Fortify's pieces by name (colours, boxes, symbols, Kids, dice, Meeples, Base, card backs),
    drawn with the kit's :class:`~fort_desktop.table.kit.art.ArtLoader`.

    ``Art()`` reads colours and symbols from ``data/fortify/table.yaml``; tests may pass
    ``sprites_dir`` (another folder) and ``colours`` / ``symbols`` (mappings) instead.
    Calls ``pygame.init()``-free parts only: fonts need ``pygame.font.init()``, done on first use.
    """

    default_group = "fortify"

    def __init__(self, sprites_dir: Path | str = SPRITES_DIR, data_dir: Path | str = DATA_DIR,
                 colours: Mapping[str, tuple[int, int, int]] | None = None,
                 symbols: Mapping[str, str] | None = None):
        super().__init__(sprites_dir)
        if colours is None or symbols is None:
            table = _read_table(Path(data_dir))
            colours = colours or table["colours_rgb"]
            symbols = symbols or table["colour_symbols"]
        #: colour name -> (r, g, b), in data order (blue, green, yellow, red).
        self.colours = {c: tuple(int(v) for v in rgb) for c, rgb in colours.items()}
        #: colour name -> symbol name (drop, leaf, star, heart).
        self.symbols = dict(symbols)

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
            g = max(1, round(min(w, h) * DIE_GLYPH_SHARE))
            surf = self._images[key] = face_on(self.image(f"fortify/die_{body}", (w, h)), self.face_glyph(face, g))
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


def sprite_names(colours=DIE_FACES_BALLOON, symbols=("drop", "leaf", "star", "heart")) -> list[str]:
    """Every named sprite the generator writes, as ``group/name``; the tests check each one loads."""
    names = [f"fortify/box_{c}" for c in colours] + [f"fortify/face_balloon_{c}" for c in colours]
    names += [f"fortify/symbol_{s}" for s in symbols] + [f"fortify/symbol_{s}_dark" for s in symbols]
    names += [f"fortify/kid_{k}" for k in KID_KINDS]
    names += ["fortify/face_block", "fortify/face_wild"] + [f"fortify/die_{b}" for b in DIE_BODIES]
    names += [f"fortify/meeple_{m}" for m in MEEPLES]
    names += [f"fortify/{n}" for n in BASE_PIECES.values()]
    names += [f"fortify/card_back_{k}" for k in CARD_BACKS]
    names += [entry.picture_name for entry in games.GAMES.values() if not entry.picture]
    return names


def get_art() -> Art:
    """One shared :class:`Art` for the Fortify table and its pictures (created on first call; its
    caches are cleared with the App's, :func:`fort_desktop.table.art.clear_caches`)."""
    from .. import art

    return art.get_art(Art)
