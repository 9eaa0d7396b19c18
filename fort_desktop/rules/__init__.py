"""Rules of each game, pure Python, one package per game (``rules/fortify/``...), all speaking the
:class:`~fort_desktop.rules.base.GameRules` interface. The list of games is the registry,
:mod:`fort_desktop.games`.

Compatibility: :func:`available`, :func:`get` and :data:`COMING` read the registry for callers not
yet moved to it.
"""
from __future__ import annotations

from .base import Action, GameRules, Progress, Refusal, Result


def available() -> list[str]:
    """Names of the playable games, in launcher order (``games.playable()``)."""
    from .. import games

    return games.playable()


def get(name: str) -> GameRules:
    """The rules object of game ``name`` (``games.get(name).load_rules()``); raises ``KeyError`` for
    an unknown or coming game."""
    from .. import games

    if name not in games.playable():
        raise KeyError(name)
    return games.get(name).load_rules()


def __getattr__(name: str):
    if name == "COMING":
        from .. import games

        return games.coming()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["Action", "GameRules", "Progress", "Refusal", "Result", "available", "get", "COMING"]
