"""What the Fortify table says: the banner (whose turn, what to do now), each player's status line,
the resolution steps in words, and which log lines the viewer may read (fortify.md 9: a hot-seat
half stays hidden from the other player until the raced step is over).

A part of :class:`~.scene.FortifyTable`, handed exactly what it reads (see :class:`FortifyWords`).
"""
from __future__ import annotations

from typing import Any, Callable, Optional

from ...rules.fortify.describe import event_words
from ...rules.fortify.state import BUILD, JERK, MEDIC, OVER, RECRUIT, THROW
from ...text import possessive
from .flow import RACED, RaceFlow
from .moments import BigMoment, RoundResults, TableLog
from .race_clock import seconds_text

PHASE_WORDS = {BUILD: "Part I: Build", RECRUIT: "Part I: Recruit", THROW: "Part II: Throw",
               JERK: "Part II: the Jerk", MEDIC: "Clean-up: Medics", OVER: "Game over"}


class FortifyWords:
    """Banner, status and log words of the Fortify table.

    ``rules``: Fortify's rules; ``session``: the GameSession (who acts, the result); ``flow``: the
    race bookkeeping; ``trays``: the dice trays by seat (are the dice rolling); ``moment``,
    ``results``, ``log``: what the table shows; ``name(seat)``: how the table calls a seat;
    ``view()``: what the viewer may see; ``now()``: scene seconds; ``all_placed(seat)``: that person
    placed every card or die of the raced step and the table waits for their Done (their race
    clock has stopped); ``no_target()``: rolled dice with no target are on show (a click goes on).
    """

    def __init__(self, *, rules: Any, session: Any, flow: RaceFlow, trays: dict[int, Any], moment: BigMoment,
                 results: RoundResults, log: TableLog, name: Callable[[int], str], view: Callable[[], Any],
                 now: Callable[[], float], all_placed: Callable[[int], bool] = lambda seat: False,
                 no_target: Callable[[], bool] = lambda: False):
        self.rules = rules
        self.session = session
        self.flow = flow
        self.trays = trays
        self.moment = moment
        self.results = results
        self.log = log
        self.name = name
        self.view = view
        self.now = now
        self.all_placed = all_placed
        self.no_target = no_target

    def banner(self) -> str:
        state = self.view()
        if self.moment.showing is not None:
            return "The Jerk Die! See what it does (a click skips)"
        if state.phase == OVER and self.results.holds_final:
            return f"Round {self.results.last['round']} is over - see what the balloons did, then click See the winner"
        if state.phase == OVER:
            result = self.session.result
            winners = " and ".join(self.name(s) for s in result.winners) if result else ""
            return f"Game over - {winners} win{'s' if len(result.winners) == 1 else ''}" if result and result.winners \
                else "Game over - a draw"
        if self.flow.pending and self.results.last is not None and self.flow.await_click:
            return f"Round {self.results.last['round']} is over - see what the balloons did, then click Next round"
        if self.flow.pending and self.results.last is not None:
            return f"Round {self.results.last['round']} is over - see what the balloons did"
        if self.flow.pending:
            return "Get ready for the next step..."
        seat = self.flow.mouse_seat()
        if seat is None:
            return self._waiting_banner()
        who = self.name(seat)
        other = self.name(1 - seat)
        player = state.players[seat]
        if state.phase in RACED and self.all_placed(seat):
            # the last piece is down: the race clock has stopped, the table waits for Done
            what = "cards" if state.phase == BUILD else "dice"
            return f"{who}: all your {what} are placed - your race time has stopped; click Done & grab"
        if state.phase == BUILD:
            return f"{who}: drag the top card onto your side (R turns it)" + self._rival_time(seat, state)
        if state.phase == RECRUIT:
            return f"{who}: drag the top Kid of a pile into a lit room (R turns it)" + self._rival_time(seat, state)
        if state.phase == THROW:
            if not self.trays[seat].settled:
                return f"{who}: the dice are rolling..."
            if self.no_target():
                return f"{who}: none of your dice can be placed - click to go on"
            if not player.rolled:
                n = len(player.dice)
                dice = "your die" if n == 1 else f"your {n} dice"
                return f"{who}: click Roll, or fling {dice} in the tray"
            return f"{who}: drag each die onto a lit target; click Done when finished"
        if state.phase == JERK:
            if state.jerk_face is None:
                return f"{who} grabbed the Jerk Meeple: click Roll Jerk Die"
            return f"{who}: drag the Jerk Die onto a lit target of {other}"
        if state.phase == MEDIC:
            n = state.medic_left[seat]
            return f"{who}: your Medics recover {n} Kid{'s' if n != 1 else ''} - click a face-down Kid"
        return ""

    def _waiting_banner(self) -> str:
        state = self.view()
        acting = self.session.acting_seats()
        names = " and ".join(self.name(s) for s in acting)
        if state.phase in RACED and self.flow.curtain_up:
            return "Get ready..."
        if not acting:
            return ""
        if all(self.session.is_bot(s) for s in acting):
            doing = {BUILD: "building", RECRUIT: "recruiting Kids", THROW: "throwing balloons",
                     JERK: "throwing the Jerk Die", MEDIC: "sending Medics"}.get(state.phase, "thinking")
            tag = "" if all("computer" in self.name(s).lower() for s in acting) else " (computer)"
            return f"{names}{tag} {'is' if len(acting) == 1 else 'are'} {doing}..."
        viewer = self.flow.viewer()
        if viewer is not None and viewer not in acting and state.phase in RACED:
            return f"Done! Waiting for {names}..."
        return f"Waiting for {names}..."

    def _clock_on_line(self, seat: int) -> bool:
        """The status line of an acting ``seat`` in a raced step reads its race time: a person's
        started clock, never in a hot-seat race (the other player must not read it)."""
        return (self.flow.clocks[seat].started and not self.flow.hot_seat
                and not self.session.is_bot(seat))

    def clock_shown(self, seat: int, view: Any) -> bool:
        """``seat``'s running race time is on screen (its status line reads it): only then does
        the clock's ticking change the picture."""
        player = view.players[seat]
        return (view.phase in RACED and not self.flow.pending and not player.done
                and not (self.flow.hot_seat and self.flow.half != seat)
                and seat in self.session.acting_seats() and self._clock_on_line(seat))

    def status(self, seat: int, view: Any) -> str:
        """A player's status line: Base hits and where they are in the race ("Base hits 1/3 - raced
        12.4 s"). A computer player is marked on the name line and the dice colour is on the tray and
        the fence, so the line fits the panel at a readable size whatever the moment (issue 7:
        nothing cut)."""
        state = view
        player = view.players[seat]
        bits = [f"Base hits {player.hits}/3"]
        if state.phase in RACED and self.flow.pending:
            bits.append("get ready")
        elif state.phase in RACED:
            if player.done:
                bits.append("done")
            elif self.flow.hot_seat and self.flow.half != seat:
                bits.append("waits for their half")
            elif seat in self.session.acting_seats():
                clock = self.flow.clocks[seat]
                if clock.stopped and self._clock_on_line(seat):
                    bits.append(f"time stopped at {clock.text()}")
                else:
                    bits.append(f"racing {clock.ticking_text()}" if self._clock_on_line(seat) else "racing")
                    bits += self._time_left(seat, view)
        elif player.race_ms is not None and state.phase != OVER:
            bits.append(f"raced {seconds_text(player.race_ms / 1000)}")
        return " - ".join(bits)

    def _time_left(self, seat: int, view: Any) -> list[str]:
        """Versus the computer, once it has grabbed (its time is public: the log says it), how long
        the person racing in ``seat`` has left to beat it, in whole seconds as their clock ticks
        ("9 s left"), or "behind" once it was faster; [] before that or in a hot-seat race. Short, so
        the line fits the panel whole: the banner names the computer's time (:meth:`_rival_time`)."""
        other = view.players[1 - seat]
        clock = self.flow.clocks[seat]
        if (other.race_ms is None or view.players[seat].race_ms is not None or not self.session.is_bot(1 - seat)
                or not self._clock_on_line(seat)):
            return []
        left = int(other.race_ms // 1000) - int(clock.elapsed_seconds)
        return [f"{left} s left"] if left > 0 else ["behind"]

    def _rival_time(self, seat: int, view: Any) -> str:
        """The banner's note of the computer's race time once it has grabbed, for the person racing
        in ``seat`` (" - beat Computer's 19 s"), else "". Short: the banner is one line."""
        other = view.players[1 - seat]
        # (only while ``seat`` still races: once it grabbed, there is nothing left to beat)
        if (other.race_ms is None or view.players[seat].race_ms is not None or not self.session.is_bot(1 - seat)
                or not self._clock_on_line(seat)):
            return ""
        return f" - beat {possessive(self.name(1 - seat))} {seconds_text(other.race_ms / 1000)}"

    def event_words(self, event: dict) -> str:
        """One clean-up event in players' words: the rules' own wording (one place for it), with
        the players' names."""
        names = [self.name(s) for s in range(2)]
        return event_words(self.rules, self.session.state, event, names)

    def _card_names(self, cards: list) -> str:
        try:
            specs = [self.rules.card_spec(c) for c in cards]
            return ", ".join(f"{s.colour} {s.shape.replace('_', ' ')}" for s in specs)
        except Exception:  # words never break the game
            return f"{len(cards)} card(s)"

    def kid_names(self, kids: list) -> str:
        """"green Builder, red Thrower" for Kid ids ``kids``."""
        return self._kid_names(kids)

    def _kid_names(self, kids: list) -> str:
        try:
            specs = [self.rules.kid_spec(k) for k in kids]
            return ", ".join(f"{s.colour} {s.kind.title()}" for s in specs)
        except Exception:
            return "Kid"

    def log_lines(self, viewer: Optional[int]) -> list[str]:
        secret = self.flow.race_secret()
        lines = []
        for line in self.log.lines:
            if line.at > self.now():
                continue              # a resolution step still to come
            if secret is not None and line.secret == secret and line.seat != viewer:
                continue
            if secret is not None and line.secret == secret and "Meeple after" in line.text:
                continue
            lines.append(line.text)
        return lines

    def no_target_words(self, state: Any, seat: int, faces: list[str]) -> str:
        """Why dice showing ``faces`` (thrown by ``seat``) have no target, in players' words
        (rulebook "Roll & Place Dice": a colour balloon needs a card or face-up Kid of its colour on
        the other side): "no yellow card or face-up yellow Kid on Ben's side"."""
        other = self.name(1 - seat)
        colours = [f for f in dict.fromkeys(faces) if f not in ("wild", "block")]
        why = [f"no {c} card or face-up {c} Kid on {other}'s side" for c in colours]
        if "block" in faces:
            why.append("a Block only cancels a balloon on your own side, and none landed there")
        return "; ".join(why) if why else "nothing they may land on"

    def target_words(self, state: Any, target: dict) -> str:
        """A die's target in words: "Ben's red L", "Ben's blue Thrower", "Ben's Base Target"."""
        seat, kind = target.get("seat"), target.get("kind")
        who = self.name(seat) if seat in (0, 1) else "a"
        if kind == "base":
            return f"{who}'s Base Target"
        if kind == "card":
            return f"{who}'s {self._card_names([target.get('id')])}"
        if kind == "kid":
            kid = state.players[seat].kids.get(target.get("id")) if seat in (0, 1) else None
            if kid is not None and not kid.face_up:
                return f"{who}'s face-down Kid"
            return f"{who}'s {self._kid_names([target.get('id')])}"
        return "its target"
