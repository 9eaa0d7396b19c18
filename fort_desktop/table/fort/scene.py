"""The Fort table scene (a first cut): the table drawn from the viewer's view, and a panel of the
legal actions of the person who must act, in the rules' own words; click one to do it. Clicking a
card does the one action naming it (add it, recruit it, follow with it) or narrows the panel to
that card's choices (its plays); a refused add shows the rules' reason. Between two people a
curtain falls whenever the person who must act changes (TurnCurtain), so no hand is seen by the
wrong person. Coordinates are logical pixels; times seconds of scene time."""
from __future__ import annotations

from typing import Any, Callable, Optional

import pygame

from ..kit.game_table import GameTable
from ..kit.handoff import TurnCurtain
from ..kit.hover import HoverEnlarger, HoverInfo
from .layout import PANEL
from .paint import FortPainter
from .words import card_lines

ROWS = 17


class FortTable(GameTable):
    """The Fort table. ``session``: a GameSession of ``fort``; ``on_game_over(result)`` runs once."""

    def __init__(self, app: Any, session: Any, *, hot_seat: bool = False,
                 on_game_over: Optional[Callable[..., Any]] = None):
        super().__init__(app, session, on_game_over=on_game_over)
        self.hand_off = TurnCurtain(session, self._raise_curtain)
        self.painter = FortPainter(self.rules, len(session.seats))
        self.focus: Optional[str] = None       # the hand card the panel is narrowed to
        self.page = 0
        self.panel: list[tuple[pygame.Rect, str, dict]] = []
        self.pointer = (0, 0)
        self.hover = HoverEnlarger(self._hover_info, 0.4)

    def _hover_info(self, pos: tuple[int, int]) -> Optional[HoverInfo]:
        card = self.painter.card_at(pos)
        if card is None:
            return None
        return card, self.painter.big(card), card_lines(self.rules.card(card))

    def busy_wake(self) -> Optional[float]:
        return self.hover.due_in(self.now)

    def on_enter(self) -> None:
        super().on_enter()
        self.hand_off.sync(self.now)

    def on_action(self, session: Any, action: dict, old: Any) -> None:
        self.focus, self.page = None, 0
        self.hand_off.sync(self.now)

    def set_covered(self, covered: bool) -> None:
        self.hand_off.paused = covered

    def _raise_curtain(self, seat: int, waiting: Optional[int], note: str, on_ready: Callable[[], None]) -> None:
        from ..scenes.curtain import Curtain

        self.message_until = 0.0
        names = self.session.names
        self.app.push(Curtain(self.app, acting=names[seat], waiting=names[waiting] if waiting is not None else None,
                              note=note, on_ready=on_ready))

    # -- the panel ---------------------------------------------------------------------------------
    def actions_shown(self) -> list[dict]:
        """The mouse seat's legal actions (narrowed to the focused hand card)."""
        seat = self.hand_off.mouse_seat()
        if seat is None or self.session.is_over:
            return []
        actions = self.legal_now(seat)
        if self.focus is not None:
            narrowed = [a for a in actions if a.get("card") == self.focus]
            actions = narrowed or actions
        return actions

    def build_panel(self) -> None:
        actions = self.actions_shown()
        pages = max(1, -(-len(actions) // ROWS))
        self.page %= pages
        shown = actions[self.page * ROWS:(self.page + 1) * ROWS]
        self.panel = []
        for i, action in enumerate(shown):
            rect = pygame.Rect(PANEL.x + 8, PANEL.y + 8 + i * 28, PANEL.w - 16, 25)
            self.panel.append((rect, self.describe(self.state, action), action))
        if pages > 1:
            rect = pygame.Rect(PANEL.x + 8, PANEL.y + 8 + ROWS * 28, PANEL.w - 16, 25)
            self.panel.append((rect, f"more... (page {self.page + 1} of {pages})", {"type": "_more"}))

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self.hover.pointer_at(event.pos, self.now, self.version)
            self.dirty = True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 2:
            self.hover.toggle_pin(event.pos)
            self.dirty = True
            return True
        if event.type != pygame.MOUSEBUTTONDOWN or getattr(event, "button", 1) != 1:
            return False
        if self.hand_off.mouse_seat() is None:
            return False
        for rect, _, action in self.panel:
            if rect.collidepoint(event.pos):
                if action["type"] == "_more":
                    self.page += 1
                else:
                    reason = self.submit(action)
                    if reason:
                        self.say(reason)
                self.dirty = True
                return True
        card = self.painter.card_at(event.pos)
        if card is not None:
            self.click_card(card)
            self.dirty = True
            return True
        return False

    def click_card(self, card: str) -> None:
        """A click on a face-up card: do the one legal action naming it (an add, a recruit, a
        follow, a tuck...), narrow the panel to several, or - for an add the rules refuse - show
        the reason."""
        seat = self.hand_off.mouse_seat()
        actions = [a for a in self.legal_now(seat)
                   if a.get("card") == card or a.get("cards") == [card]] if seat is not None else []
        if len(actions) == 1:
            reason = self.submit(actions[0])
            if reason:
                self.say(reason)
            return
        if not actions and seat is not None and self.state.pending and self.state.pending["kind"] == "add":
            reason = self.submit({"type": "add", "seat": seat, "card": card})
            if reason:
                self.say(reason)
            return
        self.focus = None if self.focus == card else card
        self.page = 0

    def paint(self, surface: pygame.Surface, view: Any) -> None:
        self.build_panel()
        who = self.hand_off.mouse_seat()
        banner = self.rules.progress(self.state).text + ("" if who is None else f" - your move, P{who + 1}")
        self.painter.paint(surface, view, banner, [(r, label) for r, label, _ in self.panel],
                           self.message if self.toast_showing else "")
        self.hover.draw(surface, self.pointer, self.now, self.version)
