"""The window on a small screen (issue 7): leaving fullscreen gives a window that fits the screen
with the table scaled into it (never cropped), and the scaling asked of pygame is the smooth one, so
small text keeps its strokes below 1280 x 800. A real X window (Xvfb) on a 1366 x 768 screen."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(not shutil.which("Xvfb"), reason="needs Xvfb (a real X window)")


@pytest.fixture(scope="module")
def after_f11_twice():
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1366x768x24", "-nolisten", "tcp"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        env = dict(os.environ, DISPLAY=":" + xvfb.stdout.readline().strip(), SDL_VIDEODRIVER="x11",
                   PYTHONPATH=str(ROOT))
        env.pop("PYGAME_FORCE_SCALE", None)
        out = subprocess.run([sys.executable, "-m", "tests.table.window_scale_probe"], cwd=ROOT, env=env,
                             capture_output=True, text=True, timeout=60).stdout
        yield json.loads(out.strip().splitlines()[-1])
    finally:
        xvfb.terminate()
        xvfb.wait(5)


def test_leaving_fullscreen_gives_back_a_window_that_fits_the_screen(after_f11_twice):
    info = after_f11_twice
    assert info["was_full"] and not info["full"]
    assert info["window"][0] < info["desktop"][0] and info["window"][1] < info["desktop"][1]


def test_after_fullscreen_the_table_is_scaled_into_the_window_not_cropped(after_f11_twice):
    # the viewport is in logical pixels: a cropped 1:1 table starts left of and above the window
    x, y, _w, _h = after_f11_twice["viewport"]
    assert x >= 0 and y >= 0


def test_the_window_asks_pygame_for_smooth_scaling(after_f11_twice):
    # pygame-ce documents PYGAME_FORCE_SCALE=photo as its highest-quality scaling for SCALED
    assert after_f11_twice["scale_quality"] == "photo"
