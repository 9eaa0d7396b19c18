"""Continue in the middle of a race goes on with the race time so far (issue 7: "Continue also
resets the race clock"): the table tells the session each person's time as it runs, the save keeps
it, and a resumed table starts the person's clock from it, through to the grab's ``ms``."""
from __future__ import annotations

import pytest

from fort_desktop import saves
from fort_desktop.rules.fortify.state import BUILD

from .test_scene import DT, app, click, lift_curtain, start  # noqa: F401  (app: the fixture)

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")


def _raced_then_saved(app, seconds=2.0):
    """A person against the computer races ``seconds`` of Part I, then the game is saved:
    (the saved session's data, the person's race time in ms when saved)."""
    app.settings["bot_pace_seconds"] = 60.0          # the computer waits: only the person's clock runs
    session, scene = start(app, ["human", "bot"])
    lift_curtain(app)
    assert session.state.phase == BUILD and scene.flow.clocks[0].started
    for _ in range(round(seconds / DT)):
        app.step(DT)
    ran = scene.flow.clocks[0].ms
    data = saves.session_to_data(session)
    return saves.dumps_save(data).encode("utf-8"), ran


def test_the_session_keeps_the_persons_race_time_as_it_runs(app):
    raw, ran = _raced_then_saved(app)
    kept = saves.load_save_bytes(raw, bot_pace_seconds=60.0).session.clock_ms[0]
    assert ran >= 1500 and abs(kept - ran) <= 50      # within a few frames of the clock on screen


def test_a_resumed_race_shows_the_saved_time_and_the_grab_counts_it(app):
    raw, ran = _raced_then_saved(app)
    resumed = saves.load_save_bytes(raw, bot_pace_seconds=60.0).session
    saved = resumed.clock_ms[0]
    scene = app.show_table(resumed, resumed=True)
    app.step(DT)
    lift_curtain(app)
    clock = scene.flow.clocks[0]
    assert clock.started and clock.ms >= saved
    assert f"racing {clock.ms // 1000} s" in scene.words.status(0, scene.view()) and clock.ms - saved < 1000
    click(app, scene.buttons[(0, "stop")].rect.center)
    click(app, app.top.stop_button.rect.center)          # cards left in hand: it asks first
    grab = resumed.actions[-1]
    assert grab["type"] == "grab" and grab["seat"] == 0 and grab["ms"] >= saved


def test_a_new_race_after_a_resumed_one_starts_from_zero(app):
    raw, _ = _raced_then_saved(app)
    resumed = saves.load_save_bytes(raw, bot_pace_seconds=60.0).session
    scene = app.show_table(resumed, resumed=True)
    app.step(DT)
    lift_curtain(app)
    scene.flow.clocks[0].reset()
    scene.flow.key = None                 # as when the next raced step begins
    scene.flow.pending = True
    scene.flow._begin()
    assert scene.flow.clocks[0].ms == 0


def test_a_person_racing_a_computer_that_has_grabbed_sees_the_time_left_to_beat_it(app):
    """Issue 14 (Fortify): a person still building after the computer grabbed could not tell how long
    they had; once its time is public (the log says it) the top bar counts down to it, then says it
    was faster."""
    app.settings["bot_pace_seconds"] = 60.0
    session, scene = start(app, ["human", "bot"])
    lift_curtain(app)
    assert "left to beat" not in scene.words.status(0, scene.view())     # the computer has not grabbed
    assert session.submit({"type": "grab", "seat": 1, "ms": 3000}) is None
    app.step(DT)
    clock = scene.flow.clocks[0]
    left = 3 - int(clock.elapsed_seconds)
    assert scene.words.status(0, scene.view()).endswith(f"racing {clock.ticking_text()} - {left} s left")
    assert scene.banner().endswith(" - beat Computer's 3 s")
    for _ in range(round(3.2 / DT)):
        app.step(DT)
    assert scene.words.status(0, scene.view()).endswith("- behind")


def test_once_the_person_grabbed_first_nothing_is_left_to_beat_and_the_log_says_the_computer_was_late(app):
    """A new user (issue 14): after stopping first, the banner still said "beat Computer's 1 minute"
    into Part I's Recruit, and the log said the computer "reached for the Cousin Meeple"."""
    app.settings["bot_pace_seconds"] = 60.0
    session, scene = start(app, ["human", "bot"])
    lift_curtain(app)
    assert session.submit({"type": "grab", "seat": 0, "ms": 1000}) is None
    assert session.submit({"type": "grab", "seat": 1, "ms": 60000}) is None
    app.step(DT)
    assert "beat" not in scene.banner() and "s left" not in scene.words.status(0, scene.view())
    late = [line.text for line in session.log(None, hide_race=False) if "too late" in line.text]
    assert late and late[-1].startswith("Computer") and "finished building after 1 minute" in late[-1]
    assert f"the Cousin Meeple is {scene.words.name(0)}'s" in late[-1]
