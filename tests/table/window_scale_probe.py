"""Run in a real window (under Xvfb) by test_window_scale.py: open the App at 1024 x 640, press F11
twice (fullscreen and back), then print the window size, the desktop size, the renderer's viewport
(window pixels) and the scaling asked of pygame, as one JSON line."""
from __future__ import annotations

import json
import os
import time

os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
from pygame._sdl2 import video  # noqa: E402

from fort_desktop.table.app import App  # noqa: E402


def frames(app: App, n: int) -> None:
    for _ in range(n):
        app.step(1 / 60)
        time.sleep(0.01)


def f11(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    frames(app, 20)


def main() -> None:
    app = App(settings={"window_size": [1024, 640], "fullscreen": False}, user_settings=False, autosave=False)
    app.show_launcher()
    frames(app, 10)
    window = app._window()
    f11(app)
    full = pygame.display.is_fullscreen()
    f11(app)
    viewport = video.Renderer.from_window(window).get_viewport()
    print(json.dumps({"was_full": bool(full), "full": bool(pygame.display.is_fullscreen()),
                      "window": list(window.size), "desktop": list(pygame.display.get_desktop_sizes()[0]),
                      "viewport": list(viewport),
                      "scale_quality": os.environ.get("PYGAME_FORCE_SCALE")}), flush=True)
    app.close()


if __name__ == "__main__":
    main()
