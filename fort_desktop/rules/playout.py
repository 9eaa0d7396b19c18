"""Compatibility only: playouts moved to :mod:`fort_desktop.bots.playout` (the rules import no bots).

:func:`fill_race_time` stays for callers not yet moved (the bench); new code asks the rules'
``complete_action(state, action, seat_ms)`` instead.
"""
from __future__ import annotations

from .base import Action


def fill_race_time(action: Action, actions_in_step: int, pace_ms: int) -> Action:
    """``grab`` actions get ``ms`` = pace x actions taken in this step (fortify.md 9)."""
    if action.get("type") == "grab" and action.get("ms") is None:
        action = dict(action, ms=pace_ms * (actions_in_step + 1))
    return action
