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

    def layout_seat(self) -> Optional[int]:
        """The seat whose seating picture the table keeps (where each player's area sits, which way
        it faces), even while nobody's hand is shown (None: the game's default seating)."""

    def mouse_seat(self) -> Optional[int]:
        """The human seat the mouse acts for now, or None."""

    def bot_may_act(self, seat: int) -> bool:
        """The bot in ``seat`` may act now."""

    def sync(self, now_seconds: float = 0.0) -> None:
        """Notice who must act now (and raise a curtain when the person changes)."""


#: Seconds a computer's move stays on screen, in a game with two or more people, before a curtain
#: falls on it (issue 14 item 4; a click skips). Game time: the table's clock, never the wall's.
BOT_HOLD_SECONDS = 1.5
#: The longest (s, game time) a due curtain waits for the big moments on show or waiting
#: (:attr:`TurnCurtain.moments`) to play out on the table they are about (a click skips).
MOMENTS_HOLD_SECONDS = 12.0


class TurnCurtain:
    """A curtain whenever the human who must act changes (two or more people at one mouse).

    With one person (or none) there is never a curtain: the table shows that person's view. While a
    curtain is up, or ``paused`` (something covers the table), nobody acts, bots included.

    ``hold()`` (optional): True while the last move is still being shown (its animations); the
    curtain then waits, up to ``hold_seconds``, so the person who made the move sees it, still
    looking at their own table (nobody acts meanwhile). After a computer's move the curtain waits
    at least ``bot_hold_seconds`` (:data:`BOT_HOLD_SECONDS`), showing nobody's hand, so the people
    see the move where it happens. ``moments()`` (optional; the table sets it): True while big
    moments (the kit's banners) are on show or waiting: a due curtain waits for them too, up to
    ``moments_seconds``, so they play on the table they are about, never over the next person's
    hand. :meth:`skip_hold` (a click) drops a waiting curtain at once.

    ``forced(seat)`` (optional): the one action a person in ``seat`` can take now when it is only a
    pass the table may submit for them (a follow they cannot take), else None; it depends on the
    game state alone (who must act is worked out once per state and seating). Such a seat is not
    "a person who must act": no curtain falls for it, and the seating picture and view stay as
    they were until the table has passed for them (:meth:`~.game_table.GameTable.act_for_people`).
    """

    def __init__(self, session: Any, show_curtain: ShowCurtain, *, hold: Optional[Callable[[], bool]] = None,
                 hold_seconds: float = 1.0, bot_hold_seconds: float = BOT_HOLD_SECONDS,
                 forced: Optional[Callable[[int], Optional[dict]]] = None,
                 moments: Optional[Callable[[], bool]] = None, moments_seconds: float = MOMENTS_HOLD_SECONDS):
        self.session = session
        self.moments = moments
        self.moments_seconds = moments_seconds
        self.show_curtain = show_curtain
        self.curtain_up = False
        self.paused = False
        self.last_human: Optional[int] = None
        self.hold = hold
        self.hold_seconds = hold_seconds
        self.bot_hold_seconds = bot_hold_seconds
        self.forced = forced
        self._held_since: Optional[float] = None   # the curtain is due but waits, since (s)
        self._skip = False
        # moves made before this table opened (a resumed game) were never on screen: none is held
        self._opened_at = len(getattr(session, "actions", None) or [])
        self._acting: Optional[tuple[Any, tuple, tuple[int, ...], Optional[int]]] = None   # (state, seats, who may act, the person to act)

    @property
    def holding(self) -> bool:
        """A curtain is due and waits for the last move to be seen."""
        return self._held_since is not None

    def _last_move_by(self, seat: Optional[int]) -> bool:
        """The session's last action was ``seat``'s own (a computer's move in between: no hold)."""
        actions = getattr(self.session, "actions", None) or []
        return bool(actions) and isinstance(actions[-1], dict) and actions[-1].get("seat") == seat

    def _last_move_by_bot(self) -> bool:
        """The session's last action was a computer player's, made while this table was open."""
        actions = getattr(self.session, "actions", None) or []
        if len(actions) <= self._opened_at:
            return False
        seat = actions[-1].get("seat") if actions and isinstance(actions[-1], dict) else None
        return type(seat) is int and 0 <= seat < len(self.session.seats) and bool(self.session.is_bot(seat))

    def skip_hold(self) -> None:
        """Drop the waiting curtain at the next :meth:`sync` (a click)."""
        self._skip = True

    @property
    def humans(self) -> list[int]:
        return list(self.session.humans)

    def is_forced(self, seat: int) -> bool:
        """``seat`` (a person) can only pass now, and the table will pass for them."""
        return self.forced is not None and self.forced(seat) is not None

    def _acting_human(self) -> Optional[int]:
        """The first person who must act now (one the table passes for does not count), worked out
        once per game state and seating (a frame asks it many times)."""
        state, seats = getattr(self.session, "state", None), tuple(self.session.seats)
        kept = self._acting
        if kept is not None and kept[0] is state and kept[1] == seats and state is not None:
            return kept[3]
        humans = self.humans
        acting = tuple(self.session.acting_seats())
        seat = next((s for s in acting if s in humans and not self.is_forced(s)), None)
        self._acting = (state, seats, acting, seat)
        return seat

    def _acting_seats(self) -> tuple[int, ...]:
        """The seats that may act now (the session's, kept with :meth:`_acting_human`)."""
        self._acting_human()
        kept = self._acting
        return kept[2] if kept is not None and kept[0] is not None else tuple(self.session.acting_seats())

    def _only_forced(self) -> bool:
        """Everyone who may act now is a person the table is about to pass for."""
        acting = list(self.session.acting_seats())
        return bool(acting) and all(s in self.humans and self.is_forced(s) for s in acting)

    def handing_over(self) -> Optional[tuple[int, int]]:
        """(the last person who acted, the next one) while a curtain between two people is due but
        not yet down (the last move still shows): the table's words must not yet address the next
        person; else None."""
        if self.curtain_up or len(self.humans) < 2 or self.last_human is None:
            return None
        seat = self._acting_human()
        return (self.last_human, seat) if seat is not None and seat != self.last_human else None

    def viewer(self) -> Optional[int]:
        """Whose view is drawn: the one person at the table; with several, the person acting (or the
        last one, while their own move plays out before the curtain that hands over) - and nobody's
        (``None``, public things only) while the computer acts or its move is shown, so no person's
        hand stays on screen for the next one to see."""
        humans = self.humans
        if not humans:
            return None
        if len(humans) == 1:
            return humans[0]
        if self.curtain_up:
            return self.last_human
        acting = self._acting_human()
        if acting is None:
            return self.last_human if self._only_forced() and self._last_move_by(self.last_human) else None
        if acting == self.last_human or self._last_move_by(self.last_human):
            return self.last_human
        return None

    def layout_seat(self) -> Optional[int]:
        """The seating picture: the viewer's; while nobody's hand is shown, the last person's who
        played (then the first person's), so the table never turns under anyone (issue 14 item 5)."""
        viewer = self.viewer()
        if viewer is not None:
            return viewer
        if self.last_human is not None:
            return self.last_human
        humans = self.humans
        return humans[0] if humans else None

    def mouse_seat(self) -> Optional[int]:
        seat = self._acting_human()
        if seat is None or self.curtain_up or seat != self.viewer():
            return None
        return seat

    def bot_may_act(self, seat: int) -> bool:
        return (self.session.is_bot(seat) and not self.paused and not self.curtain_up
                and seat in self._acting_seats())

    def sync(self, now_seconds: float = 0.0) -> None:
        seat = self._acting_human()
        if seat is None or seat == self.last_human or self.curtain_up:
            self._held_since, self._skip = None, False
            return
        if len(self.humans) >= 2 and not self._skip:
            if self._held_since is None:
                self._held_since = now_seconds
            shown = now_seconds - self._held_since
            if self._last_move_by_bot() and shown < self.bot_hold_seconds:
                return      # the computer's move stays on screen (nobody's hand shows meanwhile)
            if (self.last_human is not None and self.hold is not None and self._last_move_by(self.last_human)
                    and self.hold() and shown < self.hold_seconds):
                return
            if self.moments is not None and self.moments() and shown < self.moments_seconds:
                return      # the big moments play out first, on the table they are about
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
