"""Look back (issue 14 item 6), by posted mouse and key events as a person would, for every
registered game and the tests' toy game: opened from the game-over screen and from the saves list;
First/Back/Next/Last and Home/Left/Right/End step through the moves, each with its log line; where
people shared the mouse no frame draws a hidden card (every view the table paints from is the table
only, and no hand card's face is drawn); "Play on from here" puts a new game on the table whose state
is the replayed one, autosaved."""
from __future__ import annotations

import json

import pygame
import pytest

from fort_desktop import saves
from fort_desktop.table.app import table_scene_class
from fort_desktop.table.scenes.game_over import GameOver
from fort_desktop.table.scenes.look_back import LookBack
from fort_desktop.table.scenes.saves_menu import SavesMenu

from ..contract.probes import every_game, registered
from .shell_helpers import click, key, shots_dir

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")

ENTRIES = every_game()
SECRET = "a1" * 16


@pytest.fixture(params=ENTRIES, ids=[e.name for e in ENTRIES])
def entry(request, monkeypatch):
    return registered(monkeypatch, request.param)


@pytest.fixture
def no_drawing_ahead(monkeypatch):
    """Each frame draws only the move on show (the tests step one move a frame; drawing ahead has its
    own test), which keeps the whole file quick."""
    monkeypatch.setattr(LookBack, "_ahead", lambda self: None)


_PLAYED: dict = {}


def finished(app, game, seats, seed=3):
    """A game of ``game`` played to its end by the computer in every seat, ``seats`` as seated (the
    actions are chosen once per file and replayed after that: replaying is quicker than choosing)."""
    session = app.new_session(game, seed, seats, secret=SECRET)
    session.bot_pace_seconds = 0.0
    key = (game, tuple(seats), seed)
    if key not in _PLAYED:
        session.play_out()
        _PLAYED[key] = list(session.actions)
        return session
    for action in _PLAYED[key]:
        assert session.submit(dict(action)) is None
    return session


def hidden_cards(game, state):
    """Card ids held in hands at ``state`` (the secrets a shared table must never draw), for the
    games whose tables draw hand cards by id; None for the others (their views are checked)."""
    if game == "fort":
        return {card for board in state.boards for card in board.hand}
    if game == "forfort":
        return {card for player in state.players for card in player.hand}
    if game == "toygame":
        return {card for hand in state.hands for card in hand}
    return None


def spy_faces(game, monkeypatch, drawn):
    """Note in ``drawn`` every card face the game's table draws (by card id)."""
    if game == "fort":
        from fort_desktop.table.fort.paint import FortPainter

        face = FortPainter.face

        def spy(self, card_id, size, big=True):
            drawn.add(card_id)
            return face(self, card_id, size, big)
        monkeypatch.setattr(FortPainter, "face", spy)
    elif game == "forfort":
        from fort_desktop.table.forfort.pictures import Pictures

        hand_card = Pictures.hand_card

        def spy(self, card, colour, size):
            drawn.add(card)
            return hand_card(self, card, colour, size)
        monkeypatch.setattr(Pictures, "hand_card", spy)
    elif game == "toygame":
        from tests.fixtures.toygame import table as toy_table

        picture = toy_table.card_picture

        def spy(value, size=(toy_table.CARD_W, toy_table.CARD_H)):
            if value is not None:
                drawn.add(value)
            return picture(value, size)
        monkeypatch.setattr(toy_table, "card_picture", spy)


def test_a_finished_shared_game_is_stepped_through_from_the_game_over_screen_and_played_on(
        app, entry, monkeypatch, no_drawing_ahead):
    game = entry.name
    session = finished(app, game, ["human", "human"])
    count = len(session.actions)
    views: list = []
    rules = session.rules
    real_view = rules.view

    def spy_view(state, viewer, **options):
        views.append(viewer)
        return real_view(state, viewer, **options)
    monkeypatch.setattr(rules, "view", spy_view)
    drawn: set = set()
    spy_faces(game, monkeypatch, drawn)
    leaks: list = []

    def check_frame():
        """Faces drawn in the frame just shown vs the hands at its position."""
        scene = app.top
        hidden = hidden_cards(game, scene.timeline.state(scene.position))
        if hidden is not None:
            if game == "toygame":
                values = rules.deck.values
                hidden = {values[card] for card in hidden}
            leaks.extend(drawn & hidden)
        drawn.clear()

    over = app.show_game_over(session)
    app.step()
    assert isinstance(over, GameOver) and over.look_back is not None
    click(app, over.look_back.rect.center)
    scene = app.top
    assert isinstance(scene, LookBack) and scene.position == count and scene.picker is None
    check_frame()
    key(app, pygame.K_HOME)
    assert scene.position == 0 and scene.timeline.move_words(0).startswith("The deal")
    check_frame()
    key(app, pygame.K_RIGHT)
    check_frame()
    assert scene.position == 1
    assert scene.log_lines() == [line.text for line in session.log(None) if line.index == 0]
    click(app, scene.next_button.rect.center)
    check_frame()
    assert scene.position == 2
    assert scene.log_lines() == [line.text for line in session.log(None) if line.index == 1]
    key(app, pygame.K_END)
    check_frame()
    assert scene.position == count and not scene.play_on_button.enabled   # the game is over there
    key(app, pygame.K_LEFT)
    check_frame()
    click(app, scene.back_button.rect.center)
    check_frame()
    assert scene.position == count - 2
    assert views and set(views) == {None}, f"views painted for {sorted(set(views) - {None})}"
    assert leaks == [], f"hand cards drawn on a shared table: {sorted(leaks)}"

    state_there = scene.timeline.state(count - 2)
    click(app, scene.play_on_button.rect.center)
    assert isinstance(app.table, table_scene_class(game)) and app.scenes[0] is app.table   # the new game's table
    new = app.session
    assert new is not session and not new.is_over and new.seats == session.seats
    # the new game starts where the look-back stood; its table may at once pass for a person who
    # has nothing but a pass (a follow they cannot take), as any table does
    forced = new.actions[count - 2:]
    assert new.actions[:count - 2] == session.actions[:count - 2]
    assert all(action["type"] == "pass" for action in forced)
    state = state_there
    for action in forced:
        assert rules.legal_actions(state, action["seat"]) == [action]
        state = rules.apply(state, action)
    assert new.digest == rules.digest(state)
    autosaved = json.loads(saves.autosave_path().read_text(encoding="utf-8"))
    assert len(autosaved["actions"]) == len(new.actions) and autosaved["digest"] == new.digest


def test_closing_comes_back_to_the_game_over_screen(app, no_drawing_ahead, toy_game):
    session = finished(app, toy_game.name, ["human", "bot"])
    over = app.show_game_over(session)
    app.step()
    click(app, over.look_back.rect.center)
    assert isinstance(app.top, LookBack)
    key(app, pygame.K_ESCAPE)
    assert app.top is over


def test_one_person_sees_their_own_hand_and_may_pick_the_table_only_from_the_saves_list(app, toy_game,
                                                                                        monkeypatch, no_drawing_ahead):
    session = app.new_session(toy_game.name, 11, ["bot", "human"], names=["", "Ana"], secret=SECRET)
    for _ in range(4):
        session.play_bot(session.acting_seats()[0])
    saves.save_by_name(session, "half way")
    menu = app.push(SavesMenu(app))
    app.step()
    row = next(i for i, info in enumerate(menu.infos) if info.name == "half way")
    drawn: set = set()
    spy_faces("toygame", monkeypatch, drawn)
    click(app, menu.look_backs[row].rect.center)
    scene = app.top
    assert isinstance(scene, LookBack) and scene.position == 4
    assert scene.timeline.viewers == [1, None]        # unfinished: not the computer's hand
    values = session.rules.deck.values
    own = {values[card] for card in scene.timeline.state(4).hands[1]}
    assert own and own <= drawn                        # Ana's own hand, face up
    app.screenshot(shots_dir() / "look_back_own_view.png")
    assert scene.picker is not None and scene.picker.label == "Seen by Ana"
    drawn.clear()
    click(app, scene.picker.rect.center)
    assert scene.viewer is None and scene.picker.label.startswith("Seen by: the table (no hands)")
    assert not drawn & own                             # the table only: no hand at all
    key(app, pygame.K_ESCAPE)
    assert app.top is menu


def test_a_damaged_save_has_no_look_back_and_a_good_one_does(app, toy_game):
    session = finished(app, toy_game.name, ["human", "bot"])
    saves.save_by_name(session, "good")
    saves.save_name_to_path("bad").write_text("{ not a save", encoding="utf-8")
    menu = app.push(SavesMenu(app))
    app.step()
    shown = {info.name: button.visible for info, button in zip(menu.infos, menu.look_backs)}
    assert shown["good"] is True and shown["bad"] is False


def test_while_nothing_happens_the_next_and_previous_moves_are_drawn_ahead(app, toy_game, monkeypatch):
    session = finished(app, toy_game.name, ["human", "bot"])
    scene = app.show_look_back(session, position=5)
    made = []
    picture = scene.still.picture
    monkeypatch.setattr(scene.still, "picture", lambda *args: made.append(args[1]) or picture(*args))
    for _ in range(4):
        app.step()
    assert sorted(made) == [4, 5, 6] and scene.wake_in() is None    # then it sleeps
    key(app, pygame.K_RIGHT)
    assert scene.position == 6 and made.count(6) == 1               # shown at once, not drawn again
    key(app, pygame.K_PAGEUP)
    assert scene.position == 0


def test_while_nothing_happens_the_positions_are_made_from_the_deal_on(app, toy_game):
    session = finished(app, toy_game.name, ["human", "bot"])
    scene = app.show_look_back(session)
    assert scene.position == len(session.actions) and not scene.timeline.filled   # the game's own last state
    for _ in range(3):
        app.step()
    assert scene.timeline.filled and scene.wake_in() is None


def test_a_click_on_the_table_shows_it_full_size_and_another_click_brings_the_buttons_back(
        app, toy_game, no_drawing_ahead):
    session = finished(app, toy_game.name, ["human", "bot"])
    scene = app.show_look_back(session, position=4)
    app.step()
    click(app, scene.picture_rect.center)
    assert scene.full_size
    key(app, pygame.K_RIGHT)                            # the keys still step
    assert scene.position == 5
    app.screenshot(shots_dir() / "look_back_full_size.png")
    click(app, scene.close_button.rect.center)          # a click anywhere: the buttons again, nothing pressed
    assert not scene.full_size and app.top is scene
    key(app, pygame.K_f)
    key(app, pygame.K_ESCAPE)                           # Esc leaves the full size first
    assert not scene.full_size and app.top is scene


def test_the_command_line_looks_back_on_a_save(toy_game, monkeypatch, tmp_path, capsys):
    from fort_desktop import cli
    from fort_desktop.session import GameSession

    from .shell_helpers import use_tmp_dirs

    use_tmp_dirs(monkeypatch, tmp_path)
    session = GameSession(toy_game.name, 5, ["human", "bot"], secret=SECRET)
    session.play_out()
    path = saves.save_session(session, tmp_path / "ten.json")
    shot = tmp_path / "look.png"
    assert cli.main(["--load", str(path), "--look-back", "--headless", "--screenshot", str(shot)]) == 0
    assert shot.stat().st_size > 0 and capsys.readouterr().err == ""
    for argv, words in ((["--look-back"], "needs a save"),
                        (["--load", str(path), "--look-back", "--autoplay"], "cannot go with --autoplay")):
        with pytest.raises(cli.UsageError, match=words):
            cli.parse(argv)
