"""The game-over screen dims the whole window (issue 15 item 1: on a 16:9 window its shade covered
only the 1280-wide middle, leaving the finished table bright in strips at both sides). Read from
the pixels of a screenshot of the 1366 x 768 window."""
from __future__ import annotations

import os

import pygame
import pytest

from fort_desktop.table.scenes.game_over import GameOver

pytestmark = pytest.mark.filterwarnings("ignore:.*no fast renderer.*")
DT = 1 / 60
#: the brightest a channel can be under the shade ((10, 24, 18) at alpha 170 over white), plus rounding
SHADED_MAX = round(255 * (255 - 170) / 255 + 24 * 170 / 255) + 2


def test_the_game_over_shade_covers_every_pixel_of_a_1366_x_768_window_but_the_panel(wide):
    wide.start_game("fortify", 11, ["bot", "bot"])
    session = wide.table.session
    for _ in range(5000):
        if isinstance(wide.top, GameOver):
            break
        wide.step(DT)
    over = wide.top
    assert isinstance(over, GameOver) and session.is_over
    wide.step(DT)
    path = os.path.join(os.environ["FORT_SHOTS"], "game_over_1366x768.png")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    pygame.image.save(wide.display, path)
    shot = pygame.image.load(path)
    assert shot.get_size() == (1366, 768)
    x0, y0, scale = wide.view
    left = wide.box_offset(over)
    p = over.panel
    panel = pygame.Rect(round(x0 + (p.x + left) * scale), round(y0 + p.y * scale),
                        round(p.w * scale), round(p.h * scale)).inflate(6, 6)
    raw = pygame.image.tobytes(shot, "RGB")
    width = shot.get_width()
    bright = []
    for y in range(shot.get_height()):
        row = raw[y * width * 3:(y + 1) * width * 3]
        parts = [(0, width)] if not panel.top <= y < panel.bottom else [(0, panel.left), (panel.right, width)]
        for a, b in parts:
            if b > a and max(row[a * 3:b * 3]) > SHADED_MAX:
                xs = [x for x in range(a, b) if max(row[x * 3:x * 3 + 3]) > SHADED_MAX]
                bright.append((y, xs[0], xs[-1]))
    assert not bright, f"{len(bright)} rows with bright pixels outside the panel, e.g. {bright[:3]}"
