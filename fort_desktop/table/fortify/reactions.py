"""After every applied action: the log line, the dice trays, sounds, rooms that just closed, and the
resolution shown step by step from ``state.events`` with brief animations (TABLE.md "Sound and
feel": nothing blocks input). A part of :class:`~.scene.FortifyTable` (reads what
:class:`~.contract.TableParts` declares); times in seconds of scene time.
"""
from __future__ import annotations

from typing import Any

from ...rules.fortify.state import JERK, THROW, BUILD
from .contract import TableParts
from .flow import RACED

#: Events that begin a clean-up (the dice are revealed, or the Jerk Die returned unused).
CLEANUP_STARTS = ("reveal", "jerk_unused")
#: Events listed in a round's results.
RESULT_STEPS = ("reveal", "jerk_unused", "block", "discard", "reserve", "flip_down", "base_hit", "medic",
                "moms_calling")
#: Seconds a bot-only game on screen shows a round's results before it goes on (at speed 1).
BOT_RESULTS_SECONDS = 2.5


def session_over(state: Any) -> bool:
    return getattr(state, "phase", None) == "over"


class FortifyReactions:
    """Reacting to the session's applied actions. ``table``: the scene (its declared parts)."""

    def __init__(self, table: TableParts):
        self.table = table

    def on_action(self, session: Any, action: dict, old: Any) -> None:
        """After every applied action: log line, trays, sounds, rooms that closed, resolution."""
        new = session.state
        seat = action.get("seat")
        kind = action.get("type")
        try:
            text = self.table.describe(old, action)
        except Exception:  # the log must never break the game
            text = f"P{(seat or 0) + 1}: {kind}"
        secret = None
        if self.table.flow.hot_seat and old.phase in RACED:
            secret = (old.round, old.phase)
        self.table.note(text, secret, seat)
        if kind == "place":
            self.table.sound("snap")
            before = {e.cells for e in old.players[seat].grid.enclosures()}
            for room in new.players[seat].grid.enclosures():
                if room.cells not in before:
                    self.table.new_rooms[seat].append((room.cells, self.table.now))
        elif kind == "recruit":
            self.table.sound("snap")
        elif kind == "roll":
            self._throw(old, new, seat)
        elif kind == "place_die":
            tray_seat = seat
            if action.get("die") in self.table.trays[tray_seat].die_ids():
                self.table.trays[tray_seat].remove(action["die"])
        if kind == "grab" and old.phase == THROW:
            self.table.trays[seat].clear()
        self._events(old, new)
        if new.phase != old.phase and new.phase in (BUILD, THROW):
            for tray in self.table.trays.values():
                tray.clear()

    def _throw(self, old: Any, new: Any, seat: int) -> None:
        self.table.sound("roll")
        impulse, from_px = self.table.pending_throw or (None, None)
        self.table.pending_throw = None
        data = self.table.rules.data
        if old.phase == JERK:
            if new.jerk_face is None or new.phase != JERK:
                return  # no target: the Jerk Die returned unused
            dice = [("jerk", new.jerk_face, tuple(data.jerk_die))]
        else:
            rolled = new.players[seat].rolled
            dice = [(d, f, tuple(data.cousin_die if d == "cousin" else data.balloon_die))
                    for d, f in rolled.items()]
        if self.table.fast:
            return
        self.table.trays[seat].throw(dice, impulse=impulse, from_px=from_px)

    def _events(self, old: Any, new: Any) -> None:
        """Show the resolution step by step: log lines and brief animations (never blocking)."""
        if new.events is old.events:
            return
        if new.events[:len(old.events)] == old.events:
            fresh = new.events[len(old.events):]
        else:
            fresh = list(new.events)
        gap = 0.35 / self.table.speed
        start = self.table.now
        shown = False
        cleanup = False
        for event in fresh:
            step = event.get("step")
            if step in CLEANUP_STARTS and not cleanup:
                cleanup = True
                self.table.results = {"round": old.round, "lines": [], "at": self.table.now}
            line = self.table.words.event_words(event)
            if line:
                self.table.note(line, at=start)
                if (step in RESULT_STEPS and self.table.results is not None
                        and self.table.results["round"] == old.round):
                    self.table.results["lines"].append((line, start))
            self._animate(event, old, start)
            if step in ("discard", "reserve", "flip_down", "base_hit", "medic", "reveal"):
                start += gap
                shown = True
        if cleanup and not session_over(new):
            if self.table.session.humans:
                # after every clean-up the results stay until a person clicks "Next round"
                self.table.flow.await_click = True
            elif not self.table.fast:
                self.table.flow.hold_until = max(self.table.flow.hold_until, start + BOT_RESULTS_SECONDS / self.table.speed)
        if shown and not self.table.fast:
            # the next raced step (and its curtain) waits until everybody saw this
            self.table.flow.hold_until = max(self.table.flow.hold_until, start + 1.5 / self.table.speed)

    def _animate(self, event: dict, old: Any, start: float) -> None:
        if self.table.fast:
            return
        step = event.get("step")
        c = self.table.layout.cell_px
        if step == "reveal":
            for die in event.get("dice", []):
                rect = self.table.drawer.target_screen_rect(old, die["target"])
                if rect is not None:
                    image = self.table.pieces.die(die["die"], die["face"], 22)
                    self.table.anims.fade(image, image.get_rect(center=rect.center), start, 0.6)
        elif step in ("discard", "reserve"):
            seat = event["seat"]
            to = (self.table.pile_rects.get("discard") if step == "discard" else self.table.layout.zone[seat].hand)
            for card in event["cards"]:
                placement = old.players[seat].cards.get(card)
                if placement is None or to is None:
                    continue
                rect = self.table.drawer.card_rect(seat, placement)
                image = self.table.pieces.card(card, placement.rot + self.table.layout.screen_turns(seat), c)
                self.table.anims.slide(image, rect, image.get_rect(center=to.center), start)
            self.table.sound("hit")
        elif step == "flip_down" or step == "medic":
            seat = event["seat"]
            kids = event.get("kids") or [event.get("kid")]
            for kid in kids:
                placement = self.table.state.players[seat].kids.get(kid)
                if placement is not None:
                    colour = (255, 80, 60) if step == "flip_down" else (120, 240, 140)
                    self.table.anims.flash(self.table.drawer.kid_rect(seat, placement), colour, start)
        elif step == "base_hit":
            self.table.anims.flash(self.table.drawer.board_rect(event["seat"]), (255, 70, 50), start)
            self.table.sound("hit")
        elif step == "game_over":
            self.table.sound("win")
