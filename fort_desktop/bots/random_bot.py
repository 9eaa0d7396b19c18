"""A simple computer player: a random legal action, with light weights so it plays like a
beginner rather than a monkey (it places more than it skips, and rarely stops early).

Works for any game through the :class:`~fort_desktop.rules.base.GameRules` verbs; the weights
are keyed by action ``type`` and unknown types weigh 1.
"""
from __future__ import annotations

import random

from ..rules.base import Action, GameRules

#: Relative weight of one action of each type (per action, so many placements outweigh one skip).
WEIGHTS = {
    "place": 1.0,
    "skip": 2.0,
    "grab": 0.5,
    "recruit": 1.0,
    "roll": 3.0,
    "place_die": 4.0,
    "medic": 1.0,
}


def choose(rules: GameRules, state, seat: int, rng: random.Random) -> Action | None:
    """One legal action for ``seat`` drawn with ``rng`` (None when ``seat`` may not act).

    Actions whose fields the submitter fills (``grab``'s ``ms``) come back with them still None.
    A die is placed rather than re-rolled while it has a target; grabbing waits until nothing
    else is left more often than not.
    """
    actions = rules.legal_actions(state, seat)
    if not actions:
        return None
    types = {a["type"] for a in actions}
    # Rolling first is the only sensible opening of Part II; placing beats stopping.
    if "roll" in types and "place_die" not in types and len(types) <= 2 and rng.random() < 0.95:
        return next(a for a in actions if a["type"] == "roll")
    if len(types) > 1 and "grab" in types and rng.random() < 0.97:
        actions = [a for a in actions if a["type"] != "grab"]
    weights = [WEIGHTS.get(a["type"], 1.0) for a in actions]
    return dict(rng.choices(actions, weights=weights, k=1)[0])
