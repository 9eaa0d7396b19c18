"""Computer players. Each chooses among the rules' legal actions and submits through the same path
as a person (the session), so a bot can never break a rule.

A game's bot is named by its registry entry (:attr:`fort_desktop.games.GameEntry.bot`, e.g.
``bots/fortify.py``); :mod:`random_bot` is the generic one any game can use.
"""
from __future__ import annotations

import random
from typing import Any

from ..rules.base import Action, GameRules, View


def choose(rules: GameRules[Any, View], state: Any, seat: int, rng: random.Random) -> Action | None:
    """One legal action for ``seat`` from the bot of ``rules.name``'s registry entry, or the random
    bot for a game the registry does not know (None if ``seat`` may not act)."""
    from .. import games

    entry = games.GAMES.get(rules.name)
    if entry is None or not entry.bot:
        from . import random_bot

        return random_bot.choose(rules, state, seat, rng)
    return entry.load_bot()(rules, state, seat, rng)
