"""Fortify's first game (data/fortify/tutorial.yaml; issue 14 item 1): the script plays through with
every step reached and each taught move legal when asked, it ends in a real game that plays on to
the end, the computer waits while the person may act (computer_waits) and its scripted moves come
first, and the command line reports the run."""
from __future__ import annotations

from fort_desktop import cli, tutorial


def test_fortify_plays_through_every_step_reached_and_the_game_plays_on_to_the_end():
    session, runner = tutorial.play_through("fortify")
    script = runner.script
    assert runner.problems == [] and runner.finished and not runner.active
    assert len(script.steps) >= 20 and script.computer_waits
    kinds = {m["type"] for step in script.steps for m in step.moves}
    assert {"place", "skip", "grab", "recruit", "roll", "place_die"} <= kinds
    state = session.state
    # what the round taught happened: a Base hit, the red chain gone, the cut-off card in the Reserve
    rival = state.players[1 - runner.person]
    assert rival.hits == 1 and 46 not in rival.cards and 55 not in rival.cards and 37 in rival.hand
    assert state.round == 2 and {"type": "place_die", "seat": runner.person, "die": "cousin",
                                 "target": {"kind": "card", "seat": runner.person, "id": 10}} in session.actions
    assert all(kid.face_up for kid in state.players[runner.person].kids.values())   # the Medic healed
    assert session.play_out(5000) is not None   # a real game: it goes on to a winner


def _person_runner():
    session = tutorial.new_session("fortify", bot_pace_seconds=0.0)
    return session, tutorial.TutorialRunner(session, tutorial.load_script("fortify"))


def test_the_computer_waits_while_the_person_builds_and_a_wrong_spot_is_refused():
    session, runner = _person_runner()
    computer = 1 - runner.person
    runner.next()
    runner.next()
    assert runner.step.id == "first-card" and runner.showing
    assert not runner.bot_may_act(computer)          # it never builds ahead of the person
    legal = session.legal_actions(runner.person)
    wrong = next(a for a in legal if a["type"] == "place" and (a["x"], a["y"]) != (23, 0))
    assert runner.refusal(wrong).startswith("First, let's place the green card")
    assert [a for a in runner.taught(runner.person, legal)] == [
        {"type": "place", "seat": runner.person, "x": 23, "y": 0, "rot": 0}]


def test_the_computers_scripted_throw_comes_before_the_persons_roll():
    session, runner = _person_runner()
    person, computer = runner.person, 1 - runner.person
    for _ in range(200):
        if runner.step.id == "incoming":
            break
        runner.autoplay_tick()
        seat = next(s for s in session.acting_seats() if runner.bot_may_act(s))
        assert session.submit(session.complete(runner.choose(seat)) if seat == person else session.bot_action(seat)) is None
    assert not runner.showing and runner.computer_first()
    roll = {"type": "roll", "seat": person}
    assert runner.refusal(roll) == tutorial.WATCH_FIRST and not runner.bot_may_act(person)
    while runner.computer_first():
        session.play_bot(computer)
    assert [a["type"] for a in session.actions[-3:]] == ["roll", "place_die", "place_die"]
    assert runner.showing and runner.refusal(roll) == tutorial.READ_FIRST


def test_the_command_line_plays_fortifys_tutorial_through(capsys, monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    steps = len(tutorial.load_script("fortify").steps)
    assert cli.main(["fortify", "--tutorial", "--autoplay", "--headless"]) == 0
    assert capsys.readouterr().out.strip().splitlines() == [f"tutorial: game=fortify steps={steps} done"]


def _play_to(session, runner, step_id):
    """Play the lesson (Next on a note, the taught move, the computer's) until ``step_id`` shows."""
    person = runner.person
    for _ in range(300):
        step = runner.step
        assert step is not None, f"the lesson ended before {step_id}"
        if step.id == step_id and runner.showing:
            return step
        if step.read_only and runner.showing:
            runner.next()
            continue
        acting = session.acting_seats()
        seat = person if person in acting and runner.taught(person, session.legal_actions(person)) else next(
            s for s in acting if s != person and runner.bot_may_act(s))
        assert session.submit(session.complete(runner.choose(seat)) if seat == person else session.bot_action(seat)) is None
    raise AssertionError(f"never reached {step_id}")


def test_the_clean_up_note_says_where_the_cut_off_card_went_in_the_results_words():
    """Issue 14: the note said the cut-off card "went back to its hand" while the round's results
    (and the panel's count) say it goes to the Reserve."""
    from fort_desktop.rules.fortify.describe import event_words

    session, runner = _person_runner()
    step = _play_to(session, runner, "clean-up")
    state = session.state
    cut = [event_words(session.rules, state, e, session.names) for e in state.events if e.get("step") == "reserve"]
    assert cut, "the lesson's round cuts a card off"
    place = cut[0].split(" to the ")[1].split(":")[0]          # "Reserve", as the results say
    assert f"went to its {place}" in step.text


def test_each_part_a_note_names_is_spelled_as_the_banner_spells_it():
    """Issue 14: a note said "Part 2" where the banner says "Part II: Throw"."""
    import re

    from fort_desktop.table.fortify.words import PHASE_WORDS

    shown = {m for words in PHASE_WORDS.values() for m in re.findall(r"Part [IVX]+\b", words)}
    script = tutorial.load_script("fortify")
    named = {(s.id, m) for s in script.steps for m in re.findall(r"\bPart \w+", s.text)}
    assert named and all(m in shown for _, m in named), named


def test_each_term_is_explained_where_it_is_first_used_and_the_dice_and_re_roll_are_told():
    """New users: "Cousin Meeple", "Jerk Meeple" and "crack" were used steps before a caption said
    what they are; nothing said how many Balloon Dice you get nor what Re-roll does."""
    steps = tutorial.load_script("fortify").steps
    first = {term: next(s for s in steps if term in f"{s.title} {s.text}") for term in
             ("Cousin Meeple", "Jerk Meeple", "crack")}
    assert first["Cousin Meeple"].id == first["Jerk Meeple"].id == "race"   # the race step says what both are
    assert "Meeples (little figures)" in first["Cousin Meeple"].text
    assert "weak spot" in first["crack"].text and "zigzag" in first["crack"].text
    roll = next(s for s in steps if s.id == "roll")
    assert "4 at most" in roll.text and "Re-roll throws again" in roll.text


def test_the_computer_s_minute_reads_as_a_minute_not_60_0_s():
    """New users read "raced 60.0 s" at step 9 (the computer's scripted grab is a minute)."""
    from fort_desktop.table.fortify.race_clock import seconds_text

    session, runner = _person_runner()
    _play_to(session, runner, "cousin")
    lines = [line.text for line in session.log(runner.person)]
    assert any("after 1 minute" in t and "Cousin Meeple" in t for t in lines) and not any("60.0" in t for t in lines)
    assert [seconds_text(s) for s in (0.0, 4.24, 37.4, 60.0, 65.2)] == ["0 s", "4.2 s", "37 s", "1 minute", "1 min 5 s"]
