"""The coach on every table, driven by posted events: the "What now?" button and the ? key open a
panel with words (the suggestion and the choices), a click or Esc closes it."""
from __future__ import annotations

import pygame
import pytest

from fort_desktop import games
from fort_desktop.session import GameSession
from fort_desktop.table.kit.coach import CoachPanel
from fort_desktop.table.scenes.curtain import Curtain, ready_button_rect

from ..shell_helpers import click, key

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")


def _table(app, game):
    session = GameSession(game, 3, ["human", "bot"], bot_pace_seconds=0.0)
    table = games.get(game).load_table()(app, session)
    app.push(table)
    app.step(1 / 60)
    for _ in range(40):
        if not isinstance(app.top, Curtain) and 0 in session.acting_seats():
            break
        if isinstance(app.top, Curtain):
            click(app, ready_button_rect().center)
        else:
            app.step(1 / 60)
    assert app.top is table
    return table


@pytest.mark.parametrize("game", ["fort", "forfort", "fortify"])
def test_the_button_and_the_key_open_the_coach_with_words(app, game):
    table = _table(app, game)
    key(app, pygame.K_SLASH, unicode="?", mod=pygame.KMOD_SHIFT)
    panel = app.top
    assert isinstance(panel, CoachPanel)
    words = " ".join(panel.lines())
    assert "Suggested:" in words and "because" in words and "What you may do" in words
    key(app, pygame.K_ESCAPE)
    assert app.top is table
    click(app, table.coach.rect.center)
    assert isinstance(app.top, CoachPanel)
    click(app, (20, 780))  # a click anywhere closes it
    assert app.top is table
