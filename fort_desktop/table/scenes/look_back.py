"""Look back (issue 14 item 6): step through a game move by move, each move with its log line, the
game's own table shown as one seat saw it; "Play on from here" starts a new game from there.

Opened from the game-over screen ("Look back") and from the saves list (each save's "Look back").
What it shows: the game's table at the position (the table's own drawing, still and scaled down,
:mod:`..kit.still`), under it "Move 12 of 87" and that move's lines of the game log, and the
buttons First, Back, Next, Last (also Home, Left, Right, End; Page Up / Page Down go 10 moves, the
mouse wheel one; a click on the table or F shows it at its full size, a click or Esc goes back), a
picker of whose eyes the table is seen through (only when at most one person played: their own
view, the table only, and once the game is over each computer's; where people shared the mouse the
table only, with no hand), "Play on from here" and Close (Esc).

"Play on from here" replays the moves up to the one shown into a new game with the same seats,
names, deal and options and puts its table on screen (autosaved like any game with a person in
it). Positions and who may look come from :class:`~fort_desktop.timeline.Timeline`.

Pictures are drawn once per (position, viewer) and kept (the last :data:`PICTURES_KEPT`); while
nothing happens the next and the previous move are drawn ahead, one per frame, so stepping shows
them at once, and then the positions are made from the deal on, :data:`FILL_MOVES` a frame.
Logical pixels (1280 x 800) throughout.
"""
from __future__ import annotations

from collections import OrderedDict
from typing import Any, Callable, Optional

import pygame

from ...timeline import Timeline, Viewer
from ..kit.still import StillTable
from ..widgets import (CREAM, FELT_DARK, GOLD, WOOD, WOOD_DARK, Button, Toggle, button_size, draw_panel,
                       draw_text, handle_all, line_step, text_size, wrap_text)
from .base import LOGICAL_SIZE, Scene

# The table's picture is scaled to the height left above the strip of words and buttons (about
# 656 px at 100% text; :meth:`LookBack._layout`).
LINE_SIZE = 18            # the log line's text (pt)
LINES_SHOWN = 2
BUTTON_H = 48
BUTTON_Y = LOGICAL_SIZE[1] - BUTTON_H - 8
PAGE_MOVES = 10           # Page Up / Page Down
FULL_BAR_H = 34           # the bar over the table's foot at full size
#: what the keys do, under the move counter
HINTS = ("Keys: Left, Right, Home, End", "Click the table: see it full size")
PICTURES_KEPT = 12
SCALED_KEPT = 4           # the move on show and its neighbours, scaled down
FILL_MOVES = 25           # positions made per idle frame, from the deal on


class LookBack(Scene):
    """Look back on ``session``'s game (a :class:`~fort_desktop.session.GameSession`, read only),
    starting at ``position`` (default: the last move). ``table_class``: the game's table scene
    (default: from the registry). ``on_close()`` runs on Close (default: this scene is popped).

    Raises ``KeyError`` when the game has no table scene.
    """

    animates = False

    def __init__(self, app: Any, session: Any, *, position: Optional[int] = None,
                 table_class: Optional[type] = None, on_close: Optional[Callable[[], Any]] = None):
        super().__init__(app)
        from ..app import table_scene_class

        cls = table_class or table_scene_class(session.game)
        if cls is None:
            raise KeyError(f"no table scene for {session.game!r}")
        self.session = session
        self.timeline = Timeline(session)
        self.still = StillTable(app, cls, session)
        self.on_close = on_close
        count = self.timeline.count
        self.position = count if position is None else max(0, min(int(position), count))
        self.viewer: Viewer = self.timeline.viewers[0]
        self._pictures: OrderedDict[tuple[int, Viewer], pygame.Surface] = OrderedDict()
        self._scaled: OrderedDict[tuple[int, Viewer, int], pygame.Surface] = OrderedDict()
        #: the table drawn at its full size, under a thin bar (a click or F goes back)
        self.full_size = False
        x = 20
        self.first_button = Button((x, BUTTON_Y, 96, BUTTON_H), "First", self.first, style="light",
                                   font_size=22, hotkey=pygame.K_HOME)
        self.back_button = Button((x + 104, BUTTON_Y, 96, BUTTON_H), "Back", self.back, style="light",
                                  font_size=22, hotkey=pygame.K_LEFT)
        self.next_button = Button((x + 208, BUTTON_Y, 96, BUTTON_H), "Next", self.next, style="primary",
                                  font_size=22, hotkey=pygame.K_RIGHT)
        self.last_button = Button((x + 312, BUTTON_Y, 96, BUTTON_H), "Last", self.last, style="light",
                                  font_size=22, hotkey=pygame.K_END)
        self.close_button = Button((LOGICAL_SIZE[0] - 20 - 110, BUTTON_Y, 110, BUTTON_H), "Close", self.close,
                                   style="wood", font_size=22, hotkey=pygame.K_ESCAPE)
        self.play_on_button = Button((self.close_button.rect.x - 12 - 250, BUTTON_Y, 250, BUTTON_H),
                                     "Play on from here", self.play_on, style="wood", font_size=20)
        self.picker: Optional[Toggle] = None
        if len(self.timeline.viewers) > 1:
            self.picker = Toggle(pygame.Rect(0, BUTTON_Y, 360, BUTTON_H),
                                 [(v, self.timeline.viewer_words(v)) for v in self.timeline.viewers],
                                 self.viewer, self.pick_viewer, style="light", font_size=20)
        self._layout()
        self._refresh_buttons()

    def _layout(self) -> None:
        """The strip of words and buttons and the table's picture above it, for the text size now:
        each button as wide as its words, the picker (or the words saying whose view it is) in the
        room between them, the strip as tall as its lines, the picture the height left."""
        button_h = max(BUTTON_H, line_step(22, True) + 8)
        y = LOGICAL_SIZE[1] - button_h - 8
        x = 20
        for button in (self.first_button, self.back_button, self.next_button, self.last_button):
            w = button_size(button.label, 22, least=(96, button_h), pad=(8, 4))[0]
            button.rect = pygame.Rect(x, y, w, button_h)
            x += w + 8
        w = button_size("Close", 22, least=(110, button_h), pad=(8, 4))[0]
        self.close_button.rect = pygame.Rect(LOGICAL_SIZE[0] - 20 - w, y, w, button_h)
        w = button_size("Play on from here", 20, least=(250, button_h), pad=(8, 4))[0]
        self.play_on_button.rect = pygame.Rect(self.close_button.rect.x - 12 - w, y, w, button_h)
        room = self.play_on_button.rect.x - 16 - (x + 8)
        self.picker_rect = pygame.Rect(0, y, min(360, room), button_h)
        self.picker_rect.right = self.play_on_button.rect.x - 16
        # the counter and the keys' hints at the left, the move's log lines beside them
        self.left_w = min(420, max([270, text_size(self.timeline.move_words(self.timeline.count), 22, True)[0] + 8]
                                   + [text_size(hint, 14)[0] + 8 for hint in HINTS]))
        words_h = max(line_step(22, True) + 4 + len(HINTS) * line_step(14),
                      (LINES_SHOWN + 1) * line_step(LINE_SIZE - 2), LINES_SHOWN * line_step(LINE_SIZE))
        strip_top = y - 8 - words_h - 8
        self.words_h = words_h
        #: where the move's log lines end (px): the strip's right, or the picker's left when it is there
        self.words_right = LOGICAL_SIZE[0] - 24
        if self.picker is not None:
            labels = [words for _, words in self.picker.options]
            size = next((size for size in range(20, 15, -1)
                         if all(text_size(w, size, True)[0] <= self.picker_rect.w - 16 for w in labels)), None)
            if size is None:    # too narrow between the buttons (large text): the strip's top right
                size = 20
                width = min(460, max(text_size(w, size, True)[0] for w in labels) + 32)
                size = next((s for s in range(20, 11, -1)
                             if all(text_size(w, s, True)[0] <= width - 16 for w in labels)), 12)
                # the log lines beside it are narrower: the strip holds two lines more of them
                words_h += 2 * line_step(LINE_SIZE - 4)
                strip_top = y - 8 - words_h - 8
                self.words_h = words_h
                self.picker_rect = pygame.Rect(LOGICAL_SIZE[0] - 20 - width, strip_top + 8, width, button_h)
                self.words_right = self.picker_rect.x - 12
            self.picker.rect = self.picker_rect.copy()
            self.picker.font_size = size
        self.picture_rect = pygame.Rect(0, 4, round(LOGICAL_SIZE[0] * (strip_top - 8) / LOGICAL_SIZE[1]),
                                        strip_top - 8)
        self.picture_rect.centerx = LOGICAL_SIZE[0] // 2
        self.strip = pygame.Rect(0, strip_top, LOGICAL_SIZE[0], LOGICAL_SIZE[1] - strip_top)

    def on_canvas(self, size: tuple[int, int]) -> None:
        """The text size changed: the strip laid out again (the pictures scaled to the new size)."""
        self._layout()
        self._scaled.clear()

    # -- what the person does ------------------------------------------------------------------
    def widgets(self) -> list[Any]:
        """Every widget, top-most last."""
        shown = [self.first_button, self.back_button, self.next_button, self.last_button, self.play_on_button,
                 self.close_button]
        return shown + ([self.picker] if self.picker is not None else [])

    def go(self, position: int) -> None:
        """Show ``position`` (clamped to the game)."""
        self.position = max(0, min(int(position), self.timeline.count))
        self._refresh_buttons()

    def first(self) -> None:
        self.go(0)

    def back(self) -> None:
        self.go(self.position - 1)

    def next(self) -> None:
        self.go(self.position + 1)

    def last(self) -> None:
        self.go(self.timeline.count)

    def pick_viewer(self, viewer: Viewer) -> None:
        """See the table as ``viewer`` (one of ``timeline.viewers``; raises ``ValueError`` else)."""
        if viewer not in self.timeline.viewers:
            raise ValueError(f"the table may not be seen as {viewer!r} here")
        self.viewer = viewer
        if self.picker is not None and self.picker.value != viewer:
            self.picker.value = viewer

    def close(self) -> None:
        """Close: back to where it was opened (the game-over screen, the saves list)."""
        if self.on_close is not None:
            self.on_close()
        else:
            self.app.pop(self)

    def play_on(self) -> None:
        """A new game from the position shown, on the table (see the module docstring)."""
        k, count = self.position, self.timeline.count
        if self.timeline.is_over_at(k):
            return
        make = getattr(self.app, "new_session", None)
        session = self.timeline.play_on(k, make)
        self.app.show_table(session)
        notify = getattr(self.app, "notify", None)
        if callable(notify):
            notify(f"Playing on from move {k} of {count}: a new game, saved as you play" if k
                   else "Playing on from the deal: a new game, saved as you play")

    def _refresh_buttons(self) -> None:
        at, count = self.position, self.timeline.count
        self.first_button.enabled = self.back_button.enabled = at > 0
        self.next_button.enabled = self.last_button.enabled = at < count
        over = self.timeline.is_over_at(at)
        self.play_on_button.enabled = not over
        self.play_on_button.label = "Game over here" if over else "Play on from here"

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            pos = getattr(event, "pos", None)
            hovering = pos is not None and any(w.visible and w.enabled and w.rect.collidepoint(pos)
                                               for w in self.widgets())
            set_cursor = getattr(self.app, "set_cursor", None)
            if callable(set_cursor):
                set_cursor(pygame.SYSTEM_CURSOR_HAND if hovering else pygame.SYSTEM_CURSOR_ARROW)
        clicked = (event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1
                   and getattr(event, "pos", None) is not None)
        if self.full_size:
            if clicked or (event.type == pygame.KEYDOWN and getattr(event, "key", None) == pygame.K_ESCAPE):
                self.full_size = False          # the buttons again
                return True
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
                return True
        elif clicked and self.picture_rect.collidepoint(event.pos):
            self.full_size = True
            return True
        if handle_all(self.widgets(), event):
            return True
        if event.type == pygame.KEYDOWN:
            key = getattr(event, "key", None)
            if key == pygame.K_f:
                self.full_size = not self.full_size
            elif key == pygame.K_PAGEUP:
                self.go(self.position - PAGE_MOVES)
            elif key == pygame.K_PAGEDOWN:
                self.go(self.position + PAGE_MOVES)
        elif event.type == pygame.MOUSEWHEEL and getattr(event, "y", 0):
            self.go(self.position + (-1 if event.y > 0 else 1))
        return True   # nothing reaches the scene below

    # -- pictures ------------------------------------------------------------------------------
    def picture(self, position: int, viewer: Viewer) -> pygame.Surface:
        """The table at ``position`` as ``viewer`` saw it, 1280 x 800 (kept)."""
        key = (position, viewer)
        found = self._pictures.get(key)
        if found is not None:
            self._pictures.move_to_end(key)
            return found
        timeline = self.timeline
        found = self.still.picture(timeline.state(position), position, viewer)
        self._pictures[key] = found
        while len(self._pictures) > PICTURES_KEPT:
            self._pictures.popitem(last=False)
        return found

    def scaled(self, position: int, viewer: Viewer) -> pygame.Surface:
        """:meth:`picture` scaled to the picture's place (the last :data:`SCALED_KEPT` kept)."""
        full = self.picture(position, viewer)
        key = (position, viewer, id(full))
        found = self._scaled.get(key)
        if found is None or found.get_size() != self.picture_rect.size:
            found = self._scaled[key] = pygame.transform.smoothscale(full, self.picture_rect.size)
            while len(self._scaled) > SCALED_KEPT:
                self._scaled.popitem(last=False)
        self._scaled.move_to_end(key)
        return found

    def _ahead(self) -> Optional[int]:
        """The neighbouring position to draw (and scale) ahead of time, or None when both are."""
        ready = {(position, viewer) for position, viewer, _ in self._scaled}
        for position in (self.position + 1, self.position - 1):
            if 0 <= position <= self.timeline.count and (position, self.viewer) not in ready:
                return position
        return None

    def update(self, dt_seconds: float) -> None:
        if pygame.event.peek():
            return                        # input first: work ahead only while nothing happens
        ahead = self._ahead()
        if ahead is not None and (self.position, self.viewer) in self._pictures:
            self.scaled(ahead, self.viewer)
        elif not self.timeline.filled:
            self.timeline.fill(FILL_MOVES)

    def wake_in(self) -> Optional[float]:
        return 0.0 if self._ahead() is not None or not self.timeline.filled else None

    # -- drawing -------------------------------------------------------------------------------
    def log_lines(self) -> list[str]:
        """The words under the table: the shown move's log lines (the viewer's words)."""
        lines = self.timeline.lines(self.position, self.viewer)
        if self.position == 0:
            return ["The cards are dealt. Press Next (or Right) to see the first move."]
        return [line.text for line in lines] or ["(nothing to say about this move)"]

    def fitted_lines(self, width: int) -> list[tuple[str, int]]:
        """The log lines wrapped to ``width`` px, as ``(text, size)``: at :data:`LINE_SIZE` on up to
        :data:`LINES_SHOWN` lines, else a size smaller on one line more, else (a narrow strip at a
        large text size) smaller still on as many lines as the strip holds (the last cut short)."""
        texts = self.log_lines()
        tries = [(LINE_SIZE, LINES_SHOWN), (LINE_SIZE - 2, LINES_SHOWN + 1)]
        tries += [(size, max(LINES_SHOWN + 1, self.words_h // max(size + 4, line_step(size))))
                  for size in (LINE_SIZE - 2, LINE_SIZE - 4)]
        for size, most in tries:
            wrapped = [part for text in texts for part in wrap_text(text, size, width)]
            if len(wrapped) <= most:
                return [(part, size) for part in wrapped]
        return [(part, size) for part in wrapped[:most - 1] + ["  -  ".join(wrapped[most - 1:])]]

    def draw(self, surface: pygame.Surface) -> None:
        if self.full_size:
            self.draw_full_size(surface)
            return
        surface.fill(WOOD_DARK)
        picture, strip = self.picture_rect, self.strip
        surface.blit(self.scaled(self.position, self.viewer), picture)
        pygame.draw.rect(surface, WOOD, picture.inflate(6, 6), width=3, border_radius=4)
        draw_panel(surface, strip.inflate(-8, -4), FELT_DARK, border=WOOD, radius=10, shadow=False)
        counter = self.timeline.move_words(self.position)
        draw_text(surface, counter, (24, strip.y + 8), size=22, bold=True, color=GOLD, max_width=self.left_w)
        for i, hint in enumerate(HINTS):
            draw_text(surface, hint, (24, strip.y + 8 + line_step(22, True) + 4 + i * line_step(14)), size=14,
                      color=CREAM, max_width=self.left_w)
        left = 24 + self.left_w + 10
        for i, line in enumerate(self.fitted_lines(self.words_right - left)):
            size = line[1]
            draw_text(surface, line[0], (left, strip.y + 8 + i * max(size + 4, line_step(size))), size=size,
                      color=CREAM, max_width=self.words_right - left)
        if self.picker is None:
            words = (["People shared the mouse:", "the table only, no hand"] if self.timeline.shared_table
                     else [self.timeline.viewer_words(self.viewer)])
            size = next((size for size in range(17, 11, -1)
                         if all(text_size(w, size)[0] <= self.picker_rect.width for w in words)), 12)
            step = max(20, line_step(size))
            for i, text in enumerate(words):
                y = self.picker_rect.centery + round((i - (len(words) - 1) / 2) * step)
                draw_text(surface, text, (self.picker_rect.centerx, y), size=size, color=CREAM, anchor="center",
                          max_width=self.picker_rect.width)
        for widget in self.widgets():
            widget.draw(surface)

    def draw_full_size(self, surface: pygame.Surface) -> None:
        """The table at its own size, and over its foot a bar with the move and its first log line."""
        surface.blit(self.picture(self.position, self.viewer), (0, 0))
        bar = pygame.Rect(0, LOGICAL_SIZE[1] - FULL_BAR_H, LOGICAL_SIZE[0], FULL_BAR_H)
        shade = pygame.Surface(bar.size, pygame.SRCALPHA)
        shade.fill((*FELT_DARK, 235))
        surface.blit(shade, bar)
        words = self.log_lines()
        draw_text(surface, self.timeline.move_words(self.position), (16, bar.centery), size=18, bold=True,
                  color=GOLD, anchor="midleft", max_width=260)
        draw_text(surface, "  -  ".join(words), (290, bar.centery), size=16, color=CREAM, anchor="midleft",
                  max_width=bar.width - 290 - 330)
        draw_text(surface, "Left / Right: step - click or Esc: the buttons", (bar.right - 16, bar.centery), size=15,
                  color=CREAM, anchor="midright", max_width=320)
