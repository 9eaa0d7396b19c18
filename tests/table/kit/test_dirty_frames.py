"""The App's dirty-rect frames (kit ``GameTable.draw_changes``): while no input comes, a table whose
last frame was calm shows again only what changed in its kept picture and where its calm overlays
(cards flying, a big moment's banner, buttons) lay and lie. Whatever happens, such a frame must
show exactly what a full frame shows: no stale pixel, no overlay drawn twice, also while the
mouse moves over the table (its frames may be dirty-rect ones too)."""
from __future__ import annotations

import pygame
import pytest

from fort_desktop import games
from fort_desktop.session import GameSession

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")
DT = 1 / 60
#: The games whose tables keep a picture and offer dirty-rect frames after a computer's move
#: (Fortify's own repaints only its race clock: tests/table/fortify).
GAMES = ("fort", "forfort")


@pytest.mark.parametrize("game", GAMES)
def test_a_frame_showing_only_what_changed_is_the_frame_drawn_whole(app, monkeypatch, game):
    seats = ["human"] + ["bot"] * (games.get(game).min_seats - 1)
    session = GameSession(game, 5, seats, bot_pace_seconds=0.5)
    scene = games.get(game).load_table()(app, session)
    app.push(scene)
    app.step(DT)
    partial, own, with_input = [], scene.draw_changes, []

    def counted(surface):
        rects = own(surface)
        partial.append(rects is not None and rects != [surface.get_rect()])
        with_input.append(partial[-1] and app.had_input)
        return rects

    monkeypatch.setattr(scene, "draw_changes", counted)
    surface = app.surface_for(scene)
    compared = moving = 0
    for step in range(150):
        if session.is_over:
            break
        if session.acting_seats() == [0]:             # the person's move, as a computer player would choose it
            assert session.submit(dict(session.bot_action(0))) is None
        if step % 3 == 0:                             # the mouse wanders: onto pieces, buttons, the felt
            pos = ((step * 397) % 1280, (step * 211) % 800)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
        app.step(DT)
        if app.top is not scene or not (partial and partial[-1]) or scene.settling():
            continue
        shown = surface.get_buffer().raw
        app.draw()                                    # the same frame drawn whole (nothing moved on)
        assert surface.get_buffer().raw == shown, f"{game}: a dirty-rect frame differs from the full frame at {step}"
        compared += 1
        moving += len(scene.calm_rects() or []) > 1      # more than the coach's button: something flies or pops up
    assert sum(partial) > 40 and compared > 20 and moving > 5 and sum(with_input) > 10, \
        (sum(partial), compared, moving, sum(with_input))
