"""The kit's undo stack (kit/undo.py) on a tiny stand-in game: a seat's own actions are taken back
in order; a barrier, a hand-off or a computer's action ends what can be taken back."""
from __future__ import annotations

from fort_desktop.table.kit.undo import UndoStack


class Rules:
    """Counting game: ``{"type": "add", "seat": s, "n": n}`` adds n; ``"draw"`` is a barrier."""

    def apply(self, state, action):
        return state + (action.get("n", 0),)

    def is_undo_barrier(self, state, action):
        return action["type"] == "draw"


class Session:
    def __init__(self, bots=()):
        self.rules, self.state, self.actions, self.listeners, self.bots = Rules(), (), [], [], set(bots)

    def is_bot(self, seat):
        return seat in self.bots

    def submit(self, action):
        old = self.state
        self.state = self.rules.apply(old, action)
        self.actions.append(action)
        for listener in list(self.listeners):
            listener(self, action, old)


def test_a_seats_own_actions_are_taken_back_last_first():
    session = Session()
    stack = UndoStack(session)
    session.submit({"type": "add", "seat": 0, "n": 1})
    session.submit({"type": "add", "seat": 0, "n": 2})
    assert stack.undo(0) and session.state == (1,) and len(session.actions) == 1
    assert stack.undo(0) and session.state == () and session.actions == []
    assert not stack.undo(0)


def test_undo_stops_at_a_draw():
    session = Session()
    stack = UndoStack(session)
    session.submit({"type": "add", "seat": 0, "n": 1})
    session.submit({"type": "draw", "seat": 0})
    session.submit({"type": "add", "seat": 0, "n": 3})
    assert stack.undo(0) and session.state == (1, 0)
    assert not stack.undo(0) and session.state == (1, 0)


def test_another_seat_or_a_computer_cannot_take_back_and_ends_the_step():
    session = Session(bots={2})
    stack = UndoStack(session)
    session.submit({"type": "add", "seat": 0, "n": 1})
    assert not stack.undo(1)
    session.submit({"type": "add", "seat": 1, "n": 1})
    assert not stack.can_undo(0) and stack.can_undo(1)
    session.submit({"type": "add", "seat": 2, "n": 1})
    assert not stack.can_undo(1)


def test_each_undo_is_reported():
    seen = []
    session = Session()
    stack = UndoStack(session, on_undo=seen.append)
    session.submit({"type": "add", "seat": 0, "n": 1})
    stack.undo(0)
    assert seen == [session]
