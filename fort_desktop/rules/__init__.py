"""Rules of each game, pure Python, one package per game (``rules/fortify/``, ``rules/fort/``,
``rules/forfort/``), all speaking the :class:`~fort_desktop.rules.base.GameRules` interface. The list
of games is the registry, :mod:`fort_desktop.games`.
"""
from __future__ import annotations

from .base import Action, GameRules, Progress, Refusal, Result

__all__ = ["Action", "GameRules", "Progress", "Refusal", "Result"]
