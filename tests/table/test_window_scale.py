"""The window on a laptop screen (issue 7, issue 15): it opens at the largest size that fits the
screen, fullscreen (F11) takes the whole screen with the canvas laid out for its 16:9 shape, and
leaving fullscreen gives back a window that fits the screen with the canvas scaled into it (never
cropped). A real X window (Xvfb) on a 1366 x 768 screen."""
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
        out = subprocess.run([sys.executable, "-m", "tests.table.window_scale_probe"], cwd=ROOT, env=env,
                             capture_output=True, text=True, timeout=60).stdout
        yield json.loads(out.strip().splitlines()[-1])
    finally:
        xvfb.terminate()
        xvfb.wait(5)


def test_the_window_opens_at_the_largest_size_that_fits_the_screen(after_f11_twice):
    # a 1366 x 768 laptop: the whole width, the height less a title bar and a task bar
    assert after_f11_twice["fitted"] == [1366, 696]


def test_fullscreen_takes_the_whole_screen_and_the_canvas_its_shape(after_f11_twice):
    info = after_f11_twice
    assert info["small"] == [1024, 640]
    assert info["was_full"] and info["full_size"] == info["desktop"] == [1366, 768]
    assert info["full_canvas"] == [1423, 800]          # 16:9: laid out wider, not 1280 x 800 with bars


def test_leaving_fullscreen_gives_back_a_window_that_fits_the_screen(after_f11_twice):
    info = after_f11_twice
    assert info["was_full"] and not info["full"]
    assert info["window"] == [1024, 640]
    assert info["window"][0] < info["desktop"][0] and info["window"][1] < info["desktop"][1]


def test_after_fullscreen_the_canvas_is_scaled_into_the_window_not_cropped(after_f11_twice):
    x, y, scale = after_f11_twice["view"]
    width, height = after_f11_twice["canvas"]
    assert x >= 0 and y >= 0
    assert x + round(width * scale) <= 1024 and y + round(height * scale) <= 640
