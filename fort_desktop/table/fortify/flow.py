"""Who is at the mouse, and when bots act, during a Fortify game (fortify.md 9; no drawing here).

- **Hot-seat race** (two people): each raced step (BUILD, THROW) is played in two halves, the
  round's first player first. Other steps (RECRUIT, JERK, MEDIC) go to the seat the rules ask.
  Whenever the person who must act changes (a half, a recruit, the Jerk Die, the Medics), a
  curtain covers the table first ("Pass the mouse to Sam"), once the moves on show have played
  out (``wait``); until it falls the table shows the last person's view and nobody acts. A half
  of the person who already has the mouse starts at once, with no curtain (issue 14: "Pass the
  mouse to Sam" when Sam had it). A half's race clock starts when its curtain lifts (at once
  without one).
- **Versus computer** (one person): nothing to hide, so a "ready" curtain only the first time each
  raced step (Build, Throw) comes up at this table (a moment to look before the race starts: the
  game's start, Part II's first throw, a resumed game; none in a tutorial, whose captions lead);
  after that each raced step starts at once (after a clean-up, once the person clicks Next
  round); the bot plays the same step at the same time, one action every ``pace_seconds``.
- **Autoplay** (no person): bots play at their pace, or at once when ``fast`` (headless).

The race clocks run in table seconds; a bot's race time is filled in by the session (pace times
its number of actions in the step).
"""
from __future__ import annotations

from typing import Any, Callable, Optional

from ...rules.fortify.state import BUILD, JERK, MEDIC, RECRUIT, THROW
from .race_clock import RaceClock

RACED = (BUILD, THROW)
#: The longest (s, table time) a due hand-off curtain waits for the moves on show (``wait``).
WAIT_SECONDS = 12.0
#: What a hand-off curtain says in the steps that are not raced.
STEP_NOTES = {RECRUIT: "Recruit: drag Kids into your rooms", JERK: "Roll the Jerk Die and place it",
              MEDIC: "Your Medics: flip your face-down Kids up"}


class RaceFlow:
    """The raced-step bookkeeping of one table.

    ``session``: the :class:`~fort_desktop.session.GameSession`; ``hot_seat``: halves with curtains;
    ``show_curtain(seat, waiting, note, on_ready)``: the scene raises a curtain and calls
    ``on_ready()`` once the player is ready; ``began(seat)`` (optional): a hot-seat half began
    with no curtain (its person already had the mouse); ``wait()`` (optional): True while the
    moves on show still play (a hand-off curtain waits for them, up to :data:`WAIT_SECONDS`).
    """

    def __init__(self, session: Any, hot_seat: bool,
                 show_curtain: Callable[[int, Optional[int], str, Callable[[], None]], None],
                 began: Optional[Callable[[int], None]] = None, wait: Optional[Callable[[], bool]] = None):
        self.session = session
        self.hot_seat = hot_seat and len(session.humans) >= 2
        self.show_curtain = show_curtain
        self.began = began
        self.wait = wait
        #: hot-seat: the person who has the mouse (the last one a curtain fell for), None at first
        self.holder: Optional[int] = None
        self._due_since: Optional[float] = None      # a hand-off curtain is due, waiting since (s)
        self.clocks = {0: RaceClock(), 1: RaceClock()}
        self.key: Optional[tuple[int, str]] = None   # (round, phase) of the raced step under way
        self.half: Optional[int] = None              # hot-seat: the seat playing its half now
        self.go = False                              # the raced step has started (bots may act)
        self.curtain_up = False
        self.finished: list[dict] = []               # raced steps just over, for the scene to reveal
        self.last_viewer: Optional[int] = None
        self.pending = False                         # a raced step waits to begin (see hold_until)
        self.paused = False                          # an overlay covers the table: bots wait
        self.hold_until = 0.0                        # scene seconds: let the resolution show until then
        self.await_click = False                     # a person must click "Next round" first
        self.readied: set[str] = set()               # one person: the raced steps a "ready" curtain began
        # a resumed game (Continue, Load) in the middle of a race: each person's race time so far,
        # kept by the session and its save; their clocks go on from there instead of from zero
        state = session.state
        clocks_ms = list(getattr(session, "clock_ms", []) or [])
        self.resume_key = (state.round, state.phase) if state.phase in RACED else None
        self.resume_ms = {s: int(clocks_ms[s]) for s in self.humans
                          if s < len(clocks_ms) and not session.state.players[s].done}

    # ------------------------------------------------------------------ who sees, who acts
    @property
    def humans(self) -> list[int]:
        return list(self.session.humans)

    def viewer(self) -> Optional[int]:
        """The seat whose eyes the table shows (None: a spectator of an all-bot game)."""
        humans = self.humans
        if not humans or self.pending:
            return None
        if len(humans) == 1:
            return humans[0]
        state = self.session.state
        if state.phase in RACED and self.half is not None:
            self.last_viewer = self.half
        elif self.hot_seat:
            # the steps between the halves: the person who has the mouse, until the curtain that
            # hands it over falls (the next person's view never shows before it)
            if self.holder is not None:
                self.last_viewer = self.holder
        else:
            acting = self.session.acting_seats()
            if acting and acting[0] in humans:
                self.last_viewer = acting[0]
        return self.last_viewer if self.last_viewer is not None else humans[0]

    def mouse_seat(self) -> Optional[int]:
        """The human seat the mouse acts for now, or None (nobody may act by mouse)."""
        seat = self.viewer()
        if seat is None or self.curtain_up or self.pending or self.session.is_bot(seat):
            return None
        if seat not in self.session.acting_seats():
            return None
        if self.session.state.phase in RACED and not self.clocks[seat].started:
            return None
        return seat

    def bot_may_act(self, seat: int) -> bool:
        """A bot in ``seat`` may act now (raced steps wait for the person's Ready)."""
        if not self.session.is_bot(seat) or seat not in self.session.acting_seats():
            return False
        if self.paused:
            return False
        if self.session.state.phase in RACED:
            return self.go and not self.curtain_up
        return not self.curtain_up

    # ------------------------------------------------------------------ each frame
    def sync(self, now_seconds: float = 0.0) -> None:
        """Notice a raced step starting or ending, and the hand-over between hot-seat halves.

        A new raced step begins (curtain, clocks) only once ``now_seconds`` reaches ``hold_until``,
        so everybody sees the last resolution first; meanwhile nobody acts and no hand shows. After a
        clean-up with a person at the table, ``await_click`` also holds it until they go on.
        """
        state = self.session.state
        key = (state.round, state.phase) if state.phase in RACED else None
        if key != self.key:
            if self.key is not None:
                self._finish()
            self.key = key
            self.pending = key is not None
            self.go = False
        if self.pending:
            if not self.await_click and now_seconds >= self.hold_until:
                self.pending = False
                self._begin()
            return
        if key is not None and self.hot_seat and self.half is not None and not self.curtain_up:
            if state.players[self.half].done:
                left = [s for s in self.session.acting_seats() if not state.players[s].done]
                if left:
                    self._start_half(left[0])
        if key is None and self.hot_seat and not self.curtain_up:
            self._hand_over(now_seconds)

    def _hand_over(self, now_seconds: float) -> None:
        """A step that is not raced (Recruit, Jerk, Medics) asks a person who has not the mouse:
        the curtain that hands it over, once the moves on show have played out."""
        asked = next((s for s in self.session.acting_seats() if s in self.humans), None)
        if asked is None or asked == self.holder:
            self._due_since = None
            return
        if self._due_since is None:
            self._due_since = now_seconds
        if self.finished:
            return      # a raced step just ended: its race is shown (and waited for) first
        if self.wait is not None and self.wait() and now_seconds - self._due_since < WAIT_SECONDS:
            return
        self._due_since = None
        self._raise(asked, self._waiting_for(asked), STEP_NOTES.get(self.session.state.phase, ""), clock=False)

    def _waiting_for(self, seat: int) -> Optional[int]:
        """Who looks away while ``seat`` takes the mouse: the person who had it, else the other one."""
        if self.holder is not None and self.holder != seat:
            return self.holder
        return next((h for h in self.humans if h != seat), None)

    def _begin(self) -> None:
        for clock in self.clocks.values():
            clock.reset()
        if self.key is not None and self.key == self.resume_key:
            for seat, ms in self.resume_ms.items():
                self.clocks[seat].elapsed_seconds = max(0, ms) / 1000.0
        self.resume_key = None
        self.go = False
        self.half = None
        humans = self.humans
        if self.hot_seat:
            self._start_half(self.session.acting_seats()[0])
        elif len(humans) == 1:
            # one person seated: nobody to hide anything from; a "ready" curtain only the first time
            # each raced step comes up (new users met one before every step, and, with none, a race
            # already running when the table appeared), none in a tutorial
            phase = self.session.state.phase
            if phase not in self.readied and getattr(self.session, "tutorial", None) is None:
                self.readied.add(phase)
                self._raise(humans[0], None)
            else:
                self.go = True
                self.clocks[humans[0]].start()
        elif humans:
            self._raise(humans[0], None)
        else:
            self.go = True

    def record_times(self) -> None:
        """Tell the session each person's race time so far (ms), so a save made now keeps it."""
        if self.key is None or self.pending:
            return
        for seat in self.humans:
            clock = self.clocks[seat]
            if clock.started and not clock.stopped:
                self.session.set_time(seat, clock.ms)

    def _start_half(self, seat: int) -> None:
        """``seat``'s half of the raced step begins: behind a curtain when the mouse changes hands,
        at once when ``seat`` already has it."""
        self.half = seat
        if seat == self.holder and not self.session.state.players[seat].done:
            self.go = True
            self.clocks[seat].start()
            if self.began is not None:
                self.began(seat)
            return
        self._raise(seat, self._waiting_for(seat))

    def _raise(self, seat: int, waiting: Optional[int], note: Optional[str] = None, clock: bool = True) -> None:
        """The curtain for ``seat`` (``waiting``: who looks away); a raced step's words by default,
        and its clock starts once it lifts (``clock``)."""
        state = self.session.state
        phase = state.phase
        if note is None:
            note = ("Build: place your Fort Cards, then grab the Cousin Meeple" if phase == BUILD
                    else "Throw: roll, place your dice, then grab the Jerk Meeple")
            if state.players[seat].done:      # e.g. a game continued after this seat had finished
                others = [s for s in self.session.acting_seats() if s != seat]
                note = ("You have finished this step; " +
                        ("the computer is still at it" if others and all(self.session.is_bot(s) for s in others)
                         else "the others are still at it" if others else "the step is ending"))
        self.curtain_up = True
        if self.hot_seat:
            self.holder = seat

        def ready() -> None:
            self.curtain_up = False
            if clock:
                self.go = True
                self.clocks[seat].start()

        self.show_curtain(seat, waiting, note, ready)

    def _finish(self) -> None:
        state = self.session.state
        self.half = None
        self.go = False
        times = {p.seat: p.race_ms for p in state.players}
        self.finished.append({"key": self.key, "times": times, "cousin": state.cousin, "jerk": state.jerk})

    # ------------------------------------------------------------------ holding the next step
    def hold_for_click(self) -> None:
        """A clean-up with a person at the table: the next step waits until they go on."""
        self.await_click = True

    def hold_until_at_least(self, seconds: float) -> None:
        """The next raced step (and its curtain) waits at least until scene time ``seconds``."""
        self.hold_until = max(self.hold_until, seconds)

    def go_on_now(self) -> None:
        """The players have seen enough: the next step need not wait for the hold."""
        self.hold_until = 0.0

    def go_on(self, now_seconds: float) -> None:
        """A person clicked "Next round": the next step begins (its curtain falls) now."""
        self.await_click = False
        self.hold_until = 0.0
        self.sync(now_seconds)

    def skip(self, now_seconds: float, seconds: float) -> None:
        """A click skipped ahead ``seconds``: a hold ends that much sooner (never before now)."""
        if self.hold_until > now_seconds:
            self.hold_until = max(now_seconds, self.hold_until - seconds)

    def race_secret(self) -> Optional[tuple[int, str]]:
        """The raced step whose halves are still hidden from each other (hot-seat only), or None."""
        return self.key if self.hot_seat else None
