"""Saves from a person's side: launcher -> game -> pause -> save -> quit -> Continue (also after a
restart); loading damaged files from the menu; failed writes; autosave only with a person seated.
All by posted mouse and key events on the headless App."""
from __future__ import annotations

import errno
import json

import pygame
import pytest

from fort_desktop import saves
from fort_desktop.session import GameSession
from fort_desktop.table.app import App
from fort_desktop.table.scenes.launcher import Launcher
from fort_desktop.table.scenes.pause_menu import PauseMenu
from fort_desktop.table.scenes.saves_menu import SaveDialog, SavesMenu

from .shell_helpers import button_named, click, key, lift_curtains, played, type_text

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")


def tile(launcher, game):
    return next(t for t in launcher.tiles if t.game == game)


def play_a_little(app, frames=90):
    """Lift the curtain and let the computer (and the person's seat, through its session) act."""
    session = app.session
    lift_curtains(app)
    for _ in range(frames):
        app.step(1 / 60)
        if app.top is not app.table:
            lift_curtains(app)
    for _ in range(6):  # the person's seat acts too (as the table would submit it)
        if 0 in session.acting_seats():
            session.play_bot(0)
    app.step(1 / 60)
    lift_curtains(app)


def test_launcher_save_quit_and_continue_resume_the_same_position(app):
    app.show_launcher()
    app.step()
    launcher = app.top
    assert launcher.continue_button is None  # nothing to continue yet
    click(app, tile(launcher, "fortify").rect.center)
    click(app, launcher.seat_toggles[1].rect.center)
    assert launcher.seats == ["human", "bot"]
    click(app, launcher.start_button.rect.center)
    session = app.session
    assert session is not None and session.seats == ["human", "bot"]
    play_a_little(app)
    assert len(session.actions) > 5
    digest, count = session.digest, len(session.actions)

    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseMenu)
    click(app, button_named(pause, "Save game").rect.center)
    dialog = app.top
    assert isinstance(dialog, SaveDialog)
    type_text(app, "\b" * 60 + "dinner break")
    click(app, dialog.save_button.rect.center)
    assert app.top is pause and "dinner break" in pause.status
    assert (saves.save_name_to_path("dinner break")).is_file()

    click(app, button_named(pause, "Quit to launcher").rect.center)
    launcher = app.top
    assert isinstance(launcher, Launcher) and launcher.continue_button is not None
    click(app, launcher.continue_button.rect.center)
    resumed = app.session
    assert resumed is not session
    # The computer may already have played on in the frames of the click (e.g. its recruit turn),
    # so the resumed game must START from the saved position: the same actions, the same digest.
    assert resumed.actions[:count] == session.actions
    assert GameSession.replay(resumed.game, resumed.seed, resumed.seats, resumed.actions[:count],
                              secret=resumed.secret).digest == digest
    assert all(a["seat"] == 1 for a in resumed.actions[count:])  # only the computer moved since
    assert type(app.top).__name__ in ("FortifyTable", "Curtain")

    # The named save loads to the same position too.
    loaded = saves.load_by_name("dinner break")
    assert loaded.session.digest == digest


def test_continue_works_after_a_restart(app, monkeypatch, tmp_path):
    app.show_launcher()
    app.step()
    click(app, app.top.seat_toggles[1].rect.center)
    click(app, app.top.start_button.rect.center)
    play_a_little(app)
    digest, count = app.session.digest, len(app.session.actions)
    app.close()

    again = App(headless=True)
    try:
        again.show_launcher()
        again.step()
        launcher = again.top
        assert launcher.continue_button is not None
        click(again, launcher.continue_button.rect.center)
        assert again.session is not None
        assert again.session.digest == digest and len(again.session.actions) == count
    finally:
        again.close()


def write_damaged_saves():
    """A cut-short file (caught by the listing) and an edited one (caught only on load)."""
    folder = saves.save_name_to_path("x").parent
    (folder / "cut short.json").write_text('{"format": "fort-desktop-save", "version": 2, "ga', encoding="utf-8")
    good = played(seed=3, actions=12)
    data = saves.session_to_data(good)
    data["actions"] = data["actions"][:-1]  # the digest no longer matches
    saves.write_save(folder / "edited.json", data)


def test_loading_a_damaged_save_from_the_menu_shows_why_and_keeps_the_table(app):
    write_damaged_saves()
    table = app.show_table(played(seed=9, actions=20))
    session = app.session
    lift_curtains(app)
    digest, count = session.digest, len(session.actions)

    key(app, pygame.K_ESCAPE)
    click(app, button_named(app.top, "Load game").rect.center)
    menu = app.top
    assert isinstance(menu, SavesMenu)
    names = {row.info.name: row for row in menu.rows}
    assert names["cut short"].info.problem and "cut short" in names["cut short"].info.problem
    click(app, names["cut short"].rect.center)
    assert app.top is menu and "cut short" in menu.status
    assert app.table is table and app.session is session

    row = next(r for r in menu.rows if r.info.name == "edited")
    assert row.info.problem is None  # looks fine until replayed
    click(app, row.rect.center)
    assert "digest does not match" in menu.status
    assert app.table is table and session.digest == digest and len(session.actions) == count
    assert all(r.info.name not in ("edited", "cut short") for r in menu.rows)  # moved aside

    key(app, pygame.K_ESCAPE)  # back to the pause menu
    assert isinstance(app.top, PauseMenu) and session.digest == digest  # the table waited
    key(app, pygame.K_ESCAPE)  # back to the game (which goes on)
    assert app.top is table


def test_loading_a_good_save_from_the_menu_shows_it(app):
    other = played(seed=21, actions=25)
    saves.save_by_name(other, "other game")
    app.show_table(played(seed=9, actions=5))
    lift_curtains(app)
    key(app, pygame.K_ESCAPE)
    click(app, button_named(app.top, "Load game").rect.center)
    row = next(r for r in app.top.rows if r.info.name == "other game")
    click(app, row.rect.center)
    assert app.session.digest == other.digest and app.session.seed == 21
    assert not any(isinstance(s, (SavesMenu, PauseMenu)) for s in app.scenes)


def test_a_failed_save_shows_the_message_and_the_dialog_stays(app, monkeypatch):
    app.show_table(played(actions=4))
    lift_curtains(app)

    def full_disk(session, name):
        raise saves.SaveError("could not write the save: No space left on device", damaged=False)

    monkeypatch.setattr(saves, "save_by_name", full_disk)
    key(app, pygame.K_ESCAPE)
    click(app, button_named(app.top, "Save game").rect.center)
    dialog = app.top
    key(app, pygame.K_RETURN)
    assert app.top is dialog and "No space left" in dialog.status
    app.step()


def test_a_failed_autosave_is_a_message_on_screen_not_a_crash(app, monkeypatch):
    app.show_table(played(actions=4))
    lift_curtains(app)

    def broken(session):
        try:
            raise OSError(errno.EROFS, "Read-only file system")
        except OSError as error:
            raise saves.SaveError("could not write the save: Read-only file system", damaged=False) from error

    monkeypatch.setattr(saves, "autosave", broken)
    session = app.session
    session.play_bot(session.acting_seats()[0])
    app.step()
    assert "not being saved" in app.notice and "permissions" in app.notice and app.seconds < app.notice_until
    assert app.autosaver.last_error is not None


def test_autosave_follows_every_action_of_a_game_with_a_person(app):
    app.show_table(GameSession("fortify", 5, ["human", "bot"]))
    session = app.session
    for _ in range(5):
        session.play_bot(session.acting_seats()[0])
        assert saves.load_autosave().session.digest == session.digest


def test_a_computer_only_game_never_overwrites_the_autosave(app):
    app.show_table(played(seed=4, actions=10))
    before = saves.autosave_path().read_bytes()
    app.show_table(GameSession("fortify", 8, ["bot", "bot"]))
    for _ in range(120):
        app.step(1 / 60)
    assert len(app.session.actions) > 0
    assert saves.autosave_path().read_bytes() == before


def test_a_new_game_keeps_the_unfinished_one_as_a_named_save(app):
    first = played(seed=4, actions=10)
    app.show_table(first)
    app.show_launcher()
    app.step()
    click(app, app.top.start_button.rect.center)  # a new game takes the autosave over
    kept = [info for info in saves.list_saves() if info.name.startswith("Unfinished")]
    assert len(kept) == 1
    assert saves.load_save(kept[0].path).session.digest == first.digest


def test_pause_quit_of_a_computer_only_game_asks_twice(app):
    app.show_table(GameSession("fortify", 8, ["bot", "bot"]))
    app.step()
    key(app, pygame.K_ESCAPE)
    pause = app.top
    quit_button = button_named(pause, "Quit to launcher")
    click(app, quit_button.rect.center)
    assert app.top is pause and "not saved" in pause.status
    click(app, quit_button.rect.center)
    assert isinstance(app.top, Launcher)


def test_damaged_autosave_with_a_good_previous_one_continues_with_a_note(app):
    # (two people: a curtain holds the race, so leaving the table saves no new race time; against
    # the computer the race runs at once, with no curtain, and leaving saves its time)
    session = GameSession("fortify", 5, ["human", "human"])
    app.show_table(session)
    session.play_bot(session.acting_seats()[0])
    good = session.digest
    session.play_bot(session.acting_seats()[0])  # autosave.prev now holds `good`
    saves.autosave_path().write_text("{ damaged", encoding="utf-8")
    app.show_launcher()
    app.step()
    launcher = app.top
    assert launcher.continue_button is not None
    click(app, launcher.continue_button.rect.center)
    assert app.session.digest == good
    assert "autosave before it" in app.notice


def test_save_listing_rows_show_game_date_and_round(app):
    saves.save_by_name(played(seed=2, actions=30), "evening")
    app.show_launcher()
    app.step()
    click(app, app.top.load_button.rect.center)
    menu = app.top
    info = next(r.info for r in menu.rows if r.info.name == "evening")
    assert info.game == "fortify" and info.round is not None and info.saved_at
    data = json.loads(info.path.read_text(encoding="utf-8"))
    assert data["seed"] == 2
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, Launcher)
