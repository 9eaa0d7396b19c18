"""Fortify's first game draws large the play area each step is about (issue 14 item 1: a new user
read "balloons landed on your blue C" while the big view showed the computer's fort, and after one
click on "click to see it big" dropped dice on a thumbnail for three steps; the last caption lay over
the person's fort). The script is played as tests/table/test_tutorial_captions.py plays it (the
taught move, the computer's own, Next on a note); the person clicks the inset by posted mouse events
once early on, as that user did."""
from __future__ import annotations

import pytest

from fort_desktop import tutorial
from fort_desktop.table.scenes.curtain import Curtain

from .test_scene import DT, app, click, shot  # noqa: F401  (app: the fixture)

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")

#: the places lying in a play area, by the script's own names (``fort:you``, ``card:rival-46`` ...)
AREA_KINDS = ("fort", "base", "base-board", "card", "kid")
#: the step at whose start the person clicks the inset (the other fort, to see it big)
LOOK_AWAY_AT = "cousin"


def area_of(step, person: int):
    """The seat whose play area ``step`` is about: its place's, else its taught move's target
    (a card or Kid: the person's own fort; a die: its target's side); None for neither."""
    kind, _, rest = step.at.partition(":")
    if kind in AREA_KINDS:
        return person if rest.split("-")[0] == "you" else 1 - person
    for move in step.moves:
        if move.get("type") in ("place", "recruit"):
            return person
        if move.get("type") == "place_die":
            return move["target"]["seat"]
    return None


def play(app, look):
    """Play Fortify's script on the table; ``look(step, scene)`` at each step's first showing
    (after its frames are drawn); returns (session, scene) once the script is done."""
    session = tutorial.new_session("fortify", bot_pace_seconds=0.0)
    scene = app.show_table(session)
    runner = scene.tutorial
    seen = set()
    for _ in range(600):
        step = runner.step
        if step is None:
            break
        if runner.showing and step.id not in seen:
            seen.add(step.id)
            for _ in range(3):
                app.step(DT)
                if isinstance(app.top, Curtain):
                    click(app, app.top.button_rect.center)
            for _ in range(600):   # the Jerk Die's moment shows the side it hits (and a click skips it)
                if scene.moment is None:
                    break
                app.step(DT)
            if scene.tutorial_held():   # a clean-up still plays: the caption waits; a click shows the rest
                assert not scene.tutorial_overlay.visible
                scene.skip_ahead()
                app.step(DT)
            assert scene.tutorial_overlay.visible, step.id
            look(step, scene)
        if step.read_only and runner.showing:
            runner.next()
            continue
        acting = session.acting_seats()
        if runner.person in acting and runner.showing:
            action = runner.choose(runner.person)
            if action is not None:
                assert session.submit(session.complete(dict(action), runner.person)) is None
                continue
        others = [s for s in acting if s != runner.person and runner.bot_may_act(s)]
        assert others, f"stuck at step {step.id}"
        session.play_bot(others[0])
    assert runner.finished and len(seen) == len(runner.script.steps)
    if scene.tutorial_held():
        scene.skip_ahead()
    return session, scene


def test_every_step_about_a_play_area_draws_that_area_large_even_after_a_look_at_the_inset(app):
    wrong: dict[str, tuple] = {}
    asked: list[str] = []

    views: list[tuple[str, int]] = []      # (step, the seat drawn large as it first shows)

    def look(step, scene):
        person = scene.tutorial.person
        views.append((step.id, scene.focus))
        if step.id == LOOK_AWAY_AT:           # "click to see it big" on the inset, as the user did
            click(app, scene.layout.area[1 - scene.focus].center)
            app.step(DT)
        seat = area_of(step, person)
        if seat is None:
            return
        asked.append(step.id)
        place = scene.tutorial_places()[step.at]
        big = scene.layout.area[scene.focus]
        in_area = step.at.partition(":")[0] in AREA_KINDS
        if scene.focus != seat or in_area and not (big.contains(place) or place.contains(big)):
            wrong[step.id] = (f"about seat {seat}", f"seat {scene.focus} large", tuple(place))
            shot(app, f"tutorial-focus-{step.id}")

    play(app, look)
    # the steps the new user met: the balloons on your fort, the three dice, the clean-up's losses
    assert {"incoming", "wild", "colour", "block", "clean-up", "medic-heals", "win"} <= set(asked)
    assert not wrong, f"steps whose area is drawn as the inset: {wrong}"
    # new users: the view swapped sides without a word; a caption says so whenever it does
    steps = {s.id: s for s in tutorial.load_script("fortify").steps}
    person = 0
    silent = [(sid, seat) for i, (sid, seat) in enumerate(views) if (i == 0 or views[i - 1][1] != seat)
              and "The big picture now shows " + ("your fort" if seat == person else "the computer's fort")
              not in steps[sid].text]
    assert not silent, f"steps that swap the big picture without saying so: {silent}"


def test_the_last_caption_keeps_both_bases_clear(app):
    """Issue 14: "Well done!" (the end words, after the last step) lay over the person's fort."""
    session, scene = play(app, lambda step, scene: None)
    for _ in range(3):
        app.step(DT)
    overlay = scene.tutorial_overlay
    assert overlay.end_showing and overlay.box is not None
    shot(app, "tutorial-well-done")
    data = scene.rules.data
    (ox, oy), rows = data.base_origin, data.base_rows
    bases = [scene.layout.cell_rect(seat, ox, oy, len(rows[0]), len(rows)) for seat in (0, 1)]
    assert not [tuple(b) for b in bases if overlay.box.colliderect(b)]
    keep = scene.tutorial_keep_clear()
    assert all(b in keep for b in bases)


@pytest.mark.parametrize("step_id", ["incoming", "medic-heals"])
def test_a_click_on_the_inset_still_shows_the_other_fort_for_that_step(app, step_id):
    """The step's area comes first, but the person may still look at the other fort (in Part II,
    and while a clean-up's results show)."""
    looked = {}

    def look(step, scene):
        if step.id == step_id:
            before = scene.focus
            click(app, scene.layout.area[1 - scene.focus].center)
            app.step(DT)
            looked["seats"] = (before, scene.focus)

    play(app, look)
    before, after = looked["seats"]
    assert after == 1 - before


def test_the_real_game_after_the_lesson_draws_the_person_s_fort_at_each_recruit_and_holds_the_clean_up(app):
    """Issue 14: in the game played on after the lesson, the person's recruit step in round 3
    showed the computer's fort large (the lit room only in the inset), and the view flipped
    between forts during a clean-up. Every frame in which the person must recruit draws their
    fort large; a clean-up changes the focus at most once; a click on the inset during a recruit
    shows the other fort until that recruit step ends. The person's moves are the computer
    player's choices for their seat, a few frames apart; the buttons are clicked by mouse."""
    from fort_desktop.rules.fortify.state import RECRUIT

    session, scene = play(app, lambda step, scene: None)
    app.settings["bot_pace_seconds"] = 0.5
    for _ in range(3):
        app.step(DT)
    play_on = next(rect for rect, label in scene.tutorial_overlay.buttons if label == "Play on")
    click(app, play_on.center)
    person = scene.tutorial.person
    recruits: dict[int, list[int]] = {}       # round -> the focus of each frame of the person's recruit
    clean_ups: dict[int, list[int]] = {}      # round -> the focus seats shown while its results show
    looked: list[tuple[int, int]] = []
    for frame in range(40000):
        app.step(DT)
        if isinstance(app.top, Curtain):
            click(app, app.top.button_rect.center)
            continue
        state = session.state
        if session.is_over or state.round > 3:
            break
        if scene.showing_results:
            shown = clean_ups.setdefault(scene.results["round"], [])
            if not shown or shown[-1] != scene.focus:
                shown.append(scene.focus)
            if scene.flow.await_click and frame % 60 == 0:
                click(app, scene.next_button.rect.center)
            continue
        if scene.flow.mouse_seat() != person:
            continue
        if state.phase == RECRUIT:
            frames = recruits.setdefault(state.round, [])
            frames.append(scene.focus)
            if state.round == 3 and not looked and len(frames) == 2:     # "click to see it big"
                click(app, scene.layout.area[1 - scene.focus].center)
                looked.append((frames[-1], scene.focus))
                frames.append(-1)                                       # (the person's own look)
                continue
        if frame % 20 == 0:
            session.play_bot(person)
    assert set(recruits) >= {2, 3}, f"the person never recruited in rounds 2 and 3: {recruits}"
    wrong = {r: seats for r, seats in recruits.items() if set(seats) != {person}
             and (-1 not in seats or set(seats[:seats.index(-1)]) != {person}
                  or set(seats[seats.index(-1) + 1:]) != {1 - person})}
    assert not wrong, f"recruit steps showing the computer's fort large: {wrong}"
    assert looked and looked[0] == (person, 1 - person)
    flips = {r: seats for r, seats in clean_ups.items() if len(seats) > 2}
    assert clean_ups and not flips, f"clean-ups that flip between the forts: {flips}"
