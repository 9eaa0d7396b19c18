"""Fixtures shared by the table tests."""
import pytest

from fort_desktop.table.app import App

from .shell_helpers import use_tmp_dirs


@pytest.fixture(autouse=True)
def shots_under_tmp_path(monkeypatch, tmp_path):
    """Screenshots a test takes go under its own ``tmp_path`` (``$FORT_SHOTS``), never to a fixed folder."""
    monkeypatch.setenv("FORT_SHOTS", str(tmp_path / "shots"))


@pytest.fixture
def app(monkeypatch, tmp_path):
    """A headless App whose saves and settings live in ``tmp_path``; bots act at once."""
    use_tmp_dirs(monkeypatch, tmp_path)
    a = App(headless=True)
    a.settings["bot_pace_seconds"] = 0.0
    yield a
    a.close()
