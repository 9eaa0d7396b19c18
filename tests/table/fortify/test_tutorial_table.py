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
