"""Seeded bot-vs-bot playouts straight on the rules (no table): for tests, soaks, the benchmark and
finding rule bugs. Every seat is a bot; fields a submitter fills (a race time) come from the rules'
``complete_action`` hook with the bot's clock: ``pace_ms`` times its actions in the current step,
as a session fills them (fortify.md 9)."""
from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from ..rules.base import Action, GameRules
from . import random_bot

Chooser = Callable[[GameRules, Any, int, random.Random], "Action | None"]


def play(rules: GameRules, seed: int, bot_seed: int | None = None, *, max_actions: int = 20000,
         pace_ms: int = 600, choose: Chooser = random_bot.choose, seats: int | None = None,
         options: Mapping[str, object] | None = None,
         check: Callable[[Any, Action], None] | None = None) -> tuple[Any, list[Action]]:
    """Play one whole game between bots (``choose``, default the uniform random bot); returns
    (final state, applied actions). ``seats`` defaults to the rules' ``min_seats``; ``check(state,
    action)`` (optional) runs after every applied action (e.g. the invariants).

    Raises ``RuntimeError`` if a bot's chosen legal action is refused, or the game has not ended
    after ``max_actions`` actions (both are rule bugs).
    """
    rng = random.Random(seed if bot_seed is None else bot_seed)
    count = seats if seats is not None else rules.min_seats
    state = rules.new_game(seed, ["bot"] * count, options or {})
    actions: list[Action] = []
    streak = [0] * count
    complete = rules.complete_action
    while not rules.is_over(state):
        if len(actions) >= max_actions:
            raise RuntimeError(f"seed {seed}: no end after {max_actions} actions")
        acting = rules.acting_seats(state)
        if not acting:
            raise RuntimeError(f"seed {seed}: nobody may act in an unfinished game")
        seat = acting[0]
        action = choose(rules, state, seat, rng)
        if action is None:
            raise RuntimeError(f"seed {seed}: P{seat + 1} may act but has no legal action")
        if complete is not None:
            action = complete(state, action, pace_ms * (streak[seat] + 1))
        new = rules.apply(state, action)
        if not new:
            raise RuntimeError(f"seed {seed}: legal action {action} refused: {new.reason}")
        streak[seat] += 1
        now = set(rules.acting_seats(new))
        streak = [n if s in now else 0 for s, n in enumerate(streak)]
        state = new
        actions.append(action)
        if check is not None:
            check(state, action)
    return state, actions
