"""The pause menu and the App's keys (Esc, F1, L) around any table; a storm of random input over
every new scene. Posted events on the headless App."""
from __future__ import annotations

import random
import sys
import types

import pygame
import pytest

from fort_desktop import saves
from fort_desktop.session import GameSession
from fort_desktop.table.scenes.curtain import Curtain
from fort_desktop.table.scenes.game_log import GameLog
from fort_desktop.table.scenes.launcher import Launcher
from fort_desktop.table.scenes.pause_menu import PauseMenu
from fort_desktop.table.scenes.rules_reference import RulesReference
from fort_desktop.table.scenes.saves_menu import SaveDialog, SavesMenu
from fort_desktop.table.scenes.settings_menu import SettingsMenu

from .shell_helpers import register_table, FakeTable, button_named, click, key, lift_curtains, played, storm

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")


@pytest.fixture
def fake(monkeypatch):
    module = types.ModuleType("fake_pause_tables")
    module.FakeTable = FakeTable
    monkeypatch.setitem(sys.modules, module.__name__, module)
    register_table(monkeypatch, f"{module.__name__}:FakeTable")
    monkeypatch.setattr(FakeTable, "eat_escape", False)
    return FakeTable


def test_escape_the_table_does_not_use_opens_the_pause_menu(app, fake):
    table = app.start_game("fortify", 3, ["human", "bot"])
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu) and app.scenes[0] is table
    key(app, pygame.K_ESCAPE)
    assert app.top is table


def test_escape_the_table_uses_does_not_pause(app, fake, monkeypatch):
    monkeypatch.setattr(FakeTable, "eat_escape", True)  # e.g. a drag cancelled, a card unpinned
    table = app.start_game("fortify", 3, ["human", "bot"])
    key(app, pygame.K_ESCAPE)
    assert app.top is table and table.escapes == 1


def test_resume_button_closes_the_menu(app, fake):
    table = app.start_game("fortify", 3, ["human", "bot"])
    key(app, pygame.K_ESCAPE)
    click(app, button_named(app.top, "Resume").rect.center)
    assert app.top is table


def test_pause_over_the_curtain_never_shows_the_table(app, fake):
    table = app.start_game("fortify", 3, ["human", "human"])
    app.push(Curtain(app, acting="P1", waiting="P2"))
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu)
    drawn = table.draws
    app.step()
    assert table.draws == drawn  # the curtain is drawn under the menu, not the table
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, Curtain)


def test_the_table_stands_still_while_paused(app):
    app.show_table(GameSession("fortify", 6, ["human", "bot"]))
    lift_curtains(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu)
    count = len(app.session.actions)
    for _ in range(60):
        app.step()
    assert len(app.session.actions) == count


def test_f1_and_l_open_over_the_table_and_close_again(app, fake):
    table = app.start_game("fortify", 3, ["human", "bot"])
    key(app, pygame.K_F1)
    assert isinstance(app.top, RulesReference)
    key(app, pygame.K_F1)
    assert app.top is table
    key(app, pygame.K_l)
    assert isinstance(app.top, GameLog)
    key(app, pygame.K_l)
    assert app.top is table


def test_l_with_ctrl_is_not_the_log(app, fake):
    table = app.start_game("fortify", 3, ["human", "bot"])
    key(app, pygame.K_l, mod=pygame.KMOD_CTRL)
    assert app.top is table


def test_l_on_the_launcher_is_just_a_letter(app):
    app.show_launcher()
    launcher = app.top
    click(app, launcher.name_fields[0].rect.center)
    key(app, pygame.K_l, unicode="l")
    key(app, pygame.K_F1)  # a focused name field keeps F1 too
    assert app.top is launcher and launcher.name_fields[0].text == "l"


def test_pause_rules_then_escape_returns_to_the_menu(app, fake):
    app.start_game("fortify", 3, ["human", "bot"])
    key(app, pygame.K_ESCAPE)
    pause = app.top
    click(app, button_named(pause, "How to play").rect.center)
    assert isinstance(app.top, RulesReference)
    key(app, pygame.K_ESCAPE)
    assert app.top is pause


def test_pause_settings_and_load_open_and_close(app, fake):
    app.start_game("fortify", 3, ["human", "bot"])
    key(app, pygame.K_ESCAPE)
    pause = app.top
    click(app, button_named(pause, "Settings").rect.center)
    assert isinstance(app.top, SettingsMenu)
    click(app, app.top.done.rect.center)
    assert app.top is pause
    click(app, button_named(pause, "Load game").rect.center)
    assert isinstance(app.top, SavesMenu)
    click(app, app.top.back.rect.center)
    assert app.top is pause


def test_quit_to_launcher_keeps_seats_and_offers_continue(app):
    app.show_table(played(seed=12, seats=("human", "bot"), actions=8, names=["Ann", "P2"]))
    lift_curtains(app)
    key(app, pygame.K_ESCAPE)
    click(app, button_named(app.top, "Quit to launcher").rect.center)
    launcher = app.top
    assert isinstance(launcher, Launcher) and launcher.seats == ["human", "bot"]
    assert launcher.name_fields[0].text == "Ann" and launcher.continue_button is not None


# -- a storm over every new scene ----------------------------------------------------------------
def test_input_storm_over_the_shell_scenes_raises_nothing(app):
    rng = random.Random(20250131)
    saves.save_by_name(played(seed=2, actions=15), "a good one")
    folder = saves.save_name_to_path("x").parent
    (folder / "broken.json").write_text("[1, 2", encoding="utf-8")

    def game() -> None:
        if app.table is None or app.session is None or app.session.is_over or app.session.seed != 31:
            app.show_table(played(seed=31, seats=("human", "bot"), actions=12))

    def keep(kind, opener):
        def restore() -> None:
            if not isinstance(app.top, kind):
                game()
                while app.top is not app.table and app.top is not None:
                    app.pop()
                opener()
        return restore

    scenes = [
        (PauseMenu, app.show_pause),
        (SaveDialog, lambda: app.push(SaveDialog(app))),
        (SavesMenu, app.show_saves),
        (SettingsMenu, app.show_settings),
        (RulesReference, app.show_rules),
        (GameLog, app.show_log),
    ]
    for kind, opener in scenes:
        restore = keep(kind, opener)
        restore()
        storm(app, rng, 1200, restore)

    def keep_launcher() -> None:
        if not isinstance(app.top, Launcher):
            app.show_launcher()

    keep_launcher()
    storm(app, rng, 1500, keep_launcher)


def test_free_storm_over_a_hot_seat_game_and_everything_it_opens(app):
    """Random input with nothing put back but the game itself: curtains, pause, log, rules, saves,
    settings, the launcher and back, in whatever order the storm reaches them."""
    rng = random.Random(7)

    def keep_a_game() -> None:
        if app.table is None or app.table not in app.scenes:
            app.show_table(played(seed=rng.randint(1, 99), seats=("human", "human"), actions=rng.randint(0, 40)))

    keep_a_game()
    storm(app, rng, 6000, keep_a_game)
    assert app.session is not None
