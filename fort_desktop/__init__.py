"""Fort Desktop: a desktop tabletop for three fort-themed card games (Fortify, Fort, Forfort).

Layers point one way: ``table`` (pygame-ce, pymunk) -> ``rules`` (pure Python) -> ``grid`` / ``data``.
"""
from pathlib import Path

#: The project's top folder (holds ``data/`` and ``sprites/``).
ROOT = Path(__file__).resolve().parent.parent
DATA_DIR = ROOT / "data"
SPRITES_DIR = ROOT / "sprites"

__version__ = "0.1.0"
