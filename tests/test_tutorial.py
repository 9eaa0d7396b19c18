"""The tutorial engine (fort_desktop/tutorial.py; issue 14 item 1): Fort's script plays through with
every step reached and its taught move legal, a move other than the taught one is refused with the
"First, let's" words, steps skip one by one or all at once, the progress comes back with the save,
and a bad script is refused in one line naming the file, the entry and the field."""
from __future__ import annotations

import shutil

import pytest

from fort_desktop import ROOT, cli, saves, tutorial
from fort_desktop.data import DataError
from fort_desktop.table.scenes import launcher

DATA = ROOT / "data"


def _person_runner():
    session = tutorial.new_session("fort", bot_pace_seconds=0.0)
    return session, tutorial.TutorialRunner(session, tutorial.load_script("fort"))


def play_lesson(session, runner, done, limit=500):
    """Play the script (taught moves, the computer's own, Next on a note) until ``done()``; one
    move or Next at a time. Raises AssertionError if the script ends or ``limit`` passes first."""
    for _ in range(limit):
        if done():
            return
        step = runner.step
        assert step is not None, "the tutorial ended first"
        if step.read_only and runner.showing:
            runner.next()
            continue
        seat = session.acting_seats()[0]
        if seat == runner.person:
            assert session.submit(runner.choose(seat)) is None
        else:
            session.play_bot(seat)
    raise AssertionError("the lesson never got there")


def _to_step(session, runner, step_id):
    """Play the script until ``step_id`` is the current step and shows."""
    play_lesson(session, runner, lambda: runner.step is not None and runner.step.id == step_id and runner.showing)
    return runner.step


def test_fort_plays_through_every_step_reached_and_each_taught_move_legal():
    session, runner = tutorial.play_through("fort")
    script = runner.script
    assert runner.problems == []            # no step passed by: each taught move was legal when asked
    assert runner.finished and not runner.active
    assert len(script.steps) >= 15
    kinds = {m["type"] for step in script.steps for m in step.moves}
    assert {"play", "add", "follow", "recruit", "pack", "pay", "keep_rule", "perk", "pass"} <= kinds
    # a real position: the game goes on, the person's seat (a bot here) has more to do
    assert not session.is_over and session.acting_seats()
    assert session.state.boards[runner.person].level == 2


def test_a_move_other_than_the_taught_one_is_refused_with_first_lets():
    session, runner = _person_runner()
    step = _to_step(session, runner, "play-public")
    legal = session.legal_actions(runner.person)
    wrong = next(a for a in legal if a["card"] != "kid-SK01")
    words = runner.refusal(wrong)
    assert words is not None and words.startswith("First, let's") and step.first in words
    assert runner.taught(runner.person, legal) and all(a["card"] == "kid-SK01" for a in runner.taught(runner.person, legal))
    right = next(a for a in legal if a["card"] == "kid-SK01" and a["order"] == ["pub"])
    assert runner.refusal(right) is None


def test_the_best_friends_going_to_the_yard_are_said_before_and_the_log_says_why():
    """New users: at "Recruit from a Yard" the turn ended and both Best Friends went to the Yard
    unannounced; the caption says it first, the log line gives the rule."""
    session, runner = _person_runner()
    step = _to_step(session, runner, "recruit-yard")
    assert "Best Friend" in step.text and "go to your Yard" in step.text
    assert session.submit(runner.choose(0)) is None
    line = next(ln.text for ln in session.log(0)[::-1] if ln.text.startswith("Sam's Yard:"))
    assert "Best Friend" in line and "cards left in hand go to the Yard" in line and "never a Best Friend" in line


def test_the_first_recruit_says_it_ends_the_turn_and_the_lookout_is_taught_before_the_end():
    """New users: the first recruit ("recruit Mason") ended the turn and sent the hand to the Yard
    unannounced (only step 15 said so), and the Lookout was never explained; the top bar's recruit
    prompt says it ends the turn too."""
    session, runner = _person_runner()
    steps = {s.id: s for s in runner.script.steps}
    first = next(s for s in runner.script.steps if any(m["type"] == "recruit" for m in s.moves))
    assert first.id == "recruit-park" and "ends your turn" in first.text and "go to your Yard" in first.text
    lookout = steps["add"].text
    assert "Lookout" in lookout and "every later play of its suit" in lookout
    _to_step(session, runner, "recruit-park")
    assert "ends your turn" in session.rules.progress(session.state).text


def test_a_read_only_step_refuses_moves_and_holds_the_computer_until_next():
    session, runner = _person_runner()
    assert runner.step.id == "goal" and runner.step.read_only and runner.showing
    move = session.legal_actions(runner.person)[0]
    assert runner.refusal(move) == tutorial.READ_FIRST
    assert runner.taught(runner.person, session.legal_actions(runner.person)) == []
    assert runner.bot_may_act(1) is False
    runner.next()
    assert runner.step.id == "hand"


def test_skip_step_and_skip_tutorial():
    session, runner = _person_runner()
    runner.skip_step()
    assert runner.step.id == "hand"
    runner.skip_step()
    assert runner.step.id == "play-public"
    runner.skip_all()
    assert not runner.active and runner.step is None and session.tutorial["off"]
    legal = session.legal_actions(runner.person)
    assert runner.taught(runner.person, legal) == legal        # free play: every legal move
    assert runner.refusal(legal[0]) is None and runner.choose(1) is None


def test_a_skipped_step_s_taught_moves_are_made_for_the_person():
    session, runner = _person_runner()
    _to_step(session, runner, "play-public")
    made = len(session.actions)
    runner.skip_step()                       # play-public: Ollie played in public for the person
    assert session.actions[made]["card"] == "kid-SK01" and session.actions[made]["order"] == ["pub"]
    assert runner.step.id == "add" and runner.showing and runner.in_reach()
    assert runner.place == "card:kid-SK02"   # the caption by Kiko, then (her add made) by the panel's Done
    assert session.submit(runner.choose(runner.person)) is None
    assert runner.place == "panel" and runner.step.id == "add"
    runner.skip_step()                       # add: Kiko added (above), then confirmed
    assert [a["type"] for a in session.actions[made + 1:]] == ["add", "confirm"]
    assert runner.step.id == "followed"
    play_lesson(session, runner, lambda: runner.step.id == "recruit-park" and runner.showing)
    legal = session.legal_actions(runner.person)
    assert [a["card"] for a in runner.taught(runner.person, legal)] == ["kid-SH03"]
    other = next(a for a in legal if a.get("card") not in ("kid-SH03", None))
    assert runner.refusal(other).startswith("First, let's")
    assert runner.problems == []


def test_leaving_and_coming_back_resumes_at_the_same_step(monkeypatch, tmp_path):
    monkeypatch.setenv("FORT_DESKTOP_DATA_DIR", str(tmp_path))   # (the save below is this test's own)
    session, runner = _person_runner()
    _to_step(session, runner, "recruit-park")
    data = saves.session_to_data(session)
    assert data["tutorial"]["step"] == runner.step.index and data["forced"]
    loaded = saves.load_save_bytes(saves.dumps_save(data).encode()).session
    assert loaded.digest == session.digest and loaded.tutorial == session.tutorial
    again = tutorial.TutorialRunner.for_session(loaded)
    assert again.step.id == "recruit-park"
    saves.save_by_name(session, "lesson")    # listed as a first game: the launcher's Continue says so
    info = next(i for i in saves.list_saves() if i.name == "lesson")
    assert info.tutorial and launcher._autosave_words(info) == "Fort's first game (the tutorial)"
    legal = loaded.legal_actions(again.person)
    assert [a["card"] for a in again.taught(again.person, legal)] == ["kid-SH03"]


def test_a_bad_script_is_refused_in_one_line_naming_file_entry_and_field(tmp_path):
    root = tmp_path / "data"
    shutil.copytree(DATA, root)
    path = root / "fort" / "tutorial.yaml"
    good = path.read_text(encoding="utf-8")
    path.write_text(good.replace("  - id: pack\n    title: The Pack\n    at: stuff:you",
                                 "  - id: pack\n    title: The Pack\n    at: 12", 1), encoding="utf-8")
    with pytest.raises(DataError) as caught:
        tutorial.load_script("fort", root)
    message = str(caught.value)
    assert "\n" not in message and "fort/tutorial.yaml" in message and "steps.11.at" in message
    path.write_text(good.replace("id: pack\n", "id: stuff\n", 1), encoding="utf-8")
    with pytest.raises(DataError) as caught:
        tutorial.load_script("fort", root)
    assert "steps.11.id" in str(caught.value) and "twice" in str(caught.value)


def test_the_command_line_plays_the_tutorial_through(capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    steps = len(tutorial.load_script("fort").steps)
    assert cli.main(["fort", "--tutorial", "--autoplay", "--headless"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert out == [f"tutorial: game=fort steps={steps} done"]
    assert cli.main(["fort", "--tutorial", "--seed", "3"]) == 2
