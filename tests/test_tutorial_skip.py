"""Skip step in each game's first game (fort_desktop/tutorial.py; issue 14 item 1): a skipped step's
taught move is made for the person (as the computer's moves are made), so after each skip the next
step's caption shows with the board matching it (its taught move legal, or a note), the script
reaches its end, the tutorial is never silent while the person must act, and a save and load after
a skip resumes with the captions."""
from __future__ import annotations

import pytest

from fort_desktop import saves, tutorial

GAMES = ("fort", "forfort", "fortify")
#: a step in the middle of each script to skip alone (Fort's "follow" is skipped while the computer
#: still has to confirm its play, so its taught move is made once the person's turn comes)
MIDDLE = {"fort": "follow", "forfort": "camp", "fortify": "first-card"}


def _runner(game):
    session = tutorial.new_session(game, bot_pace_seconds=0.0)
    return session, tutorial.TutorialRunner(session, tutorial.load_script(game))


def play(session, runner, skip, limit=3000, stop=None):
    """Play the script as a person would: Next on a note, Skip step on a shown step that teaches a
    move when ``skip(step)``, else the taught move; the computer's moves between. Checks after each
    skip that the next step to show is the very next one of the script and its taught move is legal
    there, and that the caption shows whenever the person must act. Returns (skipped step ids, ids
    of the steps that showed). ``stop(runner)``: return early when true."""
    skipped: list[str] = []
    shown: list[str] = []
    after_skip: int | None = None   # the index of the step that must show next
    for _ in range(limit):
        runner.catch_up()
        step = runner.step
        if step is None or (stop is not None and stop(runner)):
            return skipped, shown
        if runner.showing:
            if not shown or shown[-1] != step.id:
                shown.append(step.id)
            if after_skip is not None:
                assert step.index == after_skip, f"after a skip {step.id} showed, not step {after_skip + 1}"
                assert step.read_only or runner.in_reach(), f"{step.id}: its taught move is not legal"
                after_skip = None
            if step.read_only:
                runner.next()
                continue
            if skip(step) and step.id not in skipped:
                skipped.append(step.id)
                runner.skip_step()
                after_skip = step.index + 1
                continue
        acting = session.acting_seats()
        assert acting, f"nobody acts at step {step.id}"
        skipping = session.tutorial.get("skipping") == step.index
        if runner.person in acting and not runner.computer_first() and not skipping:
            assert runner.showing, f"step {runner.step_number} ({step.id}): the person must act, no caption"
            action = runner.choose(runner.person)
            assert session.submit(session.complete(dict(action), runner.person)) is None
            continue
        others = [s for s in acting if s != runner.person and runner.bot_may_act(s)]
        assert others, f"stuck at step {step.id}"
        session.play_bot(others[0])
    raise AssertionError("the script never ended")


@pytest.mark.parametrize("game", GAMES)
def test_skipping_every_taught_step_keeps_the_board_matching_to_the_end(game):
    session, runner = _runner(game)
    skipped, shown = play(session, runner, lambda step: True)
    taught = [s.id for s in runner.script.steps if not s.read_only]
    assert skipped == taught
    assert shown == [s.id for s in runner.script.steps]   # every step showed, in order
    assert runner.finished and runner.problems == []
    assert not session.is_over and session.acting_seats()   # a real game goes on


@pytest.mark.parametrize("game", GAMES)
def test_one_skip_in_the_middle_then_the_taught_moves_then_save_and_continue(game):
    session, runner = _runner(game)
    middle = MIDDLE[game]
    index = next(s.index for s in runner.script.steps if s.id == middle)
    play(session, runner, lambda step: step.id == middle, stop=lambda r: r.step_number > index + 1)
    # left after the skip and come back (Continue): the next step's caption shows again
    data = saves.session_to_data(session)
    loaded = saves.load_save_bytes(saves.dumps_save(data).encode()).session
    assert loaded.digest == session.digest and loaded.tutorial == session.tutorial
    again = tutorial.TutorialRunner.for_session(loaded)
    assert again is not None and again.step.index == index + 1
    skipped, shown = play(loaded, again, lambda step: False)
    assert skipped == [] and shown[0] == runner.script.steps[index + 1].id
    assert again.finished and again.problems == []
    assert set(shown) == {s.id for s in again.script.steps[index + 1:]}


def test_a_skip_while_the_computer_still_acts_waits_for_the_persons_turn():
    session, runner = _runner("fort")
    play(session, runner, lambda step: False,
         stop=lambda r: r.step is not None and r.step.id == "follow" and r.computer_move() is None)
    assert runner.person not in session.acting_seats()   # the computer's play still to confirm
    assert not runner.showing   # a step that teaches a move waits for the person's turn
    runner.skip_step()
    assert runner.step.id == "follow" and not runner.showing   # its caption hides meanwhile
    while runner.person not in session.acting_seats():
        session.play_bot(session.acting_seats()[0])
    assert runner.catch_up()
    assert session.actions[-1]["type"] == "follow" and session.actions[-1]["cards"] == ["kid-GL01"]
    assert runner.step.id == "taken"


@pytest.mark.parametrize("game,step_id", [("forfort", "camp"), ("fort", "recruit-park"), ("fortify", "first-card")])
def test_a_save_whose_skip_left_the_board_behind_is_never_silent(game, step_id):
    """A save from before a skip made its move: the step passed with the board left behind (as Skip
    step once did). On Continue the script moves on to a later step the board matches, or ends
    (``lost``: the table says the rest is a real game); never a person acting with no caption."""
    session, runner = _runner(game)
    index = next(s.index for s in runner.script.steps if s.id == step_id)
    play(session, runner, lambda step: False, stop=lambda r: r.step_number == index + 1 and r.showing)
    session.tutorial.update(step=index + 1, move=0, computer=0, free=0)   # the old skip: no move made
    data = saves.session_to_data(session)
    loaded = saves.load_save_bytes(saves.dumps_save(data).encode()).session
    again = tutorial.TutorialRunner.for_session(loaded)
    play(loaded, again, lambda step: False)        # asserts a caption whenever the person must act
    assert again.problems                          # the mismatch is noted
    assert again.finished or loaded.tutorial.get("lost")
