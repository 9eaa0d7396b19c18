"""Run in a real window (under Xvfb) by test_window_scale.py: open the App with the default settings
(the window fits the screen), then at 1024 x 640, press F11 twice (fullscreen and back), then print
the window sizes seen, the desktop size, the canvas and where it lies on the window, as one JSON
line."""
from __future__ import annotations

import dataclasses
import json
import os
import time

os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402

from fort_desktop.table.app import App  # noqa: E402


def frames(app: App, n: int) -> None:
    for _ in range(n):
        app.step(1 / 60)
        time.sleep(0.01)


def f11(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    frames(app, 20)


def main() -> None:
    app = App(user_settings=False, autosave=False)
    app.show_launcher()
    frames(app, 10)
    fitted = list(app.display.get_size())
    app.apply_settings(dataclasses.replace(app.user_settings, window_fit=False, window_size=(1024, 640)), save=False)
    frames(app, 10)
    small = list(app.display.get_size())
    f11(app)
    full = pygame.display.is_fullscreen()
    full_size, full_canvas = list(app.display.get_size()), list(app.canvas)
    f11(app)
    print(json.dumps({"fitted": fitted, "small": small, "was_full": bool(full), "full_size": full_size,
                      "full_canvas": full_canvas, "full": bool(pygame.display.is_fullscreen()),
                      "window": list(app.display.get_size()), "desktop": list(pygame.display.get_desktop_sizes()[0]),
                      "view": list(app.view), "canvas": list(app.canvas)}), flush=True)
    app.close()


if __name__ == "__main__":
    main()
