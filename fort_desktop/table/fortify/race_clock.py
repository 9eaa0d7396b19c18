"""The race clock of one player in one raced step of Fortify (fortify.md section 9).

The clock starts when its player clicks Ready, pauses while any pause reason holds (their dice are
tumbling, a curtain is up), and stops at the grab or when the player has nothing left to do. Its time
goes into the ``grab`` action in whole milliseconds, so a replay gives the same Meeple holder.

Pure Python (no pygame): the scene feeds it the frame time with :meth:`RaceClock.update`.
Times are seconds of table time (``elapsed_seconds``) and milliseconds (``ms``).
"""
from __future__ import annotations

from ...rules.fortify.describe import seconds_words


class RaceClock:
    """One player's race time.

    States: idle (not started), running, paused (running with at least one pause reason) and stopped.
    ``update(dt_seconds)`` adds time only while running and not paused. ``stop()`` freezes the time and
    returns it in ms; a stopped clock ignores everything until ``reset()``.
    """

    def __init__(self) -> None:
        self.elapsed_seconds = 0.0
        self.started = False
        self.stopped = False
        self._pauses: set[str] = set()

    # ------------------------------------------------------------------ control
    def start(self) -> None:
        """Start counting (the player clicked Ready). Starting twice does nothing."""
        if not self.stopped:
            self.started = True

    def set_paused(self, reason: str, paused: bool) -> None:
        """Hold (``paused=True``) or release one pause ``reason`` (e.g. ``"tumbling"``, ``"curtain"``)."""
        if paused:
            self._pauses.add(reason)
        else:
            self._pauses.discard(reason)

    def stop(self) -> int:
        """Stop the clock (the grab, or nothing left to do) and return its time in ms."""
        self.stopped = True
        return self.ms

    def reset(self) -> None:
        """Back to idle at zero, for the next raced step."""
        self.elapsed_seconds = 0.0
        self.started = False
        self.stopped = False
        self._pauses.clear()

    def update(self, dt_seconds: float) -> None:
        """Advance by ``dt_seconds`` (seconds) if running and not paused. Negative dt counts as 0."""
        if self.running:
            self.elapsed_seconds += max(0.0, float(dt_seconds))

    # ------------------------------------------------------------------ queries
    @property
    def running(self) -> bool:
        """Started, not stopped, and not paused."""
        return self.started and not self.stopped and not self._pauses

    @property
    def paused(self) -> bool:
        return bool(self._pauses)

    @property
    def ms(self) -> int:
        """The time so far in whole milliseconds (int >= 0)."""
        return max(0, int(round(self.elapsed_seconds * 1000.0)))

    def text(self) -> str:
        """The time as a player reads it, e.g. ``"4.2 s"``, ``"37 s"``, ``"1 min 5 s"``."""
        return seconds_text(self.elapsed_seconds)

    def ticking_text(self) -> str:
        """The time while it runs, in whole seconds: ``"12 s"``, then as a clock reads,
        ``"3:42"`` (never ``"222 s"``, beside a banner's "3 min 42 s"): the table repaints a running
        clock once a second, when this changes; the race time itself keeps its tenths (:meth:`text`)."""
        whole = int(self.elapsed_seconds)
        return f"{whole} s" if whole < 60 else f"{whole // 60}:{whole % 60:02d}"

    def seconds_to_next_tick(self) -> float:
        """Seconds of running time until :meth:`ticking_text` changes (0 < t <= 1)."""
        return 1.0 - (self.elapsed_seconds % 1.0)


def seconds_text(seconds: float) -> str:
    """A race time as players read it, in plain words (new users read "raced 60.0 s"): ``"4.2 s"``,
    ``"0 s"``, ``"37 s"``, ``"1 minute"``, ``"1 min 5 s"`` (the rules' own wording,
    :func:`~fort_desktop.rules.fortify.describe.seconds_words`)."""
    return seconds_words(seconds)
