"""Computer players. Each chooses among the rules' legal actions and submits through the same path
as a person (the session), so a bot can never break a rule.

``choose(rules, state, seat, rng)`` picks the game's own bot (``bots/<game>_bot.py``) when there
is one, else :mod:`random_bot`.
"""
from __future__ import annotations

import importlib
import random

from ..rules.base import Action, GameRules


def choose(rules: GameRules, state, seat: int, rng: random.Random) -> Action | None:
    """One legal action for ``seat`` from the best bot this game has (None if it may not act)."""
    try:
        module = importlib.import_module(f"{__name__}.{rules.name}_bot")
    except ModuleNotFoundError as exc:
        if exc.name != f"{__name__}.{rules.name}_bot":
            raise
        from . import random_bot as module
    return module.choose(rules, state, seat, rng)
