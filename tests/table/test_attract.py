"""Attract mode (issue 15 item 5): the computer plays the registry's games in turn for passers-by;
any input hands back to the launcher at once with nothing saved or changed; a kiosk stand never
quits and opens no settings; ``--attract --headless --seconds S`` prints one line per game."""
from __future__ import annotations

import os
import re

import pygame

from fort_desktop import cli, games
from fort_desktop.table.app import App
from fort_desktop.table.scenes.attract import Attract, attract_games
from fort_desktop.table.scenes.launcher import Launcher

from .shell_helpers import click, key, post, use_tmp_dirs

LINE = re.compile(r"^attract: game=(\w+) moves=(\d+) captions=(\d+)$")


def files_under(folder):
    return sorted(os.path.join(d, f) for d, _, fs in os.walk(folder) for f in fs) if os.path.isdir(folder) else []


def test_the_command_line_prints_one_line_per_game_of_the_registry(capsys, monkeypatch, tmp_path):
    use_tmp_dirs(monkeypatch, tmp_path)
    assert cli.main(["--attract", "--headless", "--seconds", "6", "--seed", "4"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    shown = [LINE.match(line) for line in lines]
    assert all(shown), lines
    assert [m.group(1) for m in shown] == games.playable()
    for m in shown:   # 2 s a game at 1.6 s a move: a move or more each, every one with its caption
        assert int(m.group(2)) >= 1 and int(m.group(3)) == int(m.group(2))


def test_headless_attract_needs_seconds_and_no_game():
    for argv in (["--attract", "--headless"], ["fort", "--attract"], ["--seconds", "5"], ["--kiosk", "--headless"]):
        try:
            cli.parse(argv)
        except cli.UsageError:
            continue
        raise AssertionError(f"{argv} was accepted")


def test_the_cycle_is_the_registry(toy_game):
    assert "toygame" in attract_games() and attract_games() == games.playable()


def test_a_click_hands_back_to_the_same_launcher_and_nothing_is_saved(app, tmp_path):
    launcher = app.show_launcher()
    before = files_under(str(tmp_path))
    settings = app.user_settings
    attract = app.show_attract(launcher=launcher, seed=3, pace_seconds=0.2)
    for _ in range(40):
        app.step(0.1)
    assert app.top is attract and attract.session is not None and attract.session.actions
    click(app, (640, 400))               # where nothing on the launcher is: only the hand-back
    assert app.top is launcher and app.scenes == [launcher]
    assert app.session is None and attract.session is None
    assert files_under(str(tmp_path)) == before
    assert app.user_settings == settings


def test_a_key_hands_back_too_and_f11_changes_no_setting(app):
    app.show_attract(seed=1)
    app.step(0.1)
    settings = app.user_settings
    key(app, pygame.K_F11)
    assert isinstance(app.top, Launcher) and app.user_settings == settings


def test_sixty_seconds_untouched_on_the_launcher_starts_attract_mode(app):
    launcher = app.show_launcher()
    for _ in range(11):                  # 55 s, then a touch: the clock starts again
        app.step(5.0)
    post(pygame.MOUSEMOTION, pos=(300, 300), rel=(20, 0), buttons=(0, 0, 0))
    for _ in range(11):
        app.step(5.0)
    assert app.top is launcher
    app.step(5.0)
    assert isinstance(app.top, Attract)


def test_a_kiosk_never_quits_and_opens_no_settings(app):
    app.kiosk = True
    launcher = app.show_launcher()
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    post(pygame.QUIT)
    app.step(0.1)
    assert app.running and app.top is launcher
    click(app, launcher.settings_button.rect.center)
    assert app.top is launcher and app.show_settings() is None


def test_the_click_that_ends_attract_mode_presses_nothing_on_the_launcher(app):
    launcher = app.show_launcher()
    chosen = launcher.game
    other = next(tile for tile in launcher.tiles if tile.game != chosen)
    app.show_attract(launcher=launcher, seed=3, pace_seconds=0.2)
    app.step(0.1)
    # the pointer moved onto another game's tile and clicked (as xdotool or a quick hand does): the
    # move ends the show, the click that comes with it presses nothing
    post(pygame.MOUSEMOTION, pos=other.rect.center, rel=(12, 9), buttons=(0, 0, 0))
    click(app, other.rect.center)
    assert app.top is launcher and launcher.game == chosen
    app.step(0.5)
    click(app, other.rect.center)        # a click once the launcher is back picks the tile
    assert launcher.game == other.game


def test_between_moves_attract_mode_sleeps_and_its_table_fills_a_wide_canvas(app):
    attract = app.show_attract(seed=3, pace_seconds=1.0)
    asleep = []
    for _ in range(60):
        app.step(0.1)
        wake = attract.wake_in()
        asleep.append(wake is not None and wake > 0)
    assert any(asleep), "attract mode asked for a frame every frame (it never slept between moves)"
    assert not all(asleep)
    assert attract.fills_width and attract.table.canvas_w == app.canvas[0]
    assert app.frame_cap() == attract.frame_cap < 60          # fewer frames while a move is shown
    for _ in attract.order:   # every game's move stays the pace on screen (a game of turns too)
        assert abs(attract.table.bot_pace() - 1.0) < 1e-9
        coach = attract.table.coach      # no "What now?" for onlookers: it draws nothing, takes no key
        coach.visible = True
        blank = pygame.Surface((app.canvas[0], 800), pygame.SRCALPHA)
        coach.draw(blank)
        assert blank.get_bounding_rect().size == (0, 0)
        assert not coach.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT,
                                                          unicode="?", scancode=0))
        attract.next_game()


def test_a_big_moment_is_staged_clear_of_the_banner_and_the_caption_at_150_percent(app):
    """Issue 15: at 150% Fortify's Jerk Meeple banner lay under the caption at the foot: the
    table's moments are staged between attract mode's banner and the caption's room, whatever
    the text size, for each game shown."""
    import dataclasses

    from fort_desktop.table.scenes.attract import BANNER_PX

    attract = app.show_attract(seed=3, pace_seconds=1.0)
    app.apply_settings(dataclasses.replace(app.user_settings, text_size=150), save=False)
    app.step(0.1)
    bounds = attract.table.moments.bounds
    caption = attract._overlay[2][1]          # the caption's box (and its drop shadow) at the foot
    assert bounds.top >= BANNER_PX and bounds.bottom <= caption.top
    attract.next_game()                       # the next game's table too
    bounds = attract.table.moments.bounds
    assert bounds.top >= BANNER_PX and bounds.bottom <= app.canvas[1] - attract.foot_room()
    assert bounds.width == attract.table.table_size()[0]


def test_forfort_s_caption_says_each_move_over_its_list_of_moves_not_over_a_fort(app, tmp_path):
    """A new user at 1920 x 1080: attract mode's caption at the foot covered P1's fort and its
    figures, while the list of moves said "wait for your turn" to nobody."""
    attract = app.show_attract(seed=3, pace_seconds=1.0)
    for _ in attract.order:
        if attract.order[attract.index] == "forfort":
            break
        attract.next_game()
    assert attract.order[attract.index] == "forfort"
    for _ in range(40):
        app.step(0.1)
    app.screenshot(str(tmp_path / "attract-forfort.png"))
    caption = attract._overlay[2][1]
    layout = attract.table.layout()
    assert layout.moves.contains(caption.inflate(0, -6).move(0, -3)) or caption.top == layout.moves.top
    slots = [place.cell_rect(x, y) for place in layout.forts.values() for x in range(3) for y in range(3)]
    assert caption.collidelist(slots) == -1
