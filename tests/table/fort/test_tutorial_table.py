"""Fort's first game on the table, by posted mouse events (issue 14 item 1): the caption's Next
button, a wrong card refused with "First, let's" and nothing changed, the taught card played by a
drag and a panel row, and the caption framing the place it talks about."""
from __future__ import annotations

import pytest

from fort_desktop import tutorial
from fort_desktop.table.kit.tutorial import NEXT, SKIP_ALL

from ..shell_helpers import click, drag

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")


def start(app):
    session = tutorial.new_session("fort", bot_pace_seconds=0.0)
    app.show_table(session)
    app.step(1 / 60)
    return session, app.table


def button(scene, name):
    return next(rect for rect, label in scene.tutorial_overlay.buttons if label == name)


def start_at(app, step_id):
    """The lesson by mouse up to step ``step_id``: Next on a read-only step, else Skip step."""
    from fort_desktop.table.kit.tutorial import SKIP_STEP

    session, scene = start(app)
    for _ in range(40):
        if scene.tutorial.step.id == step_id:
            break
        names = [label for _, label in scene.tutorial_overlay.buttons]
        click(app, button(scene, NEXT if NEXT in names else SKIP_STEP).center)
        for _ in range(3):
            app.step(1 / 60)
    assert scene.tutorial.step.id == step_id
    return session, scene


def hand_rect(scene, card):
    return next(r for r, c in scene.painter.hand_cards if c == card)


def test_the_first_steps_by_mouse(app):
    session, scene = start(app)
    runner = scene.tutorial
    assert runner.step.id == "goal"
    overlay = scene.tutorial_overlay
    assert overlay.anchor == scene.tutorial_places()["board:you"]   # the caption is by the board
    assert not overlay.box.colliderect(overlay.anchor)
    click(app, button(scene, NEXT).center)
    assert runner.step.id == "hand"
    click(app, button(scene, NEXT).center)
    assert runner.step.id == "play-public"
    before = session.digest
    drag(app, hand_rect(scene, "kid-BK05").center, scene.painter.layout.play.center)   # Quizzy: not taught
    for rect, _, action in list(scene.panel):          # its plans are offered: pick the first one
        if action.get("type") == "play":
            click(app, rect.center)
            break
    assert session.digest == before and session.actions == []
    assert scene.message.startswith("First, let's play Ollie")
    scene.focus = None
    drag(app, hand_rect(scene, "kid-SK01").center, scene.painter.layout.play.center)   # Ollie
    rows = [(rect, action) for rect, _, action in scene.panel if action.get("type") == "play"]
    assert rows and all(a["card"] == "kid-SK01" for _, a in rows)
    rect = next(rect for rect, a in rows if a["order"] == ["pub"])
    click(app, rect.center)
    assert session.actions[-1]["card"] == "kid-SK01" and runner.step.id == "add"
    assert scene.lit()["cards"] == frozenset({"kid-SK02"})      # only Kiko is lit now
    drag(app, hand_rect(scene, "kid-SK02").center, scene.painter.layout.play.center)
    assert session.actions[-1] == {"type": "add", "seat": 0, "card": "kid-SK02"}
    app.screenshot(str(app_shot(app, "tutorial-add.png")))


def app_shot(app, name):
    import os
    from pathlib import Path

    folder = Path(os.environ["FORT_SHOTS"])
    folder.mkdir(parents=True, exist_ok=True)
    return folder / name


def test_skip_tutorial_by_mouse_then_free_play_and_the_computer_plays(app):
    session, scene = start(app)
    click(app, button(scene, SKIP_ALL).center)
    assert not scene.tutorial.active and session.tutorial["skipped"]
    assert scene.tutorial_overlay.buttons == []
    rect = hand_rect(scene, "kid-BK05")
    drag(app, rect.center, scene.painter.layout.play.center)
    assert scene.focus == "kid-BK05" or session.actions   # free: Quizzy's plans offered (or played)


def test_the_autosave_keeps_the_step(app):
    from fort_desktop import saves

    session, scene = start(app)
    click(app, button(scene, NEXT).center)
    loaded = saves.load_autosave().session
    assert loaded.tutorial["step"] == 1 and loaded.forced == session.forced


def test_learn_to_play_on_the_launcher_starts_the_selected_game_s_first_game(app, monkeypatch):
    from fort_desktop import tutorial

    has = tutorial.has_tutorial
    monkeypatch.setattr(tutorial, "has_tutorial", lambda game, *a: game != "forfort" and has(game, *a))
    launcher = app.show_launcher()
    launcher.select("forfort")   # (as if) a game without a first game yet
    click(app, launcher.learn_button.rect.center)
    assert app.session is None and "no first game yet" in launcher.status
    launcher.select("fort")
    click(app, launcher.learn_button.rect.center)
    assert app.session is not None and app.session.game == "fort" and app.session.tutorial["step"] == 0
    assert app.table.tutorial.step.id == "goal" and app.session.seats == ["human", "bot"]


def test_what_now_during_a_lesson_says_the_taught_move_not_the_computers_own_pick(app):
    from fort_desktop import tutorial
    from fort_desktop.table.fort.scene import FortTable

    session = tutorial.new_session("fort", bot_pace_seconds=0.0)
    scene = FortTable(app, session)
    app.push(scene)
    app.step(1 / 60)
    step = scene.tutorial.step
    while not step.first:                      # the notes first: Next
        scene.tutorial.next()
        step = scene.tutorial.step
    advice = scene.coach.advice()
    assert advice.suggestion == f"First, let's {step.first}." and step.title in advice.headline


def test_a_lesson_panel_lists_one_row_per_outcome_and_keeps_the_taught_one(app):
    from fort_desktop import tutorial
    from fort_desktop.table.fort.scene import FortTable

    from tests.test_tutorial import _to_step

    session = tutorial.new_session("fort", bot_pace_seconds=0.0)
    runner = tutorial.TutorialRunner(session, tutorial.load_script("fort"))
    _to_step(session, runner, "private")
    scene = FortTable(app, session)
    app.push(scene)
    app.step(1 / 60)
    taught = [a for a in scene.taught_now(0) if a["type"] == "play"]
    # new users: "Play Atlas (6 ways)" opened 4 rows: each card's row counts the rows it opens
    ways = {a["card"]: a["ways"] for _, _, a in scene.panel if isinstance(a, dict) and a.get("type") == "_focus"}
    assert taught[0]["card"] in ways
    for card, count in ways.items():
        scene.focus = card
        assert len([a for a in scene.actions_shown() if a["type"] == "play"]) == count, card
    scene.focus = taught[0]["card"]
    shown = scene.actions_shown()
    outcomes = [(tuple(a["order"]), scene._outcome(a)) for a in shown if a["type"] == "play"]
    assert len(outcomes) == len(set(outcomes))                  # no two rows say the same
    assert any(a in shown for a in taught)                      # the lesson's own way is listed


def test_while_a_card_is_held_the_caption_gives_way_to_its_frame_and_comes_back_on_the_drop(app):
    import pygame

    from ..shell_helpers import post

    session, scene = start(app)
    overlay = scene.tutorial_overlay
    for _ in range(2):
        click(app, button(scene, NEXT).center)
    assert overlay.box is not None
    card = scene.painter.hand_cards[0]
    start_at = card[0].center
    post(pygame.MOUSEMOTION, pos=start_at, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start_at, button=1)
    app.step(1 / 60)
    post(pygame.MOUSEMOTION, pos=(start_at[0], start_at[1] - 120), rel=(0, -120), buttons=(1, 0, 0))
    app.step(1 / 60)
    assert scene.drag.active and overlay.box is None and overlay.buttons == []   # only the frame
    post(pygame.MOUSEBUTTONUP, pos=start_at, button=1)
    for _ in range(30):
        app.step(1 / 60)
    assert overlay.box is not None and overlay.buttons


def test_every_place_a_step_names_is_on_the_table_and_the_recruit_caption_keeps_off_your_board(app):
    from tests.test_tutorial import _to_step

    session, scene = start(app)
    places = scene.tutorial_places()
    for step in scene.tutorial.script.steps:   # a card's place exists while the card shows
        assert all(name in places or name.startswith("card:") for name in (step.at, *step.clear)), step.id
    _to_step(session, scene.tutorial, "recruit-park")
    app.step(1 / 60)
    overlay = scene.tutorial_overlay
    assert overlay.box is not None and not overlay.box.colliderect(places["board:you"])


def test_a_token_picked_to_pay_reads_as_spent_not_as_an_error(app):
    """Issue 14: a picked token was ringed red, which read as a mistake: now faded in a grey frame."""
    import pygame

    from fort_desktop.table.fort.paint import SPENT

    from tests.test_tutorial import _to_step

    session, scene = start(app)
    _to_step(session, scene.tutorial, "pay-2")
    for _ in range(3):
        app.step(1 / 60)
    # new users: a payment row of the move list built at once, with no "Build your Fort?" (the
    # token path asked); now every build path asks, and Esc backs out with nothing built
    rows = [(rect, a) for rect, _, a in scene.panel if isinstance(a, dict) and a.get("type") == "pay"]
    assert len(rows) > 1
    click(app, rows[0][0].center)
    app.step(1 / 60)
    assert session.state.boards[0].level == 1 and session.actions[-1]["type"] != "pay"   # not built yet
    asked = [words for _, words, a in scene.panel if isinstance(a, dict) and a.get("type") == "pay"]
    assert len(asked) == 1 and asked[0].count("Fort reaches Level 2") == 1
    assert any("Build your Fort? Confirm here" in words for _, words, a in scene.panel if a.get("type") == "_title")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b"))
    app.step(1 / 60)
    assert scene.asked_build() is None and session.state.boards[0].level == 1
    spot = next(s for s in scene.painter.tokens if s.seat == 0 and s.zone == "stuff")
    before = app.screen.get_at(spot.rect.center)
    click(app, spot.rect.center)
    assert sum(scene.picked.values()) == 1 and not session.actions[-1]["type"] == "pay"   # one of two picked
    app.draw()
    frame = spot.rect.inflate(4, 4)
    ring = [app.screen.get_at((x, frame.top)) for x in range(frame.left + 4, frame.right - 4)]
    assert all(abs(c.r - SPENT[0]) + abs(c.g - SPENT[1]) + abs(c.b - SPENT[2]) < 30 for c in ring)
    assert not any(c.r > 160 and c.g < 90 and c.b < 90 for c in ring)       # no red
    after = app.screen.get_at(spot.rect.center)
    assert after != before                                                  # the token itself is faded
    app.screenshot(str(app_shot(app, "spent-token.png")))
    # new users: the last token clicked built at once; now the panel asks first (as a trash is confirmed)
    second = next(s for s in scene.painter.tokens if s.seat == 0 and s.zone in ("stuff", "pack") and s is not spot
                  and not s.rect.colliderect(spot.rect))
    click(app, second.rect.center)
    app.step(1 / 60)
    assert session.actions[-1]["type"] != "pay" and session.state.boards[0].level == 1   # not built yet
    rows = [(rect, words, a) for rect, words, a in scene.panel if isinstance(a, dict) and a.get("type") == "pay"]
    assert len(rows) == 1 and "Fort reaches Level 2" in rows[0][1]
    click(app, rows[0][0].center)
    assert session.state.boards[0].level == 2


def _after_first_move(app, step_id):
    """Fort's lesson at ``step_id`` with its first taught move made (the plan on the table), drawn."""
    from tests.test_tutorial import _to_step

    session, scene = start(app)
    _to_step(session, scene.tutorial, step_id)
    assert session.submit(scene.tutorial.choose(0)) is None and scene.tutorial.step.id == step_id
    for _ in range(3):
        app.step(1 / 60)
    for _ in range(8):           # (a move's parts follow one a frame)
        if not scene.settling():
            break
        app.step(1 / 60)
    return session, scene


@pytest.mark.parametrize("step_id", ["add", "private"])
def test_the_caption_keeps_off_the_plan_lines_and_the_panel_rows(app, step_id):
    """Issue 14: at "Add matching cards" and "Public and private" the caption lay over the play
    area's plan lines ("Sam plays public then private actions ...", "Public: gather 2 pizza ...")
    that it talks about: every word of the play area and the panel stays in sight."""
    _, scene = _after_first_move(app, step_id)
    words = scene.painter.ink("play_left", "play_right", "panel")
    lay = scene.painter.layout
    assert any(r.y < lay.play.y + 30 for r in words if lay.play.contains(r))   # the plan's first line is there
    box = scene.tutorial_overlay.box
    assert box is not None and not [r for r in words if box.colliderect(r)]


def test_the_yard_s_frame_lies_round_the_yard_s_cards(app):
    """Issue 14: the Yard's frame was drawn to the right of the Yard (a fixed half of the board,
    while the Lookout and the Yard share the row by their cards)."""
    from tests.test_tutorial import _to_step

    session, scene = start(app)
    _to_step(session, scene.tutorial, "yard")
    app.step(1 / 60)
    cards = session.state.boards[0].yard
    assert cards, "the person's Yard holds the cards not played"
    frame = scene.tutorial_places()["yard:you"]
    shown = {c: r for r, c in scene.painter.shown}
    assert all(frame.contains(shown[c]) for c in cards)
    assert scene.tutorial_overlay.anchor == frame


def test_in_a_lesson_the_computer_s_moves_are_recapped_off_the_caption_and_the_lit_move(app):
    """New users: the recap was never drawn while teaching, so the computer's moves went unsaid."""
    from tests.test_tutorial import _to_step

    session, scene = start(app)
    _to_step(session, scene.tutorial, "follow")
    app.step(1 / 60)
    assert session.submit(scene.tutorial.choose(0)) is None
    app.step(1 / 60)      # the very frame step 10's caption first shows: the recap is off it (it lay under it)
    overlay = scene.tutorial_overlay
    assert scene.tutorial.step.id == "taken" and scene.recap_at is not None and overlay.box is not None
    assert not scene.recap_at.colliderect(overlay.box) and not scene.recap_at.colliderect(overlay.anchor)
    _to_step(session, scene.tutorial, "private")     # Sam's second turn begins
    for _ in range(3):
        app.step(1 / 60)
    overlay = scene.tutorial_overlay
    assert scene.recap is not None and any("Computer" in line for line in scene.recap.lines)
    assert scene.recap_at is not None and overlay.box is not None
    assert not scene.recap_at.colliderect(overlay.box) and not scene.recap_at.colliderect(overlay.anchor)
    # nor over the play area the caption says to drag Dee to (new users: it lay there)
    assert "play area" in scene.tutorial.step.text and not scene.recap_at.colliderect(scene.painter.layout.play)


@pytest.fixture
def small(monkeypatch, tmp_path):
    """A headless App on a 1024 x 640 window (a small laptop); bots act at once."""
    from fort_desktop.table.app import App

    from ..shell_helpers import use_tmp_dirs

    use_tmp_dirs(monkeypatch, tmp_path)
    a = App(headless=True, user_settings=False, autosave=False, window_px=(1024, 640))
    a.settings["bot_pace_seconds"] = 0.0
    yield a
    a.close()


def test_at_1024_x_640_the_caption_keeps_off_the_hand_and_the_rows_it_points_at(small):
    """New users, a 1024 x 640 window: "Follow or pass" lay over 3 of the 5 hand cards (the whole
    tall panel was framed, so nothing beside it had room). The caption keeps off every hand card
    and off the panel's rows; the panel's empty foot may hold it."""
    from tests.test_tutorial import _to_step

    session, scene = start(small)
    _to_step(session, scene.tutorial, "pass")
    for _ in range(2):
        small.step(1 / 60)
    box = scene.tutorial_overlay.box
    hand = [r for r, _ in scene.painter.hand_cards]
    assert box is not None and hand and not box.collidelistall(hand)
    assert not box.colliderect(scene.tutorial_places()[scene.tutorial.place])
    assert not box.collidelistall(scene.painter.ink("panel"))


def test_a_refused_drop_s_reason_stays_readable_beside_the_caption(app, tmp_path):
    """A new user dragged Kiko instead of Ollie at "Play a card": the caption moved over the red
    "First, let's ..." note by the drop, so only "First," could be read."""
    session, scene = start(app)
    click(app, button(scene, NEXT).center)
    click(app, button(scene, NEXT).center)
    assert scene.tutorial.step.id == "play-public"
    drag(app, hand_rect(scene, "kid-SK02").center, scene.painter.layout.play.center)   # Kiko: not taught
    for _ in range(3):
        app.step(1 / 60)
    app.screenshot(str(tmp_path / "refused-drop.png"))
    assert session.actions == [] and scene.message.startswith("First, let's")
    note, box = scene.drop_note, scene.tutorial_overlay.box
    assert note is not None and box is not None and scene.tutorial_overlay.visible
    # the note lies over the caption wherever they meet: its red runs across its whole width
    from fort_desktop.table.kit.hud import TOAST_RED
    row = [tuple(app.screen.get_at((x, note.top + 8)))[:3] for x in range(note.left + 12, note.right - 12)]
    assert row.count(TOAST_RED) == len(row)


def test_the_pack_step_lights_only_the_taught_token(app):
    """A new user at "The Pack": both pizzas and the toy were framed gold, yet the toy was refused."""
    session, scene = start_at(app, "pack")
    board = session.state.boards[0]
    assert board.stuff["P"] >= 1 and board.stuff["T"] >= 1          # both kinds could be packed
    tokens = scene.lit()["tokens"]
    assert tokens[(0, "stuff", "P")][1] and not tokens[(0, "stuff", "T")][1]


def test_the_recap_keeps_off_the_rival_s_yard_that_recruited_from_your_yard_talks_about(app, tmp_path):
    """A new user at "Recruited from your Yard": "Since your last turn" covered the computer's
    board, and with it the Yard the caption said its leftovers went to."""
    session, scene = start_at(app, "taken")
    for _ in range(5):
        app.step(1 / 60)
    app.screenshot(str(tmp_path / "taken.png"))
    yard = scene.tutorial_places()["yard:rival"]
    assert scene.recap_at is not None                    # the computer's moves are said ...
    assert not scene.recap_at.colliderect(yard)          # ... off the Yard the caption talks about


def test_a_click_on_the_payment_note_confirms_the_build(app):
    """A new user clicked the note "Pay 1 pizza ...: your Fort reaches Level 2 ..." (a box like a
    button), and it only went away: the note says to click it, and the click builds, as the
    panel's row does."""
    from tests.test_tutorial import _to_step

    session, scene = start(app)
    _to_step(session, scene.tutorial, "pay-2")
    for _ in range(3):
        app.step(1 / 60)
    picked = 0
    for spot in [s for s in scene.painter.tokens if s.seat == 0 and s.zone in ("stuff", "pack")]:
        if scene.pay_picked() is not None:
            break
        click(app, spot.rect.center)
        picked += 1
    assert scene.pay_picked() is not None and session.state.boards[0].level == 1
    app.draw()
    assert "click here" in scene.message and scene.toast_showing
    notes = scene.message_areas()
    assert notes
    click(app, notes[0].center)
    assert session.state.boards[0].level == 2 and picked >= 1


def test_done_adding_is_the_first_row_whatever_can_be_added(app):
    """A new user clicked where "Done adding" had been and added a card instead: with cards to
    add listed, "Done adding" is always the panel's first row."""
    import random

    from fort_desktop.bots.fort import choose
    from fort_desktop.session import GameSession

    session = GameSession("fort", 11, ["human", "human"], bot_pace_seconds=0.0)
    rng = random.Random(3)
    for _ in range(400):
        seat = session.acting_seats()[0]
        kinds = {a["type"] for a in session.rules.legal_actions(session.state, seat)}
        if {"add", "confirm"} <= kinds and seat == 0:
            break
        assert session.submit(choose(session.rules, session.state, seat, rng)) is None
    else:
        raise AssertionError("no add step for P1 in 400 moves")
    scene = app.show_table(session)
    from fort_desktop.table.kit.bench import lift_curtains
    for _ in range(5):
        app.step(1 / 60)
        lift_curtains(app, scene)
    rows = [a for _, _, a in scene.panel if isinstance(a, dict) and not a.get("type", "").startswith("_")]
    assert {a["type"] for a in rows} >= {"add", "confirm"}, rows
    assert rows[0]["type"] == "confirm"
