"""Forfort's first game (data/forfort/tutorial.yaml; issue 14 item 1): the script plays through with
every step reached and each taught move legal when asked, it teaches every kind of move and each
of the five symbols, the stacked keeps bring the Army's march and defeat, the combo and the
drawbridge, a move other than the taught one is refused with "First, let's", and it ends in a
real position (the game goes on, the person one Wall from a finished fort)."""
from __future__ import annotations

from fort_desktop import cli, tutorial


def test_forfort_plays_through_every_step_reached_teaching_every_kind_of_move():
    session, runner = tutorial.play_through("forfort")
    script = runner.script
    assert runner.problems == [] and runner.finished and not runner.active
    assert script.seats == ("human", "bot") and len(script.steps) >= 20
    moves = [m for step in script.steps for m in step.moves]
    assert {"start_camp", "build", "effect", "camp", "combo", "drawbridge"} <= {m["type"] for m in moves}
    assert {m["symbol"] for m in moves if m["type"] == "effect"} == {"ram", "trebuchet", "siege_tower", "garrison", "mason"}
    done = session.actions
    assert [a["type"] for a in done if a["seat"] == 0][-3:] == ["build", "drawbridge", "build"]   # a second turn
    # the Army the person sent marched (destroying a Wall) and was defeated by a Protected Wall
    me = session.state.players[runner.person]
    assert me.skulls == ["P1-A1"] and not session.state.armies
    assert "P2-W16" in session.state.players[1].discard          # the Wall the Army marched over
    # a real position: the game goes on, the person has 7 visible Walls and the bottom-right empty
    assert not session.is_over and session.acting_seats() == [1]
    walls = [slot for slot, stack in me.fort.items() if stack and stack[-1].split("-")[1].startswith("W")]
    assert len(walls) == 7 and not me.fort["SE"]


def test_forfort_refuses_another_move_with_first_lets():
    session = tutorial.new_session("forfort", bot_pace_seconds=0.0)
    runner = tutorial.TutorialRunner(session, tutorial.load_script("forfort"))
    runner.next()                                      # the goal, read
    runner.next()                                      # the score so far, read
    assert runner.step.id == "start-camp"
    legal = session.legal_actions(runner.person)
    wrong = next(a for a in legal if a["slot"] == "NW")
    assert runner.refusal(wrong) == "First, let's place your starting Camp on the bottom-left corner (slot 7)"
    assert runner.taught(runner.person, legal) == [{"type": "start_camp", "seat": 0, "slot": "SW"}]


def test_the_wrong_card_on_the_lit_corner_is_refused_naming_the_card_to_play():
    """Trial (step 7): the Straight Wall dropped on the lit top-left corner was refused with "First,
    let's build your corner Wall on the top-left corner": the place was right, the card was not."""
    session = tutorial.new_session("forfort", autoplay=True, bot_pace_seconds=0.0)
    runner = tutorial.TutorialRunner(session, tutorial.load_script("forfort"))
    for _ in range(60):
        if runner.step.id == "corner":
            break
        runner.autoplay_tick()
        if runner.step.id != "corner":
            session.play_bot(session.acting_seats()[0])
    assert runner.step.id == "corner" and "P1-W17" in session.state.players[0].hand
    straight = {"type": "build", "seat": 0, "card": "P1-W17", "slot": "NW"}
    assert runner.refusal(straight) == "First, let's play the Protected Corner Wall (Ram) card on the top-left corner (slot 1)"


def test_the_command_line_plays_forfort_s_tutorial_through(capsys, monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    steps = len(tutorial.load_script("forfort").steps)
    assert cli.main(["forfort", "--tutorial", "--autoplay", "--headless"]) == 0
    assert capsys.readouterr().out.strip().splitlines() == [f"tutorial: game=forfort steps={steps} done"]


def test_a_camp_is_explained_where_it_is_first_named_and_the_siege_weapons_announced():
    """A new user met "place your starting Camp" at step 3 and Ram/Trebuchet at step 7, each
    explained many steps later."""
    steps = tutorial.load_script("forfort").steps
    first_camp = next(s for s in steps if "Camp" in s.text)
    first_ram = next(s for s in steps if "Ram" in s.text)
    assert "Camp (a tent)" in first_camp.text and "whatever the keep says" in first_camp.text
    assert "siege weapons you will meet soon" in first_ram.text
