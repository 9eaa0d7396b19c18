"""The pause menu (Esc over the table, TABLE.md "Scenes"): Resume, Save, Load, Settings, How to play,
Quit to launcher.

While it is open the table below does not update: race clocks, bots and animations wait. It works for
any game: it only reads ``app.session`` (game, seed, seats, names, actions) and the state's ``round``
if the state has one. Quitting never loses a game with a person in it (it is autosaved, and "Continue"
on the launcher resumes it); a computer-only game asks for a second click first. Escape or Resume
closes it. Logical pixels throughout.
"""
from __future__ import annotations

from typing import Any

import pygame

from ... import games

from ..widgets import (CREAM, GOLD, INK, INK_SOFT, Button, button_size, card_top, clip_name, draw_card, draw_text,
                       line_step, wrap_text)
from .base import LOGICAL_SIZE
from .overlay import Overlay

CARD_SIZE = (500, 640)
#: The longest status the menu shows under its buttons (room is kept for it).
STATUS_LONGEST = "This computer-only game is not saved. Click again to quit."
BUTTON_SIZE = (400, 56)
BUTTON_GAP = 12


def game_line(session: Any, table: Any = None) -> str:
    """``<Title> - round 3 - seed 123`` for any game (the round the ``table`` shows, as its top bar
    does, e.g. the round whose results are on screen; without a table the round ``rules.progress``
    gives; none if the game has no rounds). No count of moves: in a hot-seat race it would tell how
    much the other half did."""
    parts = [games.title(session.game)]
    shown = getattr(table, "round_shown", None)
    state_round = shown() if callable(shown) else session.round_of(session.state)
    if state_round is not None:
        parts.append(f"round {state_round}")
    parts.append(f"seed {session.seed}")
    return "  -  ".join(parts)


def players_line(session: Any) -> str:
    """``Ann vs Computer``: each seat's name, or "Computer" for a bot with no name of its own;
    partners (rules with ``sides``, e.g. teams at 4 players) as ``Ana + P3 vs Ben + P4``."""
    sides = session.rules.sides
    if sides is not None and any(len(side) > 1 for side in sides(session.state)):
        return session.players_words()
    return " vs ".join(clip_name(session.player_words(seat)) for seat in range(len(session.seats)))


class PauseMenu(Overlay):
    """The menu over a paused game (``app.session``)."""

    def __init__(self, app: Any):
        super().__init__(app)
        self.card = pygame.Rect((0, 0), CARD_SIZE)
        self.card.center = (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2)
        self.confirm_quit = False
        specs = [("resume", "Resume", self.close, "primary"),
                 ("save", "Save game", self.open_save, "wood"),
                 ("load", "Load game", self.open_load, "wood"),
                 ("settings", "Settings", self.open_settings, "wood"),
                 ("rules", "How to play  (F1)", self.open_rules, "wood"),
                 ("quit", "Quit to launcher", self.quit_to_launcher, "light")]
        self.buttons: dict[str, Button] = {}
        for name, label, action, style in specs:
            self.buttons[name] = Button((0, 0, *BUTTON_SIZE), label, action, style=style, font_size=26)
        self.buttons["save"].enabled = app.session is not None
        self.widgets = list(self.buttons.values())
        self._layout()

    def header_lines(self, width: int) -> list[tuple[str, int, bool, tuple[int, int, int]]]:
        """The words over the buttons, wrapped to ``width`` px: ``(line, size, bold, colour)``."""
        session = self.app.session
        if session is None:
            return []
        if self.app.autosaver.active:
            saved = "Autosaved after every move: safe to stop here."
            if self.app.autosaver.last_error:
                saved = "The last autosave failed: use Save game."
        else:
            saved = "Computer-only games are not autosaved."
        lines = []
        for words, size, bold, colour in ((game_line(session, self.app.table), 20, True, INK), (players_line(session), 20, False, INK_SOFT),
                                          (saved, 17, False, INK_SOFT)):
            lines += [(line, size, bold, colour) for line in wrap_text(words, size, width, bold)]
        return lines

    def _layout(self) -> None:
        """Size the card from its words at the text size now: the buttons as wide as the longest
        label ("Quit anyway" too), the words over them wrapped, room under them for the status."""
        labels = [b.label for b in self.buttons.values()] + ["Quit anyway"]
        button_w = max(BUTTON_SIZE[0], *(button_size(label, 26, pad=(12, 0))[0] for label in labels))
        button_h = max(BUTTON_SIZE[1], line_step(26, True) + 14)
        top = card_top("Paused")                        # the title on the frame
        strip_h = 2 * line_step(18, True) + 16
        card_w = min(LOGICAL_SIZE[0] - 80, max(CARD_SIZE[0], button_w + 100))
        while True:   # wider while the words over the buttons make the card too tall
            text_w = card_w - 40 - 30
            header = sum(line_step(size, bold) for _, size, bold, _ in self.header_lines(text_w))
            status_w = card_w - 40 - 20 - 16
            strip_h = max(strip_h, len(wrap_text(STATUS_LONGEST, 18, status_w, True)) * line_step(18, True) + 16)
            buttons_top = top + 12 + max(header, 88) + 16
            height = buttons_top + 6 * button_h + 5 * BUTTON_GAP + 14 + strip_h + 30
            if height <= LOGICAL_SIZE[1] - 16 or card_w >= LOGICAL_SIZE[0] - 80:
                break
            card_w = min(LOGICAL_SIZE[0] - 80, card_w + 80)
        self.card = pygame.Rect(0, 0, card_w, min(LOGICAL_SIZE[1] - 16, max(CARD_SIZE[1], height)))
        self.card.center = (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2)
        x = self.card.centerx - button_w // 2
        for i, button in enumerate(self.buttons.values()):
            button.rect = pygame.Rect(x, self.card.y + buttons_top + i * (button_h + BUTTON_GAP), button_w, button_h)

    def on_canvas(self, size: tuple[int, int]) -> None:
        """The text size changed (the settings opened from here): lay the card out again."""
        self._layout()

    # -- actions ---------------------------------------------------------------------------------
    def open_save(self) -> None:
        from .saves_menu import SaveDialog

        self.app.push(SaveDialog(self.app, on_saved=self._saved))

    def _saved(self, name: str) -> None:
        self.status = f"Saved as \"{name}\""

    def open_load(self) -> None:
        self.app.show_saves()

    def open_settings(self) -> None:
        self.app.show_settings()

    def open_rules(self) -> None:
        self.app.show_rules()

    def quit_to_launcher(self) -> None:
        """Go to the launcher; a game that is not autosaved needs a second click."""
        session = self.app.session
        unsaved = session is not None and not self.app.autosaver.active and not session.is_over
        if unsaved and not self.confirm_quit:
            self.confirm_quit = True
            self.buttons["quit"].label = "Quit anyway"
            self.status = STATUS_LONGEST
            return
        self.app.quit_to_launcher()

    def key(self, key: Any, event: pygame.event.Event) -> None:
        if key == pygame.K_F1:
            self.open_rules()

    # -- drawing ---------------------------------------------------------------------------------
    def draw_card(self, surface: pygame.Surface) -> None:
        paper = draw_card(surface, self.card, "Paused")
        y = paper.y + 12
        for line, size, bold, colour in self.header_lines(paper.width - 30):
            draw_text(surface, line, (paper.centerx, y), size=size, bold=bold, color=colour, anchor="midtop",
                      max_width=paper.width - 30)
            y += line_step(size, bold)
        if self.status:
            bottom = self.buttons["quit"].rect.bottom
            strip = pygame.Rect(paper.x + 10, bottom + 14, paper.width - 20, paper.bottom - bottom - 24)
            pygame.draw.rect(surface, (92, 56, 30), strip, border_radius=10)
            step = line_step(18, True)
            lines = wrap_text(self.status, 18, strip.width - 16, bold=True)
            top = strip.centery - step * len(lines) // 2
            for i, line in enumerate(lines):
                draw_text(surface, line, (strip.centerx, top + i * step), size=18, bold=True,
                          color=GOLD if "not" in self.status else CREAM, anchor="midtop", max_width=strip.width - 16)
