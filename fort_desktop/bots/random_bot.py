"""The generic computer player: a legal action drawn at random, for any game.

Works through the :class:`~fort_desktop.rules.base.GameRules` verbs only. ``weights`` (optional)
maps an action ``type`` to the relative weight of one action of that type (unknown types weigh 1);
a game's own bot (``bots/<game>.py``) passes its own. Fields the submitter fills (a race time left
None by ``legal_actions``) come back still None.
"""
from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ..rules.base import Action, GameRules, View


def choose(rules: GameRules[Any, View], state: Any, seat: int, rng: random.Random,
           weights: Mapping[str, float] | None = None) -> Action | None:
    """One of ``rules.legal_actions(state, seat)`` drawn with ``rng`` (a copy; None when ``seat``
    may not act). Uniform unless ``weights`` are given."""
    actions = rules.legal_actions(state, seat)
    if not actions:
        return None
    if not weights:
        return dict(rng.choice(actions))
    chances = [weights.get(a["type"], 1.0) for a in actions]
    return dict(rng.choices(actions, weights=chances, k=1)[0])
