"""A tiny stand-in game for the kit tests: seats take turns adding 1 to a counter until it reaches
``goal``; an action is ``{"type": "add", "seat": s}`` and only the seat whose turn it is may act."""
from __future__ import annotations

from dataclasses import dataclass, replace
from types import SimpleNamespace

from fort_desktop.rules.base import Refusal, RulesBase


@dataclass(frozen=True)
class CountState:
    count: int = 0
    turn: int = 0
    seats: int = 2
    step: int = 0


class CountRules(RulesBase["CountState"]):
    def __init__(self, goal: int = 4):
        self.goal = goal
        self.views = 0

    def acting_seats(self, state):
        return [] if state.count >= self.goal else [state.turn]

    def legal_actions(self, state, seat):
        return [{"type": "add", "seat": seat}] if seat in self.acting_seats(state) else []

    def apply(self, state, action):
        if action not in self.legal_actions(state, action.get("seat") if isinstance(action, dict) else None):
            return Refusal("it is not your turn")
        return replace(state, count=state.count + 1, turn=(state.turn + 1) % state.seats, step=state.step + 1)

    def view(self, state, seat):
        self.views += 1
        return state

    def describe(self, state, action, viewer=None, *, names=None):
        return f"P{action['seat'] + 1} adds one"


class CountSession:
    """The parts of a GameSession a GameTable uses."""

    def __init__(self, seats=("human", "bot"), goal: int = 4, pace: float = 0.5):
        self.rules = CountRules(goal)
        self.seats = list(seats)
        self.names = [f"P{i + 1}" for i in range(len(seats))]
        self.state = CountState(seats=len(seats))
        self.listeners = []
        self.actions = []
        self.seed = 1
        self.bot_pace_seconds = pace

    humans = property(lambda self: [i for i, s in enumerate(self.seats) if s == "human"])
    is_over = property(lambda self: self.state.count >= self.rules.goal)
    result = property(lambda self: SimpleNamespace(winners=(0,)) if self.is_over else None)

    def is_bot(self, seat):
        return self.seats[seat] == "bot"

    def prepare_logs(self):
        """(No log to describe ahead.)"""

    def acting_seats(self):
        return self.rules.acting_seats(self.state)

    def legal_actions(self, seat):
        return self.rules.legal_actions(self.state, seat)

    def submit(self, action):
        new = self.rules.apply(self.state, action)
        if isinstance(new, Refusal):
            return new
        old, self.state = self.state, new
        self.actions.append(action)
        for listener in list(self.listeners):
            listener(self, action, old)
        return None

    def play_bot(self, seat):
        action = {"type": "add", "seat": seat}
        self.submit(action)
        return action
