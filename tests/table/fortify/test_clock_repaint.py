"""A table waiting for a person while the race clock runs repaints only the clock's status line
(issue 13, "a running race clock repaints only its own rect"): no full frame, no flip, one dirty rect
a frame through ``pygame.display.update``, and the screen still shows what a full frame would."""
from __future__ import annotations

import pygame
import pytest

from fort_desktop.rules.fortify.state import BUILD
from fort_desktop.table.fortify.hud import status_rect

from .test_scene import DT, app, click, lift_curtain, post, start  # noqa: F401  (app: the fixture)

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")


def racing_alone(app):
    """A person racing Part I against a computer that waits, the pointer resting on the hint bar
    (nothing under it shows big): the scene, after the frames that input asked for."""
    app.settings["bot_pace_seconds"] = 60.0
    session, scene = start(app, ["human", "bot"])
    lift_curtain(app)
    assert session.state.phase == BUILD and scene.flow.clocks[0].running
    post(pygame.MOUSEMOTION, pos=(5, 795), rel=(0, 0), buttons=(0, 0, 0))
    app.step(DT)
    app.step(DT)
    return scene


def spy_frames(monkeypatch, scene):
    """Lists of full paints, flips and dirty-rect updates from now on."""
    seen = {"paints": [], "flips": [], "updates": []}
    painter_draw = scene.painter.draw
    monkeypatch.setattr(scene.painter, "draw", lambda *a: seen["paints"].append(1) or painter_draw(*a))
    monkeypatch.setattr(pygame.display, "flip", lambda: seen["flips"].append(1))
    monkeypatch.setattr(pygame.display, "update", lambda rects=None: seen["updates"].append(list(rects)))
    return seen


def test_a_running_race_clock_repaints_only_its_own_status_line(app, monkeypatch):
    scene = racing_alone(app)
    seen = spy_frames(monkeypatch, scene)
    shown = []
    for _ in range(8):
        app.step(scene.busy_wake())        # the App's pace for a running clock: no input in between
        shown.append(scene.words.status(0, scene.view()))
    assert seen["paints"] == [] and seen["flips"] == []
    assert len(set(shown)) == 8            # the clock did move on every frame (whole seconds)...
    assert seen["updates"] == [[status_rect(scene.layout, 0)]] * 8      # ...and only its line was sent
    partial = pygame.image.tobytes(app.screen, "RGB")
    scene.dirty = True
    full = pygame.Surface(app.screen.get_size(), 0, app.screen)
    scene.draw(full)
    assert pygame.image.tobytes(full, "RGB") == partial   # what a full frame would have shown


def test_anything_else_that_changes_brings_a_full_frame_back(app, monkeypatch):
    scene = racing_alone(app)
    seen = spy_frames(monkeypatch, scene)
    app.step(1.0)
    assert seen["flips"] == [] and len(seen["updates"]) == 1
    scene.say("Can't place it there", 2.0)
    app.step(1.0)
    assert seen["flips"] == [1] and seen["paints"] == [1]
    post(pygame.MOUSEMOTION, pos=(6, 795), rel=(1, 0), buttons=(0, 0, 0))
    app.step(1.0)                           # input: a full frame
    assert seen["flips"] == [1, 1]


def test_a_race_clock_hidden_in_a_hot_seat_race_wakes_nobody(app):
    # Two people share the screen: the racing player's time is not on their panel, so its ticking
    # changes nothing drawn and the App may sleep until input (no frame 4 times a second).
    session, scene = start(app, ["human", "human"])
    lift_curtain(app)
    post(pygame.MOUSEMOTION, pos=(5, 795), rel=(0, 0), buttons=(0, 0, 0))
    app.step(DT)
    app.step(DT)
    half = scene.flow.half
    assert session.state.phase == BUILD and scene.flow.clocks[half].running
    assert "racing" in scene.words.status(half, scene.view())
    assert not scene.words.clock_shown(half, scene.view())
    assert scene.wake_in() is None
    before = scene.flow.clocks[half].ms
    app.step(0.5)
    assert scene.flow.clocks[half].ms > before           # the clock itself still counts


def test_a_race_clock_on_screen_wakes_the_table_for_its_next_reading(app):
    scene = racing_alone(app)
    assert scene.words.clock_shown(0, scene.view())
    clock = scene.flow.clocks[0]
    wake = scene.wake_in()
    assert wake is not None and 0 < wake <= 1.0
    text = clock.ticking_text()
    app.step(wake + 0.001)
    assert clock.ticking_text() != text                   # it woke for the very next second shown


def test_once_the_person_has_built_the_computer_finishes_briskly_and_large(app):
    from fort_desktop.table.fortify.scene import WATCHING_BOT_SECONDS

    scene = racing_alone(app)                       # the computer's pace: 60 s a move
    session = scene.session
    assert scene.bot_pace() == pytest.approx(60.0 / scene.speed) and scene.wanted_focus() == 0
    click(app, scene.buttons[(0, "stop")].rect.center)            # Stop & grab...
    click(app, app.top.stop_button.rect.center)                    # ...with cards left in hand: it asks
    app.step(DT)
    assert 0 not in session.acting_seats() and 1 in session.acting_seats()
    assert scene.bot_pace() <= WATCHING_BOT_SECONDS and scene.wanted_focus() == 1   # its fort, drawn large
    assert scene.words._waiting_banner() == "Computer is building..."     # not "Computer (computer)"
    moves = len(session.actions)
    for _ in range(3):
        app.step(WATCHING_BOT_SECONDS + 0.01)
    assert len(session.actions) > moves             # it did not wait its 60 s a move


def test_a_running_clock_past_a_minute_reads_as_a_clock():
    """A new user read "1220 s" on the tray while the banner said "3 min 42 s": past a minute a
    running clock reads "3:42"."""
    from fort_desktop.table.fortify.race_clock import RaceClock

    clock = RaceClock()
    clock.elapsed_seconds = 222.6
    assert clock.ticking_text() == "3:42"
    clock.elapsed_seconds = 42.9
    assert clock.ticking_text() == "42 s"
