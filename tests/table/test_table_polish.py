"""What a stranger at the table noticed: round results held until "Next round", overlays pausing the
race clock, text that fits, names clipped everywhere, window sizes that fit the desktop, F11 through
the settings, calm info toasts, the log panel, the launcher remembering its seats, idle frames.

Headless App, events posted as a person makes them, frames with ``app.step``. Screenshots go to
``$FORT_SHOTS`` (a folder under the test's ``tmp_path``)."""
from __future__ import annotations

import json
import os

import pygame
import pytest

from fort_desktop.rules.fortify.state import JERK
from fort_desktop.table import launcher_memory
from fort_desktop.table.kit.hud import draw_log, fitting_size
from fort_desktop.table.scenes.curtain import Curtain
from fort_desktop.table.fortify.scene import FortifyTable
from fort_desktop.table.scenes.game_log import GameLog
from fort_desktop.table.scenes.launcher import Launcher
from fort_desktop.table.scenes.pause_menu import PauseMenu
from fort_desktop.table.scenes.rules_reference import RulesReference
from fort_desktop.table.scenes.saves_menu import SavesMenu
from fort_desktop.table.scenes.settings_menu import (FIT, SettingsMenu, clamp_window_size, window_sizes)
from fort_desktop.table.widgets import clip_name, font

from .shell_helpers import button_named, click, key, played, post, type_text

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")
DT = 1 / 60
LONG = "Annabelle" * 556          # a save edited to hold a 5,000-character name


def shot(app, name):
    try:
        app.screenshot(os.path.join(os.environ["FORT_SHOTS"], f"{name}.png"))
    except (OSError, pygame.error):
        pass


def frames(app, n, dt=DT):
    for _ in range(n):
        app.step(dt)


def to_jerk(session):
    """Bots play until the Jerk step of round 1 (or the round is over)."""
    while session.state.phase != JERK and session.state.round == 1:
        session.play_bot(session.acting_seats()[0])


def resolve_round(app, scene, session, seen=True):
    """The bots finish round 1 (the Jerk, Medics) through the session, as if they played on screen;
    ``seen``: then a person clicks once the Jerk Die's moment is on show (a click skips it)."""
    while session.state.round == 1 and not session.is_over:
        if isinstance(app.top, Curtain):                    # two people: the mouse changes hands
            click(app, app.top.button_rect.center)
        session.play_bot(session.acting_seats()[0])
        app.step(DT)
    if seen and scene.moment is not None:
        click(app, (640, 400))
        assert scene.moment is None


# ---------------------------------------------------------------------------------------- 1 results
@pytest.mark.parametrize("seats", [["human", "bot"], ["human", "human"]])
def test_after_clean_up_the_results_stay_until_next_round_is_clicked(app, seats):
    session = app.new_session("fortify", 3, seats)
    to_jerk(session)
    scene = app.show_table(session)
    app.step(DT)
    resolve_round(app, scene, session)
    assert session.state.round == 2
    frames(app, 60 * 20)                                     # twenty seconds: nothing goes on by itself
    assert app.top is scene and scene.showing_results and scene.flow.pending
    assert scene.next_button.visible
    assert "Next round" in scene.banner()
    shown = [text for text, _ in scene.results["lines"]]
    assert any("loses" in t or "HIT" in t or "Block" in t or "no target" in t for t in shown)
    shot(app, f"results_{seats[1]}")
    click(app, (100, 100))                                  # a click elsewhere does not go on
    assert scene.showing_results and app.top is scene
    holder = scene.flow.holder                              # (two people: who has the mouse)
    click(app, scene.next_button.rect.center)               # the button does
    assert not scene.showing_results
    # one person against the computer meets a "ready" curtain only the first time the step
    # comes up at this table (here: the table opened at a clean-up); between two people a
    # curtain falls when the half is the other person's, none when its person has the mouse
    first = session.acting_seats()[0]
    assert isinstance(app.top, Curtain) == (seats[1] == "bot" or first != holder)
    assert scene.flow.mouse_seat() == (None if isinstance(app.top, Curtain) else first)


def test_space_goes_on_to_the_next_round(app):
    session = app.new_session("fortify", 5, ["human", "bot"])
    to_jerk(session)
    scene = app.show_table(session)
    app.step(DT)
    resolve_round(app, scene, session)
    frames(app, 10)
    assert scene.showing_results
    if scene.moment is not None:          # the Jerk Die's moment is on show: the first Space skips it
        key(app, pygame.K_SPACE)
        assert scene.moment is None and scene.showing_results
    key(app, pygame.K_SPACE)
    assert not scene.showing_results and isinstance(app.top, Curtain)   # the first Build at this table


def test_a_headless_bot_only_game_never_waits_for_a_click(app):
    session = app.new_session("fortify", 11, ["bot", "bot"])
    scene = app.show_table(session)
    rounds = set()
    for _ in range(400):
        app.step(DT)
        rounds.add(session.state.round)
        assert not scene.flow.await_click
        if session.is_over:
            break
    assert len(rounds) >= 2


def test_a_bot_only_game_on_screen_pauses_briefly_then_goes_on(app):
    session = app.new_session("fortify", 3, ["bot", "bot"])
    to_jerk(session)
    scene = app.show_table(session)
    scene.fast = False                                       # as on a screen (not headless)
    app.step(DT)
    resolve_round(app, scene, session, seen=False)
    frames(app, 30)
    assert scene.showing_results and not scene.flow.await_click and not scene.next_button.visible
    played_before = len(session.actions)
    frames(app, 60)
    assert len(session.actions) == played_before             # a pause: the Jerk Die, the steps, the results...
    frames(app, 60 * 10)
    assert len(session.actions) > played_before              # ... then it went on by itself


# ---------------------------------------------------------------------------------------- 2 overlays
def open_overlay(app, which):
    if which == "rules":
        key(app, pygame.K_F1)
        assert isinstance(app.top, RulesReference)
    elif which == "log":
        key(app, pygame.K_l, "l")
        assert isinstance(app.top, GameLog)
    elif which == "pause":
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.top, PauseMenu)
    elif which == "settings":
        key(app, pygame.K_ESCAPE)
        click(app, button_named(app.top, "Settings").rect.center)
        assert isinstance(app.top, SettingsMenu)
    elif which == "saves":
        key(app, pygame.K_ESCAPE)
        click(app, button_named(app.top, "Load").rect.center)
        assert isinstance(app.top, SavesMenu)


@pytest.mark.parametrize("which", ["rules", "log", "pause", "settings", "saves"])
def test_an_overlay_over_the_table_pauses_the_race_clock_and_the_bot(app, which):
    app.settings["bot_pace_seconds"] = 0.5
    session = app.new_session("fortify", 3, ["human", "bot"])
    scene = app.show_table(session)
    app.step(DT)
    key(app, pygame.K_SPACE)                                 # Ready
    assert app.top is scene
    frames(app, 30)
    clock = scene.flow.clocks[0]
    assert clock.running and clock.elapsed_seconds > 0.4
    before, bot_actions = clock.elapsed_seconds, len(session.actions)
    open_overlay(app, which)
    assert clock.paused and scene.flow.paused
    scene.update(1.0)                                        # even if something updated the table
    frames(app, 60 * 2)                                      # four times the bot's pace
    assert clock.elapsed_seconds == pytest.approx(before, abs=0.02)
    assert len(session.actions) == bot_actions               # the bot waited too
    for _ in range(3):
        if app.top is scene:
            break
        key(app, pygame.K_ESCAPE)
    assert app.top is scene and not clock.paused
    frames(app, 30)
    assert clock.elapsed_seconds > before + 0.4


# ---------------------------------------------------------------------------------------- 3 text
def test_huge_names_are_clipped_everywhere_and_frames_stay_fast(app):
    session = played(seed=4, seats=("human", "human"), actions=12, names=[LONG, "  Bob  "])
    scene = app.show_table(session)
    app.step(DT)
    assert scene.name(0) == clip_name(LONG) and len(scene.name(0)) <= 19 and scene.name(1) == "Bob"
    frames(app, 20)
    shot(app, "long_name_curtain")
    key(app, pygame.K_SPACE)
    shot(app, "long_name_table")
    key(app, pygame.K_ESCAPE)
    shot(app, "long_name_pause")
    app.quit_to_launcher()
    app.step(DT)
    launcher = app.top
    assert isinstance(launcher, Launcher)
    assert all(len(f.text) <= 16 for f in launcher.name_fields)
    shot(app, "long_name_launcher")


def test_banner_status_and_race_words_fit(app):
    session = played(seed=4, seats=("human", "bot"), actions=0, names=["Annabelle Smith", "Computer P2"])
    scene = app.show_table(session)
    key(app, pygame.K_SPACE)
    frames(app, 100, dt=1.0)    # a slow player: "racing 1:40" (a second a frame: the clock adds dt)
    shot(app, "banner_build_slow")
    lay = scene.layout
    banner = scene.banner()
    assert font(fitting_size(banner, (23, 21, 19, 17, 16, 15, 14, 13), 1280 - 300, bold=True), True).size(banner)[0] < 1280 - 300, banner
    status = scene.words.status(0, scene.view())
    assert "racing 1:40" in status
    assert font(13).size(status)[0] <= lay.zone[0].rect.w - 24


@pytest.mark.parametrize("hot_seat", [False, True])
def test_every_status_line_of_a_whole_game_fits_its_panel_whole(app, hot_seat):
    """Issue 7: "panel status lines cut". At every action of a whole bot-played game, in hot-seat
    and against a slow computer, each panel's status fits at the smallest size drawn (13 px); and
    so does the longest a line can be (all hits, a race of three digits)."""
    import dataclasses

    app.settings["bot_pace_seconds"] = 5.0
    seats = ["human", "human"] if hot_seat else ["human", "bot"]
    session = played(seed=8, seats=seats, actions=0, names=["Annabelle", "Christopher"])
    scene = app.show_table(session)
    assert scene.flow.hot_seat == hot_seat
    room = scene.layout.zone[0].rect.w - 24
    seen = set()
    for _ in range(400):
        frames(app, 2, dt=1.0)         # a second a frame: race times reach three digits
        view = scene.view()
        longest = dataclasses.replace(view, players=[dataclasses.replace(p, hits=3, race_ms=999_949)
                                                     for p in view.players])
        for seat in (0, 1):
            for status in (scene.words.status(seat, view), scene.words.status(seat, longest)):
                seen.add(status.split(" - ")[-1].split(" ")[0])
                assert font(13).size(status)[0] <= room, status
        if session.is_over:
            break
        if session.acting_seats():
            session.play_bot(session.acting_seats()[0])
    assert session.is_over and {"racing", "raced"} <= seen


def test_a_long_notice_wraps_and_keeps_the_file_name(app):
    app.show_launcher()
    app.notify("Cannot load 'game night': the file is not valid JSON at line 3 column 7 "
               "(the file was kept aside as game night.bad-20261130-014233.json)", 8.0)
    size, lines = app.notice_lines()
    assert 1 < len(lines) <= 3 and "bad-20261130-014233.json" in lines[-1]
    assert all(font(size, True).size(line)[0] <= 1280 - 120 for line in lines)
    app.step(DT)
    shot(app, "notice_wrapped")


def test_the_launcher_strips_names_and_shows_the_limit(app):
    launcher = app.show_launcher()
    app.step(DT)
    field = launcher.name_fields[0]
    click(app, field.rect.center)
    type_text(app, "Annabelle the Great")
    assert field.text == "Annabelle the Gr" and len(field.text) == 16
    shot(app, "launcher_name_limit")
    for _ in range(7):
        type_text(app, "\b")
    type_text(app, "   ")
    assert launcher.names[0] == "Annabelle"


# ---------------------------------------------------------------------------------------- 4 window
def test_only_sizes_that_fit_the_desktop_are_offered():
    # a window needs its title bar and leaves room for a task bar: 72 px of the desktop's height
    # 16:10 and 16:9 sizes (issue 15: the table is laid out for either shape)
    assert window_sizes(desktop=(1280, 800)) == [(960, 600), (1024, 640), (1152, 720), (1280, 720)]
    assert window_sizes((1600, 1000), desktop=(1280, 800)) == [(960, 600), (1024, 640), (1152, 720), (1280, 720),
                                                               (1600, 1000)]
    assert (1920, 1200) in window_sizes(desktop=(2560, 1440))
    assert window_sizes(desktop=(1024, 768)) == [(960, 600), (1024, 640)]
    assert window_sizes(desktop=(800, 600)) == [(960, 600)]      # the smallest is always offered
    assert clamp_window_size((1280, 800), desktop=(1366, 768)) == (1024, 640)   # the laptop of issue 7
    assert clamp_window_size((1920, 1200), desktop=(1280, 800)) == (1280, 720)
    assert clamp_window_size((1920, 1200), desktop=(1680, 1050)) == (1600, 900)
    assert clamp_window_size((1440, 900), desktop=(1920, 1080)) == (1440, 900)


def test_the_settings_screen_offers_only_fitting_sizes(app, monkeypatch):
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1280, 800)])
    app.show_launcher()
    app.step(DT)
    click(app, app.top.settings_button.rect.center)
    menu = app.top
    # those that fit a 1280 x 800 desktop, and the size in use (1280 x 800) so it shows as chosen
    # "Fit the screen" first (issue 15)
    assert [v for v, _ in menu.window.options] == [FIT, (960, 600), (1024, 640), (1152, 720), (1280, 720), (1280, 800)]


def test_defaults_on_a_small_screen_pick_a_size_that_fits_instead_of_crashing(app, monkeypatch):
    """Trial (issue 8): Settings -> Defaults on a 1280 x 800 desktop crashed with
    "(1280, 800) is not in list" (the default window does not fit with its frame)."""
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1366, 768)])
    app.show_launcher()
    app.step(DT)
    click(app, app.top.settings_button.rect.center)
    menu = app.top
    menu.reset()
    # the default (issue 15): the window fits the screen, whatever its size; no fixed size to crash on
    assert menu.window.value == FIT and app.user_settings.window_fit is True


def test_a_saved_size_larger_than_the_desktop_is_clamped_at_start(app, monkeypatch):
    import dataclasses

    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1280, 800)])
    app.user_settings = dataclasses.replace(app.user_settings, window_size=(1920, 1200))
    app._fit_saved_window()
    assert tuple(app.user_settings.window_size) == (1280, 720)


def test_f11_with_the_settings_open_is_saved_and_shown(app):
    from fort_desktop.settings import load_settings

    app.show_launcher()
    app.step(DT)
    click(app, app.top.settings_button.rect.center)
    menu = app.top
    assert menu.fullscreen.value is False
    key(app, pygame.K_F11)
    assert app.user_settings.fullscreen is True and menu.fullscreen.value is True
    assert load_settings()[0].fullscreen is True
    click(app, menu.muted.rect.center)                        # another change does not undo F11
    assert app.user_settings.fullscreen is True and app.user_settings.muted is True
    assert load_settings()[0].fullscreen is True


# ---------------------------------------------------------------------------------------- 5 smaller
def test_routine_notices_are_calm_and_refusals_red(app):
    from fort_desktop.table.kit.hud import TOAST_INFO, TOAST_RED

    session = app.new_session("fortify", 3, ["human", "bot"])
    scene = app.show_table(session)
    app.step(DT)
    scene.say("Can't place it there: overlaps a card")
    assert scene.message_style == "refusal"
    scene.say("no cards left to place", style="info")
    assert scene.message_style == "info" and TOAST_INFO != TOAST_RED


def test_last_rounds_race_times_leave_the_fence_when_a_new_round_starts(app):
    session = app.new_session("fortify", 3, ["human", "bot"])
    to_jerk(session)
    scene = app.show_table(session)
    app.step(DT)
    scene.reveal_text, scene.reveal_round, scene.reveal_until = "Race: P1 3.0 s, P2 2.0 s", 1, scene.now + 99
    resolve_round(app, scene, session)
    assert scene.reveal_text                                    # still there while the results show
    click(app, scene.next_button.rect.center)
    key(app, pygame.K_SPACE)                                    # the curtain of round 2
    app.step(DT)
    assert app.top is scene and session.state.round == 2
    assert scene.reveal_text == "" and scene.reveal_until <= scene.now


def test_the_log_panel_shows_only_whole_lines(app, monkeypatch):
    session = app.new_session("fortify", 3, ["human", "bot"])
    scene = app.show_table(session)
    drawn = []
    import fort_desktop.table.kit.hud as hud

    monkeypatch.setattr(hud, "blit_text", lambda surface, text, *a, **k: drawn.append(text) or pygame.Rect(0, 0, 1, 1))
    long_line = "P1 put a Wild Balloon on P2's Base Target; clean-up: " + "; ".join(
        f"P2 lost the red L number {i}" for i in range(6)) + "s"
    lines = ["short one", long_line, "short two"]
    surface = pygame.Surface((1280, 800))
    draw_log(surface, scene.layout.log, lines)
    body = drawn[1:]
    assert body[-1] == "short two"
    assert not any(len(t) <= 2 for t in body)                  # no orphan tail of a cut line
    drawn.clear()
    longer = long_line + "; " + "; ".join(f"P1 lost the blue T number {i}" for i in range(20))
    draw_log(surface, scene.layout.log, ["short one", longer])     # the newest line alone is too long
    assert drawn[-1].startswith("...") and drawn[1].startswith("P1 put")


def test_the_log_panel_is_filled_when_a_game_is_continued(app):
    session = played(seed=7, seats=("human", "bot"), actions=40)
    scene = app.show_table(session, resumed=True)
    app.step(DT)
    lines = scene.words.log_lines(None)
    assert len(lines) > 20 and any("placed a" in line for line in lines)


def test_the_drop_here_label_lies_outside_the_ghost_away_from_the_fort(app, monkeypatch):
    import fort_desktop.table.fortify.paint as paint

    session = app.new_session("fortify", 3, ["human", "bot"])
    scene = app.show_table(session)
    key(app, pygame.K_SPACE)
    labels = []
    monkeypatch.setattr(paint, "draw_label", lambda surface, words, pos, colour, anchor="midbottom", **k:
                        labels.append((words, pos, anchor)))
    hand = scene.hand_rects[0]
    place = next(a for a in session.legal_actions(0) if a["type"] == "place" and a["rot"] == 0)
    target = scene.layout.cell_rect(0, place["x"], place["y"], 4, 6)
    start = hand.center
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.step(DT)
    end = (target.centerx, target.centery)
    post(pygame.MOUSEMOTION, pos=end, rel=(end[0] - start[0], end[1] - start[1]), buttons=(1, 0, 0))
    app.step(DT)
    ghost = scene.card_ghost(scene.drag.drag)
    assert ghost is not None and labels
    words, pos, anchor = labels[-1]
    assert anchor == "midtop" and pos[1] >= ghost.rect.bottom      # below P1's ghost, away from the fence
    shot(app, "ghost_label")
    key(app, pygame.K_ESCAPE)


def test_the_room_caption_shows_only_under_pictures_with_a_room(app):
    from fort_desktop.table.scenes.rules_reference import pages_for

    reference = app.show_rules("fortify")
    pages = [p for p in pages_for("fortify")[0] if p.layout]
    assert pages
    with_rooms = [p for p in pages if reference.caption(p)]
    without = [p for p in pages if not reference.caption(p)]
    assert with_rooms and without
    for page in without:
        assert not reference.caption(page)


def test_the_launcher_remembers_the_last_seats_and_names(app):
    launcher = app.show_launcher()
    app.step(DT)
    click(app, launcher.name_fields[0].rect.center)
    type_text(app, "  Ann ")
    click(app, launcher.seat_toggles[1].rect.center)       # P2: Computer
    assert launcher.seats == ["human", "bot"]
    click(app, launcher.start_button.rect.center)
    assert isinstance(app.top, (FortifyTable, Curtain))
    again = app.show_launcher()
    assert again.seats == ["human", "bot"] and again.names[0] == "Ann"
    data = json.loads(launcher_memory.memory_path().read_text())
    assert data["names"][0] == "Ann" and data["seats"] == ["human", "bot"]


@pytest.mark.parametrize("content", ["{not json", "[1, 2]", '{"seats": ["alien"]}', "\x00\xff", ""])
def test_a_damaged_launcher_memory_falls_back_to_the_defaults(app, content):
    path = launcher_memory.memory_path(create=True)
    path.write_text(content, encoding="latin-1")
    launcher = app.show_launcher()
    app.step(DT)
    assert launcher.seats == ["human", "human"] and launcher.names == ["P1", "P2"]


# ---------------------------------------------------------------------------------------- 6 idle
def test_idle_scenes_wait_for_input_instead_of_redrawing(app):
    launcher = app.show_launcher()
    app.step(DT)
    assert not app.idle()                         # headless runs stay uncapped
    app.headless = False
    try:
        app.step(DT)                              # no input this frame
        assert app.idle()
        assert app.wait_for_input(50) is False    # it slept the whole wait: nothing came
        post(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)
        assert app.wait_for_input(2000) is True   # ... but input wakes it (the event is kept)
        app.step(DT)                              # and the frame reads the event that woke it
        assert app.had_input and not app.idle()
        session = app.new_session("fortify", 3, ["human", "bot"])
        app.show_table(session)
        key(app, pygame.K_SPACE)
        app.step(DT)
        assert not app.idle()                     # the table animates
    finally:
        app.headless = True


def test_f1_on_a_hand_off_curtain_opens_how_to_play_and_esc_returns_to_the_curtain(app):
    from fort_desktop.table.scenes.curtain import Curtain
    from fort_desktop.table.scenes.rules_reference import RulesReference

    session = played(seed=3, seats=("human", "human"), actions=0)
    app.show_table(session)
    app.step(1 / 30)
    curtain = app.top
    assert isinstance(curtain, Curtain)
    key(app, pygame.K_F1)
    assert isinstance(app.top, RulesReference)
    key(app, pygame.K_ESCAPE)
    assert app.top is curtain
