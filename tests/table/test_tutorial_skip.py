"""Skip step and Skip tutorial on each game's table, by posted mouse events (issue 14 item 1): the
caption's Skip step on every step that teaches a move makes that move for the person, so each next
step's caption shows (never a silent table while the person must act) and the script reaches its
end; one skip in the middle, then Continue from the autosave, brings the captions back; Skip
tutorial says once that the rest is a real game. A move the tutorial refuses says its "First,
let's ..." at once: Fort's Kiko dropped instead of Ollie opens no plan panel, Forfort's End turn
while the drawbridge is taught, Fortify's Stop & grab while Skip card is taught asks nothing."""
from __future__ import annotations

import pytest

from fort_desktop import tutorial
from fort_desktop.table.kit.tutorial import NEXT, SKIP_ALL, SKIP_STEP, SKIPPED_WORDS
from fort_desktop.table.scenes.curtain import Curtain

from .shell_helpers import click, drag

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")

GAMES = ("fort", "forfort", "fortify")
#: a frame (s): long enough that dice and slides settle in a few frames
DT = 0.1
#: frames the person may wait with no caption while the table is theirs (a slide, a hold)
PATIENCE = 40
#: frames a caption may wait (hidden) while the table still plays what a move did (a clean-up)
HELD_FRAMES = 150


def start(app, game, autosave=False):
    app.autosaver.enabled = autosave   # (fast: only the Continue test saves)
    session = tutorial.new_session(game, bot_pace_seconds=0.0)
    scene = app.show_table(session)
    app.step(DT)
    return session, scene


def button(scene, name):
    return next(rect for rect, label in scene.tutorial_overlay.buttons if label == name)


def lift_curtain(app) -> bool:
    if isinstance(app.top, Curtain):
        app.step(DT)
        click(app, app.top.button_rect.center)
        return True
    return False


def run(app, session, scene, skip, stop=None, frames=2500):
    """Frames of the table; on each caption: Next on a note, Skip step (a click) when
    ``skip(step)``, else the taught move through the table's own submit. Checks the step after
    each skip is the next one, that its move is legal there, and that the person never waits
    long without a caption. Returns (skipped ids, shown ids)."""
    runner, overlay = scene.tutorial, scene.tutorial_overlay
    skipped: list[str] = []
    shown: list[str] = []
    after_skip = None
    silent = held = 0
    for _ in range(frames):
        if lift_curtain(app):
            continue
        step = runner.step
        if step is None or (stop is not None and stop(runner)):
            return skipped, shown
        app.step(DT)
        if app.top is not scene or runner.step is not step:
            continue
        if overlay.box is None and scene.tutorial_held():   # the table still plays a clean-up: the caption waits
            held += 1
            assert held < HELD_FRAMES, f"step {runner.step_number} ({step.id}): the caption waits too long"
            continue
        held = 0
        if overlay.box is None:
            person = runner.person in session.acting_seats() and not runner.computer_first()
            silent = silent + 1 if person and session.tutorial.get("skipping") != step.index else 0
            assert silent < PATIENCE, f"step {runner.step_number} ({step.id}): the person acts, no caption"
            continue
        silent = 0
        if not shown or shown[-1] != step.id:
            shown.append(step.id)
        if after_skip is not None:
            assert step.index == after_skip, f"after a skip {step.id} showed, not step {after_skip + 1}"
            assert step.read_only or runner.in_reach(), f"{step.id}: its taught move is not legal"
            after_skip = None
        if step.read_only:
            click(app, button(scene, NEXT).center)
        elif skip(step) and step.id not in skipped:
            skipped.append(step.id)
            click(app, button(scene, SKIP_STEP).center)
            after_skip = step.index + 1
        elif runner.person in session.acting_seats():
            action = session.complete(dict(runner.choose(runner.person)), runner.person)
            assert scene.submit(action) is None
    raise AssertionError(f"the script stopped at step {runner.step_number}")


@pytest.mark.parametrize("game", GAMES)
def test_skip_step_on_every_taught_step_by_mouse_reaches_the_end(app, game):
    session, scene = start(app, game)
    skipped, shown = run(app, session, scene, lambda step: True)
    runner = scene.tutorial
    assert skipped == [s.id for s in runner.script.steps if not s.read_only]
    assert shown == [s.id for s in runner.script.steps]
    assert runner.finished and runner.problems == []
    app.step(DT)
    assert scene.tutorial_overlay.box is not None and scene.tutorial_overlay.content()[0] == "Well done!"


@pytest.mark.parametrize("game,middle", [("fort", "play-public"), ("forfort", "camp"), ("fortify", "first-card")])
def test_one_skip_in_the_middle_then_continue_from_the_autosave_brings_the_captions_back(app, game, middle):
    session, scene = start(app, game, autosave=True)
    index = next(s.index for s in scene.tutorial.script.steps if s.id == middle)
    run(app, session, scene, lambda step: step.id == middle, stop=lambda r: r.step_number > index + 1)
    app.autosaver.write()
    app.show_launcher()
    app.step(DT)
    assert app.continue_game() is None                    # Continue
    again = app.table
    assert again is not scene and again.tutorial.step.index == index + 1
    skipped, shown = run(app, app.session, again, lambda step: False)
    assert skipped == []
    assert shown[0] == again.tutorial.script.steps[index + 1].id
    assert again.tutorial.finished and again.tutorial.problems == []


@pytest.mark.parametrize("game", GAMES)
def test_skip_tutorial_says_once_that_the_rest_is_a_real_game(app, game):
    _, scene = start(app, game)
    lift_curtain(app)
    app.step(DT)
    click(app, button(scene, SKIP_ALL).center)
    assert not scene.tutorial.active and scene.message == SKIPPED_WORDS and scene.toast_showing
    assert scene.tutorial_overlay.box is None


def _to_step(app, session, scene, step_id):
    run(app, session, scene, lambda step: False,
        stop=lambda r: r.step is not None and r.step.id == step_id and scene.tutorial_overlay.box is not None)


def test_fort_kiko_dropped_instead_of_ollie_is_refused_at_the_drop_with_no_panel(app):
    session, scene = start(app, "fort")
    _to_step(app, session, scene, "play-public")
    kiko = next(r for r, c in scene.painter.hand_cards if c == "kid-SK02")
    drag(app, kiko.center, scene.painter.layout.play.center)
    assert scene.focus is None and session.actions == []
    assert scene.message == "First, let's " + scene.tutorial.step.first
    click(app, next(r for r, c in scene.painter.hand_cards if c == "kid-SK02").center)   # a click alike
    assert scene.focus is None and scene.message.startswith("First, let's")
    app.step(DT)
    row = next(rect for rect, _, action in scene.panel                 # the panel's "Play Kiko (4 ways)"
               if action.get("type") == "_focus" and action["card"] == "kid-SK02")
    scene.message = ""
    click(app, row.center)
    assert scene.focus is None and scene.message == "First, let's " + scene.tutorial.step.first


def test_forfort_end_turn_while_the_drawbridge_is_taught_says_first_lets(app):
    session, scene = start(app, "forfort")
    _to_step(app, session, scene, "drawbridge")
    assert scene.input.free_step()
    done = len(session.actions)
    scene.message = ""
    click(app, scene.input.end_button.rect.center)
    assert len(session.actions) == done
    assert scene.message == "First, let's " + scene.tutorial.step.first


def test_fortify_stop_and_grab_while_skip_card_is_taught_is_refused_before_any_question(app):
    session, scene = start(app, "fortify")
    _to_step(app, session, scene, "skip")
    stop = scene.buttons[(0, "stop")]
    assert stop.visible and session.state.players[0].hand
    done = len(session.actions)
    click(app, stop.rect.center)
    assert app.top is scene                       # no "Stop building?" question
    assert len(session.actions) == done
    assert scene.message == "First, let's " + scene.tutorial.step.first


def test_continue_from_a_save_whose_skip_left_the_board_behind_says_the_rest_is_a_real_game(app):
    """Forfort's Camp step passed with no Camp placed (as Skip step once did), saved, Continue: the
    note shows, then, the board matching no later step, the table says once that the rest is a
    real game; no silent table while the person must act."""
    session, scene = start(app, "forfort", autosave=True)
    index = next(s.index for s in scene.tutorial.script.steps if s.id == "camp")
    _to_step(app, session, scene, "camp")
    session.tutorial.update(step=index + 1, move=0, computer=0, free=0)   # the old skip: no move made
    app.autosaver.write()
    app.show_launcher()
    app.step(DT)
    assert app.continue_game() is None
    again = app.table
    _, shown = run(app, app.session, again, lambda step: False)
    assert shown[0] == "defeated" and app.session.tutorial.get("lost") and not again.tutorial.active
    app.step(DT)
    assert again.message == SKIPPED_WORDS and again.toast_showing and again.tutorial_overlay.box is None
    for _ in range(80):
        app.step(DT)
    assert app.session.tutorial["told"] and not again.toast_showing   # said once, then gone
