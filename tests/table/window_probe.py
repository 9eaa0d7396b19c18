"""Run in a real window (under Xvfb) by test_window_fit.py: open the App at the window size given on
the command line with the launcher on top, print the window's size and the launcher's buttons
(logical px), where the canvas lies on the window and the launcher's box on the canvas, then print the logical position (as the launcher gets it) of every press until told to stop (stdin closed)."""
from __future__ import annotations

import json
import os
import select
import sys

os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402

from fort_desktop.table.app import App  # noqa: E402


def main() -> None:
    width, height = int(sys.argv[1]), int(sys.argv[2])
    app = App(settings={"window_size": [width, height], "window_fit": False, "fullscreen": False},
              user_settings=False, autosave=False)
    launcher = app.show_launcher()
    for _ in range(10):
        app.step(1 / 60)
    window = app._window()
    buttons = {name: list(getattr(launcher, name).rect) for name in
               ("start_button", "rules_button", "load_button", "settings_button")}
    x, y, scale = app.view
    print(json.dumps({"window": list(window.size), "buttons": buttons, "view": [x, y, scale],
                      "box": app.box_offset(launcher)}), flush=True)
    while True:
        for event in pygame.event.get():
            if event.type == pygame.MOUSEBUTTONDOWN:
                x, y = app.to_canvas(event.pos)     # as the App hands it to the launcher
                print(json.dumps({"press": [x - app.box_offset(launcher), y]}), flush=True)
        ready, _, _ = select.select([sys.stdin], [], [], 0.01)
        if ready and not sys.stdin.readline():
            break
    app.close()


if __name__ == "__main__":
    main()
