"""Ctrl+Z for any game (TABLE.md "Undo"): take back a person's own actions within their step, never
back across a draw, a shuffle, a roll, a revealed card or a hand-off between seats.

:class:`UndoStack` listens to a :class:`~fort_desktop.session.GameSession`. Before each applied
action it keeps the state it was applied to, as long as the rules say the action is no barrier
(``rules.is_undo_barrier(state, action)`` False; a game without that hook has no undo) and the
same person keeps acting; a barrier, a computer's action or another seat's action empties it.
:meth:`UndoStack.undo` puts the session back to the state before that seat's last action and drops
the action from the action list (so a save holds only what stands). Knows nothing of any game.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional


@dataclass(frozen=True)
class _Step:
    state: Any          # the state the action was applied to
    count: int          # len(session.actions) before the action
    seat: int


class UndoStack:
    """The undoable actions of the person acting now. ``on_undo(session)`` runs after each undo
    (e.g. rewrite the autosave, refresh a log)."""

    def __init__(self, session: Any, on_undo: Optional[Callable[[Any], Any]] = None):
        self.session = session
        self.on_undo = on_undo
        self.steps: list[_Step] = []
        session.listeners.append(self._heard)

    def detach(self) -> None:
        """Stop listening (the table is gone)."""
        if self._heard in self.session.listeners:
            self.session.listeners.remove(self._heard)

    def _heard(self, session: Any, action: dict, old_state: Any) -> None:
        seat = action.get("seat") if isinstance(action, dict) else None
        barrier = session.rules.is_undo_barrier
        if (not isinstance(seat, int) or barrier is None or session.is_bot(seat)
                or barrier(old_state, action)):
            self.steps.clear()
            return
        if self.steps and self.steps[-1].seat != seat:
            self.steps.clear()
        self.steps.append(_Step(old_state, len(session.actions) - 1, seat))

    def can_undo(self, seat: Optional[int]) -> bool:
        """Whether ``seat`` has an action of its own step to take back."""
        return bool(self.steps) and self.steps[-1].seat == seat and self.steps[-1].count < len(self.session.actions)

    def undo(self, seat: Optional[int]) -> bool:
        """Take back ``seat``'s last action of this step; False (nothing changes) when there is none."""
        if not self.can_undo(seat):
            return False
        step = self.steps.pop()
        session = self.session
        session.state = step.state
        del session.actions[step.count:]
        logs = getattr(session, "_logs", None)
        if isinstance(logs, dict):
            logs.clear()  # the session's described log is rebuilt from the actions that stand
        if self.on_undo is not None:
            self.on_undo(session)
        return True
