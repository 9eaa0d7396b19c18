"""What the Fortify table shows for a while after something happened, each a small state holder with
its own methods (the reactions start them, the painter and the words read them, the scene ends them):
the Jerk Die's big moment, a round's results, rooms that just closed, the race times on the fence,
words kept for a seat until its curtain lifts, and the game log.

Times are seconds of scene time (``now``); a log line or result line with ``at`` in the future is
still to come (the clean-up is shown step by step).
"""
from __future__ import annotations

import re
from typing import Any, Callable, Optional

from ..kit.hud import LogLine

#: Seconds a room that just closed pulses gold.
FRESH_ROOM_SECONDS = 1.5
#: The game log keeps this many lines.
LOG_LINES = 200


class BigMoment:
    """A big moment on show (the Jerk Die): ``showing`` is ``{"state": shown instead of the game's,
    "until": scene seconds, "clear_trays": empty the trays once it ends}``, or None."""

    def __init__(self) -> None:
        self.showing: Optional[dict] = None

    def start(self, state: Any, until: float) -> None:
        self.showing = {"state": state, "until": until, "clear_trays": False}

    def clear_trays_after(self) -> None:
        """The trays are emptied once the moment has been seen."""
        if self.showing is not None:
            self.showing["clear_trays"] = True

    def end_at(self, now: float) -> None:
        """A click skipped it: it ends at ``now``."""
        if self.showing is not None:
            self.showing["until"] = now

    def over(self, now: float) -> Optional[dict]:
        """The moment, once ``now`` reached its end (it is then gone); else None."""
        if self.showing is not None and now >= self.showing["until"]:
            done, self.showing = self.showing, None
            return done
        return None


class RoundResults:
    """The last clean-up in words, held on screen: ``last`` is ``{"round", "lines": [(text, at)],
    "at", "focus": [(at, seat)]}`` or None. ``flow``: the table's :class:`~.flow.RaceFlow`;
    ``session``: its GameSession; ``watched()``: a person sees the table (people seated, not
    headless), so the last round's results hold the winner until they click."""

    def __init__(self, session: Any, flow: Any, watched: Callable[[], bool]):
        self.session = session
        self.flow = flow
        self.watched = watched
        self.last: Optional[dict] = None
        #: a person clicked "See the winner" under the last round's results
        self.final_seen = False

    def begin(self, round_number: int, at: float) -> None:
        self.last = {"round": round_number, "lines": [], "at": at}

    def add(self, text: str, at: float) -> None:
        if self.last is not None:
            self.last["lines"].append((text, at))

    def focus_on(self, seat: int, at: float) -> None:
        """The step at ``at`` happens to ``seat``'s play area (drawn large while it shows)."""
        if self.last is not None:
            self.last.setdefault("focus", []).append((at, seat))

    def see_final(self) -> None:
        self.final_seen = True

    def shift(self, now: float, seconds: float) -> None:
        """A click skipped ahead: lines still to come show ``seconds`` earlier (never before ``now``)."""
        if self.last is not None:
            self.last["lines"] = [(text, max(now, at - seconds) if at > now else at)
                                  for text, at in self.last["lines"]]

    def next_line_in(self, now: float) -> Optional[float]:
        """Seconds until the next line shows (None: every line shows)."""
        later = [at for _, at in self.last["lines"] if at > now] if self.last is not None else []
        return min(later) - now if later else None

    @property
    def holds_final(self) -> bool:
        """The game ended in a clean-up with a person watching: its results stay, and the winner
        waits, until they click "See the winner" (the last round is seen like every other)."""
        return self.session.is_over and self.watched() and not self.final_seen and self.last is not None

    @property
    def showing(self) -> bool:
        """The results of the last clean-up are on screen, holding the next round (or the winner)."""
        if self.last is None:
            return False
        return self.holds_final if self.session.is_over else self.flow.pending

    @property
    def await_click(self) -> bool:
        """The results on screen wait for a click ("Next round" / "See the winner")."""
        return self.showing and (self.flow.await_click or self.session.is_over)


class FreshRooms:
    """Rooms that just closed, per seat, with when (they pulse gold for :data:`FRESH_ROOM_SECONDS`)."""

    def __init__(self) -> None:
        self.rooms: dict[int, list[tuple[frozenset, float]]] = {0: [], 1: []}

    def add(self, seat: int, cells: frozenset, now: float) -> None:
        self.rooms[seat].append((cells, now))

    def pulsing(self, seat: int, now: float) -> list[frozenset]:
        """The cells of ``seat``'s rooms still pulsing at ``now`` (the others are forgotten)."""
        self.rooms[seat] = [(c, at) for c, at in self.rooms[seat] if now - at < FRESH_ROOM_SECONDS]
        return [c for c, _ in self.rooms[seat]]

    def any(self) -> bool:
        return any(self.rooms.values())


class RaceTimes:
    """Both race times of the raced step just over, shown on the fence (``text``, one or two lines)
    until ``until`` (scene seconds) or until a new round begins."""

    def __init__(self) -> None:
        self.text = ""
        self.until = 0.0
        self.round: Optional[int] = None
        #: a big moment's banner is on show or waits (it says the same): the times wait under it
        self.waiting = False

    def show(self, text: str, round_number: int, until: float) -> None:
        self.text, self.round, self.until = text, round_number, until

    def hide(self) -> None:
        self.text, self.until = "", 0.0

    def wait_for_banner(self, banner: bool, now: float, seconds_after: float) -> None:
        """Whether a big moment's banner is on show or waits (``banner``): meanwhile the times are
        not drawn on the fence (two labels of the same race, one over the other) and they stay
        ``seconds_after`` once it is gone."""
        self.waiting = banner and bool(self.text)
        if self.waiting:
            self.until = max(self.until, now + seconds_after)

    def shown(self, now: float) -> bool:
        return bool(self.text) and not self.waiting and now < self.until


class KeptWords:
    """Words for a seat's eyes only, said once its curtain lifts (a hot-seat half is hidden)."""

    def __init__(self) -> None:
        self.words: dict[int, list[str]] = {0: [], 1: []}

    def keep(self, seat: int, text: str) -> None:
        self.words[seat].append(text)

    def take(self, seat: int) -> list[str]:
        words, self.words[seat] = self.words[seat], []
        return words


class TableLog:
    """The game log lines (:class:`~fort_desktop.table.kit.hud.LogLine`), at most
    :data:`LOG_LINES`. ``name(seat)``: how the table calls the seat ("P1" / "P2" in a line become
    the players' own names)."""

    def __init__(self, name: Callable[[int], str]):
        self.name = name
        self.lines: list[LogLine] = []

    def note(self, text: str, now: float, secret: Optional[tuple] = None, seat: Optional[int] = None,
             at: Optional[float] = None) -> None:
        """Add a line (``secret``: the raced step whose other half may not read it; ``at``: scene
        seconds from which it shows, default ``now``)."""
        self.lines.append(LogLine(self.with_names(text), secret, seat, now if at is None else at))
        del self.lines[:-LOG_LINES]

    def with_names(self, text: str) -> str:
        """``text`` with "P1" / "P2" replaced by the players' names where they have their own."""
        for seat in (0, 1):
            code, name = f"P{seat + 1}", self.name(seat)
            if name != code:
                text = re.sub(rf"\b{code}\b", name, text)
        return text

    def shift(self, now: float, seconds: float) -> None:
        """A click skipped ahead: the recent lines still to come show ``seconds`` earlier."""
        for line in self.lines[-40:]:
            if line.at > now:
                line.at = max(now, line.at - seconds)

    def still_to_come(self, now: float, recent: int = 40) -> list[float]:
        """When the recent lines not shown yet show (scene seconds)."""
        return [line.at for line in self.lines[-recent:] if line.at > now]
