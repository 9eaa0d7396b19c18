"""Saving by name and the list of saves to load (TABLE.md "Saves"), for any game.

- :class:`SaveDialog` (pause menu "Save game"): a name (a suggestion is filled in), Save or Enter
  writes it with ``saves.save_by_name``; a failed write shows its one-line message and the dialog
  stays open. Escape cancels.
- :class:`SavesMenu` (pause menu and launcher "Load game"): every save, newest first, with its game,
  date and round; a damaged file is listed with its problem. Clicking one loads it
  (``app.load_game``). A file that turns out damaged shows the message, is moved aside, and the
  game on the table stays exactly as it was. Each good save has a "Look back" button beside it: its
  game move by move (``app.look_back_at_save``, :mod:`.look_back`). Wheel, Up/Down and Page Up/Down
  scroll.

Logical pixels throughout.
"""
from __future__ import annotations

import time
from datetime import datetime
from typing import Any, Callable, Optional

import pygame

from ... import games

from ... import saves
from ..widgets import (CREAM, INK, INK_SOFT, WOOD_DARK, Button, TextField, button_size, card_top, clip_summary,
                       draw_card, draw_panel, draw_text, line_step, text_px, text_size, wrap_text)
from .base import LOGICAL_SIZE
from .overlay import Overlay, ScrollingOverlay

DAMAGED = (176, 40, 32)
ROW_HEIGHT_PX = 74
ROWS_SHOWN = 6         # rows of the list at 100% text (larger text: as many as fit)
STATUS_LINES = 4      # lines of a load problem shown in front of the list
STATUS_LINE_PX = 22
STATUS_PAD_PX = 12
LOOK_BACK_W = 150     # each save's "Look back" button (px)
FULL_DETAIL_LINES = 4  # lines of a save's summary shown whole while the pointer is on its row


def wrap_long(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """``text`` in lines no wider than ``width`` px (:func:`wrap_text`), a word too long for one
    line (a name typed without spaces) broken across lines, so nothing is cut."""
    out: list[str] = []
    for line in wrap_text(text, size, width, bold):
        while line and text_size(line, size, bold)[0] > width:
            cut = max(1, next((n for n in range(len(line) - 1, 0, -1)
                               if text_size(line[:n], size, bold)[0] <= width), 1))
            out.append(line[:cut])
            line = line[cut:].lstrip()
        out.append(line)
    return out


def suggested_name(session: Any) -> str:
    """A name to offer for a save: ``<Title> seed 123 round 3`` (round only if the state has one)."""
    text = f"{games.title(session.game)} seed {session.seed}"
    state_round = getattr(session.state, "round", None)
    if isinstance(state_round, int) and not isinstance(state_round, bool):
        text += f" round {state_round}"
    return text


def when_words(info: saves.SaveInfo) -> str:
    """``2025-01-31 18:02`` from the save's own time, else the file's time."""
    if info.saved_at:
        try:
            return datetime.fromisoformat(info.saved_at).strftime("%Y-%m-%d %H:%M")
        except ValueError:
            pass
    try:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(info.modified))
    except (OverflowError, ValueError, OSError):
        return ""


class SaveDialog(Overlay):
    """Asks for a name and saves ``app.session`` under it; ``on_saved(name)`` runs after a good write."""

    def __init__(self, app: Any, on_saved: Optional[Callable[[str], Any]] = None):
        super().__init__(app)
        self.on_saved = on_saved
        session = app.session
        self.field = TextField((0, 0, 540, 56), suggested_name(session) if session is not None else "",
                               max_length=saves.MAX_NAME_CHARS, placeholder="a name for this save")
        self.field.focused = True
        self.save_button = Button((0, 0, 200, 58), "Save", self.save, style="primary", font_size=28)
        self.cancel_button = Button((0, 0, 180, 58), "Cancel", self.close, style="light", font_size=26)
        self.widgets = [self.cancel_button, self.save_button, self.field]
        self.saved_as: Optional[str] = None
        self._layout()

    def _layout(self) -> None:
        """The card for the text size now: the label, the field, the note, a status line and the
        buttons one under the other, each as tall as its words."""
        width = 640 if not rows_stacked() else 760
        label_top = card_top("title") + 22
        field_top = max(120, label_top + line_step(22, True) + 8)
        field_h = max(56, line_step(26) + 12)
        note_h = line_step(18) + 10
        status_h = line_step(18, True) + 8
        bw, bh = button_size("Save", 28, least=(200, 58), pad=(12, 8))
        cw = button_size("Cancel", 26, least=(180, 0), pad=(12, 0))[0]
        height = max(330, field_top + field_h + 10 + note_h + status_h + bh + 38)
        self.card = pygame.Rect(0, 0, width, height)
        self.card.center = (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2)
        self.field.rect = pygame.Rect(self.card.x + 50, self.card.y + field_top, width - 100, field_h)
        self.save_button.rect = pygame.Rect(self.card.right - 50 - bw, self.card.bottom - 38 - bh, bw, bh)
        self.cancel_button.rect = pygame.Rect(self.card.x + 50, self.save_button.rect.y, cw, bh)

    def on_canvas(self, size: tuple[int, int]) -> None:
        """The text size changed: lay the card out again."""
        self._layout()

    def save(self) -> None:
        """Write the save; on failure the message shows and the dialog stays."""
        name = self.field.text.strip() or (suggested_name(self.app.session) if self.app.session else "save")
        saved, error = self.app.save_game(name)
        if error is not None:
            self.status = f"Not saved: {error}"
            return
        self.saved_as = saved
        self.close()
        if self.on_saved is not None:
            self.on_saved(saved)

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            key = getattr(event, "key", None)
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.save()
                return True
            if key == pygame.K_ESCAPE:
                self.close()
                return True
        return super().process_event(event)

    def _replaces(self) -> bool:
        try:
            return saves.save_name_to_path(self.field.text.strip() or "save").exists()
        except OSError:
            return False

    def draw_card(self, surface: pygame.Surface) -> None:
        paper = draw_card(surface, self.card, "Save game")
        draw_text(surface, "Name of the save", (self.field.rect.x, paper.y + 22), size=22, bold=True,
                  color=INK)
        note = "Enter saves, Esc cancels."
        if self._replaces():
            note = "A save with this name exists: it will be replaced."
        draw_text(surface, note, (self.field.rect.x, self.field.rect.bottom + 10), size=18,
                  color=DAMAGED if "replaced" in note else INK_SOFT)
        if self.status:
            draw_text(surface, self.status, (paper.centerx, self.save_button.rect.y - 6), size=18,
                      bold=True, color=DAMAGED, anchor="midbottom", max_width=paper.width - 30)


class SaveRow(Button):
    """One save in the list: name, summary, date, game and round; a damaged one shows its problem.
    (No count of moves: during a hot-seat race it would tell how much the other half did.)"""

    def __init__(self, rect: pygame.Rect, info: saves.SaveInfo, on_click: Callable[[], Any]):
        super().__init__(rect, info.name, on_click, style="light", font_size=22)
        self.info = info
        #: the row showed its name or its summary shortened when last drawn (its whole words then
        #: show while the pointer is on it: :meth:`SavesMenu.full_words_box`)
        self.shortened = False

    def title(self) -> str:
        """The save's name as the row shows it (the autosave said in words)."""
        info = self.info
        if info.name == saves.AUTOSAVE_NAME:
            return ("Autosave (the last game, finished)" if saves.summary_says_over(info.summary)
                    else "Autosave (the game in progress)")
        return info.name

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        info, rect = self.info, self.rect
        damaged = info.problem is not None
        fill = CREAM if self.hovered else (246, 236, 212)
        draw_panel(surface, rect, fill, border=DAMAGED if damaged else WOOD_DARK, radius=12, shadow=False)
        title = self.title()
        if damaged:
            detail = f"Damaged: {info.problem}"
            colour = DAMAGED
        else:
            detail = clip_summary(info.summary) if info.summary else games.title(info.game or "?")
            colour = INK_SOFT
        facts = []
        if info.game:
            facts.append(games.title(info.game))
        if info.round is not None:
            facts.append(f"round {info.round}")
        facts_words = "  -  ".join(facts) if facts and (damaged or not info.summary) else ""
        self.shortened = detail != (f"Damaged: {info.problem}" if damaged else info.summary or detail)
        if not rows_stacked():
            self.shortened |= text_size(title, 22, True)[0] > rect.width - 300
            facts_w = text_size(facts_words, 18)[0] + 20 if facts_words else 0
            self.shortened |= text_size(detail, 18)[0] > rect.width - 36 - facts_w
            draw_text(surface, title, (rect.x + 18, rect.y + 8), size=22, bold=True, color=INK,
                      max_width=rect.width - 300)
            draw_text(surface, detail, (rect.x + 18, rect.y + 36), size=18, color=colour,
                      max_width=rect.width - 36 - facts_w)
            draw_text(surface, when_words(info), (rect.right - 18, rect.y + 10), size=19, color=INK,
                      anchor="topright")
            if facts_words:
                draw_text(surface, facts_words, (rect.right - 18, rect.y + 36), size=18, color=INK_SOFT,
                          anchor="topright")
            return
        # large text: the name, the summary (two lines at most), then the date and the facts
        width = rect.width - 36
        y = rect.y + 6
        self.shortened |= text_size(title, 22, True)[0] > width
        draw_text(surface, title, (rect.x + 18, y), size=22, bold=True, color=INK, max_width=width)
        y += line_step(22, True)
        lines = wrap_text(detail, 18, width)
        if len(lines) > 2:
            lines = [lines[0], " ".join(lines[1:])]
        self.shortened |= any(text_size(line, 18)[0] > width for line in lines)
        for line in lines:
            draw_text(surface, line, (rect.x + 18, y), size=18, color=colour, max_width=width)
            y += line_step(18)
        when = draw_text(surface, when_words(info), (rect.x + 18, y), size=19, color=INK)
        if facts_words:
            draw_text(surface, facts_words, (rect.right - 18, y), size=18, color=INK_SOFT, anchor="topright",
                      max_width=rect.right - 18 - when.right - 20)


def rows_stacked() -> bool:
    """True when the text is drawn larger than asked (the text-size setting above 100%): a save's
    row then stacks its name, summary and date in lines of their own (:func:`row_height`)."""
    return text_px(100) > 110


def row_height() -> int:
    """A save's row (logical px) at the text size now: two lines, or four stacked ones."""
    if not rows_stacked():
        return ROW_HEIGHT_PX
    return 6 + line_step(22, True) + 2 * line_step(18) + line_step(19) + 10


class SavesMenu(ScrollingOverlay):
    """The list of saves; clicking one loads it through ``app.load_game``."""

    def __init__(self, app: Any):
        super().__init__(app)
        self.back = Button((0, 0, 200, 56), "Back", self.close, style="wood", font_size=26)
        self.up = Button((0, 0, 64, 56), "^", lambda: self.scroll(-1), style="light", font_size=26)
        self.down = Button((0, 0, 64, 56), "v", lambda: self.scroll(1), style="light", font_size=26)
        self.first = 0
        self.infos: list[saves.SaveInfo] = []
        self.rows: list[SaveRow] = []
        self._layout()
        self.refresh()

    def _layout(self) -> None:
        """The card, the list and its buttons for the text size now: the list starts under its
        wrapped heading, as many rows (:func:`row_height` each) as fit above the buttons."""
        self.card = pygame.Rect(0, 0, 980, 660 if not rows_stacked() else 760)
        self.card.center = (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2)
        w, h = button_size("Back", 26, least=(200, 56), pad=(12, 8))
        self.back.rect = pygame.Rect(self.card.right - 40 - w, self.card.bottom - 30 - h, w, h)
        self.up.rect = pygame.Rect(self.card.x + 40, self.back.rect.y, 64, h)
        self.down.rect = pygame.Rect(self.card.x + 116, self.back.rect.y, 64, h)
        paper_y = self.card.y + card_top("title")
        width = self.card.width - 80
        heading = max(len(wrap_text(self.heading(n), 20, width)) for n in (0, 2)) * line_step(20)
        top = max(self.card.y + 110, paper_y + 16 + heading + 8)
        self.row_px = row_height()
        self.rows_shown = max(2, (self.back.rect.y - 10 - top) // self.row_px)
        self.list_rect = pygame.Rect(self.card.x + 40, top, width, self.row_px * self.rows_shown)
        self.look_back_w = max(LOOK_BACK_W, button_size("Look back", 19, pad=(8, 0))[0])

    @property
    def page_rows(self) -> int:
        """A page is the rows on show."""
        return self.rows_shown

    def on_canvas(self, size: tuple[int, int]) -> None:
        """The text size changed: lay the list out again."""
        self._layout()
        self.refresh()

    @staticmethod
    def heading(count: int) -> str:
        """The words over the list for ``count`` saves."""
        if not count:
            return "No saves yet: Save game in the pause menu (Esc) writes one."
        return f"{count} save{'s' if count != 1 else ''}, newest first - click one to load it, or look back on it"

    def refresh(self) -> None:
        """Read the saves folder again and rebuild the visible rows."""
        self.infos = saves.list_saves()
        self.first = max(0, min(self.first, len(self.infos) - self.rows_shown))
        self._rows()

    def _rows(self) -> None:
        self.rows = []
        self.look_backs: list[Button] = []
        look_back = getattr(self.app, "look_back_at_save", None)
        for i, info in enumerate(self.infos[self.first:self.first + self.rows_shown]):
            rect = pygame.Rect(self.list_rect.x, self.list_rect.y + i * self.row_px, self.list_rect.width,
                               self.row_px - 8)
            if callable(look_back):   # each good save: "Look back" at its right (scenes/look_back.py)
                rect.width -= self.look_back_w + 10
                button = Button((rect.right + 10, rect.y, self.look_back_w, rect.height), "Look back",
                                lambda info=info: self.look_back(info), style="light", font_size=19)
                button.visible = info.problem is None
                self.look_backs.append(button)
            self.rows.append(SaveRow(rect, info, lambda info=info: self.load(info)))
        self.up.enabled = self.first > 0
        self.down.enabled = self.first + self.rows_shown < len(self.infos)
        self.up.visible = self.down.visible = len(self.infos) > self.rows_shown

    def scroll(self, rows: int) -> None:
        """Move the list by ``rows`` (negative: up), clamped."""
        first = max(0, min(self.first + rows, len(self.infos) - self.rows_shown))
        if first != self.first:
            self.first = first
            self._rows()

    def load(self, info: saves.SaveInfo) -> None:
        """Load ``info``'s file; a problem becomes the status line and the list is read again."""
        error = self.app.load_game(info.path)
        if error is None:
            return  # the loaded game's table replaced every scene, this one included
        self.status = f"Could not load it: {error}"
        self.refresh()

    def look_back(self, info: saves.SaveInfo) -> None:
        """Look back on ``info``'s game move by move (``app.look_back_at_save``); a problem becomes
        the status line and the list is read again."""
        error = self.app.look_back_at_save(info.path)
        if error is None:
            return  # the look-back scene is on top; closing it comes back to this list
        self.status = f"Could not look back on it: {error}"
        self.refresh()

    def all_widgets(self) -> list[Any]:
        return [self.back, self.up, self.down, *self.rows, *getattr(self, "look_backs", [])]

    def draw_card(self, surface: pygame.Surface) -> None:
        paper = draw_card(surface, self.card, "Load a game")
        count = len(self.infos)
        for i, line in enumerate(wrap_text(self.heading(count), 20, self.list_rect.width)):
            draw_text(surface, line, (self.list_rect.x, paper.y + 16 + i * line_step(20)), size=20, color=INK_SOFT)
        if count > self.rows_shown:
            last = min(count, self.first + self.rows_shown)
            draw_text(surface, f"{self.first + 1}-{last} of {count}", (self.down.rect.right + 16,
                      self.down.rect.centery), size=20, color=INK_SOFT, anchor="midleft")

    def status_box(self) -> tuple[pygame.Rect, list[str]]:
        """Where the status (e.g. why a save would not load) is drawn, in front of the list, and its
        lines: wrapped to the list's width, at most :data:`STATUS_LINES` (the last one clipped)."""
        width = self.list_rect.width - 2 * STATUS_PAD_PX
        lines = wrap_text(self.status, 18, width, bold=True)
        if len(lines) > STATUS_LINES:
            lines = lines[:STATUS_LINES - 1] + [" ".join(lines[STATUS_LINES - 1:])]
        height = 2 * STATUS_PAD_PX + max(STATUS_LINE_PX, line_step(18, True)) * len(lines)
        rect = pygame.Rect(self.list_rect.x, self.back.rect.y - 10 - height, self.list_rect.width, height)
        return rect, lines

    def full_words_box(self) -> Optional[tuple[pygame.Rect, list[tuple[str, int, bool]]]]:
        """While the pointer is on a save whose row shows its name or summary shortened: where its
        whole words are shown (under the row, or over it near the list's foot, on the card) and
        their lines as (words, size, bold): the whole name, then the whole summary (or problem);
        None otherwise. The name is never cut here: a long word is broken across lines."""
        row = next((r for r in self.rows if r.visible and r.hovered and r.shortened), None)
        if row is None:
            return None
        info = row.info
        width = self.list_rect.width - 2 * STATUS_PAD_PX
        lines = [(line, 22, True) for line in wrap_long(row.title(), 22, width, True)]
        detail = f"Damaged: {info.problem}" if info.problem is not None else info.summary or ""
        lines += [(line, 18, False) for line in wrap_long(" ".join(detail[:400].split()), 18, width)[:FULL_DETAIL_LINES]]
        height = 2 * STATUS_PAD_PX + sum(line_step(size, bold) for _, size, bold in lines)
        rect = pygame.Rect(self.list_rect.x, row.rect.bottom + 4, self.list_rect.width, height)
        if rect.bottom > self.back.rect.y - 6:       # no room under it: over the row
            rect.bottom = row.rect.top - 4
        rect.top = max(rect.top, self.card.y + card_top("title"))
        return rect, lines

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        full = self.full_words_box()
        if full is not None:
            rect, lines = full
            draw_panel(surface, rect, CREAM, border=WOOD_DARK, radius=10)
            y = rect.y + STATUS_PAD_PX
            for words, size, bold in lines:
                draw_text(surface, words, (rect.x + STATUS_PAD_PX, y), size=size, bold=bold,
                          color=INK if bold else INK_SOFT)
                y += line_step(size, bold)
        if not self.status:
            return
        rect, lines = self.status_box()
        draw_panel(surface, rect, CREAM, border=DAMAGED)
        for i, line in enumerate(lines):
            step = max(STATUS_LINE_PX, line_step(18, True))
            draw_text(surface, line, (rect.x + STATUS_PAD_PX, rect.y + STATUS_PAD_PX + i * step),
                      size=18, bold=True, color=DAMAGED, max_width=rect.width - 2 * STATUS_PAD_PX)
