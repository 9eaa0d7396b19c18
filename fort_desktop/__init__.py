"""Fort Desktop: a desktop tabletop for three fort-themed card games (Fortify, Fort, Forfort).

Layers point one way: ``table`` (pygame-ce, pymunk) -> ``rules`` (pure Python) -> ``grid`` / ``data``.
Where the shipped files are is found in one place, :mod:`fort_desktop.paths`.
"""
from .paths import assets_root, game_data_dir, sprites_dir

#: The folder holding ``data/`` and ``sprites/``: the repository's top in a checkout, the package's
#: ``_assets`` folder in an installed wheel.
ROOT = assets_root()
#: The game data (cards, settings); ``FORT_DESKTOP_GAME_DATA`` points elsewhere (card designers, tests).
DATA_DIR = game_data_dir()
SPRITES_DIR = sprites_dir()

__version__ = "0.1.0"
