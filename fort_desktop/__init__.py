"""Fort Desktop: a desktop tabletop for three fort-themed card games (Fortify, Fort, Forfort).

Layers point one way: ``table`` (pygame-ce, pymunk) -> ``rules`` (pure Python) -> ``grid`` / ``data``.
"""
import os
from pathlib import Path

#: The project's top folder (holds ``data/`` and ``sprites/``).
ROOT = Path(__file__).resolve().parent.parent
#: The game data (cards, settings); ``FORT_DESKTOP_GAME_DATA`` points elsewhere (card designers, tests).
DATA_DIR = Path(os.environ.get("FORT_DESKTOP_GAME_DATA") or ROOT / "data")
SPRITES_DIR = ROOT / "sprites"

__version__ = "0.1.0"
