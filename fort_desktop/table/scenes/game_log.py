"""The game log (L over the table): every action so far in plain words, newest at the bottom.

It is the save's action list rendered: line ``i`` is ``rules.describe(state_before_i, actions[i])``.
:class:`ActionLog` (no drawing) keeps those lines for one session: new actions are described as they
arrive (a session listener gives the state before each one); actions from before it was made (a
loaded game) are replayed from the seed once, when first needed. An action the session takes back
(an undo listener) loses its line, so the log shows only the actions that stand.

Hidden information (TABLE.md; a raced game's "Hot-seat race"): with two or more people on one screen, while a
raced step is still under way, the player at the screen must not see the other half of it. Rule, for
any game, from the rules verbs only: a *step* is the run of actions whose state before had the same
``(round, phase)`` (attributes the state may have); a step is *raced* when several seats could act at
its first action; while the current state is still in that raced step, only the lines of the seat
acting now (``acting_seats()[0]``, the half being played) are shown. Nothing else hints at the
hidden lines (no count, no marker). Against the computer nothing is hidden (its dice land in view).

Scene keys: wheel, Up/Down, Page Up/Down, Home/End scroll; Escape or L closes. Logical pixels.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

import pygame

from ... import games
from ...session import Undone, describe_with_names

from ..kit.palette import draw_seat_mark, readable_on
from ..widgets import (ACCENT, GOLD, INK, INK_SOFT, PAPER, WOOD, Button, button_size, card_top, draw_card, draw_text,
                       font, line_step, wrap_text)
from .base import LOGICAL_SIZE
from .overlay import ScrollingOverlay

#: Each seat's colour for its mark beside its lines, made to read on the log's paper (3:1, issue 15).
SEAT_COLOURS = tuple(readable_on(c, PAPER) for c in ((70, 110, 190), (190, 70, 60), (60, 150, 80), (200, 150, 40)))


@dataclass(frozen=True)
class LogEntry:
    """One action in words: its ``index`` in the action list, ``seat`` (None if it has none),
    ``text`` from ``rules.describe``, the ``round`` of the state before it (None if the game has no
    rounds), ``step`` = (round, phase) before it, and ``raced`` = several seats could act then."""

    index: int
    seat: Optional[int]
    text: str
    round: Any
    step: tuple
    raced: bool


def step_of(state: Any, rules: Any = None) -> tuple:
    """``(round, phase)`` of a state: from ``rules.progress`` (the round the table shows) when
    ``rules`` is given and can say, else the state's own attributes (None where it has none)."""
    if rules is not None:
        try:
            progress = rules.progress(state)
            return progress.round, progress.phase
        except Exception:  # the log must never break the game
            pass
    return getattr(state, "round", None), getattr(state, "phase", None)


class ActionLog:
    """The described actions of ``session`` (a :class:`~fort_desktop.session.GameSession`)."""

    def __init__(self, session: Any, viewer: Optional[int] = None):
        self.session = session
        #: whose words the lines are in (``rules.describe``'s viewer: "your top-right corner", what
        #: that seat may know); None: an onlooker's
        self.viewer = viewer
        self.entries: list[LogEntry] = []
        self._after: Any = None  # the state after the last described action (replay cursor)
        session.listeners.append(self._on_action)
        session.undo_listeners.append(self._on_undo)

    def set_viewer(self, viewer: Optional[int]) -> None:
        """Write the lines for ``viewer`` from now on (all of them again, when it changes)."""
        if viewer != self.viewer:
            self.viewer = viewer
            self.entries, self._after = [], None

    def detach(self) -> None:
        if self._on_action in self.session.listeners:
            self.session.listeners.remove(self._on_action)
        if self._on_undo in self.session.undo_listeners:
            self.session.undo_listeners.remove(self._on_undo)

    def _on_action(self, session: Any, action: dict, old_state: Any) -> None:
        if len(self.entries) == len(session.actions) - 1:
            self.entries.append(self._entry(len(self.entries), old_state, action))
            self._after = session.state

    def _on_undo(self, session: Any, undone: Undone) -> None:
        if len(self.entries) > undone.index:
            del self.entries[undone.index:]
            self._after = undone.before

    def _entry(self, index: int, before: Any, action: dict) -> LogEntry:
        session = self.session
        rules = session.rules
        names = [session.player_words(seat) for seat in range(len(session.seats))]
        text = describe_with_names(rules, before, action, self.viewer, names)
        with_reason = getattr(session, "with_reason", None)   # a computer's move: why it made it (README)
        if with_reason is not None:
            text = with_reason(index, text, self.viewer)
        try:
            raced = len(rules.acting_seats(before)) >= 2
        except Exception:
            raced = False
        seat = action.get("seat")
        step = step_of(before, rules)
        return LogEntry(index, seat if type(seat) is int else None, text, step[0], step, raced)

    def catch_up(self) -> list[LogEntry]:
        """Describe every action not yet described (replaying from the seed as needed); returns all."""
        actions = self.session.actions
        if len(self.entries) >= len(actions):
            return self.entries
        rules = self.session.rules
        recall = getattr(self.session, "log", None)
        if recall is not None:
            recall(self.viewer)       # (a resumed game: the session recalls its computers' reasons)
        state = self._after
        if state is None or not self.entries:
            self.entries = []
            state = self.session.first_state()  # (a tutorial's stacked deal too)
        for index in range(len(self.entries), len(actions)):
            action = actions[index]
            self.entries.append(self._entry(index, state, action))
            after = rules.apply(state, dict(action))
            if not after:  # a Refusal: the list does not replay (cannot happen for a real session)
                break
            state = after
        self._after = state
        return self.entries

    def hidden(self) -> set[int]:
        """Indices of actions the player at the screen may not see now (see the module docstring)."""
        session = self.session
        entries = self.catch_up()
        if len(session.humans) < 2 or session.is_over or not entries:
            return set()
        acting = session.acting_seats()
        if not acting:
            return set()
        now = step_of(session.state, session.rules)
        run = []
        for entry in reversed(entries):
            if entry.step != now:
                break
            run.append(entry)
        if not run or not run[-1].raced:
            return set()
        viewer = acting[0]
        return {entry.index for entry in run if entry.seat != viewer}

    def visible(self) -> list[LogEntry]:
        """The entries the player at the screen may see, oldest first."""
        hidden = self.hidden()
        return [entry for entry in self.catch_up() if entry.index not in hidden]


class GameLog(ScrollingOverlay):
    """Shows an :class:`ActionLog`, scrolled to the newest line."""

    close_keys = (pygame.K_l,)
    shade = 150

    def __init__(self, app: Any, log: ActionLog):
        super().__init__(app)
        self.log = log
        self.size = 20
        self.rows: list[tuple[str, str, Any]] = []
        self.shown: list[LogEntry] = []
        self.first = 0
        self.close_button = Button((0, 0, 180, 54), "Close", self.close, style="wood", font_size=24)
        self.widgets = [self.close_button]
        self._layout()
        self.refresh()

    def _layout(self) -> None:
        """The card, the list's area and the Close button for the text size now: the list starts
        under the count line and ends over the button, its rows as tall as a line."""
        self.card = pygame.Rect(0, 0, 940, 720)
        self.card.center = (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2)
        paper_y = self.card.y + card_top("title")
        w, h = button_size("Close", 24, least=(180, 54), pad=(12, 8))
        self.close_button.rect = pygame.Rect(self.card.right - 40 - w, self.card.bottom - 30 - h, w, h)
        top = paper_y + 14 + line_step(18) + 8
        self.area = pygame.Rect(self.card.x + 44, top, self.card.width - 88, self.close_button.rect.y - 12 - top)
        self.step_px = max(font(self.size).get_linesize(), line_step(19, True)) + 4

    def on_canvas(self, size: tuple[int, int]) -> None:
        """The text size changed: lay the card out again and wrap the lines anew."""
        self._layout()
        self.refresh()

    wheel_rows = 3

    @property
    def page_rows(self) -> int:
        """A page is the rows on show."""
        return self.rows_shown

    @property
    def rows_shown(self) -> int:
        return max(1, self.area.height // self.step_px)

    def lines(self) -> list[str]:
        """The action lines shown (whole, round headings left out), oldest first."""
        return [entry.text for entry in self.shown]

    def refresh(self) -> None:
        """Rebuild the rows from the log and scroll to the newest.

        A row is ``(kind, words, seat)``: kind ``"heading"`` (a round), ``"action"`` (an action's
        first line) or ``"more"`` (the rest of a long one, wrapped).
        """
        self.shown = self.log.visible()
        rows: list[tuple[str, str, Any]] = []
        last_round: Any = object()
        for entry in self.shown:
            if entry.round is not None and entry.round != last_round:
                rows.append(("heading", f"Round {entry.round}", None))
                last_round = entry.round
            wrapped = wrap_text(entry.text, self.size, self.area.width - 40) or [""]
            rows.append(("action", wrapped[0], entry.seat))
            rows.extend(("more", extra, entry.seat) for extra in wrapped[1:])
        self.rows = rows
        self.first = max(0, len(rows) - self.rows_shown)

    def on_enter(self) -> None:
        self.refresh()

    def scroll(self, rows: int) -> None:
        self.first = max(0, min(self.first + rows, len(self.rows) - self.rows_shown))

    def draw_card(self, surface: pygame.Surface) -> None:
        session = self.log.session
        paper = draw_card(surface, self.card, f"Game log - {games.title(session.game)}, seed {session.seed}")
        count = len(self.lines())
        draw_text(surface, f"{count} move{'s' if count != 1 else ''} so far, newest at the bottom", (self.area.x,
                  paper.y + 14), size=18, color=INK_SOFT)
        if not self.rows:
            draw_text(surface, "Nothing has happened yet.", self.area.center, size=24, color=INK_SOFT,
                      anchor="center")
        y = self.area.y
        for kind, text, seat in self.rows[self.first:self.first + self.rows_shown]:
            if kind == "heading":
                middle = y + self.step_px // 2
                label = font(19, True).size(text)[0] + 30
                pygame.draw.line(surface, WOOD, (self.area.x, middle), (self.area.centerx - label // 2, middle), 2)
                pygame.draw.line(surface, WOOD, (self.area.centerx + label // 2, middle),
                                 (self.area.right - 20, middle), 2)
                draw_text(surface, text, (self.area.centerx, middle), size=19, bold=True, color=INK,
                          anchor="center")
            elif kind == "action":
                if isinstance(seat, int):   # the seat's own mark in its colour: colour never alone
                    draw_seat_mark(surface, seat, (self.area.x + 8, y + self.step_px // 2), 13,
                                   SEAT_COLOURS[seat % len(SEAT_COLOURS)], edge=INK)
                else:
                    pygame.draw.circle(surface, INK_SOFT, (self.area.x + 8, y + self.step_px // 2), 6)
                draw_text(surface, text, (self.area.x + 24, y + 2), size=self.size, color=INK)
            else:
                draw_text(surface, text, (self.area.x + 24, y + 2), size=self.size, color=INK)
            y += self.step_px
        self._draw_scrollbar(surface)
        draw_text(surface, "Wheel or arrows scroll  -  L or Esc closes", (self.area.x, self.close_button.rect.centery),
                  size=17, color=INK_SOFT, anchor="midleft", max_width=self.close_button.rect.x - 16 - self.area.x)

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        total, shown = len(self.rows), self.rows_shown
        if total <= shown:
            return
        bar = pygame.Rect(self.area.right - 10, self.area.y, 8, self.area.height)
        pygame.draw.rect(surface, (214, 198, 168), bar, border_radius=4)
        height = max(24, bar.height * shown // total)
        top = bar.y + (bar.height - height) * self.first // max(1, total - shown)
        pygame.draw.rect(surface, ACCENT if self.first < total - shown else GOLD, (bar.x, top, bar.width, height),
                         border_radius=4)
