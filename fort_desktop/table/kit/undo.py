"""Ctrl+Z for any game's table (TABLE.md "Undo"), through the session.

The session decides and does the undo (:meth:`~fort_desktop.session.GameSession.undo`: only a
person's own step, never back across a draw, a shuffle, a roll, a revealed card or a hand-off), and
everyone who keeps something of the game hears it from the session: the autosaver rewrites the save,
the game log forgets the lines, the table redraws. :class:`TableUndo` is the table's side of that:
it asks the session and hands the table each :class:`~fort_desktop.session.Undone`. It writes to no
other object. Knows nothing of any game.
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from ...rules.base import Refusal
from ...session import GameSession, Undone

#: What the table says once an action is taken back.
TAKEN_BACK_WORDS = "Taken back"


def is_undo_key(event: pygame.event.Event) -> bool:
    """Whether ``event`` is the undo key: Ctrl+Z pressed (either Ctrl)."""
    return (event.type == pygame.KEYDOWN and event.key == pygame.K_z
            and bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL))


class TableUndo:
    """A table's Ctrl+Z on ``session``. ``on_undo(undone)`` runs after each action the session takes
    back, whoever asked (the table resets its picks, redraws)."""

    def __init__(self, session: GameSession, on_undo: Callable[[Undone], object] | None = None):
        self.session = session
        self.on_undo = on_undo
        session.undo_listeners.append(self._heard)

    def detach(self) -> None:
        """Stop listening (the table is gone)."""
        if self._heard in self.session.undo_listeners:
            self.session.undo_listeners.remove(self._heard)

    def _heard(self, session: GameSession, undone: Undone) -> None:
        if self.on_undo is not None:
            self.on_undo(undone)

    def can_undo(self, seat: int | None) -> bool:
        """Whether ``seat`` (None: nobody has the mouse) has an action of its own step to take back."""
        return self.session.can_undo(seat)

    def undo(self, seat: int | None) -> Refusal | None:
        """Ask the session to take back ``seat``'s last action of its step: None once done, else
        the session's :class:`Refusal` (its ``reason`` in players' words; nothing changed)."""
        return self.session.undo(seat)
