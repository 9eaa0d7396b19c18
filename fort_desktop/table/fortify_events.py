"""After every applied action: the log line, the dice trays, sounds, rooms that just closed, and the
resolution shown step by step from ``state.events`` with brief animations (TABLE.md "Sound and
feel": nothing blocks input). A mixin of
:class:`~fort_desktop.table.scenes.fortify_table.FortifyTable`; times in seconds of scene time.
"""
from __future__ import annotations

from typing import Any

from ..rules.fortify.state import JERK, THROW, BUILD
from .fortify_flow import RACED

#: Events that begin a clean-up (the dice are revealed, or the Jerk Die returned unused).
CLEANUP_STARTS = ("reveal", "jerk_unused")
#: Events listed in a round's results.
RESULT_STEPS = ("reveal", "jerk_unused", "block", "discard", "reserve", "flip_down", "base_hit", "medic",
                "moms_calling")
#: Seconds a bot-only game on screen shows a round's results before it goes on (at speed 1).
BOT_RESULTS_SECONDS = 2.5


def session_over(state: Any) -> bool:
    return getattr(state, "phase", None) == "over"


class TableEvents:
    """Reacting to the session's applied actions."""

    def _on_action(self, session: Any, action: dict, old: Any) -> None:
        """After every applied action: log line, trays, sounds, rooms that closed, resolution."""
        new = session.state
        seat = action.get("seat")
        kind = action.get("type")
        try:
            text = self.rules.describe(old, action)
        except Exception:  # the log must never break the game
            text = f"P{(seat or 0) + 1}: {kind}"
        secret = None
        if self.flow.hot_seat and old.phase in RACED:
            secret = (old.round, old.phase)
        self._note(text, secret, seat)
        if kind == "place":
            self._sound("snap")
            before = {e.cells for e in old.players[seat].grid.enclosures()}
            for room in new.players[seat].grid.enclosures():
                if room.cells not in before:
                    self.new_rooms[seat].append((room.cells, self.now))
        elif kind == "recruit":
            self._sound("snap")
        elif kind == "roll":
            self._throw(old, new, seat)
        elif kind == "place_die":
            tray_seat = seat
            if action.get("die") in self.trays[tray_seat].die_ids():
                self.trays[tray_seat].remove(action["die"])
        if kind == "grab" and old.phase == THROW:
            self.trays[seat].clear()
        self._events(old, new)
        if new.phase != old.phase and new.phase in (BUILD, THROW):
            for tray in self.trays.values():
                tray.clear()

    def _throw(self, old: Any, new: Any, seat: int) -> None:
        self._sound("roll")
        impulse, from_px = self.pending_throw or (None, None)
        self.pending_throw = None
        data = self.rules.data
        if old.phase == JERK:
            if new.jerk_face is None or new.phase != JERK:
                return  # no target: the Jerk Die returned unused
            dice = [("jerk", new.jerk_face, tuple(data.jerk_die))]
        else:
            rolled = new.players[seat].rolled
            dice = [(d, f, tuple(data.cousin_die if d == "cousin" else data.balloon_die))
                    for d, f in rolled.items()]
        if self.fast:
            return
        self.trays[seat].throw(dice, impulse=impulse, from_px=from_px)

    def _events(self, old: Any, new: Any) -> None:
        """Show the resolution step by step: log lines and brief animations (never blocking)."""
        if new.events is old.events:
            return
        if new.events[:len(old.events)] == old.events:
            fresh = new.events[len(old.events):]
        else:
            fresh = list(new.events)
        gap = 0.35 / self.speed
        start = self.now
        shown = False
        cleanup = False
        for event in fresh:
            step = event.get("step")
            if step in CLEANUP_STARTS and not cleanup:
                cleanup = True
                self.results = {"round": old.round, "lines": [], "at": self.now}
            line = self._event_words(event)
            if line:
                self._note(line, at=start)
                if (step in RESULT_STEPS and self.results is not None
                        and self.results["round"] == old.round):
                    self.results["lines"].append((line, start))
            self._animate(event, old, start)
            if step in ("discard", "reserve", "flip_down", "base_hit", "medic", "reveal"):
                start += gap
                shown = True
        if cleanup and not session_over(new):
            if self.session.humans:
                # after every clean-up the results stay until a person clicks "Next round"
                self.flow.await_click = True
            elif not self.fast:
                self.flow.hold_until = max(self.flow.hold_until, start + BOT_RESULTS_SECONDS / self.speed)
        if shown and not self.fast:
            # the next raced step (and its curtain) waits until everybody saw this
            self.flow.hold_until = max(self.flow.hold_until, start + 1.5 / self.speed)

    def _animate(self, event: dict, old: Any, start: float) -> None:
        if self.fast:
            return
        step = event.get("step")
        c = self.layout.cell_px
        if step == "reveal":
            for die in event.get("dice", []):
                rect = self.drawer.target_screen_rect(old, die["target"])
                if rect is not None:
                    image = self.pieces.die(die["die"], die["face"], 22)
                    self.anims.fade(image, image.get_rect(center=rect.center), start, 0.6)
        elif step in ("discard", "reserve"):
            seat = event["seat"]
            to = (self.pile_rects.get("discard") if step == "discard" else self.layout.zone[seat].hand)
            for card in event["cards"]:
                placement = old.players[seat].cards.get(card)
                if placement is None or to is None:
                    continue
                rect = self.drawer.card_rect(seat, placement)
                image = self.pieces.card(card, placement.rot + self.layout.screen_turns(seat), c)
                self.anims.slide(image, rect, image.get_rect(center=to.center), start)
            self._sound("hit")
        elif step == "flip_down" or step == "medic":
            seat = event["seat"]
            kids = event.get("kids") or [event.get("kid")]
            for kid in kids:
                placement = self.state.players[seat].kids.get(kid)
                if placement is not None:
                    colour = (255, 80, 60) if step == "flip_down" else (120, 240, 140)
                    self.anims.flash(self.drawer.kid_rect(seat, placement), colour, start)
        elif step == "base_hit":
            self.anims.flash(self.drawer.board_rect(event["seat"]), (255, 70, 50), start)
            self._sound("hit")
        elif step == "game_over":
            self._sound("win")
