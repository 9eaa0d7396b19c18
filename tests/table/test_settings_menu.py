"""The settings screen: changes apply at once (sound, the table's pace and animation speed), are
saved, survive a restart; a damaged settings file gives the defaults and a message on the launcher."""
from __future__ import annotations

import pygame
import pytest

from fort_desktop.settings import Settings, load_settings, save_settings, settings_path
from fort_desktop.table.app import App
from fort_desktop.table.scenes.launcher import Launcher
from fort_desktop.table.scenes.settings_menu import SettingsMenu

from .shell_helpers import button_named, click, drag, key, lift_curtains, played, use_tmp_dirs

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")


@pytest.fixture
def dirs(monkeypatch, tmp_path):
    use_tmp_dirs(monkeypatch, tmp_path)
    return tmp_path


@pytest.fixture
def app(dirs):
    a = App(headless=True)
    yield a
    a.close()


def open_from_launcher(app) -> SettingsMenu:
    app.show_launcher()
    app.step()
    click(app, app.top.settings_button.rect.center)
    assert isinstance(app.top, SettingsMenu)
    return app.top


def test_settings_survive_a_restart(app):
    menu = open_from_launcher(app)
    click(app, menu.muted.rect.center)                   # Sound: Muted
    track = menu.volume.track
    drag(app, (track.right, track.centery), (track.x + track.width // 4, track.centery))
    track = menu.pace.track
    click(app, (track.x, track.centery))                  # the computer acts at once
    click(app, menu.done.rect.center)
    assert isinstance(app.top, Launcher)
    chosen = app.user_settings
    assert chosen.muted is True and chosen.volume == pytest.approx(0.25) and chosen.bot_pace_seconds == 0.0
    app.close()

    again = App(headless=True)
    try:
        assert again.user_settings == chosen and again.settings_message is None
        assert again.settings["muted"] is True and again.settings["volume"] == pytest.approx(0.25)
        assert again.settings["bot_pace_seconds"] == 0.0
        assert again.sound is None or (again.sound.muted and again.sound.volume == pytest.approx(0.25))
    finally:
        again.close()


def test_a_damaged_settings_file_gives_defaults_and_a_message_on_the_launcher(dirs):
    settings_path().write_text("volume: [0.5,\n", encoding="utf-8")
    app = App(headless=True)
    try:
        assert app.user_settings == Settings() and "damaged" in (app.settings_message or "")
        app.show_launcher()
        app.step()
        assert "damaged" in app.top.status and "defaults" in app.top.status
        assert load_settings() == (Settings(), None)  # a clean file was written in its place
    finally:
        app.close()


def test_a_run_override_is_used_but_not_saved(dirs):
    save_settings(Settings(animation_speed=1.5))
    app = App(headless=True, settings={"animation_speed": 3.0})
    try:
        assert app.settings["animation_speed"] == 3.0 and app.user_settings.animation_speed == 1.5
    finally:
        app.close()
    assert load_settings()[0].animation_speed == 1.5


def test_changes_apply_live_to_the_table_on_screen(app):
    table = app.show_table(played(seed=5, seats=("human", "bot"), actions=6))
    lift_curtains(app)
    key(app, pygame.K_ESCAPE)
    click(app, button_named(app.top, "Settings").rect.center)
    menu = app.top
    track = menu.pace.track
    click(app, (track.right, track.centery))               # slowest computer: 5 s a move
    track = menu.speed.track
    click(app, (track.right, track.centery))               # fastest animations: 4x
    assert app.session.bot_pace_seconds == pytest.approx(5.0)
    assert table.speed == pytest.approx(4.0) and table.anims.speed == pytest.approx(4.0)
    assert table.pace == pytest.approx(5.0 / 4.0)
    assert load_settings()[0].bot_pace_seconds == pytest.approx(5.0)


def test_sound_follows_mute_and_volume(app):
    menu = open_from_launcher(app)
    sound = app.sound
    if sound is None:
        pytest.skip("no sound module")
    click(app, menu.muted.rect.center)
    assert sound.muted is True
    key_slider = menu.volume
    click(app, (key_slider.track.x, key_slider.track.centery))
    assert sound.volume == 0.0
    click(app, menu.defaults.rect.center)
    assert sound.muted is False and sound.volume == pytest.approx(0.8)
    # the defaults: the window fits the screen, whatever its size
    assert load_settings()[0] == Settings()


def test_arrow_keys_move_the_slider_under_the_pointer(app):
    menu = open_from_launcher(app)
    slider = menu.speed
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=slider.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    key(app, pygame.K_RIGHT)
    assert app.user_settings.animation_speed == pytest.approx(1.25)
    assert isinstance(app.top, SettingsMenu)


def test_a_settings_file_that_cannot_be_written_shows_a_message(app, monkeypatch):
    menu = open_from_launcher(app)

    def refuse(settings):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("fort_desktop.table.app.save_settings", refuse)
    click(app, menu.fullscreen.rect.center)
    assert "Permission denied" in menu.status and "Permission denied" in app.notice
    assert app.user_settings.fullscreen is True  # still applied for this run


def test_m_on_the_table_mutes_and_the_choice_is_remembered(tmp_path, monkeypatch):
    monkeypatch.setenv("FORT_DESKTOP_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("FORT_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    from fort_desktop.settings import load_settings
    from fort_desktop.table.app import App

    app = App(headless=True)
    try:
        app.start_game("fortify", 4, ["human", "bot"])
        assert not app.user_settings.muted
        for pressed in (pygame.K_SPACE, pygame.K_m):  # lift the Ready curtain, then M on the table
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pressed, mod=0, unicode=""))
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pressed, mod=0))
            app.step()
        assert type(app.top).__name__ == "FortifyTable"
        assert app.user_settings.muted
    finally:
        app.close()
    assert load_settings()[0].muted


def test_a_slider_drag_cut_by_focus_loss_goes_back_and_is_not_saved(app):
    menu = open_from_launcher(app)
    before = app.user_settings.volume
    track = menu.volume.track
    post = lambda kind, **f: pygame.event.post(pygame.event.Event(kind, **f))  # noqa: E731
    post(pygame.MOUSEBUTTONDOWN, pos=(track.x + 5, track.centery), button=1)
    post(pygame.MOUSEMOTION, pos=(track.x + 20, track.centery), rel=(15, 0), buttons=(1, 0, 0))
    app.step()
    assert menu.volume.dragging and menu.volume.value != pytest.approx(before)
    post(pygame.WINDOWFOCUSLOST)
    app.step()
    assert not menu.volume.dragging
    assert menu.volume.value == pytest.approx(before) and app.user_settings.volume == pytest.approx(before)
    assert load_settings()[0].volume == pytest.approx(Settings().volume)     # nothing was written


@pytest.mark.parametrize("works, label", [(False, "On (no sound device)"), (True, "On")])
def test_the_sound_setting_says_when_this_machine_has_no_sound_device(app, monkeypatch, works, label):
    """Trial (issue 7): Sound showed "On" while the log said there was no audio device."""
    monkeypatch.setattr(app.sound, "works", lambda: works)
    menu = SettingsMenu(app)
    assert menu.muted.label == label
