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


@pytest.fixture
def app(monkeypatch, tmp_path):
    """A headless App whose saves and settings live in ``tmp_path``; bots act at once."""
    use_tmp_dirs(monkeypatch, tmp_path)
    a = App(headless=True)
    a.settings["bot_pace_seconds"] = 0.0
    yield a
    a.close()
