"""Fixtures shared by the table tests."""
import pytest

from fort_desktop.table.app import App

from .shell_helpers import use_tmp_dirs


@pytest.fixture(autouse=True)
def shots_under_tmp_path(monkeypatch, tmp_path):
    """Screenshots a test takes go under its own ``tmp_path`` (``$FORT_SHOTS``), never to a fixed folder."""
    monkeypatch.setenv("FORT_SHOTS", str(tmp_path / "shots"))


@pytest.fixture(autouse=True)
def curtains_take_a_click_at_once(monkeypatch, request):
    """Table tests click a curtain away in the frame it falls; the guard against a person's double
    click (curtain.GUARD_SECONDS) has its own tests, marked ``curtain_guard``."""
    if request.node.get_closest_marker("curtain_guard") is None:
        monkeypatch.setattr("fort_desktop.table.scenes.curtain.GUARD_SECONDS", 0.0)


@pytest.fixture(autouse=True)
def clicks_follow_a_computer_s_move_at_once(monkeypatch, request):
    """Table tests click in the frame after a computer's move; the guard against a click on a
    board the person has not yet seen (game_table.BOT_MOVE_GUARD_SECONDS) has its own tests,
    marked ``move_guard``."""
    if request.node.get_closest_marker("move_guard") is None:
        monkeypatch.setattr("fort_desktop.table.kit.game_table.BOT_MOVE_GUARD_SECONDS", 0.0)


@pytest.fixture
def app(monkeypatch, tmp_path):
    """A headless App whose saves and settings live in ``tmp_path``; bots act at once."""
    use_tmp_dirs(monkeypatch, tmp_path)
    a = App(headless=True)
    a.settings["bot_pace_seconds"] = 0.0
    yield a
    a.close()


@pytest.fixture
def wide(monkeypatch, tmp_path):
    """A headless App on a 1366 x 768 window (a 16:9 laptop, fullscreen); bots act at once."""
    use_tmp_dirs(monkeypatch, tmp_path)
    app = App(headless=True, user_settings=False, autosave=False, window_px=(1366, 768))
    app.settings["bot_pace_seconds"] = 0.0
    yield app
    app.close()


@pytest.fixture(autouse=True)
def repeatable_deal_secrets(monkeypatch):
    """A game a person starts is dealt from a fresh secret (``session.deal_secret``): the same for
    every run of a test here, so a table test plays the same deal each time (a different one for
    each start within the test, as the real secrets are)."""
    import itertools

    from fort_desktop.session import deal_secret

    count = itertools.count(1)

    def repeatable(seats):
        return None if deal_secret(seats) is None else f"{next(count):032x}"

    monkeypatch.setattr("fort_desktop.table.app.deal_secret", repeatable)


@pytest.fixture(autouse=True)
def text_at_its_usual_size():
    """Each test starts and ends with text at 100 % (an App left at 150 % by a test, e.g. one that
    closes it with larger text, would make a later test's words larger)."""
    from fort_desktop.table import widgets

    widgets.set_text_scale(1.0, 1)
    yield
    widgets.set_text_scale(1.0, 1)
