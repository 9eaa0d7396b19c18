"""Computer players. Each chooses among the rules' legal actions and submits through the same path
as a person (the session), so a bot can never break a rule.

A game's bot is named by its registry entry (:attr:`fort_desktop.games.GameEntry.bot`, e.g.
``bots/fortify.py``); :mod:`random_bot` is the generic one any game can use. A game's bot module
may also have ``choose_why(rules, state, seat, rng) -> (action, reason)``: the same choice with a
short reason in the game's words, which the log adds to the computer's line and the coach gives
with its suggestion (:mod:`fort_desktop.coach`). A reason never names a card of a hand.

:mod:`search` is Hard: it searches over the rules' search verbs (base.py ``SearchRules``: a
seat's knowledge, hidden cards dealt consistently with it, fast unchecked moves), with each
game's Normal bot as its rollout and move-ordering policy (``choose_<game>``, ``choose_<game>_why``).
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
