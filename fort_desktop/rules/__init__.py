"""Rules of each game, pure Python. ``GAMES`` maps a game's name to its rules object.

Adding a game means a rules module, its data and its table scene, and one line here.
"""
from __future__ import annotations

import importlib

from .base import Action, GameRules, Refusal, Result

#: name -> "module:attribute" of the rules object (imported on first use).
_REGISTRY: dict[str, str] = {
    "fortify": "fort_desktop.rules.fortify:RULES",
}

#: Games listed in the launcher that are not playable yet.
COMING: tuple[str, ...] = ("fort", "forfort")


def available() -> list[str]:
    """Names of the playable games, in launcher order."""
    return list(_REGISTRY)


def get(name: str) -> GameRules:
    """The rules object of game ``name``; raises ``KeyError`` for an unknown or coming game."""
    module_name, attr = _REGISTRY[name].split(":")
    return getattr(importlib.import_module(module_name), attr)


__all__ = ["Action", "GameRules", "Refusal", "Result", "available", "get", "COMING"]
