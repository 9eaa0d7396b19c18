"""Seeded bot-vs-bot playouts straight on the rules (no table): for tests, the benchmark and
finding rule bugs. A raced step is played as the hot-seat plays it: the round's first seat, then
the second; each bot's race time is its pace times its actions in that step (fortify.md 9)."""
from __future__ import annotations

import random
from typing import Any

from ..bots import random_bot
from .base import Action, GameRules


def fill_race_time(action: Action, actions_in_step: int, pace_ms: int) -> Action:
    """``grab`` actions get ``ms`` = pace x actions taken in this step (fortify.md 9)."""
    if action.get("type") == "grab" and action.get("ms") is None:
        action = dict(action, ms=pace_ms * (actions_in_step + 1))
    return action


def play(rules: GameRules, seed: int, bot_seed: int | None = None, *, max_actions: int = 20000,
         pace_ms: int = 600, choose=random_bot.choose) -> tuple[Any, list[Action]]:
    """Play one whole game between two bots (``choose``, default the random bot); returns
    (final state, applied actions).

    Raises ``RuntimeError`` if a bot's chosen legal action is refused, or the game has not ended
    after ``max_actions`` actions (both are rule bugs).
    """
    rng = random.Random(seed if bot_seed is None else bot_seed)
    state = rules.new_game(seed, ["bot", "bot"])
    actions: list[Action] = []
    counts: dict[tuple, int] = {}
    while not rules.is_over(state):
        if len(actions) >= max_actions:
            raise RuntimeError(f"seed {seed}: no end after {max_actions} actions")
        seat = rules.acting_seats(state)[0]
        key = (getattr(state, "round", 0), getattr(state, "phase", ""), seat)
        action = fill_race_time(choose(rules, state, seat, rng), counts.get(key, 0), pace_ms)
        new = rules.apply(state, action)
        if not new:
            raise RuntimeError(f"seed {seed}: legal action {action} refused: {new.reason}")
        counts[key] = counts.get(key, 0) + 1
        state = new
        actions.append(action)
    return state, actions
