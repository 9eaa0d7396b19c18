"""Hand-off policies: whose eyes the table shows, who may use the mouse, and when a curtain falls
(TABLE.md "Hidden information").

:class:`HandOff` is what a :class:`~.game_table.GameTable` asks. :class:`TurnCurtain` is the policy
of the turn-based games: a curtain whenever the human who must act changes, so the
next person never sees the last one's hand. A raced game (both players act at once, in two
hidden halves) brings its own variant of :class:`HandOff` in its table package.
"""
from __future__ import annotations

from typing import Any, Callable, Optional, Protocol

#: ``show_curtain(seat, waiting, note, on_ready)``: the scene raises a curtain for ``seat`` (who
#: must look away: ``waiting``, or None) and calls ``on_ready()`` once the player is ready.
ShowCurtain = Callable[[int, Optional[int], str, Callable[[], None]], None]


class HandOff(Protocol):
    """What a table asks its hand-off policy."""

    curtain_up: bool
    paused: bool

    def viewer(self) -> Optional[int]:
        """The seat whose eyes the table shows (None: a spectator, e.g. of a bot-only game)."""

    def mouse_seat(self) -> Optional[int]:
        """The human seat the mouse acts for now, or None."""

    def bot_may_act(self, seat: int) -> bool:
        """The bot in ``seat`` may act now."""

    def sync(self, now_seconds: float = 0.0) -> None:
        """Notice who must act now (and raise a curtain when the person changes)."""


class TurnCurtain:
    """A curtain whenever the human who must act changes (two or more people at one mouse).

    With one person (or none) there is never a curtain: the table shows that person's view. While a
    curtain is up, or ``paused`` (something covers the table), nobody acts, bots included.

    ``hold()`` (optional): True while the last move is still being shown (its animations); the
    curtain then waits, up to ``hold_seconds``, so the person who made the move sees it, still
    looking at their own table (nobody acts meanwhile); :meth:`skip_hold` (a click) drops it at once.
    """

    def __init__(self, session: Any, show_curtain: ShowCurtain, *, hold: Optional[Callable[[], bool]] = None,
                 hold_seconds: float = 1.0):
        self.session = session
        self.show_curtain = show_curtain
        self.curtain_up = False
        self.paused = False
        self.last_human: Optional[int] = None
        self.hold = hold
        self.hold_seconds = hold_seconds
        self._held_since: Optional[float] = None   # the curtain is due but waits, since (s)
        self._skip = False

    @property
    def holding(self) -> bool:
        """A curtain is due and waits for the last move's animations."""
        return self._held_since is not None

    def _last_move_by(self, seat: int) -> bool:
        """The session's last action was ``seat``'s own (a computer's move in between: no hold)."""
        actions = getattr(self.session, "actions", None) or []
        return bool(actions) and isinstance(actions[-1], dict) and actions[-1].get("seat") == seat

    def skip_hold(self) -> None:
        """Drop the waiting curtain at the next :meth:`sync` (a click)."""
        self._skip = True

    @property
    def humans(self) -> list[int]:
        return list(self.session.humans)

    def _acting_human(self) -> Optional[int]:
        humans = self.humans
        return next((s for s in self.session.acting_seats() if s in humans), None)

    def viewer(self) -> Optional[int]:
        """Whose view is drawn: the one person at the table; with several, the person acting (or the
        last one, behind the curtain that hands over) - and nobody's (``None``, public things only)
        while the computer acts, so no person's hand stays on screen for the next one to see."""
        humans = self.humans
        if not humans:
            return None
        if len(humans) == 1:
            return humans[0]
        if self._acting_human() is None and not self.curtain_up:
            return None
        return self.last_human if self.last_human is not None else humans[0]

    def mouse_seat(self) -> Optional[int]:
        seat = self._acting_human()
        if seat is None or self.curtain_up or seat != self.viewer():
            return None
        return seat

    def bot_may_act(self, seat: int) -> bool:
        return (self.session.is_bot(seat) and seat in self.session.acting_seats()
                and not self.paused and not self.curtain_up)

    def sync(self, now_seconds: float = 0.0) -> None:
        seat = self._acting_human()
        if seat is None or seat == self.last_human or self.curtain_up:
            self._held_since, self._skip = None, False
            return
        if (len(self.humans) >= 2 and self.last_human is not None and self.hold is not None and not self._skip
                and self._last_move_by(self.last_human)):
            if self._held_since is None:
                self._held_since = now_seconds
            if self.hold() and now_seconds - self._held_since < self.hold_seconds:
                return
        self._held_since, self._skip = None, False
        previous = self.last_human
        self.last_human = seat
        if len(self.humans) < 2:
            return
        waiting = previous if previous is not None else next((h for h in self.humans if h != seat), None)
        self.curtain_up = True

        def ready() -> None:
            self.curtain_up = False

        self.show_curtain(seat, waiting, "", ready)
