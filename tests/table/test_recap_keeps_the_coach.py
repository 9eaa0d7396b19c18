"""In a lesson the "Since your last turn" recap keeps the "What now?" button in sight (a new user at Forfort's
first game: the recap hid it until closed), in every game with a recap."""
from __future__ import annotations

import pytest

from fort_desktop import tutorial
from fort_desktop.table.scenes.curtain import Curtain

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")


@pytest.mark.parametrize("game", ["forfort", "fort"])
def test_the_recap_never_lies_over_the_what_now_button(app, game):
    session = tutorial.new_session(game, bot_pace_seconds=0.0)
    scene = app.show_table(session)
    runner, seen = scene.tutorial, 0
    for _ in range(300):
        app.step(1 / 60)
        while isinstance(app.top, Curtain):
            app.top.ready()
            app.step(1 / 60)
        if scene.recap_at is not None and scene.coach.visible:
            assert not scene.recap_at.colliderect(scene.coach.rect), runner.step.id
            seen += 1
            if seen >= 3:
                break
        step = runner.step
        if step is None:
            break
        if step.read_only and runner.showing:
            runner.next()
            continue
        if runner.person in session.acting_seats() and runner.showing:
            action = runner.choose(runner.person)
            if action is not None:
                assert session.submit(session.complete(dict(action), runner.person)) is None
    assert seen >= 1
