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
    assert "Suggested:" in words and " - " in words and "What you may do" in words
    assert "because" not in words          # the bots' reasons are phrases ("the card worth most")
    key(app, pygame.K_ESCAPE)
    assert app.top is table
    click(app, table.coach.rect.center)
    assert isinstance(app.top, CoachPanel)
    click(app, (20, 780))  # a click anywhere closes it
    assert app.top is table


def test_the_kept_picture_of_the_button_shows_what_drawing_it_in_place_shows(app):
    # The button is one blit a frame (issue 13, frames): its picture must be the panel and words
    # drawn in place, pixel for pixel, over any table, hovered or not.
    from fort_desktop.table.kit.coach import LABEL, SMALL_SIZE, CoachButton
    from fort_desktop.table.kit.layers import blit_text
    from fort_desktop.table.widgets import CREAM, INK, PAPER, WOOD_DARK, draw_panel

    table = pygame.Surface((300, 120)).convert()
    for i in range(300):
        table.fill(((i * 37) % 256, (i * 91) % 256, (i * 53) % 256), ((i * 13) % 300, (i * 7) % 120, 5, 5))
    button = CoachButton(None, (40, 30, 126, 19))
    for hovered in (False, True, False):
        button.hovered = hovered
        kept = table.copy()
        button.draw(kept)
        drawn = table.copy()
        draw_panel(drawn, button.rect, CREAM if hovered else PAPER, border=WOOD_DARK, radius=8, shadow=False)
        blit_text(drawn, LABEL, button.rect.center, size=SMALL_SIZE, bold=True, colour=INK, anchor="center",
                  max_width=button.rect.width - 8)
        assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(drawn, "RGB")
        assert pygame.image.tobytes(kept, "RGB") != pygame.image.tobytes(table, "RGB")


def test_at_150_percent_fortify_s_coach_keeps_off_the_buttons_and_the_tray_it_talks_about(app):
    """Issue 14: at 150 % text on a 1024 x 640 window (this 16:10 table) the panel lay under the
    button, over the person's Skip card and Stop buttons and their dice tray, which its advice
    names: it keeps off them where the table has room (here: above them)."""
    import dataclasses

    app.apply_settings(dataclasses.replace(app.user_settings, text_size=150), save=False)
    table = _table(app, "fortify")
    click(app, table.coach.rect.center)
    panel = app.top
    assert isinstance(panel, CoachPanel)
    controls = {name: b.rect for (seat, name), b in table.buttons.items() if seat == 0 and b.visible}
    controls["tray"] = table.layout.zone[0].tray
    assert len(controls) >= 3 and pygame.Rect((0, 0), table.table_size()).contains(panel.rect)
    assert [name for name, rect in controls.items() if panel.rect.colliderect(rect)] == []
