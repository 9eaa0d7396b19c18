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

from ..widgets import CREAM, GOLD, INK, INK_SOFT, Button, clip_name, draw_card, draw_text
from .base import LOGICAL_SIZE
from .overlay import Overlay

CARD_SIZE = (500, 640)
BUTTON_SIZE = (400, 56)
BUTTON_GAP = 12


def game_line(session: Any) -> str:
    """``<Title> - round 3 - seed 123`` for any game (the round ``rules.progress`` gives, as the
    table's top bar does; none if the game has no rounds). No count of moves: in a hot-seat race it
    would tell how much the other half did."""
    parts = [games.title(session.game)]
    state_round = session.round_of(session.state)
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
        x = self.card.centerx - BUTTON_SIZE[0] // 2
        y = self.card.y + 170
        specs = [("resume", "Resume", self.close, "primary"),
                 ("save", "Save game", self.open_save, "wood"),
                 ("load", "Load game", self.open_load, "wood"),
                 ("settings", "Settings", self.open_settings, "wood"),
                 ("rules", "How to play  (F1)", self.open_rules, "wood"),
                 ("quit", "Quit to launcher", self.quit_to_launcher, "light")]
        self.buttons: dict[str, Button] = {}
        for i, (name, label, action, style) in enumerate(specs):
            rect = (x, y + i * (BUTTON_SIZE[1] + BUTTON_GAP), *BUTTON_SIZE)
            self.buttons[name] = Button(rect, label, action, style=style, font_size=26)
        self.buttons["save"].enabled = app.session is not None
        self.widgets = list(self.buttons.values())

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
            self.status = "This computer-only game is not saved. Click again to quit."
            return
        self.app.quit_to_launcher()

    def key(self, key: Any, event: pygame.event.Event) -> None:
        if key == pygame.K_F1:
            self.open_rules()

    # -- drawing ---------------------------------------------------------------------------------
    def draw_card(self, surface: pygame.Surface) -> None:
        paper = draw_card(surface, self.card, "Paused")
        session = self.app.session
        if session is not None:
            draw_text(surface, game_line(session), (paper.centerx, paper.y + 26), size=20, bold=True,
                      color=INK, anchor="center", max_width=paper.width - 30)
            draw_text(surface, players_line(session), (paper.centerx, paper.y + 54), size=20,
                      color=INK_SOFT, anchor="center", max_width=paper.width - 30)
            if self.app.autosaver.active:
                saved = "Autosaved after every move: safe to stop here."
                if self.app.autosaver.last_error:
                    saved = "The last autosave failed: use Save game."
            else:
                saved = "Computer-only games are not autosaved."
            draw_text(surface, saved, (paper.centerx, paper.y + 82), size=17, color=INK_SOFT,
                      anchor="center", max_width=paper.width - 30)
        if self.status:
            bottom = self.buttons["quit"].rect.bottom
            strip = pygame.Rect(paper.x + 10, bottom + 14, paper.width - 20, paper.bottom - bottom - 24)
            pygame.draw.rect(surface, (92, 56, 30), strip, border_radius=10)
            draw_text(surface, self.status, strip.center, size=18, bold=True, color=GOLD if "not" in self.status
                      else CREAM, anchor="center", max_width=strip.width - 16)
