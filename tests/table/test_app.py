"""The App: frames, the scene stack, the event reader, screenshots, the game flow, the curtain and
the game-over screen. Headless (tests/conftest.py); clicks are posted as a person makes them."""
from __future__ import annotations

import random
import sys
import types

import pygame
import pytest

from fort_desktop.session import GameSession
from fort_desktop.table.app import App, table_scene_class
from fort_desktop.table.scenes.base import Scene
from fort_desktop.table.scenes.curtain import Curtain, ready_button_rect
from fort_desktop.table.scenes.game_over import GameOver
from fort_desktop.table.scenes.launcher import Launcher

from .shell_helpers import register_table, random_event

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")


@pytest.fixture(autouse=True)
def own_user_dirs(monkeypatch, tmp_path):
    """Saves and settings of each test in its own folder (a storm may click Settings or Start)."""
    from fort_desktop import paths

    monkeypatch.setenv(paths.DATA_DIR_ENV, str(tmp_path / "user-data"))
    monkeypatch.setenv(paths.CONFIG_DIR_ENV, str(tmp_path / "user-config"))


def post(kind, **fields):
    pygame.event.post(pygame.event.Event(kind, **fields))


def click(app, pos, button=1):
    """Move there, press, release: one frame."""
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    app.step(1 / 60)


def key(app, k, unicode=""):
    post(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0)
    app.step(1 / 60)


class Recorder(Scene):
    """Logs what the app does to it."""

    def __init__(self, app, name, log, colour=(10, 20, 30)):
        super().__init__(app)
        self.name, self.log, self.colour = name, log, colour
        self.events, self.dts, self.draws = [], [], 0

    def on_enter(self):
        self.log.append(f"enter {self.name}")

    def on_leave(self):
        self.log.append(f"leave {self.name}")

    def process_event(self, event):
        self.events.append(event.type)
        return True

    def update(self, dt_seconds):
        self.dts.append(dt_seconds)

    def draw(self, surface):
        self.draws += 1
        surface.fill(self.colour)


class FakeTable(Scene):
    """Stands in for a game's table scene (same constructor as FortifyTable)."""

    instances: list["FakeTable"] = []

    def __init__(self, app, session, *, hot_seat, on_game_over):
        super().__init__(app)
        self.session, self.hot_seat, self.on_game_over = session, hot_seat, on_game_over
        FakeTable.instances.append(self)

    def process_event(self, event):
        return False

    def draw(self, surface):
        surface.fill((30, 90, 60))


@pytest.fixture
def fake_tables(monkeypatch):
    """Register FakeTable for every playable game, through the real game registry."""
    module = types.ModuleType("fake_tables_for_tests")
    module.FakeTable = FakeTable
    monkeypatch.setitem(sys.modules, module.__name__, module)
    register_table(monkeypatch, f"{module.__name__}:FakeTable")
    FakeTable.instances.clear()
    return FakeTable


@pytest.fixture
def app():
    a = App(headless=True)
    yield a
    a.close()


def test_step_runs_one_frame(app):
    log = []
    scene = app.push(Recorder(app, "a", log, colour=(200, 100, 50)))
    post(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)
    assert app.step(0.25) is True
    assert scene.events == [pygame.KEYDOWN] and scene.dts == [0.25] and scene.draws == 1
    assert app.screen.get_at((640, 400))[:3] == (200, 100, 50)
    assert app.frames == 1


def test_window_is_logical_1280_by_800(app):
    assert app.screen.get_size() == (1280, 800)


def test_push_and_pop_call_on_enter_and_on_leave(app):
    log = []
    a, b = Recorder(app, "a", log), Recorder(app, "b", log)
    app.push(a)
    app.push(b)
    assert app.pop() is b
    assert log == ["enter a", "leave a", "enter b", "leave b", "enter a"]
    assert app.top is a


def test_pop_of_a_scene_that_is_not_on_top_does_nothing(app):
    log = []
    a = app.push(Recorder(app, "a", log))
    app.push(Recorder(app, "b", log))
    assert app.pop(a) is None and len(app.scenes) == 2


def test_replace_swaps_the_top_and_clear_empties_the_stack(app):
    log = []
    app.push(Recorder(app, "a", log))
    app.push(Recorder(app, "b", log))
    app.replace(Recorder(app, "c", log))
    assert [s.name for s in app.scenes] == ["a", "c"]
    app.replace(Recorder(app, "d", log), clear=True)
    assert [s.name for s in app.scenes] == ["d"]
    assert log[-2:] == ["leave c", "enter d"]


def test_events_go_to_the_top_scene_only(app):
    log = []
    below, top = app.push(Recorder(app, "below", log)), app.push(Recorder(app, "top", log))
    click(app, (100, 100))
    assert below.events == [] and len(top.events) == 3
    assert below.dts == [] and top.dts == [1 / 60]


def test_overlay_lets_the_scene_below_draw(app):
    log = []
    below = app.push(Recorder(app, "below", log))
    over = Recorder(app, "over", log)
    over.draws_below = True
    app.push(over)
    app.step()
    assert below.draws == 1 and over.draws == 1


def test_quit_event_stops_the_app(app):
    app.push(Recorder(app, "a", []))
    post(pygame.QUIT)
    assert app.step() is False and app.running is False


def test_run_returns_when_a_scene_quits(app):
    class Quitter(Recorder):
        def update(self, dt_seconds):
            super().update(dt_seconds)
            if len(self.dts) == 5:
                self.app.quit()

    scene = app.push(Quitter(app, "q", []))
    app.run(max_frames=1000)
    assert len(scene.dts) == 5


def test_a_table_that_sleeps_until_its_clock_ticks_gets_the_time_it_slept_and_no_frame_more(app):
    class Ticking(Recorder):        # asks for a frame 0.6 s after each (a clock's next tick)
        def wake_in(self):
            return 0.6

    scene = app.push(Ticking(app, "t", []))
    app.step()                                    # the first full frame
    pygame.event.clear()
    app.had_input, app.headless = False, False
    try:
        scene.dts.clear()
        app.run(max_seconds=0.7)                  # the sleep is cut at 0.7 s: no frame for that
        assert len(scene.dts) == 1 and scene.dts[0] > 0.55   # all the 0.6 s slept (none cut to 0.5)
        scene.dts.clear()
        pygame.time.wait(200)                     # the time between runs is no table time:
        app.run(max_seconds=0.3)                  # 0.5 s of the 0.6 are still to sleep
        assert scene.dts == []
    finally:
        app.headless = True


def test_f11_is_harmless_headless(app):
    scene = app.push(Recorder(app, "a", []))
    key(app, pygame.K_F11)
    assert app.running and scene.events == []  # the app took it


def test_screenshot_writes_a_png(app, tmp_path):
    app.push(Recorder(app, "a", [], colour=(1, 2, 3)))
    app.step()
    path = app.screenshot(tmp_path / "deep" / "shot.png")
    image = pygame.image.load(str(path))
    assert image.get_size() == (1280, 800) and image.get_at((5, 5))[:3] == (1, 2, 3)


def test_set_cursor_is_harmless_under_dummy(app):
    app.set_cursor(pygame.SYSTEM_CURSOR_HAND)
    app.set_cursor(pygame.SYSTEM_CURSOR_ARROW)
    app.step()
    assert app.running and app.frames >= 1


def test_services_are_loaded_once(app):
    assert app.art is app.art
    assert app.settings["bot_pace_seconds"] > 0


def test_missing_table_module_gives_none(monkeypatch):
    register_table(monkeypatch, "fort_desktop.table.scenes.no_such_table:X")
    assert table_scene_class("fortify") is None
    assert table_scene_class("chess") is None


def test_start_game_builds_the_registered_table_scene(app, fake_tables):
    app.start_game("fortify", 7, ["human", "human"], ["Ann", "Bob"])
    table = app.top
    assert isinstance(table, fake_tables) and table.hot_seat is True
    assert table.session.seed == 7 and table.session.names == ["Ann", "Bob"]
    app.start_game("fortify", 7, ["human", "bot"])
    assert app.top.hot_seat is False and len(app.scenes) == 1


def finished_fortify(seats=("bot", "bot"), seed=7):
    session = GameSession("fortify", seed, list(seats))
    session.play_out()
    return session


def test_game_over_callback_shows_the_result_once(app, fake_tables):
    results = []
    app.on_result = results.append
    table = app.show_table(finished_fortify())
    table.on_game_over(table.session)
    table.on_game_over()  # a second call must not stack a second screen
    assert isinstance(app.top, GameOver) and len(app.scenes) == 2
    assert results == [table.session]


def test_play_again_keeps_seats_and_draws_a_new_seed(app, fake_tables):
    session = finished_fortify(seats=("human", "bot"))
    app.show_table(session).on_game_over()
    click(app, app.top.play_again.rect.center)
    new = app.top
    assert isinstance(new, fake_tables) and new.session is not session
    assert new.session.seats == ["human", "bot"] and new.session.seed != session.seed
    assert not new.session.actions


def test_back_returns_to_the_launcher(app, fake_tables):
    app.show_table(finished_fortify()).on_game_over()
    click(app, app.top.back.rect.center)
    assert isinstance(app.top, Launcher) and len(app.scenes) == 1


def test_back_from_a_computer_only_game_brings_back_the_seats_people_chose(app, fake_tables, monkeypatch, tmp_path):
    from fort_desktop.table import launcher_memory

    from .shell_helpers import use_tmp_dirs

    use_tmp_dirs(monkeypatch, tmp_path)
    launcher_memory.save("fortify", ["human", "bot"], ["Ana", "Ben"])      # the last game people set up
    session = finished_fortify()
    assert session.seats == ["bot", "bot"]
    app.show_table(session).on_game_over()
    click(app, app.top.back.rect.center)
    assert isinstance(app.top, Launcher)
    assert app.top.seats == ["human", "bot"] and app.top.names[:2] == ["Ana", "Ben"]


def test_game_over_needs_a_finished_game(app):
    with pytest.raises(ValueError, match="not over"):
        GameOver(app, GameSession("fortify", 1, ["human", "human"]), on_play_again=lambda: None,
                 on_back=lambda: None)


def test_a_game_without_a_table_scene_is_refused(app, monkeypatch):
    register_table(monkeypatch, "fort_desktop.table.scenes.no_such_table:X")
    with pytest.raises(KeyError):
        app.start_game("fortify", 3, ["bot", "bot"])


def test_autoplay_reaches_game_over_through_the_fortify_table(app):
    app.settings["bot_pace_seconds"] = 0.0
    app.start_game("fortify", 3, ["bot", "bot"])
    assert type(app.top).__name__ == "FortifyTable"
    for _ in range(20000):
        app.step()
        if isinstance(app.top, GameOver):
            break
    assert isinstance(app.top, GameOver) and app.session.is_over


# -- curtain -------------------------------------------------------------------------------------
def test_curtain_click_pops_and_calls_back(app):
    log = []
    table = app.push(Recorder(app, "table", log, colour=(255, 0, 0)))
    app.push(Curtain(app, acting="P1", waiting="P2", on_ready=lambda: log.append("ready")))
    app.step()
    assert table.draws == 0  # the table never shows under the curtain
    click(app, (640, 400))                                 # a click beside the button does nothing
    assert isinstance(app.top, Curtain) and "ready" not in log
    click(app, ready_button_rect().center)
    assert app.top is table and log[-2:] == ["enter table", "ready"]


def test_curtain_ignores_a_release_without_its_press(app):
    ready = []
    app.push(Curtain(app, acting="P2", waiting="P1", on_ready=lambda: ready.append(1)))
    post(pygame.MOUSEBUTTONUP, pos=ready_button_rect().center, button=1)  # left over from the click that raised it
    app.step()
    assert isinstance(app.top, Curtain) and ready == []


def test_curtain_space_lifts_it(app):
    ready = []
    app.push(Recorder(app, "table", []))
    app.push(Curtain(app, acting="P1", on_ready=lambda: ready.append(1)))
    key(app, pygame.K_SPACE)
    key(app, pygame.K_SPACE)
    assert ready == [1] and not isinstance(app.top, Curtain)


# -- a storm of input ----------------------------------------------------------------------------


def storm(app, rng, events, restore):
    """Post ``events`` random events, 40 per frame; ``restore()`` puts the scene under test back."""
    for i in range(0, events, 40):
        for _ in range(40):
            pygame.event.post(random_event(rng))
        app.running = True  # Escape on the launcher quits; keep storming
        app.step(rng.choice([0.0, 1 / 60, 0.1]))
        restore()


def test_input_storm_over_launcher_curtain_and_game_over(app, fake_tables):
    rng = random.Random(20240601)
    app.show_launcher()

    def keep_launcher():
        if not isinstance(app.top, Launcher):
            app.show_launcher()

    storm(app, rng, 2000, keep_launcher)

    app.replace(Recorder(app, "table", []), clear=True)

    def keep_curtain():
        if not isinstance(app.top, Curtain):
            app.push(Curtain(app, acting="P1", waiting="P2", on_ready=lambda: None))

    keep_curtain()
    storm(app, rng, 2000, keep_curtain)

    finished = finished_fortify()

    def keep_game_over():
        if not isinstance(app.top, GameOver):
            app.show_table(finished).on_game_over()

    keep_game_over()
    storm(app, rng, 2000, keep_game_over)
    assert app.scenes and app.frames > 0  # still standing after 6,000 random events


def finished_forfort_solo():
    session = GameSession("forfort", 2, ["human", "bot", "bot", "bot"], options={"four_player_mode": "solo"})
    session.play_out()
    return session


def test_play_again_keeps_the_set_up_options(app, fake_tables, monkeypatch):
    register_table(monkeypatch, "fake_tables_for_tests:FakeTable", game="forfort")
    app.show_table(finished_forfort_solo()).on_game_over()
    click(app, app.top.play_again.rect.center)
    assert isinstance(app.top, FakeTable) and app.top.session.options == {"four_player_mode": "solo"}


def test_quitting_a_game_to_the_launcher_keeps_its_options(app, fake_tables, monkeypatch):
    register_table(monkeypatch, "fake_tables_for_tests:FakeTable", game="forfort")
    app.start_game("forfort", 5, ["human", "bot", "human", "bot"], options={"four_player_mode": "solo"})
    launcher = app.quit_to_launcher()
    assert isinstance(launcher, Launcher) and launcher.game == "forfort"
    assert launcher.options == {"four_player_mode": "solo"}


def test_an_option_the_game_does_not_offer_is_refused_at_start(app, fake_tables):
    with pytest.raises(ValueError, match="no option"):
        app.start_game("fortify", 5, ["human", "bot"], options={"four_player_mode": "solo"})


def test_a_scene_waiting_for_ever_does_not_overflow_the_event_wait(app):
    """Trial (issue 9): a finished game held its score sheet "for ever" (1e9 s) and the idle wait
    asked SDL for 1e12 ms: OverflowError, the window vanished at every game end."""
    pygame.event.post(pygame.event.Event(pygame.USEREVENT, {}))
    assert app.wait_for_input(10 ** 12) is True


@pytest.mark.curtain_guard
def test_a_curtain_raised_after_an_idle_wait_still_ignores_the_next_quick_click(app):
    """Trial (issue 8): the frame that raised the curtain came after an idle wait, so its time (half
    a second) counted as the curtain's: a click 0.1 s later lifted it and showed the next hand."""
    ready = []
    app.push(Recorder(app, "table", []))
    curtain = app.push(Curtain(app, acting="Ben", waiting="Ana", on_ready=lambda: ready.append(1)))
    app.step(0.5)                        # the frame that raised it, after the App idled half a second
    app.step(0.1)                        # a frame 0.1 s after the curtain fell
    click_at = ready_button_rect().center
    post(pygame.MOUSEBUTTONDOWN, pos=click_at, button=1)
    post(pygame.MOUSEBUTTONUP, pos=click_at, button=1)
    app.step(0.05)                       # a click 0.15 s after it fell
    assert app.top is curtain and not ready
    app.step(0.6)
    post(pygame.MOUSEBUTTONDOWN, pos=click_at, button=1)
    post(pygame.MOUSEBUTTONUP, pos=click_at, button=1)
    app.step(0.05)
    assert ready == [1]


def test_a_long_curtain_headline_shrinks_instead_of_being_cut(app, monkeypatch):
    # new user (issue 15): "Ann: follow Computer (hard)'s..." lost its end
    from fort_desktop.table import widgets

    cut = []
    monkeypatch.setattr(widgets, "CUT_WATCHERS", [lambda _font, text, _short: cut.append(text)])
    headline = "Annabelle: follow Computer (P2, hard)'s play?"
    app.push(Curtain(app, acting="Annabelle", waiting="Ben", headline=headline))
    app.step(1 / 60)
    assert headline not in cut
