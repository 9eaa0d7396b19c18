"""Forfort's first game on the table, by posted mouse events (issue 14 item 1): the caption sits by
the place it talks about, Next reads a note, a click on the wrong slot is refused with "First,
let's" and nothing changes, the taught slot takes the starting Camp, and only the taught place is
lit while the first Wall is dragged onto it."""
from __future__ import annotations

import pygame
import pytest

from fort_desktop import tutorial
from fort_desktop.table.forfort import tutorial as tutorial_hooks
from fort_desktop.table.kit.tutorial import NEXT
from tests.test_tutorial import play_lesson

from ..shell_helpers import click, drag, post

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")


def button(scene, name):
    return next(rect for rect, label in scene.tutorial_overlay.buttons if label == name)


def card_centre(scene, card):
    view = scene.view()
    index = scene.hand_cards(view).index(card)
    x, y = scene.fan(view)[index].centre
    return int(x), int(y)


def test_the_first_steps_by_mouse(app):
    session = tutorial.new_session("forfort", bot_pace_seconds=0.0)
    app.show_table(session)
    app.step(1 / 60)
    scene = app.table
    runner, overlay = scene.tutorial, scene.tutorial_overlay
    assert runner.step.id == "goal"
    assert overlay.anchor == scene.tutorial_places()["fort:you"]         # the caption by your fort
    assert not overlay.box.colliderect(overlay.anchor)
    lay = scene.layout()
    click(app, button(scene, NEXT).center)
    assert runner.step.id == "score-now" and overlay.anchor == scene.painter.score_rect   # "Score if the game ended now"
    click(app, button(scene, NEXT).center)
    assert runner.step.id == "start-camp"
    click(app, lay.slot_rect(0, "NW").center)                            # not the taught slot
    assert session.actions == [] and scene.message.startswith("First, let's place your starting Camp")
    click(app, lay.slot_rect(0, "SW").center)
    assert session.actions[0] == {"type": "start_camp", "seat": 0, "slot": "SW"}
    for _ in range(3):                                                   # the computer places its own
        app.step(1 / 60)
    assert runner.step.id == "hand" and len(session.actions) == 2
    assert overlay.anchor == scene.tutorial_places()["hand"]
    drag(app, card_centre(scene, "P1-W01"), lay.slot_rect(0, "E").center)   # a note to read: a Camp there?
    assert scene.input.choices == [] and scene.message.startswith("First, let's read")   # refused first, no question
    click(app, button(scene, NEXT).center)
    assert runner.step.id == "figures" and overlay.anchor == scene.info_rects[0]         # the three counters
    click(app, button(scene, NEXT).center)
    assert runner.step.id == "arrows" and overlay.anchor == lay.keep_rect(0)
    click(app, button(scene, NEXT).center)
    assert runner.step.id == "corner" and overlay.anchor == lay.slot_rect(0, "NW")
    assert not overlay.box.colliderect(scene.layout().slot_rect(0, "N"))   # it keeps off the rest of the fort
    start, end = card_centre(scene, "P1-W01"), lay.slot_rect(0, "NW").center
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(pygame.MOUSEMOTION, pos=(start[0] - 60, start[1] - 80), rel=(1, 0), buttons=(1, 0, 0))
    app.step(1 / 60)
    assert scene.drag.active                                             # held: only the taught place lit
    assert scene.input.lit() >= {(0, "NW"), (0, "SW")}
    assert tutorial_hooks.lit(scene, scene.input.lit()) == {(0, "NW")}
    app.screenshot(str(_shot("forfort-tutorial-corner.png")))
    post(pygame.MOUSEBUTTONUP, pos=(start[0] - 60, start[1] - 80), button=1)
    app.step(1 / 60)
    drag(app, card_centre(scene, "P1-W17"), end)                        # the right place, the wrong card
    assert len(session.actions) == 2 and "play the Protected Corner Wall (Ram) card" in scene.message, scene.message
    app.screenshot(str(_shot("forfort-tutorial-wrong-card.png")))
    drag(app, start, end)
    assert {"type": "build", "seat": 0, "card": "P1-W01", "slot": "NW"} in session.actions
    for _ in range(3):
        app.step(1 / 60)
    assert runner.step.id == "straight" and runner.showing


def test_lit_places_follow_the_taught_move(app):
    session = tutorial.new_session("forfort", bot_pace_seconds=0.0)
    app.show_table(session)
    app.step(1 / 60)
    scene = app.table
    shown = {(0, slot) for slot in scene.cells}
    assert tutorial_hooks.lit(scene, shown) == set()                                    # a note to read: nothing lit
    scene.tutorial.next()
    scene.tutorial.next()
    assert tutorial_hooks.lit(scene, shown) == {(0, "SW")}                              # the starting Camp's place only
    scene.tutorial.skip_all()
    assert tutorial_hooks.lit(scene, shown) == shown                                    # free play: as without a tutorial


def _shot(name):
    import os
    from pathlib import Path

    folder = Path(os.environ["FORT_SHOTS"])
    folder.mkdir(parents=True, exist_ok=True)
    return folder / name


def test_every_step_names_a_place_of_the_table(app):
    session = tutorial.new_session("forfort", bot_pace_seconds=0.0)
    app.show_table(session)
    app.step(1 / 60)
    places = app.table.tutorial_places()
    assert {"hand", "fort:you", "fort:rival", "keep:you", "slot:you-NW", "slot:rival-NE", "figures:rival"} <= set(places)
    for step in app.table.tutorial.script.steps:   # an Army's place exists while it stands (checked by the shots)
        assert step.at in places or step.at.startswith("army:"), step.id


def test_the_garrison_s_choice_buttons_stay_clear_of_the_caption_and_take_the_click(app):
    session = tutorial.new_session("forfort", bot_pace_seconds=0.0)
    runner = tutorial.TutorialRunner(session, tutorial.load_script("forfort"))
    play_lesson(session, runner, lambda: runner.step.id == "garrison")   # up to the Garrison, without the table
    runner.detach()
    app.show_table(session)
    app.step(1 / 60)
    scene = app.table
    assert scene.tutorial.step.id == "garrison"          # resumed at the same step
    lay = scene.layout()
    drag(app, card_centre(scene, "P1-W24"), lay.slot_rect(1, "NW").center)
    app.step(1 / 60)
    labels = [b.label for b in scene.input.choices]
    assert labels == ["Garrison: Army here, marching left to slot 2", "Garrison: Army here, marching up to slot 8", "Cancel"]
    box = scene.tutorial_overlay.box
    assert not any(box.colliderect(b.rect) for b in scene.input.choices)
    click(app, scene.input.choices[1].rect.center)         # up: not the taught way
    assert scene.message.startswith("First, let's send an Army") and session.state.armies == []
    drag(app, card_centre(scene, "P1-W24"), lay.slot_rect(1, "NW").center)
    click(app, scene.input.choices[0].rect.center)
    sent = [a for a in session.actions if a["type"] == "effect" and a["symbol"] == "garrison"]
    assert [a["target"] for a in sent] == [{"mode": "place", "fort": 1, "slot": "NW", "direction": "E"}]
    assert scene.tutorial.step.id == "march"             # the computer played, and the Army marched on
    assert [(a.slot, a.direction) for a in session.state.armies] == [("N", "E")]


def test_a_refusal_lies_over_the_taught_place_s_frame_and_the_caption_keeps_clear_of_it(wide):
    # issue 15: the taught slot's gold frame (and the caption) were drawn over the refusal
    from fort_desktop.table.kit.tutorial import FRAME

    app = wide                                     # 1366 x 768: the refusal lies over the slot
    session = tutorial.new_session("forfort", bot_pace_seconds=0.0)
    app.show_table(session)
    app.step(1 / 60)
    scene = app.table
    runner, overlay = scene.tutorial, scene.tutorial_overlay
    while runner.step.id != "ram":
        runner.next() if runner.step.read_only else runner.skip_step()
        app.step(1 / 60)
    lay = scene.layout()
    # (the forts fill the table at 2 players, a message goes to the free place off them: here it is
    # put over the taught slot, as on a smaller table, to see which is drawn on top)
    lay.middle = overlay.anchor.center
    drag(app, card_centre(scene, "P1-W16"), lay.slot_rect(0, "SE").center)   # a Camp there? not taught now
    app.draw()
    toast = scene.message_area()
    assert scene.message.startswith("First, let's use the Ram") and toast is not None   # no Camp question first
    assert scene.input.choices == []
    frame = overlay.anchor.inflate(8, 8)
    assert toast.colliderect(frame) and not toast.colliderect(overlay.box)
    inside = toast.inflate(-16, -16).clip(frame)
    colours = {tuple(app.screen.get_at((x, y)))[:3] for x in range(inside.x, inside.right)
               for y in (inside.y, inside.bottom - 1)}
    assert inside.w and inside.h and FRAME not in colours     # the frame's edge line is under the message
