"""Test set-up: pygame runs headless (dummy video and audio drivers) unless a developer overrides it."""
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# Tests never touch the real user folders: saves and settings go to a throw-away folder
# (a test that needs its own folder sets these again with monkeypatch).
import atexit as _atexit
import shutil as _shutil
import tempfile as _tempfile

_USER_DIRS = _tempfile.mkdtemp(prefix="fort-desktop-tests-")
_atexit.register(_shutil.rmtree, _USER_DIRS, True)
os.environ.setdefault("FORT_DESKTOP_DATA_DIR", os.path.join(_USER_DIRS, "data"))
os.environ.setdefault("FORT_DESKTOP_CONFIG_DIR", os.path.join(_USER_DIRS, "config"))
os.environ.setdefault("FORT_DESKTOP_CACHE_DIR", os.path.join(_USER_DIRS, "cache"))


import pytest as _pytest


@_pytest.fixture
def toy_game(monkeypatch):
    """Ten Cards (``tests/fixtures/toygame``) in the game registry for this test, gone after it."""
    from tests.fixtures import toygame

    return toygame.register(monkeypatch)
