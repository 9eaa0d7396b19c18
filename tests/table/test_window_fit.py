"""A window that fits (issue 7, issue 15): the canvas takes the window's shape and is scaled to any
window size down to 960 x 600, and a click on the edge pixels of a button (in window pixels) lands on
that button, a click two window pixels outside it does not (the launcher is drawn in a 1280 x 800
box in the middle of a wider canvas). Runs the App in a real X window (Xvfb + xdotool, TESTING.md); skipped
where they are not installed."""
from __future__ import annotations

import json
import math
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")),
                                reason="needs Xvfb and xdotool (a real X window)")
SIZES = [(960, 600), (1366, 700), (1600, 1000)]    # smaller (the same aspect), wider, larger


@pytest.fixture(scope="module")
def display():
    proc = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1920x1200x24", "-nolisten", "tcp"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    number = proc.stdout.readline().strip()
    yield f":{number}"
    proc.terminate()
    proc.wait(5)


def edge_pixels(rect, view, box):
    """Window pixels just inside each edge of a logical ``rect`` (x, y, w, h) of a scene drawn in a
    box ``box`` px from the canvas's left, and two pixels outside it, for a canvas at ``view``
    (x, y, scale: where it lies on the window and its scale)."""
    ox, oy, s = view
    x, y, rw, rh = rect
    x += box
    cy, cx = round(oy + (y + rh / 2) * s), round(ox + (x + rw / 2) * s)
    left, right = math.ceil(ox + x * s + 0.01), math.floor(ox + (x + rw) * s - 0.01)
    top, bottom = math.ceil(oy + y * s + 0.01), math.floor(oy + (y + rh) * s - 0.01)
    inside = [(left, cy), (right, cy), (cx, top), (cx, bottom)]
    outside = [(left - 2, cy), (right + 2, cy), (cx, top - 2), (cx, bottom + 2)]
    return inside, outside


@pytest.mark.parametrize("size", SIZES)
def test_clicks_on_the_edge_pixels_of_buttons_hit_them_at_every_window_size(display, size):
    env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11", PYTHONPATH=str(ROOT))
    probe = subprocess.Popen([sys.executable, "-m", "tests.table.window_probe", str(size[0]), str(size[1])],
                             cwd=ROOT, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, text=True)
    try:
        info = json.loads(probe.stdout.readline())
        assert tuple(info["window"]) == size                   # the size setting really applies
        wid = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(probe.pid)],
                             env=env, capture_output=True, text=True, timeout=20).stdout.split()[0]
        for name, rect in info["buttons"].items():
            inside, outside = edge_pixels(rect, info["view"], info["box"])
            points = inside + outside
            command = ["xdotool"]            # one xdotool for a button's eight clicks, in order
            for point in points:
                command += ["mousemove", "--window", wid, str(point[0]), str(point[1]), "click", "1"]
            subprocess.run(command, env=env, check=True, timeout=20)
            for point in points:
                press = json.loads(probe.stdout.readline())["press"]
                x, y, w, h = rect
                hit = x <= press[0] < x + w and y <= press[1] < y + h
                assert hit == (point in inside), (name, size, point, press, rect)
    finally:
        probe.stdin.close()
        probe.wait(10)
