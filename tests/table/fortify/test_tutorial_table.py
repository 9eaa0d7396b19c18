"""Fortify's first game on the table, by posted mouse events (issue 14 item 1): Next on the caption,
a card dropped off the gold frame refused with "First, let's" and nothing placed, the taught card
dropped on its frame (the first as dealt, the second turned with R), the race clock held."""
from __future__ import annotations

import pygame
import pytest

from fort_desktop import tutorial
from fort_desktop.table.kit.tutorial import NEXT

from .test_scene import DT, app, click, held_centre, lift_curtain, pointer_for, post, press_and_move, release  # noqa: F401

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")


def button(scene, name):
    return next(rect for rect, label in scene.tutorial_overlay.buttons if label == name)


def test_the_first_steps_by_mouse(app):
    session = tutorial.new_session("fortify", bot_pace_seconds=0.0)
    scene = app.show_table(session)
    for _ in range(45):               # the Ready curtain takes clicks after a moment
        app.step(DT)
    lift_curtain(app)
    runner = scene.tutorial
    assert runner.step.id == "goal" and scene.tutorial_overlay.anchor == scene.tutorial_places()["base:rival"]
    click(app, button(scene, NEXT).center)
    click(app, button(scene, NEXT).center)
    assert runner.step.id == "first-card"
    hand = scene.drawn.hands[0]
    wrong = pointer_for(scene, 0, held_centre(scene, 0), 15, 4)      # under the Base: legal, not taught
    press_and_move(app, hand.center, wrong)
    ghost = scene.card_ghost(scene.drag.drag)
    # the ghost says it before the drop, in the tutorial's own words (the kit's refusal path)
    assert ghost.problem == f"First, let's {runner.step.first}" == "First, let's place the green card on the gold frame"
    release(app, wrong)
    assert session.actions == [] and scene.message == ghost.problem
    for _ in range(30):
        app.step(DT)
    end = pointer_for(scene, 0, held_centre(scene, 0), 23, 0)
    press_and_move(app, scene.drawn.hands[0].center, end)
    release(app, end)
    assert session.actions == [{"type": "place", "seat": 0, "x": 23, "y": 0, "rot": 0}]
    assert runner.step.id == "turn"
    face = scene.rules.card_face(10, 3)
    c = scene.layout.cells[0]
    end = pointer_for(scene, 0, (face.width * c // 2, face.height * c // 2), 14, 4, face.width, face.height)
    press_and_move(app, scene.drawn.hands[0].center, end)
    for _ in range(3):
        post(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r")
        app.step(DT)
    release(app, end)
    assert session.actions[-1] == {"type": "place", "seat": 0, "x": 14, "y": 4, "rot": 3}
    assert runner.step.id == "room" and scene.flow.clocks[0].ms == 0   # the race clock stayed stopped


def _table_at(app, step_id):
    """Fortify's lesson played (as the engine tests play it) to ``step_id``, then on the table."""
    from tests.test_tutorial_fortify import _play_to

    session = tutorial.new_session("fortify", bot_pace_seconds=0.0)
    runner = tutorial.TutorialRunner(session, tutorial.load_script("fortify"))
    _play_to(session, runner, step_id)
    runner.detach()
    scene = app.show_table(session)
    for _ in range(45):
        app.step(DT)
    lift_curtain(app)
    for _ in range(60):               # the dice come to rest in the tray
        app.step(DT)
    assert scene.tutorial.step.id == step_id
    return session, scene


@pytest.mark.parametrize("fort", ["large", "small"])
def test_the_block_dropped_on_the_kid_lying_on_the_blue_c_lands_on_the_c(app, fort):
    """Issue 14: "Drop the Block on your blue C" refused a Block let go on the small fort's blue C
    where the Thrower lies on its floor ("First, let's drop the Block on your blue C"). Now only
    the blue C is lit for the Block and a drop anywhere within its outline lands on it: in the
    person's fort drawn large (the step is about it), and small once the person clicked the inset."""
    session, scene = _table_at(app, "block")
    assert scene.focus == 0                                   # the step's fort is drawn large
    if fort == "small":
        click(app, scene.layout.area[1].center)               # "click to see it big": the rival's
        app.step(DT)
        assert scene.focus == 1
    places = scene.tutorial_places()
    thrower, card = places["kid:you-16"], places["card:you-10"]
    assert card.contains(thrower)                             # the Thrower lies on the C's floor
    die = next(v for v in scene.trays[0].dice() if v.die_id == "cousin")
    start = (round(die.x_px), round(die.y_px))
    press_and_move(app, start, thrower.center)
    assert scene.held.targets == [{"kind": "card", "seat": 0, "id": 10}]   # only the taught target lit
    release(app, thrower.center)
    assert {"type": "place_die", "seat": 0, "die": "cousin",
            "target": {"kind": "card", "seat": 0, "id": 10}} in session.actions


def test_two_labels_on_show_at_once_never_overlap(app, monkeypatch):
    """Issue 14: a Thrower held where it fits only turned showed "press R to turn it" and the
    reason it may not lie there in one spot, one over the other: each label now keeps clear of the
    others (the kit's ``taken``), of the message on show and of the thing held."""
    from fort_desktop.table.fortify import paint

    drawn = []
    real = paint.draw_label
    monkeypatch.setattr(paint, "draw_label", lambda *a, **k: drawn.append(real(*a, **k)) or drawn[-1])
    _, scene = _table_at(app, "thrower")
    scene.say("First, let's drag the green Thrower into your room")        # a refusal on show too
    area = scene.layout.area[0]
    press_and_move(app, scene.tutorial_places()["pile:thrower"].center, (area.centerx - 40, area.bottom - 200))
    post(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r")              # now it fits only the other way
    drawn.clear()
    app.step(DT)
    labels = drawn + [scene.painter._toast_at]
    assert len(drawn) >= 2, drawn                                           # the reason and "press R"
    assert not [(a, b) for i, a in enumerate(labels) for b in labels[i + 1:] if a.colliderect(b)]
    assert not [r for r in drawn if r.colliderect(scene.drag.drag.rect)]     # none over the held Kid


def test_the_race_note_says_the_clock_as_the_panel_shows_it(app):
    """Issue 14: the note said "your clock is stopped" beside a panel that reads "racing 0 s": it
    quotes the panel's own words now."""
    _, scene = _table_at(app, "race")
    status = scene.words.status(0, scene.view())
    race = status.split(" - ")[-1]
    assert race.startswith("racing") and race in scene.tutorial.step.text
