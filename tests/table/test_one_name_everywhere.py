"""One name for everyone everywhere (issue 15 item 4): whole games of every title, every seat named,
and every string the table, its overlays and the winner screen draw (the kit's text drawing is
instrumented at pygame's font) are read: no seat code ("P3") where that seat has a name."""
from __future__ import annotations

import re

import pygame
import pytest

from fort_desktop import games
from fort_desktop.session import GameSession
from fort_desktop.table import widgets
from fort_desktop.table.app import App
from fort_desktop.table.kit.layers import clear_text_cache
from fort_desktop.table.scenes.game_over import GameOver

from .shell_helpers import use_tmp_dirs

NAMES = ["Ana", "Ben", "Cleo", "Dan"]
SEAT_CODE = re.compile(r"\bP([1-9])\b")
#: Actions the bots play between two frames (the table drawn about every move of a round).
ACTIONS_PER_FRAME = 8


class RecordingFont(pygame.font.Font):
    """pygame's font that keeps every string it renders (``drawn``)."""

    drawn: list[str] = []

    def render(self, text, *args, **kwargs):  # noqa: D401 - pygame's signature
        RecordingFont.drawn.append(str(text))
        return super().render(text, *args, **kwargs)


@pytest.fixture
def recording_app(monkeypatch, tmp_path):
    use_tmp_dirs(monkeypatch, tmp_path)
    monkeypatch.setattr(pygame.font, "Font", RecordingFont)
    monkeypatch.setattr("fort_desktop.table.kit.game_table.FAST_ACTIONS_PER_FRAME", ACTIONS_PER_FRAME)
    RecordingFont.drawn = []
    # the kit's own fonts (widgets.KitFont) tell their watchers of each line they render
    monkeypatch.setattr(widgets, "TEXT_WATCHERS", [lambda _font, text: RecordingFont.drawn.append(str(text))])
    app = App(headless=True, user_settings=False, autosave=False)
    widgets.clear_font_cache()
    clear_text_cache()         # words rendered by an earlier test are rendered (and read) again
    yield app
    app.close()


def codes_of_named_seats(strings, seats):
    return sorted({text for text in strings for m in SEAT_CODE.finditer(text) if int(m.group(1)) <= seats})


@pytest.mark.parametrize("game", games.playable())
def test_every_string_drawn_in_a_whole_game_names_the_players(recording_app, game):
    app = recording_app
    entry = games.get(game)
    seats = entry.max_seats
    session = GameSession(game, 5, ["bot"] * seats, NAMES[:seats])
    app.show_table(session)
    for _ in range(entry.max_game_length):
        if isinstance(app.top, GameOver):
            break
        app.step(1 / 60)
    assert session.is_over and isinstance(app.top, GameOver)
    app.step(1 / 60)
    drawn = RecordingFont.drawn
    assert any("Ana" in text for text in drawn) and any("wins" in text or "win!" in text for text in drawn)
    assert codes_of_named_seats(drawn, seats) == []
