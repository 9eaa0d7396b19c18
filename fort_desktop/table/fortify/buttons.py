"""The buttons of each player's panel on the Fortify table (rulebook Part I "Build", Part II "Roll &
Place Dice"): Skip card, Stop & grab, Roll, Re-roll, Done & grab, Roll Jerk Die. Only the person at
the mouse sees theirs, each lit only when the rules allow it now; Stop & grab with cards still in
hand asks first (:mod:`.confirm_stop`).

A part of :class:`~.scene.FortifyTable` that owns its buttons (``all``: keyed (seat, name)). Button
rects are logical pixels from the layout's button slots.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

import pygame

from ...rules.fortify.state import BUILD, JERK, THROW
from ..widgets import Button
from .flow import RaceFlow
from .held import DiceThrow
from .layout import Layout

#: (name, label, slot, style): the grabs and the Jerk Die take the wide slot (2); the others share
#: the row above it (slots 0 and 1).
BUTTONS = (("skip", "Skip card", 0, "wood"), ("stop", "Stop & grab", 2, "primary"),
           ("roll", "Roll", 0, "primary"), ("reroll", "Re-roll", 1, "wood"),
           ("done", "Done & grab", 2, "primary"), ("jerk", "Roll Jerk Die", 2, "primary"))


class FortifyButtons:
    """The panel buttons. ``session``, ``rules``, ``flow`` (who is at the mouse, the race clocks),
    ``trays`` (are the dice rolling), ``layout`` (the slots), ``throw`` (a button roll has no
    fling); acts through ``submit(action)`` (the refusal's reason, or None), ``say(text)``,
    ``sound(name)`` and ``ask_stop(cards_left, on_stop)`` (the question before a Stop with cards
    in hand, asked only when ``refusal(action)``, a tutorial's "First, let's ...", is None)."""

    def __init__(self, *, session: Any, rules: Any, flow: RaceFlow, trays: dict[int, Any], layout: Layout,
                 throw: DiceThrow, submit: Callable[[dict], Optional[str]], say: Callable[..., None],
                 sound: Callable[[str], None], ask_stop: Callable[[int, Callable[[], None]], None],
                 refusal: Callable[[dict], Optional[str]] = lambda action: None):
        self.session = session
        self.rules = rules
        self.flow = flow
        self.trays = trays
        self.throw = throw
        self.submit = submit
        self.say = say
        self.sound = sound
        self.ask_stop = ask_stop
        self.refusal = refusal
        self._all: dict[tuple[int, str], Button] = {}
        for seat in (0, 1):
            slots = layout.zone[seat].buttons
            for name, label, slot, style in BUTTONS:
                button = Button(slots[slot], label, lambda s=seat, n=name: self.press(s, n),
                                style=style, font_size=21 if slot == 2 else 19)
                button.visible = False
                self._all[(seat, name)] = button

    def place(self, layout: Layout) -> None:
        """Put every button in its slot of ``layout`` (a new canvas width)."""
        for (seat, name), button in self._all.items():
            slot = next(slot for n, _, slot, _ in BUTTONS if n == name)
            button.rect = pygame.Rect(layout.zone[seat].buttons[slot])

    @property
    def all(self) -> dict[tuple[int, str], Button]:
        """Every panel button, keyed (seat, name)."""
        return self._all

    def refresh(self) -> None:
        """Show the buttons of the seat at the mouse, lit as the rules allow now (the others hidden)."""
        seat = self.flow.mouse_seat()
        state = self.session.state
        for button in self.all.values():
            button.visible = False
            button.enabled = True
        if seat is None:
            return
        player = state.players[seat]

        def show(name: str, enabled: bool = True) -> None:
            button = self.all[(seat, name)]
            button.visible, button.enabled = True, enabled

        if state.phase == BUILD:
            show("skip", len(player.hand) > 1)
            show("stop" if player.hand else "done")     # every card placed: Done & grab
        elif state.phase == THROW:
            tumbling = not self.trays[seat].settled
            show("roll", not player.rolled and bool(player.dice) and not tumbling)
            show("reroll", bool(player.rolled) and self.rules.can_reroll(state, seat) and not tumbling)
            show("done", not tumbling)
        elif state.phase == JERK and state.jerk_face is None:
            show("jerk")

    def press(self, seat: int, name: str) -> None:
        """Button ``name`` of ``seat`` was clicked (nothing unless that seat is at the mouse)."""
        if self.flow.mouse_seat() != seat:
            return
        self.sound("click")
        hand = self.session.state.players[seat].hand
        if name == "skip":
            problem = self.submit({"type": "skip", "seat": seat})
        elif name == "stop" and hand:
            words = self.refusal({"type": "grab", "seat": seat, "ms": None})
            if words:   # a tutorial refuses the grab: said first, no question for it
                self.say(words)
                return
            self.ask_stop(len(hand), lambda: self._stop(seat))
            return
        elif name in ("stop", "done"):
            problem = self.grab(seat)
        else:
            self.throw.take()
            problem = self.submit({"type": "roll", "seat": seat})
        if problem:
            self.say(problem)

    def _stop(self, seat: int) -> None:
        """The person confirmed Stop & grab with cards in hand."""
        if self.flow.mouse_seat() == seat and self.session.state.phase == BUILD:
            problem = self.grab(seat)
            if problem:
                self.say(problem)

    def grab(self, seat: int) -> Optional[str]:
        """``seat`` grabs the Meeple with its race clock's time (the clock stops); the refusal's
        reason, or None."""
        ms = self.flow.clocks[seat].stop()
        return self.submit({"type": "grab", "seat": seat, "ms": ms})
